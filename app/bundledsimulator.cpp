// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "bundledsimulator.h"

#include "logcategories.h"

#include "api/codec.h"
#include "localfile.h"
#include "operations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMetaEnum>
#include <QStandardPaths>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>

#include <csignal>
#endif

namespace polychip::app {

namespace {

constexpr auto kProgramName = "polychip-sim";
constexpr auto kRestartWindowMs = 60'000;
constexpr auto kPortPollMs = 50;
constexpr auto kAttachRetryMs = 500;
/// A keys file holds a few keys of each role: a few kB.
constexpr qint64 kMaxKeysFileBytes = 1 << 20;

BundledSimulator::Options resolved(BundledSimulator::Options options)
{
    if (options.dataDir.isEmpty())
        options.dataDir = BundledSimulator::defaultDataDir();
    if (options.program.isEmpty())
        options.program = BundledSimulator::findProgram();
    return options;
}

/// The port in a --port-file, or 0 while it is absent, incomplete (no newline yet) or not a
/// small regular file (the data folder is the user's to name: a pipe there must not block).
int readPort(const QString &path)
{
    const QByteArray text = client::readLocalFile(path, 32).data;
    if (!text.endsWith('\n'))
        return 0;
    bool ok = false;
    const int port = text.trimmed().toInt(&ok);
    return ok && port > 0 && port < 65536 ? port : 0;
}

constexpr auto kPrivateFile = QFile::ReadOwner | QFile::WriteOwner;
constexpr auto kPrivateDir = kPrivateFile | QFile::ExeOwner;

/// Creates `path` readable by the owner only (or makes an existing one so).
bool touchPrivate(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::Append) && file.setPermissions(kPrivateFile);
}

/// The last line the simulator wrote to its log (what it died of, usually).
QString lastLine(const QString &path)
{
    const QStringList lines
        = QString::fromUtf8(client::readLocalFile(path, 4096, client::Oversize::KeepTail).data)
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QString() : lines.last().trimmed().left(300);
}

} // namespace

BundledSimulator::BundledSimulator(Options options, QObject *parent)
    : QObject(parent)
    , m_options(resolved(std::move(options)))
{
    setDataDir(m_options.dataDir);
    m_poll.setInterval(kPortPollMs);
    connect(&m_poll, &QTimer::timeout, this, &BundledSimulator::pollPortFile);
    m_watch.setInterval(int(m_options.watchInterval.count()));
    connect(&m_watch, &QTimer::timeout, this, &BundledSimulator::watch);
}

BundledSimulator::~BundledSimulator()
{
    stop();
}

QString BundledSimulator::findProgram()
{
    const QString exe = QString::fromLatin1(kProgramName);
    const QDir here(QCoreApplication::applicationDirPath());
    // Installed side by side, the build tree (app/ next to simulator/), then the prefix.
    const QStringList candidates{
        here.filePath(exe),
        here.filePath(QStringLiteral("../simulator/") + exe),
        here.filePath(QStringLiteral("../../simulator/") + exe),
        QStringLiteral(POLYCHIP_INSTALL_BINDIR "/") + exe,
    };
    for (const QString &path : candidates) {
        const QFileInfo info(path);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(exe);
}

QString BundledSimulator::defaultDataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/simulator");
}

void BundledSimulator::setDataDir(const QString &dir)
{
    if (m_ownerLock
        && (m_state == State::Starting || m_state == State::Running || m_state == State::Attached))
        return;
    m_options.dataDir = dir;
    m_ownerLock = std::make_unique<QLockFile>(dir + QStringLiteral("/console.lock"));
    // Stale only when the owning process is gone, however long it has been running.
    m_ownerLock->setStaleLockTime(0);
}

