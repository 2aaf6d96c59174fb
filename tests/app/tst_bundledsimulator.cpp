// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The bundled-simulator launcher with the real polychip-sim: start, restart after a crash (up
// to the cap), a second console attaching and taking over, stop.
#include "bundledsimulator.h"
#include "operations.h"

#include <QDirIterator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

using namespace polychip;
using app::BundledSimulator;

namespace {

BundledSimulator::Options optionsFor(const QTemporaryDir &dir)
{
    BundledSimulator::Options o;
    o.program = QStringLiteral(POLYCHIP_SIM_EXE);
    o.dataDir = dir.path();
    o.watchInterval = std::chrono::milliseconds(200);
    return o;
}

/// GET /v1/me with the launcher's admin endpoint: the keys it read work.
bool signsIn(const BundledSimulator &sim)
{
    const auto endpoint = sim.endpoint(api::Role::Admin);
    if (!endpoint)
        return false;
    client::ApiClient c(*endpoint);
    std::optional<api::Result<api::Me>> me;
    QObject context;
    c.call(client::ops::getMe(), &context, [&](api::Result<api::Me> r) { me = std::move(r); });
    return QTest::qWaitFor([&] { return me.has_value(); }, 10000) && *me
           && (*me)->role == api::Role::Admin;
}

/// How many instances org-a has (the welcome scenario's, on a new data directory).
std::size_t instanceCount(const BundledSimulator &sim)
{
    client::ApiClient c(*sim.endpoint(api::Role::Admin));
    std::optional<api::Result<api::Page<api::Instance>>> page;
    QObject context;
    c.call(client::ops::listInstances(), &context,
           [&](api::Result<api::Page<api::Instance>> r) { page = std::move(r); });
    return QTest::qWaitFor([&] { return page.has_value(); }, 10000) && *page ? (*page)->items.size()
                                                                             : 0;
}

/// The simulated clock's speed (simulated seconds per second), or -1.
double clockSpeed(const BundledSimulator &sim)
{
    client::ApiClient c(*sim.endpoint(api::Role::Admin));
    std::optional<api::Result<api::Clock>> clock;
    QObject context;
    c.call(client::ops::getSimClock(), &context,
           [&](api::Result<api::Clock> r) { clock = std::move(r); });
    return QTest::qWaitFor([&] { return clock.has_value(); }, 10000) && *clock ? (*clock)->speed
                                                                               : -1;
}

/// The permission bits of a file (e.g. 0600).
int modeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

bool processAlive(qint64 pid)
{
    return pid > 0 && ::kill(pid_t(pid), 0) == 0;
}

} // namespace

class BundledSimulatorTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void findsTheSimulatorOfTheBuildTree()
    {
        // The test runs from the build tree; the console finds polychip-sim the same way.
        QCOMPARE(BundledSimulator::findProgram(),
                 QFileInfo(QStringLiteral(POLYCHIP_SIM_EXE)).canonicalFilePath());
    }

    void startsRestartsAndStops()
    {
        QTemporaryDir dir;
        BundledSimulator sim(optionsFor(dir));
        QSignalSpy ready(&sim, &BundledSimulator::ready);
        QSignalSpy notices(&sim, &BundledSimulator::notice);
        sim.start();
        QVERIFY(ready.wait(20000));
        QCOMPARE(sim.state(), BundledSimulator::State::Running);
        QVERIFY(sim.baseUrl().startsWith(QStringLiteral("http://127.0.0.1:")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("keys.json"))));
        QVERIFY(signsIn(sim));
        QCOMPARE(instanceCount(sim), std::size_t(5)); // the welcome scenario
        for (const auto role : {api::Role::Developer, api::Role::Manager, api::Role::Trainee})
            QVERIFY(sim.endpoint(role).has_value());

        // Killed: a notice, then it serves again (same keys, the state kept in its data dir).
        const qint64 first = sim.processId();
        ::kill(pid_t(first), SIGKILL);
        QVERIFY(ready.wait(20000));
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.first().first().toString().contains(QStringLiteral("restarting")));
        QCOMPARE(sim.restarts(), 1);
        QVERIFY(sim.processId() != first);
        QVERIFY(signsIn(sim));

        const qint64 second = sim.processId();
        sim.stop();
        QCOMPARE(sim.state(), BundledSimulator::State::Stopped);
        QVERIFY(!processAlive(second));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("port"))));
    }

    void theSpeedChosenForTheStartIsSetOnTheSimulatorItStarts()
    {
        QTemporaryDir dir;
        auto options = optionsFor(dir);
        options.startSpeed = 60;
        {
            BundledSimulator sim(options);
            QSignalSpy ready(&sim, &BundledSimulator::ready);
            sim.start();
            QVERIFY(ready.wait(20000));
            QCOMPARE(clockSpeed(sim), 60.0);
            QCOMPARE(instanceCount(sim), std::size_t(5)); // after the welcome scenario
            sim.stop();
        }
        // Again on the state it kept, which remembers its own speed: the choice wins.
        options.startSpeed = 600;
        BundledSimulator sim(options);
        QSignalSpy ready(&sim, &BundledSimulator::ready);
        sim.start();
        QVERIFY(ready.wait(20000));
        QCOMPARE(clockSpeed(sim), 600.0);
        // Another console attaching leaves the speed of the one that started it.
        auto other = optionsFor(dir);
        other.startSpeed = 10;
        BundledSimulator attached(other);
        QSignalSpy attachedReady(&attached, &BundledSimulator::ready);
        attached.start();
        QVERIFY(attachedReady.wait(20000));
        QCOMPARE(attached.state(), BundledSimulator::State::Attached);
        QCOMPARE(clockSpeed(attached), 600.0);
    }

    void stopThenEndsTheSimulatorWithoutWaitingForIt()
    {
        QTemporaryDir dir;
        BundledSimulator sim(optionsFor(dir));
        QSignalSpy ready(&sim, &BundledSimulator::ready);
        sim.start();
        QVERIFY(ready.wait(20000));
        const qint64 pid = sim.processId();
        bool stopped = false;
        sim.stopThen([&] {
            stopped = true;
            // By then it is gone, with its port file: the folder is free to delete.
            QCOMPARE(sim.state(), BundledSimulator::State::Stopped);
            QVERIFY(!processAlive(pid));
            QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("port"))));
        });
        QVERIFY(!stopped); // asynchronous: nothing waited here
        QTRY_VERIFY_WITH_TIMEOUT(stopped, 10000);
        // No restart follows, as after a crash would.
        QTest::qWait(300);
        QCOMPARE(sim.state(), BundledSimulator::State::Stopped);
        // With nothing running, at once.
        bool again = false;
        sim.stopThen([&] { again = true; });
        QVERIFY(again);
    }

    void theFolderIsTheOwnersAlone()
    {
        // Not only keys.json is private: the database beside it (every secret in plain
        // text), its WAL and the folders are the owner's alone, whatever the umask.
        const mode_t umaskBefore = ::umask(0);
        const auto restoreUmask = qScopeGuard([umaskBefore] { ::umask(umaskBefore); });
        QTemporaryDir dir;
        // What an older console left: a folder and a log readable by all.
        QFile::setPermissions(dir.path(), QFileDevice::Permissions(0x7755));
        QFile log(dir.filePath(QStringLiteral("simulator.log")));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.close();
        QFile::setPermissions(log.fileName(), QFileDevice::Permissions(0x6644));

        BundledSimulator sim(optionsFor(dir));
        QSignalSpy ready(&sim, &BundledSimulator::ready);
        sim.start();
        QVERIFY(ready.wait(20000));
        QVERIFY(signsIn(sim)); // the state is written
        const auto checkAll = [&dir] {
            QCOMPARE(modeOf(dir.path()), 0700);
            QDirIterator it(dir.path(), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                            QDirIterator::Subdirectories);
            int files = 0;
            while (it.hasNext()) {
                const QFileInfo entry(it.next());
                const int expected = entry.isDir() ? 0700 : 0600;
                QVERIFY2(modeOf(entry.filePath()) == expected, qPrintable(entry.filePath()));
                files += entry.isFile() ? 1 : 0;
            }
            // console.lock, port, keys.json, simulator.log, access.log, the database + WAL.
            QVERIFY2(files >= 7, qPrintable(QString::number(files)));
        };
        checkAll();
        QVERIFY(!QTest::currentTestFailed());
        // After a restart too.
        ::kill(pid_t(sim.processId()), SIGKILL);
        QVERIFY(ready.wait(20000));
        QVERIFY(signsIn(sim));
        checkAll();
    }

    void givesUpAfterTheCap()
    {
        QTemporaryDir dir;
        auto options = optionsFor(dir);
        options.maxRestarts = 1;
        BundledSimulator sim(options);
        QSignalSpy ready(&sim, &BundledSimulator::ready);
        QSignalSpy failed(&sim, &BundledSimulator::failed);
        sim.start();
        QVERIFY(ready.wait(20000));
        ::kill(pid_t(sim.processId()), SIGKILL);
        QVERIFY(ready.wait(20000));
        ::kill(pid_t(sim.processId()), SIGKILL);
        QVERIFY(failed.wait(20000));
        QCOMPARE(sim.state(), BundledSimulator::State::Failed);
        QVERIFY(sim.error().contains(QStringLiteral("2 times")));
        QVERIFY(sim.error().contains(QStringLiteral("simulator.log")));
        // Nothing serves: no port file for another console to attach to.
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("port"))));
        // Started again (Retry now), it counts afresh.
        sim.start();
        QVERIFY(ready.wait(20000));
        QCOMPARE(sim.state(), BundledSimulator::State::Running);
        QVERIFY(signsIn(sim));
        ::kill(pid_t(sim.processId()), SIGKILL);
        QVERIFY(ready.wait(20000)); // restarted: the limit counts from the new start
        QCOMPARE(sim.state(), BundledSimulator::State::Running);
        // Stopped (the console quits): neither the port file nor the lock stays behind.
        sim.stop();
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("port"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("console.lock"))));
    }

    void aSecondConsoleAttachesAndTakesOver()
    {
        QTemporaryDir dir;
        auto owner = std::make_unique<BundledSimulator>(optionsFor(dir));
        QSignalSpy ownerReady(owner.get(), &BundledSimulator::ready);
        owner->start();
        QVERIFY(ownerReady.wait(20000));

        BundledSimulator second(optionsFor(dir));
        QSignalSpy secondReady(&second, &BundledSimulator::ready);
        second.start();
        QVERIFY(secondReady.wait(20000));
        QCOMPARE(second.state(), BundledSimulator::State::Attached);
        QCOMPARE(second.baseUrl(), owner->baseUrl());
        QCOMPARE(second.processId(), qint64(0));
        QVERIFY(signsIn(second));

        // The owner quits (stopping its simulator): the second console starts its own.
        QSignalSpy notices(&second, &BundledSimulator::notice);
        owner.reset();
        QVERIFY(secondReady.wait(20000));
        QCOMPARE(second.state(), BundledSimulator::State::Running);
        QVERIFY(second.processId() > 0);
        QCOMPARE(notices.count(), 1);
        QVERIFY(signsIn(second));
    }

    void saysWhenThereIsNoSimulator()
    {
        QTemporaryDir dir;
        auto options = optionsFor(dir);
        options.program = dir.filePath(QStringLiteral("no-such-program"));
        BundledSimulator sim(options);
        QSignalSpy failed(&sim, &BundledSimulator::failed);
        sim.start();
        QVERIFY(failed.wait(10000));
        QVERIFY(sim.error().contains(QStringLiteral("no-such-program")));
    }

    void aDamagedKeysFileIsReported()
    {
        QTemporaryDir dir;
        QFile keys(dir.filePath(QStringLiteral("keys.json")));
        QVERIFY(keys.open(QIODevice::WriteOnly));
        keys.write("{\"keys\": 7}");
        keys.close();
        BundledSimulator sim(optionsFor(dir));
        QSignalSpy failed(&sim, &BundledSimulator::failed);
        sim.start();
        QVERIFY(failed.wait(20000));
        QCOMPARE(sim.state(), BundledSimulator::State::Failed);
        // Why it died is in the message, not only in the log.
        QVERIFY2(sim.error().contains(QStringLiteral("keys")), qPrintable(sim.error()));
    }
};

QTEST_GUILESS_MAIN(BundledSimulatorTest)
#include "tst_bundledsimulator.moc"
