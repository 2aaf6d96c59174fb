// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingreport.h"

#include <algorithm>
#include <chrono>
#include <cmath>
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
    const std::int64_t width = api::stepSeconds(step);
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

std::map<std::string, double>
billedShares(const Ledger &ledger, std::int64_t from, std::int64_t now)
{
    struct Span
    {
        std::int64_t first;
        std::int64_t billed = 0;
    };
    std::map<std::string, Span> spans;
    for (const auto &item : ledger.query({from}, {now}, std::nullopt)) {
        if (!item.instanceId)
            continue;
        const std::int64_t a = std::max(from, item.from.unixSeconds);
        const std::int64_t b = std::min(now, item.to.unixSeconds);
        auto &span = spans.try_emplace(*item.instanceId, Span{a}).first->second;
        span.first = std::min(span.first, a);
        if (item.resource == api::LedgerResource::Compute)
            span.billed += std::max<std::int64_t>(0, b - a);
    }
    std::map<std::string, double> shares;
    for (const auto &[id, span] : spans) {
        const std::int64_t lived = now - span.first; // since it began to bill, in the window
        shares[id] = lived < 3600 ? 1.0 : std::clamp(double(span.billed) / double(lived), 0.0, 1.0);
    }
    return shares;
}

namespace {

/// z of the two-sided 80 % interval of a normal distribution.
constexpr double kZ80 = 1.2816;

/// Sample standard deviation of the spend of this month's completed days since the first
/// that billed anything (nullopt: fewer than two). Days before the account spent are not
/// days of no spend: counting them would make a new account's forecast look certain.
std::optional<double> dailySpread(const Ledger &ledger, std::int64_t month, std::int64_t now)
{
    const std::int64_t today = now - now % 86400;
    std::int64_t first = today;
    for (const auto &item : ledger.query({month}, {today}, std::nullopt))
        first = std::min(first, item.from.unixSeconds);
    const std::int64_t firstDay = std::max(month, first - first % 86400);
    if (today - firstDay < 2 * 86400)
        return std::nullopt;
    const api::UsageReport days
        = usageReport(ledger, {firstDay}, {today}, api::UsageStep::Day, "backend", "CNY");
    std::vector<double> totals(days.t.size(), 0.0);
    for (const auto &g : days.groups)
        for (std::size_t i = 0; i < totals.size() && i < g.costMicros.size(); ++i)
            totals[i] += double(g.costMicros[i]);
    if (totals.size() < 2)
        return std::nullopt;
    double mean = 0;
    for (const double d : totals)
        mean += d;
    mean /= double(totals.size());
    double sq = 0;
    for (const double d : totals)
        sq += (d - mean) * (d - mean);
    return std::sqrt(sq / double(totals.size() - 1));
}

} // namespace

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

    // The forecast: each commitment until the month end or its scheduled end, at its billed
    // share. Storage bills for certain, so it is also the interval's floor. Compute bills at
    // most all the time, no more than the room left in a budget that stops it, and no more than
    // the funds left.
    const std::int64_t left = std::max<std::int64_t>(0, to - now.unixSeconds);
    double expected = 0, most = 0;
    std::vector<double> stopExpected(basis.stops.size(), 0.0), stopMost(basis.stops.size(), 0.0);
    double computePerDay = 0;
    std::int64_t certain = 0;
    // Per hour now: storage, compute at its billed share, compute all the time.
    double storageRate = 0, computeRate = 0, computeFullRate = 0;
    for (const auto &c : basis.commitments) {
        const std::int64_t until
            = c.endsAt ? std::clamp<std::int64_t>(*c.endsAt - now.unixSeconds, 0, left) : left;
        if (c.kind == Commitment::Kind::Storage) {
            certain += accrued(c.ratePerHourMicros, until);
            storageRate += until > 0 ? double(c.ratePerHourMicros) : 0.0;
            continue;
        }
        if (until > 0) {
            computeRate += double(c.ratePerHourMicros) * c.billedShare;
            computeFullRate += double(c.ratePerHourMicros);
        }
        const double full = double(accrued(c.ratePerHourMicros, until));
        const bool stopped = c.stop && *c.stop < basis.stops.size();
        (stopped ? stopExpected[*c.stop] : expected) += full * c.billedShare;
        (stopped ? stopMost[*c.stop] : most) += full;
        if (until > 0)
            computePerDay += double(c.ratePerHourMicros) * 24 * c.billedShare;
    }
    for (std::size_t k = 0; k < basis.stops.size(); ++k) {
        const double room = double(std::max<std::int64_t>(0, basis.stops[k]));
        expected += std::min(stopExpected[k], room);
        most += std::min(stopMost[k], room);
    }
    // The platform stops all compute once the funds are spent. Until then storage draws on them
    // too, so compute gets its share of them: the funds times compute's part of the rate (at
    // the billed share for the forecast, all the time for the ceiling). Storage goes on billing
    // past them, and is counted above.
    const double funds
        = double(std::max<std::int64_t>(0, basis.balanceMicros + basis.creditMicros));
    const auto shareOf = [&](double compute) {
        return compute > 0 ? funds * compute / (compute + storageRate) : 0.0;
    };
    expected = std::min(expected, shareOf(computeRate));
    most = std::min(most, shareOf(computeFullRate));
    const std::int64_t floor = a.monthToDateMicros + certain;
    a.forecastMonthEndMicros = floor + std::int64_t(std::llround(expected));
    const std::int64_t ceiling = floor + std::int64_t(std::llround(most));
    a.forecastCeilingMicros = ceiling;
    // The interval: how much a day's spend has varied this month, over the days left (a
    // quarter of a day's expected compute while there is no such history), within what the
    // month can still do.
    const std::optional<double> days = dailySpread(ledger, from, now.unixSeconds);
    if (days)
        a.dailySpreadMicros = std::int64_t(std::llround(*days));
    const double spread = days.value_or(computePerDay / 4);
    const auto half = std::int64_t(std::llround(kZ80 * spread * std::sqrt(double(left) / 86400)));
    a.forecastLowMicros = std::max(floor, a.forecastMonthEndMicros - half);
    a.forecastHighMicros = std::min(ceiling, a.forecastMonthEndMicros + half);
    return a;
}

} // namespace polychip::sim
