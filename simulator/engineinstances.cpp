// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: launching instances, their actions and the operations that carry them out.
#include "engine.h"

#include "messages.h"

#include "api/codec.h"

#include <algorithm>
#include <cmath>

namespace polychip::sim {

using messages::say;

using api::Backend;
using api::InstanceState;
using api::OperationKind;

namespace {

/// A launch must be covered for this long at its price (the API: refused when funds are short).
constexpr std::int64_t kFundsCoverSeconds = 600;

constexpr std::size_t kMaxLabels = 64;

/** At most `max` bytes of `s`, cut at a UTF-8 character boundary. */
std::string clip(std::string s, std::size_t max = 128)
{
    if (s.size() <= max)
        return s;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
        --n;
    s.resize(n);
    return s;
}

} // namespace

api::Result<InstanceRun *> Engine::findInstance(const Caller &caller, const std::string &id)
{
    const auto o = m_orgs.find(caller.orgId);
    if (o == m_orgs.end())
        return notFound(caller.language, "instance", id);
    const auto it = o->second.instances.find(id);
    if (it == o->second.instances.end())
        return notFound(caller.language, "instance",
                        id); // another organisation's id answers exactly alike
    return &it->second;
}

void Engine::applyPlacement(InstanceRun &r, const ChipSpec &chip, std::int64_t count)
{
    r.chip = &chip;
    r.api.backend = chip.backend;
    r.api.accelerator = chip.id;
    r.api.count = count;
    r.memory = planMemory(chip, count, r.workload);
    r.api.fitMode = r.memory.mode;
    r.peakTokensPerS = peakTokensPerSecond(chip, count, r.workload) * r.memory.throughputFactor;
    const api::Model *model = r.api.modelId ? m_catalog.model(*r.api.modelId) : nullptr;
    r.loss = m_catalog.losses().curve(model ? model->family : std::string(), r.workload.kind);
    r.api.pricePerHourMicros = m_catalog.priceBook().pricePerHour(chip.id, count).value_or(0);
    r.computeCharge.backend = chip.backend;
    r.computeCharge.accelerator = chip.id;
    r.computeCharge.cuPerHour = chip.cuPerChipHour * double(count);
    r.computeCharge.labels = r.api.labels;
    r.storageCharge.backend = chip.backend;
    r.storageCharge.labels = r.api.labels;
    r.computeCharge.forget();
    r.storageCharge.forget();
    r.insightHint = {}; // the hour's bucket counts where it ends
}

bool Engine::reserve(InstanceRun &r)
{
    if (r.holding)
        return true;
    if (availableTo(m_orgs.at(r.orgId), r.api.region, *r.chip) < r.api.count)
        return false;
    m_capacity.inUse[r.api.region][r.chip->id] += r.api.count;
    r.holding = true;
    return true;
}

void Engine::release(InstanceRun &r)
{
    if (!r.holding)
        return;
    m_capacity.inUse[r.api.region][r.chip->id] -= r.api.count;
    r.holding = false;
}

void InstanceRun::nameCharges()
{
    computeCharge.key = api.id + "/compute";
    computeCharge.resource = api::LedgerResource::Compute;
    computeCharge.instanceId = api.id;
    computeCharge.userId = api.userId;
    storageCharge.key = api.id + "/storage";
    storageCharge.resource = api::LedgerResource::Storage;
    storageCharge.instanceId = api.id;
    storageCharge.userId = api.userId;
    computeCharge.forget(); // named anew: the items of another name are not theirs
    storageCharge.forget();
}

api::Result<api::InstanceOperation> Engine::launch(const Caller &caller,
                                                   const api::LaunchSpec &spec)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED", say(caller.language, "error.may_not_launch"));
    Org &o = org(caller.orgId);
    const Capacity pools = poolsOf(o);
    Quoter quoting(m_catalog, m_catalog.priceBook(), pools);
    quoting.setLanguage(caller.language);
    setRuledOut(quoting, caller, o);
    auto placed = quoting.resolveForLaunch(spec);
    if (!placed)
        return placed.error();
    const Placement &p = placed.value();
    auto inputs = checkLaunchInputs(caller, o, spec, p, quoting);
    if (!inputs)
        return inputs.error();
    if (auto quota = checkLaunchQuota(caller, o, p.count); !quota)
        return quota.error();
    const std::int64_t price = m_catalog.priceBook().pricePerHour(p.chip->id, p.count).value_or(0);
    // The organisation's rules: where, how dear, and the auto-sleep and stop asked for.
    const PolicyCheck rules = policyCheck(caller, o);
    if (auto breach = runBreach(caller, o, p.backend, p.chip->id, price, inputs->labels))
        return policyError(*breach);
    if (spec.autoSleep) {
        if (auto breach = rules.autoSleep(*spec.autoSleep))
            return policyError(*breach);
    }
    if (spec.schedule) {
        if (auto breach = rules.schedule(*spec.schedule, now().unixSeconds))
            return policyError(*breach);
    }
    if (o.balanceMicros + o.creditMicros < accrued(price, kFundsCoverSeconds))
        return apiError(422, "INSUFFICIENT_FUNDS", say(caller.language, "error.funds_ten_minutes"));

