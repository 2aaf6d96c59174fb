// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "throttle.h"

#include <algorithm>
#include <cmath>

namespace polychip::sim {

RateLimiter::RateLimiter(double ratePerSecond, double burst)
    : m_rate(ratePerSecond)
    , m_burst(std::max(1.0, burst))
{}

bool RateLimiter::admit(const std::string &key, int &retryAfter, Clock::time_point now)
{
    if (m_rate <= 0)
        return true;
    const std::lock_guard lock(m_mutex);
    auto [it, fresh] = m_buckets.try_emplace(key, Bucket{m_burst, now});
    Bucket &b = it->second;
    if (!fresh) {
        const double elapsed = std::chrono::duration<double>(now - b.refilled).count();
        b.tokens = std::min(m_burst, b.tokens + std::max(0.0, elapsed) * m_rate);
        b.refilled = now;
    }
    if (b.tokens >= 1) {
        b.tokens -= 1;
        return true;
    }
    retryAfter = std::max(1, int(std::ceil((1 - b.tokens) / m_rate)));
    return false;
}

StreamSlots::StreamSlots(int perKey, int total)
    : m_perKey(perKey)
    , m_total(total)
{}

std::shared_ptr<void> StreamSlots::acquire(const std::string &key, Refusal &refusal)
{
    {
        const std::lock_guard lock(m_mutex);
        if (m_openTotal >= m_total) {
            refusal = Refusal::ServerFull;
            return nullptr;
        }
        int &open = m_open[key];
        if (open >= m_perKey) {
            refusal = Refusal::KeyFull;
            return nullptr;
        }
        ++open;
        ++m_openTotal;
    }
    refusal = Refusal::None;
    // The token's deleter gives the slot back; it keeps the counter alive until then.
    auto self = shared_from_this();
    return std::shared_ptr<void>(nullptr, [self, key](void *) { self->release(key); });
}

void StreamSlots::release(const std::string &key)
{
    const std::lock_guard lock(m_mutex);
    if (--m_open[key] == 0)
        m_open.erase(key);
    --m_openTotal;
}

} // namespace polychip::sim
