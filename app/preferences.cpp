// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "preferences.h"

#include "connection.h"
#include "localization.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSettings>

namespace polychip::app {

namespace {

constexpr auto kLanguageKey = "ui/language";
constexpr auto kThemeKey = "ui/theme";
constexpr auto kStartPageKey = "ui/startPage";
constexpr auto kClockKey = "display/clock";
constexpr auto kMoneyKey = "display/moneyDecimals";
constexpr auto kTimeZoneKey = "display/timeZone";
constexpr auto kFirstStartKey = "ui/firstStartDone";
constexpr auto kWhileActiveKey = "notifications/whileActive";
constexpr auto kLessonsKey = "notifications/lessons";
constexpr auto kSimulatorSpeedKey = "simulator/speedAtStart";
constexpr auto kSimulatorStartsKey = "simulator/startWithConsole";

/// A yes/no choice under `key`, `byDefault` when none was made.
bool flag(const QString &key, bool byDefault)
{
    return QSettings().value(key, byDefault).toBool();
}

/// Stores a yes/no choice; the default is not stored (a later default may differ).
void setFlag(const QString &key, bool on, bool byDefault)
{
    QSettings settings;
    if (on == byDefault)
        settings.remove(key);
    else
        settings.setValue(key, on);
}

QString notifyKey(api::AlertKind kind)
{
    return QStringLiteral("notifications/") + QLatin1String(api::wireName(kind));
}

/// Stores `value` under `key`, or removes the key for the default (empty) value.
void storeOrRemove(const char *key, const QString &value)
{
    QSettings settings;
    if (value.isEmpty())
        settings.remove(QLatin1String(key));
    else
        settings.setValue(QLatin1String(key), value);
}

} // namespace

QString Preferences::language()
{
    const QString stored = QSettings().value(QLatin1String(kLanguageKey)).toString();
    // A value written by hand or by another version: only the languages shipped count.
    return Localization::supportedLanguages().contains(stored) ? stored : QString();
}

void Preferences::setLanguage(const QString &language)
{
    storeOrRemove(kLanguageKey, language);
}

ui::Theme Preferences::theme()
{
    return ui::themeFromKey(QSettings().value(QLatin1String(kThemeKey)).toString())
        .value_or(ui::Theme::System);
}

void Preferences::setTheme(ui::Theme theme)
{
    storeOrRemove(kThemeKey, theme == ui::Theme::System ? QString() : ui::themeKey(theme));
}

ui::ClockStyle Preferences::clockStyle()
{
    const QString stored = QSettings().value(QLatin1String(kClockKey)).toString();
    if (stored == QLatin1String("24h"))
        return ui::ClockStyle::Hours24;
    if (stored == QLatin1String("12h"))
        return ui::ClockStyle::Hours12;
    return ui::ClockStyle::Locale;
}

void Preferences::setClockStyle(ui::ClockStyle style)
{
    storeOrRemove(kClockKey, style == ui::ClockStyle::Hours24   ? QStringLiteral("24h")
                             : style == ui::ClockStyle::Hours12 ? QStringLiteral("12h")
                                                                : QString());
}

ui::TimeZoneChoice Preferences::timeZone()
{
    return QSettings().value(QLatin1String(kTimeZoneKey)).toString() == QLatin1String("local")
               ? ui::TimeZoneChoice::Local
               : ui::TimeZoneChoice::Utc;
}

void Preferences::setTimeZone(ui::TimeZoneChoice choice)
{
    storeOrRemove(kTimeZoneKey,
                  choice == ui::TimeZoneChoice::Local ? QStringLiteral("local") : QString());
}

ui::MoneyDecimals Preferences::moneyDecimals()
{
    const int stored = QSettings().value(QLatin1String(kMoneyKey)).toInt();
    return stored == 2   ? ui::MoneyDecimals::Two
           : stored == 4 ? ui::MoneyDecimals::Four
                         : ui::MoneyDecimals::Adaptive;
}

void Preferences::setMoneyDecimals(ui::MoneyDecimals decimals)
{
    storeOrRemove(kMoneyKey, decimals == ui::MoneyDecimals::Two    ? QStringLiteral("2")
                             : decimals == ui::MoneyDecimals::Four ? QStringLiteral("4")
                                                                   : QString());
}

QString Preferences::startPage()
{
    return QSettings().value(QLatin1String(kStartPageKey)).toString();
}

void Preferences::setStartPage(const QString &pageId)
{
    storeOrRemove(kStartPageKey, pageId);
}

bool Preferences::notifies(api::AlertKind kind)
{
    return flag(notifyKey(kind), true);
}

void Preferences::setNotifies(api::AlertKind kind, bool on)
{
    setFlag(notifyKey(kind), on, true);
}

bool Preferences::notifiesLessons()
{
    return flag(QLatin1String(kLessonsKey), true);
}

void Preferences::setNotifiesLessons(bool on)
{
    setFlag(QLatin1String(kLessonsKey), on, true);
}

bool Preferences::notifiesWhileActive()
{
    return flag(QLatin1String(kWhileActiveKey), false);
}

void Preferences::setNotifiesWhileActive(bool on)
{
    setFlag(QLatin1String(kWhileActiveKey), on, false);
}

double Preferences::simulatorSpeed()
{
    bool ok = false;
    const double speed = QSettings().value(QLatin1String(kSimulatorSpeedKey)).toDouble(&ok);
    // The simulator's range (1 to 3,600); anything else stored is no choice.
    return ok && speed >= 1 && speed <= 3600 ? speed : 0;
}

void Preferences::setSimulatorSpeed(double speed)
{
    QSettings settings;
    if (speed >= 1 && speed <= 3600)
        settings.setValue(QLatin1String(kSimulatorSpeedKey), speed);
    else
        settings.remove(QLatin1String(kSimulatorSpeedKey));
}

bool Preferences::simulatorStartsWithConsole()
{
    return flag(QLatin1String(kSimulatorStartsKey), true);
}

void Preferences::setSimulatorStartsWithConsole(bool on)
{
    setFlag(QLatin1String(kSimulatorStartsKey), on, true);
}

std::optional<QString> Preferences::setAsideUnreadableStore()
{
    QString file;
    {
        const QSettings settings;
        if (settings.status() == QSettings::NoError)
            return std::nullopt;
        file = settings.fileName();
    }
    const QString kept
        = file + QStringLiteral(".corrupt-")
          + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddThhmmssZ"));
    if (!QFile::rename(file, kept))
        return QString();
    QSettings().sync(); // read again: nothing there now
    return kept;
}

QString Preferences::unreadableStoreText(const QString &kept)
{
    if (kept.isEmpty()) {
        return QCoreApplication::translate("Preferences",
                                           "The settings file %1 cannot be read, nor moved "
                                           "aside: the defaults apply to this start, and "
                                           "nothing chosen now is kept.")
            .arg(QDir::toNativeSeparators(QSettings().fileName()));
    }
    return QCoreApplication::translate("Preferences",
                                       "The settings file could not be read, so the defaults "
                                       "apply. It was kept as %1.")
        .arg(QDir::toNativeSeparators(kept));
}

bool Preferences::firstStartDone()
{
    return flag(QLatin1String(kFirstStartKey), false);
}

void Preferences::setFirstStartDone()
{
    setFlag(QLatin1String(kFirstStartKey), true, false);
}

QString applyLanguage(QCoreApplication &app, Connection &connection, const QString &language)
{
    const QString inUse = Localization::install(app, language);
    connection.setAcceptLanguage(Localization::acceptLanguage(inUse));
    connection.relistInLanguage();
    return inUse;
}

} // namespace polychip::app
