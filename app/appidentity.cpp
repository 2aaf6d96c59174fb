// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "appidentity.h"

#include "polychip/version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLockFile>
#include <QStandardPaths>

namespace polychip::app {

namespace {

constexpr auto kOrganisation = "io.github.polychip";
constexpr auto kOldOrganisation = "Polychip";

/// Nothing there but, perhaps, the log of a start that could not move the old data yet.
bool holdsNoData(const QString &folder)
{
    const QStringList entries
        = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    return entries.isEmpty() || entries == QStringList{QStringLiteral("logs")};
}

QString under(const QString &home, const char *organisation)
{
    return home + QLatin1Char('/') + QLatin1String(organisation) + QLatin1Char('/')
           + QLatin1String(kConsoleName);
}

} // namespace

void describeApplication()
{
    QCoreApplication::setOrganizationName(QLatin1String(kOrganisation));
    QCoreApplication::setOrganizationDomain(QStringLiteral("polychip.github.io"));
    QCoreApplication::setApplicationName(QString::fromLatin1(kConsoleName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    QGuiApplication::setDesktopFileName(QLatin1String(kAppId));
}

Migration migrateFromOldId(const QString &configHome, const QString &dataHome)
{
    Migration done;
    const QString oldConfig = under(configHome, kOldOrganisation) + QStringLiteral(".conf");
    const QString newConfig = under(configHome, kOrganisation) + QStringLiteral(".conf");
    if (QFileInfo::exists(oldConfig) && !QFileInfo::exists(newConfig)) {
        QDir().mkpath(QFileInfo(newConfig).path());
        // A copy keeps the permissions (the profiles in it may hold a plain-text secret).
        if (QFile::copy(oldConfig, newConfig))
            done.moved << QStringLiteral("settings: %1 -> %2").arg(oldConfig, newConfig);
        else
            done.problems
                << QStringLiteral("settings: could not copy %1 to %2").arg(oldConfig, newConfig);
    }

    const QString oldData = under(dataHome, kOldOrganisation);
    const QString newData = under(dataHome, kOrganisation);
    const QFileInfo oldInfo(oldData);
    if (oldInfo.isDir() && !oldInfo.isSymLink() && holdsNoData(newData)) {
        const QString oldSimulator = oldData + QStringLiteral("/simulator");
        bool inUse = false;
        if (QFileInfo(oldSimulator).isDir()) {
            // An older console that runs the simulator holds its lock (a stale one, of a
            // console that died, is taken over).
            QLockFile owner(oldSimulator + QStringLiteral("/console.lock"));
            inUse = !owner.tryLock(0);
        }
        if (inUse) {
            done.simulatorDir = oldSimulator;
            done.problems << QStringLiteral("data: %1 is in use by a running console; the "
                                            "simulator is shared from there this time, and "
                                            "the folder is moved at a later start")
                                 .arg(oldData);
        } else {
            // A start that could not move it wrote its log in the new folder: kept.
            const QString aside = newData + QStringLiteral(".before-move");
            const bool made = QFileInfo::exists(newData);
            QDir().mkpath(QFileInfo(newData).path());
            if (made && !QDir().rename(newData, aside)) {
                done.problems << QStringLiteral("data: could not move %1 aside").arg(newData);
            } else if (QDir().rename(oldData, newData)) {
                QFile::link(newData, oldData); // an older version still finds its state
                done.moved << QStringLiteral("data: %1 -> %2").arg(oldData, newData);
                if (made) {
                    QDir().rename(aside + QStringLiteral("/logs"),
                                  newData + QStringLiteral("/logs"));
                    QDir(aside).removeRecursively();
                }
            } else {
                if (made)
                    QDir().rename(aside, newData);
                done.problems
                    << QStringLiteral("data: could not move %1 to %2").arg(oldData, newData);
            }
        }
    }
    return done;
}

Migration migrateFromOldId()
{
    return migrateFromOldId(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
                            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation));
}

} // namespace polychip::app
