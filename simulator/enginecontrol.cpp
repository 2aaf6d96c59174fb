// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: simulator control (reset, scenarios).
#include "engine.h"

#include "messages.h"

#include "api/codec.h"

#include <algorithm>
#include <charconv>
#include <limits>

namespace polychip::sim {

using messages::say;

void Engine::resetOrganization(const std::string &orgId)
{
    Org &o = org(orgId);
    for (auto &[id, r] : o.instances) {
        if (r.run)
            releaseSwitchTarget(*r.run);
        release(r);
    }
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(),
                                 [&](const auto &entry) { return entry.first == orgId; }),
                  m_queue.end());
    // Storage and budgets go (their stored rows with them, clear()); operations stay, as history.
    for (const auto &[id, v] : o.volumes.items())
        m_volumeCharges.erase(id);
    while (!o.instances.empty())
        o.eraseInstance(o.instances.begin()->first);
    o.metrics = MetricStore{};
    o.metricsSaved = -1;
    o.lesson = LessonProgress{};
    o.snapshots.clear();
    o.volumes.clear();
    o.volumeOwners.clear();
    o.budgets.clear();
    // The rules and their history too: a reset organisation starts as a new one. Who made and
    // revoked keys stays: the keys outlive the reset.
    o.policies = api::OrgPolicies{};
    std::vector<std::string> policyEntries;
    for (const auto &[id, entry] : o.audit.items()) {
        if (!entry.action.starts_with("key."))
            policyEntries.push_back(id);
    }
    for (const auto &id : policyEntries)
        o.audit.erase(id);
    // The ledger starts afresh; the rows already stored are replaced as the new ones reuse
    // nothing: ids keep counting up.
    o.ledger = Ledger{};
    o.insights = Insights{}; // its rows go with the ledger's (m_resetOrgs)
    o.balanceMicros = kSimulatorPrepaidMicros;
    o.creditMicros = m_catalog.priceBook().newAccountCreditMicros;
    o.fundsExhausted = false;
    // Nothing before the reset can be answered as a delta (the old world's tombstones are gone):
    // a `since` from before it is SINCE_TOO_OLD, and a stream behind it gets `event: reset`.
    const std::int64_t resetRevision = bump(o);
    o.events.clear();
    o.firstRetainedRevision = resetRevision + 1;
    m_resetOrgs.insert(orgId);
}

std::vector<api::Scenario> Engine::scenarios(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    std::vector<api::Scenario> out;
    for (const auto &s : m_catalog.scenarios())
        out.push_back({s.id, s.name, s.description, o && o->lesson.scenarioId == s.id});
    return out;
}

bool Engine::madeSinceLoad(const Org &o, const std::string &id)
{
    // Ids are "<kind>_<number>", numbered in creation order across the simulator.
    std::int64_t n = -1;
    const auto pos = id.find('_');
    if (pos != std::string::npos)
        std::from_chars(id.data() + pos + 1, id.data() + id.size(), n);
    return n >= o.lesson.firstId;
}

bool Engine::reached(const Org &o, const LessonCheck &check) const
{
    const LessonProgress &p = o.lesson;
    const auto has = [](const auto &list, const auto &value) {
        return std::find(list.begin(), list.end(), value) != list.end();
    };
    if (check.budgetCreated.value_or(false)
        && std::none_of(o.budgets.items().begin(), o.budgets.items().end(),
                        [&](const auto &b) { return madeSinceLoad(o, b.first); }))
        return false;
    if (check.quoted.value_or(false) && !p.quoted)
        return false;
    if (check.ruledOut.value_or(false) && !p.ruledOut)
        return false;
    if (check.jupyterOpened.value_or(false) && p.jupyterOpened.empty())
        return false;
    if (check.alert && !has(p.alerts, *check.alert))
        return false;
    if (check.autoSleepOn.value_or(false)
        && std::none_of(o.instances.begin(), o.instances.end(),
                        [](const auto &i) { return i.second.api.autoSleep.enabled; }))
        return false;
    if (check.operations.empty())
        return true;
    const auto queued = [&](const std::string &instanceId) {
        return has(m_queue, std::pair{o.id, instanceId});
    };
    return std::any_of(
        o.operations.items().begin(), o.operations.items().end(), [&](const auto &entry) {
            const api::Operation &op = entry.second;
            if (op.error || !madeSinceLoad(o, op.id) || !has(check.operations, op.kind))
                return false;
            if (!op.done
                && !(check.queuedCounts.value_or(false) && op.instanceId && queued(*op.instanceId)))
                return false;
            const auto it = op.instanceId ? o.instances.find(*op.instanceId) : o.instances.end();
            const InstanceRun *r = it != o.instances.end() ? &it->second : nullptr;
            if (check.backend && !(r && r->api.backend == *check.backend))
                return false;
            if (check.fromTemplate.value_or(false) && !(r && r->api.templateId))
                return false;
            return !check.cheapest.value_or(false)
                   || (op.instanceId && has(p.cheapestLaunches, *op.instanceId));
        });
}

