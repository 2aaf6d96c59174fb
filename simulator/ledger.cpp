// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "ledger.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <charconv>
#include <utility>

namespace polychip::sim {

namespace {

/// A serial for an opened item, unique in the process: a target charged on another ledger
/// (of another organisation or engine) can never take one of this ledger's items for its own.
std::uint64_t nextSerial()
{
    static std::atomic<std::uint64_t> serial{0};
    return ++serial;
}

} // namespace

std::int64_t
Ledger::charge(const ChargeTarget &target, std::int64_t ratePerHourMicros, api::Timestamp t)
{
    // The target remembers its open item (where, and which opening), so the per-second path
    // needs no lookup and no string comparison: the item was opened for this target, with its
    // backend and accelerator, which nobody changes without forget().
    std::size_t index = kNone;
    bool known = false;
    if (target.cache.hint < m_items.size() && m_isOpen[target.cache.hint]
        && m_itemSerial[target.cache.hint] == target.cache.opened) {
        index = target.cache.hint;
        known = true;
        assert(m_itemKey[index] == target.key);
    } else if (const auto it = m_open.find(target.key); it != m_open.end()) {
        index = it->second;
    }
    if (index != kNone) {
        const api::LedgerItem &item = m_items[index];
        const bool continues
            = item.to == t && item.ratePerHourMicros == ratePerHourMicros
              && t.unixSeconds % 3600 != 0
              && (known
                  || (item.backend == target.backend && item.accelerator == target.accelerator));
        if (!continues) {
            close(target.key);
            index = kNone;
        }
    }
    if (index == kNone) {
        api::LedgerItem item;
        item.id = "led_" + std::to_string(m_nextId++);
        item.resource = target.resource;
        item.instanceId = target.instanceId;
        item.volumeId = target.volumeId;
        item.backend = target.backend;
        item.accelerator = target.accelerator;
        item.userId = target.userId;
        item.labels = target.labels;
        item.from = t;
        item.to = t;
        item.ratePerHourMicros = ratePerHourMicros;
        m_items.push_back(std::move(item));
        m_cuPerHour.push_back(target.cuPerHour);
        m_itemKey.push_back(target.key);
        m_itemSerial.push_back(nextSerial());
        m_isOpen.push_back(1);
        m_isTouched.push_back(0);
        index = m_items.size() - 1;
        m_open[target.key] = index;
    }
    target.cache.hint = index;
    target.cache.opened = m_itemSerial[index];
    if (!m_isTouched[index]) {
        m_isTouched[index] = 1;
        m_touched.push_back(index);
    }
    api::LedgerItem &item = m_items[index];
    item.seconds += 1;
    item.to.unixSeconds += 1;
    const std::int64_t cost = accrued(ratePerHourMicros, item.seconds);
    const std::int64_t delta = cost - item.costMicros;
    item.costMicros = cost;
    m_total += delta;
    return delta;
}

void Ledger::clearTouched()
{
    for (const auto i : m_touched)
        m_isTouched[i] = 0;
    m_touched.clear();
}

std::optional<std::string> Ledger::openKeyOf(std::size_t itemIndex) const
{
    if (!m_isOpen.at(itemIndex))
        return std::nullopt;
    return m_itemKey[itemIndex];
}

void Ledger::restore(const api::LedgerItem &item,
                     double cuPerHour,
                     const std::optional<std::string> &openKey)
{
    m_items.push_back(item);
    m_cuPerHour.push_back(cuPerHour);
    m_itemKey.push_back(openKey.value_or(std::string()));
    m_itemSerial.push_back(nextSerial());
    m_isOpen.push_back(openKey ? 1 : 0);
    m_isTouched.push_back(0);
    m_total += item.costMicros;
    if (openKey)
        m_open[*openKey] = m_items.size() - 1;
    // Ids are "led_<n>": continue after the largest.
    std::int64_t n = 0;
    if (item.id.rfind("led_", 0) == 0
        && std::from_chars(item.id.data() + 4, item.id.data() + item.id.size(), n).ec
               == std::errc())
        m_nextId = std::max<std::int64_t>(m_nextId, n + 1);
}

void Ledger::close(const std::string &key)
{
    if (const auto it = m_open.find(key); it != m_open.end()) {
        m_isOpen[it->second] = 0;
        m_open.erase(it);
    }
}

std::vector<api::LedgerItem> Ledger::query(api::Timestamp from,
                                           api::Timestamp to,
                                           const std::optional<std::string> &instanceId) const
{
    std::vector<api::LedgerItem> out;
    for (const auto &item : m_items) {
        if (item.to <= from || item.from >= to)
            continue;
        if (instanceId && item.instanceId != instanceId)
            continue;
        out.push_back(item);
    }
    return out;
}

} // namespace polychip::sim
