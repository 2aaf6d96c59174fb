// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim over TLS (--tls-cert/--tls-key), with a throw-away CA made by the openssl command.
#include "simtestclient.h"
#include "testpki.h"

using namespace polychip;
using test::HttpAnswer;
using test::SimProcess;
using test::Transport;

class SimTlsTest final : public QObject
{
    Q_OBJECT

    test::TestPki m_pki;

    QString pki(const char *name) const { return m_pki.path(name); }

private Q_SLOTS:
    void initTestCase()
    {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        QVERIFY(m_pki.create());
    }

    void cleanupTestCase() { curl_global_cleanup(); }

    void servesHttpsToAClientThatTrustsTheCa()
    {
        SimProcess sim(m_pki.simArgs());
        QVERIFY(sim.start());
        sim.useTls(m_pki.caFile().toStdString());
        QCOMPARE(sim.raw("GET", "/v1/health", "", {}).status, 200L);
        const auto me = sim.request(sim.key("org-a", "developer"), "GET", "/v1/me");
        QCOMPARE(me.status, 200L);
        QVERIFY(!test::headerValue(me.headers, "Date").empty());
    }

    void refusesWhatTheClientMustNotTrust()
    {
        SimProcess sim(m_pki.simArgs());
        QVERIFY(sim.start());
        sim.useTls(m_pki.caFile().toStdString());
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
                        m_pki.keyFile()});
        QVERIFY(!sim.start());
        QCOMPARE(sim.exitCode(), 1);
    }
};

QTEST_GUILESS_MAIN(SimTlsTest)
#include "tst_simtls.moc"
