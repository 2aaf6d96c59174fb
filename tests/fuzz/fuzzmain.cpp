// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The libFuzzer program (make fuzz): one binary for all targets, the one it fuzzes named by the
// environment, POLYCHIP_FUZZ_TARGET=<name> (make fuzz-run sets it); without one it lists them.

#include "fuzztargets.h"

#include <cstdio>
#include <cstdlib>

namespace {
const polychip::fuzz::Target *g_target = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const char *name = std::getenv("POLYCHIP_FUZZ_TARGET");
    g_target = name ? polychip::fuzz::target(name) : nullptr;
    if (!g_target) {
        std::fprintf(stderr, "Set POLYCHIP_FUZZ_TARGET to one of:\n");
        for (const auto &t : polychip::fuzz::targets())
            std::printf("%.*s\n", int(t.name.size()), t.name.data());
        std::exit(name ? 2 : 0);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return g_target->run(data, size);
}
