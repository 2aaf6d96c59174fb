// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Dashboard page offscreen against a real polychip-sim whose clock is paused and moved by
// hand (so that the page and the test read the same figures): the tiles show the platform's
// account, today's spend, what runs, and the month's idle cost and sleep savings (those of a
// notebook that auto-sleeps, too); the stacked chart sums to the usage report to the
// micro-unit, and its range asks for the right buckets; tiles open the pages behind them; the
// chart's CSV has a line per bucket; the disconnected, empty and failed states say so.
// POLYCHIP_SCREENSHOT_DIR=dir saves the page as dir/dashboard-<state>.png.
#include "charts/chartdecimation.h"
#include "dashboard/dashboardexport.h"
#include "dashboard/dashboardfigures.h"
#include "dashboard/dashboardpage.h"
#include "dashboard/dashboardtile.h"
#include "dashboard/dashboardtiles.h"
#include "dashboard/dashboardwallboard.h"
#include "dashboard/spandialog.h"
#include "dashboard/spendchart.h"
#include "dashboard/spendpanel.h"
#include "dashboard/trendchart.h"
#include "kit/billingperiod.h"
#include "kit/displaytext.h"
#include "kit/messagebar.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractSeries>
#include <QAction>
#include <QBarSet>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFontInfo>
#include <QImage>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTemporaryDir>
#include <QTimer>
#include <QTimeZone>
#include <QTranslator>
#include <QVBoxLayout>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::DashboardPage;
using ui::PageContext;
namespace ops = client::ops;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

void shot(QWidget &w, const QString &name)
{
    test::screenshot(w, QStringLiteral("dashboard-") + name);
}

/** The page as the main window hosts it. */
struct HostedPage : test::HostedPage<DashboardPage>
{
    QString value(const char *tile) const { return page->tile(QString::fromLatin1(tile))->value(); }
};

/// "12.345678" → 12345678: the CSV's decimal units back in micro-units, exactly.
std::int64_t parseMicros(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('.'));
    const std::int64_t units = parts.value(0).toLongLong();
    const QString fraction = parts.value(1).leftJustified(6, QLatin1Char('0'));
    return units * 1'000'000 + fraction.toLongLong();
}

/** Says "Auto-sleep" of the trend chart as "SLEEP": a language change the test can see. */
class Renamer final : public QTranslator
{
public:
    QString translate(const char *context,
                      const char *source,
                      const char * = nullptr,
                      int = -1) const override
    {
        return QByteArray(context) == "polychip::ui::TrendChart"
                       && QByteArray(source) == "Auto-sleep"
                   ? QStringLiteral("SLEEP")
                   : QString();
    }
    bool isEmpty() const override { return false; }
};

std::int64_t sumOfGroups(const api::UsageReport &report)
{
    std::int64_t sum = 0;
    for (const auto &g : report.groups) {
        for (const auto c : g.costMicros)
            sum += c;
    }
    return sum;
}

} // namespace

class DashboardPageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "admin");
        QVERIFY(!m_key.id.empty());
        m_live = std::make_unique<test::LiveSession>(*m_sim, m_key);
        QVERIFY(m_live->live());

        // The clock stands still but when a test moves it: the page and the test see one time.
        api::ClockUpdate pause;
        pause.paused = true;
        QVERIFY(run(m_live->client, ops::setSimClock(pause)));

        // Something that spends: a small GPU instance labelled with a project, two hours long.
        auto spec = test::smallSpec("dash-alpha");
        spec.labels["project"] = "vision";
        const auto launched = run(m_live->client, ops::createInstance(spec));
        QVERIFY(launched);
        m_instanceId = launched->instance.id;
        QVERIFY(advance(600));
        QVERIFY(QTest::qWaitFor(
            [this] {
                const api::Instance *i = m_live->session.instances().find(m_instanceId);
                return i && i->state == api::InstanceState::Running;
            },
            15000));
        QVERIFY(advance(2 * 3600));
    }

    void cleanupTestCase()
    {
        m_live.reset();
        m_sim.reset();
    }

    void chartsAreMadeWhenFirstNeeded()
    {
        // A chart is laid out as soon as it exists: a hidden Dashboard makes none.
        ui::SpendPanel panel;
        panel.resize(900, 400);
        panel.setSession(nullptr, nullptr);
        QVERIFY(panel.findChildren<ui::DashboardChart *>().isEmpty());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.findChildren<ui::DashboardChart *>().size(), 2);
        // Made late, the chart still says what the panel's state is.
        QCOMPARE(panel.currentChart()->stateText(), QStringLiteral("Not connected"));
        QTRY_VERIFY(panel.chart()->isVisible());
        // Asked for while hidden, they are made too (export, tests), once.
        ui::SpendPanel hidden;
        ui::SpendChart *chart = hidden.chart();
        QVERIFY(chart);
        QCOMPARE(hidden.trend(), hidden.findChild<ui::TrendChart *>());
        QCOMPARE(hidden.chart(), chart);
        QCOMPARE(hidden.findChildren<ui::DashboardChart *>().size(), 2);
    }

    void notConnectedShowsDashes()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        checkDisconnected(page);
        shot(h.window, QStringLiteral("not-connected"));

        // Connected, then not: everything goes back to dashes, and nothing breaks.
        page.setContext(context());
        QTRY_VERIFY_WITH_TIMEOUT(page.spendChart()->report() != nullptr, 15000);
        QVERIFY(h.value("month") != QStringLiteral("—"));
        page.setContext({nullptr, nullptr, true, api::Role::Admin, QStringLiteral("gone")});
        checkDisconnected(page);
        QVERIFY(page.spendChart()->report() == nullptr);
        for (QAction *a : page.pageActions())
            QVERIFY2(!a->text().isEmpty() && !a->statusTip().isEmpty(),
                     qPrintable(a->objectName()));
        child<QAction>(page, "actionDashboardRefresh")->trigger();
        QVERIFY(!child<QAction>(page, "actionDashboardExportCsv")->isEnabled());

        QTemporaryDir dir;
        QSignalSpy exported(&page, &DashboardPage::exported);
        page.exportCsv(dir.filePath(QStringLiteral("none.csv")));
        QTRY_COMPARE(exported.count(), 1);
        QVERIFY(!exported.at(0).at(1).toString().isEmpty()); // no data: said, not written
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.csv"))));
        QVERIFY(page.messageBar()->isError());
    }

    void tilesShowThePlatformsFigures()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        // A second later, so that a billing tick brings the figures of that second.
        QVERIFY(advance(60));
        const auto account = run(m_live->client, ops::getBillingAccount());
        QVERIFY(account);
        const auto &store = m_live->session.billing();
        QTRY_VERIFY_WITH_TIMEOUT(store.account() && store.account()->asOf == account->asOf, 15000);
        const QString cur = QString::fromStdString(account->currency);
        QVERIFY(account->monthToDateMicros > 0);
        QVERIFY(account->burnRatePerHourMicros > 0);

        QCOMPARE(h.value("month"), ui::formatMoney(account->monthToDateMicros, cur));
        QCOMPARE(h.value("funds"),
                 ui::formatMoney(account->balanceMicros + account->creditMicros, cur));
        QVERIFY(h.value("burn").contains(ui::formatMoney(account->burnRatePerHourMicros, cur)));
        QCOMPARE(h.value("forecast"), ui::formatMoney(account->forecastMonthEndMicros, cur));
        const QString interval = page.tile(QStringLiteral("forecast"))->detail();
        QVERIFY(interval.contains(ui::formatMoney(account->forecastLowMicros, cur)));
        QVERIFY(interval.contains(ui::formatMoney(account->forecastHighMicros, cur)));
        QVERIFY(!page.tile(QStringLiteral("forecast"))->toolTip().isEmpty());

        // What runs: as the store says, and as the platform lists it.
        client::ListQuery running;
        running.filters["state"] = "running";
        const auto listed = run(m_live->client, ops::listInstances(running));
        QVERIFY(listed);
        QVERIFY(!listed->items.empty());
        QCOMPARE(h.value("running"), QLocale().toString(int(listed->items.size())));
        QVERIFY(page.tile(QStringLiteral("running"))
                    ->detail()
                    .contains(ui::backendText(api::Backend::Gpu)));
        const QString throughput = child<QLabel>(page, "throughputLine")->text();
        QVERIFY2(throughput.contains(ui::backendText(api::Backend::Gpu)), qPrintable(throughput));
        POLYCHIP_VERIFY_TEXT(throughput.contains(QStringLiteral("tokens/s")));

        // Today's spend: the platform's usage report since 00:00 UTC of its day.
        const auto today = ui::dashboard::todayWindow(account->asOf.unixSeconds, QTimeZone::utc());
        const auto report = run(m_live->client,
                                ops::getBillingUsage(ui::dashboard::usageQuery(today, "backend")));
        QVERIFY(report);
        child<QAction>(page, "actionDashboardRefresh")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(h.value("today"), ui::formatMoney(report->totalCostMicros, cur),
                                  15000);
        shot(h.window, QStringLiteral("tiles"));

        // Between fetches (one a minute), today's spend moves with every billing tick: ten
        // minutes later it is the platform's figure without asking again.
        const std::int64_t before = m_live->session.platformTime();
        QVERIFY(advance(600));
        const auto later
            = run(m_live->client,
                  ops::getBillingUsage(ui::dashboard::usageQuery(
                      ui::dashboard::todayWindow(before + 600, QTimeZone::utc()), "backend")));
        QVERIFY(later);
        if (ui::dayStartIn(before + 600, QTimeZone::utc())
            != ui::dayStartIn(before, QTimeZone::utc()))
            QSKIP("the ten minutes crossed midnight (UTC): the tile fetched anew");
        QVERIFY(later->totalCostMicros > report->totalCostMicros);
        QTRY_COMPARE_WITH_TIMEOUT(h.value("today"), ui::formatMoney(later->totalCostMicros, cur),
                                  5000);

        // Every money figure of the tiles is the platform's of that second, with nobody asking:
        // the month, the funds, the burn rate, the forecast and its interval.
        const auto now = run(m_live->client, ops::getBillingAccount());
        QVERIFY(now);
        QVERIFY(now->monthToDateMicros > account->monthToDateMicros);
        QTRY_COMPARE_WITH_TIMEOUT(h.value("month"), ui::formatMoney(now->monthToDateMicros, cur),
                                  5000);
        QCOMPARE(h.value("funds"), ui::formatMoney(now->balanceMicros + now->creditMicros, cur));
        QVERIFY(h.value("burn").contains(ui::formatMoney(now->burnRatePerHourMicros, cur)));
        QCOMPARE(h.value("forecast"), ui::formatMoney(now->forecastMonthEndMicros, cur));
        const QString laterInterval = page.tile(QStringLiteral("forecast"))->detail();
        QVERIFY(laterInterval.contains(ui::formatMoney(now->forecastLowMicros, cur)));
        QVERIFY(laterInterval.contains(ui::formatMoney(now->forecastHighMicros, cur)));
        // The forecast's tooltip says why its interval is as wide as it is, in those figures.
        const QString why = page.tile(QStringLiteral("forecast"))->toolTip();
        POLYCHIP_VERIFY_TEXT(why.contains(ui::formatMoney(now->forecastLowMicros, cur)));
        if (now->forecastCeilingMicros)
            QVERIFY(why.contains(ui::formatMoney(*now->forecastCeilingMicros, cur)));
        QVERIFY(now->forecastHighMicros <= now->forecastCeilingMicros.value_or(INT64_MAX));
    }

    void idleAndSavingsAreThePlatformsInsights()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        // The month to date, as the test asks for it: the clock stands still, so the page's
        // answer holds the same figures.
        const auto own = run(m_live->client, ops::getBillingInsights({}));
        QVERIFY(own);
        QVERIFY(own->total.computeMicros > 0);
        QCOMPARE(own->from.unixSeconds, ui::monthStartUtc(m_live->session.platformTime()));
        child<QAction>(page, "actionDashboardRefresh")->trigger();
        checkInsights(page, *own);
        if (QTest::currentTestFailed())
            return;
        for (const char *name : {"idle", "savings"})
            QVERIFY2(!page.tile(QString::fromLatin1(name))->toolTip().isEmpty(), name);

        // The throughput line: tokens/s now, and the month's cost per 1M tokens per backend.
        const QString cur = QString::fromStdString(own->currency);
        const auto gpu = std::find_if(
            own->backends.begin(), own->backends.end(),
            [](const api::InsightGroup &g) { return g.backend == api::Backend::Gpu; });
        QVERIFY(gpu != own->backends.end());
        QVERIFY(gpu->tokens > 0 && gpu->costPer1mTokensMicros);
        auto *line = child<QLabel>(page, "throughputLine");
        QTRY_VERIFY2_WITH_TIMEOUT(
            line->text().contains(ui::formatMoney(*gpu->costPer1mTokensMicros, cur)),
            qPrintable(line->text()), 15000);
        QVERIFY(line->text().contains(ui::backendText(api::Backend::Gpu)));
        POLYCHIP_VERIFY_TEXT(line->text().contains(QStringLiteral("tokens/s now")));
        POLYCHIP_VERIFY_TEXT(line->text().contains(QStringLiteral("per 1M tokens this month")));

        // Idle cost opens Instances (what to put to sleep), the savings Billing.
        QSignalSpy navigate(&page, &ui::ConsolePage::navigate);
        QTest::mouseClick(page.tile(QStringLiteral("idle")), Qt::LeftButton);
        QTest::mouseClick(page.tile(QStringLiteral("savings")), Qt::LeftButton);
        QCOMPARE(navigate.count(), 2);
        QCOMPARE(navigate.at(0).at(0).toString(), QStringLiteral("instances"));
        QCOMPARE(navigate.at(1).at(0).toString(), QStringLiteral("billing"));
        QVERIFY(navigate.at(1).at(1).toMap().isEmpty());
    }

    void theStackedSpendSumsToTheReportTotal()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading(), 15000);
        const api::UsageReport shown = *chart->report();
        QCOMPARE(shown.step, api::UsageStep::Hour); // 24 h by default
        QCOMPARE(shown.t.size(), std::size_t(24));
        QVERIFY(shown.totalCostMicros > 0);
        QCOMPARE(sumOfGroups(shown), shown.totalCostMicros);
        QCOMPARE(chart->drawnMicros(), shown.totalCostMicros);
        for (const QBarSet *set : chart->barSets())
            QCOMPARE(set->count(), 24);
        QVERIFY(chart->stateText().isEmpty());

        // The same query by the test: the same total (the clock stands still).
        const auto own
            = run(m_live->client, ops::getBillingUsage({{"from", api::formatRfc3339(shown.from)},
                                                        {"to", api::formatRfc3339(shown.to)},
                                                        {"step", "hour"},
                                                        {"group_by", "backend"}}));
        QVERIFY(own);
        QCOMPARE(own->totalCostMicros, shown.totalCostMicros);
        // The legend says each group's total over the range.
        POLYCHIP_VERIFY_TEXT(chart->barSets().front()->label()
                             == QStringLiteral("%1: %2").arg(
                                 ui::backendText(api::Backend::Gpu),
                                 ui::formatMoney(own->groups.front().totalCostMicros,
                                                 QString::fromStdString(own->currency))));

        // Hovering a segment tells its exact figures: group, bucket and money.
        const auto &gpu = shown.groups.front();
        const auto busiest = std::max_element(gpu.costMicros.begin(), gpu.costMicros.end());
        const int bucket = int(busiest - gpu.costMicros.begin());
        auto *series = qobject_cast<QStackedBarSeries *>(chart->chart()->series().front());
        QVERIFY(series);
        Q_EMIT series->hovered(true, bucket, chart->barSets().front());
        const QString hover = chart->hoverText();
        QVERIFY2(hover.contains(ui::formatMoney(*busiest, QString::fromStdString(shown.currency))),
                 qPrintable(hover));
        QVERIFY(hover.contains(ui::backendText(api::Backend::Gpu)));
        QVERIFY(hover.contains(
            ui::SpendChart::bucketLabel(shown.step, shown.t[std::size_t(bucket)].unixSeconds)));
        Q_EMIT series->hovered(false, bucket, chart->barSets().front());
        QVERIFY(chart->hoverText().isEmpty());
        shot(h.window, QStringLiteral("by-backend"));

        // By chip: the catalog's names, the same total.
        child<QComboBox>(page, "dashboardGroupBy")->setCurrentIndex(1);
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && chart->report()->groupBy == "accelerator",
                                 15000);
        QCOMPARE(chart->drawnMicros(), chart->report()->totalCostMicros);
        QCOMPARE(chart->report()->totalCostMicros, shown.totalCostMicros);
        const api::Accelerator *rtx = m_live->session.catalog().accelerator("nvidia-rtx4090");
        QVERIFY(rtx);
        QVERIFY(chart->barSets().front()->label().startsWith(QString::fromStdString(rtx->name)));

        // By the project label.
        child<QComboBox>(page, "dashboardGroupBy")->setCurrentIndex(3);
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && chart->report()->groupBy == "label.project",
                                 15000);
        QCOMPARE(chart->drawnMicros(), chart->report()->totalCostMicros);
        QStringList labels;
        for (const QBarSet *set : chart->barSets())
            labels << set->label();
        QVERIFY2(
            std::any_of(labels.begin(), labels.end(),
                        [](const QString &l) { return l.startsWith(QStringLiteral("vision")); }),
            qPrintable(labels.join(u',')));
    }

    void trendsDrawTheInsightsSeries()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *panel = page.spendPanel();
        auto *trend = panel->trend();
        auto *view = child<QComboBox>(page, "dashboardView");
        QCOMPARE(view->count(), ui::SpendPanel::kViews);
        QVERIFY(child<QComboBox>(page, "dashboardGroupBy")->isVisible());

        // Throughput: per backend, the tokens of each hour over the seconds it had.
        view->setCurrentIndex(int(ui::SpendPanel::View::Throughput));
        QVERIFY(!child<QComboBox>(page, "dashboardGroupBy")->isVisible()); // spend only
        QTRY_VERIFY_WITH_TIMEOUT(trend->insights() && !panel->isLoading(), 15000);
        QCOMPARE(panel->currentChart(), trend);
        QVERIFY(trend->isVisible() && !page.spendChart()->isVisible());
        const std::int64_t now = m_live->session.platformNow();
        const auto window
            = ui::dashboard::trendWindow(ui::dashboard::SpendRange::LastDay, now, QTimeZone::utc());
        const auto own
            = run(m_live->client, ops::getBillingInsights(ui::dashboard::insightsQuery(window)));
        QVERIFY(own);
        QCOMPARE(own->series.size(), std::size_t(24));
        QCOMPARE(trend->insights()->series.size(), own->series.size());
        QCOMPARE(trend->lineNames(), QStringList{ui::backendText(api::Backend::Gpu)});
        QList<QPointF> expected;
        for (const auto &p : own->series) {
            for (const auto &g : p.backends) {
                if (g.backend == api::Backend::Gpu)
                    expected << QPointF(
                        double(p.start.unixSeconds) * 1000.0,
                        double(g.tokens)
                            / double(std::clamp<std::int64_t>(now - p.start.unixSeconds, 1, 3600)));
            }
        }
        QVERIFY(!expected.isEmpty());
        QCOMPARE(trend->values(0), expected);
        QVERIFY(trend->drawn(0).size() <= expected.size());
        QVERIFY(trend->stateText().isEmpty());
        // The CSV: a header and one line per step.
        QCOMPARE(trend->csv().count(QStringLiteral("\r\n")), qsizetype(own->series.size() + 1));
        QCOMPARE(panel->csv(), trend->csv());
        shot(h.window, QStringLiteral("throughput"));

        // Cost per 1M tokens: the platform's figure of each step that produced tokens.
        view->setCurrentIndex(int(ui::SpendPanel::View::CostPer1m));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && trend->insights()
                                     && trend->metric() == ui::TrendChart::Metric::CostPer1m,
                                 15000);
        expected.clear();
        for (const auto &p : own->series) {
            for (const auto &g : p.backends) {
                if (g.backend == api::Backend::Gpu && g.costPer1mTokensMicros)
                    expected << QPointF(double(p.start.unixSeconds) * 1000.0,
                                        double(*g.costPer1mTokensMicros) / 1e6);
            }
        }
        QCOMPARE(trend->values(0), expected);

        // Savings: running sums; at the end, sleep and chip choice as the totals say.
        view->setCurrentIndex(int(ui::SpendPanel::View::Savings));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && trend->insights()
                                     && trend->metric() == ui::TrendChart::Metric::Savings,
                                 15000);
        QCOMPARE(trend->lineNames().size(), 3);
        const auto last
            = [&](int line) { return std::llround(trend->values(line).back().y() * 1e6); };
        std::int64_t chose = 0;
        for (const auto &p : own->series)
            chose += p.total.referenceMicros - p.total.computeMicros;
        QCOMPARE(last(0), own->total.sleepSavedMicros);
        QCOMPARE(last(1), chose);
        QCOMPARE(last(2), own->total.sleepSavedMicros + chose);
        const api::Accelerator *reference
            = m_live->session.catalog().accelerator(own->reference.accelerator);
        QVERIFY(reference);
        QVERIFY(trend->lineNames().at(1).contains(QString::fromStdString(reference->name)));
        shot(h.window, QStringLiteral("savings-over-time"));
        // A language change names the lines anew.
        {
            Renamer renamer;
            QCoreApplication::installTranslator(&renamer);
            QTRY_COMPARE(trend->lineNames().front(), QStringLiteral("SLEEP"));
            QCOMPARE(trend->chart()->series().front()->name(), QStringLiteral("SLEEP"));
            QCoreApplication::removeTranslator(&renamer);
            QTRY_VERIFY(trend->lineNames().front() != QStringLiteral("SLEEP"));
        }

        // Back to the spend: the bars again, grouped as before.
        view->setCurrentIndex(int(ui::SpendPanel::View::Spend));
        QTRY_VERIFY_WITH_TIMEOUT(page.spendChart()->report() && !panel->isLoading(), 15000);
        QVERIFY(page.spendChart()->isVisible());
    }

    void decimationKeepsEachColumnsExtremes()
    {
        // A day at one point a second, a spike and a dip hidden among them: drawn 800 columns
        // wide, both survive, the ends are kept, and no column has more than four points.
        QList<QPointF> day;
        for (int t = 0; t < 86400; ++t)
            day << QPointF(t,
                           std::sin(t / 900.0) + (t == 40'000 ? 50 : 0) - (t == 70'001 ? 50 : 0));
        const QList<QPointF> drawn = ui::decimateMinMax(day, 800);
        QVERIFY(drawn.size() <= 800 * 4);
        QCOMPARE(drawn.front(), day.front());
        QCOMPARE(drawn.back(), day.back());
        QVERIFY(drawn.contains(day[40'000]));
        QVERIFY(drawn.contains(day[70'001]));
        for (int k = 1; k < drawn.size(); ++k)
            QVERIFY(drawn[k - 1].x() < drawn[k].x());
        // Per column, the same lowest and highest value as the full data.
        for (int c = 0; c < 800; ++c) {
            const double from = 86399.0 * c / 800, to = 86399.0 * (c + 1) / 800;
            double lo = 1e9, hi = -1e9, dlo = 1e9, dhi = -1e9;
            for (const QPointF &p : day)
                if (p.x() >= from && (p.x() < to || c == 799)) {
                    lo = std::min(lo, p.y());
                    hi = std::max(hi, p.y());
                }
            for (const QPointF &p : drawn)
                if (p.x() >= from && (p.x() < to || c == 799)) {
                    dlo = std::min(dlo, p.y());
                    dhi = std::max(dhi, p.y());
                }
            QCOMPARE(dlo, lo);
            QCOMPARE(dhi, hi);
        }
        // Few points come back as they are.
        const QList<QPointF> few{{0, 1}, {1, 5}, {2, 3}};
        QCOMPARE(ui::decimateMinMax(few, 800), few);
    }

    void aCustomRangeAsksForItsSpan()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *panel = page.spendPanel();
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !panel->isLoading(), 15000);
        auto *range = child<QComboBox>(page, "dashboardRange");
        QCOMPARE(range->count(), 5);
        const auto pick = [&]() -> ui::SpanDialog * {
            range->setCurrentIndex(4);
            Q_EMIT range->activated(4);
            ui::SpanDialog *dialog = nullptr;
            const bool opened = QTest::qWaitFor(
                [&] {
                    dialog = page.findChild<ui::SpanDialog *>();
                    return dialog && dialog->isVisible();
                },
                5000);
            return opened ? dialog : nullptr;
        };

        // Cancelled: the range picker is back on what the chart shows.
        QPointer<ui::SpanDialog> dialog = pick();
        QVERIFY(dialog);
        dialog->reject();
        QCOMPARE(range->currentIndex(), 1);
        QCOMPARE(panel->range(), ui::dashboard::SpendRange::LastDay);
        QTRY_VERIFY(dialog.isNull()); // closed and gone

        // A span the wrong way round cannot be taken.
        dialog = pick();
        QVERIFY(dialog);
        const std::int64_t now = m_live->session.platformNow();
        auto *ok = child<QPushButton>(*dialog, "spanOk");
        dialog->setSpan({now, now - 3600});
        QVERIFY(!ok->isEnabled());
        QVERIFY(!child<QLabel>(*dialog, "spanError")->text().isEmpty());
        // Three days ago to yesterday, UTC: by hour, 48 bars.
        const std::int64_t day = now - now % 86400;
        dialog->setSpan({day - 3 * 86400, day - 86400});
        QVERIFY(ok->isEnabled());
        ok->click();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && chart->report()
                                     && chart->report()->from.unixSeconds == day - 3 * 86400,
                                 15000);
        QCOMPARE(chart->report()->step, api::UsageStep::Hour);
        QCOMPARE(chart->report()->t.size(), std::size_t(48));
        QCOMPARE(chart->report()->to.unixSeconds, day - 86400);
        QCOMPARE(range->currentIndex(), 4);
        QCOMPARE(range->currentText(), ui::formatSpan(day - 3 * 86400, day - 86400));
        // The trends over the same span, by hour.
        child<QComboBox>(page, "dashboardView")
            ->setCurrentIndex(int(ui::SpendPanel::View::Savings));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isLoading() && panel->trend()->insights(), 15000);
        QCOMPARE(panel->trend()->insights()->from.unixSeconds, day - 3 * 86400);
        QCOMPARE(panel->trend()->insights()->series.size(), std::size_t(48));
    }

    void changingTheRangeRefetchesWithItsStep()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading(), 15000);
        auto *range = child<QComboBox>(page, "dashboardRange");
        QCOMPARE(range->currentIndex(), 1);
        struct Row
        {
            int index;
            api::UsageStep step;
            std::size_t buckets;
            std::int64_t width;
        };
        for (const Row &row :
             {Row{0, api::UsageStep::Minute, 60, 60}, Row{2, api::UsageStep::Day, 7, 86400},
              Row{3, api::UsageStep::Day, 30, 86400}, Row{1, api::UsageStep::Hour, 24, 3600}}) {
            QSignalSpy changed(page.spendPanel(), &ui::SpendPanel::reportChanged);
            range->setCurrentIndex(row.index);
            QVERIFY(page.spendPanel()->isLoading()); // asked at once
            QTRY_VERIFY_WITH_TIMEOUT(!page.spendPanel()->isLoading() && chart->report(), 15000);
            QVERIFY(changed.count() >= 1);
            const api::UsageReport &r = *chart->report();
            QCOMPARE(r.step, row.step);
            QCOMPARE(r.t.size(), row.buckets);
            QCOMPARE(r.to.unixSeconds - r.from.unixSeconds, std::int64_t(row.buckets) * row.width);
            QCOMPARE(chart->drawnMicros(), r.totalCostMicros);
            // The newest bucket holds the platform's now.
            const std::int64_t now = m_live->session.platformTime();
            QVERIFY(r.t.back().unixSeconds <= now && now < r.to.unixSeconds);
        }
    }

    void localDaysBeginAtTheZonesMidnight()
    {
        // Eight hours east of UTC (a POSIX TZ, no tz database needed): today and the days of
        // the week's bars begin at 16:00 UTC; the page says which zone and asks again when the
        // choice changes.
        const QByteArray tz = qgetenv("TZ");
        qputenv("TZ", "XST-8");
        const auto restore = qScopeGuard([&] {
            ui::setTimeZoneChoice(ui::TimeZoneChoice::Utc);
            if (tz.isNull())
                qunsetenv("TZ");
            else
                qputenv("TZ", tz);
        });
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading(), 15000);
        auto *zone = child<QLabel>(page, "dashboardTimeZone");
        QCOMPARE(zone->text(), QStringLiteral("Days in UTC"));
        child<QComboBox>(page, "dashboardRange")->setCurrentIndex(2); // 7 days
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading()
                                     && chart->report()->step == api::UsageStep::Day,
                                 15000);
        QCOMPARE(chart->report()->from.unixSeconds % 86400, std::int64_t(0));

        ui::setTimeZoneChoice(ui::TimeZoneChoice::Local);
        QCoreApplication::postEvent(qApp, new QEvent(QEvent::LanguageChange)); // as Preferences
        const QTimeZone east(8 * 3600);
        const std::int64_t now = m_live->session.platformNow();
        const std::int64_t today = ui::dayStartIn(now, east);
        QCOMPARE(today % 86400, std::int64_t(16 * 3600));
        QTRY_VERIFY_WITH_TIMEOUT(!page.spendPanel()->isLoading() && chart->report()
                                     && chart->report()->from.unixSeconds == today - 6 * 86400,
                                 15000);
        QTRY_COMPARE(zone->text(), QStringLiteral("Days in local time (UTC+08:00)"));
        // Seven bars of the zone's days, adding up to the platform's spend over them by hour.
        const api::UsageReport &days = *chart->report();
        QCOMPARE(days.step, api::UsageStep::Day);
        QCOMPARE(days.t.size(), std::size_t(7));
        QCOMPARE(days.t.back().unixSeconds, today);
        const auto hourly
            = run(m_live->client,
                  ops::getBillingUsage(ui::dashboard::usageQuery(
                      ui::dashboard::usageWindow(ui::dashboard::SpendRange::LastWeek, now, east),
                      "backend")));
        QVERIFY(hourly);
        QCOMPARE(hourly->step, api::UsageStep::Hour);
        QCOMPARE(hourly->t.size(), std::size_t(7 * 24));
        QCOMPARE(sumOfGroups(days), sumOfGroups(*hourly));
        QCOMPARE(chart->drawnMicros(), hourly->totalCostMicros);
        // Today's tile: the spend since the zone's midnight, as the platform reports it.
        const auto spent
            = run(m_live->client, ops::getBillingUsage(ui::dashboard::usageQuery(
                                      ui::dashboard::todayWindow(now, east), "backend")));
        QVERIFY(spent);
        QCOMPARE(spent->from.unixSeconds, today);
        QTRY_COMPARE_WITH_TIMEOUT(
            h.value("today"),
            ui::formatMoney(spent->totalCostMicros, QString::fromStdString(spent->currency)),
            15000);
        QVERIFY(
            page.tile(QStringLiteral("today"))->toolTip().contains(QStringLiteral("UTC+08:00")));
    }

    void tilesOpenThePagesBehindThem()
    {
        // A budget the spend so far has used up: at risk.
        api::BudgetCreate tight;
        tight.name = "dash-tight";
        tight.amountMicros = 10'000;
        const auto created = run(m_live->client, ops::createBudget(tight));
        QVERIFY(created);

        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *budgets = page.tile(QStringLiteral("budgets"));
        QTRY_COMPARE_WITH_TIMEOUT(budgets->value(), QLocale().toString(1), 15000);
        QVERIFY(budgets->toolTip().contains(QStringLiteral("dash-tight")));

        QSignalSpy navigate(&page, &ui::ConsolePage::navigate);
        QTest::mouseClick(budgets, Qt::LeftButton);
        QCOMPARE(navigate.count(), 1);
        QCOMPARE(navigate.at(0).at(0).toString(), QStringLiteral("billing"));
        const QVariantMap arguments = navigate.at(0).at(1).toMap();
        QCOMPARE(arguments.value(QStringLiteral("budgets")), QVariant(true));

        // By keyboard: focusable, Space and Enter activate.
        QCOMPARE(budgets->focusPolicy(), Qt::StrongFocus);
        h.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&h.window));
        budgets->setFocus(Qt::TabFocusReason);
        QVERIFY(budgets->hasFocus());
        QTest::keyClick(budgets, Qt::Key_Space);
        QTest::keyClick(budgets, Qt::Key_Return);
        QCOMPARE(navigate.count(), 3);

        QTest::mouseClick(page.tile(QStringLiteral("running")), Qt::LeftButton);
        QCOMPARE(navigate.count(), 4);
        QCOMPARE(navigate.at(3).at(0).toString(), QStringLiteral("instances"));
        QTest::mouseClick(page.tile(QStringLiteral("month")), Qt::LeftButton);
        QCOMPARE(navigate.count(), 5);
        QCOMPARE(navigate.at(4).at(0).toString(), QStringLiteral("billing"));
        QVERIFY(navigate.at(4).at(1).toMap().isEmpty());

        QVERIFY(run(m_live->client, ops::deleteBudget(created->id)));
        QTRY_COMPARE_WITH_TIMEOUT(budgets->value(), QLocale().toString(0), 15000);
    }

    void chartDataExportsAsCsvWithALinePerBucket()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading(), 15000);
        QTRY_VERIFY(child<QAction>(page, "actionDashboardExportCsv")->isEnabled());
        const api::UsageReport &report = *chart->report();

        const QString csv = chart->csv();
        const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), qsizetype(report.t.size()) + 1);
        POLYCHIP_VERIFY_TEXT(lines.front().startsWith(QStringLiteral("Time (UTC),")));
        std::int64_t sum = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QStringList fields = lines[i].split(QLatin1Char(','));
            QCOMPARE(fields.size(), qsizetype(report.groups.size()) + 1);
            QCOMPARE(fields.front().toStdString(),
                     api::formatRfc3339(report.t[std::size_t(i - 1)]));
            for (qsizetype f = 1; f < fields.size(); ++f)
                sum += parseMicros(fields[f]);
        }
        QCOMPARE(sum, report.totalCostMicros); // exact, from the integer micro-units

        QTemporaryDir dir;
        QSignalSpy exported(&page, &DashboardPage::exported);
        const QString csvPath = dir.filePath(QStringLiteral("spend.csv"));
        page.exportCsv(csvPath);
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 10000);
        QCOMPARE(exported.at(0).at(1).toString(), QString());
        QFile file(csvPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), csv);

        const QString pngPath = dir.filePath(QStringLiteral("dashboard.png"));
        page.exportImage(pngPath);
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 2, 10000);
        QCOMPARE(exported.at(1).at(1).toString(), QString());
        const QImage image(pngPath);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 100 && image.height() > 100);
        // Above the dashboard, what it is, of which range, as of when: a band of text.
        const QImage content = page.content()->grab().toImage();
        const int band = image.height() - int(content.height() / content.devicePixelRatio());
        QVERIFY2(band >= 3 * page.fontMetrics().height(), qPrintable(QString::number(band)));
        const QRgb background = image.pixel(1, 1);
        int inked = 0;
        for (int y = 0; y < band; ++y)
            for (int x = 0; x < image.width(); ++x)
                inked += image.pixel(x, y) != background;
        QVERIFY(inked > 200); // three lines of text
        POLYCHIP_VERIFY_TEXT(page.spendPanel()->shownText().startsWith(QStringLiteral("Spend · ")));
    }

    void captionsGoAboveTheImage()
    {
        QImage picture(200, 100, QImage::Format_ARGB32);
        picture.fill(Qt::red);
        QFont font;
        const QImage out = ui::withCaption(
            picture, {QStringLiteral("Title"), QStringLiteral("Range"), QStringLiteral("As of")},
            font, Qt::black, Qt::white);
        const int band = out.height() - picture.height();
        QVERIFY(band >= 3 * QFontMetrics(font).lineSpacing());
        QCOMPARE(out.width(), picture.width());
        QCOMPARE(out.pixelColor(100, band + 50), QColor(Qt::red)); // the picture, under it
        bool text = false;
        for (int y = 0; y < band && !text; ++y)
            for (int x = 0; x < out.width() && !text; ++x)
                text = out.pixelColor(x, y) != QColor(Qt::white);
        QVERIFY(text);
    }

    void anEmptyAccountSaysSo()
    {
        const Key other = m_sim->key("org-b", "admin");
        QVERIFY(!other.id.empty());
        test::LiveSession live(*m_sim, other);
        QVERIFY(live.live());
        auto &client = live.client;
        auto &session = live.session;
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        auto *chart = page.spendChart();
        QTRY_VERIFY_WITH_TIMEOUT(chart->report() && !page.spendPanel()->isLoading(), 15000);
        QCOMPARE(chart->report()->totalCostMicros, std::int64_t(0));
        QCOMPARE(chart->drawnMicros(), std::int64_t(0));
        QVERIFY(!chart->stateText().isEmpty());
        POLYCHIP_VERIFY_TEXT(chart->stateText() == QStringLiteral("No spend in this range."));
        QCOMPARE(h.value("running"), QLocale().toString(0));
        QTRY_COMPARE_WITH_TIMEOUT(h.value("today"), ui::formatMoney(0, QStringLiteral("CNY")),
                                  15000);
        QCOMPARE(h.value("budgets"), QLocale().toString(0));
        const auto account = run(client, ops::getBillingAccount());
        QVERIFY(account);
        QTRY_COMPARE(h.value("funds"),
                     ui::formatMoney(account->balanceMicros + account->creditMicros,
                                     QString::fromStdString(account->currency)));
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "throughputLine")->text().contains(QStringLiteral("no running")));
        shot(h.window, QStringLiteral("empty"));
        page.setContext({});
        session.stop();
    }

    void aFailedFetchIsSaidAndRetried()
    {
        test::FakePlatform platform;
        std::atomic<int> asked{0};
        platform.server().Get(
            "/v1/billing/usage", [&](const httplib::Request &, httplib::Response &res) {
                // Today's tile and the chart both ask: both fail alike.
                ++asked;
                res.status = 400;
                res.set_content("{\"error\": {\"code\": \"INVALID_ARGUMENT\", \"message\": "
                                "\"no usage here\", \"request_id\": \"req_1\"}}",
                                "application/json");
            });
        platform.server().Get(
            "/v1/billing/insights", [&](const httplib::Request &, httplib::Response &res) {
                res.status = 400;
                res.set_content("{\"error\": {\"code\": \"INVALID_ARGUMENT\", \"message\": "
                                "\"no insights here\", \"request_id\": \"req_2\"}}",
                                "application/json");
            });
        QVERIFY(platform.start());
        client::RetryPolicy once;
        once.maxAttempts = 1;
        ApiClient client(platform.endpoint(), once);
        Session session(client); // not started: the page asks for usage only
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, false, std::nullopt, {}});
        auto *retry = child<QPushButton>(page, "dashboardRetry");
        QTRY_VERIFY_WITH_TIMEOUT(retry->isVisibleTo(&page), 10000);
        QVERIFY(page.spendChart()->report() == nullptr);
        QVERIFY(!page.spendChart()->stateText().isEmpty());
        QVERIFY(page.messageBar()->isError());
        QVERIFY(!page.messageBar()->text().isEmpty());
        QCOMPARE(h.value("month"), QStringLiteral("—")); // no account without a session
        QTRY_VERIFY(asked.load() >= 2);                  // the chart and today's spend
        // The month's insights: no figure, and why not in the tiles' tooltips.
        for (const char *name : {"idle", "savings"}) {
            auto *tile = page.tile(QString::fromLatin1(name));
            QTRY_VERIFY2_WITH_TIMEOUT(tile->toolTip().contains(QStringLiteral("no insights here")),
                                      name, 10000);
            QCOMPARE(tile->value(), QStringLiteral("—"));
            POLYCHIP_VERIFY_TEXT(tile->detail() == QStringLiteral("Could not load"));
        }
        shot(h.window, QStringLiteral("error"));

        const int before = asked.load();
        retry->click();
        QTRY_VERIFY_WITH_TIMEOUT(asked.load() > before, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(retry->isVisibleTo(&page), 10000);
        page.setContext({});
    }

    void theWallboardBorrowsTheContentUntilEsc()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        QWidget *content = page.content();
        child<QAction>(page, "actionDashboardWallboard")->trigger();
        QVERIFY(page.isWallboard());
        QVERIFY(content->window() != &h.window);
        // Over the whole screen, with or without a window manager to honour the state.
        QVERIFY(content->window()->geometry().contains(content->window()->screen()->geometry()));
        QVERIFY(QFontInfo(content->window()->font()).pixelSize()
                > QFontInfo(h.window.font()).pixelSize());
        QCOMPARE(ui::DashboardWallboard::typeScale(720), 1.0); // 1280x720: nothing cut off
        QCOMPARE(ui::DashboardWallboard::typeScale(1080), 1.5);
        QCOMPARE(ui::DashboardWallboard::typeScale(2160), 3.0);
        QWidget *board = content->window();
        QVERIFY(QTest::qWaitForWindowExposed(board));
        // It turns through the charts by itself, and Ctrl+PgDown turns at once.
        auto *rotation = page.findChild<QTimer *>(QStringLiteral("dashboardRotation"));
        QVERIFY(rotation && rotation->isActive());
        QCOMPARE(rotation->interval(), DashboardPage::kWallboardPageMs);
        auto *panel = page.spendPanel();
        QCOMPARE(panel->view(), ui::SpendPanel::View::Spend);
        QTest::keyClick(board, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(panel->view(), ui::SpendPanel::View::Throughput);
        rotation->start(50);
        QTRY_COMPARE(panel->view(), ui::SpendPanel::View::CostPer1m);
        QTRY_COMPARE(panel->view(), ui::SpendPanel::View::Savings);
        QTRY_COMPARE(panel->view(), ui::SpendPanel::View::Spend); // and round
        QTest::keyClick(board, Qt::Key_Escape);
        QTRY_VERIFY(!page.isWallboard());
        QVERIFY(!rotation->isActive());
        QCOMPARE(content->window(), &h.window);
        QVERIFY(content->isVisible());
        QVERIFY(!child<QAction>(page, "actionDashboardWallboard")->isChecked());
    }

    // Last: it moves the clock by more than an hour and leaves a sleeping notebook behind.
    void sleepSavingsAreThePlatformsFigure()
    {
        // A notebook from the catalog, with auto-sleep after ten minutes under 5 %.
        const auto &catalog = m_live->session.catalog();
        QTRY_VERIFY_WITH_TIMEOUT(!catalog.templates().empty(), 15000);
        const auto notebook = std::find_if(
            catalog.templates().begin(), catalog.templates().end(),
            [](const api::Template &t) { return t.kind == api::WorkloadKind::Notebook; });
        QVERIFY(notebook != catalog.templates().end());
        api::LaunchSpec spec;
        spec.name = "dash-notebook";
        spec.templateId = notebook->id;
        spec.autoSleep = api::AutoSleep{true, 5, 10};
        const std::int64_t launchedAt = m_live->session.platformTime();
        const auto launched = run(m_live->client, ops::createInstance(spec));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        // As the platform says it (the session may still be relisting).
        const auto state = [this, id] {
            const auto i = run(m_live->client, ops::getInstance(id));
            return i ? i->state : api::InstanceState::Unknown;
        };
        // Provisioned (in five-minute steps, so that it cannot idle past ten minutes unseen)...
        const auto up = [](api::InstanceState s) {
            return s == api::InstanceState::Running || s == api::InstanceState::Sleeping;
        };
        for (int i = 0; i < 12 && !up(state()); ++i)
            QVERIFY(advance(300));
        QVERIFY(up(state()));
        // ...idle past its ten minutes: asleep; then an hour asleep.
        QVERIFY(advance(11 * 60));
        QCOMPARE(state(), api::InstanceState::Sleeping);
        QVERIFY(advance(3600));
        QCOMPARE(state(), api::InstanceState::Sleeping);

        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        const auto own = run(m_live->client, ops::getBillingInsights({}));
        QVERIFY(own);
        QVERIFY(own->total.sleepSavedMicros > 0);
        QVERIFY(own->total.idleMicros > 0); // the notebook's ten idle minutes at least
        child<QAction>(page, "actionDashboardRefresh")->trigger();
        checkInsights(page, *own);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(page.tiles()->insights()->total.sleepSavedMicros > 0);
        QVERIFY(page.tile(QStringLiteral("savings"))->value()
                != ui::formatMoney(0, QString::fromStdString(own->currency)));
        shot(h.window, QStringLiteral("savings"));

        // The notebook's own figures since its launch (whatever month that was): it never
        // worked, and its hour asleep saved an hour of its price at least.
        const auto since = run(
            m_live->client, ops::getBillingInsights({{"from", api::formatRfc3339({launchedAt})}}));
        QVERIFY(since);
        const auto mine = std::find_if(since->instances.begin(), since->instances.end(),
                                       [&id](const api::InsightGroup &g) { return g.key == id; });
        QVERIFY(mine != since->instances.end());
        QVERIFY(mine->computeMicros > 0);
        QCOMPARE(mine->idleMicros, mine->computeMicros);
        const auto instance = run(m_live->client, ops::getInstance(id));
        QVERIFY(instance);
        QVERIFY2(mine->sleepSavedMicros >= instance->pricePerHourMicros,
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(mine->sleepSavedMicros)
                                .arg(instance->pricePerHourMicros)));
        QVERIFY(!mine->costPer1mTokensMicros);
    }

    // After the last: it replaces the simulator's state.
    void aReplacedStateIsFetchedAgain()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(context());
        QTRY_VERIFY_WITH_TIMEOUT(page.tiles()->insights().has_value(), 15000);
        QVERIFY(page.tiles()->insights()->total.computeMicros > 0);
        // A new account: nothing billed. The dashboard does not wait a minute to say so.
        QVERIFY(run(m_live->client, ops::loadSimScenario("first-steps")));
        QTRY_VERIFY_WITH_TIMEOUT(
            page.tiles()->insights() && page.tiles()->insights()->total.computeMicros == 0, 15000);
        const QString zero
            = ui::formatMoney(0, QString::fromStdString(page.tiles()->insights()->currency));
        QTRY_COMPARE(page.tile(QStringLiteral("idle"))->value(), zero);
        QTRY_COMPARE(page.tile(QStringLiteral("today"))->value(), zero);
        QTRY_COMPARE(page.tile(QStringLiteral("chips"))->value(), zero);

        // The welcome scenario's chips cost more than one H100 for the same hours: the tile
        // says so, with what it cost more, never a negative saving.
        QVERIFY(run(m_live->client, ops::loadSimScenario("welcome")));
        child<QAction>(page, "actionDashboardRefresh")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(page.tiles()->insights()
                                     && page.tiles()->insights()->total.referenceMicros
                                            < page.tiles()->insights()->total.computeMicros,
                                 15000);
        auto *chips = page.tile(QStringLiteral("chips"));
        const auto &total = page.tiles()->insights()->total;
        QTRY_COMPARE(chips->value(),
                     ui::formatMoney(total.computeMicros - total.referenceMicros,
                                     QString::fromStdString(page.tiles()->insights()->currency)));
        QVERIFY(!chips->value().contains(QLatin1Char('-')));
        POLYCHIP_VERIFY_TEXT(chips->caption() == QStringLiteral("Extra cost of chip choice"));

        // Its funds run out long before the month ends, and then the platform stops all
        // compute: the forecast's tooltip says so with the funds left.
        const auto account = run(m_live->client, ops::getBillingAccount());
        QVERIFY(account && account->forecastCeilingMicros);
        const std::int64_t funds = account->balanceMicros + account->creditMicros;
        QVERIFY(*account->forecastCeilingMicros - account->monthToDateMicros >= funds);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.tile(QStringLiteral("forecast"))
                ->toolTip()
                .contains(ui::formatMoney(funds, QString::fromStdString(account->currency))),
            15000);
        POLYCHIP_VERIFY_TEXT(
            page.tile(QStringLiteral("forecast"))->toolTip().contains(QStringLiteral("run out")));
    }

