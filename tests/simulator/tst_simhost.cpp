// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The host's promises about its store, in this process: a change is acknowledged only once it
// is durable, changes wait while the store cannot commit and go on by themselves when it can,
// and a scenario applies whole or not at all.
#include "api/codec.h"
#include "host.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <chrono>
#include <future>
#include <thread>

using namespace polychip;

namespace {

const std::string kDataDir = POLYCHIP_BINARY_DIR "/share/polychip/simulator";

std::unique_ptr<sim::SimHost> makeHost(const QString &dir)
{
    sim::HostConfig config;
    config.dataRoot = kDataDir;
    config.dataDir = dir.toStdString();
    auto host = sim::SimHost::create(config);
    if (!host)
        qWarning("the host does not start: %s", host.error().message.c_str());
    return host ? std::move(host.value()) : nullptr;
}

sim::Caller adminOf(sim::SimHost &host, const std::string &org)
{
    return host.locked([&](sim::Engine &e) {
        for (const auto &k : e.keys()) {
            if (k.role == api::Role::Admin && k.org == org)
                return sim::Caller{k.org, k.user, k.role};
        }
        return sim::Caller{};
    });
}

api::VolumeCreate volume(int n)
{
    api::VolumeCreate v;
    v.name = "data-" + std::to_string(n);
    v.sizeGib = 10;
    return v;
}

/// The ids of what `list` gives the caller (volumes, instances), in its order.
template <class List>
std::vector<std::string> idsOf(sim::SimHost &host, List list)
{
    return host.locked([&](sim::Engine &e) {
        std::vector<std::string> ids;
        for (const auto &item : list(e))
            ids.push_back(item.id);
        return ids;
    });
}

std::set<std::string> volumeIds(sim::SimHost &host, const sim::Caller &caller)
{
    const auto ids = idsOf(host, [&](sim::Engine &e) { return e.volumes(caller); });
    return {ids.begin(), ids.end()};
}

std::vector<std::string> instanceIds(sim::SimHost &host, const sim::Caller &caller)
{
    return idsOf(host, [&](sim::Engine &e) { return e.instances(caller); });
}

/// Loads the welcome scenario (five instances); their ids.
std::vector<std::string> welcomed(sim::SimHost &host, const sim::Caller &admin)
{
    if (!host.mutateWhole([&](sim::Engine &e) { return e.loadScenario(admin, "welcome"); }))
        qFatal("the welcome scenario does not load");
    return instanceIds(host, admin);
}

/// Why the host refused to create the volume `n` (nothing when it created it).
std::optional<api::ApiError> refusalOfVolume(sim::SimHost &host, const sim::Caller &admin, int n)
{
    try {
        (void)host.mutate([&](sim::Engine &e) { return e.createVolume(admin, volume(n)); });
    } catch (const api::ApiError &e) {
        return e;
    }
    return std::nullopt;
}

sim::ScenarioFile scenario(const std::string &json)
{
    auto s = api::decode<sim::ScenarioFile>(json, {.rejectUnknownFields = true});
    if (!s)
        qFatal("bad scenario in the test: %s %s", s.error().field.c_str(),
               s.error().message.c_str());
    return *s;
}

} // namespace

