// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "consolekit.h"
#include "operations.h"
#include "preferences.h"

#include "simulator/lessonpanel.h"

#include <QCommandLinkButton>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

using namespace polychip;

/** How the console starts: the first start asks once what the user is here for (whom the
 *  simulator signs them in as, where the console opens); the offline simulator starts with it
 *  unless chosen otherwise; and Preferences can reset that simulator to a new one. */
class StartupTest final : public QObject
{
    Q_OBJECT

    static QDialog *question(app::MainWindow &window)
    {
        QDialog *dialog = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                dialog = window.findChild<QDialog *>(QStringLiteral("firstStartDialog"));
                return dialog && dialog->isVisible();
            },
            5000);
        return shown ? dialog : nullptr;
    }

    /// Starts `console`, asks the first start's question and presses the answer `button`.
    static bool answerFirstStart(test::AppConsole &console, const char *button)
    {
        console.window->start();
        if (!console.live())
            return false;
        console.window->askPurposeOnFirstStart();
        QDialog *dialog = question(*console.window);
        auto *answer
            = dialog ? dialog->findChild<QCommandLinkButton *>(QLatin1String(button)) : nullptr;
        if (!answer)
            return false;
        answer->click();
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_startup"));
    }

    void init() { QSettings().clear(); }

    void aTraineeBeginsOnTemplatesWithTheFirstLessonBeside()
    {
        test::AppConsole console;
        QVERIFY(answerFirstStart(console, "purposeLearn"));

        QVERIFY(app::Preferences::firstStartDone());
        QCOMPARE(app::Preferences::startPage(), QStringLiteral("templates"));
        QCOMPARE(console.connection->bundledRole(), api::Role::Trainee);
        // Signed in again as a trainee: the platform says so, Templates (the first lesson's
        // first step) is shown and the lesson panel is open beside it on the first lesson.
        QTRY_VERIFY_WITH_TIMEOUT(
            console.connection->session() && console.connection->session()->caller()
                && console.connection->session()->caller()->role == api::Role::Trainee,
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(console.window->currentPageId(), QStringLiteral("templates"),
                                  10000);
        auto *dock = console.window->findChild<QDockWidget *>(QStringLiteral("lessonDock"));
        QVERIFY(dock);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 10000);
        auto *lessons = console.window->findChild<ui::LessonPanel *>();
        QVERIFY(lessons);
        QTRY_VERIFY_WITH_TIMEOUT(lessons->chosen() != nullptr, 10000);
        QCOMPARE(lessons->chosen()->id, lessons->lessons().front().id);

        // Asked once.
        console.window->askPurposeOnFirstStart();
        QTest::qWait(100);
        QVERIFY(!console.window->findChild<QDialog *>(QStringLiteral("firstStartDialog")));
    }

    void aManagerBeginsOnTheDashboardAlsoAtTheNextStart()
    {
        {
            test::AppConsole console;
            QVERIFY(answerFirstStart(console, "purposeFollowSpend"));
            QCOMPARE(console.window->currentPageId(), QStringLiteral("dashboard"));
            QCOMPARE(console.connection->bundledRole(), api::Role::Manager);
            console.window->showPage(QStringLiteral("billing"));
            console.window->close();
        }
        test::AppConsole next;
        QCOMPARE(next.window->currentPageId(), QStringLiteral("dashboard"));
    }

    void notNowKeepsTheDefaultsAndIsNotAskedAgain()
    {
        test::AppConsole console;
        console.window->start();
        QVERIFY(console.live());
        const api::Role before = console.connection->bundledRole();
        console.window->askPurposeOnFirstStart();
        QDialog *dialog = question(*console.window);
        QVERIFY(dialog);
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!dialog->isVisible());
        QVERIFY(app::Preferences::firstStartDone());
        QVERIFY(app::Preferences::startPage().isEmpty());
        QCOMPARE(console.connection->bundledRole(), before);
    }

    void theSimulatorWaitsWhenItIsNotToStartWithTheConsole()
    {
        app::Preferences::setFirstStartDone();
        app::Preferences::setSimulatorStartsWithConsole(false);
        test::AppConsole console;
        console.window->start();
        QTest::qWait(500);
        QVERIFY(!console.connection->session());
        QCOMPARE(console.connection->simulator().state(), app::BundledSimulator::State::Stopped);
        // Said where the user looks, with the way out.
        QVERIFY(console.connection->problem().contains(QStringLiteral("Reconnect now")));
        console.window->findChild<QAction *>(QStringLiteral("actionReconnect"))->trigger();
        QVERIFY(console.live());
        QVERIFY(console.connection->problem().isEmpty());
    }

    void resettingTheSimulatorStartsANewOneWithoutBlocking()
    {
        app::Preferences::setFirstStartDone();
        test::AppConsole console;
        console.window->start();
        QVERIFY(console.live());
        const QString keys
            = console.connection->simulator().dataDir() + QStringLiteral("/keys.json");
        QFile before(keys);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray oldKeys = before.readAll();
        before.close();
        // The old one's state: another scenario, of one instance.
        client::ApiClient admin(*console.connection->simulator().endpoint(api::Role::Admin));
        bool loaded = false;
        admin.call(client::ops::loadSimScenario("idle-notebook"), this,
                   [&](api::Result<client::NoContent> r) { loaded = bool(r); });
        QTRY_VERIFY_WITH_TIMEOUT(loaded, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(console.connection->session()->instances().size() == 1, 10000);

        QString why;
        QElapsedTimer asked;
        asked.start();
        QVERIFY(console.connection->resetSimulator(why));
        QVERIFY2(asked.elapsed() < 1000, "the reset waited for the simulator to stop");
        QVERIFY(!console.connection->session()); // the pages let go at once
        // Asked again before it is done: refused, not a second stop on the new simulator.
        QString again;
        QVERIFY(!console.connection->resetSimulator(again));
        QVERIFY(again.contains(QStringLiteral("being reset")));
        QVERIFY(console.live());
        QFile after(keys);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QVERIFY(after.readAll() != oldKeys); // a new simulator: new keys
        // The welcome scenario again, on a working session.
        QTRY_VERIFY_WITH_TIMEOUT(console.connection->session()->instances().size() == 5, 10000);
    }

    void aResetKeepsWhatTheSimulatorDidNotWriteInItsFolder()
    {
        app::Preferences::setFirstStartDone();
        test::AppConsole console;
        console.window->start();
        QVERIFY(console.live());
        const QString folder = console.connection->simulator().dataDir();
        QFile mine(folder + QStringLiteral("/notes.txt")); // a folder the user chose
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("mine");
        mine.close();
        QString why;
        QVERIFY(console.connection->resetSimulator(why));
        QVERIFY(console.live());
        QVERIFY(QFile::exists(folder + QStringLiteral("/notes.txt")));
        QVERIFY(QFile::exists(folder + QStringLiteral("/keys.json"))); // the new simulator's
    }

    void aSimulatorAnotherConsoleRunsIsNotReset()
    {
        app::Preferences::setFirstStartDone();
        test::AppConsole first;
        first.window->start();
        QVERIFY(first.live());
        app::BundledSimulator::Options options;
        options.program = QStringLiteral(POLYCHIP_SIM_EXE);
        options.dataDir = first.connection->simulator().dataDir();
        app::Connection second(options);
        second.useBundled(api::Role::Admin);
        QTRY_COMPARE_WITH_TIMEOUT(second.simulator().state(),
                                  app::BundledSimulator::State::Attached, 20000);
        QString why;
        QVERIFY(!second.resetSimulator(why));
        QVERIFY(why.contains(QStringLiteral("Another Polychip console")));
        QVERIFY(first.connection->session()); // untouched
    }
};

QTEST_MAIN(StartupTest)
#include "tst_startup.moc"
