// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"
#include "host.h"

#include "api/apierror.h"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace httplib {
struct Request;
class DataSink;
} // namespace httplib

namespace polychip::sim {

/** What a handler answers: a body, or a stream (Server-Sent Events). */
struct Reply
{
    Reply(int s = 200, std::string b = {})
        : status(s)
        , body(std::move(b))
    {}
    int status;
    std::string body;
    int retryAfter = 0; ///< seconds, for 429 and 503
    std::function<bool(std::size_t, httplib::DataSink &)> stream;
};

/** The stream payloads of an organisation's current simulated second (the metrics batch and
 *  the billing tick), encoded once and shared by all its event-stream clients. Thread-safe. */
class StreamCache final
{
public:
    struct Payload
    {
        std::int64_t t = -1;
        std::int64_t revision = -1;
        std::string metrics; ///< empty when nothing runs
        std::string billing;
    };
    std::shared_ptr<const Payload> get(SimHost &host, const std::string &org);

private:
    std::mutex m_mutex;
    std::map<std::string, std::shared_ptr<const Payload>> m_payloads;
};

/** The instances of an organisation, encoded once per mutation generation and simulated second
 *  and shared by every list request meanwhile: a page of 1,000 is spliced together from ready
 *  JSON instead of copied and encoded per request. Thread-safe. */
class InstanceListCache final
{
public:
    struct Item
    {
        api::InstanceState state = api::InstanceState::Unknown;
        api::Backend backend = api::Backend::Unknown;
        std::optional<std::string> project; ///< the "project" label
        std::string json;
    };
    struct List
    {
        SimHost::Version version;
        std::int64_t revision = 0; ///< the organisation's, when encoded
        std::vector<Item> items;   ///< newest first
    };
    /// The list of `org` in `view` (each view encoded, and kept, once it is asked for).
    std::shared_ptr<const List> get(SimHost &host, const std::string &org, api::View view);

private:
    using Key = std::pair<std::string, api::View>;
    std::shared_ptr<const List> find(const Key &key, const SimHost::Version &v);

    std::mutex m_mutex;    ///< guards m_lists
    std::mutex m_building; ///< one list is encoded at a time
    std::map<Key, std::shared_ptr<const List>> m_lists;
};

/** What the server encodes once and shares between requests. */
struct Caches
{
    StreamCache streams;
    InstanceListCache instances;
};

/** One request on its way through authentication, the role table and a handler. */
struct Context
{
    const httplib::Request &req;
    Caller caller;
    SimHost &host;
    const std::string &tokenKey; ///< signs page tokens (random per server run)
    const std::atomic<bool> &stopping;
    Caches &caches;

    /// The i-th capture of the route's pattern (1: the resource id, 2: the verb).
    std::string param(std::size_t i) const;
    std::optional<std::string> query(const char *name) const;
};

using Handler = std::function<Reply(Context &)>;

/** The handler of every operation of kRoutes (by operation id) but getHealth, which the server
 *  answers itself. Handlers throw api::ApiError for refusals. */
std::map<std::string_view, Handler> handlers();

/** The handlers that answer with a stream: streamEvents and the follow mode of
 *  getInstanceLogs (the plain page stays its answer without follow=true). */
void addStreamHandlers(std::map<std::string_view, Handler> &table);

/** A 400 INVALID_ARGUMENT naming the offending field. */
api::ApiError invalid(const std::string &field, const std::string &message);

/** The reason of a 400 for a `since` the server can no longer answer as a delta. Inside the
 *  server it is the error's code; the envelope says INVALID_ARGUMENT with details
 *  {"field": "since", "reason": "SINCE_TOO_OLD"}, as the spec has it. */
inline constexpr std::string_view kSinceTooOld = "SINCE_TOO_OLD";

/** The items of a comma-separated query value (the spec's form style, `a,b`), empty ones
 *  included so that the caller refuses them. */
std::vector<std::string_view> commaItems(std::string_view list);

/** A whole number query parameter within [min, max], or `fallback` when absent. */
std::int64_t intParam(const Context &ctx,
                      const char *name,
                      std::int64_t min,
                      std::int64_t max,
                      std::int64_t fallback);

/** A number query parameter within [min, max], or nullopt when absent. */
std::optional<double> numberParam(const Context &ctx, const char *name, double min, double max);

} // namespace polychip::sim
