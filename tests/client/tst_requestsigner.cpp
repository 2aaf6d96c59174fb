// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/signing.h"
#include "requestsigner.h"
#include "signing/signature.h"

#include <QTest>

using namespace polychip;

/** Request signatures as API.md defines them. The expected values were computed independently
 *  (Python's hmac and hashlib) from the same inputs. */
class RequestSignerTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void digests()
    {
        QCOMPARE(signing::sha256Hex(""),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        // RFC 4231 test case 2.
        QCOMPARE(signing::hmacSha256Hex("Jefe", "what do ya want for nothing?"),
                 std::string("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
    }

    void sign_data()
    {
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<qint64>("timestamp");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("signature");
        QTest::newRow("GET with query, empty body")
            << "s3cr3t"
            << "GET"
            << "/v1/instances?page_size=10" << qint64(1796198400) << ""
            << "53a88c7bfbc345e720cc1240414f7106d780d464dce979bf1e92e02400ebf999";
        QTest::newRow("POST with body")
            << "key_sim_secret"
            << "POST"
            << "/v1/instances" << qint64(1796198400) << R"({"name":"demo"})"
            << "8bc81710f7aab3fef42dc6c26c23d5729afa2f2a00e07f0206b537d5a9fec672";
    }

    void sign()
    {
        QFETCH(QString, secret);
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(qint64, timestamp);
        QFETCH(QString, body);
        QFETCH(QString, signature);
        const client::RequestSigner signer("key_sim_admin", secret.toStdString());
        const auto headers
            = signer.sign(method.toStdString(), path.toStdString(), body.toStdString(), timestamp);
        QCOMPARE(headers.keyId, std::string("key_sim_admin"));
        QCOMPARE(headers.timestamp, std::to_string(timestamp));
        QCOMPARE(QString::fromStdString(headers.signature), signature);
    }

    void everyPartIsSigned()
    {
        const client::RequestSigner signer("k", "secret");
        const auto base = signer.sign("POST", "/v1/quotes", "{}", 100).signature;
        QVERIFY(signer.sign("PUT", "/v1/quotes", "{}", 100).signature != base);
        QVERIFY(signer.sign("POST", "/v1/quotes?x=1", "{}", 100).signature != base);
        QVERIFY(signer.sign("POST", "/v1/quotes", "{ }", 100).signature != base);
        QVERIFY(signer.sign("POST", "/v1/quotes", "{}", 101).signature != base);
        QVERIFY(client::RequestSigner("k", "secreT").sign("POST", "/v1/quotes", "{}", 100).signature
                != base);
    }

    void constantTimeCompare()
    {
        QVERIFY(signing::constantTimeEquals("abc", "abc"));
        QVERIFY(!signing::constantTimeEquals("abc", "abd"));
        QVERIFY(!signing::constantTimeEquals("abc", "abcd"));
        QVERIFY(signing::constantTimeEquals("", ""));
    }

    void signingStringLayout()
    {
        QCOMPARE(api::signingString("GET", "/v1/me", 42, "abc"),
                 std::string("GET\n/v1/me\n42\nabc"));
    }
};

QTEST_GUILESS_MAIN(RequestSignerTest)
#include "tst_requestsigner.moc"
