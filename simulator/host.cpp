// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "host.h"

#include "api/codec.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace polychip::sim {

namespace {

constexpr auto kDriverTick = std::chrono::milliseconds(100);
/// How long a client refused for a storage problem is told to wait before trying again.
constexpr int kStorageRetryAfterSeconds = 5;
/// Ids skipped after a start that follows a crash (or a stop that could not commit): more than
/// the clock's thread makes between two commits, so an id seen before is never given again.
constexpr std::int64_t kIdGapAfterCrash = 100'000;

StorageProblem describe(Store::WriteFailure failure,
                        const std::string &path,
                        const std::string &detail,
                        bool running = true)
{
    const std::string where = path == ":memory:" ? std::string("the in-memory state") : path;
    const std::string logged = detail.empty() ? where : where + ": " + detail;
    const std::string refused
        = running ? " Changes are refused until then; reads go on, and the simulator accepts "
                    "changes again by itself as soon as it can save them."
                  : std::string();
    switch (failure) {
    case Store::WriteFailure::Full:
        return {"STORAGE_FULL",
                "The simulator's disk is full: it cannot save its state. Free some space."
                    + refused,
                logged};
    case Store::WriteFailure::ReadOnly:
        return {"STORAGE_READ_ONLY",
                "The simulator cannot write its state: the folder or its file system is "
                "read-only. Make it writable again."
                    + refused,
                logged};
    default:
        return {"STORAGE_FAILED", "The simulator cannot save its state. Check the disk." + refused,
                logged};
    }
}

api::Result<bool> writeKeys(const std::string &path, const std::vector<KeyRecord> &keys)
{
    // The bootstrap file's five fields (org, user, role, key_id, secret) and no more: scripts
    // read it as the README shows, the secret a few lines below its key id.
    KeysFile file;
    for (const KeyRecord &k : keys)
        file.keys.push_back({k.org, k.user, k.role, k.keyId, k.secret});
    const std::string tmp = path + ".tmp";
    {
        // Secrets: readable by the owner only, from the first byte on.
        std::ofstream out(tmp, std::ios::trunc);
        if (!out)
            return apiError(500, "INTERNAL", "cannot write " + tmp);
        ::chmod(tmp.c_str(), 0600);
        out << api::toJson(file).dump(2, ' ', false, api::Json::error_handler_t::replace) << '\n';
        if (!out.flush())
            return apiError(500, "INTERNAL", "cannot write " + tmp);
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec)
        return apiError(500, "INTERNAL", "cannot write " + path + ": " + ec.message());
    return true;
}

/// The data directory holds every key secret (in the database and its WAL): it is the owner's
/// alone whatever the umask, and one left readable by an older simulator is closed at start.
/// The database is created 0600 before SQLite opens it; SQLite gives its -wal and -shm the
/// database's mode.
api::Result<std::string> securedDatabasePath(const std::string &dir)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return apiError(500, "INTERNAL", "cannot create " + dir + ": " + ec.message());
    if (!fs::is_directory(dir, ec))
        return apiError(500, "INTERNAL", dir + " is not a folder");
    fs::permissions(dir, fs::perms::owner_all, fs::perm_options::replace, ec);
    if (ec)
        return apiError(500, "INTERNAL", "cannot make " + dir + " private: " + ec.message());
    for (const auto &entry : fs::directory_iterator(dir, ec)) {
        const auto mode = entry.is_directory(ec) ? fs::perms::owner_all
                                                 : fs::perms::owner_read | fs::perms::owner_write;
        fs::permissions(entry.path(), mode, fs::perm_options::replace, ec);
        if (ec)
            return apiError(500, "INTERNAL",
                            "cannot make " + entry.path().string() + " private: " + ec.message());
    }
    const std::string db = (fs::path(dir) / "polychip-sim.db").string();
    const int fd = ::open(db.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0)
        return apiError(500, "INTERNAL", "cannot create " + db + ": " + std::strerror(errno));
    ::close(fd);
    return db;
}

api::Result<KeysFile> readKeys(const std::string &path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    auto keys = api::decode<KeysFile>(text.str(), {.rejectUnknownFields = true});
    if (!keys)
        return apiError(500, "INTERNAL",
                        path + ": " + keys.error().field + ": " + keys.error().message);
    return keys;
}

} // namespace

