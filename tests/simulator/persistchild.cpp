// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// A child process for tst_enginepersistence: runs an engine on a database and prints
// "<simulated unix time> <revision>" after every commit, until it is killed.
#include "engine.h"
#include "persistjobs.h"

#include <cstdio>
#include <cstdlib>

using namespace polychip;

int main(int argc, char **argv)
{
    if (argc != 3)
        return 2;
    auto catalog = sim::Catalog::load(argv[2], "list");
    auto store = sim::Store::open(argv[1]);
    if (!catalog || !store)
        return 3;
    sim::Engine engine(std::move(catalog.value()), {.seed = 99});
    engine.bootstrap();
    const auto restored = engine.attach(*store.value());
    if (!restored)
        return 4;
    if (!restored.value()) {
        if (!test::launchPersistJobs(engine))
            return 5;
        if (!engine.commit())
            return 6;
    }
    for (;;) {
        engine.advance(10);
        if (!engine.commit())
            return 7;
        std::printf("%lld %lld\n", (long long)engine.now().unixSeconds,
                    (long long)engine.revision("org-a"));
        std::fflush(stdout);
    }
}
