// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardfigures.h"

#include "apiclient.h"
#include "session.h"

#include <QDateTime>

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

std::int64_t dayStart(std::int64_t t)
{
    return floorTo(t, 86400);
}

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

} // namespace

UsageWindow usageWindow(const Span &span)
{
    const std::int64_t seconds = span.to - span.from;
    if (seconds <= 3 * 3600)
        return covering(api::UsageStep::Minute, span);
    if (seconds <= 8 * 86400)
        return covering(api::UsageStep::Hour, span);
    return covering(api::UsageStep::Day, span);
}

UsageWindow trendWindow(const Span &span)
{
    const std::int64_t seconds = span.to - span.from;
    return covering(seconds <= 8 * 86400 ? api::UsageStep::Hour : api::UsageStep::Day, span);
}

UsageWindow usageWindow(SpendRange range, std::int64_t now)
{
    switch (range) {
    case SpendRange::LastHour:
        return lastBuckets(api::UsageStep::Minute, 60, now);
    case SpendRange::LastDay:
        return lastBuckets(api::UsageStep::Hour, 24, now);
    case SpendRange::LastWeek:
        // By day: 168 hourly bars would be too thin to read (and to hover).
        return lastBuckets(api::UsageStep::Day, 7, now);
    case SpendRange::LastMonth:
    case SpendRange::Custom: // usageWindow(Span) says it
        break;
    }
    return lastBuckets(api::UsageStep::Day, 30, now);
}

UsageWindow trendWindow(SpendRange range, std::int64_t now)
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
    return lastBuckets(api::UsageStep::Day, 30, now);
}

UsageWindow todayWindow(std::int64_t now)
{
    UsageWindow w;
    w.step = api::UsageStep::Day;
    w.from = dayStart(now);
    w.to = w.from + 86400;
    return w;
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