class TestSimHost final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aChangeTheStoreCannotKeepIsRefusedAndTheNextWaits()
    {
        QTemporaryDir dir;
        auto host = makeHost(dir.path());
        QVERIFY(host);
        host->start();
        const auto admin = adminOf(*host, "org-a");
        // The "disk" is full from now on: the database may not grow.
        host->limitDatabase(1);

        std::set<std::string> acknowledged;
        std::optional<api::ApiError> refusal;
        for (int i = 0; i < 5000 && !refusal; ++i) {
            try {
                const auto v = host->mutate(
                    [&](sim::Engine &e) { return e.createVolume(admin, volume(i)); });
                QVERIFY(v);
                acknowledged.insert(v->id);
            } catch (const api::ApiError &e) {
                refusal = e;
            }
        }
        QVERIFY2(refusal, "the database never filled up");
        QCOMPARE(refusal->httpStatus, 503);
        QCOMPARE(refusal->code, std::string("STORAGE_FULL"));
        QVERIFY(refusal->retryAfterSeconds > 0);
        QVERIFY(refusal->message.find("disk is full") != std::string::npos);
        QCOMPARE(host->storageProblem().value().code, std::string("STORAGE_FULL"));
        // Every caller reads it (and /v1/health needs no key): it names no file of the host's;
        // the operator's log has the file.
        const std::string folder = dir.path().toStdString();
        QVERIFY2(refusal->message.find(folder) == std::string::npos, refusal->message.c_str());
        QVERIFY(host->storageProblem().value().message.find(folder) == std::string::npos);
        QVERIFY(host->storageProblem().value().detail.find(folder) != std::string::npos);

        // Refused before anything changes while the store cannot commit; reads go on.
        const auto before = volumeIds(*host, admin);
        const auto refusedAgain = refusalOfVolume(*host, admin, -1);
        QVERIFY(refusedAgain);
        QCOMPARE(refusedAgain->code, std::string("STORAGE_FULL"));
        QCOMPARE(volumeIds(*host, admin), before);

        // Space returns: the host finds out by itself and takes changes again.
        host->limitDatabase(0);
        QTRY_VERIFY_WITH_TIMEOUT(!host->storageProblem(), 5000);
        const auto after
            = host->mutate([&](sim::Engine &e) { return e.createVolume(admin, volume(-2)); });
        QVERIFY(after);
        acknowledged.insert(after->id);
        host.reset();

        // Everything acknowledged is there after a restart.
        auto again = makeHost(dir.path());
        QVERIFY(again);
        const auto kept = volumeIds(*again, adminOf(*again, "org-a"));
        for (const auto &id : acknowledged)
            QVERIFY2(kept.contains(id), id.c_str());
    }

    void readsGoOnWhileTheClocksSecondIsWritten()
    {
        // The clock writes what its ticks changed without holding the engine: with 10,000
        // instances that write takes ~0.4 s a second, and every request waited behind it. Here
        // another connection holds the database's write lock, so the clock's write waits (up
        // to the store's five-second busy timeout) and then fails.
        QTemporaryDir dir;
        auto host = makeHost(dir.path());
        QVERIFY(host);
        host->start();
        const auto admin = adminOf(*host, "org-a");
        const auto kept
            = host->mutate([&](sim::Engine &e) { return e.createVolume(admin, volume(1)); });
        QVERIFY(kept);

        sqlite3 *other = nullptr;
        const std::string db = dir.filePath(QStringLiteral("polychip-sim.db")).toStdString();
        QCOMPARE(sqlite3_open(db.c_str(), &other), SQLITE_OK);
        QCOMPARE(sqlite3_exec(other, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        const std::uint64_t generation = host->version().generation;
        // The clock's thread is in its write once the simulated second stops moving.
        std::int64_t second = host->version().second;
        auto since = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - since < std::chrono::milliseconds(1300)) {
            QTest::qWait(50);
            if (host->version().second != second) {
                second = host->version().second;
                since = std::chrono::steady_clock::now();
            }
        }
        // A read is answered while that write waits: no storage problem yet, the clock still.
        auto read = std::async(std::launch::async, [&] { return volumeIds(*host, admin); });
        QVERIFY(read.get().contains(kept->id));
        QVERIFY(!host->storageProblem());
        QCOMPARE(host->version().second, second);

        // The write fails: changes are refused, the engine goes back to what the store holds
        // (the acknowledged volume is there), reads go on.
        QTRY_VERIFY_WITH_TIMEOUT(host->storageProblem(), 10000);
        // Another state than the one read before: what reads cached (by version) is not reused.
        QVERIFY(host->version().generation > generation);
        const auto refused = refusalOfVolume(*host, admin, 2);
        QVERIFY(refused);
        QCOMPARE(refused->httpStatus, 503);
        QCOMPARE(volumeIds(*host, admin), (std::set<std::string>{kept->id}));

        // The lock goes: the host saves again by itself, and the clock moves on.
        QCOMPARE(sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(other);
        QTRY_VERIFY_WITH_TIMEOUT(!host->storageProblem(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(host->version().second > second, 5000);
        const auto after
            = host->mutate([&](sim::Engine &e) { return e.createVolume(admin, volume(3)); });
        QVERIFY(after);
        host.reset();
        auto again = makeHost(dir.path());
        QVERIFY(again);
        QCOMPARE(volumeIds(*again, adminOf(*again, "org-a")),
                 (std::set<std::string>{kept->id, after->id}));
    }

    void aScenarioOverTheQuotaIsRefusedBeforeAnythingChanges()
    {
        QTemporaryDir dir;
        auto host = makeHost(dir.path());
        QVERIFY(host);
        const auto admin = adminOf(*host, "org-a");
        const auto before = welcomed(*host, admin);
        QCOMPARE(before.size(), std::size_t(5));

        // Plain strings: moc counts the braces of raw strings.
        std::string json = "{\"id\": \"crowd\", \"name\": \"Crowd\", \"description\": \"Too "
                           "many.\", \"instances\": [";
        for (int i = 0; i < 201; ++i)
            json += std::string(i ? "," : "") + "{\"spec\": {\"name\": \"n" + std::to_string(i)
                    + "\", \"model_id\": \"gpt2-1.3b\", \"accelerator\": \"nvidia-rtx4090\", "
                      "\"count\": 1}}";
        json += "]}";
        const auto refused = host->mutateWhole(
            [&](sim::Engine &e) { return e.importState(admin, scenario(json)); });
        QVERIFY(!refused);
        QCOMPARE(refused.error().httpStatus, 422);
        QCOMPARE(refused.error().code, std::string("QUOTA_EXCEEDED"));
        QVERIFY2(refused.error().message.find("200 instances") != std::string::npos,
                 refused.error().message.c_str());
        QCOMPARE(instanceIds(*host, admin), before);
    }

    void aLessonStartRefusedUpFrontTouchesNothing()
    {
        // Anyone who may act can ask to start a lesson: an unknown one is refused before the
        // change runs, so the host does not put its engine back from the store (a reload of
        // every organisation, under the lock) for a request that changed nothing.
        QTemporaryDir dir;
        auto host = makeHost(dir.path());
        QVERIFY(host);
        const auto admin = adminOf(*host, "org-a");
        welcomed(*host, admin);
        const auto before = host->version().generation;
        bool ran = false;
        const auto refused = host->mutateWhole(
            [&](const sim::Engine &e) { return e.refuseLessonStart(admin, "no-such-lesson"); },
            [&](sim::Engine &e) {
                ran = true;
                return e.startLesson(admin, "no-such-lesson");
            });
        QVERIFY(!refused);
        QCOMPARE(refused.error().httpStatus, 404);
        QVERIFY(!ran);
        QCOMPARE(host->version().generation, before);
    }

    void aScenarioThatFailsHalfWayLeavesEverythingAsItWas()
    {
        QTemporaryDir dir;
        auto host = makeHost(dir.path());
        QVERIFY(host);
        const auto admin = adminOf(*host, "org-a");
        const auto before = welcomed(*host, admin);
        const auto faultsBefore = host->locked([](sim::Engine &e) { return e.faults(); });
        const auto clockBefore = host->locked([](sim::Engine &e) { return e.now(); });

        // The first launch succeeds; the second finds no H100 free and may not wait.
        const auto half = scenario(
            "{\"id\": \"half\", \"name\": \"Half\", \"description\": \"Fails half way.\", "
            "\"advance_s\": 3600,"
            " \"faults\": {\"capacity_overrides\": {\"nvidia-h100-80g\": 0}},"
            " \"instances\": ["
            "  {\"spec\": {\"name\": \"fine\", \"model_id\": \"gpt2-1.3b\","
            "   \"accelerator\": \"nvidia-rtx4090\", \"count\": 1}, \"advance_s\": 600},"
            "  {\"spec\": {\"name\": \"stuck\", \"model_id\": \"gpt2-1.3b\","
            "   \"accelerator\": \"nvidia-h100-80g\", \"count\": 1, \"queue_timeout_s\": 0}}]}");
        const auto refused
            = host->mutateWhole([&](sim::Engine &e) { return e.importState(admin, half); });
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, std::string("CAPACITY_EXHAUSTED"));
        QVERIFY2(refused.error().message.find("nothing was changed") != std::string::npos,
                 refused.error().message.c_str());
        QCOMPARE(instanceIds(*host, admin), before);
        QVERIFY(host->locked([](sim::Engine &e) { return e.faults(); }) == faultsBefore);
        QVERIFY(host->locked([](sim::Engine &e) { return e.now(); }).unixSeconds
                < clockBefore.unixSeconds + 600);

        // And the engine goes on from there.
        const auto next = host->mutate([&](sim::Engine &e) {
            api::LaunchSpec spec;
            spec.name = "after";
            spec.modelId = "gpt2-1.3b";
            spec.accelerator = "nvidia-rtx4090";
            spec.count = 1;
            return e.launch(admin, spec);
        });
        QVERIFY(next);
        QCOMPARE(instanceIds(*host, admin).size(), before.size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestSimHost)
#include "tst_simhost.moc"
