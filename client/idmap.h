// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace polychip::client {

/**
 * Records of one kind by their `id`, as the stores keep them: replaced wholesale by a list,
 * then kept current one record at a time by events. Lookups by id return null for an unknown
 * id, so callers do not search maps.
 */
template <class T>
class IdMap final
{
public:
    using Map = std::map<std::string, T>;

    const Map &all() const { return m_items; }
    std::size_t size() const { return m_items.size(); }
    bool empty() const { return m_items.empty(); }
    bool contains(const std::string &id) const { return m_items.contains(id); }
    const T *find(const std::string &id) const
    {
        const auto it = m_items.find(id);
        return it == m_items.end() ? nullptr : &it->second;
    }
    T *find(const std::string &id)
    {
        const auto it = m_items.find(id);
        return it == m_items.end() ? nullptr : &it->second;
    }

    void replace(std::vector<T> items)
    {
        m_items.clear();
        for (auto &item : items) {
            std::string id = item.id;
            m_items.insert_or_assign(std::move(id), std::move(item));
        }
    }
    /// Adds or replaces; true when the id is new.
    bool put(T item)
    {
        std::string id = item.id;
        return m_items.insert_or_assign(std::move(id), std::move(item)).second;
    }
    bool erase(const std::string &id) { return m_items.erase(id) > 0; }

private:
    Map m_items;
};

} // namespace polychip::client
