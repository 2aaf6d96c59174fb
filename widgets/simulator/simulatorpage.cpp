// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simulatorpage.h"

#include "classroompanel.h"

#include "kit/colors.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "lessonpanel.h"
#include "session.h"
#include "simclockpanel.h"
#include "simfaultspanel.h"
#include "simscenariospanel.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace polychip::ui {

SimulatorPage::SimulatorPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kSimulator), parent)
    , m_messages(new MessageBar(this))
    , m_clock(new SimClockPanel(this))
    , m_scenarios(new SimScenariosPanel(this))
    , m_faults(new SimFaultsPanel(this))
    , m_lesson(new LessonPanel)
    , m_lessonDock(new QDockWidget(this))
    , m_classroom(new ClassroomPanel)
    , m_classroomDock(new QDockWidget(this))
    , m_faultsStatus(new QToolButton(this))
{
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_lesson);
    m_lessonDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_lessonDock->hide();
    m_lessonDock->toggleViewAction()->setObjectName(QStringLiteral("actionShowLessonPanel"));
    m_lessonDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    // A teacher's board: wide and tall with a class, so a panel to widen, float or put on a
    // second screen, out of the way of the clock and faults until asked for.
    m_classroomDock->setObjectName(QStringLiteral("classroomDock"));
    m_classroomDock->setWidget(m_classroom);
    m_classroomDock->hide();
    m_classroomDock->toggleViewAction()->setObjectName(QStringLiteral("actionShowClassroom"));
    m_classroomDock->toggleViewAction()->setShortcut(
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_lesson, &LessonPanel::finished, m_messages, [this](const QString &summary) {
        m_messages->showMessage(summary, false);
        Q_EMIT desktopNotice(tr("Lesson finished"), summary);
    });
    m_faultsStatus->setObjectName(QStringLiteral("simFaultsStatus"));
    m_faultsStatus->setAutoRaise(true);
    m_faultsStatus->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_faultsStatus->setIcon(standardIcon(this, QStyle::SP_MessageBoxWarning));
    setTextTone(m_faultsStatus, TextTone::Warning);
    m_faultsStatus->hide(); // explicitly: the status bar leaves it hidden until a fault is on
    connect(m_faultsStatus, &QToolButton::clicked, m_faults, &SimFaultsPanel::clearAll);

    auto *lower = new QHBoxLayout;
    lower->addWidget(m_scenarios, 1);
    lower->addWidget(m_faults, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_messages);
    layout->addWidget(m_clock);
    layout->addLayout(lower, 1);

    for (SimPanel *panel :
         std::initializer_list<SimPanel *>{m_clock, m_scenarios, m_faults, m_lesson, m_classroom})
        connect(panel, &SimPanel::message, m_messages, &MessageBar::showMessage);
    // A scenario may set the clock and the faults; a reset leaves them, but reading is cheap.
    connect(m_scenarios, &SimScenariosPanel::stateReplaced, this, [this] {
        m_clock->refresh();
        m_faults->refresh();
        m_lesson->refresh();
    });
    // A lesson replaces the organisation's resources (not the clock or the faults): the
    // scenarios panel marks none as loaded any more.
    connect(m_lesson, &LessonPanel::stateReplaced, m_scenarios, &SimScenariosPanel::refresh);
    connect(m_lesson, &LessonPanel::lessonStarted, this, [this] {
        if (m_lessonDock)
            m_lessonDock->show(); // its objectives are there
    });
    connect(m_faults, &SimFaultsPanel::faultsChanged, this, &SimulatorPage::updateFaultsStatus);
    for (QAction *a : pageActions())
        addAction(a); // their shortcuts work with the page alone too (tests, a detached page)
    retranslate();
}

SimulatorPage::~SimulatorPage()
{
    delete m_lessonDock.data(); // the window holds it once it docked it
    delete m_classroomDock.data();
    // The status bar holds it once the window added it there; it is still ours.
    delete m_faultsStatus.data();
}

QString SimulatorPage::title() const
{
    return tr("Simulator");
}

QIcon SimulatorPage::icon() const
{
    return glyph(QStringLiteral("flask"));
}

QString SimulatorPage::description() const
{
    return tr("The simulator's clock, scenarios and faults.");
}

QList<QAction *> SimulatorPage::pageActions() const
{
    return {m_clock->pauseAction(),      m_clock->advanceHourAction(), m_scenarios->loadAction(),
            m_scenarios->importAction(), m_scenarios->exportAction(),  m_scenarios->resetAction(),
            m_faults->clearAction(),     m_lesson->startAction(),      m_lesson->leaveAction()};
}

