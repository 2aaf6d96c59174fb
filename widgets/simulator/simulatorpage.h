// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include <QDockWidget>
#include <QPointer>

class QToolButton;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class LessonPanel;
class MessageBar;
class SimClockPanel;
class ClassroomPanel;
class SimFaultsPanel;
class SimScenariosPanel;

/**
 * The Simulator page: the simulator's clock (speed, pause, jumps forward), its scenarios (load
 * one, or reset to a clean account) and its faults (latency, errors, preemption, capacity). It
 * is offered on the bundled simulator to its administrator, the role the simulator lets
 * control it. Active faults stay in the status bar whatever page is shown, and a click there
 * clears them.
 *
 * Its actions, docks and status button are made with the page (the window lists them); the
 * panels that name and drive them are its content, made when the page is first shown or
 * built (the actions stay disabled and unnamed until then).
 */
class SimulatorPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimulatorPage)

public:
    explicit SimulatorPage(QWidget *parent = nullptr);
    ~SimulatorPage() override;

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QString menuTitle() const override;
    QList<QAction *> toolBarActions() const override;
    /// The faults in force, shown while there are any; a click clears them.
    QList<QWidget *> statusWidgets() const override;
    /// The lesson panel, offered to the administrator and to trainees.
    QList<QDockWidget *> dockWidgets() const override;
    /// On the bundled simulator, to its administrator (the simulator refuses other roles
    /// its clock, faults and scenarios).
    bool isAvailable(const PageContext &context) const override;
    void setContext(const PageContext &context) override;

    /// Both may be null. The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    /// The lesson panel's connection: also a trainee's, who may read lessons but not load
    /// their scenarios (`mayStart`).
    void setLessonSession(client::ApiClient *client, client::Session *session, bool mayStart);

    SimClockPanel *clockPanel() const { return built(m_clock); }
    SimScenariosPanel *scenariosPanel() const { return built(m_scenarios); }
    SimFaultsPanel *faultsPanel() const { return built(m_faults); }
    ClassroomPanel *classroomPanel() const { return built(m_classroom); }
    LessonPanel *lessonPanel() const { return built(m_lesson); }
    QDockWidget *lessonDock() const { return m_lessonDock; }
    QDockWidget *classroomDock() const { return m_classroomDock; }
    MessageBar *messageBar() const { return m_messages; }

protected:
    void buildContent() override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// The sessions of m_context to the panels (built).
    void giveContextToPanels();
    void retranslate();
    void updateFaultsStatus();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    PageContext m_context; ///< the last given, for the content when it is built
    MessageBar *m_messages;
    // pageActions(), in their order: the panels name and drive them.
    QAction *m_pauseAction;
    QAction *m_advanceHourAction;
    QAction *m_loadAction;
    QAction *m_importAction;
    QAction *m_exportAction;
    QAction *m_resetAction;
    QAction *m_clearFaultsAction;
    QAction *m_startLessonAction;
    QAction *m_leaveLessonAction;
    // The content (buildContent()).
    SimClockPanel *m_clock = nullptr;
    SimScenariosPanel *m_scenarios = nullptr;
    SimFaultsPanel *m_faults = nullptr;
    LessonPanel *m_lesson = nullptr;
    ClassroomPanel *m_classroom = nullptr;

    QPointer<QDockWidget> m_lessonDock;    ///< in the window once added there; still ours
    QPointer<QDockWidget> m_classroomDock; ///< as m_lessonDock
    bool m_trainee = false; ///< the context is a trainee's (the panel opened for them)
    QPointer<QToolButton> m_faultsStatus; ///< in the window's status bar once added there
};

} // namespace polychip::ui
