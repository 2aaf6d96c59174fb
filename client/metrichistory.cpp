// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metrichistory.h"

#include <algorithm>
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

constexpr std::array<float, MetricFrames::SeriesCount> kEmpty{NAN, NAN, NAN, NAN};

} // namespace

MetricFrames::MetricFrames()
    : m_frameT(kSeconds, -1)
{
    m_pendingMinute.fill(std::numeric_limits<std::int64_t>::max()); // none before a sample
}

MetricFrames::~MetricFrames() = default;

void MetricFrames::growTo(std::size_t capacity)
{
    std::vector<Values> frames(std::size_t(kSeconds) * capacity, kEmpty);
    for (std::size_t s = 0; m_capacity > 0 && s < std::size_t(kSeconds); ++s)
        std::copy_n(m_frames.begin() + std::ptrdiff_t(s * m_capacity), m_capacity,
                    frames.begin() + std::ptrdiff_t(s * capacity));
    m_frames = std::move(frames);
    m_capacity = capacity;
    m_currentT = -1;
    m_currentRow = nullptr;
}

void MetricFrames::reserve(std::size_t columns)
{
    if (columns > m_capacity)
        growTo(columns);
}

MetricFrames::Column MetricFrames::addColumn()
{
    if (!m_free.empty()) {
        // A freed column: what its instance left is forgotten.
        const Column c = m_free.back();
        m_free.pop_back();
        for (std::size_t s = 0; s < std::size_t(kSeconds); ++s)
            m_frames[s * m_capacity + c] = kEmpty;
        m_minutes[c].reset();
        m_lastOf[c] = -1;
        return c;
    }
    const Column c = Column(m_lastOf.size());
    if (c >= m_capacity)
        growTo(std::max<std::size_t>({c + 1, m_capacity + m_capacity / 4, kBlock}));
    m_lastOf.push_back(-1);
    m_minutes.emplace_back();
    return c;
}

void MetricFrames::removeColumn(Column c)
{
    if (c >= m_lastOf.size())
        return;
    m_lastOf[c] = -1;
    m_minutes[c].reset();
    m_free.push_back(c);
}

void MetricFrames::keepMinutes(Column c, bool keep)
{
    if (c >= m_lastOf.size() || keep == bool(m_minutes[c]))
        return;
    if (!keep) {
        m_minutes[c].reset();
        return;
    }
    m_minutes[c] = std::make_unique<Aggregate[]>(kMinutes);
    // The closed minutes whose seconds the frames still hold: aggregated now, as the column's
    // stripe did before the column kept minutes.
    if (m_latest < 0)
        return;
    const std::int64_t pending = m_pendingMinute[stripeOf(c)];
    for (std::int64_t minute = floorDiv(m_latest - kSeconds + 60, 60); minute < pending; ++minute) {
        for (std::int64_t t = minute * 60; t < minute * 60 + 60; ++t) {
            const Values *row = heldFrame(t);
            if (row && !std::isnan(row[c][TokensPerS]))
                addTo(m_minutes[c][slot(minute, kMinutes)], minute, row[c]);
        }
    }
}

const MetricFrames::Values *MetricFrames::heldFrame(std::int64_t t) const
{
    if (m_latest < 0 || t > m_latest || t <= m_latest - kSeconds)
        return nullptr;
    const std::size_t s = slot(t, kSeconds);
    return m_frameT[s] == t ? m_frames.data() + s * m_capacity : nullptr;
}

MetricFrames::Values *MetricFrames::frame(std::int64_t t)
{
    if (t == m_currentT)
        return m_currentRow;
    if (t > m_latest)
        advance(t);
    else if (t <= m_latest - kSeconds)
        return nullptr;
    const std::size_t s = slot(t, kSeconds);
    Values *row = m_frames.data() + s * m_capacity;
    if (m_frameT[s] != t) {
        // The frame held an older second (or none): nothing in it is this second's.
        std::fill_n(row, m_capacity, kEmpty);
        m_frameT[s] = t;
    }
    m_currentT = t;
    m_currentRow = row;
    return row;
}

