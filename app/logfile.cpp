// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "logfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRecursiveMutex>
#include <QStandardPaths>

namespace polychip::app {

namespace {

/// Guards the handler's state: a message on another thread is written whole or not at all
/// while a LogFile comes or goes. Recursive: writing may itself raise a message.
QRecursiveMutex g_handlerMutex;
LogFile *g_active = nullptr;
QtMessageHandler g_previous = nullptr;
/// Set while this thread writes a message: one raised by the writing itself goes to the
/// previous handler alone.
thread_local bool t_writing = false;

char levelLetter(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return 'D';
    case QtInfoMsg:
        return 'I';
    case QtWarningMsg:
        return 'W';
    case QtCriticalMsg:
        return 'E';
    case QtFatalMsg:
        return 'F';
    }
    return '?';
}

} // namespace

LogFile::LogFile(const QString &path, qint64 maxBytes, int keep)
    : m_maxBytes(std::max<qint64>(maxBytes, 1024))
    , m_keep(std::max(keep, 1))
{
    const QString folder = QFileInfo(path).path();
    if (!QFileInfo::exists(folder) && QDir().mkpath(folder))
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    // One console writes and rotates the file; a second one at the same time, its own.
    m_owner = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    m_path
        = m_owner->tryLock(0)
              ? path
              : folder + QStringLiteral("/polychip-%1.log").arg(QCoreApplication::applicationPid());
    m_file.setFileName(m_path);
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text))
        m_file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    const QMutexLocker lock(&g_handlerMutex);
    Q_ASSERT(!g_active);
    g_active = this;
    g_previous = qInstallMessageHandler(&LogFile::handle);
}

LogFile::~LogFile()
{
    // Under the handler's lock: a message on another thread ends before the file goes.
    const QMutexLocker lock(&g_handlerMutex);
    qInstallMessageHandler(g_previous);
    g_active = nullptr;
    m_file.close();
}

bool LogFile::isOpen() const
{
    const QMutexLocker lock(&g_handlerMutex);
    return m_file.isOpen();
}

QString LogFile::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/logs/polychip.log");
}

void LogFile::handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QMutexLocker lock(&g_handlerMutex);
    if (g_active && !t_writing) {
        t_writing = true;
        g_active->write(type, context.category, message);
        t_writing = false;
    }
    if (g_previous) // Qt's own at least
        g_previous(type, context, message);
}

void LogFile::write(QtMsgType type, const char *category, const QString &message)
{
    const QByteArray line = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8()
                            + ' ' + levelLetter(type) + ' '
                            + QByteArray(category ? category : "default") + ": "
                            + message.toUtf8().replace('\n', "\n    ") + '\n';
    if (!m_file.isOpen())
        return;
    if (m_file.size() + line.size() > m_maxBytes && m_file.size() > 0)
        rotate();
    m_file.write(line);
    m_file.flush(); // the last line before a crash is the one wanted
}

void LogFile::rotate()
{
    m_file.close();
    QFile::remove(m_path + QStringLiteral(".%1").arg(m_keep));
    for (int i = m_keep - 1; i >= 1; --i)
        QFile::rename(m_path + QStringLiteral(".%1").arg(i),
                      m_path + QStringLiteral(".%1").arg(i + 1));
    QFile::rename(m_path, m_path + QStringLiteral(".1"));
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text))
        m_file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
}

} // namespace polychip::app
