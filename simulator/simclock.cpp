// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simclock.h"

#include <cmath>

namespace polychip::sim {

SimClock::SimClock(api::Timestamp start)
    : m_now(start)
{}

bool SimClock::setSpeed(double speed)
{
    if (!std::isfinite(speed) || speed < kMinSpeed || speed > kMaxSpeed)
        return false;
    m_speed = speed;
    return true;
}

void SimClock::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        m_carrySeconds = 0;
}

std::int64_t SimClock::onWallElapsed(std::chrono::nanoseconds elapsed)
{
    return advance(dueFor(elapsed));
}

std::int64_t SimClock::dueFor(std::chrono::nanoseconds elapsed)
{
    if (m_paused || elapsed.count() <= 0)
        return 0;
    m_carrySeconds += std::chrono::duration<double>(elapsed).count() * m_speed;
    const double whole = std::floor(m_carrySeconds);
    m_carrySeconds -= whole;
    return static_cast<std::int64_t>(whole);
}

std::int64_t SimClock::advance(std::int64_t seconds)
{
    if (seconds <= 0)
        return 0;
    m_now.unixSeconds += seconds;
    return seconds;
}

} // namespace polychip::sim
