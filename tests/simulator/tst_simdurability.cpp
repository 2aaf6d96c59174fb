// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// What polychip-sim promises about what it keeps, against the real program: nothing it
// acknowledged is lost (a full disk, kill -9), ids are never given twice, a captured request
// is not accepted again after a restart, its log cannot be forged, and the files it writes
// are its user's alone.
#include "simtestclient.h"

#include <QDirIterator>
#include <QProcess>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>

using namespace polychip;
using namespace polychip::test;

namespace {

std::string volumeBody(const std::string &name)
{
    return "{\"name\": \"" + name + "\", \"size_gib\": 1}";
}

/// Every volume id of the caller's organisation, all pages.
std::set<std::string> volumeIds(SimProcess &sim, const Key &key)
{
    std::set<std::string> ids;
    std::string token;
    do {
        const auto a = sim.request(key, "GET",
                                   "/v1/volumes?page_size=1000"
                                       + (token.empty() ? std::string() : "&page_token=" + token));
        if (a.status != 200)
            return ids;
        const auto page = decodeOk<api::Page<api::Volume>>(a);
        for (const auto &v : page.items)
            ids.insert(v.id);
        token = page.nextPageToken.value_or("");
    } while (!token.empty());
    return ids;
}

int modeOf(const QString &path)
{
    struct stat st
    {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

/// A small tmpfs over `dir` for the test's life (root only; false where mounting is not
/// allowed).
class SmallDisk
{
public:
    SmallDisk(const QString &dir, int kib)
        : m_dir(dir)
    {
        QDir().mkpath(dir);
        const QByteArray options = "size=" + QByteArray::number(kib) + "k,mode=0700";
        m_mounted
            = ::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, options.constData())
              == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir).constData(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }

    /// Takes every free byte of the disk.
    void fill()
    {
        QFile filler(m_dir + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly))
            return;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size() && filler.flush()) {
        }
    }
    void free() { QFile::remove(m_dir + QStringLiteral("/filler")); }

private:
    QString m_dir;
    bool m_mounted = false;
};

/// Runs polychip-sim with `args` until it writes its port file or ends; what it said on stderr.
struct Run
{
    bool started = false;
    int exitCode = -1;
    QString stderrText;
};

Run runSim(const QStringList &args, const QString &portFile)
{
    QProcess p;
    p.start(QStringLiteral(POLYCHIP_SIM_EXE), args);
    Run run;
    if (!p.waitForStarted())
        return run;
    for (int i = 0; i < 200 && !QFile::exists(portFile); ++i) {
        if (p.waitForFinished(50))
            break;
    }
    run.started = QFile::exists(portFile);
    if (p.state() != QProcess::NotRunning) {
        p.terminate();
        p.waitForFinished(10000);
    }
    run.exitCode = p.exitCode();
    run.stderrText = QString::fromUtf8(p.readAllStandardError());
    return run;
}

} // namespace

