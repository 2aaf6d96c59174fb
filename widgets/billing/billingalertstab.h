// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"

#include "api/types.h"

#include <deque>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QStackedWidget;

namespace polychip::ui {

/**
 * The Billing page's alerts: what the platform raised (budget thresholds, auto-sleep, capacity,
 * failures, schedules) while the page exists, newest first, each with its time, severity and
 * message. Activating one asks for its instance or budget.
 */
class BillingAlertsTab final : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingAlertsTab)

public:
    /// The most alerts kept; older ones give way.
    static constexpr int kMaxAlerts = 500;

    explicit BillingAlertsTab(QWidget *parent = nullptr);

    int count() const { return int(m_alerts.size()); }
    const std::deque<api::Alert> &alerts() const { return m_alerts; }
    /// Adds an alert at the top (as the session's billing store raises them).
    void add(const api::Alert &alert);
    /// Alerts the platform listed (after a reconnect or a reset): those not shown yet are
    /// added in their place by time, unless they were cleared.
    void merge(const std::vector<api::Alert> &alerts);
    void clear();

    static QString severityText(api::Severity severity);
    static QString kindText(api::AlertKind kind);

Q_SIGNALS:
    /// Emitted when alerts were added or cleared.
    void countChanged(int count);
    /// Emitted when an alert about an instance was activated.
    void instanceActivated(const QString &id);
    /// Emitted when an alert about a budget was activated.
    void budgetActivated(const QString &id);

protected:
    void sessionChanged() override;
    void updateControls() override;
    void retranslate() override;

private:
    QListWidgetItem *makeItem(const api::Alert &alert) const;
    void updateView();

    std::deque<api::Alert> m_alerts; ///< newest first
    std::int64_t m_clearedAt = -1;   ///< alerts up to this platform time were cleared
    QStackedWidget *m_stack;
    QListWidget *m_list;
    QLabel *m_empty;
    QPushButton *m_clear;
};

} // namespace polychip::ui
