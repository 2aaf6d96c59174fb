// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "store.h"

#include "lifecycle.h"

#include <sqlite3.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace polychip::sim {

namespace {

constexpr const char *kTables[]
    = {"orgs",    "keys",        "instances", "snapshots", "operations", "ledger",   "volumes",
       "budgets", "idempotency", "insights",  "nonces",    "audit",      "webhooks", "deliveries"};

bool knownTable(const std::string &table)
{
    return std::any_of(std::begin(kTables), std::end(kTables),
                       [&](const char *t) { return table == t; });
}

/** Resets a cached statement on scope exit, whatever happened. */
struct Reset
{
    sqlite3_stmt *stmt;
    ~Reset()
    {
        if (stmt) {
            sqlite3_reset(stmt);
            sqlite3_clear_bindings(stmt);
        }
    }
};

void bindText(sqlite3_stmt *s, int i, const std::string &text)
{
    sqlite3_bind_text(s, i, text.data(), int(text.size()), SQLITE_TRANSIENT);
}

std::string column(sqlite3_stmt *s, int i)
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(s, i));
    return p ? std::string(p, std::size_t(sqlite3_column_bytes(s, i))) : std::string();
}

} // namespace

Store::Store(sqlite3 *db)
    : m_db(db)
{}

Store::~Store()
{
    for (auto &[sql, stmt] : m_statements)
        sqlite3_finalize(stmt);
    sqlite3_close(m_db);
}