QString BundledSimulator::prepareDataDir()
{
    // The folder holds the keys of every role and the state with their secrets: the owner's
    // alone, whatever the umask, including what an older console left readable.
    const QString dir = m_options.dataDir;
    const QString shown = QDir::toNativeSeparators(dir);
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        return tr("The simulator folder %1 is a file, not a folder.").arg(shown);
    if (!info.exists() && !QDir().mkpath(dir))
        return tr("The simulator folder %1 cannot be created.").arg(shown);
    QFile probe(dir + QStringLiteral("/.polychip-write-test"));
    if (!probe.open(QIODevice::WriteOnly))
        return tr("The simulator folder %1 cannot be written to (%2).")
            .arg(shown, probe.errorString());
    probe.remove();
    QFile::setPermissions(dir, kPrivateDir);
    const auto entries = QDir(dir).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot
                                                 | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries)
        QFile::setPermissions(entry.filePath(), entry.isDir() ? kPrivateDir : kPrivateFile);
    return {};
}

QString BundledSimulator::baseUrl() const
{
    return m_port ? QStringLiteral("http://127.0.0.1:%1").arg(m_port) : QString();
}

std::optional<client::Endpoint> BundledSimulator::endpoint(api::Role role) const
{
    if (!m_port)
        return std::nullopt;
    for (const auto &key : m_keys) {
        if (key.org == "org-a" && key.role == role)
            return client::Endpoint{baseUrl().toStdString(), key.keyId, key.secret, {}, {}};
    }
    return std::nullopt;
}

qint64 BundledSimulator::processId() const
{
    return m_child ? m_child->processId() : 0;
}

QString BundledSimulator::portFilePath() const
{
    return m_options.dataDir + QStringLiteral("/port");
}

QString BundledSimulator::keysFilePath() const
{
    return m_options.dataDir + QStringLiteral("/keys.json");
}

void BundledSimulator::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    qCInfo(log::simulator).noquote() << QMetaEnum::fromType<State>().valueToKey(int(state))
                                     << QDir::toNativeSeparators(m_options.dataDir);
    Q_EMIT stateChanged(state);
}

void BundledSimulator::fail(const QString &why)
{
    m_poll.stop();
    m_watch.stop();
    if (m_child) {
        // Given up on: it must not come back through finished() nor outlive us unowned.
        m_child->disconnect(this);
        m_child->kill();
        m_child->deleteLater();
        m_child = nullptr;
    }
    if (m_ownerLock->isLocked())
        QFile::remove(portFilePath()); // nothing serves there: no one is to attach to it
    m_error = why;
    qCWarning(log::simulator).noquote() << "gave up:" << why;
    setState(State::Failed);
    Q_EMIT failed();
}

void BundledSimulator::start()
{
    if (m_state == State::Starting || m_state == State::Running || m_state == State::Attached)
        return;
    ++m_generation; // what an earlier start left waiting does nothing now
    m_stopping = false;
    m_speedApplied = false;
    m_error.clear();
    m_recentRestarts.clear();
    m_startClock.start();
    setState(State::Starting);
    if (const QString problem = prepareDataDir(); !problem.isEmpty()) {
        // Said at once: nothing else (another console, a slow start) is to blame.
        m_dataDirUnusable = true;
        fail(problem);
        return;
    }
    m_dataDirUnusable = false;
    tryStart();
}

void BundledSimulator::tryStart()
{
    const bool owner = m_ownerLock->isLocked() || m_ownerLock->tryLock(0);
    if (owner)
        QFile::setPermissions(m_ownerLock->fileName(), kPrivateFile);
    if (const int port = readPort(portFilePath()))
        probe(port, true);
    else if (owner)
        spawn();
    else if (m_startClock.elapsed() > m_options.startTimeout.count())
        fail(tr("Another Polychip console holds the simulator in %1, but it does not answer.")
                 .arg(QDir::toNativeSeparators(m_options.dataDir)));
    else
        QTimer::singleShot(kAttachRetryMs, this, [this, g = m_generation] {
            if (g == m_generation)
                tryStart();
        });
}

