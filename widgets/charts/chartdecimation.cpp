// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "chartdecimation.h"

#include <algorithm>
#include <cmath>

namespace polychip::ui {

QList<QPointF> decimateMinMax(std::span<const QPointF> points, int columns)
{
    const std::size_t n = points.size();
    if (columns < 1 || n <= std::size_t(columns) * 4)
        return QList<QPointF>(points.begin(), points.end());
    const double x0 = points.front().x();
    const double width = points.back().x() - x0;
    if (!(width > 0))
        return QList<QPointF>(points.begin(), points.end());

    QList<QPointF> out;
    out.reserve(qsizetype(columns) * 4);
    std::size_t i = 0;
    while (i < n) {
        // The column of point i, and the points after it in the same column.
        const int column
            = std::min(columns - 1, int(std::floor((points[i].x() - x0) / width * columns)));
        const double end = x0 + width * double(column + 1) / double(columns);
        std::size_t last = i, low = i, high = i;
        for (std::size_t j = i + 1; j < n && (points[j].x() < end || column == columns - 1); ++j) {
            last = j;
            if (points[j].y() < points[low].y())
                low = j;
            if (points[j].y() > points[high].y())
                high = j;
        }
        // First, extremes in x order, last: each once.
        std::size_t keep[] = {i, std::min(low, high), std::max(low, high), last};
        std::size_t previous = n;
        for (std::size_t k : keep) {
            if (k != previous)
                out.append(points[k]);
            previous = k;
        }
        i = last + 1;
    }
    return out;
}

} // namespace polychip::ui
