// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "engine.h"

#include "api/codec.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

namespace polychip::sim {

using api::Backend;
using api::InstanceState;

namespace {

constexpr std::int64_t kMicrosPerYuan = 1'000'000;
/// A launch must be covered for this long at its price (API.md: refused when funds are short).
constexpr std::int64_t kFundsCoverSeconds = 600;

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

api::ApiError invalid(const std::string &field, const std::string &message)
{
    auto e = apiError(400, "INVALID_ARGUMENT", field + ": " + message);
    e.field = field;
    return e;
}

std::string yuan(std::int64_t micros)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", double(micros) / kMicrosPerYuan);
    return buf;
}

std::string gib(std::int64_t bytes)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GiB", double(bytes) / kGiB);
    return buf;
}

std::string thousands(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v);
    std::string s = buf, out;
    const int n = int(s.size());
    for (int i = 0; i < n; ++i) {
        out += s[std::size_t(i)];
        if ((n - i - 1) % 3 == 0 && i != n - 1)
            out += ',';
    }
    return out;
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

std::vector<KeyRecord> Engine::bootstrap()
{
    std::vector<KeyRecord> keys;
    Rng rng(seedFor(m_config.seed, "bootstrap-keys"));
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
            char secret[65];
            std::snprintf(secret, sizeof secret, "%016llx%016llx%016llx%016llx",
                          (unsigned long long)rng.next(), (unsigned long long)rng.next(),
                          (unsigned long long)rng.next(), (unsigned long long)rng.next());
            k.secret = secret;
            addKey(k);
            keys.push_back(k);
        }
    }
    return keys;
}

void Engine::addKey(const KeyRecord &key)
{
    Org &o = org(key.org);
    api::User &user = o.users[key.user];
    user.id = key.user;
    user.name = key.user;
    m_keys[key.keyId] = key;
    m_keysDirty = true;
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
        return apiError(401, "UNAUTHENTICATED", "unknown caller");
    api::Me me;
    me.user = o->users.at(caller.userId);
    me.organization = {o->id, o->name, o->currency};
    me.role = caller.role;
    for (const auto &[id, k] : m_keys) {
        if (k.user == caller.userId && k.org == caller.orgId)
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
    if (!chip)
        return 0;
    std::int64_t capacity = 0;
    if (const auto o = m_capacityOverrides.find(chipId); o != m_capacityOverrides.end())
        capacity = o->second;
    else if (const auto c = chip->capacity.find(region); c != chip->capacity.end())
        capacity = c->second;
    std::int64_t used = 0;
    if (const auto r = m_inUse.find(region); r != m_inUse.end()) {
        if (const auto u = r->second.find(chipId); u != r->second.end())
            used = u->second;
    }
    return std::max<std::int64_t>(0, capacity - used);
}

void Engine::setCapacityOverride(const std::string &chip, std::optional<std::int64_t> capacity)
{
    if (capacity)
        m_faults.capacityOverrides[chip] = *capacity;
    else
        m_faults.capacityOverrides.erase(chip);
    setFaults(m_faults);
}

std::vector<api::Accelerator> Engine::accelerators() const
{
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
        for (const auto &region : m_catalog.regions()) {
            const auto cap = c.capacity.find(region);
            const auto over = m_capacityOverrides.find(c.id);
            const std::int64_t capacity = over != m_capacityOverrides.end() ? over->second
                                          : cap != c.capacity.end()         ? cap->second
                                                                            : 0;
            a.regions.push_back({region, capacity, available(region, c.id)});
        }
        a.source = c.source;
        out.push_back(std::move(a));
    }
    return out;
}

// ---- billing ---------------------------------------------------------------------------------

api::Account Engine::account(const Caller &caller) const
{
    api::Account a;
    a.asOf = now();
    const Org *o = findOrg(caller.orgId);
    a.currency = o ? o->currency : m_catalog.priceBook().currency;
    if (!o)
        return a;
    a.balanceMicros = o->balanceMicros;
    a.creditMicros = o->creditMicros;
    // Month to date: the ledger since 00:00 UTC on the first of this month.
    using namespace std::chrono;
    const sys_seconds t{seconds{now().unixSeconds}};
    const year_month_day ymd{floor<days>(t)};
    const sys_days monthStart{ymd.year() / ymd.month() / 1};
    const sys_days nextMonth{(ymd.year() / ymd.month() / 1) + months{1}};
    const std::int64_t from = monthStart.time_since_epoch() / seconds{1};
    const std::int64_t to = nextMonth.time_since_epoch() / seconds{1};
    a.monthToDateMicros
        = o->ledger
              .usage({from}, {now().unixSeconds + 1}, api::UsageStep::Day, "backend", a.currency)
              .totalCostMicros;
    const std::int64_t storage
        = m_catalog.lifecycle().systemDiskGib * m_catalog.priceBook().storageGibHourMicros;
    for (const auto &[id, r] : o->instances) {
        if (r.api.state == InstanceState::Running)
            a.burnRatePerHourMicros += r.api.pricePerHourMicros;
        a.burnRatePerHourMicros += storage;
    }
    a.forecastMonthEndMicros
        = a.monthToDateMicros + accrued(a.burnRatePerHourMicros, to - now().unixSeconds);
    return a;
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
    o.operations[run.op.id] = run.op;
    o.dirtyOperations.insert(run.op.id);
    pushEvent(o, run.op.revision, "operation.updated", api::encode(run.op));
}

