// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once
// What the route files share: decoding requests, paging lists, answering. Internal to
// polychip_simhttp.

#include "handlers.h"

#include "api/codec.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

using Handlers = std::map<std::string_view, Handler>;

/// The routes of one area each (catalogroutes.cpp, instanceroutes.cpp, ...).
void addCatalogRoutes(Handlers &h);
void addInstanceRoutes(Handlers &h);
void addStorageRoutes(Handlers &h);
void addBillingRoutes(Handlers &h);
void addOrgRoutes(Handlers &h);
void addSimulatorRoutes(Handlers &h);

template <class T>
Reply json(const T &value, int status = 200, api::View view = api::View::Full)
{
    return {status, api::encode(value, view)};
}

/// The JSON text of a request's body ("{}" when empty); 400 when it is not sent as
/// application/json.
std::string_view requestJson(const Context &ctx);

/** Decodes a JSON request body strictly: wrong content type, malformed JSON, unknown fields and
 *  bad values are 400 naming the field. An empty body is an empty object. */
template <class T>
T body(const Context &ctx)
{
    auto value = api::decode<T>(requestJson(ctx), {.rejectUnknownFields = true});
    if (!value)
        throw invalid(value.error().field, value.error().message);
    return std::move(value).value();
}

/** The `from` and `to` query parameters (RFC 3339), each absent or a time: 400 naming the
 *  first that is not one. */
struct TimeRange
{
    std::optional<api::Timestamp> from;
    std::optional<api::Timestamp> to;
};
TimeRange timeRange(const Context &ctx);

/** The `fields` parameter of the metrics: a comma-separated list of metric names (all five
 *  when absent). */
MetricStore::Fields metricFields(const Context &c);

/** The values a filter parameter allows, from its comma form (`state=running,sleeping`): an
 *  empty set (anything) when the parameter is absent; 400 naming the parameter and the values
 *  it takes on a value the enum does not have, or an empty item. */
template <api::ApiEnum E>
class EnumFilter
{
public:
    EnumFilter(const Context &c, const char *name)
    {
        const auto list = c.query(name);
        if (!list)
            return;
        for (const std::string_view item : commaItems(*list)) {
            const E value = api::enumFromString<E>(item);
            if (value == E::Unknown)
                throw invalid(name, "one or more of " + choices() + " separated by commas; got \""
                                        + std::string(item) + "\"");
            m_allowed |= bit(value);
        }
    }

    /// Whether `value` passes (always, when the parameter was absent).
    bool allows(E value) const { return m_allowed == 0 || (m_allowed & bit(value)) != 0; }
    /// Whether any of `values` passes.
    template <class Range, class Project>
    bool allowsAny(const Range &values, Project project) const
    {
        return m_allowed == 0
               || std::any_of(std::begin(values), std::end(values),
                              [&](const auto &v) { return allows(project(v)); });
    }

private:
    static std::uint64_t bit(E value) { return std::uint64_t(1) << unsigned(value); }
    static std::string choices()
    {
        std::string out;
        for (const auto &[v, n] : api::EnumInfo<E>::values)
            out += (out.empty() ? "" : ", ") + std::string(n);
        return out;
    }
    std::uint64_t m_allowed = 0;
};

/** The slice of a list a request asks for: page_size (1-1000, default 50), the offset its
 *  page_token carries (checked against its HMAC), and how much of each item (`view`: basic,
 *  the default, or full; 400 on anything else). */
struct Window
{
    std::int64_t size = 50;
    std::int64_t offset = 0;
    api::View view = api::View::Basic;
};
Window window(const Context &c);
/** The token of the page that starts at `offset`. */
std::string pageToken(const Context &c, std::size_t offset);
/** The number in an id such as "ins_42", for newest-first order. */
std::int64_t idNumber(const std::string &id);
/** since=<revision> of a delta list: the events after it, or SINCE_TOO_OLD. */
std::vector<StoredEvent> eventsSince(const Context &c, const Engine &e, std::int64_t &since);

/// Stored resources come newest first.
template <class T>
bool newerFirst(const T &a, const T &b)
{
    return a.createdAt != b.createdAt ? b.createdAt < a.createdAt : idNumber(b.id) < idNumber(a.id);
}

