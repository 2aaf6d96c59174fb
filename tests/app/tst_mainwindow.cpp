// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "alertnotifier.h"
#include "billing/billingalertstab.h"
#include "billing/billingbudgetstab.h"
#include "billing/billingpage.h"
#include "billingstore.h"
#include "connection.h"
#include "instances/instancespage.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "mainwindow.h"
#include "pages.h"
#include "polychip/version.h"
#include "preferences.h"
#include "profilefile.h"
#include "profiles.h"
#include "settingspage.h"
#include "window/commandpalette.h"
#include "window/profiledialog.h"
#include "window/shortcutsdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <functional>
#include <map>
#include <vector>

using namespace polychip;

/** A page as a later issue would add one. */
class ExtraPage final : public ui::ConsolePage
{
public:
    ExtraPage()
        : ConsolePage(QStringLiteral("extra"))
        , action(new QAction(QStringLiteral("Do the extra thing"), this))
    {
        action->setObjectName(QStringLiteral("actionExtra"));
        connect(action, &QAction::triggered, this, [this] { ++triggered; });
    }
    QString title() const override { return QStringLiteral("Extra"); }
    QIcon icon() const override { return ui::standardIcon(this, QStyle::SP_FileIcon); }
    QString description() const override { return QStringLiteral("A page registered by a test."); }
    QList<QAction *> pageActions() const override { return {action}; }
    QString menuTitle() const override { return QStringLiteral("E&xtra"); }
    QList<QAction *> toolBarActions() const override { return {action}; }
    void open(const QVariantMap &arguments) override { opened = arguments; }

    QAction *action;
    int triggered = 0;
    QVariantMap opened;
};

/** A page with something for the status bar, hidden until it has something to say. */
class StatusPage final : public ui::ConsolePage
{
public:
    StatusPage()
        : ConsolePage(QStringLiteral("status"))
        , status(new QLabel(QStringLiteral("Something to remember"), this))
    {
        status->setObjectName(QStringLiteral("statusPageLabel"));
        status->hide();
    }
    ~StatusPage() override { delete status.data(); } // the contract: the page deletes them
    QString title() const override { return QStringLiteral("Status"); }
    QIcon icon() const override { return ui::standardIcon(this, QStyle::SP_FileIcon); }
    QString description() const override { return QStringLiteral("Has a status widget."); }
    QList<QWidget *> statusWidgets() const override { return {status.data()}; }

    QPointer<QLabel> status;
};

/** A page that builds its content late, counting how often. */
class LatePage final : public ui::ConsolePage
{
public:
    explicit LatePage(const QString &id)
        : ConsolePage(id)
    {
        new QVBoxLayout(this);
    }
    QString title() const override { return id(); }
    QIcon icon() const override { return ui::standardIcon(this, QStyle::SP_FileIcon); }
    QString description() const override { return QStringLiteral("Builds its content late."); }
    void start() override { builtWhenStarted = isBuilt(); }

    int built = 0;
    bool builtWhenStarted = false;
    QLabel *content = nullptr;
    std::function<void()> onBuild; ///< called as it builds

protected:
    void buildContent() override
    {
        ++built;
        if (onBuild)
            onBuild();
        content = new QLabel(QStringLiteral("Built"), this);
        layout()->addWidget(content);
    }
};

/** A word-wrapped label that counts how often it is asked for its height at a width. */
class CountingLabel final : public QLabel
{
public:
    using QLabel::QLabel;
    int heightForWidth(int width) const override
    {
        ++asked;
        return QLabel::heightForWidth(width);
    }
    mutable int asked = 0;
};

/** A page whose height would follow its width, were a page's ever to. */
class WrappingPage final : public ui::ConsolePage
{
public:
    WrappingPage()
        : ConsolePage(QStringLiteral("wrapping"))
        , label(new CountingLabel(QStringLiteral("A long explanation that wraps. ").repeated(20)))
    {
        label->setWordWrap(true);
        (new QVBoxLayout(this))->addWidget(label);
    }
    QString title() const override { return QStringLiteral("Wrapping"); }
    QIcon icon() const override { return ui::standardIcon(this, QStyle::SP_FileIcon); }
    QString description() const override { return QStringLiteral("Wraps its text."); }

