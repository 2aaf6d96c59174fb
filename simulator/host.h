// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "engine.h"
#include "store.h"

#include "api/result.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

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
    std::int64_t maxDatabaseBytes = 0; ///< 0: as large as the disk allows
    /// Where the host says what goes wrong while it runs (a store that cannot commit, and when
    /// it can again); nothing when unset.
    std::function<void(const std::string &)> report;
};

/** Why the store cannot commit now: a full disk, a read-only folder, a failing disk. While
 *  it lasts, mutations are refused before they change anything and reads go on. */
struct StorageProblem
{
    std::string code;    ///< STORAGE_FULL, STORAGE_READ_ONLY or STORAGE_FAILED
    std::string message; ///< what is wrong, what is refused, what to do: said to every caller
                         ///< (/v1/health needs no key), so it names no file and quotes no error
    std::string detail;  ///< for the operator's log: the file and SQLite's words
    bool operator==(const StorageProblem &) const = default;
};

/** Owns the engine and its store and drives its clock from wall time on a thread of its own.
 *  Every access goes through locked() or mutate(): the engine is not thread-safe.
 *
 *  A mutation is acknowledged only once it is durable: mutate() commits before it returns (so
 *  before the HTTP answer), and when the commit fails it throws 503 with a STORAGE_ code
 *  instead of returning. The change stays in memory and is written by the next commit that
 *  succeeds (with its stored idempotent answer, so a keyed retry then gets that answer), or
 *  never, if the simulator stops first: either way nothing was acknowledged that is lost.
 *  While the store cannot commit, mutations are refused before they change anything, reads go
 *  on, and the clock's thread tries again every second until it can. The ticks are committed
 *  at most once per wall-clock second: taken from the engine while the clock's thread holds
 *  it, written to the store without it (so reads are not held up by the writing, 10,000
 *  instances' ~0.4 s); a mutation's commit waits for that write first. When that write fails,
 *  the engine goes back to what the store holds before anything else is committed. */
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
        const auto lock = lockToChange();
        refuseWhileStoreFails();
        ++m_generation;
        auto result = f(*m_engine);
        m_second = m_engine->now().unixSeconds; // the clock may have been moved
        if (m_deferCommit == 0)
            commitOrRefuse();
        return result;
    }

    /// mutate() for a change made of many steps that must apply whole or not at all (loading
    /// or importing a scenario): `f` returns an api::Result, and when it is an error the
    /// engine is put back as it was before `f` ran, from the store, which is brought up to
    /// date first.
    template <class F>
    auto mutateWhole(F &&f)
    {
        return mutateWhole([](const Engine &) { return std::optional<api::ApiError>(); },
                           std::forward<F>(f));
    }

    /// mutateWhole() after `check`, a read of the engine that says why the change would be
    /// refused (an api::ApiError) before it changes anything: such a refusal is answered at
    /// once, without putting the engine back from the store, which a request anyone may send
    /// (an unknown lesson's start) must not make the host do.
    template <class C, class F>
    auto mutateWhole(C &&check, F &&f)
    {
        const auto lock = lockToChange();
        using Answer = decltype(f(*m_engine));
        if (std::optional<api::ApiError> refused = check(std::as_const(*m_engine)))
            return Answer(std::move(*refused));
        refuseWhileStoreFails();
        commitOrRefuse(); // what the clock did since its last commit: the state to go back to
        ++m_generation;
        auto result = f(*m_engine);
        if (!result)
            restoreCommitted();
        m_second = m_engine->now().unixSeconds;
        if (m_deferCommit == 0)
            commitOrRefuse();
        return result;
    }

    /// Keeps a change's signature nonce (`key id + ' ' + nonce`) until `expires` (unix
    /// seconds), written with the change it signs (or the clock's next commit).
    void rememberNonce(const std::string &id, std::int64_t expires);
    /// The nonces kept by rememberNonce() that have not expired, this run's and earlier ones'.
    std::vector<std::pair<std::string, std::int64_t>> rememberedNonces();

    /// Notes that a key signed a request now: kept here, without waiting for the engine, and
    /// handed to it (Engine::noteKeysUsed) by the clock's next commit. Thread-safe.
    void noteKeyUsed(const std::string &keyId);

    /// Why mutations are refused now, if they are. Thread-safe, does not wait for the engine.
    std::optional<StorageProblem> storageProblem() const;
    /// Caps the state database at `bytes` (0: no cap), as --max-db-mib does; tests use it to
    /// fill the "disk" and to give the space back.
    void limitDatabase(std::int64_t bytes);

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
        const auto lock = lockToChange();
        if (auto stored = storedAnswer(scope, bodyHash, replay))
            return *stored;
        refuseWhileStoreFails();
        replay = Replay::Fresh;
        const std::uint64_t before = m_generation;
        ++m_deferCommit;
        Answer answer = handle();
        --m_deferCommit;
        // The API: answers that say "try again" are not kept, so the retry is processed.
        if (answer.status != 401 && answer.status != 429 && answer.status != 503)
            stageAnswer(org, scope, bodyHash, answer);
        // A request that changed nothing (a quote, a refusal) keeps its answer alone; what the
        // clock changed meanwhile is the clock's to commit.
        if (m_generation == before)
            commitStagedOrRefuse();
        else
            commitOrRefuse();
        return answer;
    }

