// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include <QPointer>

#include <cstdint>
#include <optional>

class QTabWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class BillingAlertsTab;
class BillingPoliciesTab;
class BillingWebhooksTab;
class BillingBudgetsTab;
class BillingEfficiencyTab;
class BillingLedgerTab;
class BillingTab;
class BillingUsageTab;
class MessageBar;

/**
 * The Billing page: the organisation's usage over a period grouped as asked, what each
 * instance's compute bought and wasted (efficiency), the ledger's line items, the budgets
 * (written by administrators and managers) and the alerts raised while the console runs. Usage,
 * efficiency and ledger export as CSV. Developers and trainees see their own spend only, as the
 * platform answers them.
 */
class BillingPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPage)

public:
    explicit BillingPage(QWidget *parent = nullptr);

    QString title() const override;
    QString menuTitle() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QList<QAction *> toolBarActions() const override;
    void setContext(const PageContext &context) override;
    /// "budgets": true shows the budgets.
    void open(const QVariantMap &arguments) override;

    /// The role the page acts for: the context's, or the platform's answer to GET /v1/me.
    std::optional<api::Role> role() const { return m_role; }

    QTabWidget *tabs() const { return built(m_tabs); }
    BillingUsageTab *usageTab() const { return built(m_usage); }
    BillingEfficiencyTab *efficiencyTab() const { return built(m_efficiency); }
    BillingLedgerTab *ledgerTab() const { return built(m_ledger); }
    BillingBudgetsTab *budgetsTab() const { return built(m_budgets); }
    BillingAlertsTab *alertsTab() const { return built(m_alerts); }
    BillingPoliciesTab *policiesTab() const { return built(m_policies); }
    BillingWebhooksTab *webhooksTab() const { return built(m_webhooks); }
    MessageBar *messageBar() const { return m_messages; }
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *exportAction() const { return m_exportAction; }

protected:
    void changeEvent(QEvent *event) override;
    /// The tabs: after the first paint unless Billing is the page shown. (The budgets tab
    /// names and drives the page's New budget action, disabled until then.)
    void buildContent() override;

private:
    void updateRole();
    void updateActions();
    void updateAlertsTitle();
    void retranslate();
    QList<BillingTab *> allTabs() const;

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    std::optional<api::Role> m_role;        ///< the context's, else the session's caller's
    std::optional<api::Role> m_contextRole; ///< as the context tells it (the simulator's)
    MessageBar *m_messages;
    QTabWidget *m_tabs;
    QAction *m_newBudgetAction;
    BillingBudgetsTab *m_budgets = nullptr;
    BillingUsageTab *m_usage = nullptr;
    BillingEfficiencyTab *m_efficiency = nullptr;
    BillingLedgerTab *m_ledger = nullptr;
    BillingAlertsTab *m_alerts = nullptr;
    BillingPoliciesTab *m_policies = nullptr;
    BillingWebhooksTab *m_webhooks = nullptr;
    QAction *m_refreshAction;
    QAction *m_exportAction;
};

} // namespace polychip::ui
