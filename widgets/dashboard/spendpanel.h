// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dashboardfigures.h"

#include "latestanswers.h"

#include "api/result.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class DashboardChart;
class SpendChart;
class TrendChart;

/**
 * The Dashboard's figures over time. A view picker ("dashboardView") chooses the spend as
 * stacked bars (SpendChart, from the usage report) or, as lines from the insights series
 * (TrendChart), the throughput or the cost per million tokens per backend or what was saved.
 * A range picker ("dashboardRange": 1 h, 24 h, 7 d, 30 d, or a span picked in a SpanDialog)
 * serves both; the spend is grouped by
 * backend, chip, user, or the value of a label whose key "dashboardLabelKey" names
 * ("dashboardGroupBy"). Only the answer to the latest request is shown; a failure is said in
 * the chart and by message(), with a Retry button ("dashboardRetry").
 */
class SpendPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpendPanel)

public:
    /// The views, in the picker's order.
    enum class View { Spend, Throughput, CostPer1m, Savings };
    static constexpr int kViews = 4;

    explicit SpendPanel(QWidget *parent = nullptr);

    /// Both null while not connected. Does not fetch: refresh() does.
    void setSession(client::ApiClient *client, client::Session *session);
    /// Asks for the figures of the chosen view, range and grouping again.
    void refresh();

    View view() const;
    /// Shows another view (and fetches its figures).
    void setView(View view);
    /// The charts are made the first time one is needed (shown, asked for, given figures): a
    /// chart is laid out as soon as it exists, shown or not, and the console starts on another
    /// page than the Dashboard unless it was left there.
    SpendChart *chart() const;
    TrendChart *trend() const;
    /// The chart of the current view.
    DashboardChart *currentChart() const;
    /// The current view's data as CSV; empty while it has none.
    QString csv() const;
    /// What is shown, as its pickers say it: "Spend · Last 24 hours (by hour) · By backend".
    QString shownText() const;
    bool isLoading() const { return m_loading; }
    dashboard::SpendRange range() const;
    /// Shows the span picked (as the range picker's "Custom…" does after its dialog).
    void setCustomSpan(const dashboard::Span &span);
    const dashboard::Span &customSpan() const { return m_custom; }
    /// The grouping asked for: "backend", "accelerator", "user" or "label.<key>".
    std::string groupBy() const;

Q_SIGNALS:
    /// Emitted when a fetch failed: what to tell the user (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});
    /// Emitted when the chart shows other figures, or none.
    void reportChanged();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    enum class State { NotConnected, Loading, Failed, Shown };

    /// The view, the range's row and the grouping: what an answer is for.
    std::string request() const;
    /// Asks for a span (SpanDialog); the chart follows once it is given.
    void pickSpan();
    void fetchSpend(const std::string &request);
    void fetchTrend(const std::string &request);
    /// An answer for `request` arrived: shown (ok) or said (not); `show` draws it.
    void answered(const std::string &request, const api::ApiError *error);
    /// Every billing tick: a bucket newer than the chart's last has begun (time passed, or a
    /// simulator's clock jumped), so the chart asks again.
    void followClock();
    QString groupName(const std::string &groupBy, const std::string &key) const;
    void setState(State state);
    /// Says in the current chart what setState() said, if the charts are made.
    void showStateInChart() const;
    void ensureCharts() const;
    void retranslate();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    client::LatestAnswers m_answers; ///< of the latest request: older answers are dropped
    std::string m_shown;             ///< the request the chart shows
    bool m_loading = false;
    State m_state = State::NotConnected;
    dashboard::Span m_custom; ///< the span of the range picker's last row, once picked
    int m_shownRange = 1;     ///< the range picker's row whose figures are asked for

    QLabel *m_title;
    QComboBox *m_view;
    QComboBox *m_range;
    QComboBox *m_groupBy;
    QLineEdit *m_labelKey;
    QLabel *m_zone; ///< which time zone the chart's times and days are in
    QLabel *m_loadingLabel;
    QPushButton *m_retry;
    QStackedWidget *m_charts;
    // Made by ensureCharts() on first need (hence mutable: made, not changed, by const calls).
    mutable SpendChart *m_chart = nullptr;
    mutable TrendChart *m_trend = nullptr;
};

} // namespace polychip::ui
