// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "alertnotifier.h"

#include "preferences.h"

#include "billing/billingalertstab.h"

#include "billingstore.h"

#include <QSystemTrayIcon>
#include <QWidget>

namespace polychip::app {

AlertNotifier::AlertNotifier(QWidget *window, Show show, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_show(std::move(show))
{
    if (!m_show)
        m_show = [this](const QString &title, const QString &text, api::Severity severity) {
            showInTray(title, text, severity);
        };
}

AlertNotifier::~AlertNotifier() = default;

void AlertNotifier::follow(const client::BillingStore *billing)
{
    if (m_billing)
        disconnect(m_billing, nullptr, this, nullptr);
    m_billing = billing;
    if (billing)
        connect(billing, &client::BillingStore::alertRaised, this, &AlertNotifier::onAlert);
}

void AlertNotifier::onAlert(const api::Alert &alert)
{
    // Information is no reason to interrupt; nor is anything while the console is in front.
    if (alert.severity != api::Severity::Warning && alert.severity != api::Severity::Critical)
        return;
    if (!Preferences::notifies(alert.kind) || quietNow()) // as chosen in Preferences
        return;
    m_show(tr("Polychip: %1").arg(ui::BillingAlertsTab::kindText(alert.kind)),
           QString::fromStdString(alert.message), alert.severity);
}

void AlertNotifier::sayLessonNews(const QString &title, const QString &text)
{
    if (!Preferences::notifiesLessons() || quietNow())
        return;
    m_show(tr("Polychip: %1").arg(title), text, api::Severity::Info);
}

bool AlertNotifier::quietNow() const
{
    // Nothing interrupts while the console is in front, unless asked for.
    return m_window && m_window->isActiveWindow() && !Preferences::notifiesWhileActive();
}

void AlertNotifier::showInTray(const QString &title, const QString &text, api::Severity severity)
{
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(m_window ? m_window->windowIcon() : QIcon(), this);
        m_tray->setToolTip(tr("Polychip"));
        m_tray->show();
    }
    m_tray->showMessage(title, text,
                        severity == api::Severity::Critical  ? QSystemTrayIcon::Critical
                        : severity == api::Severity::Warning ? QSystemTrayIcon::Warning
                                                             : QSystemTrayIcon::Information,
                        10'000);
}

} // namespace polychip::app
