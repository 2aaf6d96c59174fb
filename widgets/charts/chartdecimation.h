// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointF>

#include <span>

namespace polychip::ui {

/**
 * Min/max decimation for a line drawn `columns` pixel columns wide: `points` (ordered by x) cut
 * into `columns` equal spans of x, and of each span the first, lowest, highest and last point,
 * in x order. A polyline through them covers the same pixels as one through every point (each
 * column's vertical extent, and the joins between columns), with at most 4 points per column.
 * Fewer points than that come back as they are.
 */
QList<QPointF> decimateMinMax(std::span<const QPointF> points, int columns);

} // namespace polychip::ui