std::int64_t wallNow()
{
    using namespace std::chrono;
    return duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
}

api::Result<std::unique_ptr<SimHost>> SimHost::create(const HostConfig &config)
{
    auto catalog = Catalog::load(config.dataRoot, config.priceBook);
    if (!catalog)
        return catalog.error();
    if (config.catalogScale > 0)
        catalog->scaleModels(config.catalogScale);

    std::unique_ptr<SimHost> host(new SimHost);
    host->m_engine = std::make_unique<Engine>(std::move(catalog.value()),
                                              EngineConfig{.seed = config.seed,
                                                           .start = {wallNow()},
                                                           .retainedEvents = config.eventWindow});
    Engine &engine = *host->m_engine;
    if (!engine.clock().setSpeed(config.speed))
        return apiError(400, "INVALID_ARGUMENT", "--speed must be from 1 to 3600");

    bool restored = false;
    std::string dbPath = ":memory:";
    if (!config.dataDir.empty()) {
        std::error_code ec;
        const auto existing = std::filesystem::path(config.dataDir) / "polychip-sim.db";
        if (std::filesystem::is_regular_file(existing, ec)
            && std::filesystem::file_size(existing, ec) == 0 && !ec && config.report)
            config.report(existing.string()
                          + " is empty (0 bytes): starting with a new state. If it held one, "
                            "stop the simulator and put a backup of the file in its place.");
        auto secured = securedDatabasePath(config.dataDir);
        if (!secured)
            return secured.error();
        dbPath = std::move(secured).value();
    }
    auto store = Store::open(dbPath);
    if (!store)
        return store.error();
    host->m_store = std::move(store.value());
    host->m_dbPath = dbPath;
    host->m_report = config.report;
    if (config.maxDatabaseBytes > 0)
        host->m_store->limitSize(config.maxDatabaseBytes);

    // The API: an existing keys file is used as it is; an absent one is created (from the
    // restored state, or from a fresh bootstrap of org-a and org-b).
    std::optional<KeysFile> givenKeys;
    if (!config.bootstrapKeysFile.empty() && std::filesystem::exists(config.bootstrapKeysFile)) {
        auto keys = readKeys(config.bootstrapKeysFile);
        if (!keys)
            return keys.error();
        // It holds every secret: the owner's alone, also when it was written by hand.
        if (::chmod(config.bootstrapKeysFile.c_str(), 0600) != 0)
            return apiError(500, "INTERNAL",
                            "cannot make " + config.bootstrapKeysFile
                                + " private (mode 0600): " + std::strerror(errno));
        givenKeys = std::move(keys.value());
    }
    auto attached = engine.attach(*host->m_store);
    if (!host->m_store->readFailure().empty())
        return apiError(500, "INTERNAL", Store::damaged(dbPath, host->m_store->readFailure()));
    if (!attached && attached.error().code == "STORAGE_FAILED") {
        const auto problem = describe(host->m_store->lastWriteFailure(), dbPath,
                                      host->m_store->lastError(), false);
        return apiError(500, "INTERNAL",
                        "cannot start: " + problem.message + " (" + problem.detail + ")");
    }
    if (!attached)
        return apiError(500, "INTERNAL", Store::damaged(dbPath, attached.error().message));
    restored = attached.value();
    if (restored && !engine.stoppedCleanly()) {
        // What the last run did after its last commit is gone, and ids it handed out then
        // may have been seen (events, answers refused for storage): none is given again.
        engine.skipIds(kIdGapAfterCrash);
    }
    if (givenKeys) {
        for (const auto &k : givenKeys->keys)
            engine.addKey(k);
    } else {
        const auto keys = restored ? engine.keys() : engine.bootstrap();
        if (!config.bootstrapKeysFile.empty()) {
            auto written = writeKeys(config.bootstrapKeysFile, keys);
            if (!written)
                return written.error();
        }
    }
    if (!restored && !engine.clock().setSpeed(config.speed))
        return apiError(400, "INVALID_ARGUMENT", "--speed must be from 1 to 3600");
    if (!engine.commit()) {
        const auto problem = describe(host->m_store->lastWriteFailure(), dbPath,
                                      host->m_store->lastError(), false);
        return apiError(500, "INTERNAL",
                        "cannot start: " + problem.message + " (" + problem.detail + ")");
    }
    return host;
}

