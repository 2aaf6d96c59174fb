// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <utility>

namespace polychip::client {

/**
 * Lets through only the answers to the latest round of requests. A new connection, instance
 * or period starts a new round (next()); what is still on its way from an earlier round is
 * dropped rather than shown for the wrong thing. Kept by the object that is the calls'
 * context, so it outlives every answer ApiClient delivers.
 */
class LatestAnswers
{
public:
    /// Starts a new round: answers to every request sent before are dropped.
    void next() { ++m_round; }

    /// `handle`, to run with an answer only if next() was not called between this call and
    /// the answer's arrival. A dropped answer returns what `handle` returns, value-initialised.
    template <class F>
    auto guard(F handle) const
    {
        return [this, round = m_round, handle = std::move(handle)](auto &&...answer) mutable {
            using Result = decltype(handle(std::forward<decltype(answer)>(answer)...));
            if (round != m_round)
                return Result(); // nothing, or false: "stop" to a page walk
            return handle(std::forward<decltype(answer)>(answer)...);
        };
    }

private:
    std::uint64_t m_round = 0;
};

} // namespace polychip::client
