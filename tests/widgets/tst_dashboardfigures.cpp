// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Dashboard's own arithmetic, without widgets or a platform: a tile's parts add up to its
// whole; the days asked for are those of the zone times are told in.
#include "dashboard/dashboardfigures.h"
#include "kit/displaytext.h"

#include <QTest>
#include <QTimeZone>

#include <numeric>

using namespace polychip;
using ui::dashboard::Breakdown;
using ui::dashboard::todayBreakdown;
using ui::dashboard::UsageWindow;

namespace {
// 2026-12-31 23:00 UTC: already 2027-01-01 07:00 eight hours east.
constexpr std::int64_t kNewYearsEve = 1798758000;
constexpr std::int64_t kDay = 86400;
} // namespace

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

    void aUtcDayIsOneOfThePlatformsDayBuckets()
    {
        const UsageWindow w = ui::dashboard::todayWindow(kNewYearsEve, QTimeZone::utc());
        QCOMPARE(w.step, api::UsageStep::Day);
        QCOMPARE(w.from, kNewYearsEve - 23 * 3600);
        QCOMPARE(w.to, w.from + kDay);
        QVERIFY(!w.zoneDays);
    }

    void aZonesDayIsAskedForByTheHourFromItsMidnight()
    {
        const QTimeZone east(8 * 3600);
        const UsageWindow w = ui::dashboard::todayWindow(kNewYearsEve, east);
        QCOMPARE(w.from, kNewYearsEve - 7 * 3600); // 16:00 UTC, the zone's 00:00
        QCOMPARE(w.to, w.from + kDay);
        QCOMPARE(w.step, api::UsageStep::Hour);
        QCOMPARE(w.buckets(), 24);
        // West of UTC the day began yesterday, UTC's.
        const UsageWindow west = ui::dashboard::todayWindow(kNewYearsEve, QTimeZone(-5 * 3600));
        QCOMPARE(west.from, kNewYearsEve - 18 * 3600);
        // Half an hour off UTC's hours: by the minute.
        const UsageWindow india = ui::dashboard::todayWindow(kNewYearsEve, QTimeZone(19800));
        QCOMPARE(india.step, api::UsageStep::Minute);
        QCOMPARE(india.buckets(), 1440);
        QCOMPARE((india.from + 19800) % kDay, std::int64_t(0));
    }

    void theWeeksBarsAreTheZonesDays()
    {
        const QTimeZone east(8 * 3600);
        const UsageWindow utc = ui::dashboard::usageWindow(ui::dashboard::SpendRange::LastWeek,
                                                           kNewYearsEve, QTimeZone::utc());
        QCOMPARE(utc.step, api::UsageStep::Day);
        QCOMPARE(utc.buckets(), 7);
        const UsageWindow w
            = ui::dashboard::usageWindow(ui::dashboard::SpendRange::LastWeek, kNewYearsEve, east);
        QVERIFY(w.zoneDays);
        QCOMPARE(w.step, api::UsageStep::Hour);
        QCOMPARE(w.to, kNewYearsEve - 7 * 3600 + kDay);
        QCOMPARE(w.buckets(), 7 * 24);
        // A picked span of weeks: from the zone's 00:00 of its first day to after its last.
        const UsageWindow span = ui::dashboard::usageWindow(
            ui::dashboard::Span{kNewYearsEve - 20 * kDay, kNewYearsEve}, east);
        QVERIFY(span.zoneDays);
        QCOMPARE((span.from + 8 * 3600) % kDay, std::int64_t(0));
        QCOMPARE((span.to + 8 * 3600) % kDay, std::int64_t(0));
        QVERIFY(span.from <= kNewYearsEve - 20 * kDay && span.to >= kNewYearsEve);
        // The trends are lines: by the hour in such a zone, whatever the range.
        QCOMPARE(
            ui::dashboard::trendWindow(ui::dashboard::SpendRange::LastMonth, kNewYearsEve, east)
                .step,
            api::UsageStep::Hour);
        QCOMPARE(ui::dashboard::trendWindow(ui::dashboard::SpendRange::LastMonth, kNewYearsEve,
                                            QTimeZone::utc())
                     .step,
                 api::UsageStep::Day);
    }

    void hoursAddUpIntoTheZonesDays()
    {
        // Two days of hours from the zone's midnight, each hour spending its index; a second
        // group spends 1 an hour.
        const QTimeZone east(8 * 3600);
        const std::int64_t from = kNewYearsEve - 7 * 3600 - kDay;
        api::UsageReport hourly;
        hourly.from = {from};
        hourly.to = {from + 2 * kDay};
        hourly.step = api::UsageStep::Hour;
        api::UsageGroup a{"gpu", {}, {}, 0};
        api::UsageGroup b{"tpu", {}, {}, 0};
        for (int h = 0; h < 48; ++h) {
            hourly.t.push_back({from + h * 3600});
            a.costMicros.push_back(h);
            a.cu.push_back(0.5);
            b.costMicros.push_back(1);
            b.cu.push_back(0.25);
        }
        hourly.groups = {a, b};
        const api::UsageReport days = ui::dashboard::daysOf(hourly, east);
        QCOMPARE(days.step, api::UsageStep::Day);
        QCOMPARE(days.t.size(), std::size_t(2));
        QCOMPARE(days.t[0].unixSeconds, from);
        QCOMPARE(days.t[1].unixSeconds, from + kDay);
        QCOMPARE(days.groups[0].costMicros, (std::vector<std::int64_t>{276, 852})); // 0..23, 24..47
        QCOMPARE(days.groups[1].costMicros, (std::vector<std::int64_t>{24, 24}));
        QCOMPARE(days.groups[0].cu, (std::vector<double>{12, 12}));
        // A day without a bucket is still a bar, of nothing.
        hourly.to = {from + 3 * kDay};
        QCOMPARE(ui::dashboard::daysOf(hourly, east).groups[1].costMicros,
                 (std::vector<std::int64_t>{24, 24, 0}));
    }

    void theMonthBeforeTodayMayRunBackwards()
    {
        const QTimeZone east(8 * 3600);
        const std::int64_t month = kNewYearsEve + 3600; // 2027-01-01 00:00 UTC
        // 03:00 UTC on the 1st: 11:00 in the zone, whose day began before the month did.
        const UsageWindow early = ui::dashboard::monthBeforeToday(month + 3 * 3600, east);
        QCOMPARE(early.from, month - 8 * 3600);
        QCOMPARE(early.to, month);
        QCOMPARE(early.step, api::UsageStep::Hour);
        // The 2nd, in UTC: one whole day, as one of the platform's buckets.
        const UsageWindow utc = ui::dashboard::monthBeforeToday(month + kDay + 5, QTimeZone::utc());
        QCOMPARE(utc.from, month);
        QCOMPARE(utc.to, month + kDay);
        QCOMPARE(utc.step, api::UsageStep::Day);
        // The 1st, in UTC: nothing before today.
        const UsageWindow first = ui::dashboard::monthBeforeToday(month + 5, QTimeZone::utc());
        QCOMPARE(first.from, first.to);
    }
};

QTEST_GUILESS_MAIN(TestDashboardFigures)
#include "tst_dashboardfigures.moc"