void MetricFrames::advance(std::int64_t t)
{
    const std::int64_t minute = floorDiv(t, 60);
    if (m_latest < 0)
        m_pendingMinute.fill(minute);
    // Closed minutes, each stripe's due at its own second of the minute after it (always
    // before its seconds are overwritten: the frames hold ten minutes).
    for (std::size_t stripe = 0; stripe < m_pendingMinute.size(); ++stripe) {
        std::int64_t &pending = m_pendingMinute[stripe];
        while (pending < minute && t >= (pending + 1) * 60 + std::int64_t(stripe)) {
            if (pending * 60 > m_latest) {
                pending = minute; // the rest is a gap: no seconds to aggregate
                break;
            }
            aggregate(pending++, stripe);
        }
    }
    m_latest = t;
}

void MetricFrames::addTo(Aggregate &a, std::int64_t minute, const Values &v)
{
    if (a.minute != std::int32_t(minute)) {
        a = {};
        a.minute = std::int32_t(minute);
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

void MetricFrames::aggregate(std::int64_t minute, std::size_t stripe)
{
    const std::size_t columns = m_lastOf.size();
    const std::size_t at = slot(minute, kMinutes);
    for (std::size_t first = stripe * kBlock; first < columns; first += 60 * kBlock) {
        const std::size_t last = std::min(first + kBlock, columns);
        bool any = false;
        for (std::size_t c = first; c < last; ++c) {
            if (!m_minutes[c])
                continue; // a column nobody watches keeps its seconds only
            Aggregate &a = m_minutes[c][at];
            a = {};
            a.minute = std::int32_t(minute);
            any = true;
        }
        // Frame by frame, the block's columns side by side.
        for (std::int64_t t = minute * 60; any && t < minute * 60 + 60; ++t) {
            const Values *row = heldFrame(t);
            if (!row)
                continue;
            for (std::size_t c = first; c < last; ++c) {
                if (m_minutes[c] && !std::isnan(row[c][TokensPerS]))
                    addTo(m_minutes[c][at], minute, row[c]);
            }
        }
    }
}

void MetricFrames::put(Column c, std::int64_t t, const Values &v)
{
    const std::int64_t minute = floorDiv(t, 60);
    if (Values *row = frame(t))
        row[c] = v;
    else if (minute <= floorDiv(m_latest, 60) - kMinutes)
        return; // older than the day the minutes keep
    m_lastOf[c] = std::max(m_lastOf[c], t);
    // Behind the latest second (a late sample, a backfill): its minute may be aggregated
    // already, or older than the frames.
    if (t < m_latest && minute < m_pendingMinute[stripeOf(c)] && m_minutes[c])
        addTo(m_minutes[c][slot(minute, kMinutes)], minute, v);
}

void MetricFrames::record(Column c, std::int64_t t, const api::LiveMetrics &live)
{
    if (t <= m_lastOf[c])
        return;
    const Values v{float(live.tokensPerS), float(live.utilizationPct),
                   live.loss ? float(*live.loss) : NAN, float(live.powerW)};
    if (t == m_currentT && t == m_latest && m_currentRow) {
        // The second being written (10,000 samples of a batch).
        m_currentRow[c] = v;
        m_lastOf[c] = t;
        return;
    }
    put(c, t, v);
}

void MetricFrames::backfill(Column c, const api::MetricSeries &series)
{
    const std::optional<std::vector<double>> *columns[SeriesCount]
        = {&series.tokensPerS, &series.utilizationPct, &series.loss, &series.powerW};
    const std::size_t stripe = stripeOf(c);
    for (std::size_t i = 0; i < series.t.size(); ++i) {
        const std::int64_t t = series.t[i].unixSeconds;
        const std::int64_t minute = floorDiv(t, 60);
        Values v;
        for (std::size_t s = 0; s < SeriesCount; ++s) {
            const auto &col = *columns[s];
            v[s] = col && i < col->size() ? float((*col)[i]) : NAN;
        }
        if (series.step == 1) {
            if (std::isnan(v[TokensPerS]))
                continue; // kept as empty: a value's tokens/s says whether it is a sample
            // Seconds after this column's last sample (the stream has not caught up yet, or
            // was down: the older ones go to their minutes), and before it those it has no
            // sample of within the window.
            if (t <= m_lastOf[c]) {
                const Values *held = heldFrame(t);
                if (t <= m_latest - kSeconds || (held && !std::isnan(held[c][TokensPerS])))
                    continue; // what it has is kept
            }
            put(c, t, v);
        } else if (series.step == 60 && m_minutes[c]) {
            // A whole minute from the server's mean (min and max unknown: the mean), for a
            // minute this column has no seconds of and no aggregate for (or an empty one: the
            // column had no samples then).
            const Aggregate &a = m_minutes[c][slot(minute, kMinutes)];
            const bool empty = a.minute != std::int32_t(minute)
                               || std::all_of(a.count.begin(), a.count.end(),
                                              [](std::uint8_t n) { return n == 0; });
            if (minute < m_pendingMinute[stripe]
                && (m_latest < 0 || minute > floorDiv(m_latest, 60) - kMinutes) && empty)
                addTo(m_minutes[c][slot(minute, kMinutes)], minute, v);
        }
    }
}

std::vector<MetricFrames::Point>
MetricFrames::range(Column c, Series s, std::int64_t from, std::int64_t to, std::int64_t step) const
{
    std::vector<Point> out;
    if (step <= 0 || to <= from || c >= m_lastOf.size() || m_latest < 0)
        return out;
    const std::int64_t firstSecond = m_latest - kSeconds + 1;
    struct Acc
    {
        double sum = 0;
        float min = std::numeric_limits<float>::max();
        float max = std::numeric_limits<float>::lowest();
        int count = 0;
        bool minutes = false; ///< holds a minute aggregate
    };
    const std::size_t buckets = std::size_t((to - from + step - 1) / step);
    if (buckets > 1'000'000)
        return out;
    std::vector<Acc> acc(buckets);
    const auto add = [&](std::int64_t t, float mean, float mn, float mx, int n, bool minute) {
        Acc &a = acc[std::size_t((t - from) / step)];
        a.minutes = a.minutes || minute;
        a.sum += double(mean) * n;
        a.count += n;
        a.min = std::min(a.min, mn);
        a.max = std::max(a.max, mx);
    };
    // Minutes wholly before the per-second window.
    const Aggregate *minutes = m_minutes[c].get();
    const std::int64_t firstMinute
        = std::max(floorDiv(from, 60), floorDiv(m_latest, 60) - kMinutes + 1);
    for (std::int64_t m = firstMinute; minutes && (m + 1) * 60 <= std::min(to, firstSecond); ++m) {
        const Aggregate &a = minutes[slot(m, kMinutes)];
        if (m * 60 < from || a.minute != std::int32_t(m) || a.count[s] == 0)
            continue;
        add(m * 60, a.sum[s] / a.count[s], a.min[s], a.max[s], a.count[s], true);
    }
    for (std::int64_t t = std::max(from, firstSecond); t < to && t <= m_latest; ++t) {
        const Values *row = heldFrame(t);
        if (!row || std::isnan(row[c][TokensPerS]))
            continue;
        const float v = row[c][s];
        if (!std::isnan(v))
            add(t, v, v, v, 1, false);
    }
    std::size_t previous = buckets; // the last bucket with data (none yet)
    for (std::size_t b = 0; b < buckets; ++b) {
        if (acc[b].count == 0)
            continue;
        bool gap = false;
        if (previous < buckets) {
            const bool minutes = acc[previous].minutes || acc[b].minutes;
            gap = std::int64_t(b - previous) * step
                  > std::max(2 * step, minutes ? kMinutesGap : kSecondsGap);
        }
        out.push_back({from + std::int64_t(b) * step, float(acc[b].sum / acc[b].count), acc[b].min,
                       acc[b].max, gap});
        previous = b;
    }
    return out;
}

} // namespace polychip::client
