// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::client {

/** The four authentication headers of one request. */
struct SignedHeaders
{
    std::string keyId;
    std::string timestamp;
    std::string nonce;
    std::string signature;

    /// As HTTP header lines ("X-PC-Key: ...").
    std::vector<std::string> lines() const;
};

/** Signs requests with an API key (HMAC-SHA256 over api::signingString). Every signature has
 *  its own random nonce, so the same request may be sent twice in one second (v1.1). Holds the
 *  secret only in memory, never logs it. */
class RequestSigner final
{
public:
    RequestSigner(std::string keyId, std::string secret);

    /// `nonce` empty: a fresh one (signing::newNonce); tests give their own.
    SignedHeaders sign(std::string_view method,
                       std::string_view pathWithQuery,
                       std::string_view body,
                       std::int64_t unixTimestamp,
                       std::string nonce = {}) const;

    const std::string &keyId() const { return m_keyId; }

private:
    std::string m_keyId;
    std::string m_secret;
};

} // namespace polychip::client
