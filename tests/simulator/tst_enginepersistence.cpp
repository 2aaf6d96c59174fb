// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/codec.h"
#include "engine.h"
#include "enginekit.h"
#include "persistjobs.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace polychip;
using api::InstanceState;

namespace {

const sim::Caller kAdmin{"org-a", "admin-a", api::Role::Admin};

using test::makeEngine;

/** Everything a client can observe about org-a, as text. */
std::string observable(sim::Engine &e)
{
    std::string out = api::formatRfc3339(e.now()) + "\n";
    const sim::MetricStore::Fields all{true, true, true, true, true};
    for (const auto &i : e.instances(kAdmin)) {
        out += api::encode(i) + "\n";
        // Its charts: every second kept, and the minutes of the day (they survive a
        // restart).
        for (const std::int64_t step : {1, 60}) {
            const auto series
                = e.metrics(kAdmin, i.id, {e.now().unixSeconds - 86400}, e.now(), step, all);
            out += series ? api::encode(*series) + "\n" : series.error().message;
        }
    }
    for (const auto &s : e.snapshots(kAdmin))
        out += api::encode(s) + "\n";
    for (const auto &v : e.volumes(kAdmin))
        out += api::encode(v) + "\n";
    for (const auto &b : e.budgets(kAdmin))
        out += api::encode(b) + "\n";
    out += api::encode(e.policies(kAdmin)) + "\n";
    const auto audit = e.audit(kAdmin);
    for (const auto &entry : audit.value())
        out += api::encode(entry) + "\n";
    out += api::encode(e.account(kAdmin)) + "\n";
    for (const auto &item : e.ledger(kAdmin).items())
        out += api::encode(item) + "\n";
    sim::Insights::Query everything;
    everything.from = {0};
    everything.to = {e.now().unixSeconds + 1};
    out += api::encode(e.insights(kAdmin, everything)) + "\n";
    out += std::to_string(e.revision("org-a")) + "\n";
    const sim::Caller orgB{"org-b", "admin-b", api::Role::Admin};
    for (const auto &item : e.ledger(orgB).items())
        out += api::encode(item) + "\n";
    out += api::encode(e.account(orgB));
    return out;
}

void launchJobs(sim::Engine &e)
{
    QVERIFY(test::launchPersistJobs(e));
}

/** The jobs plus a volume and a budget, and a job in org-b (ledger ids count per org). */
void launchMix(sim::Engine &e)
{
    api::LaunchSpec other;
    other.name = "org-b-job";
    other.modelId = "gpt2-1.3b";
    other.accelerator = "nvidia-a100-80g";
    other.count = 4;
    QVERIFY(e.launch({"org-b", "admin-b", api::Role::Admin}, other).ok());
    QVERIFY(e.createVolume(kAdmin, {"shared", 200, std::string("cn-east")}).ok());
    api::BudgetCreate budget;
    budget.name = "org";
    budget.amountMicros = 100'000'000;
    budget.hard = true;
    QVERIFY(e.createBudget(kAdmin, budget).ok());
    // The organisation's rules, set twice: the policies and both audit entries are kept.
    api::OrgPoliciesUpdate rules;
    rules.autoSleep = api::AutoSleepPolicy{5, 60};
    QVERIFY(e.setPolicies(kAdmin, rules).ok());
    rules.roles.push_back({api::Role::Trainee, 20'000'000, std::nullopt, {api::Backend::Gpu}, {}});
    rules.maxRuntimeWithoutStopS = 7 * 86400;
    QVERIFY(e.setPolicies(kAdmin, rules).ok());
    launchJobs(e);
}

} // namespace