    // Volumes decide the region: they cannot move.
    const std::string region
        = quoting.chooseRegion(spec.region ? spec.region : inputs->volumeRegion, *p.chip, p.count);
    const std::int64_t queueTimeout
        = spec.queueTimeoutS.value_or(m_catalog.lifecycle().defaultQueueTimeoutS);
    if (queueTimeout == 0 && pools.available(region, *p.chip) < p.count)
        return apiError(422, "CAPACITY_EXHAUSTED",
                        say(caller.language, "error.capacity",
                            {std::to_string(pools.available(region, *p.chip)), p.chip->id,
                             messages::region(caller.language, region)}));

    InstanceRun &r = createRun(o, caller, spec, p, region, std::move(inputs->labels));
    r.api.queueTimeoutS = queueTimeout;
    // A template's auto-sleep and stop, within the rules.
    r.api.autoSleep = rules.tightened(r.api.autoSleep);
    r.api.schedule = rules.withStop(r.api.schedule, now().unixSeconds);
    beginLaunch(o, r, spec);
    emitInstance(o, r);
    return api::InstanceOperation{r.api, r.run->op};
}

api::Result<Engine::LaunchInputs> Engine::checkLaunchInputs(const Caller &caller,
                                                            const Org &o,
                                                            const api::LaunchSpec &spec,
                                                            const Placement &p,
                                                            const Quoter &quoting) const
{
    std::optional<std::string> volumeRegion;
    for (const auto &v : spec.volumeIds) {
        const auto it = o.volumes.items().find(v);
        if (it == o.volumes.items().end())
            return invalidField(caller.language, "volume_ids",
                                say(caller.language, "field.unknown",
                                    {messages::term(caller.language, "thing", "volume"), v}));
        if (it->second.attachedInstanceId)
            return apiError(
                409, "CONFLICT",
                say(caller.language, "error.volume_attached", {v, *it->second.attachedInstanceId}));
        if (volumeRegion && *volumeRegion != it->second.region)
            return invalidField(caller.language, "volume_ids",
                                say(caller.language, "field.volume_regions"));
        volumeRegion = it->second.region;
    }
    if (spec.region && !quoting.knownRegion(*spec.region))
        return invalidField(caller.language, "region",
                            say(caller.language, "field.unknown_region", {*spec.region}));
    if (spec.region && volumeRegion && *spec.region != *volumeRegion)
        return invalidField(caller.language, "region",
                            say(caller.language, "field.volumes_in",
                                {messages::region(caller.language, *volumeRegion),
                                 messages::region(caller.language, *spec.region)}));
    api::Labels labels = p.templ ? p.templ->labels : api::Labels{};
    for (const auto &[k, v] : spec.labels)
        labels[k] = v;
    if (labels.size() > kMaxLabels)
        return invalidField(
            caller.language, "labels",
            say(caller.language, "field.labels_with_template", {std::to_string(labels.size())}));
    if (spec.fromSnapshotId) {
        const auto s = o.snapshots.items().find(*spec.fromSnapshotId);
        if (s == o.snapshots.items().end())
            return invalidField(
                caller.language, "from_snapshot_id",
                say(caller.language, "field.unknown",
                    {messages::term(caller.language, "thing", "snapshot"), *spec.fromSnapshotId}));
        if (s->second.state != api::SnapshotState::Ready)
            return apiError(409, "CONFLICT",
                            say(caller.language, "error.snapshot_not_ready", {s->first}));
    }
    return LaunchInputs{std::move(volumeRegion), std::move(labels)};
}