api::Result<std::unique_ptr<Store>> Store::open(const std::string &path)
{
    sqlite3 *db = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                                   nullptr);
    std::unique_ptr<Store> store(new Store(db));
    if (rc != SQLITE_OK)
        return apiError(500, "INTERNAL", "cannot open " + path + ": " + store->lastError());
    sqlite3_busy_timeout(db, 5000);
    // Pages of 16 KiB (a new database; one made before keeps its own): a commit of a fast
    // clock writes every kept second of the metrics, and larger pages write those megabytes in
    // a quarter of the pieces (a simulated day at 3,600x took a third longer with 4 KiB).
    if (!store->exec("PRAGMA page_size=16384") || !store->exec("PRAGMA journal_mode=WAL")
        || !store->exec("PRAGMA synchronous=NORMAL") || !store->exec("PRAGMA foreign_keys=ON")
        || !store->exec("SELECT count(*) FROM sqlite_master")) {
        const int code = store->currentFailure().code & 0xff;
        if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
            return apiError(500, "INTERNAL", damaged(path, store->lastError()));
        return apiError(500, "INTERNAL", path + ": " + store->lastError());
    }

    // Schema version in user_version: 0 = new database.
    sqlite3_stmt *s = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s, nullptr);
    int version = 0;
    if (s && sqlite3_step(s) == SQLITE_ROW)
        version = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    if (version > kSchemaVersion)
        return apiError(500, "INTERNAL",
                        path + " was written by a newer polychip-sim (schema "
                            + std::to_string(version) + ", this one knows up to "
                            + std::to_string(kSchemaVersion)
                            + "); use a newer simulator or another --data-dir");
    // Forward migrations, one step per version.
    if (version < 1) {
        std::string sql = "BEGIN;"
                          "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                          "CREATE TABLE events (org TEXT NOT NULL, revision INTEGER NOT NULL,"
                          " type TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (org, revision));";
        for (const char *t : {"orgs", "keys", "instances", "snapshots", "operations", "ledger"})
            sql += std::string("CREATE TABLE ") + t
                   + " (id TEXT PRIMARY KEY, org TEXT NOT NULL, json TEXT NOT NULL);";
        sql += "PRAGMA user_version=1; COMMIT;";
        if (!store->exec(sql.c_str()))
            return apiError(500, "INTERNAL",
                            path + ": cannot create the schema: " + store->lastError());
        version = 1;
    }
    if (version < 2) {
        // 2: network volumes and budgets.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE volumes (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "CREATE TABLE budgets (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=2; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 2: " + store->lastError());
        version = 2;
    }
    if (version < 3) {
        // 3: stored answers of idempotent requests.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE idempotency (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=3; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 3: " + store->lastError());
        version = 3;
    }
    if (version < 4) {
        // 4: the live-metrics history, frame by frame.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE metric_frames (org TEXT NOT NULL, tier INTEGER NOT NULL,"
                         " t INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY (org, tier, t));"
                         "PRAGMA user_version=4; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 4: " + store->lastError());
        version = 4;
    }
    if (version < 5) {
        // 5: hourly insight buckets (idle cost, sleep savings, tokens).
        if (!store->exec("BEGIN;"
                         "CREATE TABLE insights (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=5; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 5: " + store->lastError());
        version = 5;
    }
    if (version < 6) {
        // 6: the signatures' nonces of changes, so a replay is refused after a restart too.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE nonces (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=6; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 6: " + store->lastError());
        version = 6;
    }
    if (version < 7) {
        // 7: the audit log of the organisations' policies.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE audit (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=7; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 7: " + store->lastError());
        version = 7;
    }
    if (version < 8) {
        // 8: the organisations' webhooks and their deliveries.
        if (!store->exec("BEGIN;"
                         "CREATE TABLE webhooks (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "CREATE TABLE deliveries (id TEXT PRIMARY KEY, org TEXT NOT NULL,"
                         " json TEXT NOT NULL);"
                         "PRAGMA user_version=8; COMMIT;"))
            return apiError(500, "INTERNAL",
                            path + ": cannot migrate to schema 8: " + store->lastError());
        version = 8;
    }
    store->m_version = version;
    return store;
}

std::string Store::damaged(const std::string &path, const std::string &detail)
{
    return path + " is damaged or is not a simulator database (" + detail
           + "). Nothing was changed. Put a backup of it in its place, move it away to start "
             "with a new state, or start with another --data-dir.";
}

std::string Store::lastError() const
{
    return m_failure.code != SQLITE_OK ? m_failure.message : currentFailure().message;
}

Store::WriteFailure Store::lastWriteFailure() const
{
    const Failure f = m_failure.code != SQLITE_OK ? m_failure : currentFailure();
    switch (f.code & 0xff) {
    case SQLITE_OK:
    case SQLITE_DONE:
    case SQLITE_ROW:
        return WriteFailure::None;
    case SQLITE_FULL:
        return WriteFailure::Full;
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
        return WriteFailure::ReadOnly;
    case SQLITE_IOERR:
        // A write refused by a read-only mount, a file no longer writable or a full disk can
        // reach SQLite as an I/O error; errno says which.
        if (f.systemErrno == EROFS || f.systemErrno == EACCES || f.systemErrno == EPERM)
            return WriteFailure::ReadOnly;
        if (f.systemErrno == ENOSPC || f.systemErrno == EDQUOT || f.systemErrno == EFBIG)
            return WriteFailure::Full;
        return WriteFailure::Io;
    default:
        return WriteFailure::Other;
    }
}

Store::Failure Store::currentFailure() const
{
    if (!m_db)
        return {SQLITE_MISUSE, 0, "no database"};
    return {sqlite3_extended_errcode(m_db), sqlite3_system_errno(m_db), sqlite3_errmsg(m_db)};
}

bool Store::limitSize(std::int64_t bytes)
{
    std::int64_t pageSize = 4096;
    if (sqlite3_stmt *s = prepare("PRAGMA page_size")) {
        Reset reset{s};
        if (sqlite3_step(s) == SQLITE_ROW)
            pageSize = std::max<std::int64_t>(512, sqlite3_column_int64(s, 0));
    }
    // max_page_count takes no bound parameter; the number is ours, not a caller's text.
    const std::int64_t pages
        = bytes > 0 ? std::max<std::int64_t>(1, bytes / pageSize) : std::int64_t(4294967294);
    return exec(("PRAGMA max_page_count=" + std::to_string(pages)).c_str());
}

bool Store::exec(const char *sql)
{
    return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

sqlite3_stmt *Store::prepare(const std::string &sql) const
{
    for (auto &[text, stmt] : m_statements) {
        if (text == sql)
            return stmt;
    }
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, sql.c_str(), int(sql.size()), &stmt, nullptr) != SQLITE_OK)
        return nullptr;
    m_statements.emplace_back(sql, stmt);
    return stmt;
}

