// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Billing aggregates over an organisation's ledger: usage reports grouped by backend,
// accelerator, instance, user or label, what a budget's scope has spent, and the account's
// figures (month to date, burn rate, month-end forecast). They only read the Ledger; the Engine
// supplies the funds and the instances' rates.

#include "ledger.h"

#include "api/types.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/// The most buckets one usage report holds.
inline constexpr std::size_t kMaxUsageBuckets = 100'000;

/** Cost and CU of a ledger per group and bucket in [from, to): exact, so every grouping sums to
 *  the ledger's total over the range. groupBy: backend, accelerator, instance, user,
 *  label.<key>. Groups are ordered by total cost, highest first. */
api::UsageReport usageReport(const Ledger &ledger,
                             api::Timestamp from,
                             api::Timestamp to,
                             api::UsageStep step,
                             const std::string &groupBy,
                             const std::string &currency);

/** Unix time of 00:00 UTC on the first of the month `unixSeconds` falls in. */
std::int64_t monthStart(std::int64_t unixSeconds);

/** Unix time of 00:00 UTC on the first of the month after the one `unixSeconds` falls in. */
std::int64_t nextMonthStart(std::int64_t unixSeconds);

/** Whether `labels` carry every label of a budget's scope (an empty scope holds everything). */
bool inScope(const api::Labels &labels, const api::BudgetScope &scope);

/** Cost of the ledger's items overlapping [from, to) whose labels are in `scope`. */
std::int64_t spentInScope(const Ledger &ledger,
                          const api::BudgetScope &scope,
                          api::Timestamp from,
                          api::Timestamp to);

/** Something that bills from now on at a rate per hour: an instance's compute or disk, a
 *  volume. */
struct Commitment
{
    enum class Kind {
        Storage, ///< bills in every state until deleted: certain
        Compute, ///< bills while running: may stop early, or sleep
    };
    Kind kind = Kind::Storage;
    std::int64_t ratePerHourMicros = 0;
    /// Unix time its schedule ends it (a stop time, or what is left of a maximum runtime).
    std::optional<std::int64_t> endsAt;
    /// The expected share of its time that bills (auto-sleep history; 1 without auto-sleep).
    double billedShare = 1;
    /// The stopping budget that ends it first (an index into AccountBasis::stops), if any.
    std::optional<std::size_t> stop;
};

/** What an organisation's account figures start from: its funds, its burn rate now and what
 *  bills from now on. */
struct AccountBasis
{
    std::string currency;
    std::int64_t balanceMicros = 0;
    std::int64_t creditMicros = 0;
    std::int64_t burnRatePerHourMicros = 0;
    std::vector<Commitment> commitments;
    /// Per budget that stops what it holds at 100 %: the room left in it. The compute of the
    /// commitments it holds bills at most that much more.
    std::vector<std::int64_t> stops;
};

/** One instance's share of the burn rate: its compute price while it runs, and its system disk
 *  (`diskPerHourMicros`) in every state. */
std::int64_t burnRatePerHour(const api::Instance &instance, std::int64_t diskPerHourMicros);

/** Per instance, the share of [from, now) it billed compute, from the ledger (one pass over
 *  it); 1 for one that has billed less than an hour of that window (too little history to
 *  lower anything). */
std::map<std::string, double>
billedShares(const Ledger &ledger, std::int64_t from, std::int64_t now);

/** The account at `now`: funds and burn rate from `basis`, the month to date from the ledger,
 *  and the month-end forecast with its 80 % interval (docs/api/openapi.yaml, Account: the month
 *  to date plus each commitment until the month end or its scheduled end, at its billed share;
 *  the interval from the spread of this month's daily spend, within what the commitments can
 *  bill at most: all the time, up to the room left in the stopping budgets). */
api::Account accountFigures(const Ledger &ledger, const AccountBasis &basis, api::Timestamp now);

} // namespace polychip::sim
