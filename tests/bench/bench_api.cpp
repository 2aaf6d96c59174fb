// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim over HTTP on loopback, with a bounded load generator of its own (signed requests
// need a signer, which wrk does not have):
//   api.list_instances_1k_p99_ms  GET /v1/instances?page_size=1000 of 1,000 instances, 8
//                                 keep-alive connections: p99 latency (target <= 20 ms)
//   api.list_instances_1k_rps     the same, requests per second
//   api.rps_mixed                 mixed small reads, 8 connections (target >= 2,000 /s)
//   api.rps_mixed_p99_ms          their p99 latency
//   api.sse_clients_500_rss_mb    server memory with 500 event-stream clients connected
//   api.idle_rss_mb               server memory before they connect
#include "benchhttp.h"
#include "benchworld.h"

#include "signing/signature.h"

#include "store.h"

#include <curl/curl.h>

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>
#include <vector>

using namespace polychip;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kConnections = 8;
constexpr auto kRunFor = std::chrono::seconds(5);
const std::string kKeyId = "key_sim_bench-0";
const std::string kSecret(32, 'x');

std::size_t discard(char *, std::size_t size, std::size_t count, void *)
{
    return size * count;
}

/** One keep-alive connection that signs and sends GETs. */
class Connection
{
public:
    Connection()
        : m_curl(curl_easy_init())
    {
        curl_easy_setopt(m_curl, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(m_curl, CURLOPT_TIMEOUT_MS, 30000L);
        curl_easy_setopt(m_curl, CURLOPT_WRITEFUNCTION, discard);
    }
    ~Connection()
    {
        curl_slist_free_all(m_headers);
        curl_easy_cleanup(m_curl);
    }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    /// A signed GET; returns the HTTP status (0: transport failure).
    long get(const bench::Sim &sim, const std::string &path)
    {
        const std::int64_t ts = std::chrono::duration_cast<std::chrono::seconds>(
                                    std::chrono::system_clock::now().time_since_epoch())
                                    .count();
        curl_slist_free_all(m_headers);
        m_headers = nullptr;
        m_headers = curl_slist_append(m_headers, ("X-PC-Key: " + kKeyId).c_str());
        m_headers = curl_slist_append(m_headers, ("X-PC-Timestamp: " + std::to_string(ts)).c_str());
        const std::string nonce = signing::newNonce();
        m_headers = curl_slist_append(m_headers, ("X-PC-Nonce: " + nonce).c_str());
        m_headers = curl_slist_append(
            m_headers,
            ("X-PC-Signature: " + signing::signature(kSecret, "GET", path, ts, nonce, "")).c_str());
        curl_easy_setopt(m_curl, CURLOPT_URL, sim.url(path).c_str());
        curl_easy_setopt(m_curl, CURLOPT_HTTPHEADER, m_headers);
        long status = 0;
        if (curl_easy_perform(m_curl) == CURLE_OK)
            curl_easy_getinfo(m_curl, CURLINFO_RESPONSE_CODE, &status);
        return status;
    }

private:
    CURL *m_curl;
    curl_slist *m_headers = nullptr;
};

struct LoadResult
{
    double rps = 0;
    double p50Ms = 0;
    double p99Ms = 0;
    long failures = 0;
};

/** kConnections threads, each on its own connection, send `pathFor(thread, i)` for kRunFor.
 *  Every path is unique (the server refuses a repeated signature as a replay). */
LoadResult load(const bench::Sim &sim, const std::function<std::string(int, long)> &pathFor)
{
    std::vector<std::vector<double>> latencies(kConnections);
    std::atomic<long> failures{0};
    const auto start = Clock::now();
    {
        std::vector<std::jthread> threads;
        for (int t = 0; t < kConnections; ++t) {
            threads.emplace_back([&, t] {
                Connection c;
                for (long i = 0; Clock::now() - start < kRunFor; ++i) {
                    const auto before = Clock::now();
                    if (const long status = c.get(sim, pathFor(t, i)); status != 200) {
                        if (failures++ == 0)
                            std::fprintf(stderr, "bench_api: %s answered %ld\n",
                                         pathFor(t, i).c_str(), status);
                    }
                    latencies[std::size_t(t)].push_back(
                        std::chrono::duration<double, std::milli>(Clock::now() - before).count());
                }
            });
        }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::vector<double> all;
    for (const auto &l : latencies)
        all.insert(all.end(), l.begin(), l.end());
    std::sort(all.begin(), all.end());
    LoadResult r;
    r.rps = double(all.size()) / seconds;
    r.p50Ms = all.empty() ? 0 : all[all.size() / 2];
    r.p99Ms = all.empty() ? 0 : all[std::min(all.size() - 1, all.size() * 99 / 100)];
    r.failures = failures;
    return r;
}

} // namespace

int main()
{
    curl_global_init(CURL_GLOBAL_DEFAULT);
    char dirTemplate[] = "/tmp/polychip-bench-api-XXXXXX";
    if (!mkdtemp(dirTemplate))
        return 1;
    const fs::path dir(dirTemplate);
    {
        // 1,000 running instances, committed to the data dir the server then opens.
        fs::create_directories(dir / "data");
        auto store = sim::Store::open((dir / "data" / "polychip-sim.db").string());
        if (!store)
            return 1;
        auto e = bench::engineWith(1'000);
        if (!e->attach(*store.value()).ok() || !e->commit())
            return 1;
    }
    {
        bench::Sim sim(dir, {});
        const auto list = load(sim, [](int t, long i) {
            return "/v1/instances?page_size=1000&n=" + std::to_string(t) + "-" + std::to_string(i);
        });
        std::printf("BENCH api.list_instances_1k_p99_ms %.1f ms\n", list.p99Ms);
        std::printf("BENCH api.list_instances_1k_p50_ms %.1f ms\n", list.p50Ms);
        std::printf("BENCH api.list_instances_1k_rps %.0f requests/s\n", list.rps);
        const char *paths[] = {"/v1/me",
                               "/v1/instances",
                               "/v1/instances?page_size=10&state=running",
                               "/v1/billing/account",
                               "/v1/accelerators",
                               "/v1/sim/clock"};
        const auto mixed = load(sim, [&](int t, long i) {
            const std::string path = paths[std::size_t(i % 6)];
            return path + (path.find('?') == std::string::npos ? "?" : "&")
                   + "n=" + std::to_string(t) + "-" + std::to_string(i);
        });
        std::printf("BENCH api.rps_mixed %.0f requests/s\n", mixed.rps);
        std::printf("BENCH api.rps_mixed_p99_ms %.1f ms\n", mixed.p99Ms);
        if (list.failures + mixed.failures > 0)
            std::fprintf(stderr, "bench_api: %ld requests failed\n",
                         list.failures + mixed.failures);
    }
    {
        bench::Sim sim(dir, {"--threads", "600", "--max-streams", "1000"});
        std::printf("BENCH api.idle_rss_mb %.1f MiB\n", sim.rssMb());
        std::atomic<bool> stop{false};
        std::atomic<int> open{0};
        // Streams spread over the bench keys, each with its own path.
        std::vector<std::pair<bench::Key, std::string>> streams;
        for (int i = 0; i < 500; ++i)
            streams.emplace_back(bench::Key{"key_sim_bench-" + std::to_string(i % 5), kSecret},
                                 "/v1/events?client=" + std::to_string(i));
        std::jthread clients([&] { bench::holdStreams(sim, streams, stop, open); });
        // Let them connect and receive a few seconds of metrics.
        std::this_thread::sleep_for(std::chrono::seconds(5));
        std::printf("BENCH api.sse_clients_500_rss_mb %.1f MiB\n", sim.rssMb());
        std::printf("BENCH api.sse_clients_open %d streams\n", open.load());
        stop = true;
    }
    fs::remove_all(dir);
    curl_global_cleanup();
    return 0;
}
