// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace polychip::api {

/** Validation limits of one field. Numbers are non-negative unless a rule says otherwise:
 *  money, counts, rates and durations never go below zero on the wire. */
struct Rule
{
    double min = 0;
    double max = 9007199254740992.0; // 2^53: every integer a JSON number can carry exactly
    std::size_t minLen = 0;          // strings, and the strings inside arrays and maps: bytes
    std::size_t maxLen = 64 * 1024;  // strings, and the strings inside arrays and maps: bytes
    std::size_t minItems = 0;        // arrays and maps: elements
    std::size_t maxItems = 1'000'000;
    /// A scalar that may be absent on the wire, keeping the member's default (a fault set's
    /// "absent means off"); otherwise a non-optional scalar is required.
    bool absentIsDefault = false;
    /// Only the full view carries it (the API's partial responses, AIP-157): a list in the basic
    /// view leaves it out, and a decoder keeps the member's default when it is absent.
    bool fullView = false;
};

/** How much of a resource a list carries (`view=basic|full`): the basic view (lists' default)
 *  leaves out the fields marked Rule::fullView; the full view and a GET by id carry them all. */
enum class View { Basic, Full };

/// How far ahead the platform plans: a scheduled stop, a maximum runtime, an auto-sleep window
/// or a wait for capacity reach at most a week (the product: shutdown up to 7×24 h ahead).
inline constexpr std::int64_t kMaxAheadSeconds = 7 * 24 * 3600;
inline constexpr std::int64_t kMaxAheadMinutes = kMaxAheadSeconds / 60;

inline constexpr Rule kId{.minLen = 1, .maxLen = 128};
inline constexpr Rule kName{.maxLen = 256};
inline constexpr Rule kSigned{.min = -9007199254740992.0};
inline constexpr Rule kPercent{.max = 100};
inline constexpr Rule kCount{.max = 100'000};

/** A point in time, whole seconds since the Unix epoch (UTC). On the wire an RFC 3339 string. */
struct Timestamp
{
    std::int64_t unixSeconds = 0;
    friend bool operator==(const Timestamp &, const Timestamp &) = default;
    friend auto operator<=>(const Timestamp &, const Timestamp &) = default;
};

/** "2026-12-02T08:00:00Z" for the timestamp. */
std::string formatRfc3339(Timestamp t);
/** Parses RFC 3339 (fractions truncated, offsets applied); false on anything else. */
bool parseRfc3339(std::string_view text, Timestamp &out);

} // namespace polychip::api
