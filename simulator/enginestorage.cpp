// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: network volumes, budgets and faults.
#include "engine.h"

#include "billingreport.h"
#include "messages.h"

#include "api/codec.h"

#include <algorithm>

namespace polychip::sim {

using messages::say;

namespace {

/// Who made a volume (empty: nobody known).
std::string ownerOf(const auto &org, const std::string &volumeId)
{
    const auto it = org.volumeOwners.find(volumeId);
    return it == org.volumeOwners.end() ? std::string() : it->second;
}

} // namespace

using api::InstanceState;

namespace {

bool mayWriteBudgets(api::Role role)
{
    return role == api::Role::Admin || role == api::Role::Manager;
}

} // namespace

// ---- volumes ---------------------------------------------------------------------------------

void Engine::emitVolume(Org &o, api::Volume &v)
{
    v.revision = bump(o);
    v.updatedAt = now();
    o.volumes.touch(v.id);
    pushEvent(o, v.revision, "volume.updated", api::encode(v));
}

api::Result<api::Volume> Engine::createVolume(const Caller &caller,
                                              const api::VolumeCreate &request)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_create_volumes"));
    const std::string region = request.region.value_or(m_catalog.regions().front());
    if (std::find(m_catalog.regions().begin(), m_catalog.regions().end(), region)
        == m_catalog.regions().end())
        return invalidField(caller.language, "region",
                            say(caller.language, "field.unknown_region", {region}));
    Org &o = org(caller.orgId);
    if (o.balanceMicros + o.creditMicros <= 0)
        return apiError(422, "INSUFFICIENT_FUNDS", say(caller.language, "error.funds_used_up"));
    api::Volume v;
    v.id = "vol_" + std::to_string(m_nextId++);
    v.name = request.name;
    v.sizeGib = request.sizeGib;
    v.state = api::VolumeState::Available;
    v.region = region;
    v.userId = caller.userId;
    v.createdAt = now();
    emitVolume(o, v);
    o.volumes.put(v.id, v);
    o.volumeOwners[v.id] = caller.userId;
    return v;
}

std::vector<api::Volume> Engine::volumes(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    return o ? o->volumes.values() : std::vector<api::Volume>{};
}

api::Result<api::Volume> Engine::attachVolume(const Caller &caller,
                                              const std::string &volumeId,
                                              const std::string &instanceId)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_attach_volumes"));
    Org &o = org(caller.orgId);
    const auto v = o.volumes.items().find(volumeId);
    if (v == o.volumes.items().end())
        return notFound(caller.language, "volume", volumeId);
    if (!mayActOn(caller.role, caller.userId, ownerOf(o, volumeId)))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_attaches", {volumeId}));
    const auto i = o.instances.find(instanceId);
    if (i == o.instances.end())
        return invalidField(
            caller.language, "instance_id",
            say(caller.language, "field.unknown",
                {messages::term(caller.language, "thing", "instance"), instanceId}));
    InstanceRun &r = i->second;
    if (!mayActOn(caller.role, caller.userId, r.api.userId))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_attaches_to", {instanceId}));
    if (v->second.attachedInstanceId == instanceId)
        return v->second;
    if (v->second.attachedInstanceId)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.volume_attached",
                            {volumeId, *v->second.attachedInstanceId}));
    if (r.api.state == InstanceState::Terminating || r.api.state == InstanceState::Failed)
        return apiError(
            409, "CONFLICT",
            say(caller.language, "error.cannot_attach_to",
                {messages::term(caller.language, "state", api::wireName(r.api.state))}));
    if (r.api.region != v->second.region)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.volume_elsewhere",
                            {volumeId, messages::region(caller.language, v->second.region),
                             messages::region(caller.language, r.api.region)}));
    api::Volume &volume = *o.volumes.edit(volumeId);
    volume.attachedInstanceId = instanceId;
    volume.state = api::VolumeState::Attached;
    r.api.volumeIds.push_back(volumeId);
    emitVolume(o, volume);
    emitInstance(o, r);
    return volume;
}

api::Result<api::Volume> Engine::detachVolume(const Caller &caller, const std::string &volumeId)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_detach_volumes"));
    Org &o = org(caller.orgId);
    const auto v = o.volumes.items().find(volumeId);
    if (v == o.volumes.items().end())
        return notFound(caller.language, "volume", volumeId);
    if (!mayActOn(caller.role, caller.userId, ownerOf(o, volumeId)))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_detaches", {volumeId}));
    if (!v->second.attachedInstanceId)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.volume_not_attached", {volumeId}));
    if (const auto i = o.instances.find(*v->second.attachedInstanceId); i != o.instances.end()) {
        auto &ids = i->second.api.volumeIds;
        ids.erase(std::remove(ids.begin(), ids.end(), volumeId), ids.end());
        emitInstance(o, i->second);
    }
    api::Volume &volume = *o.volumes.edit(volumeId);
    volume.attachedInstanceId.reset();
    volume.state = api::VolumeState::Available;
    emitVolume(o, volume);
    return volume;
}