const LessonFile *Engine::activeLesson(const Org &o) const
{
    if (o.lesson.scenarioId.empty())
        return nullptr;
    // A lesson started by its id; or the first on a scenario an administrator loaded.
    for (const auto &l : m_catalog.lessons()) {
        if (o.lesson.lessonId.empty() ? l.scenarioId == o.lesson.scenarioId
                                      : l.id == o.lesson.lessonId)
            return &l;
    }
    return nullptr;
}

std::vector<api::Lesson> Engine::lessons(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    const LessonFile *active = o ? activeLesson(*o) : nullptr;
    std::vector<api::Lesson> out;
    for (const auto &l : m_catalog.lessons()) {
        api::Lesson lesson;
        lesson.id = l.id;
        lesson.name = l.name;
        lesson.description = l.description;
        lesson.scenarioId = l.scenarioId;
        lesson.active = &l == active;
        if (lesson.active) {
            lesson.startedAt = api::Timestamp{o->lesson.startedAt};
            // A completed lesson's figures stand where it was completed.
            const bool complete = o->lesson.completedAt > 0;
            if (complete)
                lesson.completedAt = api::Timestamp{o->lesson.completedAt};
            lesson.spentMicros = complete ? o->lesson.spentAtEnd : lessonSpent(*o);
            lesson.savedMicros = complete ? o->lesson.savedAtEnd : lessonSaved(*o);
        }
        for (const auto &objective : l.objectives) {
            api::ObjectiveState state = api::ObjectiveState::Pending;
            const auto &before = o ? o->lesson.reachedBeforeFull : std::vector<std::string>{};
            if (!lesson.active)
                state = api::ObjectiveState::Pending;
            else if (objective.check.beforeBudgetFull.value_or(false) && o->lesson.budgetFull)
                // Too late once a budget is full, unless it was reached before.
                state = std::find(before.begin(), before.end(), objective.id) != before.end()
                            ? api::ObjectiveState::Done
                            : api::ObjectiveState::Failed;
            else if (reached(*o, objective.check))
                state = api::ObjectiveState::Done;
            lesson.objectives.push_back(
                {objective.id, objective.description, objective.hint, state});
        }
        out.push_back(std::move(lesson));
    }
    return out;
}

std::int64_t Engine::lessonSpent(const Org &o)
{
    return std::max<std::int64_t>(0, o.ledger.totalMicros() - o.lesson.spentAtStart);
}

std::int64_t Engine::lessonSaved(const Org &o)
{
    return std::max<std::int64_t>(0, o.insights.sleptMicros() - o.lesson.savedAtStart);
}

