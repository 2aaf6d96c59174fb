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
    , m_pauseAction(new QAction(this))
    , m_advanceHourAction(new QAction(this))
    , m_loadAction(new QAction(this))
    , m_importAction(new QAction(this))
    , m_exportAction(new QAction(this))
    , m_resetAction(new QAction(this))
    , m_clearFaultsAction(new QAction(this))
    , m_startLessonAction(new QAction(this))
    , m_leaveLessonAction(new QAction(this))
    , m_lessonDock(new QDockWidget(this))
    , m_classroomDock(new QDockWidget(this))
    , m_faultsStatus(new QToolButton(this))
{
    // Named here, texts and states from the panels that drive them: disabled until then.
    const std::pair<QAction *, const char *> names[] = {
        {m_pauseAction, "actionSimPause"},
        {m_advanceHourAction, "actionSimAdvanceHour"},
        {m_loadAction, "actionSimLoadScenario"},
        {m_importAction, "actionSimImportScenario"},
        {m_exportAction, "actionSimExportState"},
        {m_resetAction, "actionSimReset"},
        {m_clearFaultsAction, "actionSimClearFaults"},
        {m_startLessonAction, "actionStartLesson"},
        {m_leaveLessonAction, "actionLeaveLesson"},
    };
    for (const auto &[action, name] : names) {
        action->setObjectName(QLatin1String(name));
        action->setEnabled(false);
    }
    // Ctrl+Shift+P is free: the command palette is Ctrl+K.
    m_pauseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_advanceHourAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_lessonDock->hide();
    m_lessonDock->toggleViewAction()->setObjectName(QStringLiteral("actionShowLessonPanel"));
    m_lessonDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    // A teacher's board: wide and tall with a class, so a panel to widen, float or put on a
    // second screen, out of the way of the clock and faults until asked for.
    m_classroomDock->setObjectName(QStringLiteral("classroomDock"));
    m_classroomDock->hide();
    m_classroomDock->toggleViewAction()->setObjectName(QStringLiteral("actionShowClassroom"));
    m_classroomDock->toggleViewAction()->setShortcut(
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    // A dock shown before the page was built (restored from the last run) has its panel.
    for (QDockWidget *dock : {m_lessonDock.data(), m_classroomDock.data()})
        connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible)
                ensureBuilt();
        });
    m_faultsStatus->setObjectName(QStringLiteral("simFaultsStatus"));
    m_faultsStatus->setAutoRaise(true);
    m_faultsStatus->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_faultsStatus->setIcon(standardIcon(this, QStyle::SP_MessageBoxWarning));
    setTextTone(m_faultsStatus, TextTone::Warning);
    m_faultsStatus->hide(); // explicitly: the status bar leaves it hidden until a fault is on

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_messages);
    for (QAction *a : pageActions())
        addAction(a); // their shortcuts work with the page alone too (tests, a detached page)
    retranslate();
}

void SimulatorPage::buildContent()
{
    m_clock = new SimClockPanel(m_pauseAction, m_advanceHourAction, this);
    m_scenarios
        = new SimScenariosPanel(m_loadAction, m_resetAction, m_importAction, m_exportAction, this);
    m_faults = new SimFaultsPanel(m_clearFaultsAction, this);
    m_lesson = new LessonPanel(m_startLessonAction, m_leaveLessonAction);
    m_classroom = new ClassroomPanel;
    m_lessonDock->setWidget(m_lesson);
    m_classroomDock->setWidget(m_classroom);
    connect(m_lesson, &LessonPanel::finished, m_messages, [this](const QString &summary) {
        m_messages->showMessage(summary, false);
        Q_EMIT desktopNotice(tr("Lesson finished"), summary);
    });
    connect(m_faultsStatus, &QToolButton::clicked, m_faults, &SimFaultsPanel::clearAll);

    auto *lower = new QHBoxLayout;
    lower->addWidget(m_scenarios, 1);
    lower->addWidget(m_faults, 1);
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
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
    giveContextToPanels();
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
    return {m_pauseAction,       m_advanceHourAction, m_loadAction,
            m_importAction,      m_exportAction,      m_resetAction,
            m_clearFaultsAction, m_startLessonAction, m_leaveLessonAction};
}

QString SimulatorPage::menuTitle() const
{
    return tr("&Simulator");
}

QList<QAction *> SimulatorPage::toolBarActions() const
{
    return {m_pauseAction, m_advanceHourAction};
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

namespace {

/// Lessons are every learner's: those who may act (administrators, developers, trainees)
/// start and leave them in their own organisation; managers watch and budget.
bool isLearner(const PageContext &context)
{
    return context.simulator && context.role
           && (context.role == api::Role::Admin || context.role == api::Role::Trainee
               || context.role == api::Role::Developer);
}

} // namespace

void SimulatorPage::setContext(const PageContext &context)
{
    m_context = context;
    if (isBuilt())
        giveContextToPanels(); // else when they are made
    // The class is an administrator's of a simulator (its teacher).
    const bool offered = isAvailable(context);
    if (m_classroomDock) {
        m_classroomDock->toggleViewAction()->setVisible(offered);
        if (!offered)
            m_classroomDock->hide();
    }
    const bool learner = isLearner(context);
    if (m_lessonDock) {
        m_lessonDock->toggleViewAction()->setVisible(learner);
        if (!learner)
            m_lessonDock->hide();
        // A trainee is here for the lessons, and has no Simulator page to find them on: the
        // panel opens when the console becomes a trainee's (it may be closed again; shown, it
        // builds the page).
        const bool trainee = learner && context.role == api::Role::Trainee;
        const bool opens = trainee && !m_trainee;
        m_trainee = trainee;
        if (opens)
            m_lessonDock->show();
    }
}

void SimulatorPage::giveContextToPanels()
{
    // Not offered: nothing is asked of a simulator that would refuse.
    const bool offered = isAvailable(m_context);
    client::ApiClient *client = offered ? m_context.client : nullptr;
    client::Session *session = offered ? m_context.session : nullptr;
    if (client != m_client || session != m_session)
        setSession(client, session);
    const bool learner = isLearner(m_context);
    setLessonSession(learner ? m_context.client : nullptr, learner ? m_context.session : nullptr,
                     learner);
}

void SimulatorPage::setSession(client::ApiClient *client, client::Session *session)
{
    ensureBuilt();
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
    ensureBuilt();
    if (client != m_lesson->client() || session != m_lesson->session())
        m_lesson->setSession(client, session);
    m_lesson->setMayStart(mayStart);
}

void SimulatorPage::showEvent(QShowEvent *event)
{
    // What another console or a lesson changed meanwhile (built: ConsolePage::event()).
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
    if (!m_faultsStatus || !m_faults)
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
