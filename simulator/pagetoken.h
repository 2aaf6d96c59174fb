// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace polychip::sim {

/**
 * Page tokens: "<offset>.<mac>", where the MAC (HMAC-SHA256 under the server's token key,
 * 32 hex digits) binds the offset to the list's scope: the caller's organisation, the path and
 * the other query parameters. So a token cannot be forged, moved to another query, or used by
 * another organisation; each offset has exactly one token.
 */
std::string makePageToken(std::string_view key, std::string_view scope, std::int64_t offset);

/// The offset of a token made by makePageToken() for this key and scope; nothing otherwise
/// (including the same offset spelt another way, e.g. with a leading zero).
std::optional<std::int64_t>
readPageToken(std::string_view key, std::string_view scope, std::string_view token);

} // namespace polychip::sim
