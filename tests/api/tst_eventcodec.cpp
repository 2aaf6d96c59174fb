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
                             InstanceCost,
                             BillingTick,
                             Alert,
                             CatalogChange,
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

    void faultsAcceptAnySubset()
    {
        // PUT /v1/sim/faults replaces the whole set; a fault left out is off. Both the
        // server's strict decoder and the clients' fast one agree.
        for (const bool strict : {true, false}) {
            const auto none = decode<Faults>("{}", {.rejectUnknownFields = strict});
            QVERIFY(none.ok());
            QCOMPARE(none->latencyMs, std::int64_t(0));
            QCOMPARE(none->errorRate, 0.0);
            QCOMPARE(none->preemptRate, 0.0);
            const auto some
                = decode<Faults>(R"({"error_rate": 0.25})", {.rejectUnknownFields = strict});
            QVERIFY(some.ok());
            QCOMPARE(some->errorRate, 0.25);
            QCOMPARE(some->latencyMs, std::int64_t(0));
            // Present fields are still checked.
            QVERIFY(!decode<Faults>(R"({"latency_ms": null})", {.rejectUnknownFields = strict}));
            QVERIFY(!decode<Faults>(R"({"preempt_rate": 2})", {.rejectUnknownFields = strict}));
        }
    }

    void billingTickCarriesEveryInstanceCost()
    {
        const auto tick = decode<BillingTick>(R"({"t": "2026-12-02T08:00:01Z",
            "account": {"currency": "CNY", "balance_micros": 1, "credit_micros": 0,
                        "month_to_date_micros": 0, "burn_rate_per_hour_micros": 0,
                        "forecast_month_end_micros": 0, "forecast_low_micros": 0, "forecast_high_micros": 0, "as_of": "2026-12-02T08:00:01Z"},
            "instances": [{"instance_id": "ins_1", "cost_micros": 7420000, "billed_seconds": 1200}]})");
        QVERIFY2(tick.ok(), tick ? "" : tick.error().message.c_str());
        QCOMPARE(tick->instances.size(), std::size_t(1));
        QCOMPARE(tick->instances.at(0).costMicros, std::int64_t(7'420'000));
        QVERIFY(!decode<BillingTick>(R"({"t": "2026-12-02T08:00:01Z", "account": {},
            "instances": [{"instance_id": "ins_1", "cost_micros": -1, "billed_seconds": 0}]})"));
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
