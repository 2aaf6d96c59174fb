// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QCoreApplication;

namespace polychip::app {

class Connection;

/** What the user chose in Preferences, kept with QSettings across starts. */
struct Preferences
{
    /// The interface language chosen ("en", "zh_CN"), or empty for the system's.
    static QString language();
    static void setLanguage(const QString &language);
};

/// Switches the console to `language` (empty: the system's) at once: the translators, which
/// every page and dialog follows (LanguageChange), and the platform's texts, asked for in the
/// new language and listed again. Returns the language now in use.
QString applyLanguage(QCoreApplication &app, Connection &connection, const QString &language);

} // namespace polychip::app
