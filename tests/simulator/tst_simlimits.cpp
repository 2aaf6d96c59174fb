// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim's protective edges over HTTP (rate limits), against a real simulator on loopback.
#include "simtestclient.h"

using namespace polychip;
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
};

QTEST_GUILESS_MAIN(SimLimitsTest)
#include "tst_simlimits.moc"
