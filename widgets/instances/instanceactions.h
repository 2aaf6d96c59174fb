// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/lifecycle.h"

#include <QObject>

#include <string>
#include <vector>

class QAction;
class QWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The actions on instances, each described once in a table (object name, shortcut, icon,
 * text, status tip, the verb of its failure message, the API call): the Instances page puts
 * the same QActions in its menu, toolbar and context menu, the details header shows Switch,
 * and the command palette finds them. update() enables each for the selection as the
 * platform's state machine allows and says in the tooltip why one is disabled.
 */
class InstanceActions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceActions)

public:
    /// The shortcuts work while `scope` (the page) is shown; Delete only in `view`, so that
    /// Delete in a text field edits text.
    InstanceActions(QWidget *scope, QWidget *view);

    QAction *action(api::InstanceAction action) const;
    /// Start, Stop, Sleep, Wake, Snapshot, Delete, then Switch.
    QList<QAction *> all() const;

    /// Enables each action for the selected `ids` and gives a disabled one its reason (and
    /// its texts again, after a language change).
    void update(const client::Session *session, const std::vector<std::string> &ids);
    /// The ones of `ids` that `action` applies to in their current state.
    static std::vector<std::string> applicable(const client::Session &session,
                                               api::InstanceAction action,
                                               const std::vector<std::string> &ids);
    /// Runs `action` on the `selected` instances it applies to: Delete asks first (what is
    /// lost, what is kept), a single Snapshot asks for its name; dialogs are `parent`'s.
    void run(client::ApiClient &client,
             const client::Session &session,
             api::InstanceAction action,
             const std::vector<std::string> &selected,
             QWidget *parent);
    /// Sends `action` for one instance (`snapshotName` for a snapshot; Switch is the switch
    /// dialog's); a refusal comes back as failed().
    void send(client::ApiClient &client,
              api::InstanceAction action,
              const std::string &id,
              const QString &instanceName,
              const std::string &snapshotName = {});

Q_SIGNALS:
    /// Emitted when the user triggers an action (the page decides: confirm, ask, send).
    void triggered(polychip::api::InstanceAction action);
    /// Emitted with a translated message when the platform refused an action.
    void failed(const QString &message, const QString &details);

private:
    /** What is said of an action: its text, its status tip, and the verb of "Could not %1". */
    struct Words
    {
        QString text, tip, verb;
    };
    static Words words(api::InstanceAction action);
    /// Asks the question of `action`'s row, then sends it to each of `ids`.
    void askFirst(client::ApiClient &client,
                  const client::Session &session,
                  api::InstanceAction action,
                  const std::vector<std::string> &ids,
                  QWidget *parent);
    void askSnapshotName(client::ApiClient &client,
                         const client::Session &session,
                         const std::string &id,
                         QWidget *parent);
    void retranslate();

    struct Entry
    {
        api::InstanceAction action;
        QAction *qaction;
    };
    std::vector<Entry> m_entries;
};

} // namespace polychip::ui