QString SimulatorPage::menuTitle() const
{
    return tr("&Simulator");
}

QList<QAction *> SimulatorPage::toolBarActions() const
{
    return {m_clock->pauseAction(), m_clock->advanceHourAction()};
}

QList<QWidget *> SimulatorPage::statusWidgets() const
{
    return {m_faultsStatus.data()};
}

QList<QDockWidget *> SimulatorPage::dockWidgets() const
{
    return {m_lessonDock.data(), m_classroomDock.data()};
}

bool SimulatorPage::isAvailable(const PageContext &context) const
{
    return context.simulator && context.role == api::Role::Admin;
}

void SimulatorPage::setContext(const PageContext &context)
{
    // Not offered: nothing is asked of a simulator that would refuse.
    const bool offered = isAvailable(context);
    client::ApiClient *client = offered ? context.client : nullptr;
    client::Session *session = offered ? context.session : nullptr;
    if (client != m_client || session != m_session)
        setSession(client, session);
    // The class is an administrator's of a simulator (its teacher).
    if (m_classroomDock) {
        m_classroomDock->toggleViewAction()->setVisible(offered);
        if (!offered)
            m_classroomDock->hide();
    }
    // Lessons are every learner's: those who may act (administrators, developers, trainees)
    // start and leave them in their own organisation; managers watch and budget.
    const bool learner = context.simulator && context.role
                         && (context.role == api::Role::Admin || context.role == api::Role::Trainee
                             || context.role == api::Role::Developer);
    setLessonSession(learner ? context.client : nullptr, learner ? context.session : nullptr,
                     learner);
    if (m_lessonDock) {
        m_lessonDock->toggleViewAction()->setVisible(learner);
        if (!learner)
            m_lessonDock->hide();
        // A trainee is here for the lessons, and has no Simulator page to find them on: the
        // panel opens when the console becomes a trainee's (it may be closed again).
        const bool trainee = learner && context.role == api::Role::Trainee;
        if (trainee && !m_trainee)
            m_lessonDock->show();
        m_trainee = trainee;
    }
}

void SimulatorPage::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    if (session) {
        // Relisted from scratch: a scenario was loaded, here or by another console.
        connect(&session->instances(), &client::InstanceStore::replaced, this, [this] {
            m_clock->refresh();
            m_faults->refresh();
        });
    }
    m_clock->setSession(client, session);
    m_scenarios->setSession(client, session);
    m_faults->setSession(client, session);
    m_classroom->setSession(client, session);
}

void SimulatorPage::setLessonSession(client::ApiClient *client,
                                     client::Session *session,
                                     bool mayStart)
{
    if (client != m_lesson->client() || session != m_lesson->session())
        m_lesson->setSession(client, session);
    m_lesson->setMayStart(mayStart);
}

void SimulatorPage::showEvent(QShowEvent *event)
{
    // What another console or a lesson changed meanwhile.
    m_clock->refresh();
    m_faults->refresh();
    ConsolePage::showEvent(event);
}

void SimulatorPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ConsolePage::changeEvent(event);
}

void SimulatorPage::retranslate()
{
    if (m_classroomDock) {
        m_classroomDock->setWindowTitle(tr("Classroom"));
        m_classroomDock->toggleViewAction()->setText(tr("&Classroom board"));
        m_classroomDock->toggleViewAction()->setToolTip(
            tr("A teacher's seats and their progress through the lessons (Ctrl+Shift+C)"));
    }
    if (m_lessonDock) {
        m_lessonDock->setWindowTitle(tr("Lesson"));
        m_lessonDock->toggleViewAction()->setText(tr("&Lesson panel"));
        m_lessonDock->toggleViewAction()->setToolTip(
            tr("Shows the lesson under way: objectives, hints and what it cost (Ctrl+Shift+L)"));
    }
    updateFaultsStatus();
    Q_EMIT describedChanged();
}

void SimulatorPage::updateFaultsStatus()
{
    if (!m_faultsStatus)
        return;
    const auto &faults = m_faults->faults();
    const bool active = faults && SimFaultsPanel::isActive(*faults);
    if (active) {
        m_faultsStatus->setText(m_faults->summary(*faults));
        m_faultsStatus->setToolTip(
            tr("%1\n\nClick to clear every fault.").arg(m_faults->details(*faults)));
    }
    m_faultsStatus->setVisible(active);
}

} // namespace polychip::ui
