// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Instances: the list (spliced from the InstanceListCache), launch, actions, settings, metrics,
// logs and operations.
#include "handlerkit.h"

namespace polychip::sim {

namespace {

/** The filters of GET /v1/instances: state and backend (each one value or several, comma
 *  separated; 400 on a value the API does not have) and label.project. */
struct InstanceFilter
{
    EnumFilter<api::InstanceState> state;
    EnumFilter<api::Backend> backend;
    std::optional<std::string> project;

    explicit InstanceFilter(const Context &c)
        : state(c, "state")
        , backend(c, "backend")
        , project(c.query("label.project"))
    {}

    bool matches(api::InstanceState s,
                 api::Backend b,
                 const std::optional<std::string> &instanceProject) const
    {
        return state.allows(s) && backend.allows(b) && (!project || instanceProject == *project);
    }
};

std::optional<std::string> projectOf(const api::Instance &i)
{
    const auto it = i.labels.find("project");
    return it == i.labels.end() ? std::nullopt : std::optional(it->second);
}

/** GET /v1/instances without `since`: a page spliced from the InstanceListCache. */
Reply instancePage(Context &c)
{
    const Window w = window(c);
    const auto list = c.caches.instances.get(c.host, c.caller.orgId, w.view);
    const InstanceFilter filter(c);
    std::vector<const InstanceListCache::Item *> chosen;
    chosen.reserve(list->items.size());
    for (const auto &item : list->items) {
        if (filter.matches(item.state, item.backend, item.project))
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

/** POST /v1/instances/{id}:<verb>. */
Reply instanceAction(Context &c)
{
    // The route's pattern admits the names of api::kVerbs alone.
    const Action action = api::actionNamed(c.param(2)).value();
    std::optional<api::SwitchRequest> target;
    std::optional<std::string> name;
    if (action == Action::Switch)
        target = body<api::SwitchRequest>(c);
    else if (action == Action::Snapshot)
        name = body<api::SnapshotRequest>(c).name;
    return reply(c.host.mutate([&](Engine &e) {
        return notingRefusal(e, c.caller, e.act(c.caller, c.param(1), action, target, name));
    }),
                 202);
}

} // namespace

void addInstanceRoutes(Handlers &h)
{
    h["listInstances"] = [](Context &c) {
        if (!c.query("since"))
            return instancePage(c);
        return c.host.locked([&](Engine &e) {
            auto items = e.instances(c.caller);
            const InstanceFilter filter(c);
            std::erase_if(items, [&](const api::Instance &i) {
                return !filter.matches(i.state, i.backend, projectOf(i));
            });
            return json(page(c, e, std::move(items), "instance.deleted"), 200, window(c).view);
        });
    };
    h["createInstance"] = [](Context &c) {
        const auto spec = body<api::LaunchSpec>(c);
        if (spec.name.empty()) // optional in a quote, not in a launch
            throw invalid("$.name", "required field is missing (an instance needs a name)");
        return reply(c.host.mutate([&](Engine &e) {
            return notingRefusal(e, c.caller, e.launch(c.caller, spec));
        }),
                     202);
    };
    h["getInstance"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.instance(c.caller, c.param(1)); }));
    };
    h[api::verb(Action::Delete).operationId] = [](Context &c) {
        return reply(c.host.mutate([&](Engine &e) {
            if (const auto current = e.instance(c.caller, c.param(1)))
                checkIfMatch(c, current->revision);
            return e.act(c.caller, c.param(1), Action::Delete);
        }),
                     202);
    };
    h["updateInstance"] = [](Context &c) {
        const auto patch = body<api::InstancePatch>(c);
        return reply(c.host.mutate([&](Engine &e) {
            if (const auto current = e.instance(c.caller, c.param(1)))
                checkIfMatch(c, current->revision);
            return notingRefusal(e, c.caller, e.patchInstance(c.caller, c.param(1), patch));
        }));
    };
    for (const api::Verb &verb : api::kVerbs) {
        if (!verb.onResource) // DELETE /v1/instances/{id}: above, with its If-Match
            h[verb.operationId] = instanceAction;
    }
    h["getInstanceMetrics"] = [](Context &c) {
        const auto range = timeRange(c);
        const auto fields = metricFields(c);
        const auto step
            = c.query("step") ? std::optional(intParam(c, "step", 1, 31 * 86400, 1)) : std::nullopt;
        return reply(c.host.locked([&](Engine &e) {
            const api::Timestamp end = range.to.value_or(e.now());
            const api::Timestamp start
                = range.from.value_or(api::Timestamp{end.unixSeconds - 3600});
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
    h["getOperation"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.operation(c.caller, c.param(1)); }));
    };
}

std::shared_ptr<const InstanceListCache::List> InstanceListCache::find(const Key &key,
                                                                       const SimHost::Version &v)
{
    const std::lock_guard lock(m_mutex);
    const auto it = m_lists.find(key);
    if (it == m_lists.end() || !(it->second->version == v))
        return nullptr;
    return it->second;
}

std::shared_ptr<const InstanceListCache::List>
InstanceListCache::get(SimHost &host, const std::string &org, api::View view)
{
    const Key key{org, view};
    // Most requests: the list of this version is there (no engine lock taken).
    if (auto current = find(key, host.version()))
        return current;
    // One request encodes at a time. Meanwhile the others get the list of the previous
    // simulated second if nothing was changed through the API since (a consistent snapshot at
    // its revision, a second old); after a change they wait for the new list.
    std::unique_lock building(m_building, std::try_to_lock);
    if (!building.owns_lock()) {
        {
            const std::lock_guard lock(m_mutex);
            const auto it = m_lists.find(key);
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
        meanwhile = find(key, fresh->version);
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
        fresh->items.push_back({i.state, i.backend, projectOf(i), api::encode(i, view)});
    }
    const std::lock_guard lock(m_mutex);
    m_lists[key] = fresh;
    return fresh;
}

} // namespace polychip::sim