void Engine::noteLessonComplete(Org &o)
{
    if (o.lesson.completedAt > 0 || o.lesson.scenarioId.empty())
        return;
    const LessonFile *l = activeLesson(o);
    if (!l)
        return;
    const auto &before = o.lesson.reachedBeforeFull;
    for (const auto &objective : l->objectives) {
        const bool tooLate
            = objective.check.beforeBudgetFull.value_or(false) && o.lesson.budgetFull
              && std::find(before.begin(), before.end(), objective.id) == before.end();
        if (tooLate || !reached(o, objective.check))
            return;
    }
    o.lesson.completedAt = now().unixSeconds;
    o.lesson.spentAtEnd = lessonSpent(o);
    o.lesson.savedAtEnd = lessonSaved(o);
    if (!o.teacher.empty()) {
        // A seat keeps what it completed, for its teacher's board: the latest time of each.
        std::erase_if(o.completedLessons,
                      [&](const CompletedLesson &c) { return c.lessonId == l->id; });
        o.completedLessons.push_back(
            {l->id, o.lesson.startedAt, o.lesson.completedAt, o.lesson.spentAtEnd});
    }
    // Both names: the alert is said in each reader's language.
    std::string zhName = l->name;
    if (const TextFile *zh = m_catalog.text().file("zh_CN")) {
        if (const auto it = zh->lessons.find(l->id); it != zh->lessons.end())
            zhName = it->second.name;
    }
    emitAlert(o, api::AlertKind::Lesson, api::Severity::Info, "alert.lesson_complete",
              {l->name, zhName}, std::nullopt);
}

void Engine::noteBudgetFull(Org &o)
{
    if (o.lesson.budgetFull)
        return;
    o.lesson.budgetFull = true;
    if (const LessonFile *l = activeLesson(o)) {
        for (const auto &objective : l->objectives) {
            if (reached(o, objective.check))
                o.lesson.reachedBeforeFull.push_back(objective.id);
        }
    }
}

void Engine::noteLaunchPlacement(Org &o, const api::LaunchSpec &spec, const InstanceRun &r)
{
    if (o.lesson.scenarioId.empty())
        return;
    // What a quote for the same job, on any chip, would have offered first.
    api::LaunchSpec asked = spec;
    asked.name.clear();
    asked.backend.reset();
    asked.accelerator.reset();
    asked.count.reset();
    asked.imageId.reset();
    const Capacity pools = poolsOf(o);
    const auto q = Quoter(m_catalog, m_catalog.priceBook(), pools).quote(asked);
    if (q && !q->alternatives.empty() && q->alternatives.front().accelerator == r.api.accelerator
        && q->alternatives.front().count == r.api.count)
        o.lesson.cheapestLaunches.push_back(r.api.id);
}

std::optional<Engine::JupyterPage> Engine::openJupyter(const std::string &instanceId)
{
    for (auto &[orgId, o] : m_orgs) {
        const auto it = o.instances.find(instanceId);
        if (it == o.instances.end())
            continue;
        const InstanceRun &r = it->second;
        if (!o.lesson.scenarioId.empty() && r.api.state == api::InstanceState::Running
            && std::find(o.lesson.jupyterOpened.begin(), o.lesson.jupyterOpened.end(), instanceId)
                   == o.lesson.jupyterOpened.end())
            o.lesson.jupyterOpened.push_back(instanceId);
        return JupyterPage{r.api.name, r.api.accelerator, r.api.count,
                           r.api.state == api::InstanceState::Running};
    }
    return std::nullopt;
}

void Engine::setPublicUrl(const std::string &url)
{
    m_publicUrl = url;
    // The simulated JupyterLab moves with the simulator's address (a new port after a restart).
    for (auto &[orgId, o] : m_orgs) {
        for (auto &[id, r] : o.instances) {
            if (r.api.endpoints.jupyter)
                r.api.endpoints.jupyter = jupyterUrl(id);
        }
    }
}

std::string Engine::jupyterUrl(const std::string &instanceId) const
{
    const std::string base = m_publicUrl.empty() ? "http://127.0.0.1:18888" : m_publicUrl;
    return base + "/sim/jupyter/" + instanceId + "/lab";
}

api::Result<bool> Engine::loadScenario(const Caller &caller, const std::string &scenarioId)
{
    const ScenarioFile *s = m_catalog.scenario(scenarioId);
    if (!s)
        return notFound(caller.language, "scenario", scenarioId);
    return applyScenario(caller, *s);
}

