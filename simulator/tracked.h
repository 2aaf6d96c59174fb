// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace polychip::sim {

/**
 * One kind of an organisation's stored documents (its snapshots, volumes...), by id, and the
 * ids touched since the last commit. What changes or removes an entry touches it (the emit
 * functions do, as they tell the event stream); the persistence writes the touched entries to
 * the store's table `Table` and erases those touched and gone, in one pass for every kind.
 */
template <class T, const char *Table>
struct Tracked
{
    using Item = T;
    static constexpr const char *table = Table;

    std::map<std::string, T> items;
    std::set<std::string> touched;

    void touch(const std::string &id) { touched.insert(id); }
    void touchAll()
    {
        for (const auto &[id, item] : items)
            touched.insert(id);
    }
    /// Every entry, in id order (a list call's answer before paging).
    std::vector<T> values() const
    {
        std::vector<T> out;
        out.reserve(items.size());
        for (const auto &[id, item] : items)
            out.push_back(item);
        return out;
    }
};

inline constexpr char kSnapshotsTable[] = "snapshots";
inline constexpr char kOperationsTable[] = "operations";
inline constexpr char kVolumesTable[] = "volumes";
inline constexpr char kBudgetsTable[] = "budgets";

} // namespace polychip::sim
