// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "persisted.h"

#include "api/types.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::sim {

/// The most webhooks an organisation keeps, and the deliveries kept per webhook (the oldest
/// finished ones go first; a pending one is never dropped).
inline constexpr std::size_t kMaxWebhooks = 20;
inline constexpr std::size_t kKeptDeliveries = 200;
/// The most deliveries that wait for one webhook: past it, the oldest is given up (a receiver
/// gone for good must not make the queue grow for ever).
inline constexpr std::size_t kMaxPendingDeliveries = 1000;

/// The webhook events an alert is, the first the one a webhook listening to several is told it
/// as: a budget that stops its scope is both a threshold and a stop; auto-sleep, capacity and a
/// failed switch (the instance stays where it was) are none.
std::vector<api::WebhookEvent> webhookEventsOf(const StoredAlert &alert);

/// Whether the platform sends to `url`: http:// or https://, a host, no spaces or controls.
bool isWebhookUrl(std::string_view url);

/** When a failed delivery is tried again: after `first`, doubling up to `cap`, until
 *  `giveUpAfter` has passed since it was queued (a day: a receiver down for a night still gets
 *  everything, in order, when it is back; one gone for good has what waited longer than a day
 *  given up at its first failure). Wall time: the simulated clock may stand. */
struct RetrySchedule
{
    std::chrono::milliseconds first{1000};
    std::chrono::milliseconds cap{5 * 60 * 1000};
    std::chrono::milliseconds giveUpAfter{24 * 3600 * 1000};

    /// The wait after the `failures`-th failed attempt in a row (1: after the first).
    std::chrono::milliseconds delayAfter(std::int64_t failures) const;
    /// Whether a delivery queued `sinceQueued` ago is given up after a failure now.
    bool givesUp(std::chrono::milliseconds sinceQueued) const { return sinceQueued >= giveUpAfter; }
};

/** The body a receiver of `format` gets for `payload`: the payload itself (generic), or a
 *  team chat's text message (WeCom, DingTalk, Feishu/Lark, Slack incoming webhooks) whose
 *  text names the organisation and says the message. */
std::string webhookBody(api::WebhookFormat format, const api::WebhookPayload &payload);

/// The chat text of a payload: "Polychip · org-a · <message>".
std::string webhookText(const api::WebhookPayload &payload);

/// Why a team chat refused a message it answered with HTTP 200: WeCom and DingTalk say so
/// with a non-zero `errcode`, Feishu/Lark with a non-zero `code` (a wrong key, a keyword or
/// signature the robot requires, its rate limit). Nothing when it took the message.
std::optional<std::string> chatRefusal(api::WebhookFormat format, std::string_view answer);

/// Whether a numeric IPv4 or IPv6 address is this machine's or a private network's:
/// loopback, private ranges, link-local (cloud metadata), unique-local, unspecified.
bool isPrivateAddress(std::string_view address);

/// Why an attempt failed, for people in `language` (messages::language()), from the token
/// the notifier recorded ("status:503", "chat:…", "private", "connection", "timeout"…).
std::string attemptErrorText(const std::string &language, const std::string &token);

} // namespace polychip::sim
