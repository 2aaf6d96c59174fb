// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "quoting.h"

#include "lifecycle.h"
#include "messages.h"

#include "api/capacitykey.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace polychip::sim {

using api::Backend;

namespace {

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

// ---- capacity ------------------------------------------------------------------------------

std::int64_t Capacity::worldCapacity(const std::string &region, const ChipSpec &chip) const
{
    if (!overrides.empty()) { // (no key is made while no fault is in force: the usual case)
        if (const auto o = overrides.find(api::CapacityKey{chip.id, region}.text());
            o != overrides.end())
            return o->second;
        if (const auto o = overrides.find(chip.id); o != overrides.end())
            return o->second;
    }
    if (const auto c = chip.capacity.find(region); c != chip.capacity.end())
        return c->second;
    return 0;
}

std::optional<std::int64_t> Capacity::lessonPool(const std::string &region,
                                                 const ChipSpec &chip) const
{
    if (lessonPools.empty())
        return std::nullopt;
    if (const auto o = lessonPools.find(api::CapacityKey{chip.id, region}.text());
        o != lessonPools.end())
        return o->second;
    if (const auto o = lessonPools.find(chip.id); o != lessonPools.end())
        return o->second;
    return std::nullopt;
}

std::int64_t Capacity::capacity(const std::string &region, const ChipSpec &chip) const
{
    const std::int64_t world = worldCapacity(region, chip);
    const auto pool = lessonPool(region, chip);
    return pool ? std::min(*pool, world) : world;
}

std::int64_t Capacity::available(const std::string &region, const ChipSpec &chip) const
{
    const auto heldIn = [&](const auto &pools) -> std::int64_t {
        if (const auto r = pools.find(region); r != pools.end()) {
            if (const auto u = r->second.find(chip.id); u != r->second.end())
                return u->second;
        }
        return 0;
    };
    const std::int64_t world
        = std::max<std::int64_t>(0, worldCapacity(region, chip) - heldIn(inUse));
    const auto pool = lessonPool(region, chip);
    return pool ? std::min(world, std::max<std::int64_t>(0, *pool - heldIn(own))) : world;
}

// ---- quotes --------------------------------------------------------------------------------

Quoter::Quoter(const Catalog &catalog, const PriceBook &prices, const Capacity &capacity)
    : m_catalog(catalog)
    , m_prices(prices)
    , m_capacity(capacity)
{}

api::Result<api::Quote> Quoter::quote(const api::LaunchSpec &spec) const
{
    auto p = resolve(spec);
    if (!p)
        return p.error();
    api::Quote q;
    q.currency = m_prices.currency;
    q.tokenBudget = p->tokenBudget;
    q.placement = option(*p, *p->chip, p->count);
    markRuledOut(q.placement);
    q.alternatives = alternatives(*p, std::nullopt, std::nullopt, std::nullopt);
    return q;
}

std::optional<PolicyBreach> Quoter::markRuledOut(api::QuoteOption &o) const
{
    auto breach = m_ruledOut ? m_ruledOut(o) : std::nullopt;
    if (breach) {
        o.ruledOutBy = breach->policy;
        o.reason += messages::say(m_language, "quote.ruled_out", {breach->message});
    }
    return breach;
}

// ---- placement -----------------------------------------------------------------------------

api::Result<Placement> Quoter::resolve(const api::LaunchSpec &spec) const
{
    const std::string &l = m_language;
    Placement p;
    if (spec.templateId) {
        p.templ = m_catalog.templ(*spec.templateId);
        if (!p.templ)
            return invalidField(
                l, "template_id",
                messages::say(l, "field.unknown",
                              {messages::term(l, "thing", "template"), *spec.templateId}));
    }
    const std::optional<std::string> modelId = spec.modelId ? spec.modelId
                                               : p.templ    ? p.templ->modelId
                                                            : std::nullopt;
    const api::Model *model = nullptr;
    if (modelId) {
        model = m_catalog.model(*modelId);
        if (!model)
            return invalidField(
                l, "model_id",
                messages::say(l, "field.unknown", {messages::term(l, "thing", "model"), *modelId}));
    }
    p.workload.kind = p.templ ? p.templ->kind
                              : (model ? api::WorkloadKind::Finetune : api::WorkloadKind::Notebook);
    p.workload.parameters = model ? model->paramsB * 1e9 : 0;
    p.workload.int8 = model && isInt8(*model);
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
            return invalidField(
                l, "dataset_ids",
                messages::say(l, "field.unknown", {messages::term(l, "thing", "dataset"), d}));
    }

