// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardfigures.h"

#include "apiclient.h"
#include "kit/billingperiod.h"
#include "kit/displaytext.h"
#include "session.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace polychip::ui::dashboard {

namespace {

std::int64_t floorTo(std::int64_t t, std::int64_t width)
{
    const std::int64_t q = t / width - (t % width != 0 && t < 0);
    return q * width;
}

} // namespace

std::map<api::Backend, int> runningByBackend(const Instances &instances)
{
    std::map<api::Backend, int> counts;
    for (const auto &[id, instance] : instances) {
        if (instance.state == api::InstanceState::Running)
            ++counts[instance.backend];
    }
    return counts;
}

std::map<api::Backend, Throughput> throughputByBackend(const Instances &instances)
{
    std::map<api::Backend, Throughput> out;
    for (const auto &[id, instance] : instances) {
        if (instance.state != api::InstanceState::Running || !(instance.live.tokensPerS > 0))
            continue;
        Throughput &t = out[instance.backend];
        t.tokensPerS += instance.live.tokensPerS;
    }
    return out;
}

std::vector<BudgetRisk> budgetsAtRisk(const client::IdMap<api::Budget> &budgets,
                                      const std::optional<api::Account> &account)
{
    std::vector<BudgetRisk> out;
    for (const auto &[id, budget] : budgets.all()) {
        if (budget.amountMicros <= 0)
            continue;
        BudgetRisk risk;
        risk.budget = &budget;
        risk.spentPct = double(budget.spentMicros) * 100.0 / double(budget.amountMicros);
        risk.forecastMicros = budget.spentMicros;
        if (account && account->monthToDateMicros > 0)
            risk.forecastMicros
                = std::llround(double(budget.spentMicros) * double(account->forecastMonthEndMicros)
                               / double(account->monthToDateMicros));
        if (risk.spentPct >= kRiskPct || risk.forecastMicros > budget.amountMicros)
            out.push_back(risk);
    }
    std::stable_sort(out.begin(), out.end(), [](const BudgetRisk &a, const BudgetRisk &b) {
        return a.spentPct > b.spentPct;
    });
    return out;
}

Breakdown
todayBreakdown(const api::UsageReport &report, std::optional<std::int64_t> live, std::size_t named)
{
    Breakdown b;
    std::int64_t reported = 0;
    std::vector<std::pair<std::string, std::int64_t>> groups;
    for (const auto &g : report.groups) {
        groups.emplace_back(g.key, g.totalCostMicros);
        reported += g.totalCostMicros;
    }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const auto &a, const auto &c) { return a.second > c.second; });
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (i < named)
            b.parts.push_back(groups[i]);
        else
            b.others += groups[i].second;
    }
    b.whole = live && *live >= reported ? *live : reported;
    b.since = b.whole - reported;
    return b;
}

std::optional<double> sharePct(std::int64_t part, std::int64_t whole)
{
    if (whole <= 0)
        return std::nullopt;
    return double(part) * 100.0 / double(whole);
}

int UsageWindow::buckets() const
{
    const std::int64_t width = api::stepSeconds(step);
    return width > 0 ? int((to - from + width - 1) / width) : 0;
}

namespace {

/// The `buckets` whole buckets of `step` that end with the one holding `now`.
UsageWindow lastBuckets(api::UsageStep step, int buckets, std::int64_t now)
{
    UsageWindow w;
    w.step = step;
    const std::int64_t width = api::stepSeconds(step);
    w.to = floorTo(now, width) + width;
    w.from = w.to - buckets * width;
    return w;
}

/// The whole buckets of `step` that cover `span`.
UsageWindow covering(api::UsageStep step, const Span &span)
{
    UsageWindow w;
    w.step = step;
    const std::int64_t width = api::stepSeconds(step);
    w.from = floorTo(span.from, width);
    w.to = floorTo(std::max(span.to, span.from + 1) - 1, width) + width;
    return w;
}

QDateTime utc(std::int64_t t)
{
    return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc());
}

/// Whether `zone` is UTC's time all through [from, to]: no offset, and no change of it.
bool isUtc(const QTimeZone &zone, std::int64_t from, std::int64_t to)
{
    if (zone.offsetFromUtc(utc(from)) != 0)
        return false;
    const QTimeZone::OffsetData change = zone.nextTransition(utc(from));
    return !change.atUtc.isValid() || change.atUtc.toSecsSinceEpoch() > to;
}

/// [from, to) between two 00:00 of `zone`: by day when the zone's days are UTC's, else by
/// hour, or by minute when the zone's offset is not whole hours (and the minutes fit a report).
UsageWindow between(std::int64_t from, std::int64_t to, const QTimeZone &zone, bool zoneDays)
{
    UsageWindow w{from, to, api::UsageStep::Day, false};
    if (isUtc(zone, from, to))
        return w;
    const bool wholeHours = floorTo(from, 3600) == from && floorTo(to, 3600) == to;
    w.step
        = wholeHours || (to - from) / 60 > 100'000 ? api::UsageStep::Hour : api::UsageStep::Minute;
    w.zoneDays = zoneDays;
    return w;
}

