// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace polychip::sim {

/** SplitMix64: small, fast and the same on every platform and standard library, so a seed
 *  reproduces a run exactly (std distributions differ between implementations). */
class Rng final
{
public:
    explicit Rng(std::uint64_t seed = 0)
        : m_state(seed)
    {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    /// Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    /// Uniform in [-1, 1).
    double symmetric() { return 2.0 * uniform() - 1.0; }

    std::uint64_t state() const { return m_state; }

private:
    std::uint64_t m_state;
};

/** FNV-1a of a string, mixed with a seed: a stable per-entity seed. */
constexpr std::uint64_t seedFor(std::uint64_t seed, std::string_view name)
{
    std::uint64_t h = 0xcbf29ce484222325ULL ^ seed;
    for (const char c : name) {
        h ^= std::uint8_t(c);
        h *= 0x100000001b3ULL;
    }
    return h;
}

/// A secret (a key's, a webhook's): 256 bits from the system's secure generator, as 64 hex
/// digits; never from the seed, which is what makes everything else reproducible.
std::string randomSecret();

} // namespace polychip::sim
