// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace polychip::sim {

/// The malloc arenas polychip-sim's threads share: one. glibc gives each thread that allocates
/// an arena of its own, up to eight per core, and an arena keeps what its thread freed: with the
/// server's 64 threads, each keeping the peak of the largest answers it encoded, the RSS of a
/// simulator under a console-like load kept growing (some 200 MB an hour) while a small part of
/// it was in use. Eight arenas stopped that, but malloc_trim() gives back the free top of the
/// main arena only: each other arena kept up to its trim threshold (twice the largest answer
/// freed so far, so it rose as the run went on) of freed pages on top, and the RSS climbed by
/// 5-10 MiB over a soak's first minutes and moved by 2-3 MiB at a time after, while the heap in
/// use stayed within 0.1 MiB. The engine answers one request at a time anyway (SimHost's lock).
/// Measured by tests/bench/bench_soak (`make bench`: sim.rss_growth_mb_per_h; SOAK_SIM_EXE=<an
/// older polychip-sim> runs it against another build) and, for the throughput, bench_api
/// (api.list_instances_1k_rps, api.rps_mixed).
inline constexpr int kHeapArenas = 1;

/// Caps the allocator's arenas at `arenas` (glibc; elsewhere nothing). Call it first thing in
/// main(), before any thread starts: arenas made before stay. True when the cap was set.
bool limitHeapArenas(int arenas = kHeapArenas);

/// The tunable that turns glibc's per-thread caches off.
inline constexpr const char *kNoThreadCaches = "glibc.malloc.tcache_count=0";

/** glibc keeps up to seven freed chunks of each small size in a cache of every thread, outside
 *  the arena, where malloc_trim() cannot give their pages back: with 64 server threads taking
 *  turns, the RSS crept up as more of them had served. glibc reads that cache's size only from
 *  GLIBC_TUNABLES when the process starts, so this, called first thing in main() with main's
 *  argv, starts the same executable again (same process, arguments and environment) with
 *  kNoThreadCaches added to GLIBC_TUNABLES, unless GLIBC_TUNABLES already sets the cache (this
 *  call did, or whoever started polychip-sim chose). Returns when it did not start again:
 *  not glibc, a set-user-id start (glibc drops the tunables), or exec failing. */
void restartWithoutThreadCaches(char **argv);

/// The GLIBC_TUNABLES value restartWithoutThreadCaches() starts again with, given the one the
/// process has (null when unset); nothing when that already sets the cache size.
std::optional<std::string> tunablesWithoutThreadCaches(const char *current);

/// Gives the memory that the arenas hold free back to the system (glibc's malloc_trim: the free
/// pages inside them too, not only their tops). True when some was given back.
bool releaseFreeHeap();

/** Calls releaseFreeHeap() every `period` on a thread of its own, until destroyed, so that what
 *  a burst of requests freed is returned instead of kept for the next burst. */
class HeapTrimmer final
{
public:
    explicit HeapTrimmer(std::chrono::milliseconds period);
    ~HeapTrimmer();
    HeapTrimmer(const HeapTrimmer &) = delete;
    HeapTrimmer &operator=(const HeapTrimmer &) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::thread m_thread;
};

} // namespace polychip::sim
