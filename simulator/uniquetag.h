// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstdint>

namespace polychip::sim {

/** A value no other object has had, for the caches the tick keeps outside an object (where an
 *  instance's ledger item or insight bucket was last second). The owner holds one and renews it
 *  whenever such a cache may no longer be trusted; a copy or a move gets a new one, so a cache
 *  made with one object is never trusted by another. */
class UniqueTag final
{
public:
    UniqueTag() = default;
    UniqueTag(const UniqueTag &) {}
    UniqueTag &operator=(const UniqueTag &)
    {
        renew();
        return *this;
    }
    /// A move renews both: what the moved-from object had is the other's now.
    UniqueTag(UniqueTag &&other) noexcept { other.renew(); }
    UniqueTag &operator=(UniqueTag &&other) noexcept
    {
        renew();
        other.renew();
        return *this;
    }
    ~UniqueTag() = default;

    void renew() { m_value = next(); }
    /// Never 0, which a cache may use for "none".
    std::uint64_t value() const { return m_value; }

private:
    static std::uint64_t next()
    {
        static std::atomic<std::uint64_t> counter{1};
        return counter++;
    }
    std::uint64_t m_value = next();
};

} // namespace polychip::sim
