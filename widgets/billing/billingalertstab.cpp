// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingalertstab.h"

#include "kit/colors.h"
#include "kit/detailscommon.h"
#include "kit/standardicons.h"
#include "session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

constexpr int kInstanceRole = Qt::UserRole;
constexpr int kBudgetRole = Qt::UserRole + 1;

} // namespace

BillingAlertsTab::BillingAlertsTab(QWidget *parent)
    : BillingTab(parent)
    , m_stack(new QStackedWidget(this))
    , m_list(new QListWidget(this))
    , m_empty(new QLabel(this))
    , m_clear(new QPushButton(this))
{
    setObjectName(QStringLiteral("alertsTab"));
    m_list->setObjectName(QStringLiteral("alertList"));
    m_list->setUniformItemSizes(true);
    m_list->setWordWrap(false);
    m_empty->setObjectName(QStringLiteral("alertsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    setMuted(m_empty);
    m_stack->addWidget(m_list);
    m_stack->addWidget(m_empty);
    m_clear->setObjectName(QStringLiteral("clearAlerts"));
    m_clear->setIcon(standardIcon(this, QStyle::SP_DialogResetButton));

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stack, 1);
    layout->addLayout(buttons);

    connect(m_clear, &QPushButton::clicked, this, &BillingAlertsTab::clear);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString instance = item->data(kInstanceRole).toString();
        const QString budget = item->data(kBudgetRole).toString();
        if (!instance.isEmpty())
            Q_EMIT instanceActivated(instance);
        else if (!budget.isEmpty())
            Q_EMIT budgetActivated(budget);
    });
    retranslate();
}

void BillingAlertsTab::retranslate()
{
    m_clear->setText(tr("Clea&r")); // Alt+L is the Ledger tab's
    m_clear->setToolTip(tr("Forget the alerts listed here (the platform keeps its own record)"));
    m_empty->setText(tr("No alerts since the console started. Budget thresholds, auto-sleep, "
                        "capacity, failures and schedules are listed here as they happen."));
    // The items carry translated kinds and severities.
    m_list->clear();
    for (const api::Alert &a : m_alerts)
        m_list->addItem(makeItem(a));
    updateView();
}

QString BillingAlertsTab::severityText(api::Severity severity)
{
    switch (severity) {
    case api::Severity::Critical:
        return tr("Critical");
    case api::Severity::Warning:
        return tr("Warning");
    case api::Severity::Info:
    case api::Severity::Unknown:
        break;
    }
    return tr("Information");
}

QString BillingAlertsTab::kindText(api::AlertKind kind)
{
    switch (kind) {
    case api::AlertKind::BudgetThreshold:
        return tr("Budget threshold");
    case api::AlertKind::AutoSleep:
        return tr("Auto-sleep");
    case api::AlertKind::Capacity:
        return tr("Capacity");
    case api::AlertKind::Failure:
        return tr("Failure");
    case api::AlertKind::Schedule:
        return tr("Schedule");
    case api::AlertKind::Policy:
        return tr("Policy");
    case api::AlertKind::Lesson:
        return tr("Lesson");
    case api::AlertKind::Unknown:
        break;
    }
    return tr("Alert");
}

QListWidgetItem *BillingAlertsTab::makeItem(const api::Alert &a) const
{
    auto *item = new QListWidgetItem(
        tr("%1 — %2: %3")
            .arg(details::timeText(a.t), kindText(a.kind), QString::fromStdString(a.message)));
    QStyle::StandardPixmap icon = QStyle::SP_MessageBoxInformation;
    if (a.severity == api::Severity::Critical) {
        icon = QStyle::SP_MessageBoxCritical;
        item->setForeground(textColor(TextTone::Error));
    } else if (a.severity == api::Severity::Warning) {
        icon = QStyle::SP_MessageBoxWarning;
        item->setForeground(textColor(TextTone::Warning));
    }
    item->setIcon(standardIcon(this, icon));
    QString tip = tr("%1 (%2)").arg(severityText(a.severity), kindText(a.kind));
    if (a.instanceId)
        tip += QLatin1Char('\n') + tr("Double-click to show the instance");
    else if (a.budgetId)
        tip += QLatin1Char('\n') + tr("Double-click to show the budget");
    item->setToolTip(tip);
    item->setData(kInstanceRole, QString::fromStdString(a.instanceId.value_or(std::string())));
    item->setData(kBudgetRole, QString::fromStdString(a.budgetId.value_or(std::string())));
    return item;
}

void BillingAlertsTab::add(const api::Alert &alert)
{
    m_alerts.push_front(alert);
    m_list->insertItem(0, makeItem(alert));
    while (int(m_alerts.size()) > kMaxAlerts) {
        m_alerts.pop_back();
        delete m_list->takeItem(m_list->count() - 1);
    }
    updateView();
    Q_EMIT countChanged(count());
}

void BillingAlertsTab::merge(const std::vector<api::Alert> &alerts)
{
    bool added = false;
    for (const api::Alert &a : alerts) {
        if (a.t.unixSeconds <= m_clearedAt
            || std::any_of(m_alerts.begin(), m_alerts.end(),
                           [&a](const api::Alert &held) { return held.id == a.id; }))
            continue;
        m_alerts.push_back(a);
        added = true;
    }
    if (!added)
        return;
    std::stable_sort(m_alerts.begin(), m_alerts.end(),
                     [](const api::Alert &x, const api::Alert &y) { return y.t < x.t; });
    while (int(m_alerts.size()) > kMaxAlerts)
        m_alerts.pop_back();
    m_list->clear();
    for (const api::Alert &a : m_alerts)
        m_list->addItem(makeItem(a));
    updateView();
    Q_EMIT countChanged(count());
}

void BillingAlertsTab::clear()
{
    if (!m_alerts.empty())
        m_clearedAt = std::max(m_clearedAt, m_alerts.front().t.unixSeconds);
    m_alerts.clear();
    m_list->clear();
    updateView();
    Q_EMIT countChanged(0);
}

void BillingAlertsTab::sessionChanged()
{
    // The list outlives connections: it is what this console saw.
    if (client::Session *s = session()) {
        connect(&s->billing(), &client::BillingStore::alertRaised, this, &BillingAlertsTab::add);
        connect(&s->billing(), &client::BillingStore::alertsListed, this, &BillingAlertsTab::merge);
    }
}

void BillingAlertsTab::updateControls()
{
    m_clear->setEnabled(!m_alerts.empty());
}

void BillingAlertsTab::updateView()
{
    m_stack->setCurrentWidget(m_alerts.empty() ? static_cast<QWidget *>(m_empty) : m_list);
    updateControls();
}

} // namespace polychip::ui
