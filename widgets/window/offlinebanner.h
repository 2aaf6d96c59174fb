// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDeadlineTimer>
#include <QFrame>

#include <chrono>

class QAction;
class QLabel;
class QPushButton;
class QTimer;
class QToolButton;

namespace polychip::ui {

/** A strip across the top of a page while the platform cannot be reached (or the data shown is
 *  stale): why, when the next attempt is due ("Retrying in 12 s", counting down each second)
 *  and a "Retry now" button. It only shows the caller's retry schedule; the caller retries,
 *  then calls showOffline() again with the next delay or hideBanner(). Hidden until shown. */
class OfflineBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfflineBanner)

public:
    enum class Mode { Hidden, Offline, Stale };

    explicit OfflineBanner(QWidget *parent = nullptr);

    /** Shows `reason` (already translated) and counts `retryIn` down to the next attempt;
     *  no countdown when `retryIn` is zero or less. */
    void showOffline(const QString &reason, std::chrono::seconds retryIn);
    /** Shows `reason` (already translated) with a note that the data may be out of date, and
     *  no countdown: the connection works but some data could not be refreshed. */
    void showStale(const QString &reason);
    /** A second way out beside "Retry now" (e.g. "Use the default folder"), shown as a button
     *  while set; null removes it. The action stays the caller's. */
    void setFixAction(QAction *action);
    /** Hides the banner and stops the countdown. */
    void hideBanner();

    Mode mode() const { return m_mode; }
    QString reasonText() const;
    QString statusText() const;
    /** Whole seconds left to the announced attempt (0 when none is counted down). */
    std::chrono::seconds retryIn() const;

Q_SIGNALS:
    /** Emitted when the user asks for an attempt now instead of waiting. */
    void retryRequested();

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslate();
    void updateStatus();

    Mode m_mode = Mode::Hidden;
    bool m_counting = false; ///< an attempt time was given (showOffline with retryIn > 0)
    bool m_retrying = false; ///< "Retry now" pressed; waiting for the caller's next call
    QDeadlineTimer m_deadline;
    QTimer *m_tick = nullptr;
    QLabel *m_icon = nullptr;
    QLabel *m_reason = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_retry = nullptr;
    QToolButton *m_fix = nullptr;
};

} // namespace polychip::ui