void BundledSimulator::spawn()
{
    if (m_options.program.isEmpty()) {
        fail(tr("polychip-sim was not found next to the console, in the install prefix or on "
                "PATH. Install it, or connect to a platform with a remote profile."));
        return;
    }
    QFile::remove(portFilePath());
    m_fresh = !QFile::exists(keysFilePath());
    m_child = new QProcess(this);
    m_child->setProgram(m_options.program);
    QStringList args{QStringLiteral("--port"),
                     QStringLiteral("0"),
                     QStringLiteral("--port-file"),
                     portFilePath(),
                     QStringLiteral("--data-dir"),
                     m_options.dataDir + QStringLiteral("/state"),
                     QStringLiteral("--bootstrap-keys"),
                     keysFilePath(),
                     QStringLiteral("--log"),
                     m_options.dataDir + QStringLiteral("/access.log")};
    args += m_options.extraArguments;
    m_child->setArguments(args);
    m_child->setStandardOutputFile(QProcess::nullDevice());
    const QString log = m_options.dataDir + QStringLiteral("/simulator.log");
    touchPrivate(log); // QProcess would create it readable by all
    m_child->setStandardErrorFile(log, QIODevice::Append);
#ifdef Q_OS_LINUX
    // If the console dies without stopping it (a crash, kill -9), the simulator goes too,
    // rather than running on unowned.
    m_child->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
    connect(m_child, &QProcess::finished, this, &BundledSimulator::onChildFinished);
    connect(m_child, &QProcess::errorOccurred, this, &BundledSimulator::onChildError);
    m_startClock.restart();
    m_child->start();
    m_poll.start();
}

void BundledSimulator::pollPortFile()
{
    if (const int port = readPort(portFilePath())) {
        m_poll.stop();
        probe(port, false);
    } else if (m_startClock.elapsed() > m_options.startTimeout.count()) {
        m_poll.stop();
        if (m_child)
            m_child->kill();
        fail(tr("The simulator did not start within %1 s; its messages are in %2.")
                 .arg(m_options.startTimeout.count() / 1000)
                 .arg(QDir::toNativeSeparators(m_options.dataDir
                                               + QStringLiteral("/simulator.log"))));
    }
}

