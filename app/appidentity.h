// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace polychip::app {

/// Names the application (organisation, name, version, desktop file) for QSettings,
/// QStandardPaths and the desktop: settings in ~/.config/io.github.polychip/polychip.conf,
/// data in ~/.local/share/io.github.polychip/polychip. Before any of them is used.
void describeApplication();

/** What one start moved from where earlier builds kept it (organisation "Polychip"):
 *  each line says what and where, for the log and the status bar; `problems` what could not
 *  be moved (left where it was, used again at the next start's try). */
struct Migration
{
    QStringList moved;
    QStringList problems;
    /// The old simulator folder while an older console runs from it: served from there this
    /// time (the folder is moved at a later start); empty otherwise.
    QString simulatorDir;
};

/// Brings the settings and the data written under the old organisation name to the new one,
/// once: the settings file is copied (an older version keeps its own), the data folder moved
/// and a link left where it was, so an older version still finds the simulator's state. Only
/// when the new place holds nothing yet (a log aside), and never while an older console runs
/// the simulator from the old folder (it holds its lock): then simulatorDir says to share it.
/// `configHome` and `dataHome`: the XDG base folders (~/.config, ~/.local/share).
Migration migrateFromOldId(const QString &configHome, const QString &dataHome);
/// migrateFromOldId() on this user's XDG folders.
Migration migrateFromOldId();

} // namespace polychip::app
