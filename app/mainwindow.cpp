// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "alertnotifier.h"
#include "apiclient.h"

#include "connection.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/viewkeys.h"
#include "kit/windowfit.h"
#include "logfile.h"
#include "operations.h"
#include "polychip/version.h"
#include "preferences.h"
#include "preferencesdialog.h"
#include "profiles.h"
#include "userguide.h"
#include "userguidedialog.h"
#include "window/commandpalette.h"
#include "window/offlinebanner.h"
#include "window/shortcutsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QSysInfo>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace polychip::app {

namespace {

/// A status bar label whose text changes every second or tick: given the room its text needs
/// and kept from shrinking, so that it is never squeezed by its neighbours nor jitters.
void keepRoomFor(QLabel *label)
{
    const int need = label->sizeHint().width();
    if (need > label->minimumWidth())
        label->setMinimumWidth(need);
}

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kPageKey = QStringLiteral("mainWindow/page");

constexpr api::Role kRoles[]
    = {api::Role::Admin, api::Role::Developer, api::Role::Manager, api::Role::Trainee};

} // namespace

MainWindow::MainWindow(Connection &connection, ProfileStore &profiles, QWidget *parent)
    : QMainWindow(parent)
    , m_connection(connection)
    , m_profiles(profiles)
    // The page chosen in Preferences, else the one the last run ended on.
    , m_pageToRestore(
          !Preferences::startPage().isEmpty()
              ? Preferences::startPage()
              : QSettings().value(kPageKey, QString::fromLatin1(ui::pageid::kInstances)).toString())
    , m_alerts(new AlertNotifier(this, {}, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/polychip.svg")));
    createShell();
    createActions();
    createStatusBar();

    connect(&m_connection, &Connection::aboutToClose, this, &MainWindow::onSessionClosing);
    connect(&m_connection, &Connection::sessionStarted, this, &MainWindow::onSessionStarted);
    connect(&m_connection, &Connection::problemChanged, this, [this] {
        updateContext();
        updateConnectionStatus();
    });
    connect(&m_connection, &Connection::notice, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10'000); });
    connect(m_banner, &ui::OfflineBanner::retryRequested, &m_connection, &Connection::retry);
    if (m_connection.session())
        onSessionStarted();

    installEventFilter(this);
    retranslate();
    resize(1280, 800);
    restoreWindowState();
    // At 2x scale, or remembered from a larger screen: the status bar stays on this one.
    ui::fitToScreen(this);
    updateConnectionStatus();
}

MainWindow::~MainWindow()
{
    // The pages must not outlive their view of the session.
    m_context = {};
    for (const auto &e : m_entries)
        e.page->setContext(m_context);
}

void MainWindow::createShell()
{
    m_sidebar = new QListWidget(this);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->setIconSize(QSize(20, 20));
    m_sidebar->setSpacing(2);
    m_sidebar->setFixedWidth(180);
    m_sidebar->setItemDelegate(new ui::FocusOutlineDelegate(m_sidebar)); // the style's is faint
    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(QStringLiteral("pages"));
    m_banner = new ui::OfflineBanner(this);
    connect(m_sidebar, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, this, &MainWindow::onPageChanged);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(m_banner);
    rightLayout->addWidget(m_stack, 1);
    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_sidebar);
    layout->addWidget(right, 1);
    setCentralWidget(central);
}

void MainWindow::addPage(ui::ConsolePage *page)
{
    const int index = int(m_entries.size());
    m_stack->addWidget(page);
    PageEntry added{page, new QListWidgetItem(m_sidebar), new QAction(this), nullptr};
    added.item->setSizeHint(QSize(0, 36));
    added.goTo->setObjectName(QStringLiteral("actionPage_%1").arg(page->id()));
    if (index < 9)
        added.goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)));
    connect(added.goTo, &QAction::triggered, this, [this, id = page->id()] { showPage(id); });
    m_viewMenu->insertAction(m_pagesSeparator, added.goTo);
    if (const auto actions = page->pageActions(); !actions.isEmpty()) {
        // In the menu bar only while the page is shown (onPageChanged()).
        added.menu = new QMenu(page->menuTitle(), this);
        added.menu->setObjectName(QStringLiteral("menu_%1").arg(page->id()));
        added.menu->addActions(actions);
    }
    // At the right end, after the window's own labels; a page shows and hides its own.
    for (QWidget *w : page->statusWidgets())
        statusBar()->addPermanentWidget(w);
    for (QDockWidget *dock : page->dockWidgets()) {
        const bool shown = dock->isVisibleTo(page); // restoreState() may show it later
        addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->setVisible(shown);
        m_viewMenu->insertAction(m_pagesSeparator, dock->toggleViewAction());
    }
    connect(page, &ui::ConsolePage::describedChanged, this, [this, page] {
        if (const PageEntry *e = entry(page->id()))
            describe(*e);
    });
    connect(page, &ui::ConsolePage::navigate, this, &MainWindow::onNavigate);
    connect(page, &ui::ConsolePage::desktopNotice, m_alerts, &AlertNotifier::sayLessonNews);
    m_entries.push_back(added);
    describe(added);
    page->setContext(m_context);
    const bool available = page->isAvailable(m_context);
    added.item->setHidden(!available);
    added.goTo->setVisible(available);
    if (available && page->id() == m_pageToRestore) {
        showPage(page->id());
        m_pageToRestore.clear();
    } else if (m_entries.size() == 1) {
        showPage(page->id());
    }
    onPageChanged(m_stack->currentIndex()); // the first page was current before it was listed
}

