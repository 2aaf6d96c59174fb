// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "webhooks.h"

#include "messages.h"

#include "api/codec.h"

#include <nlohmann/json.hpp>

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cstring>

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

std::optional<std::string> chatRefusal(api::WebhookFormat format, std::string_view answer)
{
    const char *codeField = nullptr;
    const char *textField = nullptr;
    switch (format) {
    case api::WebhookFormat::Wecom:
    case api::WebhookFormat::Dingtalk:
        codeField = "errcode";
        textField = "errmsg";
        break;
    case api::WebhookFormat::Feishu:
        codeField = "code";
        textField = "msg";
        break;
    case api::WebhookFormat::Generic:
    case api::WebhookFormat::Slack: // Slack answers a refusal with a 4xx status
    case api::WebhookFormat::Unknown:
        return std::nullopt;
    }
    const auto j = nlohmann::json::parse(answer, nullptr, false);
    if (!j.is_object() || !j.contains(codeField) || !j[codeField].is_number_integer()
        || j[codeField].get<std::int64_t>() == 0)
        return std::nullopt;
    std::string why
        = std::string(codeField) + " " + std::to_string(j[codeField].get<std::int64_t>());
    if (j.contains(textField) && j[textField].is_string())
        why += ": " + j[textField].get<std::string>().substr(0, 200);
    return why;
}

bool isPrivateAddress(std::string_view address)
{
    const std::string text(address);
    std::array<unsigned char, 16> b{};
    if (inet_pton(AF_INET, text.c_str(), b.data()) == 1) {
        return b[0] == 0 || b[0] == 10 || b[0] == 127 || (b[0] == 169 && b[1] == 254)
               || (b[0] == 172 && (b[1] & 0xf0) == 16) || (b[0] == 192 && b[1] == 168)
               || (b[0] == 100 && (b[1] & 0xc0) == 64); // carrier-grade NAT
    }
    if (inet_pton(AF_INET6, text.c_str(), b.data()) != 1)
        return true; // not an address at all: nothing to send to
    static constexpr std::array<unsigned char, 16> kLoopback{0, 0, 0, 0, 0, 0, 0, 0,
                                                             0, 0, 0, 0, 0, 0, 0, 1};
    const bool zero = std::all_of(b.begin(), b.end(), [](unsigned char c) { return c == 0; });
    const bool mapped
        = std::all_of(b.begin(), b.begin() + 10, [](unsigned char c) { return c == 0; })
          && b[10] == 0xff && b[11] == 0xff;
    if (mapped) {
        char v4[INET_ADDRSTRLEN];
        inet_ntop(AF_INET, b.data() + 12, v4, sizeof v4);
        return isPrivateAddress(v4);
    }
    return zero || b == kLoopback || (b[0] & 0xfe) == 0xfc // unique local fc00::/7
           || (b[0] == 0xfe && (b[1] & 0xc0) == 0x80);     // link-local fe80::/10
}

std::string attemptErrorText(const std::string &language, const std::string &token)
{
    const auto colon = token.find(':');
    const std::string kind = token.substr(0, colon);
    const std::string detail = colon == std::string::npos ? std::string() : token.substr(colon + 1);
    if (kind == "status")
        return messages::say(language, "delivery.status", {detail});
    if (kind == "chat")
        return messages::say(language, "delivery.chat", {detail});
    if (kind == "backlog")
        return messages::say(language, "delivery.backlog", {detail});
    if (kind == "net")
        return messages::say(language, "delivery.network", {detail});
    for (const char *known : {"private", "unresolved", "connection", "timeout", "tls"}) {
        if (kind == known)
            return messages::say(language, "delivery." + kind);
    }
    return token; // recorded by an older simulator: as it was written
}

} // namespace polychip::sim
