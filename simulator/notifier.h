// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "webhooks.h"

#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace httplib {
class Client;
} // namespace httplib

namespace polychip::sim {

class SimHost;

/**
 * Sends the organisations' webhook deliveries, each webhook on a thread of its own: its oldest
 * pending delivery, signed, and nothing after it until the receiver took it (2xx) or the
 * schedule gave up, so a receiver gets its events in the order they happened, at least once
 * (a delivery's id is the same on every attempt). Each attempt is recorded through the host,
 * committed like any change: a restart sends what was pending again.
 *
 * The API never waits for a receiver: the engine only queues, and a thread reads the queue
 * and records attempts under the host's lock, never holding it while it sends.
 */
class Notifier final
{
public:
    Notifier(SimHost &host, RetrySchedule schedule);
    ~Notifier();
    Notifier(const Notifier &) = delete;
    Notifier &operator=(const Notifier &) = delete;

    /// Starts watching for webhooks and their deliveries.
    void start();
    /// Stops every thread, ending the attempts under way (their deliveries stay pending, to
    /// be sent at the next start).
    void stop();

private:
    struct Worker
    {
        std::thread thread;
        bool done = false;
        httplib::Client *sending = nullptr; ///< the attempt under way, which stop() ends
    };
    void watch();
    void work(const std::string &orgId, const std::string &webhookId);
    /// Waits `wait` or until stopped; false once stopping.
    bool sleep(std::chrono::milliseconds wait);

    SimHost &m_host;
    RetrySchedule m_schedule;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::thread m_watcher;
    std::map<std::string, Worker> m_workers; ///< by webhook id
};

/** One attempt at sending `body` to `url`, signed with `secret` (X-PC-Timestamp, X-PC-Signature
 *  over TIMESTAMP "\n" BODY), with the delivery's id, event and webhook in headers. `sending`
 *  hears the client while the attempt is under way (to stop it from another thread), then null
 *  before the client goes. */
api::DeliveryAttempt sendDelivery(const std::string &url,
                                  const std::string &secret,
                                  const std::string &webhookId,
                                  const api::WebhookPayload &payload,
                                  const std::string &body,
                                  const std::function<void(httplib::Client *)> &sending = {});

} // namespace polychip::sim