api::Result<bool>
Engine::checkLaunchQuota(const Caller &caller, const Org &o, std::int64_t chipsAsked) const
{
    const auto me = this->me(caller);
    if (!me)
        return true;
    std::int64_t active = 0, chips = 0;
    for (const auto &[id, other] : o.instances) {
        // What a started lesson set up is the lesson's, not the caller's (and while it is
        // set up, firstId is past every id).
        const bool lessons = !o.lesson.lessonId.empty() && !madeSinceLoad(o, id);
        if (other.api.userId != caller.userId || lessons)
            continue;
        if (other.api.state != InstanceState::Stopped && other.api.state != InstanceState::Failed
            && other.api.state != InstanceState::Terminated) {
            ++active;
            chips += other.api.count;
        }
    }
    if (active + 1 > me->quotas.maxInstances || chips + chipsAsked > me->quotas.maxChips)
        return apiError(
            422, "QUOTA_EXCEEDED",
            say(caller.language, "error.quota",
                {std::to_string(me->quotas.maxInstances), std::to_string(me->quotas.maxChips)}));
    return true;
}

InstanceRun &Engine::createRun(Org &o,
                               const Caller &caller,
                               const api::LaunchSpec &spec,
                               const Placement &p,
                               const std::string &region,
                               api::Labels labels)
{
    const std::string id = "ins_" + std::to_string(m_nextId++);
    InstanceRun &r = o.addInstance(id);
    r.orgId = o.id;
    r.rng = Rng(seedFor(m_config.seed, id));
    r.workload = p.workload;
    r.api.id = id;
    r.api.name = spec.name;
    r.api.region = region;
    r.api.templateId = spec.templateId;
    r.api.imageId = p.imageId;
    r.api.modelId = spec.modelId ? spec.modelId : p.templ ? p.templ->modelId : std::nullopt;
    r.api.datasetIds = !spec.datasetIds.empty() ? spec.datasetIds
                       : p.templ                ? p.templ->datasetIds
                                                : std::vector<std::string>{};
    r.api.labels = std::move(labels);
    r.api.userId = caller.userId;
    r.api.createdAt = now();
    r.api.updatedAt = now();
    r.api.autoSleep = spec.autoSleep ? *spec.autoSleep
                      : p.templ      ? p.templ->autoSleep
                                     : api::AutoSleep{};
    r.api.schedule = spec.schedule ? *spec.schedule : p.templ ? p.templ->schedule : api::Schedule{};
    r.api.tokenBudget = p.tokenBudget;
    r.api.endpoints.ssh = "ssh -p " + std::to_string(22000 + m_nextId % 10000) + " root@127.0.0.1";
    if (r.workload.kind == api::WorkloadKind::Notebook || isTrainingKind(r.workload.kind))
        r.api.endpoints.jupyter = jupyterUrl(id);
    r.api.endpoints.vscode = "http://127.0.0.1:18080/" + id + "/";
    if (isTrainingKind(r.workload.kind))
        r.api.endpoints.tensorboard = "http://127.0.0.1:16006/" + id + "/";
    r.nameCharges();
    applyPlacement(r, *p.chip, p.count);
    r.api.backendHistory.push_back({r.api.backend, r.api.accelerator, r.api.count, now(),
                                    std::nullopt, spec.fromSnapshotId, std::nullopt});
    noteLaunchPlacement(o, spec, r);
    if (spec.fromSnapshotId) {
        // Start where the snapshot's checkpoint left off.
        const api::Snapshot &s = o.snapshots.items().at(*spec.fromSnapshotId);
        r.tokens = double(s.checkpointStep) * double(r.tokensPerStep);
        r.api.live.step = s.checkpointStep;
    }
    return r;
}

void Engine::beginLaunch(Org &o, InstanceRun &r, const api::LaunchSpec &spec)
{
    const std::string &id = r.api.id;
    std::vector<Stage> stages{{"provisioning", m_catalog.lifecycle().provision(r.api.backend)}};
    if (spec.fromSnapshotId)
        stages.push_back({"restoring", checkpointSeconds(r)});
    stages.push_back({"booting", m_catalog.lifecycle().bootS});
    r.api.state = InstanceState::Pending;
    startOperation(o, r, OperationKind::Launch, std::move(stages));
    if (reserve(r)) {
        setState(o, r, InstanceState::Provisioning, std::nullopt);
    } else {
        r.queuedAt = now().unixSeconds;
        r.api.stateReason = "WAITING_FOR_CAPACITY";
        m_queue.emplace_back(o.id, id);
        log(r, "waiting for capacity: " + std::to_string(r.api.count) + " x " + r.api.accelerator
                   + " in " + r.api.region);
    }
    for (const auto &v : spec.volumeIds) {
        api::Volume &volume = *o.volumes.edit(v); // checked by checkLaunchInputs()
        volume.attachedInstanceId = id;
        volume.state = api::VolumeState::Attached;
        r.api.volumeIds.push_back(v);
        emitVolume(o, volume);
    }
}

