// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/** Micro-units due for `seconds` of a resource priced per hour. Every charge in the simulator
 *  is a difference of this function, so no sum ever drifts: the cost of any sub-interval of a
 *  line item is accrued(rate, b) - accrued(rate, a), and those telescope to the item's cost. */
constexpr std::int64_t accrued(std::int64_t ratePerHourMicros, std::int64_t seconds)
{
    return ratePerHourMicros * seconds / 3600;
}

/** Who and what a charge is for. */
struct ChargeTarget
{
    std::string key; ///< e.g. "ins_1/compute", one open line item per key
    api::LedgerResource resource = api::LedgerResource::Compute;
    std::optional<std::string> instanceId;
    std::optional<std::string> volumeId;
    std::optional<api::Backend> backend;
    std::optional<std::string> accelerator;
    std::string userId;
    api::Labels labels;
    double cuPerHour = 0;
    /** Where this target's open item was last time, and that item's serial: a cache kept by
     *  Ledger::charge, so the per-second path compares no strings. A copy of the target starts
     *  without it (a copy given another key must not charge the original's item). */
    struct Cache
    {
        std::size_t hint = std::size_t(-1);
        std::uint64_t opened = 0;

        Cache() = default;
        Cache(const Cache &) {}
        Cache &operator=(const Cache &) { return *this; }
    };
    mutable Cache cache;

    /// Forgets the cached item: whoever changes the key, the backend or the accelerator calls
    /// it, so that the next charge compares them with its open item's.
    void forget() const
    {
        cache.hint = std::size_t(-1); // (assigning a Cache would copy nothing, by design)
        cache.opened = 0;
    }
};

/** One organisation's billing ledger: line items accrued second by second with integer
 *  arithmetic, split at UTC hour boundaries and whenever a rate or the billed state changes.
 *  The aggregates over it (usage reports, account figures) are in billingreport.h. */
class Ledger final
{
public:
    /// Charges the second [t, t+1) of `target` at `ratePerHourMicros`; returns the micro-units
    /// this second adds (0, or the step of accrued() that falls in it).
    std::int64_t
    charge(const ChargeTarget &target, std::int64_t ratePerHourMicros, api::Timestamp t);

    /// Ends the open item of `key` (the next charge opens a new one).
    void close(const std::string &key);

    const std::vector<api::LedgerItem> &items() const { return m_items; }
    /// Indexes of the items charged or opened since clearTouched() (for persistence: cleared
    /// only once they are safely written).
    const std::vector<std::size_t> &touched() const { return m_touched; }
    void clearTouched();
    /// The key of an item's open charge, if it is still open.
    std::optional<std::string> openKeyOf(std::size_t itemIndex) const;
    /// Rebuilds a ledger from persisted items (openKey: the charge key of an open item).
    void restore(const api::LedgerItem &item,
                 double cuPerHour,
                 const std::optional<std::string> &openKey);
    std::int64_t totalMicros() const { return m_total; }
    double cuPerHourOf(std::size_t itemIndex) const { return m_cuPerHour.at(itemIndex); }

    /// Items overlapping [from, to), optionally of one instance.
    std::vector<api::LedgerItem> query(api::Timestamp from,
                                       api::Timestamp to,
                                       const std::optional<std::string> &instanceId) const;

private:
    std::vector<api::LedgerItem> m_items;
    std::vector<double> m_cuPerHour;
    std::map<std::string, std::size_t> m_open; ///< key -> index of its open item
    static constexpr std::size_t kNone = std::size_t(-1);
    std::vector<std::string> m_itemKey;      ///< the charge key each item was opened for
    std::vector<std::uint64_t> m_itemSerial; ///< unique per opening in the process, never 0
    std::vector<char> m_isOpen;
    std::vector<std::size_t> m_touched;
    std::vector<char> m_isTouched;
    std::int64_t m_total = 0;
    std::int64_t m_nextId = 1;
};

} // namespace polychip::sim