void BundledSimulator::probe(int port, bool attach)
{
    client::RetryPolicy once;
    once.maxAttempts = 1;
    once.connectTimeout = std::chrono::milliseconds(1'000);
    once.timeout = std::chrono::milliseconds(3'000);
    // Health needs no key; the probe signs with a throw-away one.
    client::Endpoint anonymous{QStringLiteral("http://127.0.0.1:%1").arg(port).toStdString(),
                               "key_probe",
                               std::string(32, 'p'),
                               {},
                               {}};
    if (m_probe) // possibly inside its own callback: let it unwind first
        m_probe.release()->deleteLater();
    m_probe = std::make_unique<client::ApiClient>(anonymous, once);
    m_probe->call(client::ops::getHealth(), this,
                  [this, port, attach, g = m_generation](api::Result<api::Health> r) {
                      if (m_stopping || g != m_generation)
                          return;
                      const bool healthy = r && r->simulated;
                      if (!healthy) {
                          if (!attach) {
                              // Our child wrote its port but does not answer yet (or is not a
                              // simulator).
                              if (m_startClock.elapsed() > m_options.startTimeout.count())
                                  fail(tr("The simulator on port %1 does not answer.").arg(port));
                              else
                                  QTimer::singleShot(kAttachRetryMs, this, [this, port, g] {
                                      if (g == m_generation)
                                          probe(port, false);
                                  });
                              return;
                          }
                          // A stale port file: a simulator that is gone. The owner starts a new
                          // one.
                          if (m_ownerLock->isLocked() || m_ownerLock->tryLock(0))
                              spawn();
                          else
                              QTimer::singleShot(kAttachRetryMs, this, [this, g] {
                                  if (g == m_generation)
                                      tryStart();
                              });
                          return;
                      }
                      QString error;
                      if (!readKeys(error)) {
                          fail(error);
                          return;
                      }
                      m_port = port;
                      const bool scenario = m_fresh && !m_options.firstRunScenario.isEmpty();
                      const bool ours = m_child && m_child->state() != QProcess::NotRunning;
                      // The speed chosen in Preferences, once per start asked for (a restart after
                      // a crash keeps what the Simulator page set since).
                      const bool speed = ours && m_options.startSpeed > 0 && !m_speedApplied;
                      m_fresh = false;
                      const auto admin = endpoint(api::Role::Admin);
                      if ((!scenario && !speed) || !admin) {
                          becomeReady(port);
                          return;
                      }
                      if (m_admin)
                          m_admin.release()->deleteLater();
                      m_admin = std::make_unique<client::ApiClient>(*admin);
                      setUp(port, scenario, speed);
                  });
}

void BundledSimulator::setUp(int port, bool scenario, bool speed)
{
    // As org-a's administrator, before anyone looks: a new data directory gets the welcome
    // scenario, so the first screen has instances on it; then the speed chosen in
    // Preferences (after the scenario, which sets a clock of its own).
    if (scenario) {
        m_admin->call(client::ops::loadSimScenario(m_options.firstRunScenario.toStdString()), this,
                      [this, port, speed, g = m_generation](api::Result<client::NoContent> loaded) {
                          if (m_stopping || g != m_generation)
                              return;
                          if (!loaded) {
                              Q_EMIT notice(
                                  tr("The welcome scenario could not be loaded: %1")
                                      .arg(QString::fromStdString(loaded.error().message)));
                          }
                          setUp(port, false, speed);
                      });
        return;
    }
    if (speed) {
        api::ClockUpdate update;
        update.speed = m_options.startSpeed;
        m_speedApplied = true;
        m_admin->call(client::ops::setSimClock(update), this,
                      [this, port, g = m_generation](api::Result<api::Clock> set) {
                          if (m_stopping || g != m_generation)
                              return;
                          if (!set) {
                              qCWarning(log::simulator).noquote()
                                  << "the speed at start was not set:"
                                  << QString::fromStdString(set.error().message);
                          }
                          becomeReady(port);
                      });
        return;
    }
    becomeReady(port);
}

void BundledSimulator::becomeReady(int port)
{
    if (m_stopping)
        return;
    m_port = port;
    m_watchFailures = 0;
    const bool ours = m_child && m_child->state() != QProcess::NotRunning;
    setState(ours ? State::Running : State::Attached);
    if (!ours)
        m_watch.start();
    Q_EMIT ready();
}

bool BundledSimulator::readKeys(QString &error)
{
    const client::LocalFile file = client::readLocalFile(keysFilePath(), kMaxKeysFileBytes);
    if (!file.ok()) {
        error = file.error;
        return false;
    }
    const auto keys = api::decode<api::KeysFile>(file.data.toStdString());
    if (!keys) {
        error = tr("The simulator's keys file %1 is damaged (%2). Delete it and restart the "
                   "simulator to create new keys.")
                    .arg(QDir::toNativeSeparators(keysFilePath()),
                         QString::fromStdString(keys.error().message));
        return false;
    }
    m_keys = keys->keys;
    return true;
}

void BundledSimulator::onChildFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_stopping || !m_child)
        return;
    m_port = 0;
    recoverFromLoss(status == QProcess::CrashExit
                        ? tr("The bundled simulator crashed")
                        : tr("The bundled simulator stopped (exit code %1)").arg(exitCode));
}

void BundledSimulator::onChildError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart || m_stopping || !m_child)
        return;
    const QString why = m_child->errorString();
    fail(tr("Cannot start %1: %2").arg(QDir::toNativeSeparators(m_options.program), why));
}

void BundledSimulator::recoverFromLoss(const QString &why)
{
    m_watch.stop();
    m_poll.stop();
    if (m_child) {
        m_child->deleteLater();
        m_child = nullptr;
    }
    while (!m_recentRestarts.empty() && m_recentRestarts.front().elapsed() > kRestartWindowMs)
        m_recentRestarts.pop_front();
    if (int(m_recentRestarts.size()) >= m_options.maxRestarts) {
        const QString log = m_options.dataDir + QStringLiteral("/simulator.log");
        QString message = tr("%1. It stopped %2 times within a minute, so Polychip stopped "
                             "restarting it; its messages are in %3.")
                              .arg(why)
                              .arg(m_recentRestarts.size() + 1)
                              .arg(QDir::toNativeSeparators(log));
        if (const QString last = lastLine(log); !last.isEmpty())
            message += QLatin1Char(' ') + tr("The last one: %1").arg(last);
        fail(message);
        return;
    }
    m_recentRestarts.emplace_back().start();
    ++m_restartCount;
    qCWarning(log::simulator).noquote() << "restarting it:" << why;
    Q_EMIT notice(tr("%1; restarting it.").arg(why));
    setState(State::Starting);
    m_startClock.restart();
    if (m_ownerLock->isLocked())
        QFile::remove(portFilePath());
    tryStart();
}

