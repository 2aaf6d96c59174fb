// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "webhooks.h"

#include "api/codec.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace polychip::sim {

using api::WebhookEvent;

std::vector<WebhookEvent> webhookEventsOf(const StoredAlert &alert)
{
    switch (alert.kind) {
    case api::AlertKind::BudgetThreshold:
        if (alert.messageId == "alert.budget_stop" || alert.messageId == "alert.funds")
            return {WebhookEvent::BudgetThreshold, WebhookEvent::InstanceStopped};
        return {WebhookEvent::BudgetThreshold};
    case api::AlertKind::Failure:
        if (alert.messageId != "alert.failed")
            return {};
        if (alert.messageArgs.size() > 1 && alert.messageArgs[1] == "PREEMPTED")
            return {WebhookEvent::InstancePreempted};
        return {WebhookEvent::InstanceFailed};
    case api::AlertKind::Schedule:
        return {WebhookEvent::InstanceStopped};
    case api::AlertKind::Policy:
        return {WebhookEvent::PolicyViolation};
    case api::AlertKind::Lesson:
        return {WebhookEvent::LessonCompleted};
    case api::AlertKind::AutoSleep:
    case api::AlertKind::Capacity:
    case api::AlertKind::Unknown:
        break;
    }
    return {};
}

bool isWebhookUrl(std::string_view url)
{
    std::string_view rest;
    if (url.starts_with("http://"))
        rest = url.substr(7);
    else if (url.starts_with("https://"))
        rest = url.substr(8);
    else
        return false;
    const auto bad = [](char c) { return static_cast<unsigned char>(c) <= ' ' || c == 0x7f; };
    if (std::any_of(url.begin(), url.end(), bad))
        return false;
    const std::string_view host = rest.substr(0, rest.find_first_of("/?#"));
    return !host.empty() && host.front() != ':' && host.find('@') == std::string_view::npos;
}

std::chrono::milliseconds RetrySchedule::delayAfter(std::int64_t failures) const
{
    auto wait = first;
    for (std::int64_t i = 1; i < failures && wait < cap; ++i)
        wait *= 2;
    return std::min(wait, cap);
}

std::string webhookText(const api::WebhookPayload &payload)
{
    return "Polychip · " + payload.organizationId + " · " + payload.message;
}

std::string webhookBody(api::WebhookFormat format, const api::WebhookPayload &payload)
{
    using nlohmann::json;
    const std::string text = webhookText(payload);
    switch (format) {
    case api::WebhookFormat::Wecom:
    case api::WebhookFormat::Dingtalk:
        // WeCom's group robots and DingTalk's custom robots take the same text message.
        return json{{"msgtype", "text"}, {"text", {{"content", text}}}}.dump();
    case api::WebhookFormat::Feishu:
        return json{{"msg_type", "text"}, {"content", {{"text", text}}}}.dump();
    case api::WebhookFormat::Slack:
        return json{{"text", text}}.dump();
    case api::WebhookFormat::Generic:
    case api::WebhookFormat::Unknown:
        break;
    }
    return api::encode(payload);
}

} // namespace polychip::sim
