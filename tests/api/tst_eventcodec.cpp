// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "codectestkit.h"

using namespace polychip::api;
using namespace polychip::test;

/** Codecs of the event and simulator-control types. */
class EventCodecTest final : public QObject
{
    Q_OBJECT

    using Group = CodecGroup<Tombstone,
                             MetricSample,
                             MetricsBatch,
                             BillingTick,
                             Alert,
                             Clock,
                             ClockUpdate,
                             ClockAdvance,
                             Faults,
                             Scenario,
                             Objective,
                             Lesson,
                             Page<Scenario>,
                             Page<Lesson>>;

private Q_SLOTS:
    void roundTrip_data() { Group::roundTripData(); }
    void roundTrip() { Group::roundTrip(); }
    void malformed_data() { Group::malformedData(); }
    void malformed() { Group::malformed(); }
    void tolerated_data() { Group::toleratedData(); }
    void tolerated() { Group::tolerated(); }

    void clockSpeedIsBounded_data()
    {
        QTest::addColumn<double>("speed");
        QTest::addColumn<bool>("ok");
        QTest::newRow("real time") << 1.0 << true;
        QTest::newRow("an hour a second") << 3600.0 << true;
        QTest::newRow("slower than real time") << 0.5 << false;
        QTest::newRow("too fast") << 3601.0 << false;
    }

    void clockSpeedIsBounded()
    {
        QFETCH(double, speed);
        QFETCH(bool, ok);
        ClockUpdate u;
        u.speed = speed;
        QCOMPARE(decode<ClockUpdate>(encode(u), {.rejectUnknownFields = true}).ok(), ok);
    }

    void metricsBatchDecodes()
    {
        const auto batch = decode<MetricsBatch>(R"({"t": "2026-12-02T08:00:01Z", "samples": [
            {"instance_id": "ins_1", "live": {"tokens_per_s": 137000.5, "utilization_pct": 93,
             "loss": 2.91, "step": 1200, "memory_used_gib": 61.5, "power_w": 3120}}]})");
        QVERIFY(batch.ok());
        QCOMPARE(batch->t.unixSeconds, std::int64_t(1796198401));
        QCOMPARE(batch->samples.at(0).live.tokensPerS, 137000.5);
        QCOMPARE(batch->samples.at(0).live.loss.value(), 2.91);
    }
};

QTEST_GUILESS_MAIN(EventCodecTest)
#include "tst_eventcodec.moc"
