// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: the rules evaluated once per simulated second.
#include "engine.h"

#include "messages.h"

#include "api/codec.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace polychip::sim {

using messages::say;

using api::InstanceState;
using api::OperationKind;

namespace {

/// Appends `value` as printf's "%.<precision>f" writes it (std::to_chars: the same digits,
/// without a format string to parse: these lines are written every simulated minute of every
/// training run).
void appendFixed(std::string &out, double value, int precision)
{
    char buf[330]; // the largest double's 309 digits, a sign, a point and the decimals
    const auto [end, ec]
        = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, precision);
    out.append(buf, ec == std::errc{} ? end : buf);
}

void appendEta(std::string &out, double seconds)
{
    // What a 64-bit count of seconds cannot hold (or no number) has no time to show.
    if (!(seconds >= 0 && seconds < 0x1p63)) {
        out += "--:--:--";
        return;
    }
    const auto s = std::int64_t(seconds);
    out += std::to_string(s / 3600);
    for (const std::int64_t part : {s / 60 % 60, s % 60}) {
        out += ':';
        out += char('0' + part / 10);
        out += char('0' + part % 10);
    }
}

} // namespace

InsightSubject Engine::insightSubject(const InstanceRun &r)
{
    return {r.api.id, r.api.backend, r.api.accelerator, r.api.userId};
}

void Engine::advance(std::int64_t seconds)
{
    for (std::int64_t i = 0; i < seconds; ++i) {
        tick();
        m_clock.advance(1);
    }
}

void Engine::log(InstanceRun &r, std::string text)
{
    r.log.push_back({r.nextLogLine++, now(), std::move(text)});
    while (r.log.size() > m_config.retainedLogLines)
        r.log.pop_front();
}

std::int64_t Engine::charge(Org &o, InstanceRun *r, const ChargeTarget &target, std::int64_t rate)
{
    const std::int64_t delta = o.ledger.charge(target, rate, now());
    if (delta == 0)
        return 0;
    // Credit is spent before the balance.
    const std::int64_t fromCredit = std::min(delta, std::max<std::int64_t>(0, o.creditMicros));
    o.creditMicros -= fromCredit;
    o.balanceMicros -= delta - fromCredit;
    if (r)
        r->api.costMicros += delta;
    for (const auto &[id, b] : o.budgets.items()) {
        bool matches = true;
        for (const auto &[k, v] : b.scope.labels) {
            const auto it = target.labels.find(k);
            matches = matches && it != target.labels.end() && it->second == v;
        }
        if (matches)
            o.budgets.edit(id)->spentMicros += delta; // stored with the next commit
    }
    return delta;
}

void Engine::advanceOrg(Org &o, std::int64_t seconds)
{
    for (std::int64_t i = 0; i < seconds; ++i) {
        tickQueue(&o.id);
        tickOrg(o);
        m_orgNow = api::Timestamp{now().unixSeconds + 1};
    }
}

void Engine::tick()
{
    tickQueue();
    for (auto &[orgId, o] : m_orgs)
        tickOrg(o);
}

void Engine::tickOrg(Org &o)
{
    // Before this second bills: a lesson completed by the last change costs no more.
    noteLessonComplete(o);
    o.metrics.beginSecond(now().unixSeconds);
    std::vector<std::string> gone;
    for (const auto &[idOf, run] : o.tickOrder()) {
        const std::string &id = *idOf;
        InstanceRun &r = *run;
        // An instance that becomes running during this second starts running (and
        // billing) with the next one.
        const InstanceState before = r.api.state;
        if (r.run)
            tickOperation(o, r);
        if (r.api.state == InstanceState::Running && before == InstanceState::Running) {
            tickRunning(o, r);
            tickPreemption(o, r);
        }
        // What sleep saves: the compute this second would have billed.
        if (r.api.state == InstanceState::Sleeping && before == InstanceState::Sleeping)
            o.insights.sleeping(insightSubject(r), now().unixSeconds, r.api.pricePerHourMicros,
                                &r.insightHint);
        if (r.api.state == InstanceState::Terminated)
            gone.push_back(id);
        else if (r.diskCreated)
            tickStorage(o, r);
    }
    tickVolumes(o);
    tickBudgets(o);
    for (const auto &id : gone) {
        o.ledger.close(o.instances.at(id).computeCharge.key);
        o.ledger.close(o.instances.at(id).storageCharge.key);
        o.metrics.release(o.instances.at(id).metricSlot);
        o.eraseInstance(id);
        api::Tombstone t{id, true, bump(o)};
        pushEvent(o, t.revision, "instance.deleted", api::encode(t));
    }
    // Out of money: stop what bills compute, every second, so that nothing finishing an
    // operation later (a launch, a wake, a switch) keeps running on an empty account.
    const bool exhausted = o.balanceMicros + o.creditMicros <= 0;
    if (exhausted)
        stopWhere(o, "INSUFFICIENT_FUNDS", [](const InstanceRun &) { return true; });
    if (exhausted && !o.fundsExhausted)
        emitAlert(o, api::AlertKind::BudgetThreshold, api::Severity::Critical, "alert.funds", {},
                  std::nullopt);
    o.fundsExhausted = exhausted;
}

