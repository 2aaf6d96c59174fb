// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFile>
#include <QLockFile>
#include <QString>
#include <QtGlobal>

#include <memory>

namespace polychip::app {

/**
 * The console's log file: every message of an enabled category (information and above by
 * default; QT_LOGGING_RULES for more), one line each with its UTC time, level and category,
 * from any thread. It rotates: past `maxBytes` the file becomes .1, .1 becomes .2, and so on up
 * to `keep` old files. Messages still reach the previous handler (stderr). One at a time: the
 * message handler is the process's. A second console running at the same time writes its own
 * file beside it (polychip-<pid>.log), so neither rotates the other's.
 */
class LogFile
{
    Q_DISABLE_COPY_MOVE(LogFile)

public:
    static constexpr qint64 kMaxBytes = 1 << 20;
    static constexpr int kKeep = 3;

    /// Logs to `path` (its folder made 0700 if missing), as long as this object lives; path()
    /// says where, when another console holds `path`.
    explicit LogFile(const QString &path, qint64 maxBytes = kMaxBytes, int keep = kKeep);
    ~LogFile();

    QString path() const { return m_path; }
    /// Whether the file could be opened (else messages go to the previous handler alone).
    bool isOpen() const;

    /// The default place: logs/polychip.log in the application's data folder.
    static QString defaultPath();

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message);
    void write(QtMsgType type, const char *category, const QString &message);
    void rotate();

    std::unique_ptr<QLockFile> m_owner; ///< held while this console writes the shared file
    QString m_path;
    const qint64 m_maxBytes;
    const int m_keep;
    QFile m_file; ///< written under the handler's lock
};

} // namespace polychip::app