api::Result<api::InstanceOperation> Engine::act(const Caller &caller,
                                                const std::string &instanceId,
                                                Action action,
                                                const std::optional<api::SwitchRequest> &target,
                                                const std::optional<std::string> &snapshotName)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED", say(caller.language, "error.may_not_act"));
    auto found = findInstance(caller, instanceId);
    if (!found)
        return found.error();
    InstanceRun &r = *found.value();
    if (!mayActOn(caller.role, caller.userId, r.api.userId))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_acts", {instanceId}));
    Org &o = m_orgs.at(caller.orgId);
    if (action == Action::Delete && r.api.state == InstanceState::Terminating)
        return api::InstanceOperation{r.api, r.run ? std::optional(r.run->op) : std::nullopt};
    if (r.run && action != Action::Delete)
        return apiError(
            409, "CONFLICT",
            say(caller.language, "error.busy",
                {instanceId, r.run->op.id,
                 messages::term(caller.language, "action", api::wireName(r.run->op.kind))}));
    auto next = beginAction(r.api.state, action, caller.language);
    if (!next)
        return next.error();

    switch (action) {
    case Action::Stop:
        beginStop(o, r, "");
        break;
    case Action::Start: {
        if (o.balanceMicros + o.creditMicros <= 0)
            return apiError(422, "INSUFFICIENT_FUNDS", say(caller.language, "error.funds_used_up"));
        // The owner's rules, whoever starts it; and a stop within the longest runtime.
        const Caller owner = instanceOwner(o, r, caller.language);
        if (auto breach = runBreach(owner, o, r.api.backend, r.api.accelerator,
                                    r.api.pricePerHourMicros, r.api.labels, r.api.id))
            return policyError(*breach);
        if (!reserve(r))
            return apiError(422, "CAPACITY_EXHAUSTED",
                            say(caller.language, "error.capacity",
                                {std::to_string(availableTo(o, r.api.region, *r.chip)), r.chip->id,
                                 messages::region(caller.language, r.api.region)}));
        std::vector<Stage> stages{{"provisioning", m_catalog.lifecycle().provision(r.api.backend)}};
        if (r.api.live.step > 0)
            stages.push_back({"restoring", checkpointSeconds(r)});
        stages.push_back({"booting", m_catalog.lifecycle().bootS});
        startOperation(o, r, OperationKind::Start, std::move(stages));
        setState(o, r, InstanceState::Provisioning, std::nullopt);
        r.api.schedule = policyCheck(owner, o).withStop(r.api.schedule, now().unixSeconds);
        break;
    }
    case Action::Sleep:
        beginSleep(o, r, "");
        break;
    case Action::Wake:
        if (o.balanceMicros + o.creditMicros <= 0)
            return apiError(422, "INSUFFICIENT_FUNDS", say(caller.language, "error.funds_used_up"));
        if (auto breach
            = runBreach(instanceOwner(o, r, caller.language), o, r.api.backend, r.api.accelerator,
                        r.api.pricePerHourMicros, r.api.labels, r.api.id))
            return policyError(*breach);
        startOperation(o, r, OperationKind::Wake, {{"waking", m_catalog.lifecycle().wakeS}});
        break;
    case Action::Snapshot:
        startOperation(o, r, OperationKind::Snapshot, {{"snapshot", checkpointSeconds(r)}});
        r.run->snapshotId
            = createSnapshot(o, r, snapshotName ? *snapshotName : clip(r.api.name + "-snapshot"),
                             api::SnapshotOrigin::Manual);
        r.run->op.result = api::Json{{"snapshot_id", *r.run->snapshotId}};
        break;
    case Action::Switch: {
        if (!target)
            return apiError(400, "INVALID_ARGUMENT",
                            say(caller.language, "error.switch_needs_target"));
        if (o.balanceMicros + o.creditMicros <= 0)
            return apiError(422, "INSUFFICIENT_FUNDS", say(caller.language, "error.funds_used_up"));
        const ChipSpec *chip = m_catalog.chip(target->accelerator);
        if (!chip)
            return invalidField(caller.language, "accelerator",
                                say(caller.language, "field.unknown",
                                    {messages::term(caller.language, "thing", "accelerator"),
                                     target->accelerator}));
        if (chip->backend != target->backend)
            return invalidField(
                caller.language, "backend",
                say(caller.language, "field.not_backend",
                    {target->accelerator,
                     messages::term(caller.language, "backend", api::wireName(target->backend))}));
        if (std::find(chip->allowedCounts.begin(), chip->allowedCounts.end(), target->count)
            == chip->allowedCounts.end())
            return invalidField(caller.language, "count",
                                say(caller.language, "field.count_not_allowed", {chip->id}));
        if (chip == r.chip && target->count == r.api.count)
            return apiError(409, "CONFLICT", say(caller.language, "error.same_placement"));
        if (target->imageId) {
            const api::Image *img = m_catalog.image(*target->imageId);
            if (!img || img->backend != chip->backend)
                return invalidField(caller.language, "image_id",
                                    say(caller.language, "field.image_backend"));
        }
        const MemoryPlan plan = planMemory(*chip, target->count, r.workload);
        if (!plan.fits)
            return apiError(422, "OUT_OF_MEMORY",
                            say(caller.language, "error.fits_not_switch",
                                {std::to_string(target->count), chip->id}));
        if (auto breach
            = runBreach(instanceOwner(o, r, caller.language), o, chip->backend, chip->id,
                        m_catalog.priceBook().pricePerHour(chip->id, target->count).value_or(0),
                        r.api.labels, r.api.id))
            return policyError(*breach);
        const bool fromRunning = r.api.state == InstanceState::Running;
        std::vector<Stage> stages;
        if (fromRunning)
            stages.push_back({"checkpoint", checkpointSeconds(r)});
        stages.push_back({"snapshot", std::max<std::int64_t>(1, checkpointSeconds(r) / 2)});
        stages.push_back({"provision_target", m_catalog.lifecycle().provision(chip->backend)});
        stages.push_back({"restore", checkpointSeconds(r)});
        stages.push_back({"resume", m_catalog.lifecycle().resumeS});
        startOperation(o, r, OperationKind::Switch, std::move(stages));
        r.run->target = target;
        r.run->stateBefore = r.api.state;
        setState(o, r, InstanceState::Switching, std::nullopt);
        break;
    }
    case Action::Delete: {
        if (r.run) {
            // Deleting abandons whatever was under way.
            finishOperation(o, r, apiError(409, "CONFLICT", "abandoned: the instance was deleted"));
        }
        m_queue.erase(std::remove(m_queue.begin(), m_queue.end(), std::make_pair(o.id, r.api.id)),
                      m_queue.end());
        startOperation(o, r, OperationKind::Delete,
                       {{"terminating", m_catalog.lifecycle().terminateS}});
        setState(o, r, InstanceState::Terminating, std::nullopt);
        break;
    }
    }
    emitInstance(o, r);
    return api::InstanceOperation{r.api, r.run ? std::optional(r.run->op) : std::nullopt};
}

