// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simtestclient.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <curl/curl.h>

#include <cstring>
#include <memory>
#include <vector>

#include <arpa/inet.h>
#include <csignal>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace polychip;

namespace {

using test::HttpAnswer;

HttpAnswer get(const std::string &url)
{
    return test::httpRequest(url, "GET", {}, {});
}

/// GLIBC_TUNABLES in the environment of process `pid` as it runs now (after any exec).
QByteArray tunablesOf(qint64 pid)
{
    QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!environ.open(QIODevice::ReadOnly))
        return {};
    for (const QByteArray &entry : environ.readAll().split('\0')) {
        if (entry.startsWith("GLIBC_TUNABLES="))
            return entry.mid(int(std::strlen("GLIBC_TUNABLES=")));
    }
    return {};
}

} // namespace

/** The polychip-sim binary: command line, port file, health, errors, clean shutdown. */
class SimServerTest final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_sim;
    int m_port = 0;

    std::string url(const char *path) const
    {
        return "http://127.0.0.1:" + std::to_string(m_port) + path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        curl_global_init(CURL_GLOBAL_DEFAULT);
        const QString portFile = m_dir.filePath(QStringLiteral("port"));
        m_sim.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_sim.start(QStringLiteral(POLYCHIP_SIM_EXE),
                    {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--port-file"),
                     portFile});
        QVERIFY(m_sim.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(portFile), 10000);
        QFile file(portFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        QVERIFY(content.endsWith('\n'));
        bool ok = false;
        m_port = content.trimmed().toInt(&ok);
        QVERIFY(ok && m_port > 0 && m_port < 65536);
    }

    void cleanupTestCase() { curl_global_cleanup(); }

    void version()
    {
        QProcess p;
        p.start(QStringLiteral(POLYCHIP_SIM_EXE), {QStringLiteral("--version")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardOutput().trimmed(),
                 QByteArray("polychip-sim ") + QByteArray(kVersion));
    }

    void badArgumentsExitWithStatus2()
    {
        QProcess p;
        p.start(QStringLiteral(POLYCHIP_SIM_EXE), {QStringLiteral("--port"), QStringLiteral("x")});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("--port"));
    }

    void health()
    {
        const auto answer = get(url("/v1/health"));
        QCOMPARE(answer.status, 200L);
        QVERIFY(answer.headers.find("Content-Type: application/json") != std::string::npos);
        QVERIFY(answer.headers.find("Date: ") != std::string::npos);
        const auto health = api::decode<api::Health>(answer.body);
        QVERIFY2(health.ok(), answer.body.c_str());
        QCOMPARE(health->status, api::HealthStatus::Ok);
        QVERIFY(health->simulated);
        QCOMPARE(health->version, std::string(kVersion));
        const auto wallNow = std::chrono::duration_cast<std::chrono::seconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
        QVERIFY(std::abs(health->now.unixSeconds - wallNow) < 60);
    }

    // glibc reads the size of its per-thread caches only from the environment at the start; a
    // server whose 64 threads each keep freed chunks there holds pages malloc_trim cannot give
    // back. The simulator starts itself again with the caches off, in the same process.
    void theServerRunsWithoutPerThreadAllocatorCaches()
    {
#if defined(__GLIBC__)
        // glibc cuts the environment /proc shows after the first tunable it reads.
        if (!qgetenv("GLIBC_TUNABLES").isEmpty())
            QSKIP("this test's environment sets tunables already");
        QVERIFY2(tunablesOf(m_sim.processId()).endsWith("glibc.malloc.tcache_count=0"),
                 tunablesOf(m_sim.processId()).constData());
        QCOMPARE(get(url("/v1/health")).status, 200L); // the process QProcess started answers
#else
        QSKIP("glibc's allocator only");
#endif
    }

    void unknownPathIsAnApiError()
    {
        const auto answer = get(url("/v1/no-such-thing"));
        QCOMPARE(answer.status, 404L);
        const auto error = api::errorFromResponse(int(answer.status), answer.body);
        QVERIFY(error.kind == api::ErrorKind::Api);
        QCOMPARE(error.code, std::string("NOT_FOUND"));
    }

    void portInUseFailsClearly()
    {
        QProcess p;
        p.start(QStringLiteral(POLYCHIP_SIM_EXE),
                {QStringLiteral("--port"), QString::number(m_port)});
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardError().contains("cannot listen"));
    }

    void aBurstOfNewConnectionsWaitsToBeAcceptedRatherThanDropped()
    {
        // A console starting asks some sixty things at once, many on new connections. Those
        // the listening socket's queue has no room for are dropped, and TCP sends them again
        // only a second later: the console's first list took a second longer in one start of
        // three. Stopped, the simulator accepts nothing; the kernel still queues what it may.
        constexpr int kConnections = 64;
        QVERIFY(::kill(pid_t(m_sim.processId()), SIGSTOP) == 0);
        struct Resume
        {
            pid_t pid;
            std::vector<pollfd> *sockets;
            ~Resume()
            {
                ::kill(pid, SIGCONT);
                for (const auto &s : *sockets)
                    ::close(s.fd);
            }
        };
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(quint16(m_port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        std::vector<pollfd> sockets;
        const Resume resume{pid_t(m_sim.processId()), &sockets};
        for (int i = 0; i < kConnections; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
            QVERIFY(fd >= 0);
            (void)::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address);
            sockets.push_back({fd, POLLOUT, 0});
        }
        const auto connected = [&] {
            int n = 0;
            for (const auto &s : sockets) {
                int error = -1;
                socklen_t size = sizeof error;
                pollfd one{s.fd, POLLOUT, 0};
                if (::poll(&one, 1, 0) == 1
                    && ::getsockopt(s.fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0)
                    ++n;
            }
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(connected(), kConnections, 500);
    }

    void sigtermStopsCleanly()
    {
        QCOMPARE(get(url("/v1/health")).status, 200L); // running again after the test above
        // A client that keeps its connection open, as the console's do, must not hold the exit
        // up: the console waits 5 s, then kills it (the last ticks uncommitted). The idle
        // connection kept it running for the keep-alive timeout, 30 s.
        std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> idle(curl_easy_init(),
                                                                 &curl_easy_cleanup);
        curl_easy_setopt(idle.get(), CURLOPT_URL, url("/v1/health").c_str());
        curl_easy_setopt(
            idle.get(), CURLOPT_WRITEFUNCTION,
            static_cast<curl_write_callback>(
                [](char *, std::size_t size, std::size_t n, void *) { return size * n; }));
        QCOMPARE(curl_easy_perform(idle.get()), CURLE_OK); // the connection stays in its cache
        m_sim.terminate();                                 // SIGTERM
        QVERIFY(m_sim.waitForFinished(5000));
        QCOMPARE(m_sim.exitStatus(), QProcess::NormalExit);
        QCOMPARE(m_sim.exitCode(), 0);
        QCOMPARE(get(url("/v1/health")).status, 0L); // nobody listens any more
    }
};

QTEST_GUILESS_MAIN(SimServerTest)
#include "tst_simserver.moc"
