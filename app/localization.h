// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace polychip::app {

/** Chooses the user-interface language and installs its translators into an application. */
class Localization final
{
public:
    /// The languages the console ships ("en", "zh_CN").
    static QStringList supportedLanguages();

    /// The supported language that best serves `locale` ("zh_CN" for any Chinese locale).
    static QString languageFor(const QLocale &locale);

    /// The Accept-Language header value that asks the platform for `language` ("zh_CN":
    /// "zh-CN, en;q=0.5"; "en": "en").
    static QString acceptLanguage(const QString &language);
    /// Installs the translators of `language` (or, when empty, of the system locale) into
    /// `app`, replacing any installed before. Returns the language now in use.
    static QString install(QCoreApplication &app, const QString &language);
};

} // namespace polychip::app
