// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "engine.h"

#include <openssl/rand.h>

#include <random>

#include "billingreport.h"
#include "messages.h"

#include "api/codec.h"

#include <cstdio>
#include <utility>

namespace polychip::sim {

using messages::say;

using api::InstanceState;

namespace {

constexpr std::int64_t kMicrosPerYuan = 1'000'000;

std::string base36(std::int64_t n)
{
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string s;
    do {
        s.insert(s.begin(), kDigits[n % 36]);
        n /= 36;
    } while (n > 0);
    return s;
}

} // namespace

Engine::Engine(Catalog catalog, EngineConfig config)
    : m_catalog(std::move(catalog))
    , m_config(config)
    , m_clock(config.start)
{}

// ---- identities ----------------------------------------------------------------------------

Engine::Org &Engine::org(const std::string &id)
{
    auto [it, inserted] = m_orgs.try_emplace(id);
    if (inserted) {
        it->second.id = id;
        it->second.name = id;
        it->second.currency = m_catalog.priceBook().currency;
        it->second.creditMicros = m_catalog.priceBook().newAccountCreditMicros;
    }
    return it->second;
}

const Engine::Org *Engine::findOrg(const std::string &id) const
{
    const auto it = m_orgs.find(id);
    return it == m_orgs.end() ? nullptr : &it->second;
}

/// 256 bits from the system's secure generator, as 64 hex digits. Never from the seed: every
/// figure of a simulation may be reproducible, a key's secret must not be guessable (a
/// classroom server's keys would be anyone's who knows the seed).
std::string randomSecret()
{
    unsigned char bytes[32];
    if (RAND_bytes(bytes, int(sizeof bytes)) != 1) {
        std::random_device device; // OpenSSL's generator failed: the kernel's, directly
        for (unsigned char &b : bytes)
            b = static_cast<unsigned char>(device());
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string secret;
    secret.reserve(2 * sizeof bytes);
    for (const unsigned char b : bytes) {
        secret += kHex[b >> 4];
        secret += kHex[b & 15];
    }
    return secret;
}

std::vector<KeyRecord> Engine::bootstrap()
{
    std::vector<KeyRecord> keys;
    const std::pair<api::Role, const char *> roles[] = {{api::Role::Admin, "admin"},
                                                        {api::Role::Developer, "developer"},
                                                        {api::Role::Manager, "manager"},
                                                        {api::Role::Trainee, "trainee"}};
    for (const char *orgId : {"org-a", "org-b"}) {
        Org &o = org(orgId);
        o.balanceMicros = kSimulatorPrepaidMicros;
        for (const auto &[role, name] : roles) {
            KeyRecord k;
            k.org = orgId;
            k.user = std::string(name) + "-" + std::string(orgId).substr(4);
            k.role = role;
            k.keyId = "key_sim_" + std::string(name) + "_" + std::string(orgId).substr(4);
            k.secret = randomSecret();
            k.label = k.user;
            k.createdAt = now();
            addKey(k);
            keys.push_back(k);
        }
    }
    return keys;
}

bool Engine::addKey(const KeyRecord &key)
{
    if (m_revokedForGood.contains(key.keyId))
        return false;
    if (const auto kept = m_keys.find(key.keyId); kept != m_keys.end()) {
        KeyRecord &k = kept->second;
        if (k.org != key.org || k.user != key.user || k.role != key.role
            || k.secret != key.secret) {
            k.org = key.org;
            k.user = key.user;
            k.role = key.role;
            k.secret = key.secret;
            m_keysDirty = true;
        }
        org(key.org).users[key.user].id = key.user;
        return true;
    }
    Org &o = org(key.org);
    api::User &user = o.users[key.user];
    user.id = key.user;
    if (user.name.empty())
        user.name = key.label.value_or(key.user);
    KeyRecord &stored = m_keys[key.keyId] = key;
    if (!stored.createdAt)
        stored.createdAt = now();
    m_keysDirty = true;
    return true;
}

void Engine::grantCredit(const std::string &orgId, std::int64_t micros)
{
    org(orgId).balanceMicros += micros;
}

std::vector<KeyRecord> Engine::keys() const
{
    std::vector<KeyRecord> out;
    for (const auto &[id, k] : m_keys)
        out.push_back(k);
    return out;
}

const KeyRecord *Engine::key(const std::string &keyId) const
{
    const auto it = m_keys.find(keyId);
    return it == m_keys.end() ? nullptr : &it->second;
}

api::Result<api::Me> Engine::me(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o || !o->users.contains(caller.userId))
        return apiError(401, "UNAUTHENTICATED", say(caller.language, "error.unknown_caller"));
    api::Me me;
    me.user = o->users.at(caller.userId);
    me.organization = {o->id, o->name, o->currency};
    me.role = caller.role;
    // The key that signed; for the engine's own calls, one of the member's.
    me.keyId = caller.keyId;
    for (const auto &[id, k] : m_keys) {
        if (me.keyId.empty() && k.user == caller.userId && k.org == caller.orgId)
            me.keyId = id;
    }
    const bool trainee = caller.role == api::Role::Trainee;
    me.quotas.maxInstances = trainee ? 4 : 200;
    me.quotas.maxChips = trainee ? 16 : 4096;
    me.quotas.maxPricePerHourMicros = trainee ? 100 * kMicrosPerYuan : 100'000 * kMicrosPerYuan;
    return me;
}

// ---- catalog -------------------------------------------------------------------------------

std::int64_t Engine::available(const std::string &region, const std::string &chipId) const
{
    const ChipSpec *chip = m_catalog.chip(chipId);
    return chip ? m_capacity.available(region, *chip) : 0;
}

void Engine::setCapacityOverride(const std::string &chip, std::optional<std::int64_t> capacity)
{
    if (capacity)
        m_faults.capacityOverrides[chip] = *capacity;
    else
        m_faults.capacityOverrides.erase(chip);
    setFaults(m_faults);
}

Capacity Engine::poolsOf(const Org &o) const
{
    Capacity pools = m_capacity;
    if (o.lesson.pools.empty())
        return pools;
    pools.lessonPools = o.lesson.pools;
    for (const auto &[id, r] : o.instances) {
        if (r.holding && r.chip)
            pools.own[r.api.region][r.chip->id] += r.api.count;
        if (r.run && r.run->targetRegion && r.run->target)
            pools.own[*r.run->targetRegion][r.run->target->accelerator] += r.run->target->count;
    }
    return pools;
}

std::int64_t
Engine::availableTo(const Org &o, const std::string &region, const ChipSpec &chip) const
{
    return o.lesson.pools.empty() ? m_capacity.available(region, chip)
                                  : poolsOf(o).available(region, chip);
}

std::vector<api::Accelerator> Engine::accelerators(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    const Capacity pools = o ? poolsOf(*o) : m_capacity;
    std::vector<api::Accelerator> out;
    for (const ChipSpec &c : m_catalog.chips()) {
        api::Accelerator a;
        a.id = c.id;
        a.name = c.name;
        a.vendor = c.vendor;
        a.backend = c.backend;
        a.memoryGib = c.memoryGib;
        a.memoryType = c.memoryType;
        a.bandwidthTbps = c.bandwidthTbps;
        a.peakTflops = c.peakTflops;
        a.powerW = c.powerW;
        a.allowedCounts = c.allowedCounts;
        a.pricePerChipHourMicros = m_catalog.priceBook().chipHourMicros.at(c.id);
        a.cuPerChipHour = c.cuPerChipHour;
        for (const auto &region : m_catalog.regions())
            a.regions.push_back({region, pools.capacity(region, c), pools.available(region, c),
                                 messages::region(caller.language, region)});
        a.source = c.source;
        out.push_back(std::move(a));
    }
    return out;
}

// ---- billing ---------------------------------------------------------------------------------

api::Account Engine::account(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    if (!o) {
        api::Account a;
        a.asOf = now();
        a.currency = m_catalog.priceBook().currency;
        return a;
    }
    AccountBasis basis{o->currency, o->balanceMicros, o->creditMicros, 0, {}, {}};
    // The budgets that stop what they hold at 100 %, with the room left in each.
    std::vector<const api::Budget *> stopping;
    for (const auto &[id, b] : o->budgets.items()) {
        if (b.action == api::BudgetAction::Stop) {
            stopping.push_back(&b);
            basis.stops.push_back(std::max<std::int64_t>(0, b.amountMicros - b.spentMicros));
        }
    }
    const std::int64_t storage
        = m_catalog.lifecycle().systemDiskGib * m_catalog.priceBook().storageGibHourMicros;
    const std::int64_t t = now().unixSeconds;
    using Kind = Commitment::Kind;
    const std::map<std::string, double> shares = billedShares(o->ledger, monthStart(t), t);
    for (const auto &[id, r] : o->instances) {
        basis.burnRatePerHourMicros += burnRatePerHour(r.api, storage);
        using S = api::InstanceState;
        const S state = r.api.state;
        if (state == S::Terminating || state == S::Terminated)
            continue;
        if (r.diskCreated)
            basis.commitments.push_back({Kind::Storage, storage, std::nullopt, 1, {}});
        // What runs, or is about to, bills compute until its schedule ends it.
        if (state != S::Running && state != S::Provisioning && state != S::Pending
            && state != S::Switching)
            continue;
        Commitment compute{Kind::Compute, r.api.pricePerHourMicros, std::nullopt, 1, {}};
        const api::Schedule &schedule = r.api.schedule;
        if (schedule.stopAt)
            compute.endsAt = schedule.stopAt->unixSeconds;
        if (schedule.maxRuntimeS) {
            const std::int64_t end
                = t + std::max<std::int64_t>(0, *schedule.maxRuntimeS - r.runSeconds);
            compute.endsAt = std::min(compute.endsAt.value_or(end), end);
        }
        if (const auto share = shares.find(id); r.api.autoSleep.enabled && share != shares.end())
            compute.billedShare = share->second;
        // The stopping budget with the least room left that holds it ends it first.
        for (std::size_t k = 0; k < stopping.size(); ++k) {
            if (inScope(r.api.labels, stopping[k]->scope)
                && (!compute.stop || basis.stops[k] < basis.stops[*compute.stop]))
                compute.stop = k;
        }
        basis.commitments.push_back(compute);
    }
    for (const auto &[id, v] : o->volumes.items())
        basis.commitments.push_back({Kind::Storage,
                                     v.sizeGib * m_catalog.priceBook().volumeGibHourMicros,
                                     std::nullopt,
                                     1,
                                     {}});
    return accountFigures(o->ledger, basis, now());
}

api::Insights Engine::insights(const Caller &caller, Insights::Query query) const
{
    const Org *o = findOrg(caller.orgId);
    const std::string currency = o ? o->currency : m_catalog.priceBook().currency;
    if (caller.role == api::Role::Developer || caller.role == api::Role::Trainee)
        query.userId = caller.userId;
    query.reference.pricePerHourMicros
        = m_catalog.priceBook()
              .pricePerHour(query.reference.accelerator, query.reference.chips)
              .value_or(0);
    static const Insights kNone;
    return (o ? o->insights : kNone).report(query, currency);
}

const Ledger &Engine::ledger(const Caller &caller) const
{
    static const Ledger kEmpty;
    const Org *o = findOrg(caller.orgId);
    return o ? o->ledger : kEmpty;
}

// ---- events --------------------------------------------------------------------------------

std::int64_t Engine::bump(Org &o)
{
    return ++o.revision;
}

void Engine::pushEvent(Org &o, std::int64_t revision, std::string type, std::string data)
{
    o.events.push_back({revision, std::move(type), std::move(data)});
    while (o.events.size() > m_config.retainedEvents) {
        o.firstRetainedRevision = o.events.front().revision + 1;
        o.events.pop_front();
    }
}

void Engine::emitInstance(Org &o, InstanceRun &r)
{
    r.api.revision = bump(o);
    r.api.updatedAt = now();
    pushEvent(o, r.api.revision, "instance.updated", api::encode(r.api));
}

void Engine::emitOperation(Org &o, OperationRun &run)
{
    run.op.revision = bump(o);
    run.op.updatedAt = now();
    o.operations.put(run.op.id, run.op);
    pushEvent(o, run.op.revision, "operation.updated", api::encode(run.op));
}

void Engine::emitAlert(Org &o,
                       api::AlertKind kind,
                       api::Severity severity,
                       std::string messageId,
                       std::vector<std::string> args,
                       const std::optional<std::string> &instanceId,
                       const std::optional<std::string> &budgetId)
{
    StoredAlert alert;
    alert.id = "alr_" + base36(m_nextId++);
    alert.kind = kind;
    alert.severity = severity;
    alert.message = messages::say({}, messageId, args);
    alert.messageId = std::move(messageId);
    alert.messageArgs = std::move(args);
    alert.instanceId = instanceId;
    alert.budgetId = budgetId;
    alert.t = now();
    if (!o.lesson.scenarioId.empty()
        && std::find(o.lesson.alerts.begin(), o.lesson.alerts.end(), kind) == o.lesson.alerts.end())
        o.lesson.alerts.push_back(kind);
    pushEvent(o, bump(o), "alert", api::encode(alert));
    queueDeliveries(o, alert);
}

std::int64_t Engine::revision(const std::string &orgId) const
{
    const Org *o = findOrg(orgId);
    return o ? o->revision : 0;
}

std::optional<std::vector<StoredEvent>> Engine::eventsSince(const std::string &orgId,
                                                            std::int64_t revision) const
{
    const Org *o = findOrg(orgId);
    if (!o)
        return std::vector<StoredEvent>{};
    if (revision < o->firstRetainedRevision - 1)
        return std::nullopt;
    std::vector<StoredEvent> out;
    for (const auto &e : o->events) {
        if (e.revision > revision)
            out.push_back(e);
    }
    return out;
}

api::MetricsBatch Engine::lastMetrics(const std::string &orgId) const
{
    api::MetricsBatch batch;
    batch.t = {now().unixSeconds - 1};
    if (const Org *o = findOrg(orgId)) {
        for (const auto &[id, r] : o->instances) {
            if (r.api.state == InstanceState::Running)
                batch.samples.push_back({id, r.api.live});
        }
    }
    return batch;
}

api::BillingTick Engine::billingTick(const std::string &orgId) const
{
    api::BillingTick tick;
    tick.t = now();
    tick.account = account(Caller{orgId, {}, api::Role::Manager});
    if (const Org *o = findOrg(orgId)) {
        tick.instances.reserve(o->instances.size());
        for (const auto &[id, r] : o->instances)
            tick.instances.push_back({id, r.api.costMicros, r.api.billedSeconds});
        tick.budgets.reserve(o->budgets.items().size());
        for (const auto &[id, b] : o->budgets.items())
            tick.budgets.push_back({id, b.spentMicros});
    }
    return tick;
}

std::vector<api::Alert> Engine::alerts(const Caller &caller) const
{
    std::vector<api::Alert> out;
    if (const Org *o = findOrg(caller.orgId)) {
        for (auto it = o->events.rbegin(); it != o->events.rend(); ++it) {
            if (it->type != "alert")
                continue;
            if (auto alert = api::decode<api::Alert>(alertIn(caller.language, it->data)))
                out.push_back(std::move(alert).value());
        }
    }
    return out;
}

std::string Engine::alertIn(const std::string &language, const std::string &data)
{
    auto stored = api::decode<StoredAlert>(data);
    if (!stored)
        return data;
    api::Alert alert = stored.value();
    if (!stored.value().messageId.empty() && messages::has(stored.value().messageId))
        alert.message
            = messages::say(language, stored.value().messageId, stored.value().messageArgs);
    return api::encode(alert);
}

// ---- quotes --------------------------------------------------------------------------------

api::Result<api::Quote> Engine::quote(const Caller &caller,
                                      const api::LaunchSpec &spec,
                                      bool askedByPerson,
                                      const std::string &language)
{
    const auto it = m_orgs.find(caller.orgId);
    const Capacity pools = it != m_orgs.end() ? poolsOf(it->second) : m_capacity;
    Quoter quoting(m_catalog, m_catalog.priceBook(), pools);
    quoting.setLanguage(language);
    if (it != m_orgs.end())
        setRuledOut(quoting, Caller{caller.orgId, caller.userId, caller.role, language},
                    it->second);
    auto q = quoting.quote(spec);
    if (askedByPerson && it != m_orgs.end()) {
        auto &lesson = it->second.lesson;
        const bool was = lesson.quoted, wasRuledOut = lesson.ruledOut;
        lesson.quoted = lesson.quoted || q.ok();
        // Ruled out: the placement asked for, or every one (refused).
        if (q ? q->placement.ruledOutBy.has_value() : q.error().code == "POLICY_VIOLATION")
            lesson.ruledOut = true;
        m_changedBesideClock
            = m_changedBesideClock || lesson.quoted != was || lesson.ruledOut != wasRuledOut;
    }
    return q;
}

} // namespace polychip::sim
