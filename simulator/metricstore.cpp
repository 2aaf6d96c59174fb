// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metricstore.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace polychip::sim {

namespace {

std::int64_t minuteOf(std::int64_t t)
{
    return t - ((t % 60) + 60) % 60;
}

std::size_t ringIndex(std::int64_t value, std::int64_t size)
{
    return std::size_t(((value % size) + size) % size);
}

} // namespace

MetricStore::Values *MetricStore::secondCell(std::size_t slot, std::int64_t t) const
{
    const auto frame = ringIndex(t, kSecondsKept);
    return &m_blocks[slot / kBlockSlots]->seconds[frame * kBlockSlots + slot % kBlockSlots];
}

MetricStore::Values *MetricStore::minuteCell(std::size_t slot, std::int64_t minute) const
{
    const auto frame = ringIndex(minute / 60, kMinutesKept);
    return &m_blocks[slot / kBlockSlots]->minutes[frame * kBlockSlots + slot % kBlockSlots];
}

void MetricStore::closeMinute(std::int64_t minute)
{
    if (m_minuteT[ringIndex(minute / 60, kMinutesKept)] != minute)
        return;
    // Each slot's mean over the seconds its owner recorded (the seconds tier holds the whole
    // minute), summed frame by frame: the slots of a frame side by side.
    const std::size_t n = m_slots.size();
    std::vector<std::array<double, FieldCount>> sum(n);
    std::vector<std::array<int, FieldCount>> count(n);
    for (std::int64_t t = minute; t < minute + 60 && t <= m_now; ++t) {
        if (m_secondT[ringIndex(t, kSecondsKept)] != t)
            continue;
        for (std::size_t slot = 0; slot < n; ++slot) {
            if (!m_slots[slot].used || t < m_slots[slot].since)
                continue;
            const Values &v = *secondCell(slot, t);
            for (std::size_t f = 0; f < FieldCount; ++f) {
                if (!std::isnan(v[f])) {
                    sum[slot][f] += v[f];
                    ++count[slot][f];
                }
            }
        }
    }
    for (std::size_t slot = 0; slot < n; ++slot) {
        if (!m_slots[slot].used)
            continue;
        Values &cell = *minuteCell(slot, minute);
        for (std::size_t f = 0; f < FieldCount; ++f)
            cell[f] = count[slot][f] > 0 ? float(sum[slot][f] / count[slot][f]) : NAN;
    }
}

void MetricStore::beginSecond(std::int64_t t)
{
    if (t <= m_now)
        return;
    const std::int64_t minute = minuteOf(t);
    if (m_now < 0 || minute != minuteOf(m_now)) {
        if (m_now >= 0)
            closeMinute(minuteOf(m_now));
        const auto frame = ringIndex(minute / 60, kMinutesKept);
        m_minuteT[frame] = minute;
        Values unknown;
        unknown.fill(NAN);
        for (const auto &block : m_blocks)
            std::fill_n(&block->minutes[frame * kBlockSlots], kBlockSlots, unknown);
    }
    const auto frame = ringIndex(t, kSecondsKept);
    m_secondT[frame] = t;
    Values unknown;
    unknown.fill(NAN);
    for (const auto &block : m_blocks)
        std::fill_n(&block->seconds[frame * kBlockSlots], kBlockSlots, unknown);
    m_now = t;
}

std::size_t MetricStore::acquire()
{
    std::size_t index = 0;
    if (!m_free.empty()) {
        index = m_free.back();
        m_free.pop_back();
    } else {
        index = m_slots.size();
        m_slots.emplace_back();
        if (index / kBlockSlots >= m_blocks.size())
            m_blocks.push_back(std::make_unique<Block>());
    }
    m_slots[index] = Slot{true, std::max<std::int64_t>(m_now, 0)};
    return index;
}

void MetricStore::release(std::size_t slot)
{
    if (slot >= m_slots.size() || !m_slots[slot].used)
        return;
    m_slots[slot] = Slot{};
    m_free.push_back(slot);
}

void MetricStore::record(std::size_t slot, const api::LiveMetrics &live)
{
    if (slot >= m_slots.size() || !m_slots[slot].used || m_now < 0)
        return;
    // The minute's mean is taken from the seconds when it closes.
    *secondCell(slot, m_now)
        = {float(live.tokensPerS), float(live.utilizationPct), live.loss ? float(*live.loss) : NAN,
           float(live.powerW), float(live.memoryUsedGib)};
}

std::vector<MetricStore::Frame> MetricStore::frames(std::int64_t after) const
{
    std::vector<Frame> out;
    if (m_now < 0 || m_slots.empty())
        return out; // frames of no series say nothing
    const std::size_t n = m_slots.size();
    const auto frameOf = [&](Tier tier, std::int64_t t) {
        Frame f{tier, t, std::vector<float>(n * FieldCount)};
        // A block's slots sit side by side in each frame: one copy per block.
        for (std::size_t first = 0; first < n; first += kBlockSlots) {
            const Values *from
                = tier == Tier::Seconds ? secondCell(first, t) : minuteCell(first, t);
            const std::size_t slots = std::min(kBlockSlots, n - first);
            static_assert(sizeof(Values) == FieldCount * sizeof(float));
            std::memcpy(f.values.data() + first * FieldCount, from, slots * sizeof(Values));
        }
        return f;
    };
    const std::int64_t current = minuteOf(m_now);
    for (std::int64_t m
         = std::max(after < 0 ? INT64_MIN : minuteOf(after), current - (kMinutesKept - 1) * 60);
         m < current; m += 60) {
        if (m_minuteT[ringIndex(m / 60, kMinutesKept)] == m)
            out.push_back(frameOf(Tier::Minutes, m));
    }
    for (std::int64_t t = std::max(after + 1, m_now - kSecondsKept + 1); t <= m_now; ++t) {
        if (m_secondT[ringIndex(t, kSecondsKept)] == t)
            out.push_back(frameOf(Tier::Seconds, t));
    }
    return out;
}

