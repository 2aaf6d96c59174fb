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

std::optional<double> sharePct(std::int64_t part, std::int64_t whole)
{
    if (whole <= 0)
        return std::nullopt;
    return double(part) * 100.0 / double(whole);
}

int UsageWindow::buckets() const
{
    const std::int64_t width = stepSeconds(step);
    return width > 0 ? int((to - from + width - 1) / width) : 0;
}

std::int64_t stepSeconds(api::UsageStep step)
{
    switch (step) {
    case api::UsageStep::Minute:
        return 60;
    case api::UsageStep::Hour:
        return 3600;
    case api::UsageStep::Day:
        return 86400;
    case api::UsageStep::Unknown:
        break;
    }
    return 0;
}

UsageWindow usageWindow(SpendRange range, std::int64_t now)
{
    UsageWindow w;
    int buckets = 0;
    switch (range) {
    case SpendRange::LastHour:
        w.step = api::UsageStep::Minute;
        buckets = 60;
        break;
    case SpendRange::LastDay:
        w.step = api::UsageStep::Hour;
        buckets = 24;
        break;
    case SpendRange::LastWeek:
        // By day: 168 hourly bars would be too thin to read (and to hover).
        w.step = api::UsageStep::Day;
        buckets = 7;
        break;
    case SpendRange::LastMonth:
        w.step = api::UsageStep::Day;
        buckets = 30;
        break;
    }
    const std::int64_t width = stepSeconds(w.step);
    w.to = floorTo(now, width) + width;
    w.from = w.to - buckets * width;
    return w;
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

} // namespace polychip::ui::dashboard
