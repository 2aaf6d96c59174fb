// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QStyle>

class QWidget;

namespace polychip::ui {

/** The console's icon for the standard purpose `which`: one of its own glyphs
 *  (resources/glyphs, SVG, drawn sharp at any scale in the palette's text colour) where it has
 *  one, else `widget`'s style's standard icon. A glyph is made once and shared.
 *  A style's icon is made once per style and then shared (a QIcon is implicitly shared).
 *  QCommonStyle decodes every size's PNG each time it is asked (Qt 6.4), so the style is asked
 *  when the icon is first drawn or measured, and then once for all the icon's copies.
 *  The memo is a cache of values only: a style's entries go when the style is destroyed, so a
 *  widget given another style gets that style's icons. Kept per style, not per widget: a style
 *  sheet that gave widgets of one style different standard icons, or an icon theme changed while
 *  running, would need the cache keyed by more (the console has neither). GUI thread only, as
 *  the style is. */
QIcon standardIcon(const QWidget *widget, QStyle::StandardPixmap which);

/** One of the console's glyphs by its file's name in resources/glyphs ("gauge"): the pages'
 *  own icons, drawn as standardIcon()'s glyphs are. Made once and shared. */
QIcon glyph(const QString &name);
/// The glyph drawn for the standard purpose `which`, or a null icon where there is none.
QIcon glyph(QStyle::StandardPixmap which);

} // namespace polychip::ui