std::vector<std::int64_t> MetricStore::owners() const
{
    std::vector<std::int64_t> out;
    out.reserve(m_slots.size());
    for (const Slot &s : m_slots)
        out.push_back(s.used ? s.since : -1);
    return out;
}

void MetricStore::restore(std::int64_t now,
                          const std::vector<std::int64_t> &owners,
                          const std::vector<Frame> &frames)
{
    *this = MetricStore{};
    m_slots.resize(owners.size());
    while (m_blocks.size() * kBlockSlots < owners.size())
        m_blocks.push_back(std::make_unique<Block>());
    for (std::size_t i = owners.size(); i-- > 0;) {
        if (owners[i] >= 0)
            m_slots[i] = Slot{true, owners[i]};
        else
            m_free.push_back(i);
    }
    if (frames.empty())
        return; // nothing recorded yet: the first tick opens the first second
    m_now = now;
    const std::int64_t current = minuteOf(now);
    Values unknown;
    unknown.fill(NAN);
    for (const Frame &f : frames) {
        const bool seconds = f.tier == Tier::Seconds;
        if (seconds ? (f.t > now || f.t <= now - kSecondsKept)
                    : (f.t % 60 != 0 || f.t >= current || f.t <= current - kMinutesKept * 60))
            continue;
        const auto frame
            = seconds ? ringIndex(f.t, kSecondsKept) : ringIndex(f.t / 60, kMinutesKept);
        (seconds ? m_secondT : m_minuteT)[frame] = f.t;
        for (std::size_t slot = 0; slot < m_slots.size(); ++slot) {
            Values &cell = seconds ? *secondCell(slot, f.t) : *minuteCell(slot, f.t);
            cell = unknown;
            if ((slot + 1) * FieldCount <= f.values.size())
                std::copy_n(f.values.begin() + std::ptrdiff_t(slot * FieldCount), FieldCount,
                            cell.begin());
        }
    }
    // The minute in progress: its cell is written when it closes, from its seconds.
    const auto frame = ringIndex(current / 60, kMinutesKept);
    m_minuteT[frame] = current;
    for (std::size_t slot = 0; slot < m_slots.size(); ++slot)
        *minuteCell(slot, current) = unknown;
}

api::MetricSeries MetricStore::series(std::size_t slot,
                                      api::Timestamp from,
                                      api::Timestamp to,
                                      std::int64_t step,
                                      const Fields &fields) const
{
    api::MetricSeries out;
    out.from = from;
    out.to = to;
    out.step = step;
    if (step <= 0 || to <= from || slot >= m_slots.size() || !m_slots[slot].used || m_now < 0)
        return out;
    const Slot &owner = m_slots[slot];
    const std::size_t buckets = std::size_t((to.unixSeconds - from.unixSeconds + step - 1) / step);
    std::vector<std::array<double, FieldCount>> sum(buckets);
    std::vector<std::array<int, FieldCount>> count(buckets);
    const auto add = [&](std::int64_t t, const Values &v) {
        const auto b = std::size_t((t - from.unixSeconds) / step);
        for (std::size_t f = 0; f < FieldCount; ++f) {
            if (!std::isnan(v[f])) {
                sum[b][f] += v[f];
                ++count[b][f];
            }
        }
    };
    // Per-second samples cover [firstSecond, now]; whole minutes before that come from the
    // minute tier.
    const std::int64_t firstSecond = std::max(owner.since, m_now - kSecondsKept + 1);
    const std::int64_t firstMinute
        = std::max({minuteOf(owner.since), minuteOf(m_now) - (kMinutesKept - 1) * 60,
                    minuteOf(from.unixSeconds)});
    for (std::int64_t m = firstMinute; m + 60 <= firstSecond && m < to.unixSeconds; m += 60) {
        if (m < from.unixSeconds || m_minuteT[ringIndex(m / 60, kMinutesKept)] != m)
            continue;
        add(m, *minuteCell(slot, m));
    }
    const std::int64_t lastSecond = std::min(m_now, to.unixSeconds - 1);
    for (std::int64_t t = std::max(firstSecond, from.unixSeconds); t <= lastSecond; ++t) {
        if (m_secondT[ringIndex(t, kSecondsKept)] == t)
            add(t, *secondCell(slot, t));
    }

    std::optional<std::vector<double>> *columns[FieldCount]
        = {&out.tokensPerS, &out.utilizationPct, &out.loss, &out.powerW, &out.memoryUsedGib};
    for (std::size_t f = 0; f < FieldCount; ++f) {
        const bool produced
            = std::any_of(count.begin(), count.end(), [f](const auto &c) { return c[f] > 0; });
        if (fields[f] && produced)
            *columns[f] = std::vector<double>{};
    }
    for (std::size_t b = 0; b < buckets; ++b) {
        if (std::all_of(count[b].begin(), count[b].end(), [](int c) { return c == 0; }))
            continue;
        out.t.push_back({from.unixSeconds + std::int64_t(b) * step});
        for (std::size_t f = 0; f < FieldCount; ++f) {
            if (*columns[f])
                (*columns[f])
                    ->push_back(count[b][f] > 0 ? std::max(0.0, sum[b][f] / count[b][f]) : 0.0);
        }
    }
    return out;
}

} // namespace polychip::sim
