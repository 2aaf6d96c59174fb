// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "heap.h"

#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
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
