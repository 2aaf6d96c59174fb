// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString type;             ///< "unfinished", "vanished", "obsolete" or empty
    QStringList translations; ///< one, or one per numerus form
};

using Catalogue = QMap<QString, Message>; // key: context \x1f source \x1f comment

bool readCatalogue(const QString &path, Catalogue &out, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    QXmlStreamReader xml(&file);
    QString context, source, comment;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                source.clear();
                comment.clear();
                message = Message();
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                message.type = xml.attributes().value(QLatin1String("type")).toString();
                const bool numerus
                    = xml.readNext() == QXmlStreamReader::Characters && xml.isWhitespace();
                if (!numerus && xml.isCharacters())
                    message.translations << xml.text().toString();
                else if (!numerus)
                    message.translations << QString();
            } else if (name == QLatin1String("numerusform")) {
                message.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.insert(context + QChar(0x1f) + source + QChar(0x1f) + comment, message);
        }
    }
    if (xml.hasError()) {
        error = xml.errorString();
        return false;
    }
    return true;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (const auto &m : re.globalMatch(text))
        found << m.captured(0);
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

/** zh_CN is complete: every string lupdate finds in widgets/, app/ and client/localfile.cpp
 *  today has a finished, non-empty Chinese translation with the same placeholders. */
class TranslationsTest final : public QObject
{
    Q_OBJECT

    Catalogue m_fresh;
    Catalogue m_zh;

private Q_SLOTS:
    void initTestCase()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fresh = dir.filePath(QStringLiteral("fresh_zh_CN.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(POLYCHIP_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                       QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral("-extensions"), QStringLiteral("cpp,h"),
                       QStringLiteral(POLYCHIP_SOURCE_DIR "/widgets"),
                       QStringLiteral(POLYCHIP_SOURCE_DIR "/app"),
                       QStringLiteral(POLYCHIP_SOURCE_DIR "/client/localfile.cpp"),
                       QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        QString error;
        QVERIFY2(readCatalogue(fresh, m_fresh, error), qPrintable(error));
        QVERIFY2(
            readCatalogue(QStringLiteral(POLYCHIP_SOURCE_DIR "/translations/polychip_zh_CN.ts"),
                          m_zh, error),
            qPrintable(error));
        QVERIFY2(m_fresh.size() > 5, "lupdate found almost no strings: is the scan broken?");
    }

    void complete_data()
    {
        QTest::addColumn<QString>("key");
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it)
            QTest::newRow(qPrintable(QString(it.key()).replace(QChar(0x1f), QLatin1Char('|'))))
                << it.key();
    }

    void complete()
    {
        QFETCH(QString, key);
        QVERIFY2(m_zh.contains(key), "missing from translations/polychip_zh_CN.ts: run "
                                     "`cmake --build build --target update_translations`");
        const Message &m = m_zh.value(key);
        QVERIFY2(m.type.isEmpty(), qPrintable(QStringLiteral("marked %1").arg(m.type)));
        QVERIFY(!m.translations.isEmpty());
        const QString source = key.section(QChar(0x1f), 1, 1);
        for (const QString &t : m.translations) {
            QVERIFY2(!t.trimmed().isEmpty(), "empty translation");
            QCOMPARE(placeholders(t), placeholders(source));
        }
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_translations.moc"
