// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QString>

namespace polychip::ui {

/// The webhook events, formats and delivery states as the console names them, in its language.
QString webhookEventText(api::WebhookEvent event);
QString webhookFormatText(api::WebhookFormat format);
QString deliveryStateText(api::DeliveryState state);
/// The events a webhook hears, as a comma-separated list.
QString webhookEventsText(const std::vector<api::WebhookEvent> &events);
/// What became of a delivery's last attempt: "200", "503", or why nothing answered.
QString lastAttemptText(const api::WebhookDelivery &delivery);

/// The events a webhook may hear, in the order the dialog lists them (the test is not one: it
/// is sent on demand).
inline constexpr api::WebhookEvent kWebhookEvents[] = {
    api::WebhookEvent::BudgetThreshold,   api::WebhookEvent::InstanceFailed,
    api::WebhookEvent::InstancePreempted, api::WebhookEvent::InstanceStopped,
    api::WebhookEvent::PolicyViolation,   api::WebhookEvent::LessonCompleted,
};
inline constexpr api::WebhookFormat kWebhookFormats[] = {
    api::WebhookFormat::Generic, api::WebhookFormat::Wecom, api::WebhookFormat::Dingtalk,
    api::WebhookFormat::Feishu,  api::WebhookFormat::Slack,
};

} // namespace polychip::ui
