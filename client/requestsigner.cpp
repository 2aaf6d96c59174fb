// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "requestsigner.h"

#include "signing/signature.h"

namespace polychip::client {

RequestSigner::RequestSigner(std::string keyId, std::string secret)
    : m_keyId(std::move(keyId))
    , m_secret(std::move(secret))
{}

SignedHeaders RequestSigner::sign(std::string_view method,
                                  std::string_view pathWithQuery,
                                  std::string_view body,
                                  std::int64_t unixTimestamp) const
{
    return {m_keyId, std::to_string(unixTimestamp),
            signing::signature(m_secret, method, pathWithQuery, unixTimestamp, body)};
}

} // namespace polychip::client
