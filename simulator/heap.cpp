// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "heap.h"

#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/auxv.h>
#include <unistd.h>
#endif

namespace polychip::sim {

bool limitHeapArenas(int arenas)
{
#if defined(__GLIBC__)
    return arenas > 0 && mallopt(M_ARENA_MAX, arenas) == 1;
#else
    (void)arenas;
    return false;
#endif
}

std::optional<std::string> tunablesWithoutThreadCaches(const char *current)
{
    if (current && std::strstr(current, "glibc.malloc.tcache_count"))
        return std::nullopt;
    if (!current || !*current)
        return std::string(kNoThreadCaches);
    return std::string(current) + ':' + kNoThreadCaches;
}

void restartWithoutThreadCaches(char **argv)
{
#if defined(__GLIBC__)
    const char *tunables = std::getenv("GLIBC_TUNABLES");
    const auto value = tunablesWithoutThreadCaches(tunables);
    if (!value || getauxval(AT_SECURE))
        return;
    const std::string before = tunables ? tunables : "";
    if (setenv("GLIBC_TUNABLES", value->c_str(), 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Still here: go on with the caches, and leave the environment as it came.
    if (tunables)
        setenv("GLIBC_TUNABLES", before.c_str(), 1);
    else
        unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

bool releaseFreeHeap()
{
#if defined(__GLIBC__)
    return malloc_trim(0) == 1;
#else
    return false;
#endif
}

HeapTrimmer::HeapTrimmer(std::chrono::milliseconds period)
    : m_thread([this, period] {
        std::unique_lock lock(m_mutex);
        while (!m_wake.wait_for(lock, period, [this] { return m_stopping; })) {
            lock.unlock();
            releaseFreeHeap();
            lock.lock();
        }
    })
{}

HeapTrimmer::~HeapTrimmer()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

} // namespace polychip::sim
