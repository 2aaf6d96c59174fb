// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace polychip::client {

/** The three authentication headers of one request. */
struct SignedHeaders
{
    std::string keyId;
    std::string timestamp;
    std::string signature;
};

/** Signs requests with an API key (HMAC-SHA256 over api::signingString). Holds the secret
 *  only in memory, never logs it. */
class RequestSigner final
{
public:
    RequestSigner(std::string keyId, std::string secret);

    SignedHeaders sign(std::string_view method,
                       std::string_view pathWithQuery,
                       std::string_view body,
                       std::int64_t unixTimestamp) const;

    const std::string &keyId() const { return m_keyId; }

private:
    std::string m_keyId;
    std::string m_secret;
};

} // namespace polychip::client
