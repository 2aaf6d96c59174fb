// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace polychip::app {

/** The console's command line. */
struct ConsoleOptions
{
    QString language;              ///< "en", "zh_CN", or empty for the system locale
    QString simulatorDir;          ///< the bundled simulator's data; empty: the user's app-data dir
    bool reportFirstPaint = false; ///< print when the window first paints, then quit (bench)
};

/** True when the arguments only ask for text (--version, --help): the console then answers
 *  without creating a GUI application, so it works without a display. */
bool wantsTextOnly(const QStringList &arguments);

/** Parses the arguments (including the program name); on an error returns nullopt and puts a
 *  translated message in `error`. --version and --help print and exit, as QCommandLineParser does.
 */
std::optional<ConsoleOptions> parseConsoleOptions(const QStringList &arguments, QString &error);

} // namespace polychip::app
