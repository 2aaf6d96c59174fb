// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The organisation's webhooks: what an administrator sets up, what each alert queues for
// them, and the log of what was sent (the sending itself is the notifier's, on threads of its
// own).
#include "engine.h"
#include "messages.h"

#include "api/codec.h"

#include <algorithm>
#include <cstdio>
#include <ctime>

namespace polychip::sim {

using messages::say;

namespace {

/// "dlv_000000000042": ids in the order the deliveries were made, unique across the
/// organisations (the store keys its rows by id alone).
std::string deliveryId(std::int64_t n)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "dlv_%012lld", static_cast<long long>(n));
    return buf;
}

/// The engine's language of a webhook's wire language ("zh-CN" → "zh_CN", "en" → "").
std::string engineLanguage(const std::string &wire)
{
    return wire == "zh-CN" ? "zh_CN" : std::string();
}

bool listens(const StoredWebhook &w, api::WebhookEvent event)
{
    return std::find(w.events.begin(), w.events.end(), event) != w.events.end();
}

} // namespace

api::Result<api::WebhookCreated> Engine::createWebhook(const Caller &caller,
                                                       const api::WebhookCreate &request)
{
    const std::string &lang = caller.language;
    if (caller.role != api::Role::Admin)
        return apiError(
            403, "PERMISSION_DENIED",
            say(lang, "error.role_may_not",
                {messages::term(lang, "role", api::wireName(caller.role)), "createWebhook"}));
    if (!isWebhookUrl(request.url))
        return invalidField(lang, "url", say(lang, "field.webhook_url"));
    if (request.events.empty())
        return invalidField(lang, "events", say(lang, "field.webhook_events"));
    for (std::size_t i = 0; i < request.events.size(); ++i) {
        const std::string where = "events[" + std::to_string(i) + "]";
        if (request.events[i] == api::WebhookEvent::Unknown)
            return invalidField(
                lang, where,
                say(lang, "field.unknown", {messages::term(lang, "thing", "event"), "?"}));
        const auto before = request.events.begin() + std::ptrdiff_t(i);
        if (std::find(request.events.begin(), before, request.events[i]) != before)
            return invalidField(
                lang, where,
                say(lang, "field.listed_twice", {std::string(api::wireName(request.events[i]))}));
    }
    if (request.format == api::WebhookFormat::Unknown)
        return invalidField(
            lang, "format",
            say(lang, "field.unknown", {messages::term(lang, "thing", "format"), "?"}));
    if (request.language && *request.language != "en" && *request.language != "zh-CN")
        return invalidField(lang, "language", say(lang, "field.webhook_language"));
    Org &o = org(caller.orgId);
    if (o.webhooks.items().size() >= kMaxWebhooks)
        return invalidField(lang, "url",
                            say(lang, "field.webhooks_full", {std::to_string(kMaxWebhooks)}));

    StoredWebhook w;
    w.id = "whk_" + std::to_string(m_nextId++);
    w.url = request.url;
    w.events = request.events;
    w.format = request.format.value_or(api::WebhookFormat::Generic);
    w.language = request.language.value_or(messages::contentLanguage(caller.language));
    w.secret = request.secret.value_or(randomSecret());
    w.secretHint = w.secret.substr(w.secret.size() - 4);
    w.createdAt = now();
    w.createdBy = caller.userId;
    const std::string id = w.id;
    api::WebhookCreated created{static_cast<const api::Webhook &>(w), w.secret};
    o.webhooks.put(id, std::move(w));
    return created;
}

std::vector<api::Webhook> Engine::webhooks(const Caller &caller) const
{
    std::vector<api::Webhook> out;
    if (const Org *o = findOrg(caller.orgId)) {
        for (const auto &[id, w] : o->webhooks.items())
            out.push_back(static_cast<const api::Webhook &>(w));
    }
    return out;
}