    CountingLabel *label;
};

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

    /** The window with the console's pages, as main.cpp builds it. */
    struct MainWindowWithPages
    {
        std::unique_ptr<app::MainWindow> window;
        explicit MainWindowWithPages(MainWindowTest &t)
            : window(std::make_unique<app::MainWindow>(*t.m_connection, *t.m_profiles))
        {
            app::addPages(*window, *t.m_connection, *t.m_profiles, *t.m_secrets);
        }
    };

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
        MainWindowWithPages w(*this);
        auto &window = *w.window;
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
        QTest::addColumn<QString>("id");
        const char *ids[] = {"dashboard", "instances", "templates", "catalog",
                             "billing",   "simulator", "storage",   "settings"};
        for (int p = 0; p < 8; ++p) {
            if (p != 5) // the Simulator page: theSimulatorPageOnlyOnTheSimulator()
                QTest::addRow("%s", ids[p]) << p << QString::fromLatin1(ids[p]);
        }
    }

    void everyPageHasAShortcut()
    {
        QFETCH(int, page);
        QFETCH(QString, id);
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(page == 0 ? QStringLiteral("settings") : QStringLiteral("dashboard"));
        QTest::keyClick(&window, Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
        QCOMPARE(window.currentPageId(), id);
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        QCOMPARE(sidebar->currentRow(), page);
        auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        auto *shown = qobject_cast<ui::ConsolePage *>(pages->currentWidget());
        QVERIFY(shown);
        QVERIFY(!shown->title().isEmpty());
        QVERIFY(!shown->description().isEmpty());
        QCOMPARE(sidebar->item(page)->text(), shown->title());
        QCOMPARE(sidebar->item(page)->toolTip(), shown->description());
    }

    void aPageIsOneClassAndOneLine()
    {
        // The window names no page; one registered later is in the sidebar, the View
        // menu (with the next shortcut), its own menu and the command palette.
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        auto *extra = new ExtraPage;
        window.addPage(extra);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        QCOMPARE(sidebar->count(), 9);
        QCOMPARE(sidebar->item(8)->text(), QStringLiteral("Extra"));
        QCOMPARE(sidebar->item(8)->toolTip(), QStringLiteral("A page registered by a test."));
        QVERIFY(!sidebar->item(8)->isHidden());
        auto *goTo = window.findChild<QAction *>(QStringLiteral("actionPage_extra"));
        QVERIFY(goTo);
        QCOMPARE(goTo->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_9));
        QCOMPARE(goTo->text(), QStringLiteral("Go to Extra"));
        auto *view = window.menuBar()->actions().at(1)->menu();
        QVERIFY(view->actions().contains(goTo));
        const auto ownMenu = [&] {
            const auto menus = window.menuBar()->actions();
            return std::any_of(menus.begin(), menus.end(), [&](QAction *m) {
                return m->menu() && m->menu()->title() == QLatin1String("E&xtra")
                       && m->menu()->actions().contains(extra->action);
            });
        };
        QVERIFY(!ownMenu()); // not shown
        QVERIFY(window.allActions().contains(goTo));
        QVERIFY(window.allActions().contains(extra->action));

        QTest::keyClick(&window, Qt::Key_9, Qt::ControlModifier);
        QCOMPARE(window.currentPageId(), QStringLiteral("extra"));
        // Its menu and toolbar actions while it is shown, and another page's navigate()
        // reaches it.
        QVERIFY(ownMenu());
        auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QCOMPARE(toolBar->actions(), QList<QAction *>{extra->action});
        window.showPage(QStringLiteral("dashboard"));
        QVERIFY(!toolBar->actions().contains(extra->action));
        QVERIFY(!ownMenu());
        Q_EMIT extra->navigate(QStringLiteral("extra"), {{QStringLiteral("hello"), 42}});
        QCOMPARE(window.currentPageId(), QStringLiteral("extra"));
        QCOMPARE(extra->opened.value(QStringLiteral("hello")).toInt(), 42);
        // Found in the palette by its name, and run on its page, shown first.
        window.showPage(QStringLiteral("dashboard"));
        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        ui::CommandPalette *palette = nullptr;
        QTRY_VERIFY((palette = window.findChild<ui::CommandPalette *>()) != nullptr);
        palette->setFilterText(QStringLiteral("Do the extra"));
        auto *search = palette->findChild<QLineEdit *>(QStringLiteral("commandSearch"));
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE(extra->triggered, 1);
        QCOMPARE(window.currentPageId(), QStringLiteral("extra"));
    }

    void aHiddenPageIsNotLaidOutWithTheWindow()
    {
        // A page's height does not follow its width: resizing the window leaves the pages not
        // shown alone (their size hints are worked out once); the one shown wraps its text.
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        auto *page = new WrappingPage;
        window.addPage(page);
        window.showPage(QStringLiteral("instances"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int asked = page->label->asked;
        for (const int width : {1100, 900, 1300, 1000}) {
            window.resize(width, 700);
            QCoreApplication::processEvents();
        }
        QCOMPARE(page->label->asked, asked);
        window.showPage(QStringLiteral("wrapping"));
        QTRY_VERIFY(page->label->asked > asked);
        QTRY_VERIFY(page->label->height() > page->label->fontMetrics().height() * 2);
    }

    void aPageNotShownIsBuiltAfterTheFirstPaint()
    {
        // The first frame waits only for the page it shows; the others are built when
        // the console starts (after that frame) or when shown first, whichever comes first.
        app::MainWindow window(*m_connection, *m_profiles);
        auto *shown = new LatePage(QStringLiteral("shown"));
        auto *visited = new LatePage(QStringLiteral("visited"));
        auto *later = new LatePage(QStringLiteral("later"));
        for (auto *page : {shown, visited, later})
            window.addPage(page);
        window.showPage(QStringLiteral("shown"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(shown->built, 1);
        QVERIFY(shown->content->isVisible());
        QCOMPARE(visited->built, 0);
        QCOMPARE(later->built, 0);
        window.showPage(QStringLiteral("visited"));
        QCOMPARE(visited->built, 1);
        QVERIFY(visited->content->isVisible());
        QCOMPARE(later->built, 0);
        window.start();
        QCOMPARE(later->built, 1);
        QVERIFY(later->builtWhenStarted);
        QVERIFY(!later->content->isVisible());
        window.showPage(QStringLiteral("later"));
        QVERIFY(later->content->isVisible());
        for (auto *page : {shown, visited, later})
            QCOMPARE(page->built, 1);

        // The console's own: the Dashboard, Catalog and Billing wait, built when asked for.
        MainWindowWithPages w(*this);
        w.window->showPage(QStringLiteral("instances"));
        w.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        QVERIFY(!w.window->findChild<QTabWidget *>(QStringLiteral("catalogTabs")));
        QVERIFY(!w.window->findChild<QWidget *>(QStringLiteral("dashboardContent")));
        auto *billing = w.window->findChild<ui::BillingPage *>();
        QVERIFY(billing && !billing->isBuilt());
        auto *billingTabs = billing->findChild<QTabWidget *>(QStringLiteral("billingTabs"));
        QCOMPARE(billingTabs->count(), 0);
        QVERIFY(billing->budgetsTab()->newAction()); // in the Billing menu from the start
        w.window->showPage(QStringLiteral("catalog"));
        auto *catalog = w.window->findChild<QTabWidget *>(QStringLiteral("catalogTabs"));
        QVERIFY(catalog && catalog->isVisible());
        QCOMPARE(catalog->count(), 2);
        QCOMPARE(billing->tabs()->count(), 7);
        QVERIFY(billing->isBuilt());
    }

    void afterTheFirstPaintThePagesAreBuiltOneATurn()
    {
        // Started after its first frame, the window builds one page per turn of the event
        // loop (it answers between them), then starts them all.
        app::MainWindow window(*m_connection, *m_profiles);
        auto *shown = new LatePage(QStringLiteral("shown"));
        auto *second = new LatePage(QStringLiteral("second"));
        auto *third = new LatePage(QStringLiteral("third"));
        for (auto *page : {shown, second, third})
            window.addPage(page);
        window.showPage(QStringLiteral("shown"));
        QSignalSpy painted(&window, &app::MainWindow::firstPaint);
        window.startAfterFirstPaint();
        window.show();
        // A timer of no interval times out once in every turn of the event loop.
        int turns = 0;
        QTimer everyTurn;
        connect(&everyTurn, &QTimer::timeout, &everyTurn, [&] { ++turns; });
        everyTurn.start(0);
        std::vector<int> builtIn;
        for (auto *page : {second, third})
            page->onBuild = [&] { builtIn.push_back(turns); };
        QVERIFY(painted.wait(10000));
        QTRY_VERIFY(third->builtWhenStarted);
        QVERIFY(second->builtWhenStarted);
        QCOMPARE(builtIn.size(), std::size_t(2));
        QVERIFY2(builtIn[1] > builtIn[0], "both built in the same turn");
    }

    void theSimulatorPageOnlyOnTheSimulator()
    {
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        auto *simulator = window.findChild<QAction *>(QStringLiteral("actionPage_simulator"));
        // Not connected yet, to no simulator: not offered.
        QVERIFY(sidebar->item(5)->isHidden());
        QVERIFY(!simulator->isVisible());
        QVERIFY(!window.allActions().contains(simulator));
        window.showPage(QStringLiteral("simulator"));
        QVERIFY(window.currentPageId() != QLatin1String("simulator"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("dashboard"));
        QTest::keyClick(&window, Qt::Key_6, Qt::ControlModifier); // its shortcut does nothing
        QCOMPARE(window.currentPageId(), QStringLiteral("dashboard"));
    }

    void pagesPutWidgetsInTheStatusBar()
    {
        auto w = std::make_unique<MainWindowWithPages>(*this);
        auto &window = *w->window;
        auto *page = new StatusPage;
        window.addPage(page);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // In the status bar, and left hidden there while the page has nothing to say.
        QCOMPARE(page->status->parentWidget(), window.statusBar());
        QVERIFY(page->status->isHidden());
        page->status->show();
        QVERIFY(page->status->isVisible());
        window.showPage(QStringLiteral("dashboard")); // whatever page is current
        QVERIFY(page->status->isVisible());
        // The Simulator page's faults: there, hidden (no simulator, no faults), and its menu
        // is not offered either (a page's menu is in the bar while the page is shown).
        auto *faults = window.statusBar()->findChild<QWidget *>(QStringLiteral("simFaultsStatus"));
        QVERIFY(faults);
        QVERIFY(faults->isHidden());
        auto *pause = window.findChild<QAction *>(QStringLiteral("actionSimPause"));
        QVERIFY(pause);
        const auto menus = window.menuBar()->actions();
        QVERIFY(std::none_of(menus.begin(), menus.end(), [&](QAction *m) {
            return m->menu() && m->menu()->actions().contains(pause);
        }));
        // Deleted with their pages, whichever goes first.
        const QPointer<QLabel> status = page->status;
        w.reset();
        QVERIFY(status.isNull());
    }

    void ctrlFFiltersAndCtrlKOpensThePalette()
    {
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("instances"));
        auto *instances = window.findChild<ui::InstancesPage *>();
        instances->view()->setFocus();
        QTest::keyClick(instances->view(), Qt::Key_F, Qt::ControlModifier);
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"));
        QTRY_VERIFY(filter->hasFocus());

        QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
        ui::CommandPalette *palette = nullptr;
        QTRY_VERIFY((palette = window.findChild<ui::CommandPalette *>()) != nullptr);
        // Every action is listed by name, the page actions and the instance actions included.
        const auto actions = window.allActions();
        QVERIFY(actions.size() >= 6 + 6);
        for (auto *a : actions)
            QVERIFY2(!a->text().isEmpty(), qPrintable(a->objectName()));
        // Going somewhere through the palette.
        palette->setFilterText(QStringLiteral("Settings"));
        auto *search = palette->findChild<QLineEdit *>(QStringLiteral("commandSearch"));
        QVERIFY(search);
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE(window.currentPageId(), QStringLiteral("settings"));
    }

    void aPagesKeysWorkWhereverTheFocusIsInTheWindow()
    {
        // Chosen in the sidebar, a page's keys work with the focus still there, and with it in
        // the page; each page's own (three pages have Ctrl+F) and the Catalog's Alt+D, which
        // no menu title takes.
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));

        window.showPage(QStringLiteral("instances"));
        sidebar->setFocus();
        QTest::keyClick(sidebar, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"))->hasFocus());

        window.showPage(QStringLiteral("templates"));
        sidebar->setFocus();
        QTest::keyClick(sidebar, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(window.findChild<QLineEdit *>(QStringLiteral("templateSearch"))->hasFocus());

        window.showPage(QStringLiteral("catalog"));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("catalogTabs"));
        QVERIFY(tabs);
        tabs->setCurrentIndex(0);
        auto *modelSearch
            = tabs->widget(0)->findChild<QLineEdit *>(QStringLiteral("catalogSearch"));
        modelSearch->setFocus();
        QTest::keyClick(modelSearch, Qt::Key_D, Qt::AltModifier);
        QCOMPARE(tabs->currentIndex(), 1); // the Data sets tab
        sidebar->setFocus();
        QTest::keyClick(sidebar, Qt::Key_M, Qt::AltModifier);
        QCOMPARE(tabs->currentIndex(), 0);
        QTest::keyClick(sidebar, Qt::Key_D, Qt::AltModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(sidebar, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(
            tabs->widget(1)->findChild<QLineEdit *>(QStringLiteral("catalogSearch"))->hasFocus());
    }

    void theWallboardKeyWorksRightAfterGoingToTheDashboard()
    {
        // Ctrl+1 from another page, then F11 at once: the wallboard opens over the whole
        // screen; Escape closes it and F11 opens it again.
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.showPage(QStringLiteral("billing"));
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        sidebar->setFocus();
        QTest::keyClick(sidebar, Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(window.currentPageId(), QStringLiteral("dashboard"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F11);
        auto *board = window.findChild<QWidget *>(QStringLiteral("dashboardWallboard"));
        QVERIFY(board);
        QTRY_VERIFY(board->isVisible());
        QVERIFY(board->geometry().contains(board->screen()->geometry()));
        QTest::keyClick(board, Qt::Key_Escape);
        QTRY_VERIFY(!window.findChild<QWidget *>(QStringLiteral("dashboardWallboard")));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window,
                        Qt::Key_F11);
        QTRY_VERIFY(window.findChild<QWidget *>(QStringLiteral("dashboardWallboard")));
        auto *again = window.findChild<QAction *>(QStringLiteral("actionDashboardWallboard"));
        QVERIFY(again && again->isChecked());
        again->trigger();
        QVERIFY(!again->isChecked());
    }

    void theToolBarKeepsItsHeightFromPageToPage()
    {
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        auto *stack = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(bar && stack);
        std::map<int, QStringList> heights; // the toolbar's height -> the pages shown with it
        for (int i = 0; i < stack->count(); ++i) {
            auto *page = qobject_cast<ui::ConsolePage *>(stack->widget(i));
            window.showPage(page->id());
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
            heights[bar->height()] << page->id();
        }
        QVERIFY2(heights.size() == 1, qPrintable([&] {
                     QStringList parts;
                     for (const auto &[h, pages] : heights)
                         parts << QStringLiteral("%1 px: %2").arg(h).arg(pages.join(u", "));
                     return parts.join(u"; ");
                 }()));
    }

    void remembersThePage()
    {
        {
            MainWindowWithPages w(*this);
            w.window->showPage(QStringLiteral("billing"));
            w.window->close();
        }
        MainWindowWithPages a(*this);
        QCOMPARE(a.window->currentPageId(), QStringLiteral("billing"));
    }

    void theStartPageChosenWinsOverTheLastOneShown()
    {
        {
            MainWindowWithPages w(*this);
            w.window->showPage(QStringLiteral("billing"));
            w.window->close();
        }
        app::Preferences::setStartPage(QStringLiteral("storage"));
        {
            MainWindowWithPages a(*this);
            QCOMPARE(a.window->currentPageId(), QStringLiteral("storage"));
            a.window->showPage(QStringLiteral("billing"));
            a.window->close();
        }
        // Back to "the last one shown": the page the run above ended on.
        app::Preferences::setStartPage(QString());
        MainWindowWithPages b(*this);
        QCOMPARE(b.window->currentPageId(), QStringLiteral("billing"));
    }

    void preferencesApplyTheThemeAtOnceAndRememberIt()
    {
        MainWindowWithPages w(*this);
        w.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        const QColor started = QApplication::palette().color(QPalette::Window);
        w.window->findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
        auto *dialog = w.window->findChild<QDialog *>(QStringLiteral("preferencesDialog"));
        QVERIFY(dialog);
        auto *theme = dialog->findChild<QComboBox *>(QStringLiteral("themeCombo"));
        QVERIFY(theme);

        theme->setCurrentIndex(theme->findData(int(ui::Theme::Dark)));
        QVERIFY(ui::isDark(QApplication::palette()));
        QCOMPARE(app::Preferences::theme(), ui::Theme::Dark);
        // Every window is told: the main window's own colours are dark once events ran.
        QTRY_VERIFY(ui::isDark(w.window->palette()));
        QTRY_VERIFY(ui::isDark(dialog->palette()));

        theme->setCurrentIndex(theme->findData(int(ui::Theme::Light)));
        QVERIFY(!ui::isDark(QApplication::palette()));
        QCOMPARE(app::Preferences::theme(), ui::Theme::Light);

        theme->setCurrentIndex(theme->findData(int(ui::Theme::System)));
        QCOMPARE(QApplication::palette().color(QPalette::Window), started);
        QCOMPARE(app::Preferences::theme(), ui::Theme::System);
        QVERIFY(!QSettings().contains(QStringLiteral("ui/theme"))); // the default is not stored
        dialog->close();
    }

    void anUnreadableSettingsFileIsSetAsideAndTheDefaultsApply()
    {
        app::Preferences::setTheme(ui::Theme::Dark);
        const QString file = QSettings().fileName();
        QSettings().sync();
        QVERIFY(!app::Preferences::setAsideUnreadableStore()); // a good one stays
        {
            QFile broken(file);
            QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
            broken.write("[ui\ntheme=dark\n\x01garbage\n");
        }
        const auto kept = app::Preferences::setAsideUnreadableStore();
        QVERIFY(kept && !kept->isEmpty());
        QVERIFY(QFile::exists(*kept));
        QCOMPARE(QFileInfo(*kept).path(), QFileInfo(file).path());
        QCOMPARE(QSettings().status(), QSettings::NoError);
        QCOMPARE(app::Preferences::theme(), ui::Theme::System);
        const QString said = app::Preferences::unreadableStoreText(*kept);
        QVERIFY(said.contains(QDir::toNativeSeparators(*kept)));
        QFile::remove(*kept);
        // And the console starts on it as on a first start, with the warning once shown.
        MainWindowWithPages w(*this);
        w.window->show();
        w.window->warnOnceShown(said);
        QTRY_VERIFY(w.window->findChild<QMessageBox *>(QStringLiteral("startWarningBox")));
        QCOMPARE(w.window->findChild<QMessageBox *>(QStringLiteral("startWarningBox"))->text(),
                 said);
    }

    void theClockMoneyAndZoneChosenInPreferencesApplyAtOnceAndAreRemembered()
    {
        MainWindowWithPages w(*this);
        w.window->show();
        w.window->findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
        auto *dialog = w.window->findChild<QDialog *>(QStringLiteral("preferencesDialog"));
        QVERIFY(dialog);
        auto *clock = dialog->findChild<QComboBox *>(QStringLiteral("clockCombo"));
        QVERIFY(clock);
        QVERIFY(clock->itemText(1).contains(QStringLiteral("14:05"))); // says what it looks like
        clock->setCurrentIndex(clock->findData(int(ui::ClockStyle::Hours24)));
        QCOMPARE(ui::clockStyle(), ui::ClockStyle::Hours24);
        QCOMPARE(app::Preferences::clockStyle(), ui::ClockStyle::Hours24);
        QVERIFY(!ui::formatClock(14 * 3600).contains(QStringLiteral("PM")));
        clock->setCurrentIndex(clock->findData(int(ui::ClockStyle::Locale)));
        QCOMPARE(ui::clockStyle(), ui::ClockStyle::Locale);
        QVERIFY(!QSettings().contains(QStringLiteral("display/clock")));
        // Money's decimals the same way, each choice saying what it looks like.
        auto *money = dialog->findChild<QComboBox *>(QStringLiteral("moneyCombo"));
        QVERIFY(money);
        QVERIFY(money->itemText(1).contains(QStringLiteral("¥0.00")));
        money->setCurrentIndex(money->findData(int(ui::MoneyDecimals::Two)));
        QCOMPARE(ui::formatMoney(1'800), QStringLiteral("¥0.00"));
        QCOMPARE(app::Preferences::moneyDecimals(), ui::MoneyDecimals::Two);
        money->setCurrentIndex(money->findData(int(ui::MoneyDecimals::Adaptive)));
        QCOMPARE(ui::moneyDecimals(), ui::MoneyDecimals::Adaptive);
        QVERIFY(!QSettings().contains(QStringLiteral("display/moneyDecimals")));
        // The time zone: this computer's says its offset, and every time then says it.
        const QByteArray tz = qgetenv("TZ");
        qputenv("TZ", "XST-8");
        const auto restore = qScopeGuard([&] {
            if (tz.isNull())
                qunsetenv("TZ");
            else
                qputenv("TZ", tz);
        });
        auto *zone = dialog->findChild<QComboBox *>(QStringLiteral("timeZoneCombo"));
        QVERIFY(zone);
        QCOMPARE(zone->currentData().toInt(), int(ui::TimeZoneChoice::Utc)); // the platform's
        zone->setCurrentIndex(zone->findData(int(ui::TimeZoneChoice::Local)));
        QCOMPARE(ui::timeZoneChoice(), ui::TimeZoneChoice::Local);
        QCOMPARE(app::Preferences::timeZone(), ui::TimeZoneChoice::Local);
        QVERIFY(ui::formatClock(0).endsWith(QStringLiteral("UTC+08:00")));
        QTRY_VERIFY(zone->itemText(1).contains(QStringLiteral("UTC+08:00")));
        // The clock's examples are of the clock alone: the same in every zone.
        QVERIFY(clock->itemText(1).contains(QStringLiteral("14:05")));
        zone->setCurrentIndex(zone->findData(int(ui::TimeZoneChoice::Utc)));
        QCOMPARE(ui::timeZoneChoice(), ui::TimeZoneChoice::Utc);
        QVERIFY(!QSettings().contains(QStringLiteral("display/timeZone")));
        dialog->close();
    }

    void aStoredThemeThisVersionDoesNotKnowIsTheSystems()
    {
        QSettings().setValue(QStringLiteral("ui/theme"), QStringLiteral("solarized"));
        QCOMPARE(app::Preferences::theme(), ui::Theme::System);
        QSettings().remove(QStringLiteral("ui/theme"));
    }

    void remembersGeometry()
    {
        QSize wanted;
        {
            MainWindowWithPages w(*this);
            auto &window = *w.window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(900, 560);
            QTRY_VERIFY(window.height() == 560);
            wanted = window.size(); // at least its minimum width
            window.close();
        }
        MainWindowWithPages a(*this);
        auto &again = *a.window;
        // As it was, within the screen's work area (the offscreen screen is 800 wide).
        const QSize area = QGuiApplication::primaryScreen()->availableGeometry().size();
        QCOMPARE(again.size(), wanted.boundedTo(area));
    }

    void theFirstWindowFitsTheWorkAreaOfItsScreen()
    {
        // A first start on a small work area (a laptop at 2x scale: 960x540 logical pixels;
        // the offscreen screen here is smaller than the window's default size): the whole
        // window, status bar included, is on the screen.
        QSettings().remove(QStringLiteral("mainWindow"));
        const QRect area = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(area.width() < 1280 || area.height() < 800, "the screen is large enough anyway");
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        QVERIFY2(area.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 outside %5x%6")
                                .arg(window.frameGeometry().x())
                                .arg(window.frameGeometry().y())
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())
                                .arg(area.width())
                                .arg(area.height())));
    }

    void aSecretTheKeychainRefusesIsNeverThrownAway()
    {
        // Without a keychain (no secret service here) OK does not save the profile without
        // its secret: the dialog stays open with what was typed and says why; taking the
        // plain text option stores it; Cancel leaves no profile without its secret behind.
        app::SettingsPage page(*m_profiles, *m_secrets, *m_connection);
        page.show();
        const int before = int(m_profiles->list().size());
        const auto openDialog = [&page]() -> ui::ProfileDialog * {
            page.findChild<QPushButton *>(QStringLiteral("addProfileButton"))->click();
            ui::ProfileDialog *dialog = nullptr;
            const auto open = [&] {
                for (auto *d : page.findChildren<ui::ProfileDialog *>())
                    if (d->isVisible())
                        dialog = d;
                return dialog != nullptr;
            };
            return QTest::qWaitFor(open) ? dialog : nullptr;
        };
        const auto fill = [](ui::ProfileDialog *dialog, const QString &name) {
            ui::ProfileFields f;
            f.name = name;
            f.baseUrl = QStringLiteral("https://lab.example.com");
            f.keyId = QStringLiteral("key_lab");
            f.secret = QStringLiteral("typed-s3cret");
            dialog->setFields(f);
        };

        QPointer<ui::ProfileDialog> dialog = openDialog();
        QVERIFY(dialog);
        fill(dialog, QStringLiteral("Lab"));
        dialog->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isSaving(), 30000);
        if (!dialog || !dialog->isVisible()) {
            const auto saved = m_profiles->list();
            for (const auto &p : saved) {
                if (p.name == QStringLiteral("Lab")) {
                    m_secrets->remove(p);
                    m_profiles->remove(p.id);
                }
            }
            QSKIP("a keychain service is available here, so its absence cannot be tested");
        }
        QVERIFY2(dialog->saveProblem().contains(QStringLiteral("keychain")),
                 qPrintable(dialog->saveProblem()));
        QCOMPARE(dialog->fields().secret, QStringLiteral("typed-s3cret")); // kept as typed
        auto *plain = dialog->findChild<QCheckBox *>(QStringLiteral("plainTextCheck"));
        QVERIFY(plain && plain->isVisible() && !plain->isChecked());
        plain->setChecked(true);
        dialog->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), 10000);
        int lab = 0;
        for (const auto &p : m_profiles->list()) {
            if (p.name != QStringLiteral("Lab"))
                continue;
            ++lab;
            QVERIFY(p.plainTextSecret);
            QCOMPARE(m_profiles->plainTextSecret(p.id).value_or(QString()),
                     QStringLiteral("typed-s3cret"));
            m_profiles->remove(p.id);
        }
        QCOMPARE(lab, 1); // one profile, saved again by the second OK, not two

        // Refused, then cancelled: nothing stays.
        dialog = openDialog();
        QVERIFY(dialog);
        fill(dialog, QStringLiteral("Cancelled"));
        dialog->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isSaving(), 30000);
        QVERIFY(dialog->isVisible());
        dialog->reject();
        QTRY_COMPARE(int(m_profiles->list().size()), before);
    }

    void aProfileFileOpensTheAddDialogFilled()
    {
        // A profile file an administrator saved: the Add dialog opens with its platform, key,
        // secret, CA bundle (kept beside the console's data) and pin, so that OK adds it as a
        // typed-in profile is added; a file that is not one is refused with its reason.
        app::SettingsPage page(*m_profiles, *m_secrets, *m_connection);
        page.show();
        QTemporaryDir dir;
        api::ProfileFile file;
        file.name = "Lab seat";
        file.baseUrl = "https://lab.example.com:8470";
        file.keyId = "../../key_sim_42"; // never a path: the console names the CA's file
        file.secret = "0123456789abcdef0123456789abcdef";
        file.caPem = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
        file.pinnedPublicKey = "sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
        const QString path = dir.filePath(QStringLiteral("seat.polychip-profile.json"));
        QCOMPARE(client::writeProfileFile(path, file), QString());
        page.importProfileFile(path);
        ui::ProfileDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = page.findChild<ui::ProfileDialog *>()) != nullptr);
        const ui::ProfileFields f = dialog->fields();
        QCOMPARE(f.name, QStringLiteral("Lab seat"));
        QCOMPARE(f.baseUrl, QStringLiteral("https://lab.example.com:8470"));
        QCOMPARE(f.keyId, QStringLiteral("../../key_sim_42"));
        const QString caDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                              + QStringLiteral("/ca");
        QCOMPARE(QFileInfo(f.caFile).absolutePath(), QFileInfo(caDir).absoluteFilePath());
        QVERIFY(!QFileInfo(f.caFile).fileName().contains(QStringLiteral("key_sim")));
        QCOMPARE(f.secret, QString::fromStdString(file.secret));
        QCOMPARE(f.pinnedPublicKey, QString::fromStdString(*file.pinnedPublicKey));
        QFile ca(f.caFile);
        QVERIFY2(ca.open(QIODevice::ReadOnly), qPrintable(f.caFile));
        QCOMPARE(ca.readAll().toStdString(), *file.caPem);
        ca.close();
        dialog->reject();
        QTRY_VERIFY(!QFile::exists(f.caFile)); // not added: its CA bundle goes too

        auto *bar = page.findChild<ui::MessageBar *>();
        QVERIFY(bar);
        const auto refused = [&](const QString &name, const QByteArray &content) {
            const QString bad = dir.filePath(name);
            QFile out(bad);
            if (!out.open(QIODevice::WriteOnly) || out.write(content) != content.size())
                return QStringLiteral("not written");
            out.close();
            page.importProfileFile(bad);
            return bar->text();
        };
        QVERIFY(
            refused(QStringLiteral("a.json"), "{\"keys\": []}").contains(QStringLiteral("a.json")));
        QVERIFY(refused(QStringLiteral("b.json"), "not json").contains(QStringLiteral("b.json")));
        api::ProfileFile other = file;
        other.format = "someone-else/3";
        QVERIFY(refused(QStringLiteral("c.json"), QByteArray::fromStdString(api::encode(other)))
                    .contains(QStringLiteral("someone-else/3")));
        api::ProfileFile ftp = file;
        ftp.baseUrl = "ftp://lab.example.com";
        QVERIFY(refused(QStringLiteral("d.json"), QByteArray::fromStdString(api::encode(ftp)))
                    .contains(QStringLiteral("https://")));
        page.importProfileFile(dir.filePath(QStringLiteral("absent.json")));
        QVERIFY(bar->text().contains(QStringLiteral("absent.json")));
        QVERIFY(page.findChildren<ui::ProfileDialog *>().size() <= 1); // no dialog for those
    }

    void quitActionCloses()
    {
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
        quit->trigger();
        QTRY_VERIFY(!window.isVisible());
    }

    void keyboardShortcutsListsEveryKeyFromTheActions()
    {
        // Help → Keyboard shortcuts (Ctrl+/): every action of the window and of every page
        // that has a key is listed with that key, read from the action, so the list cannot
        // drift from what the keys do.
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::keyClick(&window, Qt::Key_Slash, Qt::ControlModifier);
        ui::ShortcutsDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<ui::ShortcutsDialog *>()) != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        const QStringList rows = dialog->shownRows();
        const auto listed = [&rows](const QAction *a) {
            const QString keys = a->shortcut().toString(QKeySequence::NativeText);
            const QString text = ui::CommandPalette::displayText(a);
            for (const QString &row : rows) {
                if (row.endsWith(QStringLiteral(" / ") + text + QStringLiteral(" / ") + keys)
                    || (row.contains(QStringLiteral(" / ") + text + QStringLiteral(" / "))
                        && row.contains(keys)))
                    return true;
            }
            return false;
        };
        int withKeys = 0;
        QList<QAction *> everything = window.allActions();
        for (auto *page : window.findChildren<ui::ConsolePage *>()) {
            // The pages this connection offers (the Simulator page only on the simulator).
            const auto *goTo
                = window.findChild<QAction *>(QStringLiteral("actionPage_") + page->id());
            if (goTo && goTo->isVisible())
                everything << page->toolBarActions() << page->actions();
        }
        for (const QAction *a : everything) {
            if (a->shortcut().isEmpty() || !a->isVisible())
                continue;
            ++withKeys;
            QVERIFY2(listed(a), qPrintable(a->objectName() + QStringLiteral(": ")
                                           + ui::CommandPalette::displayText(a)));
        }
        QVERIFY(withKeys >= 20);
        // The wallboard's F11, which no menu shows with the Dashboard hidden, is there too.
        dialog->setFilterText(QStringLiteral("F11"));
        QVERIFY2(dialog->shownRows().size() == 1, qPrintable(dialog->shownRows().join(u'|')));
        dialog->setFilterText(QStringLiteral("no such key"));
        QVERIFY(dialog->shownRows().isEmpty());
        dialog->close();
    }

    void aboutDoesNotBlock()
    {
        MainWindowWithPages w(*this);
        auto &window = *w.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *about = window.findChild<QAction *>(QStringLiteral("actionAbout"));
        QVERIFY(about);
        about->trigger(); // returns at once: the box is window-modal, not a nested loop
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("aboutBox"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY(box->text().contains(QString::fromLatin1(kVersion)));
        // The versions a bug report needs: Qt's and those of the libraries requests go through.
        QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
        QVERIFY2(box->text().contains(QStringLiteral("libcurl/")), qPrintable(box->text()));
        QVERIFY2(box->text().contains(QStringLiteral("OpenSSL")), qPrintable(box->text()));
        // Copy diagnostics: the same, with the system and the platform, and no secret.
        QGuiApplication::clipboard()->clear();
        auto *copy = box->findChild<QAbstractButton *>(QStringLiteral("copyDiagnosticsButton"));
        QVERIFY(copy);
        copy->click();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QStringLiteral("Polychip ") + QString::fromLatin1(kVersion)),
                 qPrintable(copied));
        QVERIFY(copied.contains(QStringLiteral("libcurl/")));
        QVERIFY(copied.contains(QStringLiteral("Platform: ")));
        QVERIFY(!copied.contains(QStringLiteral("secret"), Qt::CaseInsensitive));
        QTRY_VERIFY(!window.findChild<QMessageBox *>(QStringLiteral("aboutBox"))); // closed
    }

    void warningsReachTheDesktopWhileInTheBackground()
    {
        QWidget console;
        client::BillingStore billing;
        QStringList said;
        app::AlertNotifier notifier(&console, [&](const QString &title, const QString &text,
                                                  api::Severity) { said << title + u'|' + text; });
        notifier.follow(&billing);
        api::Alert alert;
        alert.kind = api::AlertKind::BudgetThreshold;
        alert.severity = api::Severity::Info;
        alert.message = "budget team reached 50 %";
        billing.raise(alert); // information: the alerts list only
        QVERIFY(said.isEmpty());
        alert.severity = api::Severity::Warning;
        billing.raise(alert); // the console is not in front: said
        QCOMPARE(said.size(), 1);
        QVERIFY(said.front().contains(ui::BillingAlertsTab::kindText(alert.kind)));
        QVERIFY(said.front().endsWith(u"budget team reached 50 %"));
        console.show();
        console.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&console));
        alert.severity = api::Severity::Critical;
        billing.raise(alert); // in front: the console says it itself
        QCOMPARE(said.size(), 1);
        // Chosen in Preferences: also while in front, and a kind turned off.
        app::Preferences::setNotifiesWhileActive(true);
        billing.raise(alert);
        QCOMPARE(said.size(), 2);
        app::Preferences::setNotifies(api::AlertKind::BudgetThreshold, false);
        billing.raise(alert);
        QCOMPARE(said.size(), 2);
        alert.kind = api::AlertKind::Failure; // the other kinds still are
        billing.raise(alert);
        QCOMPARE(said.size(), 3);
        // A page's news (a lesson finished) goes the same way, and can be turned off.
        notifier.sayLessonNews(QStringLiteral("Lesson finished"), QStringLiteral("First steps"));
        QCOMPARE(said.size(), 4);
        QVERIFY(said.back().endsWith(u"First steps"));
        app::Preferences::setNotifiesLessons(false);
        notifier.sayLessonNews(QStringLiteral("Lesson finished"), QStringLiteral("Again"));
        QCOMPARE(said.size(), 4);
        app::Preferences::setNotifiesLessons(true);
        app::Preferences::setNotifiesWhileActive(false);
        notifier.sayLessonNews(QStringLiteral("Lesson finished"), QStringLiteral("In front"));
        QCOMPARE(said.size(), 4); // the console is in front: it says it itself
        app::Preferences::setNotifies(api::AlertKind::BudgetThreshold, true);
        notifier.follow(nullptr);
        console.hide();
        billing.raise(alert); // followed no more
        QCOMPARE(said.size(), 4);
    }

    void preferencesChooseWhichWarningsReachTheDesktop()
    {
        MainWindowWithPages w(*this);
        w.window->show();
        w.window->findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
        auto *dialog = w.window->findChild<QDialog *>(QStringLiteral("preferencesDialog"));
        QVERIFY(dialog);
        auto *failures = dialog->findChild<QCheckBox *>(QStringLiteral("notify_failure"));
        auto *whileActive = dialog->findChild<QCheckBox *>(QStringLiteral("notifyWhileActive"));
        QVERIFY(failures && whileActive);
        QVERIFY(failures->isChecked());
        QVERIFY(!whileActive->isChecked());
        failures->setChecked(false);
        whileActive->setChecked(true);
        QVERIFY(!app::Preferences::notifies(api::AlertKind::Failure));
        QVERIFY(app::Preferences::notifies(api::AlertKind::BudgetThreshold));
        QVERIFY(app::Preferences::notifiesWhileActive());
        dialog->close();
        QTRY_VERIFY(!w.window->findChild<QDialog *>(QStringLiteral("preferencesDialog")));
        // Remembered: a new dialog shows the choices.
        w.window->findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
        dialog = w.window->findChild<QDialog *>(QStringLiteral("preferencesDialog"));
        QTRY_VERIFY(dialog && dialog->isVisible());
        QVERIFY(!dialog->findChild<QCheckBox *>(QStringLiteral("notify_failure"))->isChecked());
        dialog->findChild<QCheckBox *>(QStringLiteral("notify_failure"))->setChecked(true);
        dialog->findChild<QCheckBox *>(QStringLiteral("notifyWhileActive"))->setChecked(false);
        QVERIFY(!QSettings().contains(QStringLiteral("notifications/failure")));
        dialog->close();
    }
};

QTEST_MAIN(MainWindowTest)
#include "tst_mainwindow.moc"
