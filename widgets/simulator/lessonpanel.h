// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "simpanel.h"

#include "api/types.h"

#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace polychip::ui {

/**
 * The lesson panel (docked beside any page): the lessons the simulator offers, and for the one
 * under way its objectives with a tick as the simulator sees each reached, the hint for the
 * next one, the simulated time and spend since it started, and a summary once every objective
 * is done. The simulator judges the objectives from its own state; the panel reads them every
 * few seconds while it is shown. Starting a lesson (or starting it again) sets it up in the
 * caller's organisation, and leaving it removes what it set up: both ask first, since they
 * replace what the organisation holds. Finished lessons are remembered per key (each user has
 * one).
 */
class LessonPanel final : public SimPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LessonPanel)

public:
    /// `start` and `leave`: the page's actions, which the panel names and drives (see
    /// SimClockPanel).
    LessonPanel(QAction *start, QAction *leave, QWidget *parent = nullptr);

    const std::vector<api::Lesson> &lessons() const { return m_lessons; }
    /// The lesson under way, if any.
    const api::Lesson *active() const;
    /// The lesson the chooser shows (the one under way, unless another was chosen).
    const api::Lesson *chosen() const;
    /// Starts, or restarts, the chosen lesson (asks first).
    QAction *startAction() const { return m_startAction; }
    /// Leaves the chosen lesson when it is under way (asks first).
    QAction *leaveAction() const { return m_leaveAction; }
    /// Whether this role may start and leave lessons: those who may act (administrators,
    /// developers, trainees). Others follow the lesson under way.
    void setMayStart(bool mayStart);
    /// Whether the lesson `id` was finished with this key, on this machine.
    bool isFinished(const std::string &id) const;

    /// Reads the lessons and their objectives again.
    void refresh();
    /// Shows the lesson `id` in the chooser (false when it is not listed).
    bool choose(const std::string &id);

Q_SIGNALS:
    /// A lesson was started or left here: the organisation's resources were replaced.
    void stateReplaced();
    /// A lesson is under way that was not at the last reading (started here or elsewhere).
    void lessonStarted();
    /// Every objective of the lesson under way is done (once per run of it).
    void finished(const QString &summary);

protected:
    void sessionChanged() override;
    void platformLanguageChanged() override
    {
        askAgain(List, [this] { refresh(); });
    }
    void updateControls() override;
    void retranslate() override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    enum Request { List, Start, Leave };

    void confirmStart();
    void confirmLeave();
    /// Asks `text` (`details` below it) with `button` to go on, as the dialog `name`.
    void askFirst(const QString &name,
                  const QString &title,
                  const QString &text,
                  const QString &details,
                  const QString &button,
                  std::function<void()> then);
    /// Sends the start or the leave of `lessonId`.
    void change(Request request, const std::string &lessonId, const QString &name);

    void fillChooser();
    void updateView();
    /// Simulated seconds since the lesson started.
    std::int64_t elapsed(const api::Lesson &lesson) const;
    QString figures(const api::Lesson &lesson) const;
    QString summary(const api::Lesson &lesson) const;
    void noteFinished(const api::Lesson &lesson);
    QString settingsKey(const std::string &lessonId) const;

    QComboBox *m_chooser;
    QLabel *m_description;
    QPushButton *m_start;
    QPushButton *m_leave;
    QListWidget *m_objectives;
    QLabel *m_hint;
    QLabel *m_figures;
    QLabel *m_summary;
    QLabel *m_problem;
    QAction *m_startAction;
    QAction *m_leaveAction;
    QTimer m_poll;

    std::vector<api::Lesson> m_lessons;
    std::string m_chosenId;    ///< the chooser's lesson id (empty: follow the active one)
    std::string m_finishedRun; ///< "<lesson>@<started_at>" whose summary was given
    /// The platform's time when it was first seen finished (kept in QSettings with the run).
    std::int64_t m_finishedAt = 0;
    QString m_error; ///< why the lessons could not be read
    bool m_mayStart = true;
};

} // namespace polychip::ui
