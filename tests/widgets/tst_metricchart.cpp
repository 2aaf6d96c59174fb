// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The metric chart on a MetricHistory filled by hand: decimation to the plot's width, range
// switching, the newest value and the band, the time axis in UTC.
#include "instances/metricchart.h"

#include <QCategoryAxis>
#include <QLocale>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace polychip;
using client::MetricHistory;
using ui::MetricChart;

namespace {

constexpr std::int64_t kStart = 1'800'000'000; // a whole minute

/// One instance's history: a column of frames of its own.
struct History
{
    client::MetricFrames frames;
    client::MetricFrames::Column column = watched(frames);

    /// A chart shows a watched history: it keeps its minutes.
    static client::MetricFrames::Column watched(client::MetricFrames &f)
    {
        const auto c = f.addColumn();
        f.keepMinutes(c, true);
        return c;
    }

    void record(std::int64_t t, const api::LiveMetrics &live) { frames.record(column, t, live); }
    /// A chart's source of it.
    MetricChart::Source source() const
    {
        return [this] { return std::optional<MetricHistory>(std::in_place, frames, column); };
    }
};

/// `seconds` samples ending at kStart + seconds - 1: tokens/s = t - kStart, utilisation 50,
/// loss falling from 5.
void fill(History &h, std::int64_t seconds)
{
    for (std::int64_t t = 0; t < seconds; ++t) {
        api::LiveMetrics live;
        live.tokensPerS = double(t);
        live.utilizationPct = 50;
        live.loss = 5.0 / (1.0 + double(t) / 600.0);
        h.record(kStart + t, live);
    }
}

} // namespace

class MetricChartTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stepFitsTheWidth_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<int>("columns");
        QTest::addColumn<qint64>("step");
        QTest::newRow("15 min, wide") << qint64(900) << 1000 << qint64(1);
        QTest::newRow("15 min, 300 px") << qint64(900) << 300 << qint64(5);
        QTest::newRow("1 h, 400 px") << qint64(3600) << 400 << qint64(10);
        QTest::newRow("24 h, 800 px") << qint64(86400) << 800 << qint64(120);
        QTest::newRow("24 h, 1 px") << qint64(86400) << 1 << qint64(86400);
    }

    void stepFitsTheWidth()
    {
        QFETCH(qint64, span);
        QFETCH(int, columns);
        QFETCH(qint64, step);
        QCOMPARE(MetricChart::stepFor(span, columns), step);
        QVERIFY((span + step - 1) / step <= columns);
    }

    void anIdleChartsLabelsDiffer()
    {
        // Found on a notebook's tokens/s (all zero): the axis read 0, 1, 1.
        History h;
        for (std::int64_t t = 0; t < 120; ++t)
            h.record(kStart + t, api::LiveMetrics{});
        MetricChart chart(MetricHistory::TokensPerS);
        chart.setSource(h.source());
        chart.setSpan(900);
        chart.setNow(kStart + 120);
        chart.resize(400, 240);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh();
        const auto axes = chart.chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        const auto *axis = qobject_cast<QValueAxis *>(axes.front());
        QVERIFY(axis);
        QCOMPARE(axis->min(), 0.0);
        const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
        QVERIFY2(step >= 1 && step == std::floor(step),
                 qPrintable(QStringLiteral("ticks %1 apart").arg(step)));
    }

    void theTimeAxisReadsUtcWhateverTheLocalZone()
    {
        // The platform's times are UTC everywhere the console shows them, ticks included: an
        // hour from 08:00 UTC reads 8:00 AM to 9:00 AM in Beijing too, by quarters.
        const QByteArray zone = qgetenv("TZ");
        qputenv("TZ", "Asia/Shanghai");
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        History h;
        fill(h, 120);
        MetricChart chart(MetricHistory::TokensPerS);
        chart.setSource(h.source());
        chart.setSpan(3600);
        chart.setNow(kStart + 3600);
        chart.refresh();
        const auto axes = chart.chart()->axes(Qt::Horizontal);
        auto *axis = axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis *>(axes.front());
        const QStringList labels = axis ? axis->categoriesLabels() : QStringList();
        QLocale::setDefault(QLocale::c());
        if (zone.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", zone);
        QVERIFY(axis);
        QCOMPARE(labels, (QStringList{QStringLiteral("8:00 AM"), QStringLiteral("8:15 AM"),
                                      QStringLiteral("8:30 AM"), QStringLiteral("8:45 AM"),
                                      QStringLiteral("9:00 AM")}));
        QCOMPARE(axis->endValue(labels.front()), double(kStart) * 1000);
        QCOMPARE(axis->min(), double(kStart) * 1000);
        QCOMPARE(axis->max(), double(kStart + 3600) * 1000);
    }

    void neverMorePointsThanColumns_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<qint64>("span");
        QTest::newRow("wide, 15 min") << QSize(1000, 240) << qint64(900);
        QTest::newRow("narrow, 15 min") << QSize(220, 160) << qint64(900);
        QTest::newRow("narrow, 1 h") << QSize(240, 160) << qint64(3600);
        QTest::newRow("medium, 24 h") << QSize(500, 200) << qint64(86400);
    }

    void neverMorePointsThanColumns()
    {
        QFETCH(QSize, size);
        QFETCH(qint64, span);
        // A day of minutes and the last ten minutes of seconds.
        History h;
        fill(h, 24 * 3600);
        MetricChart chart(MetricHistory::TokensPerS);
        chart.setSource(h.source());
        chart.setSpan(span);
        chart.resize(size);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh();
        QVERIFY(chart.maxPoints() <= size.width());
        QVERIFY(chart.pointCount() > 0);
        QVERIFY2(chart.pointCount() <= chart.maxPoints(),
                 qPrintable(QStringLiteral("%1 points for %2 columns")
                                .arg(chart.pointCount())
                                .arg(chart.maxPoints())));
        // The newest point is the newest sample's bucket, and the title shows it.
        const QList<QPointF> points = chart.points();
        const std::int64_t latest = h.frames.latest(h.column);
        QVERIFY(points.back().x() <= double(latest) * 1000);
        QVERIFY(points.back().x() > double(latest - chart.step()) * 1000);
        QVERIFY(points.front().x() >= double(latest - span - chart.step()) * 1000);
        QVERIFY(chart.chart()->title().contains(QStringLiteral("Tokens/s")));
        // Narrower: fewer buckets, never more than the columns.
        chart.resize(size.width() / 2, size.height());
        QTRY_VERIFY(chart.pointCount() <= chart.maxPoints());
    }

    void rangeSwitching()
    {
        History h;
        fill(h, 2 * 3600);
        MetricChart chart(MetricHistory::UtilizationPct);
        chart.setSource(h.source());
        chart.resize(600, 200);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSpan(900);
        chart.refresh();
        const int fifteen = chart.pointCount();
        const std::int64_t fineStep = chart.step();
        const double fifteenFirst = chart.points().front().x();
        chart.setSpan(6 * 3600);
        chart.refresh();
        QVERIFY(chart.step() > fineStep);
        // Two hours of data within six: it reaches back to the first sample.
        QVERIFY(chart.points().front().x() < fifteenFirst);
        QVERIFY(chart.points().front().x() <= double(kStart + 60) * 1000);
        QVERIFY(chart.pointCount() <= chart.maxPoints());
        chart.setSpan(900);
        chart.refresh();
        QCOMPARE(chart.pointCount(), fifteen);
        QCOMPARE(chart.step(), fineStep);
        for (const QPointF &p : chart.points())
            QCOMPARE(p.y(), 50.0);
    }

    void followsNow()
    {
        History h;
        fill(h, 300);
        MetricChart chart(MetricHistory::Loss);
        chart.setSource(h.source());
        chart.resize(1200, 200); // room for a point per second of 15 minutes
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSpan(900);
        chart.refresh();
        QCOMPARE(chart.step(), std::int64_t(1));
        QCOMPARE(chart.pointCount(), 300);
        // Later samples: a refresh replaces the series with the newer window.
        api::LiveMetrics live;
        live.loss = 0.5;
        h.record(kStart + 400, live);
        chart.refresh();
        QCOMPARE(chart.pointCount(), 301);
        QCOMPARE(chart.points().back(), QPointF(double(kStart + 400) * 1000, 0.5));
        QVERIFY(chart.chart()->title().contains(QStringLiteral("0.5")));
        // "now" set by the caller moves the window even without samples.
        chart.setNow(kStart + 400 + 899);
        chart.refresh();
        QCOMPARE(chart.pointCount(), 1);
    }

    void downtimeBreaksTheLine()
    {
        History h;
        fill(h, 300);
        // Down for three minutes (switching backend), then two more minutes of data.
        for (std::int64_t t = 480; t < 600; ++t) {
            api::LiveMetrics live;
            live.tokensPerS = 100;
            h.record(kStart + t, live);
        }
        MetricChart chart(MetricHistory::TokensPerS);
        chart.setSource(h.source());
        chart.resize(1200, 200);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setSpan(900);
        chart.refresh();
        QCOMPARE(chart.step(), std::int64_t(1));
        QCOMPARE(chart.pointCount(), 300 + 120);
        QCOMPARE(chart.segmentCount(), 2);
        // Once the downtime scrolls out of the window, one line again.
        chart.setNow(kStart + 599 + 15 * 60 - 150);
        chart.refresh();
        QCOMPARE(chart.segmentCount(), 1);
        QCOMPARE(chart.pointCount(), 120);
    }

    void emptyAndAbsentSources()
    {
        MetricChart chart(MetricHistory::TokensPerS);
        chart.resize(400, 200);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh();
        QCOMPARE(chart.pointCount(), 0);
        QVERIFY(!chart.hasData());
        History empty;
        chart.setSource(empty.source());
        chart.refresh();
        QCOMPARE(chart.pointCount(), 0);
        chart.setSource([] { return std::optional<MetricHistory>(); });
        chart.refresh();
        QCOMPARE(chart.pointCount(), 0);
    }
};

QTEST_MAIN(MetricChartTest)
#include "tst_metricchart.moc"
