// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Billing page offscreen against a real polychip-sim with its clock paused (the page and the
// test see one time): the usage total is the platform's to the micro-unit and its rows sum to
// it, a grouping asks again, the CSV holds exactly the rows shown with exact money, the
// efficiency rows and totals are the platform's insights (idle share included) and export as
// CSV, budgets are created, edited (also over someone else's change) and deleted through the
// page, invalid fields keep OK disabled, a developer is told why budgets are not theirs, and an
// account without spend says so.
// POLYCHIP_SCREENSHOT_DIR=dir saves the page as dir/billing-<state>.png.
#include "billing/billingalertstab.h"
#include "billing/billingbudgetstab.h"
#include "billing/billingefficiencytab.h"
#include "billing/billingledgertab.h"
#include "billing/billingpage.h"
#include "billing/billingpoliciestab.h"
#include "billing/billingusagetab.h"
#include "billing/billingwebhookstab.h"
#include "billing/budgetdialog.h"
#include "billing/budgetlist.h"
#include "billing/efficiencytablemodel.h"
#include "billing/ledgertablemodel.h"
#include "billing/policiesdialog.h"
#include "billing/usagetablemodel.h"
#include "billing/webhookdialog.h"
#include "kit/billingperiod.h"
#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "kit/messagebar.h"

#include "api/schemainfo.h"
#include "apiclient.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleFactory>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>
#include <memory>
#include <set>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::BillingPage;
using ui::PageContext;
namespace ops = client::ops;
using test::answer;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

/// Fails unless each row's "Used" text reads on what it is drawn on: the cell is drawn with its
/// text and without, the pixels that differ are the text, each compared with the same pixel
/// without text. Its strokes (the tenth of its pixels that contrast most) must reach 4.5:1.
void checkUsedTextContrast(ui::BudgetList &list, const QString &style)
{
    for (int row = 0; row < list.topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = list.topLevelItem(row);
        const QRect cell = list.visualItemRect(item).intersected(
            QRect(list.header()->sectionViewportPosition(ui::BudgetList::UsedColumn), 0,
                  list.header()->sectionSize(ui::BudgetList::UsedColumn), 10'000));
        const QImage with = list.viewport()->grab(cell).toImage();
        const QString text = item->text(ui::BudgetList::UsedColumn);
        item->setText(ui::BudgetList::UsedColumn, QString());
        const QImage without = list.viewport()->grab(cell).toImage();
        item->setText(ui::BudgetList::UsedColumn, text);
        QCOMPARE(with.size(), without.size());
        std::vector<double> contrasts;
        for (int y = 0; y < with.height(); ++y)
            for (int x = 0; x < with.width(); ++x)
                if (with.pixel(x, y) != without.pixel(x, y))
                    contrasts.push_back(
                        ui::contrastRatio(QColor(with.pixel(x, y)), QColor(without.pixel(x, y))));
        QVERIFY2(contrasts.size() > 20, qPrintable(style + QStringLiteral(": no text drawn")));
        std::sort(contrasts.begin(), contrasts.end());
        const double strokes = contrasts[contrasts.size() * 9 / 10];
        QVERIFY2(
            strokes >= 4.5,
            qPrintable(QStringLiteral("%1 style, %2: strokes %3:1").arg(style, text).arg(strokes)));
    }
}

void shot(QWidget &w, const QString &name)
{
    test::screenshot(w, QStringLiteral("billing-") + name);
}

/** The page as the main window hosts it. */
using HostedPage = test::HostedPage<BillingPage>;

/// The fields of one CSV line (RFC 4180 quoting, no line breaks inside).
QStringList csvFields(const QString &line)
{
    QStringList out;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < line.size()
                && line.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            out << field;
            field.clear();
        } else {
            field += c;
        }
    }
    out << field;
    return out;
}

/// "12.345678" back to micro-units, exactly; -1 when it is not such a number.
std::int64_t microsOf(QString text)
{
    const bool negative = text.startsWith(QLatin1Char('-'));
    if (negative)
        text.remove(0, 1);
    const QStringList parts = text.split(QLatin1Char('.'));
    if (parts.size() != 2 || parts[1].size() < 2 || parts[1].size() > 6)
        return -1;
    bool wholeOk = false, fractionOk = false;
    const qlonglong whole = parts[0].toLongLong(&wholeOk);
    const qlonglong fraction = parts[1].leftJustified(6, QLatin1Char('0')).toLongLong(&fractionOk);
    if (!wholeOk || !fractionOk)
        return -1;
    const std::int64_t micros = whole * 1'000'000 + fraction;
    return negative ? -micros : micros;
}

std::set<std::string> keysOf(const QAbstractItemModel &model)
{
    std::set<std::string> keys;
    for (int row = 0; row < model.rowCount(); ++row)
        keys.insert(
            model.index(row, 0).data(ui::UsageTableModel::KeyRole).toString().toStdString());
    return keys;
}

void groupBy(BillingPage &page, const char *grouping)
{
    auto *combo = child<QComboBox>(page, "usageGroupBy");
    combo->setCurrentIndex(combo->findData(QString::fromLatin1(grouping)));
}

bool usageLoaded(const BillingPage &page, const std::string &grouping)
{
    const auto *usage = page.usageTab();
    return QTest::qWaitFor(
        [&] {
            return !usage->loading() && usage->report() && usage->report()->groupBy == grouping;
        },
        15000);
}

bool efficiencyLoaded(const BillingPage &page)
{
    const auto *tab = page.efficiencyTab();
    return QTest::qWaitFor([&] { return !tab->loading() && tab->insights().has_value(); }, 15000);
}

/// The summary line the Efficiency tab shows for `total` (in English).
QString efficiencySummary(const api::InsightGroup &total, const QString &currency)
{
    const QString none = QStringLiteral("—");
    const QString idle
        = total.computeMicros > 0
              ? ui::formatNumber(100.0 * double(total.idleMicros) / double(total.computeMicros), 1)
              : none;
    return QStringLiteral("Compute %1 · idle %2 (%3 %) · saved by sleep %4 · %5 per 1M tokens")
        .arg(ui::formatMoney(total.computeMicros, currency),
             ui::formatMoney(total.idleMicros, currency), idle,
             ui::formatMoney(total.sleepSavedMicros, currency),
             total.costPer1mTokensMicros ? ui::formatMoney(*total.costPer1mTokensMicros, currency)
                                         : none);
}

} // namespace

/** The Billing page as org-a's developer sees it, on a session of their own. */
struct DeveloperPage
{
    explicit DeveloperPage(SimProcess &sim)
        : live(sim, sim.key("org-a", "developer"))
    {}
    /// Connected, the role known and the page built; whether it got there.
    bool ready()
    {
        if (!live.live())
            return false;
        hosted.page->setContext({&live.client, &live.session, true, std::nullopt, {}});
        if (!QTest::qWaitFor([this] { return hosted.page->role() == api::Role::Developer; }, 15000))
            return false;
        hosted.page->ensureBuilt();
        return true;
    }
    void end()
    {
        hosted.page->setContext({});
        live.session.stop();
    }

    test::LiveSession live;
    HostedPage hosted;
};

class BillingPageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "admin");
        QVERIFY(!m_key.id.empty());
        m_live = std::make_unique<test::LiveSession>(*m_sim, m_key);
        QVERIFY(m_live->live());

        // The clock stands still but when the test moves it: the page and the test see one
        // time, and the bill does not move between their two readings.
        api::ClockUpdate pause;
        pause.paused = true;
        QVERIFY(run(m_live->client, ops::setSimClock(pause)));

        // Two small instances that spend for two hours.
        for (const char *name : {"billed-a", "billed-b"}) {
            const auto launched = run(m_live->client, ops::createInstance(test::smallSpec(name)));
            QVERIFY(launched);
            m_instances.insert(launched->instance.id);
        }
        QVERIFY(advance(600));
        QVERIFY(QTest::qWaitFor(
            [this] {
                for (const std::string &id : m_instances) {
                    const api::Instance *i = m_live->session.instances().find(id);
                    if (!i || i->state != api::InstanceState::Running)
                        return false;
                }
                return true;
            },
            15000));
        QVERIFY(advance(2 * 3600));
    }

    void cleanupTestCase()
    {
        m_live.reset();
        m_sim.reset();
    }

    void periodsAreInThePlatformsUtcMonths_data()
    {
        QTest::addColumn<int>("period");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        // The simulator's clock starts at 2026-12-02T08:00:00Z.
        QTest::newRow("this month")
            << int(ui::BillingPeriod::ThisMonth) << QStringLiteral("2026-12-01T00:00:00Z")
            << QStringLiteral("2026-12-02T08:00:01Z");
        QTest::newRow("last month")
            << int(ui::BillingPeriod::LastMonth) << QStringLiteral("2026-11-01T00:00:00Z")
            << QStringLiteral("2026-12-01T00:00:00Z");
        // Whole UTC days, today included.
        QTest::newRow("last 7 days")
            << int(ui::BillingPeriod::Last7Days) << QStringLiteral("2026-11-26T00:00:00Z")
            << QStringLiteral("2026-12-02T08:00:01Z");
        QTest::newRow("last 30 days")
            << int(ui::BillingPeriod::Last30Days) << QStringLiteral("2026-11-03T00:00:00Z")
            << QStringLiteral("2026-12-02T08:00:01Z");
    }

    void periodsAreInThePlatformsUtcMonths()
    {
        QFETCH(int, period);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const auto range = ui::periodRange(ui::BillingPeriod(period), 1796198400);
        const auto query = ui::rangeQuery(range);
        QCOMPARE(QString::fromStdString(query.at("from")), from);
        QCOMPARE(QString::fromStdString(query.at("to")), to);
    }

    void aPeriodIsLabelledInTheLocalesOrderAndInUtc()
    {
        // A whole billing month by its name; the month so far from its first moment to now.
        const QLocale previous;
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        const std::int64_t now = 1796198400; // 2026-12-02T08:00:00Z
        const QString lastMonth = ui::rangeText(ui::periodRange(ui::BillingPeriod::LastMonth, now));
        const QString thisMonth = ui::rangeText(ui::periodRange(ui::BillingPeriod::ThisMonth, now));
        QLocale::setDefault(QLocale(QStringLiteral("zh_CN")));
        const QString lastMonthZh
            = ui::rangeText(ui::periodRange(ui::BillingPeriod::LastMonth, now));
        QLocale::setDefault(previous);
        QCOMPARE(lastMonth, QStringLiteral("November 2026 UTC"));
        QCOMPARE(thisMonth, QStringLiteral("12/1/2026 12:00 AM – 12/2/2026 8:00 AM UTC"));
        QCOMPARE(lastMonthZh, QStringLiteral("2026年11月 UTC"));
    }

    void theUsedPercentageReadsOnItsBar()
    {
        // Over budget the bar is red from end to end: its "125 %" must stay readable on it,
        // as "85 %" must on amber and "40 %" half on green, half on the track.
        ui::BudgetList list;
        std::vector<api::Budget> budgets;
        for (const auto &[name, spent] :
             {std::pair{"over", 125}, std::pair{"near", 85}, std::pair{"fine", 40}}) {
            api::Budget b;
            b.id = std::string("bud-") + name;
            b.name = name;
            b.amountMicros = 100'000'000;
            b.spentMicros = spent * 1'000'000;
            budgets.push_back(b);
        }
        list.setBudgets(budgets, QStringLiteral("CNY"));
        list.setCurrentItem(nullptr);
        list.clearSelection();
        list.resize(900, 200);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        // In every style Qt offers here: the bar is not left to a style's idea of its text.
        for (const QString &key : QStyleFactory::keys()) {
            std::unique_ptr<QStyle> style(QStyleFactory::create(key));
            list.setStyle(style.get());
            for (QWidget *w : list.findChildren<QWidget *>())
                w->setStyle(style.get());
            checkUsedTextContrast(list, key);
            if (QTest::currentTestFailed())
                return;
            list.setStyle(nullptr);
            for (QWidget *w : list.findChildren<QWidget *>())
                w->setStyle(nullptr);
        }
        QVERIFY(ui::contrastRatio(ui::readableOn(ui::toneColor(ui::Tone::Bad)),
                                  ui::toneColor(ui::Tone::Bad))
                >= 4.5);
        QCOMPARE(ui::contrastRatio(Qt::black, Qt::white), 21.0);
    }

    void csvQuotesAndMoneyAreExact()
    {
        QStandardItemModel model(2, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Cost")});
        model.setItem(0, 0, new QStandardItem(QStringLiteral("plain")));
        model.setItem(0, 1, new QStandardItem(QStringLiteral("¥1.50")));
        model.item(0, 1)->setData(ui::decimalUnits(1'500'000), ui::kExportRole);
        model.setItem(1, 0, new QStandardItem(QStringLiteral("a, \"b\"\nc")));
        model.setItem(1, 1, new QStandardItem(QStringLiteral("x")));
        QCOMPARE(ui::toCsv(model),
                 QStringLiteral("Name,Cost\r\nplain,1.50\r\n\"a, \"\"b\"\"\nc\",x\r\n"));
        QCOMPARE(ui::decimalUnits(12'345'678), QStringLiteral("12.345678"));
        QCOMPARE(ui::decimalUnits(0), QStringLiteral("0.00"));
        QCOMPARE(ui::decimalUnits(-20'000), QStringLiteral("-0.02"));
        QCOMPARE(ui::decimalUnits(7'000'000'100), QStringLiteral("7000.0001"));
        QCOMPARE(microsOf(ui::decimalUnits(9'007'199'254'740'992)), 9'007'199'254'740'992);

        QTemporaryDir dir;
        QString error;
        QVERIFY(ui::writeTextFile(dir.filePath(QStringLiteral("a.csv")), QStringLiteral("x\r\n"),
                                  &error));
        QVERIFY(!ui::writeTextFile(dir.filePath(QStringLiteral("missing/a.csv")),
                                   QStringLiteral("x"), &error));
        QVERIFY(!error.isEmpty());
    }

    void notConnectedSaysSo()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        QCOMPARE(page.id(), QStringLiteral("billing"));
        POLYCHIP_VERIFY_TEXT(page.title() == QStringLiteral("Billing"));
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "usageEmpty")->text().contains(QStringLiteral("Not connected")));
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "efficiencyEmpty")
                                 ->text()
                                 .contains(QStringLiteral("Not connected")));
        for (QAction *a : page.pageActions()) {
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
            QVERIFY(!a->text().isEmpty());
            QVERIFY(!a->icon().isNull());
        }
        QCOMPARE(int(page.toolBarActions().size()), 3);
    }

    void usageTotalIsThePlatformsToTheMicroUnit()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *usage = page.usageTab();
        QVERIFY(usageLoaded(page, "backend"));

        // The period is this month in the platform's time, not this computer's.
        const std::int64_t now = m_live->session.platformTime();
        QVERIFY(now > 0);
        QCOMPARE(QString::fromStdString(usage->lastQuery().at("from")),
                 QString::fromStdString(api::formatRfc3339({ui::monthStartUtc(now)})));
        QCOMPARE(usage->lastQuery().at("step"), std::string("day"));

        const auto platform = run(m_live->client, ops::getBillingUsage(usage->lastQuery()));
        QVERIFY(platform);
        const std::int64_t total = platform->totalCostMicros;
        QVERIFY(total > 0);
        QCOMPARE(usage->model()->totalMicros(), total);
        QCOMPARE(usage->model()->rowCount(), int(platform->groups.size()));
        std::int64_t sum = 0;
        const QAbstractItemModel &shown = *usage->shownModel();
        for (int row = 0; row < shown.rowCount(); ++row)
            sum += shown.index(row, ui::UsageTableModel::CostColumn)
                       .data(ui::UsageTableModel::SortRole)
                       .toLongLong();
        QCOMPARE(sum, total);
        auto *label = child<QLabel>(page, "usageTotal");
        QVERIFY(label->isVisible());
        QCOMPARE(label->property("micros").toLongLong(), qlonglong(total));
        POLYCHIP_VERIFY_TEXT(
            label->text()
            == QStringLiteral("Total: %1")
                   .arg(ui::formatMoney(total, QString::fromStdString(platform->currency))));
        QVERIFY(child<QTableView>(page, "usageTable")->isVisible());
        QVERIFY(!child<QLabel>(page, "usageOwnSpend")->isVisible()); // an admin sees it all
        QVERIFY(page.exportAction()->isEnabled());
        QVERIFY(page.messageBar()->text().isEmpty()); // nothing failed
        shot(h.window, QStringLiteral("usage"));

        // The ledger of the same period holds the same money.
        page.tabs()->setCurrentWidget(page.ledgerTab());
        auto *ledger = page.ledgerTab();
        QTRY_VERIFY_WITH_TIMEOUT(!ledger->loading() && ledger->model()->rowCount() > 0, 15000);
        QCOMPARE(ledger->range().from, usage->range().from);
        QCOMPARE(ledger->shownTotalMicros(), total);
        QCOMPARE(child<QLabel>(page, "ledgerTotal")->property("micros").toLongLong(),
                 qlonglong(total));
        // Filtered by an instance's name: only its items, and their sum.
        child<QLineEdit>(page, "ledgerFilter")->setText(QStringLiteral("billed-a"));
        QVERIFY(ledger->shownModel()->rowCount() > 0);
        QVERIFY(ledger->shownModel()->rowCount() < ledger->model()->rowCount());
        QVERIFY(ledger->shownTotalMicros() < total);
        shot(h.window, QStringLiteral("ledger"));
        page.setContext({});
    }

    void aGroupingAsksAgain()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *usage = page.usageTab();
        QAbstractItemModelTester tester(usage->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(usageLoaded(page, "backend"));
        std::set<std::string> backends{""};
        for (const auto &name : api::enumWireNames<api::Backend>())
            backends.insert(name);
        const auto byBackend = keysOf(*usage->shownModel());
        QVERIFY(byBackend.count("gpu") == 1);
        for (const auto &key : byBackend)
            QVERIFY2(backends.count(key) == 1, key.c_str());

        groupBy(page, "instance");
        QVERIFY(usageLoaded(page, "instance"));
        const auto byInstance = keysOf(*usage->shownModel());
        for (const std::string &id : m_instances)
            QVERIFY2(byInstance.count(id) == 1, id.c_str());
        for (const auto &key : byInstance)
            QVERIFY2(key.empty() || key.rfind("ins_", 0) == 0, key.c_str());
        // Named as the session knows them.
        std::set<QString> names;
        for (int row = 0; row < usage->shownModel()->rowCount(); ++row)
            names.insert(usage->shownModel()->index(row, 0).data().toString());
        QVERIFY(names.count(QStringLiteral("billed-a")) == 1);
        QVERIFY(names.count(QStringLiteral("billed-b")) == 1);
        POLYCHIP_VERIFY_TEXT(usage->shownModel()->headerData(0, Qt::Horizontal).toString()
                             == QStringLiteral("Instance"));
        shot(h.window, QStringLiteral("usage-by-instance"));

        // A double-click on an instance's row asks for it.
        QSignalSpy navigate(&page, &ui::ConsolePage::navigate);
        auto *table = child<QTableView>(page, "usageTable");
        const QModelIndex first = usage->shownModel()->index(0, 0);
        const QString firstId = first.data(ui::UsageTableModel::KeyRole).toString();
        Q_EMIT table->doubleClicked(first);
        if (!firstId.isEmpty()) {
            QCOMPARE(int(navigate.count()), 1);
            QCOMPARE(navigate.at(0).at(0).toString(), QStringLiteral("instances"));
            QCOMPARE(navigate.at(0).at(1).toMap().value(QStringLiteral("select")).toString(),
                     firstId);
        }

        // The newest request wins: quickly by backend, by user, by backend again.
        groupBy(page, "backend");
        groupBy(page, "user");
        groupBy(page, "backend");
        QVERIFY(usageLoaded(page, "backend"));
        QCOMPARE(usage->report()->groupBy, std::string("backend"));
        QCOMPARE(keysOf(*usage->shownModel()), byBackend);

        // By a label: its key is asked for first.
        groupBy(page, "label");
        auto *key = child<QLineEdit>(page, "usageLabelKey");
        QVERIFY(key->isVisible());
        QVERIFY(!usage->report());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "usageEmpty")->text().contains(QStringLiteral("key of a label")));
        key->setText(QStringLiteral("project"));
        Q_EMIT key->editingFinished();
        QVERIFY(usageLoaded(page, "label.project"));
        // The instances carry no such label: their spend is one group without it.
        QCOMPARE(keysOf(*usage->shownModel()), std::set<std::string>{""});
        QCOMPARE(usage->model()->totalMicros(), usage->report()->totalCostMicros);
        groupBy(page, "backend");
        QVERIFY(!key->isVisible());
        page.setContext({});
    }

    void theCsvHoldsTheRowsShown()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *usage = page.usageTab();
        groupBy(page, "instance");
        QVERIFY(usageLoaded(page, "instance"));
        // Sorted by name, as a click on the header would.
        child<QTableView>(page, "usageTable")->sortByColumn(0, Qt::AscendingOrder);
        const QAbstractItemModel &shown = *usage->shownModel();
        QVERIFY(shown.rowCount() >= 2);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("usage.csv"));
        QSignalSpy exported(usage, &ui::BillingUsageTab::exported);
        usage->exportTo(path);
        QStringList lines;
        readExport(exported, path, page, shown, lines);
        if (QTest::currentTestFailed())
            return;
        std::int64_t sum = 0;
        for (int row = 0; row < shown.rowCount(); ++row) {
            const QStringList fields = csvFields(lines.at(row + 1));
            QCOMPARE(int(fields.size()), shown.columnCount());
            QCOMPARE(fields.at(0), shown.index(row, 0).data().toString()); // in the order shown
            const std::int64_t micros = microsOf(fields.at(ui::UsageTableModel::CostColumn));
            QCOMPARE(micros, std::int64_t(shown.index(row, ui::UsageTableModel::CostColumn)
                                              .data(ui::UsageTableModel::SortRole)
                                              .toLongLong()));
            sum += micros;
        }
        QCOMPARE(sum, usage->model()->totalMicros());

        // A place that cannot be written is said, in the message bar.
        usage->exportTo(dir.filePath(QStringLiteral("missing/usage.csv")));
        QTRY_COMPARE(int(exported.count()), 2);
        QVERIFY(!exported.at(1).at(1).toString().isEmpty());
        QVERIFY(page.messageBar()->isError());
        page.setContext({});
    }

    void efficiencyRowsAreThePlatformsInsights()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        // Between Usage and Ledger.
        auto *tab = page.efficiencyTab();
        QCOMPARE(page.tabs()->indexOf(tab), page.tabs()->indexOf(page.usageTab()) + 1);
        QCOMPARE(page.tabs()->indexOf(page.ledgerTab()), page.tabs()->indexOf(tab) + 1);
        QAbstractItemModelTester tester(tab->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.tabs()->setCurrentWidget(tab);
        QVERIFY(efficiencyLoaded(page));

        // This month in the platform's time, as the usage.
        const std::int64_t now = m_live->session.platformTime();
        QCOMPARE(QString::fromStdString(tab->lastQuery().at("from")),
                 QString::fromStdString(api::formatRfc3339({ui::monthStartUtc(now)})));

        // The same query by the test: the same figures (the clock stands still).
        const auto own = run(m_live->client, ops::getBillingInsights(tab->lastQuery()));
        QVERIFY(own);
        QVERIFY(own->total.computeMicros > 0);
        const QString cur = QString::fromStdString(own->currency);
        using Model = ui::EfficiencyTableModel;
        const QAbstractItemModel &shown = *tab->shownModel();
        QCOMPARE(shown.rowCount(), int(own->instances.size()));
        std::map<QString, int> rowOf; // instance id → row shown
        for (int row = 0; row < shown.rowCount(); ++row)
            rowOf[shown.index(row, 0).data(Model::IdRole).toString()] = row;
        QCOMPARE(rowOf.size(), own->instances.size());
        const auto raw
            = [&](int row, int column) { return shown.index(row, column).data(Model::SortRole); };
        const auto text
            = [&](int row, int column) { return shown.index(row, column).data().toString(); };
        std::int64_t compute = 0;
        for (const api::InsightGroup &g : own->instances) {
            const QString id = QString::fromStdString(g.key);
            QVERIFY2(rowOf.count(id) == 1, g.key.c_str());
            const int row = rowOf.at(id);
            QCOMPARE(raw(row, Model::ComputeColumn).toLongLong(), qlonglong(g.computeMicros));
            QCOMPARE(raw(row, Model::IdleColumn).toLongLong(), qlonglong(g.idleMicros));
            QCOMPARE(raw(row, Model::SavedColumn).toLongLong(), qlonglong(g.sleepSavedMicros));
            QCOMPARE(raw(row, Model::TokensColumn).toLongLong(), qlonglong(g.tokens));
            QCOMPARE(text(row, Model::ComputeColumn), ui::formatMoney(g.computeMicros, cur));
            QCOMPARE(text(row, Model::TokensColumn), ui::formatNumber(double(g.tokens), 0));
            QCOMPARE(text(row, Model::CostPerTokensColumn),
                     g.costPer1mTokensMicros ? ui::formatMoney(*g.costPer1mTokensMicros, cur)
                                             : QStringLiteral("—"));
            // The idle share is of the compute billed.
            const double idlePct = g.computeMicros > 0
                                       ? 100.0 * double(g.idleMicros) / double(g.computeMicros)
                                       : 0.0;
            QCOMPARE(raw(row, Model::IdleShareColumn).toDouble(), idlePct);
            if (g.computeMicros > 0)
                POLYCHIP_VERIFY_TEXT(text(row, Model::IdleShareColumn)
                                     == QStringLiteral("%1 %").arg(ui::formatNumber(idlePct, 1)));
            QVERIFY(g.idleMicros <= g.computeMicros);
            // Named as the session knows them, the id as the tooltip.
            const api::Instance *instance = m_live->session.instances().find(g.key);
            QCOMPARE(text(row, Model::InstanceColumn),
                     QString::fromStdString(instance ? instance->name : g.key));
            QCOMPARE(shown.index(row, Model::InstanceColumn).data(Qt::ToolTipRole).toString(), id);
            if (g.backend)
                QCOMPARE(text(row, Model::BackendColumn), ui::backendText(*g.backend));
            compute += g.computeMicros;
        }
        for (const std::string &id : m_instances)
            QVERIFY2(rowOf.count(QString::fromStdString(id)) == 1, id.c_str());
        QCOMPARE(compute, own->total.computeMicros);

        // The summary is the platform's total.
        auto *summary = child<QLabel>(page, "efficiencySummary");
        QVERIFY(summary->isVisible());
        QCOMPARE(summary->property("computeMicros").toLongLong(),
                 qlonglong(own->total.computeMicros));
        POLYCHIP_VERIFY_TEXT(summary->text() == efficiencySummary(own->total, cur));
        // Each backend's cost per 1M tokens.
        auto *backends = child<QLabel>(page, "efficiencyBackends");
        QVERIFY(backends->isVisible());
        for (const api::InsightGroup &b : own->backends) {
            if (!b.costPer1mTokensMicros || !b.backend)
                continue;
            QVERIFY2(backends->text().contains(ui::formatMoney(*b.costPer1mTokensMicros, cur)),
                     qPrintable(backends->text()));
            QVERIFY(backends->text().contains(ui::backendText(*b.backend)));
        }

        // The headers say what idle cost, sleep savings and cost per token are.
        for (int column : {Model::IdleColumn, Model::SavedColumn, Model::CostPerTokensColumn})
            QVERIFY(
                !shown.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        // Sorted on raw values.
        auto *table = child<QTableView>(page, "efficiencyTable");
        table->sortByColumn(Model::IdleShareColumn, Qt::AscendingOrder);
        for (int row = 1; row < shown.rowCount(); ++row)
            QVERIFY(raw(row - 1, Model::IdleShareColumn).toDouble()
                    <= raw(row, Model::IdleShareColumn).toDouble());
        table->sortByColumn(Model::ComputeColumn, Qt::DescendingOrder);
        for (int row = 1; row < shown.rowCount(); ++row)
            QVERIFY(raw(row - 1, Model::ComputeColumn).toLongLong()
                    >= raw(row, Model::ComputeColumn).toLongLong());

        QVERIFY(!child<QLabel>(page, "efficiencyOwnSpend")->isVisible()); // an admin sees it all
        QVERIFY(page.exportAction()->isEnabled());
        QVERIFY(page.messageBar()->text().isEmpty()); // nothing failed
        shot(h.window, QStringLiteral("efficiency"));

        // A double-click on a row asks for its instance.
        QSignalSpy navigate(&page, &ui::ConsolePage::navigate);
        const QModelIndex first = shown.index(0, 0);
        Q_EMIT table->doubleClicked(first);
        QCOMPARE(int(navigate.count()), 1);
        QCOMPARE(navigate.at(0).at(0).toString(), QStringLiteral("instances"));
        QCOMPARE(navigate.at(0).at(1).toMap().value(QStringLiteral("select")).toString(),
                 first.data(Model::IdRole).toString());
        page.setContext({});
    }

    void theEfficiencyCsvHoldsTheRowsShown()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *tab = page.efficiencyTab();
        page.tabs()->setCurrentWidget(tab);
        QVERIFY(efficiencyLoaded(page));
        const QAbstractItemModel &shown = *tab->shownModel();
        QVERIFY(shown.rowCount() >= 2);
        QVERIFY(page.exportAction()->isEnabled());

        // The page's Export asks where to save this tab's rows.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("efficiency.csv"));
        QSignalSpy exported(tab, &ui::BillingEfficiencyTab::exported);
        page.exportAction()->trigger();
        QFileDialog *dialog = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (dialog = child<QFileDialog>(*tab, "exportCsvDialog")) != nullptr; }));
        Q_EMIT dialog->fileSelected(path);
        dialog->reject();
        QStringList lines;
        readExport(exported, path, page, shown, lines);
        if (QTest::currentTestFailed())
            return;
        using Model = ui::EfficiencyTableModel;
        std::int64_t compute = 0;
        for (int row = 0; row < shown.rowCount(); ++row) {
            const QStringList fields = csvFields(lines.at(row + 1));
            QCOMPARE(int(fields.size()), shown.columnCount());
            const auto raw
                = [&](int column) { return shown.index(row, column).data(Model::SortRole); };
            QCOMPARE(fields.at(Model::InstanceColumn), shown.index(row, 0).data().toString());
            for (int column : {Model::ComputeColumn, Model::IdleColumn, Model::SavedColumn})
                QCOMPARE(microsOf(fields.at(column)), std::int64_t(raw(column).toLongLong()));
            QCOMPARE(fields.at(Model::TokensColumn),
                     QString::number(raw(Model::TokensColumn).toLongLong()));
            QCOMPARE(fields.at(Model::IdleShareColumn),
                     QString::number(raw(Model::IdleShareColumn).toDouble(), 'f', 2));
            compute += microsOf(fields.at(Model::ComputeColumn));
        }
        QCOMPARE(compute, tab->insights()->total.computeMicros);
        page.setContext({});
    }

    void aBudgetIsCreatedThroughTheDialog()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.open({{QStringLiteral("budgets"), true}});
        QCOMPARE(page.tabs()->currentWidget(), static_cast<QWidget *>(page.budgetsTab()));
        ui::BudgetDialog *dialog = openNewBudget(page);
        QVERIFY(dialog);
        QPointer<ui::BudgetDialog> guard(dialog);
        auto *ok = child<QPushButton>(*dialog, "budgetOkButton");
        QVERIFY(!ok->isEnabled()); // no name yet

        QTest::keyClicks(child<QLineEdit>(*dialog, "budgetName"), QStringLiteral("nlp team"));
        auto *amount = child<QDoubleSpinBox>(*dialog, "budgetAmount");
        QCOMPARE(amount->decimals(), 2);
        QCOMPARE(amount->minimum(), 0.01); // the API's least amount, in cents
        amount->setValue(250.5);
        child<QRadioButton>(*dialog, "budgetByLabels")->setChecked(true);
        child<QLineEdit>(*dialog, "budgetScope")->setText(QStringLiteral("team=nlp, project=x"));
        child<QLineEdit>(*dialog, "budgetThresholds")->setText(QStringLiteral("90, 50"));
        auto *action = child<QComboBox>(*dialog, "budgetAction");
        action->setCurrentIndex(action->findData(int(api::BudgetAction::Stop)));
        QVERIFY(!action->itemData(action->currentIndex(), Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(ok->isEnabled());
        QVERIFY(!child<QLabel>(*dialog, "budgetError")->isVisible());
        shot(h.window, QStringLiteral("budget-dialog"));
        ok->click();
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 15000);

        const api::Budget *created = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((created = budgetNamed("nlp team")) != nullptr, 15000);
        QCOMPARE(created->amountMicros, std::int64_t(250'500'000));
        const api::Labels labels{{"project", "x"}, {"team", "nlp"}};
        QCOMPARE(created->scope.labels, labels);
        QCOMPARE(created->thresholdsPct, (std::vector<double>{50, 90}));
        QCOMPARE(created->action, api::BudgetAction::Stop);
        auto *list = child<QTreeWidget>(page, "budgetList");
        QTRY_COMPARE(int(list->findItems(QStringLiteral("nlp team"), Qt::MatchExactly).size()), 1);
        QCOMPARE(page.budgetsTab()->currentId(), created->id); // made current once listed
        const auto *item = list->findItems(QStringLiteral("nlp team"), Qt::MatchExactly).front();
        POLYCHIP_VERIFY_TEXT(item->text(ui::BudgetList::ScopeColumn)
                             == QStringLiteral("project=x, team=nlp"));
        QVERIFY(item->text(ui::BudgetList::ProjectedColumn).isEmpty()); // not whole org
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("Created")));
        shot(h.window, QStringLiteral("budgets"));
        page.setContext({});
    }

    void editingChangesTheAmount()
    {
        const std::string id = createBudget("to edit");
        QVERIFY(!id.empty());
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.open({{QStringLiteral("budgets"), true}});
        auto *budgets = page.budgetsTab();
        QTRY_VERIFY_WITH_TIMEOUT(budgets->select(id), 15000);
        // A whole-organisation budget shows the month-end forecast.
        auto *list = child<QTreeWidget>(page, "budgetList");
        QTRY_VERIFY(!list->currentItem()->text(ui::BudgetList::ProjectedColumn).isEmpty());

        ui::BudgetDialog *dialog = openEditor(page);
        QVERIFY(dialog);
        QPointer<ui::BudgetDialog> guard(dialog);
        QCOMPARE(child<QLineEdit>(*dialog, "budgetName")->text(), QStringLiteral("to edit"));
        QCOMPARE(child<QDoubleSpinBox>(*dialog, "budgetAmount")->value(), 100.0);
        QVERIFY(child<QRadioButton>(*dialog, "budgetWholeOrg")->isChecked());
        child<QDoubleSpinBox>(*dialog, "budgetAmount")->setValue(300);
        child<QPushButton>(*dialog, "budgetOkButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(budget(id) && budget(id)->amountMicros == 300'000'000, 15000);
        QCOMPARE(budget(id)->name, std::string("to edit"));
        QCOMPARE(budget(id)->thresholdsPct, (std::vector<double>{50, 80, 100}));

        // Someone else changes it meanwhile: the save is refused, the dialog stays with what
        // was typed, takes the other change where nothing was typed, and saves the second time.
        dialog = openEditor(page);
        QVERIFY(dialog);
        guard = dialog;
        api::BudgetPatch other;
        other.amountMicros = 400'000'000;
        QVERIFY(run(m_live->client, ops::updateBudget(id, other)));
        auto *name = child<QLineEdit>(*dialog, "budgetName");
        name->clear();
        QTest::keyClicks(name, QStringLiteral("renamed"));
        child<QPushButton>(*dialog, "budgetOkButton")->click();
        auto *error = child<QLabel>(*dialog, "budgetError");
        QTRY_VERIFY_WITH_TIMEOUT(error->isVisible() && !guard.isNull(), 15000);
        POLYCHIP_VERIFY_TEXT(error->text().contains(QStringLiteral("Someone else changed")));
        QTRY_COMPARE_WITH_TIMEOUT(child<QDoubleSpinBox>(*dialog, "budgetAmount")->value(), 400.0,
                                  15000);
        QCOMPARE(name->text(), QStringLiteral("renamed"));
        shot(h.window, QStringLiteral("budget-conflict"));
        auto *ok = child<QPushButton>(*dialog, "budgetOkButton");
        QTRY_VERIFY(ok->isEnabled());
        ok->click();
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(budget(id) && budget(id)->name == "renamed", 15000);
        QCOMPARE(budget(id)->amountMicros, std::int64_t(400'000'000));
        page.setContext({});
    }

    void deletingAsksFirst()
    {
        const std::string id = createBudget("to delete");
        QVERIFY(!id.empty());
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.open({{QStringLiteral("budgets"), true}});
        QTRY_VERIFY_WITH_TIMEOUT(page.budgetsTab()->select(id), 15000);
        auto *remove = child<QToolButton>(page, "deleteBudgetButton");
        QTRY_VERIFY(remove->isEnabled());

        remove->click();
        QVERIFY(answer(page, "confirmDeleteBudget", nullptr)); // Cancel: nothing is sent
        QVERIFY(budget(id) != nullptr);

        remove->click();
        shot(h.window, QStringLiteral("confirm-delete"));
        QVERIFY(answer(page, "confirmDeleteBudget", "confirmDeleteBudgetButton"));
        QTRY_VERIFY_WITH_TIMEOUT(budget(id) == nullptr, 15000);
        auto *list = child<QTreeWidget>(page, "budgetList");
        QTRY_VERIFY(list->findItems(QStringLiteral("to delete"), Qt::MatchExactly).isEmpty());
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("Deleted")));
        const auto platform = run(m_live->client, ops::getBudget(id));
        QVERIFY(!platform);
        QCOMPARE(platform.error().code, std::string("NOT_FOUND"));
        page.setContext({});
    }

    void invalidFieldsKeepOkDisabled_data()
    {
        QTest::addColumn<QString>("thresholds");
        QTest::addColumn<QString>("scope"); // empty: the whole organisation
        QTest::addColumn<QString>("error"); // part of the message
        QTest::newRow("not a number")
            << QStringLiteral("50, abc") << QString() << QStringLiteral("not a number");
        QTest::newRow("below the least")
            << QStringLiteral("0") << QString() << QStringLiteral("out of range");
        QTest::newRow("above the most")
            << QStringLiteral("50, 2000") << QString() << QStringLiteral("from 1 to 1000");
        QTest::newRow("none") << QStringLiteral(" ") << QString()
                              << QStringLiteral("at least one threshold");
        QTest::newRow("twice") << QStringLiteral("50, 50") << QString() << QStringLiteral("twice");
        QTest::newRow("too many") << QStringLiteral("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17")
                                  << QString() << QStringLiteral("At most 16");
        QTest::newRow("label without value")
            << QStringLiteral("50") << QStringLiteral("team") << QStringLiteral("key=value");
        QTest::newRow("label with empty value")
            << QStringLiteral("50") << QStringLiteral("team=nlp, project=")
            << QStringLiteral("both a key and a value");
    }

    void invalidFieldsKeepOkDisabled()
    {
        QFETCH(QString, thresholds);
        QFETCH(QString, scope);
        QFETCH(QString, error);
        ui::BudgetDialog dialog(QStringLiteral("CNY"), nullptr);
        dialog.show();
        QSignalSpy save(&dialog, &ui::BudgetDialog::saveRequested);
        QTest::keyClicks(child<QLineEdit>(dialog, "budgetName"), QStringLiteral("checked"));
        auto *ok = child<QPushButton>(dialog, "budgetOkButton");
        auto *label = child<QLabel>(dialog, "budgetError");
        QVERIFY(ok->isEnabled()); // the defaults are valid
        QVERIFY(!label->isVisible());
        if (!scope.isEmpty()) {
            child<QRadioButton>(dialog, "budgetByLabels")->setChecked(true);
            child<QLineEdit>(dialog, "budgetScope")->setText(scope);
        }
        child<QLineEdit>(dialog, "budgetThresholds")->setText(thresholds);
        QVERIFY(!ok->isEnabled());
        QVERIFY(label->isVisible());
        POLYCHIP_VERIFY_TEXT(label->text().contains(error));
        QCOMPARE(label->palette().color(QPalette::WindowText), ui::textColor(ui::TextTone::Error));
        dialog.accept(); // Enter in a field: refused as well
        QCOMPARE(int(save.count()), 0);
        QVERIFY(dialog.isVisible());

        // Corrected: OK again.
        child<QLineEdit>(dialog, "budgetThresholds")->setText(QStringLiteral("50, 100"));
        child<QRadioButton>(dialog, "budgetWholeOrg")->setChecked(true);
        QVERIFY(ok->isEnabled());
        QVERIFY(!label->isVisible());
        ok->click();
        QCOMPARE(int(save.count()), 1);
        QVERIFY(dialog.isVisible()); // its owner closes it once saved
        QCOMPARE(dialog.toCreate().thresholdsPct, (std::vector<double>{50, 100}));
        QVERIFY(!dialog.toCreate().scope.has_value());
    }

    void aDeveloperIsToldWhyBudgetsAreNotTheirs()
    {
        const Key developer = m_sim->key("org-a", "developer");
        test::LiveSession live(*m_sim, developer);
        QVERIFY(live.live());
        auto &client = live.client;
        auto &session = live.session;
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        // The role is not told: the page asks the platform.
        page.setContext({&client, &session, true, std::nullopt, {}});
        QTRY_VERIFY_WITH_TIMEOUT(page.role() == api::Role::Developer, 15000);
        const QString why = QStringLiteral("Only managers and administrators set budgets.");
        for (const char *name : {"actionNewBudget", "actionEditBudget", "actionDeleteBudget"}) {
            auto *a = child<QAction>(page, name);
            QVERIFY2(a && !a->isEnabled(), name);
            POLYCHIP_VERIFY_TEXT(a->toolTip() == why);
        }
        page.open({{QStringLiteral("budgets"), true}});
        auto *note = child<QLabel>(page, "budgetsRoleNote");
        QVERIFY(note->isVisible());
        POLYCHIP_VERIFY_TEXT(note->text() == why);
        page.budgetsTab()->newBudget(); // refused: no dialog
        QVERIFY(page.budgetsTab()->dialog() == nullptr);
        shot(h.window, QStringLiteral("developer-budgets"));

        page.tabs()->setCurrentWidget(page.usageTab());
        QVERIFY(usageLoaded(page, "backend"));
        QVERIFY(child<QLabel>(page, "usageOwnSpend")->isVisible());
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "usageOwnSpend")->text()
                             == QStringLiteral("You see the spend of your own resources."));
        // The efficiency figures are of their own instances too.
        page.tabs()->setCurrentWidget(page.efficiencyTab());
        QVERIFY(efficiencyLoaded(page));
        QVERIFY(child<QLabel>(page, "efficiencyOwnSpend")->isVisible());
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "efficiencyOwnSpend")->text()
                             == QStringLiteral("You see the spend of your own resources."));
        page.setContext({});
        session.stop();
    }

    void administratorsSetThePoliciesAndEveryoneReadsThem()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.ensureBuilt();
        page.tabs()->setCurrentWidget(page.policiesTab());
        auto *rules = child<QLabel>(page, "policyRules");
        POLYCHIP_VERIFY_TEXT(rules->text().startsWith(QStringLiteral("No policies")));
        auto *edit = child<QPushButton>(page, "editPoliciesButton");
        QTRY_VERIFY(edit->isEnabled());
        edit->click();
        QTRY_VERIFY(page.policiesTab()->dialog());
        QPointer<ui::PoliciesDialog> dialog = page.policiesTab()->dialog();
        // The developers: at most ¥20/h an instance, on GPUs and TPUs only.
        auto *role = child<QComboBox>(*dialog, "policyRole");
        role->setCurrentIndex(role->findData(int(api::Role::Developer)));
        child<QCheckBox>(*dialog, "instanceCapOn")->setChecked(true);
        child<QDoubleSpinBox>(*dialog, "instanceCap")->setValue(20);
        child<QCheckBox>(*dialog, "policyBackend_npu")->setChecked(false);
        child<QCheckBox>(*dialog, "policyBackend_cpu")->setChecked(false);
        // Looking at another role keeps the developers' while the trainees get a stop rule.
        role->setCurrentIndex(role->findData(int(api::Role::Trainee)));
        QVERIFY(!child<QCheckBox>(*dialog, "instanceCapOn")->isChecked());
        child<QCheckBox>(*dialog, "runtimePolicyOn")->setChecked(true);
        child<QSpinBox>(*dialog, "runtimePolicyHours")->setValue(8);
        shot(h.window, QStringLiteral("policies-dialog"));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 15000);
        POLYCHIP_VERIFY_TEXT(
            page.messageBar()->text().startsWith(QStringLiteral("Saved the policies.")));
        // The platform has them, and the tab says them, once the event brings them.
        const auto held = run(m_live->client, client::ops::getOrgPolicies());
        QVERIFY(held);
        QCOMPARE(held->roles.size(), std::size_t(1));
        QCOMPARE(held->roles[0].role, api::Role::Developer);
        QCOMPARE(held->roles[0].maxInstancePricePerHourMicros,
                 std::optional<std::int64_t>(20'000'000));
        QCOMPARE(held->roles[0].backends,
                 (std::vector<api::Backend>{api::Backend::Gpu, api::Backend::Tpu}));
        QCOMPARE(held->maxRuntimeWithoutStopS, std::optional<std::int64_t>(8 * 3600));
        QTRY_VERIFY_WITH_TIMEOUT(rules->text().contains(ui::formatMoney(20'000'000)), 15000);
        POLYCHIP_VERIFY_TEXT(rules->text().contains(QStringLiteral("Developer")));
        QTRY_VERIFY_WITH_TIMEOUT(page.policiesTab()->auditList()->count() >= 1, 15000);
        shot(h.window, QStringLiteral("policies"));

        // A developer reads them, may not change them, and does not see who changed what.
        DeveloperPage d(*m_sim);
        QVERIFY(d.ready());
        auto &theirs = *d.hosted.page;
        theirs.tabs()->setCurrentWidget(theirs.policiesTab());
        QTRY_VERIFY_WITH_TIMEOUT(
            child<QLabel>(theirs, "policyRules")->text().contains(ui::formatMoney(20'000'000)),
            15000);
        auto *theirEdit = child<QPushButton>(theirs, "editPoliciesButton");
        QVERIFY(!theirEdit->isEnabled());
        POLYCHIP_VERIFY_TEXT(
            theirEdit->toolTip()
            == QStringLiteral("Only administrators set the organisation's policies."));
        QVERIFY(!theirs.policiesTab()->auditList()->isVisible());
        d.end();

        // Back to none for the tests after this one.
        QVERIFY(run(m_live->client, client::ops::setOrgPolicies({})));
        page.setContext({});
    }

    void administratorsAddTryAndRemoveWebhooks()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.ensureBuilt();
        page.tabs()->setCurrentWidget(page.webhooksTab());
        ui::BillingWebhooksTab &tab = *page.webhooksTab();
        auto *add = child<QPushButton>(page, "addWebhookButton");
        QTRY_VERIFY(add->isEnabled());
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "webhooksExplain")
                                 ->text()
                                 .startsWith(QStringLiteral("No webhooks yet.")));
        add->click();
        QTRY_VERIFY(tab.dialog());
        QPointer<ui::WebhookDialog> dialog = tab.dialog();
        // The first field has the focus, and Tab reaches OK and Cancel last.
        QTRY_COMPARE(dialog->focusWidget(),
                     static_cast<QWidget *>(child<QLineEdit>(*dialog, "webhookUrl")));
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QWidget *next = dialog->focusWidget();
        while (next != ok && next->objectName() != QLatin1String("webhookFormat"))
            next = next->nextInFocusChain();
        QVERIFY(next != ok); // the fields come before the buttons
        // A bad address is refused here, with what to give instead, and nothing is sent.
        child<QLineEdit>(*dialog, "webhookUrl")->setText(QStringLiteral("ftp://chat.example/"));
        ok->click();
        auto *error = child<QLabel>(*dialog, "webhookError");
        QVERIFY(error->isVisible());
        POLYCHIP_VERIFY_TEXT(error->text().contains(QStringLiteral("http://")));
        // Nothing listens on port 9: each attempt fails, and the log says so in red.
        child<QLineEdit>(*dialog, "webhookUrl")->setText(QStringLiteral("http://127.0.0.1:9/hook"));
        auto *format = child<QComboBox>(*dialog, "webhookFormat");
        format->setCurrentIndex(format->findData(QStringLiteral("feishu")));
        child<QCheckBox>(*dialog, "webhookEvent_policy_violation")->setChecked(true);
        shot(h.window, QStringLiteral("webhook-dialog"));
        ok->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 15000);
        // The secret is shown once, whole, with a way to copy it.
        QTRY_COMPARE(tab.lastSecret().size(), 64);
        auto *secretBox = page.findChild<QDialog *>(QStringLiteral("webhookSecretBox"));
        QVERIFY(secretBox);
        POLYCHIP_VERIFY_TEXT(child<QLineEdit>(*secretBox, "webhookSecretField")->text()
                             == tab.lastSecret());
        // Copying keeps the box open; Close closes it.
        child<QPushButton>(*secretBox, "copySecretButton")->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), tab.lastSecret());
        QVERIFY(secretBox->isVisible());
        shot(h.window, QStringLiteral("webhook-secret"));
        secretBox->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->click();
        QTRY_VERIFY(!page.findChild<QDialog *>(QStringLiteral("webhookSecretBox")));
        const auto held = run(m_live->client, client::ops::listWebhooks());
        QVERIFY(held);
        QCOMPARE(held->items.size(), std::size_t(1));
        QCOMPARE(held->items[0].format, api::WebhookFormat::Feishu);
        QCOMPARE(held->items[0].events,
                 (std::vector<api::WebhookEvent>{
                     api::WebhookEvent::BudgetThreshold, api::WebhookEvent::InstanceFailed,
                     api::WebhookEvent::InstancePreempted, api::WebhookEvent::PolicyViolation}));
        QCOMPARE(tab.webhookList()->topLevelItemCount(), 1);
        QTRY_VERIFY(tab.webhookList()->currentItem());

        auto *test = child<QPushButton>(page, "testWebhookButton");
        QTRY_VERIFY(test->isEnabled());
        test->click();
        // The delivery is logged at once and read again as its attempts fail.
        QTRY_VERIFY_WITH_TIMEOUT(tab.deliveryList()->topLevelItemCount() == 1
                                     && tab.deliveryList()->topLevelItem(0)->text(3).toInt() > 0,
                                 20000);
        QTreeWidgetItem *row = tab.deliveryList()->topLevelItem(0);
        POLYCHIP_VERIFY_TEXT(row->text(1) == QStringLiteral("Test"));
        // The platform's words for why, in the console's language.
        POLYCHIP_VERIFY_TEXT(row->text(4)
                             == QStringLiteral("No answer: could not connect to the receiver"));
        QCOMPARE(row->foreground(0).color(), ui::textColor(ui::TextTone::Error));
        shot(h.window, QStringLiteral("webhooks"));

        // Removing asks first; Cancel keeps it.
        auto *remove = child<QPushButton>(page, "removeWebhookButton");
        remove->click();
        QVERIFY(answer(page, "confirmRemoveWebhook", nullptr));
        QCOMPARE(tab.webhookList()->topLevelItemCount(), 1);
        remove->click();
        QVERIFY(answer(page, "confirmRemoveWebhook", "confirmRemoveWebhookButton"));
        QTRY_COMPARE_WITH_TIMEOUT(tab.webhookList()->topLevelItemCount(), 0, 15000);
        QTRY_VERIFY(run(m_live->client, client::ops::listWebhooks())->items.empty());

        // A developer is told webhooks are the administrators'.
        DeveloperPage d(*m_sim);
        QVERIFY(d.ready());
        auto &theirs = *d.hosted.page;
        theirs.tabs()->setCurrentWidget(theirs.webhooksTab());
        QTRY_VERIFY(!child<QPushButton>(theirs, "addWebhookButton")->isEnabled());
        POLYCHIP_VERIFY_TEXT(child<QLabel>(theirs, "webhooksExplain")->text()
                             == QStringLiteral("Only administrators manage the organisation's "
                                               "webhooks."));
        QVERIFY(!theirs.webhooksTab()->webhookList()->isVisible());
        d.end();
        page.setContext({});
    }

    void anAccountWithoutSpendSaysSo()
    {
        const Key other = m_sim->key("org-b", "admin");
        test::LiveSession live(*m_sim, other);
        QVERIFY(live.live());
        auto &client = live.client;
        auto &session = live.session;
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        QVERIFY(usageLoaded(page, "backend"));
        auto *empty = child<QLabel>(page, "usageEmpty");
        QVERIFY(empty->isVisible());
        QVERIFY(!child<QTableView>(page, "usageTable")->isVisible());
        POLYCHIP_VERIFY_TEXT(empty->text() == QStringLiteral("No spend in this period."));
        QCOMPARE(page.usageTab()->report()->totalCostMicros, std::int64_t(0));
        QVERIFY(!page.exportAction()->isEnabled());
        shot(h.window, QStringLiteral("empty"));

        // No instance billed compute: the efficiency says so.
        page.tabs()->setCurrentWidget(page.efficiencyTab());
        QVERIFY(efficiencyLoaded(page));
        QVERIFY(page.efficiencyTab()->insights()->instances.empty());
        auto *noCompute = child<QLabel>(page, "efficiencyEmpty");
        QVERIFY(noCompute->isVisible());
        POLYCHIP_VERIFY_TEXT(noCompute->text() == QStringLiteral("No compute in this period."));
        QVERIFY(!child<QTableView>(page, "efficiencyTable")->isVisible());
        QVERIFY(!child<QLabel>(page, "efficiencySummary")->isVisible());
        QVERIFY(!child<QPushButton>(page, "efficiencyRetry")->isVisible());
        QVERIFY(!page.exportAction()->isEnabled());
        shot(h.window, QStringLiteral("efficiency-empty"));

        page.open({{QStringLiteral("budgets"), true}});
        QVERIFY(child<QLabel>(page, "budgetsEmpty")->isVisible());
        QVERIFY(child<QAction>(page, "actionNewBudget")->isEnabled());
        page.setContext({});
        session.stop();
    }

    // Late: it stops an instance of its own (the others are out of the budget's scope).
    void aBudgetMadeHereAlertsAndItsStopKeepsTheWork()
    {
        auto spec = test::smallSpec("capped-job");
        spec.labels["team"] = "capped";
        const auto launched = run(m_live->client, ops::createInstance(spec));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        const auto platformState = [this, id] {
            const auto i = run(m_live->client, ops::getInstance(id));
            return i ? i->state : api::InstanceState::Unknown;
        };
        for (int k = 0; k < 6 && platformState() != api::InstanceState::Running; ++k)
            QVERIFY(advance(120));
        QCOMPARE(platformState(), api::InstanceState::Running);

        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.open({{QStringLiteral("budgets"), true}});
        ui::BudgetDialog *dialog = openNewBudget(page);
        QVERIFY(dialog);
        QPointer<ui::BudgetDialog> guard(dialog);
        // Five cents for the "capped" team, alerts at half and all of it, then stop.
        QTest::keyClicks(child<QLineEdit>(*dialog, "budgetName"), QStringLiteral("capped team"));
        child<QDoubleSpinBox>(*dialog, "budgetAmount")->setValue(0.05);
        child<QRadioButton>(*dialog, "budgetByLabels")->setChecked(true);
        child<QLineEdit>(*dialog, "budgetScope")->setText(QStringLiteral("team=capped"));
        child<QLineEdit>(*dialog, "budgetThresholds")->setText(QStringLiteral("50, 100"));
        auto *action = child<QComboBox>(*dialog, "budgetAction");
        action->setCurrentIndex(action->findData(int(api::BudgetAction::Stop)));
        child<QPushButton>(*dialog, "budgetOkButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(budgetNamed("capped team") != nullptr, 15000);

        // The clock passes the amount: both thresholds alert, once each, here in the Alerts
        // tab; the stop takes a checkpoint, then stops the instance.
        auto *alerts = child<QListWidget>(page, "alertList");
        const auto alertsOf = [alerts](const QString &text) {
            int n = 0;
            for (int k = 0; k < alerts->count(); ++k)
                n += alerts->item(k)->text().contains(text) ? 1 : 0;
            return n;
        };
        // The clock moves without a relist: alerts are events the stream delivers (a relist
        // brings back state, not past alerts).
        const auto step = [this](std::int64_t seconds) {
            api::ClockAdvance a;
            a.seconds = seconds;
            return bool(run(m_live->client, ops::advanceSimClock(a)));
        };
        for (int k = 0; k < 10 && platformState() != api::InstanceState::Stopped; ++k)
            QVERIFY(step(120));
        QCOMPARE(platformState(), api::InstanceState::Stopped);
        QTRY_COMPARE_WITH_TIMEOUT(alertsOf(QStringLiteral("budget capped team reached 50 %")), 1,
                                  10000);
        QTRY_COMPARE_WITH_TIMEOUT(alertsOf(QStringLiteral("budget capped team reached 100 %")), 1,
                                  10000);
        QVERIFY(alertsOf(QStringLiteral("nothing is deleted")) == 1);
        QVERIFY(step(600));
        QVERIFY(advance(1)); // the session has seen all of it
        QCOMPARE(alertsOf(QStringLiteral("budget capped team reached")), 2); // once per threshold

        // Nothing deleted: the instance is there, stopped by the budget, with a checkpoint.
        const auto stopped = run(m_live->client, ops::getInstance(id));
        QVERIFY(stopped);
        QCOMPARE(stopped->stateReason.value_or(""), std::string("BUDGET"));
        const auto snapshots = run(m_live->client, ops::listSnapshots());
        QVERIFY(snapshots);
        QVERIFY(std::any_of(snapshots->items.begin(), snapshots->items.end(),
                            [&id](const api::Snapshot &s) {
                                return s.instanceId == id && s.state == api::SnapshotState::Ready;
                            }));
        // Out of its scope, the others still run.
        for (const std::string &other : m_instances) {
            const auto i = run(m_live->client, ops::getInstance(other));
            QVERIFY(i);
            QCOMPARE(i->state, api::InstanceState::Running);
        }
        shot(h.window, QStringLiteral("budget-stopped"));
        page.setContext({});
    }

    void alertsAreListedNewestFirst()
    {
        BillingPage page;
        auto *alerts = page.alertsTab();
        QCOMPARE(alerts->count(), 0);
        for (int i = 0; i < ui::BillingAlertsTab::kMaxAlerts + 3; ++i) {
            api::Alert a;
            a.id = "alr_" + std::to_string(i);
            a.kind = api::AlertKind::BudgetThreshold;
            a.severity = i % 2 ? api::Severity::Warning : api::Severity::Critical;
            a.message = "alert " + std::to_string(i);
            a.t = {1796198400 + i};
            alerts->add(a);
        }
        auto *list = child<QListWidget>(page, "alertList");
        QCOMPARE(alerts->count(), ui::BillingAlertsTab::kMaxAlerts);
        QCOMPARE(list->count(), ui::BillingAlertsTab::kMaxAlerts);
        QVERIFY(list->item(0)->text().endsWith(
            QStringLiteral("alert %1").arg(ui::BillingAlertsTab::kMaxAlerts + 2)));
        POLYCHIP_VERIFY_TEXT(
            page.tabs()->tabText(page.tabs()->indexOf(alerts)).contains(QStringLiteral("500")));
        child<QPushButton>(page, "clearAlerts")->click();
        QCOMPARE(list->count(), 0);
        QCOMPARE(alerts->count(), 0);
    }

    void figuresFollowThePlatformWithoutARefresh()
    {
        // A budget over the whole organisation, and the page shown; then the month bills on
        // and nobody clicks anything.
        api::BudgetCreate create;
        create.name = "follows";
        create.amountMicros = 1'000'000'000'000;
        create.thresholdsPct = {80};
        const auto made = run(m_live->client, ops::createBudget(create));
        QVERIFY(made);
        const std::string id = made->id;
        QTRY_VERIFY_WITH_TIMEOUT(budget(id), 10000);

        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *usage = page.usageTab();
        QVERIFY(usageLoaded(page, "backend"));
        const std::int64_t usageBefore = usage->model()->totalMicros();
        const std::int64_t spentBefore = budget(id)->spentMicros;
        QVERIFY(advance(3600));

        // The usage total is the platform's again, without F5.
        QTRY_VERIFY_WITH_TIMEOUT(usage->model()->totalMicros() > usageBefore, 10000);
        const auto platformUsage = run(m_live->client, ops::getBillingUsage(usage->lastQuery()));
        QVERIFY(platformUsage);
        QTRY_COMPARE_WITH_TIMEOUT(usage->model()->totalMicros(), platformUsage->totalCostMicros,
                                  10000);

        // The budget's spend too, in the store and in the list.
        const auto platformBudget = run(m_live->client, ops::getBudget(id));
        QVERIFY(platformBudget);
        QVERIFY(platformBudget->spentMicros > spentBefore);
        QTRY_COMPARE_WITH_TIMEOUT(budget(id)->spentMicros, platformBudget->spentMicros, 10000);
        page.tabs()->setCurrentWidget(page.budgetsTab());
        auto *list = page.budgetsTab()->findChild<ui::BudgetList *>();
        QVERIFY(list);
        const QString spent
            = ui::formatMoney(platformBudget->spentMicros,
                              QString::fromStdString(m_live->session.billing().currency()));
        QTRY_VERIFY_WITH_TIMEOUT(
            !list->findItems(spent, Qt::MatchExactly, ui::BudgetList::SpentColumn).isEmpty(),
            10000);
        page.setContext({});
        QVERIFY(run(m_live->client, ops::deleteBudget(id)));
    }

    void alertsRaisedWhileAScenarioLoadsAreListed()
    {
        // Last: it replaces the account. A scenario whose budget is crossed while it loads,
        // before the console has followed a single event of it.
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *alerts = page.alertsTab();
        alerts->clear();
        api::ScenarioFile crossing;
        crossing.id = "crossing";
        crossing.name = "Crossing";
        crossing.description = "A small job and a budget it crosses while the scenario loads.";
        api::ScenarioInstance job;
        job.spec = test::smallSpec("crossing-job");
        job.advanceS = 600;
        crossing.instances.push_back(job);
        api::BudgetCreate tiny;
        tiny.name = "tiny";
        tiny.amountMicros = 1'000;
        tiny.thresholdsPct = {50, 100};
        crossing.budgets.push_back(tiny);
        crossing.advanceS = 600;
        const auto loaded = run(m_live->client, ops::putSimState(crossing));
        QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str());
        QTRY_VERIFY_WITH_TIMEOUT(alerts->count() > 0, 15000);
        const auto platform = run(m_live->client, ops::listAlerts());
        QVERIFY(platform);
        QVERIFY(!platform->items.empty());
        for (const auto &a : platform->items) {
            QTRY_VERIFY_WITH_TIMEOUT(
                std::any_of(alerts->alerts().begin(), alerts->alerts().end(),
                            [&](const api::Alert &shown) { return shown.id == a.id; }),
                10000);
        }
        page.setContext({});
    }