void Engine::noteOwnPoolsChanged(Org &o)
{
    // GET /v1/accelerators answers this organisation differently now (and nobody else).
    api::CatalogChange change;
    change.kinds = {api::CatalogKind::Accelerators};
    pushEvent(o, bump(o), "catalog.changed", api::encode(change));
}

std::optional<api::ApiError> Engine::refuseLessonStart(const Caller &caller,
                                                       const std::string &lessonId) const
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_start_lessons"));
    const auto &all = m_catalog.lessons();
    const auto l = std::find_if(all.begin(), all.end(),
                                [&](const LessonFile &x) { return x.id == lessonId; });
    if (l == all.end())
        return notFound(caller.language, "lesson", lessonId);
    if (!m_catalog.scenario(l->scenarioId))
        return notFound(caller.language, "scenario", l->scenarioId);
    return std::nullopt;
}

api::Result<api::Lesson> Engine::startLesson(const Caller &caller, const std::string &lessonId)
{
    if (auto refused = refuseLessonStart(caller, lessonId))
        return std::move(*refused);
    const auto &all = m_catalog.lessons();
    const auto l = std::find_if(all.begin(), all.end(),
                                [&](const LessonFile &x) { return x.id == lessonId; });
    const ScenarioFile *s = m_catalog.scenario(l->scenarioId);
    if (auto applied = applyScenario(caller, *s, &*l); !applied)
        return applied.error();
    for (auto &lesson : lessons(caller)) {
        if (lesson.id == lessonId)
            return lesson;
    }
    return notFound(caller.language, "lesson", lessonId);
}

api::Result<api::Lesson> Engine::leaveLesson(const Caller &caller, const std::string &lessonId)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_leave_lessons"));
    const auto &all = m_catalog.lessons();
    if (std::none_of(all.begin(), all.end(), [&](const LessonFile &x) { return x.id == lessonId; }))
        return notFound(caller.language, "lesson", lessonId);
    const Org *o = findOrg(caller.orgId);
    const LessonFile *active = o ? activeLesson(*o) : nullptr;
    if (!active || active->id != lessonId)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.lesson_not_under_way", {lessonId}));
    const bool ownPools = !o->lesson.pools.empty();
    resetOrganization(caller.orgId);
    if (ownPools)
        noteOwnPoolsChanged(org(caller.orgId));
    for (auto &lesson : lessons(caller)) {
        if (lesson.id == lessonId)
            return lesson;
    }
    return notFound(caller.language, "lesson", lessonId);
}

api::Result<ScenarioFile> Engine::exportState(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    ScenarioFile s;
    s.id = "exported";
    s.name = "Exported state";
    s.clock = api::Clock{now(), m_clock.speed(), m_clock.paused()};
    s.faults = m_faults;
    if (!o)
        return s;
    s.balanceMicros = o->balanceMicros;
    for (const auto &[id, v] : o->volumes.items())
        s.volumes.push_back({v.name, v.sizeGib, v.region});
    std::size_t skipped = 0;
    for (const auto &[id, r] : o->instances) {
        const api::Instance &i = r.api;
        if (i.state == api::InstanceState::Failed || i.state == api::InstanceState::Terminating
            || i.state == api::InstanceState::Terminated) {
            ++skipped; // nothing to start again
            continue;
        }
        ScenarioInstance step;
        step.spec.name = i.name;
        step.spec.templateId = i.templateId;
        step.spec.backend = i.backend;
        step.spec.accelerator = i.accelerator;
        step.spec.count = i.count;
        step.spec.imageId = i.imageId;
        step.spec.modelId = i.modelId;
        step.spec.datasetIds = i.datasetIds;
        step.spec.labels = i.labels;
        step.spec.region = i.region;
        step.spec.tokenBudget = i.tokenBudget;
        step.spec.queueTimeoutS = i.queueTimeoutS;
        step.spec.autoSleep = i.autoSleep;
        step.spec.schedule = i.schedule;
        if (i.state == api::InstanceState::Stopped || i.state == api::InstanceState::Stopping)
            step.then = "stop";
        else if (i.state == api::InstanceState::Sleeping)
            step.then = "sleep";
        s.instances.push_back(std::move(step));
    }
    for (const auto &[id, b] : o->budgets.items())
        s.budgets.push_back({b.name, b.scope, b.amountMicros, b.period, b.thresholdsPct, b.action,
                             b.hard ? std::optional(true) : std::nullopt});
    if (o->policies.revision > 0)
        s.policies = api::OrgPoliciesUpdate{o->policies.roles, o->policies.autoSleep,
                                            o->policies.maxRuntimeWithoutStopS};
    s.description = "The state of " + o->name + " at " + api::formatRfc3339(now()) + ": "
                    + std::to_string(s.instances.size()) + " instances, "
                    + std::to_string(s.volumes.size()) + " volumes, "
                    + std::to_string(s.budgets.size()) + " budgets."
                    + (skipped ? " " + std::to_string(skipped) + " failed instances left out." : "")
                    + " Instances start afresh from their template or model (no checkpoints, "
                      "no attached volumes).";
    return s;
}

