// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metrichistory.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace polychip::client {

namespace {

std::size_t slot(std::int64_t value, std::int64_t size)
{
    return std::size_t(((value % size) + size) % size);
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

} // namespace

MetricHistory::MetricHistory()
    : m_seconds(kSeconds, Values{NAN, NAN, NAN, NAN})
    , m_minuteT(kMinutes, -1)
    , m_minutes(kMinutes)
{
    // Each history aggregates its closed minutes at its own second (see the class comment).
    static std::atomic<std::int64_t> made{0};
    m_stagger = made.fetch_add(1, std::memory_order_relaxed) % 60;
}

const MetricHistory::Values *MetricHistory::second(std::int64_t t) const
{
    if (m_latest < 0 || t > m_latest || t <= m_latest - kSeconds)
        return nullptr;
    const Values &v = m_seconds[slot(t, kSeconds)];
    return std::isnan(v[TokensPerS]) ? nullptr : &v;
}

void MetricHistory::aggregate(std::int64_t minute)
{
    Aggregate &a = m_minutes[slot(minute, kMinutes)];
    m_minuteT[slot(minute, kMinutes)] = std::int32_t(minute);
    a = {};
    for (std::int64_t t = minute * 60; t < minute * 60 + 60; ++t) {
        if (const Values *v = second(t))
            addToMinute(t, *v);
    }
}

void MetricHistory::advance(std::int64_t t)
{
    const std::int64_t minute = floorDiv(t, 60);
    if (m_latest < 0)
        m_pendingMinute = minute;
    // Closed minutes, each due at its own second of the minute after it (always before its
    // seconds are overwritten: the ring holds ten minutes).
    while (m_pendingMinute < minute && t >= (m_pendingMinute + 1) * 60 + m_stagger) {
        if (m_pendingMinute * 60 > m_latest) {
            m_pendingMinute = minute; // the rest is a gap: no seconds to aggregate
            break;
        }
        aggregate(m_pendingMinute++);
    }
    // The seconds skipped are empty (a gap: the instance did not run).
    if (m_latest >= 0) {
        for (std::int64_t s = std::max(m_latest + 1, t - kSeconds + 1); s < t; ++s)
            m_seconds[slot(s, kSeconds)][TokensPerS] = NAN;
    }
    m_latest = t;
}

void MetricHistory::addToMinute(std::int64_t t, const Values &v)
{
    const std::int64_t minute = floorDiv(t, 60);
    Aggregate &a = m_minutes[slot(minute, kMinutes)];
    std::int32_t &tag = m_minuteT[slot(minute, kMinutes)];
    if (tag != std::int32_t(minute)) {
        tag = std::int32_t(minute);
        a = {};
    }
    for (std::size_t s = 0; s < SeriesCount; ++s) {
        if (std::isnan(v[s]))
            continue;
        if (a.count[s] == 0) {
            a.min[s] = a.max[s] = v[s];
        } else {
            a.min[s] = std::min(a.min[s], v[s]);
            a.max[s] = std::max(a.max[s], v[s]);
        }
        a.sum[s] += v[s];
        a.count[s] = std::uint8_t(std::min(255, a.count[s] + 1));
    }
}

void MetricHistory::record(std::int64_t t, const api::LiveMetrics &live)
{
    if (t <= m_latest)
        return;
    advance(t);
    m_seconds[slot(t, kSeconds)] = {float(live.tokensPerS), float(live.utilizationPct),
                                    live.loss ? float(*live.loss) : NAN, float(live.powerW)};
}

void MetricHistory::backfill(const api::MetricSeries &series)
{
    const std::optional<std::vector<double>> *columns[SeriesCount]
        = {&series.tokensPerS, &series.utilizationPct, &series.loss, &series.powerW};
    for (std::size_t i = 0; i < series.t.size(); ++i) {
        const std::int64_t t = series.t[i].unixSeconds;
        Values v;
        for (std::size_t s = 0; s < SeriesCount; ++s) {
            const auto &col = *columns[s];
            v[s] = col && i < col->size() ? float((*col)[i]) : NAN;
        }
        if (series.step == 1) {
            if (std::isnan(v[TokensPerS]))
                continue; // kept as empty: a slot's tokens/s says whether it holds a sample
            if (t > m_latest) {
                // After the last sample: the stream has not caught up yet.
                advance(t);
                m_seconds[slot(t, kSeconds)] = v;
                continue;
            }
            // Seconds we do not have yet, within the window.
            if (t <= m_latest - kSeconds || second(t))
                continue;
            m_seconds[slot(t, kSeconds)] = v;
            if (floorDiv(t, 60) < m_pendingMinute)
                addToMinute(t, v); // its minute was aggregated already
        } else if (series.step == 60) {
            // A whole minute from the server's mean (min and max unknown: the mean), for a
            // minute this history has no seconds of and no aggregate for.
            const std::int64_t minute = floorDiv(t, 60);
            if (minute < m_pendingMinute
                && (m_latest < 0 || minute > floorDiv(m_latest, 60) - kMinutes)
                && m_minuteT[slot(minute, kMinutes)] != std::int32_t(minute))
                addToMinute(t, v);
        }
    }
}

std::vector<MetricHistory::Point>
MetricHistory::range(Series s, std::int64_t from, std::int64_t to, std::int64_t step) const
{
    std::vector<Point> out;
    if (step <= 0 || to <= from || m_latest < 0)
        return out;
    const std::int64_t firstSecond = m_latest - kSeconds + 1;
    struct Acc
    {
        double sum = 0;
        float min = std::numeric_limits<float>::max();
        float max = std::numeric_limits<float>::lowest();
        int count = 0;
    };
    const std::size_t buckets = std::size_t((to - from + step - 1) / step);
    if (buckets > 1'000'000)
        return out;
    std::vector<Acc> acc(buckets);
    const auto add = [&](std::int64_t t, float mean, float mn, float mx, int n) {
        Acc &a = acc[std::size_t((t - from) / step)];
        a.sum += double(mean) * n;
        a.count += n;
        a.min = std::min(a.min, mn);
        a.max = std::max(a.max, mx);
    };
    // Minutes wholly before the per-second window.
    const std::int64_t firstMinute
        = std::max(floorDiv(from, 60), floorDiv(m_latest, 60) - kMinutes + 1);
    for (std::int64_t m = firstMinute; (m + 1) * 60 <= std::min(to, firstSecond); ++m) {
        if (m * 60 < from || m_minuteT[slot(m, kMinutes)] != std::int32_t(m))
            continue;
        const Aggregate &a = m_minutes[slot(m, kMinutes)];
        if (a.count[s] == 0)
            continue;
        add(m * 60, a.sum[s] / a.count[s], a.min[s], a.max[s], a.count[s]);
    }
    for (std::int64_t t = std::max(from, firstSecond); t < to && t <= m_latest; ++t) {
        const Values *values = second(t);
        if (!values)
            continue;
        const float v = (*values)[s];
        if (!std::isnan(v))
            add(t, v, v, v, 1);
    }
    for (std::size_t b = 0; b < buckets; ++b) {
        if (acc[b].count == 0)
            continue;
        out.push_back({from + std::int64_t(b) * step, float(acc[b].sum / acc[b].count), acc[b].min,
                       acc[b].max});
    }
    return out;
}

} // namespace polychip::client
