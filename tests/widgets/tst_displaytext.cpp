// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Money as the locale writes it: the sign before the currency symbol, grouping and decimals.
#include "displaytext.h"

#include <QLocale>
#include <QTest>

using namespace polychip;

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
};

QTEST_GUILESS_MAIN(TestDisplayText)
#include "tst_displaytext.moc"
