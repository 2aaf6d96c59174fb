// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardpage.h"

#include "kit/billingperiod.h"

#include "dashboardexport.h"
#include "dashboardtile.h"
#include "dashboardtiles.h"
#include "dashboardwallboard.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "spendchart.h"
#include "spendpanel.h"

#include "session.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>

namespace polychip::ui {

DashboardPage::DashboardPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kDashboard), parent)
    , m_layout(new QVBoxLayout(this))
    , m_messages(new MessageBar(this))
    , m_rotation(new QTimer(this))
{
    m_layout->setContentsMargins(8, 8, 8, 8);
    m_layout->addWidget(m_messages);
    m_rotation->setObjectName(QStringLiteral("dashboardRotation"));
    m_rotation->setInterval(kWallboardPageMs);
    connect(m_rotation, &QTimer::timeout, this, &DashboardPage::showNextView);
    m_timer.setInterval(kRefreshMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (isVisible() || m_wallboard)
            refresh();
    });
    createActions();
    retranslate();
    updateActions();
}

void DashboardPage::buildContent()
{
    m_content = new QWidget(this);
    m_tiles = new DashboardTiles(m_content);
    m_spend = new SpendPanel(m_content);
    m_content->setObjectName(QStringLiteral("dashboardContent"));
    // The content is what the wallboard borrows and the PNG shows: its own background.
    m_content->setAutoFillBackground(true);
    auto *column = new QVBoxLayout(m_content);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(12);
    column->addWidget(m_tiles);
    column->addWidget(m_spend, 1);
    m_layout->addWidget(m_content, 1);

    connect(m_tiles, &DashboardTiles::navigate, this, &ConsolePage::navigate);
    connect(m_tiles, &DashboardTiles::message, m_messages, &MessageBar::showMessage);
    connect(m_spend, &SpendPanel::message, m_messages, &MessageBar::showMessage);
    connect(m_spend, &SpendPanel::reportChanged, this, &DashboardPage::updateActions);
    m_tiles->setSession(m_client, m_session.data());
    m_spend->setSession(m_client, m_session.data());
}

DashboardPage::~DashboardPage()
{
    // The wallboard is a child window: the content it borrows dies with it either way.
    if (m_wallboard)
        m_wallboard->disconnect(this);
}

void DashboardPage::createActions()
{
    const auto make
        = [this](const char *name, const QKeySequence &keys, QStyle::StandardPixmap icon) {
              auto *a = new QAction(standardIcon(this, icon), QString(), this);
              a->setObjectName(QString::fromLatin1(name));
              a->setShortcut(keys);
              addAction(a); // while the page is shown (others have F5 too)
              return a;
          };
    m_refreshAction
        = make("actionDashboardRefresh", QKeySequence(Qt::Key_F5), QStyle::SP_BrowserReload);
    connect(m_refreshAction, &QAction::triggered, this, &DashboardPage::refresh);
    m_exportCsvAction = make("actionDashboardExportCsv", QKeySequence(Qt::CTRL | Qt::Key_E),
                             QStyle::SP_DialogSaveButton);
    connect(m_exportCsvAction, &QAction::triggered, this, [this] {
        chooseFile(tr("Export Chart Data"), tr("CSV files (*.csv)"),
                   QStringLiteral("polychip-spend-%1.csv"), &DashboardPage::exportCsv);
    });
    m_exportImageAction
        = make("actionDashboardExportImage", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
               QStyle::SP_DesktopIcon);
    connect(m_exportImageAction, &QAction::triggered, this, [this] {
        chooseFile(tr("Export Dashboard"), tr("PNG images (*.png);;PDF documents (*.pdf)"),
                   QStringLiteral("polychip-dashboard-%1.png"), &DashboardPage::exportImage);
    });
    m_exportChartAction = make("actionDashboardExportChart",
                               QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E), QStyle::SP_FileIcon);
    connect(m_exportChartAction, &QAction::triggered, this, [this] {
        chooseFile(tr("Save Chart"), tr("PNG images (*.png)"),
                   QStringLiteral("polychip-chart-%1.png"), &DashboardPage::exportChartImage);
    });
    m_nextViewAction = make("actionDashboardNextView", QKeySequence(Qt::CTRL | Qt::Key_PageDown),
                            QStyle::SP_ArrowForward);
    connect(m_nextViewAction, &QAction::triggered, this, [this] {
        showNextView();
        if (m_rotation->isActive())
            m_rotation->start(); // a full turn for the chart just chosen
    });
    m_wallboardAction
        = make("actionDashboardWallboard", QKeySequence(Qt::Key_F11), QStyle::SP_TitleBarMaxButton);
    m_wallboardAction->setCheckable(true);
    connect(m_wallboardAction, &QAction::toggled, this, &DashboardPage::setWallboard);
}

QString DashboardPage::title() const
{
    return tr("Dashboard");
}

QIcon DashboardPage::icon() const
{
    return glyph(QStringLiteral("gauge"));
}

QString DashboardPage::description() const
{
    return tr("Spend by backend, chip, project and user, the month's forecast and budgets at "
              "risk.");
}