bool Store::begin()
{
    return exec("BEGIN IMMEDIATE");
}

bool Store::commit()
{
    if (!exec("COMMIT"))
        return false;
    m_failure = {};
    return true;
}

void Store::rollback()
{
    // ROLLBACK answers "not an error": what failed is kept for lastError().
    if (const Failure f = currentFailure(); f.code != SQLITE_OK)
        m_failure = f;
    exec("ROLLBACK");
}

bool Store::putMeta(const std::string &key, const std::string &value)
{
    sqlite3_stmt *s = prepare("INSERT INTO meta (key, value) VALUES (?1, ?2) "
                              "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, key);
    bindText(s, 2, value);
    return sqlite3_step(s) == SQLITE_DONE;
}

std::optional<std::string> Store::meta(const std::string &key) const
{
    sqlite3_stmt *s = prepare("SELECT value FROM meta WHERE key = ?1");
    Reset reset{s};
    if (!s)
        return noteReadFailure(), std::nullopt;
    bindText(s, 1, key);
    if (const int rc = sqlite3_step(s); rc != SQLITE_ROW) {
        if (rc != SQLITE_DONE)
            noteReadFailure();
        return std::nullopt;
    }
    return column(s, 0);
}

bool Store::put(const std::string &table, const Doc &doc)
{
    if (!knownTable(table))
        return false;
    sqlite3_stmt *s = prepare("INSERT INTO " + table
                              + " (id, org, json) VALUES (?1, ?2, ?3) ON CONFLICT(id) DO UPDATE "
                                "SET org = excluded.org, json = excluded.json");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, doc.id);
    bindText(s, 2, doc.org);
    bindText(s, 3, doc.json);
    return sqlite3_step(s) == SQLITE_DONE;
}

bool Store::erase(const std::string &table, const std::string &id)
{
    if (!knownTable(table))
        return false;
    sqlite3_stmt *s = prepare("DELETE FROM " + table + " WHERE id = ?1");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, id);
    return sqlite3_step(s) == SQLITE_DONE;
}

std::optional<Store::Doc> Store::get(const std::string &table, const std::string &id) const
{
    if (!knownTable(table))
        return std::nullopt;
    sqlite3_stmt *s = prepare("SELECT id, org, json FROM " + table + " WHERE id = ?1");
    Reset reset{s};
    if (!s)
        return noteReadFailure(), std::nullopt;
    bindText(s, 1, id);
    if (const int rc = sqlite3_step(s); rc != SQLITE_ROW) {
        if (rc != SQLITE_DONE)
            noteReadFailure();
        return std::nullopt;
    }
    return Doc{column(s, 0), column(s, 1), column(s, 2)};
}

bool Store::pruneIdempotency(std::int64_t before)
{
    sqlite3_stmt *s = prepare("DELETE FROM idempotency WHERE json_extract(json, '$.created') < ?1");
    Reset reset{s};
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, before);
    return sqlite3_step(s) == SQLITE_DONE;
}

bool Store::pruneNonces(std::int64_t before)
{
    // A nonce's document is the second it stops mattering.
    sqlite3_stmt *s = prepare("DELETE FROM nonces WHERE CAST(json AS INTEGER) < ?1");
    Reset reset{s};
    if (!s)
        return false;
    sqlite3_bind_int64(s, 1, before);
    return sqlite3_step(s) == SQLITE_DONE;
}

bool Store::eraseOrg(const std::string &table, const std::string &org)
{
    if (!knownTable(table))
        return false;
    sqlite3_stmt *s = prepare("DELETE FROM " + table + " WHERE org = ?1");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, org);
    return sqlite3_step(s) == SQLITE_DONE;
}

std::vector<Store::Doc> Store::all(const std::string &table) const
{
    std::vector<Doc> out;
    if (!knownTable(table))
        return out;
    sqlite3_stmt *s = prepare("SELECT id, org, json FROM " + table + " ORDER BY rowid");
    Reset reset{s};
    int rc = SQLITE_ERROR;
    while (s && (rc = sqlite3_step(s)) == SQLITE_ROW)
        out.push_back({column(s, 0), column(s, 1), column(s, 2)});
    if (rc != SQLITE_DONE)
        noteReadFailure();
    return out;
}

