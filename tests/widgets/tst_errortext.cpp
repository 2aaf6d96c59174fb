// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/errortext.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace polychip;

namespace {

/** Every error code the spec names: the codes of the error table and of the asynchronous
 *  failures (backticked upper-case words in the "## Errors" part of the description) and every
 *  `code:` of an example. A code added to the spec shows up here without touching this test. */
QStringList specErrorCodes(QString &problem)
{
    QFile file(QStringLiteral(POLYCHIP_SOURCE_DIR "/docs/api/openapi.yaml"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        problem = file.errorString();
        return {};
    }
    const QString spec = QString::fromUtf8(file.readAll());
    QSet<QString> codes;
    const qsizetype begin = spec.indexOf(QStringLiteral("## Errors"));
    const qsizetype end = spec.indexOf(QStringLiteral("\n    ## "), begin + 1);
    if (begin < 0 || end < 0) {
        problem = QStringLiteral("no \"## Errors\" section in the description");
        return {};
    }
    const QString errors = spec.mid(begin, end - begin);
    static const QRegularExpression backticked(QStringLiteral("`([A-Z][A-Z0-9_]{3,})`"));
    for (const auto &m : backticked.globalMatch(errors))
        codes.insert(m.captured(1));
    static const QRegularExpression exampleCode(
        QStringLiteral("^\\s+code:\\s+([A-Z][A-Z0-9_]+)\\s*$"),
        QRegularExpression::MultilineOption);
    for (const auto &m : exampleCode.globalMatch(spec))
        codes.insert(m.captured(1));
    QStringList sorted(codes.cbegin(), codes.cend());
    sorted.sort();
    return sorted;
}

api::ApiError apiError(int status, const QString &code, const QString &message)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = status;
    e.code = code.toStdString();
    e.message = message.toStdString();
    e.requestId = "req_01HZX3K9";
    return e;
}

void verifyNoPlaceholders(const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    QVERIFY2(!placeholder.match(text).hasMatch(), qPrintable(text));
}

} // namespace

Q_DECLARE_METATYPE(api::ApiError)