api::Result<api::Instance>
Engine::patchInstance(const Caller &caller, const std::string &id, const api::InstancePatch &patch)
{
    if (!mayAct(caller.role))
        return apiError(403, "PERMISSION_DENIED", say(caller.language, "error.may_not_change"));
    auto found = findInstance(caller, id);
    if (!found)
        return found.error();
    InstanceRun &r = *found.value();
    if (!mayActOn(caller.role, caller.userId, r.api.userId))
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.trainee_changes", {id}));
    Org &o = m_orgs.at(caller.orgId);
    if (r.api.state == InstanceState::Terminating || r.api.state == InstanceState::Terminated)
        return apiError(
            409, "CONFLICT",
            say(caller.language, "error.cannot_change",
                {messages::term(caller.language, "state", api::wireName(r.api.state))}));
    if (patch.labels && patch.labels->size() > kMaxLabels)
        return invalidField(caller.language, "labels", say(caller.language, "field.labels"));
    if (patch.datasetIds) {
        const auto &ids = *patch.datasetIds;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const std::string where = "dataset_ids[" + std::to_string(i) + "]";
            if (!m_catalog.dataset(ids[i]))
                return invalidField(
                    caller.language, where,
                    say(caller.language, "field.unknown",
                        {messages::term(caller.language, "thing", "dataset"), ids[i]}));
            if (std::find(ids.begin(), ids.begin() + std::ptrdiff_t(i), ids[i])
                != ids.begin() + std::ptrdiff_t(i))
                return invalidField(caller.language, where,
                                    say(caller.language, "field.listed_twice", {ids[i]}));
        }
    }
    // The owner's rules, whoever changes it: no looser auto-sleep, no stop further off than
    // they allow.
    const PolicyCheck rules = policyCheck(instanceOwner(o, r, caller.language), o);
    if (patch.autoSleep) {
        if (auto breach = rules.autoSleep(*patch.autoSleep))
            return policyError(*breach);
    }
    if (patch.schedule) {
        if (auto breach = rules.schedule(*patch.schedule, now().unixSeconds, r.runSeconds))
            return policyError(*breach);
    }
    if (patch.name)
        r.api.name = *patch.name;
    if (patch.labels) {
        r.api.labels = *patch.labels;
        r.computeCharge.labels = r.api.labels;
        r.storageCharge.labels = r.api.labels;
    }
    if (patch.autoSleep) {
        r.api.autoSleep = *patch.autoSleep;
        r.idleSeconds = 0;
    }
    if (patch.schedule)
        r.api.schedule = rules.withStop(*patch.schedule, now().unixSeconds, r.runSeconds);
    if (patch.datasetIds) {
        // The instance's log says what changed, as a mount on the machine would.
        const auto has = [](const std::vector<std::string> &ids, const std::string &id) {
            return std::find(ids.begin(), ids.end(), id) != ids.end();
        };
        for (const auto &id : *patch.datasetIds) {
            if (!has(r.api.datasetIds, id))
                log(r, "mounted data set " + id + " read-only at /data/" + id);
        }
        for (const auto &id : r.api.datasetIds) {
            if (!has(*patch.datasetIds, id))
                log(r, "unmounted data set " + id + " from /data/" + id);
        }
        r.api.datasetIds = *patch.datasetIds;
    }
    emitInstance(o, r);
    return r.api;
}

