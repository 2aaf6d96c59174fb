// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simclock.h"

#include <QTest>

using namespace polychip;
using namespace std::chrono_literals;

/** The simulator's virtual clock. */
class SimClockTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realTime()
    {
        sim::SimClock clock({1000});
        QCOMPARE(clock.onWallElapsed(1s), std::int64_t(1));
        QCOMPARE(clock.onWallElapsed(2500ms), std::int64_t(2));
        QCOMPARE(clock.now().unixSeconds, std::int64_t(1003));
        // The half second left over is not lost.
        QCOMPARE(clock.onWallElapsed(500ms), std::int64_t(1));
        QCOMPARE(clock.now().unixSeconds, std::int64_t(1004));
    }

    void speeds_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("wallMs");
        QTest::addColumn<qint64>("due");
        QTest::newRow("1x") << 1.0 << 1000 << qint64(1);
        QTest::newRow("60x") << 60.0 << 1000 << qint64(60);
        QTest::newRow("3600x") << 3600.0 << 1000 << qint64(3600);
        QTest::newRow("3600x, 10 ms") << 3600.0 << 10 << qint64(36);
        QTest::newRow("2.5x, 1 s") << 2.5 << 1000 << qint64(2);
    }

    void speeds()
    {
        QFETCH(double, speed);
        QFETCH(int, wallMs);
        QFETCH(qint64, due);
        sim::SimClock clock({0});
        QVERIFY(clock.setSpeed(speed));
        QCOMPARE(clock.onWallElapsed(std::chrono::milliseconds(wallMs)), due);
        QCOMPARE(clock.now().unixSeconds, due);
    }

    void manySmallStepsAddUp()
    {
        sim::SimClock clock({0});
        QVERIFY(clock.setSpeed(7));
        std::int64_t total = 0;
        for (int i = 0; i < 1000; ++i)
            total += clock.onWallElapsed(1ms);
        QCOMPARE(total, std::int64_t(7));
        QCOMPARE(clock.now().unixSeconds, std::int64_t(7));
    }

    void refusesBadSpeeds_data()
    {
        QTest::addColumn<double>("speed");
        QTest::newRow("zero") << 0.0;
        QTest::newRow("below 1") << 0.99;
        QTest::newRow("above 3600") << 3600.5;
        QTest::newRow("negative") << -5.0;
        QTest::newRow("nan") << std::nan("");
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity();
    }

    void refusesBadSpeeds()
    {
        QFETCH(double, speed);
        sim::SimClock clock({0});
        QVERIFY(clock.setSpeed(12));
        QVERIFY(!clock.setSpeed(speed));
        QCOMPARE(clock.speed(), 12.0);
    }

    void pauseStopsTimeButNotAdvance()
    {
        sim::SimClock clock({0});
        clock.setPaused(true);
        QCOMPARE(clock.onWallElapsed(10s), std::int64_t(0));
        QCOMPARE(clock.advance(3600), std::int64_t(3600));
        QCOMPARE(clock.now().unixSeconds, std::int64_t(3600));
        clock.setPaused(false);
        QCOMPARE(clock.onWallElapsed(1s), std::int64_t(1));
    }

    void advanceEqualsRunning()
    {
        // An hour at 1x in irregular wall steps and one advance of 3,600 s reach the same time
        // and evaluate the same number of simulated seconds.
        sim::SimClock running({500});
        std::int64_t evaluated = 0;
        const std::chrono::milliseconds steps[] = {333ms, 1000ms, 667ms, 2000ms};
        for (std::size_t i = 0; evaluated < 3600; ++i)
            evaluated += running.onWallElapsed(steps[i % 4]);
        sim::SimClock jumped({500});
        QCOMPARE(jumped.advance(3600), std::int64_t(3600));
        QCOMPARE(evaluated, std::int64_t(3600));
        QCOMPARE(running.now(), jumped.now());
        QCOMPARE(jumped.advance(-5), std::int64_t(0));
    }
};

QTEST_GUILESS_MAIN(SimClockTest)
#include "tst_simclock.moc"
