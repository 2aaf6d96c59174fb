// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The engine's per-second cost at scale: sim.tick_10k_instances_us (one simulated second with
// 10,000 running instances; also 1,000 to show how it grows) and
// sim.day_1k_instances_s (24 simulated hours of 1,000, committing as the server does).
#include "benchworld.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

using namespace polychip;

namespace {

using bench::engineWith;

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    // An argument ("tick" or "day") runs only that figure, for a profiler.
    const std::string only = argc > 1 ? argv[1] : "";
    if (only.empty() || only == "tick") {
        // How a simulated second's cost grows with the instances running: 1,000 and 10,000
        // (the figure with a target). Not 100,000: launching them one by one, each checked
        // against the quotas over the organisation's instances, takes minutes.
        for (const auto &[instances, name] : {std::pair{1'000, "1k"}, std::pair{10'000, "10k"}}) {
            auto e = engineWith(instances);
            // The running cost: after a first tick (which lists the instances and makes room
            // for their metrics), the median of five rounds of 20 seconds (a round alone
            // moved 1.7-5 ms between runs on a shared machine).
            e->advance(1);
            const int ticks = 20;
            std::vector<double> rounds;
            for (int round = 0; round < 5; ++round) {
                const auto start = std::chrono::steady_clock::now();
                e->advance(ticks);
                rounds.push_back(secondsSince(start) / ticks * 1e6);
            }
            std::printf("BENCH sim.tick_%s_instances_us %.0f us\n", name, bench::median(rounds));
        }
    }
    if (only.empty() || only == "day") {
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
        double committing = 0;
        for (int batch = 0; batch < 86'400 / 360; ++batch) {
            e->advance(360);
            if (batch % 10 != 9)
                continue;
            const auto commitStart = std::chrono::steady_clock::now();
            if (!e->commit())
                return 1;
            committing += secondsSince(commitStart);
        }
        std::printf("BENCH sim.day_1k_instances_s %.2f s\n", secondsSince(start));
        // Of which the commits: what the disk and the store cost, apart from the rules.
        std::printf("BENCH sim.day_1k_commits_s %.2f s\n", committing);
        std::filesystem::remove_all(dir);
    }
    return 0;
}