// ---- reads -----------------------------------------------------------------------------------

api::Result<api::Instance> Engine::instance(const Caller &caller, const std::string &id) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o)
        return notFound(caller.language, "instance", id);
    const auto it = o->instances.find(id);
    if (it == o->instances.end())
        return notFound(caller.language, "instance", id);
    return it->second.api;
}

std::vector<api::Instance> Engine::instances(const Caller &caller) const
{
    std::vector<api::Instance> out;
    if (const Org *o = findOrg(caller.orgId)) {
        for (const auto &[id, r] : o->instances)
            out.push_back(r.api);
    }
    return out;
}

api::Result<api::Operation> Engine::operation(const Caller &caller, const std::string &id) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o || !o->operations.items().contains(id))
        return notFound(caller.language, "operation", id);
    return o->operations.items().at(id);
}

api::Result<api::MetricSeries> Engine::metrics(const Caller &caller,
                                               const std::string &instanceId,
                                               api::Timestamp from,
                                               api::Timestamp to,
                                               std::int64_t step,
                                               const MetricStore::Fields &fields) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o || !o->instances.contains(instanceId))
        return notFound(caller.language, "instance", instanceId);
    auto series = o->metrics.series(o->instances.at(instanceId).metricSlot, from, to, step, fields);
    series.instanceId = instanceId;
    return series;
}

api::Result<api::LogPage>
Engine::logs(const Caller &caller, const std::string &instanceId, std::int64_t sinceLine) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o || !o->instances.contains(instanceId))
        return notFound(caller.language, "instance", instanceId);
    const InstanceRun &r = o->instances.at(instanceId);
    api::LogPage page;
    page.instanceId = instanceId;
    for (const auto &line : r.log) {
        if (line.line >= sinceLine && page.lines.size() < 1000)
            page.lines.push_back(line);
    }
    page.nextLine
        = page.lines.empty() ? std::max(sinceLine, r.nextLogLine) : page.lines.back().line + 1;
    return page;
}

std::vector<api::Snapshot> Engine::snapshots(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    return o ? o->snapshots.values() : std::vector<api::Snapshot>{};
}

// ---- operations ------------------------------------------------------------------------------

double Engine::checkpointGib(const InstanceRun &r) const
{
    // Training checkpoints carry the optimizer state (16 B per parameter); others the weights.
    const double bytes = r.workload.parameters * (isTrainingKind(r.workload.kind) ? 16.0 : 2.0);
    return double(m_catalog.lifecycle().systemDiskGib) + bytes / kGiB;
}

std::int64_t Engine::checkpointSeconds(const InstanceRun &r) const
{
    return std::max<std::int64_t>(
        1, std::int64_t(std::ceil(checkpointGib(r) * m_catalog.lifecycle().snapshotSPerGib)));
}

