// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "comingpage.h"
#include "commandpalette.h"
#include "connection.h"
#include "displaytext.h"
#include "instancespage.h"
#include "offlinebanner.h"
#include "polychip/version.h"
#include "profiles.h"
#include "settingspage.h"
#include "templatespage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

namespace polychip::app {

namespace {
const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kPageKey = QStringLiteral("mainWindow/page");

constexpr api::Role kRoles[]
    = {api::Role::Admin, api::Role::Developer, api::Role::Manager, api::Role::Trainee};

} // namespace

MainWindow::MainWindow(Connection &connection,
                       ProfileStore &profiles,
                       SecretStore &secrets,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_connection(connection)
    , m_profiles(profiles)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/polychip.svg")));
    m_settings = new SettingsPage(profiles, secrets, this);
    connect(m_settings, &SettingsPage::profileChosen, this, &MainWindow::applyProfile);
    connect(m_settings, &SettingsPage::profileFailed, this, [this](const QString &why) {
        m_banner->showOffline(why, std::chrono::seconds(0));
        showPage(Settings);
    });
    createPages();
    createActions();
    createStatusBar();

    connect(&m_connection, &Connection::aboutToClose, this, &MainWindow::onSessionClosing);
    connect(&m_connection, &Connection::sessionStarted, this, &MainWindow::onSessionStarted);
    connect(&m_connection, &Connection::problemChanged, this, [this] {
        m_instances->setConnectionProblem(m_connection.problem());
        updateConnectionStatus();
    });
    connect(&m_connection, &Connection::notice, this,
            [this](const QString &text) { statusBar()->showMessage(text, 10'000); });
    connect(m_banner, &ui::OfflineBanner::retryRequested, this, &MainWindow::retryNow);
    if (m_connection.session())
        onSessionStarted();

    installEventFilter(this);
    retranslate();
    resize(1280, 800);
    restoreWindowState();
    updateConnectionStatus();
}

MainWindow::~MainWindow()
{
    // The pages must not outlive their view of the session.
    onSessionClosing();
}

void MainWindow::createPages()
{
    m_sidebar = new QListWidget(this);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->setIconSize(QSize(20, 20));
    m_sidebar->setSpacing(2);
    m_sidebar->setFixedWidth(180);
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_banner = new ui::OfflineBanner(this);
    m_instances = new ui::InstancesPage(this);
    connect(m_instances, &ui::InstancesPage::templatesRequested, this,
            [this] { showPage(Templates); });
    m_templates = new ui::TemplatesPage(this);
    // A launch ends on the new instance's details.
    connect(m_templates, &ui::TemplatesPage::launched, this, [this](const std::string &id) {
        showPage(Instances);
        m_instances->selectInstance(id);
    });
    connect(m_instances, &ui::InstancesPage::launchFromSnapshotRequested, m_templates,
            &ui::TemplatesPage::openWizardFromSnapshot);

    const QStyle *s = style();
    const QIcon icons[PageCount] = {
        s->standardIcon(QStyle::SP_ComputerIcon),
        s->standardIcon(QStyle::SP_DriveNetIcon),
        s->standardIcon(QStyle::SP_FileDialogContentsView),
        s->standardIcon(QStyle::SP_FileDialogListView),
        s->standardIcon(QStyle::SP_DialogApplyButton),
        s->standardIcon(QStyle::SP_MediaPlay),
        s->standardIcon(QStyle::SP_FileDialogDetailedView),
    };
    m_coming.assign(PageCount, nullptr);
    for (int p = 0; p < PageCount; ++p) {
        QWidget *page = nullptr;
        if (p == Instances) {
            page = m_instances;
        } else if (p == Templates) {
            page = m_templates;
        } else if (p == Settings) {
            page = m_settings;
        } else {
            m_coming[std::size_t(p)] = new ui::ComingPage(QString(), QString(), this);
            page = m_coming[std::size_t(p)];
        }
        m_pages->addWidget(page);
        auto *item = new QListWidgetItem(icons[p], QString(), m_sidebar);
        item->setSizeHint(QSize(0, 36));
    }
    connect(m_sidebar, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(0);
    rightLayout->addWidget(m_banner);
    rightLayout->addWidget(m_pages, 1);
    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_sidebar);
    layout->addWidget(right, 1);
    setCentralWidget(central);
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    // Explicit: platform themes without a Quit binding (offscreen, some desktops) leave it empty.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

    m_viewMenu = menuBar()->addMenu(QString());
    for (int p = 0; p < PageCount; ++p) {
        auto *a = m_viewMenu->addAction(QString());
        a->setObjectName(QStringLiteral("actionPage%1").arg(p));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + p)));
        connect(a, &QAction::triggered, this, [this, p] { showPage(Page(p)); });
        m_pageActions.push_back(a);
    }
    m_viewMenu->addSeparator();
    m_paletteAction = m_viewMenu->addAction(QString());
    m_paletteAction->setObjectName(QStringLiteral("actionCommandPalette"));
    m_paletteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_paletteAction, &QAction::triggered, this, &MainWindow::showCommandPalette);