void BundledSimulator::watch()
{
    if (m_state != State::Attached || !m_port)
        return;
    if (!m_probe)
        return;
    m_probe->call(client::ops::getHealth(), this, [this](api::Result<api::Health> r) {
        if (m_stopping || m_state != State::Attached)
            return;
        if (r) {
            m_watchFailures = 0;
            return;
        }
        // Two misses in a row: the other console (and its simulator) went away.
        if (++m_watchFailures >= 2) {
            m_port = 0;
            recoverFromLoss(tr("The simulator of another Polychip console stopped"));
        }
    });
}

void BundledSimulator::stop()
{
    ++m_generation;
    m_stopping = true;
    m_poll.stop();
    m_watch.stop();
    if (m_child) {
        // At exit only: a clean SIGTERM takes milliseconds; a hung one is killed.
        m_child->terminate();
        if (!m_child->waitForFinished(5'000)) {
            m_child->kill();
            m_child->waitForFinished(1'000);
        }
        delete m_child;
        m_child = nullptr;
    }
    endStop();
}

void BundledSimulator::stopThen(std::function<void()> then)
{
    ++m_generation;
    const quint64 g = m_generation;
    m_stopping = true;
    m_poll.stop();
    m_watch.stop();
    if (m_child && m_child->state() != QProcess::NotRunning) {
        m_stoppingChild = m_child;
        m_child = nullptr; // no longer ours to restart: finished() is handled here alone
        m_stoppingChild->disconnect(this);
        m_stoppingChild->terminate();
        // A clean SIGTERM takes milliseconds; a hung simulator is killed.
        QTimer::singleShot(5'000, m_stoppingChild, &QProcess::kill);
    } else {
        delete m_child;
        m_child = nullptr;
    }
    if (!m_stoppingChild) {
        endStop();
        then();
        return;
    }
    // Also when asked again before it ended: each `then` once it has, in order.
    connect(m_stoppingChild, &QProcess::finished, this, [this, g, then = std::move(then)] {
        if (m_stoppingChild) {
            m_stoppingChild->deleteLater();
            m_stoppingChild = nullptr;
            if (g == m_generation)
                endStop();
        }
        // Started again meanwhile (Reconnect now): what was to follow the stop is dropped.
        if (g == m_generation)
            then();
    });
}

bool BundledSimulator::ownsFolder()
{
    return m_ownerLock && (m_ownerLock->isLocked() || m_ownerLock->tryLock(0));
}

bool BundledSimulator::clearFolder()
{
    if (m_child || m_stoppingChild || !ownsFolder())
        return false;
    // What the simulator keeps there, and nothing else of a folder the user may have chosen.
    bool cleared = QDir(m_options.dataDir + QStringLiteral("/state")).removeRecursively();
    for (const char *name : {"keys.json", "port", "access.log", "simulator.log"}) {
        const QString file = m_options.dataDir + QLatin1Char('/') + QLatin1String(name);
        cleared = (!QFile::exists(file) || QFile::remove(file)) && cleared;
    }
    return cleared;
}

void BundledSimulator::endStop()
{
    if (m_ownerLock->isLocked()) {
        // The port file is the owner's, also when its simulator died and was given up on.
        QFile::remove(portFilePath());
        m_ownerLock->unlock();
    }
    m_port = 0;
    if (m_state != State::Failed)
        setState(State::Stopped);
}

} // namespace polychip::app
