// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "idmap.h"

#include <QObject>

#include <optional>

namespace polychip::client {

/**
 * The account's money: balance and spend (from billing ticks, every second) and budgets; alerts
 * pass through. Written by the Session; read by the pages that show prices and spend. Lives on
 * the GUI thread.
 */
class BillingStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingStore)

public:
    using QObject::QObject;

    const std::optional<api::Account> &account() const { return m_account; }
    /// The account's currency (ISO 4217), or `fallback` before the account arrived.
    std::string currency(const std::string &fallback = "CNY") const;
    const IdMap<api::Budget> &budgets() const { return m_budgets; }
    const api::Budget *budget(const std::string &id) const { return m_budgets.find(id); }
    /// The organisation's policies (none, revision 0, until the platform said; a platform
    /// without them never says).
    const api::OrgPolicies &policies() const { return m_policies; }

    // Written by the Session.
    void setAccount(api::Account account);         ///< accountChanged()
    void replaceBudgets(std::vector<api::Budget>); ///< budgetsChanged()
    void put(api::Budget budget);                  ///< budgetsChanged()
    void removeBudget(const std::string &id);      ///< budgetsChanged()
    /// policiesChanged() when they differ from those held (an older revision is ignored).
    void setPolicies(api::OrgPolicies policies);
    void raise(const api::Alert &alert); ///< alertRaised()
    /// The budgets' spend of a billing tick, into the budgets held (budgetsChanged() when one
    /// moved): a budget's figures follow the platform every second, as the account's do.
    void applyBudgetSpend(const std::vector<api::BudgetSpend> &spend);
    /// The alerts the platform still holds (GET /v1/alerts, after a relist): alertsListed().
    void listAlerts(const std::vector<api::Alert> &alerts);

Q_SIGNALS:
    /// The balance or the spend figures changed (every billing tick).
    void accountChanged();
    void budgetsChanged();
    void policiesChanged();
    /// An alert the platform raised (budget thresholds, preemption...).
    void alertRaised(const polychip::api::Alert &alert);
    /// The alerts the platform still holds, newest first, as listed after a (re)connect or a
    /// reset: some may have been raised while the event stream was not followed.
    void alertsListed(const std::vector<polychip::api::Alert> &alerts);

private:
    std::optional<api::Account> m_account;
    IdMap<api::Budget> m_budgets;
    api::OrgPolicies m_policies;
};

} // namespace polychip::client
