// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"
#include "webhooks.h"

#include <condition_variable>
#include <map>
#include <mutex>
#include <string>
#include <thread>

namespace httplib {
class Client;
} // namespace httplib

namespace polychip::sim {

class SimHost;

/** Where the notifier may send (the command line's part). */
struct DeliveryRules
{
    RetrySchedule retry;
    /// Addresses on this machine or a private network are sent to: the simulator listens on
    /// loopback (only this machine's users set webhooks), or was told so. Otherwise a webhook
    /// could make a shared classroom server probe its own network.
    bool allowPrivate = true;
};

/**
 * Sends the organisations' webhook deliveries, each webhook on a thread of its own: its oldest
 * pending delivery, signed, and nothing after it until the receiver took it (2xx, and a chat
 * that did not refuse it) or the schedule gave up, so a receiver gets its events in the order
 * they happened, at least once (a delivery's id is the same on every attempt). Each attempt is
 * recorded through the host, committed like any change: a restart sends what was pending again.
 *
 * The API never waits for a receiver: the engine only queues, and a thread reads the queue
 * and records attempts under the host's lock, never holding it while it sends.
 */
class Notifier final
{
public:
    Notifier(SimHost &host, DeliveryRules rules);
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
    /// One attempt at the delivery `next` of `webhookId`, stoppable by stop().
    api::DeliveryAttempt attempt(const std::string &webhookId, const Engine::Outgoing &next);
    /// Waits `wait` or until stopped; false once stopping.
    bool sleep(std::chrono::milliseconds wait);
    bool stopping();

    SimHost &m_host;
    DeliveryRules m_rules;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::thread m_watcher;
    std::map<std::string, Worker> m_workers; ///< by webhook id
};

} // namespace polychip::sim
