// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace polychip::client {

/** The bytes of a file the user named, or why the console did not read them. */
struct LocalFile
{
    QByteArray data;
    QString error; ///< a translated sentence that names the file; empty when it was read

    bool ok() const { return error.isEmpty(); }
};

/** What readLocalFile() does with a file larger than its limit. */
enum class Oversize {
    Refuse,   ///< reads nothing and says so (a scenario, a CA bundle, a keys file)
    KeepTail, ///< reads its last `maxBytes` bytes (a log that only grows)
};

/// The one way the console reads a file whose name came from outside (the user, a profile, a
/// folder given on the command line): only a regular file (symbolic links followed) of at most
/// `maxBytes` bytes. A missing file, a folder, a device such as /dev/zero, a named pipe or a
/// socket, and a larger file are refused with a translated sentence that names the file, says
/// why and, for the size, the limit. It never waits on a pipe, never reads more than
/// `maxBytes` + 1 bytes and never throws; it may be called on any thread.
LocalFile readLocalFile(const QString &path, qint64 maxBytes, Oversize oversize = Oversize::Refuse);

} // namespace polychip::client
