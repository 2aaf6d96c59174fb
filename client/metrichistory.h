// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace polychip::client {

/**
 * The live metrics of many instances as the console keeps them: every second of the last 10
 * minutes of each, and for the instances someone is looking at (keepMinutes()), the mean, min
 * and max of every minute of the last 24 hours. Each instance is a column; a history is read
 * through a MetricHistory view. Longer or finer history comes from GET .../metrics.
 *
 * The seconds are frame-major: one frame per second holds every column's four figures side by
 * side, so a metrics second of 10,000 instances is one sequential write of 160 KB instead of
 * 10,000 cache misses in as many rings (it runs on the GUI thread). A frame knows the second
 * it holds; a column's figures in it are empty (tokens/s NaN) until written, so gaps cost
 * nothing. The window of seconds is the same for all columns: the 10 minutes up to the latest
 * second of any (an instance stopped earlier reads as minutes from then on). The minutes are per
 * column (written once a minute, read by charts): a closed minute is aggregated from the frames
 * within a minute after it closed, by blocks of columns, each block at its own second of that
 * minute so that 10,000 columns do not all aggregate in the same tick. Only minutes older than the
 * seconds window are read from the aggregates, so the delay is never seen. Nothing is allocated per
 * sample; a column costs about 10 KB of seconds, and 80 KB more while it keeps its minutes: at
 * 10,000 instances the day of minutes is kept for the few on screen, not for all (900 MB).
 */
class MetricFrames final
{
public:
    static constexpr std::int64_t kSeconds = 10 * 60;
    static constexpr std::int64_t kMinutes = 24 * 60;
    enum Series { TokensPerS, UtilizationPct, Loss, PowerW, SeriesCount };
    using Column = std::uint32_t;

    struct Point
    {
        std::int64_t t = 0;
        float mean = 0, min = 0, max = 0;
        /// No data for a while before this point (the instance was down: stopped, asleep,
        /// switching backend): a chart does not join it to the point before.
        bool gapBefore = false;
    };

    /// The longest hole in per-second data that is not a gap: a second or two missing until
    /// backfilled is not downtime.
    static constexpr std::int64_t kSecondsGap = 10;
    /// The same where minute aggregates are read (a minute's data sits at its start, and the
    /// minute at the seam with the seconds may be cut).
    static constexpr std::int64_t kMinutesGap = 120;

    MetricFrames();
    ~MetricFrames();
    MetricFrames(const MetricFrames &) = delete;
    MetricFrames &operator=(const MetricFrames &) = delete;

    /// A new, empty column (a freed one when there is one).
    Column addColumn();
    /// Frees a column for a later addColumn() (what it held is forgotten then).
    void removeColumn(Column c);
    /// Whether column c keeps a day of minute aggregates (a new column does not): when it
    /// starts, the closed minutes the frames still hold are aggregated at once, and older
    /// ones come from backfill(); when it stops, its minutes are forgotten.
    void keepMinutes(Column c, bool keep);
    bool keepsMinutes(Column c) const { return c < m_minutes.size() && m_minutes[c]; }
    /// Room for `columns` in all without moving the frames again.
    void reserve(std::size_t columns);
    /// The columns the frames have room for (each costs kSeconds values while there).
    std::size_t capacity() const { return m_capacity; }

    /// Column c's sample of second `t` (later than any before it in c, and within the seconds
    /// window; others are ignored).
    void record(Column c, std::int64_t t, const api::LiveMetrics &live);
    /// Fills what column c does not have yet from a server series (step 1 s or 60 s).
    void backfill(Column c, const api::MetricSeries &series);

    /// Buckets of `step` seconds over [from, to): per-second samples where they are kept, minute
    /// aggregates before; buckets without data are left out; values absent in a series (loss of
    /// a notebook) too. A bucket after more than max(2 × step, kSecondsGap or kMinutesGap)
    /// seconds without data says so (Point::gapBefore).
    std::vector<Point>
    range(Column c, Series s, std::int64_t from, std::int64_t to, std::int64_t step) const;
    /// Column c's last second with a sample (-1: none).
    std::int64_t latest(Column c) const { return m_lastOf[c]; }

