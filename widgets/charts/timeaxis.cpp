// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "timeaxis.h"

#include "kit/displaytext.h"

#include <QCategoryAxis>
#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <iterator>

namespace polychip::ui {

std::int64_t tickInterval(std::int64_t span, int maxTicks)
{
    static constexpr std::int64_t kIntervals[]
        = {15,      30,        60,        2 * 60,    5 * 60,     10 * 60,   15 * 60,
           30 * 60, 3600,      2 * 3600,  3 * 3600,  4 * 3600,   6 * 3600,  12 * 3600,
           86400,   2 * 86400, 5 * 86400, 7 * 86400, 14 * 86400, 30 * 86400};
    for (const std::int64_t i : kIntervals) {
        if (span / i + 1 <= std::max(2, maxTicks))
            return i;
    }
    return kIntervals[std::size(kIntervals) - 1];
}

void setTimeTicks(QCategoryAxis *axis, std::int64_t from, std::int64_t to, std::int64_t tick)
{
    const auto labels = axis->categoriesLabels();
    for (const QString &label : labels)
        axis->remove(label);
    to = std::max(to, from + 1);
    tick = std::max<std::int64_t>(tick, 1);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(double(from) * 1000.0, double(to) * 1000.0);
    // Whole days from 00:00, shorter ticks at multiples of themselves, in the zone shown (its
    // offset at `from`: a daylight-saving change within the axis moves later ticks by an hour).
    const std::int64_t unit = std::min<std::int64_t>(tick, 86400);
    const std::int64_t offset
        = shownTimeZone().offsetFromUtc(QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc()));
    std::int64_t t = (from + offset + unit - 1) / unit * unit - offset;
    // Below the first tick (a label needs a category that ends there).
    axis->setStartValue(double(std::min(from, t)) * 1000.0 - 1.0);
    for (; t <= to; t += tick) {
        QString label = formatTick(t, to - from, tick);
        while (axis->categoriesLabels().contains(label)) // labels are keys: keep each one
            label += QChar(0x200B);
        axis->append(label, double(t) * 1000.0);
    }
}

} // namespace polychip::ui
