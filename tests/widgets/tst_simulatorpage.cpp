// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Simulator page offscreen against a real polychip-sim: speed and pause change the clock as
// shown, a jump forward moves the platform's clock, a scenario replaces the state (and a reset
// empties it), faults show in the status bar until cleared from there, and failures are said.
// The scenario list's empty and error states against a fake platform.
// POLYCHIP_SCREENSHOT_DIR=dir saves the page as dir/simulator-<state>.png.
#include "kit/csvexport.h"
#include "kit/messagebar.h"
#include "simulator/classroompanel.h"
#include "simulator/classroomtablemodel.h"
#include "simulator/lessonpanel.h"
#include "simulator/simclockpanel.h"
#include "simulator/simfaultspanel.h"
#include "simulator/simscenariospanel.h"
#include "simulator/simulatorpage.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "lessonscripts.h"
#include "livesession.h"
#include "profilefile.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QVBoxLayout>

#include <atomic>
#include <chrono>
#include <memory>
#include <set>
#include <thread>

#include <sys/stat.h>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::ClassroomPanel;
using ui::ClassroomTableModel;
using ui::PageContext;
using ui::SimulatorPage;
namespace ops = client::ops;
using test::answer;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

void shot(QWidget &w, const QString &name)
{
    test::screenshot(w, QStringLiteral("simulator-") + name);
}

/** The page as the main window hosts it: with its status widgets in a status bar. */
struct HostedPage : test::HostedPage<SimulatorPage>
{
    QToolButton *faultsStatus() const { return child<QToolButton>(window, "simFaultsStatus"); }
};

} // namespace