/**
 * A page of a list as the API asks: page_size (1-1000, default 50) and page_token; for stored
 * resources (deletedType set) also since=<revision>, answering only what changed after it
 * (oldest change first) with tombstones of deletions. Otherwise stored resources (anything
 * with a creation time) come newest first and catalogs in their own order.
 */
template <class T>
api::Page<T>
page(const Context &c, const Engine &e, std::vector<T> items, const char *deletedType = nullptr)
{
    api::Page<T> p;
    p.revision = e.revision(c.caller.orgId);
    const Window w = window(c);
    if constexpr (requires(const T &t) {
                      t.revision;
                      t.createdAt;
                  }) {
        if (deletedType && c.query("since")) {
            std::int64_t since = 0;
            const auto events = eventsSince(c, e, since);
            std::erase_if(items, [since](const T &t) { return t.revision <= since; });
            std::sort(items.begin(), items.end(),
                      [](const T &a, const T &b) { return a.revision < b.revision; });
            if (w.offset == 0) {
                for (const auto &ev : events) {
                    if (ev.type != deletedType)
                        continue;
                    if (auto t = api::decode<api::Tombstone>(ev.data))
                        p.deleted.push_back(*t);
                }
            }
        } else {
            std::sort(items.begin(), items.end(), newerFirst<T>);
        }
    } else {
        if (c.query("since"))
            throw invalid("since", "this list has no delta sync");
        // Stored without revisions (webhooks, deliveries): newest first all the same.
        if constexpr (requires(const T &t) { t.createdAt; })
            std::sort(items.begin(), items.end(), newerFirst<T>);
    }
    const auto begin = std::min<std::size_t>(std::size_t(w.offset), items.size());
    const auto end = std::min<std::size_t>(begin + std::size_t(w.size), items.size());
    p.items.assign(std::make_move_iterator(items.begin() + std::ptrdiff_t(begin)),
                   std::make_move_iterator(items.begin() + std::ptrdiff_t(end)));
    if (end < items.size())
        p.nextPageToken = pageToken(c, end);
    return p;
}

/** If-Match: the request applies only to this revision of the resource (412 otherwise). */
void checkIfMatch(const Context &c, std::int64_t current);

/** If-Match against the item of `items` the path names (its first parameter); an id that is
 *  not there is left to the operation to refuse (NOT_FOUND). */
template <class T>
void checkIfMatchOfPath(const Context &c, const std::vector<T> &items)
{
    for (const auto &item : items) {
        if (item.id == c.param(1))
            checkIfMatch(c, item.revision);
    }
}

/** The item with this id, or NOT_FOUND in `language` (also for another organisation's). */
template <class T>
T byId(const std::string &language, std::vector<T> items, const std::string &id, const char *what)
{
    for (auto &item : items) {
        if (item.id == id)
            return std::move(item);
    }
    throw notFound(language, what, id);
}

/// The language of the catalogue's text that the request's Accept-Language prefers; empty for
/// English (the catalogue's own).
std::string textLanguage(const Context &c, const Engine &e);

/** The caller's text: what the catalogue has for `items` in the language the request's
 *  Accept-Language prefers (English when it has none). */
template <class T>
void localize(const Context &c, const Engine &e, std::vector<T> &items)
{
    const std::string language = textLanguage(c, e);
    if (language.empty())
        return;
    for (T &item : items)
        e.catalog().text().apply(language, item);
}

/** A catalog entry by id, or NOT_FOUND in `language`. */
template <class T>
Reply catalogEntry(const std::string &language,
                   const T *entry,
                   const char *what,
                   const std::string &id)
{
    if (!entry)
        throw notFound(language, what, id);
    return json(*entry);
}

template <class T>
Reply reply(const api::Result<T> &result, int status = 200)
{
    if (!result)
        throw result.error();
    return json(result.value(), status);
}

/// 204 for a mutation that answers nothing, or its refusal.
/// `result`, after the engine heard of it when the organisation's policies refused it (an alert
/// the webhooks hear).
template <class T>
api::Result<T> notingRefusal(Engine &e, const Caller &caller, api::Result<T> result)
{
    if (!result)
        e.notePolicyRefusal(caller, result.error());
    return result;
}

template <class T>
Reply noContent(const api::Result<T> &result)
{
    if (!result)
        throw result.error();
    return Reply{204, {}};
}

} // namespace polychip::sim
