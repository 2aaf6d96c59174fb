// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingperiod.h"

#include "displaytext.h"

#include "session.h"

#include "api/rules.h"

#include <QDateTime>
#include <QTimeZone>

namespace polychip::ui {

namespace {

constexpr std::int64_t kDay = 24 * 3600;

QDateTime utcDateTime(std::int64_t t)
{
    return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc());
}

} // namespace

std::int64_t monthStartUtc(std::int64_t t)
{
    const QDate day = utcDateTime(t).date();
    return QDate(day.year(), day.month(), 1).startOfDay(QTimeZone::utc()).toSecsSinceEpoch();
}

TimeRange periodRange(BillingPeriod period, std::int64_t now)
{
    const std::int64_t end = now + 1; // the current second counts
    // Whole UTC days, today included: the platform rounds `from` down to the report's step
    // (a day), and the ledger splits its items at UTC hours, so usage and ledger agree.
    const auto days = [now, end](std::int64_t count) {
        const std::int64_t today = now - (((now % kDay) + kDay) % kDay);
        return TimeRange{today - (count - 1) * kDay, end};
    };
    switch (period) {
    case BillingPeriod::Last7Days:
        return days(7);
    case BillingPeriod::Last30Days:
        return days(30);
    case BillingPeriod::LastMonth: {
        const std::int64_t thisMonth = monthStartUtc(now);
        return {monthStartUtc(thisMonth - 1), thisMonth};
    }
    case BillingPeriod::ThisMonth:
        break;
    }
    return {monthStartUtc(now), end};
}

std::map<std::string, std::string> rangeQuery(const TimeRange &range)
{
    return {{"from", api::formatRfc3339({range.from})}, {"to", api::formatRfc3339({range.to})}};
}

QString rangeFileStem(const TimeRange &range)
{
    return QStringLiteral("%1-%2").arg(fileDay(range.from), fileDay(range.to - 1));
}

QString rangeText(const TimeRange &range)
{
    // A whole billing month by its name.
    if (range.from == monthStartUtc(range.from) && range.to > range.from
        && range.to == monthStartUtc(range.to) && monthStartUtc(range.to - 1) == range.from)
        return formatMonth(range.from);
    return formatSpan(range.from, range.to);
}

} // namespace polychip::ui
