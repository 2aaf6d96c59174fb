// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim's protective edges over HTTP (rate limits) and the faults it injects for clients
// to be tested against, against a real simulator on loopback.
#include "simtestclient.h"

#include <QElapsedTimer>

using namespace polychip;
using test::decodeOk;
using test::headerValue;
using test::HttpAnswer;
using test::Key;
using test::SimProcess;

class SimLimitsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rateLimitAnswers429WithRetryAfter()
    {
        SimProcess sim({QStringLiteral("--rate-limit"), QStringLiteral("5")});
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const Key other = sim.key("org-a", "manager");
        int ok = 0, limited = 0;
        HttpAnswer refused;
        // A burst of 10 passes, then about 5 a second: 40 quick requests must hit the limit.
        for (int i = 0; i < 40; ++i) {
            const auto a = sim.request(dev, "GET", "/v1/me?n=" + std::to_string(i));
            if (a.status == 200)
                ++ok;
            else if (a.status == 429) {
                ++limited;
                refused = a;
            }
        }
        QVERIFY2(ok >= 10, qPrintable(QString::number(ok)));
        QVERIFY(limited > 0);
        QCOMPARE(refused.errorCode(), std::string("RATE_LIMITED"));
        QVERIFY(std::stoi(headerValue(refused.headers, "Retry-After")) >= 1);
        // The limit is per key: another key is served meanwhile; health is never limited.
        QCOMPARE(sim.request(other, "GET", "/v1/me").status, 200L);
        QCOMPARE(sim.raw("GET", "/v1/health", "", {}).status, 200L);
        // After waiting as told, the key is served again.
        QThread::sleep(std::stoul(headerValue(refused.headers, "Retry-After")));
        QCOMPARE(sim.request(dev, "GET", "/v1/me?after=wait").status, 200L);
    }

    void injectedLatencyAndErrors()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");
        const auto setFaults = [&](std::int64_t latencyMs, double errorRate) {
            api::Faults f;
            f.latencyMs = latencyMs;
            f.errorRate = errorRate;
            return sim.request(admin, "PUT", "/v1/sim/faults", api::encode(f));
        };
        QCOMPARE(setFaults(400, 0).status, 200L);
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(sim.request(admin, "GET", "/v1/me").status, 200L);
        QVERIFY2(timer.elapsed() >= 400, qPrintable(QString::number(timer.elapsed())));

        // Every request fails with 503 and Retry-After, except health and the simulator's own
        // controls (or nobody could turn the faults off again).
        QCOMPARE(setFaults(0, 1).status, 200L);
        const auto failed = sim.request(admin, "GET", "/v1/me?fault=1");
        QCOMPARE(failed.status, 503L);
        QCOMPARE(failed.errorCode(), std::string("UNAVAILABLE"));
        QCOMPARE(headerValue(failed.headers, "Retry-After"), std::string("1"));
        QCOMPARE(sim.raw("GET", "/v1/health", "", {}).status, 200L);

        // A failed mutation may have taken effect (the answer was lost): a client that retries
        // with the same Idempotency-Key ends with exactly one instance per launch.
        constexpr int kLaunches = 20;
        const auto launch = [&](int i) {
            return sim.request(admin, "POST", "/v1/instances",
                               "{\"name\": \"faulty-" + std::to_string(i)
                                   + "\", \"model_id\": \"gpt2-1.3b\", "
                                     "\"accelerator\": \"nvidia-rtx4090\", \"count\": 1}",
                               0, "application/json",
                               {"Idempotency-Key: faulty-" + std::to_string(i)});
        };
        for (int i = 0; i < kLaunches; ++i)
            QCOMPARE(launch(i).status, 503L);
        QCOMPARE(setFaults(0, 0).status, 200L);
        const auto list = [&](const std::string &tag) {
            return decodeOk<api::Page<api::Instance>>(
                       sim.request(admin, "GET", "/v1/instances?page_size=100&t=" + tag))
                .items.size();
        };
        const std::size_t tookEffect = list("after-faults");
        QVERIFY2(tookEffect > 0 && tookEffect < kLaunches, qPrintable(QString::number(tookEffect)));
        for (int i = 0; i < kLaunches; ++i)
            QCOMPARE(launch(i).status, 202L);
        QCOMPARE(list("after-retries"), std::size_t(kLaunches));
    }
};

QTEST_GUILESS_MAIN(SimLimitsTest)
#include "tst_simlimits.moc"
