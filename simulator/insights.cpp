// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "insights.h"

#include "ledger.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace polychip::sim {

Insights::Bucket &Insights::at(const InsightSubject &who, std::int64_t t)
{
    const std::int64_t hour = t - t % 3600;
    const Key key{hour, who.instanceId};
    m_dirty.insert(key);
    auto [it, inserted] = m_buckets.try_emplace(key);
    Bucket &b = it->second;
    if (inserted) {
        b.hour = hour;
        b.instanceId = who.instanceId;
    }
    // A switch changes the backend mid-hour: the hour counts where it ended.
    b.backend = who.backend;
    b.accelerator = who.accelerator;
    b.userId = who.userId;
    return b;
}

void Insights::running(
    const InsightSubject &who, std::int64_t t, std::int64_t billedMicros, bool idle, double tokens)
{
    if (billedMicros == 0 && tokens <= 0)
        return;
    Bucket &b = at(who, t);
    b.computeMicros += billedMicros;
    if (idle)
        b.idleMicros += billedMicros;
    b.tokens += tokens;
}

void Insights::sleeping(const InsightSubject &who, std::int64_t t, std::int64_t ratePerHourMicros)
{
    const std::int64_t k = t % 3600;
    const std::int64_t saved = accrued(ratePerHourMicros, k + 1) - accrued(ratePerHourMicros, k);
    if (saved != 0)
        at(who, t).sleptMicros += saved;
}

namespace {

void add(api::InsightGroup &g, const Insights::Bucket &b)
{
    g.computeMicros += b.computeMicros;
    g.idleMicros += b.idleMicros;
    g.sleepSavedMicros += b.sleptMicros;
    g.tokens += std::int64_t(std::llround(b.tokens)); // whole tokens per hour
}

void finish(api::InsightGroup &g)
{
    if (g.tokens > 0)
        g.costPer1mTokensMicros
            = std::int64_t(std::llround(double(g.computeMicros) * 1e6 / double(g.tokens)));
}

} // namespace

api::Insights Insights::report(api::Timestamp from,
                               api::Timestamp to,
                               const std::string &currency,
                               const std::optional<std::string> &userId) const
{
    api::Insights out;
    const std::int64_t start = from.unixSeconds - ((from.unixSeconds % 3600) + 3600) % 3600;
    const std::int64_t end = to.unixSeconds + ((3600 - to.unixSeconds % 3600) % 3600);
    out.from = {start};
    out.to = {end};
    out.currency = currency;
    out.total.key = "total";
    std::map<std::string, api::InsightGroup> instances;
    std::map<api::Backend, api::InsightGroup> backends;
    for (auto it = m_buckets.lower_bound({start, {}});
         it != m_buckets.end() && it->first.first < end; ++it) {
        const Bucket &b = it->second;
        if (userId && b.userId != *userId)
            continue;
        auto &i = instances[b.instanceId];
        i.key = b.instanceId;
        i.backend = b.backend;
        i.accelerator = b.accelerator;
        add(i, b);
        auto &k = backends[b.backend];
        k.key = std::string(api::wireName(b.backend));
        k.backend = b.backend;
        add(k, b);
        add(out.total, b);
    }
    for (auto &[id, g] : instances) {
        finish(g);
        out.instances.push_back(std::move(g));
    }
    std::stable_sort(out.instances.begin(), out.instances.end(), [](const auto &a, const auto &b) {
        return a.computeMicros > b.computeMicros;
    });
    for (auto &[backend, g] : backends) {
        finish(g);
        out.backends.push_back(std::move(g));
    }
    finish(out.total);
    return out;
}

void Insights::restore(Bucket bucket)
{
    Key key{bucket.hour, bucket.instanceId};
    m_buckets[std::move(key)] = std::move(bucket);
}

} // namespace polychip::sim
