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
constexpr auto kFirstStartKey = "ui/firstStartDone";
constexpr auto kWhileActiveKey = "notifications/whileActive";
constexpr auto kLessonsKey = "notifications/lessons";
constexpr auto kSimulatorSpeedKey = "simulator/speedAtStart";
constexpr auto kSimulatorStartsKey = "simulator/startWithConsole";

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
    return QSettings().value(notifyKey(kind), true).toBool();
}

void Preferences::setNotifies(api::AlertKind kind, bool on)
{
    QSettings settings;
    if (on)
        settings.remove(notifyKey(kind));
    else
        settings.setValue(notifyKey(kind), false);
}

bool Preferences::notifiesLessons()
{
    return QSettings().value(QLatin1String(kLessonsKey), true).toBool();
}

void Preferences::setNotifiesLessons(bool on)
{
    QSettings settings;
    if (on)
        settings.remove(QLatin1String(kLessonsKey));
    else
        settings.setValue(QLatin1String(kLessonsKey), false);
}

bool Preferences::notifiesWhileActive()
{
    return QSettings().value(QLatin1String(kWhileActiveKey), false).toBool();
}

void Preferences::setNotifiesWhileActive(bool on)
{
    QSettings settings;
    if (on)
        settings.setValue(QLatin1String(kWhileActiveKey), true);
    else
        settings.remove(QLatin1String(kWhileActiveKey));
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
    return QSettings().value(QLatin1String(kSimulatorStartsKey), true).toBool();
}

void Preferences::setSimulatorStartsWithConsole(bool on)
{
    QSettings settings;
    if (on)
        settings.remove(QLatin1String(kSimulatorStartsKey));
    else
        settings.setValue(QLatin1String(kSimulatorStartsKey), false);
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
    return QSettings().value(QLatin1String(kFirstStartKey), false).toBool();
}

void Preferences::setFirstStartDone()
{
    QSettings().setValue(QLatin1String(kFirstStartKey), true);
}

QString applyLanguage(QCoreApplication &app, Connection &connection, const QString &language)
{
    const QString inUse = Localization::install(app, language);
    connection.setAcceptLanguage(Localization::acceptLanguage(inUse));
    connection.relistInLanguage();
    return inUse;
}

} // namespace polychip::app