private:
    SimHost() = default;
    void run();
    /// The engine, held, for a request that will use the store (a commit, a stored answer):
    /// taken once the clock is not writing, so that the request does not hold the engine, and
    /// with it every read, while it waits for that write.
    std::unique_lock<std::recursive_mutex> lockToChange();
    std::optional<Answer>
    storedAnswer(const std::string &scope, const std::string &bodyHash, Replay &replay);
    void stageAnswer(const std::string &org,
                     const std::string &scope,
                     const std::string &bodyHash,
                     const Answer &answer);
    /// Commits (`whole`: Engine::commit(), else Engine::commitStaged()); true when it
    /// succeeded. A failure is remembered as the storage problem (and reported once), a success
    /// after failures clears it. Called with m_mutex held.
    bool tryCommit(bool whole = true);
    /// The clock's commit of what its ticks changed: taken with `engineLock` held, written
    /// after letting go of it.
    void commitTicks(std::unique_lock<std::recursive_mutex> &engineLock);
    /// Remembers whether the last commit succeeded (see tryCommit()). With m_storeMutex held.
    void noteCommit(bool succeeded);
    /// The engine back to what the store holds. With m_mutex and m_storeMutex held.
    void reloadFromStore();
    /// tryCommit(), or throws the storage problem as a 503.
    void commitOrRefuse();
    /// commitOrRefuse() of the staged documents alone (Engine::commitStaged()).
    void commitStagedOrRefuse();
    /// Throws the storage problem as a 503 while there is one.
    void refuseWhileStoreFails() const;
    /// Puts the engine back to what the store holds (see mutateWhole()).
    void restoreCommitted();

    std::unique_ptr<Store> m_store;
    std::unique_ptr<Engine> m_engine;
    std::recursive_mutex m_mutex;
    /// Guards m_store and m_reloadDue; taken after m_mutex (never the other way round) or alone
    /// by the clock's thread while it writes.
    std::mutex m_storeMutex;
    /// The clock's last write failed after the engine counted it written: whoever commits next
    /// puts the engine back to what the store holds first (and fails, as that write did).
    bool m_reloadDue = false;
    /// The clock's thread is writing what it took from the engine (set with m_mutex held,
    /// cleared with m_storeMutex held).
    std::atomic<bool> m_writingTicks{false};
    int m_deferCommit = 0; ///< >0 while an idempotent request runs: it commits once, at its end
    std::string m_dbPath;  ///< empty: in memory
    std::function<void(const std::string &)> m_report;
    mutable std::mutex m_problemMutex;              ///< guards m_problem
    std::optional<StorageProblem> m_problem;        ///< set while the store cannot commit
    std::atomic<std::uint64_t> m_generation{0};     ///< counts mutations
    std::atomic<std::int64_t> m_second{0};          ///< the engine's simulated second, as published
    std::mutex m_keyUseMutex;                       ///< guards m_keysUsed
    std::map<std::string, std::int64_t> m_keysUsed; ///< key id → simulated second
    std::thread m_thread;
    std::mutex m_stopMutex;
    std::condition_variable m_stopSignal;
    bool m_stopping = false;
};

/** The wall clock in unix seconds. */
std::int64_t wallNow();

} // namespace polychip::sim
