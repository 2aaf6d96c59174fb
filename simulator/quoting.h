// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Quotes and placement: what a launch spec resolves to, the options it could run on with their
// figures (memory fit, throughput, price, cost to the token budget, free chips), the order of
// the alternatives and automatic placement's choice, and the region a placement goes to. It
// reads the catalog, the price book and the pools; the Engine owns them and asks here.

#include "catalog.h"
#include "physics.h"
#include "policies.h"

#include "api/result.h"
#include "api/rules.h"
#include "api/types.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/** The chip pools in use: chips held per region and type, and the capacity overrides of faults.
 *  The Engine changes it as instances reserve and release chips; quotes only read it. */
struct Capacity
{
    std::map<std::string, std::map<std::string, std::int64_t>> inUse; ///< region -> chip -> chips
    /// Faults' pool sizes by api::CapacityKey: "chip" for every region, "chip@region" for one.
    std::map<std::string, std::int64_t> overrides;
    /// One organisation's view during a lesson: the lesson's pool sizes by api::CapacityKey
    /// (LessonProgress::pools), which count only the chips that organisation holds (`own`),
    /// so that a lesson's scarcity is its own and never anyone else's. Empty: the world's pools.
    std::map<std::string, std::int64_t> lessonPools;
    std::map<std::string, std::map<std::string, std::int64_t>> own; ///< region -> chip -> chips

    /// Chips in the pool of `chip` in `region`: the lesson's pool, else the region's override,
    /// else the chip's, else the catalog's.
    std::int64_t capacity(const std::string &region, const ChipSpec &chip) const;
    /// Free chips of a type in a region, after faults' capacity overrides (and, in a lesson's
    /// view, no more than the lesson's pool leaves).
    std::int64_t available(const std::string &region, const ChipSpec &chip) const;

private:
    std::int64_t worldCapacity(const std::string &region, const ChipSpec &chip) const;
    /// The lesson's pool of `chip` in `region`, if the lesson sets one.
    std::optional<std::int64_t> lessonPool(const std::string &region, const ChipSpec &chip) const;
};

/** A launch spec resolved against the catalog: what it runs, on what and with which image. */
struct Placement
{
    api::Backend backend = api::Backend::Unknown;
    const ChipSpec *chip = nullptr;
    std::int64_t count = 0;
    std::string imageId;
    Workload workload;
    std::optional<std::int64_t> tokenBudget;
    const api::Template *templ = nullptr;
};

/// The platform's longest runtime (the API: schedules and waits reach at most a week ahead).
inline constexpr std::int64_t kMaxRuntimeS = api::kMaxAheadSeconds;

/**
 * Where an option stands in "cheapest for the job" (the API's quotes and placement); lower
 * first, compared whole so that the order is total:
 * - with a token budget: the cost to reach it; an option that cannot reach it within
 *   kMaxRuntimeS ranks after all that can (tier 1) and is never "auto"'s choice;
 * - asked by cu_per_hour: the price per hour (the options deliver at least that much);
 * - otherwise: the cost per 1M tokens for training and inference, the price per hour for
 *   notebooks and data work.
 */
struct Rank
{
    int tier = 0;
    double cost = 0; ///< micro-units: to the budget, per 1M tokens, or per hour
    std::int64_t price = 0;
    std::string accelerator;
    std::int64_t count = 0;
    auto operator<=>(const Rank &) const = default;
};
Rank rankOf(const api::QuoteOption &option, const Placement &p, bool byCuPerHour);

/** Quotes and placement over a catalog, a price book and the pools as they are now. Holds
 *  references only: make one where it is needed (Engine::quoter()) and do not keep it. */
class Quoter final
{
public:
    Quoter(const Catalog &catalog, const PriceBook &prices, const Capacity &capacity);

    /// The quote of a launch spec: its placement and every alternative, cheapest first.
    api::Result<api::Quote> quote(const api::LaunchSpec &spec) const;
    /// Resolves template, model, datasets, accelerator and count ("auto": the first of the
    /// alternatives) and image; 400 INVALID_ARGUMENT or 422 OUT_OF_MEMORY when it cannot.
    api::Result<Placement> resolve(const api::LaunchSpec &spec) const;
    /// resolve(), and 422 OUT_OF_MEMORY with the sizes when the workload does not fit the chips.
    api::Result<Placement> resolveForLaunch(const api::LaunchSpec &spec) const;
    /// The figures of running `p` on `count` x `chip`: fit, throughput, price, budget, pool.
    api::QuoteOption option(const Placement &p, const ChipSpec &chip, std::int64_t count) const;
    /// The options that fit and run the workload, optionally of one backend, count or with at
    /// least some CU/h, cheapest for the job first (rankOf).
    std::vector<api::QuoteOption> alternatives(const Placement &p,
                                               std::optional<api::Backend> backend,
                                               std::optional<std::int64_t> count,
                                               std::optional<double> minCuPerHour) const;
    /// The language of the options' reasons (messages::language(); "" English).
    void setLanguage(std::string language) { m_language = std::move(language); }
    /// What the caller's policies say of an option: why one is ruled out, or nothing.
    using RuledOut = std::function<std::optional<PolicyBreach>(const api::QuoteOption &)>;
    /// From now on, options `ruledOut` names are marked (ruled_out_by, and why after their
    /// reason), and automatic placement passes over them.
    void setRuledOut(RuledOut ruledOut) { m_ruledOut = std::move(ruledOut); }
    /// Whether the catalog has this region.
    bool knownRegion(const std::string &region) const;
    /// `wanted` if given, else the first region with `count` free chips, else the largest pool.
    std::string chooseRegion(const std::optional<std::string> &wanted,
                             const ChipSpec &chip,
                             std::int64_t count) const;

private:
    const Catalog &m_catalog;
    const PriceBook &m_prices;
    const Capacity &m_capacity;
    std::string m_language;
    RuledOut m_ruledOut;

    /// Marks `o` when the policies rule it out; the breach, if so.
    std::optional<PolicyBreach> markRuledOut(api::QuoteOption &o) const;
};

} // namespace polychip::sim
