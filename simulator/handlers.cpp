// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "handlers.h"

#include "host.h"
#include "signing/signature.h"

#include "api/codec.h"

#include <httplib.h>

#include <algorithm>
#include <charconv>
#include <map>

namespace polychip::sim {

api::ApiError invalid(const std::string &field, const std::string &message)
{
    auto e = apiError(400, "INVALID_ARGUMENT", field + ": " + message);
    e.field = field;
    return e;
}

std::string Context::param(std::size_t i) const
{
    return i < req.matches.size() ? std::string(req.matches[i]) : std::string();
}

std::optional<std::string> Context::query(const char *name) const
{
    if (!req.has_param(name))
        return std::nullopt;
    return req.get_param_value(name);
}

std::int64_t intParam(
    const Context &ctx, const char *name, std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    const auto text = ctx.query(name);
    if (!text)
        return fallback;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size() || value < min || value > max)
        throw invalid(name,
                      "a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    return value;
}

namespace {

constexpr const char *kJson = "application/json";

template <class T>
Reply json(const T &value, int status = 200)
{
    return {status, api::encode(value)};
}

/** Decodes a JSON request body strictly: wrong content type, malformed JSON, unknown fields and
 *  bad values are 400 naming the field. An empty body is an empty object. */
template <class T>
api::Result<T> body(const Context &ctx)
{
    const std::string &text = ctx.req.body;
    if (!text.empty()) {
        const auto type = ctx.req.get_header_value("Content-Type");
        if (type.rfind(kJson, 0) != 0)
            return invalid("Content-Type", "send application/json, not \"" + type + "\"");
    }
    auto value = api::decode<T>(text.empty() ? std::string_view("{}") : std::string_view(text),
                                {.rejectUnknownFields = true});
    if (!value) {
        auto e = invalid(value.error().field, value.error().message);
        return e;
    }
    return value;
}

std::optional<api::Timestamp> timeParam(const Context &ctx, const char *name, api::ApiError &error)
{
    const auto text = ctx.query(name);
    if (!text)
        return std::nullopt;
    api::Timestamp t;
    if (!api::parseRfc3339(*text, t)) {
        error = invalid(name, "not an RFC 3339 time");
        return api::Timestamp{-1};
    }
    return t;
}

/** The `fields` parameter of the metrics: a comma-separated list of metric names (all five
 *  when absent). */
MetricStore::Fields metricFields(const Context &c)
{
    MetricStore::Fields fields{};
    const auto list = c.query("fields");
    if (!list) {
        fields.fill(true);
        return fields;
    }
    static constexpr std::pair<std::string_view, MetricStore::Field> kNames[]
        = {{"tokens_per_s", MetricStore::TokensPerS},
           {"utilization_pct", MetricStore::UtilizationPct},
           {"loss", MetricStore::Loss},
           {"power_w", MetricStore::PowerW},
           {"memory_used_gib", MetricStore::MemoryUsedGib}};
    std::string_view rest = *list;
    for (;;) {
        const auto comma = rest.find(',');
        const std::string_view name = rest.substr(0, comma);
        const auto known = std::find_if(std::begin(kNames), std::end(kNames),
                                        [&](const auto &n) { return n.first == name; });
        if (known == std::end(kNames))
            throw invalid("fields", "metric names from tokens_per_s, utilization_pct, loss, "
                                    "power_w, memory_used_gib; got \""
                                        + std::string(name) + "\"");
        fields[std::size_t(known->second)] = true;
        if (comma == std::string_view::npos)
            return fields;
        rest.remove_prefix(comma + 1);
    }
}

/** The number in an id such as "ins_42", for newest-first order. */
std::int64_t idNumber(const std::string &id)
{
    std::int64_t n = 0;
    const auto pos = id.find('_');
    if (pos != std::string::npos)
        std::from_chars(id.data() + pos + 1, id.data() + id.size(), n);
    return n;
}

/** A page token: the offset and an HMAC binding it to the organisation and the query, so a
 *  token cannot be forged, reused for another query, or used by another organisation. */
std::string pageTokenMac(const Context &c, std::int64_t offset)
{
    std::string query;
    for (const auto &[k, v] : c.req.params) {
        if (k != "page_token")
            query += k + "=" + v + "&";
    }
    return signing::hmacSha256Hex(c.tokenKey, c.caller.orgId + "\n" + c.req.path + "\n" + query
                                                  + "\n" + std::to_string(offset))
        .substr(0, 32);
}

/**
 * A page of a list as API.md asks: page_size (1-1000, default 50) and page_token; for stored
 * resources (deletedType set) also since=<revision>, answering only what changed after it
 * (oldest change first) with tombstones of deletions. Otherwise stored resources come newest
 * first and catalogs in their own order.
 */
/** The slice of a list a request asks for: page_size (1-1000, default 50) and the offset its
 *  page_token carries (checked against its HMAC). */
struct Window
{
    std::int64_t size = 50;
    std::int64_t offset = 0;
};

Window window(const Context &c)
{
    Window w;
    w.size = intParam(c, "page_size", 1, 1000, 50);
    if (const auto token = c.query("page_token")) {
        const auto dot = token->find('.');
        if (dot == std::string::npos
            || std::from_chars(token->data(), token->data() + dot, w.offset).ec != std::errc()
            || w.offset < 0
            || !signing::constantTimeEquals(token->substr(dot + 1), pageTokenMac(c, w.offset)))
            throw invalid("page_token", "not a token this list gave for this query");
    }
    return w;
}

/** The token of the page that starts at `offset`. */
std::string pageToken(const Context &c, std::size_t offset)
{
    return std::to_string(offset) + "." + pageTokenMac(c, std::int64_t(offset));
}

/// Stored resources come newest first.
template <class T>
bool newerFirst(const T &a, const T &b)
{
    return a.createdAt != b.createdAt ? b.createdAt < a.createdAt : idNumber(b.id) < idNumber(a.id);
}

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
            const auto text = *c.query("since");
            if (std::from_chars(text.data(), text.data() + text.size(), since).ec != std::errc()
                || since < 0)
                throw invalid("since", "a revision number");
            const auto events = e.eventsSince(c.caller.orgId, since);
            if (!events) {
                auto error = invalid("since", "revision " + text
                                                  + " is no longer retained; list "
                                                    "again without since");
                error.code = "SINCE_TOO_OLD";
                throw error;
            }
            std::erase_if(items, [since](const T &t) { return t.revision <= since; });
            std::sort(items.begin(), items.end(),
                      [](const T &a, const T &b) { return a.revision < b.revision; });
            if (w.offset == 0) {
                for (const auto &ev : *events) {
                    if (ev.type != deletedType)
                        continue;
                    if (auto t = api::decode<api::Tombstone>(ev.data))
                        p.deleted.push_back(*t);
                }
            }
        } else {
            std::sort(items.begin(), items.end(), newerFirst<T>);
        }
    } else if (c.query("since")) {
        throw invalid("since", "this list has no delta sync");
    }
    const auto begin = std::min<std::size_t>(std::size_t(w.offset), items.size());
    const auto end = std::min<std::size_t>(begin + std::size_t(w.size), items.size());
    p.items.assign(std::make_move_iterator(items.begin() + std::ptrdiff_t(begin)),
                   std::make_move_iterator(items.begin() + std::ptrdiff_t(end)));
    if (end < items.size())
        p.nextPageToken = pageToken(c, end);
    return p;
}

