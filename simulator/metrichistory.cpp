// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metrichistory.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace polychip::sim {

void MetricHistory::push(std::vector<Sample> &ring, std::size_t &head, std::size_t cap, Sample s)
{
    if (ring.size() < cap) {
        ring.push_back(s);
        return;
    }
    ring[head] = s;
    head = (head + 1) % cap;
}

template <class F>
void MetricHistory::forEach(const std::vector<Sample> &ring, std::size_t head, F &&f)
{
    // Oldest first: from head (the oldest once the ring is full) round to head - 1.
    for (std::size_t i = 0; i < ring.size(); ++i)
        f(ring[(head + i) % ring.size()]);
}

void MetricHistory::record(std::int64_t t, const api::LiveMetrics &live)
{
    Sample s;
    s.t = t;
    s.v = {float(live.tokensPerS), float(live.utilizationPct), live.loss ? float(*live.loss) : NAN,
           float(live.powerW), float(live.memoryUsedGib)};
    push(m_seconds, m_secondsHead, kSeconds, s);

    const std::int64_t minute = t - ((t % 60) + 60) % 60;
    if (minute != m_minute && m_count > 0) {
        Sample mean;
        mean.t = m_minute;
        for (int f = 0; f < FieldCount; ++f)
            mean.v[std::size_t(f)] = float(m_sum[std::size_t(f)] / m_count);
        push(m_minutes, m_minutesHead, kMinutes, mean);
        m_sum = {};
        m_count = 0;
    }
    m_minute = minute;
    for (int f = 0; f < FieldCount; ++f)
        m_sum[std::size_t(f)] += s.v[std::size_t(f)];
    ++m_count;
}

api::MetricSeries MetricHistory::series(api::Timestamp from,
                                        api::Timestamp to,
                                        std::int64_t step,
                                        const std::array<bool, FieldCount> &fields) const
{
    api::MetricSeries out;
    out.from = from;
    out.to = to;
    out.step = step;
    if (step <= 0 || to <= from)
        return out;
    const std::size_t buckets = std::size_t((to.unixSeconds - from.unixSeconds + step - 1) / step);
    std::vector<std::array<double, FieldCount>> sum(buckets);
    std::vector<std::array<int, FieldCount>> count(buckets);
    // Per-second samples cover [firstSecond, now]; older buckets use the minute means.
    const std::int64_t firstSecond
        = m_seconds.empty() ? std::numeric_limits<std::int64_t>::max()
                            : m_seconds[m_seconds.size() < kSeconds ? 0 : m_secondsHead].t;
    const auto add = [&](const Sample &s) {
        if (s.t < from.unixSeconds || s.t >= to.unixSeconds)
            return;
        const std::size_t b = std::size_t((s.t - from.unixSeconds) / step);
        for (std::size_t f = 0; f < FieldCount; ++f) {
            if (!std::isnan(s.v[f])) {
                sum[b][f] += s.v[f];
                ++count[b][f];
            }
        }
    };
    forEach(m_minutes, m_minutesHead, [&](const Sample &s) {
        if (s.t + 60 <= firstSecond)
            add(s);
    });
    forEach(m_seconds, m_secondsHead, add);
    std::optional<std::vector<double>> *columns[FieldCount]
        = {&out.tokensPerS, &out.utilizationPct, &out.loss, &out.powerW, &out.memoryUsedGib};
    for (std::size_t f = 0; f < FieldCount; ++f) {
        // A column is there when asked for and produced (a notebook has no loss).
        const bool produced
            = std::any_of(count.begin(), count.end(), [f](const auto &c) { return c[f] > 0; });
        if (fields[f] && produced)
            *columns[f] = std::vector<double>{};
    }
    for (std::size_t b = 0; b < buckets; ++b) {
        const bool any = std::any_of(count[b].begin(), count[b].end(), [](int c) { return c > 0; });
        if (!any)
            continue;
        out.t.push_back({from.unixSeconds + std::int64_t(b) * step});
        for (std::size_t f = 0; f < FieldCount; ++f) {
            if (*columns[f]) {
                // A field with no value in a bucket that has others (loss of a notebook): 0.
                (*columns[f])
                    ->push_back(count[b][f] > 0 ? std::max(0.0, sum[b][f] / count[b][f]) : 0.0);
            }
        }
    }
    return out;
}

} // namespace polychip::sim