api::Result<bool> Engine::importState(const Caller &caller, const ScenarioFile &s)
{
    // Everything is checked before anything is replaced: a refused file changes nothing.
    if (auto checked = m_catalog.checkScenario(s); !checked)
        return apiError(400, "INVALID_ARGUMENT", checked.error().message);
    const Quoter quoting = quoter();
    for (std::size_t i = 0; i < s.instances.size(); ++i) {
        const api::LaunchSpec &spec = s.instances[i].spec;
        const std::string where = "instances[" + std::to_string(i) + "].spec";
        if (!spec.volumeIds.empty() || spec.fromSnapshotId)
            return apiError(400, "INVALID_ARGUMENT",
                            where + ": volumes and snapshots of another state cannot be imported");
        if (spec.region && !quoting.knownRegion(*spec.region))
            return apiError(400, "INVALID_ARGUMENT",
                            where + ".region: unknown region " + *spec.region);
        if (auto placed = quoting.resolveForLaunch(spec); !placed)
            return apiError(400, "INVALID_ARGUMENT", where + ": " + placed.error().message);
    }
    for (std::size_t i = 0; i < s.volumes.size(); ++i) {
        const auto &region = s.volumes[i].region;
        if (region && !quoting.knownRegion(*region))
            return apiError(400, "INVALID_ARGUMENT",
                            "volumes[" + std::to_string(i) + "].region: unknown region " + *region);
    }
    return applyScenario(caller, s);
}

api::Result<bool> Engine::checkScenarioQuota(const Caller &caller, const ScenarioFile &s) const
{
    const auto me = this->me(caller);
    if (!me)
        return true;
    // The organisation is emptied first, so what counts is the scenario's own instances, as
    // they run at once: each launch adds one, a "then: stop" takes it off again.
    const Quoter quoting = quoter();
    std::int64_t active = 0, chips = 0;
    for (std::size_t i = 0; i < s.instances.size(); ++i) {
        const auto placed = quoting.resolveForLaunch(s.instances[i].spec);
        const std::int64_t count = placed ? placed->count : 1;
        if (active + 1 > me->quotas.maxInstances || chips + count > me->quotas.maxChips)
            return apiError(
                422, "QUOTA_EXCEEDED",
                say(caller.language, "error.quota_scenario",
                    {s.id, messages::term(caller.language, "role", api::wireName(caller.role)),
                     std::to_string(me->quotas.maxInstances), std::to_string(me->quotas.maxChips),
                     std::to_string(i), std::to_string(active + 1),
                     std::to_string(chips + count)}));
        if (s.instances[i].then == std::optional<std::string>("stop"))
            continue;
        ++active;
        chips += count;
    }
    return true;
}

