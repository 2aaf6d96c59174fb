// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPalette>
#include <QString>

#include <optional>

namespace polychip::ui {

/** The console's colour scheme: the desktop's, or one of its own two on the Fusion style. */
enum class Theme { System, Light, Dark };

/// The name stored in settings: "system", "light" or "dark".
QString themeKey(Theme theme);
/// The theme of a stored name; nothing for a name this version does not know.
std::optional<Theme> themeFromKey(const QString &key);

/// The dark theme's colours: every text role reads at 4.5:1 or more on the colours it is
/// drawn on, and the signal colours of colors.h keep their meaning on it.
QPalette darkPalette();
/// The light theme's colours: Fusion's own, with a selection that white text reads on.
QPalette lightPalette();

/// Switches the whole application to `theme` at once: style and palette. Every widget is told
/// (PaletteChange); charts, delegates, banners and the tones of colors.h follow. System puts
/// back the style and palette the application started with. The style is the console's over
/// the desktop's or Fusion: the console's glyphs for standard icons, and a focus ring.
void applyTheme(Theme theme);
/// The name of the style beneath the console's ("fusion").
QString baseStyleName();

/// From now on, a ring (a QFocusFrame in focusRingColor()) around the widget the keyboard
/// gave the focus to, so the focus is always seen, in every theme (applyTheme() calls it).
void followKeyboardFocus();
/// The ring's colour: the selection's, made to read on the window at 3:1 or more.
QColor focusRingColor(const QPalette &palette);

} // namespace polychip::ui
