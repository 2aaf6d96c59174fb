// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Keys and members: what an administrator gives a colleague and takes back. A key is a member's
// (a user of the organisation) with the member's role; its secret is shown once, when it is made,
// and kept as every simulator secret is (the state database, mode 0600).
#include "engine.h"
#include "messages.h"

#include <algorithm>
#include <cstdio>

namespace polychip::sim {

using messages::say;

namespace {

/// How many keys an organisation may have: enough for a department, few enough to list.
constexpr std::size_t kMaxKeys = 1000;

api::ApiKey listed(const KeyRecord &k, api::Timestamp fallbackCreated)
{
    api::ApiKey out;
    out.id = k.keyId;
    out.userId = k.user;
    out.label = k.label.value_or(k.user);
    out.role = k.role;
    out.createdAt = k.createdAt.value_or(fallbackCreated);
    out.createdBy = k.createdBy;
    out.expiresAt = k.expiresAt;
    out.lastUsedAt = k.lastUsedAt;
    out.secretHint = k.secret.size() >= 4 ? k.secret.substr(k.secret.size() - 4) : std::string();
    return out;
}

bool controlIn(const std::string &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

} // namespace

bool Engine::expired(const KeyRecord &key, api::Timestamp at)
{
    return key.expiresAt && !(at < *key.expiresAt);
}

api::Result<api::ApiKeyCreated> Engine::createKey(const Caller &caller,
                                                  const api::ApiKeyCreate &request)
{
    const std::string &lang = caller.language;
    if (caller.role != api::Role::Admin)
        return apiError(
            403, "PERMISSION_DENIED",
            say(lang, "error.role_may_not",
                {messages::term(lang, "role", api::wireName(caller.role)), "createKey"}));
    if (request.label.empty() || request.label.size() > 128 || controlIn(request.label))
        return invalidField(lang, "label", say(lang, "field.key_label"));
    if (request.role == api::Role::Unknown)
        return invalidField(
            lang, "role", say(lang, "field.unknown", {messages::term(lang, "thing", "role"), "?"}));
    if (request.expiresAt && !(now() < *request.expiresAt))
        return invalidField(lang, "expires_at",
                            say(lang, "field.key_expiry", {api::formatRfc3339(now())}));
    Org &o = org(caller.orgId);
    std::size_t held = 0;
    for (const auto &[id, k] : m_keys)
        held += k.org == caller.orgId;
    if (held >= kMaxKeys)
        return invalidField(lang, "label",
                            say(lang, "field.keys_full", {std::to_string(kMaxKeys)}));

    KeyRecord k;
    k.org = caller.orgId;
    if (request.userId) {
        // Another key of a member: theirs, with their role.
        if (!o.users.contains(*request.userId))
            return notFound(lang, "member", *request.userId);
        // A member's keys share a role; one whose keys were all revoked takes the one asked.
        const api::Role theirs = roleOf(caller.orgId, *request.userId);
        if (theirs != api::Role::Unknown && theirs != request.role)
            return invalidField(
                lang, "role",
                say(lang, "field.key_role_of",
                    {*request.userId, messages::term(lang, "role", api::wireName(theirs))}));
        k.user = *request.userId;
    } else {
        k.user = "usr_" + std::to_string(m_nextId++);
    }
    k.role = request.role;
    k.keyId = "key_sim_" + std::to_string(m_nextId++);
    k.secret = randomSecret();
    k.label = request.label;
    k.createdAt = now();
    k.createdBy = caller.userId;
    k.expiresAt = request.expiresAt;
    addKey(k);
    // A new member is named by the label; a further key leaves their name as it was.

    api::ApiKeyCreated created{listed(k, now()), k.secret};
    api::AuditEntry entry;
    entry.action = "key.create";
    entry.key = created.key;
    addAudit(o, caller, std::move(entry));
    return created;
}

std::vector<api::ApiKey> Engine::apiKeys(const Caller &caller) const
{
    std::vector<api::ApiKey> out;
    for (const auto &[id, k] : m_keys) {
        if (k.org != caller.orgId)
            continue;
        if (caller.role != api::Role::Admin && k.user != caller.userId)
            continue;
        out.push_back(listed(k, m_config.start));
    }
    return out;
}

api::Result<bool> Engine::revokeKey(const Caller &caller, const std::string &keyId)
{
    const std::string &lang = caller.language;
    const auto it = m_keys.find(keyId);
    // Another organisation's key, or another member's to a non-administrator: not theirs to see.
    if (it == m_keys.end() || it->second.org != caller.orgId
        || (caller.role != api::Role::Admin && it->second.user != caller.userId))
        return notFound(lang, "key", keyId);
    const KeyRecord &k = it->second;
    if (k.role == api::Role::Admin && !expired(k, now())) {
        const bool another = std::any_of(m_keys.begin(), m_keys.end(), [&](const auto &e) {
            return e.first != keyId && e.second.org == k.org && e.second.role == api::Role::Admin
                   && !expired(e.second, now());
        });
        if (!another)
            return apiError(409, "CONFLICT", say(lang, "error.last_admin_key", {keyId}));
    }
    if (!org(k.org).teacher.empty()) {
        // A classroom seat's trainee key: its teacher starts the seat over instead.
        const bool another = std::any_of(m_keys.begin(), m_keys.end(), [&](const auto &e) {
            return e.first != keyId && e.second.org == k.org;
        });
        if (!another)
            return apiError(409, "CONFLICT", say(lang, "error.seat_key", {keyId}));
    }
    api::AuditEntry entry;
    entry.action = "key.revoke";
    entry.key = listed(k, m_config.start);
    m_keys.erase(it);
    m_revokedKeys.insert(keyId);
    m_revokedForGood.insert(keyId);
    addAudit(org(caller.orgId), caller, std::move(entry));
    return true;
}

void Engine::noteKeysUsed(const std::map<std::string, std::int64_t> &used)
{
    for (const auto &[id, second] : used) {
        const auto it = m_keys.find(id);
        if (it == m_keys.end())
            continue;
        auto &last = it->second.lastUsedAt;
        if (!last || second - last->unixSeconds >= 60) {
            last = api::Timestamp{second - second % 60};
            m_keysDirty = true;
        }
    }
}

} // namespace polychip::sim
