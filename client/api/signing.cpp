// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "signing.h"

namespace polychip::api {

std::string signingString(std::string_view method,
                          std::string_view pathWithQuery,
                          std::int64_t unixTimestamp,
                          std::string_view bodySha256Hex)
{
    std::string s;
    s.reserve(method.size() + pathWithQuery.size() + bodySha256Hex.size() + 24);
    s.append(method).append("\n").append(pathWithQuery).append("\n");
    s.append(std::to_string(unixTimestamp)).append("\n").append(bodySha256Hex);
    return s;
}

} // namespace polychip::api
