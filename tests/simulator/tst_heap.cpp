// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The allocator policy of polychip-sim (heap.h): its threads share a few arenas, and what they
// free goes back to the system.
#include "heap.h"

#include <QTest>

#include <algorithm>
#include <barrier>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// A sanitizer brings an allocator of its own, with neither glibc's arenas nor its trimming.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define POLYCHIP_OWN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)                            \
    || __has_feature(memory_sanitizer)
#define POLYCHIP_OWN_ALLOCATOR 1
#endif
#endif

using namespace polychip;

namespace {

/// Resident memory of this process, MiB.
double rssMb()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stod(line.substr(6)) / 1024.0;
    }
    return -1;
}

#if defined(__GLIBC__)
/// The arenas malloc has made so far (malloc_info lists one <heap> each).
int arenas()
{
    char *text = nullptr;
    std::size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    malloc_info(0, out);
    std::fclose(out);
    int n = 0;
    for (const char *p = text; (p = std::strstr(p, "<heap nr=")); ++p)
        ++n;
    std::free(text);
    return n;
}
#endif

/// What a server thread does with a large answer: `blocks` of `blockBytes`, written.
std::vector<char *> allocate(std::size_t blocks, std::size_t blockBytes)
{
    std::vector<char *> made;
    for (std::size_t i = 0; i < blocks; ++i) {
        made.push_back(static_cast<char *>(std::malloc(blockBytes)));
        std::memset(made.back(), 1, blockBytes);
    }
    return made;
}

/// Frees all the blocks but the last, which is returned: it keeps the freed ones inside the
/// arena, below its top, where free() gives no page back.
char *freeAllButLast(std::vector<char *> &made)
{
    for (std::size_t i = 0; i + 1 < made.size(); ++i)
        std::free(made[i]);
    char *last = made.back();
    made.clear();
    return last;
}

} // namespace

class TestHeap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#if !defined(__GLIBC__) || defined(POLYCHIP_OWN_ALLOCATOR)
        QSKIP("the allocator policy is glibc's");
#endif
    }

    // Before any other test makes threads: arenas made before the cap stay.
    void threadsShareTheCappedArenas()
    {
#if defined(__GLIBC__)
        const int before = arenas();
        QVERIFY(sim::limitHeapArenas(2));
        constexpr int kThreads = 32; // more than glibc's default (8 per core) on small machines
        std::barrier together(kThreads);
        std::vector<std::jthread> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&together] {
                together.arrive_and_wait(); // all alive at once, each asking for an arena
                void *p = std::malloc(1000);
                together.arrive_and_wait();
                std::free(p);
            });
        }
        threads.clear();
        QVERIFY2(arenas() <= std::max(before, 2),
                 qPrintable(QStringLiteral("%1 arenas (%2 before)").arg(arenas()).arg(before)));
#endif
    }

    // 8 threads each free 16 MiB inside their arena: the pages go back once released.
    void freedMemoryGoesBack()
    {
        constexpr int kThreads = 8;
        std::vector<char *> kept(kThreads);
        const double start = rssMb();
        {
            std::barrier allMade(kThreads);
            std::vector<std::jthread> threads;
            for (int t = 0; t < kThreads; ++t) {
                threads.emplace_back([&allMade, &kept, t] {
                    auto made = allocate(1024, 16 * 1024);
                    allMade.arrive_and_wait(); // no thread reuses what another freed
                    kept[std::size_t(t)] = freeAllButLast(made);
                });
            }
        }
        const double held = rssMb();
        QVERIFY2(held - start > 100,
                 qPrintable(QStringLiteral("%1 -> %2 MiB").arg(start).arg(held)));
        sim::releaseFreeHeap();
        const double released = rssMb();
        QVERIFY2(
            released - start < 24,
            qPrintable(QStringLiteral("%1 -> %2 -> %3 MiB").arg(start).arg(held).arg(released)));
        for (char *p : kept)
            std::free(p);
    }

    // The restart adds the cache size to what whoever started the simulator set, and leaves a
    // size they chose alone (so the restarted process does not start again).
    void theThreadCachesAreTurnedOffUnlessTheirSizeIsGiven()
    {
        QCOMPARE(sim::tunablesWithoutThreadCaches(nullptr).value_or("none"),
                 std::string("glibc.malloc.tcache_count=0"));
        QCOMPARE(sim::tunablesWithoutThreadCaches("").value_or("none"),
                 std::string("glibc.malloc.tcache_count=0"));
        QCOMPARE(sim::tunablesWithoutThreadCaches("glibc.malloc.check=0").value_or("none"),
                 std::string("glibc.malloc.check=0:glibc.malloc.tcache_count=0"));
        QVERIFY(!sim::tunablesWithoutThreadCaches("glibc.malloc.tcache_count=3"));
        QVERIFY(
            !sim::tunablesWithoutThreadCaches("glibc.malloc.check=0:glibc.malloc.tcache_count=0"));
    }

    void theTrimmerReleasesOnItsOwn()
    {
        char *kept = nullptr;
        const double start = rssMb();
        std::jthread([&kept] {
            auto made = allocate(4096, 16 * 1024);
            kept = freeAllButLast(made);
        }).join();
        QVERIFY2(rssMb() - start > 50,
                 qPrintable(QStringLiteral("%1 -> %2 MiB").arg(start).arg(rssMb())));
        {
            const sim::HeapTrimmer trimmer(std::chrono::milliseconds(20));
            QTRY_VERIFY_WITH_TIMEOUT(rssMb() - start < 16, 5000);
        }
        std::free(kept);
    }
};

QTEST_GUILESS_MAIN(TestHeap)
#include "tst_heap.moc"