api::Result<bool> Engine::deleteVolume(const Caller &caller, const std::string &volumeId)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_delete_volumes"));
    Org &o = org(caller.orgId);
    const auto v = o.volumes.items().find(volumeId);
    if (v == o.volumes.items().end())
        return notFound(caller.language, "volume", volumeId);
    if (!mayActOn(caller.role, caller.userId, ownerOf(o, volumeId)))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_deletes", {volumeId}));
    if (v->second.attachedInstanceId)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.volume_attached_detach",
                            {volumeId, *v->second.attachedInstanceId}));
    o.ledger.close(volumeId + "/volume");
    m_volumeCharges.erase(volumeId);
    o.volumes.erase(volumeId);
    o.volumeOwners.erase(volumeId);
    const api::Tombstone t{volumeId, true, bump(o)};
    pushEvent(o, t.revision, "volume.deleted", api::encode(t));
    return true;
}

void Engine::tickVolumes(Org &o)
{
    // Volumes bill per GiB-hour whatever the state of the instance they serve.
    for (auto &[id, v] : o.volumes.items()) {
        auto [it, inserted] = m_volumeCharges.try_emplace(id);
        ChargeTarget &target = it->second;
        if (inserted) {
            target.key = id + "/volume";
            target.resource = api::LedgerResource::Volume;
            target.volumeId = id;
            target.userId = o.volumeOwners[id];
        }
        target.instanceId = v.attachedInstanceId;
        charge(o, nullptr, target, v.sizeGib * m_catalog.priceBook().volumeGibHourMicros);
    }
}

api::Result<bool> Engine::deleteSnapshot(const Caller &caller, const std::string &snapshotId)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_delete_snapshots"));
    Org &o = org(caller.orgId);
    const auto it = o.snapshots.items().find(snapshotId);
    if (it == o.snapshots.items().end())
        return notFound(caller.language, "snapshot", snapshotId);
    if (it->second.state == api::SnapshotState::Creating)
        return apiError(409, "CONFLICT",
                        say(caller.language, "error.snapshot_writing", {snapshotId}));
    if (it->second.instanceId) {
        if (const auto i = o.instances.find(*it->second.instanceId); i != o.instances.end()) {
            auto &ids = i->second.api.snapshotIds;
            ids.erase(std::remove(ids.begin(), ids.end(), snapshotId), ids.end());
            emitInstance(o, i->second);
        }
    }
    o.snapshots.erase(snapshotId);
    const api::Tombstone t{snapshotId, true, bump(o)};
    pushEvent(o, t.revision, "snapshot.deleted", api::encode(t));
    return true;
}

// ---- budgets ---------------------------------------------------------------------------------

void Engine::emitBudget(Org &o, api::Budget &b)
{
    b.revision = bump(o);
    b.updatedAt = now();
    o.budgets.touch(b.id);
    pushEvent(o, b.revision, "budget.updated", api::encode(b));
}