/** GET /v1/instances without `since`: a page spliced from the InstanceListCache. */
Reply instancePage(Context &c)
{
    const auto list = c.caches.instances.get(c.host, c.caller.orgId);
    const Window w = window(c);
    const auto state = c.query("state"), backend = c.query("backend"),
               project = c.query("label.project");
    std::vector<const InstanceListCache::Item *> chosen;
    chosen.reserve(list->items.size());
    for (const auto &item : list->items) {
        if ((!state || api::wireName(item.state) == *state)
            && (!backend || api::wireName(item.backend) == *backend)
            && (!project || item.project == *project))
            chosen.push_back(&item);
    }
    const auto begin = std::min<std::size_t>(std::size_t(w.offset), chosen.size());
    const auto end = std::min<std::size_t>(begin + std::size_t(w.size), chosen.size());
    api::Page<api::Instance> shell;
    shell.revision = list->revision;
    if (end < chosen.size())
        shell.nextPageToken = pageToken(c, end);
    std::string body = api::encode(shell);
    std::string items;
    std::size_t bytes = 0;
    for (auto i = begin; i < end; ++i)
        bytes += chosen[i]->json.size() + 1;
    items.reserve(bytes);
    for (auto i = begin; i < end; ++i) {
        if (i > begin)
            items += ',';
        items += chosen[i]->json;
    }
    constexpr std::string_view kEmpty = "\"items\":[]";
    const auto at = body.find(kEmpty);
    if (at == std::string::npos)
        throw std::logic_error("an empty page encodes without \"items\":[]");
    body.insert(at + kEmpty.size() - 1, items);
    return {200, std::move(body)};
}