private:
    PageContext adminContext() const
    {
        return {&m_live->client, &m_live->session, true, api::Role::Admin, {}};
    }

    /// Clicks New once it is enabled; the budget dialog that opens (null if none did).
    static ui::BudgetDialog *openNewBudget(BillingPage &page)
    {
        auto *newButton = child<QToolButton>(page, "newBudgetButton");
        if (!newButton || !QTest::qWaitFor([newButton] { return newButton->isEnabled(); }, 5000))
            return nullptr;
        newButton->click();
        ui::BudgetDialog *dialog = nullptr;
        const bool opened = QTest::qWaitFor(
            [&] { return (dialog = child<ui::BudgetDialog>(page, "budgetDialog")) != nullptr; },
            5000);
        return opened ? dialog : nullptr;
    }

    /// Moves the paused clock on and waits until the session has seen the new time.
    /// The lines of the CSV a tab exported to `path` (its signal recorded in `exported`), once
    /// checked: exported without error and said so, CRLF lines, the shown model's header, one
    /// line per row shown.
    void readExport(QSignalSpy &exported,
                    const QString &path,
                    const BillingPage &page,
                    const QAbstractItemModel &shown,
                    QStringList &lines)
    {
        QTRY_COMPARE(int(exported.count()), 1);
        QCOMPARE(exported.at(0).at(0).toString(), path);
        QVERIFY(exported.at(0).at(1).toString().isEmpty());
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().startsWith(QStringLiteral("Exported")));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(file.readAll());
        QVERIFY(csv.endsWith(QStringLiteral("\r\n")));
        lines = csv.left(csv.size() - 2).split(QStringLiteral("\r\n"));
        QCOMPARE(int(lines.size()), shown.rowCount() + 1);
        QStringList header;
        for (int c = 0; c < shown.columnCount(); ++c)
            header << shown.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(csvFields(lines.at(0)), header);
    }

    bool advance(std::int64_t seconds)
    {
        return test::advanceAndFollow(m_live->client, m_live->session, seconds);
    }

    const api::Budget *budget(const std::string &id) const
    {
        return m_live->session.billing().budget(id);
    }

    const api::Budget *budgetNamed(const std::string &name) const
    {
        for (const auto &[id, b] : m_live->session.billing().budgets().all()) {
            if (b.name == name)
                return &b;
        }
        return nullptr;
    }

    /// A whole-organisation budget of ¥100 made through the API; its id once the session has it.
    std::string createBudget(const std::string &name)
    {
        api::BudgetCreate b;
        b.name = name;
        b.amountMicros = 100'000'000;
        const auto created = run(m_live->client, ops::createBudget(b));
        if (!created)
            return {};
        const std::string id = created->id;
        return QTest::qWaitFor([&] { return budget(id) != nullptr; }, 15000) ? id : std::string();
    }

    /// Opens the editor on the current budget with its button.
    static ui::BudgetDialog *openEditor(BillingPage &page)
    {
        auto *edit = child<QToolButton>(page, "editBudgetButton");
        if (!QTest::qWaitFor([&] { return edit->isEnabled(); }))
            return nullptr;
        edit->click();
        ui::BudgetDialog *dialog = nullptr;
        const bool opened = QTest::qWaitFor(
            [&] { return (dialog = child<ui::BudgetDialog>(page, "budgetDialog")) != nullptr; });
        return opened ? dialog : nullptr;
    }

    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
    std::unique_ptr<test::LiveSession> m_live;
    std::set<std::string> m_instances;
};

QTEST_MAIN(BillingPageTest)
#include "tst_billingpage.moc"
