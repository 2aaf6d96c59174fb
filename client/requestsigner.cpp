// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "requestsigner.h"

#include "api/signing.h"
#include "signing/signature.h"

namespace polychip::client {

RequestSigner::RequestSigner(std::string keyId, std::string secret)
    : m_keyId(std::move(keyId))
    , m_secret(std::move(secret))
{}

SignedHeaders RequestSigner::sign(std::string_view method,
                                  std::string_view pathWithQuery,
                                  std::string_view body,
                                  std::int64_t unixTimestamp,
                                  std::string nonce) const
{
    if (nonce.empty())
        nonce = signing::newNonce();
    std::string sig
        = signing::signature(m_secret, method, pathWithQuery, unixTimestamp, nonce, body);
    return {m_keyId, std::to_string(unixTimestamp), std::move(nonce), std::move(sig)};
}

std::vector<std::string> SignedHeaders::lines() const
{
    const auto line = [](std::string_view name, const std::string &value) {
        return std::string(name) + ": " + value;
    };
    return {line(api::kHeaderKey, keyId), line(api::kHeaderTimestamp, timestamp),
            line(api::kHeaderNonce, nonce), line(api::kHeaderSignature, signature)};
}

} // namespace polychip::client