void Engine::emitAlert(Org &o,
                       api::AlertKind kind,
                       api::Severity severity,
                       std::string message,
                       const std::optional<std::string> &instanceId)
{
    api::Alert alert;
    alert.id = "alr_" + base36(m_nextId++);
    alert.kind = kind;
    alert.severity = severity;
    alert.message = std::move(message);
    alert.instanceId = instanceId;
    alert.t = now();
    pushEvent(o, bump(o), "alert", api::encode(alert));
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
    }
    return tick;
}

// ---- placement -----------------------------------------------------------------------------

api::Result<Engine::Placement> Engine::resolve(const api::LaunchSpec &spec) const
{
    Placement p;
    if (spec.templateId) {
        p.templ = m_catalog.templ(*spec.templateId);
        if (!p.templ)
            return invalid("template_id", "unknown template " + *spec.templateId);
    }
    const std::optional<std::string> modelId = spec.modelId ? spec.modelId
                                               : p.templ    ? p.templ->modelId
                                                            : std::nullopt;
    const api::Model *model = nullptr;
    if (modelId) {
        model = m_catalog.model(*modelId);
        if (!model)
            return invalid("model_id", "unknown model " + *modelId);
    }
    p.workload.kind = p.templ ? p.templ->kind
                              : (model ? api::WorkloadKind::Finetune : api::WorkloadKind::Notebook);
    p.workload.parameters = model ? model->paramsB * 1e9 : 0;
    p.workload.int8 = model && model->quantization == std::string("int8");
    if (p.templ && p.templ->labels.contains("precision"))
        p.workload.int8 = p.templ->labels.at("precision") == "int8";
    if (p.templ && p.workload.kind == api::WorkloadKind::Inference
        && p.templ->name.find("INT8") != std::string::npos)
        p.workload.int8 = true;
    p.tokenBudget = spec.tokenBudget ? spec.tokenBudget
                    : p.templ        ? p.templ->tokenBudget
                                     : std::nullopt;
    for (const auto &d : spec.datasetIds) {
        if (!m_catalog.dataset(d))
            return invalid("dataset_ids", "unknown dataset " + d);
    }

    if (spec.cuPerHour && (spec.accelerator || spec.count))
        return invalid("cu_per_hour", "give either cu_per_hour or accelerator and count");
    const bool automatic = spec.cuPerHour || (spec.accelerator && *spec.accelerator == "auto");
    if (!automatic) {
        const std::string accel = spec.accelerator ? *spec.accelerator
                                  : p.templ        ? p.templ->defaultAccelerator
                                                   : std::string();
        if (accel.empty())
            return invalid("accelerator", "no accelerator given and no template to take it from");
        p.chip = m_catalog.chip(accel);
        if (!p.chip)
            return invalid("accelerator", "unknown accelerator " + accel);
        if (spec.backend && *spec.backend != p.chip->backend)
            return invalid("backend", accel + " is a " + std::string(api::wireName(p.chip->backend))
                                          + " accelerator");
        p.backend = p.chip->backend;
        p.count = spec.count ? *spec.count
                  : (p.templ && p.templ->defaultAccelerator == accel)
                      ? p.templ->defaultCount
                      : p.chip->allowedCounts.front();
        if (std::find(p.chip->allowedCounts.begin(), p.chip->allowedCounts.end(), p.count)
            == p.chip->allowedCounts.end()) {
            std::string allowed;
            for (auto n : p.chip->allowedCounts)
                allowed += (allowed.empty() ? "" : ", ") + std::to_string(n);
            return invalid("count", std::to_string(p.count) + " is not an allowed count of " + accel
                                        + " (allowed: " + allowed + ")");
        }
    } else {
        // Automatic placement: the first (cheapest) of the quote's alternatives.
        const auto options = alternatives(p, spec.backend, spec.count, spec.cuPerHour);
        if (options.empty())
            return apiError(422, "OUT_OF_MEMORY", "no accelerator and count can run this workload");
        p.chip = m_catalog.chip(options.front().accelerator);
        p.count = options.front().count;
        p.backend = p.chip->backend;
    }

    // Image: the spec's, else the template's for the backend, else the backend's first.
    if (spec.imageId) {
        const api::Image *img = m_catalog.image(*spec.imageId);
        if (!img)
            return invalid("image_id", "unknown image " + *spec.imageId);
        if (img->backend != p.backend)
            return invalid("image_id", *spec.imageId + " does not run on "
                                           + std::string(api::wireName(p.backend)));
        p.imageId = img->id;
    } else {
        if (p.templ) {
            for (const auto &b : p.templ->backends) {
                if (b.backend == p.backend)
                    p.imageId = b.imageId;
            }
        }
        if (p.imageId.empty()) {
            const api::Image *img = m_catalog.defaultImage(p.backend);
            if (!img)
                return invalid("image_id", "no image for this backend");
            p.imageId = img->id;
        }
    }
    return p;
}