/** If-Match: the request applies only to this revision of the resource (412 otherwise). */
void checkIfMatch(const Context &c, std::int64_t current)
{
    const std::string text = c.req.get_header_value("If-Match");
    if (text.empty())
        return;
    std::int64_t wanted = 0;
    // Accept the revision bare or as an entity tag ("12").
    const std::string bare = text.size() >= 2 && text.front() == '"' && text.back() == '"'
                                 ? text.substr(1, text.size() - 2)
                                 : text;
    if (std::from_chars(bare.data(), bare.data() + bare.size(), wanted).ec != std::errc())
        throw invalid("If-Match", "a revision number");
    if (wanted != current) {
        auto e = apiError(412, "FAILED_PRECONDITION",
                          "the resource is at revision " + std::to_string(current) + ", not "
                              + std::to_string(wanted) + "; read it again");
        throw e;
    }
}

/** The item with this id, or NOT_FOUND (also for another organisation's). */
template <class T>
T byId(std::vector<T> items, const std::string &id, const char *what)
{
    for (auto &item : items) {
        if (item.id == id)
            return std::move(item);
    }
    throw apiError(404, "NOT_FOUND", std::string(what) + " " + id + " not found");
}

template <class T>
Reply reply(const api::Result<T> &result, int status = 200)
{
    if (!result)
        throw result.error();
    return json(result.value(), status);
}

} // namespace

