// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace polychip::ui {

/// Makes the window `window` at least as tall as its layout needs at its width, now (a
/// wrapped error message that appeared): its fields keep their height instead of being
/// squeezed over each other. Never shrinks it, never grows it past the screen's work area.
void growToFit(QWidget *window);

/// Keeps the window `window` inside the work area of its screen (a first start at 2× scale,
/// a size remembered from a larger screen): shrunk to fit and moved onto it.
void fitToScreen(QWidget *window);

} // namespace polychip::ui
