// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instanceactions.h"

#include "apiclient.h"
#include "displaytext.h"
#include "errortext.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QCoreApplication>
#include <QStyle>
#include <QWidget>

namespace polychip::ui {

namespace {

using api::InstanceAction;
using client::Session;

/** One row of the table: what does not change with the language. */
struct Spec
{
    InstanceAction action;
    const char *objectName;
    QKeySequence key;
    QStyle::StandardPixmap icon;
};

/// Built when needed: a QKeySequence of a standard key asks the platform theme, which is not
/// there before the application object.
std::vector<Spec> specs()
{
    return {
        {InstanceAction::Start, "actionStartInstance", QKeySequence(Qt::CTRL | Qt::Key_R),
         QStyle::SP_MediaPlay},
        {InstanceAction::Stop, "actionStopInstance", QKeySequence(Qt::CTRL | Qt::Key_T),
         QStyle::SP_MediaStop},
        {InstanceAction::Sleep, "actionSleepInstance", QKeySequence(Qt::CTRL | Qt::Key_L),
         QStyle::SP_MediaPause},
        {InstanceAction::Wake, "actionWakeInstance", QKeySequence(Qt::CTRL | Qt::Key_W),
         QStyle::SP_MediaSeekForward},
        {InstanceAction::Snapshot, "actionSnapshotInstance",
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QStyle::SP_DialogSaveButton},
        {InstanceAction::Delete, "actionDeleteInstance", QKeySequence(QKeySequence::Delete),
         QStyle::SP_TrashIcon},
        {InstanceAction::Switch, "actionSwitchBackend", QKeySequence(Qt::CTRL | Qt::Key_B),
         QStyle::SP_ArrowForward},
    };
}

bool canAct(const Session *session)
{
    return session && session->state() != Session::State::Offline;
}

} // namespace

InstanceActions::InstanceActions(QWidget *scope, QWidget *view)
    : QObject(scope)
{
    for (const Spec &spec : specs()) {
        auto *a = new QAction(scope->style()->standardIcon(spec.icon), QString(), this);
        a->setObjectName(QString::fromLatin1(spec.objectName));
        a->setShortcut(spec.key);
        // Delete in the details pane's fields edits text, not instances.
        const bool viewOnly = spec.action == InstanceAction::Delete;
        a->setShortcutContext(viewOnly ? Qt::WidgetShortcut : Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this,
                [this, action = spec.action] { Q_EMIT triggered(action); });
        scope->addAction(a);
        view->addAction(a);
        m_entries.push_back({spec.action, a});
    }
    retranslate();
}

InstanceActions::Words InstanceActions::words(InstanceAction action)
{
    switch (action) {
    case InstanceAction::Start:
        return {tr("&Start"), tr("Start the selected stopped instances"), tr("start")};
    case InstanceAction::Stop:
        return {tr("S&top"), tr("Stop the selected instances (billing stops)"), tr("stop")};
    case InstanceAction::Sleep:
        return {tr("S&leep"), tr("Put the selected running instances to sleep (chips are kept)"),
                tr("put to sleep")};
    case InstanceAction::Wake:
        return {tr("&Wake"), tr("Wake the selected sleeping instances"), tr("wake")};
    case InstanceAction::Snapshot:
        return {tr("Sna&pshot…"), tr("Save a snapshot of the selected instances"), tr("snapshot")};
    case InstanceAction::Delete:
        return {tr("&Delete…"), tr("Delete the selected instances (asks first)"), tr("delete")};
    case InstanceAction::Switch:
        return {tr("Switch &backend…"),
                tr("Move the selected instance to another backend, keeping its checkpoint"),
                tr("switch")};
    }
    return {};
}

QAction *InstanceActions::action(InstanceAction action) const
{
    for (const auto &e : m_entries) {
        if (e.action == action)
            return e.qaction;
    }
    return nullptr;
}

QList<QAction *> InstanceActions::all() const
{
    QList<QAction *> list;
    for (const auto &e : m_entries)
        list << e.qaction;
    return list;
}

void InstanceActions::retranslate()
{
    for (const auto &e : m_entries) {
        const Words w = words(e.action);
        e.qaction->setText(w.text);
        e.qaction->setStatusTip(w.tip);
    }
}

std::vector<std::string> InstanceActions::applicable(const Session &session,
                                                     InstanceAction action,
                                                     const std::vector<std::string> &ids)
{
    std::vector<std::string> out;
    for (const auto &id : ids) {
        const auto it = session.instances().find(id);
        if (it != session.instances().end() && api::stateDuring(it->second.state, action))
            out.push_back(id);
    }
    return out;
}

void InstanceActions::update(const Session *session, const std::vector<std::string> &ids)
{
    retranslate(); // the texts are cheap, and a language change reaches them here too
    const bool connected = canAct(session);
    for (const auto &e : m_entries) {
        // A switch moves one instance at a time.
        const bool single = e.action == InstanceAction::Switch;
        int allowed = 0;
        QString blockedState;
        for (const auto &id : ids) {
            const auto it = session ? session->instances().find(id)
                                    : std::map<std::string, api::Instance>::const_iterator();
            if (!session || it == session->instances().end())
                continue;
            if (api::stateDuring(it->second.state, e.action))
                ++allowed;
            else
                blockedState = stateText(it->second.state);
        }
        const bool enabled = connected && allowed > 0 && (!single || ids.size() == 1);
        e.qaction->setEnabled(enabled);
        // Disabled actions say why, in their tooltip (menus, toolbar, command palette).
        QString why;
        if (!session)
            why = tr("Not connected to a platform");
        else if (!connected)
            why = tr("Offline: %1").arg(QString::fromStdString(session->lastError()));
        else if (single && ids.size() != 1)
            why = tr("Select one instance first");
        else if (ids.empty())
            why = tr("Select one or more instances first");
        else if (allowed == 0 && single)
            why = tr("Not possible in the state “%1”: only running or stopped instances can "
                     "switch")
                      .arg(blockedState);
        else if (allowed == 0)
            why = tr("Not possible in the state “%1”").arg(blockedState);
        e.qaction->setToolTip(enabled ? e.qaction->statusTip() : why);
    }
}

void InstanceActions::send(client::ApiClient &client,
                           InstanceAction action,
                           const std::string &id,
                           const QString &instanceName,
                           const std::string &snapshotName)
{
    const auto done = [this, action, instanceName](api::Result<api::InstanceOperation> r) {
        if (!r)
            Q_EMIT failed(tr("Could not %1 “%2”: %3")
                              .arg(words(action).verb, instanceName, errorText(r.error())),
                          errorDetails(r.error()));
    };
    switch (action) {
    case InstanceAction::Start:
        client.call(client::ops::startInstance(id), this, done);
        break;
    case InstanceAction::Stop:
        client.call(client::ops::stopInstance(id), this, done);
        break;
    case InstanceAction::Sleep:
        client.call(client::ops::sleepInstance(id), this, done);
        break;
    case InstanceAction::Wake:
        client.call(client::ops::wakeInstance(id), this, done);
        break;
    case InstanceAction::Snapshot: {
        api::SnapshotRequest request;
        request.name = snapshotName.empty() ? tr("%1 snapshot").arg(instanceName).toStdString()
                                            : snapshotName;
        client.call(client::ops::snapshotInstance(id, request), this, done);
        break;
    }
    case InstanceAction::Delete:
        client.call(client::ops::deleteInstance(id), this, done);
        break;
    case InstanceAction::Switch:
        break; // the switch dialog's business
    }
}

} // namespace polychip::ui
