// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "logcategories.h"
#include "logfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace polychip;

namespace {

QStringList linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

/** The console's log file: a line per message with its time, level and category, from any
 *  thread, rotated at its size limit, private to the user. */
class LogFileTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aMessageIsOneLineWithTimeLevelAndCategory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("logs/polychip.log"));
        {
            const app::LogFile log(path);
            QVERIFY(log.isOpen());
            qCInfo(log::session) << "live";
            qCWarning(log::api).noquote() << "GET /v1/instances: 503\nsecond line";
            qCDebug(log::api) << "not written: debug is off by default";
        }
        const QStringList lines = linesOf(path);
        QCOMPARE(lines.size(), 3); // the warning's second line is indented under it
        static const QRegularExpression shape(
            QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z [IW] polychip\.\w+: .+$)"));
        QVERIFY2(shape.match(lines.at(0)).hasMatch(), qPrintable(lines.at(0)));
        QVERIFY(lines.at(0).endsWith(QStringLiteral("I polychip.session: live")));
        QVERIFY(lines.at(1).endsWith(QStringLiteral("W polychip.api: GET /v1/instances: 503")));
        QCOMPARE(lines.at(2), QStringLiteral("    second line"));
        // Private: the folder and the file are the user's alone.
        QCOMPARE(QFileInfo(path).permissions() & (QFile::ReadGroup | QFile::ReadOther),
                 QFile::Permissions());
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("logs"))).permissions()
                     & (QFile::ReadGroup | QFile::ReadOther),
                 QFile::Permissions());

        // Gone with the object: the next message is not written.
        qCWarning(log::app) << "after";
        QCOMPARE(linesOf(path).size(), 3);
    }

    void itRotatesAtItsLimitAndKeepsSoManyOldFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("polychip.log"));
        {
            const app::LogFile log(path, 4096, 2);
            // Two threads at once: every line whole, none lost within what is kept.
            const auto burst = [](char who) {
                for (int i = 0; i < 200; ++i)
                    qCInfo(log::app).noquote() << QStringLiteral("%1 %2")
                                                      .arg(QLatin1Char(who))
                                                      .arg(i, 3, 10, QLatin1Char('0'));
            };
            std::thread a(burst, 'a');
            std::thread b(burst, 'b');
            a.join();
            b.join();
        }
        QVERIFY(QFile::exists(path));
        QVERIFY(QFile::exists(path + QStringLiteral(".1")));
        QVERIFY(QFile::exists(path + QStringLiteral(".2")));
        QVERIFY(!QFile::exists(path + QStringLiteral(".3")));
        for (const QString &name :
             {path, path + QStringLiteral(".1"), path + QStringLiteral(".2")}) {
            QVERIFY(QFileInfo(name).size() <= 4096);
            for (const QString &line : linesOf(name))
                QVERIFY2(line.contains(QRegularExpression(QStringLiteral(": [ab] \\d{3}$"))),
                         qPrintable(line));
        }
        // The newest lines are in the file itself: the last of each thread.
        const QString current = linesOf(path).join(QLatin1Char('\n'));
        QVERIFY(current.contains(QStringLiteral("a 199"))
                || current.contains(QStringLiteral("b 199")));
    }

    void aSecondConsoleWritesItsOwnFileBesideTheFirstOnes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("polychip.log"));
        QLockFile first(path + QStringLiteral(".lock")); // a console already writing it
        QVERIFY(first.tryLock(0));
        {
            const app::LogFile log(path);
            QVERIFY(log.path() != path);
            QCOMPARE(QFileInfo(log.path()).path(), QFileInfo(path).path());
            QVERIFY(log.path().contains(QString::number(QCoreApplication::applicationPid())));
            qCInfo(log::app) << "second";
        }
        QVERIFY(!QFile::exists(path)); // the first one's file is not touched
        first.unlock();
        const app::LogFile log(path); // alone again: the shared name
        QCOMPARE(log.path(), path);
    }

    void aFolderThatCannotBeWrittenLeavesTheMessagesToTheOtherHandler()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("logs")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the folder should be
        blocker.close();
        const app::LogFile log(dir.filePath(QStringLiteral("logs/polychip.log")));
        QVERIFY(!log.isOpen());
        qCInfo(log::app) << "still fine"; // no crash, no file
        QVERIFY(!QFileInfo(dir.filePath(QStringLiteral("logs"))).isDir());
    }
};

QTEST_GUILESS_MAIN(LogFileTest)
#include "tst_logfile.moc"
