// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "lessonpanel.h"

#include "kit/colors.h"
#include "kit/confirmation.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

/// How often the objectives are read while the panel is shown: a trainee sees a tick within
/// seconds of acting, at a cost of one small request to a simulator on this machine.
constexpr int kPollMs = 2000;

bool allDone(const api::Lesson &lesson)
{
    return !lesson.objectives.empty()
           && std::all_of(lesson.objectives.begin(), lesson.objectives.end(),
                          [](const auto &o) { return o.state == api::ObjectiveState::Done; });
}

} // namespace

LessonPanel::LessonPanel(QAction *start, QAction *leave, QWidget *parent)
    : SimPanel(parent)
    , m_chooser(new QComboBox(this))
    , m_description(new QLabel(this))
    , m_start(new QPushButton(this))
    , m_leave(new QPushButton(this))
    , m_objectives(new QListWidget(this))
    , m_hint(new QLabel(this))
    , m_figures(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_startAction(start)
    , m_leaveAction(leave)
{
    setObjectName(QStringLiteral("lessonPanel"));
    m_chooser->setObjectName(QStringLiteral("lessonChooser"));
    m_description->setObjectName(QStringLiteral("lessonDescription"));
    m_start->setObjectName(QStringLiteral("lessonStartButton"));
    m_leave->setObjectName(QStringLiteral("lessonLeaveButton"));
    m_objectives->setObjectName(QStringLiteral("lessonObjectives"));
    m_hint->setObjectName(QStringLiteral("lessonHint"));
    m_figures->setObjectName(QStringLiteral("lessonFigures"));
    m_summary->setObjectName(QStringLiteral("lessonSummary"));
    m_problem->setObjectName(QStringLiteral("lessonProblem"));
    for (QLabel *label : {m_description, m_hint, m_figures, m_summary, m_problem}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText); // the simulator's text
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_objectives->setSelectionMode(QAbstractItemView::NoSelection);
    m_objectives->setWordWrap(true);
    m_objectives->setFocusPolicy(Qt::NoFocus);
    const int icon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_objectives->setIconSize(QSize(icon, icon)); // the blank of a later objective is as wide
    m_hint->setFrameShape(QFrame::StyledPanel);
    m_hint->setMargin(6);
    setTextTone(m_problem, TextTone::Error);
    setFlat(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_leave);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_chooser);
    layout->addWidget(m_description);
    layout->addLayout(buttons);
    layout->addWidget(m_objectives, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_figures);
    layout->addWidget(m_summary);
    layout->addWidget(m_problem);

    m_startAction->setIcon(standardIcon(this, QStyle::SP_MediaPlay));
    connect(m_startAction, &QAction::triggered, this, &LessonPanel::confirmStart);
    connect(m_start, &QPushButton::clicked, m_startAction, &QAction::trigger);
    m_leaveAction->setIcon(standardIcon(this, QStyle::SP_MediaStop));
    connect(m_leaveAction, &QAction::triggered, this, &LessonPanel::confirmLeave);
    connect(m_leave, &QPushButton::clicked, m_leaveAction, &QAction::trigger);
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && std::size_t(index) < m_lessons.size())
            m_chosenId = m_lessons[std::size_t(index)].id;
        updateView();
    });
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &LessonPanel::refresh);
    retranslate();
    updateView();
}

const api::Lesson *LessonPanel::active() const
{
    const auto it = std::find_if(m_lessons.begin(), m_lessons.end(),
                                 [](const api::Lesson &l) { return l.active; });
    return it == m_lessons.end() ? nullptr : &*it;
}

const api::Lesson *LessonPanel::chosen() const
{
    if (!m_chosenId.empty()) {
        for (const auto &l : m_lessons) {
            if (l.id == m_chosenId)
                return &l;
        }
    }
    if (const api::Lesson *a = active())
        return a;
    return m_lessons.empty() ? nullptr : &m_lessons.front();
}

bool LessonPanel::choose(const std::string &id)
{
    const bool listed = std::any_of(m_lessons.begin(), m_lessons.end(),
                                    [&](const api::Lesson &l) { return l.id == id; });
    if (listed) {
        m_chosenId = id;
        updateView();
    }
    return listed;
}

