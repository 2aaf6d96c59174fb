// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: simulator control (reset, scenarios).
#include "engine.h"

#include "api/codec.h"

#include <algorithm>
#include <charconv>

namespace polychip::sim {

void Engine::resetOrganization(const std::string &orgId)
{
    Org &o = org(orgId);
    for (auto &[id, r] : o.instances) {
        if (r.run)
            releaseSwitchTarget(*r.run);
        release(r);
        o.erasedInstances.push_back(id);
    }
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(),
                                 [&](const auto &entry) { return entry.first == orgId; }),
                  m_queue.end());
    for (const auto &[id, s] : o.snapshots)
        o.dirtySnapshots.insert(id);
    for (const auto &[id, v] : o.volumes) {
        o.dirtyVolumes.insert(id);
        m_volumeCharges.erase(id);
    }
    for (const auto &[id, b] : o.budgets)
        o.dirtyBudgets.insert(id);
    o.instances.clear();
    o.metrics = MetricStore{};
    o.metricsSaved = -1;
    o.loadedScenario.clear();
    o.snapshots.clear();
    o.volumes.clear();
    o.volumeOwners.clear();
    o.budgets.clear();
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

std::vector<api::Scenario> Engine::scenarios() const
{
    std::vector<api::Scenario> out;
    for (const auto &s : m_catalog.scenarios())
        out.push_back({s.id, s.name, s.description});
    return out;
}

std::vector<api::Lesson> Engine::lessons(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    // Ids are "<kind>_<number>", numbered in creation order across the simulator.
    const auto madeAfterLoad = [&](const std::string &id) {
        std::int64_t n = -1;
        const auto pos = id.find('_');
        if (pos != std::string::npos)
            std::from_chars(id.data() + pos + 1, id.data() + id.size(), n);
        return n >= o->firstIdAfterLoad;
    };
    const auto reached = [&](const LessonCheck &check) {
        if (check.budgetCreated) {
            return std::any_of(o->budgets.begin(), o->budgets.end(),
                               [&](const auto &b) { return madeAfterLoad(b.first); });
        }
        return std::any_of(o->operations.begin(), o->operations.end(), [&](const auto &entry) {
            const api::Operation &op = entry.second;
            if (!op.done || op.error || !madeAfterLoad(op.id)
                || std::find(check.operations.begin(), check.operations.end(), op.kind)
                       == check.operations.end())
                return false;
            if (!check.backend)
                return true;
            const auto it = op.instanceId ? o->instances.find(*op.instanceId) : o->instances.end();
            return it != o->instances.end() && it->second.api.backend == *check.backend;
        });
    };
    std::vector<api::Lesson> out;
    for (const auto &l : m_catalog.lessons()) {
        api::Lesson lesson{l.id, l.name, l.description, l.scenarioId, {}};
        const bool active = o && o->loadedScenario == l.scenarioId;
        for (const auto &objective : l.objectives) {
            lesson.objectives.push_back({objective.id, objective.description,
                                         active && reached(objective.check)
                                             ? api::ObjectiveState::Done
                                             : api::ObjectiveState::Pending});
        }
        out.push_back(std::move(lesson));
    }
    return out;
}

api::Result<bool> Engine::loadScenario(const Caller &caller, const std::string &scenarioId)
{
    const ScenarioFile *s = m_catalog.scenario(scenarioId);
    if (!s)
        return apiError(404, "NOT_FOUND", "scenario " + scenarioId + " not found");
    resetOrganization(caller.orgId);
    Org &o = org(caller.orgId);
    if (s->clock) {
        if (s->clock->now > now())
            m_clock.advance(s->clock->now.unixSeconds - now().unixSeconds);
        m_clock.setSpeed(s->clock->speed);
        m_clock.setPaused(s->clock->paused);
    }
    if (s->faults)
        setFaults(*s->faults);
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
        if (!launched)
            return apiError(500, "INTERNAL",
                            "scenario " + s->id + ": " + step.spec.name + ": "
                                + launched.error().message);
        advance(step.advanceS.value_or(0));
        if (step.then) {
            const Action action = *step.then == "stop" ? Action::Stop : Action::Sleep;
            // Let a launch finish first: an action needs a running instance.
            for (int i = 0; i < 3600 && o.instances.at(launched->instance.id).run; ++i)
                advance(1);
            auto acted = act(caller, launched->instance.id, action);
            if (!acted)
                return apiError(500, "INTERNAL",
                                "scenario " + s->id + ": " + acted.error().message);
        }
    }
    for (const auto &b : s->budgets) {
        auto created = createBudget({caller.orgId, caller.userId, api::Role::Admin}, b);
        if (!created)
            return created.error();
    }
    advance(s->advanceS.value_or(0));
    o.loadedScenario = s->id;
    o.firstIdAfterLoad = m_nextId;
    return true;
}

} // namespace polychip::sim
