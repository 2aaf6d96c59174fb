// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "consoleoptions.h"

#include "localization.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace polychip::app {

bool wantsTextOnly(const QStringList &arguments)
{
    for (const QString &arg : arguments.mid(1)) {
        if (arg == QLatin1String("--version") || arg == QLatin1String("-v")
            || arg == QLatin1String("--help") || arg == QLatin1String("-h"))
            return true;
    }
    return false;
}

std::optional<ConsoleOptions> parseConsoleOptions(const QStringList &arguments, QString &error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("ConsoleOptions", "Console for hybrid GPU/TPU/NPU compute."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("ConsoleOptions",
                                    "User interface language: %1 (default: the system's).")
            .arg(Localization::supportedLanguages().join(QLatin1String(", "))),
        QStringLiteral("language"));
    parser.addOption(langOption);
    const QCommandLineOption simulatorDirOption(
        QStringLiteral("simulator-dir"),
        QCoreApplication::translate("ConsoleOptions",
                                    "Keep the offline simulator's state in this directory "
                                    "(default: in the user's application data)."),
        QStringLiteral("directory"));
    parser.addOption(simulatorDirOption);
    QCommandLineOption firstPaintOption(QStringLiteral("report-first-paint"));
    firstPaintOption.setFlags(QCommandLineOption::HiddenFromHelp); // for ui.first_paint_ms
    parser.addOption(firstPaintOption);

    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp();

    ConsoleOptions options;
    options.simulatorDir = parser.value(simulatorDirOption);
    options.reportFirstPaint = parser.isSet(firstPaintOption);
    if (parser.isSet(langOption)) {
        options.language = parser.value(langOption);
        if (!Localization::supportedLanguages().contains(options.language)) {
            error = QCoreApplication::translate("ConsoleOptions",
                                                "Unknown language \"%1\"; choose one of: %2.")
                        .arg(options.language,
                             Localization::supportedLanguages().join(QLatin1String(", ")));
            return std::nullopt;
        }
    }
    return options;
}

} // namespace polychip::app
