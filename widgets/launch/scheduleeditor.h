// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QWidget>

#include <cstdint>
#include <optional>

class QCheckBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace polychip::ui {

/**
 * Edits an instance's idle policy (api::AutoSleep) and its scheduled stop (api::Schedule): the
 * launch wizard's schedule step and the details pane's Settings tab both show this one editor.
 *
 * Units: every duration is in whole minutes, the unit of the auto-sleep window on the wire; a
 * maximum runtime (seconds on the wire) is shown rounded up to minutes, with its length in hours
 * and days beside it. The stop time is in UTC, as the platform's clock and the wizard's review
 * show it. A stop at a time and a stop after a runtime may both be set (whichever comes first
 * stops the instance); neither means it runs until stopped by hand.
 *
 * The widgets take only what the platform accepts: the ranges are the wire types' own rules
 * (their visit()), and the stop time lies between the platform's now and 7 × 24 h after it (a
 * note says so). So there is no validation message: what autoSleep() and schedule() return can
 * be sent as it is.
 *
 * Child objectNames (for tests): autoSleepEnabled, autoSleepBelow (QDoubleSpinBox, %),
 * autoSleepFor (QSpinBox, min), stopAtEnabled, stopAt (QDateTimeEdit, UTC), maxRuntimeEnabled,
 * maxRuntime (QSpinBox, min), maxRuntimeText, checkpointBeforeStop, scheduleNote.
 */
class ScheduleEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleEditor)

public:
    explicit ScheduleEditor(QWidget *parent = nullptr);

    /// Shows these settings, dropping any edits; does not emit changed(). `now` is the
    /// platform's time in Unix seconds (0 or less: this computer's clock): the stop time can be
    /// chosen from it up to 7 × 24 h after it, and is offered 8 h after it when `schedule` has
    /// none. Values outside the ranges are shown clamped to them.
    void setValues(const api::AutoSleep &sleep, const api::Schedule &schedule, std::int64_t now);
    /// Holds the editor to the organisation's policies from the next setValues() on: with an
    /// auto-sleep policy, sleeping when idle cannot be turned off and the threshold and window
    /// only tightened; with a longest runtime without a stop and `limitStops` (a launch: for
    /// an instance under way the platform counts from its first stop, which the two fields do
    /// not say alone), neither stop is offered beyond it. The controls say which rule in their
    /// tooltips, and a note says it.
    void setPolicies(const api::OrgPolicies &policies, bool limitStops = true);

    /// The idle policy as shown (switched off, it keeps the threshold and window shown).
    api::AutoSleep autoSleep() const;
    /// The scheduled stop as shown: without a stop time or a runtime unless ticked.
    api::Schedule schedule() const;

Q_SIGNALS:
    /// Emitted when the user changed a value (not for setValues()).
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onEdited();
    /// Enables what the ticks make relevant, and shows the runtime in hours.
    void updateWidgets();
    /// The widgets' ranges: the wire's, narrowed by the policies.
    void applyRanges();

    QGroupBox *m_sleepBox;
    QCheckBox *m_sleepEnabled;
    QLabel *m_sleepBelowLabel;
    QDoubleSpinBox *m_sleepBelow;
    QLabel *m_sleepForLabel;
    QSpinBox *m_sleepFor;
    QGroupBox *m_scheduleBox;
    QCheckBox *m_stopAtOn;
    QDateTimeEdit *m_stopAt;
    QCheckBox *m_maxRuntimeOn;
    std::optional<api::AutoSleepPolicy> m_sleepPolicy; ///< see setPolicies()
    std::optional<std::int64_t> m_runtimePolicyS;
    QSpinBox *m_maxRuntime;
    QLabel *m_maxRuntimeText;
    QCheckBox *m_checkpoint;
    QLabel *m_note;
    bool m_filling = false;
};

} // namespace polychip::ui
