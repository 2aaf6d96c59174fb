// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/lifecycle.h"
#include "api/types.h"

#include <QCoreApplication>
#include <QString>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * Who may act on the platform, and on which instance: the rules that the Instances page's
 * actions, the details' settings and the launches from Templates and Catalog share. Each says
 * why not in a translated sentence, or nothing when the action may be sent.
 */
struct ActionRules
{
    Q_DECLARE_TR_FUNCTIONS(ActionRules)

public:
    /// Whether actions on instances can be sent on `session`: there is one, it is not
    /// offline, and the caller's role may act on instances (a manager may not).
    static bool canAct(const client::Session *session);
    /// Why they cannot (empty when they can): the first reason of every action that needs the
    /// platform, launches too: sessionBlocker(), then a role outside api::kActingRoles.
    static QString connectionBlocker(const client::Session *session);
    /// Why `action` cannot be sent on `session` (empty when it can): sessionBlocker(), then a
    /// role outside the verb's row (api::kVerbs).
    static QString verbBlocker(const client::Session *session, api::InstanceAction action);
    /// Why nothing can be sent on `session` whatever the role (empty when it can): not
    /// connected, or offline. Pages whose resources have their own role rules start with it.
    static QString sessionBlocker(const client::Session *session);
    /// Why the caller may not change `instance` whatever its state (empty when they may): a
    /// manager changes no instance, a trainee only those they launched.
    static QString roleBlocker(const client::Session *session, const api::Instance &instance);

private:
    /// sessionBlocker(), then why the caller's role is not in `roles` (api::roles()).
    static QString blocker(const client::Session *session, unsigned roles);
};

} // namespace polychip::ui
