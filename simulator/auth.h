// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"

#include "api/result.h"

#include <cstdint>
#include <mutex>
#include <queue>
#include <set>
#include <string>
#include <vector>

namespace polychip::sim {

/** The authentication headers and what they sign. */
struct SignedRequest
{
    std::string method;
    std::string pathWithQuery;
    std::string body;
    std::string keyId;
    std::string timestamp;
    std::string signature;
};

/** Checks request signatures (API.md): a known key, a timestamp within ±300 s of the server's
 *  clock, a matching HMAC (compared in constant time) and no replay of a signature already
 *  seen in that window. Thread-safe. */
class Authenticator final
{
public:
    /// Returns the caller, or UNAUTHENTICATED with details.reason in the message.
    api::Result<Caller>
    verify(const Engine &engine, const SignedRequest &request, std::int64_t wallNow);

private:
    using Expiry = std::pair<std::int64_t, std::string>; ///< (when it stops mattering, signature)
    std::mutex m_mutex;
    std::set<std::string> m_seen;
    std::priority_queue<Expiry, std::vector<Expiry>, std::greater<>> m_expiries;
};

} // namespace polychip::sim