void LessonPanel::confirmStart()
{
    const api::Lesson *l = chosen();
    if (!l || !m_startAction->isEnabled())
        return;
    const QString name = QString::fromStdString(l->name);
    askFirst(QStringLiteral("confirmStartLesson"),
             l->active ? tr("Restart the lesson") : tr("Start a lesson"),
             l->active ? tr("Start the lesson “%1” again from the beginning?").arg(name)
                       : tr("Start the lesson “%1”?").arg(name),
             tr("The lesson is set up in your organisation: its instances, snapshots, volumes, "
                "budgets and bill give way to the lesson's. Other organisations, the clock and "
                "the faults stay as they are. This cannot be undone."),
             l->active ? tr("Restart") : tr("Start"),
             [this, id = l->id, name] { change(Start, id, name); });
}

void LessonPanel::confirmLeave()
{
    const api::Lesson *l = chosen();
    if (!l || !l->active || !m_leaveAction->isEnabled())
        return;
    const QString name = QString::fromStdString(l->name);
    askFirst(QStringLiteral("confirmLeaveLesson"), tr("Leave the lesson"),
             tr("Leave the lesson “%1”?").arg(name),
             tr("What the lesson set up and what you made during it is deleted, so that nothing "
                "of it bills on. This cannot be undone."),
             tr("Leave"), [this, id = l->id, name] { change(Leave, id, name); });
}

void LessonPanel::askFirst(const QString &name,
                           const QString &title,
                           const QString &text,
                           const QString &details,
                           const QString &button,
                           std::function<void()> then)
{
    confirmation(this, {name, title, text, details, button},
                 [this, asked = client(), then = std::move(then)] {
                     if (client() == asked) // not if the connection changed
                         then();
                 })
        ->open();
}

void LessonPanel::change(Request request, const std::string &lessonId, const QString &name)
{
    if (!canAct() || inFlight(Start) || inFlight(Leave))
        return;
    const auto op
        = request == Start ? ops::startSimLesson(lessonId) : ops::leaveSimLesson(lessonId);
    send(request, op, [this, request, lessonId, name](api::Result<api::Lesson> result) {
        if (!result) {
            const QString text = request == Start ? tr("Could not start the lesson “%1”: %2")
                                                  : tr("Could not leave the lesson “%1”: %2");
            m_error = text.arg(name, errorText(result.error()));
            m_problem->setToolTip(errorDetails(result.error()));
            reportError(text.arg(name), result.error());
            updateView();
            return;
        }
        m_error.clear();
        // Follow it (or, left, show it as it is now) until the next reading.
        for (auto &l : m_lessons) {
            if (l.id == lessonId)
                l = result.value();
            else
                l.active = false;
        }
        m_chosenId = lessonId;
        m_finishedRun.clear();
        m_finishedAt = 0;
        fillChooser();
        updateView();
        Q_EMIT message(request == Start ? tr("Started the lesson “%1”.").arg(name)
                                        : tr("Left the lesson “%1”.").arg(name),
                       false);
        Q_EMIT stateReplaced();
        if (request == Start)
            Q_EMIT lessonStarted();
        refresh();
    });
}

void LessonPanel::refresh()
{
    if (!canAct() || inFlight(List))
        return;
    listAll<api::Lesson>(
        List, ops::listSimLessons, [this](api::Result<std::vector<api::Lesson>> result) {
            if (!result) {
                m_error = tr("Could not read the lessons: %1").arg(errorText(result.error()));
                m_problem->setToolTip(errorDetails(result.error()));
                updateView();
                return;
            }
            m_error.clear();
            const std::string wasActive = active() ? active()->id : std::string();
            m_lessons = std::move(result).value();
            // A lesson that just started is the one to follow.
            const api::Lesson *now = active();
            const bool started = now && now->id != wasActive;
            if (started)
                m_chosenId.clear();
            if (const api::Lesson *a = active(); a && allDone(*a))
                noteFinished(*a);
            fillChooser();
            updateView();
            if (started)
                Q_EMIT lessonStarted();
        });
}

