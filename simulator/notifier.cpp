// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "notifier.h"

#include "host.h"

#include "signing/signature.h"

#include "api/signing.h"

#include <httplib.h>

#include <netdb.h>

#include <chrono>
#include <ctime>
#include <functional>
#include <vector>

namespace polychip::sim {

namespace {

using Clock = std::chrono::steady_clock;

/// How often the threads look for what is new: a webhook added, an alert to send. A look
/// that finds the host's state unchanged since the last one costs no lock.
constexpr std::chrono::milliseconds kPoll{200};

/// How long a receiver may take: to accept the connection, and to answer.
constexpr time_t kConnectSeconds = 5;
constexpr time_t kAnswerSeconds = 10;

/// The numeric addresses `host` resolves to (a literal address is its own).
std::vector<std::string> resolve(const std::string &host)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    std::vector<std::string> out;
    if (getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0)
        return out;
    for (const addrinfo *a = found; a; a = a->ai_next) {
        char text[NI_MAXHOST];
        if (getnameinfo(a->ai_addr, a->ai_addrlen, text, sizeof text, nullptr, 0, NI_NUMERICHOST)
            == 0)
            out.emplace_back(text);
    }
    freeaddrinfo(found);
    return out;
}

std::string errorToken(httplib::Error error)
{
    switch (error) {
    case httplib::Error::Connection:
    case httplib::Error::ConnectionTimeout:
        return "connection";
    case httplib::Error::Read:
    case httplib::Error::Write:
        return "timeout";
    case httplib::Error::SSLConnection:
    case httplib::Error::SSLLoadingCerts:
    case httplib::Error::SSLServerVerification:
        return "tls";
    default:
        return "net:" + httplib::to_string(error);
    }
}

/** One attempt at sending `payload` to `url` as `format` says, signed with `secret`
 *  (X-PC-Timestamp, X-PC-Signature over TIMESTAMP "\n" BODY), with the delivery's id, event
 *  and webhook in headers; a private address only when `allowPrivate` (the host name is
 *  resolved once, checked, and connected to as resolved). A failure's `error` is a token for
 *  attemptErrorText(). `sending` hears the client while the attempt is under way (to stop it
 *  from another thread), then null before the client goes; it returns false to cancel the
 *  attempt before it starts. */
api::DeliveryAttempt sendDelivery(const std::string &url,
                                  const std::string &secret,
                                  const std::string &webhookId,
                                  api::WebhookFormat format,
                                  const api::WebhookPayload &payload,
                                  bool allowPrivate,
                                  const std::function<bool(httplib::Client *)> &sending)
{
    api::DeliveryAttempt attempt;
    const auto started = Clock::now();
    const auto took = [&] {
        attempt.durationMs
            = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started).count();
        return attempt;
    };
    // "https://host:port" and "/path?query": the client takes the first, the request the second.
    const std::size_t hostStart = url.find("://") + 3;
    const std::size_t pathStart = url.find_first_of("/?#", hostStart);
    const std::string origin = url.substr(0, pathStart);
    std::string path = pathStart == std::string::npos ? "/" : url.substr(pathStart);
    if (path.front() != '/')
        path.insert(path.begin(), '/');
    if (const auto hash = path.find('#'); hash != std::string::npos)
        path.erase(hash);
    const std::string hostPort = url.substr(hostStart, pathStart - hostStart);
    const std::string host
        = hostPort.front() == '['
              ? hostPort.substr(1, hostPort.find(']') - 1)
              : hostPort.substr(0, hostPort.rfind(':') == std::string::npos ? hostPort.size()
                                                                            : hostPort.rfind(':'));

    // Resolved once, checked, and connected to as checked (a name that resolves elsewhere by
    // the time of the connection changes nothing).
    const std::vector<std::string> addresses = resolve(host);
    if (addresses.empty()) {
        attempt.error = "unresolved";
        return took();
    }
    if (!allowPrivate) {
        for (const std::string &a : addresses) {
            if (isPrivateAddress(a)) {
                attempt.error = "private";
                return took();
            }
        }
    }

    const std::string body = webhookBody(format, payload);
    const std::int64_t timestamp = std::time(nullptr);
    const httplib::Headers headers{
        {std::string(api::kHeaderTimestamp), std::to_string(timestamp)},
        {std::string(api::kHeaderSignature), signing::webhookSignature(secret, timestamp, body)},
        {std::string(api::kHeaderDelivery), payload.id},
        {std::string(api::kHeaderEvent), std::string(api::wireName(payload.event))},
        {std::string(api::kHeaderWebhook), webhookId},
        {"User-Agent", "polychip-sim-webhooks"},
    };
    try {
        httplib::Client client(origin);
        client.set_hostname_addr_map({{host, addresses.front()}});
        client.set_connection_timeout(kConnectSeconds, 0);
        client.set_read_timeout(kAnswerSeconds, 0);
        client.set_write_timeout(kAnswerSeconds, 0);
        client.set_follow_location(false);
        // Whatever happens, the one who may stop the attempt forgets the client before it goes.
        struct Forget
        {
            const std::function<bool(httplib::Client *)> &sending;
            ~Forget()
            {
                if (sending)
                    sending(nullptr);
            }
        } forget{sending};
        if (sending && !sending(&client)) {
            attempt.error = "net:Canceled";
            return took();
        }
        const httplib::Result answer = client.Post(path, headers, body, "application/json");
        if (!answer) {
            attempt.error = errorToken(answer.error());
        } else {
            attempt.status = answer->status;
            if (answer->status < 200 || answer->status > 299)
                attempt.error = "status:" + std::to_string(answer->status);
            else if (const auto refused = chatRefusal(format, answer->body))
                attempt.error = "chat:" + *refused;
        }
    } catch (const std::exception &e) {
        attempt.error = std::string("net:") + e.what(); // an address cpp-httplib refuses
    }
    return took();
}

} // namespace

