// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simclockpanel.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/standardicons.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

constexpr int kSpeeds[] = {1, 10, 60, 600, 3600};
constexpr std::int64_t kAdvances[] = {60, 600, 3600, 86400};

QString speedText(double speed)
{
    return QLocale().toString(speed, 'g', 6);
}

} // namespace

SimClockPanel::SimClockPanel(QAction *pause, QAction *advanceHour, QWidget *parent)
    : SimPanel(parent)
    , m_time(new QLabel(this))
    , m_date(new QLabel(this))
    , m_state(new QLabel(this))
    , m_speedLabel(new QLabel(this))
    , m_presets(new QButtonGroup(this))
    , m_customSpeed(new QSpinBox(this))
    , m_setSpeed(new QPushButton(this))
    , m_pause(new QPushButton(this))
    , m_advanceLabel(new QLabel(this))
    , m_pauseAction(pause)
    , m_advanceHourAction(advanceHour)
{
    setObjectName(QStringLiteral("simClockPanel"));
    QFont big = m_time->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_time->setFont(big);
    m_time->setObjectName(QStringLiteral("simTime"));
    m_time->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_date->setObjectName(QStringLiteral("simDate"));
    setMuted(m_date);
    m_state->setObjectName(QStringLiteral("simClockState"));
    m_state->setWordWrap(true);

    // Checked by the clock's answer, not by the click: the group is not exclusive, so a
    // custom speed checks none.
    m_presets->setExclusive(false);
    auto *speeds = new QHBoxLayout;
    speeds->addWidget(m_speedLabel);
    for (int i = 0; i < int(std::size(kSpeeds)); ++i) {
        auto *b = new QPushButton(this);
        b->setObjectName(QStringLiteral("speed%1").arg(kSpeeds[i]));
        b->setCheckable(true);
        m_presets->addButton(b, i);
        speeds->addWidget(b);
    }
    connect(m_presets, &QButtonGroup::idClicked, this, [this](int i) { setSpeed(kSpeeds[i]); });
    const api::Rule speedRule = api::fieldRule<api::ClockUpdate>("speed");
    m_customSpeed->setObjectName(QStringLiteral("customSpeed"));
    m_customSpeed->setRange(int(std::ceil(speedRule.min)), int(std::floor(speedRule.max)));
    m_customSpeed->setValue(1);
    m_customSpeed->setAccelerated(true);
    m_setSpeed->setObjectName(QStringLiteral("setSpeedButton"));
    connect(m_setSpeed, &QPushButton::clicked, this,
            [this] { setSpeed(double(m_customSpeed->value())); });
    speeds->addSpacing(12);
    speeds->addWidget(m_customSpeed);
    speeds->addWidget(m_setSpeed);
    speeds->addStretch(1);

    m_pause->setObjectName(QStringLiteral("pauseButton"));
    connect(m_pause, &QPushButton::clicked, this, &SimClockPanel::togglePaused);

    auto *advances = new QHBoxLayout;
    advances->addWidget(m_advanceLabel);
    for (const std::int64_t seconds : kAdvances) {
        auto *b = new QPushButton(this);
        b->setObjectName(QStringLiteral("advance%1").arg(seconds));
        connect(b, &QPushButton::clicked, this, [this, seconds] { advance(seconds); });
        advances->addWidget(b);
        m_advances.push_back(b);
    }
    advances->addStretch(1);

    auto *timeRow = new QHBoxLayout;
    auto *timeColumn = new QVBoxLayout;
    timeColumn->addWidget(m_time);
    timeColumn->addWidget(m_date);
    timeRow->addLayout(timeColumn, 1);
    timeRow->addWidget(m_pause, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(timeRow);
    layout->addWidget(m_state);
    layout->addLayout(speeds);
    layout->addLayout(advances);
    // Tab as it reads: pause (top right), the speeds, the custom speed, then the advances.
    QList<QWidget *> order{m_pause};
    for (QAbstractButton *b : m_presets->buttons())
        order << b;
    order << m_customSpeed << m_setSpeed;
    for (QPushButton *b : m_advances)
        order << b;
    for (qsizetype i = 0; i + 1 < order.size(); ++i)
        setTabOrder(order[i], order[i + 1]);

    connect(m_pauseAction, &QAction::triggered, this, &SimClockPanel::togglePaused);
    m_advanceHourAction->setIcon(standardIcon(this, QStyle::SP_MediaSeekForward));
    connect(m_advanceHourAction, &QAction::triggered, this, [this] { advance(3600); });

    retranslate();
    updateControls();
}

void SimClockPanel::retranslate()
{
    setTitle(tr("Clock"));
    m_time->setToolTip(tr("The simulated time, in %1").arg(timeZoneText(m_shown)));
    m_speedLabel->setText(tr("Speed:"));
    for (int i = 0; i < int(std::size(kSpeeds)); ++i) {
        auto *b = m_presets->button(i);
        b->setText(tr("%1×").arg(speedText(kSpeeds[i])));
        b->setToolTip(tr("Run the clock at %1×: each wall-clock second is %2 of simulated time")
                          .arg(speedText(kSpeeds[i]), formatDuration(kSpeeds[i])));
    }
    m_customSpeed->setSuffix(tr("×", "speed, as in 60×"));
    m_customSpeed->setToolTip(
        tr("Any speed from %1× to %2×")
            .arg(speedText(m_customSpeed->minimum()), speedText(m_customSpeed->maximum())));
    m_setSpeed->setText(tr("Set spee&d")); // Alt+S is the Simulator menu's
    m_setSpeed->setToolTip(tr("Run the clock at the speed entered"));
    m_advanceLabel->setText(tr("Advance:"));
    const QString advanceTexts[] = {tr("+1 min"), tr("+10 min"), tr("+1 h"), tr("+1 day")};
    for (std::size_t i = 0; i < m_advances.size(); ++i) {
        m_advances[i]->setText(advanceTexts[i]);
        m_advances[i]->setToolTip(
            tr("Move the clock forward by %1 at once: instances run, sleep and bill as if the "
               "time had passed")
                .arg(formatDuration(kAdvances[i])));
    }
    m_advanceHourAction->setText(tr("&Advance the clock by 1 hour"));
    m_advanceHourAction->setStatusTip(tr("Move the simulated clock forward by an hour at once"));
    updateTime();
    updateControls();
}

void SimClockPanel::sessionChanged()
{
    m_clock.reset();
    m_readFailed = false;
    m_shownTicket = m_tickets;
    if (const client::Session *s = session()) {
        // The platform's ticks move the time shown between readings of the clock.
        connect(&s->instances(), &client::InstanceStore::metricsUpdated, this,
                &SimClockPanel::updateTime);
        connect(&s->billing(), &client::BillingStore::accountChanged, this,
                &SimClockPanel::updateTime);
    }
    updateTime();
    refresh();
}

void SimClockPanel::refresh()
{
    if (client())
        sendClockRequest(ReadClock, ops::getSimClock(),
                         tr("Could not read the simulator's clock: %1"));
}

void SimClockPanel::setSpeed(double speed)
{
    if (!canAct() || inFlight(SetSpeed))
        return;
    api::ClockUpdate update;
    update.speed = speed;
    sendClockRequest(SetSpeed, ops::setSimClock(update),
                     tr("Could not run the clock at %1×: %2").arg(speedText(speed)));
}

void SimClockPanel::setPaused(bool paused)
{
    if (!canAct() || inFlight(PauseResume))
        return;
    api::ClockUpdate update;
    update.paused = paused;
    sendClockRequest(PauseResume, ops::setSimClock(update),
                     paused ? tr("Could not pause the clock: %1")
                            : tr("Could not resume the clock: %1"));
}

void SimClockPanel::togglePaused()
{
    if (m_clock)
        setPaused(!m_clock->paused);
}

void SimClockPanel::advance(std::int64_t seconds)
{
    if (!canAct() || inFlight(Advance))
        return;
    api::ClockAdvance request;
    request.seconds = seconds;
    sendClockRequest(Advance, ops::advanceSimClock(request),
                     tr("Could not advance the clock by %1: %2").arg(formatDuration(seconds)));
}

void SimClockPanel::sendClockRequest(Request request,
                                     const client::Op<api::Clock> &op,
                                     const QString &error)
{
    // Every change answers with the clock it left: no second request to read it.
    const std::uint64_t ticket = ++m_tickets;
    send(request, op, [this, request, ticket, error](api::Result<api::Clock> result) {
        if (request == ReadClock)
            m_readFailed = !result;
        if (result)
            showClock(result.value(), ticket);
        else
            reportError(error, result.error());
    });
}

void SimClockPanel::showClock(const api::Clock &clock, std::uint64_t ticket)
{
    // An older reading that arrives late would undo a change.
    if (ticket < m_shownTicket)
        return;
    m_shownTicket = ticket;
    m_clock = clock;
    if (!m_customSpeed->hasFocus())
        m_customSpeed->setValue(int(std::lround(clock.speed)));
    updateTime();
    updateControls();
}

void SimClockPanel::updateTime()
{
    // Both only move forward: the last reading, or a later tick of the platform.
    std::int64_t t = m_clock ? m_clock->now.unixSeconds : 0;
    if (const client::Session *s = session())
        t = std::max(t, s->platformTime());
    if (!client())
        t = 0;
    m_shown = t;
    if (t <= 0) {
        m_time->setText(QStringLiteral("—"));
        m_date->clear();
        return;
    }
    m_time->setText(formatClock(t, TimePrecision::Seconds));
    m_date->setText(formatDay(t, QLocale::LongFormat));
}

void SimClockPanel::updateState()
{
    QString state;
    if (!client())
        state = tr("Not connected to a simulator.");
    else if (!m_clock && m_readFailed)
        state = tr("The clock could not be read.");
    else if (!m_clock)
        state = tr("Reading the clock…");
    else if (m_clock->paused)
        state = tr("Paused: the simulated time stands still (speed %1×).")
                    .arg(speedText(m_clock->speed));
    else
        state = tr("Running at %1×: a wall-clock minute is %2 of simulated time.")
                    .arg(speedText(m_clock->speed),
                         formatDuration(std::int64_t(std::llround(m_clock->speed * 60))));
    m_state->setText(state);

    const bool paused = m_clock && m_clock->paused;
    m_pause->setText(paused ? tr("&Resume") : tr("&Pause"));
    m_pause->setIcon(standardIcon(this, paused ? QStyle::SP_MediaPlay : QStyle::SP_MediaPause));
    m_pause->setToolTip(paused ? tr("Let the simulated time run again")
                               : tr("Stop the simulated time: nothing runs or bills meanwhile"));
    m_pauseAction->setText(paused ? tr("&Resume the clock") : tr("&Pause the clock"));
    m_pauseAction->setStatusTip(m_pause->toolTip());
    m_pauseAction->setIcon(m_pause->icon());
}

void SimClockPanel::updateControls()
{
    updateState();
    const bool can = canAct();
    const QString why = whyDisabled();
    const bool speedFree = can && !inFlight(SetSpeed);
    for (int i = 0; i < int(std::size(kSpeeds)); ++i) {
        auto *b = m_presets->button(i);
        b->setEnabled(speedFree);
        b->setChecked(m_clock && m_clock->speed == double(kSpeeds[i]));
    }
    m_customSpeed->setEnabled(speedFree);
    m_setSpeed->setEnabled(speedFree);
    const bool pauseFree = can && m_clock && !inFlight(PauseResume);
    m_pause->setEnabled(pauseFree);
    m_pauseAction->setEnabled(pauseFree);
    m_pauseAction->setToolTip(pauseFree ? m_pauseAction->statusTip() : why);
    const bool advanceFree = can && !inFlight(Advance);
    for (auto *b : m_advances)
        b->setEnabled(advanceFree);
    m_advanceHourAction->setEnabled(advanceFree);
    m_advanceHourAction->setToolTip(advanceFree ? m_advanceHourAction->statusTip() : why);
}

} // namespace polychip::ui
