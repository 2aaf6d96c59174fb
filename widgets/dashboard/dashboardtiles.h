// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "latestanswers.h"

#include "api/result.h"
#include "api/types.h"

#include <QPointer>
#include <QTimer>
#include <QTimeZone>
#include <QVariantMap>
#include <QWidget>

#include <cstdint>
#include <optional>

class QLabel;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class DashboardTile;

/**
 * The Dashboard's figures as tiles: what runs ("running"), the burn rate ("burn"), the spend
 * today ("today", from a usage report since 00:00 UTC of the platform's day), the month to date
 * ("month"), its forecast ("forecast"), the funds left ("funds"), the budgets at risk
 * ("budgets"), and this month's idle cost ("idle"), sleep savings ("savings") and savings by
 * chip choice against the platform's reference ("chips"), all three from the platform's
 * insights; and under them the throughput per backend now with the month's cost per
 * million tokens ("throughputLine"). The account's figures follow every billing tick; today's
 * spend and the month's insights are fetched by refresh() (and again when the platform's day,
 * or month, changes). A tile's activation asks for the page behind the figure.
 */
class DashboardTiles final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardTiles)

public:
    explicit DashboardTiles(QWidget *parent = nullptr);

    /// Both null while not connected. Does not fetch: refresh() does.
    void setSession(client::ApiClient *client, client::Session *session);
    /// Fetches today's spend and the month's insights again.
    void refresh();
    /// Fetches today's spend again.
    void refreshToday();
    /// Fetches the month's insights (idle cost, sleep savings, cost per 1M tokens) again.
    void refreshInsights();

    /// By name: running, burn, today, month, forecast, funds, budgets, idle, savings.
    DashboardTile *tile(const QString &name) const;
    QLabel *throughputLine() const { return m_throughput; }
    /// The month's insights as last fetched (GET /v1/billing/insights, month to date); none
    /// before the first answer, while not connected, or after the month changed.
    const std::optional<api::Insights> &insights() const { return m_insights; }

Q_SIGNALS:
    /// Emitted when a tile was activated: the page `pageId` should show (see ConsolePage).
    void navigate(const QString &pageId, const QVariantMap &arguments = {});
    /// Emitted when a fetch failed: what to tell the user (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});

protected:
    void changeEvent(QEvent *event) override;

private:
    DashboardTile *addTile(const QString &name, int row, int column);
    void onToday(std::int64_t day, api::Result<api::UsageReport> result);
    void onInsights(std::int64_t month, api::Result<api::Insights> result);
    /// What the forecast is and why its interval is as wide as it is, in `a`'s figures.
    QString forecastToolTip(const api::Account &a) const;
    void updateAccount();
    void updateInstances();
    void updateThroughput();
    void updateBudgets();
    void updateToday();
    void updateInsights();
    void retranslate();
    /// "Saved by chip choice", or what it cost more when the chips chosen were dearer.
    QString chipsCaption() const;
    QString currency() const;

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    client::LatestAnswers m_todayAnswers; ///< of the latest fetch of today's spend
    std::optional<api::UsageReport> m_today;
    std::int64_t m_todayDay = -1; ///< the day (its 00:00, in m_todayZone) of m_today or the fetch
    QTimeZone m_todayZone;        ///< the zone times were told in when today was fetched
    bool m_todayFailed = false;
    /// The month's spend before m_todayDay (a past that does not change; negative when today
    /// began before the month, east of UTC): today's spend is the account's month to date less
    /// this, so the tile moves with every billing tick and agrees with the month-to-date tile
    /// whatever order the answers come in.
    std::optional<std::int64_t> m_beforeToday;
    std::int64_t m_beforeTodayDay = -1;      ///< the day m_beforeToday is for
    std::int64_t m_beforeTodayMonth = -1;    ///< and the (UTC) month
    client::LatestAnswers m_insightsAnswers; ///< of the latest fetch of the month's insights
    std::optional<api::Insights> m_insights;
    std::int64_t m_insightsMonth
        = -1;                ///< the UTC month (its first 00:00) of m_insights or the fetch
    QString m_insightsError; ///< why the latest fetch of the insights failed, or empty
    QTimer m_instancesDirty; ///< coalesces the instance signals of one event loop turn
    DashboardTile *m_running;
    DashboardTile *m_burn;
    DashboardTile *m_todayTile;
    DashboardTile *m_month;
    DashboardTile *m_forecast;
    DashboardTile *m_funds;
    DashboardTile *m_budgets;
    DashboardTile *m_idle;
    DashboardTile *m_savings;
    DashboardTile *m_chips;     ///< against the insights' reference
    bool m_choseDearer = false; ///< the chips chosen cost more than the reference
    QLabel *m_throughput;
};

} // namespace polychip::ui
