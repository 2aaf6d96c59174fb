// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace polychip::app {

/**
 * Turns SIGTERM and SIGINT into a Qt signal on the GUI thread, so that `kill` or Ctrl+C in a
 * terminal ends the console as File → Quit does (window state saved, the bundled simulator
 * stopped, its lock and port files removed) instead of leaving them behind. The handler only
 * writes a byte to a socket pair; a QSocketNotifier reads it in the event loop. One per
 * process (the handler is process-wide); the last one created receives.
 */
class QuitSignals final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuitSignals)

public:
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;

Q_SIGNALS:
    /// Emitted in the event loop after SIGTERM or SIGINT arrived.
    void quitRequested();

private:
    void onReadable();

    int m_fds[2] = {-1, -1};
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace polychip::app