api::QuoteOption Engine::option(const Placement &p, const ChipSpec &chip, std::int64_t count) const
{
    api::QuoteOption o;
    o.backend = chip.backend;
    o.accelerator = chip.id;
    o.count = count;
    o.region = chooseRegion(std::nullopt, chip, count);
    o.pricePerHourMicros = m_catalog.priceBook().pricePerHour(chip.id, count).value_or(0);
    o.cuPerHour = chip.cuPerChipHour * double(count);
    const MemoryPlan plan = planMemory(chip, count, p.workload);
    o.memoryFit = {plan.fits, plan.mode, plan.bytesNeeded, plan.bytesAvailable};
    o.tokensPerS = tokensPerSecond(chip, count, p.workload);
    // Figures to the token budget, for anything that finishes within ten years (beyond that
    // the figures mean nothing and the arithmetic would overflow).
    constexpr double kTenYears = 10 * 365.25 * 86400;
    const double budgetSeconds
        = p.tokenBudget && o.tokensPerS > 0 ? std::ceil(double(*p.tokenBudget) / o.tokensPerS) : -1;
    if (budgetSeconds >= 0 && budgetSeconds <= kTenYears) {
        o.timeToBudgetS = std::int64_t(budgetSeconds);
        o.costToBudgetMicros = std::int64_t(double(o.pricePerHourMicros) * budgetSeconds / 3600.0);
    }
    o.available = available(o.region, chip.id);
    o.queues = o.available < count;
    std::string reason;
    if (!plan.fits)
        reason
            = "does not fit: needs " + gib(plan.bytesNeeded) + ", has " + gib(plan.bytesAvailable);
    else if (plan.mode == api::FitMode::CpuOffload)
        reason = "fits with CPU offload (" + gib(plan.bytesNeeded) + " of "
                 + gib(plan.bytesAvailable) + "), 40 % of native throughput";
    else
        reason
            = "fits natively (" + gib(plan.bytesNeeded) + " of " + gib(plan.bytesAvailable) + ")";
    if (o.tokensPerS > 0)
        reason += ", " + thousands(o.tokensPerS) + " tokens/s";
    reason += ", ¥" + yuan(o.pricePerHourMicros) + "/h";
    if (o.queues)
        reason += "; queues: " + std::to_string(o.available) + " of " + std::to_string(count)
                  + " free in " + o.region;
    o.reason = reason;
    return o;
}

bool Engine::knownRegion(const std::string &region) const
{
    const auto &regions = m_catalog.regions();
    return std::find(regions.begin(), regions.end(), region) != regions.end();
}

std::string Engine::chooseRegion(const std::optional<std::string> &wanted,
                                 const ChipSpec &chip,
                                 std::int64_t count) const
{
    if (wanted)
        return *wanted;
    for (const auto &region : m_catalog.regions()) {
        if (available(region, chip.id) >= count)
            return region;
    }
    // None has room now: queue where the pool is largest.
    std::string best = m_catalog.regions().front();
    std::int64_t size = -1;
    for (const auto &[region, capacity] : chip.capacity) {
        if (capacity > size) {
            best = region;
            size = capacity;
        }
    }
    return best;
}

api::Result<api::Quote> Engine::quote(const Caller &caller, const api::LaunchSpec &spec) const
{
    (void)caller;
    auto p = resolve(spec);
    if (!p)
        return p.error();
    api::Quote q;
    q.currency = m_catalog.priceBook().currency;
    q.tokenBudget = p->tokenBudget;
    q.placement = option(*p, *p->chip, p->count);
    q.alternatives = alternatives(*p, std::nullopt, std::nullopt, std::nullopt);
    return q;
}

std::vector<api::QuoteOption> Engine::alternatives(const Placement &p,
                                                   std::optional<Backend> backend,
                                                   std::optional<std::int64_t> count,
                                                   std::optional<double> minCuPerHour) const
{
    std::vector<api::QuoteOption> out;
    for (const ChipSpec &chip : m_catalog.chips()) {
        if (backend && chip.backend != *backend)
            continue;
        for (auto n : chip.allowedCounts) {
            if (count && n != *count)
                continue;
            auto o = option(p, chip, n);
            if (!o.memoryFit.fits || (p.workload.parameters > 0 && o.tokensPerS <= 0))
                continue;
            if (minCuPerHour && o.cuPerHour < *minCuPerHour)
                continue;
            out.push_back(std::move(o));
        }
    }
    // Cheapest first: by the cost of the token budget when there is one, else by price/h.
    const bool byBudget = p.tokenBudget.has_value();
    std::stable_sort(out.begin(), out.end(),
                     [byBudget](const api::QuoteOption &a, const api::QuoteOption &b) {
                         if (byBudget && a.costToBudgetMicros && b.costToBudgetMicros
                             && *a.costToBudgetMicros != *b.costToBudgetMicros)
                             return *a.costToBudgetMicros < *b.costToBudgetMicros;
                         return a.pricePerHourMicros < b.pricePerHourMicros;
                     });
    return out;
}

} // namespace polychip::sim
