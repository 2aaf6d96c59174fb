// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"
#include "polychip/version.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace polychip;

/** The main window: hosts the pages, remembers its geometry. */
class MainWindowTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
    }

    void showsVersionAndMenus()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Polychip"));
        QVERIFY(!window.menuBar()->actions().isEmpty());
        bool versionShown = false;
        for (auto *label : window.statusBar()->findChildren<QLabel *>())
            versionShown = versionShown || label->text().contains(QString::fromLatin1(kVersion));
        QVERIFY(versionShown);
    }

    void remembersGeometry()
    {
        {
            app::MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(900, 640);
            QTRY_COMPARE(window.size(), QSize(900, 640));
            window.close();
        }
        app::MainWindow again;
        QCOMPARE(again.size(), QSize(900, 640));
    }

    void quitActionCloses()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
        quit->trigger();
        QTRY_VERIFY(!window.isVisible());
    }

    void aboutDoesNotBlock()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *about = window.findChild<QAction *>(QStringLiteral("actionAbout"));
        QVERIFY(about);
        about->trigger(); // returns at once: the box is window-modal, not a nested loop
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("aboutBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY(box->text().contains(QString::fromLatin1(kVersion)));
        box->close();
    }
};

QTEST_MAIN(MainWindowTest)
#include "tst_mainwindow.moc"
