// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace polychip::sim {

/** An instance's recent live metrics, tiered so that a day of history stays small: every second
 *  of the last 15 minutes and the mean of every minute of the last 24 hours. Kept in memory
 *  only (a restart starts it afresh). */
class MetricHistory final
{
public:
    static constexpr std::size_t kSeconds = 15 * 60;
    static constexpr std::size_t kMinutes = 24 * 60;
    enum Field { TokensPerS, UtilizationPct, Loss, PowerW, MemoryUsedGib, FieldCount };

    /// Records the sample of second `t` (strictly increasing).
    void record(std::int64_t t, const api::LiveMetrics &live);

    /// Buckets of `step` seconds from `from` to `to`: the mean of what is known in each, from
    /// the per-second tier where it still covers the bucket, else from the minute means.
    /// Buckets with no data are left out.
    api::MetricSeries series(api::Timestamp from,
                             api::Timestamp to,
                             std::int64_t step,
                             const std::array<bool, FieldCount> &fields) const;

private:
    struct Sample
    {
        std::int64_t t = 0;
        std::array<float, FieldCount> v{};
    };
    static void push(std::vector<Sample> &ring, std::size_t &head, std::size_t cap, Sample s);
    template <class F>
    static void forEach(const std::vector<Sample> &ring, std::size_t head, F &&f);

    std::vector<Sample> m_seconds;
    std::size_t m_secondsHead = 0;
    std::vector<Sample> m_minutes;
    std::size_t m_minutesHead = 0;
    // The minute being accumulated.
    std::int64_t m_minute = -1;
    std::array<double, FieldCount> m_sum{};
    int m_count = 0;
};

} // namespace polychip::sim
