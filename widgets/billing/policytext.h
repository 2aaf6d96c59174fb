// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QString>
#include <QStringList>

namespace polychip::ui {

/// The organisation's policies as sentences, one per rule, in the console's language: each
/// role's backends, accelerators and price caps, the auto-sleep every instance has at least,
/// and the longest runtime without a stop. Empty when none apply.
QStringList policyLines(const api::OrgPolicies &policies, const QString &currency);
/// What a change of the policies did to what runs ("2 running instances are outside the new
/// rules (reported, not stopped)…"), or "Nothing running was affected."
QString policyEffectsText(const api::PolicyEffects &effects);

} // namespace polychip::ui
