// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "signing.h"

namespace polychip::api {

std::string signingString(std::string_view method,
                          std::string_view pathWithQuery,
                          std::int64_t unixTimestamp,
                          std::string_view nonce,
                          std::string_view bodySha256Hex)
{
    std::string s;
    s.reserve(method.size() + pathWithQuery.size() + nonce.size() + bodySha256Hex.size() + 26);
    s.append(method).append("\n").append(pathWithQuery).append("\n");
    s.append(std::to_string(unixTimestamp)).append("\n");
    s.append(nonce).append("\n").append(bodySha256Hex);
    return s;
}

std::string webhookSigningString(std::int64_t unixTimestamp, std::string_view body)
{
    std::string s = std::to_string(unixTimestamp);
    s.reserve(s.size() + 1 + body.size());
    s.append("\n").append(body);
    return s;
}

bool isWellFormedNonce(std::string_view nonce)
{
    if (nonce.size() < kNonceMinHexDigits || nonce.size() > kNonceMaxHexDigits)
        return false;
    for (const char c : nonce) {
        const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (!hex)
            return false;
    }
    return true;
}

} // namespace polychip::api
