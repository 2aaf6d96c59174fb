// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace polychip::api {

/**
 * A key of `Faults::capacityOverrides` (the API's simulator faults): an accelerator id alone caps
 * its pool in every region; "<accelerator>@<region>" caps it in that region alone, and wins over
 * the accelerator's every-region entry there.
 */
struct CapacityKey
{
    std::string accelerator;
    std::string region; ///< empty: every region

    /// The key on the wire: "nvidia-h100-80g" or "nvidia-h100-80g@cn-east".
    std::string text() const { return region.empty() ? accelerator : accelerator + '@' + region; }

    /// Splits a key at its first '@' (ids have none). A key whose text() differs from it is
    /// malformed ("x@").
    static CapacityKey parse(std::string_view key)
    {
        const auto at = key.find('@');
        if (at == std::string_view::npos)
            return {std::string(key), {}};
        return {std::string(key.substr(0, at)), std::string(key.substr(at + 1))};
    }

    bool operator==(const CapacityKey &) const = default;
};

} // namespace polychip::api
