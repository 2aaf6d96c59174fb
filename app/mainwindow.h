// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "firststartdialog.h"
#include "kit/consolepage.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace polychip::ui {
class OfflineBanner;
} // namespace polychip::ui

namespace polychip::app {

class AlertNotifier;
class UserGuideDialog;

class Connection;
class ProfileStore;

/** The console's main window. It hosts the pages (ui::ConsolePage, added with addPage(); a
 *  sidebar picks one) and builds the sidebar, the View menu, the shown page's menu, the toolbar
 *  and the command palette from them; it never names a page. Around them it shows the connection:
 *  the offline banner, the status bar (state, profile, simulated clock, balance) and the
 *  Connection menu. Geometry, dock/toolbar state and the last page are remembered. */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// `profiles`: where the simulator identity chosen in the Connection menu is kept.
    MainWindow(Connection &connection, ProfileStore &profiles, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Adds a page after the others (the window owns it); the first nine get Ctrl+1...Ctrl+9.
    void addPage(ui::ConsolePage *page);
    /// Builds the content of the pages not shown yet, then starts every page, once (Settings
    /// connects with the profile in use: the offline simulator on first run). Later calls do
    /// nothing.
    void start();
    /// start() once the window has been painted: the first frame waits neither for the
    /// connection (whose first answers would otherwise be handled before it) nor for the
    /// pages it does not show, which are built one per turn of the event loop after it. A
    /// window that is not painted within kStartAnywayMs (minimised, never exposed) is started
    /// then.
    void startAfterFirstPaint();
    static constexpr int kStartAnywayMs = 1000;

    /// On the first start ever (Preferences::firstStartDone()), asks what the user is here for
    /// once the window is painted, and begins as they answer (beginAs()). Asked once, whatever
    /// the answer.
    void askPurposeOnFirstStart();
    /// Shows `text` in a warning box (not waited for) once the window is painted; `then` runs
    /// when it is closed.
    void warnOnceShown(const QString &text, std::function<void()> then = {});
    /// Signs in to the bundled simulator as the purpose's role (kept with the profile, as the
    /// Connection menu does) and opens its page, also at the next starts.
    void beginAs(Purpose purpose);

    /// Shows the page `id` if it is available with the current connection.
    void showPage(const QString &id);
    QString currentPageId() const;
    /// Every action of the window and its pages, for the command palette.
    QList<QAction *> allActions() const;
    /// Opens the command palette (Ctrl+K).
    void showCommandPalette();
    /// Builds the current page first (see ConsolePage::ensureBuilt()).
    void setVisible(bool visible) override;

Q_SIGNALS:
    /// Emitted once, when the window is first painted (for ui.first_paint_ms).
    void firstPaint();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** A page and what the window made for it. */
    struct PageEntry
    {
        ui::ConsolePage *page = nullptr;
        QListWidgetItem *item = nullptr; ///< in the sidebar
        QAction *goTo = nullptr;         ///< "Go to <title>" in the View menu
        QMenu *menu = nullptr;           ///< its actions, in the menu bar while it is shown
    };

    void createShell();
    void createActions();
    void createStatusBar();
    void retranslate();
    void describe(const PageEntry &entry);
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();
    /// Lines for a bug report: versions, system, `platform` (its health), the page shown.
    QStringList diagnostics(const QString &platform) const;
    void showShortcuts();
    void showUserGuide();
    void showPreferences();
    /// Builds the next page not built yet and comes back in the next turn; starts when all are.
    void buildNextThenStart();
    void onPageChanged(int index);
    void onNavigate(const QString &pageId, const QVariantMap &arguments);
    void updateContext();
    void applyContext(const ui::PageContext &context);
    /// The next page of m_contextPending takes m_context, unless a newer context (`round`)
    /// replaced it.
    void giveNextContext(int round);
    /// `page` takes m_context now if it was still to.
    void giveContextNow(ui::ConsolePage *page);
    void onSessionStarted();
    void onSessionClosing();
    void updateConnectionStatus();
    void updateClock();
    void updateBalance();
    const PageEntry *entry(const QString &id) const;

    Connection &m_connection;
    ProfileStore &m_profiles;
    std::vector<PageEntry> m_entries;
    ui::PageContext m_context;
    /// The pages still to take m_context (applyContext()), in order, and which context that is.
    std::vector<ui::ConsolePage *> m_contextPending;
    int m_contextRound = 0;
    /// The page the last run ended on, until it is shown or the connection says it is not
    /// offered (the Simulator page is offered only once connected to a simulator).
    QString m_pageToRestore;
    QListWidget *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    ui::OfflineBanner *m_banner = nullptr;
    QToolBar *m_toolBar = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_pageMenusEnd = nullptr; ///< the shown page's menu goes before this (Connection)
    QMenu *m_connectionMenu = nullptr;
    QMenu *m_roleMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_guideAction = nullptr;
    QPointer<QDialog> m_shortcuts;     ///< Help → Keyboard shortcuts, while open
    QPointer<UserGuideDialog> m_guide; ///< Help → User guide, while open
    QPointer<QDialog> m_preferences;   ///< File → Preferences, while open
    QAction *m_paletteAction = nullptr;
    QAction *m_pagesSeparator = nullptr; ///< in the View menu, after the pages' entries
    QAction *m_reconnectAction = nullptr;
    QAction *m_defaultDirAction = nullptr; ///< offered when the simulator's folder is unusable
    QActionGroup *m_roleGroup = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_profileLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QLabel *m_balanceLabel = nullptr;
    AlertNotifier *m_alerts; ///< the platform's warnings on the desktop while in the background
    bool m_painted = false;
    bool m_started = false;
    int m_shownPage = -1; ///< the page whose actions the menu bar and the toolbar show
};

} // namespace polychip::app
