// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QThread>
#include <QThreadPool>

#include <memory>
#include <type_traits>
#include <utility>

namespace polychip::client {

/** Destroys `value` on a worker thread of Qt's global pool instead of the caller's: what
 *  takes long to free (a catalogue of 100,000 entries and their index: tens of milliseconds
 *  of small frees) does not stall the GUI thread that lets it go. The worker frees it at the
 *  idle priority, so that it does not take a core from the GUI thread either (a session's end
 *  is also when a new one starts). Nothing may refer to it after the call; the pool finishes
 *  before the application ends. */
template <class T>
void destroyOnWorker(T &&value)
{
    auto doomed = std::make_shared<std::decay_t<T>>(std::forward<T>(value));
    QThreadPool::globalInstance()->start([doomed = std::move(doomed)]() mutable {
        QThread *worker = QThread::currentThread();
        worker->setPriority(QThread::IdlePriority);
        doomed.reset();
        worker->setPriority(QThread::NormalPriority); // the pool's other work
    });
}

} // namespace polychip::client
