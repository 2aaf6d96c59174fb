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

    SimClockPanel *clockPanel() const { return m_clock; }
    SimScenariosPanel *scenariosPanel() const { return m_scenarios; }
    SimFaultsPanel *faultsPanel() const { return m_faults; }
    ClassroomPanel *classroomPanel() const { return m_classroom; }
    LessonPanel *lessonPanel() const { return m_lesson; }
    QDockWidget *lessonDock() const { return m_lessonDock; }
    QDockWidget *classroomDock() const { return m_classroomDock; }
    MessageBar *messageBar() const { return m_messages; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void updateFaultsStatus();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    MessageBar *m_messages;
    SimClockPanel *m_clock;
    SimScenariosPanel *m_scenarios;
    SimFaultsPanel *m_faults;

    LessonPanel *m_lesson;
    QPointer<QDockWidget> m_lessonDock; ///< in the window once added there; still ours
    ClassroomPanel *m_classroom;
    QPointer<QDockWidget> m_classroomDock; ///< as m_lessonDock
    bool m_trainee = false; ///< the context is a trainee's (the panel opened for them)
    QPointer<QToolButton> m_faultsStatus; ///< in the window's status bar once added there
};

} // namespace polychip::ui
