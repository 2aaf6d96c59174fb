// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The product client against a real polychip-sim on loopback: every typed call, the error
// kinds, retries under injected faults, timeouts, cancelling, TLS.
#include "apiclient.h"

#include "clienttestkit.h"
#include "simtestclient.h"
#include "testpki.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <QSignalSpy>
#include <thread>

#include <map>
#include <mutex>
#include <set>

#include <sys/stat.h>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Op;
using client::RetryPolicy;
namespace ops = client::ops;
using test::InjectedFaults;
using test::Key;
using test::run;
using test::SimProcess;
using test::smallSpec;

namespace {

/// The value of a call that must succeed (fails the test with the error otherwise).
#define PC_OK(expr)                                                                                \
    [&] {                                                                                          \
        auto r_ = (expr);                                                                          \
        if (!r_)                                                                                   \
            qFatal("%s failed: %s %s", #expr, r_.error().code.c_str(),                             \
                   r_.error().message.c_str());                                                    \
        return std::move(r_).value();                                                              \
    }()

} // namespace

class ApiClientTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin, m_manager, m_developer;
    int m_advances = 0;

    std::unique_ptr<ApiClient> clientFor(const Key &key, RetryPolicy policy = {})
    {
        return std::make_unique<ApiClient>(Endpoint{m_sim->baseUrl(), key.id, key.secret, {}, {}},
                                           policy);
    }

    /// Moves the simulated clock until the operation is done.
    api::Operation settle(ApiClient &c, const std::string &operationId)
    {
        for (int i = 0; i < 60; ++i) {
            const auto op = PC_OK(run(c, ops::getOperation(operationId)));
            if (op.done)
                return op;
            // Bodies vary: the same signed request twice in a second would be a replay.
            PC_OK(run(c, ops::advanceSimClock(api::ClockAdvance{30 + m_advances++ % 97})));
        }
        qFatal("operation %s did not finish", operationId.c_str());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sim = std::make_unique<SimProcess>(QStringList{"--rate-limit", "0"});
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        m_manager = m_sim->key("org-a", "manager");
        m_developer = m_sim->key("org-a", "developer");
    }

    void cleanupTestCase() { m_sim.reset(); }

    void sendsTheConsolesLanguageWithEveryRequest()
    {
        // The endpoint's language goes with every request, and a change applies to the next
        // one: the platform's text (a quote's reasons) follows.
        Endpoint zh{m_sim->baseUrl(), m_developer.id, m_developer.secret, {}, {}};
        zh.acceptLanguage = "zh-CN, en;q=0.5";
        ApiClient c(zh);
        QCOMPARE(c.acceptLanguage(), std::string("zh-CN, en;q=0.5"));
        api::LaunchSpec spec;
        spec.templateId = "tpl-jupyterlab";
        const auto hasChinese = [](const std::string &s) {
            return std::any_of(s.begin(), s.end(),
                               [](char ch) { return static_cast<unsigned char>(ch) >= 0xE0; });
        };
        const auto inChinese = PC_OK(run(c, ops::createQuote(spec)));
        QVERIFY2(hasChinese(inChinese.placement.reason), inChinese.placement.reason.c_str());
        c.setAcceptLanguage("en");
        const auto inEnglish = PC_OK(run(c, ops::createQuote(spec)));
        QVERIFY2(!hasChinese(inEnglish.placement.reason), inEnglish.placement.reason.c_str());
        QCOMPARE(inEnglish.placement.pricePerHourMicros, inChinese.placement.pricePerHourMicros);
        QCOMPARE(inEnglish.placement.accelerator, inChinese.placement.accelerator);
    }

    void everyTypedCall()
    {
        auto c = clientFor(m_admin);
        ApiClient &a = *c;
        QCOMPARE(PC_OK(run(a, ops::getHealth())).status, api::HealthStatus::Ok);
        QCOMPARE(PC_OK(run(a, ops::getMe())).role, api::Role::Admin);
        QVERIFY(!PC_OK(run(a, ops::listAccelerators())).items.empty());
        QVERIFY(!PC_OK(run(a, ops::listImages())).items.empty());
        const auto templates = PC_OK(run(a, ops::listTemplates()));
        QCOMPARE(PC_OK(run(a, ops::getTemplate(templates.items.front().id))).id,
                 templates.items.front().id);
        client::ListQuery someModels;
        someModels.pageSize = 5;
        QCOMPARE(PC_OK(run(a, ops::listModels(someModels))).items.size(), std::size_t(5));
        QCOMPARE(PC_OK(run(a, ops::getModel("gpt2-1.3b"))).id, std::string("gpt2-1.3b"));
        const auto datasets = PC_OK(run(a, ops::listDatasets()));
        PC_OK(run(a, ops::getDataset(datasets.items.front().id)));
        QVERIFY(!PC_OK(run(a, ops::createQuote(smallSpec("q")))).alternatives.empty());

        // An instance through its life.
        const auto launched = PC_OK(run(a, ops::createInstance(smallSpec("typed"))));
        const std::string id = launched.instance.id;
        settle(a, launched.operation->id);
        client::ListQuery running;
        running.filters = {{"state", "running"}};
        QVERIFY(!PC_OK(run(a, ops::listInstances(running))).items.empty());
        const auto inst = PC_OK(run(a, ops::getInstance(id)));
        api::InstancePatch patch;
        patch.labels = api::Labels{{"project", "typed"}};
        QCOMPARE(PC_OK(run(a, ops::updateInstance(id, patch, inst.revision))).labels.at("project"),
                 std::string("typed"));
        PC_OK(run(a, ops::getInstanceMetrics(id, {{"step", "60"}})));
        QVERIFY(!PC_OK(run(a, ops::getInstanceLogs(id))).lines.empty());
        settle(a, PC_OK(run(a, ops::sleepInstance(id))).operation->id);
        settle(a, PC_OK(run(a, ops::wakeInstance(id))).operation->id);
        settle(a, PC_OK(run(a, ops::stopInstance(id))).operation->id);
        settle(a, PC_OK(run(a, ops::startInstance(id))).operation->id);
        settle(a, PC_OK(run(a, ops::snapshotInstance(id, api::SnapshotRequest{"typed-snap"})))
                      .operation->id);
        const auto snapshots = PC_OK(run(a, ops::listSnapshots()));
        QVERIFY(!snapshots.items.empty());
        const auto snap = PC_OK(run(a, ops::getSnapshot(snapshots.items.front().id)));
        api::SwitchRequest toTpu;
        toTpu.backend = api::Backend::Tpu;
        toTpu.accelerator = "google-tpu-v5e";
        toTpu.count = 16;
        settle(a, PC_OK(run(a, ops::switchInstance(id, toTpu))).operation->id);
        QCOMPARE(PC_OK(run(a, ops::getInstance(id))).backend, api::Backend::Tpu);

        // Volumes.
        api::VolumeCreate vc;
        vc.name = "typed-vol";
        vc.sizeGib = 10;
        vc.region = PC_OK(run(a, ops::getInstance(id))).region;
        const auto vol = PC_OK(run(a, ops::createVolume(vc)));
        QVERIFY(!PC_OK(run(a, ops::listVolumes())).items.empty());
        PC_OK(run(a, ops::getVolume(vol.id)));
        PC_OK(run(a, ops::attachVolume(vol.id, api::AttachRequest{id})));
        PC_OK(run(a, ops::detachVolume(vol.id)));
        PC_OK(run(a, ops::deleteVolume(vol.id)));

        // Billing and budgets.
        QCOMPARE(PC_OK(run(a, ops::getBillingAccount())).currency, std::string("CNY"));
        PC_OK(run(a, ops::getBillingUsage({{"step", "hour"}})));
        PC_OK(run(a, ops::listLedger()));
        api::BudgetCreate bc;
        bc.name = "typed";
        bc.amountMicros = 1'000'000;
        bc.thresholdsPct = {80};
        const auto budget = PC_OK(run(a, ops::createBudget(bc)));
        QVERIFY(!PC_OK(run(a, ops::listBudgets())).items.empty());
        PC_OK(run(a, ops::getBudget(budget.id)));
        api::BudgetPatch bp;
        bp.amountMicros = 2'000'000;
        QCOMPARE(PC_OK(run(a, ops::updateBudget(budget.id, bp))).amountMicros,
                 std::int64_t(2'000'000));
        PC_OK(run(a, ops::deleteBudget(budget.id)));
        PC_OK(run(a, ops::deleteSnapshot(snap.id)));
        settle(a, PC_OK(run(a, ops::deleteInstance(id))).operation->id);

        // The simulator's controls.
        QVERIFY(PC_OK(run(a, ops::getSimClock())).speed >= 1);
        api::ClockUpdate speed;
        speed.speed = 2;
        QCOMPARE(PC_OK(run(a, ops::setSimClock(speed))).speed, 2.0);
        auto faults = PC_OK(run(a, ops::getSimFaults()));
        QCOMPARE(PC_OK(run(a, ops::setSimFaults(faults))).errorRate, 0.0);
        QVERIFY(!PC_OK(run(a, ops::listSimScenarios())).items.empty());
        const auto lessons = PC_OK(run(a, ops::listSimLessons()));
        PC_OK(run(a, ops::getSimLesson(lessons.items.front().id)));
        PC_OK(run(a, ops::loadSimScenario("first-steps")));
        PC_OK(run(a, ops::resetSim()));
        speed.speed = 1;
        PC_OK(run(a, ops::setSimClock(speed)));
    }

    void aRefusedCallIsLoggedWithItsPathAsSent()
    {
        // A query's percent escapes ("%3A" for a colon) stay as they were sent: the log line
        // is how a support request shows which call failed.
        RetryPolicy once;
        once.maxAttempts = 1;
        auto admin = clientFor(m_admin, once);
        QTest::ignoreMessage(
            QtInfoMsg, QRegularExpression(QStringLiteral(
                           "^GET /v1/instances/ins_nothing/metrics\\?from=2026-01-01T00%3A00%3A00Z"
                           ": 404 after [0-9]+ ms, attempt 1$")));
        const auto r = run(
            *admin, ops::getInstanceMetrics("ins_nothing", {{"from", "2026-01-01T00:00:00Z"}}));
        QVERIFY(!r);
        QCOMPARE(r.error().httpStatus, 404);
    }

    void errorKindsSurface()
    {
        RetryPolicy once;
        once.maxAttempts = 1;
        auto admin = clientFor(m_admin, once);
        auto manager = clientFor(m_manager, once);
        auto forged = clientFor({m_admin.id, "not-the-secret"}, once);
        const auto expect = [](const auto &result, int status, const char *code) {
            QVERIFY(!result);
            QCOMPARE(result.error().kind, api::ErrorKind::Api);
            QCOMPARE(result.error().httpStatus, status);
            QCOMPARE(result.error().code, std::string(code));
            QVERIFY(!result.error().requestId.empty());
        };
        expect(run(*forged, ops::getMe()), 401, "UNAUTHENTICATED");
        expect(run(*manager, ops::createInstance(smallSpec("no"))), 403, "PERMISSION_DENIED");
        expect(run(*admin, ops::getInstance("ins_nothing")), 404, "NOT_FOUND");
        const auto running = PC_OK(run(*admin, ops::createInstance(smallSpec("conflict"))));
        settle(*clientFor(m_admin), running.operation->id);
        expect(run(*admin, ops::startInstance(running.instance.id)), 409, "CONFLICT");
        auto tooBig = smallSpec("too-big");
        tooBig.count = 3; // not an allowed count of the RTX 4090
        const auto invalid = run(*admin, ops::createInstance(tooBig));
        QVERIFY(!invalid);
        QVERIFY(invalid.error().httpStatus == 400 || invalid.error().httpStatus == 422);
        // A trainee's quota is 4 instances: the fifth launch is refused with 422.
        auto trainee = clientFor(m_sim->key("org-b", "trainee"), once);
        std::optional<api::ApiError> quota;
        for (int i = 0; i < 6 && !quota; ++i) {
            if (auto r = run(*trainee, ops::createInstance(smallSpec("t" + std::to_string(i)))); !r)
                quota = r.error();
        }
        QVERIFY(quota);
        QCOMPARE(quota->httpStatus, 422);
        QCOMPARE(quota->code, std::string("QUOTA_EXCEEDED"));
        // 503 with Retry-After from injected faults; 429 from a rate-limited simulator.
        const auto unavailable = [&] {
            const InjectedFaults down(*admin, api::Faults{0, 1, {}, 0});
            return run(*admin, ops::getMe());
        }();
        expect(unavailable, 503, "UNAVAILABLE");
        QCOMPARE(unavailable.error().retryAfterSeconds, 1);
        SimProcess limited({"--rate-limit", "1"});
        QVERIFY(limited.start());
        const Key k = limited.key("org-a", "developer");
        ApiClient slow(Endpoint{limited.baseUrl(), k.id, k.secret, {}, {}}, once);
        std::optional<api::ApiError> refused;
        for (int i = 0; i < 10 && !refused; ++i) {
            if (auto r = run(slow, ops::getMe()); !r)
                refused = r.error();
        }
        QVERIFY(refused);
        QCOMPARE(refused->httpStatus, 429);
        QVERIFY(refused->retryAfterSeconds >= 1);
    }

    void retriesUnderFaultsActOnce()
    {
        // 30 % of requests fail (for mutations, half of those after acting), with latency:
        // 200 launches must give exactly 200 instances, each launch in at most 4 attempts.
        SimProcess sim({"--rate-limit", "0"});
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");
        const Key dev = sim.key("org-a", "developer");
        ApiClient control(Endpoint{sim.baseUrl(), admin.id, admin.secret, {}, {}});
        api::Faults faults;
        faults.errorRate = 0.3;
        faults.latencyMs = 20;
        faults.capacityOverrides = {{"nvidia-rtx4090", 1000}};
        PC_OK(run(control, ops::setSimFaults(faults)));
        RetryPolicy fast;
        fast.base = std::chrono::milliseconds(50);
        fast.budget = 1000; // this test is about acting once, not about the storm brake
        ApiClient c(Endpoint{sim.baseUrl(), dev.id, dev.secret, {}, {}}, fast);
        constexpr int kLaunches = 200;
        int finished = 0, failed = 0;
        std::vector<int> attempts;
        QObject context;
        for (int i = 0; i < kLaunches; ++i) {
            c.call<api::InstanceOperation>(
                ops::createInstance(smallSpec("burst-" + std::to_string(i))), &context,
                [&](api::Result<api::InstanceOperation> r) {
                    ++finished;
                    attempts.push_back(c.lastAttempts());
                    if (!r)
                        ++failed;
                });
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished, kLaunches, 120000);
        faults.errorRate = 0;
        faults.latencyMs = 0;
        PC_OK(run(control, ops::setSimFaults(faults)));
        // A launch whose 4 attempts all failed (0.3^4, about 1.6 of 200) may exist or not (it
        // did if one failure came after the effect); every other launch must exist once.
        // More than 10 such launches would be a 1-in-a-million run: a bug, not luck.
        QVERIFY2(failed <= 10, qPrintable(QString::number(failed)));
        client::ListQuery all;
        all.pageSize = 1000;
        const auto list = PC_OK(run(control, ops::listInstances(all)));
        std::map<std::string, int> byName;
        for (const auto &i : list.items)
            ++byName[i.name];
        for (const auto &[name, n] : byName)
            QVERIFY2(n == 1, name.c_str()); // none twice
        QVERIFY(int(byName.size()) >= kLaunches - failed);
        QVERIFY(int(byName.size()) <= kLaunches);
        QVERIFY(*std::max_element(attempts.begin(), attempts.end()) <= 4);
        QVERIFY(*std::max_element(attempts.begin(), attempts.end()) >= 2); // some were retried
    }

    void retryAfterIsHonoured()
    {
        auto admin = clientFor(m_admin);
        const InjectedFaults down(*admin, api::Faults{0, 1, {}, 0});
        QVERIFY(down.ok());
        RetryPolicy twice;
        twice.maxAttempts = 2;
        twice.base = std::chrono::milliseconds(1); // the server's Retry-After: 1 s rules
        auto c = clientFor(m_developer, twice);
        QElapsedTimer timer;
        timer.start();
        const auto r = run(*c, ops::getMe());
        const auto elapsed = timer.elapsed();
        QVERIFY(!r);
        QCOMPARE(c->lastAttempts(), 2);
        QVERIFY2(elapsed >= 1000, qPrintable(QString::number(elapsed)));
    }

    void retryBudgetStopsAStorm()
    {
        auto admin = clientFor(m_admin);
        RetryPolicy small;
        small.base = std::chrono::milliseconds(1);
        small.budget = 3;
        auto c = clientFor(m_developer, small);
        int attempts = 0;
        {
            const InjectedFaults down(*admin, api::Faults{0, 1, {}, 0});
            QVERIFY(down.ok());
            for (int i = 0; i < 5; ++i) {
                QVERIFY(!run(*c, ops::getMe()));
                attempts += c->lastAttempts();
            }
        }
        // 5 first attempts and only the 3 retries the budget held (not 5 x 3).
        QCOMPARE(attempts, 5 + 3);
        // Answers that are refusals (404s here) earn nothing back; only successes do.
        for (int i = 0; i < 20; ++i)
            QVERIFY(!run(*c, ops::getInstance("ins_none_" + std::to_string(i))));
        const InjectedFaults down(*admin, api::Faults{0, 1, {}, 0});
        QVERIFY(down.ok());
        QVERIFY(!run(*c, ops::getMe()));
        QCOMPARE(c->lastAttempts(), 1);
    }

    void slowAnswersTimeOutAndCancelWorks()
    {
        auto admin = clientFor(m_admin);
        const InjectedFaults slow(*admin, api::Faults{1500, 0, {}, 0});
        QVERIFY(slow.ok());
        RetryPolicy quick;
        quick.timeout = std::chrono::milliseconds(300);
        quick.maxAttempts = 2;
        quick.base = std::chrono::milliseconds(1);
        auto c = clientFor(m_developer, quick);
        const auto timedOut = run(*c, ops::getMe());
        QVERIFY(!timedOut);
        QCOMPARE(timedOut.error().kind, api::ErrorKind::Network);
        QCOMPARE(timedOut.error().code, std::string("TIMEOUT"));
        QCOMPARE(c->lastAttempts(), 2); // a GET is retried after a timeout
        // A PATCH is not: it may have acted, and the server keeps no key for it.
        api::InstancePatch patch;
        patch.name = "renamed";
        const auto patched = run(*c, ops::updateInstance("ins_whatever", patch));
        QVERIFY(!patched);
        QCOMPARE(c->lastAttempts(), 1);

        auto patient = clientFor(m_developer);
        std::optional<api::Result<api::Me>> out;
        QObject context;
        QElapsedTimer timer;
        timer.start();
        const auto handle = patient->call<api::Me>(ops::getMe(), &context,
                                                   [&](api::Result<api::Me> r) { out.emplace(r); });
        QTest::qWait(200);
        patient->cancel(handle);
        QTRY_VERIFY_WITH_TIMEOUT(out.has_value(), 5000);
        QVERIFY(timer.elapsed() < 1400);
        QVERIFY(!*out);
        QCOMPARE(out->error().kind, api::ErrorKind::Cancelled);
    }

    void destroyingTheClientWithCallsInFlight()
    {
        // Calls in flight and in backoff end (cancelled) before the client's state goes: under
        // AddressSanitizer this was a use after free.
        auto admin = clientFor(m_admin);
        const InjectedFaults flaky(*admin, api::Faults{300, 0.5, {}, 0});
        QVERIFY(flaky.ok());
        for (int round = 0; round < 5; ++round) {
            auto c = clientFor(m_developer);
            QObject context;
            for (int i = 0; i < 20; ++i)
                c->call<api::Me>(ops::getMe(), &context, [](api::Result<api::Me>) {});
            QTest::qWait(100 + 50 * round);
        }
    }

    void resultsAreDroppedWhenTheContextIsGone()
    {
        auto c = clientFor(m_developer);
        bool called = false;
        auto *context = new QObject;
        c->call<api::Me>(ops::getMe(), context, [&](api::Result<api::Me>) { called = true; });
        delete context;
        // A second call proves the first answer had time to arrive.
        PC_OK(run(*c, ops::getHealth()));
        QTest::qWait(100);
        QVERIFY(!called);
    }

    void plainHttpElsewhereIsRefusedBeforeConnecting_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("documentation address") << "http://192.0.2.1:8470";
        // Names are not addresses: this one could resolve anywhere.
        QTest::newRow("name starting with 127.") << "http://127.attacker.example:8470";
    }

    void plainHttpElsewhereIsRefusedBeforeConnecting()
    {
        QFETCH(QString, url);
        ApiClient c(Endpoint{url.toStdString(), m_admin.id, m_admin.secret, {}, {}});
        QElapsedTimer timer;
        timer.start();
        const auto r = run(c, ops::getMe());
        QVERIFY(!r);
        QCOMPARE(r.error().kind, api::ErrorKind::Network);
        QCOMPARE(r.error().code, std::string("REFUSED"));
        QCOMPARE(c.lastAttempts(), 1);
        QVERIFY(timer.elapsed() < 1000); // no connection was tried
    }

    void aCaBundleThatIsNotARegularFileIsRefusedBeforeConnecting_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("device") << "/dev/zero"
                                << "is a device";
        QTest::newRow("named pipe") << "fifo"
                                    << "is a named pipe";
        QTest::newRow("folder") << "folder"
                                << "is a folder";
        QTest::newRow("missing") << "missing"
                                 << "does not exist";
    }

    void aCaBundleThatIsNotARegularFileIsRefusedBeforeConnecting()
    {
        QFETCH(QString, kind);
        QFETCH(QString, refusal);
        QTemporaryDir dir;
        QString path = kind;
        if (kind == "fifo") {
            path = dir.filePath("ca.pem");
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == "folder") {
            path = dir.path();
        } else if (kind == "missing") {
            path = dir.filePath("ca.pem");
        }
        client::TransportOptions options;
        options.caFile = path.toStdString();
        // Nothing listens there: the bundle is refused before any connection is tried.
        ApiClient c(Endpoint{"https://127.0.0.1:9", m_admin.id, m_admin.secret, options, {}});
        QElapsedTimer timer;
        timer.start();
        const auto r = run(c, ops::getMe());
        QVERIFY(!r);
        QVERIFY(timer.elapsed() < 2000);
        QCOMPARE(r.error().kind, api::ErrorKind::Network);
        QCOMPARE(r.error().code, std::string("CA_FILE_UNREADABLE"));
        QCOMPARE(c.lastAttempts(), 1); // it is not tried again: the file does not change by itself
        const QString message = QString::fromStdString(r.error().message);
        QVERIFY2(message.contains(path) && message.contains(refusal), qPrintable(message));
    }

    void tlsIsVerified()
    {
        test::TestPki pki;
        QVERIFY(pki.create());
        SimProcess sim(pki.simArgs());
        QVERIFY(sim.start());
        sim.useTls(pki.caFile().toStdString());
        const Key k = sim.key("org-a", "developer");
        RetryPolicy once;
        once.maxAttempts = 1;
        client::TransportOptions trusted;
        trusted.caFile = pki.caFile().toStdString();
        ApiClient good(Endpoint{sim.baseUrl(), k.id, k.secret, trusted, {}}, once);
        QCOMPARE(PC_OK(run(good, ops::getMe())).role, api::Role::Developer);
        QVERIFY(std::abs(good.clockSkewSeconds()) <= 2);
        // Pinning: the server's own key passes, any other fails even with a trusted CA.
        QProcess pin;
        pin.start(QStringLiteral("sh"),
                  {QStringLiteral("-c"),
                   QStringLiteral("openssl x509 -in '%1' -pubkey -noout | openssl pkey -pubin "
                                  "-outform der | openssl dgst -sha256 -binary | openssl base64")
                       .arg(pki.certFile())});
        QVERIFY(pin.waitForFinished(30000));
        const std::string pinned = "sha256//" + pin.readAllStandardOutput().trimmed().toStdString();
        client::TransportOptions pinnedRight = trusted;
        pinnedRight.pinnedPublicKey = pinned;
        ApiClient rightPin(Endpoint{sim.baseUrl(), k.id, k.secret, pinnedRight, {}}, once);
        QVERIFY(run(rightPin, ops::getMe()));
        client::TransportOptions pinnedWrong = trusted;
        pinnedWrong.pinnedPublicKey = "sha256//AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
        ApiClient wrongPin(Endpoint{sim.baseUrl(), k.id, k.secret, pinnedWrong, {}}, once);
        const auto refusedPin = run(wrongPin, ops::getMe());
        QVERIFY(!refusedPin);
        QCOMPARE(refusedPin.error().kind, api::ErrorKind::Network);
        QCOMPARE(refusedPin.error().code, std::string("TLS_PIN_MISMATCH"));
        // Without the CA: refused, and not tried again (a certificate does not change).
        ApiClient untrusted(Endpoint{sim.baseUrl(), k.id, k.secret, {}, {}});
        const auto noCa = run(untrusted, ops::getMe());
        QVERIFY(!noCa);
        QCOMPARE(noCa.error().kind, api::ErrorKind::Network);
        QCOMPARE(untrusted.lastAttempts(), 1);
        // Said as what it is (widgets word it), with where and curl's own words kept.
        QCOMPARE(noCa.error().code, std::string("TLS_UNTRUSTED"));
        QCOMPARE(noCa.error().address, sim.baseUrl().substr(std::string("https://").size()));
        QVERIFY2(noCa.error().message.find("certificate") != std::string::npos,
                 noCa.error().message.c_str());
        // The certificate is for 127.0.0.1, not for the name "localhost".
        ApiClient wrongName(Endpoint{sim.baseUrl("localhost"), k.id, k.secret, trusted, {}}, once);
        const auto mismatch = run(wrongName, ops::getMe());
        QVERIFY(!mismatch);
        QCOMPARE(mismatch.error().kind, api::ErrorKind::Network);
        QCOMPARE(mismatch.error().code, std::string("TLS_NAME_MISMATCH"));
        // Plain http:// to the TLS port: the server drops what it cannot read as a handshake.
        std::string plainUrl = sim.baseUrl();
        plainUrl.replace(0, std::string("https").size(), "http");
        ApiClient plain(Endpoint{plainUrl, k.id, k.secret, {}, {}}, once);
        const auto plainToTls = run(plain, ops::getMe());
        QVERIFY(!plainToTls);
        QCOMPARE(plainToTls.error().kind, api::ErrorKind::Network);
        QCOMPARE(plainToTls.error().code, std::string("HTTPS_EXPECTED"));
        // A CA bundle that is not one: curl cannot use it.
        QTemporaryDir dir;
        QFile notPem(dir.filePath("ca.pem"));
        QVERIFY(notPem.open(QIODevice::WriteOnly));
        notPem.write("not a certificate\n");
        notPem.close();
        client::TransportOptions badBundle;
        badBundle.caFile = notPem.fileName().toStdString();
        ApiClient bad(Endpoint{sim.baseUrl(), k.id, k.secret, badBundle, {}}, once);
        const auto badCa = run(bad, ops::getMe());
        QVERIFY(!badCa);
        QCOMPARE(badCa.error().code, std::string("TLS_CA_FILE_BAD"));
    }

    void aCallersIdempotencyKeyIsSentAsItIs()
    {
        // The wizard brings its own key so that a second launch of the same spec acts once;
        // it must be the one sent (once), on every attempt, and other mutations get fresh ones.
        test::FakePlatform fake;
        std::mutex mutex;
        std::vector<std::string> keys;
        std::vector<std::size_t> counts;
        int calls = 0;
        fake.server().Post("/v1/volumes", [&](const httplib::Request &req, httplib::Response &res) {
            const std::lock_guard lock(mutex);
            keys.push_back(req.get_header_value("Idempotency-Key"));
            counts.push_back(req.get_header_value_count("Idempotency-Key"));
            if (++calls == 1) { // the first attempt fails: a retry follows
                res.status = 503;
                res.set_header("Retry-After", "0");
                res.set_content(R"({"error": {"code": "UNAVAILABLE", "message": "busy"}})",
                                "application/json");
                return;
            }
            res.status = 201;
            res.set_content(R"({"id": "vol_1", "name": "v", "size_gib": 1, "state": "available",
                "region": "cn-east", "created_at": "2026-12-02T08:00:00Z",
                "updated_at": "2026-12-02T08:00:00Z", "revision": 1})",
                            "application/json");
        });
        QVERIFY(fake.start());
        RetryPolicy quick;
        quick.base = std::chrono::milliseconds(10);
        ApiClient c(fake.endpoint(), quick);
        const api::VolumeCreate v{"v", 1, std::nullopt};
        QVERIFY(run(c, client::ops::withIdempotencyKey(ops::createVolume(v), "launch-abc")));
        QVERIFY(run(c, ops::createVolume(v)));
        const std::lock_guard lock(mutex);
        QCOMPARE(keys.size(), std::size_t(3));
        QCOMPARE(keys[0], std::string("launch-abc"));
        QCOMPARE(keys[1], std::string("launch-abc")); // the retry
        QVERIFY(!keys[2].empty());
        QVERIFY(keys[2] != "launch-abc");
        QCOMPARE(counts, std::vector<std::size_t>({1, 1, 1}));
    }

    void badAnswersBecomeDecodeErrors()
    {
        // A server that is not the platform: every answer is wrong in its own way.
        test::FakePlatform fake;
        httplib::Server &bad = fake.server();
        bad.Get("/v1/me", [](const httplib::Request &, httplib::Response &res) {
            res.set_content("{\"user\": ", "application/json"); // cut short
        });
        bad.Get("/v1/health", [](const httplib::Request &, httplib::Response &res) {
            res.set_content("<html>hello</html>", "text/html");
        });
        bad.Get("/v1/instances/ins_1", [](const httplib::Request &, httplib::Response &res) {
            res.set_content("{\"id\": 42}", "application/json"); // wrong types, fields missing
        });
        bad.Get("/v1/billing/account", [](const httplib::Request &, httplib::Response &res) {
            res.status = 418;
            res.set_content("teapot", "text/plain");
        });
        QVERIFY(fake.start());
        RetryPolicy once;
        once.maxAttempts = 1;
        ApiClient c(fake.endpoint(), once);
        const auto cut = run(c, ops::getMe());
        QVERIFY(!cut);
        QCOMPARE(cut.error().kind, api::ErrorKind::Decode);
        const auto html = run(c, ops::getHealth());
        QVERIFY(!html);
        QCOMPARE(html.error().kind, api::ErrorKind::Decode);
        QVERIFY(html.error().message.find("text/html") != std::string::npos);
        const auto wrong = run(c, ops::getInstance("ins_1"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().kind, api::ErrorKind::Decode);
        QVERIFY(!wrong.error().field.empty());
        const auto teapot = run(c, ops::getBillingAccount());
        QVERIFY(!teapot);
        QCOMPARE(teapot.error().kind, api::ErrorKind::Http);
        QCOMPARE(teapot.error().httpStatus, 418);
    }
};

QTEST_GUILESS_MAIN(ApiClientTest)
#include "tst_apiclient.moc"
