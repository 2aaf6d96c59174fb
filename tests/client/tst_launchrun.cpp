// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The rules of sending a launch, without any window, against a real polychip-sim: the new
// volume first and made once, one Idempotency-Key per spec until a refusal for good, cancel.
#include "launchrun.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "simtestclient.h"

#include <QSignalSpy>

#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::LaunchRun;
namespace ops = client::ops;
using test::Key;
using test::run;
using test::SimProcess;
using test::smallSpec;

Q_DECLARE_METATYPE(polychip::api::InstanceOperation)
Q_DECLARE_METATYPE(polychip::api::ApiError)
Q_DECLARE_METATYPE(polychip::client::LaunchRun::Step)

namespace {

api::ApiError errorOf(api::ErrorKind kind, int status)
{
    api::ApiError e;
    e.kind = kind;
    e.httpStatus = status;
    return e;
}

} // namespace

class LaunchRunTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    std::unique_ptr<ApiClient> m_client;

    std::size_t volumeCount()
    {
        const auto volumes = run(*m_client, ops::listVolumes({}));
        return volumes ? volumes->items.size() : 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        const Key key = m_sim->key("org-a", "developer");
        QVERIFY(!key.id.empty());
        m_client
            = std::make_unique<ApiClient>(Endpoint{m_sim->baseUrl(), key.id, key.secret, {}, {}});
    }

    void theNewVolumeIsCreatedFirstAndAttached()
    {
        LaunchRun launch(*m_client);
        QSignalSpy steps(&launch, &LaunchRun::stepChanged);
        QSignalSpy launched(&launch, &LaunchRun::launched);
        launch.send(smallSpec("with-volume"), api::VolumeCreate{"scratch", 50, {}});
        QVERIFY(launch.sending());
        QVERIFY(launched.wait(10000));
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps[0][0].value<LaunchRun::Step>(), LaunchRun::Step::CreatingVolume);
        QCOMPARE(steps[1][0].value<LaunchRun::Step>(), LaunchRun::Step::Sending);
        const auto op = launched[0][0].value<api::InstanceOperation>();
        QCOMPARE(op.instance.volumeIds.size(), std::size_t(1));
        const auto volume = run(*m_client, ops::getVolume(op.instance.volumeIds[0]));
        QVERIFY(volume);
        QCOMPARE(volume->name, std::string("scratch"));
        QVERIFY(!launch.createdVolume()); // attached: not the run's to offer again
        QVERIFY(!launch.sending());
    }

    void aRefusedLaunchKeepsItsVolumeForTheNextTry()
    {
        LaunchRun launch(*m_client);
        QSignalSpy failed(&launch, &LaunchRun::failed);
        QSignalSpy launched(&launch, &LaunchRun::launched);
        api::LaunchSpec bad = smallSpec("refused");
        bad.accelerator = "no-such-chip";
        const std::size_t before = volumeCount();
        launch.send(bad, api::VolumeCreate{"kept", 20, {}});
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed[0][1].value<LaunchRun::Step>(), LaunchRun::Step::Sending);
        QVERIFY(launch.createdVolume());
        const std::string created = *launch.createdVolume();
        QCOMPARE(volumeCount(), before + 1);
        // The next try attaches the one made rather than making another.
        launch.send(smallSpec("second-try"), api::VolumeCreate{"kept", 20, {}});
        QVERIFY(launched.wait(10000));
        QCOMPARE(volumeCount(), before + 1);
        QCOMPARE(launched[0][0].value<api::InstanceOperation>().instance.volumeIds,
                 std::vector<std::string>{created});
    }

    void oneKeyPerSpecUntilARefusalForGood()
    {
        LaunchRun launch(*m_client);
        const api::LaunchSpec spec = smallSpec("keyed");
        const std::string key = launch.keyFor(spec);
        QVERIFY(!key.empty());
        QCOMPARE(launch.keyFor(spec), key); // a retry replays, it does not launch twice
        api::LaunchSpec other = spec;
        other.count = 2;
        QVERIFY(launch.keyFor(other) != key); // another spec is another request

        // A refusal for good: the next attempt of the same spec is a new request.
        QSignalSpy failed(&launch, &LaunchRun::failed);
        api::LaunchSpec bad = smallSpec("keyed-bad");
        bad.accelerator = "no-such-chip";
        const std::string badKey = launch.keyFor(bad);
        launch.send(bad, std::nullopt);
        QVERIFY(failed.wait(10000));
        QVERIFY(LaunchRun::isFinal(failed[0][0].value<api::ApiError>()));
        QVERIFY(launch.keyFor(bad) != badKey);
    }

    void whatIsFinal_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("final");
        QTest::newRow("400 refused") << int(api::ErrorKind::Api) << 400 << true;
        QTest::newRow("409 conflict") << int(api::ErrorKind::Api) << 409 << true;
        QTest::newRow("422 funds") << int(api::ErrorKind::Api) << 422 << true;
        QTest::newRow("408 timeout") << int(api::ErrorKind::Api) << 408 << false;
        QTest::newRow("429 slow down") << int(api::ErrorKind::Api) << 429 << false;
        QTest::newRow("503 outage") << int(api::ErrorKind::Api) << 503 << false;
        QTest::newRow("network") << int(api::ErrorKind::Network) << 0 << false;
    }

    void whatIsFinal()
    {
        QFETCH(int, kind);
        QFETCH(int, status);
        QFETCH(bool, final);
        QCOMPARE(LaunchRun::isFinal(errorOf(api::ErrorKind(kind), status)), final);
    }

    void aLaunchedInstanceCanBeCancelled()
    {
        LaunchRun launch(*m_client);
        QSignalSpy launched(&launch, &LaunchRun::launched);
        QSignalSpy cancelled(&launch, &LaunchRun::cancelled);
        launch.send(smallSpec("cancelled"), std::nullopt);
        QVERIFY(launched.wait(10000));
        const std::string id = launched[0][0].value<api::InstanceOperation>().instance.id;
        launch.cancel(id);
        QVERIFY(cancelled.wait(10000));
        QCOMPARE(cancelled[0][0].value<api::InstanceOperation>().instance.id, id);
    }
};

QTEST_GUILESS_MAIN(LaunchRunTest)
#include "tst_launchrun.moc"