    m_instancesMenu = menuBar()->addMenu(QString());
    m_instancesMenu->addActions(m_templates->pageActions());
    m_instancesMenu->addSeparator();
    m_instancesMenu->addActions(m_instances->pageActions());

    m_connectionMenu = menuBar()->addMenu(QString());
    m_reconnectAction = m_connectionMenu->addAction(QString());
    m_reconnectAction->setObjectName(QStringLiteral("actionReconnect"));
    connect(m_reconnectAction, &QAction::triggered, this, &MainWindow::retryNow);
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
                m_settings->reload();
            }
            m_connection.useBundled(role);
        });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    const QStyle *s = style();
    const std::pair<const char *, QStyle::StandardPixmap> toolActions[] = {
        {"actionStartInstance", QStyle::SP_MediaPlay},
        {"actionStopInstance", QStyle::SP_MediaStop},
        {"actionSleepInstance", QStyle::SP_MediaPause},
        {"actionWakeInstance", QStyle::SP_MediaSeekForward},
        {"actionSnapshotInstance", QStyle::SP_DialogSaveButton},
        {"actionDeleteInstance", QStyle::SP_TrashIcon},
        {"actionSwitchBackend", QStyle::SP_ArrowForward},
        {"actionRefreshInstances", QStyle::SP_BrowserReload},
    };
    for (const auto &[name, icon] : toolActions) {
        for (QAction *a : m_instances->pageActions()) {
            if (a->objectName() == QLatin1String(name)) {
                a->setIcon(s->standardIcon(icon));
                m_toolBar->addAction(a);
            }
        }
    }
    // The toolbar's instance actions work while the Instances page is shown.
    connect(m_pages, &QStackedWidget::currentChanged, this,
            [this](int page) { m_toolBar->setEnabled(page == Instances); });
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
    const QString pageNames[PageCount]
        = {tr("Dashboard"), tr("Instances"), tr("Templates"), tr("Catalog"),
           tr("Billing"),   tr("Simulator"), tr("Settings")};
    const QString coming[PageCount] = {
        tr("Spend by backend, chip, project and user, budgets, forecasts and savings."),
        QString(),
        tr("A gallery of templates with prices per backend, and the launch wizard."),
        tr("Accelerators, models and datasets, with capacity and prices."),
        tr("Invoices, usage and budgets of the organisation."),
        tr("The simulator's clock, faults, scenarios and lessons."),
        QString(),
    };
    for (int p = 0; p < PageCount; ++p) {
        m_sidebar->item(p)->setText(pageNames[p]);
        m_pageActions[std::size_t(p)]->setText(tr("Go to %1").arg(pageNames[p]));
        m_pageActions[std::size_t(p)]->setStatusTip(tr("Show the %1 page").arg(pageNames[p]));
        if (auto *page = m_coming[std::size_t(p)]) {
            page->setTitle(pageNames[p]);
            page->setDescription(coming[p]);
        }
    }
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the console"));
    m_viewMenu->setTitle(tr("&View"));
    m_paletteAction->setText(tr("Command &palette…"));
    m_paletteAction->setStatusTip(tr("Find and run any action by name"));
    m_instancesMenu->setTitle(tr("&Instances"));
    m_connectionMenu->setTitle(tr("&Connection"));
    m_reconnectAction->setText(tr("&Reconnect now"));
    m_reconnectAction->setStatusTip(tr("Connect to the platform again without waiting"));
    m_roleMenu->setTitle(tr("Simulator &identity"));
    m_roleMenu->setToolTip(tr("Which user of org-a the offline simulator signs you in as"));
    for (auto *a : m_roleGroup->actions()) {
        const auto role = api::Role(a->data().toInt());
        a->setText(ui::roleText(role));
        a->setStatusTip(
            tr("Use the simulator as org-a's user with the %1 role").arg(ui::roleText(role)));
    }
    m_helpMenu->setTitle(tr("&Help"));
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
    for (auto *a : m_pageActions)
        list << a;
    list << m_templates->pageActions();
    list << m_instances->pageActions();
    list << m_reconnectAction;
    list << m_roleGroup->actions();
    list << m_aboutAction << m_quitAction;
    return list;
}

void MainWindow::showCommandPalette()
{
    auto *palette = new ui::CommandPalette(allActions(), this);
    palette->setObjectName(QStringLiteral("commandPalette"));
    palette->show();
}

void MainWindow::showPage(Page page)
{
    if (page < 0 || page >= PageCount)
        return;
    m_sidebar->setCurrentRow(page);
}

MainWindow::Page MainWindow::currentPage() const
{
    return Page(m_pages->currentIndex());
}

void MainWindow::retryNow()
{
    if (auto *session = m_connection.session())
        session->refresh();
    else if (m_connection.isBundled())
        m_connection.useBundled(m_connection.bundledRole());
}

void MainWindow::start()
{
    m_settings->use(m_profiles.ensureDefault());
}

