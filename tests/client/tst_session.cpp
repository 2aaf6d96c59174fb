// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The session against a real polychip-sim: it converges to the server's state, follows the
// event stream through cuts and a server restart, and keeps metric histories.
#include "session.h"

#include "clienttestkit.h"
#include "simtestclient.h"

#include <QSignalSpy>

#include <atomic>
#include <thread>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
namespace ops = client::ops;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

/// The server's instances (id -> state) as a list call gives them.
std::map<std::string, api::InstanceState> serverInstances(ApiClient &c)
{
    client::ListQuery q;
    q.pageSize = 1000;
    std::map<std::string, api::InstanceState> out;
    if (auto page = run(c, ops::listInstances(q))) {
        for (const auto &i : page->items)
            out[i.id] = i.state;
    }
    return out;
}

/// Counts, while it lives, the log lines that hold both `a` and `b` (the client logs each
/// refused call: method, path and status), and passes every line on as before.
class LogWatch
{
public:
    LogWatch(QString a, QString b)
        : m_a(std::move(a))
        , m_b(std::move(b))
    {
        s_active = this;
        m_previous = qInstallMessageHandler(&LogWatch::handle);
    }
    ~LogWatch()
    {
        qInstallMessageHandler(m_previous);
        s_active = nullptr;
    }
    LogWatch(const LogWatch &) = delete;
    LogWatch &operator=(const LogWatch &) = delete;
    int load() const { return m_count.load(); }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &text)
    {
        if (LogWatch *w = s_active) {
            if (text.contains(w->m_a) && text.contains(w->m_b))
                ++w->m_count;
            if (w->m_previous)
                w->m_previous(type, context, text);
        }
    }
    static inline LogWatch *s_active = nullptr;
    QString m_a, m_b;
    std::atomic<int> m_count{0};
    QtMessageHandler m_previous = nullptr;
};

std::map<std::string, api::InstanceState> sessionInstances(const Session &s)
{
    std::map<std::string, api::InstanceState> out;
    for (const auto &[id, i] : s.instances().all())
        out[id] = i.state;
    return out;
}

} // namespace

class SessionTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void convergesAndKeepsMetrics()
    {
        SimProcess sim({"--rate-limit", "0", "--speed", "10"});
        QVERIFY(sim.start());
        const Key k = sim.key("org-a", "developer");
        ApiClient c(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}});
        QVERIFY(run(c, ops::createInstance(test::smallSpec("before"))));
        Session session(c);
        QSignalSpy resynced(&session.instances(), &client::InstanceStore::replaced);
        QSignalSpy added(&session.instances(), &client::InstanceStore::instanceAdded);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        QCOMPARE(resynced.count(), 1);
        QCOMPARE(session.instances().size(), std::size_t(1));
        // A launch made elsewhere arrives through the stream.
        const auto launched = run(c, ops::createInstance(test::smallSpec("after")));
        QVERIFY(launched);
        QTRY_VERIFY_WITH_TIMEOUT(session.instances().all().contains(launched->instance.id), 10000);
        QVERIFY(added.count() >= 1);
        QVERIFY(!session.catalog().accelerators().empty());
        QVERIFY(session.billing().account().has_value());
        // Running instances get metric histories from the batches.
        const std::string id = launched->instance.id;
        QTRY_VERIFY_WITH_TIMEOUT(session.instances().all().at(id).live.tokensPerS > 0, 30000);
        const auto h = session.instances().metrics(id);
        QVERIFY(h);
        const auto points
            = h->range(client::MetricHistory::TokensPerS, h->latest() - 60, h->latest() + 1, 1);
        QVERIFY(!points.empty());
        QCOMPARE(points.back().mean, float(session.instances().all().at(id).live.tokensPerS));
        QCOMPARE(sessionInstances(session), serverInstances(c));
    }

    void theInstanceShownIsFetchedWhole()
    {
        // Lists carry the basic view: the details pane's instance is fetched whole (endpoints,
        // policies), once, and after a relist that left it behind.
        SimProcess sim({"--rate-limit", "0"});
        QVERIFY(sim.start());
        const Key k = sim.key("org-a", "developer");
        ApiClient c(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}});
        api::LaunchSpec spec = test::smallSpec("shown");
        spec.autoSleep
            = api::AutoSleep{.enabled = true, .utilizationBelowPct = 7, .forMinutes = 45};
        const auto launched = run(c, ops::createInstance(spec));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        Session session(c);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        const api::Instance *listed = session.instances().find(id);
        QVERIFY(listed);
        QVERIFY(!session.instances().isComplete(id));
        QCOMPARE(listed->autoSleep.forMinutes, api::AutoSleep{}.forMinutes); // not in the list
        QSignalSpy changed(&session.instances(), &client::InstanceStore::instanceChanged);
        session.wantDetails(id);
        QTRY_VERIFY_WITH_TIMEOUT(session.instances().isComplete(id), 10000);
        const api::Instance *whole = session.instances().find(id);
        QCOMPARE(whole->imageId, launched->instance.imageId);
        QVERIFY(!whole->imageId.empty());
        QCOMPARE(whole->autoSleep.forMinutes, std::int64_t(45));
        QVERIFY(changed.count() >= 1);
        // Asked again: nothing to fetch.
        session.wantDetails(id);
        QVERIFY(session.instances().isComplete(id));
    }

    void aPlatformThatCannotSaveChangesIsSaid()
    {
        // The simulator's database may not grow past 1 MiB: changes are soon refused for
        // storage, which the session learns from the refusal and then follows in the health.
        SimProcess sim({"--rate-limit", "0", "--max-db-mib", "1"});
        QVERIFY(sim.start());
        const Key k = sim.key("org-a", "admin");
        client::RetryPolicy once;
        once.maxAttempts = 1; // the refusal itself, not its retries five seconds apart
        ApiClient c(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}}, once);
        Session session(c);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        QVERIFY(session.platformProblem().empty());
        std::string code;
        for (int i = 0; i < 20000 && code.empty(); ++i) {
            api::VolumeCreate v;
            v.name = "fill-" + std::to_string(i);
            v.sizeGib = 1;
            const auto made = run(c, ops::createVolume(v));
            if (!made)
                code = made.error().code;
        }
        QCOMPARE(code, std::string("STORAGE_FULL"));
        QTRY_COMPARE_WITH_TIMEOUT(session.platformProblemCode(), std::string("STORAGE_FULL"),
                                  10000);
        QVERIFY(session.platformProblem().find("disk is full") != std::string::npos);
        // Reads go on: the session stays live.
        QCOMPARE(session.state(), Session::State::Live);
    }

    void survivesAServerRestart()
    {
        SimProcess sim({"--rate-limit", "0"});
        QVERIFY(sim.start());
        sim.keepPort();
        const Key k = sim.key("org-a", "developer");
        ApiClient c(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}});
        Session session(c);
        session.setReconnectBase(std::chrono::milliseconds(50));
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        for (int i = 0; i < 3; ++i)
            QVERIFY(run(c, ops::createInstance(test::smallSpec("r" + std::to_string(i)))));
        QTRY_COMPARE_WITH_TIMEOUT(session.instances().size(), std::size_t(3), 10000);
        sim.kill(); // SIGKILL in the middle of the stream
        QTRY_VERIFY_WITH_TIMEOUT(session.state() != Session::State::Live, 10000);
        QVERIFY(!session.lastError().empty());
        QCOMPARE(session.instances().size(), std::size_t(3)); // the last good data stays
        QVERIFY(sim.start());
        for (int i = 3; i < 5; ++i)
            QVERIFY(run(c, ops::createInstance(test::smallSpec("r" + std::to_string(i)))));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(sessionInstances(session), serverInstances(c), 20000);
        QCOMPARE(session.instances().size(), std::size_t(5));
    }

    void streamCutsMissAndDoubleNothing()
    {
        // Ten simulated minutes at 60x, the stream cut every ten simulated seconds, while
        // changes keep coming: every revision is applied exactly once, with no relist.
        SimProcess sim({"--rate-limit", "0", "--speed", "60"});
        QVERIFY(sim.start());
        const Key k = sim.key("org-a", "developer");
        ApiClient c(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}});
        const auto target = run(c, ops::createInstance(test::smallSpec("labelled")));
        QVERIFY(target);
        Session session(c);
        session.setReconnectBase(std::chrono::milliseconds(10));
        QSignalSpy resynced(&session.instances(), &client::InstanceStore::replaced);
        QSignalSpy fetched(&session.instances(), &client::InstanceStore::historyFetched);
        const LogWatch refusedFetches(QStringLiteral("/metrics?"), QStringLiteral(": 400 after"));
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        const std::int64_t startRevision = session.revision();
        QElapsedTimer wall;
        wall.start();
        int cuts = 0, changes = 0;
        QTimer cutter;
        QObject::connect(&cutter, &QTimer::timeout, &session, [&] {
            session.dropStream();
            ++cuts;
        });
        cutter.start(167); // 10 simulated seconds
        QTimer changer;
        QObject::connect(&changer, &QTimer::timeout, &session, [&] {
            api::InstancePatch p;
            p.labels = api::Labels{{"n", std::to_string(changes++)}};
            c.call(ops::updateInstance(target->instance.id, p), &session, [](auto) {});
        });
        changer.start(50);
        // Sixty cuts, however slowly a loaded machine fires the timers.
        QTRY_VERIFY_WITH_TIMEOUT(cuts >= 60, 60'000);
        cutter.stop();
        changer.stop();
        // Let the last changes land, then compare with the server.
        QTest::qWait(500);
        client::ListQuery q;
        q.pageSize = 1000;
        const auto page = run(c, ops::listInstances(q));
        QVERIFY(page);
        QTRY_COMPARE_WITH_TIMEOUT(session.revision(), page->revision, 10000);
        QCOMPARE(resynced.count(), 1); // never lost its place
        QCOMPARE(session.appliedEvents(), page->revision - startRevision);
        QCOMPARE(session.instances().all().at(target->instance.id).labels.at("n"),
                 page->items.front().labels.at("n"));
        // After each reconnect the seconds missed were fetched from the platform; and a chart
        // can ask for full resolution (at 60x the stream carries a sample per poll, not per
        // simulated second).
        QVERIFY(fetched.count() > 0);
        // and only what was missed: never the seconds after the platform's now (a 400).
        QCOMPARE(refusedFetches.load(), 0);
        const std::string id = target->instance.id;
        QVERIFY(session.instances().metrics(id).has_value());
        const std::int64_t end = session.instances().metrics(id)->latest();
        const int before = int(fetched.count());
        session.fetchHistory(id, end - 59, 1);
        QTRY_VERIFY_WITH_TIMEOUT(fetched.count() > before, 10000);
        const auto lastMinute = session.instances().metrics(id)->range(
            client::MetricHistory::UtilizationPct, end - 59, end + 1, 1);
        QCOMPARE(lastMinute.size(), std::size_t(60));
        qInfo("%d cuts, %d changes, %lld events applied", cuts, changes,
              static_cast<long long>(session.appliedEvents()));
    }

    void aCapacityChangeReachesTheCatalogue()
    {
        // An administrator shortens a pool: every console's accelerators follow, through the
        // stream's catalog.changed, without a relist.
        SimProcess sim({"--rate-limit", "0"});
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const Key adm = sim.key("org-b", "admin");
        ApiClient c(Endpoint{sim.baseUrl(), dev.id, dev.secret, {}, {}});
        ApiClient admin(Endpoint{sim.baseUrl(), adm.id, adm.secret, {}, {}});
        Session session(c);
        QSignalSpy resynced(&session.instances(), &client::InstanceStore::replaced);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(session.catalog().accelerator("nvidia-h100-80g"), 10000);
        const auto capacityIn = [&](const char *region) {
            for (const auto &r : session.catalog().accelerator("nvidia-h100-80g")->regions)
                if (r.region == region)
                    return r.capacity;
            return std::int64_t(-1);
        };
        QVERIFY(capacityIn("cn-east") > 0);
        api::Faults faults;
        faults.capacityOverrides["nvidia-h100-80g@cn-east"] = 0;
        QVERIFY(run(admin, ops::setSimFaults(faults)));
        QTRY_COMPARE_WITH_TIMEOUT(capacityIn("cn-east"), std::int64_t(0), 10000);
        QVERIFY(capacityIn("cn-north") > 0);
        QCOMPARE(resynced.count(), 1); // followed, not relisted
        QCOMPARE(session.state(), Session::State::Live);
    }

    void theOrganisationsPoliciesAreReadAndFollowed()
    {
        // Listed at the start, then followed through policies.updated, as every console of the
        // organisation sees the administrator's change.
        SimProcess sim({"--rate-limit", "0"});
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const Key adm = sim.key("org-a", "admin");
        ApiClient admin(Endpoint{sim.baseUrl(), adm.id, adm.secret, {}, {}});
        api::OrgPoliciesUpdate rules;
        rules.maxRuntimeWithoutStopS = 86400;
        QVERIFY(run(admin, ops::setOrgPolicies(rules)));
        ApiClient c(Endpoint{sim.baseUrl(), dev.id, dev.secret, {}, {}});
        Session session(c);
        QSignalSpy changed(&session.billing(), &client::BillingStore::policiesChanged);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.billing().policies().maxRuntimeWithoutStopS,
                                  std::optional<std::int64_t>(86400), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        rules.maxRuntimeWithoutStopS = 3600;
        const auto change = run(admin, ops::setOrgPolicies(rules));
        QVERIFY(change);
        QTRY_COMPARE_WITH_TIMEOUT(session.billing().policies(), change->policies, 10000);
        QCOMPARE(changed.count(), 2);
    }

    void aCatalogChangeListsTheModelsAgainWhole()
    {
        // Two pages of models; after `catalog.changed` names the models, the listing has a
        // third. The store goes from the old whole list to the new whole list, never through
        // an empty or half one.
        test::FakePlatform platform;
        std::atomic<bool> changed{false};
        std::atomic<bool> announced{false};
        platform.serveNoInstances();
        platform.serveModels([&](const std::string &token) {
            using Ids = std::vector<std::string>;
            if (token.empty())
                return std::pair{Ids{"m-a"}, std::string("p2")};
            return std::pair{changed ? Ids{"m-b", "m-new"} : Ids{"m-b"}, std::string()};
        });
        platform.serveEvents([&] {
            return changed && !announced.exchange(true)
                       ? std::string("id: 6\nevent: catalog.changed\n"
                                     "data: {\"kinds\":[\"models\",\"datasets\"]}\n\n")
                       : std::string();
        });
        QVERIFY(platform.start());
        ApiClient c(platform.endpoint());
        Session session(c);
        session.start();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
        session.listCatalogEntries();
        using Listing = client::CatalogStore::Listing;
        QTRY_COMPARE_WITH_TIMEOUT(session.catalog().modelsListing(), Listing::Complete, 10000);
        QCOMPARE(session.catalog().models().size(), std::size_t(2));
        std::vector<std::size_t> seen;
        connect(&session.catalog(), &client::CatalogStore::modelsChanged, this,
                [&] { seen.push_back(session.catalog().models().size()); });
        changed = true;
        QTRY_VERIFY_WITH_TIMEOUT(session.catalog().model("m-new"), 10000);
        QCOMPARE(seen, std::vector<std::size_t>{3});
        QCOMPARE(session.catalog().modelsListing(), Listing::Complete);
        QCOMPARE(session.revision(), std::int64_t(6));
        // The data sets failed to list at first (the fake has none): listed again, page by page.
        QTRY_COMPARE_WITH_TIMEOUT(session.catalog().datasetsListing(), Listing::Failed, 10000);
        session.stop();
    }

    void aResetWithoutAnIdRelists()
    {
        // A server that answers the first stream with `reset` (no id, as for a client too far
        // behind) and then keeps the next one open.
        test::FakePlatform platform;
        httplib::Server &fake = platform.server();
        std::atomic<int> streams{0};
        fake.Get("/v1/instances", [](const httplib::Request &, httplib::Response &res) {
            res.set_content("{\"items\": [], \"deleted\": [], \"revision\": 5}",
                            "application/json");
        });
        fake.Get("/v1/events", [&](const httplib::Request &, httplib::Response &res) {
            if (streams++ == 0) {
                res.set_content("event: reset\ndata: {}\n\n", "text/event-stream");
                return;
            }
            res.set_chunked_content_provider(
                "text/event-stream", [](std::size_t, httplib::DataSink &sink) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                    return sink.write(": hb\n\n", 6);
                });
        });
        QVERIFY(platform.start());
        {
            ApiClient c(platform.endpoint());
            Session session(c);
            QSignalSpy resynced(&session.instances(), &client::InstanceStore::replaced);
            // The second stream follows the reset after the reconnect delay: a short one, so
            // that the test waits on the relist, not on the backoff (10 s with the default).
            session.setReconnectBase(std::chrono::milliseconds(20));
            session.start();
            QTRY_VERIFY_WITH_TIMEOUT(resynced.count() >= 2, 10000);
            QTRY_COMPARE_WITH_TIMEOUT(session.state(), Session::State::Live, 10000);
            session.stop();
        }
    }

    void pollsWhenTheStreamIsRefused()
    {
        // Lists work, the event stream never does (a proxy that buffers streams, say): the
        // session says Degraded with the reason and keeps its data current by listing.
        test::FakePlatform platform;
        httplib::Server &fake = platform.server();
        std::atomic<int> lists{0};
        fake.Get("/v1/instances", [&](const httplib::Request &, httplib::Response &res) {
            const int n = lists++;
            res.set_content(
                "{\"items\": [], \"deleted\": [], \"revision\": " + std::to_string(10 + n) + "}",
                "application/json");
        });
        fake.Get("/v1/events", [](const httplib::Request &, httplib::Response &res) {
            res.status = 503;
            res.set_content("{\"error\": {\"code\": \"UNAVAILABLE\", \"message\": \"no\"}}",
                            "application/json");
        });
        QVERIFY(platform.start());
        {
            ApiClient c(platform.endpoint());
            Session session(c);
            session.setReconnectBase(std::chrono::milliseconds(20));
            session.start();
            // It keeps listing (every few seconds: a loaded machine needs more than 20 s for 4).
            QTRY_VERIFY_WITH_TIMEOUT(lists.load() >= 4, 60000);
            QCOMPARE(session.state(), Session::State::Degraded);
            QVERIFY(session.lastError().find("503") != std::string::npos);
            QVERIFY(session.revision() >= 12);
            session.stop();
        }
    }
};

QTEST_GUILESS_MAIN(SessionTest)
#include "tst_session.moc"