api::Result<bool> Engine::deleteWebhook(const Caller &caller, const std::string &webhookId)
{
    Org &o = org(caller.orgId);
    if (!o.webhooks.erase(webhookId))
        return notFound(caller.language, "webhook", webhookId);
    std::vector<std::string> gone;
    for (const auto &[id, d] : o.deliveries.items()) {
        if (d.webhookId == webhookId)
            gone.push_back(id);
    }
    for (const auto &id : gone)
        o.deliveries.erase(id);
    return true;
}

api::Result<api::WebhookDelivery> Engine::testWebhook(const Caller &caller,
                                                      const std::string &webhookId)
{
    Org &o = org(caller.orgId);
    const StoredWebhook *w = o.webhooks.find(webhookId);
    if (!w)
        return notFound(caller.language, "webhook", webhookId);
    StoredDelivery d;
    d.event = api::WebhookEvent::Test;
    d.messageId = "webhook.test";
    return deliveryView(*w, addDelivery(o, *w, std::move(d)), caller.language);
}

api::Result<std::vector<api::WebhookDelivery>>
Engine::deliveries(const Caller &caller, const std::string &webhookId) const
{
    const Org *o = findOrg(caller.orgId);
    const StoredWebhook *w = o ? o->webhooks.find(webhookId) : nullptr;
    if (!w)
        return notFound(caller.language, "webhook", webhookId);
    std::vector<api::WebhookDelivery> out;
    const auto &items = o->deliveries.items();
    for (auto it = items.rbegin(); it != items.rend(); ++it) {
        if (it->second.webhookId == webhookId)
            out.push_back(deliveryView(*w, it->second, caller.language));
    }
    return out;
}

void Engine::notePolicyRefusal(const Caller &caller, const api::ApiError &error)
{
    if (error.code != "POLICY_VIOLATION" || !findOrg(caller.orgId))
        return;
    Org &o = org(caller.orgId);
    o.lesson.ruledOut = true;
    // One alert per user and policy in ten minutes: a client retrying does not flood the
    // team's chat.
    std::int64_t &last = o.policyAlertAt[{caller.userId, error.policy}];
    if (last > 0 && now().unixSeconds - last < 600)
        return;
    last = now().unixSeconds;
    // The limit and the value as people read them: yuan, hours; lists and rules as they are.
    const auto shown = [&](const std::string &raw) -> std::string {
        if (error.policy == policy::kInstancePrice || error.policy == policy::kRunningPrice
            || error.policy == policy::kHardBudget)
            return messages::yuan(std::strtoll(raw.c_str(), nullptr, 10));
        if (error.policy == policy::kRuntime) {
            char hours[32];
            std::snprintf(hours, sizeof hours, "%g",
                          double(std::strtoll(raw.c_str(), nullptr, 10)) / 3600.0);
            return hours;
        }
        return raw;
    };
    const std::string id = "alert.policy." + error.policy;
    // Information, not a warning: the person refused was told at once; the alert is for the
    // record and for the webhooks that hear it.
    emitAlert(o, api::AlertKind::Policy, api::Severity::Info,
              messages::has(id) ? id : std::string("alert.policy.backends"),
              {caller.userId, shown(error.value), shown(error.limit)}, std::nullopt);
}

void Engine::queueDeliveries(Org &o, const StoredAlert &alert)
{
    if (o.webhooks.items().empty() || m_settingUp)
        return;
    const std::vector<api::WebhookEvent> events = webhookEventsOf(alert);
    for (const auto &[id, w] : o.webhooks.items()) {
        const auto heard = std::find_if(events.begin(), events.end(),
                                        [&w = w](api::WebhookEvent e) { return listens(w, e); });
        if (heard == events.end())
            continue;
        StoredDelivery d;
        d.event = *heard;
        d.alertId = alert.id;
        d.severity = alert.severity;
        d.messageId = alert.messageId;
        d.messageArgs = alert.messageArgs;
        d.instanceId = alert.instanceId;
        d.budgetId = alert.budgetId;
        addDelivery(o, w, std::move(d));
    }
}

