// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The engine's per-second cost at scale: sim.tick_10k_instances_us (one simulated second with
// 10,000 running instances) and sim.day_1k_instances_s (24 simulated hours of 1,000).
#include "engine.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

using namespace polychip;

namespace {

std::unique_ptr<sim::Engine> engineWith(int instances)
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

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main()
{
    {
        auto e = engineWith(10'000);
        const int ticks = 20;
        const auto start = std::chrono::steady_clock::now();
        e->advance(ticks);
        std::printf("BENCH sim.tick_10k_instances_us %.0f us\n", secondsSince(start) / ticks * 1e6);
    }
    {
        // With persistence on, committing as the server does: after every mutation, and for
        // the ticks at most once per wall-clock second (at 3600x: every 3,600 simulated
        // seconds, evaluated in 100 ms steps of 360).
        char dir[] = "/tmp/polychip-bench-XXXXXX";
        if (!mkdtemp(dir))
            return 1;
        const std::string db = std::string(dir) + "/sim.db";
        auto store = sim::Store::open(db);
        if (!store)
            return 1;
        auto e = engineWith(1'000);
        if (!e->attach(*store.value()).ok())
            return 1;
        const auto start = std::chrono::steady_clock::now();
        for (int batch = 0; batch < 86'400 / 360; ++batch) {
            e->advance(360);
            if (batch % 10 == 9 && !e->commit())
                return 1;
        }
        std::printf("BENCH sim.day_1k_instances_s %.2f s\n", secondsSince(start));
        std::filesystem::remove_all(dir);
    }
    return 0;
}