void LessonPanel::fillChooser()
{
    const QSignalBlocker block(m_chooser);
    m_chooser->clear();
    for (const auto &l : m_lessons) {
        QString text = QString::fromStdString(l.name);
        if (l.active)
            text = tr("%1 (under way)").arg(text);
        else if (isFinished(l.id))
            text = tr("%1 (finished)").arg(text);
        m_chooser->addItem(text);
    }
}

void LessonPanel::updateView()
{
    const api::Lesson *l = chosen();
    if (l) {
        const QSignalBlocker block(m_chooser);
        m_chooser->setCurrentIndex(int(l - m_lessons.data()));
    }
    m_chooser->setVisible(!m_lessons.empty());
    m_description->setText(l          ? QString::fromStdString(l->description)
                           : client() ? tr("Reading the lessons…")
                                      : tr("Lessons are offered by the bundled simulator."));
    m_objectives->clear();
    QString hint;
    if (l) {
        // The next objective has the arrow (and its hint); the others after it no mark, so
        // the eye goes to what to do now.
        QPixmap blank(style()->pixelMetric(QStyle::PM_SmallIconSize),
                      style()->pixelMetric(QStyle::PM_SmallIconSize));
        blank.fill(Qt::transparent);
        bool nextFound = false;
        for (const auto &o : l->objectives) {
            auto *item = new QListWidgetItem(QString::fromStdString(o.description), m_objectives);
            const bool done = l->active && o.state == api::ObjectiveState::Done;
            const bool failed = l->active && o.state == api::ObjectiveState::Failed;
            const bool next = !done && !failed && !nextFound;
            nextFound = nextFound || next;
            item->setIcon(done     ? standardIcon(this, QStyle::SP_DialogApplyButton)
                          : failed ? standardIcon(this, QStyle::SP_DialogCancelButton)
                          : next   ? standardIcon(this, QStyle::SP_ArrowRight)
                                   : QIcon(blank));
            item->setData(Qt::UserRole, QString::fromStdString(o.id));
            item->setToolTip(done     ? tr("Done: the simulator saw it reached")
                             : failed ? tr("Missed: it had to come first")
                                      : tr("Still to do"));
            if (next && l->active)
                hint = QString::fromStdString(o.hint);
        }
    }
    m_hint->setText(tr("Hint: %1").arg(hint));
    m_hint->setVisible(!hint.isEmpty());
    m_figures->setText(l && l->active ? figures(*l) : QString());
    m_figures->setVisible(l && l->active);
    const bool complete = l && l->active && allDone(*l);
    m_summary->setText(complete ? summary(*l) : QString());
    m_summary->setVisible(complete);
    m_problem->setText(m_error);
    m_problem->setVisible(!m_error.isEmpty());
    updateControls();
}

std::int64_t LessonPanel::elapsed(const api::Lesson &lesson) const
{
    const client::Session *s = session();
    // A finished lesson's clock stops where the platform saw it finished (or, before it says,
    // where this panel first saw it so).
    const std::int64_t now = lesson.completedAt                    ? lesson.completedAt->unixSeconds
                             : allDone(lesson) && m_finishedAt > 0 ? m_finishedAt
                             : s                                   ? s->platformNow()
                                                                   : 0;
    return lesson.startedAt && now > lesson.startedAt->unixSeconds
               ? now - lesson.startedAt->unixSeconds
               : 0;
}

QString LessonPanel::figures(const api::Lesson &lesson) const
{
    return tr("Simulated time %1 · what this would have cost %2 · saved by sleep %3")
        .arg(formatDuration(elapsed(lesson)), formatMoney(lesson.spentMicros),
             formatMoney(lesson.savedMicros));
}

QString LessonPanel::summary(const api::Lesson &lesson) const
{
    return tr("Lesson complete: %1 of simulated time. On a real platform it would have cost %2; "
              "sleeping saved %3.")
        .arg(formatDuration(elapsed(lesson)), formatMoney(lesson.spentMicros),
             formatMoney(lesson.savedMicros));
}

