// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace polychip::sim {

/** The simulator's SQLite database: documents (JSON) by table and id, metadata, and the
 *  append-only event log. WAL mode; every write happens inside a transaction the engine
 *  commits as a whole, so a crash leaves the last committed state. Move-only RAII over
 *  sqlite3*. */
class Store final
{
public:
    static constexpr int kSchemaVersion = 8;

    /// Opens (creating and migrating as needed) the database at `path`; ":memory:" for none.
    /// Refuses a database written by a newer simulator, saying so.
    static api::Result<std::unique_ptr<Store>> open(const std::string &path);
    ~Store();
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    int schemaVersion() const { return m_version; }

    bool begin();
    bool commit();
    void rollback();

    bool putMeta(const std::string &key, const std::string &value);
    std::optional<std::string> meta(const std::string &key) const;

    struct Doc
    {
        std::string id;
        std::string org;
        std::string json;
    };
    /// Tables: orgs, keys, instances, snapshots, operations, ledger, volumes, budgets,
    /// idempotency (stored answers of POSTs with an Idempotency-Key), insights, nonces (of
    /// the signatures of changes, until they expire).
    bool put(const std::string &table, const Doc &doc);
    bool erase(const std::string &table, const std::string &id);
    std::optional<Doc> get(const std::string &table, const std::string &id) const;
    /// Forgets stored idempotent answers created before `before` (unix seconds).
    bool pruneIdempotency(std::int64_t before);
    /// Forgets the nonces (table nonces: id "key nonce", json the second it expires) that
    /// expired before `before`.
    bool pruneNonces(std::int64_t before);
    /// Removes every document of one organisation from a table.
    bool eraseOrg(const std::string &table, const std::string &org);
    std::vector<Doc> all(const std::string &table) const;

    bool appendEvent(const std::string &org,
                     std::int64_t revision,
                     const std::string &type,
                     const std::string &data);
    bool pruneEvents(const std::string &org, std::int64_t belowRevision);
    struct EventRow
    {
        std::int64_t revision = 0;
        std::string type;
        std::string data;
    };
    std::vector<EventRow> events(const std::string &org) const;

    /// Frames of the live-metrics history (MetricStore::Frame): float values in this
    /// machine's byte order, by organisation, tier (0 seconds, 1 minutes) and time.
    bool
    putFrame(const std::string &org, int tier, std::int64_t t, const std::vector<float> &values);
    /// Forgets the frames of a tier before `before`, or all of an organisation's (tier -1).
    bool pruneFrames(const std::string &org, int tier, std::int64_t before);
    struct FrameRow
    {
        int tier = 0;
        std::int64_t t = 0;
        std::vector<float> values;
    };
    std::vector<FrameRow> frames(const std::string &org) const;

    /// The last SQLite error message: after a rollback(), what made the transaction fail.
    std::string lastError() const;
    /// Why a read failed since the store was opened (a damaged file), if one did: readers
    /// answer what they could read, and this says it was not all.
    const std::string &readFailure() const { return m_readFailure; }
    /// What a damaged database looks like to the person starting the simulator.
    static std::string damaged(const std::string &path, const std::string &detail);

    /// What kind of failure the last error was, for those that stop every write until the
    /// machine is mended: the disk is full, the folder or file is read-only, the disk fails.
    enum class WriteFailure { None, Full, ReadOnly, Io, Other };
    WriteFailure lastWriteFailure() const;

    /// Caps the database at `bytes` (rounded down to whole pages; 0 lifts the cap): writes that
    /// would grow it further fail as they would on a full disk (SQLite's max_page_count). A cap
    /// below the database's size holds it where it is.
    bool limitSize(std::int64_t bytes);

private:
    struct Failure
    {
        int code = 0; ///< SQLite's extended result code; 0 (SQLITE_OK): none
        int systemErrno = 0;
        std::string message;
    };
    Failure currentFailure() const;
    void noteReadFailure() const;

    explicit Store(sqlite3 *db);
    bool exec(const char *sql);
    sqlite3_stmt *prepare(const std::string &sql) const;

    sqlite3 *m_db = nullptr;
    int m_version = 0;
    Failure m_failure; ///< what made the last transaction fail, until one commits
    mutable std::string m_readFailure;
    mutable std::vector<std::pair<std::string, sqlite3_stmt *>> m_statements;
};

} // namespace polychip::sim
