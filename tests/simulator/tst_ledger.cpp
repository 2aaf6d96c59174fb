// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingreport.h"
#include "insights.h"
#include "ledger.h"

#include <QTest>

using namespace polychip;

namespace {

sim::ChargeTarget target(const std::string &key, api::Backend backend, const std::string &user)
{
    sim::ChargeTarget t;
    t.key = key;
    t.instanceId = key;
    t.backend = backend;
    t.accelerator = backend == api::Backend::Gpu ? "nvidia-a100-80g" : "google-tpu-v5e";
    t.userId = user;
    t.labels = {{"project", user == "u1" ? "llama" : "vlm"}};
    t.cuPerHour = 100;
    return t;
}

/// Funds that outlast every month these tests forecast: ¥1,000,000.
constexpr std::int64_t kAmpleFunds = 1'000'000'000'000;

} // namespace

/** The ledger: per-second charges with integer arithmetic, and usage series derived from it. */
class LedgerTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accruesWithoutDrift_data()
    {
        QTest::addColumn<qint64>("rate");
        QTest::newRow("¥2.30/h (promo 8xA100)") << qint64(2'300'000);
        QTest::newRow("¥0.10/h (CPU)") << qint64(100'000);
        QTest::newRow("¥1/h") << qint64(1'000'000);
        QTest::newRow("7 micro/h, less than 1 per second") << qint64(7);
        QTest::newRow("¥56/h") << qint64(56'000'000);
    }

    void accruesWithoutDrift()
    {
        // One simulated week, second by second: the sum of the per-second charges equals the
        // hourly rate times the hours exactly, to the micro-unit.
        QFETCH(qint64, rate);
        sim::Ledger ledger;
        const auto t = target("ins_1", api::Backend::Gpu, "u1");
        std::int64_t charged = 0;
        const std::int64_t week = 7 * 86400;
        for (std::int64_t s = 0; s < week; ++s)
            charged += ledger.charge(t, rate, {1796169600 + s}); // starts on an hour boundary
        QCOMPARE(charged, rate * 7 * 24);
        QCOMPARE(ledger.totalMicros(), charged);
        // Split at every hour boundary.
        QCOMPARE(ledger.items().size(), std::size_t(7 * 24));
        for (const auto &item : ledger.items()) {
            QCOMPARE(item.seconds, std::int64_t(3600));
            QCOMPARE(item.costMicros, rate);
        }
    }

    void splitsOnRateAndGaps()
    {
        sim::Ledger ledger;
        const auto t = target("ins_1", api::Backend::Gpu, "u1");
        const std::int64_t start = 1796169600;
        for (int s = 0; s < 100; ++s)
            ledger.charge(t, 3600, {start + s});
        for (int s = 100; s < 200; ++s) // another rate: a new item
            ledger.charge(t, 7200, {start + s});
        for (int s = 300; s < 310; ++s) // a gap (the instance slept): a new item
            ledger.charge(t, 7200, {start + s});
        QCOMPARE(ledger.items().size(), std::size_t(3));
        QCOMPARE(ledger.items()[0].costMicros, std::int64_t(100));
        QCOMPARE(ledger.items()[1].costMicros, std::int64_t(200));
        QCOMPARE(ledger.items()[2].from.unixSeconds, start + 300);
        QCOMPARE(ledger.totalMicros(), std::int64_t(320));
    }

    void usageSumsToTheLedger_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("groupBy");
        for (const auto step :
             {api::UsageStep::Minute, api::UsageStep::Hour, api::UsageStep::Day}) {
            for (const char *g :
                 {"backend", "accelerator", "instance", "user", "label.project", "label.missing"}) {
                QTest::addRow("%s by %s", api::wireName(step).data(), g)
                    << int(step) << QString::fromLatin1(g);
            }
        }
    }

    void usageSumsToTheLedger()
    {
        QFETCH(int, step);
        QFETCH(QString, groupBy);
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const auto b = target("ins_b", api::Backend::Tpu, "u2");
        const std::int64_t start = 1796169600 + 1234; // not aligned to anything
        for (std::int64_t s = 0; s < 3 * 3600 + 77; ++s) {
            ledger.charge(a, 2'300'001, {start + s});
            if (s % 5 != 0) // b bills with gaps
                ledger.charge(b, 777'777, {start + s});
        }
        const auto report = sim::usageReport(ledger, {start}, {start + 4 * 3600},
                                             api::UsageStep(step), groupBy.toStdString(), "CNY");
        std::int64_t sum = 0;
        for (const auto &g : report.groups) {
            QCOMPARE(g.costMicros.size(), report.t.size());
            std::int64_t groupSum = 0;
            for (auto c : g.costMicros)
                groupSum += c;
            QCOMPARE(groupSum, g.totalCostMicros);
            sum += groupSum;
        }
        QCOMPARE(sum, ledger.totalMicros());
        QCOMPARE(report.totalCostMicros, ledger.totalMicros());
        QVERIFY(report.t.front().unixSeconds <= start);
    }

    void usageOfASubRange()
    {
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const std::int64_t start = 1796169600;
        for (std::int64_t s = 0; s < 7200; ++s)
            ledger.charge(a, 3'600'000, {start + s}); // 1000 micro-units per second
        const auto report = sim::usageReport(ledger, {start + 600}, {start + 1200},
                                             api::UsageStep::Minute, "instance", "CNY");
        QCOMPARE(report.totalCostMicros, std::int64_t(600'000));
        QCOMPARE(report.t.size(), std::size_t(10));
        QCOMPARE(report.groups.at(0).costMicros.at(0), std::int64_t(60'000));
        QCOMPARE(report.groups.at(0).cu.at(0), 100.0 * 60 / 3600);
    }
    void forecastRespectsAScheduledStop()
    {
        // ¥3.6/h running, 10 days before the month ends: without a schedule the forecast adds
        // ten days of it; with a stop in two hours it adds two hours, and storage in full.
        const sim::Ledger ledger;
        const std::int64_t now = 1798761600 - 10 * 86400; // 2027-01-01 minus ten days
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{"CNY", kAmpleFunds, 0, 0, {}, {}};
        basis.commitments = {{Kind::Compute, 3'600'000, std::nullopt, 1, {}},
                             {Kind::Storage, 36'000, std::nullopt, 1, {}}};
        const auto open = sim::accountFigures(ledger, basis, {now});
        QCOMPARE(open.forecastMonthEndMicros, 3'600'000 * 240 + 36'000 * 240);
        basis.commitments[0].endsAt = now + 7200;
        const auto scheduled = sim::accountFigures(ledger, basis, {now});
        QCOMPARE(scheduled.forecastMonthEndMicros, 3'600'000 * 2 + 36'000 * 240);
        // The storage is certain: the interval never goes below it.
        QVERIFY(scheduled.forecastLowMicros >= 36'000 * 240);
        QVERIFY(scheduled.forecastLowMicros <= scheduled.forecastMonthEndMicros);
        QVERIFY(scheduled.forecastHighMicros >= scheduled.forecastMonthEndMicros);
    }

    void forecastCountsTheBilledShare()
    {
        // An instance that billed half of its time (it slept the other half) is expected to
        // bill half of the time left.
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const std::int64_t month = 1796083200; // 2026-12-01
        for (std::int64_t s = 0; s < 4 * 3600; ++s)
            if (s % 7200 < 3600)
                ledger.charge(a, 3'600'000, {month + s});
        auto disk = a;
        disk.key = "ins_a/disk";
        disk.resource = api::LedgerResource::Storage;
        for (std::int64_t s = 0; s < 4 * 3600; ++s)
            ledger.charge(disk, 36'000, {month + s});
        const std::int64_t now = month + 4 * 3600;
        const auto shares = sim::billedShares(ledger, month, now);
        QCOMPARE(shares.at("ins_a"), 0.5);
    }

    void forecastIsUncertainForANewAccount()
    {
        // An account that began spending this morning, on the 20th: the days before it are
        // not days of no spend, so the interval is not empty.
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const std::int64_t month = 1796083200; // 2026-12-01
        const std::int64_t started = month + 19 * 86400;
        for (std::int64_t s = 0; s < 12 * 3600; ++s)
            ledger.charge(a, 3'600'000, {started + s});
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{
            "CNY", kAmpleFunds, 0, 0, {{Kind::Compute, 3'600'000, std::nullopt, 1, {}}}, {}};
        const auto account = sim::accountFigures(ledger, basis, {started + 12 * 3600});
        QVERIFY(account.forecastLowMicros < account.forecastMonthEndMicros);
        // Running all the time already, it cannot bill more than the forecast says.
        QCOMPARE(account.forecastHighMicros, account.forecastMonthEndMicros);
        QCOMPARE(account.forecastCeilingMicros, std::optional(account.forecastMonthEndMicros));
    }

    void forecastIntervalNarrowsAsTheMonthGoesOn()
    {
        // The same uneven daily spend, seen on the 10th and on the 25th: the interval is
        // narrower later, and next to nothing in its last minute.
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const std::int64_t month = 1796083200; // 2026-12-01
        const std::int64_t monthEnd = 1798761600;
        for (std::int64_t day = 0; day < 31; ++day) {
            const std::int64_t hours = day % 2 ? 2 : 6; // uneven days
            for (std::int64_t s = 0; s < hours * 3600; s += 60)
                ledger.charge(a, 60'000'000, {month + day * 86400 + s});
        }
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{
            "CNY", kAmpleFunds, 0, 0, {{Kind::Compute, 1'000'000, std::nullopt, 1, {}}}, {}};
        const auto width = [&](std::int64_t now) {
            const auto a = sim::accountFigures(ledger, basis, {now});
            return a.forecastHighMicros - a.forecastLowMicros;
        };
        const auto early = width(month + 9 * 86400);
        const auto late = width(month + 24 * 86400);
        QVERIFY2(early > late, qPrintable(QStringLiteral("%1 <= %2").arg(early).arg(late)));
        QVERIFY(late > 0);
        QVERIFY(width(monthEnd - 60) < late / 10);
    }

    void forecastStaysWithinWhatTheMonthCanStillDo()
    {
        // Days that varied a lot (a big job some days, nothing on others) and a small instance
        // running now at half its time: the interval's top is what that instance can bill if
        // it runs all the time until the month end, not the spread of past days.
        sim::Ledger ledger;
        const auto a = target("ins_a", api::Backend::Gpu, "u1");
        const std::int64_t month = 1796083200; // 2026-12-01
        for (std::int64_t day = 0; day < 10; ++day) {
            const std::int64_t hours = day % 2 ? 0 : 8;
            for (std::int64_t s = 0; s < hours * 3600; s += 60)
                ledger.charge(a, 6'000'000'000, {month + day * 86400 + s});
        }
        const std::int64_t now = month + 10 * 86400;
        const std::int64_t left = 1798761600 - now;
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{
            "CNY", kAmpleFunds, 0, 0, {{Kind::Compute, 1'000'000, std::nullopt, 0.5, {}}}, {}};
        const auto account = sim::accountFigures(ledger, basis, {now});
        const std::int64_t floor = account.monthToDateMicros;
        QCOMPARE(account.forecastMonthEndMicros, floor + left * 1'000'000 / 3600 / 2);
        QCOMPARE(account.forecastCeilingMicros, std::optional(floor + left * 1'000'000 / 3600));
        QCOMPARE(account.forecastHighMicros, *account.forecastCeilingMicros);
        QCOMPARE(account.forecastLowMicros, floor);
        QVERIFY(account.dailySpreadMicros.value_or(0) > 0);
    }

    void aStoppingBudgetEndsTheForecastAtItsRoom()
    {
        // ¥3.6/h for ten more days would be ¥864; the budget that stops it has ¥10 left.
        const sim::Ledger ledger;
        const std::int64_t now = 1798761600 - 10 * 86400;
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{"CNY", kAmpleFunds, 0, 0, {}, {10'000'000}};
        basis.commitments = {{Kind::Compute, 3'600'000, std::nullopt, 1, 0},
                             {Kind::Compute, 3'600'000, now + 3600, 1, {}},
                             {Kind::Storage, 36'000, std::nullopt, 1, {}}};
        const auto account = sim::accountFigures(ledger, basis, {now});
        const std::int64_t expected = 10'000'000 + 3'600'000 + 36'000 * 240;
        QCOMPARE(account.forecastMonthEndMicros, expected);
        QCOMPARE(account.forecastCeilingMicros, std::optional(expected));
        QVERIFY(account.forecastHighMicros <= expected);
        QVERIFY(!account.dailySpreadMicros);
    }

    void forecastCountsNoMoreComputeThanTheFundsLeft()
    {
        // ¥3.6/h for ten more days would be ¥864, and a stopping budget has ¥500 of room; the
        // account has ¥40 of balance and ¥10 of credit left, after which the platform stops
        // all compute. Storage draws on the funds too until then, so compute gets its share
        // of them; storage goes on billing, so it is still counted in full.
        const sim::Ledger ledger;
        const std::int64_t now = 1798761600 - 10 * 86400;
        using Kind = sim::Commitment::Kind;
        sim::AccountBasis basis{"CNY", 40'000'000, 10'000'000, 0, {}, {500'000'000}};
        basis.commitments = {{Kind::Compute, 3'600'000, std::nullopt, 0.5, {}},
                             {Kind::Compute, 3'600'000, std::nullopt, 1, 0},
                             {Kind::Storage, 36'000, std::nullopt, 1, {}}};
        const auto account = sim::accountFigures(ledger, basis, {now});
        const std::int64_t storage = 36'000 * 240;
        // Compute at its billed share: 1.8 + 3.6 of every 5.436 per hour; all the time: 7.2.
        const auto share = [](double compute) {
            return std::int64_t(std::llround(50'000'000.0 * compute / (compute + 36'000)));
        };
        QCOMPARE(account.forecastMonthEndMicros, storage + share(5'400'000));
        QCOMPARE(account.forecastCeilingMicros, std::optional(storage + share(7'200'000)));
        QVERIFY(account.forecastMonthEndMicros < 50'000'000 + storage);
        QVERIFY(account.forecastHighMicros <= *account.forecastCeilingMicros);
        // An account already out of funds adds storage only.
        basis.balanceMicros = -2'000'000;
        basis.creditMicros = 0;
        const auto spent = sim::accountFigures(ledger, basis, {now});
        QCOMPARE(spent.forecastMonthEndMicros, std::int64_t(36'000 * 240));
        QCOMPARE(spent.forecastCeilingMicros, std::optional(spent.forecastMonthEndMicros));
    }

    void insightSecondsAfterACommitAreSavedWithTheNext()
    {
        // The engine keeps a hint per instance so the seconds of one hour skip the lookup. A
        // commit between two seconds of the same hour clears what is to be saved: the second
        // after it must be marked again, or a restart would lose it.
        sim::Insights insights;
        sim::Insights::Hint hint;
        const std::string id = "ins_a";
        const sim::InsightSubject who{id, api::Backend::Gpu, "nvidia-a100-80g", "u1"};
        const std::int64_t hour = 1798761600;
        insights.running(who, hour + 1, 1000, false, 10, &hint);
        insights.running(who, hour + 2, 1000, true, 10, &hint);
        QCOMPARE(insights.dirty().size(), std::size_t(1));
        insights.clearDirty();
        insights.running(who, hour + 3, 1000, false, 10, &hint);
        QCOMPARE(insights.dirty().size(), std::size_t(1));
        const auto &bucket = insights.buckets().at({hour, id});
        QCOMPARE(bucket.computeMicros, std::int64_t(3000));
        QCOMPARE(bucket.idleMicros, std::int64_t(1000));
        QCOMPARE(bucket.runningSeconds, std::int64_t(3));
        // A switch within the hour: the hour counts where it ended. Whoever moves the
        // instance resets its hint, as the engine's placement does.
        const sim::InsightSubject moved{id, api::Backend::Tpu, "google-tpu-v4", "u1"};
        hint = {};
        insights.running(moved, hour + 4, 1000, false, 10, &hint);
        QCOMPARE(insights.buckets().at({hour, id}).accelerator, std::string("google-tpu-v4"));
        // The next hour is a bucket of its own.
        insights.clearDirty();
        insights.running(moved, hour + 3600, 500, false, 10, &hint);
        QCOMPARE(insights.buckets().size(), std::size_t(2));
        QCOMPARE(insights.dirty().size(), std::size_t(1));
        QCOMPARE(insights.buckets().at({hour + 3600, id}).computeMicros, std::int64_t(500));
        // A hint of another Insights is not trusted.
        sim::Insights other;
        other.running(moved, hour + 3601, 700, false, 10, &hint);
        QCOMPARE(other.buckets().at({hour + 3600, id}).computeMicros, std::int64_t(700));
        QCOMPARE(insights.buckets().at({hour + 3600, id}).computeMicros, std::int64_t(500));
    }
};

QTEST_GUILESS_MAIN(LedgerTest)
#include "tst_ledger.moc"
