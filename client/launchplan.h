// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The arithmetic behind "what will this cost me" in the launch wizard and the switch dialog:
// the cost a launch plans to spend, what it does to the balance and to each budget in scope,
// the cost per million tokens and the migration time of a switch. No widgets, no network.

#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::client {

/** What the planned cost of a launch is measured to. */
enum class CostBasis {
    TokenBudget, ///< until the template's token budget is trained
    Runtime,     ///< until the scheduled stop (max runtime or stop time)
    Day          ///< nothing ends it: one day of running, to have a figure
};

struct PlannedCost
{
    std::int64_t micros = 0;
    std::int64_t seconds = 0;
    CostBasis basis = CostBasis::Day;
};

/** The cost of running `option` until whatever ends it first (token budget, scheduled stop),
 *  or for one day when nothing does. `now` is the platform's time (for a stop_at). */
PlannedCost plannedCost(const api::QuoteOption &option,
                        const std::optional<api::Schedule> &schedule,
                        std::int64_t now);

/** Whether the account can pay for a launch. */
enum class FundsState {
    Enough, ///< covers the planned cost
    Short,  ///< launches, but runs dry before the planned cost is spent
    Refused ///< the platform refuses: less than 10 minutes at this price
};

struct FundsCheck
{
    FundsState state = FundsState::Enough;
    std::int64_t availableMicros = 0; ///< balance + credit
    std::int64_t coversSeconds = 0;   ///< how long the available funds last at this price
};

/** The platform refuses a launch the account cannot pay 10 minutes of (API: INSUFFICIENT_FUNDS). */
constexpr std::int64_t kMinimumFundedSeconds = 600;

FundsCheck checkFunds(const api::Account &account,
                      std::int64_t pricePerHourMicros,
                      std::int64_t plannedMicros);

/** What a launch with `labels` spending `addedMicros` does to one budget in its scope. */
struct BudgetEffect
{
    std::string budgetId;
    std::string name;
    std::int64_t amountMicros = 0;
    std::int64_t spentMicros = 0;
    std::int64_t afterMicros = 0;
    std::vector<double> crossedPct; ///< alert thresholds the launch would cross
    bool exceeds = false;           ///< it would go past the amount
    bool stops = false;             ///< it would reach 100 % of a budget whose action is stop
    double spentPct = 0;            ///< the share of the amount spent before the launch
    bool alreadyOver = false;       ///< past the amount before the launch (nothing left to cross)
};

/** Whether a budget covers instances with these labels (an empty scope covers everything). */
bool inScope(const api::BudgetScope &scope, const api::Labels &labels);

/** One entry per budget in scope, in name order. */
std::vector<BudgetEffect> budgetEffects(const std::map<std::string, api::Budget> &budgets,
                                        const api::Labels &labels,
                                        std::int64_t addedMicros);

/** Micro-units per million tokens at this price and throughput; nullopt without throughput. */
std::optional<std::int64_t> costPerMillionTokens(std::int64_t pricePerHourMicros,
                                                 double tokensPerS);

/** The size of a checkpoint of this workload: the system disk plus the weights (2 bytes a
 *  parameter), or for training the optimizer state too (16 bytes a parameter). */
double checkpointGib(api::WorkloadKind kind, double paramsB);

/** A rough migration time for a switch, seconds: checkpoint and snapshot of `checkpointGib`,
 *  provisioning of the target backend, restore and resume. Typical cloud figures; the
 *  platform's own stages are shown as the switch runs. */
std::int64_t estimateSwitchSeconds(double checkpointGib, api::Backend target, bool fromRunning);

// ---- what a template offers (the wizard's placement step and the switch dialog) -----------

/** The backends a template runs on, in the order GPU, TPU, NPU, CPU; without a template, every
 *  backend the catalog has. */
std::vector<api::Backend> offeredBackends(const std::vector<api::Accelerator> &catalog,
                                          const api::Template *t);

/** The accelerator ids offered on `backend`: the template's for it, or the catalog's. */
std::vector<std::string> offeredAccelerators(const std::vector<api::Accelerator> &catalog,
                                             const api::Template *t,
                                             api::Backend backend);

/** The counts `chip` allows that the template lists for it (the chip's own when the template
 *  lists none of them). */
std::vector<std::int64_t> offeredCounts(const api::Accelerator &chip, const api::Template *t);

/** How a launch's placement is chosen. */
enum class PlacementMode {
    Manual,   ///< backend, accelerator and count as chosen
    Cheapest, ///< "Auto": the cheapest placement that fits, from the quote's alternatives
    Compute   ///< "By compute": at least N CU/h, the cheapest that fits
};

/// What to ask a quote for: the draft with its placement as `mode` leaves it to the platform
/// ("auto" or CU/h, the chosen chips dropped), and CU/h only when asked by compute.
api::LaunchSpec quoteSpec(const api::LaunchSpec &draft, PlacementMode mode);
/// What to launch once `quoted` (the spec asked) was quoted as `quote`: nothing unless `quoted`
/// is still `current` (an older quote would launch something else); else `quoted`, pinned to
/// the quote's placement, so the launch goes exactly where the user saw the price ("auto" and
/// CU/h are not resolved again by the platform).
std::optional<api::LaunchSpec> pinnedLaunch(const api::LaunchSpec &quoted,
                                            const api::Quote &quote,
                                            const api::LaunchSpec &current);

} // namespace polychip::client
