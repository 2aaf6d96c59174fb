// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"

#include "api/result.h"

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <queue>
#include <set>
#include <string>
#include <vector>

namespace polychip::sim {

/** The authentication headers and what they sign. */
struct SignedRequest
{
    std::string method;
    std::string pathWithQuery;
    std::string body;
    std::string keyId;
    std::string timestamp;
    std::string nonce;
    std::string signature;
};

class SimHost;

/** The API keys, copied out of the engine and refreshed only after a mutation, so that checking
 *  a signature does not wait for the engine (which the clock holds while it commits). */
class Keyring final
{
public:
    std::optional<KeyRecord> find(SimHost &host, const std::string &keyId);

private:
    std::mutex m_mutex;
    std::uint64_t m_generation = UINT64_MAX;
    std::map<std::string, KeyRecord> m_keys;
};

/** Checks request signatures (API v1.1): a known key, a timestamp within ±300 s of the
 *  server's clock, a well-formed nonce, a matching HMAC (compared in constant time) and no nonce
 *  already seen for that key in that window (a replay). Identical requests with different
 *  nonces pass, even in the same second. Thread-safe. */
class Authenticator final
{
public:
    /// Keeps a nonce beyond this process: `key id + ' ' + nonce` and the second it expires.
    using Remember = std::function<void(const std::string &, std::int64_t)>;

    /// `remember` keeps the nonces of changes (see verify()); none are kept without it.
    explicit Authenticator(Remember remember = {})
        : m_remember(std::move(remember))
    {}

    /// Nonces kept by an earlier run (as `remember` was given them), seen as if here.
    void restore(const std::vector<std::pair<std::string, std::int64_t>> &seen,
                 std::int64_t wallNow);

    /// Returns the caller, or UNAUTHENTICATED with details.reason in the message. `key` is the
    /// record of request.keyId (null: no such key, or a revoked one); a key expired by
    /// `platformNow` (the simulated time) is refused.
    /// A change's nonce (any method but GET) is also handed to `remember`, so that it is
    /// refused as a replay after a restart too; a read's is kept in memory only (a replayed
    /// read changes nothing).
    api::Result<Caller> verify(const KeyRecord *key,
                               const SignedRequest &request,
                               std::int64_t wallNow,
                               api::Timestamp platformNow);

private:
    /// (when it stops mattering, key id + ' ' + nonce)
    using Expiry = std::pair<std::int64_t, std::string>;
    const Remember m_remember;
    std::mutex m_mutex;
    std::set<std::string> m_seen;
    std::priority_queue<Expiry, std::vector<Expiry>, std::greater<>> m_expiries;
};

} // namespace polychip::sim
