// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metrichistory.h"

#include <QTest>

#include <map>
#include <random>

using namespace polychip;
using client::MetricFrames;
using client::MetricHistory;

namespace {

api::LiveMetrics live(double tokens, std::optional<double> loss = 2.0)
{
    api::LiveMetrics m;
    m.tokensPerS = tokens;
    m.utilizationPct = 50;
    m.loss = loss;
    m.powerW = 300;
    return m;
}

/// One instance's history as the tests drive it: a column of frames of its own, watched (it
/// keeps its minutes).
class History
{
public:
    History() { m_frames.keepMinutes(m_column, true); }
    void record(std::int64_t t, const api::LiveMetrics &m) { m_frames.record(m_column, t, m); }
    void backfill(const api::MetricSeries &s) { m_frames.backfill(m_column, s); }
    std::int64_t latest() const { return m_frames.latest(m_column); }
    std::vector<MetricHistory::Point>
    range(MetricHistory::Series s, std::int64_t from, std::int64_t to, std::int64_t step) const
    {
        return m_frames.range(m_column, s, from, to, step);
    }
    MetricHistory view() const { return {m_frames, m_column}; }

private:
    MetricFrames m_frames;
    MetricFrames::Column m_column = m_frames.addColumn();
};

} // namespace

class MetricHistoryTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// range() of h against the samples it was given, the frames' latest second being
    /// `latest` (its own when it is the only column).
    static bool
    matches(const MetricHistory &h, const std::map<std::int64_t, float> &kept, std::int64_t latest)
    {
        const std::int64_t firstSecond = latest - MetricHistory::kSeconds + 1;
        const auto fine = h.range(MetricHistory::TokensPerS, firstSecond, latest + 1, 1);
        std::size_t n = 0;
        for (auto it = kept.lower_bound(firstSecond); it != kept.end(); ++it, ++n) {
            if (n >= fine.size() || fine[n].t != it->first || fine[n].mean != it->second)
                return false;
        }
        if (n != fine.size())
            return false;
        const auto floorDiv = [](std::int64_t a) { return a / 60 - (a % 60 < 0); };
        const std::int64_t from = (floorDiv(latest) - MetricHistory::kMinutes + 1) * 60;
        const auto coarse = h.range(MetricHistory::TokensPerS, from, firstSecond, 60);
        std::vector<MetricHistory::Point> expected;
        for (std::int64_t m = from; m + 60 <= firstSecond; m += 60) {
            double sum = 0;
            float lo = 1e9f, hi = -1e9f;
            int count = 0;
            for (auto it = kept.lower_bound(m); it != kept.end() && it->first < m + 60; ++it) {
                sum += it->second;
                lo = std::min(lo, it->second);
                hi = std::max(hi, it->second);
                ++count;
            }
            if (count > 0)
                expected.push_back({m, float(sum / count), lo, hi});
        }
        if (coarse.size() != expected.size())
            return false;
        for (std::size_t i = 0; i < coarse.size(); ++i) {
            if (coarse[i].t != expected[i].t || std::abs(coarse[i].mean - expected[i].mean) > 1e-3f
                || coarse[i].min != expected[i].min || coarse[i].max != expected[i].max)
                return false;
        }
        return true;
    }

    void secondsThenMinutesWithMinMax()
    {
        History h;
        // Two hours; tokens/s goes 0..59 within each minute.
        for (std::int64_t t = 0; t < 7200; ++t)
            h.record(t, live(double(t % 60)));
        QCOMPARE(h.latest(), std::int64_t(7199));
        const auto fine = h.range(MetricHistory::TokensPerS, 7200 - 600, 7200, 1);
        QCOMPARE(fine.size(), std::size_t(600));
        QCOMPARE(fine.front().mean, float((7200 - 600) % 60));
        // Older than 10 minutes: one point per minute, with its mean, min and max.
        const auto coarse = h.range(MetricHistory::TokensPerS, 0, 3600, 60);
        QCOMPARE(coarse.size(), std::size_t(60));
        QCOMPARE(coarse.front().mean, 29.5f);
        QCOMPARE(coarse.front().min, 0.0f);
        QCOMPARE(coarse.front().max, 59.0f);
    }

    void gapsAndMissingSeriesAreLeftOut()
    {
        History h;
        for (std::int64_t t = 1000; t < 1100; ++t) {
            if (t < 1030 || t >= 1060)
                h.record(t, live(5, std::nullopt));
        }
        QCOMPARE(h.range(MetricHistory::TokensPerS, 1000, 1100, 10).size(), std::size_t(7));
        QVERIFY(h.range(MetricHistory::Loss, 1000, 1100, 10).empty());
        h.record(1050, live(99)); // older than the latest: ignored
        QCOMPARE(h.range(MetricHistory::TokensPerS, 1050, 1051, 1).size(), std::size_t(0));
    }

    void downtimeIsAGapAndAMissingSecondIsNot()
    {
        History h;
        // Two minutes of data, the instance down for half a minute between, and a second
        // missing further on (it comes later, backfilled).
        for (std::int64_t t = 1000; t < 1120; ++t) {
            if ((t < 1030 || t >= 1060) && t != 1090)
                h.record(t, live(5));
        }
        const auto fine = h.range(MetricHistory::TokensPerS, 1000, 1120, 1);
        QCOMPARE(fine.size(), std::size_t(120 - 30 - 1));
        std::vector<std::int64_t> gaps;
        for (const auto &p : fine) {
            if (p.gapBefore)
                gaps.push_back(p.t);
        }
        QCOMPARE(gaps, std::vector<std::int64_t>{1060});
        // In buckets of 10 s: the downtime still is a gap.
        const auto coarse = h.range(MetricHistory::TokensPerS, 1000, 1120, 10);
        QCOMPARE(coarse.size(), std::size_t(9));
        QCOMPARE(coarse.at(3).t, std::int64_t(1060));
        QVERIFY(coarse.at(3).gapBefore);
        QVERIFY(!coarse.at(4).gapBefore);
    }

    void minutesApartAreNoGapButMinutesOfDowntimeAre()
    {
        History h;
        // Two hours, down from 00:30 to 00:40, then read where only minutes are kept.
        for (std::int64_t t = 0; t < 7200; ++t) {
            if (t < 1800 || t >= 2400)
                h.record(t, live(1));
        }
        const auto minutes = h.range(MetricHistory::TokensPerS, 0, 7200, 5);
        std::vector<std::int64_t> gaps;
        for (const auto &p : minutes) {
            if (p.gapBefore)
                gaps.push_back(p.t);
        }
        // Neither the minute points 60 s apart, nor the seam with the seconds, are gaps.
        QCOMPARE(gaps, std::vector<std::int64_t>{2400});
    }

    void backfillFillsOnlyWhatIsMissing()
    {
        History h;
        h.record(5000, live(1));
        api::MetricSeries s;
        s.step = 1;
        for (std::int64_t t = 4990; t <= 5000; ++t)
            s.t.push_back({t});
        s.tokensPerS = std::vector<double>(s.t.size(), 7.0);
        h.backfill(s);
        const auto points = h.range(MetricHistory::TokensPerS, 4990, 5001, 1);
        QCOMPARE(points.size(), std::size_t(11));
        QCOMPARE(points.front().mean, 7.0f);
        QCOMPARE(points.back().mean, 1.0f); // what it had is kept
    }

    void aDayOfMinutesDoesNotWipeTheCurrentOne()
    {
        History h;
        const std::int64_t minute = 100 * 86400;
        for (std::int64_t t = minute; t < minute + 30; ++t)
            h.record(t, live(20));
        // The server's minutes from 24 h ago up to now: 1,441 of them, the oldest in the
        // same ring slot as the current minute.
        api::MetricSeries s;
        s.step = 60;
        for (std::int64_t m = minute - 86400; m <= minute; m += 60)
            s.t.push_back({m});
        s.tokensPerS = std::vector<double>(s.t.size(), 1.0);
        h.backfill(s);
        for (std::int64_t t = minute + 30; t < minute + 700; ++t)
            h.record(t, live(10));
        // That minute, now older than the per-second window: 30 s at 20, 30 s at 10.
        const auto m = h.range(MetricHistory::TokensPerS, minute, minute + 60, 60);
        QCOMPARE(m.size(), std::size_t(1));
        QCOMPARE(m.front().mean, 15.0f);
        QCOMPARE(m.front().max, 20.0f);
    }

    void agreesWithEverySampleKept()
    {
        // Minutes are aggregated late (each history at its own second of the next minute) and
        // a gap only empties seconds: against every sample kept, the last 10 minutes read as
        // they were recorded and every older minute of the day as its mean, min and max.
        std::mt19937 rng(7);
        for (int histories = 0; histories < 3; ++histories) {
            History h;
            std::map<std::int64_t, float> kept;
            std::int64_t t = 1'000'000 + histories * 17;
            for (int i = 0; i < 30'000; ++i) {
                const unsigned r = rng() % 100;
                t += r < 90 ? 1 : r < 98 ? 1 + rng() % 120 : 1 + rng() % 4000;
                const float v = float(rng() % 1000);
                h.record(t, live(v));
                kept[t] = v;
                if (i % 1009 == 0 || i == 29'999)
                    QVERIFY(matches(h.view(), kept, h.latest()));
            }
        }
    }

    void columnsKeepTheirOwnSeconds()
    {
        MetricFrames frames;
        const auto a = frames.addColumn();
        const auto b = frames.addColumn();
        for (std::int64_t t = 1000; t < 1300; ++t) {
            frames.record(a, t, live(1));
            if (t >= 1100 && t < 1150)
                frames.record(b, t, live(2));
        }
        QCOMPARE(frames.latest(a), std::int64_t(1299));
        QCOMPARE(frames.latest(b), std::int64_t(1149));
        QCOMPARE(frames.range(a, MetricFrames::TokensPerS, 1000, 1300, 1).size(), std::size_t(300));
        const auto seen = frames.range(b, MetricFrames::TokensPerS, 1000, 1300, 1);
        QCOMPARE(seen.size(), std::size_t(50));
        QCOMPARE(seen.front().t, std::int64_t(1100));
        QCOMPARE(seen.front().mean, 2.0f);
        // A late sample of b (after its own last, before the others') is kept.
        frames.record(b, 1200, live(3));
        QCOMPARE(frames.range(b, MetricFrames::TokensPerS, 1200, 1201, 1).size(), std::size_t(1));
        // A freed column comes back empty.
        frames.removeColumn(b);
        const auto c = frames.addColumn();
        QCOMPARE(c, b);
        QCOMPARE(frames.latest(c), std::int64_t(-1));
        QVERIFY(frames.range(c, MetricFrames::TokensPerS, 0, 2000, 1).empty());
        frames.record(c, 1300, live(4));
        QCOMPARE(frames.range(c, MetricFrames::TokensPerS, 0, 2000, 1).size(), std::size_t(1));
    }

    void manyColumnsAgreeWithEverySampleKept()
    {
        // Columns in several blocks (each aggregating its minutes at its own second), each
        // with its own gaps, more added as the frames grow: every one reads as recorded.
        std::mt19937 rng(11);
        MetricFrames frames;
        std::vector<MetricFrames::Column> columns;
        std::vector<std::map<std::int64_t, float>> kept;
        std::int64_t t = 2'000'000;
        for (int i = 0; i < 5000; ++i) {
            if (columns.size() < 300 && i % 20 == 0) {
                columns.push_back(frames.addColumn());
                frames.keepMinutes(columns.back(), true);
                kept.emplace_back();
            }
            t += rng() % 50 == 0 ? 1 + rng() % 300 : 1;
            for (std::size_t c = 0; c < columns.size(); ++c) {
                if (rng() % 10 == 0)
                    continue; // this column has no sample this second
                const float v = float(rng() % 1000);
                frames.record(columns[c], t, live(v));
                kept[c][t] = v;
            }
        }
        for (std::size_t c = 0; c < columns.size(); ++c)
            QVERIFY2(matches(MetricHistory(frames, columns[c]), kept[c], t),
                     qPrintable(QString::number(c)));
    }

    void aStreamDownLongerThanTheWindowIsBackfilledForEveryColumn()
    {
        // Two instances, the stream down for 20 minutes, then each one's seconds fetched in
        // turn: the first one's backfill moves the frames on, the second's older seconds go to
        // their minutes all the same.
        MetricFrames frames;
        const auto a = frames.addColumn();
        const auto b = frames.addColumn();
        frames.keepMinutes(a, true);
        frames.keepMinutes(b, true);
        std::map<std::int64_t, float> keptA, keptB;
        const std::int64_t start = 3'000'000;
        for (std::int64_t t = start; t < start + 120; ++t) {
            frames.record(a, t, live(1));
            frames.record(b, t, live(2));
            keptA[t] = 1;
            keptB[t] = 2;
        }
        const std::int64_t now = start + 120 + 1200;
        const auto series = [&](float v) {
            api::MetricSeries s;
            s.step = 1;
            for (std::int64_t t = start + 120; t <= now; ++t)
                s.t.push_back({t});
            s.tokensPerS = std::vector<double>(s.t.size(), double(v));
            return s;
        };
        frames.backfill(a, series(3));
        frames.backfill(b, series(4));
        for (std::int64_t t = start + 120; t <= now; ++t) {
            keptA[t] = 3;
            keptB[t] = 4;
        }
        QVERIFY(matches(MetricHistory(frames, a), keptA, now));
        QVERIFY(matches(MetricHistory(frames, b), keptB, now));
        // Fetched again, nothing is counted twice.
        frames.backfill(b, series(4));
        QVERIFY(matches(MetricHistory(frames, b), keptB, now));
    }

    void aMinuteWithoutSamplesTakesTheServersMean()
    {
        // A column that had no samples while the others went on: its empty minutes take what
        // the server says.
        MetricFrames frames;
        const auto a = frames.addColumn();
        const auto b = frames.addColumn();
        frames.keepMinutes(a, true);
        frames.keepMinutes(b, true);
        const std::int64_t start = 60 * 60'000;
        for (std::int64_t t = start; t < start + 1200; ++t)
            frames.record(a, t, live(1));
        api::MetricSeries s;
        s.step = 60;
        s.t = {{start}, {start + 60}};
        s.tokensPerS = std::vector<double>{5, 6};
        frames.backfill(b, s);
        const auto minutes = frames.range(b, MetricFrames::TokensPerS, start, start + 120, 60);
        QCOMPARE(minutes.size(), std::size_t(2));
        QCOMPARE(minutes.back().mean, 6.0f);
        // A minute with samples keeps them.
        s.tokensPerS = std::vector<double>{9, 9};
        frames.backfill(a, s);
        QCOMPARE(frames.range(a, MetricFrames::TokensPerS, start, start + 60, 60).front().mean,
                 1.0f);
    }

    void aColumnNobodyWatchesKeepsItsSecondsOnly()
    {
        // Ten minutes of seconds for every instance; a day of minutes only for those watched.
        MetricFrames frames;
        const auto a = frames.addColumn();
        QVERIFY(!frames.keepsMinutes(a));
        const std::int64_t start = 60 * 50'000;
        for (std::int64_t t = start; t < start + 3600; ++t)
            frames.record(a, t, live(double(t % 60)));
        const std::int64_t end = start + 3600;
        QCOMPARE(frames.range(a, MetricFrames::TokensPerS, start, end, 60).size(),
                 std::size_t(10)); // the seconds window's minutes, nothing before
        api::MetricSeries older;
        older.step = 60;
        older.t = {{start}};
        older.tokensPerS = std::vector<double>{7};
        frames.backfill(a, older); // not kept: nobody watches
        QVERIFY(frames.range(a, MetricFrames::TokensPerS, start, start + 60, 60).empty());

        // Watched: the whole minutes the frames hold are minutes at once, and older ones come
        // from the server.
        frames.keepMinutes(a, true);
        QVERIFY(frames.keepsMinutes(a));
        frames.backfill(a, older);
        QCOMPARE(frames.range(a, MetricFrames::TokensPerS, start, start + 60, 60).front().mean,
                 7.0f);
        for (std::int64_t t = end; t < end + 600; ++t)
            frames.record(a, t, live(double(t % 60)));
        // The ten minutes that were in the frames when it was watched have left them now.
        const auto minutes = frames.range(a, MetricFrames::TokensPerS, end - 600, end, 60);
        QCOMPARE(minutes.size(), std::size_t(10));
        for (const auto &m : minutes) {
            QCOMPARE(m.mean, 29.5f);
            QCOMPARE(m.min, 0.0f);
            QCOMPARE(m.max, 59.0f);
        }

        // Unwatched: the minutes go, the seconds stay.
        frames.keepMinutes(a, false);
        QVERIFY(frames.range(a, MetricFrames::TokensPerS, end - 600, end, 60).empty());
        QCOMPARE(frames.range(a, MetricFrames::TokensPerS, end, end + 600, 1).size(),
                 std::size_t(600));
        // A column freed and made again does not keep minutes it was watched for before.
        frames.keepMinutes(a, true);
        frames.removeColumn(a);
        QVERIFY(!frames.keepsMinutes(frames.addColumn()));
    }

    void aDayIsKeptInUnder100KB()
    {
        // (Its size is checked where it is declared: a static_assert in metrichistory.h.)
        History h;
        const std::int64_t day = 86400;
        for (std::int64_t t = 0; t < day + 3600; t += 7)
            h.record(t, live(1));
        // The first hour has fallen out of the day.
        const auto points = h.range(MetricHistory::TokensPerS, 0, day + 3600, 3600);
        QCOMPARE(points.front().t, std::int64_t(3600));
    }
};

QTEST_GUILESS_MAIN(MetricHistoryTest)
#include "tst_metrichistory.moc"