/** User-facing error sentences and their details line. */
class ErrorTextTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void specListsCodes()
    {
        QString problem;
        const QStringList codes = specErrorCodes(problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The spec's table of error codes at least; a broken parse must not pass as "no codes,
        // nothing to test".
        for (const char *code :
             {"INVALID_ARGUMENT", "UNAUTHENTICATED", "PERMISSION_DENIED", "NOT_FOUND", "CONFLICT",
              "IDEMPOTENCY_MISMATCH", "FAILED_PRECONDITION", "PAYLOAD_TOO_LARGE", "QUOTA_EXCEEDED",
              "INSUFFICIENT_FUNDS", "CAPACITY_EXHAUSTED", "RATE_LIMITED", "INTERNAL",
              "UNAVAILABLE"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
    }

    void everySpecCodeHasItsOwnWording_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        QString problem;
        const QStringList codes = specErrorCodes(problem);
        for (const QString &code : codes) {
            for (int status : {400, 422, 429, 503}) {
                QTest::addRow("%s %d with message", qPrintable(code), status)
                    << code << status << QStringLiteral("zork 42 in cn-north-1");
                QTest::addRow("%s %d without message", qPrintable(code), status)
                    << code << status << QString();
            }
        }
    }

    void everySpecCodeHasItsOwnWording()
    {
        QFETCH(QString, code);
        QFETCH(int, status);
        QFETCH(QString, message);
        const QString text = ui::errorText(apiError(status, code, message));
        const QString fallback
            = ui::errorText(apiError(status, QStringLiteral("NOT_A_CODE_ANYONE_USES"), message));
        QVERIFY(!text.trimmed().isEmpty());
        verifyNoPlaceholders(text);
        QVERIFY2(
            text != fallback,
            qPrintable(QStringLiteral("%1 has no wording of its own: \"%2\"").arg(code, text)));
        QVERIFY2(!text.contains(code), qPrintable(text)); // a sentence, not the raw code
    }

    void specifics_data()
    {
        QTest::addColumn<api::ApiError>("error");
        QTest::addColumn<QStringList>("contains");

        const QString capacity = QStringLiteral("no google-tpu-v5p free in cn-north-1");
        QTest::newRow("capacity quotes the accelerator")
            << apiError(422, QStringLiteral("CAPACITY_EXHAUSTED"), capacity)
            << QStringList{capacity};
        QTest::newRow("out of memory quotes the sizes")
            << apiError(422, QStringLiteral("OUT_OF_MEMORY"),
                        QStringLiteral("needs 140 GiB, 24 GiB available"))
            << QStringList{QStringLiteral("needs 140 GiB, 24 GiB available")};
        QTest::newRow("conflict quotes the state")
            << apiError(409, QStringLiteral("CONFLICT"),
                        QStringLiteral("instance ins_7Hq2mX is stopped; sleep needs running"))
            << QStringList{QStringLiteral("ins_7Hq2mX is stopped")};
        QTest::newRow("invalid argument names the field from the message")
            << apiError(400, QStringLiteral("INVALID_ARGUMENT"),
                        QStringLiteral("count: value above the maximum 100000"))
            << QStringList{QStringLiteral("count: value above the maximum 100000")};
        auto withField = apiError(400, QStringLiteral("INVALID_ARGUMENT"),
                                  QStringLiteral("value above the maximum 100000"));
        withField.field = "$.count";
        QTest::newRow("invalid argument names details.field")
            << withField << QStringList{QStringLiteral("$.count"), QStringLiteral("100000")};
        auto rate = apiError(429, QStringLiteral("RATE_LIMITED"), QStringLiteral("slow down"));
        rate.retryAfterSeconds = 12;
        QTest::newRow("rate limited gives the wait") << rate << QStringList{QStringLiteral("12")};
        auto unavailable = apiError(503, QStringLiteral("UNAVAILABLE"), QString());
        unavailable.retryAfterSeconds = 7;
        QTest::newRow("unavailable gives the wait")
            << unavailable << QStringList{QStringLiteral("7")};
        auto rateQuota = apiError(429, QStringLiteral("QUOTA_EXCEEDED"),
                                  QStringLiteral("at most 10 launches per minute"));
        rateQuota.retryAfterSeconds = 30;
        QTest::newRow("rate quota gives quota and wait")
            << rateQuota
            << QStringList{QStringLiteral("at most 10 launches per minute"), QStringLiteral("30")};
        QTest::newRow("resource quota")
            << apiError(422, QStringLiteral("QUOTA_EXCEEDED"),
                        QStringLiteral("max_chips 16 would be exceeded (24)"))
            << QStringList{QStringLiteral("max_chips 16 would be exceeded (24)")};
        QTest::newRow("internal quotes the request id")
            << apiError(500, QStringLiteral("INTERNAL"), QStringLiteral("internal error"))
            << QStringList{QStringLiteral("req_01HZX3K9")};
        auto skew = apiError(401, QStringLiteral("UNAUTHENTICATED"),
                             QStringLiteral("timestamp is 412 s away from the server clock"));
        skew.field = "TIMESTAMP_SKEW";
        QTest::newRow("clock skew")
            << skew << QStringList{QStringLiteral("clock"), QStringLiteral("412 s")};
        auto replay = apiError(401, QStringLiteral("UNAUTHENTICATED"),
                               QStringLiteral("this signature was already used"));
        replay.field = "REPLAY";
        QTest::newRow("replay") << replay << QStringList{QStringLiteral("same signature")};
        QTest::newRow("unknown code: the server's words")
            << apiError(418, QStringLiteral("TEAPOT"), QStringLiteral("I am a teapot"))
            << QStringList{QStringLiteral("I am a teapot")};
        QTest::newRow("unknown code without message: the status")
            << apiError(502, QStringLiteral("TEAPOT"), QString())
            << QStringList{QStringLiteral("502")};

        api::ApiError network;
        network.kind = api::ErrorKind::Network;
        network.message = "Could not resolve host: platform.example";
        QTest::newRow("network") << network
                                 << QStringList{QStringLiteral("Cannot reach the platform"),
                                                QStringLiteral("platform.example")};
        api::ApiError timeout = network;
        timeout.code = "TIMEOUT";
        timeout.message = "Operation timed out after 30000 ms";
        QTest::newRow("network timeout")
            << timeout << QStringList{QStringLiteral("in time"), QStringLiteral("30000 ms")};
        api::ApiError refused = network;
        refused.code = "REFUSED";
        refused.message = "plain http:// only to loopback";
        QTest::newRow("network refused")
            << refused << QStringList{QStringLiteral("plain http:// only to loopback")};
        api::ApiError cancelled;
        cancelled.kind = api::ErrorKind::Cancelled;
        cancelled.code = "CANCELLED";
        QTest::newRow("cancelled") << cancelled << QStringList{QStringLiteral("cancelled")};
        const auto decode = api::ApiError::decode("$.items[3].count", "expected an integer");
        QTest::newRow("decode names the field")
            << decode << QStringList{QStringLiteral("$.items[3].count")};
        api::ApiError http;
        http.kind = api::ErrorKind::Http;
        http.httpStatus = 502;
        http.message = "HTTP status 502";
        QTest::newRow("http without body: the status")
            << http << QStringList{QStringLiteral("502")};
        http.httpStatus = 418;
        QTest::newRow("http other status") << http << QStringList{QStringLiteral("418")};
    }

    void specifics()
    {
        QFETCH(api::ApiError, error);
        QFETCH(QStringList, contains);
        const QString text = ui::errorText(error);
        verifyNoPlaceholders(text);
        for (const QString &part : contains)
            QVERIFY2(text.contains(part),
                     qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(text, part)));
    }

    void networkFailuresSayWhatIsWrongAndWhatToDo_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("curl"); // curl's words: in the details, not in the sentence
        QTest::addColumn<QStringList>("contains");
        const QString peer = QStringLiteral("SSL peer certificate or SSH remote key was not OK: ");
        QTest::newRow("no trusted authority signed the certificate")
            << "TLS_UNTRUSTED"
            << "127.0.0.1:8443" << peer + "SSL certificate problem: self-signed certificate"
            << QStringList{"certificate is not trusted", "CA bundle", "connection profile"};
        QTest::newRow("the certificate is for another name")
            << "TLS_NAME_MISMATCH"
            << "localhost:8443"
            << peer
                   + "SSL: no alternative certificate subject name matches target host name "
                     "'localhost'"
            << QStringList{"certificate is not for localhost.", "base URL"};
        QTest::newRow("the certificate has expired")
            << "TLS_CERT_EXPIRED"
            << "127.0.0.1:8443" << peer + "SSL certificate problem: certificate has expired"
            << QStringList{"expired", "date and time"};
        QTest::newRow("the pinned public key differs")
            << "TLS_PIN_MISMATCH"
            << "127.0.0.1:8443"
            << "SSL public key does not match pinned public key"
            << QStringList{"pinned public key", "update the pin"};
        QTest::newRow("curl cannot use the CA bundle")
            << "TLS_CA_FILE_BAD"
            << "127.0.0.1:8443"
            << "Problem with the SSL CA cert (path? access rights?): error setting certificate "
               "verify locations"
            << QStringList{"CA bundle", "PEM file"};
        QTest::newRow("http:// to an HTTPS port")
            << "HTTPS_EXPECTED"
            << "127.0.0.1:8443"
            << "Server returned nothing (no headers, no data): Empty reply from server"
            << QStringList{"127.0.0.1:8443", "https://"};
        QTest::newRow("no TLS session")
            << "TLS_FAILED"
            << "127.0.0.1:8470"
            << "SSL connect error: error:0A00010B:SSL routines::wrong version number"
            << QStringList{"127.0.0.1:8470", "speaks HTTPS"};
        QTest::newRow("nothing listens")
            << "CONNECTION_REFUSED"
            << "127.0.0.1:9"
            << "Couldn't connect to server: Failed to connect to 127.0.0.1 port 9 after 0 ms: "
               "Connection refused"
            << QStringList{"Nothing listens on 127.0.0.1:9.", "running"};
        QTest::newRow("no route")
            << "CONNECT_FAILED"
            << "192.0.2.1:443"
            << "Couldn't connect to server: Failed to connect to 192.0.2.1 port 443: No route to "
               "host"
            << QStringList{"Cannot connect to 192.0.2.1:443.", "network connection"};
        QTest::newRow("host not found")
            << "HOST_NOT_FOUND"
            << "platform.example:443"
            << "Couldn't resolve host name: Could not resolve host: platform.example"
            << QStringList{"No host named platform.example is found.", "base URL"};
        QTest::newRow("proxy host not found")
            << "PROXY_NOT_FOUND"
            << "proxy.example:3128"
            << "Couldn't resolve proxy name: Could not resolve proxy: proxy.example"
            << QStringList{"proxy.example", "proxy in the connection profile"};
        QTest::newRow("proxy refuses")
            << "PROXY_CONNECT_FAILED"
            << "127.0.0.1:3128"
            << "Couldn't connect to server: Failed to connect to 127.0.0.1 port 3128: Connection "
               "refused"
            << QStringList{"proxy 127.0.0.1:3128", "connection profile"};
        QTest::newRow("timed out")
            << "TIMEOUT"
            << "platform.example:443"
            << "Timeout was reached: Operation timed out after 30000 milliseconds"
            << QStringList{"platform.example:443 did not answer in time", "network connection"};
    }

    void networkFailuresSayWhatIsWrongAndWhatToDo()
    {
        QFETCH(QString, code);
        QFETCH(QString, address);
        QFETCH(QString, curl);
        QFETCH(QStringList, contains);
        api::ApiError e;
        e.kind = api::ErrorKind::Network;
        e.code = code.toStdString();
        e.address = address.toStdString();
        e.message = curl.toStdString();
        const QString text = ui::errorText(e);
        verifyNoPlaceholders(text);
        for (const QString &part : contains)
            QVERIFY2(text.contains(part),
                     qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(text, part)));
        QVERIFY2(!text.contains(curl), qPrintable(text));
        // curl's words and the address stay, for support.
        const QString details = ui::errorDetails(e);
        QVERIFY2(details.contains(curl) && details.contains(address) && details.contains(code),
                 qPrintable(details));
        // Each failure has its own sentence.
        QVERIFY2(!m_networkTexts.contains(text), qPrintable(text));
        m_networkTexts.insert(text);
    }

    void aCaBundleTheConsoleDidNotReadIsSaidWithWhy()
    {
        // The client's own sentence (client/localfile.h, translated), then what to do.
        api::ApiError e;
        e.kind = api::ErrorKind::Network;
        e.code = "CA_FILE_UNREADABLE";
        e.address = "127.0.0.1:8443";
        e.message = "/dev/zero is a device, not a file: the console reads only regular files.";
        const QString text = ui::errorText(e);
        verifyNoPlaceholders(text);
        QVERIFY2(text.startsWith(QString::fromStdString(e.message)), qPrintable(text));
        QVERIFY2(text.contains("CA bundle"), qPrintable(text));
    }

    void aNetworkFailureWithoutAnAddressStillSaysCurlsWords()
    {
        // Nothing more specific to say without the address: what was known before.
        api::ApiError e;
        e.kind = api::ErrorKind::Network;
        e.code = "CONNECTION_REFUSED";
        e.message = "Couldn't connect to server";
        QVERIFY(ui::errorText(e).contains("Cannot reach the platform: Couldn't connect"));
    }

    void unauthenticatedReasonsDiffer()
    {
        auto generic = apiError(401, QStringLiteral("UNAUTHENTICATED"), QStringLiteral("no"));
        QSet<QString> texts{ui::errorText(generic)};
        for (const char *reason :
             {"MISSING_KEY", "UNKNOWN_KEY", "BAD_SIGNATURE", "TIMESTAMP_SKEW", "REPLAY"}) {
            auto e = generic;
            e.field = reason;
            texts.insert(ui::errorText(e));
        }
        QCOMPARE(texts.size(), 6);
    }

    void kindsDiffer()
    {
        QSet<QString> texts;
        for (auto kind : {api::ErrorKind::Network, api::ErrorKind::Http, api::ErrorKind::Api,
                          api::ErrorKind::Decode, api::ErrorKind::Cancelled}) {
            api::ApiError e;
            e.kind = kind;
            e.httpStatus = kind == api::ErrorKind::Http ? 500 : 0;
            const QString text = ui::errorText(e);
            QVERIFY(!text.isEmpty());
            verifyNoPlaceholders(text);
            texts.insert(text);
        }
        QCOMPARE(texts.size(), 5);
    }

    void details()
    {
        auto e = apiError(422, QStringLiteral("CAPACITY_EXHAUSTED"),
                          QStringLiteral("no google-tpu-v5p free in cn-north-1"));
        e.retryAfterSeconds = 5;
        const QString details = ui::errorDetails(e);
        verifyNoPlaceholders(details);
        for (const char *part : {"422", "CAPACITY_EXHAUSTED", "req_01HZX3K9", "platform",
                                 "no google-tpu-v5p free in cn-north-1", "5 s"})
            QVERIFY2(details.contains(QLatin1String(part)), qPrintable(details));

        api::ApiError network;
        network.kind = api::ErrorKind::Network;
        const QString networkDetails = ui::errorDetails(network);
        QVERIFY(networkDetails.contains(QStringLiteral("network")));
        QVERIFY(!networkDetails.contains(QStringLiteral("HTTP status")));
        QVERIFY(!networkDetails.contains(QStringLiteral("Request id")));
    }

private:
    QSet<QString> m_networkTexts;
};

QTEST_GUILESS_MAIN(ErrorTextTest)
#include "tst_errortext.moc"
