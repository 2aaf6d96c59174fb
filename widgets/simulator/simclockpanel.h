// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "simpanel.h"

#include "api/types.h"

#include <cstdint>
#include <optional>
#include <vector>

class QAction;
class QButtonGroup;
class QLabel;
class QPushButton;
class QSpinBox;

namespace polychip::ui {

/**
 * The Simulator page's clock: the simulated time (UTC, following the platform's ticks), its
 * speed (presets and a custom value within the API's limits), pause and resume, and jumps
 * forward by a minute, ten minutes, an hour or a day.
 */
class SimClockPanel final : public SimPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimClockPanel)

public:
    /// `pause` and `advanceHour`: the page's actions, which the panel names and drives
    /// (they exist before the panel: the window lists them before the page is built).
    SimClockPanel(QAction *pause, QAction *advanceHour, QWidget *parent = nullptr);

    /// The clock as the simulator last said (none before the first answer).
    const std::optional<api::Clock> &clock() const { return m_clock; }
    /// The simulated time shown, seconds since the epoch (0: none).
    std::int64_t shownTime() const { return m_shown; }
    /// Pause or resume, whichever the clock is not doing.
    QAction *pauseAction() const { return m_pauseAction; }
    QAction *advanceHourAction() const { return m_advanceHourAction; }

    /// Reads the clock again (a scenario may have set it; another console may have).
    void refresh();
    void setSpeed(double speed);
    void setPaused(bool paused);
    void togglePaused();
    void advance(std::int64_t seconds);

protected:
    void sessionChanged() override;
    void updateControls() override;
    void retranslate() override;

private:
    enum Request { ReadClock, SetSpeed, PauseResume, Advance };

    /// Sends a request answered with the clock, and shows that clock.
    void sendClockRequest(Request request, const client::Op<api::Clock> &op, const QString &error);
    void showClock(const api::Clock &clock, std::uint64_t ticket);
    void updateTime();
    void updateState();

    std::optional<api::Clock> m_clock;
    std::int64_t m_shown = 0;
    std::uint64_t m_tickets = 0; ///< answers are shown in the order their requests were sent
    std::uint64_t m_shownTicket = 0;
    bool m_readFailed = false; ///< the last reading of the clock failed
    QLabel *m_time;
    QLabel *m_date;
    QLabel *m_state;
    QLabel *m_speedLabel;
    QButtonGroup *m_presets;
    QSpinBox *m_customSpeed;
    QPushButton *m_setSpeed;
    QPushButton *m_pause;
    QLabel *m_advanceLabel;
    std::vector<QPushButton *> m_advances;
    QAction *m_pauseAction;
    QAction *m_advanceHourAction;
};

} // namespace polychip::ui
