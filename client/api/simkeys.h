// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "enums.h"
#include "rules.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::api {

/** An API key as bootstrap-keys files list them (the first five fields), and as the simulator
 *  keeps it (all of them: the label and times of a key made over the API). */
struct KeyRecord
{
    static constexpr std::string_view kSchema = "KeyRecord";
    std::string org;
    std::string user;
    Role role = Role::Unknown;
    std::string keyId;
    std::string secret;
    std::optional<std::string> label = {};
    std::optional<Timestamp> createdAt = {};
    std::optional<std::string> createdBy = {};
    std::optional<Timestamp> expiresAt = {};
    std::optional<Timestamp> lastUsedAt = {};

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("org", s.org, kId);
        v("user", s.user, kId);
        v("role", s.role);
        v("key_id", s.keyId, kId);
        v("secret", s.secret, Rule{.minLen = 16, .maxLen = 256});
        v("label", s.label, Rule{.minLen = 1, .maxLen = 128});
        v("created_at", s.createdAt);
        v("created_by", s.createdBy, kId);
        v("expires_at", s.expiresAt);
        v("last_used_at", s.lastUsedAt);
    }
};

/** The simulator's bootstrap-keys file (the README, "Running the simulator alone"): what the
 * console reads to sign in to its bundled simulator. */
struct KeysFile
{
    static constexpr std::string_view kSchema = "KeysFile";
    std::vector<KeyRecord> keys;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("keys", s.keys, Rule{.maxItems = 10'000});
    }
};

} // namespace polychip::api
