// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Waiting in the Qt benchmarks (a Release build has no QtTest).

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace polychip::bench {

/** Turns the event loop until `done()` or `timeoutMs`; false on the timeout. */
template <class F>
bool waitFor(F done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::usleep(200);
    }
    return true;
}

} // namespace polychip::bench
