// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"
#include "api/types.h"

#include <QColor>
#include <QIcon>
#include <QLocale>
#include <QString>
#include <QTimeZone>

#include <cstdint>
#include <string>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/// Translated, user-facing names and formats of API values, shared by every page.
QString stateText(api::InstanceState state);
/// A colour per state family: running green, transitional amber, stopped grey, failed red.
QColor stateColor(api::InstanceState state);
/// A round dot in stateColor(), cached per state.
QIcon stateIcon(api::InstanceState state);
QString backendText(api::Backend backend);
QString snapshotStateText(api::SnapshotState state);
QString volumeStateText(api::VolumeState state);
QString operationKindText(api::OperationKind kind);
QString workloadKindText(api::WorkloadKind kind);
/** The stage of an operation as the platform names it ("provision_target"), translated. */
QString stageText(const std::string &stage);
/// "Administrator", "Developer", "Manager", "Trainee".
QString roleText(api::Role role);
/// How many decimals money is told with: two, and four below one unit (¥0.0018 an hour of
/// storage), the default; or always two; or always four.
enum class MoneyDecimals { Adaptive, Two, Four };
/// The decimals every amount is told with from now on (the console sets it from Preferences).
void setMoneyDecimals(MoneyDecimals decimals);
MoneyDecimals moneyDecimals();
/// "¥1,234.50" from micro-units of `currency` (ISO 4217; CNY shows ¥), with the decimals chosen.
QString formatMoney(std::int64_t micros, const QString &currency = QStringLiteral("CNY"));
/// "3 h 05 min", "12 min", "45 s".
QString formatDuration(std::int64_t seconds);
/// "1,234.5" with the locale's separators, `decimals` after the point.
QString formatNumber(double value, int decimals = 1);
/// What a user typed, quoted back in a message: at most `maxChars` characters, then "…" (a
/// message must still wrap and fit its dialog when the input is one long word).
QString excerpt(const QString &text, int maxChars = 32);
/// "—": in place of a figure there is none of (no budget, no tokens to divide by).
QString noFigure();

// Dates and times, one format per purpose. The platform's clock is UTC, and the console tells
// its times and days in UTC (the default) or in this computer's time zone, as chosen in
// Preferences, and always says which ("… UTC", "… UTC+08:00"). Billing months are the
// platform's, UTC months, whatever is chosen. The order, separators, month names and 12- or
// 24-hour clock are the locale's, with the year always in four digits. `t` is unix seconds.

/// Which time zone the platform's times and days are told in.
enum class TimeZoneChoice { Utc, Local };
/// The zone every moment, clock, day, span and axis tick is told in from now on (the console
/// sets it from Preferences; Local is the system's zone as the TZ variable or the system says).
void setTimeZoneChoice(TimeZoneChoice choice);
TimeZoneChoice timeZoneChoice();
/// The zone chosen: UTC, or the system's.
QTimeZone shownTimeZone();
/// What a QDateTimeEdit of a platform time is set to (Qt::UTC or Qt::LocalTime).
Qt::TimeSpec shownTimeSpec();
/// The zone's name as times end with it: "UTC", or the local offset at `t` ("UTC+08:00").
QString timeZoneText(std::int64_t t);
/// 00:00 of the day holding `t` in `zone` (a day across a daylight-saving change is 23 or 25 h).
std::int64_t dayStartIn(std::int64_t t, const QTimeZone &zone);
/// 00:00 of the day `days` after the one starting at `dayStart` in `zone`.
std::int64_t addDaysIn(std::int64_t dayStart, int days, const QTimeZone &zone);

/// How much of the time of day a moment or a clock shows.
enum class TimePrecision { Minutes, Seconds };
/// Which clock times are told in: the language's own (1:21 AM in English, 01:21 in Chinese),
/// or the one chosen in Preferences, whatever the language.
enum class ClockStyle { Locale, Hours24, Hours12 };
/// The clock every moment, clock, span and axis tick is told in from now on (as
/// QLocale::setDefault is for the language; the console sets it from Preferences).
void setClockStyle(ClockStyle style);
ClockStyle clockStyle();
/// When something happened or will: "1/21/2027 1:21 AM UTC", "2027/1/21 01:21 UTC".
QString formatMoment(std::int64_t t, TimePrecision precision = TimePrecision::Minutes);
/// The time of day alone, for a clock or an "as of" within the day: "1:21 AM UTC".
QString formatClock(std::int64_t t, TimePrecision precision = TimePrecision::Minutes);
/// The day holding `t`: "1/21/2027 UTC"; in LongFormat with the weekday and the month's name:
/// "Thursday, January 21, 2027 UTC".
QString formatDay(std::int64_t t, QLocale::FormatType format = QLocale::ShortFormat);
/// The platform's (billing) month holding `t`, a UTC month whatever the zone chosen:
/// "January 2027 UTC", "2027年1月 UTC".
QString formatMonth(std::int64_t t);
/// Where something began: its day when `t` is a day's 00:00 in the zone chosen, else its moment.
QString formatSince(std::int64_t t);
/// From one moment to another, the zone said once and the date once when both share a day:
/// "1/21/2027 1:00 AM – 2:00 AM UTC", "1/1/2027 12:00 AM – 1/21/2027 1:21 AM UTC".
QString formatSpan(std::int64_t from, std::int64_t to);
/// The label format of a QDateTimeAxis whose ticks are `tick` seconds apart over `span`
/// seconds: the day and month for ticks a day or more apart, the time of day within a day, and
/// both in between. The locale's order, without the year.
QString axisFormat(std::int64_t span, std::int64_t tick);
/// A tick's label, axisFormat() of `t` in the zone chosen, for an axis of categories: "1/21",
/// "2:00 PM".
QString formatTick(std::int64_t t, std::int64_t span, std::int64_t tick);
/// The display format of a QDateTimeEdit (in shownTimeSpec()) of a platform time: the moment's
/// date and time, without the zone, which the edit's label says.
QString editFormat();
/// A time as data (CSV exports): RFC 3339 in UTC, "2027-01-21T01:21:05Z", in every locale.
QString machineTime(std::int64_t t);
/// A time in a file name, sorting as it reads: "20270121-0121" (UTC).
QString fileStamp(std::int64_t t);
/// A UTC day in a file name: "2027-01-21".
QString fileDay(std::int64_t t);

/// An accelerator's name from the session's catalogue, else its id (also without a session).
QString acceleratorName(const client::Session *session, const std::string &id);
/// A snapshot as a user knows it: what took it ("Switch checkpoint of “llama” (from NVIDIA
/// H100)") for the checkpoints the platform takes itself, else the name it was given.
QString snapshotTitle(const client::Session *session, const api::Snapshot &snapshot);
/// A snapshot to choose from a list: its title, step, backend and size.
QString snapshotChoiceText(const client::Session *session, const api::Snapshot &snapshot);
/// A data set's modality ("text", "image-text", ...) in words; an unknown one as it is.
QString modalityText(const std::string &modality);
/// A region's name for people from the session's catalogue (the platform's, in the console's
/// language), else its id (also without a session).
QString regionName(const client::Session *session, const std::string &id);

} // namespace polychip::ui