std::map<std::string_view, Handler> handlers()
{
    std::map<std::string_view, Handler> h;
    h["getMe"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.me(c.caller); }));
    };
    h["listAccelerators"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.accelerators())); });
    };
    h["listImages"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().images())); });
    };
    h["listTemplates"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().templates())); });
    };
    h["getTemplate"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const auto *t = e.catalog().templ(c.param(1));
            if (!t)
                throw apiError(404, "NOT_FOUND", "template " + c.param(1) + " not found");
            return json(*t);
        });
    };
    h["listModels"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const auto q = c.query("q"), family = c.query("family"), task = c.query("task"),
                       license = c.query("license");
            std::vector<api::Model> out;
            for (const auto &m : e.catalog().models()) {
                if (q && m.name.find(*q) == std::string::npos && m.id.find(*q) == std::string::npos)
                    continue;
                if (family && m.family != *family)
                    continue;
                if (license && m.license != *license)
                    continue;
                if (task && std::find(m.tasks.begin(), m.tasks.end(), *task) == m.tasks.end())
                    continue;
                out.push_back(m);
            }
            return json(page(c, e, std::move(out)));
        });
    };
    h["getModel"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const auto *m = e.catalog().model(c.param(1));
            if (!m)
                throw apiError(404, "NOT_FOUND", "model " + c.param(1) + " not found");
            return json(*m);
        });
    };
    h["listDatasets"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().datasets())); });
    };
    h["getDataset"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const auto *d = e.catalog().dataset(c.param(1));
            if (!d)
                throw apiError(404, "NOT_FOUND", "dataset " + c.param(1) + " not found");
            return json(*d);
        });
    };
    h["createQuote"] = [](Context &c) {
        auto spec = body<api::LaunchSpec>(c);
        if (!spec)
            throw spec.error();
        return reply(c.host.locked([&](Engine &e) { return e.quote(c.caller, *spec); }));
    };
    h["listInstances"] = [](Context &c) {
        if (!c.query("since"))
            return instancePage(c);
        return c.host.locked([&](Engine &e) {
            auto items = e.instances(c.caller);
            const auto state = c.query("state"), backend = c.query("backend"),
                       project = c.query("label.project");
            std::erase_if(items, [&](const api::Instance &i) {
                return (state && api::wireName(i.state) != *state)
                       || (backend && api::wireName(i.backend) != *backend)
                       || (project
                           && (!i.labels.contains("project")
                               || i.labels.at("project") != *project));
            });
            return json(page(c, e, std::move(items), "instance.deleted"));
        });
    };
    h["createInstance"] = [](Context &c) {
        auto spec = body<api::LaunchSpec>(c);
        if (!spec)
            throw spec.error();
        return reply(c.host.mutate([&](Engine &e) { return e.launch(c.caller, *spec); }), 202);
    };
    h["getInstance"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.instance(c.caller, c.param(1)); }));
    };
    h["deleteInstance"] = [](Context &c) {
        return reply(c.host.mutate([&](Engine &e) {
            if (const auto current = e.instance(c.caller, c.param(1)))
                checkIfMatch(c, current->revision);
            return e.act(c.caller, c.param(1), Action::Delete);
        }),
                     202);
    };
    h["updateInstance"] = [](Context &c) {
        auto patch = body<api::InstancePatch>(c);
        if (!patch)
            throw patch.error();
        return reply(c.host.mutate([&](Engine &e) {
            if (const auto current = e.instance(c.caller, c.param(1)))
                checkIfMatch(c, current->revision);
            return e.patchInstance(c.caller, c.param(1), *patch);
        }));
    };
    const Handler instanceAction = [](Context &c) {
        const std::string verb = c.param(2);
        std::optional<api::SwitchRequest> target;
        std::optional<std::string> name;
        Action action = Action::Stop;
        if (verb == "switch") {
            auto b = body<api::SwitchRequest>(c);
            if (!b)
                throw b.error();
            target = *b;
            action = Action::Switch;
        } else if (verb == "snapshot") {
            auto b = body<api::SnapshotRequest>(c);
            if (!b)
                throw b.error();
            name = b->name;
            action = Action::Snapshot;
        } else {
            const std::map<std::string, Action> simple{{"stop", Action::Stop},
                                                       {"start", Action::Start},
                                                       {"sleep", Action::Sleep},
                                                       {"wake", Action::Wake}};
            action = simple.at(verb);
        }
        return reply(c.host.mutate([&](Engine &e) {
            return e.act(c.caller, c.param(1), action, target, name);
        }),
                     202);
    };
    h["getInstanceMetrics"] = [](Context &c) {
        api::ApiError error;
        const auto from = timeParam(c, "from", error);
        const auto to = timeParam(c, "to", error);
        if (!error.code.empty())
            throw error;
        const auto fields = metricFields(c);
        const auto step
            = c.query("step") ? std::optional(intParam(c, "step", 1, 31 * 86400, 1)) : std::nullopt;
        return reply(c.host.locked([&](Engine &e) {
            const api::Timestamp end = to.value_or(e.now());
            const api::Timestamp start = from.value_or(api::Timestamp{end.unixSeconds - 3600});
            if (end <= start)
                throw invalid("to", "a time after from");
            const std::int64_t span = end.unixSeconds - start.unixSeconds;
            // Default: the smallest step that gives at most 1000 buckets.
            const std::int64_t width
                = step.value_or(std::max<std::int64_t>(1, (span + 999) / 1000));
            if (span / width > 100'000)
                throw invalid("step", "at most 100000 buckets; use a larger step");
            return e.metrics(c.caller, c.param(1), start, end, width, fields);
        }));
    };
    h["getInstanceLogs"] = [](Context &c) {
        const std::int64_t since = intParam(c, "since_line", 1, INT64_MAX, 1);
        return reply(c.host.locked([&](Engine &e) { return e.logs(c.caller, c.param(1), since); }));
    };
    h["listSnapshots"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.snapshots(c.caller), "snapshot.deleted")); });
    };
    h["getSnapshot"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(byId(e.snapshots(c.caller), c.param(1), "snapshot")); });
    };
    h["deleteSnapshot"] = [](Context &c) {
        auto r = c.host.mutate([&](Engine &e) { return e.deleteSnapshot(c.caller, c.param(1)); });
        if (!r)
            throw r.error();
        return Reply{204, {}};
    };
    h["getVolume"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(byId(e.volumes(c.caller), c.param(1), "volume")); });
    };
    h["getBudget"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(byId(e.budgets(c.caller), c.param(1), "budget")); });
    };
    h["listVolumes"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.volumes(c.caller), "volume.deleted")); });
    };
    h["createVolume"] = [](Context &c) {
        auto request = body<api::VolumeCreate>(c);
        if (!request)
            throw request.error();
        return reply(c.host.mutate([&](Engine &e) { return e.createVolume(c.caller, *request); }),
                     201);
    };
    h["deleteVolume"] = [](Context &c) {
        auto r = c.host.mutate([&](Engine &e) { return e.deleteVolume(c.caller, c.param(1)); });
        if (!r)
            throw r.error();
        return Reply{204, {}};
    };
    const Handler volumeAction = [](Context &c) {
        if (c.param(2) == "detach")
            return reply(
                c.host.mutate([&](Engine &e) { return e.detachVolume(c.caller, c.param(1)); }));
        auto request = body<api::AttachRequest>(c);
        if (!request)
            throw request.error();
        return reply(c.host.mutate(
            [&](Engine &e) { return e.attachVolume(c.caller, c.param(1), request->instanceId); }));
    };
    for (const char *op : {"stopInstance", "startInstance", "sleepInstance", "wakeInstance",
                           "snapshotInstance", "switchInstance"})
        h[op] = instanceAction;
    h["attachVolume"] = volumeAction;
    h["detachVolume"] = volumeAction;
    h["getBillingAccount"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(e.account(c.caller)); });
    };
    h["getBillingUsage"] = [](Context &c) {
        api::ApiError error;
        const auto from = timeParam(c, "from", error);
        const auto to = timeParam(c, "to", error);
        if (!error.code.empty())
            throw error;
        const auto step = api::enumFromString<api::UsageStep>(c.query("step").value_or("hour"));
        if (step == api::UsageStep::Unknown)
            throw invalid("step", "minute, hour or day");
        const std::string groupBy = c.query("group_by").value_or("backend");
        if (groupBy != "backend" && groupBy != "accelerator" && groupBy != "instance"
            && groupBy != "user" && groupBy.rfind("label.", 0) != 0)
            throw invalid("group_by", "backend, accelerator, instance, user or label.<key>");
        return c.host.locked([&](Engine &e) {
            const api::Timestamp end = to.value_or(api::Timestamp{e.now().unixSeconds + 1});
            const api::Timestamp start = from.value_or(api::Timestamp{end.unixSeconds - 86400});
            if (end <= start)
                throw invalid("to", "must be after from");
            if ((end.unixSeconds - start.unixSeconds) / stepSeconds(step)
                > std::int64_t(kMaxUsageBuckets))
                throw invalid("step", "too many buckets; use a larger step or a shorter range");
            return json(
                e.ledger(c.caller).usage(start, end, step, groupBy, e.account(c.caller).currency));
        });
    };
    h["listLedger"] = [](Context &c) {
        api::ApiError error;
        const auto from = timeParam(c, "from", error);
        const auto to = timeParam(c, "to", error);
        if (!error.code.empty())
            throw error;
        return c.host.locked([&](Engine &e) {
            auto items = e.ledger(c.caller).query(
                from.value_or(api::Timestamp{0}),
                to.value_or(api::Timestamp{e.now().unixSeconds + 1}), c.query("instance_id"));
            return json(page(c, e, std::move(items)));
        });
    };
    h["listBudgets"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.budgets(c.caller), "budget.deleted")); });
    };
    h["createBudget"] = [](Context &c) {
        auto request = body<api::BudgetCreate>(c);
        if (!request)
            throw request.error();
        return reply(c.host.mutate([&](Engine &e) { return e.createBudget(c.caller, *request); }),
                     201);
    };
    h["updateBudget"] = [](Context &c) {
        auto patch = body<api::BudgetPatch>(c);
        if (!patch)
            throw patch.error();
        return reply(c.host.mutate([&](Engine &e) {
            for (const auto &b : e.budgets(c.caller)) {
                if (b.id == c.param(1))
                    checkIfMatch(c, b.revision);
            }
            return e.patchBudget(c.caller, c.param(1), *patch);
        }));
    };
    h["deleteBudget"] = [](Context &c) {
        auto r = c.host.mutate([&](Engine &e) { return e.deleteBudget(c.caller, c.param(1)); });
        if (!r)
            throw r.error();
        return Reply{204, {}};
    };
    h["getOperation"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.operation(c.caller, c.param(1)); }));
    };
    const auto clockOf = [](Engine &e) {
        return api::Clock{e.now(), e.clock().speed(), e.clock().paused()};
    };
    h["getSimClock"] = [clockOf](Context &c) { return json(c.host.locked(clockOf)); };
    h["setSimClock"] = [clockOf](Context &c) {
        auto update = body<api::ClockUpdate>(c);
        if (!update)
            throw update.error();
        return json(c.host.mutate([&](Engine &e) {
            if (update->now && *update->now < e.now())
                throw invalid("now", "the clock only moves forward");
            if (update->now)
                e.advance(update->now->unixSeconds - e.now().unixSeconds);
            if (update->speed)
                e.clock().setSpeed(*update->speed);
            if (update->paused)
                e.clock().setPaused(*update->paused);
            return clockOf(e);
        }));
    };
    h["advanceSimClock"] = [clockOf](Context &c) {
        auto request = body<api::ClockAdvance>(c);
        if (!request)
            throw request.error();
        return json(c.host.mutate([&](Engine &e) {
            e.advance(request->seconds);
            return clockOf(e);
        }));
    };
    h["getSimFaults"]
        = [](Context &c) { return json(c.host.locked([](Engine &e) { return e.faults(); })); };
    h["setSimFaults"] = [](Context &c) {
        auto faults = body<api::Faults>(c);
        if (!faults)
            throw faults.error();
        return json(c.host.mutate([&](Engine &e) {
            e.setFaults(*faults);
            return e.faults();
        }));
    };
    h["listSimScenarios"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.scenarios())); });
    };
    h["listSimLessons"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.lessons(c.caller))); });
    };
    h["getSimLesson"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(byId(e.lessons(c.caller), c.param(1), "lesson")); });
    };
    h["loadSimScenario"] = [](Context &c) {
        auto r = c.host.mutate([&](Engine &e) { return e.loadScenario(c.caller, c.param(1)); });
        if (!r)
            throw r.error();
        return Reply{204, {}};
    };
    h["resetSim"] = [](Context &c) {
        c.host.mutate([&](Engine &e) {
            e.resetOrganization(c.caller.orgId);
            return true;
        });
        return Reply{204, {}};
    };
    addStreamHandlers(h);
    return h;
}

