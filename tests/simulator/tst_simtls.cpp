// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim over TLS (--tls-cert/--tls-key), with a throw-away CA made by the openssl command.
#include "simtestclient.h"

using namespace polychip;
using test::HttpAnswer;
using test::SimProcess;
using test::Transport;

class SimTlsTest final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_pki;

    QString pki(const char *name) const { return m_pki.filePath(QString::fromLatin1(name)); }

    static bool openssl(const QStringList &args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QStringLiteral("openssl"), args);
        return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit
               && p.exitCode() == 0;
    }

    QStringList tlsArgs() const
    {
        return {QStringLiteral("--tls-cert"), pki("server.pem"), QStringLiteral("--tls-key"),
                pki("server.key")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        QVERIFY(m_pki.isValid());
        const QStringList ec{
            QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
        // A CA, and a server certificate it signs for the loopback address only.
        QVERIFY(openssl(
            QStringList{QStringLiteral("req"), QStringLiteral("-x509")} + ec
            + QStringList{QStringLiteral("-keyout"), pki("ca.key"), QStringLiteral("-out"),
                          pki("ca.pem"), QStringLiteral("-days"), QStringLiteral("2"),
                          QStringLiteral("-subj"), QStringLiteral("/CN=Polychip test CA")}));
        QVERIFY(openssl(QStringList{QStringLiteral("req")} + ec
                        + QStringList{QStringLiteral("-keyout"), pki("server.key"),
                                      QStringLiteral("-out"), pki("server.csr"),
                                      QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1")}));
        QFile ext(pki("server.ext"));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName = IP:127.0.0.1\n");
        ext.close();
        QVERIFY(openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                         pki("server.csr"), QStringLiteral("-CA"), pki("ca.pem"),
                         QStringLiteral("-CAkey"), pki("ca.key"), QStringLiteral("-CAcreateserial"),
                         QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-extfile"),
                         pki("server.ext"), QStringLiteral("-out"), pki("server.pem")}));
    }

    void cleanupTestCase() { curl_global_cleanup(); }

    void servesHttpsToAClientThatTrustsTheCa()
    {
        SimProcess sim(tlsArgs());
        QVERIFY(sim.start());
        sim.useTls(pki("ca.pem").toStdString());
        QCOMPARE(sim.raw("GET", "/v1/health", "", {}).status, 200L);
        const auto me = sim.request(sim.key("org-a", "developer"), "GET", "/v1/me");
        QCOMPARE(me.status, 200L);
        QVERIFY(!test::headerValue(me.headers, "Date").empty());
    }

    void refusesWhatTheClientMustNotTrust()
    {
        SimProcess sim(tlsArgs());
        QVERIFY(sim.start());
        sim.useTls(pki("ca.pem").toStdString());
        std::string error;
        // Without the CA: the system's trust store does not know it.
        auto answer
            = test::httpRequest(sim.baseUrl() + "/v1/health", "GET", {}, {}, Transport{}, &error);
        QCOMPARE(answer.status, 0L);
        QVERIFY2(!error.empty(), "no reason given");
        // A name the certificate is not for, on the same address.
        Transport wrongName = sim.transport();
        const std::string port = std::to_string(sim.port());
        wrongName.resolve = "sim.polychip.test:" + port + ":127.0.0.1";
        error.clear();
        answer = test::httpRequest("https://sim.polychip.test:" + port + "/v1/health", "GET", {},
                                   {}, wrongName, &error);
        QCOMPARE(answer.status, 0L);
        QVERIFY2(!error.empty(), "no reason given");
        // Plain http to the TLS port gets no answer.
        answer = test::httpRequest("http://127.0.0.1:" + port + "/v1/health", "GET", {}, {});
        QVERIFY(answer.status != 200);
    }

    void badCertificateStopsTheStart()
    {
        QFile junk(pki("junk.pem"));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a certificate\n");
        junk.close();
        SimProcess sim({QStringLiteral("--tls-cert"), pki("junk.pem"), QStringLiteral("--tls-key"),
                        pki("server.key")});
        QVERIFY(!sim.start());
        QCOMPARE(sim.exitCode(), 1);
    }
};

QTEST_GUILESS_MAIN(SimTlsTest)
#include "tst_simtls.moc"
