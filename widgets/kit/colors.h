// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QColor>

class QLabel;
class QPalette;
class QWidget;

namespace polychip::ui {

/** What a colour says. Every signal colour of the console is chosen here, so states, charts,
 *  badges and messages agree (a running instance and its utilisation chart are one green). */
enum class Tone {
    Good,    ///< running; utilisation
    Busy,    ///< an operation in progress; loss; warnings
    Info,    ///< sleeping; tokens/s; information
    Bad,     ///< failed; errors
    Neutral, ///< stopped, unknown
    Accent,  ///< a fourth series (power)
};

/// The signal colour of a tone (for dots, series, tints: not for text on the window colour).
QColor toneColor(Tone tone);
/// A backend's badge colour (the template cards).
QColor backendColor(api::Backend backend);
/// Amber for a box that warns, as bright as suits the window colour `window` (a palette has no
/// warning role): tint the window colour with it and keep the window's text colour.
QColor warningAccent(const QColor &window);
/// `accent` mixed into `base` by `amount` (0..1): tints that read in light and dark themes.
QColor tinted(const QColor &base, const QColor &accent, qreal amount);

/// The WCAG contrast ratio of two colours (1 to 21; text wants 4.5 or more).
double contrastRatio(const QColor &a, const QColor &b);
/// Black or white, whichever reads better on `background` (text on a filled bar or badge).
QColor readableOn(const QColor &background);

/// Whether a palette is a dark one (light text on a dark window).
bool isDark(const QPalette &palette);

/** Text that warns or refuses, reading at 4.5:1 or more on the window and base colours of the
 *  palette it is drawn with (dark text on a light theme, light text on a dark one). */
enum class TextTone { Normal, Warning, Error };
QColor textColor(TextTone tone, const QPalette &palette);
/// textColor() for the application's palette (an item's foreground, set when it is filled).
QColor textColor(TextTone tone);
/// Shows `widget`'s text in that tone (Normal: the palette's), and keeps it so when the theme
/// changes.
void setTextTone(QWidget *widget, TextTone tone);
/// Makes a label secondary: the palette's placeholder colour, also after a theme change.
void setMuted(QLabel *label);

} // namespace polychip::ui
