// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingstore.h"

namespace polychip::client {

std::string BillingStore::currency(const std::string &fallback) const
{
    return m_account && !m_account->currency.empty() ? m_account->currency : fallback;
}

void BillingStore::setAccount(api::Account account)
{
    m_account = std::move(account);
    Q_EMIT accountChanged();
}

void BillingStore::replaceBudgets(std::vector<api::Budget> budgets)
{
    m_budgets.replace(std::move(budgets));
    Q_EMIT budgetsChanged();
}

void BillingStore::put(api::Budget budget)
{
    m_budgets.put(std::move(budget));
    Q_EMIT budgetsChanged();
}

void BillingStore::removeBudget(const std::string &id)
{
    if (m_budgets.erase(id))
        Q_EMIT budgetsChanged();
}

void BillingStore::raise(const api::Alert &alert)
{
    Q_EMIT alertRaised(alert);
}

void BillingStore::applyBudgetSpend(const std::vector<api::BudgetSpend> &spend)
{
    bool moved = false;
    for (const auto &s : spend) {
        const api::Budget *held = m_budgets.find(s.budgetId);
        if (!held || held->spentMicros == s.spentMicros)
            continue;
        api::Budget b = *held;
        b.spentMicros = s.spentMicros;
        m_budgets.put(std::move(b));
        moved = true;
    }
    if (moved)
        Q_EMIT budgetsChanged();
}

void BillingStore::listAlerts(const std::vector<api::Alert> &alerts)
{
    Q_EMIT alertsListed(alerts);
}

void BillingStore::setPolicies(api::OrgPolicies policies)
{
    if (policies == m_policies
        || (policies.revision < m_policies.revision && policies.revision > 0))
        return; // the same, or an answer overtaken by a newer event
    m_policies = std::move(policies);
    Q_EMIT policiesChanged();
}

} // namespace polychip::client