    if (spec.cuPerHour && (spec.accelerator || spec.count))
        return invalidField(l, "cu_per_hour", messages::say(l, "field.cu_or_accelerator"));
    const bool automatic = spec.cuPerHour || (spec.accelerator && *spec.accelerator == "auto");
    if (!automatic) {
        const std::string accel = spec.accelerator ? *spec.accelerator
                                  : p.templ        ? p.templ->defaultAccelerator
                                                   : std::string();
        if (accel.empty())
            return invalidField(l, "accelerator", messages::say(l, "field.no_accelerator"));
        p.chip = m_catalog.chip(accel);
        if (!p.chip)
            return invalidField(l, "accelerator",
                                messages::say(l, "field.unknown",
                                              {messages::term(l, "thing", "accelerator"), accel}));
        if (spec.backend && *spec.backend != p.chip->backend)
            return invalidField(
                l, "backend",
                messages::say(
                    l, "field.is_backend",
                    {accel, messages::term(l, "backend", api::wireName(p.chip->backend))}));
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
            return invalidField(
                l, "count",
                messages::say(l, "field.count_allowed", {std::to_string(p.count), accel, allowed}));
        }
    } else {
        // Automatic placement: the first (cheapest) of the quote's alternatives the caller's
        // policies allow.
        const auto options = alternatives(p, spec.backend, spec.count, spec.cuPerHour);
        if (options.empty())
            return apiError(422, "OUT_OF_MEMORY", messages::say(l, "error.no_placement"));
        const auto allowed = std::find_if(options.begin(), options.end(),
                                          [](const api::QuoteOption &o) { return !o.ruledOutBy; });
        if (allowed == options.end()) {
            api::QuoteOption first = options.front();
            first.ruledOutBy.reset();
            return policyError(*m_ruledOut(first)); // each is ruled out: the cheapest says why
        }
        if (rankOf(*allowed, p, spec.cuPerHour.has_value()).tier > 0)
            return apiError(422, "BUDGET_UNREACHABLE",
                            messages::say(l, "error.budget_unreachable",
                                          {std::to_string(kMaxRuntimeS / 86400)}));
        p.chip = m_catalog.chip(allowed->accelerator);
        p.count = allowed->count;
        p.backend = p.chip->backend;
    }

    // Image: the spec's, else the template's for the backend, else the backend's first.
    if (spec.imageId) {
        const api::Image *img = m_catalog.image(*spec.imageId);
        if (!img)
            return invalidField(
                l, "image_id",
                messages::say(l, "field.unknown",
                              {messages::term(l, "thing", "image"), *spec.imageId}));
        if (img->backend != p.backend)
            return invalidField(
                l, "image_id",
                messages::say(
                    l, "field.image_runs_on",
                    {*spec.imageId, messages::term(l, "backend", api::wireName(p.backend))}));
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
                return invalidField(l, "image_id", messages::say(l, "field.no_image"));
            p.imageId = img->id;
        }
    }
    return p;
}

api::Result<Placement> Quoter::resolveForLaunch(const api::LaunchSpec &spec) const
{
    auto placed = resolve(spec);
    if (!placed)
        return placed.error();
    const Placement &p = placed.value();
    const MemoryPlan plan = planMemory(*p.chip, p.count, p.workload);
    if (!plan.fits)
        return apiError(
            422, "OUT_OF_MEMORY",
            messages::say(m_language, "error.fits_not",
                          {std::to_string(plan.bytesNeeded / (1 << 20)), std::to_string(p.count),
                           p.chip->id, std::to_string(plan.bytesAvailable / (1 << 20))}));
    return placed;
}

