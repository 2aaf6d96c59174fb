// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "actionrules.h"

#include "displaytext.h"
#include "session.h"

namespace polychip::ui {

using client::Session;

bool ActionRules::canAct(const Session *session)
{
    return connectionBlocker(session).isEmpty();
}

QString ActionRules::roleBlocker(const Session *session, const api::Instance &instance)
{
    if (!session || !session->caller())
        return {};
    const api::Me &me = *session->caller();
    if (me.role != api::Role::Unknown && !api::hasRole(api::kActingRoles, me.role))
        return tr("Your role (%1) can see instances but not change them; ask a developer or an "
                  "administrator")
            .arg(roleText(me.role));
    if (me.role == api::Role::Trainee && instance.userId != me.user.id)
        return tr("A trainee changes only the instances they launched; this one is another "
                  "user's");
    return {};
}

QString ActionRules::sessionBlocker(const Session *session)
{
    if (!session)
        return tr("Not connected to a platform");
    if (session->state() == Session::State::Offline)
        return tr("Offline: %1").arg(QString::fromStdString(session->lastError()));
    return {};
}

QString ActionRules::connectionBlocker(const Session *session)
{
    return blocker(session, api::kActingRoles);
}

QString ActionRules::verbBlocker(const Session *session, api::InstanceAction action)
{
    return blocker(session, api::verb(action).roles);
}

QString ActionRules::blocker(const Session *session, unsigned roles)
{
    if (QString why = sessionBlocker(session); !why.isEmpty())
        return why;
    // A manager reads everything and writes budgets only (the platform would refuse the rest).
    // A role this console does not know is the platform's to refuse, not the console's.
    const auto *caller = session->caller() ? &*session->caller() : nullptr;
    if (caller && caller->role != api::Role::Unknown && !api::hasRole(roles, caller->role))
        return tr("Your role (%1) can see instances but not act on them; ask a developer or an "
                  "administrator")
            .arg(roleText(session->caller()->role));
    return {};
}

} // namespace polychip::ui