std::string
Engine::createSnapshot(Org &o, InstanceRun &r, const std::string &name, api::SnapshotOrigin origin)
{
    api::Snapshot s;
    s.id = "snp_" + std::to_string(m_nextId++);
    s.name = name;
    s.instanceId = r.api.id;
    s.backend = r.api.backend;
    s.accelerator = r.api.accelerator;
    s.sizeGib = std::round(checkpointGib(r) * 10) / 10;
    s.checkpointStep = r.api.live.step;
    s.backendNeutral = true;
    s.state = api::SnapshotState::Creating;
    s.origin = origin;
    if (r.run)
        s.operationId = r.run->op.id;
    s.labels = r.api.labels;
    s.createdAt = now();
    s.updatedAt = now();
    s.revision = bump(o);
    o.snapshots.put(s.id, s);
    r.api.snapshotIds.push_back(s.id);
    pushEvent(o, s.revision, "snapshot.updated", api::encode(s));
    return s.id;
}

void Engine::startOperation(Org &o, InstanceRun &r, OperationKind kind, std::vector<Stage> stages)
{
    OperationRun run;
    run.op.id = "op_" + std::to_string(m_nextId++);
    run.op.kind = kind;
    run.op.instanceId = r.api.id;
    run.op.createdAt = now();
    run.stages = std::move(stages);
    for (const auto &s : run.stages)
        run.totalSeconds += s.seconds;
    run.op.stage = run.stages.empty() ? "done" : run.stages.front().name;
    run.stateBefore = r.api.state;
    r.run = std::move(run);
    r.api.operationId = r.run->op.id;
    emitOperation(o, *r.run);
    if (!r.run->stages.empty())
        enterStage(o, r);
}

void Engine::enterStage(Org &o, InstanceRun &r)
{
    OperationRun &run = *r.run;
    const std::string &stage = run.stages[std::size_t(run.stage)].name;
    log(r, "[" + std::string(api::wireName(run.op.kind)) + "] " + stage);
    if (run.op.kind == OperationKind::Switch && stage == "snapshot") {
        run.snapshotId = createSnapshot(o, r, clip(r.api.name + "-switch-" + run.op.id),
                                        api::SnapshotOrigin::Switch);
    } else if (run.op.kind == OperationKind::Switch && stage == "provision_target") {
        // Reserve the target pool next to the current one; on failure nothing has changed.
        const ChipSpec *chip = m_catalog.chip(run.target->accelerator);
        const Capacity pools = poolsOf(o);
        const std::string region = Quoter(m_catalog, m_catalog.priceBook(), pools)
                                       .chooseRegion(std::nullopt, *chip, run.target->count);
        if (pools.available(region, *chip) < run.target->count) {
            finishOperation(
                o, r,
                apiError(422, "CAPACITY_EXHAUSTED",
                         say({}, "error.capacity_switch",
                             {std::to_string(run.target->count), chip->id, r.api.accelerator})));
            return;
        }
        m_capacity.inUse[region][chip->id] += run.target->count;
        run.targetRegion = region;
        run.op.result = api::Json{{"target_region", region}};
    } else if (run.op.kind == OperationKind::Switch && stage == "restore") {
        // From here the instance lives on the target: the old chips go back to the pool.
        const ChipSpec *chip = m_catalog.chip(run.target->accelerator);
        const std::string region = run.targetRegion.value_or(r.api.region);
        release(r);
        releaseSwitchTarget(run);
        if (!r.api.backendHistory.empty())
            r.api.backendHistory.back().to = now();
        r.api.region = region;
        applyPlacement(r, *chip, run.target->count);
        r.holding = true;
        m_capacity.inUse[region][chip->id] += run.target->count;
        if (run.target->imageId) {
            r.api.imageId = *run.target->imageId;
        } else {
            const api::Image *img = nullptr;
            if (r.api.templateId) {
                if (const api::Template *t = m_catalog.templ(*r.api.templateId)) {
                    for (const auto &b : t->backends) {
                        if (b.backend == chip->backend)
                            img = m_catalog.image(b.imageId);
                    }
                }
            }
            if (!img)
                img = m_catalog.defaultImage(chip->backend);
            r.api.imageId = img ? img->id : r.api.imageId;
        }
        r.api.backendHistory.push_back({r.api.backend, r.api.accelerator, r.api.count, now(),
                                        std::nullopt, run.snapshotId, r.api.live.step});
        emitInstance(o, r);
    }
}

void Engine::releaseSwitchTarget(OperationRun &run)
{
    if (!run.targetRegion || !run.target)
        return;
    m_capacity.inUse[*run.targetRegion][run.target->accelerator] -= run.target->count;
    run.targetRegion.reset();
}

