// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "polychip/version.h"
#include "welcomepage.h"

#include <QLabel>
#include <QTest>

using namespace polychip;

/** The welcome page. */
class WelcomePageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheVersion()
    {
        ui::WelcomePage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.versionText().contains(QString::fromLatin1(kVersion)));
        auto *label = page.findChild<QLabel *>(QStringLiteral("versionLabel"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
    }

    void summaryIsNotClipped_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("default window") << QSize(1200, 700);
        QTest::newRow("narrow") << QSize(420, 500);
        QTest::newRow("wide") << QSize(2400, 900);
    }

    void summaryIsNotClipped()
    {
        QFETCH(QSize, size);
        ui::WelcomePage page;
        page.resize(size);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *summary = page.findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY(summary);
        QTRY_VERIFY(summary->height() >= summary->heightForWidth(summary->width()));
        QVERIFY(summary->width() <= 560);
    }
};

QTEST_MAIN(WelcomePageTest)
#include "tst_welcomepage.moc"
