// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// A class of 200 on one polychip-sim (--classroom 200): every seat's event stream open, a
// lesson started in each, and the seats' requests while all of them are active:
//   sim.classroom_200_rss_mb        server memory then
//   sim.classroom_200_seat_p99_ms   p99 latency of the seats' reads (lessons, instances,
//                                   account), 8 connections' worth of trainees at once
//   sim.classroom_200_board_ms      the teacher's board of 200 seats (median of 20 reads)
#include "benchhttp.h"
#include "benchworld.h"

#include "api/codec.h"
#include "api/profilefile.h"

#include <curl/curl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace polychip;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kSeats = 200;
constexpr int kThreads = 8;
constexpr auto kRunFor = std::chrono::seconds(8);

bench::Key keyFrom(const fs::path &file)
{
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    const auto profile = api::decode<api::ProfileFile>(text.str());
    if (!profile) {
        std::fprintf(stderr, "bench_classroom: %s is not a profile file\n", file.c_str());
        std::exit(1);
    }
    return {profile->keyId, profile->secret};
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(double(v.size()) * p))];
}

} // namespace

int main()
{
    curl_global_init(CURL_GLOBAL_DEFAULT);
    char dirTemplate[] = "/tmp/polychip-bench-class-XXXXXX";
    if (!mkdtemp(dirTemplate))
        return 1;
    const fs::path dir(dirTemplate);
    {
        bench::Sim sim(dir,
                       {"--classroom", std::to_string(kSeats), "--classroom-dir",
                        (dir / "class").string(), "--threads", "600", "--max-streams", "1000"});
        std::vector<bench::Key> seats;
        for (int n = 1; n <= kSeats; ++n) {
            char name[64];
            std::snprintf(name, sizeof name, "seat-%03d.polychip-profile.json", n);
            seats.push_back(keyFrom(dir / "class" / name));
        }
        const bench::Key teacher = keyFrom(dir / "class" / "teacher.polychip-profile.json");
        // A lesson under way in every seat.
        long refused = 0;
        for (const bench::Key &k : seats) {
            bench::Connection c(sim, k);
            refused += c.request("POST", "/v1/sim/lessons/lesson-first-steps:start").status != 200;
        }
        std::atomic<bool> stop{false};
        std::atomic<int> open{0};
        std::vector<std::pair<bench::Key, std::string>> streams;
        for (const bench::Key &k : seats)
            streams.emplace_back(k, "/v1/events");
        std::jthread streamer([&] { bench::holdStreams(sim, streams, stop, open); });
        std::this_thread::sleep_for(std::chrono::seconds(3));

        // The seats read what a trainee's console reads, all at once.
        const char *paths[] = {"/v1/sim/lessons", "/v1/instances", "/v1/billing/account"};
        std::vector<std::vector<double>> latencies(kThreads);
        std::atomic<long> failed{0};
        const auto start = Clock::now();
        {
            std::vector<std::jthread> threads;
            for (int t = 0; t < kThreads; ++t) {
                threads.emplace_back([&, t] {
                    std::vector<std::unique_ptr<bench::Connection>> mine;
                    for (int s = t; s < kSeats; s += kThreads)
                        mine.push_back(std::make_unique<bench::Connection>(sim, seats[s]));
                    for (long i = 0; Clock::now() - start < kRunFor; ++i) {
                        auto &c = *mine[std::size_t(i) % mine.size()];
                        const auto before = Clock::now();
                        const std::string path = std::string(paths[i % 3])
                                                 + (i % 3 == 0 ? "?" : "?page_size=50&")
                                                 + "n=" + std::to_string(i);
                        if (c.request("GET", path).status != 200)
                            ++failed;
                        latencies[std::size_t(t)].push_back(
                            std::chrono::duration<double, std::milli>(Clock::now() - before)
                                .count());
                    }
                });
            }
        }
        std::vector<double> all;
        for (const auto &l : latencies)
            all.insert(all.end(), l.begin(), l.end());
        std::printf("BENCH sim.classroom_200_rss_mb %.1f MiB\n", sim.rssMb());
        std::printf("BENCH sim.classroom_200_seat_p99_ms %.1f ms\n", percentile(all, 0.99));
        std::printf("BENCH sim.classroom_200_seat_p50_ms %.1f ms\n", percentile(all, 0.5));
        std::printf("BENCH sim.classroom_200_seat_rps %.0f requests/s\n",
                    double(all.size()) / std::chrono::duration<double>(kRunFor).count());
        std::printf("BENCH sim.classroom_200_streams_open %d streams\n", open.load());

        // The teacher's board, while the class goes on.
        bench::Connection board(sim, teacher);
        std::vector<double> boardMs;
        for (int i = 0; i < 20; ++i) {
            const auto before = Clock::now();
            if (board.request("GET", "/v1/classroom/seats?page_size=1000&n=" + std::to_string(i))
                    .status
                != 200)
                ++failed;
            boardMs.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        }
        std::printf("BENCH sim.classroom_200_board_ms %.1f ms\n", percentile(boardMs, 0.5));
        stop = true;
        if (refused + failed > 0)
            std::fprintf(stderr, "bench_classroom: %ld lesson starts and %ld reads refused\n",
                         refused, failed.load());
    }
    fs::remove_all(dir);
    curl_global_cleanup();
    return 0;
}
