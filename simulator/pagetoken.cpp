// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "pagetoken.h"

#include "signing/signature.h"

#include <charconv>

namespace polychip::sim {

std::string makePageToken(std::string_view key, std::string_view scope, std::int64_t offset)
{
    const std::string number = std::to_string(offset);
    std::string data(scope);
    data += '\n';
    data += number;
    return number + "." + signing::hmacSha256Hex(key, data).substr(0, 32);
}

std::optional<std::int64_t>
readPageToken(std::string_view key, std::string_view scope, std::string_view token)
{
    const auto dot = token.find('.');
    if (dot == std::string_view::npos)
        return std::nullopt;
    std::int64_t offset = 0;
    const auto [end, ec] = std::from_chars(token.data(), token.data() + dot, offset);
    if (ec != std::errc() || end != token.data() + dot || offset < 0)
        return std::nullopt;
    // Compared whole with the one token of that offset: a MAC that matches but an offset spelt
    // another way ("007") is not a token this server gave.
    if (!signing::constantTimeEquals(token, makePageToken(key, scope, offset)))
        return std::nullopt;
    return offset;
}

} // namespace polychip::sim