std::shared_ptr<const InstanceListCache::List> InstanceListCache::find(const std::string &org,
                                                                       const SimHost::Version &v)
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_lists.find(org);
    if (it == m_lists.end() || !(it->second->version == v))
        return nullptr;
    return it->second;
}

std::shared_ptr<const InstanceListCache::List> InstanceListCache::get(SimHost &host,
                                                                      const std::string &org)
{
    // Most requests: the list of this version is there (no engine lock taken).
    if (auto current = find(org, host.version()))
        return current;
    // One request encodes at a time. Meanwhile the others get the list of the previous
    // simulated second if nothing was changed through the API since (a consistent snapshot at
    // its revision, a second old); after a change they wait for the new list.
    std::unique_lock building(m_building, std::try_to_lock);
    if (!building.owns_lock()) {
        {
            const std::lock_guard lock(m_mutex);
            const auto it = m_lists.find(org);
            if (it != m_lists.end() && it->second->version.generation == host.version().generation)
                return it->second;
        }
        building.lock();
    }
    auto fresh = std::make_shared<List>();
    std::vector<api::Instance> instances;
    std::shared_ptr<const List> meanwhile; // encoded while this request waited
    host.locked([&](Engine &e) {
        fresh->version = host.version();
        meanwhile = find(org, fresh->version);
        if (meanwhile)
            return;
        fresh->revision = e.revision(org);
        instances = e.instances(Caller{org, {}, api::Role::Admin});
    });
    if (meanwhile)
        return meanwhile;
    // Encoded outside the engine's lock: other requests go on meanwhile.
    std::sort(instances.begin(), instances.end(), newerFirst<api::Instance>);
    fresh->items.reserve(instances.size());
    for (const auto &i : instances) {
        const auto project = i.labels.find("project");
        fresh->items.push_back(
            {i.state, i.backend,
             project == i.labels.end() ? std::nullopt : std::optional(project->second),
             api::encode(i)});
    }
    const std::lock_guard lock(m_mutex);
    m_lists[org] = fresh;
    return fresh;
}

} // namespace polychip::sim
