// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace polychip::client {

/**
 * One instance's live metrics as the console keeps them: every second of the last 10 minutes
 * and, per minute, the mean, min and max of the last 24 hours. Both tiers are rings allocated
 * once (about 90 KB per instance, nothing allocated per sample); at 1 s for 24 h, 1,000
 * instances would need ~1.4 GB. Longer or finer history comes from GET .../metrics.
 *
 * A second costs one write of 16 bytes: 10,000 instances record every second on the GUI thread,
 * and each memory line touched per instance is a cache miss. A slot of the seconds ring is
 * empty when its tokens/s is NaN (no tags to write), and a minute is aggregated once, from the
 * seconds ring, within a minute after it closed (each history at its own second of that minute,
 * so that 10,000 of them do not all aggregate in the same tick). Only minutes older than the
 * seconds ring are read from the aggregates, so the delay is never seen.
 */
class MetricHistory final
{
public:
    static constexpr std::int64_t kSeconds = 10 * 60;
    static constexpr std::int64_t kMinutes = 24 * 60;
    enum Series { TokensPerS, UtilizationPct, Loss, PowerW, SeriesCount };

    MetricHistory();

    /// The sample of second `t` (later than any before it; older ones are ignored).
    void record(std::int64_t t, const api::LiveMetrics &live);
    /// Fills what the rings do not have yet from a server series (step 1 s or 60 s).
    void backfill(const api::MetricSeries &series);

    struct Point
    {
        std::int64_t t = 0;
        float mean = 0, min = 0, max = 0;
    };
    /// Buckets of `step` seconds over [from, to): per-second samples where they are kept, minute
    /// aggregates before; buckets without data are left out; values absent in a series (loss of
    /// a notebook) too.
    std::vector<Point> range(Series s, std::int64_t from, std::int64_t to, std::int64_t step) const;

    std::int64_t latest() const { return m_latest; }
    /// Asks the CPU for the memory record(t) will write (a batch of 10,000 histories is bound by
    /// cache misses: fetched a few instances ahead, they overlap).
    void prefetch(std::int64_t t) const
    {
        __builtin_prefetch(&m_seconds[std::size_t(((t % kSeconds) + kSeconds) % kSeconds)], 1);
    }
    /// The memory one history holds, in bytes.
    static constexpr std::size_t bytes()
    {
        return sizeof(MetricHistory) + kSeconds * sizeof(Values)
               + kMinutes * (sizeof(std::int32_t) + sizeof(Aggregate));
    }

private:
    using Values = std::array<float, SeriesCount>;
    struct Aggregate
    {
        std::array<float, SeriesCount> sum{}, min{}, max{};
        std::array<std::uint8_t, SeriesCount> count{}; ///< samples in the minute (<= 60)
    };
    /// Second t as the ring holds it: its values, or null when the ring has nothing for it.
    const Values *second(std::int64_t t) const;
    /// Moves the latest second to `t` (> m_latest): aggregates the minutes due, empties the
    /// seconds skipped.
    void advance(std::int64_t t);
    /// Aggregates minute m from the seconds ring into the minutes ring.
    void aggregate(std::int64_t minute);
    void addToMinute(std::int64_t t, const Values &v);

    std::vector<Values> m_seconds;       ///< slot t % kSeconds; tokens/s NaN: empty
    std::vector<std::int32_t> m_minuteT; ///< the minute (t / 60) each slot holds (-1: none)
    std::vector<Aggregate> m_minutes;
    std::int64_t m_latest = -1;
    /// Minutes from here on are still in the seconds ring only (none before the first sample).
    std::int64_t m_pendingMinute = INT64_MAX;
    std::int64_t m_stagger = 0; ///< the second of the next minute at which a closed one is due
};

} // namespace polychip::client