/** The engine's SQLite persistence: restart where the last commit left off, even after kill -9. */
class EnginePersistenceTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void restartContinuesExactly()
    {
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("sim.db")).toStdString();
        auto reference = makeEngine(5);
        launchMix(*reference);
        {
            auto store = sim::Store::open(db);
            QVERIFY(store.ok());
            auto e = makeEngine(5);
            const auto attached = e->attach(*store.value());
            QVERIFY2(attached.ok(), attached.ok() ? "" : attached.error().message.c_str());
            QVERIFY(!attached.value()); // a new database
            launchMix(*e);
            e->advance(700);
            // A switch and a sleep in flight when the process ends.
            const auto ins = e->instances(kAdmin);
            QVERIFY(e->act(kAdmin, ins.at(0).id, sim::Action::Switch,
                           api::SwitchRequest{api::Backend::Tpu, "google-tpu-v4", 16, {}})
                        .ok());
            QVERIFY(e->act(kAdmin, ins.at(1).id, sim::Action::Sleep).ok());
            e->advance(45);
            QVERIFY(e->commit());
            // The same commands on an engine that never stops.
            reference->advance(700);
            QVERIFY(reference
                        ->act(kAdmin, ins.at(0).id, sim::Action::Switch,
                              api::SwitchRequest{api::Backend::Tpu, "google-tpu-v4", 16, {}})
                        .ok());
            QVERIFY(reference->act(kAdmin, ins.at(1).id, sim::Action::Sleep).ok());
            reference->advance(45);
            QCOMPARE(observable(*e), observable(*reference));
        }
        auto store = sim::Store::open(db);
        QVERIFY(store.ok());
        auto restored = makeEngine(5);
        const auto attached = restored->attach(*store.value());
        QVERIFY2(attached.ok(), attached.ok() ? "" : attached.error().message.c_str());
        QVERIFY(attached.value());
        QCOMPARE(observable(*restored), observable(*reference));
        // And it goes on exactly as if it had never stopped.
        restored->advance(1800);
        reference->advance(1800);
        QCOMPARE(observable(*restored), observable(*reference));
        QCOMPARE(restored->instances(kAdmin).at(0).backend, api::Backend::Tpu);
        QCOMPARE(restored->eventsSince("org-a", 0)->size(),
                 reference->eventsSince("org-a", 0)->size());
    }

    void aQuotesAnswerIsKeptWithoutRewritingEveryInstance()
    {
        // A quote changes nothing but may be replayed: its answer is written alone, and what
        // the clock changed meanwhile waits for the clock's commit (writing every instance,
        // 10,000 of them, took ~200 ms after each quote).
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("sim.db")).toStdString();
        auto store = sim::Store::open(db);
        QVERIFY(store.ok());
        auto e = makeEngine(5);
        QVERIFY(e->attach(*store.value()).ok());
        launchJobs(*e);
        QVERIFY(e->commit());
        auto reader = sim::Store::open(db); // what a restart would find
        QVERIFY(reader.ok());
        const auto storedTokens = [&] { // of every instance, as stored
            double tokens = 0;
            for (const auto &doc : reader.value()->all("instances")) {
                const auto pi = api::decode<sim::PersistedInstance>(doc.json);
                tokens += pi ? pi->tokens : -1e12;
            }
            return tokens;
        };
        api::LaunchSpec spec;
        spec.name = "priced";
        spec.modelId = "gpt2-1.3b";
        spec.accelerator = "nvidia-a100-80g";
        spec.count = 4;
        const auto quoteAndKeep = [&](const std::string &key) {
            const auto q = e->quote(kAdmin, spec, true, "en");
            QVERIFY2(q.ok(), q.ok() ? "" : q.error().message.c_str());
            e->stageDocument("idempotency", {key, "org-a", R"({"status":200})"});
            QVERIFY(e->commitStaged());
            QVERIFY(reader.value()->get("idempotency", key).has_value());
        };
        // The organisation's first quote moves its lesson on ("quoted"): everything is written.
        e->advance(900);
        quoteAndKeep("first");
        const double committed = storedTokens();
        QVERIFY(committed > 0);
        // The next ones move nothing: the instances stay as the last commit left them.
        e->advance(120);
        quoteAndKeep("second");
        QCOMPARE(storedTokens(), committed);
        QVERIFY(e->commit()); // the clock's own commit writes them
        QVERIFY(storedTokens() > committed);
    }

    void resetAndScenarioSurviveARestart()
    {
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("sim.db")).toStdString();
        auto reference = makeEngine(3);
        {
            auto store = sim::Store::open(db);
            auto e = makeEngine(3);
            QVERIFY(e->attach(*store.value()).ok());
            for (auto *x : {e.get(), reference.get()}) {
                launchMix(*x);
                x->advance(900);
                QVERIFY(x->loadScenario(kAdmin, "budget-watch").ok());
                x->advance(300);
            }
            QVERIFY(e->commit());
        }
        auto store = sim::Store::open(db);
        auto restored = makeEngine(3);
        const auto attached = restored->attach(*store.value());
        QVERIFY2(attached.ok(), attached.ok() ? "" : attached.error().message.c_str());
        QCOMPARE(observable(*restored), observable(*reference));
        restored->advance(600);
        reference->advance(600);
        QCOMPARE(observable(*restored), observable(*reference));
    }

    void killNineKeepsTheLastCommit()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("sim.db"));
        QProcess child;
        child.start(QStringLiteral(POLYCHIP_PERSIST_CHILD),
                    {db, QString::fromStdString(test::kSimDataDir)});
        QVERIFY(child.waitForStarted());
        QByteArray lastLine;
        int commits = 0;
        while (commits < 30 && child.waitForReadyRead(10000)) {
            while (child.canReadLine()) {
                lastLine = child.readLine().trimmed();
                ++commits;
            }
        }
        QVERIFY2(commits >= 30, child.readAllStandardError().constData());
        child.kill(); // SIGKILL: no chance to flush or close anything
        QVERIFY(child.waitForFinished());
        while (child.canReadLine())
            lastLine = child.readLine().trimmed();
        const auto parts = lastLine.split(' ');
        QCOMPARE(parts.size(), 2);
        const std::int64_t acknowledged = parts[0].toLongLong();

        auto store = sim::Store::open(db.toStdString());
        QVERIFY(store.ok());
        auto restored = makeEngine(99);
        const auto attached = restored->attach(*store.value());
        QVERIFY2(attached.ok(), attached.ok() ? "" : attached.error().message.c_str());
        QVERIFY(attached.value());
        // The last printed commit is there; at most one more finished after the print.
        const std::int64_t t = restored->now().unixSeconds;
        QVERIFY2(t == acknowledged || t == acknowledged + 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(t).arg(acknowledged)));
        // The restored state is what an uninterrupted run shows at that time.
        auto reference = makeEngine(99);
        launchJobs(*reference);
        reference->advance(t - reference->now().unixSeconds);
        QCOMPARE(observable(*restored), observable(*reference));
        QCOMPARE(restored->instances(kAdmin).size(), std::size_t(3));
    }

    void newerDatabaseIsRefused()
    {
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("future.db")).toStdString();
        {
            auto store = sim::Store::open(db);
            QVERIFY(store.ok());
            QCOMPARE(store.value()->schemaVersion(), sim::Store::kSchemaVersion);
        }
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "PRAGMA user_version=99", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);
        const auto refused = sim::Store::open(db);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.find("newer") != std::string::npos);
    }

    void aBudgetsSpendSurvivesARestart()
    {
        // Charged every second, with no threshold crossed (so no event tells of it): what the
        // budget has counted is stored with the commit all the same.
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("budget.db")).toStdString();
        std::int64_t spent = 0;
        {
            auto store = sim::Store::open(db);
            auto e = makeEngine(2);
            QVERIFY(e->attach(*store.value()).ok());
            api::BudgetCreate budget;
            budget.name = "roomy";
            budget.amountMicros = 1'000'000'000'000;
            budget.thresholdsPct = {100};
            QVERIFY(e->createBudget(kAdmin, budget).ok());
            QVERIFY(e->commit());
            launchJobs(*e);
            e->advance(600);
            QVERIFY(e->commit());
            spent = e->budgets(kAdmin).at(0).spentMicros;
            QVERIFY(spent > 0);
        }
        auto store = sim::Store::open(db);
        auto restored = makeEngine(2);
        QVERIFY(restored->attach(*store.value()).ok());
        QCOMPARE(restored->budgets(kAdmin).at(0).spentMicros, spent);
    }

    void damagedDocumentIsAClearError()
    {
        QTemporaryDir dir;
        const std::string db = dir.filePath(QStringLiteral("damaged.db")).toStdString();
        {
            auto store = sim::Store::open(db);
            auto e = makeEngine(1);
            QVERIFY(e->attach(*store.value()).ok());
            launchMix(*e);
            QVERIFY(e->commit());
        }
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "UPDATE instances SET json = '{\"instance\": 5}'", nullptr,
                              nullptr, nullptr),
                 SQLITE_OK);
        sqlite3_close(raw);
        auto store = sim::Store::open(db);
        auto e = makeEngine(1);
        const auto result = e->attach(*store.value());
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.find("damaged") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(EnginePersistenceTest)
#include "tst_enginepersistence.moc"