api::Result<bool>
Engine::applyScenario(const Caller &caller, const ScenarioFile &scenario, const LessonFile *lesson)
{
    const ScenarioFile *s = &scenario;
    if (!lesson) { // a lesson's setup counts against no quota: not even checked
        if (auto fits = checkScenarioQuota(caller, scenario); !fits)
            return fits.error();
    }
    resetOrganization(caller.orgId);
    Org &o = org(caller.orgId);
    // What the setup raises (budget thresholds crossed while its time runs) is history: no
    // webhook hears it.
    struct SettingUp
    {
        bool &flag;
        ~SettingUp() { flag = false; }
    } settingUp{m_settingUp = true};
    // A lesson is set up in the organisation alone, in its own time: it starts as long ago
    // as its steps take and ends now, while the shared clock stands still for everyone else.
    struct OwnTime
    {
        std::optional<api::Timestamp> &orgNow;
        ~OwnTime() { orgNow.reset(); }
    } ownTime{m_orgNow};
    const auto run = [&](std::int64_t seconds) {
        if (lesson)
            advanceOrg(o, seconds);
        else
            advance(seconds);
    };
    if (lesson) {
        // Each step's own wait, and for a step that stops or sleeps an instance at most the
        // hour its launch may take (the rest is spent at the end).
        std::int64_t seconds = s->advanceS.value_or(0);
        for (const auto &step : s->instances)
            seconds += step.advanceS.value_or(0) + (step.then ? 3600 : 0);
        m_orgNow = api::Timestamp{now().unixSeconds - seconds};
        o.lesson.lessonId = lesson->id;
        o.lesson.scenarioId = s->id;
        o.lesson.firstId = std::numeric_limits<std::int64_t>::max(); // all the lesson's
        if (s->faults)
            o.lesson.pools = s->faults->capacityOverrides;
    } else {
        if (s->clock) {
            if (s->clock->now > now())
                m_clock.advance(s->clock->now.unixSeconds - now().unixSeconds);
            m_clock.setSpeed(s->clock->speed);
            m_clock.setPaused(s->clock->paused);
        }
        if (s->faults)
            changeFaults(*s->faults);
    }
    if (s->balanceMicros)
        o.balanceMicros = *s->balanceMicros;
    std::vector<std::string> volumeIds;
    for (const auto &v : s->volumes) {
        auto created = createVolume(caller, v);
        if (!created)
            return created.error();
        volumeIds.push_back(created->id);
    }
    for (const auto &step : s->instances) {
        auto launched = launch(caller, step.spec);
        if (!launched) {
            // The host puts everything back (SimHost::mutateWhole): say what stopped it.
            auto e = launched.error();
            e.message = "scenario " + s->id + ": " + step.spec.name + ": " + e.message
                        + "; nothing was changed";
            return e;
        }
        run(step.advanceS.value_or(0));
        if (step.then) {
            const Action action = *step.then == "stop" ? Action::Stop : Action::Sleep;
            // Let a launch finish first: an action needs a running instance.
            for (int i = 0; i < 3600 && o.instances.at(launched->instance.id).run; ++i)
                run(1);
            auto acted = act(caller, launched->instance.id, action);
            if (!acted) {
                auto e = acted.error();
                e.message = "scenario " + s->id + ": " + e.message + "; nothing was changed";
                return e;
            }
        }
    }
    for (const auto &b : s->budgets) {
        auto created
            = createBudget({caller.orgId, caller.userId, api::Role::Admin, caller.language}, b);
        if (!created)
            return created.error();
    }
    if (s->policies) {
        // Last: what the scenario launched is then held to them, as a change would hold it.
        auto set = setPolicies({caller.orgId, caller.userId, api::Role::Admin, caller.language},
                               *s->policies);
        if (!set)
            return set.error();
    }
    run(s->advanceS.value_or(0));
    if (lesson && now() < m_clock.now())
        advanceOrg(o, m_clock.now().unixSeconds - now().unixSeconds);
    LessonProgress started;
    started.lessonId = o.lesson.lessonId;
    started.pools = o.lesson.pools;
    o.lesson = std::move(started);
    if (!o.lesson.pools.empty())
        noteOwnPoolsChanged(o);
    o.lesson.scenarioId = s->id;
    o.lesson.firstId = m_nextId;
    o.lesson.startedAt = now().unixSeconds;
    o.lesson.spentAtStart = o.ledger.totalMicros();
    o.lesson.savedAtStart = o.insights.sleptMicros();
    return true;
}

} // namespace polychip::sim