class TestSimDurability final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nothingAcknowledgedIsLostWhenTheDiskIsFullAndTheSimulatorIsKilled()
    {
        SimProcess sim({QStringLiteral("--max-db-mib"), QStringLiteral("1"),
                        QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");

        std::set<std::string> acknowledged;
        HttpAnswer refusal;
        for (int i = 0; i < 20000 && refusal.status == 0; ++i) {
            const auto a
                = sim.request(admin, "POST", "/v1/volumes", volumeBody("v" + std::to_string(i)), 0,
                              "application/json", {"Idempotency-Key: fill-" + std::to_string(i)});
            if (a.status >= 200 && a.status < 300)
                acknowledged.insert(decodeOk<api::Volume>(a).id);
            else
                refusal = a;
        }
        QVERIFY2(!acknowledged.empty(), "nothing was acknowledged before the disk filled");
        QCOMPARE(refusal.status, 503L);
        QCOMPARE(refusal.errorCode(), std::string("STORAGE_FULL"));
        QVERIFY(refusal.headers.find("Retry-After: ") != std::string::npos);

        // Reads go on, and the health says why changes are refused.
        const auto health = decodeOk<api::Health>(sim.raw("GET", "/v1/health", "", {}));
        QCOMPARE(health.status, api::HealthStatus::Degraded);
        QCOMPARE(health.code.value_or(""), std::string("STORAGE_FULL"));
        QVERIFY(!health.reason.value_or("").empty());
        const auto seen = volumeIds(sim, admin);
        QVERIFY(seen.size() >= acknowledged.size());
        QCOMPARE(sim.request(admin, "POST", "/v1/volumes", volumeBody("more")).errorCode(),
                 std::string("STORAGE_FULL"));

        sim.kill();
        sim.removeOption(QStringLiteral("--max-db-mib"));
        QVERIFY(sim.start());
        const auto kept = volumeIds(sim, admin);
        for (const auto &id : acknowledged)
            QVERIFY2(kept.contains(id), ("acknowledged, then lost: " + id).c_str());

        // Ids are never given twice, not even those only seen in a list before the kill.
        const auto fresh = sim.request(admin, "POST", "/v1/volumes", volumeBody("fresh"));
        QCOMPARE(fresh.status, 201L);
        const std::string freshId = decodeOk<api::Volume>(fresh).id;
        QVERIFY2(!seen.contains(freshId), ("id given again: " + freshId).c_str());
    }

    void changesResumeByThemselvesWhenSpaceReturns()
    {
        SimProcess sim({QStringLiteral("--rate-limit"), QStringLiteral("0")});
        SmallDisk disk(sim.path(QStringLiteral("data")), 4096);
        if (!disk.mounted())
            QSKIP("mounting a small tmpfs needs root; the size-capped test above covers the rest");
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");
        disk.fill();

        HttpAnswer refusal;
        std::string refusedKey;
        for (int i = 0; i < 20000 && refusal.status == 0; ++i) {
            refusedKey = "tmpfs-" + std::to_string(i);
            const auto a = sim.request(admin, "POST", "/v1/volumes", volumeBody(refusedKey), 0,
                                       "application/json", {"Idempotency-Key: " + refusedKey});
            if (a.status >= 300)
                refusal = a;
        }
        QCOMPARE(refusal.status, 503L);
        QCOMPARE(refusal.errorCode(), std::string("STORAGE_FULL"));

        disk.free();
        QTRY_COMPARE_WITH_TIMEOUT(
            decodeOk<api::Health>(sim.raw("GET", "/v1/health", "", {})).status,
            api::HealthStatus::Ok, 10000);
        // The refused request took effect once it could be saved: its retry gets that answer,
        // and there is one such volume, not two.
        const auto retry = sim.request(admin, "POST", "/v1/volumes", volumeBody(refusedKey), 0,
                                       "application/json", {"Idempotency-Key: " + refusedKey});
        QCOMPARE(retry.status, 201L);
        int named = 0;
        const auto list = decodeOk<api::Page<api::Volume>>(
            sim.request(admin, "GET", "/v1/volumes?page_size=1000"));
        for (const auto &v : list.items)
            named += v.name == refusedKey ? 1 : 0;
        QCOMPARE(named, 1);
        QCOMPARE(sim.request(admin, "POST", "/v1/volumes", volumeBody("after")).status, 201L);
        sim.stop();
        QCOMPARE(sim.exitCode(), 0);
    }

    void aCapturedRequestIsRefusedAfterARestart()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");
        const std::string body = "{\"seconds\": 60}";
        const std::string path = "/v1/sim/clock:advance";
        auto headers = SimProcess::signedHeaders(admin, "POST", path, body,
                                                 QDateTime::currentSecsSinceEpoch());
        headers.push_back("Content-Type: application/json");
        QCOMPARE(sim.raw("POST", path, body, headers).status, 200L);
        QCOMPARE(sim.raw("POST", path, body, headers).status, 401L);

        for (const bool kill : {false, true}) {
            QTest::qWait(1100); // the next start is in a later second than the signature
            if (kill)
                sim.kill();
            else
                sim.stop();
            QVERIFY(sim.start());
            const auto replayed = sim.raw("POST", path, body, headers);
            QCOMPARE(replayed.status, 401L);
            QVERIFY2(replayed.body.find("REPLAY") != std::string::npos, replayed.body.c_str());
            // A request signed now goes through.
            QCOMPARE(sim.request(admin, "POST", path, body).status, 200L);
        }
    }

    void aRequestCannotWriteALineOfItsOwnInTheAccessLog()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        sim.raw("GET", "/v1/x%0Amethod=POST%20path=/v1/sim:reset%20status=204%0D%1B[2J", "",
                {"X-PC-Key: key\tforged"});
        sim.stop();
        QFile log(sim.path(QStringLiteral("access.log")));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = log.readAll().split('\n');
        bool found = false;
        for (const QByteArray &line : lines) {
            if (line.isEmpty())
                continue;
            QVERIFY2(line.startsWith("method="), line.constData());
            QVERIFY2(!line.contains('\r') && !line.contains('\x1b'), line.constData());
            if (line.contains("/v1/x")) {
                found = true;
                QVERIFY2(line.contains("path=/v1/x\\x0amethod=POST\\x20path=/v1/sim:reset"),
                         line.constData());
                QVERIFY2(line.contains("key=key\\x09forged"), line.constData());
                QCOMPARE(line.split(' ').size(), 7);
            }
        }
        QVERIFY(found);
    }

    void aTraineeActsOnlyOnWhatTheyLaunched()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        const Key admin = sim.key("org-a", "admin");
        const Key trainee = sim.key("org-a", "trainee");
        const auto theirs = sim.launchSmall(admin, "admins").instance.id;
        const auto mine = sim.launchSmall(trainee, "trainees").instance.id;

        const auto refused = sim.request(trainee, "DELETE", "/v1/instances/" + theirs);
        QCOMPARE(refused.status, 403L);
        QCOMPARE(refused.errorCode(), std::string("PERMISSION_DENIED"));
        QCOMPARE(sim.request(trainee, "PATCH", "/v1/instances/" + theirs,
                             "{\"labels\": {\"mine\": \"no\"}}")
                     .status,
                 403L);
        QCOMPARE(sim.request(trainee, "DELETE", "/v1/instances/" + mine).status, 202L);
        // Administrators and developers act on everyone's.
        QCOMPARE(sim.request(sim.key("org-a", "developer"), "PATCH", "/v1/instances/" + theirs,
                             "{\"labels\": {\"seen\": \"yes\"}}")
                     .status,
                 200L);
    }

    void everyFileItWritesIsItsUsersAloneWhateverTheUmask()
    {
        const mode_t before = ::umask(0);
        SimProcess sim;
        const bool started = sim.start();
        ::umask(before);
        QVERIFY(started);
        sim.stop();
        // A keys file someone opened up by hand is closed again at the next start.
        QVERIFY(::chmod(QFile::encodeName(sim.path(QStringLiteral("keys.json"))).constData(), 0644)
                == 0);
        ::umask(0);
        const bool again = sim.start();
        ::umask(before);
        QVERIFY(again);
        sim.stop();
        QDirIterator it(sim.path(QString()), QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const int expected = it.fileInfo().isDir() ? 0700 : 0600;
            if (it.fileInfo().isDir() && path == sim.path(QString()))
                continue;
            QVERIFY2(modeOf(path) == expected,
                     qPrintable(path + QStringLiteral(": ") + QString::number(modeOf(path), 8)));
            ++files;
        }
        QVERIFY(files >= 4); // keys, port, access log, the database
    }

    void aDamagedDatabaseStopsTheStartSayingWhatToDo()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        sim.stop();
        const QString db = sim.path(QStringLiteral("data/polychip-sim.db"));
        {
            QFile file(db);
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.seek(100));
            file.write(QByteArray(8192, '\x5a'));
        }
        QFile::remove(db + QStringLiteral("-wal"));
        QFile::remove(db + QStringLiteral("-shm"));
        const Run run = runSim({QStringLiteral("--port"), QStringLiteral("0"),
                                QStringLiteral("--port-file"), sim.path(QStringLiteral("p2")),
                                QStringLiteral("--data-dir"), sim.path(QStringLiteral("data"))},
                               sim.path(QStringLiteral("p2")));
        QVERIFY(!run.started);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.stderrText.contains(db), qPrintable(run.stderrText));
        QVERIFY2(run.stderrText.contains(QStringLiteral("damaged")), qPrintable(run.stderrText));
        QVERIFY2(run.stderrText.contains(QStringLiteral("backup")), qPrintable(run.stderrText));
        QVERIFY2(!run.stderrText.contains(QStringLiteral("not an error")),
                 qPrintable(run.stderrText));
    }

    void anEmptyDatabaseIsSaidAtStart()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("data")));
        const QString db = dir.filePath(QStringLiteral("data/polychip-sim.db"));
        QFile(db).open(QIODevice::WriteOnly);
        const Run run = runSim({QStringLiteral("--port"), QStringLiteral("0"),
                                QStringLiteral("--port-file"), dir.filePath(QStringLiteral("port")),
                                QStringLiteral("--data-dir"), dir.filePath(QStringLiteral("data"))},
                               dir.filePath(QStringLiteral("port")));
        QVERIFY(run.started);
        QVERIFY2(run.stderrText.contains(QStringLiteral("is empty (0 bytes)")),
                 qPrintable(run.stderrText));
        // A first start (no file yet) says nothing of the kind.
        QTemporaryDir fresh;
        const Run first
            = runSim({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--port-file"),
                      fresh.filePath(QStringLiteral("port")), QStringLiteral("--data-dir"),
                      fresh.filePath(QStringLiteral("data"))},
                     fresh.filePath(QStringLiteral("port")));
        QVERIFY(first.started);
        QVERIFY(!first.stderrText.contains(QStringLiteral("empty")));
    }
};

QTEST_GUILESS_MAIN(TestSimDurability)
#include "tst_simdurability.moc"
