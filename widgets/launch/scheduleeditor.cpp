// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The one editor of auto-sleep and the scheduled stop: the launch wizard's schedule step and the
// details pane's Settings tab.
#include "scheduleeditor.h"

#include "kit/colors.h"
#include "kit/displaytext.h"

#include "api/rules.h"
#include "api/schemainfo.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace polychip::ui {

namespace {

/// An unset stop time is offered a working day after the platform's now.
constexpr std::int64_t kOfferedStopAheadS = 8 * 3600;
/// An unset maximum runtime is offered as 12 h.
constexpr std::int64_t kOfferedRuntimeMinutes = 12 * 60;

} // namespace

ScheduleEditor::ScheduleEditor(QWidget *parent)
    : QWidget(parent)
    , m_sleepBox(new QGroupBox(this))
    , m_sleepEnabled(new QCheckBox(m_sleepBox))
    , m_sleepBelowLabel(new QLabel(m_sleepBox))
    , m_sleepBelow(new QDoubleSpinBox(m_sleepBox))
    , m_sleepForLabel(new QLabel(m_sleepBox))
    , m_sleepFor(new QSpinBox(m_sleepBox))
    , m_scheduleBox(new QGroupBox(this))
    , m_stopAtOn(new QCheckBox(m_scheduleBox))
    , m_stopAt(new QDateTimeEdit(m_scheduleBox))
    , m_maxRuntimeOn(new QCheckBox(m_scheduleBox))
    , m_maxRuntime(new QSpinBox(m_scheduleBox))
    , m_maxRuntimeText(new QLabel(m_scheduleBox))
    , m_checkpoint(new QCheckBox(m_scheduleBox))
    , m_note(new QLabel(m_scheduleBox))
{
    setObjectName(QStringLiteral("scheduleEditor"));

    // Auto-sleep: the ranges are AutoSleep's wire rules (applyRanges(), from setValues()).
    m_sleepEnabled->setObjectName(QStringLiteral("autoSleepEnabled"));
    m_sleepBelow->setObjectName(QStringLiteral("autoSleepBelow"));
    m_sleepBelow->setDecimals(1);
    m_sleepBelowLabel->setBuddy(m_sleepBelow);
    m_sleepFor->setObjectName(QStringLiteral("autoSleepFor"));
    m_sleepForLabel->setBuddy(m_sleepFor);
    auto *sleepLayout = new QFormLayout(m_sleepBox);
    sleepLayout->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    sleepLayout->addRow(m_sleepEnabled);
    sleepLayout->addRow(m_sleepBelowLabel, m_sleepBelow);
    sleepLayout->addRow(m_sleepForLabel, m_sleepFor);

    // Scheduled stop: the runtime's range is Schedule's wire rule, in whole minutes.
    m_stopAtOn->setObjectName(QStringLiteral("stopAtEnabled"));
    m_stopAt->setObjectName(QStringLiteral("stopAt"));
    m_stopAt->setCalendarPopup(true);
    m_stopAt->setTimeSpec(shownTimeSpec());
    m_stopAt->setDisplayFormat(editFormat());
    m_maxRuntimeOn->setObjectName(QStringLiteral("maxRuntimeEnabled"));
    m_maxRuntime->setObjectName(QStringLiteral("maxRuntime"));
    m_maxRuntimeText->setObjectName(QStringLiteral("maxRuntimeText"));
    setMuted(m_maxRuntimeText);
    m_checkpoint->setObjectName(QStringLiteral("checkpointBeforeStop"));
    m_note->setObjectName(QStringLiteral("scheduleNote"));
    setMuted(m_note);
    m_note->setWordWrap(true);
    auto *runtimeRow = new QHBoxLayout;
    runtimeRow->addWidget(m_maxRuntime);
    runtimeRow->addWidget(m_maxRuntimeText, 1);
    auto *scheduleForm = new QFormLayout;
    scheduleForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    scheduleForm->addRow(m_stopAtOn, m_stopAt);
    scheduleForm->addRow(m_maxRuntimeOn, runtimeRow);
    scheduleForm->addRow(m_checkpoint);
    auto *scheduleLayout = new QVBoxLayout(m_scheduleBox);
    scheduleLayout->addLayout(scheduleForm);
    scheduleLayout->addWidget(m_note);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_sleepBox);
    layout->addWidget(m_scheduleBox);

    setValues(api::AutoSleep{}, api::Schedule{}, 0);
    connect(m_sleepEnabled, &QCheckBox::toggled, this, &ScheduleEditor::onEdited);
    connect(m_sleepBelow, &QDoubleSpinBox::valueChanged, this, &ScheduleEditor::onEdited);
    connect(m_sleepFor, &QSpinBox::valueChanged, this, &ScheduleEditor::onEdited);
    connect(m_stopAtOn, &QCheckBox::toggled, this, &ScheduleEditor::onEdited);
    connect(m_stopAt, &QDateTimeEdit::dateTimeChanged, this, &ScheduleEditor::onEdited);
    connect(m_maxRuntimeOn, &QCheckBox::toggled, this, &ScheduleEditor::onEdited);
    connect(m_maxRuntime, &QSpinBox::valueChanged, this, &ScheduleEditor::onEdited);
    connect(m_checkpoint, &QCheckBox::toggled, this, &ScheduleEditor::onEdited);
    retranslate();
}

