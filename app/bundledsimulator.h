// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/simkeys.h"
#include "apiclient.h"

#include <QElapsedTimer>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

namespace polychip::app {

/**
 * The "Offline simulator" profile's platform: a polychip-sim child process on 127.0.0.1 with
 * its state under the user's app-data directory. One console owns the simulator (it holds a
 * lock file in the data directory); a second console on the same machine attaches to the
 * running one instead of starting another, and takes over when the owner goes. A simulator
 * that dies is restarted (with a notice) at most `maxRestarts` times a minute. Nothing here
 * waits: the port and the keys are picked up by polling files on a timer.
 */
class BundledSimulator final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BundledSimulator)

public:
    enum class State {
        Stopped,
        Starting,
        Running,  ///< our child serves
        Attached, ///< another console's simulator serves
        Failed,   ///< gave up: see error()
    };
    Q_ENUM(State)

    struct Options
    {
        QString program;     ///< empty: findProgram()
        QString dataDir;     ///< empty: defaultDataDir()
        int maxRestarts = 3; ///< within a minute, then Failed
        std::chrono::milliseconds startTimeout{20'000};
        std::chrono::milliseconds watchInterval{2'000}; ///< health of an attached simulator
        QStringList extraArguments;                     ///< e.g. --speed for tests
        /// Loaded when a new data directory is first served, so there is something to see.
        QString firstRunScenario = QStringLiteral("welcome");
        /// Set on a simulator this console starts (simulated seconds per second; 0: as it
        /// kept it). One another console started keeps its own.
        double startSpeed = 0;
    };

    explicit BundledSimulator(Options options, QObject *parent = nullptr);
    ~BundledSimulator() override;

    /// polychip-sim next to the console, in the build tree's simulator/, in the install prefix,
    /// or on PATH; empty when there is none.
    static QString findProgram();
    /// <AppDataLocation>/simulator.
    static QString defaultDataDir();

    /// Starts (or attaches to) the simulator. After a failure it starts afresh: the restart
    /// limit counts again from zero.
    void start();
    /// Stops our child (SIGTERM, then kill after a grace period). An attached simulator is left
    /// running: it belongs to the other console.
    void stop();
    /// Stops our child without waiting for it, then runs `then` (at once when there is none).
    /// An attached simulator is left running. What an earlier start left waiting (a retry, a
    /// probe, the first-run set-up) does nothing after it.
    void stopThen(std::function<void()> then);
    /// Whether this console owns the simulator's folder (holds its lock), taking the lock if
    /// no one holds it: only the owner may delete what is in it.
    bool ownsFolder();
    /// Deletes what the simulator keeps in its folder (its state, keys, logs, port file), once
    /// it is stopped and this console owns the folder; other files stay. False when it could
    /// not (another console owns the folder, or a file would not go).
    bool clearFolder();
    /// The speed set on a simulator this console starts from now on (0: as it kept it).
    void setStartSpeed(double speed) { m_options.startSpeed = speed; }

    State state() const { return m_state; }
    QString error() const { return m_error; }
    QString dataDir() const { return m_options.dataDir; }
    /// True when it failed because its data directory cannot be used (cannot be created, is
    /// not a folder, cannot be written): another directory may work where a retry will not.
    bool dataDirUnusable() const { return m_dataDirUnusable; }
    /// Serves from `dir` from the next start() on (while Stopped or Failed only).
    void setDataDir(const QString &dir);
    /// "http://127.0.0.1:<port>" once Running or Attached.
    QString baseUrl() const;
    /// The endpoint for org-a's key of `role` (nullopt before ready or without such a key).
    std::optional<client::Endpoint> endpoint(api::Role role) const;
    /// How many times the simulator was restarted after dying.
    int restarts() const { return m_restartCount; }
    /// The child's process id (0 when not our child).
    qint64 processId() const;

Q_SIGNALS:
    /// Emitted when the simulator serves (again), possibly on a new port: connect to baseUrl().
    void ready();
    /// Emitted with a translated, user-facing notice (restarts, take-overs).
    void notice(const QString &text);
    /// Emitted when it gave up; error() says why.
    void failed();
    void stateChanged(polychip::app::BundledSimulator::State state);

private:
    void setState(State state);
    void fail(const QString &why);
    QString prepareDataDir();
    void tryStart();
    void spawn();
    void pollPortFile();
    void probe(int port, bool attach);
    void onChildFinished(int exitCode, QProcess::ExitStatus status);
    void onChildError(QProcess::ProcessError error);
    void recoverFromLoss(const QString &why);
    void becomeReady(int port);
    void setUp(int port, bool scenario, bool speed);
    void endStop();
    void watch();
    bool readKeys(QString &error);
    QString portFilePath() const;
    QString keysFilePath() const;

    Options m_options;
    State m_state = State::Stopped;
    QString m_error;
    int m_port = 0;
    int m_restartCount = 0;
    std::deque<QElapsedTimer> m_recentRestarts;
    QElapsedTimer m_startClock;
    bool m_stopping = false;
    quint64 m_generation = 0;    ///< bumped by start and stop: older timers and answers are stale
    bool m_speedApplied = false; ///< the start speed was set on this start's simulator
    bool m_fresh = false;        ///< our child created the keys: a new data directory
    bool m_dataDirUnusable = false;
    int m_watchFailures = 0;
    std::vector<api::KeyRecord> m_keys;
    std::unique_ptr<QLockFile> m_ownerLock; ///< in the data directory
    QTimer m_poll;                          ///< port file, or another console's start
    QTimer m_watch;                         ///< an attached simulator's health
    QProcess *m_child = nullptr;
    QPointer<QProcess> m_stoppingChild; ///< stopped by stopThen(), until it has ended
    std::unique_ptr<client::ApiClient> m_probe;
    std::unique_ptr<client::ApiClient> m_admin; ///< loads the first-run scenario
};

} // namespace polychip::app
