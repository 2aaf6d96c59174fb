// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace polychip::sim {

/**
 * One kind of an organisation's stored documents (its snapshots, volumes...), by id, which
 * records its own changes: put(), edit() and erase() touch the entry, and the persistence
 * writes the touched entries to the store's table `Table` and erases those touched and gone,
 * in one pass for every kind.
 */
template <class T, const char *Table, const char *What>
class Tracked
{
public:
    using Item = T;
    static constexpr const char *table = Table;
    static constexpr const char *what = What; ///< one entry, in a damaged entry's error

    /// The entries, read-only: every change goes through put(), edit() or erase().
    const std::map<std::string, T> &items() const { return m_items; }
    const T *find(const std::string &id) const
    {
        const auto it = m_items.find(id);
        return it == m_items.end() ? nullptr : &it->second;
    }

    /// Stores `item` as the entry `id`.
    T &put(const std::string &id, T item)
    {
        touch(id);
        return m_items[id] = std::move(item);
    }
    /// The entry `id` to change in place (null when there is none).
    T *edit(const std::string &id)
    {
        const auto it = m_items.find(id);
        if (it == m_items.end())
            return nullptr;
        touch(id);
        return &it->second;
    }
    /// Removes the entry `id`; whether there was one.
    bool erase(const std::string &id)
    {
        if (!m_items.erase(id))
            return false;
        touch(id);
        return true;
    }
    /// Removes every entry (each touched, so the store drops it too).
    void clear()
    {
        touchAll();
        m_items.clear();
    }
    /// Takes `item` as stored, untouched (restoring from the store).
    void restore(const std::string &id, T item) { m_items[id] = std::move(item); }

    /// The ids changed since clearTouched(), the last commit.
    const std::set<std::string> &touched() const { return m_touched; }
    void touch(const std::string &id) { m_touched.insert(id); }
    void touchAll()
    {
        for (const auto &[id, item] : m_items)
            m_touched.insert(id);
    }
    void clearTouched() { m_touched.clear(); }

    /// Every entry, in id order (a list call's answer before paging).
    std::vector<T> values() const
    {
        std::vector<T> out;
        out.reserve(m_items.size());
        for (const auto &[id, item] : m_items)
            out.push_back(item);
        return out;
    }

private:
    std::map<std::string, T> m_items;
    std::set<std::string> m_touched;
};

inline constexpr char kSnapshotsTable[] = "snapshots", kSnapshotWhat[] = "snapshot";
inline constexpr char kOperationsTable[] = "operations", kOperationWhat[] = "operation";
inline constexpr char kVolumesTable[] = "volumes", kVolumeWhat[] = "volume";
inline constexpr char kBudgetsTable[] = "budgets", kBudgetWhat[] = "budget";
inline constexpr char kAuditTable[] = "audit", kAuditWhat[] = "audit entry";
inline constexpr char kWebhooksTable[] = "webhooks", kWebhookWhat[] = "webhook";
inline constexpr char kDeliveriesTable[] = "deliveries", kDeliveryWhat[] = "webhook delivery";

} // namespace polychip::sim