    /// The memory one column holds, in bytes; `minutes`: while it keeps its minutes.
    static constexpr std::size_t bytesPerColumn(bool minutes = false)
    {
        return kSeconds * sizeof(Values) + (minutes ? kMinutes * sizeof(Aggregate) : 0)
               + sizeof(std::int64_t) + sizeof(std::unique_ptr<Aggregate[]>);
    }

private:
    using Values = std::array<float, SeriesCount>;
    struct Aggregate
    {
        std::array<float, SeriesCount> sum{}, min{}, max{};
        std::int32_t minute = -1;                      ///< the minute (t / 60) held; -1: none
        std::array<std::uint8_t, SeriesCount> count{}; ///< samples in the minute (<= 60)
    };
    /// Columns aggregate their minutes by blocks of this many, block b at second b % 60.
    static constexpr std::size_t kBlock = 64;
    /// The stripe of blocks column c is in: the second of the minute its minutes are due.
    static std::size_t stripeOf(Column c) { return (c / kBlock) % 60; }

    /// Column c's values of second t (later than its last, or a second it has no sample of
    /// within the window): into the frame, or into its minute when that is aggregated already
    /// or older than the frames.
    void put(Column c, std::int64_t t, const Values &v);
    /// Frame t's row (made empty for t when it held another second), moving the latest
    /// second forward when t is past it; null when t is older than the window.
    Values *frame(std::int64_t t);
    /// Frame t's row if it holds second t, else null.
    const Values *heldFrame(std::int64_t t) const;
    /// Moves the latest second to `t` (> m_latest): aggregates the minutes due first.
    void advance(std::int64_t t);
    /// Aggregates `minute` from the frames for the columns of block stripe `stripe`.
    void aggregate(std::int64_t minute, std::size_t stripe);
    static void addTo(Aggregate &a, std::int64_t minute, const Values &v);
    void growTo(std::size_t capacity);

    std::size_t m_capacity = 0;   ///< columns each frame has room for
    std::vector<Values> m_frames; ///< frame (t % kSeconds) at [slot * m_capacity, +m_capacity)
    std::vector<std::int64_t> m_frameT; ///< the second each frame holds (-1: none)
    std::vector<std::int64_t> m_lastOf; ///< per column: its latest second with a sample
    /// Per column: minute % kMinutes; null while the column does not keep its minutes.
    std::vector<std::unique_ptr<Aggregate[]>> m_minutes;
    std::vector<Column> m_free;
    std::int64_t m_latest = -1; ///< the latest second of all (the frames' window ends there)
    /// Per stripe of blocks (block % 60): minutes from here on are still in the frames only.
    std::array<std::int64_t, 60> m_pendingMinute;
    // The frame written last (a batch writes one frame 10,000 times).
    std::int64_t m_currentT = -1;
    Values *m_currentRow = nullptr;
};

static_assert(MetricFrames::bytesPerColumn() < 12 * 1024, "ten minutes of one instance in < 12 KB");
static_assert(MetricFrames::bytesPerColumn(true) < 100 * 1024, "a day of one instance in < 100 KB");

/**
 * One instance's history: a view of its column in a MetricFrames (cheap to copy; valid while
 * the frames hold the column, i.e. until the instance is gone).
 */
class MetricHistory final
{
public:
    static constexpr std::int64_t kSeconds = MetricFrames::kSeconds;
    static constexpr std::int64_t kMinutes = MetricFrames::kMinutes;
    using Series = MetricFrames::Series;
    static constexpr Series TokensPerS = MetricFrames::TokensPerS;
    static constexpr Series UtilizationPct = MetricFrames::UtilizationPct;
    static constexpr Series Loss = MetricFrames::Loss;
    static constexpr Series PowerW = MetricFrames::PowerW;
    using Point = MetricFrames::Point;

    MetricHistory(const MetricFrames &frames, MetricFrames::Column column)
        : m_frames(&frames)
        , m_column(column)
    {}

    std::int64_t latest() const { return m_frames->latest(m_column); }
    std::vector<Point> range(Series s, std::int64_t from, std::int64_t to, std::int64_t step) const
    {
        return m_frames->range(m_column, s, from, to, step);
    }

private:
    const MetricFrames *m_frames;
    MetricFrames::Column m_column;
};

} // namespace polychip::client
