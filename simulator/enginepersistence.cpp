// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Engine: saving to and restoring from the SQLite store.
#include "engine.h"
#include "pendingcommit.h"
#include "persisted.h"

#include "api/codec.h"

#include <algorithm>
#include <charconv>
#include <cinttypes>
#include <cstdio>
#include <tuple>
#include <type_traits>

namespace polychip::sim {

namespace {

std::string hex64(std::uint64_t v)
{
    char buf[20];
    std::snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return buf;
}

template <class T>
api::Result<T> decodeStored(const std::string &what, const std::string &json)
{
    auto value = api::decode<T>(json);
    if (!value)
        return apiError(500, "INTERNAL",
                        "stored " + what + " is damaged at " + value.error().field + ": "
                            + value.error().message);
    return value;
}

/// Decodes each document of `table` (its errors name `what` and the document's id) and hands
/// it to `apply`, in the store's order; stops at the first damaged one.
template <class T, class F>
api::Result<bool> restoreEach(Store &store, const char *table, const char *what, F &&apply)
{
    for (const auto &doc : store.all(table)) {
        auto value = decodeStored<T>(std::string(what) + " " + doc.id, doc.json);
        if (!value)
            return value.error();
        apply(doc, std::move(*value));
    }
    return true;
}

} // namespace

namespace {

/// The step writing `docs` (encoded when written) to `table`, or erasing those without a value.
template <class T>
PendingCommit::Step documentsStep(const char *table,
                                  std::string org,
                                  std::vector<std::pair<std::string, std::optional<T>>> docs)
{
    return [table, org = std::move(org), docs = std::move(docs)](Store &store) {
        for (const auto &[id, value] : docs) {
            if (!(value ? store.put(table, {id, org, api::encode(*value)})
                        : store.erase(table, id)))
                return false;
        }
        return true;
    };
}

/// The step writing the metric frames of `o` completed since the last commit (a second at 1x;
/// at most the kept windows after a long advance) and dropping those out of the windows.
void addMetricFrames(PendingCommit &out, const Organisation &o)
{
    auto frames = o.metrics.frames(o.metricsSaved);
    if (frames.empty())
        return;
    const std::int64_t now = o.metrics.now();
    out.add([org = o.id, frames = std::move(frames), now](Store &store) {
        for (const auto &f : frames) {
            if (!store.putFrame(org, int(f.tier), f.t, f.values))
                return false;
        }
        const std::int64_t minute = now - ((now % 60) + 60) % 60;
        return store.pruneFrames(org, int(MetricStore::Tier::Seconds),
                                 now - MetricStore::kSecondsKept + 1)
               && store.pruneFrames(org, int(MetricStore::Tier::Minutes),
                                    minute - (MetricStore::kMinutesKept - 1) * 60);
    });
}

PendingCommit::Step stagedStep(std::vector<std::pair<std::string, Store::Doc>> staged)
{
    return [staged = std::move(staged)](Store &store) {
        for (const auto &[table, doc] : staged) {
            if (!store.put(table, doc))
                return false;
        }
        return true;
    };
}

} // namespace

PendingCommit Engine::pendingCommit() const
{
    // Copies, taken now; encoding them (most of a commit's time) is the writer's.
    PendingCommit out;
    PersistedEngine meta;
    meta.clock = {now(), m_clock.speed(), m_clock.paused()};
    meta.nextId = m_nextId;
    for (const auto &[orgId, id] : m_queue)
        meta.queue.push_back({orgId, id});
    meta.faults = m_faults;
    meta.stoppedCleanly = m_stoppingCleanly;
    meta.revokedKeys.assign(m_revokedForGood.begin(), m_revokedForGood.end());
    out.add([meta = std::move(meta)](Store &store) {
        return store.putMeta("engine", api::encode(meta));
    });

    if (m_keysDirty) {
        std::vector<Store::Doc> keys;
        for (const auto &[id, key] : m_keys)
            keys.push_back({id, key.org, api::encode(key)});
        out.add([keys = std::move(keys)](Store &store) {
            return std::all_of(keys.begin(), keys.end(),
                               [&](const Store::Doc &doc) { return store.put("keys", doc); });
        });
    }
    if (!m_revokedKeys.empty() || !m_resetOrgs.empty()) {
        out.add([revoked = m_revokedKeys, resets = m_resetOrgs](Store &store) {
            for (const auto &id : revoked) {
                if (!store.erase("keys", id))
                    return false;
            }
            for (const auto &orgId : resets) {
                if (!store.eraseOrg("ledger", orgId) || !store.eraseOrg("insights", orgId)
                    || !store.pruneFrames(orgId, -1, 0))
                    return false;
            }
            return true;
        });
    }
    for (const auto &[orgId, o] : m_orgs) {
        PersistedOrg po;
        po.id = o.id;
        po.name = o.name;
        po.currency = o.currency;
        po.balanceMicros = o.balanceMicros;
        po.creditMicros = o.creditMicros;
        po.revision = o.revision;
        po.fundsExhausted = o.fundsExhausted;
        po.firstRetainedRevision = o.firstRetainedRevision;
        po.budgetPeriodStart = o.budgetPeriodStart;
        po.volumeOwners = o.volumeOwners;
        for (const auto &[uid, user] : o.users)
            po.users.push_back(user);
        po.metricOwners = o.metrics.owners();
        if (!o.lesson.scenarioId.empty())
            po.lesson = o.lesson;
        if (o.policies.revision > 0)
            po.policies = o.policies;
        po.teacher = o.teacher;
        po.seatCreatedAt = o.seatCreatedAt;
        po.completedLessons = o.completedLessons;
        out.add([po = std::move(po)](Store &store) {
            return store.put("orgs", {po.id, po.id, api::encode(po)});
        });
        addMetricFrames(out, o);

        std::vector<std::pair<std::string, std::optional<PersistedInstance>>> instances;
        instances.reserve(o.instances.size() + o.erasedInstances.size());
        for (const auto &[id, r] : o.instances) {
            PersistedInstance pi;
            pi.instance = r.api;
            pi.kind = r.workload.kind;
            pi.parameters = r.workload.parameters;
            pi.int8 = r.workload.int8;
            pi.batch = r.workload.batch;
            pi.tokens = r.tokens;
            pi.sinceResume = r.sinceResume;
            pi.idleSeconds = r.idleSeconds;
            pi.runSeconds = r.runSeconds;
            pi.queuedAt = r.queuedAt;
            pi.holding = r.holding;
            pi.diskCreated = r.diskCreated;
            pi.rng = hex64(r.rng.state());
            pi.nextLogLine = r.nextLogLine;
            // The recent log travels with the instance; older lines are not kept across restarts.
            const std::size_t keep = std::min<std::size_t>(r.log.size(), 20);
            pi.log.assign(r.log.end() - std::ptrdiff_t(keep), r.log.end());
            pi.run = r.run;
            if (r.metricSlot != MetricStore::kNoSlot)
                pi.metricSlot = std::int64_t(r.metricSlot);
            instances.emplace_back(id, std::move(pi));
        }
        for (const auto &id : o.erasedInstances)
            instances.emplace_back(id, std::nullopt);
        out.add(documentsStep("instances", o.id, std::move(instances)));

        o.forEachTracked([&](const auto &kind) {
            using Item = typename std::decay_t<decltype(kind)>::Item;
            std::vector<std::pair<std::string, std::optional<Item>>> docs;
            for (const auto &id : kind.touched()) {
                const Item *item = kind.find(id);
                docs.emplace_back(id, item ? std::optional<Item>(*item) : std::nullopt);
            }
            if (!docs.empty())
                out.add(documentsStep(kind.table, o.id, std::move(docs)));
        });
        // Ledger ids count per organisation: the stored key carries the organisation.
        std::vector<std::pair<std::string, std::optional<PersistedLedgerItem>>> ledger;
        for (const auto index : o.ledger.touched()) {
            PersistedLedgerItem item{o.ledger.items()[index], o.ledger.cuPerHourOf(index),
                                     o.ledger.openKeyOf(index)};
            ledger.emplace_back(o.id + ":" + item.item.id, std::move(item));
        }
        out.add(documentsStep("ledger", o.id, std::move(ledger)));
        std::vector<std::pair<std::string, std::optional<Insights::Bucket>>> buckets;
        for (const auto &key : o.insights.dirty()) {
            buckets.emplace_back(o.id + ":" + std::to_string(key.first) + ":" + key.second,
                                 o.insights.buckets().at(key));
        }
        out.add(documentsStep("insights", o.id, std::move(buckets)));
        std::vector<StoredEvent> events;
        for (auto it = o.events.rbegin();
             it != o.events.rend() && it->revision > o.committedRevision; ++it)
            events.push_back(*it);
        out.add([org = o.id, events = std::move(events),
                 retained = o.firstRetainedRevision](Store &store) {
            for (const auto &e : events) {
                if (!store.appendEvent(org, e.revision, e.type, e.data))
                    return false;
            }
            return store.pruneEvents(org, retained);
        });
    }
    if (!m_staged.empty())
        out.add(stagedStep(m_staged));
    return out;
}

void Engine::markCommitted()
{
    m_keysDirty = false;
    m_changedBesideClock = false;
    m_revokedKeys.clear();
    m_resetOrgs.clear();
    m_staged.clear();
    for (auto &[orgId, o] : m_orgs)
        o.committed();
}

bool Engine::commit()
{
    if (!m_store)
        return true;
    if (!pendingCommit().writeTo(*m_store))
        return false;
    markCommitted();
    return true;
}

bool Engine::commitStaged()
{
    if (m_changedBesideClock)
        return commit();
    if (!m_store || m_staged.empty())
        return true;
    PendingCommit staged;
    staged.add(stagedStep(m_staged));
    if (!staged.writeTo(*m_store))
        return false;
    m_staged.clear();
    return true;
}

void Engine::stageDocument(const std::string &table, Store::Doc doc)
{
    m_staged.emplace_back(table, std::move(doc));
}

api::Result<bool> Engine::reload()
{
    if (!m_store)
        return apiError(500, "INTERNAL", "no store to go back to");
    const std::int64_t nextId = m_nextId;
    m_staged.clear();
    m_resetOrgs.clear();
    m_keysDirty = false;
    m_revokedKeys.clear();
    auto restored = attach(*m_store);
    m_nextId = std::max(m_nextId, nextId);
    return restored;
}

api::Result<bool> Engine::attach(Store &store)
{
    m_store = &store;
    const auto metaText = store.meta("engine");
    if (!metaText) {
        // A new database: everything so far (bootstrap) is written now.
        m_keysDirty = true;
        for (auto &[id, o] : m_orgs)
            o.forEachTracked([](auto &kind) { kind.touchAll(); });
        if (!commit())
            return apiError(500, "STORAGE_FAILED",
                            "cannot write the database: " + store.lastError());
        return false;
    }
    auto meta = decodeStored<PersistedEngine>("engine state", *metaText);
    if (!meta)
        return meta.error();
    m_orgs.clear();
    m_keys.clear();
    m_capacity.inUse.clear();
    m_queue.clear();
    m_clock = SimClock(meta->clock.now);
    m_volumeCharges.clear();
    m_clock.setSpeed(meta->clock.speed);
    m_clock.setPaused(meta->clock.paused);
    m_nextId = meta->nextId;
    m_stoppedCleanly = meta->stoppedCleanly.value_or(false);
    m_revokedForGood = {meta->revokedKeys.begin(), meta->revokedKeys.end()};
    setFaults(meta->faults);
    for (const auto &pair : meta->queue) {
        if (pair.size() == 2)
            m_queue.emplace_back(pair[0], pair[1]);
    }

    for (auto step : {&Engine::restoreOrgs, &Engine::restoreDocuments, &Engine::restoreLedgers}) {
        if (auto restored = (this->*step)(store); !restored)
            return restored;
    }
    for (const auto &doc : store.all("instances")) {
        if (auto restored = restoreInstance(doc); !restored)
            return restored;
    }
    return true;
}

api::Result<bool> Engine::restoreOrgs(Store &store)
{
    return restoreEach<PersistedOrg>(
        store, "orgs", "organisation", [&](const Store::Doc &, PersistedOrg po) {
            Org &o = org(po.id);
            o.name = po.name;
            o.currency = po.currency;
            o.balanceMicros = po.balanceMicros;
            o.creditMicros = po.creditMicros;
            o.revision = po.revision;
            o.committedRevision = po.revision;
            o.fundsExhausted = po.fundsExhausted;
            o.firstRetainedRevision = po.firstRetainedRevision;
            o.budgetPeriodStart = po.budgetPeriodStart;
            o.volumeOwners = po.volumeOwners;
            o.lesson = po.lesson.value_or(LessonProgress{});
            o.policies = po.policies.value_or(api::OrgPolicies{});
            o.teacher = po.teacher;
            o.seatCreatedAt = po.seatCreatedAt;
            o.completedLessons = po.completedLessons;
            for (const auto &u : po.users)
                o.users[u.id] = u;
            for (const auto &e : store.events(o.id))
                o.events.push_back({e.revision, e.type, e.data});
            std::vector<MetricStore::Frame> frames;
            for (auto &row : store.frames(o.id))
                frames.push_back({MetricStore::Tier(row.tier), row.t, std::move(row.values)});
            // Ticks record second t and then move the clock to t + 1.
            o.metrics.restore(now().unixSeconds - 1, po.metricOwners, frames);
            o.metricsSaved = o.metrics.now();
        });
}

api::Result<bool> Engine::restoreDocuments(Store &store)
{
    m_keys.clear(); // what was made or revoked since the last commit goes back too
    auto restored = restoreEach<KeyRecord>(store, "keys", "key", [this](const auto &, auto key) {
        m_keys[key.keyId] = std::move(key);
    });
    std::apply(
        [&](auto... member) {
            const auto restoreKind = [&](auto kind) {
                using Kind = std::remove_reference_t<decltype(std::declval<Org &>().*kind)>;
                return restoreEach<typename Kind::Item>(
                    store, Kind::table, Kind::what, [&](const Store::Doc &doc, auto item) {
                        Org &o = org(doc.org);
                        if constexpr (std::is_same_v<decltype(item), api::Volume>) {
                            // Stored before volumes said who made them: the billing knows.
                            const auto owner = o.volumeOwners.find(item.id);
                            if (!item.userId && owner != o.volumeOwners.end()
                                && !owner->second.empty())
                                item.userId = owner->second;
                        }
                        const std::string id = item.id;
                        (o.*kind).restore(id, std::move(item));
                    });
            };
            ((restored = restored ? restoreKind(member) : restored), ...);
        },
        Org::tracked());
    if (restored)
        restored = restoreEach<Insights::Bucket>(
            store, "insights", "insight", [this](const Store::Doc &doc, auto bucket) {
                org(doc.org).insights.restore(std::move(bucket));
            });
    return restored;
}

api::Result<bool> Engine::restoreLedgers(Store &store)
{
    std::vector<std::pair<std::int64_t, Store::Doc>> ledger;
    for (auto &doc : store.all("ledger")) {
        std::int64_t n = 0;
        const auto pos = doc.id.rfind(":led_");
        if (pos == std::string::npos
            || std::from_chars(doc.id.data() + pos + 5, doc.id.data() + doc.id.size(), n).ec
                   != std::errc())
            return apiError(500, "INTERNAL", "stored ledger item " + doc.id + " is damaged: id");
        ledger.emplace_back(n, std::move(doc));
    }
    std::sort(ledger.begin(), ledger.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[n, doc] : ledger) {
        auto item = decodeStored<PersistedLedgerItem>("ledger item " + doc.id, doc.json);
        if (!item)
            return item.error();
        org(doc.org).ledger.restore(item->item, item->cuPerHour, item->openKey);
    }
    for (auto &[id, o] : m_orgs)
        o.ledger.clearTouched();
    return true;
}

api::Result<bool> Engine::restoreInstance(const Store::Doc &doc)
{
    auto pi = decodeStored<PersistedInstance>("instance " + doc.id, doc.json);
    if (!pi)
        return pi.error();
    if (pi->instance.id != doc.id) // its ledger lines are named after it (nameCharges())
        return apiError(500, "INTERNAL", "stored instance " + doc.id + " is damaged: id");
    const ChipSpec *chip = m_catalog.chip(pi->instance.accelerator);
    if (!chip)
        return apiError(500, "INTERNAL",
                        "stored instance " + doc.id + " runs on " + pi->instance.accelerator
                            + ", which the catalog no longer has");
    Org &o = org(doc.org);
    InstanceRun &r = o.addInstance(doc.id);
    r.api = pi->instance;
    r.orgId = o.id;
    r.workload = {pi->kind, pi->parameters, pi->int8, pi->batch};
    r.tokens = pi->tokens;
    r.sinceResume = pi->sinceResume;
    r.idleSeconds = pi->idleSeconds;
    r.runSeconds = pi->runSeconds;
    r.queuedAt = pi->queuedAt;
    std::uint64_t rngState = 0;
    if (std::from_chars(pi->rng.data(), pi->rng.data() + pi->rng.size(), rngState, 16).ec
        != std::errc())
        return apiError(500, "INTERNAL", "stored instance " + doc.id + " is damaged: rng");
    r.rng = Rng(rngState);
    r.nextLogLine = pi->nextLogLine;
    r.log.assign(pi->log.begin(), pi->log.end());
    if (pi->metricSlot && o.metrics.owned(std::size_t(*pi->metricSlot)))
        r.metricSlot = std::size_t(*pi->metricSlot);
    r.nameCharges();
    const std::int64_t price = r.api.pricePerHourMicros;
    applyPlacement(r, *chip, r.api.count);
    r.api.pricePerHourMicros = price; // the price it was launched at
    r.holding = pi->holding;
    r.diskCreated = pi->diskCreated;
    if (r.holding)
        m_capacity.inUse[r.api.region][chip->id] += r.api.count;
    if (pi->run) {
        OperationRun run = *pi->run;
        if (run.stage < 0 || run.stage >= std::int64_t(run.stages.size()))
            return apiError(500, "INTERNAL",
                            "stored instance " + doc.id + " is damaged: bad stage");
        // A switch between reserving the target and restoring onto it holds both pools.
        if (run.targetRegion && run.target)
            m_capacity.inUse[*run.targetRegion][run.target->accelerator] += run.target->count;
        r.run = std::move(run);
    }
    return true;
}

} // namespace polychip::sim
