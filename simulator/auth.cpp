// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "auth.h"

#include "host.h"

#include "api/signing.h"
#include "signing/signature.h"

#include <charconv>

namespace polychip::sim {

namespace {

api::ApiError unauthenticated(const std::string &reason, const std::string &message)
{
    auto e = apiError(401, "UNAUTHENTICATED", message);
    // MISSING_KEY, BAD_NONCE, UNKNOWN_KEY, BAD_SIGNATURE, TIMESTAMP_SKEW, REPLAY, KEY_EXPIRED
    e.field = reason;
    return e;
}

} // namespace

api::Result<Caller> Authenticator::verify(const KeyRecord *key,
                                          const SignedRequest &request,
                                          std::int64_t wallNow,
                                          api::Timestamp platformNow)
{
    if (request.keyId.empty() || request.timestamp.empty() || request.nonce.empty()
        || request.signature.empty())
        return unauthenticated("MISSING_KEY", "sign the request: X-PC-Key, X-PC-Timestamp, "
                                              "X-PC-Nonce and X-PC-Signature are required");
    if (!api::isWellFormedNonce(request.nonce))
        return unauthenticated("BAD_NONCE", "X-PC-Nonce must be 32 to 128 hex digits (16 or more "
                                            "random bytes), new for every request");
    std::int64_t timestamp = 0;
    const auto &ts = request.timestamp;
    if (std::from_chars(ts.data(), ts.data() + ts.size(), timestamp).ec != std::errc())
        return unauthenticated("TIMESTAMP_SKEW", "X-PC-Timestamp is not a number of seconds");
    if (timestamp < wallNow - api::kSignatureWindowSeconds
        || timestamp > wallNow + api::kSignatureWindowSeconds)
        return unauthenticated("TIMESTAMP_SKEW",
                               "X-PC-Timestamp is more than 300 s from the server's clock ("
                                   + std::to_string(wallNow)
                                   + "); correct the clock by the "
                                     "Date header");
    // An unknown key costs the same HMAC as a known one, so timing tells nothing.
    const std::string expected
        = signing::signature(key ? key->secret : std::string(32, '\0'), request.method,
                             request.pathWithQuery, timestamp, request.nonce, request.body);
    if (!signing::constantTimeEquals(expected, request.signature) || !key)
        return unauthenticated(key ? "BAD_SIGNATURE" : "UNKNOWN_KEY",
                               "the signature does not match the request");
    if (Engine::expired(*key, platformNow))
        return unauthenticated("KEY_EXPIRED", "key " + key->keyId + " expired at "
                                                  + api::formatRfc3339(*key->expiresAt)
                                                  + "; ask an administrator for a new one");
    {
        const std::lock_guard lock(m_mutex);
        while (!m_expiries.empty() && m_expiries.top().first < wallNow) {
            m_seen.erase(m_expiries.top().second);
            m_expiries.pop();
        }
        // Per key: another key may happen to pick the same nonce without replaying anything.
        const std::string seen = request.keyId + ' ' + request.nonce;
        if (m_seen.contains(seen))
            return unauthenticated("REPLAY", "this nonce was already used with this key in the "
                                             "last 300 s; sign each request with a new one");
        m_seen.insert(seen);
        m_expiries.emplace(timestamp + api::kSignatureWindowSeconds, seen);
    }
    // Outside the lock: keeping it may wait for the engine, and reads need not wait for that.
    if (m_remember && request.method != "GET")
        m_remember(request.keyId + ' ' + request.nonce, timestamp + api::kSignatureWindowSeconds);
    return Caller{key->org, key->user, key->role, {}, key->keyId};
}

void Authenticator::restore(const std::vector<std::pair<std::string, std::int64_t>> &seen,
                            std::int64_t wallNow)
{
    const std::lock_guard lock(m_mutex);
    for (const auto &[id, expires] : seen) {
        if (expires < wallNow || !m_seen.insert(id).second)
            continue;
        m_expiries.emplace(expires, id);
    }
}

std::optional<KeyRecord> Keyring::find(SimHost &host, const std::string &keyId)
{
    const std::lock_guard lock(m_mutex);
    const std::uint64_t generation = host.version().generation;
    if (generation != m_generation) {
        m_keys.clear();
        host.locked([&](Engine &e) {
            for (auto &k : e.keys())
                m_keys.emplace(k.keyId, std::move(k));
        });
        m_generation = generation;
    }
    const auto it = m_keys.find(keyId);
    if (it == m_keys.end())
        return std::nullopt;
    return it->second;
}

} // namespace polychip::sim
