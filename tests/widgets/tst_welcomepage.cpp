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
};

QTEST_MAIN(WelcomePageTest)
#include "tst_welcomepage.moc"
