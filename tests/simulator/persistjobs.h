// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"

namespace polychip::test {

/** The three jobs sim_persist_child launches, so that a test can replay the same run. */
inline bool launchPersistJobs(sim::Engine &engine)
{
    const sim::Caller admin{"org-a", "admin-a", api::Role::Admin};
    for (const char *chip : {"nvidia-a100-80g", "google-tpu-v5e", "nvidia-rtx4090"}) {
        api::LaunchSpec s;
        s.name = std::string("job-") + chip;
        s.modelId = "gpt2-1.3b";
        s.accelerator = chip;
        s.count = std::string(chip) == "google-tpu-v5e" ? 8 : 4;
        if (!engine.launch(admin, s).ok())
            return false;
    }
    return true;
}

} // namespace polychip::test