bool Store::appendEvent(const std::string &org,
                        std::int64_t revision,
                        const std::string &type,
                        const std::string &data)
{
    sqlite3_stmt *s = prepare("INSERT OR REPLACE INTO events (org, revision, type, data) "
                              "VALUES (?1, ?2, ?3, ?4)");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, org);
    sqlite3_bind_int64(s, 2, revision);
    bindText(s, 3, type);
    bindText(s, 4, data);
    return sqlite3_step(s) == SQLITE_DONE;
}

bool Store::pruneEvents(const std::string &org, std::int64_t belowRevision)
{
    sqlite3_stmt *s = prepare("DELETE FROM events WHERE org = ?1 AND revision < ?2");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, org);
    sqlite3_bind_int64(s, 2, belowRevision);
    return sqlite3_step(s) == SQLITE_DONE;
}

std::vector<Store::EventRow> Store::events(const std::string &org) const
{
    std::vector<EventRow> out;
    sqlite3_stmt *s = prepare("SELECT revision, type, data FROM events WHERE org = ?1 "
                              "ORDER BY revision");
    Reset reset{s};
    if (!s)
        return noteReadFailure(), out;
    bindText(s, 1, org);
    int rc = SQLITE_ERROR;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW)
        out.push_back({sqlite3_column_int64(s, 0), column(s, 1), column(s, 2)});
    if (rc != SQLITE_DONE)
        noteReadFailure();
    return out;
}

bool Store::putFrame(const std::string &org,
                     int tier,
                     std::int64_t t,
                     const std::vector<float> &values)
{
    sqlite3_stmt *s = prepare("INSERT OR REPLACE INTO metric_frames (org, tier, t, data) "
                              "VALUES (?1, ?2, ?3, ?4)");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, org);
    sqlite3_bind_int(s, 2, tier);
    sqlite3_bind_int64(s, 3, t);
    // A zero-length blob, never NULL, for a frame of no slots.
    const void *data = values.empty() ? static_cast<const void *>("") : values.data();
    sqlite3_bind_blob(s, 4, data, int(values.size() * sizeof(float)), SQLITE_STATIC);
    return sqlite3_step(s) == SQLITE_DONE;
}

bool Store::pruneFrames(const std::string &org, int tier, std::int64_t before)
{
    sqlite3_stmt *s = prepare(
        "DELETE FROM metric_frames WHERE org = ?1 AND (?2 < 0 OR (tier = ?2 AND t < ?3))");
    Reset reset{s};
    if (!s)
        return false;
    bindText(s, 1, org);
    sqlite3_bind_int(s, 2, tier);
    sqlite3_bind_int64(s, 3, before);
    return sqlite3_step(s) == SQLITE_DONE;
}

std::vector<Store::FrameRow> Store::frames(const std::string &org) const
{
    std::vector<FrameRow> out;
    sqlite3_stmt *s
        = prepare("SELECT tier, t, data FROM metric_frames WHERE org = ?1 ORDER BY tier, t");
    Reset reset{s};
    if (!s)
        return noteReadFailure(), out;
    bindText(s, 1, org);
    int rc = SQLITE_ERROR;
    while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
        FrameRow row{sqlite3_column_int(s, 0), sqlite3_column_int64(s, 1), {}};
        const auto bytes = std::size_t(sqlite3_column_bytes(s, 2));
        row.values.resize(bytes / sizeof(float));
        if (const void *data = sqlite3_column_blob(s, 2); data && !row.values.empty())
            std::memcpy(row.values.data(), data, row.values.size() * sizeof(float));
        out.push_back(std::move(row));
    }
    if (rc != SQLITE_DONE)
        noteReadFailure();
    return out;
}

void Store::noteReadFailure() const
{
    if (m_readFailure.empty())
        m_readFailure = currentFailure().message;
}

} // namespace polychip::sim
