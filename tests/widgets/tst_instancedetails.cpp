// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The instance details pane against a real polychip-sim at 60x, through the product's
// ApiClient and Session: states, charts and their history, the log, endpoints and settings.
#include "instances/instancedetails.h"

#include "instances/instancelogview.h"
#include "instances/metricchart.h"
#include "kit/displaytext.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTabWidget>

#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::InstanceDetails;
namespace ops = client::ops;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

enum Tab { MetricsTab, LogTab, ConnectTab, StorageTab, HistoryTab, SettingsTab };

QString currentPage(const InstanceDetails &d)
{
    const auto *stack = child<QStackedWidget>(d, "detailsStack");
    return stack && stack->currentWidget() ? stack->currentWidget()->objectName() : QString();
}

/// A client, a live session on it and the pane showing nothing yet (destroyed in reverse).
struct Rig : test::LiveSession
{
    explicit Rig(const SimProcess &sim, const Key &k)
        : LiveSession(sim, k)
    {
        details.resize(1200, 420); // under the table of a 1200x760 window
        details.setSession(&client, &session);
        details.show();
    }

    bool live() { return QTest::qWaitForWindowExposed(&details) && LiveSession::live(); }

    /// Launches a small instance, shows it and waits until it runs; empty on failure.
    std::string launchShown(const std::string &name) { return launchShown(test::smallSpec(name)); }
    std::string launchShown(const api::LaunchSpec &spec)
    {
        const auto launched = run(client, ops::createInstance(spec));
        if (!launched)
            return {};
        const std::string id = launched->instance.id;
        details.setInstance(id);
        const bool running = QTest::qWaitFor(
            [&] {
                const auto it = session.instances().all().find(id);
                return it != session.instances().all().end()
                       && it->second.state == api::InstanceState::Running;
            },
            30000);
        return running ? id : std::string();
    }

    void showTab(Tab tab) { child<QTabWidget>(details, "detailsTabs")->setCurrentIndex(tab); }

    InstanceDetails details;
};

} // namespace

class InstanceDetailsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0"),
                        QStringLiteral("--speed"), QStringLiteral("60")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "developer");
        m_admin = m_sim->key("org-a", "admin");
        QVERIFY(!m_key.id.empty());
    }

    void cleanupTestCase() { m_sim.reset(); }

    void emptyLoadingAndMissingStates()
    {
        InstanceDetails alone;
        alone.show();
        QVERIFY(QTest::qWaitForWindowExposed(&alone));
        QCOMPARE(currentPage(alone), QStringLiteral("emptyPage"));
        // The header and tabs wait for an instance to show (the first frame has none).
        QVERIFY(!alone.findChild<QTabWidget *>(QStringLiteral("detailsTabs")));
        alone.setInstance("ins_1");
        QCOMPARE(currentPage(alone), QStringLiteral("emptyPage")); // no connection

        Rig rig(*m_sim, m_key);
        QCOMPARE(currentPage(rig.details), QStringLiteral("emptyPage"));
        QVERIFY(!child<QLabel>(rig.details, "emptyLabel")->text().isEmpty());
        rig.details.setInstance("ins_999999");
        QCOMPARE(currentPage(rig.details), QStringLiteral("loadingPage")); // not listed yet
        QVERIFY(rig.live());
        QTRY_COMPARE(currentPage(rig.details), QStringLiteral("deletedPage"));
        rig.details.setInstance({});
        QCOMPARE(currentPage(rig.details), QStringLiteral("emptyPage"));
    }

    void showsNameStateAndPlacement()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const auto launched = run(rig.client, ops::createInstance(test::smallSpec("alpha")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.instances().all().contains(id), 10000);
        rig.details.setInstance(id);
        QCOMPARE(currentPage(rig.details), QStringLiteral("contentPage"));
        QCOMPARE(child<QLabel>(rig.details, "nameLabel")->text(), QStringLiteral("alpha"));
        QCOMPARE(child<QLabel>(rig.details, "stateLabel")->text(),
                 ui::stateText(rig.session.instances().all().at(id).state));
        QVERIFY(child<QLabel>(rig.details, "placementLabel")
                    ->text()
                    .contains(QStringLiteral("RTX 4090")));
        QVERIFY(child<QLabel>(rig.details, "priceLabel")->text().contains(QStringLiteral("/h")));
        // It follows the server: provisioning, then running.
        QTRY_COMPARE_WITH_TIMEOUT(child<QLabel>(rig.details, "stateLabel")->text(),
                                  ui::stateText(api::InstanceState::Running), 30000);
        QVERIFY(!child<QLabel>(rig.details, "costLabel")->text().isEmpty());
        // A language change rebuilds the texts, the instance's included.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&rig.details, &change);
        QCOMPARE(child<QLabel>(rig.details, "nameLabel")->text(), QStringLiteral("alpha"));
        QCOMPARE(child<QTabWidget>(rig.details, "detailsTabs")->tabText(MetricsTab),
                 QStringLiteral("Metrics"));
    }

    void chartsGetPointsAndTheLayoutFits()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("charted");
        QVERIFY(!id.empty());
        auto *tokens = child<ui::MetricChart>(rig.details, "tokensChart");
        auto *utilization = child<ui::MetricChart>(rig.details, "utilizationChart");
        QVERIFY(tokens && utilization);
        QTRY_VERIFY_WITH_TIMEOUT(tokens->pointCount() > 3, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(utilization->pointCount() > 3, 20000);
        QVERIFY(tokens->pointCount() <= tokens->maxPoints());
        QCOMPARE(tokens->span(), std::int64_t(15 * 60));
        // A training run has a loss chart.
        QTRY_VERIFY_WITH_TIMEOUT(child<ui::MetricChart>(rig.details, "lossChart")->isVisible(),
                                 20000);
        // Under the table (wide and low) the charts sit side by side; beside it, stacked.
        QCOMPARE(tokens->geometry().top(), utilization->geometry().top());
        rig.details.resize(480, 700);
        QTRY_VERIFY(utilization->geometry().top() >= tokens->geometry().bottom());
    }

    void aNotebookHasNoLossNorTensorBoard()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        api::LaunchSpec spec;
        spec.name = "notes";
        spec.templateId = "tpl-jupyterlab";
        const std::string id = rig.launchShown(spec);
        QVERIFY(!id.empty());
        auto *utilization = child<ui::MetricChart>(rig.details, "utilizationChart");
        QTRY_VERIFY_WITH_TIMEOUT(utilization->pointCount() > 0, 20000);
        QVERIFY(utilization->isVisible());
        QVERIFY(!child<ui::MetricChart>(rig.details, "lossChart")->isVisible());
        rig.showTab(ConnectTab);
        auto *tensorBoard = child<QPushButton>(rig.details, "openTensorboard");
        QVERIFY(!tensorBoard->isEnabled());
        QVERIFY(tensorBoard->toolTip().contains(QStringLiteral("TensorBoard")));
        QVERIFY(child<QPushButton>(rig.details, "openJupyter")->isEnabled());
    }

    void aDayOfHistoryIsFetched()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("historic");
        QVERIFY(!id.empty());
        // Two simulated hours at once: the stream carries only the last of them.
        ApiClient admin(Endpoint{m_sim->baseUrl(), m_admin.id, m_admin.secret, {}, {}});
        api::ClockAdvance advance;
        advance.seconds = 2 * 3600;
        QVERIFY(run(admin, ops::advanceSimClock(advance)));
        auto *tokens = child<ui::MetricChart>(rig.details, "tokensChart");
        QTRY_VERIFY_WITH_TIMEOUT(
            tokens->now() > rig.session.instances().all().at(id).createdAt.unixSeconds + 2 * 3600,
            10000);
        QSignalSpy fetched(&rig.session.instances(), &client::InstanceStore::historyFetched);
        child<QComboBox>(rig.details, "rangeBox")->setCurrentIndex(3);
        QCOMPARE(tokens->span(), std::int64_t(24 * 3600));
        QTRY_VERIFY_WITH_TIMEOUT(fetched.count() >= 1, 10000);
        // Points reach back more than an hour, at the step the width allows.
        QTRY_VERIFY_WITH_TIMEOUT(!tokens->points().isEmpty()
                                     && tokens->points().front().x()
                                            < double(tokens->now() - 3600) * 1000,
                                 10000);
        QVERIFY(tokens->step() >= 60);
        QVERIFY(tokens->pointCount() <= tokens->maxPoints());
        // Back to 15 minutes: nothing more to fetch for it.
        const int before = int(fetched.count());
        child<QComboBox>(rig.details, "rangeBox")->setCurrentIndex(0);
        QTRY_VERIFY(tokens->span() == 15 * 60 && tokens->pointCount() > 0);
        QCOMPARE(int(fetched.count()), before);
        // Its minutes are kept while it is shown, and no longer after.
        QVERIFY(rig.session.instances().historyWatched(id));
        rig.details.setInstance({});
        QVERIFY(!rig.session.instances().historyWatched(id));
    }

    void logShowsLinesAndFollows()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("logged");
        QVERIFY(!id.empty());
        rig.showTab(LogTab);
        auto *log = child<ui::InstanceLogView>(rig.details, "logTab");
        QVERIFY(log && log->isVisible());
        QVERIFY(log->following());
        QTRY_VERIFY2_WITH_TIMEOUT(log->lineCount() > 0,
                                  qPrintable(child<QLabel>(rig.details, "logStatus")->toolTip()),
                                  10000);
        // A training line a simulated minute: one a second at 60x, read every two seconds.
        const int seen = log->lineCount();
        QTRY_VERIFY_WITH_TIMEOUT(log->lineCount() > seen, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPlainTextEdit>(rig.details, "logText")
                                     ->toPlainText()
                                     .contains(QStringLiteral("loss")),
                                 20000);
        // Find highlights matches; Copy with no selection copies all.
        child<QLineEdit>(rig.details, "logSearch")->setText(QStringLiteral("loss"));
        const QString matches = child<QLabel>(rig.details, "logMatches")->text();
        QVERIFY(!matches.isEmpty());
        QVERIFY(!child<QPlainTextEdit>(rig.details, "logText")->extraSelections().isEmpty());
        QSignalSpy messages(&rig.details, &InstanceDetails::message);
        QTest::mouseClick(child<QPushButton>(rig.details, "logCopy"), Qt::LeftButton);
        QCOMPARE(messages.count(), 1);
        QCOMPARE(messages.at(0).at(1).toBool(), false);
        QVERIFY(QGuiApplication::clipboard()->text().contains(QStringLiteral("loss")));
        QVERIFY(log->polling());
        // Unfollowed, or on another tab: once the read under way is in, no more are due.
        log->findChild<QCheckBox *>(QStringLiteral("logFollow"))->setChecked(false);
        QTRY_VERIFY(!log->polling());
        log->findChild<QCheckBox *>(QStringLiteral("logFollow"))->setChecked(true);
        QVERIFY(log->polling());
        rig.showTab(MetricsTab);
        QVERIFY(!log->isVisible());
        QTRY_VERIFY(!log->polling());
        // Back on the log: it catches up at once.
        rig.showTab(LogTab);
        QVERIFY(log->polling());
    }

    void copiesTheSshCommand()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("reachable");
        QVERIFY(!id.empty());
        rig.showTab(ConnectTab);
        auto *copy = child<QPushButton>(rig.details, "copySsh");
        QTRY_VERIFY_WITH_TIMEOUT(copy->isEnabled(), 10000);
        const auto ssh = rig.session.instances().all().at(id).endpoints.ssh;
        QVERIFY(ssh);
        QCOMPARE(child<QLineEdit>(rig.details, "sshCommand")->text(), QString::fromStdString(*ssh));
        QGuiApplication::clipboard()->clear();
        QSignalSpy messages(&rig.details, &InstanceDetails::message);
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(*ssh));
        QCOMPARE(messages.count(), 1);
        // JupyterLab of a training run can be opened; a missing endpoint says why it cannot.
        QVERIFY(child<QPushButton>(rig.details, "openJupyter")->isEnabled());
        QVERIFY(!child<QPushButton>(rig.details, "openJupyter")->toolTip().isEmpty());
    }

    void applyingAutoSleepChangesTheServer()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("sleepy");
        QVERIFY(!id.empty());
        rig.showTab(SettingsTab);
        auto *apply = child<QPushButton>(rig.details, "applySettings");
        auto *below = child<QDoubleSpinBox>(rig.details, "autoSleepBelow");
        auto *forMinutes = child<QSpinBox>(rig.details, "autoSleepFor");
        QVERIFY(!apply->isEnabled()); // nothing changed
        const auto before = rig.session.instances().all().at(id).autoSleep;
        QCOMPARE(below->value(), before.utilizationBelowPct);
        child<QCheckBox>(rig.details, "autoSleepEnabled")->setChecked(true);
        below->setValue(12.5);
        forMinutes->setValue(25);
        QVERIFY(apply->isEnabled());
        QSignalSpy messages(&rig.details, &InstanceDetails::message);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(), 1, 10000);
        QCOMPARE(messages.at(0).at(1).toBool(), false);
        QVERIFY(!apply->isEnabled()); // saved: nothing left to apply
        const auto read = run(rig.client, ops::getInstance(id));
        QVERIFY(read);
        QVERIFY(read->autoSleep.enabled);
        QCOMPARE(read->autoSleep.utilizationBelowPct, 12.5);
        QCOMPARE(read->autoSleep.forMinutes, std::int64_t(25));
        QCOMPARE(read->labels,
                 rig.session.instances().all().at(id).labels); // not sent, not changed

        // A change made elsewhere shows in an untouched form.
        api::InstancePatch patch;
        patch.labels = api::Labels{{"project", "atlas"}};
        QVERIFY(run(rig.client, ops::updateInstance(id, patch)));
        auto *labels = child<QTableWidget>(rig.details, "labelTable");
        QTRY_COMPARE_WITH_TIMEOUT(labels->rowCount(), 1, 10000);
        QCOMPARE(labels->item(0, 0)->text(), QStringLiteral("project"));
        QCOMPARE(labels->item(0, 1)->text(), QStringLiteral("atlas"));
        QCOMPARE(below->value(), 12.5);
    }

    void settingsWaitForTheWholeRecord()
    {
        // Listed before it was shown: the list's basic record has no policies, so auto-sleep
        // stays unknown (and not editable) until the whole record is in; then it shows.
        Rig rig(*m_sim, m_key);
        api::LaunchSpec spec = test::smallSpec("listed");
        spec.autoSleep
            = api::AutoSleep{.enabled = true, .utilizationBelowPct = 3, .forMinutes = 45};
        const auto launched = run(rig.client, ops::createInstance(spec));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QVERIFY(rig.live());
        QVERIFY(!rig.session.instances().isComplete(id));
        rig.details.setInstance(id);
        rig.showTab(SettingsTab); // in the same turn: the whole record is still being fetched
        auto *forMinutes = child<QSpinBox>(rig.details, "autoSleepFor");
        QVERIFY(!forMinutes->isEnabled());
        QVERIFY(!child<QPushButton>(rig.details, "applySettings")->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(forMinutes->isEnabled(), 10000);
        QCOMPARE(forMinutes->value(), 45);
        QVERIFY(rig.session.instances().isComplete(id));
    }

    void aStaleRevisionOrABadValueIsReported()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("contested");
        QVERIFY(!id.empty());
        rig.showTab(SettingsTab);
        auto *apply = child<QPushButton>(rig.details, "applySettings");
        auto *forMinutes = child<QSpinBox>(rig.details, "autoSleepFor");
        auto *labels = child<QTableWidget>(rig.details, "labelTable");
        forMinutes->setValue(42); // being edited...
        // ...while someone else changes the labels.
        api::InstancePatch patch;
        patch.labels = api::Labels{{"owner", "someone-else"}};
        QVERIFY(run(rig.client, ops::updateInstance(id, patch)));
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.instances().all().at(id).labels.contains("owner"),
                                 10000);
        QCOMPARE(forMinutes->value(), 42); // the edit is kept
        QCOMPARE(labels->rowCount(), 0);
        QSignalSpy messages(&rig.details, &InstanceDetails::message);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(), 1, 10000);
        QCOMPARE(messages.at(0).at(1).toBool(), true);
        QVERIFY(!messages.at(0).at(0).toString().isEmpty());
        auto read = run(rig.client, ops::getInstance(id));
        QVERIFY(read);
        QCOMPARE(read->autoSleep.forMinutes, std::int64_t(10)); // nothing saved
        // Reload shows the server's settings again.
        QTest::mouseClick(child<QPushButton>(rig.details, "revertSettings"), Qt::LeftButton);
        QCOMPARE(forMinutes->value(), 10);
        QCOMPARE(labels->rowCount(), 1);
        QVERIFY(!apply->isEnabled());

        // A label without a key is refused here, before any request.
        QTest::mouseClick(child<QPushButton>(rig.details, "addLabel"), Qt::LeftButton);
        labels->setItem(1, 1, new QTableWidgetItem(QStringLiteral("orphan")));
        QVERIFY(apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(messages.count(), 2);
        QCOMPARE(messages.at(1).at(1).toBool(), true);
        QVERIFY(messages.at(1).at(0).toString().contains(QStringLiteral("orphan")));
        // A value the platform refuses (longer than 256 bytes): its reason is shown.
        labels->setItem(1, 0, new QTableWidgetItem(QStringLiteral("note")));
        labels->setItem(1, 1, new QTableWidgetItem(QString(300, QLatin1Char('x'))));
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(), 3, 10000);
        QCOMPARE(messages.at(2).at(1).toBool(), true);
        QVERIFY2(messages.at(2).at(0).toString().contains(QStringLiteral("256")),
                 qPrintable(messages.at(2).at(0).toString()));
        read = run(rig.client, ops::getInstance(id));
        QVERIFY(read);
        QVERIFY(!read->labels.contains("note"));
    }

    void deletingShowsTheDeletedState()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("doomed");
        QVERIFY(!id.empty());
        rig.showTab(LogTab);
        QCOMPARE(currentPage(rig.details), QStringLiteral("contentPage"));
        QVERIFY(run(rig.client, ops::deleteInstance(id)));
        QTRY_COMPARE_WITH_TIMEOUT(child<QLabel>(rig.details, "stateLabel")->text(),
                                  ui::stateText(api::InstanceState::Terminating), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(currentPage(rig.details), QStringLiteral("deletedPage"), 20000);
        QVERIFY(
            child<QLabel>(rig.details, "deletedLabel")->text().contains(QStringLiteral("doomed")));
        QVERIFY(!child<ui::InstanceLogView>(rig.details, "logTab")->isVisible());
    }

    void storageAndBackendHistory()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        const std::string id = rig.launchShown("stored");
        QVERIFY(!id.empty());
        rig.showTab(HistoryTab);
        auto *history = child<QTableWidget>(rig.details, "historyTable");
        QTRY_VERIFY_WITH_TIMEOUT(
            history->rowCount() == int(rig.session.instances().all().at(id).backendHistory.size()),
            10000);
        QVERIFY(history->rowCount() >= 1);
        QVERIFY(history->item(0, 1)->text().contains(QStringLiteral("RTX 4090")));
        api::SnapshotRequest snap;
        snap.name = "kept";
        QVERIFY(run(rig.client, ops::snapshotInstance(id, snap)));
        rig.showTab(StorageTab);
        auto *snapshots = child<QTableWidget>(rig.details, "snapshotTable");
        QTRY_VERIFY_WITH_TIMEOUT(snapshots->rowCount() == 1, 30000);
        QCOMPARE(snapshots->item(0, 0)->text(), QStringLiteral("kept"));
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
    Key m_admin;
};

QTEST_MAIN(InstanceDetailsTest)
#include "tst_instancedetails.moc"
