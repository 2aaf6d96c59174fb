// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace polychip::api {

/** A profile file: what a new member opens (Settings → Add from File…) to reach the platform
 *  with the key an administrator made for them. It holds the secret: written mode 0600, and
 *  the console moves the secret to the keychain on import. */
struct ProfileFile
{
    static constexpr std::string_view kSchema = "ProfileFile";
    static constexpr std::string_view kFormat = "polychip-profile/1";
    std::string format{kFormat};
    std::string name; ///< the profile's name in the console
    std::string baseUrl;
    std::string keyId;
    std::string secret;
    std::optional<std::string> caPem;           ///< a PEM bundle to trust (a private CA)
    std::optional<std::string> pinnedPublicKey; ///< "sha256//<base64>"

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("format", s.format, Rule{.minLen = 1, .maxLen = 64});
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("base_url", s.baseUrl, Rule{.minLen = 8, .maxLen = 2048});
        v("key_id", s.keyId, kId);
        v("secret", s.secret, Rule{.minLen = 16, .maxLen = 256});
        v("ca_pem", s.caPem, Rule{.minLen = 1, .maxLen = 256 * 1024});
        v("pinned_public_key", s.pinnedPublicKey, Rule{.minLen = 1, .maxLen = 256});
    }
};

} // namespace polychip::api
