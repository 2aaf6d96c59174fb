// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dashboardfigures.h"

#include "api/result.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class SpendChart;

/**
 * The Dashboard's spend over time: a range picker ("dashboardRange": 1 h by minute, 24 h by
 * hour, 7 d and 30 d by day), a grouping picker ("dashboardGroupBy": backend, chip, user, or
 * the value of a label whose key "dashboardLabelKey" names) and the SpendChart of the usage
 * report the platform answers for them. Only the answer to the latest request is shown; a
 * failure is said in the chart and by message(), with a Retry button ("dashboardRetry").
 */
class SpendPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpendPanel)

public:
    explicit SpendPanel(QWidget *parent = nullptr);

    /// Both null while not connected. Does not fetch: refresh() does.
    void setSession(client::ApiClient *client, client::Session *session);
    /// Asks for the report of the chosen range and grouping again.
    void refresh();

    SpendChart *chart() const { return m_chart; }
    bool isLoading() const { return m_loading; }
    dashboard::SpendRange range() const;
    /// The grouping asked for: "backend", "accelerator", "user" or "label.<key>".
    std::string groupBy() const;

Q_SIGNALS:
    /// Emitted when a fetch failed: what to tell the user (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});
    /// Emitted when the chart shows another report, or none.
    void reportChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    enum class State { NotConnected, Loading, Failed, Shown };

    /// The range's row and the grouping: what an answer is for.
    std::string request() const;
    void onAnswer(const std::string &request, api::Result<api::UsageReport> result);
    /// Every billing tick: a bucket newer than the chart's last has begun (time passed, or a
    /// simulator's clock jumped), so the chart asks again.
    void followClock();
    QString groupName(const std::string &groupBy, const std::string &key) const;
    void setState(State state);
    void retranslate();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    std::uint64_t m_generation = 0; ///< of the latest request: older answers are dropped
    std::string m_shown;            ///< the request (range and grouping) the chart shows
    bool m_loading = false;
    State m_state = State::NotConnected;
    QLabel *m_title;
    QComboBox *m_range;
    QComboBox *m_groupBy;
    QLineEdit *m_labelKey;
    QLabel *m_loadingLabel;
    QPushButton *m_retry;
    SpendChart *m_chart;
};

} // namespace polychip::ui
