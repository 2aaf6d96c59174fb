// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QStyle>

class QWidget;

namespace polychip::ui {

/** `widget`'s style's standard icon `which`, made once per style and then shared (a QIcon is
 *  implicitly shared). QCommonStyle decodes every size's PNG each time it is asked (Qt 6.4),
 *  and the console asks about fifty times before its first paint, for about twenty icons: the
 *  style is asked when the icon is first drawn or measured (a third of them sit in menus not
 *  yet opened), and then once for all the icon's copies.
 *  The memo is a cache of values only: a style's entries go when the style is destroyed, so a
 *  widget given another style gets that style's icons. Kept per style, not per widget: a style
 *  sheet that gave widgets of one style different standard icons, or an icon theme changed while
 *  running, would need the cache keyed by more (the console has neither). GUI thread only, as
 *  the style is. */
QIcon standardIcon(const QWidget *widget, QStyle::StandardPixmap which);

} // namespace polychip::ui