void LessonPanel::noteFinished(const api::Lesson &lesson)
{
    const std::string run
        = lesson.id + "@" + std::to_string(lesson.startedAt ? lesson.startedAt->unixSeconds : 0);
    if (run == m_finishedRun)
        return;
    m_finishedRun = run;
    QSettings settings;
    const QString key = settingsKey(lesson.id);
    // Seen finished by an earlier run of the console: its time and its summary stand.
    if (settings.value(key + QStringLiteral("/run")).toString() == QString::fromStdString(run)) {
        m_finishedAt = settings.value(key + QStringLiteral("/finishedAt")).toLongLong();
        return;
    }
    m_finishedAt = session() ? session()->platformNow() : 0;
    settings.setValue(key + QStringLiteral("/run"), QString::fromStdString(run));
    settings.setValue(key + QStringLiteral("/finishedAt"), qint64(m_finishedAt));
    Q_EMIT finished(summary(lesson));
}

bool LessonPanel::isFinished(const std::string &id) const
{
    return client() && QSettings().contains(settingsKey(id) + QStringLiteral("/run"));
}

QString LessonPanel::settingsKey(const std::string &lessonId) const
{
    // Per key: the bundled simulator has one per user and role.
    const std::string key = client() ? client()->endpoint().keyId : std::string();
    return QStringLiteral("lessons/%1/%2")
        .arg(QString::fromStdString(key), QString::fromStdString(lessonId));
}

void LessonPanel::sessionChanged()
{
    m_lessons.clear();
    m_chosenId.clear();
    m_finishedRun.clear();
    m_finishedAt = 0;
    m_error.clear();
    fillChooser();
    updateView();
    if (isVisible())
        refresh();
}

void LessonPanel::setMayStart(bool mayStart)
{
    m_mayStart = mayStart;
    updateControls();
}

void LessonPanel::updateControls()
{
    const api::Lesson *l = chosen();
    const bool busy = inFlight(Start) || inFlight(Leave);
    const bool can = canAct() && l && m_mayStart && !busy;
    m_startAction->setEnabled(can);
    m_start->setEnabled(can);
    const bool canLeave = can && l->active;
    m_leaveAction->setEnabled(canLeave);
    m_leave->setEnabled(canLeave);
    m_leave->setVisible(l && l->active);
    const QString why = !canAct() ? whyDisabled()
                        : !m_mayStart
                            ? tr("Lessons are started by those who may launch instances: switch "
                                 "to the trainee, developer or administrator identity "
                                 "(Connection → Simulator identity)")
                            : QString();
    m_start->setToolTip(why.isEmpty() ? m_startAction->toolTip() : why);
    m_leave->setToolTip(why.isEmpty() ? m_leaveAction->toolTip() : why);
    // N: the dock is over every page, whose own &-letters (Start, Reset...) it must leave.
    const QString text = l && l->active ? tr("Restart lesso&n…") : tr("Start lesso&n…");
    m_start->setText(text);
    m_startAction->setText(text);
    if (canAct() && isVisible() && !m_poll.isActive())
        m_poll.start();
    else if ((!canAct() || !isVisible()) && m_poll.isActive())
        m_poll.stop();
}

void LessonPanel::retranslate()
{
    // The dock it sits in has the title.
    m_startAction->setToolTip(tr("Sets the lesson up in your organisation, replacing what it "
                                 "has now (asks first)"));
    // E: the dock's other letters are N (start) and the page's own.
    m_leave->setText(tr("Leave l&esson…"));
    m_leaveAction->setText(tr("Leave l&esson…"));
    m_leaveAction->setToolTip(
        tr("Ends the lesson and deletes what it set up and what was made in it (asks first)"));
    m_chooser->setToolTip(tr("The lessons the simulator offers"));
    m_chooser->setAccessibleName(tr("Lesson"));
    m_objectives->setAccessibleName(tr("Objectives"));
    updateView();
}

void LessonPanel::showEvent(QShowEvent *event)
{
    SimPanel::showEvent(event);
    refresh();
    updateControls();
}

void LessonPanel::hideEvent(QHideEvent *event)
{
    SimPanel::hideEvent(event);
    updateControls();
}

} // namespace polychip::ui
