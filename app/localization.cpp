// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace polychip::app {

namespace {
constexpr char kTranslatorTag[] = "polychipTranslator";
}

QStringList Localization::supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString Localization::languageFor(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString Localization::acceptLanguage(const QString &language)
{
    if (language == QLatin1String("en"))
        return language;
    // English after it: what the platform has in no other language is English anyway.
    return QString(language).replace(QLatin1Char('_'), QLatin1Char('-'))
           + QStringLiteral(", en;q=0.5");
}

QString Localization::install(QCoreApplication &app, const QString &language)
{
    const QString lang = language.isEmpty() ? languageFor(QLocale::system()) : language;

    const auto previous = app.findChildren<QTranslator *>(QString(), Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : previous) {
        if (translator->property(kTranslatorTag).toBool()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }

    const auto add = [&app](const QString &file, const QString &dir) {
        auto *translator = new QTranslator(&app);
        translator->setProperty(kTranslatorTag, true);
        if (translator->load(file, dir)) {
            QCoreApplication::installTranslator(translator);
        } else {
            delete translator;
        }
    };
    // Qt's own strings (standard dialogs, buttons) when the system has them installed.
    add(QStringLiteral("qtbase_") + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    add(QStringLiteral("polychip_") + lang, QStringLiteral(":/i18n"));
    QLocale::setDefault(QLocale(lang));
    return lang;
}

} // namespace polychip::app
