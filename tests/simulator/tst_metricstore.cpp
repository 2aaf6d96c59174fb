// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/codec.h"
#include "metricstore.h"

#include <QTest>

using namespace polychip;
using sim::MetricStore;

namespace {

api::LiveMetrics sample(double tokens, std::optional<double> loss = 2.0)
{
    api::LiveMetrics m;
    m.tokensPerS = tokens;
    m.utilizationPct = 50;
    m.loss = loss;
    m.powerW = 300;
    m.memoryUsedGib = 10;
    return m;
}

MetricStore::Fields all()
{
    MetricStore::Fields f{};
    f.fill(true);
    return f;
}

} // namespace

/** The tiered, frame-major metrics history of the simulator. */
class MetricStoreTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framesRestoreTheSameHistory()
    {
        // What frames() saved, restore() brings back: the same series, and recording
        // goes on as if nothing had happened (the minute in progress included).
        MetricStore original;
        std::vector<MetricStore::Frame> saved;
        std::int64_t savedUpTo = -1;
        std::vector<std::size_t> slots;
        const auto runTo = [&](MetricStore &store, std::int64_t from, std::int64_t to) {
            for (std::int64_t t = from; t < to; ++t) {
                store.beginSecond(t);
                if (t == 100 || t == 2000)
                    slots.push_back(store.acquire());
                for (std::size_t i = 0; i < slots.size(); ++i) {
                    if (i == 0 || t % 7 != 0) // the second series misses some seconds
                        store.record(slots[i], sample(double(t % 500 + 10 * i),
                                                      i == 1 ? std::nullopt : std::optional(2.0)));
                }
            }
        };
        // Saved in pieces, as commits do, then once more after the last second.
        for (std::int64_t t = 0; t < 3030; t += 250) {
            runTo(original, t, std::min<std::int64_t>(t + 250, 3030));
            for (auto &f : original.frames(savedUpTo))
                saved.push_back(std::move(f));
            savedUpTo = original.now();
        }
        QCOMPARE(savedUpTo, std::int64_t(3029));
        MetricStore restored;
        restored.restore(3029, original.owners(), saved);
        QCOMPARE(restored.owners(), original.owners());
        for (const auto slot : slots) {
            for (const std::int64_t step : {1, 60, 600}) {
                const auto a = original.series(slot, {0}, {3030}, step, all());
                const auto b = restored.series(slot, {0}, {3030}, step, all());
                QCOMPARE(api::encode(b), api::encode(a));
                QVERIFY(!a.t.empty());
            }
        }
        runTo(original, 3030, 3700);
        runTo(restored, 3030, 3700);
        for (const auto slot : slots)
            QCOMPARE(api::encode(restored.series(slot, {0}, {3700}, 60, all())),
                     api::encode(original.series(slot, {0}, {3700}, 60, all())));
    }

    void secondsThenMinuteMeans()
    {
        MetricStore store;
        store.beginSecond(0);
        const auto slot = store.acquire();
        // Two hours: tokens/s equal to the minute number, so every minute mean is exact.
        for (std::int64_t t = 0; t < 7200; ++t) {
            store.beginSecond(t);
            store.record(slot, sample(double(t / 60)));
        }
        const auto fine = store.series(slot, {7200 - 900}, {7200}, 1, all());
        QCOMPARE(fine.t.size(), std::size_t(900));
        QCOMPARE(fine.tokensPerS->front(), double((7200 - 900) / 60));
        // Older than 15 minutes: minute means only, one per minute.
        const auto coarse = store.series(slot, {0}, {3600}, 60, all());
        QCOMPARE(coarse.t.size(), std::size_t(60));
        for (std::size_t i = 0; i < 60; ++i)
            QCOMPARE(coarse.tokensPerS->at(i), double(i));
        // A bucket wider than a minute averages the minutes in it.
        const auto hours = store.series(slot, {0}, {7200}, 3600, all());
        QCOMPARE(hours.t.size(), std::size_t(2));
        QCOMPARE(hours.tokensPerS->at(0), 29.5);
    }

    void gapsAndMissingFieldsAreLeftOut()
    {
        MetricStore store;
        store.beginSecond(100);
        const auto slot = store.acquire();
        for (std::int64_t t = 100; t < 400; ++t) {
            store.beginSecond(t);
            if (t < 200 || t >= 300) // stopped for 100 s in the middle
                store.record(slot, sample(10, std::nullopt));
        }
        const auto s = store.series(slot, {100}, {400}, 10, all());
        QCOMPARE(s.t.size(), std::size_t(20));
        QVERIFY(!s.loss.has_value()); // never produced
        MetricStore::Fields only{};
        only[MetricStore::PowerW] = true;
        const auto power = store.series(slot, {100}, {400}, 10, only);
        QVERIFY(power.powerW.has_value() && !power.tokensPerS.has_value());
    }

    void aReusedSlotStartsEmpty()
    {
        MetricStore store;
        store.beginSecond(0);
        const auto first = store.acquire();
        for (std::int64_t t = 0; t < 300; ++t) {
            store.beginSecond(t);
            store.record(first, sample(1));
        }
        store.release(first);
        store.beginSecond(300);
        const auto second = store.acquire();
        QCOMPARE(second, first);
        QVERIFY(store.series(second, {0}, {301}, 1, all()).t.empty());
        store.record(second, sample(7));
        const auto s = store.series(second, {0}, {301}, 1, all());
        QCOMPARE(s.t.size(), std::size_t(1));
        QCOMPARE(s.tokensPerS->front(), 7.0);
    }

    void manySlotsSpanBlocks()
    {
        MetricStore store;
        store.beginSecond(0);
        std::vector<std::size_t> slots;
        for (int i = 0; i < 600; ++i)
            slots.push_back(store.acquire());
        for (std::int64_t t = 0; t < 130; ++t) {
            store.beginSecond(t);
            for (std::size_t i = 0; i < slots.size(); ++i)
                store.record(slots[i], sample(double(i)));
        }
        for (std::size_t i :
             {std::size_t(0), std::size_t(255), std::size_t(256), std::size_t(599)}) {
            const auto s = store.series(slots[i], {0}, {130}, 130, all());
            QCOMPARE(s.t.size(), std::size_t(1));
            QCOMPARE(s.tokensPerS->front(), double(i));
        }
    }

    void aDayLaterOnlyTheDayIsKept()
    {
        MetricStore store;
        store.beginSecond(0);
        const auto slot = store.acquire();
        const std::int64_t end = 26 * 3600;
        for (std::int64_t t = 0; t < end; ++t) {
            store.beginSecond(t);
            store.record(slot, sample(1));
        }
        const auto s = store.series(slot, {0}, {end}, 3600, all());
        // Minutes older than 24 h are gone: the first two hours have no data.
        QCOMPARE(s.t.front().unixSeconds, std::int64_t(2 * 3600));
    }
};

QTEST_GUILESS_MAIN(MetricStoreTest)
#include "tst_metricstore.moc"
