// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "window/offlinebanner.h"

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace polychip;
using namespace std::chrono_literals;

namespace {

double luminance(const QColor &c)
{
    const auto channel
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/** WCAG contrast ratio, 1 to 21; 4.5 is the minimum for body text. */
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette paletteOf(const QColor &window, const QColor &text)
{
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    return p;
}

} // namespace

/** The "cannot reach the platform" strip. */
class OfflineBannerTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hiddenUntilShown()
    {
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        auto *banner = new ui::OfflineBanner(&window);
        layout->addWidget(banner);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!banner->isVisible());
        QCOMPARE(banner->mode(), ui::OfflineBanner::Mode::Hidden);
    }

    void countsDown()
    {
        ui::OfflineBanner banner;
        banner.showOffline(QStringLiteral("Cannot reach the platform: connection refused"), 3s);
        QVERIFY(banner.isVisible());
        QCOMPARE(banner.mode(), ui::OfflineBanner::Mode::Offline);
        QCOMPARE(banner.reasonText(),
                 QStringLiteral("Cannot reach the platform: connection refused"));
        QCOMPARE(banner.statusText(), QStringLiteral("Retrying in 3 s"));
        QCOMPARE(banner.retryIn(), 3s);
        // Down by the second; a busy machine may skip a step, never go back up.
        QTRY_VERIFY_WITH_TIMEOUT(banner.statusText() != QStringLiteral("Retrying in 3 s"), 2500);
        static const QRegularExpression counting(
            QStringLiteral("^Retrying in [12] s$|^Retrying…$"));
        QVERIFY2(counting.match(banner.statusText()).hasMatch(), qPrintable(banner.statusText()));
        QVERIFY(banner.retryIn() < 3s);
        QTRY_COMPARE_WITH_TIMEOUT(banner.statusText(), QStringLiteral("Retrying…"), 4000);
        QCOMPARE(banner.retryIn(), 0s);
        // Stays there until the caller says what happened next.
        QTest::qWait(1200);
        QCOMPARE(banner.statusText(), QStringLiteral("Retrying…"));

        banner.showOffline(QStringLiteral("Still unreachable"), 60s);
        QCOMPARE(banner.reasonText(), QStringLiteral("Still unreachable"));
        QCOMPARE(banner.statusText(), QStringLiteral("Retrying in 60 s"));
    }

    void noCountdownWithoutDelay()
    {
        ui::OfflineBanner banner;
        banner.showOffline(QStringLiteral("Offline"), 0s);
        QVERIFY(banner.isVisible());
        QVERIFY(banner.statusText().isEmpty());
        QVERIFY(!banner.findChild<QLabel *>(QStringLiteral("offlineStatus"))->isVisibleTo(&banner));
    }

    void retryNowEmits()
    {
        ui::OfflineBanner banner;
        banner.showOffline(QStringLiteral("Offline"), 30s);
        banner.show();
        QVERIFY(QTest::qWaitForWindowExposed(&banner));
        QSignalSpy spy(&banner, &ui::OfflineBanner::retryRequested);
        auto *button = banner.findChild<QPushButton *>(QStringLiteral("offlineRetry"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QVERIFY(!button->text().isEmpty());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(banner.statusText(), QStringLiteral("Retrying…"));
        QCOMPARE(banner.retryIn(), 0s);
    }

    void staleHasNoCountdown()
    {
        ui::OfflineBanner banner;
        banner.showOffline(QStringLiteral("Offline"), 10s);
        banner.showStale(QStringLiteral("Billing could not be refreshed"));
        QCOMPARE(banner.mode(), ui::OfflineBanner::Mode::Stale);
        QVERIFY(banner.isVisible());
        QCOMPARE(banner.reasonText(), QStringLiteral("Billing could not be refreshed"));
        QVERIFY(!banner.statusText().isEmpty());
        QVERIFY(!banner.statusText().contains(QStringLiteral("Retrying")));
        QCOMPARE(banner.retryIn(), 0s);
        QTest::qWait(1200);
        QVERIFY(!banner.statusText().contains(QStringLiteral("Retrying")));
    }

    void hides()
    {
        ui::OfflineBanner banner;
        banner.showOffline(QStringLiteral("Offline"), 5s);
        QVERIFY(banner.isVisible());
        banner.hideBanner();
        QVERIFY(!banner.isVisible());
        QCOMPARE(banner.mode(), ui::OfflineBanner::Mode::Hidden);
        QCOMPARE(banner.retryIn(), 0s);
    }

    void readableOnAnyPalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<bool>("stale");
        const QPalette light = paletteOf(QColor(0xef, 0xef, 0xef), Qt::black);
        const QPalette dark = paletteOf(QColor(0x2a, 0x2a, 0x2a), QColor(0xee, 0xee, 0xee));
        QTest::newRow("light offline") << light << false;
        QTest::newRow("dark offline") << dark << false;
        QTest::newRow("light stale") << light << true;
        QTest::newRow("dark stale") << dark << true;
    }

    void readableOnAnyPalette()
    {
        QFETCH(QPalette, palette);
        QFETCH(bool, stale);
        ui::OfflineBanner banner;
        banner.setPalette(palette);
        if (stale)
            banner.showStale(QStringLiteral("Stale"));
        else
            banner.showOffline(QStringLiteral("Offline"), 10s);
        banner.resize(600, banner.sizeHint().height());
        QVERIFY(QTest::qWaitForWindowExposed(&banner));
        const QImage image = banner.grab().toImage();
        const QColor fill = image.pixelColor(3, image.height() / 2);
        const QColor window = palette.color(QPalette::Window);
        QVERIFY2(fill != window, "the banner is not set off from the window");
        const double ratio = contrast(fill, palette.color(QPalette::WindowText));
        QVERIFY2(ratio >= 4.5,
                 qPrintable(QStringLiteral("contrast %1 on %2").arg(ratio).arg(fill.name())));
    }
};

QTEST_MAIN(OfflineBannerTest)
#include "tst_offlinebanner.moc"