QList<QAction *> DashboardPage::pageActions() const
{
    return {m_refreshAction,     m_nextViewAction,    m_exportCsvAction,
            m_exportChartAction, m_exportImageAction, m_wallboardAction};
}

QString DashboardPage::menuTitle() const
{
    return tr("&Dashboard");
}

QList<QAction *> DashboardPage::toolBarActions() const
{
    return {m_refreshAction, m_exportCsvAction};
}

DashboardTile *DashboardPage::tile(const QString &name) const
{
    return tiles()->tile(name);
}

SpendChart *DashboardPage::spendChart() const
{
    return spendPanel()->chart();
}

void DashboardPage::setContext(const PageContext &context)
{
    if (context.client != m_client || context.session != m_session)
        setSession(context.client, context.session);
}

void DashboardPage::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client && session ? client : nullptr;
    m_session = client ? session : nullptr;
    m_live = m_session && m_session->state() == client::Session::State::Live;
    if (isBuilt()) { // else buildContent() gives it
        m_tiles->setSession(m_client, m_session.data());
        m_spend->setSession(m_client, m_session.data());
    }
    if (m_session) {
        connect(m_session.data(), &client::Session::stateChanged, this,
                [this](client::Session::State state) {
                    const bool live = state == client::Session::State::Live;
                    // Back after an outage: what was missed meanwhile.
                    if (live && !m_live) {
                        m_stale = true;
                        if (isVisible() || m_wallboard)
                            refresh();
                    }
                    m_live = live;
                });
    }
    m_lastAccount.reset();
    if (m_session && m_session->billing().account())
        m_lastAccount = Seen{m_session->billing().account()->asOf,
                             m_session->billing().account()->monthToDateMicros};
    if (m_session)
        connect(&m_session->billing(), &client::BillingStore::accountChanged, this,
                &DashboardPage::followAccount);
    m_stale = true;
    if (m_session && (isVisible() || m_wallboard))
        refresh();
    updateActions();
}

void DashboardPage::followAccount()
{
    const auto &account = m_session->billing().account();
    if (!account)
        return;
    // Spend never shrinks and time never runs back, unless the platform's state was replaced
    // (a simulator's scenario loaded, or reset): what was fetched describes another account.
    const bool replaced = m_lastAccount
                          && (account->asOf < m_lastAccount->asOf
                              || (account->monthToDateMicros < m_lastAccount->monthToDateMicros
                                  && monthStartUtc(account->asOf.unixSeconds)
                                         == monthStartUtc(m_lastAccount->asOf.unixSeconds)));
    m_lastAccount = Seen{account->asOf, account->monthToDateMicros};
    if (!replaced || !isBuilt())
        return;
    m_tiles->setSession(m_client, m_session.data()); // forgets what it fetched
    m_stale = true;
    if (isVisible() || m_wallboard)
        refresh();
}

void DashboardPage::refresh()
{
    m_stale = false;
    m_lastRefresh.start();
    if (!m_session)
        return;
    ensureBuilt();
    m_tiles->refresh();
    m_spend->refresh();
}

void DashboardPage::showEvent(QShowEvent *event)
{
    ConsolePage::showEvent(event);
    m_timer.start();
    if (m_stale || !m_lastRefresh.isValid() || m_lastRefresh.hasExpired(kRefreshMs))
        refresh();
}

void DashboardPage::hideEvent(QHideEvent *event)
{
    // The wallboard keeps it going while the window shows another page.
    if (!m_wallboard)
        m_timer.stop();
    ConsolePage::hideEvent(event);
}

void DashboardPage::chooseFile(const QString &title,
                               const QString &filters,
                               const QString &name,
                               void (DashboardPage::*write)(const QString &))
{
    // Asynchronous: no nested event loop while the chooser is open.
    auto *dialog = new QFileDialog(
        this, title, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation), filters);
    dialog->setObjectName(QStringLiteral("dashboardExportDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QFileInfo(name).suffix());
    // Named after the platform's time, as the image's caption says "as of".
    dialog->selectFile(name.arg(
        fileStamp(m_session ? m_session->platformNow() : QDateTime::currentSecsSinceEpoch())));
    // A name typed without a suffix gets the chosen filter's (PNG or PDF).
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog](const QString &filter) {
        static const QRegularExpression suffix(QStringLiteral("\\*\\.(\\w+)"));
        if (const auto match = suffix.match(filter); match.hasMatch())
            dialog->setDefaultSuffix(match.captured(1));
    });
    connect(dialog, &QFileDialog::fileSelected, this, write);
    dialog->open();
}

void DashboardPage::exportCsv(const QString &path)
{
    const QString text = spendPanel()->csv();
    if (text.isEmpty()) {
        finishExport(path, tr("the chart has no data yet"));
        return;
    }
    runInBackground(
        this,
        [path, text] {
            QString error;
            return writeTextFile(path, text, &error) ? QString() : error;
        },
        [this, path](const QString &error) { finishExport(path, error); });
}

