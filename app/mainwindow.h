// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace polychip::ui {
class ComingPage;
class InstancesPage;
class TemplatesPage;
class OfflineBanner;
} // namespace polychip::ui

namespace polychip::app {

class Connection;
struct ConnectionProfile;
class ProfileStore;
class SecretStore;
class SettingsPage;

/** The console's main window. It hosts the pages (a sidebar picks one) and wires them to the
 *  connection; the pages own their models and behaviour. Geometry, dock/toolbar state and the
 *  last page are remembered. */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    /// The pages, in the sidebar's order (Ctrl+1...Ctrl+7).
    enum Page { Dashboard, Instances, Templates, Catalog, Billing, Simulator, Settings, PageCount };
    Q_ENUM(Page)

    MainWindow(Connection &connection,
               ProfileStore &profiles,
               SecretStore &secrets,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Connects with the current profile (the offline simulator on first run).
    void start();

    void showPage(Page page);
    Page currentPage() const;
    ui::InstancesPage *instancesPage() const { return m_instances; }
    /// Every action of the window and its pages, for the command palette.
    QList<QAction *> allActions() const;
    /// Opens the command palette (Ctrl+K).
    void showCommandPalette();

Q_SIGNALS:
    /// Emitted once, when the window is first painted (for ui.first_paint_ms).
    void firstPaint();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createPages();
    void createActions();
    void createStatusBar();
    void retranslate();
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();
    void retryNow();
    void applyProfile(const ConnectionProfile &profile, const QString &secret);
    void onSessionStarted();
    void onSessionClosing();
    void updateConnectionStatus();
    void updateClock();
    void updateBalance();

    Connection &m_connection;
    ProfileStore &m_profiles;
    QString m_profileName;
    QListWidget *m_sidebar = nullptr;
    QStackedWidget *m_pages = nullptr;
    ui::OfflineBanner *m_banner = nullptr;
    ui::InstancesPage *m_instances = nullptr;
    ui::TemplatesPage *m_templates = nullptr;
    std::vector<ui::ComingPage *> m_coming; ///< indexed like Page; null for built pages
    SettingsPage *m_settings = nullptr;
    QToolBar *m_toolBar = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_instancesMenu = nullptr;
    QMenu *m_connectionMenu = nullptr;
    QMenu *m_roleMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_paletteAction = nullptr;
    QAction *m_reconnectAction = nullptr;
    QActionGroup *m_roleGroup = nullptr;
    std::vector<QAction *> m_pageActions;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_profileLabel = nullptr;
    QLabel *m_clockLabel = nullptr;
    QLabel *m_balanceLabel = nullptr;
    bool m_painted = false;
};

} // namespace polychip::app