void SimHost::noteKeyUsed(const std::string &keyId)
{
    const std::int64_t second = m_second.load();
    const std::lock_guard lock(m_keyUseMutex);
    m_keysUsed[keyId] = second;
}

std::optional<StorageProblem> SimHost::storageProblem() const
{
    const std::lock_guard lock(m_problemMutex);
    return m_problem;
}

void SimHost::limitDatabase(std::int64_t bytes)
{
    const std::lock_guard lock(m_mutex);
    const std::lock_guard store(m_storeMutex);
    m_store->limitSize(bytes);
}

void SimHost::rememberNonce(const std::string &id, std::int64_t expires)
{
    const std::lock_guard lock(m_mutex);
    m_engine->stageDocument("nonces", {id, {}, std::to_string(expires)});
}

std::vector<std::pair<std::string, std::int64_t>> SimHost::rememberedNonces()
{
    const std::lock_guard lock(m_mutex);
    const std::lock_guard store(m_storeMutex);
    std::vector<std::pair<std::string, std::int64_t>> out;
    const std::int64_t now = wallNow();
    for (const auto &doc : m_store->all("nonces")) {
        std::int64_t expires = 0;
        const auto [end, ec]
            = std::from_chars(doc.json.data(), doc.json.data() + doc.json.size(), expires);
        if (ec == std::errc() && expires >= now)
            out.emplace_back(doc.id, expires);
    }
    return out;
}

bool SimHost::tryCommit(bool whole)
{
    const std::lock_guard store(m_storeMutex);
    bool ok = false;
    if (m_reloadDue)
        reloadFromStore(); // and this commit fails as the clock's did: nothing is acknowledged
    else
        ok = whole ? m_engine->commit() : m_engine->commitStaged();
    noteCommit(ok);
    return ok;
}

void SimHost::commitTicks(std::unique_lock<std::recursive_mutex> &engineLock)
{
    std::unique_lock store(m_storeMutex);
    m_store->pruneIdempotency(wallNow() - 86400);
    m_store->pruneNonces(wallNow());
    PendingCommit pending = m_engine->pendingCommit();
    m_engine->markCommitted();
    m_writingTicks = true;
    engineLock.unlock();
    const bool written = pending.writeTo(*m_store);
    m_writingTicks = false;
    if (written) {
        noteCommit(true);
        return;
    }
    m_reloadDue = true;
    store.unlock();
    engineLock.lock(); // in this order: a mutation holding the engine may be waiting for the store
    store.lock();
    if (m_reloadDue)
        reloadFromStore();
    noteCommit(false);
}

std::unique_lock<std::recursive_mutex> SimHost::lockToChange()
{
    for (;;) {
        std::unique_lock lock(m_mutex);
        // The clock starts a write only with the engine held: none starts while we hold it.
        if (!m_writingTicks)
            return lock;
        lock.unlock();
        const std::lock_guard written(m_storeMutex); // until the write is over
    }
}

void SimHost::noteCommit(bool succeeded)
{
    if (succeeded) {
        std::optional<StorageProblem> was;
        {
            const std::lock_guard lock(m_problemMutex);
            was.swap(m_problem);
        }
        if (was && m_report)
            m_report("the state is saved again (" + m_dbPath + "); changes are accepted");
        return;
    }
    const auto problem = describe(m_store->lastWriteFailure(), m_dbPath, m_store->lastError());
    bool isNew = false;
    {
        const std::lock_guard lock(m_problemMutex);
        isNew = m_problem != problem;
        m_problem = problem;
    }
    if (isNew && m_report)
        m_report(problem.code + ": " + problem.message + " (" + problem.detail + ")");
}

void SimHost::reloadFromStore()
{
    m_reloadDue = false;
    auto restored = m_engine->reload();
    if (!restored && m_report)
        m_report("cannot go back to the saved state: " + restored.error().message);
    // Another state: reads answered from a cache (by version()) are answered afresh.
    ++m_generation;
    m_second = m_engine->now().unixSeconds;
}

