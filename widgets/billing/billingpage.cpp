// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingpage.h"

#include "billingalertstab.h"
#include "billingbudgetstab.h"
#include "billingefficiencytab.h"
#include "billingledgertab.h"
#include "billingpoliciestab.h"
#include "billingusagetab.h"
#include "billingwebhookstab.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "session.h"

#include <QAction>
#include <QEvent>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace polychip::ui {

BillingPage::BillingPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kBilling), parent)
    , m_messages(new MessageBar(this))
    , m_tabs(new QTabWidget(this))
    , m_newBudgetAction(
          new QAction(standardIcon(this, QStyle::SP_FileDialogNewFolder), QString(), this))
    , m_refreshAction(new QAction(standardIcon(this, QStyle::SP_BrowserReload), QString(), this))
    , m_exportAction(new QAction(standardIcon(this, QStyle::SP_DialogSaveButton), QString(), this))
{
    // The tabs are made in buildContent(): a tab inserted first is shown, and the stack lays
    // it out (~3 ms).
    m_tabs->setObjectName(QStringLiteral("billingTabs"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_messages);
    layout->addWidget(m_tabs, 1);

    m_refreshAction->setObjectName(QStringLiteral("actionRefreshBilling"));
    // F5 exactly: the platform's Refresh binding can include Ctrl+R.
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        ensureBuilt();
        m_usage->reload();
        m_efficiency->reload();
        m_ledger->reload();
    });
    m_exportAction->setObjectName(QStringLiteral("actionExportCsv"));
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, [this] {
        ensureBuilt();
        if (m_tabs->currentWidget() == m_ledger)
            m_ledger->exportCsv();
        else if (m_tabs->currentWidget() == m_efficiency)
            m_efficiency->exportCsv();
        else
            m_usage->exportCsv();
    });
    m_newBudgetAction->setObjectName(QStringLiteral("actionNewBudget"));
    // Live while the page is shown, in whichever tab.
    m_newBudgetAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+B")));
    m_newBudgetAction->setEnabled(false); // until the budgets tab, built, says it can
    // New budget shows the budgets first, wherever it was chosen (the tab opens the dialog).
    connect(m_newBudgetAction, &QAction::triggered, this, [this] {
        ensureBuilt();
        m_tabs->setCurrentWidget(m_budgets);
    });
    for (QAction *a : {m_refreshAction, m_exportAction, m_newBudgetAction})
        addAction(a); // their shortcuts work with the page alone too (tests, a detached page)
    connect(m_tabs, &QTabWidget::currentChanged, this, &BillingPage::updateActions);
    retranslate();
}

void BillingPage::buildContent()
{
    m_budgets = new BillingBudgetsTab(m_newBudgetAction, m_tabs);
    m_usage = new BillingUsageTab(m_tabs);
    m_efficiency = new BillingEfficiencyTab(m_tabs);
    m_ledger = new BillingLedgerTab(m_tabs);
    m_alerts = new BillingAlertsTab(m_tabs);
    m_policies = new BillingPoliciesTab(m_tabs);
    m_webhooks = new BillingWebhooksTab(m_tabs);
    for (BillingTab *tab : allTabs())
        m_tabs->addTab(tab, QString());

    for (BillingTab *tab : allTabs()) {
        connect(tab, &BillingTab::message, m_messages, &MessageBar::showMessage);
        tab->setSession(m_client, m_session);
    }
    connect(m_usage, &BillingUsageTab::periodChanged, m_ledger, &BillingLedgerTab::setPeriod);
    const auto showInstance = [this](const QString &id) {
        Q_EMIT navigate(QString::fromLatin1(pageid::kInstances), {{QStringLiteral("select"), id}});
    };
    connect(m_usage, &BillingUsageTab::instanceActivated, this, showInstance);
    connect(m_efficiency, &BillingEfficiencyTab::instanceActivated, this, showInstance);
    connect(m_alerts, &BillingAlertsTab::instanceActivated, this, showInstance);
    connect(m_alerts, &BillingAlertsTab::budgetActivated, this, [this](const QString &id) {
        m_tabs->setCurrentWidget(m_budgets);
        m_budgets->select(id.toStdString());
    });
    connect(m_alerts, &BillingAlertsTab::countChanged, this, &BillingPage::updateAlertsTitle);
    connect(m_usage, &BillingUsageTab::rowsChanged, this, &BillingPage::updateActions);
    connect(m_efficiency, &BillingEfficiencyTab::rowsChanged, this, &BillingPage::updateActions);
    connect(m_ledger, &BillingLedgerTab::rowsChanged, this, &BillingPage::updateActions);
    updateRole();
    retranslate();
}

QList<BillingTab *> BillingPage::allTabs() const
{
    if (!isBuilt())
        return {};
    return {m_usage, m_efficiency, m_ledger, m_budgets, m_alerts, m_policies, m_webhooks};
}

