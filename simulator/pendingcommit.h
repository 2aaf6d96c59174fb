// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "store.h"

#include <functional>
#include <utility>
#include <vector>

namespace polychip::sim {

/**
 * What one commit writes, taken from the engine as copies (Engine::pendingCommit()), so that it
 * can be encoded and written without the engine: the host's clock writes its second's changes
 * while requests go on reading. A list of steps, each encoding what it holds and writing it,
 * run in order in one transaction.
 */
class PendingCommit
{
public:
    using Step = std::function<bool(Store &)>;

    void add(Step step) { m_steps.push_back(std::move(step)); }
    bool empty() const { return m_steps.empty(); }

    /// Runs every step in one transaction: all of it is written, or (false) nothing.
    bool writeTo(Store &store)
    {
        if (!store.begin())
            return false;
        bool ok = true;
        for (auto &step : m_steps) {
            if (!step(store)) {
                ok = false;
                break;
            }
        }
        if (!ok || !store.commit()) {
            store.rollback();
            return false;
        }
        return true;
    }

private:
    std::vector<Step> m_steps;
};

} // namespace polychip::sim
