// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>

class QCategoryAxis;

namespace polychip::ui {

/// A round tick interval (a minute, 5 min, an hour, a day, a week…) that puts at most `maxTicks`
/// ticks on `span` seconds.
std::int64_t tickInterval(std::int64_t span, int maxTicks);

/**
 * Makes `axis` a time axis over [from, to] (unix seconds; its values are unix milliseconds, as
 * the series' x) with a label at every multiple of `tick` seconds in the zone the console tells
 * times in (shownTimeSpec(): days from its 00:00), as formatTick() writes them. Not a
 * QDateTimeAxis: that one labels its ticks in the viewer's time zone whatever was chosen.
 */
void setTimeTicks(QCategoryAxis *axis, std::int64_t from, std::int64_t to, std::int64_t tick);

} // namespace polychip::ui
