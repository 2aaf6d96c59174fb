// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "preferences.h"

#include "connection.h"
#include "localization.h"

#include <QSettings>

namespace polychip::app {

namespace {

constexpr auto kLanguageKey = "ui/language";

} // namespace

QString Preferences::language()
{
    const QString stored = QSettings().value(QLatin1String(kLanguageKey)).toString();
    // A value written by hand or by another version: only the languages shipped count.
    return Localization::supportedLanguages().contains(stored) ? stored : QString();
}

void Preferences::setLanguage(const QString &language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(QLatin1String(kLanguageKey));
    else
        settings.setValue(QLatin1String(kLanguageKey), language);
}

QString applyLanguage(QCoreApplication &app, Connection &connection, const QString &language)
{
    const QString inUse = Localization::install(app, language);
    connection.setAcceptLanguage(Localization::acceptLanguage(inUse));
    connection.relistInLanguage();
    return inUse;
}

} // namespace polychip::app
