// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "localfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

#include <sys/stat.h>
#include <unistd.h>

using namespace polychip;
using client::Oversize;
using client::readLocalFile;

/** Reading a file the user named: a regular file up to a limit, anything else refused with a
 *  sentence, at once and without reading on. */
class LocalFileTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_dir.emplace();
        QVERIFY(m_dir->isValid());
    }

    void readsOnlyRegularFilesUpToTheLimit_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<qint64>("maxBytes");
        QTest::addColumn<bool>("tail");
        QTest::addColumn<QByteArray>("data"); // what is read, when it is
        QTest::addColumn<QString>("refusal"); // part of the sentence, when it is refused

        const QByteArray text("{\"id\": \"x\"}\n"); // 12 bytes
        QTest::newRow("regular file") << "regular" << qint64(1024) << false << text << QString();
        QTest::newRow("regular file at the limit")
            << "regular" << qint64(12) << false << text << QString();
        QTest::newRow("one byte over the limit")
            << "regular" << qint64(11) << false << QByteArray() << "at most 11 bytes";
        QTest::newRow("oversized file")
            << "large" << qint64(4) * 1024 * 1024 << false << QByteArray() << "at most 4 MiB";
        QTest::newRow("empty file")
            << "empty" << qint64(1024) << false << QByteArray() << QString();
        QTest::newRow("symbolic link to a regular file")
            << "link" << qint64(1024) << false << text << QString();
        QTest::newRow("tail of a larger file")
            << "regular" << qint64(5) << true << QByteArray("\"x\"}\n") << QString();
        QTest::newRow("device") << "/dev/zero" << qint64(1024) << false << QByteArray()
                                << "is a device";
        QTest::newRow("tail of a device")
            << "/dev/zero" << qint64(1024) << true << QByteArray() << "is a device";
        QTest::newRow("symbolic link to a device")
            << "device link" << qint64(1024) << false << QByteArray() << "is a device";
        QTest::newRow("named pipe without a writer")
            << "fifo" << qint64(1024) << false << QByteArray() << "is a named pipe";
        QTest::newRow("folder") << "folder" << qint64(1024) << false << QByteArray()
                                << "is a folder";
        QTest::newRow("missing file")
            << "missing" << qint64(1024) << false << QByteArray() << "does not exist";
        QTest::newRow("dangling symbolic link")
            << "dangling" << qint64(1024) << false << QByteArray() << "does not exist";
        QTest::newRow("unreadable file")
            << "unreadable" << qint64(1024) << false << QByteArray() << "not allowed to read";
    }

    void readsOnlyRegularFilesUpToTheLimit()
    {
        QFETCH(QString, kind);
        QFETCH(qint64, maxBytes);
        QFETCH(bool, tail);
        QFETCH(QByteArray, data);
        QFETCH(QString, refusal);

        const QString path = make(kind);
        QVERIFY(!path.isEmpty());
        if (kind == "unreadable" && ::geteuid() == 0)
            QSKIP("root reads any file");
        QElapsedTimer timer;
        timer.start();
        const client::LocalFile file
            = readLocalFile(path, maxBytes, tail ? Oversize::KeepTail : Oversize::Refuse);
        // Refused or read at once: nothing waits for a pipe's writer or reads a device on.
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        if (refusal.isEmpty()) {
            QVERIFY2(file.ok(), qPrintable(file.error));
            QCOMPARE(file.data, data);
            return;
        }
        QVERIFY(!file.ok());
        QVERIFY(file.data.isEmpty());
        QVERIFY2(file.error.contains(refusal), qPrintable(file.error));
        QVERIFY2(file.error.contains(QDir::toNativeSeparators(path)), qPrintable(file.error));
        static const QRegularExpression placeholder(QStringLiteral("%\\d"));
        QVERIFY2(!placeholder.match(file.error).hasMatch(), qPrintable(file.error));
    }

    void anEmptyNameIsRefused()
    {
        const client::LocalFile file = readLocalFile(QString(), 1024);
        QVERIFY(!file.ok());
        QVERIFY(!file.error.isEmpty());
    }

private:
    /// The file of the kind a row names, made in the temporary folder (or a system path).
    QString make(const QString &kind) const
    {
        if (kind.startsWith(QLatin1Char('/')))
            return kind;
        const QString path = m_dir->filePath(QStringLiteral("file"));
        const auto write = [&](const QByteArray &bytes) {
            QFile f(path);
            return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? path
                                                                                  : QString();
        };
        if (kind == "regular" || kind == "unreadable") {
            const QString written = write("{\"id\": \"x\"}\n");
            if (kind == "unreadable")
                QFile::setPermissions(path, {});
            return written;
        }
        if (kind == "empty")
            return write({});
        if (kind == "large") {
            QFile f(path);
            // Sparse: five MiB without writing them.
            return f.open(QIODevice::WriteOnly) && f.resize(qint64(5) * 1024 * 1024) ? path
                                                                                     : QString();
        }
        if (kind == "link") {
            write("{\"id\": \"x\"}\n");
            const QString link = m_dir->filePath(QStringLiteral("link"));
            return QFile::link(path, link) ? link : QString();
        }
        if (kind == "device link" || kind == "dangling") {
            const QString link = m_dir->filePath(QStringLiteral("link"));
            const QString target = kind == "dangling" ? m_dir->filePath(QStringLiteral("gone"))
                                                      : QStringLiteral("/dev/zero");
            return QFile::link(target, link) ? link : QString();
        }
        if (kind == "fifo")
            return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? path : QString();
        if (kind == "folder")
            return m_dir->path();
        if (kind == "missing")
            return m_dir->filePath(QStringLiteral("missing.json"));
        return {};
    }

    std::optional<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(LocalFileTest)
#include "tst_localfile.moc"