void SimHost::commitOrRefuse()
{
    if (!tryCommit())
        refuseWhileStoreFails();
}

void SimHost::commitStagedOrRefuse()
{
    if (!tryCommit(false))
        refuseWhileStoreFails();
}

void SimHost::refuseWhileStoreFails() const
{
    const auto problem = storageProblem();
    if (!problem)
        return;
    auto e = apiError(503, problem->code, problem->message);
    e.retryAfterSeconds = kStorageRetryAfterSeconds;
    throw e;
}

void SimHost::restoreCommitted()
{
    const std::lock_guard store(m_storeMutex);
    reloadFromStore();
}

std::optional<SimHost::Answer>
SimHost::storedAnswer(const std::string &scope, const std::string &bodyHash, Replay &replay)
{
    const auto doc = [&] {
        const std::lock_guard store(m_storeMutex);
        return m_store->get("idempotency", scope);
    }();
    if (!doc)
        return std::nullopt;
    const auto json = api::parseJson(doc->json);
    if (!json || !json->is_object() || !json->contains("created") || !json->contains("hash")
        || !json->contains("status") || !json->contains("body")
        || !json->at("created").is_number_integer() || !json->at("hash").is_string()
        || !json->at("status").is_number_integer() || !json->at("body").is_string())
        return std::nullopt; // a damaged record protects nothing: process the request afresh
    if (json->at("created").get<std::int64_t>() < wallNow() - 86400)
        return std::nullopt;
    if (json->at("hash").get<std::string>() != bodyHash) {
        replay = Replay::Mismatch;
        return Answer{};
    }
    replay = Replay::Stored;
    return Answer{json->at("status").get<int>(), json->at("body").get<std::string>()};
}

void SimHost::stageAnswer(const std::string &org,
                          const std::string &scope,
                          const std::string &bodyHash,
                          const Answer &answer)
{
    const api::Json record{{"hash", bodyHash},
                           {"status", answer.status},
                           {"body", answer.body},
                           {"created", wallNow()}};
    m_engine->stageDocument("idempotency", {scope, org, api::dumpJson(record)});
}

SimHost::~SimHost()
{
    stop();
}

void SimHost::start()
{
    if (m_thread.joinable())
        return;
    m_second = locked([](Engine &e) { return e.now().unixSeconds; });
    m_thread = std::thread([this] { run(); });
}

void SimHost::stop()
{
    {
        const std::lock_guard lock(m_stopMutex);
        m_stopping = true;
    }
    m_stopSignal.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    if (m_engine) {
        const std::lock_guard lock(m_mutex);
        m_engine->markStoppedCleanly();
        if (!tryCommit() && m_report)
            m_report("stopping without saving what changed since the last save; no change "
                     "acknowledged to a client is lost");
    }
}

void SimHost::run()
{
    using clock = std::chrono::steady_clock;
    auto last = clock::now();
    auto lastCommit = last;
    std::unique_lock stopLock(m_stopMutex);
    while (!m_stopSignal.wait_for(stopLock, kDriverTick, [this] { return m_stopping; })) {
        const auto now = clock::now();
        std::unique_lock lock(m_mutex);
        if (storageProblem()) {
            // The simulated platform stands still while it cannot save what it does (nothing
            // billed, scheduled or numbered that could be lost): try again once a second.
            last = now;
            if (now - lastCommit >= std::chrono::seconds(1)) {
                tryCommit();
                lastCommit = now;
            }
            continue;
        }
        const std::int64_t due = m_engine->clock().dueFor(now - last);
        last = now;
        m_engine->advance(due);
        m_second = m_engine->now().unixSeconds;
        if (now - lastCommit >= std::chrono::seconds(1)) {
            std::map<std::string, std::int64_t> used;
            {
                const std::lock_guard keyLock(m_keyUseMutex);
                used.swap(m_keysUsed);
            }
            m_engine->noteKeysUsed(used);
            commitTicks(lock);
            lastCommit = now;
        }
    }
}

} // namespace polychip::sim