void ScheduleEditor::retranslate()
{
    m_sleepBox->setTitle(tr("Auto-sleep"));
    m_sleepBox->setToolTip(tr("An idle instance sleeps: compute billing stops and its memory "
                              "is kept; it wakes in seconds"));
    m_sleepEnabled->setText(tr("&Sleep when idle"));
    m_sleepBelowLabel->setText(tr("&Utilisation below:"));
    m_sleepBelow->setSuffix(tr(" %"));
    m_sleepBelow->setToolTip(tr("Idle means utilisation under this percentage"));
    m_sleepForLabel->setText(tr("F&or:")); // Alt+F is the File menu's
    m_sleepFor->setSuffix(tr(" min"));
    m_sleepFor->setToolTip(tr("Minutes the instance must stay idle before it sleeps"));
    m_scheduleBox->setTitle(tr("Scheduled stop"));
    const QString zone = timeZoneText(QDateTime::currentSecsSinceEpoch());
    // The zone may have changed (Preferences): the same moment, told in the new one.
    if (m_stopAt->timeSpec() != shownTimeSpec()) {
        const QDateTime shown = m_stopAt->dateTime();
        const QDateTime lowest = m_stopAt->minimumDateTime();
        const QDateTime highest = m_stopAt->maximumDateTime();
        m_stopAt->setTimeSpec(shownTimeSpec());
        m_stopAt->setDateTimeRange(lowest, highest);
        m_stopAt->setDateTime(shown);
    }
    m_stopAtOn->setText(tr("S&top at (%1):").arg(zone));
    m_stopAtOn->setToolTip(tr("Stops the instance once at this time (%1)").arg(zone));
    m_stopAt->setToolTip(m_stopAtOn->toolTip());
    m_maxRuntimeOn->setText(tr("Stop aft&er:"));
    m_maxRuntimeOn->setToolTip(tr("Stops the instance after this much running time"));
    m_maxRuntime->setSuffix(tr(" min"));
    m_maxRuntime->setToolTip(m_maxRuntimeOn->toolTip());
    m_checkpoint->setText(tr("Save a check&point before stopping"));
    m_checkpoint->setToolTip(tr("Takes a snapshot of the disk and checkpoint before a scheduled "
                                "stop, so the job can resume"));
    QStringList note{tr("A scheduled stop may be at most 7 × 24 hours ahead.")};
    if (m_sleepPolicy) {
        const QString rule = tr("The organisation's policy: every instance sleeps below %1 % "
                                "after at most %2 min idle; you may only tighten it.")
                                 .arg(formatNumber(m_sleepPolicy->utilizationBelowPct, 1))
                                 .arg(m_sleepPolicy->forMinutes);
        m_sleepEnabled->setToolTip(rule);
        m_sleepBelow->setToolTip(rule);
        m_sleepFor->setToolTip(rule);
        note << rule;
    } else {
        m_sleepEnabled->setToolTip(QString());
    }
    if (m_runtimePolicyS) {
        const QString rule = tr("The organisation's policy: a stop within %1; an instance "
                                "launched without one is given one.")
                                 .arg(formatDuration(*m_runtimePolicyS));
        m_maxRuntimeOn->setToolTip(rule);
        m_stopAtOn->setToolTip(rule);
        note << rule;
    }
    m_note->setText(note.join(QLatin1Char('\n')));
    updateWidgets(); // the runtime's length, in the new language
}

void ScheduleEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScheduleEditor::setValues(const api::AutoSleep &sleep,
                               const api::Schedule &schedule,
                               std::int64_t now)
{
    m_filling = true;
    applyRanges();
    m_sleepEnabled->setChecked(sleep.enabled || m_sleepPolicy.has_value());
    m_sleepBelow->setValue(sleep.utilizationBelowPct);
    m_sleepFor->setValue(int(
        std::clamp<std::int64_t>(sleep.forMinutes, m_sleepFor->minimum(), m_sleepFor->maximum())));

    const QDateTime platformNow = QDateTime::fromSecsSinceEpoch(
        now > 0 ? now : QDateTime::currentSecsSinceEpoch(), QTimeZone::utc());
    m_stopAt->setDateTimeRange(
        platformNow, platformNow.addSecs(std::min(
                         api::kMaxAheadSeconds, m_runtimePolicyS.value_or(api::kMaxAheadSeconds))));
    const QDateTime stopAt
        = schedule.stopAt
              ? QDateTime::fromSecsSinceEpoch(schedule.stopAt->unixSeconds, QTimeZone::utc())
              : platformNow.addSecs(kOfferedStopAheadS);
    m_stopAt->setDateTime(stopAt);
    m_stopAtOn->setChecked(schedule.stopAt.has_value());
    // Rounded up to whole minutes: a runtime is never shown shorter than it is.
    const std::int64_t runtimeS
        = std::clamp<std::int64_t>(schedule.maxRuntimeS.value_or(0), 0, api::kMaxAheadSeconds);
    const std::int64_t runtimeMinutes
        = schedule.maxRuntimeS ? (runtimeS + 59) / 60 : kOfferedRuntimeMinutes;
    m_maxRuntime->setValue(int(std::clamp<std::int64_t>(runtimeMinutes, m_maxRuntime->minimum(),
                                                        m_maxRuntime->maximum())));
    m_maxRuntimeOn->setChecked(schedule.maxRuntimeS.has_value());
    m_checkpoint->setChecked(schedule.checkpointBeforeStop);
    m_filling = false;
    updateWidgets();
}

api::AutoSleep ScheduleEditor::autoSleep() const
{
    api::AutoSleep sleep;
    sleep.enabled = m_sleepEnabled->isChecked();
    sleep.utilizationBelowPct = m_sleepBelow->value();
    sleep.forMinutes = m_sleepFor->value();
    return sleep;
}

api::Schedule ScheduleEditor::schedule() const
{
    api::Schedule schedule;
    if (m_stopAtOn->isChecked())
        schedule.stopAt = api::Timestamp{m_stopAt->dateTime().toSecsSinceEpoch()};
    if (m_maxRuntimeOn->isChecked())
        schedule.maxRuntimeS = std::int64_t(m_maxRuntime->value()) * 60;
    schedule.checkpointBeforeStop = m_checkpoint->isChecked();
    return schedule;
}

void ScheduleEditor::onEdited()
{
    if (m_filling)
        return;
    updateWidgets();
    Q_EMIT changed();
}

void ScheduleEditor::setPolicies(const api::OrgPolicies &policies, bool limitStops)
{
    m_sleepPolicy = policies.autoSleep;
    m_runtimePolicyS = limitStops ? policies.maxRuntimeWithoutStopS : std::nullopt;
    retranslate(); // the tooltips and the note say the rules
}

void ScheduleEditor::applyRanges()
{
    const api::Rule below = api::fieldRule<api::AutoSleep>("utilization_below_pct");
    const api::Rule window = api::fieldRule<api::AutoSleep>("for_minutes");
    const api::Rule runtime = api::fieldRule<api::Schedule>("max_runtime_s");
    // Tightened, never loosened: sleep at this utilisation or more, after this long or less.
    // The box has one decimal: a policy's 12.34 % is 12.4 here, never below the policy.
    m_sleepBelow->setRange(
        m_sleepPolicy ? std::ceil(m_sleepPolicy->utilizationBelowPct * 10 - 1e-9) / 10 : below.min,
        below.max);
    m_sleepFor->setRange(int(window.min), int(m_sleepPolicy ? std::min<double>(
                                                  double(m_sleepPolicy->forMinutes), window.max)
                                                            : window.max));
    const double longest
        = m_runtimePolicyS ? std::min<double>(double(*m_runtimePolicyS), runtime.max) : runtime.max;
    m_maxRuntime->setRange(int(std::ceil(runtime.min / 60)), int(longest / 60));
}

void ScheduleEditor::updateWidgets()
{
    // The organisation's auto-sleep cannot be turned off here.
    m_sleepEnabled->setEnabled(!m_sleepPolicy);
    m_sleepBelow->setEnabled(m_sleepEnabled->isChecked());
    m_sleepFor->setEnabled(m_sleepEnabled->isChecked());
    m_stopAt->setEnabled(m_stopAtOn->isChecked());
    m_maxRuntime->setEnabled(m_maxRuntimeOn->isChecked());
    // A checkpoint is taken before a scheduled stop: without one it means nothing.
    m_checkpoint->setEnabled(m_stopAtOn->isChecked() || m_maxRuntimeOn->isChecked());
    const std::int64_t runtimeS = std::int64_t(m_maxRuntime->value()) * 60;
    m_maxRuntimeText->setText(runtimeS >= 3600 ? formatDuration(runtimeS) : QString());
}

} // namespace polychip::ui
