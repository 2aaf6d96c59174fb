// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/rules.h"

#include <chrono>
#include <cstdint>

namespace polychip::sim {

/** The simulator's virtual clock. Simulated time moves in whole seconds so that every rule of
 *  the engine is evaluated once per simulated second, whatever the speed: running an hour at
 *  1x and advancing 3,600 s reach the same state. Wall time feeds it; it never reads a clock. */
class SimClock final
{
public:
    static constexpr double kMinSpeed = 1;
    static constexpr double kMaxSpeed = 3600;

    explicit SimClock(api::Timestamp start);

    api::Timestamp now() const { return m_now; }
    double speed() const { return m_speed; }
    bool paused() const { return m_paused; }

    /// False (and no change) when the speed is outside [kMinSpeed, kMaxSpeed] or not finite.
    bool setSpeed(double speed);
    void setPaused(bool paused);

    /// Feeds elapsed wall time; returns how many whole simulated seconds became due and moves
    /// now() by that many. Fractions carry over to the next call; nothing is due while paused.
    std::int64_t onWallElapsed(std::chrono::nanoseconds elapsed);

    /// Like onWallElapsed() but leaves now() where it is: for a caller that evaluates the due
    /// seconds one by one and advances the clock itself (Engine::advance).
    std::int64_t dueFor(std::chrono::nanoseconds elapsed);

    /// Moves now() ahead by `seconds` (works while paused); returns the seconds to evaluate.
    std::int64_t advance(std::int64_t seconds);

private:
    api::Timestamp m_now;
    double m_speed = 1;
    bool m_paused = false;
    double m_carrySeconds = 0; ///< simulated fraction of a second not yet due
};

} // namespace polychip::sim
