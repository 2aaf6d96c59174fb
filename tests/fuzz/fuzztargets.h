// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The fuzz targets: the code that reads untrusted bytes, one entry point each, with the
// properties it must keep beyond not crashing. A broken property aborts (a finding). The same
// functions serve libFuzzer (fuzzmain.cpp, clang, `make fuzz`) and the corpus replay of the
// suite (tst_fuzzreplay, the normal compiler, `make test`).

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace polychip::fuzz {

using Run = int (*)(const std::uint8_t *data, std::size_t size);

struct Target
{
    std::string_view name; ///< also the folder of its seed corpus, tests/fuzz/corpus/<name>
    std::string_view what;
    Run run;
};

/// Every target, in a fixed order.
std::span<const Target> targets();
/// The target of that name, or null.
const Target *target(std::string_view name);

} // namespace polychip::fuzz
