// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"
#include "store.h"

#include "api/result.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace polychip::sim {

using api::KeysFile;

/** How polychip-sim was started (its command line, minus the network). */
struct HostConfig
{
    std::string dataRoot; ///< the catalog (share/polychip/simulator)
    std::string priceBook = "list";
    std::string dataDir;           ///< SQLite state; empty: in memory
    std::string bootstrapKeysFile; ///< empty: none written
    double speed = 1;
    std::uint64_t seed = 1;
    std::size_t catalogScale = 0; ///< 0: the real catalog only
    std::size_t eventWindow = 20'000;
};

/** Owns the engine and its store and drives its clock from wall time on a thread of its own.
 *  Every access goes through locked() or mutate(): the engine is not thread-safe. Mutations
 *  are committed before they return (so before the HTTP answer); the ticks are committed at
 *  most once per wall-clock second. */
class SimHost final
{
public:
    static api::Result<std::unique_ptr<SimHost>> create(const HostConfig &config);
    ~SimHost();
    SimHost(const SimHost &) = delete;
    SimHost &operator=(const SimHost &) = delete;

    /// Starts the clock thread.
    void start();
    /// Stops the clock thread and commits.
    void stop();

    template <class F>
    auto locked(F &&f)
    {
        const std::lock_guard lock(m_mutex);
        return f(*m_engine);
    }

    template <class F>
    auto mutate(F &&f)
    {
        const std::lock_guard lock(m_mutex);
        ++m_generation;
        auto result = f(*m_engine);
        m_second = m_engine->now().unixSeconds; // the clock may have been moved
        if (m_deferCommit == 0)
            m_engine->commit();
        return result;
    }

    /// What a read depends on: the number of mutations so far and the simulated second. A read
    /// answered at the same version would answer the same (see InstanceListCache). Lock-free:
    /// a reader that sees an older version gets an older, consistent answer.
    struct Version
    {
        std::uint64_t generation = 0;
        std::int64_t second = 0;
        bool operator==(const Version &) const = default;
    };
    Version version() const { return {m_generation.load(), m_second.load()}; }

    /// A stored answer of an idempotent request.
    struct Answer
    {
        int status = 0;
        std::string body;
    };
    enum class Replay { Fresh, Stored, Mismatch };

    /// Runs `handle` once per scope (organisation, method, path, key): a repeat with the same
    /// body hash within 24 h gets the first answer back byte for byte (Replay::Stored), another
    /// body Replay::Mismatch. The answer is committed in the same transaction as the state it
    /// answers for, and requests are serialised, so a duplicate that arrives meanwhile waits
    /// and gets the replay.
    template <class F>
    Answer idempotent(const std::string &org,
                      const std::string &scope,
                      const std::string &bodyHash,
                      Replay &replay,
                      F &&handle)
    {
        const std::lock_guard lock(m_mutex);
        if (auto stored = storedAnswer(scope, bodyHash, replay))
            return *stored;
        replay = Replay::Fresh;
        ++m_deferCommit;
        Answer answer = handle();
        --m_deferCommit;
        // API.md: answers that say "try again" are not kept, so the retry is processed.
        if (answer.status != 401 && answer.status != 429 && answer.status != 503)
            stageAnswer(org, scope, bodyHash, answer);
        m_engine->commit();
        return answer;
    }

private:
    SimHost() = default;
    void run();
    std::optional<Answer>
    storedAnswer(const std::string &scope, const std::string &bodyHash, Replay &replay);
    void stageAnswer(const std::string &org,
                     const std::string &scope,
                     const std::string &bodyHash,
                     const Answer &answer);

    std::unique_ptr<Store> m_store;
    std::unique_ptr<Engine> m_engine;
    std::recursive_mutex m_mutex;
    int m_deferCommit = 0; ///< >0 while an idempotent request runs: it commits once, at its end
    std::atomic<std::uint64_t> m_generation{0}; ///< counts mutations
    std::atomic<std::int64_t> m_second{0};      ///< the engine's simulated second, as published
    std::thread m_thread;
    std::mutex m_stopMutex;
    std::condition_variable m_stopSignal;
    bool m_stopping = false;
};

/** The wall clock in unix seconds. */
std::int64_t wallNow();

} // namespace polychip::sim
