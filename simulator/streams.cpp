// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The answers that stream as Server-Sent Events: GET /v1/events and the follow mode of
// GET /v1/instances/{id}/logs. Each client holds a cursor into state the engine retains (the
// event window, the log ring), never a queue of its own, so a slow client costs no memory:
// when it falls out of the window it gets `event: reset`.
#include "handlers.h"

#include "host.h"
#include "messages.h"

#include "api/codec.h"

#include <httplib.h>

#include <algorithm>
#include <bitset>
#include <charconv>
#include <chrono>
#include <memory>
#include <thread>

namespace polychip::sim {

namespace {

constexpr auto kHeartbeat = std::chrono::seconds(15);
constexpr auto kStreamPoll = std::chrono::milliseconds(100);
/// At most this many events go out in one write, so a client far behind catches up in steps.
constexpr std::size_t kMaxEventsPerWrite = 1000;

using SteadyClock = std::chrono::steady_clock;

/// The event types of GET /v1/events (the spec's table, in its order).
constexpr std::string_view kEventTypes[]
    = {"instance.updated", "instance.deleted", "operation.updated",
       "metrics",          "billing.tick",     "alert",
       "snapshot.updated", "snapshot.deleted", "volume.updated",
       "volume.deleted",   "budget.updated",   "budget.deleted",
       "policies.updated", "catalog.changed",  "reset"};

/** The `types` of an event stream: all when absent; 400 naming a type the API does not have.
 *  `reset` always goes out (the client must relist whatever it asked for). */
class EventTypes
{
public:
    EventTypes() = default;
    explicit EventTypes(const Context &c)
    {
        const auto list = c.query("types");
        if (!list)
            return;
        m_all = false;
        for (const std::string_view type : commaItems(*list)) {
            const auto known = std::find(std::begin(kEventTypes), std::end(kEventTypes), type);
            if (known == std::end(kEventTypes)) {
                std::string all;
                for (const auto t : kEventTypes)
                    all += (all.empty() ? "" : ", ") + std::string(t);
                throw invalid("types", "event types from " + all + ", separated by commas; got \""
                                           + std::string(type) + "\"");
            }
            m_wanted.set(std::size_t(known - std::begin(kEventTypes)));
        }
    }