api::Result<api::Budget> Engine::createBudget(const Caller &caller,
                                              const api::BudgetCreate &request)
{
    if (!mayWriteBudgets(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_set_budgets"));
    Org &o = org(caller.orgId);
    api::Budget b;
    b.id = "bud_" + std::to_string(m_nextId++);
    b.name = request.name;
    b.scope = request.scope.value_or(api::BudgetScope{});
    b.amountMicros = request.amountMicros;
    b.period = request.period.value_or(api::BudgetPeriod::Month);
    b.thresholdsPct
        = request.thresholdsPct.empty() ? std::vector<double>{50, 80, 100} : request.thresholdsPct;
    std::sort(b.thresholdsPct.begin(), b.thresholdsPct.end());
    b.action = request.action.value_or(api::BudgetAction::Notify);
    b.hard = request.hard.value_or(false);
    b.createdAt = now();
    // What the scope already spent this month counts.
    const std::int64_t from = monthStart(now().unixSeconds);
    o.budgetPeriodStart = from;
    b.spentMicros = spentInScope(o.ledger, b.scope, {from}, {now().unixSeconds + 1});
    emitBudget(o, b);
    o.budgets.put(b.id, b);
    return b;
}

std::vector<api::Budget> Engine::budgets(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    return o ? o->budgets.values() : std::vector<api::Budget>{};
}

api::Result<api::Budget> Engine::patchBudget(const Caller &caller,
                                             const std::string &budgetId,
                                             const api::BudgetPatch &patch)
{
    if (!mayWriteBudgets(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_set_budgets"));
    Org &o = org(caller.orgId);
    api::Budget *found = o.budgets.edit(budgetId);
    if (!found)
        return notFound(caller.language, "budget", budgetId);
    api::Budget &b = *found;
    if (patch.name)
        b.name = *patch.name;
    if (patch.scope)
        b.scope = *patch.scope;
    if (patch.amountMicros)
        b.amountMicros = *patch.amountMicros;
    if (patch.thresholdsPct) {
        b.thresholdsPct = *patch.thresholdsPct;
        std::sort(b.thresholdsPct.begin(), b.thresholdsPct.end());
    }
    if (patch.action)
        b.action = *patch.action;
    if (patch.hard)
        b.hard = *patch.hard;
    // A new amount or thresholds may alert again.
    b.alertedPct.erase(std::remove_if(b.alertedPct.begin(), b.alertedPct.end(),
                                      [&](double pct) {
                                          return double(b.spentMicros)
                                                 < double(b.amountMicros) * pct / 100.0;
                                      }),
                       b.alertedPct.end());
    emitBudget(o, b);
    return b;
}

api::Result<bool> Engine::deleteBudget(const Caller &caller, const std::string &budgetId)
{
    if (!mayWriteBudgets(caller.role))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_set_budgets"));
    Org &o = org(caller.orgId);
    if (!o.budgets.erase(budgetId))
        return notFound(caller.language, "budget", budgetId);
    const api::Tombstone t{budgetId, true, bump(o)};
    pushEvent(o, t.revision, "budget.deleted", api::encode(t));
    return true;
}

void Engine::tickBudgets(Org &o)
{
    if (o.budgets.items().empty())
        return;
    const std::int64_t period = monthStart(now().unixSeconds);
    const bool newPeriod = period != o.budgetPeriodStart;
    o.budgetPeriodStart = period;
    for (const auto &[id, current] : o.budgets.items()) {
        const api::Budget &b = current; // changed through edit(), which records the change
        if (newPeriod && (b.spentMicros != 0 || !b.alertedPct.empty())) {
            api::Budget &reset = *o.budgets.edit(id);
            reset.spentMicros = 0;
            reset.alertedPct.clear();
            emitBudget(o, reset);
        }
        for (const double pct : b.thresholdsPct) {
            const bool crossed = double(b.spentMicros) >= double(b.amountMicros) * pct / 100.0;
            if (!crossed
                || std::find(b.alertedPct.begin(), b.alertedPct.end(), pct) != b.alertedPct.end())
                continue;
            api::Budget &alerted = *o.budgets.edit(id);
            alerted.alertedPct.push_back(pct);
            if (pct >= 100)
                noteBudgetFull(o); // before the budget's own stop counts as reaching anything
            const bool stops = pct >= 100 && b.action == api::BudgetAction::Stop;
            emitAlert(o, api::AlertKind::BudgetThreshold,
                      pct >= 100 ? api::Severity::Critical : api::Severity::Warning,
                      stops ? "alert.budget_stop" : "alert.budget",
                      {b.name, std::to_string(int(pct))}, std::nullopt, id);
            emitBudget(o, alerted);
        }
        // At 100 % a stop budget keeps its scope stopped for the rest of the period.
        if (b.action == api::BudgetAction::Stop && b.spentMicros >= b.amountMicros)
            stopWhere(o, "BUDGET", [&scope = b.scope](const InstanceRun &r) {
                return inScope(r.api.labels, scope);
            });
    }
}

// ---- faults ----------------------------------------------------------------------------------

void Engine::setFaults(const api::Faults &faults)
{
    m_faults = faults;
    m_capacity.overrides.clear();
    for (const auto &[chip, capacity] : faults.capacityOverrides)
        m_capacity.overrides[chip] = capacity;
}

void Engine::changeFaults(const api::Faults &faults)
{
    const bool poolsChanged = faults.capacityOverrides != m_faults.capacityOverrides;
    setFaults(faults);
    if (!poolsChanged)
        return;
    api::CatalogChange change;
    change.kinds = {api::CatalogKind::Accelerators};
    const std::string data = api::encode(change);
    // In each window with a revision of its own: replayed on resume like the changes it follows.
    for (auto &[orgId, o] : m_orgs)
        pushEvent(o, bump(o), "catalog.changed", data);
}

void Engine::tickPreemption(Org &o, InstanceRun &r)
{
    // preempt_rate is per instance per simulated hour.
    if (m_faults.preemptRate <= 0 || r.run)
        return;
    if (r.rng.uniform() < m_faults.preemptRate / 3600.0) {
        log(r, "preempted by the platform");
        fail(o, r, "PREEMPTED");
    }
}

} // namespace polychip::sim
