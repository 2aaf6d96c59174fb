// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "idmap.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

class QTimeZone;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui::dashboard {

// What the Dashboard derives from the stores itself: counts and sums of what the platform says
// now. Everything that needs history (spend, forecasts) comes from the platform.

using Instances = client::IdMap<api::Instance>::Map;

/// Running instances per backend (backends without any are absent).
std::map<api::Backend, int> runningByBackend(const Instances &instances);

/** What the running instances of one backend produce now. */
struct Throughput
{
    double tokensPerS = 0;
};
/// Per backend, of the running instances producing tokens (backends without any are absent).
std::map<api::Backend, Throughput> throughputByBackend(const Instances &instances);

/** A budget near or past its amount. */
struct BudgetRisk
{
    const api::Budget *budget = nullptr;
    double spentPct = 0;
    /// Its spend this month scaled by the account's forecast over its month to date.
    std::int64_t forecastMicros = 0;
};
/// A budget is at risk from this share of its amount spent.
inline constexpr double kRiskPct = 80;
/// The budgets spent to kRiskPct or more, or forecast beyond their amount; most used first.
std::vector<BudgetRisk> budgetsAtRisk(const client::IdMap<api::Budget> &budgets,
                                      const std::optional<api::Account> &account);

/// `part` as a percentage of `whole` (idle of compute, saved of what compute would have cost):
/// none while `whole` is not positive.
std::optional<double> sharePct(std::int64_t part, std::int64_t whole);

/** A tile's figure and the parts it is shown as, in micro-units: the parts (`parts`, then
 *  `others`, then `since`) always add up to `whole`. */
struct Breakdown
{
    std::int64_t whole = 0;
    std::vector<std::pair<std::string, std::int64_t>> parts; ///< group key, amount; largest first
    std::int64_t others = 0;                                 ///< the groups beyond the ones named
    std::int64_t since = 0;                                  ///< billed after the report was made
};
/// Today's spend as its tile shows it. The whole is `live` (the month to date less the month
/// before today, which follows every billing tick) when it is known and not behind the report,
/// else the report's total; the parts are the report's groups, the `named` largest by key and
/// the rest as others, and what was billed since the report (live less the report's total).
Breakdown todayBreakdown(const api::UsageReport &report,
                         std::optional<std::int64_t> live,
                         std::size_t named = 3);

/** The ranges of the spend chart: the last hour, day, week or month, or a span picked. */
enum class SpendRange { LastHour, LastDay, LastWeek, LastMonth, Custom };

/** A span of time picked by the user: [from, to), Unix seconds. */
struct Span
{
    std::int64_t from = 0;
    std::int64_t to = 0;
    friend bool operator==(const Span &, const Span &) = default;
};
/// The longest span the charts take, days (a year of days is 366 bars).
inline constexpr int kMaxSpanDays = 366;

/** The query of one usage report: whole buckets, the current one last. */
struct UsageWindow
{
    std::int64_t from = 0; ///< inclusive, on a bucket boundary
    std::int64_t to = 0;   ///< exclusive, the end of the bucket holding "now"
    api::UsageStep step = api::UsageStep::Hour;
    /// Days of a zone other than UTC: the platform's day buckets are UTC days, so these are
    /// asked for by the hour (by the minute where the zone's offset is not whole hours) from
    /// the zone's 00:00 and added up into its days by daysOf().
    bool zoneDays = false;

    int buckets() const;
};
// The windows' days are those of `zone` (the one times are told in): whole UTC days as the
// platform's buckets, or the zone's days asked for finer (UsageWindow::zoneDays).
/// 1 h by minute (60 buckets), 24 h by hour (24), 7 d and 30 d by day (7, 30).
UsageWindow usageWindow(SpendRange range, std::int64_t now, const QTimeZone &zone);
/// The insights series of a range: by hour (the last hour and the one before it, 24 h, 7 d) or
/// by day (30 d; by hour in a zone other than UTC); the platform keeps insights by the hour, so
/// nothing finer.
UsageWindow trendWindow(SpendRange range, std::int64_t now, const QTimeZone &zone);
/// The spend's buckets over a picked span: by minute up to 3 hours, by hour up to 8 days, else
/// by day; whole buckets, from the one holding `span.from` to the one holding `span.to - 1`.
UsageWindow usageWindow(const Span &span, const QTimeZone &zone);
/// The insights series over a picked span: by hour up to 8 days (and in a zone other than UTC),
/// else by day.
UsageWindow trendWindow(const Span &span, const QTimeZone &zone);
/// Today in `zone`, from its 00:00 to the next.
UsageWindow todayWindow(std::int64_t now, const QTimeZone &zone);
/// The spend from the platform's (UTC) month start to 00:00 of today in `zone`, or, when today
/// began in the month before (east of UTC on the 1st), from that 00:00 to the month start.
UsageWindow monthBeforeToday(std::int64_t now, const QTimeZone &zone);
/// A report of a zoneDays window added up into the zone's days: one bucket per day (its `t`
/// the day's 00:00), every group's cost and CU the sum of its buckets that day, step Day.
api::UsageReport daysOf(api::UsageReport report, const QTimeZone &zone);
/// The query parameters of GET /v1/billing/usage for `window` grouped by `groupBy`.
std::map<std::string, std::string> usageQuery(const UsageWindow &window,
                                              const std::string &groupBy);
/// The query parameters of GET /v1/billing/insights for a series over `window`.
std::map<std::string, std::string> insightsQuery(const UsageWindow &window);

} // namespace polychip::ui::dashboard
