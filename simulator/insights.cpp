// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "insights.h"

#include "ledger.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace polychip::sim {

void Insights::clearDirty()
{
    m_dirty.clear();
    m_tag.renew();
}

Insights::Bucket &Insights::at(const InsightSubject &who, std::int64_t t, Hint *hint)
{
    const std::int64_t hour = t - t % 3600;
    if (hint && hint->bucket && hint->hour == hour && hint->generation == m_tag.value())
        return *hint->bucket; // in the dirty set since the last commit, with this subject
    Key key{hour, std::string(who.instanceId)};
    m_dirty.insert(key);
    auto [it, inserted] = m_buckets.try_emplace(std::move(key));
    Bucket *b = &it->second;
    if (inserted) {
        b->hour = hour;
        b->instanceId = who.instanceId;
    }
    if (hint)
        *hint = {hour, m_tag.value(), b};
    // A switch changes the backend mid-hour: the hour counts where it ended.
    b->backend = who.backend;
    if (b->accelerator != who.accelerator)
        b->accelerator = who.accelerator;
    if (b->userId != who.userId)
        b->userId = who.userId;
    return *b;
}

void Insights::running(const InsightSubject &who,
                       std::int64_t t,
                       std::int64_t billedMicros,
                       bool idle,
                       double tokens,
                       Hint *hint)
{
    Bucket &b = at(who, t, hint);
    b.computeMicros += billedMicros;
    if (idle)
        b.idleMicros += billedMicros;
    b.tokens += tokens;
    b.runningSeconds += 1;
}

void Insights::sleeping(const InsightSubject &who,
                        std::int64_t t,
                        std::int64_t ratePerHourMicros,
                        Hint *hint)
{
    const std::int64_t k = t % 3600;
    const std::int64_t saved = accrued(ratePerHourMicros, k + 1) - accrued(ratePerHourMicros, k);
    if (saved != 0)
        at(who, t, hint).sleptMicros += saved;
}

std::int64_t Insights::sleptMicros() const
{
    std::int64_t total = 0;
    for (const auto &[key, bucket] : m_buckets)
        total += bucket.sleptMicros;
    return total;
}

namespace {

void add(api::InsightGroup &g, const Insights::Bucket &b)
{
    g.computeMicros += b.computeMicros;
    g.idleMicros += b.idleMicros;
    g.sleepSavedMicros += b.sleptMicros;
    g.tokens += std::int64_t(std::llround(b.tokens)); // whole tokens per hour
    g.runningSeconds += b.runningSeconds;
}

// Derived figures, once a group has all its buckets.
void finish(api::InsightGroup &g, const api::InsightReference &reference)
{
    if (g.tokens > 0)
        g.costPer1mTokensMicros
            = std::int64_t(std::llround(double(g.computeMicros) * 1e6 / double(g.tokens)));
    g.referenceMicros = (g.runningSeconds * reference.pricePerHourMicros + 1800) / 3600;
}

// A group's figures per backend, in backend order.
class ByBackend
{
public:
    api::InsightGroup &operator[](api::Backend backend)
    {
        auto &g = m_groups[backend];
        g.key = std::string(api::wireName(backend));
        g.backend = backend;
        return g;
    }
    std::vector<api::InsightGroup> take(const api::InsightReference &reference)
    {
        std::vector<api::InsightGroup> out;
        for (auto &[backend, g] : m_groups) {
            finish(g, reference);
            out.push_back(std::move(g));
        }
        return out;
    }

private:
    std::map<api::Backend, api::InsightGroup> m_groups;
};

std::int64_t floorTo(std::int64_t t, std::int64_t width)
{
    return t - ((t % width) + width) % width;
}

} // namespace

api::Insights Insights::report(const Query &query, const std::string &currency) const
{
    api::Insights out;
    const std::int64_t start = floorTo(query.from.unixSeconds, 3600);
    const std::int64_t end = query.to.unixSeconds + ((3600 - query.to.unixSeconds % 3600) % 3600);
    out.from = {start};
    out.to = {end};
    out.currency = currency;
    out.reference = query.reference;
    out.total.key = "total";

    // The series' steps: aligned to the step's width (a day step starts at 00:00 UTC).
    const std::int64_t width = query.step ? api::stepSeconds(*query.step) : 0;
    const std::int64_t first = width > 0 ? floorTo(start, width) : start;
    struct Step
    {
        api::InsightGroup total;
        ByBackend backends;
    };
    std::vector<Step> steps(width > 0 ? std::size_t((end - first + width - 1) / width) : 0);

    std::map<std::string, api::InsightGroup> instances;
    ByBackend backends;
    for (auto it = m_buckets.lower_bound({start, {}});
         it != m_buckets.end() && it->first.first < end; ++it) {
        const Bucket &b = it->second;
        if (query.userId && b.userId != *query.userId)
            continue;
        auto &i = instances[b.instanceId];
        i.key = b.instanceId;
        i.backend = b.backend;
        i.accelerator = b.accelerator;
        add(i, b);
        add(backends[b.backend], b);
        add(out.total, b);
        if (!steps.empty()) {
            Step &step = steps[std::size_t((b.hour - first) / width)];
            add(step.total, b);
            add(step.backends[b.backend], b);
        }
    }
    for (auto &[id, g] : instances) {
        finish(g, query.reference);
        out.instances.push_back(std::move(g));
    }
    std::stable_sort(out.instances.begin(), out.instances.end(), [](const auto &a, const auto &b) {
        return a.computeMicros > b.computeMicros;
    });
    out.backends = backends.take(query.reference);
    finish(out.total, query.reference);

    if (width > 0) {
        out.step = query.step;
        out.series.reserve(steps.size());
        for (std::size_t k = 0; k < steps.size(); ++k) {
            api::InsightPoint point;
            point.start = {first + std::int64_t(k) * width};
            point.total = std::move(steps[k].total);
            point.total.key = "total";
            finish(point.total, query.reference);
            point.backends = steps[k].backends.take(query.reference);
            out.series.push_back(std::move(point));
        }
    }
    return out;
}

void Insights::restore(Bucket bucket)
{
    Key key{bucket.hour, bucket.instanceId};
    m_buckets[std::move(key)] = std::move(bucket);
    m_tag.renew();
}

} // namespace polychip::sim
