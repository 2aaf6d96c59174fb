// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingreport.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace polychip::sim {

namespace {

std::string groupKey(const api::LedgerItem &item, const std::string &groupBy)
{
    if (groupBy == "backend")
        return item.backend ? std::string(api::wireName(*item.backend)) : std::string();
    if (groupBy == "accelerator")
        return item.accelerator.value_or(std::string());
    if (groupBy == "instance")
        return item.instanceId.value_or(item.volumeId.value_or(std::string()));
    if (groupBy == "user")
        return item.userId;
    if (groupBy.rfind("label.", 0) == 0) {
        const auto it = item.labels.find(groupBy.substr(6));
        return it == item.labels.end() ? std::string() : it->second;
    }
    return {};
}

} // namespace

// ---- usage -----------------------------------------------------------------------------------

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

api::UsageReport usageReport(const Ledger &ledger,
                             api::Timestamp from,
                             api::Timestamp to,
                             api::UsageStep step,
                             const std::string &groupBy,
                             const std::string &currency)
{
    api::UsageReport report;
    report.from = from;
    report.to = to;
    report.step = step;
    report.groupBy = groupBy;
    report.currency = currency;
    const std::int64_t width = stepSeconds(step);
    if (width <= 0 || to <= from)
        return report;
    // Buckets are aligned to the step in UTC.
    const std::int64_t first = from.unixSeconds - (((from.unixSeconds % width) + width) % width);
    // The HTTP layer refuses larger ranges; this only keeps a bad caller from exhausting memory.
    const std::size_t buckets = std::min<std::size_t>(
        kMaxUsageBuckets, std::size_t((to.unixSeconds - first + width - 1) / width));
    to.unixSeconds = std::min(to.unixSeconds, first + std::int64_t(buckets) * width);
    for (std::size_t b = 0; b < buckets; ++b)
        report.t.push_back({first + std::int64_t(b) * width});

    const std::vector<api::LedgerItem> &items = ledger.items();
    std::map<std::string, std::size_t> groups;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const api::LedgerItem &item = items[i];
        const std::int64_t a = std::max(item.from.unixSeconds, from.unixSeconds);
        const std::int64_t z = std::min(item.to.unixSeconds, to.unixSeconds);
        if (a >= z)
            continue;
        const std::string key = groupKey(item, groupBy);
        auto g = groups.find(key);
        if (g == groups.end()) {
            api::UsageGroup group;
            group.key = key;
            group.costMicros.assign(buckets, 0);
            group.cu.assign(buckets, 0.0);
            report.groups.push_back(std::move(group));
            g = groups.emplace(key, report.groups.size() - 1).first;
        }
        api::UsageGroup &group = report.groups[g->second];
        const double cuPerHour = ledger.cuPerHourOf(i);
        for (std::int64_t s = a; s < z;) {
            const std::size_t b = std::size_t((s - first) / width);
            const std::int64_t bucketEnd = first + std::int64_t(b + 1) * width;
            const std::int64_t e = std::min(z, bucketEnd);
            const std::int64_t cost = accrued(item.ratePerHourMicros, e - item.from.unixSeconds)
                                      - accrued(item.ratePerHourMicros, s - item.from.unixSeconds);
            group.costMicros[b] += cost;
            group.cu[b] += cuPerHour * double(e - s) / 3600.0;
            group.totalCostMicros += cost;
            report.totalCostMicros += cost;
            s = e;
        }
    }
    std::stable_sort(report.groups.begin(), report.groups.end(),
                     [](const api::UsageGroup &x, const api::UsageGroup &y) {
                         return x.totalCostMicros > y.totalCostMicros;
                     });
    return report;
}

// ---- budgets ---------------------------------------------------------------------------------

std::int64_t monthStart(std::int64_t unixSeconds)
{
    using namespace std::chrono;
    const year_month_day ymd{floor<days>(sys_seconds{seconds{unixSeconds}})};
    return sys_days{ymd.year() / ymd.month() / 1}.time_since_epoch() / seconds{1};
}

std::int64_t nextMonthStart(std::int64_t unixSeconds)
{
    using namespace std::chrono;
    const year_month_day ymd{floor<days>(sys_seconds{seconds{unixSeconds}})};
    return sys_days{(ymd.year() / ymd.month() / 1) + months{1}}.time_since_epoch() / seconds{1};
}

bool inScope(const api::Labels &labels, const api::BudgetScope &scope)
{
    for (const auto &[k, v] : scope.labels) {
        const auto it = labels.find(k);
        if (it == labels.end() || it->second != v)
            return false;
    }
    return true;
}

std::int64_t spentInScope(const Ledger &ledger,
                          const api::BudgetScope &scope,
                          api::Timestamp from,
                          api::Timestamp to)
{
    std::int64_t spent = 0;
    for (const auto &item : ledger.query(from, to, std::nullopt)) {
        if (inScope(item.labels, scope))
            spent += item.costMicros;
    }
    return spent;
}

// ---- account ---------------------------------------------------------------------------------

std::int64_t burnRatePerHour(const api::Instance &instance, std::int64_t diskPerHourMicros)
{
    const std::int64_t compute
        = instance.state == api::InstanceState::Running ? instance.pricePerHourMicros : 0;
    return compute + diskPerHourMicros;
}

api::Account accountFigures(const Ledger &ledger, const AccountBasis &basis, api::Timestamp now)
{
    api::Account a;
    a.asOf = now;
    a.currency = basis.currency;
    a.balanceMicros = basis.balanceMicros;
    a.creditMicros = basis.creditMicros;
    // Month to date: the ledger since 00:00 UTC on the first of this month.
    const std::int64_t from = monthStart(now.unixSeconds);
    const std::int64_t to = nextMonthStart(now.unixSeconds);
    a.monthToDateMicros = usageReport(ledger, {from}, {now.unixSeconds + 1}, api::UsageStep::Day,
                                      "backend", a.currency)
                              .totalCostMicros;
    a.burnRatePerHourMicros = basis.burnRatePerHourMicros;
    a.forecastMonthEndMicros
        = a.monthToDateMicros + accrued(a.burnRatePerHourMicros, to - now.unixSeconds);
    return a;
}

} // namespace polychip::sim
