// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "displaytext.h"

#include "session.h"

#include "colors.h"

#include "api/rules.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>

namespace polychip::ui {

QString stateText(api::InstanceState state)
{
    using S = api::InstanceState;
    switch (state) {
    case S::Pending:
        return QCoreApplication::translate("DisplayText", "Queued");
    case S::Provisioning:
        return QCoreApplication::translate("DisplayText", "Provisioning");
    case S::Running:
        return QCoreApplication::translate("DisplayText", "Running");
    case S::Sleeping:
        return QCoreApplication::translate("DisplayText", "Sleeping");
    case S::Stopping:
        return QCoreApplication::translate("DisplayText", "Stopping");
    case S::Stopped:
        return QCoreApplication::translate("DisplayText", "Stopped");
    case S::Switching:
        return QCoreApplication::translate("DisplayText", "Switching backend");
    case S::Terminating:
        return QCoreApplication::translate("DisplayText", "Deleting");
    case S::Terminated:
        return QCoreApplication::translate("DisplayText", "Deleted");
    case S::Failed:
        return QCoreApplication::translate("DisplayText", "Failed");
    case S::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Unknown");
}

QColor stateColor(api::InstanceState state)
{
    using S = api::InstanceState;
    switch (state) {
    case S::Running:
        return toneColor(Tone::Good);
    case S::Pending:
    case S::Provisioning:
    case S::Stopping:
    case S::Switching:
    case S::Terminating:
        return toneColor(Tone::Busy);
    case S::Sleeping:
        return toneColor(Tone::Info);
    case S::Failed:
        return toneColor(Tone::Bad);
    case S::Stopped:
    case S::Terminated:
    case S::Unknown:
        break;
    }
    return toneColor(Tone::Neutral);
}

QIcon stateIcon(api::InstanceState state)
{
    static QHash<int, QIcon> cache;
    const auto it = cache.constFind(int(state));
    if (it != cache.cend())
        return *it;
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(stateColor(state));
    painter.drawEllipse(QRectF(6, 6, 20, 20));
    painter.end();
    return cache.insert(int(state), QIcon(pixmap)).value();
}

QString backendText(api::Backend backend)
{
    switch (backend) {
    case api::Backend::Gpu:
        return QCoreApplication::translate("DisplayText", "GPU (CUDA)");
    case api::Backend::Tpu:
        return QCoreApplication::translate("DisplayText", "TPU");
    case api::Backend::Npu:
        return QCoreApplication::translate("DisplayText", "NPU");
    case api::Backend::Cpu:
        return QCoreApplication::translate("DisplayText", "CPU");
    case api::Backend::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Unknown");
}

QString snapshotStateText(api::SnapshotState state)
{
    switch (state) {
    case api::SnapshotState::Creating:
        return QCoreApplication::translate("DisplayText", "Creating");
    case api::SnapshotState::Ready:
        return QCoreApplication::translate("DisplayText", "Ready");
    case api::SnapshotState::Failed:
        return QCoreApplication::translate("DisplayText", "Failed");
    case api::SnapshotState::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Unknown");
}

QString volumeStateText(api::VolumeState state)
{
    switch (state) {
    case api::VolumeState::Available:
        return QCoreApplication::translate("DisplayText", "Available");
    case api::VolumeState::Attached:
        return QCoreApplication::translate("DisplayText", "Attached");
    case api::VolumeState::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Unknown");
}

QString workloadKindText(api::WorkloadKind kind)
{
    using K = api::WorkloadKind;
    switch (kind) {
    case K::Pretrain:
        return QCoreApplication::translate("DisplayText", "Pretraining");
    case K::Finetune:
        return QCoreApplication::translate("DisplayText", "Fine-tuning");
    case K::Lora:
        return QCoreApplication::translate("DisplayText", "LoRA fine-tuning");
    case K::Inference:
        return QCoreApplication::translate("DisplayText", "Inference");
    case K::Notebook:
        return QCoreApplication::translate("DisplayText", "Notebook");
    case K::Data:
        return QCoreApplication::translate("DisplayText", "Data preparation");
    case K::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Other");
}

QString stageText(const std::string &stage)
{
    static const std::pair<const char *, const char *> stages[] = {
        {"provisioning", QT_TRANSLATE_NOOP("DisplayText", "Provisioning")},
        {"restoring", QT_TRANSLATE_NOOP("DisplayText", "Restoring the checkpoint")},
        {"booting", QT_TRANSLATE_NOOP("DisplayText", "Booting")},
        {"checkpoint", QT_TRANSLATE_NOOP("DisplayText", "Saving a checkpoint")},
        {"snapshot", QT_TRANSLATE_NOOP("DisplayText", "Taking the snapshot")},
        {"provision_target", QT_TRANSLATE_NOOP("DisplayText", "Provisioning the target")},
        {"restore", QT_TRANSLATE_NOOP("DisplayText", "Restoring on the target")},
        {"resume", QT_TRANSLATE_NOOP("DisplayText", "Resuming")},
        {"waking", QT_TRANSLATE_NOOP("DisplayText", "Waking")},
        {"stopping", QT_TRANSLATE_NOOP("DisplayText", "Stopping")},
        {"terminating", QT_TRANSLATE_NOOP("DisplayText", "Deleting")},
        {"done", QT_TRANSLATE_NOOP("DisplayText", "Done")},
    };
    for (const auto &[wire, text] : stages) {
        if (stage == wire)
            return QCoreApplication::translate("DisplayText", text);
    }
    return QString::fromStdString(stage);
}

QString operationKindText(api::OperationKind kind)
{
    using K = api::OperationKind;
    switch (kind) {
    case K::Launch:
        return QCoreApplication::translate("DisplayText", "Launching");
    case K::Start:
        return QCoreApplication::translate("DisplayText", "Starting");
    case K::Stop:
        return QCoreApplication::translate("DisplayText", "Stopping");
    case K::Sleep:
        return QCoreApplication::translate("DisplayText", "Going to sleep");
    case K::Wake:
        return QCoreApplication::translate("DisplayText", "Waking");
    case K::Snapshot:
        return QCoreApplication::translate("DisplayText", "Taking a snapshot");
    case K::Switch:
        return QCoreApplication::translate("DisplayText", "Switching backend");
    case K::Delete:
        return QCoreApplication::translate("DisplayText", "Deleting");
    case K::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Working");
}

QString roleText(api::Role role)
{
    switch (role) {
    case api::Role::Admin:
        return QCoreApplication::translate("DisplayText", "Administrator");
    case api::Role::Developer:
        return QCoreApplication::translate("DisplayText", "Developer");
    case api::Role::Manager:
        return QCoreApplication::translate("DisplayText", "Manager");
    case api::Role::Trainee:
        return QCoreApplication::translate("DisplayText", "Trainee");
    case api::Role::Unknown:
        break;
    }
    return QCoreApplication::translate("DisplayText", "Unknown");
}

namespace {
MoneyDecimals g_moneyDecimals = MoneyDecimals::Adaptive;
} // namespace

void setMoneyDecimals(MoneyDecimals decimals)
{
    g_moneyDecimals = decimals;
}

MoneyDecimals moneyDecimals()
{
    return g_moneyDecimals;
}

QString formatMoney(std::int64_t micros, const QString &currency)
{
    const QLocale locale;
    const QString symbol = currency == QLatin1String("CNY")   ? QStringLiteral("¥")
                           : currency == QLatin1String("USD") ? QStringLiteral("$")
                                                              : currency + QLatin1Char(' ');
    // The sign goes before the symbol, as the locale writes money: -¥28,507.02, not ¥-28,507.02.
    const double units = std::abs(double(micros) / 1e6);
    const int decimals = g_moneyDecimals == MoneyDecimals::Four ? 4
                         : g_moneyDecimals == MoneyDecimals::Two
                             ? 2
                             : (units < 1 && micros != 0 ? 4 : 2);
    return (micros < 0 ? locale.negativeSign() : QString()) + symbol
           + locale.toString(units, 'f', decimals);
}

QString formatDuration(std::int64_t seconds)
{
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return QCoreApplication::translate("DisplayText", "%1 s").arg(seconds);
    if (seconds < 3600)
        return QCoreApplication::translate("DisplayText", "%1 min").arg(seconds / 60);
    if (seconds < 86400)
        return QCoreApplication::translate("DisplayText", "%1 h %2 min")
            .arg(seconds / 3600)
            .arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
    return QCoreApplication::translate("DisplayText", "%1 d %2 h")
        .arg(seconds / 86400)
        .arg((seconds % 86400) / 3600);
}

QString excerpt(const QString &text, int maxChars)
{
    const QString t = text.simplified();
    return t.size() <= maxChars ? t : t.left(std::max(1, maxChars - 1)) + QChar(0x2026);
}

QString noFigure()
{
    return QStringLiteral("—");
}

QString formatNumber(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

namespace {

TimeZoneChoice g_timeZone = TimeZoneChoice::Utc;

QDateTime utc(std::int64_t t)
{
    return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc());
}

/// `t` in the zone chosen.
QDateTime shown(std::int64_t t)
{
    return QDateTime::fromSecsSinceEpoch(t, shownTimeZone());
}

/// "1/21/2027 1:21 AM UTC": `time`, told in the zone chosen at `t`, followed by the zone.
QString saysZone(const QString &time, std::int64_t t)
{
    return time + QLatin1Char(' ') + timeZoneText(t);
}

QString saysUtc(const QString &time)
{
    return QCoreApplication::translate("DisplayText", "%1 UTC").arg(time);
}

/// The locale's short date with the year in four digits ("M/d/yy" reads "M/d/yyyy"): a
/// console shows times from years apart, in logs and ledgers.
QString dayPattern(const QLocale &locale)
{
    QString pattern = locale.dateFormat(QLocale::ShortFormat);
    if (!pattern.contains(QLatin1String("yyyy")))
        pattern.replace(QRegularExpression(QStringLiteral("y+")), QStringLiteral("yyyy"));
    return pattern;
}

ClockStyle g_clockStyle = ClockStyle::Locale;

/// `pattern` (a locale's short time) in the clock chosen: 24 hours without the AM/PM marker,
/// or 12 hours with it (before the time where the language puts it there: 下午1:21).
QString inClockStyle(QString pattern, const QLocale &locale)
{
    static const QRegularExpression marker(QStringLiteral("\\s*(AP|ap|A|a)\\s*"));
    switch (g_clockStyle) {
    case ClockStyle::Hours24:
        pattern.remove(marker);
        pattern.replace(QRegularExpression(QStringLiteral("h+")), QStringLiteral("HH"));
        return pattern.trimmed();
    case ClockStyle::Hours12:
        pattern.replace(QRegularExpression(QStringLiteral("H+")), QStringLiteral("h"));
        if (!pattern.contains(marker)) {
            return locale.language() == QLocale::Chinese ? QStringLiteral("AP") + pattern
                                                         : pattern + QStringLiteral(" AP");
        }
        return pattern;
    case ClockStyle::Locale:
        break;
    }
    return pattern;
}

/// The locale's short time (in the clock chosen), with the seconds after the minutes when
/// asked for, and without when not (the C locale's short time has them).
QString clockPattern(const QLocale &locale, TimePrecision precision)
{
    QString pattern = inClockStyle(locale.timeFormat(QLocale::ShortFormat), locale);
    if (precision == TimePrecision::Minutes) {
        static const QRegularExpression seconds(QStringLiteral("[^hHmsapAPt ]?s+(\\.z+)?"));
        pattern.remove(seconds);
    } else if (precision == TimePrecision::Seconds && !pattern.contains(QLatin1Char('s'))) {
        // The separator the locale puts before the minutes goes before the seconds too.
        static const QRegularExpression minutes(QStringLiteral("([^hHm]*)(m+)"));
        const auto match = minutes.match(pattern);
        if (match.hasMatch()) {
            const QString separator
                = match.captured(1).isEmpty() ? QStringLiteral(":") : match.captured(1);
            pattern.insert(match.capturedEnd(2), separator + QStringLiteral("ss"));
        }
    }
    return pattern;
}

QString momentPattern(const QLocale &locale, TimePrecision precision)
{
    return dayPattern(locale) + QLatin1Char(' ') + clockPattern(locale, precision);
}

QString momentText(const QLocale &locale, std::int64_t t, TimePrecision precision)
{
    return locale.toString(shown(t), momentPattern(locale, precision));
}

QString dayText(const QLocale &locale, const QDate &day, QLocale::FormatType format)
{
    return format == QLocale::ShortFormat ? locale.toString(day, dayPattern(locale))
                                          : locale.toString(day, format);
}

} // namespace

void setTimeZoneChoice(TimeZoneChoice choice)
{
    g_timeZone = choice;
}

TimeZoneChoice timeZoneChoice()
{
    return g_timeZone;
}

QTimeZone shownTimeZone()
{
    // Asked each time: the system's zone follows TZ and the system's setting while running.
    return g_timeZone == TimeZoneChoice::Local ? QTimeZone::systemTimeZone() : QTimeZone::utc();
}

Qt::TimeSpec shownTimeSpec()
{
    return g_timeZone == TimeZoneChoice::Local ? Qt::LocalTime : Qt::UTC;
}

QString timeZoneText(std::int64_t t)
{
    if (g_timeZone == TimeZoneChoice::Utc)
        return QStringLiteral("UTC");
    // The offset, not the abbreviation: "CST" is China's, Cuba's and Chicago's.
    const int offset = QTimeZone::systemTimeZone().offsetFromUtc(utc(t));
    const int minutes = std::abs(offset) / 60;
    return QStringLiteral("UTC%1%2:%3")
        .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
        .arg(minutes / 60, 2, 10, QLatin1Char('0'))
        .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

std::int64_t dayStartIn(std::int64_t t, const QTimeZone &zone)
{
    return QDateTime::fromSecsSinceEpoch(t, zone).date().startOfDay(zone).toSecsSinceEpoch();
}

std::int64_t addDaysIn(std::int64_t dayStart, int days, const QTimeZone &zone)
{
    return QDateTime::fromSecsSinceEpoch(dayStart, zone)
        .date()
        .addDays(days)
        .startOfDay(zone)
        .toSecsSinceEpoch();
}

void setClockStyle(ClockStyle style)
{
    g_clockStyle = style;
}

ClockStyle clockStyle()
{
    return g_clockStyle;
}

QString formatMoment(std::int64_t t, TimePrecision precision)
{
    return saysZone(momentText(QLocale(), t, precision), t);
}

QString formatClock(std::int64_t t, TimePrecision precision)
{
    const QLocale locale;
    return saysZone(locale.toString(shown(t).time(), clockPattern(locale, precision)), t);
}

QString formatDay(std::int64_t t, QLocale::FormatType format)
{
    return saysZone(dayText(QLocale(), shown(t).date(), format), t);
}

QString formatSince(std::int64_t t)
{
    return dayStartIn(t, shownTimeZone()) == t ? formatDay(t) : formatMoment(t);
}

QString formatMonth(std::int64_t t)
{
    // The locale's long date without the day and the weekday: "MMMM yyyy", "yyyy年M月".
    const QLocale locale;
    QString pattern = locale.dateFormat(QLocale::LongFormat);
    static const QRegularExpression weekday(QStringLiteral("[,\\s]*d{3,4}[,\\s]*"));
    static const QRegularExpression day(QStringLiteral("(?<![dA-Za-z])d{1,2}(?!d)[.,日\\s]*"));
    pattern.replace(weekday, QStringLiteral(" ")).replace(day, QString());
    pattern = pattern.trimmed();
    if (!pattern.contains(QLatin1Char('M')) || !pattern.contains(QLatin1Char('y')))
        pattern = QStringLiteral("MMMM yyyy");
    const QDate day1 = utc(t).date();
    return saysUtc(locale.toString(QDate(day1.year(), day1.month(), 1), pattern));
}

QString formatSpan(std::int64_t from, std::int64_t to)
{
    const QLocale locale;
    const bool oneDay = shown(from).date() == shown(to).date();
    const QString end
        = oneDay ? locale.toString(shown(to).time(), clockPattern(locale, TimePrecision::Minutes))
                 : momentText(locale, to, TimePrecision::Minutes);
    return saysZone(QCoreApplication::translate("DisplayText", "%1 – %2")
                        .arg(momentText(locale, from, TimePrecision::Minutes), end),
                    to);
}

QString axisFormat(std::int64_t span, std::int64_t tick)
{
    const QLocale locale;
    const QString clock = clockPattern(locale, TimePrecision::Minutes);
    if (span <= 86400 && tick < 86400)
        return clock;
    // The short date without its year and the separator next to it: "M/d", "M/d".
    QString day = locale.dateFormat(QLocale::ShortFormat);
    static const QRegularExpression year(QStringLiteral("^y+[^dM]*|[^dM]*y+$"));
    day.remove(year);
    if (day.contains(QLatin1Char('y')))
        day = QStringLiteral("MM-dd");
    return tick >= 86400 ? day : day + QLatin1Char(' ') + clock;
}

QString formatTick(std::int64_t t, std::int64_t span, std::int64_t tick)
{
    return QLocale().toString(shown(t), axisFormat(span, tick));
}

QString editFormat()
{
    return momentPattern(QLocale(), TimePrecision::Minutes);
}

QString machineTime(std::int64_t t)
{
    return QString::fromStdString(api::formatRfc3339({t}));
}

QString fileStamp(std::int64_t t)
{
    return utc(t).toString(QStringLiteral("yyyyMMdd-HHmm"));
}

QString fileDay(std::int64_t t)
{
    return utc(t).toString(QStringLiteral("yyyy-MM-dd"));
}

QString acceleratorName(const client::Session *session, const std::string &id)
{
    if (const api::Accelerator *a = session ? session->catalog().accelerator(id) : nullptr)
        return QString::fromStdString(a->name);
    return QString::fromStdString(id);
}

QString snapshotTitle(const client::Session *session, const api::Snapshot &snapshot)
{
    const api::Instance *from = session && snapshot.instanceId
                                    ? session->instances().find(*snapshot.instanceId)
                                    : nullptr;
    const QString of = QString::fromStdString(from ? from->name : snapshot.name);
    switch (snapshot.origin.value_or(api::SnapshotOrigin::Manual)) {
    case api::SnapshotOrigin::Switch:
        return QCoreApplication::translate("DisplayText", "Switch checkpoint of “%1” (from %2)")
            .arg(of, acceleratorName(session, snapshot.accelerator));
    case api::SnapshotOrigin::Stop:
        return QCoreApplication::translate("DisplayText", "Checkpoint of “%1” at its stop").arg(of);
    case api::SnapshotOrigin::Manual:
    case api::SnapshotOrigin::Unknown:
        break;
    }
    return QString::fromStdString(snapshot.name);
}

QString snapshotChoiceText(const client::Session *session, const api::Snapshot &snapshot)
{
    return QCoreApplication::translate("DisplayText", "%1 — step %2, %3, %4 GiB")
        .arg(snapshotTitle(session, snapshot),
             QLocale().toString(qlonglong(snapshot.checkpointStep)), backendText(snapshot.backend),
             formatNumber(snapshot.sizeGib, 1));
}

QString modalityText(const std::string &modality)
{
    if (modality == "text")
        return QCoreApplication::translate("DisplayText", "Text");
    if (modality == "code")
        return QCoreApplication::translate("DisplayText", "Code");
    if (modality == "image")
        return QCoreApplication::translate("DisplayText", "Images");
    if (modality == "image-text")
        return QCoreApplication::translate("DisplayText", "Images and text");
    if (modality == "audio")
        return QCoreApplication::translate("DisplayText", "Audio");
    if (modality == "graph")
        return QCoreApplication::translate("DisplayText", "Graphs");
    return QString::fromStdString(modality);
}

QString regionName(const client::Session *session, const std::string &id)
{
    return QString::fromStdString(session ? session->catalog().regionName(id) : id);
}

} // namespace polychip::ui
