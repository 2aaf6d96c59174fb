// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "launchplan.h"

#include "api/codec.h"

#include <algorithm>
#include <cmath>

namespace polychip::client {

namespace {

constexpr std::int64_t kDay = 86400;

/// A figure from the platform's numbers, kept inside what an int64 holds (they are not trusted).
std::int64_t clampToInt64(double value)
{
    constexpr double kMax = 9.0e18;
    if (!(value == value)) // NaN
        return 0;
    return std::int64_t(std::clamp(value, -kMax, kMax));
}

std::int64_t costOf(std::int64_t pricePerHourMicros, std::int64_t seconds)
{
    return clampToInt64(std::round(double(pricePerHourMicros) * double(seconds) / 3600.0));
}

} // namespace

PlannedCost plannedCost(const api::QuoteOption &option,
                        const std::optional<api::Schedule> &schedule,
                        std::int64_t now)
{
    std::optional<std::int64_t> runtime;
    if (schedule && schedule->maxRuntimeS)
        runtime = *schedule->maxRuntimeS;
    if (schedule && schedule->stopAt) {
        const std::int64_t untilStop
            = std::max<std::int64_t>(0, schedule->stopAt->unixSeconds - now);
        runtime = runtime ? std::min(*runtime, untilStop) : untilStop;
    }
    if (option.timeToBudgetS && (!runtime || *option.timeToBudgetS <= *runtime)) {
        const std::int64_t micros = option.costToBudgetMicros
                                        ? *option.costToBudgetMicros
                                        : costOf(option.pricePerHourMicros, *option.timeToBudgetS);
        return {micros, *option.timeToBudgetS, CostBasis::TokenBudget};
    }
    if (runtime)
        return {costOf(option.pricePerHourMicros, *runtime), *runtime, CostBasis::Runtime};
    return {costOf(option.pricePerHourMicros, kDay), kDay, CostBasis::Day};
}

FundsCheck
checkFunds(const api::Account &account, std::int64_t pricePerHourMicros, std::int64_t plannedMicros)
{
    FundsCheck check;
    check.availableMicros
        = clampToInt64(double(account.balanceMicros) + double(account.creditMicros));
    check.coversSeconds
        = pricePerHourMicros > 0
              ? clampToInt64(double(std::max<std::int64_t>(0, check.availableMicros)) * 3600.0
                             / double(pricePerHourMicros))
              : kDay * 365;
    if (check.availableMicros < costOf(pricePerHourMicros, kMinimumFundedSeconds)
        || check.availableMicros <= 0)
        check.state = FundsState::Refused;
    else if (check.availableMicros < plannedMicros)
        check.state = FundsState::Short;
    return check;
}

bool inScope(const api::BudgetScope &scope, const api::Labels &labels)
{
    return std::all_of(scope.labels.begin(), scope.labels.end(), [&](const auto &kv) {
        const auto it = labels.find(kv.first);
        return it != labels.end() && it->second == kv.second;
    });
}

std::vector<BudgetEffect> budgetEffects(const std::map<std::string, api::Budget> &budgets,
                                        const api::Labels &labels,
                                        std::int64_t addedMicros)
{
    std::vector<BudgetEffect> out;
    for (const auto &[id, b] : budgets) {
        if (!inScope(b.scope, labels) || b.amountMicros <= 0)
            continue;
        BudgetEffect e;
        e.budgetId = id;
        e.name = b.name;
        e.amountMicros = b.amountMicros;
        e.spentMicros = b.spentMicros;
        e.afterMicros
            = clampToInt64(double(b.spentMicros) + double(std::max<std::int64_t>(0, addedMicros)));
        const double before = 100.0 * double(e.spentMicros) / double(b.amountMicros);
        const double after = 100.0 * double(e.afterMicros) / double(b.amountMicros);
        for (double t : b.thresholdsPct) {
            if (before < t && after >= t)
                e.crossedPct.push_back(t);
        }
        std::sort(e.crossedPct.begin(), e.crossedPct.end());
        e.exceeds = before < 100.0 && after > 100.0;
        e.spentPct = before;
        e.alreadyOver = before >= 100.0;
        e.stops = b.action == api::BudgetAction::Stop && after >= 100.0;
        out.push_back(std::move(e));
    }
    std::sort(out.begin(), out.end(),
              [](const BudgetEffect &a, const BudgetEffect &b) { return a.name < b.name; });
    return out;
}

std::optional<std::int64_t> costPerMillionTokens(std::int64_t pricePerHourMicros, double tokensPerS)
{
    if (!(tokensPerS > 0) || !std::isfinite(tokensPerS))
        return std::nullopt;
    const double seconds = 1e6 / tokensPerS;
    return clampToInt64(std::round(double(pricePerHourMicros) * seconds / 3600.0));
}

double checkpointGib(api::WorkloadKind kind, double paramsB)
{
    constexpr double kSystemDiskGib = 50;
    const bool training = kind == api::WorkloadKind::Pretrain || kind == api::WorkloadKind::Finetune
                          || kind == api::WorkloadKind::Lora;
    const double bytes = std::max(0.0, paramsB) * 1e9 * (training ? 16.0 : 2.0);
    return kSystemDiskGib + bytes / (1024.0 * 1024.0 * 1024.0);
}

std::int64_t estimateSwitchSeconds(double gib, api::Backend target, bool fromRunning)
{
    // Typical figures: writing a checkpoint at ~2 GiB/s, reading it back at ~4 GiB/s, and the
    // provisioning times of GPU VMs, TPU slices, NPU nodes and CPU containers.
    const double write = std::max(1.0, gib * 0.5);
    const double read = std::max(1.0, gib * 0.25);
    double provision = 90;
    switch (target) {
    case api::Backend::Tpu:
        provision = 240;
        break;
    case api::Backend::Npu:
        provision = 150;
        break;
    case api::Backend::Cpu:
        provision = 20;
        break;
    default:
        break;
    }
    const double resume = 20;
    const double total
        = (fromRunning ? write : 0) + std::max(1.0, write / 2) + provision + read + resume;
    return std::int64_t(std::ceil(total));
}

std::vector<api::Backend> offeredBackends(const std::vector<api::Accelerator> &catalog,
                                          const api::Template *t)
{
    std::vector<api::Backend> out;
    for (const auto b :
         {api::Backend::Gpu, api::Backend::Tpu, api::Backend::Npu, api::Backend::Cpu}) {
        const bool offered
            = t ? std::any_of(t->backends.begin(), t->backends.end(),
                              [b](const api::TemplateBackend &tb) { return tb.backend == b; })
                : std::any_of(catalog.begin(), catalog.end(),
                              [b](const api::Accelerator &a) { return a.backend == b; });
        if (offered)
            out.push_back(b);
    }
    return out;
}

std::vector<std::string> offeredAccelerators(const std::vector<api::Accelerator> &catalog,
                                             const api::Template *t,
                                             api::Backend backend)
{
    std::vector<std::string> ids;
    if (t) {
        for (const auto &b : t->backends) {
            if (b.backend == backend)
                ids.insert(ids.end(), b.accelerators.begin(), b.accelerators.end());
        }
        return ids;
    }
    for (const auto &a : catalog) {
        if (a.backend == backend)
            ids.push_back(a.id);
    }
    return ids;
}

std::vector<std::int64_t> offeredCounts(const api::Accelerator &chip, const api::Template *t)
{
    std::vector<std::int64_t> counts = chip.allowedCounts;
    if (t) {
        for (const auto &b : t->backends) {
            if (std::find(b.accelerators.begin(), b.accelerators.end(), chip.id)
                != b.accelerators.end())
                std::erase_if(counts, [&](std::int64_t n) {
                    return std::find(b.counts.begin(), b.counts.end(), n) == b.counts.end();
                });
        }
    }
    return counts.empty() ? chip.allowedCounts : counts;
}

api::LaunchSpec quoteSpec(const api::LaunchSpec &draft, PlacementMode mode)
{
    api::LaunchSpec spec = draft;
    switch (mode) {
    case PlacementMode::Manual:
        break;
    case PlacementMode::Cheapest:
        spec.backend.reset();
        spec.accelerator = "auto";
        spec.count.reset();
        break;
    case PlacementMode::Compute:
        spec.backend.reset();
        spec.accelerator.reset();
        spec.count.reset();
        break;
    }
    if (mode != PlacementMode::Compute)
        spec.cuPerHour.reset();
    return spec;
}

std::optional<api::LaunchSpec>
pinnedLaunch(const api::LaunchSpec &quoted, const api::Quote &quote, const api::LaunchSpec &current)
{
    if (api::encode(quoted) != api::encode(current))
        return std::nullopt;
    api::LaunchSpec spec = quoted;
    spec.backend = quote.placement.backend;
    spec.accelerator = quote.placement.accelerator;
    spec.count = quote.placement.count;
    spec.cuPerHour.reset();
    return spec;
}

} // namespace polychip::client