class SimulatorPageTest final : public QObject
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
    }

    void cleanupTestCase()
    {
        m_live.reset();
        m_sim.reset();
    }

    void itsPanelsAreMadeWhenFirstNeededItsActionsAtOnce()
    {
        // The window lists a page's actions, docks and status button when it adds the page,
        // before the first frame; the panels that name and drive them wait until the page is
        // built (its clock, scenarios and faults took 2-3 ms of the console's start).
        SimulatorPage page;
        QVERIFY(!page.isBuilt());
        QVERIFY(!page.findChild<ui::SimClockPanel *>());
        QVERIFY(!page.findChild<ui::LessonPanel *>());
        const auto actions = page.pageActions();
        QCOMPARE(actions.size(), 9);
        for (QAction *a : actions) {
            QVERIFY(a->objectName().startsWith(QLatin1String("action")));
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName())); // nothing drives it yet
        }
        QCOMPARE(page.dockWidgets().size(), 2);
        QCOMPARE(page.statusWidgets().size(), 1);
        // Given a connection before it is built, the page hands it to its panels once built.
        PageContext context{&m_live->client, &m_live->session, true, api::Role::Admin, {}};
        page.setContext(context);
        QVERIFY(!page.isBuilt());
        QCOMPARE(page.clockPanel()->session(), &m_live->session); // the accessor builds it
        QVERIFY(page.isBuilt());
        QCOMPARE(page.lessonPanel()->session(), &m_live->session);
        QCOMPARE(page.lessonDock()->widget(), page.lessonPanel());
        QVERIFY(!page.pageActions().front()->text().isEmpty()); // named by the clock panel
        QTRY_VERIFY(page.pageActions().front()->isEnabled());   // the clock read: it can pause
    }

    void shownInAHiddenParentItIsBuiltWhenTheParentIsShown()
    {
        // A window's stack "shows" its first page before the window is shown; the page is
        // built when it is really shown, before its own show event refreshes its panels.
        QWidget parent;
        auto *layout = new QVBoxLayout(&parent);
        auto *page = new SimulatorPage;
        layout->addWidget(page);
        page->setContext(
            PageContext{&m_live->client, &m_live->session, true, api::Role::Admin, {}});
        page->show();
        QVERIFY(!page->isBuilt());
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        QVERIFY(page->isBuilt());
        QTRY_VERIFY(page->clockPanel()->isVisible());
        QTRY_VERIFY(page->pageActions().front()->isEnabled()); // the clock was read
    }

    void offeredToTheSimulatorsAdministratorOnly_data()
    {
        QTest::addColumn<bool>("simulator");
        QTest::addColumn<int>("role"); // -1: not known
        QTest::addColumn<bool>("offered");
        QTest::newRow("simulator admin") << true << int(api::Role::Admin) << true;
        // The simulator refuses them its clock, faults and scenarios (simulator/routes.h).
        QTest::newRow("simulator trainee") << true << int(api::Role::Trainee) << false;
        QTest::newRow("simulator developer") << true << int(api::Role::Developer) << false;
        QTest::newRow("simulator manager") << true << int(api::Role::Manager) << false;
        QTest::newRow("platform admin") << false << int(api::Role::Admin) << false;
        QTest::newRow("platform, role unknown") << false << -1 << false;
    }

    void offeredToTheSimulatorsAdministratorOnly()
    {
        QFETCH(bool, simulator);
        QFETCH(int, role);
        QFETCH(bool, offered);
        SimulatorPage page;
        PageContext context{&m_live->client, &m_live->session, simulator, std::nullopt, {}};
        if (role >= 0)
            context.role = api::Role(role);
        QCOMPARE(page.isAvailable(context), offered);
        page.setContext(context);
        // Nothing is asked of a simulator that would refuse.
        QCOMPARE(page.clockPanel()->client() != nullptr, offered);
        QCOMPARE(page.faultsPanel()->client() != nullptr, offered);
        if (!offered) {
            for (QAction *a : page.pageActions()) {
                QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
                QVERIFY(!a->text().isEmpty());
            }
        }
        page.setContext({});
    }

    void aTeacherAddsSeatsAndFollowsThemOnTheBoard()
    {
        // org-b's administrator teaches: no class at first (the panel says how to make one),
        // two seats added (their secrets once, saved as profile files the owner alone reads),
        // a seat starts a lesson and the board shows it, the seat starts over, the board
        // exports as CSV.
        test::LiveSession live(*m_sim, m_sim->key("org-b", "admin"));
        if (test::translatedForScreenshots())
            live.client.setAcceptLanguage(
                "zh-CN"); // the lessons' names as a Chinese console reads them
        QVERIFY(live.live());
        HostedPage h;
        h.page->setContext(PageContext{&live.client, &live.session, true, api::Role::Admin, {}});
        ClassroomPanel *panel = h.page->classroomPanel();
        QVERIFY(panel->client());
        h.page->classroomDock()->show(); // read when shown
        auto *summary = child<QLabel>(*panel, "classroomSummary");
        QTRY_VERIFY(summary->text().contains(QStringLiteral("--classroom"))
                    || test::translatedForScreenshots());
        QCOMPARE(panel->model()->rowCount(), 0);

        QSignalSpy added(panel, &ClassroomPanel::seatsAdded);
        child<QSpinBox>(*panel, "seatCount")->setValue(2);
        child<QPushButton>(*panel, "addSeatsButton")->click();
        QTRY_COMPARE(added.count(), 1);
        const auto seats = added.at(0).at(0).value<std::vector<api::SeatCreated>>();
        QCOMPARE(seats.size(), std::size_t(2));
        QVERIFY(child<QDialog>(*panel, "newSeatsDialog"));
        QTemporaryDir files;
        QCOMPARE(panel->saveSeatFiles(seats, files.path()), QString());
        const QString seatFile = files.filePath(QStringLiteral("seat-01.polychip-profile.json"));
        struct stat mode
        {};
        QCOMPARE(::stat(QFile::encodeName(seatFile).constData(), &mode), 0);
        QCOMPARE(mode.st_mode & 0777, 0600u);
        const auto read = client::readProfileFile(seatFile);
        QVERIFY2(read.file, qPrintable(read.error));
        QCOMPARE(read.file->keyId, seats[0].seat.keyId);
        QCOMPARE(read.file->secret, seats[0].secret);
        child<QDialog>(*panel, "newSeatsDialog")->reject();
        QTRY_COMPARE(panel->model()->rowCount(), 2);

        // Seat 01 starts a lesson: the board shows it under way at its next read.
        const Key seat1{read.file->keyId, read.file->secret};
        QCOMPARE(
            m_sim->request(seat1, "POST", "/v1/sim/lessons/lesson-cheapest-backend:start").status,
            200L);
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->started() == 1, 15000);
        int lessonColumn = -1;
        for (int c = ClassroomTableModel::FirstLesson; c < panel->model()->columnCount(); ++c) {
            const auto *l = &panel->model()->seatAt(0)->lessons.at(
                std::size_t(c - ClassroomTableModel::FirstLesson));
            if (l->lessonId == "lesson-cheapest-backend")
                lessonColumn = c;
        }
        QVERIFY(lessonColumn >= 0);
        QVERIFY(panel->model()
                    ->index(0, lessonColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("0/2")));
        QCOMPARE(panel->model()->index(1, lessonColumn).data().toString(), QStringLiteral("—"));
        h.page->classroomDock()->resize(1100, 360);
        test::screenshot(*h.page->classroomDock(), QStringLiteral("classroom"));
        const QString csv = ui::toCsv(*panel->model());
        QVERIFY(csv.contains(QStringLiteral("Seat 01")));
        QVERIFY(csv.count(QStringLiteral("\r\n")) == 3); // a header and two seats

        // Reset Seat…: asked first; then the lesson is gone from the board.
        child<QTableView>(*panel, "classroomBoard")->selectRow(0);
        child<QPushButton>(*panel, "resetSeatButton")->click();
        QVERIFY(test::answer(*panel, "confirmResetSeat", "confirmResetSeatButton"));
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->started() == 0, 15000);
        h.page->setContext({});
    }

    void notConnectedSaysSo()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "simClockState")->text().contains(QStringLiteral("Not connected")));
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "scenariosEmpty")
                                 ->text()
                                 .contains(QStringLiteral("Not connected")));
        QVERIFY(!child<QPushButton>(page, "pauseButton")->isEnabled());
        QVERIFY(!child<QPushButton>(page, "advance3600")->isEnabled());
        QVERIFY(!child<QPushButton>(page, "applyFaultsButton")->isEnabled());
        QVERIFY(!child<QPushButton>(page, "resetSimulatorButton")->isEnabled());
        QVERIFY(h.faultsStatus()->isHidden());
        for (QAction *a : page.pageActions())
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
    }

    void speedPauseAndAdvanceChangeTheClockAsShown()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *clock = page.clockPanel();
        QTRY_VERIFY_WITH_TIMEOUT(clock->clock().has_value(), 10000);
        QVERIFY(clock->shownTime() > 0);
        QTRY_VERIFY(child<QPushButton>(page, "speed3600")->isEnabled());

        // 3600×: about an hour of simulated time per second (loosely: two hours in at most
        // twenty seconds).
        child<QPushButton>(page, "speed3600")->click();
        QTRY_COMPARE_WITH_TIMEOUT(clock->clock()->speed, 3600.0, 10000);
        QVERIFY(child<QPushButton>(page, "speed3600")->isChecked());
        QVERIFY(!child<QPushButton>(page, "speed1")->isChecked());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "simClockState")
                ->text()
                .startsWith(
                    QStringLiteral("Running at %1×").arg(QLocale().toString(3600.0, 'g', 6))));
        const std::int64_t fast = clock->shownTime();
        QTRY_VERIFY_WITH_TIMEOUT(clock->shownTime() >= fast + 2 * 3600, 20000);
        QVERIFY(child<QLabel>(page, "simTime")->text().contains(QStringLiteral("UTC")));
        shot(h.window, QStringLiteral("clock-fast"));

        // A custom speed, within the API's limits; no preset is checked.
        auto *custom = child<QSpinBox>(page, "customSpeed");
        QCOMPARE(custom->minimum(), 1);
        QCOMPARE(custom->maximum(), 3600);
        custom->setValue(120);
        child<QPushButton>(page, "setSpeedButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(clock->clock()->speed, 120.0, 10000);
        for (const char *preset : {"speed1", "speed10", "speed60", "speed600", "speed3600"})
            QVERIFY(!child<QPushButton>(page, preset)->isChecked());

        // Paused: the time shown stands still, and it is the platform's.
        auto *pause = child<QPushButton>(page, "pauseButton");
        pause->click();
        QVERIFY(!pause->isEnabled()); // while its request is in flight
        QTRY_VERIFY_WITH_TIMEOUT(clock->clock()->paused, 10000);
        QTRY_VERIFY(pause->isEnabled());
        POLYCHIP_VERIFY_TEXT(pause->text().contains(QStringLiteral("Resume")));
        POLYCHIP_VERIFY_TEXT(clock->pauseAction()->text().contains(QStringLiteral("Resume")));
        const std::int64_t stopped = clock->shownTime();
        QTest::qWait(1500); // the platform ticks every second while it runs
        QCOMPARE(clock->shownTime(), stopped);
        auto platform = run(m_live->client, ops::getSimClock());
        QVERIFY(platform);
        QVERIFY(platform.value().paused);
        QCOMPARE(platform.value().now.unixSeconds, stopped);
        shot(h.window, QStringLiteral("clock-paused"));

        // +1 h moves the platform's clock by 3600 s, and the time shown with it.
        auto *hour = child<QPushButton>(page, "advance3600");
        hour->click();
        QVERIFY(!hour->isEnabled());
        QVERIFY(!clock->advanceHourAction()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(clock->shownTime(), stopped + 3600, 10000);
        platform = run(m_live->client, ops::getSimClock());
        QVERIFY(platform);
        QCOMPARE(platform.value().now.unixSeconds, stopped + 3600);
        QTRY_VERIFY(hour->isEnabled());

        // The page's actions do the same, by their shortcuts: Advance 1 h, then Resume.
        QVERIFY(QTest::qWaitForWindowActive(&h.window));
        QTest::keyClick(&h.window, Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE_WITH_TIMEOUT(clock->shownTime(), stopped + 7200, 10000);
        QTest::keyClick(&h.window, Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!clock->clock()->paused, 10000);
        POLYCHIP_VERIFY_TEXT(clock->pauseAction()->text().contains(QStringLiteral("Pause")));

        // Back to real time for the other tests.
        child<QPushButton>(page, "speed1")->click();
        QTRY_COMPARE_WITH_TIMEOUT(clock->clock()->speed, 1.0, 10000);
        QVERIFY(page.messageBar()->text().isEmpty()); // nothing failed
        page.setContext({});
    }

    void aScenarioReplacesTheStateAndAResetEmptiesIt()
    {
        // Something of ours that the scenario replaces.
        QVERIFY(run(m_live->client, ops::createInstance(test::smallSpec("before-scenario"))));
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames().count("before-scenario") == 1, 10000);

        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *scenarios = page.scenariosPanel();
        auto *list = child<QListWidget>(page, "scenarioList");
        QTRY_VERIFY_WITH_TIMEOUT(list->count() >= 6, 10000);
        QCOMPARE(list->count(), int(scenarios->scenarios().size()));
        QVERIFY(list->isVisibleTo(&page));
        QVERIFY(!list->item(0)->toolTip().isEmpty()); // the description
        QVERIFY(scenarios->select("capacity-crunch"));
        QVERIFY(
            child<QLabel>(page, "scenarioDescription")->text().contains(QStringLiteral("H100")));
        shot(h.window, QStringLiteral("scenarios"));

        // It asks first; Cancel changes nothing.
        auto *load = child<QPushButton>(page, "loadScenarioButton");
        QTRY_VERIFY(load->isEnabled());
        load->click();
        shot(h.window, QStringLiteral("confirm-load"));
        QVERIFY(answer(page, "confirmLoad", nullptr));
        QTest::qWait(300);
        QCOMPARE(instanceNames().count("before-scenario"), std::size_t(1));

        load->click();
        QVERIFY(answer(page, "confirmLoad", "confirmLoadButton"));
        const std::set<std::string> crunch{"rlhf-running", "rlhf-waiting-1", "rlhf-waiting-2"};
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames() == crunch, 15000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("Loaded")));
        QVERIFY(!page.messageBar()->isError());
        // The list marks the scenario loaded now, and only that one.
        const auto marked = [list] {
            QStringList ids;
            for (int row = 0; row < list->count(); ++row) {
                if (!list->item(row)->data(Qt::AccessibleDescriptionRole).toString().isEmpty())
                    ids << list->item(row)->text();
            }
            return ids;
        };
        QTRY_COMPARE_WITH_TIMEOUT(marked().size(), 1, 10000);
        QCOMPARE(list->currentItem()->text(), marked().front());
        QVERIFY(list->currentItem()->font().bold());

        // The scenario's fault (eight H100s) is read, shown in the editors and the status bar.
        auto *faults = page.faultsPanel();
        const std::map<std::string, std::int64_t> eightH100{{"nvidia-h100-80g", 8}};
        QTRY_VERIFY_WITH_TIMEOUT(
            faults->faults() && faults->faults()->capacityOverrides == eightH100, 10000);
        QTRY_VERIFY(!h.faultsStatus()->isHidden());
        POLYCHIP_VERIFY_TEXT(h.faultsStatus()->text().contains(QStringLiteral("capped at 8")));
        auto *h100 = child<QSpinBox>(page, "capacity_nvidia-h100-80g");
        QVERIFY(h100 && h100->isEnabled());
        QCOMPARE(h100->value(), 8);
        shot(h.window, QStringLiteral("scenario-loaded"));

        // Reset to a clean account, after asking: no instances; the faults stay.
        child<QPushButton>(page, "resetSimulatorButton")->click();
        QVERIFY(answer(page, "confirmReset", "confirmResetButton"));
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames().empty(), 15000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("clean account")));
        QTRY_VERIFY_WITH_TIMEOUT(marked().isEmpty(), 10000); // a reset loads none
        QVERIFY(!h.faultsStatus()->isHidden());

        // One click in the status bar clears them.
        h.faultsStatus()->click();
        QTRY_VERIFY_WITH_TIMEOUT(h.faultsStatus()->isHidden(), 10000);
        const auto platform = run(m_live->client, ops::getSimFaults());
        QVERIFY(platform);
        QVERIFY(!ui::SimFaultsPanel::isActive(platform.value()));
        page.setContext({});
    }

    void aLessonTicksItsObjectivesAsTheSimulatorSeesThem()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        page.lessonDock()->show(); // docked by the main window; floating with the page here
        auto *lesson = page.lessonPanel();
        QTRY_VERIFY_WITH_TIMEOUT(
            lesson->lessons().size() == test::LessonScripts::scenarios().size(), 10000);
        QVERIFY(!lesson->active());
        QVERIFY(lesson->choose("lesson-first-steps"));
        auto *objectives = child<QListWidget>(*lesson, "lessonObjectives");
        auto *hint = child<QLabel>(*lesson, "lessonHint");
        QCOMPARE(objectives->count(), 3);
        QVERIFY(!hint->isVisibleTo(lesson)); // no hints before it starts

        // Starting it sets it up in the organisation, after asking.
        auto *start = child<QPushButton>(*lesson, "lessonStartButton");
        QVERIFY(start->isEnabled());
        start->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = lesson->findChild<QMessageBox *>(QStringLiteral("confirmStartLesson"))));
        POLYCHIP_VERIFY_TEXT(
            box->text().contains(QStringLiteral("Start the lesson “First steps”")));
        QVERIFY(answer(*lesson, "confirmStartLesson", "confirmStartLessonButton"));
        QTRY_VERIFY_WITH_TIMEOUT(lesson->active() && lesson->active()->id == "lesson-first-steps",
                                 15000);
        QTRY_VERIFY(hint->isVisibleTo(lesson));
        POLYCHIP_VERIFY_TEXT(hint->text().contains(QStringLiteral("Templates")));
        POLYCHIP_VERIFY_TEXT(start->text().contains(QStringLiteral("Restart")));
        QVERIFY(child<QLabel>(*lesson, "lessonFigures")->isVisibleTo(lesson));
        const auto ticked = [&](int row) {
            return objectives->item(row)->toolTip().startsWith(QStringLiteral("Done"));
        };
        QVERIFY(!ticked(0));
        shot(h.window, QStringLiteral("lesson-started"));

        // The scripted sequence, by the API alone: each step ticks its objective, and only it.
        QSignalSpy news(&page, &ui::ConsolePage::desktopNotice);
        test::LessonScripts script(*m_sim, m_key);
        const auto steps = script.steps("lesson-first-steps");
        QCOMPARE(int(steps.size()), objectives->count());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            steps[i]();
            QTRY_VERIFY_WITH_TIMEOUT(ticked(int(i)), 10000);
            if (i + 1 < steps.size())
                QVERIFY(!ticked(int(i) + 1));
        }
        auto *summary = child<QLabel>(*lesson, "lessonSummary");
        QTRY_VERIFY(summary->isVisibleTo(lesson));
        POLYCHIP_VERIFY_TEXT(summary->text().contains(QStringLiteral("Lesson complete")));
        QVERIFY(!hint->isVisibleTo(lesson));
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("Lesson complete")));
        // News for the desktop too (said while the console is in the background), once.
        QCOMPARE(news.count(), 1);
        POLYCHIP_VERIFY_TEXT(
            news.front().at(1).toString().contains(QStringLiteral("Lesson complete")));
        QVERIFY(lesson->isFinished("lesson-first-steps"));
        shot(h.window, QStringLiteral("lesson-complete"));

        // The console started again later gives the summary no second time, and its clock
        // stays where the lesson ended.
        {
            HostedPage again;
            again.page->setContext(adminContext());
            auto *panel = again.page->lessonPanel();
            QSignalSpy said(panel, &ui::LessonPanel::finished);
            panel->refresh();
            QTRY_VERIFY_WITH_TIMEOUT(panel->active(), 10000);
            QVERIFY(panel->isFinished("lesson-first-steps"));
            QTest::qWait(200);
            QCOMPARE(said.count(), 0);
            QCOMPARE(child<QLabel>(*panel, "lessonSummary")->text(),
                     child<QLabel>(*lesson, "lessonSummary")->text());
            again.page->setContext({});
        }

        // Restarting asks first too; Cancel keeps the lesson as it is.
        start->click();
        QVERIFY(answer(*lesson, "confirmStartLesson", nullptr));
        QTest::qWait(300);
        QVERIFY(lesson->active());
        QCOMPARE(lesson->active()->objectives.at(2).state, api::ObjectiveState::Done);

        // Developers and trainees start lessons too (in their own organisation); a manager
        // watches and budgets, and has no lesson panel.
        page.setContext({&m_live->client, &m_live->session, true, api::Role::Developer, {}});
        QVERIFY(page.lessonPanel()->client());
        page.setContext({&m_live->client, &m_live->session, true, api::Role::Manager, {}});
        QVERIFY(!page.lessonPanel()->client());
        QVERIFY(page.lessonDock()->isHidden());
        page.setContext({});
        QVERIFY(run(m_live->client, ops::resetSim()));
    }

    void theStateExportsToAFileAndImportsBack()
    {
        QVERIFY(run(m_live->client, ops::loadSimScenario("idle-notebook")));
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames() == std::set<std::string>{"notebook"}, 15000);
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *scenarios = page.scenariosPanel();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("state.json"));
        const auto pick = [&](const char *name, const QString &file) {
            QFileDialog *dialog = nullptr;
            QVERIFY(QTest::qWaitFor(
                [&] { return (dialog = child<QFileDialog>(*scenarios, name)) != nullptr; }));
            Q_EMIT dialog->fileSelected(file);
            dialog->reject();
        };

        // Export: the file is a scenario with the notebook in it.
        QTRY_VERIFY(child<QPushButton>(page, "exportStateButton")->isEnabled());
        child<QPushButton>(page, "exportStateButton")->click();
        pick("exportStateDialog", path);
        QTRY_VERIFY_WITH_TIMEOUT(page.messageBar()->text().contains(QStringLiteral("Exported")),
                                 10000);
        QVERIFY(!page.messageBar()->isError());
        QFile written(path);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const auto file = api::decode<api::ScenarioFile>(written.readAll().toStdString());
        QVERIFY(file);
        QCOMPARE(file->instances.size(), std::size_t(1));
        QCOMPARE(file->instances.front().spec.name, std::string("notebook"));

        // A broken file is refused with the place of the mistake, before anything is asked.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(
            R"({"id": "x", "name": "x", "description": "", "instances": [{"spec": {"name": "n", "count": 0}}]})");
        out.close();
        child<QPushButton>(page, "importScenarioButton")->click();
        pick("importScenarioDialog", broken);
        QTRY_VERIFY_WITH_TIMEOUT(page.messageBar()->isError(), 10000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("count")));
        QVERIFY(!child<QMessageBox>(page, "confirmImport"));

        // Reset, then import it back (after asking): the notebook returns.
        QVERIFY(run(m_live->client, ops::resetSim()));
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames().empty(), 15000);
        child<QPushButton>(page, "importScenarioButton")->click();
        pick("importScenarioDialog", path);
        QVERIFY(answer(page, "confirmImport", "confirmImportButton"));
        QTRY_VERIFY_WITH_TIMEOUT(instanceNames() == std::set<std::string>{"notebook"}, 15000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("Imported")));
        page.setContext({});
        QVERIFY(run(m_live->client, ops::resetSim()));
    }

    void importingADeviceOrAPipeIsRefusedAndThePageStaysUsable_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("refusal");
        // /dev/zero has no size and no end: read as a file it filled the memory.
        QTest::newRow("device") << "/dev/zero"
                                << "is a device";
        // A named pipe without a writer: opening it waited for ever.
        QTest::newRow("named pipe") << "fifo"
                                    << "is a named pipe";
    }

    void importingADeviceOrAPipeIsRefusedAndThePageStaysUsable()
    {
        QFETCH(QString, kind);
        QFETCH(QString, refusal);
        QTemporaryDir dir;
        QString path = kind;
        if (kind == "fifo") {
            path = dir.filePath(QStringLiteral("scenario.json"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *import = child<QPushButton>(page, "importScenarioButton");
        QTRY_VERIFY(import->isEnabled());
        import->click();
        QFileDialog *dialog = nullptr;
        QVERIFY(QTest::qWaitFor([&] {
            return (dialog = child<QFileDialog>(*page.scenariosPanel(), "importScenarioDialog"))
                   != nullptr;
        }));
        Q_EMIT dialog->fileSelected(path);
        dialog->reject();

        // Refused at once with a sentence naming the file; nothing is asked or sent.
        QTRY_VERIFY_WITH_TIMEOUT(page.messageBar()->isError(), 5000);
        const QString text = page.messageBar()->text();
        POLYCHIP_VERIFY_TEXT(text.contains(path) && text.contains(refusal));
        QVERIFY(!child<QMessageBox>(page, "confirmImport"));
        // The console is still up and the page still works: importing is offered again.
        QTRY_VERIFY(import->isEnabled());
        import->click();
        QVERIFY(QTest::qWaitFor([&] {
            return (dialog = child<QFileDialog>(*page.scenariosPanel(), "importScenarioDialog"))
                   != nullptr;
        }));
        dialog->reject();
        page.setContext({});
    }

    void everyLessonTicksInThePanel_data()
    {
        QTest::addColumn<QString>("lessonId");
        for (const auto &[lesson, scenario] : test::LessonScripts::scenarios()) {
            if (lesson != "lesson-first-steps") // started from the panel above
                QTest::newRow(lesson.c_str()) << QString::fromStdString(lesson);
        }
    }

    void everyLessonTicksInThePanel()
    {
        QFETCH(QString, lessonId);
        const std::string id = lessonId.toStdString();
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *panel = page.lessonPanel();
        QVERIFY(page.lessonDock()->isHidden());
        panel->refresh(); // hidden, it reads only when asked
        QTRY_VERIFY_WITH_TIMEOUT(panel->lessons().size() == test::LessonScripts::scenarios().size(),
                                 10000);
        // Started elsewhere (another console, a script): the panel follows and shows itself.
        test::LessonScripts script(*m_sim, m_key);
        script.start(id);
        panel->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(panel->active() && panel->active()->id == id, 10000);
        QTRY_VERIFY(page.lessonDock()->isVisibleTo(&page));
        auto *objectives = child<QListWidget>(*panel, "lessonObjectives");
        const auto ticked = [&](int row) {
            return objectives->item(row)->toolTip().startsWith(QStringLiteral("Done"));
        };
        const auto steps = script.steps(id);
        QCOMPARE(int(steps.size()), objectives->count());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            steps[i]();
            panel->refresh(); // not waiting for the next reading
            QTRY_VERIFY_WITH_TIMEOUT(ticked(int(i)), 10000);
        }
        QTRY_VERIFY(child<QLabel>(*panel, "lessonSummary")->isVisibleTo(panel));
        page.setContext({});
        script.cleanUp();
    }

    void aTraineeStartsRestartsAndLeavesALessonFromThePanel()
    {
        // The simulator's identity is a trainee: the Simulator page is not offered, the lesson
        // panel is, and it starts lesson 1 in the trainee's organisation alone.
        const Key traineeKey = m_sim->key("org-a", "trainee");
        ApiClient client(Endpoint{m_sim->baseUrl(), traineeKey.id, traineeKey.secret, {}, {}});
        Session session(client);
        session.start();
        const auto otherKey = m_sim->key("org-b", "admin");
        ApiClient other(Endpoint{m_sim->baseUrl(), otherKey.id, otherKey.secret, {}, {}});
        QVERIFY(run(other, ops::resetSim()));
        api::ClockUpdate pause;
        pause.paused = true;
        const auto otherClock = run(m_live->client, ops::setSimClock(pause));
        QVERIFY(otherClock);
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        const PageContext context{&client, &session, true, api::Role::Trainee, {}};
        QVERIFY(!page.isAvailable(context));
        QVERIFY(page.lessonDock()->isHidden());
        page.setContext(context);
        QVERIFY(!page.lessonDock()->isHidden()); // opened for the trainee: no page shows it
        auto *lesson = page.lessonPanel();
        QTRY_VERIFY_WITH_TIMEOUT(
            lesson->lessons().size() == test::LessonScripts::scenarios().size(), 10000);
        QVERIFY(lesson->choose("lesson-first-steps"));
        auto *start = child<QPushButton>(*lesson, "lessonStartButton");
        auto *leave = child<QPushButton>(*lesson, "lessonLeaveButton");
        QTRY_VERIFY(start->isEnabled());
        QVERIFY(!leave->isVisibleTo(lesson)); // nothing to leave yet
        POLYCHIP_VERIFY_TEXT(start->text().contains(QStringLiteral("Start")));

        start->click();
        QVERIFY(answer(*lesson, "confirmStartLesson", "confirmStartLessonButton"));
        QTRY_VERIFY_WITH_TIMEOUT(lesson->active() && lesson->active()->id == "lesson-first-steps",
                                 15000);
        QTRY_VERIFY(leave->isVisibleTo(lesson) && leave->isEnabled());
        POLYCHIP_VERIFY_TEXT(start->text().contains(QStringLiteral("Restart")));
        QTRY_VERIFY(child<QLabel>(*lesson, "lessonHint")->isVisibleTo(lesson));
        const auto started = lesson->active()->startedAt;
        // The trainee's first objective is theirs to reach; org-b and the clock did not move.
        QVERIFY(child<QLabel>(*lesson, "lessonProblem")->isHidden());
        const auto clock = run(m_live->client, ops::getSimClock());
        QVERIFY(clock && clock->paused);
        QCOMPARE(clock->now, otherClock->now);
        const auto theirs = run(other, ops::listSimLessons());
        QVERIFY(theirs);
        for (const auto &l : theirs->items)
            QVERIFY(!l.active);

        // Restart: the same lesson from the beginning.
        QVERIFY(run(m_live->client, ops::advanceSimClock(api::ClockAdvance{60})));
        start->click();
        QVERIFY(answer(*lesson, "confirmStartLesson", "confirmStartLessonButton"));
        QTRY_VERIFY_WITH_TIMEOUT(lesson->active() && lesson->active()->startedAt != started, 15000);

        // Leave: asks, then the lesson is no longer under way.
        leave->click();
        QVERIFY(answer(*lesson, "confirmLeaveLesson", "confirmLeaveLessonButton"));
        QTRY_VERIFY_WITH_TIMEOUT(!lesson->active(), 15000);
        QTRY_VERIFY(!leave->isVisibleTo(lesson));
        POLYCHIP_VERIFY_TEXT(start->text().contains(QStringLiteral("Start")));
        page.setContext({});
        pause.paused = false;
        QVERIFY(run(m_live->client, ops::setSimClock(pause)));
    }

    void theLessonIsInTheConsolesLanguage()
    {
        // The console asks for its UI language; the simulator answers in it.
        Endpoint zh{m_sim->baseUrl(), m_key.id, m_key.secret, {}, {}};
        zh.acceptLanguage = "zh-CN, en;q=0.5";
        ApiClient client(zh);
        Session session(client);
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        page.lessonDock()->show();
        auto *lesson = page.lessonPanel();
        QTRY_VERIFY_WITH_TIMEOUT(
            lesson->lessons().size() == test::LessonScripts::scenarios().size(), 10000);
        QCOMPARE(lesson->lessons().front().name, std::string("第一步"));
        POLYCHIP_VERIFY_TEXT(child<QLabel>(*lesson, "lessonDescription")
                                 ->text()
                                 .contains(QStringLiteral("JupyterLab")));
        QVERIFY(child<QListWidget>(*lesson, "lessonObjectives")
                    ->item(0)
                    ->text()
                    .contains(QStringLiteral("模板")));
        shot(h.window, QStringLiteral("lesson-zh"));
        page.setContext({});
    }

    void aFaultShowsInTheStatusBarUntilCleared()
    {
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext(adminContext());
        auto *faults = page.faultsPanel();
        QTRY_VERIFY_WITH_TIMEOUT(faults->faults().has_value(), 10000);
        QVERIFY(h.faultsStatus()->isHidden());
        QVERIFY(!faults->clearAction()->isEnabled()); // nothing to clear

        // The editors' limits are the API's.
        auto *latency = child<QSpinBox>(page, "faultLatency");
        auto *errors = child<QDoubleSpinBox>(page, "faultErrorRate");
        QCOMPARE(latency->maximum(), 60000);
        QCOMPARE(errors->maximum(), 100.0);
        latency->setValue(200);
        errors->setValue(5);
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "faultsNote")->text().contains(QStringLiteral("Not applied")));
        QVERIFY(h.faultsStatus()->isHidden()); // edited, not in force
        // Shortages too: no RTX 4090 anywhere, and four H100s in cn-east alone. The table has
        // a row per accelerator, a column for every region and one per region.
        auto *table = child<QTableWidget>(page, "capacityTable");
        QVERIFY(table->rowCount() >= int(m_live->session.catalog().accelerators().size()));
        QCOMPARE(table->columnCount(), 3 + 2);
        QCOMPARE(table->horizontalHeaderItem(3)->text(), QStringLiteral("cn-east"));
        auto *rtx = child<QSpinBox>(page, "capacity_nvidia-rtx4090");
        QCOMPARE(rtx->value(), -1);
        QCOMPARE(rtx->text(), QStringLiteral("—")); // no override
        rtx->setValue(0);
        auto *h100East = child<QSpinBox>(page, "capacity_nvidia-h100-80g@cn-east");
        QVERIFY(h100East);
        POLYCHIP_VERIFY_TEXT(h100East->toolTip().contains(QStringLiteral("cn-east")));
        h100East->setValue(4);
        QCOMPARE(child<QSpinBox>(page, "capacity_nvidia-h100-80g@cn-north")->value(), -1);

        child<QPushButton>(page, "applyFaultsButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!h.faultsStatus()->isHidden(), 10000);
        POLYCHIP_VERIFY_TEXT(h.faultsStatus()->text().startsWith(
            QStringLiteral("Faults: latency 200 ms, errors 5 %")));
        QVERIFY(!h.faultsStatus()->toolTip().isEmpty());
        auto platform = run(m_live->client, ops::getSimFaults());
        QVERIFY(platform);
        QCOMPARE(platform.value().latencyMs, std::int64_t(200));
        QCOMPARE(platform.value().errorRate, 0.05);
        const std::map<std::string, std::int64_t> shortages{{"nvidia-rtx4090", 0},
                                                            {"nvidia-h100-80g@cn-east", 4}};
        QCOMPARE(platform.value().capacityOverrides, shortages);
        POLYCHIP_VERIFY_TEXT(h.faultsStatus()->toolTip().contains(QStringLiteral("in cn-east")));
        api::Faults oneRegion;
        oneRegion.capacityOverrides["nvidia-h100-80g@cn-north"] = 0;
        POLYCHIP_VERIFY_TEXT(faults->list(oneRegion).startsWith(QStringLiteral("no "))
                             && faults->list(oneRegion).endsWith(QStringLiteral(" in cn-north")));
        QVERIFY(faults->clearAction()->isEnabled());
        shot(h.window, QStringLiteral("faults"));

        // A second page (another console) reads the faults in force when it gets its platform.
        {
            SimulatorPage other;
            other.setContext(adminContext());
            QTRY_VERIFY_WITH_TIMEOUT(other.faultsPanel()->faults().has_value(), 10000);
            QCOMPARE(other.faultsPanel()->faults()->latencyMs, std::int64_t(200));
            QVERIFY(!other.statusWidgets().front()->isHidden());
            other.setContext({});
        }

        h.faultsStatus()->click();
        QTRY_VERIFY_WITH_TIMEOUT(h.faultsStatus()->isHidden(), 10000);
        platform = run(m_live->client, ops::getSimFaults());
        QVERIFY(platform);
        QVERIFY(!ui::SimFaultsPanel::isActive(platform.value()));
        QCOMPARE(latency->value(), 0); // the editors show what is in force
        QCOMPARE(errors->value(), 0.0);
        QVERIFY(!faults->clearAction()->isEnabled());
        page.setContext({});
    }

    void failuresAreSaid()
    {
        // The page told it may act while the key is a developer's: the simulator refuses, and
        // the page says so in its message bar, with the controls usable again.
        const Key developer = m_sim->key("org-a", "developer");
        test::LiveSession live(*m_sim, developer);
        QVERIFY(live.live());
        auto &client = live.client;
        auto &session = live.session;
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        QTRY_VERIFY_WITH_TIMEOUT(page.messageBar()->isError(), 10000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(
            QStringLiteral("Could not read the simulator's faults: Your role does not allow")));
        // Everyone may read the clock: speed presets are usable.
        auto *speed = child<QPushButton>(page, "speed60");
        QTRY_VERIFY_WITH_TIMEOUT(speed->isEnabled(), 10000);
        speed->click();
        QTRY_VERIFY_WITH_TIMEOUT(page.messageBar()->text().contains(QStringLiteral("60×"))
                                     || test::translatedForScreenshots(),
                                 10000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().startsWith(
            QStringLiteral("Could not run the clock at 60×: Your role does not allow")));
        QVERIFY(page.messageBar()->isError());
        QTRY_VERIFY(speed->isEnabled());
        QVERIFY(!speed->isChecked());
        shot(h.window, QStringLiteral("error"));
        page.setContext({});
        session.stop();
    }

    void theScenarioListSaysWhenItIsEmptyOrFails()
    {
        test::FakePlatform platform;
        std::atomic<bool> refuse{false};
        platform.server().Get(
            "/v1/sim/scenarios", [&](const httplib::Request &, httplib::Response &res) {
                if (refuse) {
                    res.status = 403;
                    res.set_content("{\"error\": {\"code\": "
                                    "\"PERMISSION_DENIED\", \"message\": "
                                    "\"not yours\"}}",
                                    "application/json");
                    return;
                }
                res.set_content("{\"items\": [], \"deleted\": [], \"revision\": 1}",
                                "application/json");
            });
        QVERIFY(platform.start());
        ApiClient client(platform.endpoint());
        Session session(client); // not started: the lists are not needed here
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        auto *empty = child<QLabel>(page, "scenariosEmpty");
        QTRY_VERIFY_WITH_TIMEOUT(
            empty->isVisibleTo(&page) && page.scenariosPanel()->scenarios().empty()
                && child<QPushButton>(page, "scenariosRetry")->isVisibleTo(&page),
            10000);
        POLYCHIP_VERIFY_TEXT(empty->text().contains(QStringLiteral("no scenarios")));
        QVERIFY(!child<QPushButton>(page, "loadScenarioButton")->isEnabled());
        QVERIFY(child<QPushButton>(page, "resetSimulatorButton")->isEnabled());

        refuse = true;
        child<QPushButton>(page, "scenariosRetry")->click();
        QTRY_VERIFY_WITH_TIMEOUT(empty->text().contains(QStringLiteral("Could not list"))
                                     || test::translatedForScreenshots(),
                                 10000);
        POLYCHIP_VERIFY_TEXT(empty->text().contains(QStringLiteral("Your role does not allow")));
        QVERIFY(!empty->toolTip().isEmpty()); // the details
        shot(h.window, QStringLiteral("scenarios-error"));
        page.setContext({});
    }

    void aListAskedForInTheOldLanguageIsAskedForAgainInTheNew()
    {
        // The simulator's scenarios as it words them in English and in Chinese.
        const std::string was = m_live->client.acceptLanguage();
        m_live->client.setAcceptLanguage("en");
        const auto english = run(m_live->client, ops::listSimScenarios());
        m_live->client.setAcceptLanguage("zh-CN");
        const auto chinese = run(m_live->client, ops::listSimScenarios());
        m_live->client.setAcceptLanguage(was);
        QVERIFY(english && chinese && !english->items.empty());
        QVERIFY(english->items.front().name != chinese->items.front().name);
        // A platform slow to answer in English: the switch comes while it thinks.
        test::FakePlatform platform;
        std::atomic<int> asked{0};
        const std::string en = api::encode(*english);
        const std::string zh = api::encode(*chinese);
        platform.server().Get(
            "/v1/sim/scenarios", [&](const httplib::Request &req, httplib::Response &res) {
                ++asked;
                const bool inChinese = req.get_header_value("Accept-Language").rfind("zh", 0) == 0;
                if (!inChinese)
                    std::this_thread::sleep_for(std::chrono::milliseconds(600));
                res.set_content(inChinese ? zh : en, "application/json");
            });
        QVERIFY(platform.start());
        ApiClient client(platform.endpoint());
        client.setAcceptLanguage("en");
        Session session(client);
        HostedPage h;
        QVERIFY(QTest::qWaitForWindowExposed(&h.window));
        auto &page = *h.page;
        page.setContext({&client, &session, true, api::Role::Admin, {}});
        QTRY_COMPARE(asked.load(), 1);
        client.setAcceptLanguage("zh-CN");
        QEvent change(QEvent::LanguageChange); // as a language switch tells every widget
        QCoreApplication::sendEvent(page.scenariosPanel(), &change);
        const auto *list = child<QListWidget>(page, "scenarioList");
        const QString wanted = QString::fromStdString(chinese->items.front().name);
        QTRY_VERIFY_WITH_TIMEOUT(list->count() > 0 && list->item(0)->text().contains(wanted)
                                     && asked.load() == 2,
                                 10000);
        page.setContext({});
    }

private:
    PageContext adminContext() const
    {
        return {&m_live->client, &m_live->session, true, api::Role::Admin, {}};
    }

    std::set<std::string> instanceNames() const
    {
        std::set<std::string> names;
        for (const auto &[id, i] : m_live->session.instances().all())
            names.insert(i.name);
        return names;
    }

    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
    std::unique_ptr<test::LiveSession> m_live;
};

QTEST_MAIN(SimulatorPageTest)
#include "tst_simulatorpage.moc"
