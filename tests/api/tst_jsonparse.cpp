// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/codec.h"
#include "api/types.h"

#include <QTest>

using namespace polychip::api;

/** parseJson(): the single entry point for untrusted JSON text. */
class JsonParseTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rejects_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("garbage") << QByteArray("not json");
        QTest::newRow("trailing comma") << QByteArray(R"({"a": 1,})");
        QTest::newRow("two documents") << QByteArray("{} {}");
        QTest::newRow("invalid utf-8") << QByteArray("\"\xC3\x28\"");
        QTest::newRow("overlong utf-8") << QByteArray("\"\xC0\xAF\"");
        QTest::newRow("lone surrogate escape") << QByteArray(R"("\ud800")");
        QTest::newRow("nan") << QByteArray("NaN");
        QTest::newRow("10,000 arrays deep") << QByteArray(10'000, '[') + QByteArray(10'000, ']');
        QByteArray objects;
        for (int i = 0; i < 10'000; ++i)
            objects += "{\"a\":";
        objects += "1";
        objects += QByteArray(10'000, '}');
        QTest::newRow("10,000 objects deep") << objects;
        QTest::newRow("65 levels") << QByteArray(65, '[') + QByteArray(65, ']');
    }

    void rejects()
    {
        QFETCH(QByteArray, text);
        const auto r = parseJson(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!r.ok());
        QVERIFY(r.error().kind == ErrorKind::Decode);
        QCOMPARE(r.error().field, std::string("$"));
    }

    void aNulByteEndsNothing()
    {
        // Found by the fuzzer: the parser took a NUL byte as the end of the input, so
        // the direct decoder read {"status":"ok",...} and ignored whatever came after it.
        const std::string text = std::string(R"({"status":"ok","version":"1","simulated":true,)"
                                             R"("now":"2026-12-04T10:00:00Z"})")
                                 + '\0' + "[[[garbage";
        QVERIFY(!parseJson(text).ok());
        QVERIFY(!decode<Health>(text).ok());
        QVERIFY(!decode<Health>(text, {.rejectUnknownFields = true}).ok());
        QVERIFY(decode<Health>(text.substr(0, text.find('\0'))).ok());
    }

    void acceptsTheDepthLimit()
    {
        const QByteArray text = QByteArray(kMaxJsonDepth, '[') + QByteArray(kMaxJsonDepth, ']');
        QVERIFY(parseJson(text.toStdString()).ok());
    }

    void bracketsInStringsDoNotCount()
    {
        // Deep-looking strings (with escaped quotes) inside a shallow document.
        const std::string deep(200, '[');
        const std::string text = "{\"a\": \"" + deep + "\\\"" + deep + "\", \"b\": [\"]]]\"]}";
        const auto parsed = parseJson(text);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->at("b").at(0).get<std::string>(), std::string("]]]"));
    }

    void errorPathsStayValidUtf8()
    {
        // A hostile key of multi-byte characters, cut where the path is bounded.
        std::string key;
        for (int i = 0; i < 40; ++i)
            key += "\xE4\xB8\xAD"; // 中
        const std::string text = "{\"" + key + "\": 1}";
        const auto r = decode<Health>(text, {.rejectUnknownFields = true});
        QVERIFY(!r.ok());
        QVERIFY(QString::fromUtf8(r.error().field.c_str()).toUtf8().toStdString()
                == r.error().field);
        QVERIFY(parseJson(Json(r.error().field).dump()).ok());
    }

    void dumpNeverThrows()
    {
        Json j = std::string("\xff\xfe broken");
        const std::string text = dumpJson(j);
        QVERIFY(!text.empty());
        QVERIFY(parseJson(text).ok());
    }
};

QTEST_GUILESS_MAIN(JsonParseTest)
#include "tst_jsonparse.moc"