void MainWindow::describe(const PageEntry &entry)
{
    const QString title = entry.page->title();
    entry.item->setText(title);
    entry.item->setIcon(entry.page->icon());
    entry.item->setToolTip(entry.page->description());
    entry.goTo->setText(tr("Go to %1").arg(title));
    entry.goTo->setStatusTip(entry.page->description());
    if (entry.menu)
        entry.menu->setTitle(entry.page->menuTitle());
}

const MainWindow::PageEntry *MainWindow::entry(const QString &id) const
{
    for (const auto &e : m_entries) {
        if (e.page->id() == id)
            return &e;
    }
    return nullptr;
}

void MainWindow::onPageChanged(int index)
{
    // The menu bar and the toolbar carry the current page's actions, and only its: a page's
    // keys work while it is shown, wherever the focus is in the window, and reach nothing
    // while another page is (three pages have Ctrl+F). A menu in the bar would keep its
    // actions' keys live, and the bar keeps the &-letter of each of its menus, hidden or not:
    // the other pages' menus are taken out. (Made again only when the page changes: each
    // page added asks.)
    if (index == m_shownPage)
        return;
    if (m_shownPage >= 0 && m_shownPage < int(m_entries.size())) {
        if (QMenu *menu = m_entries[std::size_t(m_shownPage)].menu)
            menuBar()->removeAction(menu->menuAction());
    }
    m_toolBar->clear();
    m_shownPage = -1;
    if (index >= 0 && index < int(m_entries.size())) {
        const PageEntry &shown = m_entries[std::size_t(index)];
        giveContextNow(shown.page); // shown with the connection of the others
        if (shown.menu)
            menuBar()->insertMenu(m_pageMenusEnd, shown.menu);
        m_toolBar->addActions(shown.page->toolBarActions());
        m_shownPage = index;
    }
}