/// The `days` days of `zone` that end with the one holding `now`.
UsageWindow lastDays(int days, std::int64_t now, const QTimeZone &zone)
{
    const std::int64_t today = dayStartIn(now, zone);
    return between(addDaysIn(today, 1 - days, zone), addDaysIn(today, 1, zone), zone, true);
}

} // namespace

UsageWindow usageWindow(const Span &span, const QTimeZone &zone)
{
    const std::int64_t seconds = span.to - span.from;
    if (seconds <= 3 * 3600)
        return covering(api::UsageStep::Minute, span);
    if (seconds <= 8 * 86400)
        return covering(api::UsageStep::Hour, span);
    const std::int64_t last = std::max(span.to, span.from + 1) - 1;
    return between(dayStartIn(span.from, zone), addDaysIn(dayStartIn(last, zone), 1, zone), zone,
                   true);
}

UsageWindow trendWindow(const Span &span, const QTimeZone &zone)
{
    const std::int64_t seconds = span.to - span.from;
    const bool byHour = seconds <= 8 * 86400 || !isUtc(zone, span.from, span.to);
    return covering(byHour ? api::UsageStep::Hour : api::UsageStep::Day, span);
}

UsageWindow usageWindow(SpendRange range, std::int64_t now, const QTimeZone &zone)
{
    switch (range) {
    case SpendRange::LastHour:
        return lastBuckets(api::UsageStep::Minute, 60, now);
    case SpendRange::LastDay:
        return lastBuckets(api::UsageStep::Hour, 24, now);
    case SpendRange::LastWeek:
        // By day: 168 hourly bars would be too thin to read (and to hover).
        return lastDays(7, now, zone);
    case SpendRange::LastMonth:
    case SpendRange::Custom: // usageWindow(Span) says it
        break;
    }
    return lastDays(30, now, zone);
}

UsageWindow trendWindow(SpendRange range, std::int64_t now, const QTimeZone &zone)
{
    switch (range) {
    case SpendRange::LastHour:
        return lastBuckets(api::UsageStep::Hour, 2, now); // the hour that ended and this one
    case SpendRange::LastDay:
        return lastBuckets(api::UsageStep::Hour, 24, now);
    case SpendRange::LastWeek:
        return lastBuckets(api::UsageStep::Hour, 7 * 24, now); // lines stay readable
    case SpendRange::LastMonth:
    case SpendRange::Custom: // trendWindow(Span) says it
        break;
    }
    // The platform's days are UTC days; another zone's are told by the hour.
    return isUtc(zone, now - 30 * 86400, now) ? lastBuckets(api::UsageStep::Day, 30, now)
                                              : lastBuckets(api::UsageStep::Hour, 30 * 24, now);
}

UsageWindow todayWindow(std::int64_t now, const QTimeZone &zone)
{
    const std::int64_t today = dayStartIn(now, zone);
    return between(today, addDaysIn(today, 1, zone), zone, false);
}

UsageWindow monthBeforeToday(std::int64_t now, const QTimeZone &zone)
{
    const std::int64_t month = monthStartUtc(now);
    const std::int64_t today = dayStartIn(now, zone);
    return between(std::min(month, today), std::max(month, today), zone, false);
}

api::UsageReport daysOf(api::UsageReport report, const QTimeZone &zone)
{
    // Every day of the window, spent in or not, in order.
    std::vector<std::int64_t> days;
    const std::int64_t end = report.to.unixSeconds;
    for (std::int64_t d = dayStartIn(report.from.unixSeconds, zone); d < end;
         d = addDaysIn(d, 1, zone))
        days.push_back(d);
    const auto dayOf = [&](std::int64_t t) {
        return std::size_t(std::upper_bound(days.begin(), days.end(), t) - days.begin()) - 1;
    };
    for (api::UsageGroup &group : report.groups) {
        std::vector<std::int64_t> cost(days.size(), 0);
        std::vector<double> cu(days.size(), 0.0);
        for (std::size_t i = 0; i < report.t.size(); ++i) {
            const std::int64_t t = report.t[i].unixSeconds;
            if (days.empty() || t < days.front())
                continue; // before the window: not the platform's answer to it
            const std::size_t d = dayOf(t);
            if (i < group.costMicros.size())
                cost[d] += group.costMicros[i];
            if (i < group.cu.size())
                cu[d] += group.cu[i];
        }
        group.costMicros = std::move(cost);
        group.cu = std::move(cu);
    }
    report.t.clear();
    for (const std::int64_t d : days)
        report.t.push_back({d});
    if (!days.empty())
        report.from = {days.front()};
    report.step = api::UsageStep::Day;
    return report;
}

std::map<std::string, std::string> usageQuery(const UsageWindow &window, const std::string &groupBy)
{
    return {{"from", api::formatRfc3339({window.from})},
            {"to", api::formatRfc3339({window.to})},
            {"step", std::string(api::wireName(window.step))},
            {"group_by", groupBy}};
}

std::map<std::string, std::string> insightsQuery(const UsageWindow &window)
{
    return {{"from", api::formatRfc3339({window.from})},
            {"to", api::formatRfc3339({window.to})},
            {"step", std::string(api::wireName(window.step))}};
}

} // namespace polychip::ui::dashboard
