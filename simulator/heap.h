// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace polychip::sim {

/// The malloc arenas polychip-sim's threads share. glibc gives each thread that allocates an
/// arena of its own, up to eight per core, and an arena keeps what its thread freed: with the
/// server's 64 threads, each keeping the peak of the largest answers it encoded, the RSS of a
/// simulator under a console-like load kept growing (some 200 MB an hour) while a small part of
/// it was in use. The engine answers one request at a time anyway (SimHost's lock); eight
/// arenas still let answers encode in parallel. Measured by tests/bench/bench_soak (`make
/// bench`: sim.rss_growth_mb_per_h; SOAK_SIM_EXE=<an older polychip-sim> runs it against
/// another build) and, for the throughput, bench_api (api.list_instances_1k_rps).
inline constexpr int kHeapArenas = 8;

/// Caps the allocator's arenas at `arenas` (glibc; elsewhere nothing). Call it first thing in
/// main(), before any thread starts: arenas made before stay. True when the cap was set.
bool limitHeapArenas(int arenas = kHeapArenas);

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
