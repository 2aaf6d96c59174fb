// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instanceactions.h"

#include "apiclient.h"
#include "kit/actionrules.h"
#include "kit/confirmation.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QWidget>

#include <optional>

namespace polychip::ui {

namespace {

using api::InstanceAction;
using client::Session;

/** What a verb asks before it is sent, if anything (source texts, translated when shown). */
struct Question
{
    const char *title;
    const char *question; ///< %n: how many instances; %1: their names
    const char *detail;   ///< %1: their snapshots; %2: their volumes
    const char *button;   ///< the verb that confirms
};

/** One row of the table per verb (api::kVerbs): the action's name, key, icon, words and the
 *  question it asks first (the source texts, translated when shown). The roles and states it
 *  needs are the verb's row in api::kVerbs. */
struct Spec
{
    InstanceAction action;
    const char *objectName;
    QKeySequence key;
    QStyle::StandardPixmap icon;
    const char *text; ///< the menu text
    const char *tip;  ///< the status tip
    const char *verb; ///< for "Could not %1 “%2”"
    std::optional<Question> asks = std::nullopt;
};

#define POLYCHIP_WORD(text) QT_TRANSLATE_NOOP("polychip::ui::InstanceActions", text)
#define POLYCHIP_WORDS(text) QT_TRANSLATE_N_NOOP("polychip::ui::InstanceActions", text)

/// Built when needed: a QKeySequence of a standard key asks the platform theme, which is not
/// there before the application object.
std::vector<Spec> specs()
{
    return {
        {InstanceAction::Start, "actionStartInstance", QKeySequence(Qt::CTRL | Qt::Key_R),
         QStyle::SP_MediaPlay, POLYCHIP_WORD("&Start"),
         POLYCHIP_WORD("Start the selected stopped instances"), POLYCHIP_WORD("start")},
        {InstanceAction::Stop, "actionStopInstance", QKeySequence(Qt::CTRL | Qt::Key_T),
         QStyle::SP_MediaStop, POLYCHIP_WORD("S&top"),
         POLYCHIP_WORD("Stop the selected instances (billing stops)"), POLYCHIP_WORD("stop")},
        {InstanceAction::Sleep, "actionSleepInstance", QKeySequence(Qt::CTRL | Qt::Key_L),
         QStyle::SP_MediaPause, POLYCHIP_WORD("S&leep"),
         POLYCHIP_WORD("Put the selected running instances to sleep (chips are kept)"),
         POLYCHIP_WORD("put to sleep")},
        {InstanceAction::Wake, "actionWakeInstance", QKeySequence(Qt::CTRL | Qt::Key_W),
         QStyle::SP_MediaSeekForward, POLYCHIP_WORD("&Wake"),
         POLYCHIP_WORD("Wake the selected sleeping instances"), POLYCHIP_WORD("wake")},
        {InstanceAction::Snapshot, "actionSnapshotInstance",
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QStyle::SP_DialogSaveButton,
         POLYCHIP_WORD("Sna&pshot…"), POLYCHIP_WORD("Save a snapshot of the selected instances"),
         POLYCHIP_WORD("snapshot")},
        {InstanceAction::Delete, "actionDeleteInstance", QKeySequence(QKeySequence::Delete),
         QStyle::SP_TrashIcon, POLYCHIP_WORD("&Delete…"),
         POLYCHIP_WORD("Delete the selected instances (asks first)"), POLYCHIP_WORD("delete"),
         Question{POLYCHIP_WORD("Delete instances"), POLYCHIP_WORDS("Delete %n instance(s): %1?"),
                  POLYCHIP_WORD("Lost: what runs on them, their local disks and any progress "
                                "since the last checkpoint. Billing for them stops.\nKept: their "
                                "%1 snapshot(s) and %2 volume(s), which you can start new "
                                "instances from."),
                  POLYCHIP_WORD("Delete")}},
        {InstanceAction::Switch, "actionSwitchBackend", QKeySequence(Qt::CTRL | Qt::Key_B),
         QStyle::SP_ArrowForward, POLYCHIP_WORD("Switch &backend…"),
         POLYCHIP_WORD("Move the selected instance to another backend, keeping its checkpoint"),
         POLYCHIP_WORD("switch")},
    };
}

#undef POLYCHIP_WORD
#undef POLYCHIP_WORDS

/// The table, made once (after the application object: see specs()).
const std::vector<Spec> &table()
{
    static const std::vector<Spec> rows = specs();
    return rows;
}

const Spec &specOf(InstanceAction action)
{
    for (const Spec &spec : table()) {
        if (spec.action == action)
            return spec;
    }
    return table().front(); // not reached: every verb has a row (a test checks)
}

QString nameOf(const Session &session, const std::string &id)
{
    const api::Instance *i = session.instances().find(id);
    return QString::fromStdString(i ? i->name : id);
}

} // namespace

InstanceActions::InstanceActions(QWidget *scope, QWidget *view)
    : QObject(scope)
{
    for (const Spec &spec : table()) {
        auto *a = new QAction(standardIcon(scope, spec.icon), QString(), this);
        a->setObjectName(QString::fromLatin1(spec.objectName));
        a->setShortcut(spec.key);
        // Delete in the details pane's fields edits text, not instances. The others work
        // while the scope (the Instances page) is shown, wherever the focus is.
        if (spec.action == InstanceAction::Delete)
            a->setShortcutContext(Qt::WidgetShortcut);
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
    const Spec &spec = specOf(action);
    return {tr(spec.text), tr(spec.tip), tr(spec.verb)};
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
        const api::Instance *i = session.instances().find(id);
        if (i && api::stateDuring(i->state, action))
            out.push_back(id);
    }
    return out;
}

void InstanceActions::update(const Session *session, const std::vector<std::string> &ids)
{
    retranslate(); // the texts are cheap, and a language change reaches them here too
    for (const auto &e : m_entries) {
        const QString blocker = ActionRules::verbBlocker(session, e.action);
        // A switch moves one instance at a time.
        const bool single = e.action == InstanceAction::Switch;
        int allowed = 0;
        QString blockedState;
        for (const auto &id : ids) {
            const api::Instance *i = session ? session->instances().find(id) : nullptr;
            if (!i)
                continue;
            if (api::stateDuring(i->state, e.action))
                ++allowed;
            else
                blockedState = stateText(i->state);
        }
        const bool enabled = blocker.isEmpty() && allowed > 0 && (!single || ids.size() == 1);
        e.qaction->setEnabled(enabled);
        // Disabled actions say why, in their tooltip (menus, toolbar, command palette).
        const auto why = [&]() -> QString {
            if (!blocker.isEmpty())
                return blocker;
            if (single && ids.size() != 1)
                return tr("Select one instance first");
            if (ids.empty())
                return tr("Select one or more instances first");
            if (allowed == 0 && single)
                return tr("Not possible in the state “%1”: only running or stopped instances can "
                          "switch")
                    .arg(blockedState);
            if (allowed == 0)
                return tr("Not possible in the state “%1”").arg(blockedState);
            return {};
        };
        e.qaction->setToolTip(enabled ? e.qaction->statusTip() : why());
    }
}

void InstanceActions::run(client::ApiClient &client,
                          const Session &session,
                          InstanceAction action,
                          const std::vector<std::string> &selected,
                          QWidget *parent)
{
    if (!ActionRules::verbBlocker(&session, action).isEmpty())
        return;
    const auto ids = applicable(session, action, selected);
    if (ids.empty())
        return;
    if (specOf(action).asks) {
        askFirst(client, session, action, ids, parent); // says what is lost and what is kept
        return;
    }
    if (action == InstanceAction::Snapshot && ids.size() == 1) {
        askSnapshotName(client, session, ids.front(), parent);
        return;
    }
    for (const auto &id : ids)
        send(client, action, id, nameOf(session, id));
}

void InstanceActions::askFirst(client::ApiClient &client,
                               const Session &session,
                               InstanceAction action,
                               const std::vector<std::string> &ids,
                               QWidget *parent)
{
    const Question &asks = *specOf(action).asks;
    QStringList names;
    int snapshots = 0, volumes = 0;
    for (const auto &id : ids) {
        names << nameOf(session, id);
        const api::Instance *i = session.instances().find(id);
        if (!i)
            continue;
        snapshots += int(i->snapshotIds.size());
        volumes += int(i->volumeIds.size());
    }
    const int shownNames = 5;
    QString list = QLocale().createSeparatedList(names.mid(0, shownNames));
    if (names.size() > shownNames)
        list = tr("%1 and %n more", nullptr, int(names.size()) - shownNames)
                   .arg(QLocale().createSeparatedList(names.mid(0, shownNames)));
    QString name = QString::fromLatin1(api::actionName(action));
    name[0] = name[0].toUpper();
    confirmation(parent,
                 {QStringLiteral("confirm") + name, tr(asks.title),
                  tr(asks.question, nullptr, int(ids.size())).arg(list),
                  tr(asks.detail).arg(snapshots).arg(volumes), tr(asks.button)},
                 [this, action, ids, names, guard = QPointer(&client), self = QPointer(this)] {
                     if (!guard || !self) // the connection changed meanwhile
                         return;
                     for (std::size_t i = 0; i < ids.size(); ++i)
                         send(*guard, action, ids[i], names.at(qsizetype(i)));
                 })
        ->open();
}

void InstanceActions::askSnapshotName(client::ApiClient &client,
                                      const Session &session,
                                      const std::string &id,
                                      QWidget *parent)
{
    const QString name = nameOf(session, id);
    auto *dialog = new QInputDialog(parent);
    dialog->setObjectName(QStringLiteral("snapshotNameDialog"));
    dialog->setWindowTitle(tr("Snapshot"));
    dialog->setLabelText(tr("Name of the snapshot of “%1”:").arg(name));
    dialog->setTextValue(tr("%1 snapshot").arg(name));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, id, name, guard = QPointer(&client)](const QString &snapshot) {
                if (!guard) // the connection changed meanwhile
                    return;
                const QString trimmed = snapshot.trimmed();
                if (trimmed.isEmpty() || trimmed.size() > 128) {
                    Q_EMIT failed(tr("A snapshot needs a name of 1 to 128 characters."), {});
                    return;
                }
                send(*guard, InstanceAction::Snapshot, id, name, trimmed.toStdString());
            });
    dialog->open();
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
    case InstanceAction::Stop:
    case InstanceAction::Sleep:
    case InstanceAction::Wake:
    case InstanceAction::Delete:
        client.call(client::ops::actOnInstance(action, id), this, done);
        break;
    case InstanceAction::Snapshot: {
        api::SnapshotRequest request;
        request.name = snapshotName.empty() ? tr("%1 snapshot").arg(instanceName).toStdString()
                                            : snapshotName;
        client.call(client::ops::snapshotInstance(id, request), this, done);
        break;
    }
    case InstanceAction::Switch:
        break; // the switch dialog's business
    }
}

} // namespace polychip::ui