void Engine::finishOperation(Org &o, InstanceRun &r, const std::optional<api::ApiError> &error)
{
    OperationRun run = std::move(*r.run);
    // A switch that ends early gives the target's chips back.
    releaseSwitchTarget(run);
    r.run.reset();
    r.api.operationId.reset();
    run.op.done = true;
    run.op.progressPct = error ? run.op.progressPct : 100;
    run.op.stage = error ? run.op.stage : "done";
    if (error) {
        run.op.error = api::ErrorDetail{error->code, error->message, std::nullopt, std::nullopt};
        log(r, "[" + std::string(api::wireName(run.op.kind)) + "] failed: " + error->message);
    }
    if (run.snapshotId)
        settleSnapshot(o, *run.snapshotId,
                       error ? api::SnapshotState::Failed : api::SnapshotState::Ready);
    if (error && run.op.kind == OperationKind::Switch) {
        // Roll back: the instance goes back to where it was, checkpoint and all.
        r.api.state = run.stateBefore;
        r.api.stateReason = error->code;
        if (error->code == "CAPACITY_EXHAUSTED" && run.target)
            emitAlert(o, api::AlertKind::Failure, api::Severity::Warning,
                      "alert.switch_no_capacity",
                      {r.api.name, std::to_string(run.target->count), run.target->accelerator,
                       r.api.accelerator},
                      r.api.id);
        else
            emitAlert(o, api::AlertKind::Failure, api::Severity::Warning, "alert.switch_failed",
                      {r.api.name, error->code}, r.api.id);
    }
    emitOperation(o, run);
    emitInstance(o, r);
}

void Engine::settleSnapshot(Org &o, const std::string &id, api::SnapshotState state)
{
    const api::Snapshot *found = o.snapshots.find(id);
    if (!found || found->state != api::SnapshotState::Creating)
        return;
    api::Snapshot &s = *o.snapshots.edit(id);
    s.state = state;
    s.updatedAt = now();
    s.revision = bump(o);
    pushEvent(o, s.revision, "snapshot.updated", api::encode(s));
}

void Engine::setState(Org &o,
                      InstanceRun &r,
                      InstanceState state,
                      std::optional<std::string> reason)
{
    (void)o;
    if (state == InstanceState::Running && r.api.state != InstanceState::Running) {
        r.sinceResume = 0;
        r.idleSeconds = 0;
        // started_at is when it last came up from provisioning (a launch, a start): the uptime
        // after a stop and a start counts from the start, not from the first launch.
        if (!r.api.startedAt || r.api.state == InstanceState::Provisioning)
            r.api.startedAt = now();
    }
    if (state != InstanceState::Running)
        ledgerClose(o, r);
    if (state == InstanceState::Provisioning)
        r.diskCreated = true;
    r.api.state = state;
    r.api.stateReason = std::move(reason);
}

void Engine::ledgerClose(Org &o, InstanceRun &r)
{
    o.ledger.close(r.computeCharge.key);
}

void Engine::beginStop(Org &o, InstanceRun &r, const std::string &reason)
{
    std::vector<Stage> stages;
    // A budget's stop always keeps the work: it must never cost what was trained.
    const bool checkpoint = (r.api.schedule.checkpointBeforeStop || reason == "BUDGET")
                            && isTrainingKind(r.workload.kind);
    if (checkpoint)
        stages.push_back({"checkpoint", checkpointSeconds(r)});
    stages.push_back({"stopping", m_catalog.lifecycle().stopS});
    startOperation(o, r, OperationKind::Stop, std::move(stages));
    if (checkpoint)
        r.run->snapshotId = createSnapshot(o, r, clip(r.api.name + "-checkpoint-" + r.run->op.id),
                                           api::SnapshotOrigin::Stop);
    setState(o, r, InstanceState::Stopping, reason.empty() ? std::nullopt : std::optional(reason));
}

void Engine::beginSleep(Org &o, InstanceRun &r, const std::string &reason)
{
    startOperation(o, r, OperationKind::Sleep, {{"suspending", m_catalog.lifecycle().sleepS}});
    setState(o, r, InstanceState::Sleeping, reason.empty() ? std::nullopt : std::optional(reason));
}

void Engine::fail(Org &o, InstanceRun &r, const std::string &reason)
{
    release(r);
    if (r.run)
        finishOperation(o, r, apiError(422, reason, "the instance failed: " + reason));
    setState(o, r, InstanceState::Failed, reason);
    emitAlert(o, api::AlertKind::Failure, api::Severity::Critical, "alert.failed",
              {r.api.name, reason}, r.api.id);
    emitInstance(o, r);
}

} // namespace polychip::sim
