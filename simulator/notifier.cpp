// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "notifier.h"

#include "host.h"

#include "signing/signature.h"

#include "api/signing.h"

#include <httplib.h>

#include <chrono>
#include <ctime>

namespace polychip::sim {

namespace {

using Clock = std::chrono::steady_clock;

/// How often the threads look for what is new: a webhook added, an alert to send.
constexpr std::chrono::milliseconds kPoll{200};

/// How long a receiver may take: to accept the connection, and to answer.
constexpr time_t kConnectSeconds = 5;
constexpr time_t kAnswerSeconds = 10;

} // namespace

api::DeliveryAttempt sendDelivery(const std::string &url,
                                  const std::string &secret,
                                  const std::string &webhookId,
                                  const api::WebhookPayload &payload,
                                  const std::string &body,
                                  const std::function<void(httplib::Client *)> &sending)
{
    api::DeliveryAttempt attempt;
    // "https://host:port" and "/path?query": the client takes the first, the request the second.
    const std::size_t hostStart = url.find("://") + 3;
    const std::size_t pathStart = url.find_first_of("/?#", hostStart);
    const std::string origin = url.substr(0, pathStart);
    std::string path = pathStart == std::string::npos ? "/" : url.substr(pathStart);
    if (path.front() != '/')
        path.insert(path.begin(), '/');
    if (const auto hash = path.find('#'); hash != std::string::npos)
        path.erase(hash);

    const std::int64_t timestamp = std::time(nullptr);
    const httplib::Headers headers{
        {std::string(api::kHeaderTimestamp), std::to_string(timestamp)},
        {std::string(api::kHeaderSignature), signing::webhookSignature(secret, timestamp, body)},
        {std::string(api::kHeaderDelivery), payload.id},
        {std::string(api::kHeaderEvent), std::string(api::wireName(payload.event))},
        {std::string(api::kHeaderWebhook), webhookId},
        {"User-Agent", "polychip-sim-webhooks"},
    };
    const auto started = Clock::now();
    try {
        httplib::Client client(origin);
        client.set_connection_timeout(kConnectSeconds, 0);
        client.set_read_timeout(kAnswerSeconds, 0);
        client.set_write_timeout(kAnswerSeconds, 0);
        client.set_follow_location(false);
        if (sending)
            sending(&client);
        const httplib::Result answer = client.Post(path, headers, body, "application/json");
        if (sending)
            sending(nullptr);
        if (answer) {
            attempt.status = answer->status;
            if (answer->status < 200 || answer->status > 299)
                attempt.error = "the receiver answered " + std::to_string(answer->status);
        } else {
            attempt.error = httplib::to_string(answer.error());
        }
    } catch (const std::exception &e) {
        attempt.error = e.what(); // a malformed address cpp-httplib refuses
    }
    attempt.durationMs
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
    return attempt;
}

Notifier::Notifier(SimHost &host, RetrySchedule schedule)
    : m_host(host)
    , m_schedule(schedule)
{}

Notifier::~Notifier()
{
    stop();
}

void Notifier::start()
{
    const std::lock_guard lock(m_mutex);
    if (!m_watcher.joinable() && !m_stopping)
        m_watcher = std::thread([this] { watch(); });
}

void Notifier::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
        for (auto &[id, worker] : m_workers) {
            if (worker.sending)
                worker.sending->stop(); // a receiver that does not answer holds no one up
        }
    }
    m_wake.notify_all();
    if (m_watcher.joinable())
        m_watcher.join();
    for (auto &[id, worker] : m_workers) {
        if (worker.thread.joinable())
            worker.thread.join();
    }
    m_workers.clear();
}

bool Notifier::sleep(std::chrono::milliseconds wait)
{
    std::unique_lock lock(m_mutex);
    m_wake.wait_for(lock, wait, [&] { return m_stopping; });
    return !m_stopping;
}

void Notifier::watch()
{
    do {
        const auto ids = m_host.locked([](Engine &e) { return e.webhookIds(); });
        const std::lock_guard lock(m_mutex);
        if (m_stopping)
            break;
        // Threads whose webhook went are joined; a new webhook gets one.
        for (auto it = m_workers.begin(); it != m_workers.end();) {
            if (it->second.done) {
                it->second.thread.join();
                it = m_workers.erase(it);
            } else {
                ++it;
            }
        }
        for (const auto &[orgId, id] : ids) {
            if (!m_workers.contains(id))
                m_workers[id].thread = std::thread([this, orgId, id] { work(orgId, id); });
        }
    } while (sleep(kPoll));
}

void Notifier::work(const std::string &orgId, const std::string &webhookId)
{
    std::string current;        // the delivery being tried
    Clock::time_point firstTry; // when it was first tried
    std::int64_t failures = 0;  // its failed attempts in a row
    const auto finish = [&] {
        const std::lock_guard lock(m_mutex);
        m_workers[webhookId].done = true;
    };
    for (;;) {
        std::optional<Engine::Outgoing> next;
        bool exists = false;
        m_host.locked([&](Engine &e) {
            exists = e.hasWebhook(orgId, webhookId);
            next = e.nextDelivery(orgId, webhookId);
            return 0;
        });
        if (!exists)
            return finish();
        if (!next) {
            if (!sleep(kPoll))
                return finish();
            continue;
        }
        if (next->payload.id != current) {
            current = next->payload.id;
            firstTry = Clock::now();
            failures = 0;
        }
        const std::string body = webhookBody(next->format, next->payload);
        const api::DeliveryAttempt attempt
            = sendDelivery(next->url, next->secret, webhookId, next->payload, body,
                           [this, &webhookId](httplib::Client *client) {
                               const std::lock_guard lock(m_mutex);
                               m_workers[webhookId].sending
                                   = m_stopping && client ? nullptr : client;
                               if (m_stopping && client)
                                   client->stop();
                           });
        {
            const std::lock_guard lock(m_mutex);
            if (m_stopping)
                return; // ended by stop(): still pending, sent again at the next start
        }
        const bool delivered = attempt.status >= 200 && attempt.status <= 299;
        failures = delivered ? 0 : failures + 1;
        const bool gaveUp
            = !delivered
              && m_schedule.givesUp(
                  std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - firstTry));
        const api::DeliveryState state = delivered ? api::DeliveryState::Delivered
                                         : gaveUp  ? api::DeliveryState::Failed
                                                   : api::DeliveryState::Pending;
        bool recorded = false;
        try {
            m_host.mutate([&](Engine &e) {
                e.recordAttempt(orgId, current, attempt, state);
                return 0;
            });
            recorded = true;
        } catch (...) {
            // The store cannot commit now (a full disk): the attempt is sent again later,
            // which a receiver drops by the delivery's id.
        }
        const auto wait = !recorded             ? std::chrono::milliseconds(1000)
                          : delivered || gaveUp ? std::chrono::milliseconds(0)
                                                : m_schedule.delayAfter(failures);
        if (wait.count() > 0 && !sleep(wait))
            return finish();
        const std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
    }
}

} // namespace polychip::sim