    bool wants(std::string_view type) const
    {
        if (m_all || type == "reset")
            return true;
        const auto known = std::find(std::begin(kEventTypes), std::end(kEventTypes), type);
        return known != std::end(kEventTypes)
               && m_wanted.test(std::size_t(known - std::begin(kEventTypes)));
    }

private:
    bool m_all = true;
    std::bitset<std::size(kEventTypes)> m_wanted;
};

/** Where one event-stream client is. */
struct EventCursor
{
    std::string org;
    std::string keyId;    ///< that opened the stream: it ends when the key stops working
    std::string language; ///< of the alerts' text: the stream's Accept-Language
    EventTypes types;
    std::int64_t revision = 0;
    std::int64_t metricsT = -1;
    SteadyClock::time_point lastWrite = SteadyClock::now();
    SteadyClock::time_point lastBilling{};
};

/** Where one log-follow client is. */
struct LogCursor
{
    Caller caller;
    std::string instanceId;
    std::int64_t nextLine = 1;
    SteadyClock::time_point lastWrite = SteadyClock::now();
};

std::int64_t lastEventId(const Context &c)
{
    const std::string last = c.req.get_header_value("Last-Event-ID");
    if (last.empty())
        return -1;
    std::int64_t id = 0;
    const auto [end, ec] = std::from_chars(last.data(), last.data() + last.size(), id);
    if (ec != std::errc() || end != last.data() + last.size() || id < 0)
        throw invalid("Last-Event-ID", "an event id (a number)");
    return id;
}

/// `event: end` with why, when the key that opened a stream was revoked or has expired (the
/// same UNAUTHENTICATED a request signed with it gets); empty while it works.
std::string keyEnded(const Engine &e, const std::string &keyId, const std::string &language)
{
    const KeyRecord *key = e.key(keyId);
    if (key && !Engine::expired(*key, e.now()))
        return {};
    api::ErrorResponse why;
    why.error.code = "UNAUTHENTICATED";
    why.error.message
        = messages::say(language, key ? "stream.key_expired" : "stream.key_revoked", {keyId});
    return "event: end\ndata: " + api::encode(why) + "\n\n";
}

/// Ends a stream with `last` (an `event: end`).
bool endWith(const std::string &last, httplib::DataSink &sink)
{
    sink.write(last.data(), last.size());
    sink.done();
    return true;
}

/// Writes `out` (or a heartbeat when quiet for too long), then waits for the next poll.
bool flush(std::string &out, SteadyClock::time_point &lastWrite, httplib::DataSink &sink)
{
    const auto now = SteadyClock::now();
    if (out.empty() && now - lastWrite >= kHeartbeat)
        out = ": heartbeat\n\n";
    if (!out.empty()) {
        if (!sink.write(out.data(), out.size()))
            return false; // the client went away
        lastWrite = now;
    }
    std::this_thread::sleep_for(kStreamPoll);
    return true;
}

Reply streamEvents(Context &c)
{
    auto cursor = std::make_shared<EventCursor>();
    cursor->org = c.caller.orgId;
    cursor->keyId = c.caller.keyId;
    cursor->language = c.caller.language;
    cursor->types = EventTypes(c);
    const std::int64_t resumeFrom = lastEventId(c);
    cursor->revision = resumeFrom >= 0
                           ? resumeFrom
                           : c.host.locked([&](Engine &e) { return e.revision(c.caller.orgId); });
    SimHost *host = &c.host;
    StreamCache *cache = &c.caches.streams;
    const std::atomic<bool> *stopping = &c.stopping;
    Reply r;
    r.stream = [host, cache, stopping, cursor](std::size_t, httplib::DataSink &sink) {
        if (stopping->load())
            return false;
        std::string out, ended;
        std::int64_t t = 0;
        host->locked([&](Engine &e) {
            ended = keyEnded(e, cursor->keyId, cursor->language);
            if (!ended.empty())
                return;
            const auto events = e.eventsSince(cursor->org, cursor->revision);
            if (!events) {
                // Too far behind: the client must relist.
                out += "event: reset\ndata: {}\n\n";
                cursor->revision = e.revision(cursor->org);
            } else {
                std::size_t n = 0;
                for (const auto &ev : *events) {
                    if (++n > kMaxEventsPerWrite)
                        break;
                    cursor->revision = ev.revision;
                    if (!cursor->types.wants(ev.type))
                        continue;
                    out += "id: " + std::to_string(ev.revision) + "\nevent: " + ev.type + "\ndata: "
                           + (ev.type == "alert" ? Engine::alertIn(cursor->language, ev.data)
                                                 : ev.data)
                           + "\n\n";
                }
            }
            t = e.now().unixSeconds;
        });
        if (!ended.empty())
            return endWith(ended, sink);
        // Live samples: one batch per simulated second, not replayed on resume; encoded once
        // per organisation and second for all its clients.
        if (t != cursor->metricsT) {
            cursor->metricsT = t;
            const auto payload = cache->get(*host, cursor->org);
            if (!payload->metrics.empty() && cursor->types.wants("metrics"))
                out += "event: metrics\ndata: " + payload->metrics + "\n\n";
            const auto now = SteadyClock::now();
            if (now - cursor->lastBilling >= std::chrono::seconds(1)
                && cursor->types.wants("billing.tick")) {
                cursor->lastBilling = now;
                out += "event: billing.tick\ndata: " + payload->billing + "\n\n";
            }
        }
        return flush(out, cursor->lastWrite, sink);
    };
    return r;
}

/** GET /v1/instances/{id}/logs?follow=true: the lines from since_line (or Last-Event-ID + 1),
 *  then each new line as it is written, as `event: log` with the line number as id. The stream
 *  ends with `event: end` when the instance is gone, or the key that opened it stops working. */
Reply followLogs(Context &c, std::int64_t sinceLine)
{
    auto cursor = std::make_shared<LogCursor>();
    cursor->caller = c.caller;
    cursor->instanceId = c.param(1);
    const std::int64_t resumeFrom = lastEventId(c);
    cursor->nextLine = resumeFrom >= 0 ? resumeFrom + 1 : sinceLine;
    // Unknown (or another organisation's) instance: 404 before the stream starts.
    auto first = c.host.locked([&](Engine &e) { return e.logs(c.caller, cursor->instanceId, 1); });
    if (!first)
        throw first.error();
    SimHost *host = &c.host;
    const std::atomic<bool> *stopping = &c.stopping;
    Reply r;
    r.stream = [host, stopping, cursor](std::size_t, httplib::DataSink &sink) {
        if (stopping->load())
            return false;
        std::string ended;
        auto page = host->locked([&](Engine &e) {
            ended = keyEnded(e, cursor->caller.keyId, cursor->caller.language);
            return e.logs(cursor->caller, cursor->instanceId, cursor->nextLine);
        });
        if (!ended.empty())
            return endWith(ended, sink);
        std::string out;
        if (!page) {
            api::ErrorResponse gone;
            gone.error.code = page.error().code;
            gone.error.message = page.error().message;
            return endWith("event: end\ndata: " + api::encode(gone) + "\n\n", sink);
        }
        for (const auto &line : page->lines)
            out += "id: " + std::to_string(line.line) + "\nevent: log\ndata: " + api::encode(line)
                   + "\n\n";
        cursor->nextLine = page->nextLine;
        return flush(out, cursor->lastWrite, sink);
    };
    return r;
}

} // namespace

std::shared_ptr<const StreamCache::Payload> StreamCache::get(SimHost &host, const std::string &org)
{
    return host.locked([&](Engine &e) {
        const std::int64_t t = e.now().unixSeconds;
        const std::int64_t revision = e.revision(org);
        const std::lock_guard lock(m_mutex);
        auto &slot = m_payloads[org];
        if (!slot || slot->t != t || slot->revision != revision) {
            auto payload = std::make_shared<Payload>();
            payload->t = t;
            payload->revision = revision;
            const auto batch = e.lastMetrics(org);
            if (!batch.samples.empty())
                payload->metrics = api::encode(batch);
            payload->billing = api::encode(e.billingTick(org));
            slot = std::move(payload);
        }
        return std::shared_ptr<const Payload>(slot);
    });
}

void addStreamHandlers(std::map<std::string_view, Handler> &table)
{
    table["streamEvents"] = streamEvents;
    // The plain page stays the handler's answer without follow=true.
    auto plain = table.at("getInstanceLogs");
    table["getInstanceLogs"] = [plain](Context &c) {
        const auto follow = c.query("follow");
        if (!follow || *follow == "false")
            return plain(c);
        if (*follow != "true")
            throw invalid("follow", "true or false");
        return followLogs(c, intParam(c, "since_line", 1, INT64_MAX, 1));
    };
}

} // namespace polychip::sim