void MainWindow::onNavigate(const QString &pageId, const QVariantMap &arguments)
{
    const PageEntry *e = entry(pageId);
    if (!e || e->item->isHidden())
        return;
    showPage(pageId);
    e->page->open(arguments);
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_preferencesAction = m_fileMenu->addAction(QString());
    m_preferencesAction->setObjectName(QStringLiteral("actionPreferences"));
    // Explicit: not every platform theme binds QKeySequence::Preferences.
    m_preferencesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    // Explicit: platform themes without a Quit binding (offscreen, some desktops) leave it empty.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

    m_viewMenu = menuBar()->addMenu(QString());
    m_pagesSeparator = m_viewMenu->addSeparator();
    m_paletteAction = m_viewMenu->addAction(QString());
    m_paletteAction->setObjectName(QStringLiteral("actionCommandPalette"));
    m_paletteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_paletteAction, &QAction::triggered, this, &MainWindow::showCommandPalette);

    m_connectionMenu = menuBar()->addMenu(QString());
    m_pageMenusEnd = m_connectionMenu->menuAction();
    m_reconnectAction = m_connectionMenu->addAction(QString());
    m_reconnectAction->setObjectName(QStringLiteral("actionReconnect"));
    connect(m_reconnectAction, &QAction::triggered, &m_connection, &Connection::retry);
    m_defaultDirAction = new QAction(this);
    m_defaultDirAction->setObjectName(QStringLiteral("actionUseDefaultSimulatorDir"));
    connect(m_defaultDirAction, &QAction::triggered, &m_connection,
            &Connection::useDefaultSimulatorDir);
    m_roleMenu = m_connectionMenu->addMenu(QString());
    m_roleGroup = new QActionGroup(this);
    for (const auto role : kRoles) {
        auto *a = m_roleMenu->addAction(QString());
        a->setObjectName(
            QStringLiteral("actionRole_%1").arg(QString::fromLatin1(api::wireName(role).data())));
        a->setCheckable(true);
        a->setData(int(role));
        m_roleGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, role] {
            if (!m_connection.isBundled() || m_connection.bundledRole() == role)
                return;
            // Remembered with the profile: the next start signs in the same way.
            if (auto profile = m_profiles.profile(m_profiles.currentId())) {
                profile->role = role;
                m_profiles.save(*profile);
            }
            m_connection.useBundled(role);
        });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_guideAction = m_helpMenu->addAction(QString());
    m_guideAction->setObjectName(QStringLiteral("actionUserGuide"));
    m_guideAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(m_guideAction, &QAction::triggered, this, &MainWindow::showUserGuide);
    m_shortcutsAction = m_helpMenu->addAction(QString());
    m_shortcutsAction->setObjectName(QStringLiteral("actionKeyboardShortcuts"));
    m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    // As high on a page without commands as on one with them: the pages do not jump.
    QAction probe(style()->standardIcon(QStyle::SP_FileIcon), QStringLiteral("Ag"));
    m_toolBar->addAction(&probe);
    m_toolBar->setMinimumHeight(m_toolBar->sizeHint().height());
    m_toolBar->removeAction(&probe);
}

