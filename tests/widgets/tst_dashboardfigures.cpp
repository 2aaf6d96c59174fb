// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Dashboard's own arithmetic, without widgets or a platform: a tile's parts add up to its
// whole.
#include "dashboard/dashboardfigures.h"

#include <QTest>

#include <numeric>

using namespace polychip;
using ui::dashboard::Breakdown;
using ui::dashboard::todayBreakdown;

namespace {

api::UsageReport report(std::vector<std::pair<std::string, std::int64_t>> groups)
{
    api::UsageReport r;
    for (const auto &[key, micros] : groups) {
        api::UsageGroup g;
        g.key = key;
        g.totalCostMicros = micros;
        r.totalCostMicros += micros;
        r.groups.push_back(g);
    }
    return r;
}

std::int64_t sum(const Breakdown &b)
{
    std::int64_t total = b.others + b.since;
    for (const auto &[key, micros] : b.parts)
        total += micros;
    return total;
}

} // namespace

class TestDashboardFigures final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void todaysPartsAddUpToTheLiveWhole()
    {
        // The report was made a minute ago; the account has billed since.
        const auto r = report({{"gpu", 221'040'000}, {"tpu", 50'000'000}, {"npu", 30'000'000}});
        const Breakdown b = todayBreakdown(r, 304'180'000);
        QCOMPARE(b.whole, std::int64_t(304'180'000));
        QCOMPARE(sum(b), b.whole);
        QCOMPARE(b.since, std::int64_t(3'140'000));
        QCOMPARE(b.parts.front().first, std::string("gpu"));
    }

    void groupsBeyondTheNamedOnesAreOthers()
    {
        const auto r
            = report({{"", 1'000}, {"cpu", 5'000}, {"gpu", 9'000}, {"npu", 7'000}, {"tpu", 2'000}});
        const Breakdown b = todayBreakdown(r, std::nullopt, 3);
        QCOMPARE(b.parts.size(), std::size_t(3));
        QCOMPARE(b.parts[0].first, std::string("gpu"));
        QCOMPARE(b.parts[1].first, std::string("npu"));
        QCOMPARE(b.parts[2].first, std::string("cpu"));
        QCOMPARE(b.others, std::int64_t(3'000));
        QCOMPARE(b.whole, std::int64_t(24'000));
        QCOMPARE(sum(b), b.whole);
    }

    void aLiveFigureBehindTheReportGivesWayToIt()
    {
        // The month before today was read before a reset: the report is the better figure.
        const auto r = report({{"gpu", 10'000}});
        const Breakdown b = todayBreakdown(r, 4'000);
        QCOMPARE(b.whole, std::int64_t(10'000));
        QCOMPARE(b.since, std::int64_t(0));
        QCOMPARE(sum(b), b.whole);
    }
};

QTEST_GUILESS_MAIN(TestDashboardFigures)
#include "tst_dashboardfigures.moc"
