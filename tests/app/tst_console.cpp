// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The whole console, offscreen, against real simulators: it connects through the bundled
// launcher, shows launches, acts on instances, reports a conflict, survives the platform going
// away (banner, stale data) and the bundled simulator dying (restart notice).
#include "clienttestkit.h"
#include "connection.h"
#include "consolekit.h"
#include "dashboard/dashboardtile.h"
#include "dashboard/dashboardtiles.h"
#include "instances/instancespage.h"
#include "instances/instancetablemodel.h"
#include "instances/switchdialog.h"
#include "kit/billingperiod.h"
#include "kit/displaytext.h"
#include "launch/launchwizard.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"
#include "simtestclient.h"

#include "api/codec.h"
#include "api/profilefile.h"
#include "templates/templategallerymodel.h"
#include "window/offlinebanner.h"

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <csignal>
#include <functional>

using namespace polychip;
using client::Session;
namespace ops = client::ops;
using test::run;

namespace {

/// The console on an empty organisation (the tests launch their own), its clock at 30x.
struct Console : test::AppConsole
{
    explicit Console(const Tweak &tweak = {})
        : AppConsole([&tweak](app::BundledSimulator::Options &options) {
            options.firstRunScenario.clear();
            options.extraArguments = {QStringLiteral("--speed"), QStringLiteral("30"),
                                      QStringLiteral("--rate-limit"), QStringLiteral("0")};
            if (tweak)
                tweak(options);
        })
    {}

    client::ApiClient admin() const
    {
        return client::ApiClient(*connection->simulator().endpoint(api::Role::Admin));
    }

    QAction *action(const char *name) const
    {
        return window->findChild<QAction *>(QString::fromLatin1(name));
    }

    ui::InstancesPage &page() const { return *window->findChild<ui::InstancesPage *>(); }

    int rowOf(const std::string &id) const { return page().model()->rowOf(id); }

    api::InstanceState state(const std::string &id) const
    {
        const api::Instance *i = connection->session()->instances().find(id);
        return i ? i->state : api::InstanceState::Unknown;
    }

    QString message() const
    {
        auto *label = page().findChild<QLabel *>(QStringLiteral("messageText"));
        return label && label->isVisible() ? label->text() : QString();
    }
};

/** A page that notes in which turn of the event loop (`*turns`) it was given each session. */
class SessionWatchingPage final : public ui::ConsolePage
{
public:
    SessionWatchingPage(const QString &id, const int *turns)
        : ConsolePage(id)
        , m_turns(turns)
    {}
    QString title() const override { return id(); }
    QIcon icon() const override { return {}; }
    QString description() const override { return id(); }
    void setContext(const ui::PageContext &context) override
    {
        if (context.session && context.session != session) {
            session = context.session;
            givenInTurn = *m_turns;
        }
    }

    client::Session *session = nullptr;
    int givenInTurn = -1;

private:
    const int *m_turns;
};

} // namespace

class ConsoleTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsOncePaintedOrAfterADeadline()
    {
        using SimState = app::BundledSimulator::State;
        {
            // Shown, not painted yet: nothing starts before the first frame, then it connects.
            Console console;
            std::vector<QString> order;
            QObject context; // gone before `order`: the console's end stops the simulator
            connect(console.window.get(), &app::MainWindow::firstPaint, &context,
                    [&] { order.push_back(QStringLiteral("painted")); });
            connect(&console.connection->simulator(), &app::BundledSimulator::stateChanged,
                    &context, [&] {
                        if (order.empty() || order.back() != QLatin1String("started"))
                            order.push_back(QStringLiteral("started"));
                    });
            console.window->startAfterFirstPaint();
            QCOMPARE(console.connection->simulator().state(), SimState::Stopped);
            QVERIFY(console.live());
            QCOMPARE(order,
                     (std::vector<QString>{QStringLiteral("painted"), QStringLiteral("started")}));
        }
        {
            // Never painted (hidden before it was): started after the deadline all the same.
            Console console;
            console.window->hide();
            QElapsedTimer waited;
            waited.start();
            qint64 startedAfter = -1;
            QObject context;
            connect(&console.connection->simulator(), &app::BundledSimulator::stateChanged,
                    &context, [&] {
                        if (startedAfter < 0)
                            startedAfter = waited.elapsed();
                    });
            console.window->startAfterFirstPaint();
            QVERIFY(console.live());
            // Timers may fire a little early (coarse timers: up to 5 %), never much.
            QVERIFY2(startedAfter >= app::MainWindow::kStartAnywayMs * 9 / 10,
                     QByteArray::number(startedAfter));
            // Asked again: it is not started twice (that would open a new session).
            const QPointer<client::Session> session = console.connection->session();
            console.window->startAfterFirstPaint();
            console.window->start();
            QTest::qWait(100);
            QVERIFY(session);
            QCOMPARE(console.connection->session(), session.data());
        }
    }

    void aNewSessionReachesThePageShownAtOnceAndTheOthersOneATurn()
    {
        // Each page binds its models to a new session, tens of milliseconds together on a
        // large account: the window stays responsive by giving it to the page shown first,
        // then to the others one per turn of the event loop.
        Console console;
        int turns = 0;
        QTimer everyTurn; // a timer of no interval times out once in every turn
        connect(&everyTurn, &QTimer::timeout, &everyTurn, [&] { ++turns; });
        everyTurn.start(0);
        auto *shown = new SessionWatchingPage(QStringLiteral("shown"), &turns);
        auto *second = new SessionWatchingPage(QStringLiteral("second"), &turns);
        auto *third = new SessionWatchingPage(QStringLiteral("third"), &turns);
        auto *later = new SessionWatchingPage(QStringLiteral("later"), &turns);
        for (auto *page : {shown, second, third, later})
            console.window->addPage(page);
        console.window->showPage(QStringLiteral("shown"));
        bool othersWaited = false;
        bool takenWhenShown = false;
        QObject context;
        // Connected after the window: told once the window has handed the session out.
        connect(console.connection.get(), &app::Connection::sessionStarted, &context, [&] {
            client::Session *session = console.connection->session();
            othersWaited = shown->session == session && !second->session && !third->session
                           && !later->session;
            // A page shown before its turn takes the session as it is shown.
            console.window->showPage(QStringLiteral("later"));
            takenWhenShown = later->session == session;
        });
        console.window->start();
        QVERIFY(console.live());
        QVERIFY(othersWaited);
        QVERIFY(takenWhenShown);
        QTRY_VERIFY(third->session);
        QCOMPARE(second->session, console.connection->session());
        QVERIFY2(third->givenInTurn > second->givenInTurn, "both given in the same turn");
    }

    void connectsAndManagesInstances()
    {
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto *state = console.window->findChild<QLabel *>(QStringLiteral("connectionState"));
        QTRY_VERIFY(state->text().contains(QStringLiteral("Live")));
        QCOMPARE(console.window->currentPageId(), QStringLiteral("instances"));

        // A launch made through the API appears in the table and becomes current.
        auto admin = console.admin();
        const auto launched = run(admin, ops::createInstance(test::smallSpec("from-api")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QTRY_VERIFY_WITH_TIMEOUT(console.rowOf(id) >= 0, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(console.page().selectedIds(), std::vector<std::string>{id}, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Running, 60000);

        // Actions follow the state machine: running can stop or sleep, not start or wake.
        QTRY_VERIFY(console.action("actionStopInstance")->isEnabled());
        QVERIFY(console.action("actionSleepInstance")->isEnabled());
        QVERIFY(!console.action("actionStartInstance")->isEnabled());
        QVERIFY(!console.action("actionWakeInstance")->isEnabled());
        QVERIFY(
            console.action("actionWakeInstance")->toolTip().contains(QStringLiteral("Running")));

        console.action("actionSleepInstance")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Sleeping, 20000);
        QTRY_VERIFY(console.action("actionWakeInstance")->isEnabled());
        // Asleep once the sleep operation ended: the platform refuses a stop meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto &store = console.connection->session()->instances();
                const api::Instance *i = store.find(id);
                return i && !store.runningOperation(*i);
            }(),
            20000);
        console.action("actionStopInstance")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Stopped, 60000);
        QTRY_VERIFY(console.action("actionStartInstance")->isEnabled());
        QVERIFY(console.message().isEmpty());

        // Delete asks first, naming what is lost and kept.
        console.action("actionDeleteInstance")->trigger();
        QMessageBox *box = nullptr;
        QTRY_VERIFY(
            (box = console.window->findChild<QMessageBox *>(QStringLiteral("confirmDelete")))
            != nullptr);
        QVERIFY(box->text().contains(QStringLiteral("from-api")));
        QVERIFY(box->informativeText().contains(QStringLiteral("Kept")));
        auto *confirm = box->findChild<QAbstractButton *>(QStringLiteral("confirmDeleteButton"));
        QVERIFY(confirm);
        confirm->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.rowOf(id), -1, 60000);
    }

    void theStatusBarCountsTheCreditWithTheBalance()
    {
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto *balance = console.window->findChild<QLabel *>(QStringLiteral("balanceLabel"));
        QVERIFY(balance);
        QTRY_VERIFY(console.connection->session()->billing().account().has_value());
        const auto account = *console.connection->session()->billing().account();
        QVERIFY(account.creditMicros > 0); // every new account starts with a credit
        const QString currency = QString::fromStdString(account.currency);
        QTRY_VERIFY2(balance->text().contains(ui::formatMoney(account.creditMicros, currency)),
                     qPrintable(balance->text()));
        QVERIFY(balance->toolTip().contains(
            ui::formatMoney(account.balanceMicros + account.creditMicros, currency)));
    }

    void theStatusBarClockAndTheDashboardWriteThePlatformsTimeAlike()
    {
        // The platform's day is UTC: the clock and the month's "since" both say so, in the
        // locale's date order, and the clock's date is written as the dashboard writes days.
        Console console;
        console.window->start();
        QVERIFY(console.live());
        console.window->showPage(QString::fromLatin1(ui::pageid::kDashboard));
        auto *tiles = console.window->findChild<ui::DashboardTiles *>();
        QVERIFY(tiles);
        auto *since = tiles->tile(QStringLiteral("month"))
                          ->findChild<QLabel *>(QStringLiteral("tileDetail"));
        auto *clock = console.window->findChild<QLabel *>(QStringLiteral("clockLabel"));
        QVERIFY(since && clock);
        const Session &session = *console.connection->session();
        QTRY_VERIFY_WITH_TIMEOUT(session.billing().account().has_value(), 15000);
        QTRY_VERIFY2(clock->isVisible()
                         && clock->text()
                                == QStringLiteral("Simulated %1")
                                       .arg(ui::formatMoment(session.platformTime())),
                     qPrintable(clock->text()));
        const std::int64_t month = ui::monthStartUtc(session.billing().account()->asOf.unixSeconds);
        QTRY_COMPARE(since->text(), QStringLiteral("Since %1").arg(ui::formatDay(month)));
        const QString utc = QStringLiteral(" UTC");
        QVERIFY2(since->text().endsWith(utc) && clock->text().endsWith(utc),
                 qPrintable(since->text() + QLatin1Char('|') + clock->text()));
        const QString today = ui::formatDay(session.platformTime()).chopped(utc.size());
        QVERIFY2(clock->text().contains(today),
                 qPrintable(today + QLatin1Char('|') + clock->text()));
    }

    void aNewUserLaunchesFromATemplateAndSwitchesToTpu()
    {
        // The "done when": from the start to a running Llama-3-8B pretraining job,
        // then on TPU, with nothing but the console's own pages and dialogs.
        Console console;
        console.window->start();
        QVERIFY(console.live());
        console.window->showPage(QStringLiteral("templates"));
        auto *gallery = console.window->findChild<QListView *>(QStringLiteral("templateGallery"));
        QVERIFY(gallery);
        QTRY_VERIFY_WITH_TIMEOUT(gallery->isVisible(), 15000); // "Loading the templates…" first
        QTRY_VERIFY_WITH_TIMEOUT(gallery->model()->rowCount() >= 12, 10000);
        auto *search = console.window->findChild<QLineEdit *>(QStringLiteral("templateSearch"));
        search->setText(QStringLiteral("Llama-3-8B pretraining"));
        QCOMPARE(gallery->model()->rowCount(), 1);
        const QModelIndex card = gallery->model()->index(0, 0);
        QCOMPARE(card.data(ui::TemplateGalleryModel::IdRole).toString(),
                 QStringLiteral("tpl-llama3-8b-pretrain"));
        QTRY_VERIFY_WITH_TIMEOUT(
            card.data(ui::TemplateGalleryModel::FromPriceRole).toLongLong() > 0, 10000);
        gallery->setFocus();
        gallery->setCurrentIndex(card);
        QTest::keyClick(gallery, Qt::Key_Return);
        ui::LaunchWizard *wizard = nullptr;
        QTRY_VERIFY((wizard = console.window->findChild<ui::LaunchWizard *>())
                    && wizard->isVisible());
        QCOMPARE(wizard->draft().templateId, std::optional<std::string>("tpl-llama3-8b-pretrain"));
        // Template, placement, data, schedule, review: Next four times, then Launch.
        for (int step = 0; step < 5; ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(wizard->button(QWizard::NextButton)->isEnabled(), 10000);
            wizard->button(QWizard::NextButton)->click();
        }
        QCOMPARE(wizard->currentId(), int(ui::LaunchWizard::ProgressStepId));
        QPointer<ui::LaunchWizard> open(wizard);
        QTRY_VERIFY_WITH_TIMEOUT(!open, 60000); // closes itself when the instance runs
        QCOMPARE(console.window->currentPageId(), QStringLiteral("instances"));
        const auto selected = console.page().selectedIds();
        QCOMPARE(selected.size(), std::size_t(1));
        const std::string id = selected.front();
        const api::Instance &launched = console.connection->session()->instances().all().at(id);
        QCOMPARE(launched.templateId, std::optional<std::string>("tpl-llama3-8b-pretrain"));
        QCOMPARE(launched.state, api::InstanceState::Running);
        QCOMPARE(launched.backend, api::Backend::Gpu);

        // Switch it to TPU from the instance's actions.
        QTRY_VERIFY(console.action("actionSwitchBackend")->isEnabled());
        console.action("actionSwitchBackend")->trigger();
        ui::SwitchDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = console.window->findChild<ui::SwitchDialog *>())
                    && dialog->isVisible());
        auto *go = dialog->findChild<QPushButton *>(QStringLiteral("switchButton"));
        QTRY_VERIFY_WITH_TIMEOUT(go->isEnabled(), 10000);
        go->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->session()->instances().all().at(id).backend,
                                  api::Backend::Tpu, 90000);
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Running, 30000);
        QCOMPARE(console.connection->session()->instances().all().at(id).backendHistory.size(),
                 std::size_t(2));
        QTRY_VERIFY(console.message().contains(QStringLiteral("Switched")));
    }

    void aConflictShowsTheServersReason()
    {
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto admin = console.admin();
        const auto launched = run(admin, ops::createInstance(test::smallSpec("racing")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Running, 60000);
        QTRY_VERIFY(console.action("actionSleepInstance")->isEnabled());
        // Someone else puts it to sleep while this console is not following.
        console.connection->session()->stop();
        QVERIFY(run(admin, ops::sleepInstance(id)));
        console.action("actionSleepInstance")->trigger(); // the console still thinks: running
        QTRY_VERIFY_WITH_TIMEOUT(!console.message().isEmpty(), 10000);
        QVERIFY2(console.message().contains(QStringLiteral("racing")),
                 qPrintable(console.message()));
        QVERIFY2(console.message().contains(QStringLiteral("sleep")),
                 qPrintable(console.message()));
    }

    void aRemotePlatformsRoleIsShownAsTheSimulatorsIs()
    {
        // Connected to another platform with a manager's key: the status bar says who is
        // signed in, as it does for the bundled simulator's identity.
        test::SimProcess remote({"--rate-limit", "0"});
        QVERIFY(remote.start());
        const auto key = remote.key("org-a", "manager");
        Console console;
        console.connection->useRemote(
            client::Endpoint{remote.baseUrl(), key.id, key.secret, {}, {}});
        QVERIFY(console.live());
        auto *profile = console.window->findChild<QLabel *>(QStringLiteral("profileLabel"));
        QTRY_VERIFY2(profile->text().contains(QStringLiteral("Manager")),
                     qPrintable(profile->text()));
    }

    void aClassroomServersSeatGetsItsLessonsAndItsTeacherTheBoard()
    {
        // A simulator elsewhere (a classroom server, known by GET /v1/health) is offered as
        // the bundled one is, to the role its key has: a seat's trainee gets the lesson panel,
        // the teacher (an administrator) the Simulator page and its classroom board.
        test::SimProcess remote({"--rate-limit", "0", "--classroom", "1"});
        remote.addOptions({QStringLiteral("--classroom-dir"), remote.path(QStringLiteral("c"))});
        QVERIFY(remote.start());
        const auto keyIn = [&](const char *file) {
            QFile f(remote.path(QStringLiteral("c/")) + QLatin1String(file));
            const auto p = f.open(QIODevice::ReadOnly)
                               ? api::decode<api::ProfileFile>(f.readAll().toStdString())
                               : api::Result<api::ProfileFile>(api::ApiError{});
            return p ? client::Endpoint{p->baseUrl, p->keyId, p->secret, {}, {}}
                     : client::Endpoint{};
        };
        {
            Console seat;
            seat.connection->useRemote(keyIn("seat-01.polychip-profile.json"));
            QVERIFY(seat.live());
            auto *lessons = seat.window->findChild<QDockWidget *>(QStringLiteral("lessonDock"));
            QVERIFY(lessons);
            QTRY_VERIFY(lessons->isVisible());
            auto *board = seat.window->findChild<QAction *>(QStringLiteral("actionShowClassroom"));
            QVERIFY(board && !board->isVisible());
        }
        Console teacher;
        teacher.connection->useRemote(keyIn("teacher.polychip-profile.json"));
        QVERIFY(teacher.live());
        auto *board = teacher.window->findChild<QAction *>(QStringLiteral("actionShowClassroom"));
        QVERIFY(board);
        QTRY_VERIFY(board->isVisible());
    }

    void theOfflineBannerComesAndGoes()
    {
        test::SimProcess remote({"--rate-limit", "0"});
        QVERIFY(remote.start());
        remote.keepPort();
        const auto key = remote.key("org-a", "developer");
        Console console;
        console.connection->useRemote(
            client::Endpoint{remote.baseUrl(), key.id, key.secret, {}, {}});
        QVERIFY(console.live());
        console.connection->session()->setReconnectBase(std::chrono::milliseconds(100));
        client::ApiClient c(client::Endpoint{remote.baseUrl(), key.id, key.secret, {}, {}});
        QVERIFY(run(c, ops::createInstance(test::smallSpec("stays"))));
        QTRY_COMPARE_WITH_TIMEOUT(console.page().model()->rowCount(), 1, 10000);

        auto *banner = console.window->findChild<ui::OfflineBanner *>();
        QVERIFY(banner);
        QCOMPARE(banner->mode(), ui::OfflineBanner::Mode::Hidden);
        remote.kill();
        QTRY_COMPARE_WITH_TIMEOUT(banner->mode(), ui::OfflineBanner::Mode::Offline, 30000);
        QVERIFY(banner->isVisible());
        QVERIFY(!banner->reasonText().isEmpty());
        // Said in the console's words (nothing listens there any more), not curl's.
        QTRY_VERIFY2_WITH_TIMEOUT(
            banner->reasonText().contains(QStringLiteral("Nothing listens on")),
            qPrintable(banner->reasonText()), 10000);
        QVERIFY2(!banner->reasonText().contains(QStringLiteral("Couldn't connect")),
                 qPrintable(banner->reasonText()));
        // The last known data stays, marked stale; actions are off and say why.
        QCOMPARE(console.page().model()->rowCount(), 1);
        auto *stale = console.window->findChild<QLabel *>(QStringLiteral("staleLabel"));
        QTRY_VERIFY(stale->isVisible());
        console.page().view()->selectRow(0);
        QVERIFY(!console.action("actionStopInstance")->isEnabled());
        QVERIFY(
            console.action("actionStopInstance")->toolTip().startsWith(QStringLiteral("Offline")));

        QVERIFY(remote.start());
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->session()->state(), Session::State::Live,
                                  30000);
        QTRY_COMPARE(banner->mode(), ui::OfflineBanner::Mode::Hidden);
        QVERIFY(!stale->isVisible());
    }

    void theBundledSimulatorIsRestartedWithANotice()
    {
        Console console;
        console.window->start();
        QVERIFY(console.live());
        const qint64 pid = console.connection->simulator().processId();
        QVERIFY(pid > 0);
        // Back on another port, the old session is let go of in one turn of the event loop
        // and the new one taken up in a later one (each is milliseconds of the window's time).
        int turns = 0;
        QTimer everyTurn; // a timer of no interval times out once in every turn
        connect(&everyTurn, &QTimer::timeout, &everyTurn, [&] { ++turns; });
        everyTurn.start(0);
        int closedIn = -1;
        int openedIn = -1;
        QObject context;
        connect(console.connection.get(), &app::Connection::aboutToClose, &context,
                [&] { closedIn = turns; });
        connect(console.connection.get(), &app::Connection::sessionStarted, &context,
                [&] { openedIn = turns; });
        ::kill(pid_t(pid), SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(
            console.window->statusBar()->currentMessage().contains(QStringLiteral("restarting")),
            20000);
        QTRY_VERIFY_WITH_TIMEOUT(console.connection->simulator().processId() > 0
                                     && console.connection->simulator().processId() != pid,
                                 20000);
        // The new process on another port: the console moves to it (the old session may still
        // say it is live until then).
        QTRY_VERIFY_WITH_TIMEOUT(openedIn >= 0, 20000);
        QVERIFY(console.live());
        QVERIFY(closedIn >= 0);
        QVERIFY2(openedIn > closedIn, "closed and opened in the same turn");
    }

    void chartsKeepTheirHistoryAcrossASimulatorRestart()
    {
        // The platform keeps its metric history across a restart, and the console keeps
        // what it held while it reconnects (on the new port).
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto admin = console.admin();
        const auto launched = run(admin, ops::createInstance(test::smallSpec("charted")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QTRY_VERIFY_WITH_TIMEOUT(
            console.connection->session()->instances().metrics(id)
                && console.connection->session()->instances().metrics(id)->latest()
                       > launched->instance.createdAt.unixSeconds + 60,
            60000);
        using client::MetricHistory;
        const std::int64_t latest
            = console.connection->session()->instances().metrics(id)->latest();
        const std::int64_t dayBefore = (latest / 60 - 24 * 60) * 60;
        const auto seen = console.connection->session()->instances().metrics(id)->range(
            MetricHistory::TokensPerS, dayBefore, latest + 1, 60);
        QVERIFY(!seen.empty());
        const std::int64_t firstMinute = seen.front().t; // minutes: the seconds ring is short
        // The simulator writes what it recorded once a wall second (30 simulated seconds here),
        // so a kill loses up to that: wait until the first minute is whole and several commits
        // old, or its frame may not be on disk yet (CI saw exactly that on a loaded machine).
        QTRY_VERIFY_WITH_TIMEOUT(console.connection->session()->instances().metrics(id)->latest()
                                     >= firstMinute + 60 + 6 * 30,
                                 60000);
        const std::string before = console.connection->simulator().baseUrl().toStdString();
        const std::int64_t killedAt
            = console.connection->session()->instances().metrics(id)->latest();
        ::kill(pid_t(console.connection->simulator().processId()), SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(
            console.connection->simulator().processId() > 0 && console.connection->session()
                && console.connection->session()->state() == Session::State::Live
                && console.connection->client()->endpoint().baseUrl != before,
            30000);
        // The console's own copy: still there, from the same first minute on.
        const auto kept = console.connection->session()->instances().metrics(id);
        QVERIFY(kept);
        QVERIFY(!kept->range(MetricHistory::TokensPerS, firstMinute, firstMinute + 60, 60).empty());
        // The platform's: what the restarted simulator answers covers the time before.
        auto again = console.admin();
        const auto series
            = run(again, ops::getInstanceMetrics(
                             id, {{"from", api::formatRfc3339({firstMinute})}, {"step", "60"}}));
        QVERIFY(series);
        QVERIFY(!series->t.empty());
        // From the first minute on; under load (a parallel ctest run) the restarted simulator
        // once answered from the minute after it, a loss of the first, partial minute still to
        // be explained (a follow-up). What must hold: the history from before the kill is there.
        QVERIFY(series->t.front().unixSeconds <= firstMinute + 60);
        QVERIFY(series->t.front().unixSeconds < killedAt);
    }

    void retryNowStartsASimulatorThatWasGivenUp()
    {
        // After the restart limit, Retry now starts the simulator again rather than
        // refreshing a session on a dead port.
        Console console([](auto &options) { options.maxRestarts = 0; });
        console.window->start();
        QVERIFY(console.live());
        ::kill(pid_t(console.connection->simulator().processId()), SIGKILL);
        auto *banner = console.window->findChild<ui::OfflineBanner *>();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->simulator().state(),
                                  app::BundledSimulator::State::Failed, 20000);
        QTRY_COMPARE(banner->mode(), ui::OfflineBanner::Mode::Offline);
        QVERIFY(banner->reasonText().contains(QStringLiteral("stopped restarting")));
        auto *retry = banner->findChild<QPushButton *>(QStringLiteral("offlineRetry"));
        QVERIFY(retry && retry->isVisible());
        retry->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->simulator().state(),
                                  app::BundledSimulator::State::Running, 20000);
        QVERIFY(console.live());
        QTRY_COMPARE(banner->mode(), ui::OfflineBanner::Mode::Hidden);
        // And again from the menu: Connection → Reconnect now does the same.
        ::kill(pid_t(console.connection->simulator().processId()), SIGKILL);
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->simulator().state(),
                                  app::BundledSimulator::State::Failed, 20000);
        console.action("actionReconnect")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->simulator().state(),
                                  app::BundledSimulator::State::Running, 20000);
        QVERIFY(console.live());
    }

    void anUnusableSimulatorFolderIsSaidAtOnce_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("says");
        QTest::newRow("a file") << QStringLiteral("FILE") << QStringLiteral("is a file");
        QTest::newRow("under /proc")
            << QStringLiteral("/proc/polychip-test/sim") << QStringLiteral("cannot be created");
        QTest::newRow("not writable")
            << QStringLiteral("/proc") << QStringLiteral("cannot be written to");
    }

    void anUnusableSimulatorFolderIsSaidAtOnce()
    {
        // Said at once, with the folder's problem, rather than "Connecting…" and then
        // another console blamed.
        QFETCH(QString, folder);
        QFETCH(QString, says);
        QTemporaryDir scratch;
        if (folder == QLatin1String("FILE")) {
            folder = scratch.filePath(QStringLiteral("a-file"));
            QFile file(folder);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        Console console([&](auto &options) { options.dataDir = folder; });
        console.window->start();
        auto *banner = console.window->findChild<ui::OfflineBanner *>();
        // At once: no waiting for a start timeout.
        QCOMPARE(banner->mode(), ui::OfflineBanner::Mode::Offline);
        QVERIFY2(banner->reasonText().contains(says), qPrintable(banner->reasonText()));
        QVERIFY(!banner->reasonText().contains(QStringLiteral("Another")));
        // The way out: the default folder.
        auto *fix = banner->findChild<QToolButton *>(QStringLiteral("offlineFix"));
        QVERIFY(fix && fix->isVisible());
        QVERIFY(fix->text().contains(QStringLiteral("default")));
        fix->click();
        QTRY_COMPARE_WITH_TIMEOUT(console.connection->simulator().state(),
                                  app::BundledSimulator::State::Running, 30000);
        QCOMPARE(console.connection->simulator().dataDir(),
                 app::BundledSimulator::defaultDataDir());
        QVERIFY(console.live());
        QTRY_COMPARE(banner->mode(), ui::OfflineBanner::Mode::Hidden);
        QVERIFY(!fix->isVisible());
    }

    void sigtermQuitsAsFileQuitDoes()
    {
        // SIGTERM is a quit: exit code 0, and console.lock and port removed.
        QTemporaryDir home;
        const QString simDir = home.filePath(QStringLiteral("sim"));
        QProcess console;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        console.setProcessEnvironment(env);
        console.setProcessChannelMode(QProcess::ForwardedChannels);
        console.start(QStringLiteral(POLYCHIP_CONSOLE_EXE),
                      {QStringLiteral("--simulator-dir"), simDir});
        QVERIFY(console.waitForStarted());
        const QString port = simDir + QStringLiteral("/port");
        const QString lock = simDir + QStringLiteral("/console.lock");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(port) && QFile::exists(lock), 30000);
        ::kill(pid_t(console.processId()), SIGTERM);
        QVERIFY(console.waitForFinished(20000));
        QCOMPARE(console.exitStatus(), QProcess::NormalExit);
        QCOMPARE(console.exitCode(), 0);
        QVERIFY(!QFile::exists(port));
        QVERIFY(!QFile::exists(lock));
        // The window's state was saved, as on File → Quit.
        QVERIFY(QFile::exists(
            home.filePath(QStringLiteral("config/io.github.polychip/polychip.conf"))));
    }

    void aSimulatorThatCannotStartIsExplained()
    {
        Console console;
        QDir().mkpath(console.dir.filePath(QStringLiteral("sim")));
        QFile keys(console.dir.filePath(QStringLiteral("sim/keys.json")));
        QVERIFY(keys.open(QIODevice::WriteOnly));
        keys.write("{\"keys\": 7}");
        keys.close();
        console.window->start();
        auto *banner = console.window->findChild<ui::OfflineBanner *>();
        QTRY_COMPARE_WITH_TIMEOUT(banner->mode(), ui::OfflineBanner::Mode::Offline, 30000);
        QVERIFY2(banner->reasonText().contains(QStringLiteral("keys.json")),
                 qPrintable(banner->reasonText()));
        // The page says it too, instead of "connecting" forever.
        auto *title = console.page().findChild<QLabel *>(QStringLiteral("emptyTitle"));
        QTRY_COMPARE(title->text(), QStringLiteral("Not connected"));
        auto *state = console.window->findChild<QLabel *>(QStringLiteral("connectionState"));
        QVERIFY(state->text().contains(QStringLiteral("Not connected")));
    }

    void theSimulatorPageIsRememberedAcrossRuns()
    {
        // Offered only once the console knows it runs on a simulator, after the pages were
        // added: the page the last run ended on is shown all the same.
        {
            Console console;
            console.window->start();
            QVERIFY(console.live());
            QTRY_VERIFY(console.action("actionPage_simulator")->isVisible());
            console.window->showPage(QStringLiteral("simulator"));
            QCOMPARE(console.window->currentPageId(), QStringLiteral("simulator"));
            console.window->close(); // remembers it
        }
        Console console;
        QVERIFY(console.window->currentPageId() != QLatin1String("simulator"));
        console.window->start();
        QVERIFY(console.live());
        QTRY_COMPARE(console.window->currentPageId(), QStringLiteral("simulator"));
        // Once shown, the user's own choice stands.
        console.window->showPage(QStringLiteral("instances"));
        console.connection->session()->refresh();
        QTest::qWait(300);
        QCOMPARE(console.window->currentPageId(), QStringLiteral("instances"));
        console.window->close(); // the other tests start on Instances
    }

    void aManagerSeesInstancesButCannotActOnThem()
    {
        // The API: a manager reads everything, writes budgets, and has no instance actions.
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto admin = console.admin();
        const auto launched = run(admin, ops::createInstance(test::smallSpec("managed")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QTRY_COMPARE_WITH_TIMEOUT(console.state(id), api::InstanceState::Running, 60000);
        QTRY_VERIFY(console.action("actionStopInstance")->isEnabled()); // the admin may

        console.action("actionRole_manager")->trigger();
        QCOMPARE(console.connection->bundledRole(), api::Role::Manager);
        QVERIFY(console.live());
        QTRY_VERIFY_WITH_TIMEOUT(console.connection->session()->caller().has_value(), 10000);
        QCOMPARE(console.connection->session()->caller()->role, api::Role::Manager);
        console.window->showPage(QStringLiteral("instances"));
        QTRY_VERIFY_WITH_TIMEOUT(console.rowOf(id) >= 0, 10000);
        console.page().selectInstance(id);
        QTRY_COMPARE(console.page().selectedIds(), std::vector<std::string>{id});
        // Every action on it is off, each saying why; so are launches.
        for (const char *name :
             {"actionStartInstance", "actionStopInstance", "actionSleepInstance",
              "actionWakeInstance", "actionSnapshotInstance", "actionDeleteInstance",
              "actionSwitchBackend", "actionNewInstance", "actionLaunchFromSnapshot"}) {
            QAction *a = console.action(name);
            QVERIFY2(a, name);
            QTRY_VERIFY2(!a->isEnabled(), name);
            if (QByteArray(name) != "actionLaunchFromSnapshot")
                QVERIFY2(
                    a->toolTip().contains(QStringLiteral("manager"), Qt::CaseInsensitive),
                    qPrintable(QString::fromLatin1(name) + QStringLiteral(": ") + a->toolTip()));
        }
        // Its settings are read-only, and say why above the form.
        QWidget *settings = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (settings = console.window->findChild<QWidget *>(QStringLiteral("settingsTab"))),
            10000);
        if (auto *tabs = qobject_cast<QTabWidget *>(settings->parentWidget()->parentWidget()))
            tabs->setCurrentWidget(settings);
        auto *why = settings->findChild<QLabel *>(QStringLiteral("settingsReadOnly"));
        QVERIFY(why);
        QTRY_VERIFY(why->isVisible());
        QVERIFY2(why->text().contains(QStringLiteral("manager"), Qt::CaseInsensitive),
                 qPrintable(why->text()));
        QVERIFY(!settings->findChild<QPushButton *>(QStringLiteral("addLabel"))->isEnabled());
        QCOMPARE(settings->findChild<QTableWidget *>(QStringLiteral("labelTable"))->editTriggers(),
                 QAbstractItemView::NoEditTriggers);
        // The console agrees with the platform, which refuses the manager's stop.
        const auto stop = run(*console.connection->client(), ops::stopInstance(id));
        QVERIFY(!stop);
        QCOMPARE(stop.error().httpStatus, 403);
        // Budgets are a manager's to write.
        console.window->showPage(QStringLiteral("billing"));
        QTRY_VERIFY(console.action("actionNewBudget")->isEnabled());
    }

    void switchingTheIdentityReconnects()
    {
        Console console;
        console.window->start();
        QVERIFY(console.live());
        auto *trainee = console.action("actionRole_trainee");
        QVERIFY(trainee && trainee->isEnabled());
        trainee->trigger();
        QCOMPARE(console.connection->bundledRole(), api::Role::Trainee);
        QVERIFY(console.live());
        auto *profile = console.window->findChild<QLabel *>(QStringLiteral("profileLabel"));
        QTRY_VERIFY(profile->text().contains(QStringLiteral("Trainee")));
        // Remembered with the profile.
        QCOMPARE(console.profiles->profile(console.profiles->currentId())->role,
                 api::Role::Trainee);
    }
};

QTEST_MAIN(ConsoleTest)
#include "tst_console.moc"
