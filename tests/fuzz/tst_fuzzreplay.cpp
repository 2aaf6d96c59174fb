// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The fuzz corpora replayed through the fuzz targets' own entry points with the normal compiler:
// seconds, no clang needed, so every finding kept under tests/fuzz/corpus stays fixed.

#include "fuzztargets.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace polychip;

class FuzzReplayTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyTargetHasASeedCorpus()
    {
        const QDir corpus(QStringLiteral(POLYCHIP_FUZZ_CORPUS_DIR));
        for (const auto &t : fuzz::targets()) {
            const QString name = QString::fromLatin1(t.name.data(), qsizetype(t.name.size()));
            QVERIFY2(!QDir(corpus.filePath(name)).entryList(QDir::Files).isEmpty(),
                     qPrintable(name + QStringLiteral(": no seed in tests/fuzz/corpus")));
        }
        // And no folder without its target (a renamed target leaves its corpus behind).
        for (const QString &folder : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(fuzz::target(folder.toStdString()), qPrintable(folder));
    }

    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        const QDir corpus(QStringLiteral(POLYCHIP_FUZZ_CORPUS_DIR));
        for (const auto &t : fuzz::targets()) {
            const QString name = QString::fromLatin1(t.name.data(), qsizetype(t.name.size()));
            const QDir dir(corpus.filePath(name));
            for (const QString &file : dir.entryList(QDir::Files, QDir::Name))
                QTest::newRow(qPrintable(name + QLatin1Char('/') + file))
                    << name << dir.filePath(file);
        }
    }

    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const auto *t = fuzz::target(target.toStdString());
        QVERIFY(t);
        // A broken property aborts, which fails this test with the target's message.
        QCOMPARE(t->run(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                        std::size_t(bytes.size())),
                 0);
    }
};

QTEST_GUILESS_MAIN(FuzzReplayTest)
#include "tst_fuzzreplay.moc"