Notifier::Notifier(SimHost &host, DeliveryRules rules)
    : m_host(host)
    , m_rules(rules)
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
    std::vector<httplib::Client *> sending;
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
        for (auto &[id, worker] : m_workers) {
            if (worker.sending)
                sending.push_back(worker.sending);
        }
        // Outside the lock below: a client's stop() may wait for its connection attempt.
        // Its worker cannot let it go meanwhile: forgetting it (sending(nullptr)) needs the
        // lock, which stop() takes again only after these calls.
        for (httplib::Client *client : sending)
            client->stop();
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

bool Notifier::stopping()
{
    const std::lock_guard lock(m_mutex);
    return m_stopping;
}

bool Notifier::sleep(std::chrono::milliseconds wait)
{
    std::unique_lock lock(m_mutex);
    m_wake.wait_for(lock, wait, [&] { return m_stopping; });
    return !m_stopping;
}

void Notifier::watch()
{
    SimHost::Version seen{~std::uint64_t(0), -1};
    do {
        // Webhooks come and go by mutations: nothing to look at while there is none.
        if (const SimHost::Version now = m_host.version(); now.generation == seen.generation)
            continue;
        else
            seen = now;
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
            if (m_workers.contains(id))
                continue;
            try {
                m_workers[id].thread = std::thread([this, orgId, id] { work(orgId, id); });
            } catch (const std::system_error &) {
                m_workers.erase(id); // no thread to be had now: tried again at the next look
                seen.generation = ~std::uint64_t(0);
            }
        }
    } while (sleep(kPoll));
}

api::DeliveryAttempt Notifier::attempt(const std::string &webhookId, const Engine::Outgoing &next)
{
    return sendDelivery(next.url, next.secret, webhookId, next.format, next.payload,
                        m_rules.allowPrivate, [this, &webhookId](httplib::Client *client) {
                            const std::lock_guard lock(m_mutex);
                            if (client && m_stopping)
                                return false; // stop() came first: do not begin
                            m_workers[webhookId].sending = client;
                            return true;
                        });
}

void Notifier::work(const std::string &orgId, const std::string &webhookId)
{
    SimHost::Version seen{~std::uint64_t(0), -1}; // the host's state at the last empty look
    std::int64_t failures = 0; // failed attempts in a row of the delivery under way
    std::string current;
    try {
        for (;;) {
            // Nothing changed since the queue was last found empty: nothing new to send.
            if (m_host.version() == seen) {
                if (!sleep(kPoll))
                    return;
                continue;
            }
            const SimHost::Version before = m_host.version();
            std::optional<Engine::Outgoing> next;
            bool exists = false;
            m_host.locked([&](Engine &e) {
                exists = e.hasWebhook(orgId, webhookId);
                next = e.nextDelivery(orgId, webhookId);
                return 0;
            });
            if (!exists)
                break;
            if (!next) {
                seen = before;
                if (!sleep(kPoll))
                    return;
                continue;
            }
            if (next->payload.id != current) {
                current = next->payload.id;
                failures = 0;
            }
            const api::DeliveryAttempt tried = attempt(webhookId, *next);
            if (stopping())
                return; // ended by stop(): still pending, sent again at the next start
            const bool delivered = !tried.error;
            failures = delivered ? 0 : failures + 1;
            const auto queuedFor = std::chrono::seconds(std::time(nullptr) - next->queuedAt);
            const bool gaveUp
                = !delivered
                  && m_rules.retry.givesUp(
                      std::chrono::duration_cast<std::chrono::milliseconds>(queuedFor));
            const api::DeliveryState state = delivered ? api::DeliveryState::Delivered
                                             : gaveUp  ? api::DeliveryState::Failed
                                                       : api::DeliveryState::Pending;
            bool recorded = false;
            try {
                m_host.mutate([&](Engine &e) {
                    e.recordAttempt(orgId, current, tried, state);
                    return 0;
                });
                recorded = true;
            } catch (...) {
                // The store cannot commit now (a full disk): the attempt is made again later,
                // which a receiver drops by the delivery's id.
            }
            const auto wait = !recorded             ? std::chrono::milliseconds(1000)
                              : delivered || gaveUp ? std::chrono::milliseconds(0)
                                                    : m_rules.retry.delayAfter(failures);
            if (wait.count() > 0 && !sleep(wait))
                return;
        }
    } catch (...) {
        // A thread must not take the simulator down: this webhook rests until a restart.
    }
    const std::lock_guard lock(m_mutex);
    m_workers[webhookId].done = true;
}

} // namespace polychip::sim
