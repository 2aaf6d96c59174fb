// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The simulated world the benchmarks measure: an engine full of running instances.

#include "engine.h"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

extern char **environ;

namespace polychip::bench {

/** The median of a set of timings (0 for none). */
inline double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/** Resident memory of a process ("self" or a pid), MiB; -1 when unknown. */
inline double rssMb(const std::string &pid = "self")
{
    std::ifstream status("/proc/" + pid + "/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    }
    return -1;
}

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

#ifdef POLYCHIP_SIM_EXE
/** A polychip-sim child on an ephemeral port. */
class Sim
{
public:
    /// `exe`: another polychip-sim than the one built with the benchmark (an older build to
    /// compare with).
    Sim(const std::filesystem::path &dir,
        std::vector<std::string> extra,
        const std::string &exe = POLYCHIP_SIM_EXE)
    {
        const std::string portFile = (dir / "port").string();
        std::filesystem::remove(portFile);
        std::vector<std::string> args{exe,
                                      "--port",
                                      "0",
                                      "--port-file",
                                      portFile,
                                      "--data-dir",
                                      (dir / "data").string(),
                                      "--log",
                                      (dir / "access.log").string(),
                                      "--rate-limit",
                                      "0"};
        args.insert(args.end(), extra.begin(), extra.end());
        std::vector<char *> argv;
        for (auto &a : args)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        if (posix_spawn(&m_pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) {
            std::perror("posix_spawn polychip-sim");
            std::exit(1);
        }
        for (int i = 0; i < 600 && !std::filesystem::exists(portFile); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        std::ifstream in(portFile);
        in >> m_port;
        if (m_port <= 0) {
            std::fprintf(stderr, "polychip-sim did not start\n");
            std::exit(1);
        }
    }

    ~Sim()
    {
        kill(m_pid, SIGTERM);
        waitpid(m_pid, nullptr, 0);
    }

    std::string url(const std::string &path) const
    {
        return "http://127.0.0.1:" + std::to_string(m_port) + path;
    }

    /// Resident memory of the server process, MiB.
    double rssMb() const { return bench::rssMb(std::to_string(m_pid)); }

private:
    pid_t m_pid = 0;
    int m_port = 0;
};
#endif

} // namespace polychip::bench
