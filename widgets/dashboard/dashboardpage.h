// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include "api/types.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <optional>

class QVBoxLayout;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class DashboardTile;
class DashboardTiles;
class DashboardWallboard;
class MessageBar;
class SpendChart;
class SpendPanel;

/**
 * The Dashboard: what runs and what it costs now, the spend today, this month and its
 * forecast, the funds left, the budgets at risk, and this month's idle cost and what sleep and
 * the choice of chips saved (tiles that open the page behind each figure), the throughput per
 * backend with the month's cost per million tokens, and a chart over time: the spend by
 * backend, chip, user or label, or per backend the throughput or the cost per million tokens,
 * or the savings. The account's figures follow every billing tick; the usage reports and
 * insights are fetched when the page is shown, then every minute while it is, and on F5.
 * The chart's data exports as CSV and the chart as PNG, the whole dashboard as PNG (or PDF),
 * and F11 shows it full screen on a wallboard that turns through the charts.
 */
class DashboardPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardPage)

public:
    /// How often the usage reports are fetched again while the page is shown.
    static constexpr int kRefreshMs = 60'000;
    /// How long the wallboard shows one chart before the next ("dashboardRotation").
    static constexpr int kWallboardPageMs = 20'000;

    explicit DashboardPage(QWidget *parent = nullptr);
    ~DashboardPage() override;

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QString menuTitle() const override;
    QList<QAction *> toolBarActions() const override;
    void setContext(const PageContext &context) override;

    /// Fetches today's spend, the month's insights and the chart's report again.
    void refresh();
    /// Writes the chart's data as CSV to `path` (off the GUI thread); exported() when done.
    void exportCsv(const QString &path);
    /// Writes the dashboard as seen to `path`: PDF for ".pdf", else PNG; exported() when done.
    void exportImage(const QString &path);
    /// Writes the chart shown as PNG to `path`; exported() when done.
    void exportChartImage(const QString &path);
    /// Shows the next chart (spend, throughput, cost per 1M tokens, savings, and round).
    void showNextView();
    /// Shows the dashboard full screen in a window of its own (Esc leaves), or back here.
    void setWallboard(bool on);
    bool isWallboard() const;

    DashboardTile *tile(const QString &name) const;
    DashboardTiles *tiles() const { return built(m_tiles); }
    SpendPanel *spendPanel() const { return built(m_spend); }
    SpendChart *spendChart() const;
    MessageBar *messageBar() const { return m_messages; }
    QWidget *content() const { return built(m_content); }

Q_SIGNALS:
    /// Emitted when an export ended: `path` written, or `error` why not (empty on success).
    void exported(const QString &path, const QString &error);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    /// The tiles and the chart: after the first paint unless the Dashboard is the page shown.
    void buildContent() override;

private:
    void setSession(client::ApiClient *client, client::Session *session);
    void createActions();
    void chooseFile(const QString &title,
                    const QString &filters,
                    const QString &name,
                    void (DashboardPage::*write)(const QString &));
    /// Writes `widget` as a picture under a caption: `title`, what the chart shows, as of when.
    void writeImage(QWidget *widget, const QString &title, const QString &path);
    void finishExport(const QString &path, const QString &error);
    void updateActions();
    /// Every account update: a replaced platform state refetches everything.
    void followAccount();
    void retranslate();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    bool m_live = false; ///< the session was Live at its last state change
    bool m_stale = true; ///< fetch when next shown
    QElapsedTimer m_lastRefresh;
    /** The account's time and month to date when last seen. */
    struct Seen
    {
        api::Timestamp asOf;
        std::int64_t monthToDateMicros = 0;
    };
    std::optional<Seen> m_lastAccount;
    QTimer m_timer;
    QVBoxLayout *m_layout;
    MessageBar *m_messages;
    QWidget *m_content = nullptr;
    DashboardTiles *m_tiles = nullptr;
    SpendPanel *m_spend = nullptr;
    QTimer *m_rotation; ///< the wallboard's turn to the next chart
    QPointer<DashboardWallboard> m_wallboard;
    QAction *m_refreshAction = nullptr;
    QAction *m_exportCsvAction = nullptr;
    QAction *m_exportImageAction = nullptr;
    QAction *m_exportChartAction = nullptr;
    QAction *m_nextViewAction = nullptr;
    QAction *m_wallboardAction = nullptr;
};

} // namespace polychip::ui
