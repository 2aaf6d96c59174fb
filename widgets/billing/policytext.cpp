// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "policytext.h"

#include "kit/displaytext.h"

#include <QCoreApplication>

namespace polychip::ui {

QStringList policyLines(const api::OrgPolicies &policies, const QString &currency)
{
    QStringList lines;
    for (const api::RolePolicy &r : policies.roles) {
        QStringList parts;
        if (!r.backends.empty()) {
            QStringList names;
            for (const api::Backend b : r.backends)
                names << backendText(b);
            parts << QCoreApplication::translate("PolicyText", "only on %1")
                         .arg(names.join(QStringLiteral(", ")));
        }
        if (!r.accelerators.empty()) {
            QStringList ids;
            for (const auto &a : r.accelerators)
                ids << QString::fromStdString(a);
            parts << QCoreApplication::translate("PolicyText", "only with %1")
                         .arg(ids.join(QStringLiteral(", ")));
        }
        if (r.maxInstancePricePerHourMicros)
            parts << QCoreApplication::translate("PolicyText", "at most %1/h an instance")
                         .arg(formatMoney(*r.maxInstancePricePerHourMicros, currency));
        if (r.maxRunningPricePerHourMicros)
            parts << QCoreApplication::translate("PolicyText",
                                                 "at most %1/h running at once, per user")
                         .arg(formatMoney(*r.maxRunningPricePerHourMicros, currency));
        if (!parts.isEmpty())
            lines << QCoreApplication::translate("PolicyText", "%1: %2")
                         .arg(roleText(r.role), parts.join(QStringLiteral("; ")));
    }
    if (policies.autoSleep)
        lines << QCoreApplication::translate(
                     "PolicyText",
                     "Every instance sleeps once below %1 % utilisation for %2 min at most.")
                     .arg(formatNumber(policies.autoSleep->utilizationBelowPct, 0))
                     .arg(policies.autoSleep->forMinutes);
    if (policies.maxRuntimeWithoutStopS)
        lines << QCoreApplication::translate("PolicyText",
                                             "Every instance has a scheduled stop within %1.")
                     .arg(formatDuration(*policies.maxRuntimeWithoutStopS));
    return lines;
}

QString policyEffectsText(const api::PolicyEffects &effects)
{
    QStringList parts;
    if (!effects.outsidePolicy.empty())
        parts << QCoreApplication::translate(
            "PolicyText",
            "%n running instance(s) are outside the new rules (reported, not stopped)", nullptr,
            int(effects.outsidePolicy.size()));
    if (!effects.autoSleepTightened.empty())
        parts << QCoreApplication::translate("PolicyText", "auto-sleep tightened on %n instance(s)",
                                             nullptr, int(effects.autoSleepTightened.size()));
    if (!effects.stopScheduled.empty())
        parts << QCoreApplication::translate("PolicyText", "a stop given to %n instance(s)",
                                             nullptr, int(effects.stopScheduled.size()));
    return parts.isEmpty()
               ? QCoreApplication::translate("PolicyText", "Nothing running was affected.")
               : parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

} // namespace polychip::ui
