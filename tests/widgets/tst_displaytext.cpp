// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Money as the locale writes it: the sign before the currency symbol, grouping and decimals.
// Dates and times, one format per purpose: the locale's order and clock, the platform's UTC
// said after every time, RFC 3339 for data.
#include "kit/displaytext.h"

#include <QDateTime>
#include <QLocale>
#include <QScopeGuard>
#include <QTest>
#include <QTimeZone>

using namespace polychip;

namespace {
// 2027-01-21 01:21:05 UTC and 14:05:00 UTC the same day.
constexpr qint64 kMorning = 1800494465;
constexpr qint64 kAfternoon = 1800540300;
} // namespace

class TestDisplayText final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void moneyIsWrittenAsTheLocaleWritesIt_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("text");
        QTest::newRow("en, a loss") << "en_US" << qint64(-28'507'020'000) << "-¥28,507.02";
        QTest::newRow("zh, a loss") << "zh_CN" << qint64(-28'507'020'000) << "-¥28,507.02";
        QTest::newRow("en, a gain") << "en_US" << qint64(28'507'020'000) << "¥28,507.02";
        QTest::newRow("en, under a yuan") << "en_US" << qint64(-4'000) << "-¥0.0040";
        QTest::newRow("en, nothing") << "en_US" << qint64(0) << "¥0.00";
    }

    void moneyIsWrittenAsTheLocaleWritesIt()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, micros);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatMoney(micros), text);
    }

    void aNegativeAmountNeverPutsTheSignAfterTheSymbol()
    {
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        const QString text = ui::formatMoney(-1'500'000, QStringLiteral("USD"));
        QVERIFY2(!text.contains(QStringLiteral("$-")), qPrintable(text));
        QCOMPARE(text, QStringLiteral("-$1.50"));
    }

    void aMomentIsTheLocalesDateAndTimeInUtc_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("en, minutes") << "en_US" << false << "1/21/2027 1:21 AM UTC";
        QTest::newRow("en, seconds") << "en_US" << true << "1/21/2027 1:21:05 AM UTC";
        QTest::newRow("zh, minutes") << "zh_CN" << false << "2027/1/21 01:21 UTC";
        QTest::newRow("zh, seconds") << "zh_CN" << true << "2027/1/21 01:21:05 UTC";
        QTest::newRow("de, minutes") << "de_DE" << false << "21.01.2027 01:21 UTC";
        QTest::newRow("C, minutes") << "C" << false << "21 Jan 2027 01:21 UTC";
        QTest::newRow("C, seconds") << "C" << true << "21 Jan 2027 01:21:05 UTC";
    }

    void aMomentIsTheLocalesDateAndTimeInUtc()
    {
        QFETCH(QString, locale);
        QFETCH(bool, seconds);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatMoment(kMorning, seconds ? ui::TimePrecision::Seconds
                                                    : ui::TimePrecision::Minutes),
                 text);
    }

    void aClockIsTheTimeOfDayInUtc_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("en") << "en_US" << false << "2:05 PM UTC";
        QTest::newRow("en, seconds") << "en_US" << true << "2:05:00 PM UTC";
        QTest::newRow("zh") << "zh_CN" << false << "14:05 UTC";
        QTest::newRow("zh, seconds") << "zh_CN" << true << "14:05:00 UTC";
        QTest::newRow("C") << "C" << false << "14:05 UTC";
    }

    void aClockIsTheTimeOfDayInUtc()
    {
        QFETCH(QString, locale);
        QFETCH(bool, seconds);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatClock(kAfternoon,
                                 seconds ? ui::TimePrecision::Seconds : ui::TimePrecision::Minutes),
                 text);
    }

    void aClockChosenIsTheSameInEveryLanguage_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<int>("style");
        QTest::addColumn<QString>("clock");
        QTest::addColumn<QString>("moment");
        using S = ui::ClockStyle;
        QTest::newRow("en, 24 h") << "en_US" << int(S::Hours24) << "14:05 UTC"
                                  << "1/21/2027 01:21 UTC";
        QTest::newRow("en, 12 h") << "en_US" << int(S::Hours12) << "2:05 PM UTC"
                                  << "1/21/2027 1:21 AM UTC";
        QTest::newRow("zh, 24 h") << "zh_CN" << int(S::Hours24) << "14:05 UTC"
                                  << "2027/1/21 01:21 UTC";
        QTest::newRow("zh, 12 h") << "zh_CN" << int(S::Hours12) << "下午2:05 UTC"
                                  << "2027/1/21 上午1:21 UTC";
        QTest::newRow("de, 12 h") << "de_DE" << int(S::Hours12) << "2:05 PM UTC"
                                  << "21.01.2027 1:21 AM UTC";
    }

    void aClockChosenIsTheSameInEveryLanguage()
    {
        QFETCH(QString, locale);
        QFETCH(int, style);
        QFETCH(QString, clock);
        QFETCH(QString, moment);
        QLocale::setDefault(QLocale(locale));
        ui::setClockStyle(ui::ClockStyle(style));
        const QString shownClock = ui::formatClock(kAfternoon);
        const QString shownMoment = ui::formatMoment(kMorning);
        const QString withSeconds = ui::formatClock(kAfternoon, ui::TimePrecision::Seconds);
        ui::setClockStyle(ui::ClockStyle::Locale);
        QCOMPARE(shownClock, clock);
        QCOMPARE(shownMoment, moment);
        QVERIFY2(withSeconds.contains(QStringLiteral(":05:00")), qPrintable(withSeconds));
    }

    void moneyHasTheDecimalsChosen()
    {
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        QCOMPARE(ui::formatMoney(12'500'000), QStringLiteral("¥12.50"));
        QCOMPARE(ui::formatMoney(1'800), QStringLiteral("¥0.0018")); // below one: four
        ui::setMoneyDecimals(ui::MoneyDecimals::Two);
        const QString two = ui::formatMoney(1'800);
        const QString twoLarge = ui::formatMoney(-28'507'024'000);
        ui::setMoneyDecimals(ui::MoneyDecimals::Four);
        const QString four = ui::formatMoney(12'500'000);
        ui::setMoneyDecimals(ui::MoneyDecimals::Adaptive);
        QCOMPARE(two, QStringLiteral("¥0.00"));
        QCOMPARE(twoLarge, QStringLiteral("-¥28,507.02"));
        QCOMPARE(four, QStringLiteral("¥12.5000"));
    }

    void aDayIsTheUtcDayInTheLocalesOrder_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<bool>("longFormat");
        QTest::addColumn<QString>("text");
        QTest::newRow("en") << "en_US" << false << "1/21/2027 UTC";
        QTest::newRow("zh") << "zh_CN" << false << "2027/1/21 UTC";
        QTest::newRow("en, long") << "en_US" << true << "Thursday, January 21, 2027 UTC";
        QTest::newRow("zh, long") << "zh_CN" << true << "2027年1月21日星期四 UTC";
    }

    void aDayIsTheUtcDayInTheLocalesOrder()
    {
        QFETCH(QString, locale);
        QFETCH(bool, longFormat);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatDay(kMorning, longFormat ? QLocale::LongFormat : QLocale::ShortFormat),
                 text);
    }

    void aDayIsTheUtcDayWhateverTheLocalZone()
    {
        // 23:00 UTC on New Year's Eve is still 2026 on the platform, even in UTC+8.
        const QByteArray zone = qgetenv("TZ");
        qputenv("TZ", "Asia/Shanghai");
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        const QString day = ui::formatDay(1798758000);
        const QString month = ui::formatMonth(1798758000);
        const QString clock = ui::formatClock(1798758000);
        if (zone.isNull())
            qunsetenv("TZ");
        else
            qputenv("TZ", zone);
        QCOMPARE(day, QStringLiteral("12/31/2026 UTC"));
        QCOMPARE(month, QStringLiteral("December 2026 UTC"));
        QCOMPARE(clock, QStringLiteral("11:00 PM UTC"));
    }

    void localTimeSaysItsOffsetAndBillingMonthsStayUtc_data()
    {
        QTest::addColumn<QByteArray>("tz");
        QTest::addColumn<QString>("day");
        QTest::addColumn<QString>("clock");
        QTest::addColumn<QString>("tick");
        // POSIX zones, so that no tz database is needed; their sign is west-positive.
        QTest::newRow("east") << QByteArray("XST-8") << "1/1/2027 UTC+08:00"
                              << "7:00 AM UTC+08:00"
                              << "1/1";
        QTest::newRow("west") << QByteArray("EST5") << "12/31/2026 UTC-05:00"
                              << "6:00 PM UTC-05:00"
                              << "12/31";
        QTest::newRow("half hour") << QByteArray("IST-5:30") << "1/1/2027 UTC+05:30"
                                   << "4:30 AM UTC+05:30"
                                   << "1/1";
    }

    void localTimeSaysItsOffsetAndBillingMonthsStayUtc()
    {
        QFETCH(QByteArray, tz);
        const QByteArray was = qgetenv("TZ");
        qputenv("TZ", tz);
        const auto restore = qScopeGuard([&] {
            ui::setTimeZoneChoice(ui::TimeZoneChoice::Utc);
            if (was.isNull())
                qunsetenv("TZ");
            else
                qputenv("TZ", was);
        });
        QLocale::setDefault(QLocale(QStringLiteral("en_US")));
        ui::setTimeZoneChoice(ui::TimeZoneChoice::Local);
        QCOMPARE(ui::shownTimeSpec(), Qt::LocalTime);
        QTEST(ui::formatDay(1798758000), "day");
        QTEST(ui::formatClock(1798758000), "clock");
        QTEST(ui::formatTick(1798758000, 7 * 86400, 86400), "tick");
        QCOMPARE(ui::formatMonth(1798758000), QStringLiteral("December 2026 UTC"));
        // The month began at 00:00 UTC, which is no day's start in the zone: said to the minute.
        const QString since = ui::formatSince(1798761600);
        QVERIFY2(since.contains(QLatin1Char(':')), qPrintable(since));
        const std::int64_t midnight = ui::dayStartIn(1798758000, ui::shownTimeZone());
        QCOMPARE(ui::formatSince(midnight), ui::formatDay(midnight));
        // Back to UTC: as the platform keeps it.
        ui::setTimeZoneChoice(ui::TimeZoneChoice::Utc);
        QCOMPARE(ui::formatDay(1798758000), QStringLiteral("12/31/2026 UTC"));
        QCOMPARE(ui::formatSince(1798761600), QStringLiteral("1/1/2027 UTC"));
        QCOMPARE(ui::shownTimeSpec(), Qt::UTC);
    }

    void aMonthIsNamedAsTheLocaleNamesIt_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::newRow("en") << "en_US"
                            << "January 2027 UTC";
        QTest::newRow("zh") << "zh_CN"
                            << "2027年1月 UTC";
        QTest::newRow("de") << "de_DE"
                            << "Januar 2027 UTC";
    }

    void aMonthIsNamedAsTheLocaleNamesIt()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatMonth(kMorning), text);
    }

    void aSpanSaysTheDateOnceWithinADay_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<QString>("text");
        QTest::newRow("en, one day")
            << "en_US" << kMorning << kAfternoon << "1/21/2027 1:21 AM – 2:05 PM UTC";
        QTest::newRow("zh, one day")
            << "zh_CN" << kMorning << kAfternoon << "2027/1/21 01:21 – 14:05 UTC";
        QTest::newRow("en, days") << "en_US" << qint64(1798761600) << kMorning
                                  << "1/1/2027 12:00 AM – 1/21/2027 1:21 AM UTC";
        QTest::newRow("zh, days") << "zh_CN" << qint64(1798761600) << kMorning
                                  << "2027/1/1 00:00 – 2027/1/21 01:21 UTC";
    }

    void aSpanSaysTheDateOnceWithinADay()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::formatSpan(from, to), text);
    }

    void chartTicksShowTheTimeWithinADayAndTheDayBeyond_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("span");
        QTest::addColumn<qint64>("tick");
        QTest::addColumn<QString>("label");
        QTest::newRow("en, an hour") << "en_US" << qint64(3600) << qint64(900) << "2:05 PM";
        QTest::newRow("zh, an hour") << "zh_CN" << qint64(3600) << qint64(900) << "14:05";
        QTest::newRow("en, a day") << "en_US" << qint64(86400) << qint64(3 * 3600) << "2:05 PM";
        QTest::newRow("en, three days, by 12 h")
            << "en_US" << qint64(3 * 86400) << qint64(12 * 3600) << "1/21 2:05 PM";
        QTest::newRow("zh, three days, by 12 h")
            << "zh_CN" << qint64(3 * 86400) << qint64(12 * 3600) << "1/21 14:05";
        QTest::newRow("en, a day's bar") << "en_US" << qint64(86400) << qint64(86400) << "1/21";
        QTest::newRow("en, a month")
            << "en_US" << qint64(30 * 86400) << qint64(5 * 86400) << "1/21";
        QTest::newRow("zh, a month")
            << "zh_CN" << qint64(30 * 86400) << qint64(5 * 86400) << "1/21";
    }

    void chartTicksShowTheTimeWithinADayAndTheDayBeyond()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, span);
        QFETCH(qint64, tick);
        QFETCH(QString, label);
        QLocale::setDefault(QLocale(locale));
        const QString format = ui::axisFormat(span, tick);
        QCOMPARE(
            QLocale().toString(QDateTime::fromSecsSinceEpoch(kAfternoon, QTimeZone::utc()), format),
            label);
        QCOMPARE(ui::formatTick(kAfternoon, span, tick), label);
    }

    void dataAndFileNamesKeepOneMachineFormatInEveryLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << "en_US";
        QTest::newRow("zh") << "zh_CN";
    }

    void dataAndFileNamesKeepOneMachineFormatInEveryLocale()
    {
        QFETCH(QString, locale);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(ui::machineTime(kMorning), QStringLiteral("2027-01-21T01:21:05Z"));
        QCOMPARE(ui::fileStamp(kMorning), QStringLiteral("20270121-0121"));
        QCOMPARE(ui::fileDay(kMorning), QStringLiteral("2027-01-21"));
    }

    void anEditorReadsAsAMomentWithoutUtc_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::newRow("en") << "en_US"
                            << "1/21/2027 1:21 AM";
        QTest::newRow("zh") << "zh_CN"
                            << "2027/1/21 01:21";
    }

    void anEditorReadsAsAMomentWithoutUtc()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QLocale::setDefault(QLocale(locale));
        const QString format = ui::editFormat();
        const QDateTime when = QDateTime::fromSecsSinceEpoch(kMorning, QTimeZone::utc());
        QCOMPARE(QLocale().toString(when, format), text);
        // What it shows reads back as the same minute.
        QDateTime back = QLocale().toDateTime(text, format);
        back.setTimeZone(QTimeZone::utc());
        QCOMPARE(back.toSecsSinceEpoch(), kMorning - 5);
    }
};

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