private:
    PageContext context() const
    {
        return {&m_live->client, &m_live->session, true, api::Role::Admin, {}};
    }

    /// Moves the paused clock forward by `seconds` and waits until the session has seen it.
    bool advance(std::int64_t seconds)
    {
        return test::advanceAndFollow(m_live->client, m_live->session, seconds);
    }

    /// The idle and savings tiles say what GET /v1/billing/insights said to the test (the
    /// clock standing still meanwhile), to the micro-unit.
    void checkInsights(DashboardPage &page, const api::Insights &own)
    {
        const QString cur = QString::fromStdString(own.currency);
        auto *idle = page.tile(QStringLiteral("idle"));
        auto *savings = page.tile(QStringLiteral("savings"));
        QTRY_COMPARE_WITH_TIMEOUT(idle->value(), ui::formatMoney(own.total.idleMicros, cur), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(savings->value(),
                                  ui::formatMoney(own.total.sleepSavedMicros, cur), 15000);
        const auto &shown = page.tiles()->insights();
        QVERIFY(shown);
        QCOMPARE(shown->currency, own.currency);
        QCOMPARE(shown->from.unixSeconds, own.from.unixSeconds);
        QCOMPARE(shown->to.unixSeconds, own.to.unixSeconds);
        QCOMPARE(shown->total.computeMicros, own.total.computeMicros);
        QCOMPARE(shown->total.idleMicros, own.total.idleMicros);
        QCOMPARE(shown->total.sleepSavedMicros, own.total.sleepSavedMicros);
        // The shares under the figures: idle of compute, saved of compute plus saved.
        POLYCHIP_VERIFY_TEXT(idle->detail().endsWith(QStringLiteral("% of compute")));
        POLYCHIP_VERIFY_TEXT(
            savings->detail().endsWith(QStringLiteral("% of what compute would have cost")));
        const auto pct = ui::dashboard::sharePct(
            own.total.sleepSavedMicros, own.total.computeMicros + own.total.sleepSavedMicros);
        QVERIFY(pct && *pct >= 0 && *pct < 100);
        // Chip choice: what the running seconds would have cost on the reference, less what
        // they cost (the RTX 4090 here is cheaper than an H100: a saving).
        auto *chips = page.tile(QStringLiteral("chips"));
        QCOMPARE(own.reference.accelerator, std::string("nvidia-h100-80g"));
        QVERIFY(own.total.referenceMicros > own.total.computeMicros);
        QTRY_COMPARE_WITH_TIMEOUT(
            chips->value(),
            ui::formatMoney(own.total.referenceMicros - own.total.computeMicros, cur), 15000);
        const api::Accelerator *h100 = m_live->session.catalog().accelerator("nvidia-h100-80g");
        QVERIFY(h100);
        POLYCHIP_VERIFY_TEXT(chips->detail().contains(QString::fromStdString(h100->name)));
    }

    void checkDisconnected(DashboardPage &page)
    {
        for (const char *name : {"running", "burn", "today", "month", "forecast", "funds",
                                 "budgets", "idle", "savings", "chips"}) {
            auto *tile = page.tile(QString::fromLatin1(name));
            QVERIFY2(tile, name);
            QCOMPARE(tile->objectName(), QStringLiteral("tile_") + QString::fromLatin1(name));
            QCOMPARE(tile->findChild<QLabel *>(QStringLiteral("tileValue"))->text(),
                     QStringLiteral("—"));
        }
        POLYCHIP_VERIFY_TEXT(
            page.spendChart()->stateText().contains(QStringLiteral("Not connected")));
        QVERIFY(page.spendChart()->barSets().isEmpty());
        QVERIFY(!child<QAction>(page, "actionDashboardRefresh")->isEnabled());
    }

    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
    std::unique_ptr<test::LiveSession> m_live;
    std::string m_instanceId;
};

QTEST_MAIN(DashboardPageTest)
#include "tst_dashboardpage.moc"
