// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "simpanel.h"

#include "api/types.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace polychip::ui {

/**
 * The Simulator page's scenarios: the prepared states the simulator offers, each with what it
 * sets up; loading one (it replaces the organisation's state, so it asks first), and a reset
 * to a clean account (asks first too). The session lists everything again after either.
 */
class SimScenariosPanel final : public SimPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimScenariosPanel)

public:
    /// The page's actions, which the panel names and drives (see SimClockPanel).
    SimScenariosPanel(QAction *load,
                      QAction *reset,
                      QAction *import,
                      QAction *exportState,
                      QWidget *parent = nullptr);

    const std::vector<api::Scenario> &scenarios() const { return m_scenarios; }
    QAction *loadAction() const { return m_loadAction; }
    QAction *resetAction() const { return m_resetAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *importAction() const { return m_importAction; }

    /// Lists the scenarios again.
    void refresh();
    /// Makes the scenario `id` current in the list (false when it is not listed).
    bool select(const std::string &id);
    /// Asks, then loads the current scenario of the list; with `lesson` (a lesson's name),
    /// asks about starting that lesson, which is what loading its scenario does.
    void confirmLoad(const QString &lesson = {});
    /// Asks, then resets the organisation to a clean account.
    void confirmReset();
    /// Asks where, then writes the organisation's state there as a scenario file.
    void exportState();
    /// Asks for a scenario file, checks it, asks, then loads it in place of the current state.
    void importState();

Q_SIGNALS:
    /// Emitted when a scenario was loaded or the account reset: the clock and the faults may
    /// have changed with it.
    void stateReplaced();

protected:
    void sessionChanged() override;
    void platformLanguageChanged() override
    {
        askAgain(List, [this] { refresh(); });
    }
    void updateControls() override;
    void retranslate() override;

private:
    enum Request { List, Replace, Export };
    enum class ListState { NotConnected, Loading, Loaded, Failed };

    void fill();
    void updateView();
    void updateDescription();
    const api::Scenario *current() const;
    /// A destructive action's confirmation: `name` is the box's objectName (its button's is
    /// name + "Button"); `then` runs on the button, unless the connection changed meanwhile.
    struct Question
    {
        QString name, title, text, details, button;
    };
    void askFirst(const Question &question, std::function<void()> then);
    void load(const api::Scenario &scenario);
    void reset();
    void replaced(const QString &text);
    void writeState(const QString &path);
    void readScenario(const QString &path);
    void confirmImport(const api::ScenarioFile &file, const QString &shown);

    std::vector<api::Scenario> m_scenarios;
    ListState m_listState = ListState::NotConnected;
    /// The next list selects the scenario loaded now (the first list, and after a load).
    bool m_selectLoaded = true;
    QString m_listError;
    QStackedWidget *m_stack;
    QListWidget *m_list;
    QWidget *m_emptyState;
    QLabel *m_empty;
    QPushButton *m_retry;
    QLabel *m_description;
    QPushButton *m_load;
    QPushButton *m_reset;
    QPushButton *m_import;
    QPushButton *m_export;
    QAction *m_loadAction;
    QAction *m_resetAction;
    QAction *m_importAction;
    QAction *m_exportAction;
};

} // namespace polychip::ui