void DashboardPage::exportImage(const QString &path)
{
    writeImage(content(), tr("Polychip dashboard"), path);
}

void DashboardPage::exportChartImage(const QString &path)
{
    writeImage(spendPanel()->currentChart(), tr("Polychip chart"), path);
}

void DashboardPage::writeImage(QWidget *widget, const QString &title, const QString &path)
{
    // Grabbed here (widgets are the GUI thread's), encoded and written on a pool thread. The
    // file says what it is, of which range and as of when: it is read later, elsewhere.
    const std::int64_t now
        = m_session ? m_session->platformNow() : QDateTime::currentSecsSinceEpoch();
    const QString asOf = tr("As of %1").arg(formatMoment(now));
    const QImage image
        = withCaption(widget->grab().toImage(), {title, spendPanel()->shownText(), asOf}, font(),
                      palette().color(QPalette::WindowText), palette().color(QPalette::Window));
    runInBackground(
        this,
        [path, image] {
            QString error;
            return writeImageFile(path, image, &error) ? QString() : error;
        },
        [this, path](const QString &error) { finishExport(path, error); });
}

void DashboardPage::showNextView()
{
    SpendPanel *spend = spendPanel();
    spend->setView(SpendPanel::View((int(spend->view()) + 1) % SpendPanel::kViews));
}

void DashboardPage::finishExport(const QString &path, const QString &error)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (error.isEmpty())
        m_messages->showMessage(tr("Saved %1").arg(shown), false);
    else
        m_messages->showMessage(tr("Could not save %1: %2").arg(shown, error), true);
    Q_EMIT exported(path, error);
}

bool DashboardPage::isWallboard() const
{
    return m_wallboard != nullptr;
}

void DashboardPage::setWallboard(bool on)
{
    if (on == isWallboard()) {
        m_wallboardAction->setChecked(on);
        return;
    }
    if (on) {
        m_wallboard = new DashboardWallboard(content(), this);
        m_wallboard->addActions(pageActions()); // F5, F11 and the exports work there too
        connect(m_wallboard.data(), &DashboardWallboard::left, this,
                [this] { setWallboard(false); });
        m_wallboard->showOn(window()->screen()); // the screen the console is on
        m_timer.start();
        m_rotation->start();
    } else {
        DashboardWallboard *board = m_wallboard.data();
        m_wallboard = nullptr;
        board->disconnect(this);
        if (QWidget *content = board->takeContent()) {
            m_layout->addWidget(content, 1);
            content->show();
        }
        m_rotation->stop();
        board->hide();
        board->deleteLater();
        if (!isVisible())
            m_timer.stop();
    }
    m_wallboardAction->setChecked(on);
}

void DashboardPage::updateActions()
{
    const bool connected = m_session != nullptr;
    m_refreshAction->setEnabled(connected);
    const bool data = m_spend && !m_spend->csv().isEmpty();
    m_exportCsvAction->setEnabled(data);
    m_exportChartAction->setEnabled(data);
}

void DashboardPage::retranslate()
{
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setToolTip(tr("Fetch today's spend and the chart again (F5)"));
    m_refreshAction->setStatusTip(tr("Fetch today's spend and the spend chart from the platform "
                                     "again"));
    m_exportCsvAction->setText(tr("Export Chart Data as &CSV…"));
    m_exportCsvAction->setToolTip(tr("Save the chart's figures as CSV (Ctrl+E)"));
    m_exportCsvAction->setStatusTip(tr("Save the figures of the chart shown as a CSV file: "
                                       "money exact to the micro-unit"));
    m_exportImageAction->setText(tr("Export Dashboard as &PNG or PDF…"));
    m_exportImageAction->setToolTip(tr("Save the dashboard as a picture (Ctrl+Shift+E)"));
    m_exportImageAction->setStatusTip(tr("Save the dashboard as it is shown as a PNG image or a "
                                         "PDF document"));
    m_exportChartAction->setText(tr("Save C&hart as PNG…"));
    m_exportChartAction->setToolTip(tr("Save the chart shown as a picture (Ctrl+Alt+E)"));
    m_exportChartAction->setStatusTip(tr("Save the chart shown, with its legend, as a PNG "
                                         "image"));
    m_nextViewAction->setText(tr("&Next Chart"));
    m_nextViewAction->setToolTip(tr("Show the next chart: spend, throughput, cost per 1M "
                                    "tokens, savings (Ctrl+PgDown)"));
    m_nextViewAction->setStatusTip(tr("Show the next of the dashboard's charts; the wallboard "
                                      "turns to the next one by itself every 20 seconds"));
    m_wallboardAction->setText(tr("&Wallboard"));
    m_wallboardAction->setToolTip(tr("Show the dashboard full screen in large type, turning "
                                     "through its charts (F11; Esc leaves)"));
    m_wallboardAction->setStatusTip(tr("Show the dashboard full screen in a window of its own, "
                                       "for a screen on the wall"));
    Q_EMIT describedChanged();
}

void DashboardPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ConsolePage::changeEvent(event);
}

} // namespace polychip::ui
