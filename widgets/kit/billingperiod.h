// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <cstdint>
#include <map>
#include <string>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/** The periods the Billing page reports on, in the platform's time (UTC months). */
enum class BillingPeriod { ThisMonth, Last7Days, Last30Days, LastMonth };

/** A span of platform time, unix seconds: [from, to). */
struct TimeRange
{
    std::int64_t from = 0;
    std::int64_t to = 0;
    friend bool operator==(const TimeRange &, const TimeRange &) = default;
};

/// 00:00 UTC on the first of the month holding `t` (unix seconds).
std::int64_t monthStartUtc(std::int64_t t);
/// The period's span when the platform's time is `now` (the current second included).
TimeRange periodRange(BillingPeriod period, std::int64_t now);
/// The query of GET /v1/billing/ledger or /usage for `range` (RFC 3339 as the codec writes).
std::map<std::string, std::string> rangeQuery(const TimeRange &range);
/// "2026-12-01-2026-12-31" (UTC dates, the end inclusive), for file names.
QString rangeFileStem(const TimeRange &range);
/// The range for a label: a whole UTC month by its name (formatMonth()), else formatSpan().
QString rangeText(const TimeRange &range);

} // namespace polychip::ui
