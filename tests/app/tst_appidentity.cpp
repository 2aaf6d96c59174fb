// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "appidentity.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

using namespace polychip;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

/** What earlier builds (before the application id) kept under the organisation "Polychip" comes
 *  along once, without losing it for an older version. */
class AppIdentityTest final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    QString config() const { return m_home.filePath(QStringLiteral("config")); }
    QString data() const { return m_home.filePath(QStringLiteral("data")); }

private Q_SLOTS:
    void init()
    {
        QDir(config()).removeRecursively();
        QDir(data()).removeRecursively();
    }

    void theOldSettingsAndDataComeAlongOnce()
    {
        write(config() + QStringLiteral("/Polychip/polychip.conf"), "[ui]\ntheme=dark\n");
        QFile::setPermissions(config() + QStringLiteral("/Polychip/polychip.conf"),
                              QFile::ReadOwner | QFile::WriteOwner);
        write(data() + QStringLiteral("/Polychip/polychip/simulator/state.db"), "state");

        const app::Migration done = app::migrateFromOldId(config(), data());
        QCOMPARE(done.moved.size(), 2);
        QVERIFY(done.problems.isEmpty());
        const QString settings = config() + QStringLiteral("/io.github.polychip/polychip.conf");
        QCOMPARE(read(settings), QByteArray("[ui]\ntheme=dark\n"));
        // A settings file may hold a plain-text secret: the copy is the owner's alone too.
        QCOMPARE(QFileInfo(settings).permissions() & (QFile::ReadOther | QFile::ReadGroup),
                 QFile::Permissions());
        QCOMPARE(read(data() + QStringLiteral("/io.github.polychip/polychip/simulator/state.db")),
                 QByteArray("state"));
        // An older version still finds its state and its settings where it left them.
        QVERIFY(QFileInfo(data() + QStringLiteral("/Polychip/polychip")).isSymLink());
        QCOMPARE(read(data() + QStringLiteral("/Polychip/polychip/simulator/state.db")),
                 QByteArray("state"));
        QVERIFY(QFile::exists(config() + QStringLiteral("/Polychip/polychip.conf")));

        // Once: the next start finds the new places in use and leaves everything as it is.
        write(settings, "[ui]\ntheme=light\n");
        const app::Migration again = app::migrateFromOldId(config(), data());
        QVERIFY(again.moved.isEmpty());
        QVERIFY(again.problems.isEmpty());
        QCOMPARE(read(settings), QByteArray("[ui]\ntheme=light\n"));
    }

    void aFreshUserHasNothingToMove()
    {
        const app::Migration done = app::migrateFromOldId(config(), data());
        QVERIFY(done.moved.isEmpty());
        QVERIFY(done.problems.isEmpty());
        QVERIFY(!QFile::exists(config() + QStringLiteral("/io.github.polychip")));
    }

    void aSimulatorAnOlderConsoleRunsIsSharedUntilALaterStart()
    {
        const QString old = data() + QStringLiteral("/Polychip/polychip/simulator");
        write(old + QStringLiteral("/state.db"), "state");
        {
            QLockFile running(old + QStringLiteral("/console.lock")); // an older console
            QVERIFY(running.tryLock(0));
            const app::Migration busy = app::migrateFromOldId(config(), data());
            QVERIFY(busy.moved.isEmpty());
            QCOMPARE(busy.problems.size(), 1);
            QCOMPARE(busy.simulatorDir, old); // shared from there this time
            QVERIFY(QFileInfo(old).isDir());
            // That start logs in the new folder meanwhile.
            write(data() + QStringLiteral("/io.github.polychip/polychip/logs/polychip.log"),
                  "a start's log\n");
        }
        // That console quit (or died: its stale lock is taken over), and the next start moves
        // the folder, the log written meanwhile kept.
        const app::Migration later = app::migrateFromOldId(config(), data());
        QCOMPARE(later.moved.size(), 1);
        QVERIFY(later.simulatorDir.isEmpty());
        const QString moved = data() + QStringLiteral("/io.github.polychip/polychip");
        QCOMPARE(read(moved + QStringLiteral("/simulator/state.db")), QByteArray("state"));
        QCOMPARE(read(moved + QStringLiteral("/logs/polychip.log")), QByteArray("a start's log\n"));
        QVERIFY(!QFile::exists(moved + QStringLiteral(".before-move")));
    }

    void aNewFolderWithDataOfItsOwnIsNeverOverwritten()
    {
        write(data() + QStringLiteral("/Polychip/polychip/simulator/state.db"), "old");
        write(data() + QStringLiteral("/io.github.polychip/polychip/simulator/state.db"), "new");
        const app::Migration done = app::migrateFromOldId(config(), data());
        QVERIFY(done.moved.isEmpty());
        QCOMPARE(read(data() + QStringLiteral("/io.github.polychip/polychip/simulator/state.db")),
                 QByteArray("new"));
    }
};

QTEST_GUILESS_MAIN(AppIdentityTest)
#include "tst_appidentity.moc"
