// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The simulated world the benchmarks measure: an engine full of running instances.

#include "engine.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace polychip::bench {

/** An engine with `instances` running instances in org-a (spread over admin users with keys
 *  "key_sim_bench-N", secret 32 x 'x', 200 instances each), capacity and money for a day. */
inline std::unique_ptr<sim::Engine> engineWith(int instances)
{
    auto catalog = sim::Catalog::load(POLYCHIP_BINARY_DIR "/share/polychip/simulator", "list");
    if (!catalog) {
        std::fprintf(stderr, "catalog: %s\n", catalog.error().message.c_str());
        std::exit(1);
    }
    auto e
        = std::make_unique<sim::Engine>(std::move(catalog.value()), sim::EngineConfig{.seed = 1});
    e->bootstrap();
    // Room for everyone, and money for a day.
    for (const auto &chip : e->catalog().chips())
        e->setCapacityOverride(chip.id, 1'000'000);
    e->grantCredit("org-a", std::int64_t(1e15));
    const char *chips[]
        = {"nvidia-rtx4090", "nvidia-a100-80g", "google-tpu-v5e", "huawei-ascend-910b"};
    for (int i = 0; i < instances; ++i) {
        // Spread over users: each user's quota allows 200 instances.
        const std::string user = "bench-" + std::to_string(i / 200);
        if (i % 200 == 0)
            e->addKey({"org-a", user, api::Role::Admin, "key_sim_" + user, std::string(32, 'x')});
        const sim::Caller admin{"org-a", user, api::Role::Admin};
        api::LaunchSpec s;
        s.name = "bench-" + std::to_string(i);
        s.modelId = "gpt2-1.3b";
        s.accelerator = chips[i % 4];
        s.count = i % 4 == 2 ? 8 : 4;
        s.autoSleep = api::AutoSleep{false, 5, 10};
        if (!e->launch(admin, s).ok()) {
            std::fprintf(stderr, "launch %d failed\n", i);
            std::exit(1);
        }
    }
    e->advance(600); // everyone provisioned and warmed up
    return e;
}

} // namespace polychip::bench
