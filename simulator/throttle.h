// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace polychip::sim {

/** A token bucket per API key: `ratePerSecond` requests a second on average, bursts of up to
 *  `burst`. A rate of 0 turns the limit off. Thread-safe. */
class RateLimiter final
{
public:
    using Clock = std::chrono::steady_clock;

    RateLimiter(double ratePerSecond, double burst);

    /// Takes one token for `key`; when there is none, returns false and the whole seconds until
    /// one is back in `retryAfter`.
    bool admit(const std::string &key, int &retryAfter, Clock::time_point now = Clock::now());

private:
    struct Bucket
    {
        double tokens = 0;
        Clock::time_point refilled;
    };
    const double m_rate;
    const double m_burst;
    std::mutex m_mutex;
    std::map<std::string, Bucket> m_buckets;
};

/** Counts open streams, per key and in all, against two caps. A granted slot is a shared
 *  token: the stream holds it and the count drops when the last copy goes. Thread-safe. */
class StreamSlots final : public std::enable_shared_from_this<StreamSlots>
{
public:
    StreamSlots(int perKey, int total);

    enum class Refusal { None, KeyFull, ServerFull };

    /// A slot for `key`, or null with why in `refusal`.
    std::shared_ptr<void> acquire(const std::string &key, Refusal &refusal);

private:
    void release(const std::string &key);
    const int m_perKey;
    const int m_total;
    std::mutex m_mutex;
    std::map<std::string, int> m_open;
    int m_openTotal = 0;
};

} // namespace polychip::sim