void MainWindow::applyProfile(const ConnectionProfile &profile, const QString &secret)
{
    m_profileName = profile.name;
    if (profile.kind == ConnectionProfile::Kind::Bundled) {
        m_connection.useBundled(profile.role);
    } else {
        client::TransportOptions transport;
        transport.caFile = profile.caFile.toStdString();
        transport.pinnedPublicKey = profile.pinnedPublicKey.toStdString();
        transport.proxy = profile.proxy.toStdString();
        m_connection.useRemote(client::Endpoint{profile.baseUrl.toStdString(),
                                                profile.keyId.toStdString(), secret.toStdString(),
                                                transport});
    }
    updateConnectionStatus();
}

void MainWindow::onSessionStarted()
{
    auto *session = m_connection.session();
    m_instances->setSession(m_connection.client(), session);
    m_templates->setSession(m_connection.client(), session);
    connect(session, &client::Session::stateChanged, this, &MainWindow::updateConnectionStatus);
    // Each new attempt restarts the banner's countdown.
    connect(session, &client::Session::retryScheduled, this, &MainWindow::updateConnectionStatus);
    connect(session, &client::Session::metricsUpdated, this, &MainWindow::updateClock);
    connect(session, &client::Session::accountChanged, this, [this] {
        updateBalance();
        updateClock();
    });
    updateConnectionStatus();
    updateClock();
    updateBalance();
}

void MainWindow::onSessionClosing()
{
    m_instances->setSession(nullptr, nullptr);
    m_templates->setSession(nullptr, nullptr);
}

void MainWindow::updateConnectionStatus()
{
    const auto *session = m_connection.session();
    for (auto *a : m_roleGroup->actions()) {
        a->setEnabled(m_connection.isBundled());
        a->setChecked(m_connection.isBundled()
                      && api::Role(a->data().toInt()) == m_connection.bundledRole());
    }
    const QString profile = m_profileName.isEmpty() ? tr("No profile") : m_profileName;
    m_profileLabel->setText(m_connection.isBundled() ? tr("%1 · %2").arg(
                                profile, ui::roleText(m_connection.bundledRole()))
                                                     : profile);
    QString state;
    QColor colour;
    if (!m_connection.problem().isEmpty()) {
        state = tr("Not connected");
        colour = ui::stateColor(api::InstanceState::Failed);
        m_banner->showOffline(m_connection.problem(), std::chrono::seconds(0));
    } else if (!session) {
        state = tr("Connecting…");
        colour = ui::stateColor(api::InstanceState::Provisioning);
        m_banner->hideBanner();
    } else {
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
            m_banner->hideBanner();
            break;
        case client::Session::State::Degraded:
            state = tr("Polling");
            colour = ui::stateColor(api::InstanceState::Provisioning);
            m_banner->showStale(tr("Live updates are interrupted (%1); the lists are refreshed "
                                   "every few seconds meanwhile.")
                                    .arg(why));
            break;
        case client::Session::State::Offline:
            state = tr("Offline");
            colour = ui::stateColor(api::InstanceState::Failed);
            m_banner->showOffline(tr("The platform does not answer: %1. The data shown is the "
                                     "last known.")
                                      .arg(why),
                                  retry);
            break;
        }
    }
    m_stateLabel->setText(QStringLiteral("<span style=\"color:%1\">●</span> %2")
                              .arg(colour.name(), state.toHtmlEscaped()));
    m_stateLabel->setToolTip(session ? QString::fromStdString(session->lastError())
                                     : m_connection.problem());
}

void MainWindow::updateClock()
{
    const auto *session = m_connection.session();
    const bool show = m_connection.isBundled() && session && session->platformTime() > 0;
    m_clockLabel->setVisible(show);
    if (!show)
        return;
    const auto when = QDateTime::fromSecsSinceEpoch(session->platformTime(), Qt::UTC);
    m_clockLabel->setText(tr("Simulated %1").arg(QLocale().toString(when, QLocale::ShortFormat)));
    m_clockLabel->setToolTip(tr("The simulator's clock (UTC)"));
}

void MainWindow::updateBalance()
{
    const auto *session = m_connection.session();
    const bool show = session && session->account();
    m_balanceLabel->setVisible(show);
    if (!show)
        return;
    const auto &account = *session->account();
    const QString currency = QString::fromStdString(account.currency);
    m_balanceLabel->setText(tr("Balance %1").arg(ui::formatMoney(account.balanceMicros, currency)));
    m_balanceLabel->setToolTip(tr("Month to date %1 · burning %2/h · month-end forecast %3")
                                   .arg(ui::formatMoney(account.monthToDateMicros, currency),
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
    showPage(Page(std::clamp(settings.value(kPageKey, int(Instances)).toInt(), 0, PageCount - 1)));
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kPageKey, int(currentPage()));
}

void MainWindow::showAbout()
{
    // Window-modal and asynchronous: nothing waits in a nested event loop.
    auto *box = new QMessageBox(QMessageBox::NoIcon, tr("About Polychip"),
                                tr("<h3>Polychip %1</h3><p>A console for hybrid GPU, TPU, NPU and "
                                   "CPU compute, with a bundled simulator of the platform.</p>")
                                    .arg(QString::fromLatin1(kVersion)),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace polychip::app
