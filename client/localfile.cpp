// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "localfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <QScopeGuard>

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace polychip::client {

namespace {

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

/// "4 MiB", "32 bytes": the limit as a person reads it.
QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, bytes % 1024 == 0 ? 0 : 1);
}

QString tooLarge(const QString &path, qint64 maxBytes)
{
    return QCoreApplication::translate("LocalFile",
                                       "%1 is too large: the console reads at most %2 from it.")
        .arg(shown(path), sizeText(maxBytes));
}

QString notRegular(const QString &path, mode_t mode)
{
    if (S_ISDIR(mode))
        return QCoreApplication::translate("LocalFile", "%1 is a folder, not a file.")
            .arg(shown(path));
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return QCoreApplication::translate("LocalFile",
                                           "%1 is a device, not a file: the console reads only "
                                           "regular files.")
            .arg(shown(path));
    if (S_ISFIFO(mode))
        return QCoreApplication::translate("LocalFile",
                                           "%1 is a named pipe, not a file: the console reads "
                                           "only regular files.")
            .arg(shown(path));
    return QCoreApplication::translate("LocalFile",
                                       "%1 is not a regular file: the console reads only "
                                       "regular files.")
        .arg(shown(path));
}

QString systemError(const QString &path, int error)
{
    switch (error) {
    case ENOENT:
    case ENOTDIR:
        return QCoreApplication::translate("LocalFile", "%1 does not exist.").arg(shown(path));
    case EACCES:
    case EPERM:
        return QCoreApplication::translate("LocalFile", "You are not allowed to read %1.")
            .arg(shown(path));
    default:
        break;
    }
    return QCoreApplication::translate("LocalFile", "Cannot read %1: %2.")
        .arg(shown(path), qt_error_string(error));
}

} // namespace

LocalFile readLocalFile(const QString &path, qint64 maxBytes, Oversize oversize)
{
    LocalFile out;
    maxBytes = std::max<qint64>(maxBytes, 0);
    if (path.isEmpty()) {
        out.error = QCoreApplication::translate("LocalFile", "No file was named.");
        return out;
    }
    const QByteArray name = QFile::encodeName(path);
    // Looked at before it is opened: opening a device can do things of its own, and opening a
    // named pipe waits for a writer.
    struct stat info = {};
    if (::stat(name.constData(), &info) != 0) {
        out.error = systemError(path, errno);
        return out;
    }
    if (!S_ISREG(info.st_mode)) {
        out.error = notRegular(path, info.st_mode);
        return out;
    }
    if (oversize == Oversize::Refuse && info.st_size > maxBytes) {
        out.error = tooLarge(path, maxBytes);
        return out;
    }
    // Non-blocking, and looked at again once open: the name may lead elsewhere by now.
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        out.error = systemError(path, errno);
        return out;
    }
    const auto closeIt = qScopeGuard([fd] { ::close(fd); });
    if (::fstat(fd, &info) != 0) {
        out.error = systemError(path, errno);
        return out;
    }
    if (!S_ISREG(info.st_mode)) {
        out.error = notRegular(path, info.st_mode);
        return out;
    }
    if (oversize == Oversize::KeepTail && info.st_size > maxBytes
        && ::lseek(fd, info.st_size - maxBytes, SEEK_SET) < 0) {
        out.error = systemError(path, errno);
        return out;
    }
    // One byte past the limit, so that a file that grew since it was looked at is refused too.
    const qint64 wanted = oversize == Oversize::Refuse ? maxBytes + 1 : maxBytes;
    qint64 got = 0;
    out.data.resize(qsizetype(std::min<qint64>(std::max<qint64>(info.st_size, 0) + 1, wanted)));
    while (got < wanted) {
        if (got == out.data.size())
            out.data.resize(qsizetype(std::min<qint64>(wanted, got * 2 + 4096)));
        const ssize_t n = ::read(fd, out.data.data() + got, std::size_t(out.data.size() - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            out.data.clear();
            out.error = systemError(path, errno);
            return out;
        }
        if (n == 0)
            break;
        got += n;
    }
    out.data.truncate(qsizetype(got));
    if (got > maxBytes) {
        out.data.clear();
        out.error = tooLarge(path, maxBytes);
    }
    return out;
}

} // namespace polychip::client