void Engine::tickQueue(const std::string *onlyOrg)
{
    // In order; within one pool a request that cannot fit blocks those behind it, so large
    // requests are not starved by small ones.
    std::vector<std::pair<std::string, std::string>> blocked;
    std::vector<std::pair<std::string, std::string>> waiting;
    for (const auto &entry : m_queue) {
        if (onlyOrg && entry.first != *onlyOrg) {
            waiting.push_back(entry);
            continue;
        }
        Org &o = m_orgs.at(entry.first);
        const auto it = o.instances.find(entry.second);
        if (it == o.instances.end() || it->second.api.state != InstanceState::Pending)
            continue;
        InstanceRun &r = it->second;
        const std::pair pool{r.api.region, r.chip->id};
        const bool poolBlocked = std::find(blocked.begin(), blocked.end(), pool) != blocked.end();
        if (!poolBlocked && reserve(r)) {
            setState(o, r, InstanceState::Provisioning, std::nullopt);
            log(r, "capacity granted after " + std::to_string(now().unixSeconds - r.queuedAt)
                       + " s in the queue");
            emitInstance(o, r);
            continue;
        }
        blocked.push_back(pool);
        if (now().unixSeconds - r.queuedAt >= r.api.queueTimeoutS.value_or(0)) {
            fail(o, r, "CAPACITY_EXHAUSTED");
            continue;
        }
        waiting.push_back(entry);
    }
    m_queue = std::move(waiting);
}

void Engine::tickOperation(Org &o, InstanceRun &r)
{
    if (r.api.state == InstanceState::Pending)
        return; // the clock of a launch starts when capacity is granted
    OperationRun &run = *r.run;
    run.elapsed += 1;
    run.elapsedInStage += 1;
    const double pct
        = run.totalSeconds > 0 ? 100.0 * double(run.elapsed) / double(run.totalSeconds) : 100.0;
    run.op.progressPct = std::min(99.0, std::floor(pct));
    if (run.elapsedInStage < run.stages[std::size_t(run.stage)].seconds)
        return;
    // The stage is over. The stages that write a snapshot make it ready as they end.
    const std::string &ended = run.stages[std::size_t(run.stage)].name;
    if (run.snapshotId && (ended == "snapshot" || ended == "checkpoint"))
        settleSnapshot(o, *run.snapshotId, api::SnapshotState::Ready);
    run.elapsedInStage = 0;
    run.stage += 1;
    if (run.stage < std::int64_t(run.stages.size())) {
        run.op.stage = run.stages[std::size_t(run.stage)].name;
        emitOperation(o, run);
        enterStage(o, r);
        return;
    }
    const OperationKind kind = run.op.kind;
    switch (kind) {
    case OperationKind::Launch:
    case OperationKind::Start:
    case OperationKind::Wake:
    case OperationKind::Switch:
        if (kind == OperationKind::Launch || kind == OperationKind::Start)
            r.runSeconds = 0; // max_runtime_s counts from the last start
        setState(o, r, InstanceState::Running, std::nullopt);
        log(r, kind == OperationKind::Switch
                   ? "resumed on " + std::to_string(r.api.count) + " x " + r.api.accelerator
                         + " at step " + std::to_string(r.api.live.step)
                   : std::string("running"));
        break;
    case OperationKind::Stop:
        release(r);
        setState(o, r, InstanceState::Stopped, r.api.stateReason);
        r.api.live = {};
        r.api.live.step = std::int64_t(r.tokens / double(r.tokensPerStep));
        break;
    case OperationKind::Delete:
        release(r);
        // Volumes outlive the instance: they are detached, data intact.
        for (const auto &v : r.api.volumeIds) {
            if (api::Volume *volume = o.volumes.edit(v)) {
                volume->attachedInstanceId.reset();
                volume->state = api::VolumeState::Available;
                emitVolume(o, *volume);
            }
        }
        r.api.volumeIds.clear();
        setState(o, r, InstanceState::Terminated, std::nullopt);
        break;
    case OperationKind::Sleep:
    case OperationKind::Snapshot:
    case OperationKind::Unknown:
        break;
    }
    finishOperation(o, r, std::nullopt);
}

