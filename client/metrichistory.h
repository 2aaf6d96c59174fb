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
    /// The memory one history holds, in bytes.
    static constexpr std::size_t bytes()
    {
        return sizeof(MetricHistory) + kSeconds * (sizeof(std::int64_t) + sizeof(Values))
               + kMinutes * (sizeof(std::int32_t) + sizeof(Aggregate));
    }

private:
    using Values = std::array<float, SeriesCount>;
    struct Aggregate
    {
        std::array<float, SeriesCount> sum{}, min{}, max{};
        std::array<std::uint8_t, SeriesCount> count{}; ///< samples in the minute (<= 60)
    };
    void addToMinute(std::int64_t t, const Values &v);

    std::vector<std::int64_t> m_secondT; ///< the second each slot holds (-1: none)
    std::vector<Values> m_seconds;
    std::vector<std::int32_t> m_minuteT; ///< the minute (t / 60) each slot holds (-1: none)
    std::vector<Aggregate> m_minutes;
    std::int64_t m_latest = -1;
};

} // namespace polychip::client
