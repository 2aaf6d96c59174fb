// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the client's tests share: running one call to its end, a small launch, a fake platform
// (cpp-httplib on loopback) for answers the simulator never gives, and faults that are lifted
// when the test leaves their scope, whatever happened in it.

#include "apiclient.h"
#include "session.h"

#include <QTest>

#include <httplib.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace polychip::test {

/// Runs one call to its end (the test's event loop turns meanwhile).
template <class R>
api::Result<R> run(client::ApiClient &c, const client::Op<R> &op, int timeoutMs = 30000)
{
    std::optional<api::Result<R>> out;
    QObject context;
    c.call<R>(op, &context, [&](api::Result<R> r) { out.emplace(std::move(r)); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, timeoutMs))
        qWarning("gave up waiting for %s", std::string(op.operationId).c_str());
    if (!out) {
        api::ApiError e;
        e.kind = api::ErrorKind::Network;
        e.message = "the test gave up waiting";
        return e;
    }
    return std::move(*out);
}

/// A one-RTX-4090 GPT-2 launch.
inline api::LaunchSpec smallSpec(const std::string &name)
{
    api::LaunchSpec s;
    s.name = name;
    s.modelId = "gpt2-1.3b";
    s.accelerator = "nvidia-rtx4090";
    s.count = 1;
    return s;
}

/** Moves the simulator's clock `seconds` ahead (the admin's client) and waits until `session`
 *  follows: relisted, on a new stream (which starts with a billing tick: a paused clock sends
 *  none of its own), with the platform's time and account at least that late. */
inline bool
advanceAndFollow(client::ApiClient &admin, client::Session &session, std::int64_t seconds)
{
    api::ClockAdvance a;
    a.seconds = seconds;
    const auto clock = run(admin, client::ops::advanceSimClock(a));
    if (!clock)
        return false;
    session.refresh();
    const std::int64_t now = clock->now.unixSeconds;
    return QTest::qWaitFor(
        [&session, now] {
            const auto &account = session.billing().account();
            return session.state() == client::Session::State::Live && session.platformTime() >= now
                   && account && account->asOf.unixSeconds >= now;
        },
        15000);
}

/** A server that plays the platform badly: add handlers to server(), then start(). */
class FakePlatform
{
public:
    ~FakePlatform()
    {
        m_server.stop();
        if (m_thread.joinable())
            m_thread.join();
    }

    httplib::Server &server() { return m_server; }

    bool start()
    {
        // A session opens a dozen calls at once, each on a kept-alive connection that holds a
        // server thread; with cpp-httplib's default pool (8 threads on a small machine) the
        // rest would wait out the keep-alive (5 s) on a loaded one.
        m_server.new_task_queue = [] { return new httplib::ThreadPool(32); };
        m_port = m_server.bind_to_any_port("127.0.0.1");
        m_thread = std::thread([this] { m_server.listen_after_bind(); });
        return m_port > 0 && QTest::qWaitFor([this] { return m_server.is_running(); }, 5000);
    }

    /// GET /v1/models: a page of bare models (id and name) that `ids` names for the request's
    /// page token ("" for the first page), and the token of the next page ("" for none).
    /// `ids` runs on the server's thread.
    void serveModels(
        std::function<std::pair<std::vector<std::string>, std::string>(const std::string &)> ids)
    {
        m_server.Get("/v1/models", [ids](const httplib::Request &req, httplib::Response &res) {
            const auto [names, next] = ids(req.get_param_value("page_token"));
            api::Page<api::Model> page;
            for (const auto &id : names) {
                api::Model m;
                m.id = m.name = id;
                page.items.push_back(m);
            }
            if (!next.empty())
                page.nextPageToken = next;
            res.set_content(api::encode(page), "application/json");
        });
    }

    /// GET /v1/instances: none, at revision 5 (a session starts its stream from there).
    void serveNoInstances()
    {
        m_server.Get("/v1/instances", [](const httplib::Request &, httplib::Response &res) {
            res.set_content(R"({"items": [], "deleted": [], "revision": 5})", "application/json");
        });
    }

    /// GET /v1/events: a stream that stays open, writing what `next` gives every 50 ms (an
    /// event's block, or "" for a heartbeat). `next` runs on the server's thread.
    void serveEvents(std::function<std::string()> next)
    {
        m_server.Get("/v1/events", [next](const httplib::Request &, httplib::Response &res) {
            res.set_chunked_content_provider(
                "text/event-stream", [next](std::size_t, httplib::DataSink &sink) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    std::string block = next();
                    if (block.empty())
                        block = ": hb\n\n";
                    return sink.write(block.data(), block.size());
                });
        });
    }

    /// An endpoint for the fake (the key is not checked).
    client::Endpoint endpoint() const
    {
        return {"http://127.0.0.1:" + std::to_string(m_port), "k", "s", {}, {}};
    }

private:
    httplib::Server m_server;
    std::thread m_thread;
    int m_port = 0;
};

/** Faults injected into the simulator for as long as this lives. */
class InjectedFaults
{
public:
    InjectedFaults(client::ApiClient &admin, const api::Faults &faults)
        : m_admin(admin)
    {
        m_ok = bool(run(m_admin, client::ops::setSimFaults(faults)));
    }
    ~InjectedFaults()
    {
        if (!run(m_admin, client::ops::setSimFaults(api::Faults{})))
            qWarning("could not lift the injected faults; later tests may fail");
    }
    InjectedFaults(const InjectedFaults &) = delete;
    InjectedFaults &operator=(const InjectedFaults &) = delete;

    /// Whether the simulator took them.
    bool ok() const { return m_ok; }

private:
    client::ApiClient &m_admin;
    bool m_ok = false;
};

} // namespace polychip::test