api::QuoteOption Quoter::option(const Placement &p, const ChipSpec &chip, std::int64_t count) const
{
    api::QuoteOption o;
    o.backend = chip.backend;
    o.accelerator = chip.id;
    o.count = count;
    o.region = chooseRegion(std::nullopt, chip, count);
    o.pricePerHourMicros = m_prices.pricePerHour(chip.id, count).value_or(0);
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
    o.available = m_capacity.available(o.region, chip);
    o.queues = o.available < count;
    const std::string &l = m_language;
    std::string reason = !plan.fits ? messages::say(
                             l, "quote.fits_not", {gib(plan.bytesNeeded), gib(plan.bytesAvailable)})
                         : plan.mode == api::FitMode::CpuOffload
                             ? messages::say(l, "quote.fits_offload",
                                             {gib(plan.bytesNeeded), gib(plan.bytesAvailable)})
                             : messages::say(l, "quote.fits_native",
                                             {gib(plan.bytesNeeded), gib(plan.bytesAvailable)});
    if (o.tokensPerS > 0)
        reason += messages::say(l, "quote.tokens_per_s", {thousands(o.tokensPerS)});
    reason += messages::say(l, "quote.price_per_hour", {messages::yuan(o.pricePerHourMicros)});
    if (o.queues)
        reason += messages::say(
            l, "quote.queues",
            {std::to_string(o.available), std::to_string(count), messages::region(l, o.region)});
    o.reason = reason;
    return o;
}

std::vector<api::QuoteOption> Quoter::alternatives(const Placement &p,
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
    // Cheapest for the job first (rankOf); ties by price, then accelerator and count, so that
    // the order is total and the same on every call.
    const bool byCu = minCuPerHour.has_value();
    std::sort(out.begin(), out.end(), [&](const api::QuoteOption &a, const api::QuoteOption &b) {
        return rankOf(a, p, byCu) < rankOf(b, p, byCu);
    });
    for (auto &o : out) {
        if (rankOf(o, p, byCu).tier > 0)
            o.reason += messages::say(m_language, "quote.budget_unreachable",
                                      {std::to_string(kMaxRuntimeS / 86400)});
        markRuledOut(o);
    }
    return out;
}

Rank rankOf(const api::QuoteOption &o, const Placement &p, bool byCuPerHour)
{
    Rank r;
    r.price = o.pricePerHourMicros;
    r.accelerator = o.accelerator;
    r.count = o.count;
    r.cost = double(o.pricePerHourMicros);
    if (byCuPerHour)
        return r; // the cheapest that delivers the CU/h asked for
    if (p.tokenBudget) {
        // The cost to reach the budget; what cannot reach it within the longest runtime after
        // all that can.
        const bool reaches
            = o.timeToBudgetS && o.costToBudgetMicros && *o.timeToBudgetS <= kMaxRuntimeS;
        r.tier = reaches ? 0 : 1;
        if (reaches)
            r.cost = double(*o.costToBudgetMicros);
        return r;
    }
    if ((isTrainingKind(p.workload.kind) || p.workload.kind == api::WorkloadKind::Inference)
        && o.tokensPerS > 0) // cost per 1M tokens
        r.cost = double(o.pricePerHourMicros) / (o.tokensPerS * 3600.0) * 1e6;
    return r; // notebooks and data work: price per hour
}

// ---- regions -------------------------------------------------------------------------------

bool Quoter::knownRegion(const std::string &region) const
{
    const auto &regions = m_catalog.regions();
    return std::find(regions.begin(), regions.end(), region) != regions.end();
}

std::string Quoter::chooseRegion(const std::optional<std::string> &wanted,
                                 const ChipSpec &chip,
                                 std::int64_t count) const
{
    if (wanted)
        return *wanted;
    for (const auto &region : m_catalog.regions()) {
        if (m_capacity.available(region, chip) >= count)
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

} // namespace polychip::sim
