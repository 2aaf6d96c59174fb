// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "comingpage.h"
#include "commandpalette.h"
#include "connection.h"
#include "instancespage.h"
#include "mainwindow.h"
#include "polychip/version.h"
#include "profiles.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace polychip;

/** The main window without a platform: hosts the pages, shortcuts, palette, geometry. (With a
 *  simulator behind it: tst_console.) */
class MainWindowTest final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    /// Never started here: the window shows its not-yet-connected state.
    std::unique_ptr<app::Connection> m_connection;
    std::unique_ptr<app::ProfileStore> m_profiles;
    std::unique_ptr<app::SecretStore> m_secrets;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
        QSettings().clear();
        app::BundledSimulator::Options options;
        options.dataDir = m_dir.path();
        m_connection = std::make_unique<app::Connection>(options);
        m_profiles = std::make_unique<app::ProfileStore>(m_dir.filePath(QStringLiteral("p.ini")));
        m_secrets = std::make_unique<app::SecretStore>(*m_profiles);
    }

    void cleanupTestCase()
    {
        m_connection.reset();
        m_secrets.reset();
        m_profiles.reset();
    }

    void showsTitleMenusAndState()
    {
        app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Polychip"));
        QVERIFY(window.menuBar()->actions().size() >= 5);
        auto *state = window.findChild<QLabel *>(QStringLiteral("connectionState"));
        QVERIFY(state);
        QVERIFY(state->text().contains(QStringLiteral("Connecting")));
        // Not connected: the instances' actions are disabled and say why.
        auto *stop = window.findChild<QAction *>(QStringLiteral("actionStopInstance"));
        QVERIFY(stop);
        QVERIFY(!stop->isEnabled());
        QVERIFY(!stop->toolTip().isEmpty());
    }

    void everyPageHasAShortcut_data()
    {
        QTest::addColumn<int>("page");
        for (int p = 0; p < app::MainWindow::PageCount; ++p)
            QTest::addRow("%d", p) << p;
    }

    void everyPageHasAShortcut()
    {
        QFETCH(int, page);
        app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(page == 0 ? app::MainWindow::Settings : app::MainWindow::Dashboard);
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
        QCOMPARE(int(window.currentPage()), page);
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        QCOMPARE(sidebar->currentRow(), page);
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        // Pages of later versions say so; Instances, Templates and Settings are the real thing.
        const bool coming = qobject_cast<ui::ComingPage *>(pages->currentWidget()) != nullptr;
        QCOMPARE(coming, page != app::MainWindow::Instances && page != app::MainWindow::Templates
                             && page != app::MainWindow::Settings);
        if (coming) {
            auto *c = qobject_cast<ui::ComingPage *>(pages->currentWidget());
            QVERIFY(!c->title().isEmpty());
            QVERIFY(!c->description().isEmpty());
        }
    }

    void ctrlFFiltersAndCtrlKOpensThePalette()
    {
        app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(app::MainWindow::Instances);
        window.instancesPage()->view()->setFocus();
        QTest::keyClick(window.instancesPage()->view(), Qt::Key_F, Qt::ControlModifier);
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"));
        QTRY_VERIFY(filter->hasFocus());

        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        ui::CommandPalette *palette = nullptr;
        QTRY_VERIFY((palette = window.findChild<ui::CommandPalette *>()) != nullptr);
        // Every action is listed by name, the page actions and the instance actions included.
        const auto actions = window.allActions();
        QVERIFY(actions.size() >= app::MainWindow::PageCount + 6);
        for (auto *a : actions)
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
        // Going somewhere through the palette.
        palette->setFilterText(QStringLiteral("Settings"));
        auto *search = palette->findChild<QLineEdit *>(QStringLiteral("commandSearch"));
        QVERIFY(search);
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE(window.currentPage(), app::MainWindow::Settings);
    }

    void remembersThePage()
    {
        {
            app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
            window.showPage(app::MainWindow::Billing);
            window.close();
        }
        app::MainWindow again(*m_connection, *m_profiles, *m_secrets);
        QCOMPARE(again.currentPage(), app::MainWindow::Billing);
    }

    void remembersGeometry()
    {
        {
            app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(900, 640);
            QTRY_COMPARE(window.size(), QSize(900, 640));
            window.close();
        }
        app::MainWindow again(*m_connection, *m_profiles, *m_secrets);
        QCOMPARE(again.size(), QSize(900, 640));
    }

    void quitActionCloses()
    {
        app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
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
        app::MainWindow window(*m_connection, *m_profiles, *m_secrets);
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
