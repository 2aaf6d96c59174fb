// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "consolekit.h"
#include "preferences.h"

#include "simulator/lessonpanel.h"

#include <QCommandLinkButton>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

using namespace polychip;

/** The first start asks once what the user is here for, and the answer decides whom the
 *  simulator signs them in as and where the console opens, now and at the next starts. */
class FirstStartTest final : public QObject
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

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_firststart"));
    }

    void init() { QSettings().clear(); }

    void aTraineeBeginsOnTemplatesWithTheFirstLessonBeside()
    {
        test::AppConsole console;
        console.window->start();
        QVERIFY(console.live());
        console.window->askPurposeOnFirstStart();
        QDialog *dialog = question(*console.window);
        QVERIFY(dialog);
        dialog->findChild<QCommandLinkButton *>(QStringLiteral("purposeLearn"))->click();

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
            console.window->start();
            QVERIFY(console.live());
            console.window->askPurposeOnFirstStart();
            QDialog *dialog = question(*console.window);
            QVERIFY(dialog);
            dialog->findChild<QCommandLinkButton *>(QStringLiteral("purposeFollowSpend"))->click();
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
};

QTEST_MAIN(FirstStartTest)
#include "tst_firststart.moc"
