// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "logfile.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <atomic>

namespace polychip::app {

namespace {

std::atomic<LogFile *> g_active{nullptr};
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
    : m_path(path)
    , m_maxBytes(std::max<qint64>(maxBytes, 1024))
    , m_keep(std::max(keep, 1))
    , m_file(path)
{
    Q_ASSERT(!g_active.load());
    const QString folder = QFileInfo(path).path();
    if (!QFileInfo::exists(folder) && QDir().mkpath(folder))
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text))
        m_file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    g_active = this;
    m_previous = qInstallMessageHandler(&LogFile::handle);
}

LogFile::~LogFile()
{
    qInstallMessageHandler(m_previous);
    g_active = nullptr;
    const QMutexLocker lock(&m_mutex); // a message being written on another thread ends first
    m_file.close();
}

bool LogFile::isOpen() const
{
    const QMutexLocker lock(&m_mutex);
    return m_file.isOpen();
}

QString LogFile::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/logs/polychip.log");
}

void LogFile::handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    LogFile *self = g_active.load();
    if (!self)
        return;
    if (!t_writing) {
        t_writing = true;
        self->write(type, context.category, message);
        t_writing = false;
    }
    if (self->m_previous)
        self->m_previous(type, context, message);
}

void LogFile::write(QtMsgType type, const char *category, const QString &message)
{
    const QByteArray line = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8()
                            + ' ' + levelLetter(type) + ' '
                            + QByteArray(category ? category : "default") + ": "
                            + message.toUtf8().replace('\n', "\n    ") + '\n';
    const QMutexLocker lock(&m_mutex);
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