StoredDelivery &Engine::addDelivery(Org &o, const StoredWebhook &webhook, StoredDelivery d)
{
    d.id = deliveryId(m_nextId++);
    d.webhookId = webhook.id;
    d.createdAt = now();
    d.state = api::DeliveryState::Pending;
    d.queuedAt = std::time(nullptr);
    // The oldest finished deliveries of this webhook go once it keeps too many; the oldest
    // waiting one is given up once too many wait.
    std::vector<std::string> finished;
    std::vector<std::string> pending;
    std::size_t kept = 0;
    for (const auto &[id, old] : o.deliveries.items()) {
        if (old.webhookId != webhook.id)
            continue;
        ++kept;
        (old.state == api::DeliveryState::Pending ? pending : finished).push_back(id);
    }
    if (pending.size() >= kMaxPendingDeliveries) {
        StoredDelivery &dropped = *o.deliveries.edit(pending.front());
        dropped.attempts.push_back(
            {now(), 0, "backlog:" + std::to_string(kMaxPendingDeliveries), 0});
        dropped.state = api::DeliveryState::Failed;
    }
    for (std::size_t i = 0; kept >= kKeptDeliveries && i < finished.size(); ++i, --kept)
        o.deliveries.erase(finished[i]);
    const std::string id = d.id;
    return o.deliveries.put(id, std::move(d));
}

api::WebhookDelivery Engine::deliveryView(const StoredWebhook &webhook,
                                          const StoredDelivery &d,
                                          const std::string &language) const
{
    api::WebhookDelivery view = d;
    view.message = say(engineLanguage(webhook.language), d.messageId, d.messageArgs);
    for (api::DeliveryAttempt &a : view.attempts) {
        if (a.error)
            a.error = attemptErrorText(language, *a.error);
    }
    return view;
}

std::vector<std::pair<std::string, std::string>> Engine::webhookIds() const
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto &[orgId, o] : m_orgs) {
        for (const auto &[id, w] : o.webhooks.items())
            out.emplace_back(orgId, id);
    }
    return out;
}

bool Engine::hasWebhook(const std::string &orgId, const std::string &webhookId) const
{
    const Org *o = findOrg(orgId);
    return o && o->webhooks.find(webhookId);
}

std::optional<Engine::Outgoing> Engine::nextDelivery(const std::string &orgId,
                                                     const std::string &webhookId) const
{
    const Org *o = findOrg(orgId);
    const StoredWebhook *w = o ? o->webhooks.find(webhookId) : nullptr;
    if (!w)
        return std::nullopt;
    for (const auto &[id, d] : o->deliveries.items()) {
        if (d.webhookId != webhookId || d.state != api::DeliveryState::Pending)
            continue;
        Outgoing out;
        out.url = w->url;
        out.secret = w->secret;
        out.format = w->format;
        api::WebhookPayload &p = out.payload;
        p.id = d.id;
        p.event = d.event;
        p.createdAt = d.createdAt;
        p.organizationId = orgId;
        p.severity = d.severity;
        p.message = say(engineLanguage(w->language), d.messageId, d.messageArgs);
        p.alertId = d.alertId;
        p.instanceId = d.instanceId;
        p.budgetId = d.budgetId;
        out.queuedAt = d.queuedAt;
        return out;
    }
    return std::nullopt;
}

void Engine::recordAttempt(const std::string &orgId,
                           const std::string &deliveryId,
                           const api::DeliveryAttempt &attempt,
                           api::DeliveryState state)
{
    const auto found = m_orgs.find(orgId);
    if (found == m_orgs.end())
        return;
    StoredDelivery *d = found->second.deliveries.edit(deliveryId);
    if (!d)
        return; // its webhook was removed meanwhile
    d->attempts.push_back(attempt);
    d->attempts.back().at = now();
    // The log keeps the first attempts and the last: a day of retries is hundreds.
    constexpr std::size_t kKeptAttempts = 50;
    if (d->attempts.size() > kKeptAttempts)
        d->attempts.erase(d->attempts.begin() + kKeptAttempts / 2);
    d->state = state;
}

} // namespace polychip::sim
