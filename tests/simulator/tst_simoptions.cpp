// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "options.h"

#include <QTest>

using namespace polychip;

/** polychip-sim's command line. */
class SimOptionsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("defaults") << QStringList{} << true << "127.0.0.1" << 0 << "";
        QTest::newRow("port and file")
            << QStringList{"--port", "0", "--port-file", "p"} << true << "127.0.0.1" << 0 << "";
        QTest::newRow("fixed port")
            << QStringList{"--port", "8080"} << true << "127.0.0.1" << 8080 << "";
        QTest::newRow("other host")
            << QStringList{"--host", "0.0.0.0"} << true << "0.0.0.0" << 0 << "";
        QTest::newRow("port too big")
            << QStringList{"--port", "65536"} << false << "" << 0 << "--port";
        QTest::newRow("port not a number")
            << QStringList{"--port", "80a"} << false << "" << 0 << "--port";
        QTest::newRow("negative port")
            << QStringList{"--port", "-1"} << false << "" << 0 << "--port";
        QTest::newRow("missing value")
            << QStringList{"--port-file"} << false << "" << 0 << "needs a value";
        QTest::newRow("unknown") << QStringList{"--frobnicate"} << false << "" << 0
                                 << "unknown option";
        QTest::newRow("certificate without key")
            << QStringList{"--tls-cert", "c"} << false << "" << 0 << "go together";
        QTest::newRow("rate limit negative")
            << QStringList{"--rate-limit", "-1"} << false << "" << 0 << "--rate-limit";
        QTest::newRow("event window too small")
            << QStringList{"--event-window", "10"} << false << "" << 0 << "--event-window";
        QTest::newRow("too few threads")
            << QStringList{"--threads", "4"} << false << "" << 0 << "--threads";
        QTest::newRow("no streams")
            << QStringList{"--max-streams", "0"} << false << "" << 0 << "--max-streams";
        QTest::newRow("tls and limits")
            << QStringList{"--tls-cert",    "c", "--tls-key", "k",  "--rate-limit", "0",
                           "--max-streams", "2", "--threads", "600"}
            << true << "127.0.0.1" << 0 << "";
        QTest::newRow("speed too fast")
            << QStringList{"--speed", "4000"} << false << "" << 0 << "--speed";
        QTest::newRow("speed not a number")
            << QStringList{"--speed", "fast"} << false << "" << 0 << "--speed";
        QTest::newRow("a class") << QStringList{"--classroom",     "30",
                                                "--classroom-dir", "c",
                                                "--public-url",    "https://lab.example.com:8470"}
                                 << true << "127.0.0.1" << 0 << "";
        QTest::newRow("a class of none")
            << QStringList{"--classroom", "0"} << false << "" << 0 << "--classroom";
        QTest::newRow("a class too large")
            << QStringList{"--classroom", "501"} << false << "" << 0 << "--classroom";
        QTest::newRow("a public address that is not one")
            << QStringList{"--public-url", "lab:8470"} << false << "" << 0 << "--public-url";
        QTest::newRow("everything")
            << QStringList{"--data-dir",       "d", "--speed",         "60",
                           "--seed",           "7", "--price-book",    "promo",
                           "--bootstrap-keys", "k", "--catalog-scale", "1000"}
            << true << "127.0.0.1" << 0 << "";
    }

    void parse()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, ok);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, errorPart);
        std::vector<std::string> argv;
        for (const auto &a : args)
            argv.push_back(a.toStdString());
        std::string error;
        const auto options = sim::parseOptions(argv, error);
        QCOMPARE(options.has_value(), ok);
        if (ok) {
            QCOMPARE(QString::fromStdString(options->host), host);
            QCOMPARE(options->port, port);
        } else {
            QVERIFY2(QString::fromStdString(error).contains(errorPart), error.c_str());
        }
    }

    void loopback_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("loopback");
        QTest::newRow("127.0.0.1") << "127.0.0.1" << true;
        QTest::newRow("127.1.2.3") << "127.1.2.3" << true;
        QTest::newRow("localhost") << "localhost" << true;
        QTest::newRow("::1") << "::1" << true;
        QTest::newRow("any") << "0.0.0.0" << false;
        QTest::newRow("lan") << "192.168.1.5" << false;
        // A name that only looks like a loopback address resolves wherever its owner wants.
        QTest::newRow("127.example.com") << "127.example.com" << false;
        QTest::newRow("127.0.0.1.nip.io") << "127.0.0.1.nip.io" << false;
        QTest::newRow("[::1]") << "[::1]" << true;
        QTest::newRow("::2") << "::2" << false;
        QTest::newRow("empty") << "" << false;
    }

    void loopback()
    {
        QFETCH(QString, host);
        QFETCH(bool, loopback);
        QCOMPARE(sim::isLoopbackHost(host.toStdString()), loopback);
    }
};

QTEST_GUILESS_MAIN(SimOptionsTest)
#include "tst_simoptions.moc"
