// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "webhooktext.h"

#include <QCoreApplication>
#include <QStringList>

namespace polychip::ui {

QString webhookEventText(api::WebhookEvent event)
{
    switch (event) {
    case api::WebhookEvent::BudgetThreshold:
        return QCoreApplication::translate("WebhookText", "Budget threshold");
    case api::WebhookEvent::InstanceFailed:
        return QCoreApplication::translate("WebhookText", "Instance failed");
    case api::WebhookEvent::InstancePreempted:
        return QCoreApplication::translate("WebhookText", "Instance preempted");
    case api::WebhookEvent::InstanceStopped:
        return QCoreApplication::translate("WebhookText", "Instance stopped by schedule or budget");
    case api::WebhookEvent::PolicyViolation:
        return QCoreApplication::translate("WebhookText", "Refused by a policy");
    case api::WebhookEvent::LessonCompleted:
        return QCoreApplication::translate("WebhookText", "Lesson completed");
    case api::WebhookEvent::Test:
        return QCoreApplication::translate("WebhookText", "Test");
    case api::WebhookEvent::Unknown:
        break;
    }
    return QCoreApplication::translate("WebhookText", "Other");
}

QString webhookFormatText(api::WebhookFormat format)
{
    switch (format) {
    case api::WebhookFormat::Generic:
        return QCoreApplication::translate("WebhookText", "Generic JSON");
    case api::WebhookFormat::Wecom:
        return QCoreApplication::translate("WebhookText", "WeCom");
    case api::WebhookFormat::Dingtalk:
        return QCoreApplication::translate("WebhookText", "DingTalk");
    case api::WebhookFormat::Feishu:
        return QCoreApplication::translate("WebhookText", "Feishu / Lark");
    case api::WebhookFormat::Slack:
        return QCoreApplication::translate("WebhookText", "Slack");
    case api::WebhookFormat::Unknown:
        break;
    }
    return QCoreApplication::translate("WebhookText", "Other");
}

QString deliveryStateText(api::DeliveryState state)
{
    switch (state) {
    case api::DeliveryState::Pending:
        return QCoreApplication::translate("WebhookText", "Waiting");
    case api::DeliveryState::Delivered:
        return QCoreApplication::translate("WebhookText", "Delivered");
    case api::DeliveryState::Failed:
        return QCoreApplication::translate("WebhookText", "Gave up");
    case api::DeliveryState::Unknown:
        break;
    }
    return QCoreApplication::translate("WebhookText", "Unknown");
}

QString webhookEventsText(const std::vector<api::WebhookEvent> &events)
{
    QStringList names;
    for (const api::WebhookEvent e : events)
        names << webhookEventText(e);
    return names.join(QCoreApplication::translate("WebhookText", ", "));
}

QString lastAttemptText(const api::WebhookDelivery &delivery)
{
    if (delivery.attempts.empty())
        return QCoreApplication::translate("WebhookText", "Not tried yet");
    const api::DeliveryAttempt &last = delivery.attempts.back();
    if (last.status == 0)
        return QCoreApplication::translate("WebhookText", "No answer: %1")
            .arg(QString::fromStdString(last.error.value_or(std::string())));
    return QCoreApplication::translate("WebhookText", "HTTP %1").arg(last.status);
}

} // namespace polychip::ui