void Engine::tickRunning(Org &o, InstanceRun &r)
{
    r.sinceResume += 1;
    r.runSeconds += 1;
    const bool training = isTrainingKind(r.workload.kind);
    const bool finished = r.api.tokenBudget && r.tokens >= double(*r.api.tokenBudget);
    const bool busy = r.peakTokensPerS > 0 && !finished;
    const double ramp
        = std::min(1.0, double(r.sinceResume)
                            / double(std::max<std::int64_t>(1, m_catalog.lifecycle().warmupS)));
    api::LiveMetrics &live = r.api.live;
    if (busy) {
        live.tokensPerS = r.peakTokensPerS * ramp * (1.0 + 0.02 * r.rng.symmetric());
        live.utilizationPct = std::clamp((90.0 + 5.0 * r.rng.symmetric()) * ramp, 0.0, 100.0);
    } else {
        live.tokensPerS = 0;
        live.utilizationPct = std::clamp(1.5 + 1.2 * r.rng.symmetric(), 0.0, 100.0);
    }
    r.tokens += live.tokensPerS;
    live.step = std::int64_t(r.tokens / double(r.tokensPerStep));
    if (training) {
        const double base = r.loss.at(r.tokens);
        live.loss = std::max(0.0, base * (1.0 + 0.01 * r.rng.symmetric()));
    } else {
        live.loss.reset();
    }
    live.memoryUsedGib
        = double(r.memory.bytesNeeded) / kGiB * (busy ? 0.97 + 0.03 * r.rng.uniform() : 0.1);
    live.powerW = double(r.api.count)
                  * (r.chip->idlePowerW
                     + (r.chip->powerW - r.chip->idlePowerW) * live.utilizationPct / 100.0);

    if (r.metricSlot == MetricStore::kNoSlot)
        r.metricSlot = o.metrics.acquire();
    o.metrics.record(r.metricSlot, live);
    const std::int64_t billed = charge(o, &r, r.computeCharge, r.api.pricePerHourMicros);
    r.api.billedSeconds += 1;

    // A training log line every minute, as a trainer logging every few steps prints it.
    if (busy && training && r.runSeconds % 60 == 0) {
        const double remaining = r.api.tokenBudget ? double(*r.api.tokenBudget) - r.tokens : NAN;
        std::string line;
        line.reserve(128);
        line += "step ";
        line += std::to_string(live.step);
        line += " | loss ";
        appendFixed(line, live.loss.value_or(0), 4);
        line += " | tokens/s ";
        appendFixed(line, live.tokensPerS, 0);
        line += " | util ";
        appendFixed(line, live.utilizationPct, 0);
        line += "% | mem ";
        appendFixed(line, live.memoryUsedGib, 1);
        line += " GiB | ETA ";
        appendEta(line, remaining / std::max(1.0, live.tokensPerS));
        log(r, std::move(line));
    }
    if (finished && r.idleSeconds == 0)
        log(r, "training complete: token budget reached at step " + std::to_string(live.step));

    // Auto-sleep: utilisation under the threshold for the whole window.
    const api::AutoSleep &rule = r.api.autoSleep;
    const bool idle = live.utilizationPct < rule.utilizationBelowPct;
    r.idleSeconds = idle ? r.idleSeconds + 1 : 0;
    o.insights.running(insightSubject(r), now().unixSeconds, billed, idle, live.tokensPerS,
                       &r.insightHint);
    if (rule.enabled && !r.run && r.idleSeconds >= rule.forMinutes * 60) {
        log(r, "idle for " + std::to_string(rule.forMinutes) + " minutes: going to sleep");
        beginSleep(o, r, "AUTO_SLEEP");
        emitAlert(o, api::AlertKind::AutoSleep, api::Severity::Info, "alert.auto_sleep",
                  {r.api.name, std::to_string(rule.forMinutes)}, r.api.id);
        emitInstance(o, r);
        return;
    }
    // Scheduled stop.
    const api::Schedule &schedule = r.api.schedule;
    const bool due = (schedule.maxRuntimeS && r.runSeconds >= *schedule.maxRuntimeS)
                     || (schedule.stopAt && now() >= *schedule.stopAt);
    if (due && !r.run) {
        r.api.schedule.stopAt.reset(); // a stop time fires once
        log(r, "scheduled stop");
        beginStop(o, r, "SCHEDULE");
        emitAlert(o, api::AlertKind::Schedule, api::Severity::Info, "alert.schedule", {r.api.name},
                  r.api.id);
        emitInstance(o, r);
    }
}

void Engine::tickStorage(Org &o, InstanceRun &r)
{
    const std::int64_t rate
        = m_catalog.lifecycle().systemDiskGib * m_catalog.priceBook().storageGibHourMicros;
    charge(o, &r, r.storageCharge, rate);
}

} // namespace polychip::sim