QString BillingPage::title() const
{
    return tr("Billing");
}

QString BillingPage::menuTitle() const
{
    return tr("&Billing");
}

QIcon BillingPage::icon() const
{
    return glyph(QStringLiteral("receipt"));
}

QString BillingPage::description() const
{
    return tr("Usage, the ledger and budgets of the organisation.");
}

QList<QAction *> BillingPage::pageActions() const
{
    return {m_refreshAction, m_exportAction, m_newBudgetAction};
}

QList<QAction *> BillingPage::toolBarActions() const
{
    return pageActions(); // each has its icon
}

void BillingPage::setContext(const PageContext &context)
{
    if (context.client != m_client || context.session != m_session) {
        if (m_session)
            m_session->disconnectReceiver(this);
        m_client = context.client;
        m_session = context.session;
        for (BillingTab *tab : allTabs())
            tab->setSession(m_client, m_session);
        // The session asks the platform who the caller is; the bundled simulator's role is
        // known before that.
        if (m_session)
            connect(m_session.data(), &client::Session::callerChanged, this,
                    &BillingPage::updateRole);
    }
    m_contextRole = context.role;
    updateRole();
    updateActions();
}

void BillingPage::updateRole()
{
    std::optional<api::Role> role = m_contextRole;
    if (!role && m_session && m_session->caller())
        role = m_session->caller()->role;
    m_role = role;
    // Without an answer yet, the tabs say so; the platform still decides on each write.
    const bool asking = !role && m_session;
    for (BillingTab *tab : allTabs())
        tab->setRole(m_role, asking);
}

void BillingPage::open(const QVariantMap &arguments)
{
    ensureBuilt(); // it would show the usage tab once built
    if (arguments.value(QStringLiteral("budgets")).toBool())
        m_tabs->setCurrentWidget(m_budgets);
}

void BillingPage::updateActions()
{
    const bool connected = m_client && m_session;
    m_refreshAction->setEnabled(connected);
    m_refreshAction->setToolTip(connected ? m_refreshAction->statusTip()
                                          : tr("Not connected to a platform"));
    const QWidget *tab = m_tabs->currentWidget();
    const bool ledger = tab == m_ledger;
    const bool efficiency = tab == m_efficiency;
    const bool rows = isBuilt()
                      && (ledger       ? m_ledger->hasRows()
                          : efficiency ? m_efficiency->hasRows()
                                       : m_usage->hasRows());
    m_exportAction->setEnabled(rows);
    m_exportAction->setToolTip(rows         ? m_exportAction->statusTip()
                               : ledger     ? tr("No ledger items to export")
                               : efficiency ? tr("No efficiency figures to export")
                                            : tr("No usage to export"));
}

void BillingPage::updateAlertsTitle()
{
    if (!m_alerts)
        return;
    const int alerts = m_alerts->count();
    m_tabs->setTabText(m_tabs->indexOf(m_alerts),
                       alerts > 0 ? tr("&Alerts (%1)").arg(alerts) : tr("&Alerts"));
}

void BillingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ConsolePage::changeEvent(event);
}

void BillingPage::retranslate()
{
    if (isBuilt()) {
        m_tabs->setTabText(m_tabs->indexOf(m_usage), tr("&Usage"));
        m_tabs->setTabText(m_tabs->indexOf(m_efficiency), tr("&Efficiency"));
        m_tabs->setTabToolTip(m_tabs->indexOf(m_efficiency),
                              tr("Per instance: compute billed, idle cost, savings by sleep and "
                                 "cost per 1M tokens"));
        m_tabs->setTabText(m_tabs->indexOf(m_ledger), tr("&Ledger"));
        m_tabs->setTabText(m_tabs->indexOf(m_budgets), tr("Budge&ts"));
        m_tabs->setTabText(m_tabs->indexOf(m_policies), tr("&Policies"));
        m_tabs->setTabToolTip(m_tabs->indexOf(m_policies),
                              tr("The organisation's rules: where each role may run, how dear, "
                                 "auto-sleep and stops"));
        m_tabs->setTabText(m_tabs->indexOf(m_webhooks), tr("N&otifications"));
        m_tabs->setTabToolTip(m_tabs->indexOf(m_webhooks),
                              tr("Webhooks: the organisation's alerts posted to a team chat or a "
                                 "receiver of yours (administrators)"));
    }
    updateAlertsTitle();
    m_refreshAction->setText(tr("&Refresh billing"));
    m_refreshAction->setStatusTip(tr("Read the usage, the efficiency and the ledger again (F5)"));
    m_exportAction->setText(tr("&Export CSV…"));
    m_exportAction->setStatusTip(
        tr("Save the rows shown on the Usage, Efficiency or Ledger tab as a CSV file (Ctrl+E)"));
    updateActions();
    Q_EMIT describedChanged();
}

} // namespace polychip::ui
