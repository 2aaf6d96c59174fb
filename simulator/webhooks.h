// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "persisted.h"

#include "api/types.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::sim {

/// The most webhooks an organisation keeps, and the deliveries kept per webhook (the oldest
/// finished ones go first; a pending one is never dropped).
inline constexpr std::size_t kMaxWebhooks = 20;
inline constexpr std::size_t kKeptDeliveries = 200;

/// The webhook events an alert is, the first the one a webhook listening to several is told it
/// as: a budget that stops its scope is both a threshold and a stop; auto-sleep, capacity and a
/// failed switch (the instance stays where it was) are none.
std::vector<api::WebhookEvent> webhookEventsOf(const StoredAlert &alert);

/// Whether the platform sends to `url`: http:// or https://, a host, no spaces or controls.
bool isWebhookUrl(std::string_view url);

/** When a failed delivery is tried again: after `first`, doubling up to `cap`, until
 *  `giveUpAfter` has passed since its first attempt (a day: a receiver down for a night still
 *  gets everything, in order, when it is back). Wall time: the simulated clock may stand. */
struct RetrySchedule
{
    std::chrono::milliseconds first{1000};
    std::chrono::milliseconds cap{5 * 60 * 1000};
    std::chrono::milliseconds giveUpAfter{24 * 3600 * 1000};

    /// The wait after the `failures`-th failed attempt in a row (1: after the first).
    std::chrono::milliseconds delayAfter(std::int64_t failures) const;
    /// Whether a delivery first tried `sinceFirst` ago is given up after a failure now.
    bool givesUp(std::chrono::milliseconds sinceFirst) const { return sinceFirst >= giveUpAfter; }
};

/** The body a receiver of `format` gets for `payload`: the payload itself (generic), or a
 *  team chat's text message (WeCom, DingTalk, Feishu/Lark, Slack incoming webhooks) whose
 *  text names the organisation and says the message. */
std::string webhookBody(api::WebhookFormat format, const api::WebhookPayload &payload);

/// The chat text of a payload: "Polychip · org-a · <message>".
std::string webhookText(const api::WebhookPayload &payload);

} // namespace polychip::sim
