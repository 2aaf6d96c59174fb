// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace polychip::sim {

/** The live-metrics history of an organisation's instances, tiered so that a day stays small:
 *  every second of the last 15 minutes and the mean of every minute of the last 24 hours.
 *
 *  Laid out for the tick, which records every running instance every second: each tier is a
 *  ring of frames (one per second, or per minute), and a frame holds the values of all
 *  instances side by side, so one tick writes one contiguous stretch of memory instead of one
 *  scattered ring per instance. Instances own a slot (a column of every frame) from their first
 *  sample until they are deleted. The engine persists the frames as they complete (frames())
 *  and a restart restores them (restore()), so the history survives a restart or a crash. */
class MetricStore final
{
public:
    static constexpr std::int64_t kSecondsKept = 15 * 60;
    static constexpr std::int64_t kMinutesKept = 24 * 60;
    static constexpr std::size_t kNoSlot = SIZE_MAX;
    enum Field { TokensPerS, UtilizationPct, Loss, PowerW, MemoryUsedGib, FieldCount };
    using Fields = std::array<bool, FieldCount>;

    /// Opens second `t` (strictly increasing between calls): no slot has a value for it until
    /// recorded. Closes the minute before when `t` starts a new one.
    void beginSecond(std::int64_t t);
    /// A slot for a new series, from the current second on.
    std::size_t acquire();
    void release(std::size_t slot);
    /// The slot's sample of the current second.
    void record(std::size_t slot, const api::LiveMetrics &live);

    /// Whether `slot` belongs to a series (acquired and not released).
    bool owned(std::size_t slot) const { return slot < m_slots.size() && m_slots[slot].used; }
    /// The last second opened (-1 before any).
    std::int64_t now() const { return m_now; }

    enum class Tier { Seconds = 0, Minutes = 1 };
    /** One frame as persisted: the values of slots [0, n) side by side, FieldCount floats
     *  each (NaN: no value). */
    struct Frame
    {
        Tier tier = Tier::Seconds;
        std::int64_t t = 0; ///< the second, or the minute's first second
        std::vector<float> values;
    };
    /// The frames completed after second `after` (-1: all) and still kept: the seconds in
    /// (after, now()], and the minutes closed since (those before the current one).
    std::vector<Frame> frames(std::int64_t after) const;
    /// The first second of each slot's owner, -1 for a free slot (persisted with the frames).
    std::vector<std::int64_t> owners() const;
    /// Replaces everything with what frames() and owners() saved, up to second `now`; the
    /// minute in progress is summed again from its seconds. Frames outside the kept windows
    /// are ignored.
    void restore(std::int64_t now,
                 const std::vector<std::int64_t> &owners,
                 const std::vector<Frame> &frames);

    /// Buckets of `step` seconds from `from` (inclusive) to `to` (exclusive), each the mean of
    /// what is known in it: per-second samples where they are still kept, minute means before.
    /// Buckets without data are left out; a field is absent when not asked for or never
    /// produced (a notebook has no loss).
    api::MetricSeries series(std::size_t slot,
                             api::Timestamp from,
                             api::Timestamp to,
                             std::int64_t step,
                             const Fields &fields) const;

private:
    static constexpr std::size_t kBlockSlots = 256;
    using Values = std::array<float, FieldCount>;
    /// The frames of kBlockSlots slots; more blocks are added as slots are needed, so growing
    /// never moves what is stored. Left uninitialised (untouched) until a frame is opened.
    struct Block
    {
        std::unique_ptr<Values[]> seconds{new Values[kSecondsKept * kBlockSlots]};
        std::unique_ptr<Values[]> minutes{new Values[kMinutesKept * kBlockSlots]};
    };
    struct Slot
    {
        bool used = false;
        std::int64_t since = 0; ///< first second of this owner: older frames belong to others
    };

    Values *secondCell(std::size_t slot, std::int64_t t) const;
    Values *minuteCell(std::size_t slot, std::int64_t minute) const;
    /// Writes each owned slot's mean of `minute` (the one the last second opened is in).
    void closeMinute(std::int64_t minute);

    std::vector<std::unique_ptr<Block>> m_blocks;
    std::vector<Slot> m_slots;
    std::vector<std::size_t> m_free;
    std::vector<std::int64_t> m_secondT = std::vector<std::int64_t>(kSecondsKept, -1);
    std::vector<std::int64_t> m_minuteT = std::vector<std::int64_t>(kMinutesKept, -1);
    std::int64_t m_now = -1;
};

} // namespace polychip::sim
