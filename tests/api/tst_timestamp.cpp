// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "api/rules.h"

#include <QTest>

using namespace polychip::api;

/** RFC 3339 times, the only time format on the wire. */
class TimestampTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("unix");
        QTest::newRow("utc") << "2026-12-02T08:00:00Z" << true << qint64(1796198400);
        QTest::newRow("lower-case t and z") << "2026-12-02t08:00:00z" << true << qint64(1796198400);
        QTest::newRow("fraction truncated")
            << "2026-12-02T08:00:00.999Z" << true << qint64(1796198400);
        QTest::newRow("east offset") << "2026-12-02T16:00:00+08:00" << true << qint64(1796198400);
        QTest::newRow("west offset") << "2026-12-02T03:30:00-04:30" << true << qint64(1796198400);
        QTest::newRow("epoch") << "1970-01-01T00:00:00Z" << true << qint64(0);
        QTest::newRow("leap day") << "2028-02-29T00:00:00Z" << true << qint64(1835395200);
        QTest::newRow("no zone") << "2026-12-02T08:00:00" << false << qint64(0);
        QTest::newRow("date only") << "2026-12-02" << false << qint64(0);
        QTest::newRow("space separator") << "2026-12-02 08:00:00Z" << false << qint64(0);
        QTest::newRow("month 13") << "2026-13-02T08:00:00Z" << false << qint64(0);
        QTest::newRow("february 30") << "2026-02-30T08:00:00Z" << false << qint64(0);
        QTest::newRow("hour 24") << "2026-12-02T24:00:00Z" << false << qint64(0);
        QTest::newRow("empty fraction") << "2026-12-02T08:00:00.Z" << false << qint64(0);
        QTest::newRow("trailing junk") << "2026-12-02T08:00:00Zjunk" << false << qint64(0);
        QTest::newRow("signs in digits") << "+026-12-02T08:00:00Z" << false << qint64(0);
        QTest::newRow("bad offset") << "2026-12-02T08:00:00+8" << false << qint64(0);
        QTest::newRow("empty") << "" << false << qint64(0);
        QTest::newRow("offset before year 0") << "0000-01-01T00:00:00+23:59" << false << qint64(0);
        QTest::newRow("offset past 9999") << "9999-12-31T23:59:59-00:01" << false << qint64(0);
        QTest::newRow("first second of year 0")
            << "0000-01-01T00:00:00Z" << true << qint64(-62167219200);
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, unix);
        Timestamp t;
        QCOMPARE(parseRfc3339(text.toStdString(), t), ok);
        if (ok)
            QCOMPARE(t.unixSeconds, unix);
    }

    void formatRoundTrips_data()
    {
        QTest::addColumn<qint64>("unix");
        QTest::newRow("epoch") << qint64(0);
        QTest::newRow("seed day") << qint64(1796198400);
        QTest::newRow("last second of a leap year") << qint64(1861919999);
        QTest::newRow("before the epoch") << qint64(-86401);
    }

    void formatRoundTrips()
    {
        QFETCH(qint64, unix);
        const std::string text = formatRfc3339({unix});
        QCOMPARE(text.size(), std::size_t(20));
        Timestamp back;
        QVERIFY(parseRfc3339(text, back));
        QCOMPARE(back.unixSeconds, unix);
    }
};

QTEST_GUILESS_MAIN(TimestampTest)
#include "tst_timestamp.moc"
