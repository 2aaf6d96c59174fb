// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"
#include "kit/displaytext.h"
#include "kit/theme.h"

#include <QString>

#include <optional>

class QCoreApplication;

namespace polychip::app {

class Connection;

/** What the user chose in Preferences, kept with QSettings across starts. */
struct Preferences
{
    /// The interface language chosen ("en", "zh_CN"), or empty for the system's.
    static QString language();
    static void setLanguage(const QString &language);

    /// The colour scheme chosen (System unless another was).
    static ui::Theme theme();
    static void setTheme(ui::Theme theme);

    /// The clock times are told in (the language's unless another was chosen).
    static ui::ClockStyle clockStyle();
    static void setClockStyle(ui::ClockStyle style);

    /// The time zone the platform's times and days are told in (UTC unless this computer's was
    /// chosen).
    static ui::TimeZoneChoice timeZone();
    static void setTimeZone(ui::TimeZoneChoice choice);

    /// The decimals money is told with (two, four below one unit, unless another was chosen).
    static ui::MoneyDecimals moneyDecimals();
    static void setMoneyDecimals(ui::MoneyDecimals decimals);

    /// The page a start opens on: a page's id, or empty for the one shown when the console
    /// was last closed.
    static QString startPage();
    static void setStartPage(const QString &pageId);

    /// The alert kinds the desktop may be told of, in the order Preferences lists them.
    static constexpr api::AlertKind kNotifiedKinds[]
        = {api::AlertKind::BudgetThreshold, api::AlertKind::Failure, api::AlertKind::Capacity,
           api::AlertKind::Schedule};
    /// Whether the desktop is told of the platform's warnings of this kind (all are, unless
    /// turned off).
    static bool notifies(api::AlertKind kind);
    static void setNotifies(api::AlertKind kind, bool on);
    /// Whether the desktop is told when a lesson is finished (it is, unless turned off).
    static bool notifiesLessons();
    static void setNotifiesLessons(bool on);
    /// Whether the desktop is told also while the console is the active window (not by
    /// default: the console shows them itself).
    static bool notifiesWhileActive();
    static void setNotifiesWhileActive(bool on);

    /// The bundled simulator's speed when this console starts it (simulated seconds per
    /// second; 0: as the simulator kept it).
    static double simulatorSpeed();
    static void setSimulatorSpeed(double speed);
    /// Whether the bundled simulator starts with the console (it does unless turned off; then
    /// Connection → Reconnect now, or Use in Settings, starts it).
    static bool simulatorStartsWithConsole();
    static void setSimulatorStartsWithConsole(bool on);

    /// Checks the settings file, before anything else reads it (a file read once is not
    /// read again while it is unchanged, and its error goes unseen): one that cannot be read
    /// (a broken format, no permission) is moved aside, kept beside it as ".corrupt-<time>",
    /// and the defaults apply. Returns where it was kept ("" when it could not be moved), or
    /// nothing when all is well.
    static std::optional<QString> setAsideUnreadableStore();
    /// What to tell the user of that, translated.
    static QString unreadableStoreText(const QString &kept);

    /// Whether the first start's question (what are you here for) was answered or passed.
    static bool firstStartDone();
    static void setFirstStartDone();
};

/// Switches the console to `language` (empty: the system's) at once: the translators, which
/// every page and dialog follows (LanguageChange), and the platform's texts, asked for in the
/// new language and listed again. Returns the language now in use.
QString applyLanguage(QCoreApplication &app, Connection &connection, const QString &language);

} // namespace polychip::app