void MainWindow::createStatusBar()
{
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(QStringLiteral("connectionState"));
    m_profileLabel = new QLabel(this);
    m_profileLabel->setObjectName(QStringLiteral("profileLabel"));
    m_clockLabel = new QLabel(this);
    m_clockLabel->setObjectName(QStringLiteral("clockLabel"));
    m_balanceLabel = new QLabel(this);
    m_balanceLabel->setObjectName(QStringLiteral("balanceLabel"));
    statusBar()->addPermanentWidget(m_stateLabel);
    statusBar()->addPermanentWidget(m_profileLabel);
    statusBar()->addPermanentWidget(m_clockLabel);
    statusBar()->addPermanentWidget(m_balanceLabel);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Polychip"));
    m_sidebar->setAccessibleName(tr("Pages"));
    for (const auto &e : m_entries)
        describe(e);
    m_fileMenu->setTitle(tr("&File"));
    m_preferencesAction->setText(tr("&Preferences…"));
    m_preferencesAction->setStatusTip(
        tr("Choose the console's language, theme and the page it starts on"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the console"));
    m_viewMenu->setTitle(tr("&View"));
    m_paletteAction->setText(tr("Command &palette…"));
    m_paletteAction->setStatusTip(tr("Find and run any action by name"));
    m_connectionMenu->setTitle(tr("&Connection"));
    m_reconnectAction->setText(tr("&Reconnect now"));
    m_reconnectAction->setStatusTip(tr("Connect to the platform again without waiting"));
    m_defaultDirAction->setText(tr("Use the default folder"));
    m_defaultDirAction->setToolTip(
        tr("Run the simulator in %1 instead")
            .arg(QDir::toNativeSeparators(BundledSimulator::defaultDataDir())));
    m_roleMenu->setTitle(tr("Simulator &identity"));
    m_roleMenu->setToolTip(tr("Which user of org-a the offline simulator signs you in as"));
    for (auto *a : m_roleGroup->actions()) {
        const auto role = api::Role(a->data().toInt());
        a->setText(ui::roleText(role));
        a->setStatusTip(
            tr("Use the simulator as org-a's user with the %1 role").arg(ui::roleText(role)));
    }
    m_helpMenu->setTitle(tr("&Help"));
    m_guideAction->setText(tr("&User guide"));
    m_guideAction->setStatusTip(tr("How to use the console, at the section of the page shown"));
    m_shortcutsAction->setText(tr("&Keyboard shortcuts"));
    m_shortcutsAction->setStatusTip(tr("List every key the console answers to, page by page"));
    m_aboutAction->setText(tr("&About Polychip"));
    m_aboutAction->setStatusTip(tr("Show the version and what Polychip is"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    updateConnectionStatus();
    updateClock();
    updateBalance();
}

QList<QAction *> MainWindow::allActions() const
{
    QList<QAction *> list;
    for (const auto &e : m_entries) {
        if (!e.item->isHidden())
            list << e.goTo;
    }
    // Listed by name (the palette, the shortcuts): a page names its actions once built.
    for (const auto &e : m_entries) {
        if (!e.item->isHidden()) {
            e.page->ensureBuilt();
            list << e.page->pageActions();
        }
    }
    list << m_reconnectAction;
    list << m_roleGroup->actions();
    list << m_preferencesAction << m_guideAction << m_shortcutsAction << m_aboutAction
         << m_quitAction;
    return list;
}

void MainWindow::showPreferences()
{
    if (m_preferences) { // one at a time, brought forward
        m_preferences->raise();
        m_preferences->activateWindow();
        return;
    }
    QList<const ui::ConsolePage *> pages;
    for (const auto &e : m_entries)
        pages << e.page;
    m_preferences = new PreferencesDialog(m_connection, pages, this);
    m_preferences->setAttribute(Qt::WA_DeleteOnClose);
    m_preferences->show();
    m_preferences->activateWindow(); // the keyboard goes to it, also without a window manager
}

void MainWindow::showUserGuide()
{
    if (!m_guide) {
        m_guide = new UserGuideDialog(this);
        m_guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow(); // the keyboard goes to it, also without a window manager
    const int section = UserGuide::sectionFor(currentPageId());
    if (section >= 0)
        m_guide->showSection(section);
}

void MainWindow::showShortcuts()
{
    if (m_shortcuts) { // one at a time, brought forward
        m_shortcuts->raise();
        m_shortcuts->activateWindow();
        return;
    }
    // Read from the actions themselves: the window's, then each page's (its menu, its toolbar
    // and the keys it answers to while shown).
    QList<ui::ShortcutsDialog::Section> sections;
    QList<QAction *> window;
    for (const auto &e : m_entries) {
        if (!e.item->isHidden())
            window << e.goTo;
    }
    window << m_paletteAction << m_reconnectAction << m_preferencesAction << m_guideAction
           << m_shortcutsAction << m_aboutAction << m_quitAction;
    sections.append({tr("Window"), window});
    for (const auto &e : m_entries) {
        if (e.item->isHidden())
            continue;
        e.page->ensureBuilt(); // its actions named
        sections.append({e.page->title(),
                         e.page->pageActions() + e.page->toolBarActions() + e.page->actions()});
    }
    m_shortcuts = new ui::ShortcutsDialog(sections, this);
    m_shortcuts->show();
}

void MainWindow::showCommandPalette()
{
    auto *palette = new ui::CommandPalette(allActions(), this);
    palette->setObjectName(QStringLiteral("commandPalette"));
    // A page's action acts on what the page shows: the page is shown first.
    connect(palette, &ui::CommandPalette::actionChosen, this, [this](QAction *action) {
        for (const auto &e : m_entries) {
            if (e.page->pageActions().contains(action)) {
                showPage(e.page->id());
                return;
            }
        }
    });
    palette->show();
}

void MainWindow::showPage(const QString &id)
{
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].page->id() == id && !m_entries[i].item->isHidden())
            m_sidebar->setCurrentRow(int(i));
    }
}

QString MainWindow::currentPageId() const
{
    const auto *page = qobject_cast<const ui::ConsolePage *>(m_stack->currentWidget());
    return page ? page->id() : QString();
}

void MainWindow::start()
{
    if (m_started)
        return;
    m_started = true;
    // Every page's content before any page starts (Settings' start opens the session).
    for (const auto &e : m_entries)
        e.page->ensureBuilt();
    for (const auto &e : m_entries)
        e.page->start();
}

void MainWindow::setVisible(bool visible)
{
    // The page shown first is built before the window shows it (the others wait: start()).
    if (visible) {
        if (auto *page = qobject_cast<const ui::ConsolePage *>(m_stack->currentWidget()))
            page->ensureBuilt();
    }
    QMainWindow::setVisible(visible);
}

void MainWindow::buildNextThenStart()
{
    // A page takes a few milliseconds to build, all of them together tens: the window answers
    // between one and the next.
    for (const auto &e : m_entries) {
        if (!e.page->isBuilt()) {
            e.page->ensureBuilt();
            QTimer::singleShot(0, this, &MainWindow::buildNextThenStart);
            return;
        }
    }
    start();
}

void MainWindow::startAfterFirstPaint()
{
    if (m_painted) {
        start();
        return;
    }
    // Queued: the painted frame is flushed to the screen before the pages are built, one in
    // each turn of the event loop, and then start.
    connect(this, &MainWindow::firstPaint, this, &MainWindow::buildNextThenStart,
            Qt::QueuedConnection);
    QTimer::singleShot(kStartAnywayMs, this, &MainWindow::start);
}

void MainWindow::askPurposeOnFirstStart()
{
    if (Preferences::firstStartDone())
        return;
    const auto ask = [this] {
        auto *dialog = new FirstStartDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &FirstStartDialog::chosen, this, &MainWindow::beginAs);
        connect(dialog, &QDialog::finished, this, [] { Preferences::setFirstStartDone(); });
        dialog->open();
        dialog->activateWindow(); // the keyboard goes to it, also without a window manager
    };
    if (m_painted)
        ask();
    else
        connect(this, &MainWindow::firstPaint, this, ask, Qt::QueuedConnection);
}

void MainWindow::warnOnceShown(const QString &text, std::function<void()> then)
{
    const auto warn = [this, text, then] {
        auto *box
            = new QMessageBox(QMessageBox::Warning, tr("Polychip"), text, QMessageBox::Close, this);
        box->setObjectName(QStringLiteral("startWarningBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        if (then)
            connect(box, &QDialog::finished, this, then);
        box->open();
    };
    if (m_painted)
        warn();
    else
        connect(this, &MainWindow::firstPaint, this, warn, Qt::QueuedConnection);
}

void MainWindow::beginAs(Purpose purpose)
{
    const api::Role role = roleFor(purpose);
    for (QAction *action : m_roleGroup->actions()) {
        if (action->data().toInt() == int(role) && !action->isChecked())
            action->trigger();
    }
    const QString page = startPageFor(purpose);
    // A developer's page is the default: the page shown last keeps being the next start's.
    Preferences::setStartPage(purpose == Purpose::Develop ? QString() : page);
    m_pageToRestore = page; // the Simulator page is offered once the simulator answers
    showPage(page);
}

void MainWindow::onSessionStarted()
{
    auto *session = m_connection.session();
    updateContext();
    connect(session, &client::Session::stateChanged, this, &MainWindow::updateConnectionStatus);
    // Each new attempt restarts the banner's countdown.
    connect(session, &client::Session::retryScheduled, this, &MainWindow::updateConnectionStatus);
    connect(session, &client::Session::platformProblemChanged, this,
            &MainWindow::updateConnectionStatus);
    connect(session, &client::Session::callerChanged, this, &MainWindow::updateConnectionStatus);
    if (!m_connection.isBundled()) {
        connect(session, &client::Session::callerChanged, this, &MainWindow::updateContext);
        connect(session, &client::Session::platformKnown, this, &MainWindow::updateContext);
    }
    connect(&session->instances(), &client::InstanceStore::metricsUpdated, this,
            &MainWindow::updateClock);
    connect(&session->billing(), &client::BillingStore::accountChanged, this, [this] {
        updateBalance();
        updateClock();
    });
    m_alerts->follow(&session->billing());
    updateConnectionStatus();
    updateClock();
    updateBalance();
}

void MainWindow::onSessionClosing()
{
    // Told while the connection still holds them: the pages let go first.
    m_alerts->follow(nullptr);
    ui::PageContext context = m_context;
    context.client = nullptr;
    context.session = nullptr;
    applyContext(context);
}

void MainWindow::updateContext()
{
    ui::PageContext context;
    context.client = m_connection.client();
    context.session = m_connection.session();
    context.simulator = m_connection.isBundled();
    if (m_connection.isBundled()) {
        context.role = m_connection.bundledRole();
    } else if (const client::Session *session = m_connection.session()) {
        // A simulator elsewhere (a classroom server) once it said so, with the role its key
        // has: its trainees get their lessons, its teacher the Simulator page.
        context.simulator = session->simulated().value_or(false);
        if (session->caller())
            context.role = session->caller()->role;
    }
    context.problem = m_connection.problem();
    applyContext(context);
}

void MainWindow::applyContext(const ui::PageContext &context)
{
    m_context = context;
    for (const auto &e : m_entries) {
        const bool available = e.page->isAvailable(context);
        e.item->setHidden(!available);
        e.goTo->setVisible(available);
    }
    // The page the last run ended on, offered only now that the platform is known.
    if (const PageEntry *remembered = entry(m_pageToRestore)) {
        if (!remembered->item->isHidden())
            showPage(m_pageToRestore);
        if (!remembered->item->isHidden() || context.session)
            m_pageToRestore.clear();
    }
    // The page shown is not offered any more: the first one that is.
    const int current = m_sidebar->currentRow();
    if (current >= 0 && m_entries[std::size_t(current)].item->isHidden()) {
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            if (!m_entries[i].item->isHidden()) {
                m_sidebar->setCurrentRow(int(i));
                break;
            }
        }
    }
    // A session ending is let go of by every page at once (it is deleted next). A new one is
    // taken up by the page shown now and by the others one a turn of the event loop (each
    // binds its models to the session: together 15-45 ms on a large account), or when shown.
    ++m_contextRound;
    m_contextPending.clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (!context.session || int(i) == m_stack->currentIndex())
            m_entries[i].page->setContext(context);
        else
            m_contextPending.push_back(m_entries[i].page);
    }
    if (!m_contextPending.empty())
        QTimer::singleShot(0, this, [this, round = m_contextRound] { giveNextContext(round); });
}

void MainWindow::giveNextContext(int round)
{
    if (round != m_contextRound || m_contextPending.empty())
        return; // a newer context replaced it
    ui::ConsolePage *page = m_contextPending.front();
    m_contextPending.erase(m_contextPending.begin());
    page->setContext(m_context);
    if (!m_contextPending.empty())
        QTimer::singleShot(0, this, [this, round] { giveNextContext(round); });
}

void MainWindow::giveContextNow(ui::ConsolePage *page)
{
    const auto it = std::find(m_contextPending.begin(), m_contextPending.end(), page);
    if (it == m_contextPending.end())
        return;
    m_contextPending.erase(it);
    page->setContext(m_context);
}

void MainWindow::updateConnectionStatus()
{
    const auto *session = m_connection.session();
    for (auto *a : m_roleGroup->actions()) {
        a->setEnabled(m_connection.isBundled());
        a->setChecked(m_connection.isBundled()
                      && api::Role(a->data().toInt()) == m_connection.bundledRole());
    }
    const QString name = m_connection.profileName();
    const QString profile = name.isEmpty() ? tr("No profile") : name;
    // The role signed in: the simulator's identity, or what the platform says of the key.
    std::optional<api::Role> role;
    if (m_connection.isBundled())
        role = m_connection.bundledRole();
    else if (const auto *session = m_connection.session(); session && session->caller())
        role = session->caller()->role;
    m_profileLabel->setText(role && *role != api::Role::Unknown
                                ? tr("%1 · %2").arg(profile, ui::roleText(*role))
                                : profile);
    QString state;
    QColor colour;
    // A folder that cannot be used will not work on a retry: offer the one that does.
    const bool badFolder = m_connection.isBundled() && !m_connection.problem().isEmpty()
                           && m_connection.simulator().dataDirUnusable();
    m_banner->setFixAction(badFolder ? m_defaultDirAction : nullptr);
    if (!m_connection.problem().isEmpty()) {
        state = tr("Not connected");
        colour = ui::stateColor(api::InstanceState::Failed);
        m_banner->showOffline(m_connection.problem(), std::chrono::seconds(0));
    } else if (!session) {
        state = tr("Connecting…");
        colour = ui::stateColor(api::InstanceState::Provisioning);
        m_banner->hideBanner();
    } else {
        // The console's sentence for the failure (what is wrong, what to do), not curl's words.
        const auto &failure = session->lastApiError();
        const auto why = QString::fromStdString(session->lastError());
        const auto retry = std::chrono::duration_cast<std::chrono::seconds>(
            session->nextRetryIn() + std::chrono::milliseconds(999));
        switch (session->state()) {
        case client::Session::State::Connecting:
            state = tr("Connecting…");
            colour = ui::stateColor(api::InstanceState::Provisioning);
            m_banner->hideBanner();
            break;
        case client::Session::State::Live:
            state = tr("Live");
            colour = ui::stateColor(api::InstanceState::Running);
            if (session->platformProblem().empty()) {
                m_banner->hideBanner();
                m_banner->setToolTip(QString());
            } else {
                // The console's own sentence for the code (translated); the platform's words,
                // with the file and what to do, in the tooltip.
                api::ApiError problem;
                problem.kind = api::ErrorKind::Api;
                problem.httpStatus = 503;
                problem.code = session->platformProblemCode();
                m_banner->showOffline(tr("%1 What you see is current.").arg(ui::errorText(problem)),
                                      std::chrono::seconds(0));
                m_banner->setToolTip(QString::fromStdString(session->platformProblem()));
            }
            break;
        case client::Session::State::Degraded:
            state = tr("Polling");
            colour = ui::stateColor(api::InstanceState::Provisioning);
            m_banner->showStale(
                failure ? tr("Live updates are interrupted: %1 The lists are refreshed every few "
                             "seconds meanwhile.")
                              .arg(ui::errorText(*failure))
                        : tr("Live updates are interrupted (%1); the lists are refreshed every "
                             "few seconds meanwhile.")
                              .arg(why));
            break;
        case client::Session::State::Offline:
            state = tr("Offline");
            colour = ui::stateColor(api::InstanceState::Failed);
            m_banner->showOffline(
                failure ? tr("%1 The data shown is the last known.").arg(ui::errorText(*failure))
                        : tr("The platform does not answer: %1. The data shown is the last known.")
                              .arg(why),
                retry);
            break;
        }
    }
    m_stateLabel->setText(QStringLiteral("<span style=\"color:%1\">●</span> %2")
                              .arg(colour.name(), state.toHtmlEscaped()));
    m_stateLabel->setToolTip(!session ? m_connection.problem()
                             : session->lastApiError()
                                 ? ui::errorDetails(*session->lastApiError())
                                 : QString::fromStdString(session->lastError()));
}

void MainWindow::updateClock()
{
    const auto *session = m_connection.session();
    const bool show = m_connection.isBundled() && session && session->platformTime() > 0;
    m_clockLabel->setVisible(show);
    if (!show)
        return;
    m_clockLabel->setText(tr("Simulated %1").arg(ui::formatMoment(session->platformTime())));
    m_clockLabel->setToolTip(
        tr("The simulator's clock (%1)").arg(ui::timeZoneText(session->platformTime())));
    keepRoomFor(m_clockLabel);
}

void MainWindow::updateBalance()
{
    const auto *session = m_connection.session();
    const bool show = session && session->billing().account();
    m_balanceLabel->setVisible(show);
    if (!show)
        return;
    const auto &account = *session->billing().account();
    const QString currency = QString::fromStdString(account.currency);
    // What the account can spend is balance and credit: a credit alone is not "¥0.00".
    m_balanceLabel->setText(
        account.creditMicros != 0
            ? tr("Balance %1 · credit %2")
                  .arg(ui::formatMoney(account.balanceMicros, currency),
                       ui::formatMoney(account.creditMicros, currency))
            : tr("Balance %1").arg(ui::formatMoney(account.balanceMicros, currency)));
    keepRoomFor(m_balanceLabel);
    m_balanceLabel->setToolTip(
        tr("Available to spend %1 (balance and credit) · month to date %2 · burning %3/h · "
           "month-end forecast %4")
            .arg(ui::formatMoney(account.balanceMicros + account.creditMicros, currency),
                 ui::formatMoney(account.monthToDateMicros, currency),
                 ui::formatMoney(account.burnRatePerHourMicros, currency),
                 ui::formatMoney(account.forecastMonthEndMicros, currency)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == this && event->type() == QEvent::Paint && !m_painted) {
        m_painted = true;
        Q_EMIT firstPaint();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

void MainWindow::restoreWindowState()
{
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kPageKey, currentPageId());
}

QStringList MainWindow::diagnostics(const QString &platform) const
{
    // For a bug report: what runs where, never a key, a secret or a name of the user's.
    QStringList lines;
    lines << QStringLiteral("Polychip %1").arg(QString::fromLatin1(kVersion));
    lines << QStringLiteral("Qt %1 (built with %2)")
                 .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR));
    for (const std::string &library : client::ApiClient::libraryVersions())
        lines << QString::fromStdString(library);
    lines << QStringLiteral("%1, %2, %3")
                 .arg(QSysInfo::prettyProductName(), QSysInfo::currentCpuArchitecture(),
                      QGuiApplication::platformName());
    lines << QStringLiteral("Locale %1, UI language %2, scale %3")
                 .arg(QLocale().name(), QLocale().uiLanguages().value(0),
                      QString::number(devicePixelRatioF()));
    lines << QStringLiteral("Platform: %1").arg(platform);
    lines << QStringLiteral("Page: %1").arg(currentPageId());
    // The home folder holds the user's name: "~" instead.
    QString log = LogFile::defaultPath();
    if (log.startsWith(QDir::homePath() + QLatin1Char('/')))
        log.replace(0, QDir::homePath().size(), QStringLiteral("~"));
    lines << QStringLiteral("Log: %1").arg(log);
    return lines;
}

void MainWindow::showAbout()
{
    // Window-modal and asynchronous: nothing waits in a nested event loop.
    auto *box = new QMessageBox(QMessageBox::NoIcon, tr("About Polychip"), QString(),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setAttribute(Qt::WA_DeleteOnClose);
    auto *copy = box->addButton(tr("Copy diagnostics"), QMessageBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyDiagnosticsButton"));
    copy->setToolTip(tr("Copy the versions above, the system and the platform's answer for a bug "
                        "report (no key, secret or name of yours) and close"));
    // What the platform says of itself arrives later: the box shows it when it does.
    auto platform
        = std::make_shared<QString>(m_context.client ? tr("asking…") : tr("not connected"));
    QString libraries;
    for (const std::string &library : client::ApiClient::libraryVersions())
        libraries += QStringLiteral("<br>") + QString::fromStdString(library).toHtmlEscaped();
    const auto fill = [box, platform, libraries] {
        box->setText(
            tr("<h3>Polychip %1</h3><p>A console for hybrid GPU, TPU, NPU and CPU "
               "compute, with a bundled simulator of the platform.</p>")
                .arg(QString::fromLatin1(kVersion))
            + QStringLiteral("<p>Qt %1%2</p>").arg(QString::fromLatin1(qVersion()), libraries)
            + QStringLiteral("<p>") + tr("Platform: %1").arg(platform->toHtmlEscaped())
            + QStringLiteral("</p>"));
    };
    fill();
    connect(box, &QMessageBox::buttonClicked, this, [this, copy, platform](QAbstractButton *b) {
        if (b == copy)
            QGuiApplication::clipboard()->setText(diagnostics(*platform).join(QLatin1Char('\n'))
                                                  + QLatin1Char('\n'));
    });
    if (m_context.client) {
        m_context.client->call(
            client::ops::getHealth(), box, [this, platform, fill](api::Result<api::Health> health) {
                *platform
                    = health
                          ? tr("%1 %2, %3")
                                .arg(health->simulated ? tr("the simulator") : tr("a platform"),
                                     QString::fromStdString(health->version),
                                     health->status == api::HealthStatus::Degraded ? tr("degraded")
                                                                                   : tr("working"))
                          // Its code: the message may name the host or proxy.
                          : QString::fromStdString(health.error().code);
                fill();
            });
    }
    box->open();
}

} // namespace polychip::app
