// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/signing.h"
#include "requestsigner.h"
#include "signing/signature.h"

#include <QTest>

using namespace polychip;

namespace {
const std::string kNonce = "00112233445566778899aabbccddeeff";
} // namespace

/** Request signatures as the API (v1.1) defines them. The expected values were computed
 *  independently (Python's hmac and hashlib) from the same inputs, with kNonce. */
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
            << "ea47862d30c8d01a8c746b3dddf0fe0d64c2e7f4ab0e1649cc46243e1ca75973";
        QTest::newRow("POST with body")
            << "key_sim_secret"
            << "POST"
            << "/v1/instances" << qint64(1796198400) << R"({"name":"demo"})"
            << "c017e3fb7147e2e8af1262ef38d38fa3863da6592b5479dfd52ce65d87a7b6aa";
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
        const auto headers = signer.sign(method.toStdString(), path.toStdString(),
                                         body.toStdString(), timestamp, kNonce);
        QCOMPARE(headers.keyId, std::string("key_sim_admin"));
        QCOMPARE(headers.timestamp, std::to_string(timestamp));
        QCOMPARE(headers.nonce, kNonce);
        QCOMPARE(QString::fromStdString(headers.signature), signature);
    }

    void everyPartIsSigned()
    {
        const client::RequestSigner signer("k", "secret");
        const auto sign = [&](const char *method, const char *path, const char *body,
                              std::int64_t ts, const std::string &nonce = kNonce) {
            return signer.sign(method, path, body, ts, nonce).signature;
        };
        const auto base = sign("POST", "/v1/quotes", "{}", 100);
        QCOMPARE(sign("POST", "/v1/quotes", "{}", 100), base); // deterministic
        QVERIFY(sign("PUT", "/v1/quotes", "{}", 100) != base);
        QVERIFY(sign("POST", "/v1/quotes?x=1", "{}", 100) != base);
        QVERIFY(sign("POST", "/v1/quotes", "{ }", 100) != base);
        QVERIFY(sign("POST", "/v1/quotes", "{}", 101) != base);
        QVERIFY(sign("POST", "/v1/quotes", "{}", 100, "00112233445566778899aabbccddeefe") != base);
        QVERIFY(client::RequestSigner("k", "secreT")
                    .sign("POST", "/v1/quotes", "{}", 100, kNonce)
                    .signature
                != base);
    }

    void everySignatureHasItsOwnNonce()
    {
        const client::RequestSigner signer("k", "secret");
        const auto a = signer.sign("GET", "/v1/me", "", 100);
        const auto b = signer.sign("GET", "/v1/me", "", 100);
        QVERIFY(api::isWellFormedNonce(a.nonce));
        QCOMPARE(a.nonce.size(), std::size_t(32));
        QVERIFY(a.nonce != b.nonce);
        QVERIFY(a.signature != b.signature); // the same request in the same second
        const auto lines = a.lines();
        QCOMPARE(lines.size(), std::size_t(4));
        QCOMPARE(lines[2], "X-PC-Nonce: " + a.nonce);
    }

    void nonceForm()
    {
        QVERIFY(api::isWellFormedNonce(kNonce));
        QVERIFY(api::isWellFormedNonce(std::string(128, 'F')));
        QVERIFY(!api::isWellFormedNonce(std::string(31, 'a')));
        QVERIFY(!api::isWellFormedNonce(std::string(129, 'a')));
        QVERIFY(!api::isWellFormedNonce("00112233445566778899aabbccddeefg"));
        QVERIFY(!api::isWellFormedNonce(""));
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
        QCOMPARE(api::signingString("GET", "/v1/me", 42, "n0nce", "abc"),
                 std::string("GET\n/v1/me\n42\nn0nce\nabc"));
    }
};

QTEST_GUILESS_MAIN(RequestSignerTest)
#include "tst_requestsigner.moc"
