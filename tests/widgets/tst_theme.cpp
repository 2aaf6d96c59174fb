// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/colors.h"
#include "kit/standardicons.h"
#include "kit/theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFocusFrame>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QStyle>
#include <QTest>
#include <QVBoxLayout>

using namespace polychip;

namespace {

/// The mean lightness of an image's opaque pixels (0 black .. 255 white).
int glyphLightness(const QImage &image)
{
    long sum = 0, count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 128) {
                sum += c.lightness();
                ++count;
            }
        }
    return count ? int(sum / count) : -1;
}

} // namespace

/** The light and dark themes: every text reads on what it is drawn on, and what the console
 *  colours itself (tones, muted labels, the style's glyphs) follows a switch at run time. */
class ThemeTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { ui::applyTheme(ui::Theme::System); }

    void theStoredNamesGoBothWays()
    {
        for (const auto theme : {ui::Theme::System, ui::Theme::Light, ui::Theme::Dark})
            QCOMPARE(ui::themeFromKey(ui::themeKey(theme)), theme);
        QVERIFY(!ui::themeFromKey(QStringLiteral("Dark")));
        QVERIFY(!ui::themeFromKey(QString()));
    }

    void everyTextReadsOnItsBackground_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << ui::lightPalette();
        QTest::newRow("dark") << ui::darkPalette();
    }

    void everyTextReadsOnItsBackground()
    {
        QFETCH(QPalette, palette);
        const auto reads = [](const QColor &text, const QColor &background) {
            return ui::contrastRatio(text, background) >= 4.5;
        };
        for (const auto background : {QPalette::Window, QPalette::Base, QPalette::AlternateBase}) {
            const QColor on = palette.color(background);
            QVERIFY(reads(palette.color(QPalette::WindowText), on));
            QVERIFY(reads(palette.color(QPalette::Text), on));
            for (const auto tone : {ui::TextTone::Warning, ui::TextTone::Error})
                QVERIFY2(reads(ui::textColor(tone, palette), on),
                         qPrintable(ui::textColor(tone, palette).name()));
        }
        QVERIFY(reads(palette.color(QPalette::ButtonText), palette.color(QPalette::Button)));
        QVERIFY(
            reads(palette.color(QPalette::HighlightedText), palette.color(QPalette::Highlight)));
        QVERIFY(reads(palette.color(QPalette::ToolTipText), palette.color(QPalette::ToolTipBase)));
        if (ui::isDark(palette)) // Fusion's own light placeholder is a translucent text colour
            QVERIFY(reads(palette.color(QPalette::PlaceholderText), palette.color(QPalette::Base)));
    }

    void textOnEveryStateColourReads()
    {
        // Badges and filled bars: text in readableOn() of the state colour, on either theme.
        for (const auto tone : {ui::Tone::Good, ui::Tone::Busy, ui::Tone::Info, ui::Tone::Bad,
                                ui::Tone::Neutral, ui::Tone::Accent}) {
            const QColor fill = ui::toneColor(tone);
            QVERIFY2(ui::contrastRatio(ui::readableOn(fill), fill) >= 4.5, qPrintable(fill.name()));
        }
        for (const auto backend :
             {api::Backend::Gpu, api::Backend::Tpu, api::Backend::Npu, api::Backend::Cpu}) {
            const QColor fill = ui::backendColor(backend);
            QVERIFY2(ui::contrastRatio(ui::readableOn(fill), fill) >= 4.5, qPrintable(fill.name()));
        }
    }

    void darkAndLightAreTheApplicationsColoursAndSystemPutsItsOwnBack()
    {
        const QColor started = QApplication::palette().color(QPalette::Window);
        ui::applyTheme(ui::Theme::Dark);
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 ui::darkPalette().color(QPalette::Window));
        QCOMPARE(ui::baseStyleName(), QStringLiteral("fusion"));
        // Qt's own dialogs draw the console's glyphs: a message box's warning is sharp at 200 %.
        QCOMPARE(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning).name(),
                 QStringLiteral("warning"));
        const QStyle *dark = QApplication::style();
        ui::applyTheme(ui::Theme::Light);
        QCOMPARE(QApplication::style(), dark); // the same style: nothing re-polished
        QCOMPARE(QApplication::palette().color(QPalette::Window),
                 ui::lightPalette().color(QPalette::Window));
        ui::applyTheme(ui::Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), started);
    }

    void theKeyboardFocusIsARingThatReadsInEveryTheme()
    {
        for (const ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            const QPalette palette = QApplication::palette();
            QVERIFY(ui::contrastRatio(ui::focusRingColor(palette), palette.color(QPalette::Window))
                    >= 3.0);
            QWidget window;
            auto *layout = new QVBoxLayout(&window);
            auto *combo = new QComboBox;
            combo->addItems({QStringLiteral("One"), QStringLiteral("Two")});
            auto *spin = new QSpinBox;
            auto *check = new QCheckBox(QStringLiteral("Check"));
            layout->addWidget(combo);
            layout->addWidget(spin);
            layout->addWidget(check);
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            combo->setFocus();
            // Tab: the ring goes round the widget the keyboard moved to, outside its frame.
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QTRY_VERIFY(spin->hasFocus());
            auto *ring = window.findChild<QFocusFrame *>(QStringLiteral("keyboardFocusRing"));
            QVERIFY(ring);
            QCOMPARE(ring->widget(), spin); // the spin box, not its line edit
            QTRY_VERIFY(ring->isVisible());
            QVERIFY(ring->geometry().contains(spin->geometry()));
            QVERIFY(ring->geometry() != spin->geometry());
            // Drawn in the ring's colour.
            const QImage drawn = window.grab(ring->geometry()).toImage();
            const QColor colour = ui::focusRingColor(palette);
            bool found = false;
            for (int x = 0; x < drawn.width() && !found; ++x)
                found = drawn.pixelColor(x, drawn.height() / 2).rgb() == colour.rgb();
            QVERIFY(found);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QTRY_COMPARE(ring->widget(), check);
            // A click moves the focus by the mouse: no ring.
            QTest::mouseClick(combo, Qt::LeftButton);
            QTRY_VERIFY(!ring->isVisible());
        }
        ui::applyTheme(ui::Theme::System);
    }

    void aLabelsToneFollowsTheThemeWithoutLooping()
    {
        QWidget window;
        auto *warning = new QLabel(QStringLiteral("over budget"), &window);
        auto *muted = new QLabel(QStringLiteral("since 1 December"), &window);
        ui::setTextTone(warning, ui::TextTone::Warning);
        ui::setMuted(muted);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(warning->palette().color(QPalette::WindowText),
                 ui::textColor(ui::TextTone::Warning, window.palette()));

        // Counted through the switch: a tone set again on the change it caused would loop (or
        // change the palette over and over); it settles after one more change at most.
        int changes = 0;
        struct Counter : QObject
        {
            int &n;
            explicit Counter(int &count)
                : n(count)
            {}
            bool eventFilter(QObject *, QEvent *e) override
            {
                n += e->type() == QEvent::PaletteChange;
                return false;
            }
        } counter(changes);
        warning->installEventFilter(&counter);
        ui::applyTheme(ui::Theme::Dark);
        QTRY_VERIFY(ui::isDark(window.palette()));
        QTRY_COMPARE(warning->palette().color(QPalette::WindowText),
                     ui::textColor(ui::TextTone::Warning, ui::darkPalette()));
        QTRY_COMPARE(muted->palette().color(QPalette::WindowText),
                     ui::darkPalette().color(QPalette::PlaceholderText));
        QTest::qWait(50);
        QVERIFY2(changes >= 1 && changes <= 3, qPrintable(QString::number(changes)));
        warning->removeEventFilter(&counter);

        // Back to the normal tone: the label inherits its window's colours again.
        ui::setTextTone(warning, ui::TextTone::Normal);
        QTRY_COMPARE(warning->palette().color(QPalette::WindowText),
                     window.palette().color(QPalette::WindowText));
        ui::applyTheme(ui::Theme::Light);
        QTRY_COMPARE(warning->palette().color(QPalette::WindowText),
                     ui::lightPalette().color(QPalette::WindowText));
    }

    void iconsAreDrawnLightOnADarkTheme()
    {
        QWidget widget;
        const QIcon play = ui::standardIcon(&widget, QStyle::SP_MediaPlay);
        ui::applyTheme(ui::Theme::Light);
        const int onLight = glyphLightness(play.pixmap(32, 32).toImage());
        ui::applyTheme(ui::Theme::Dark);
        const int onDark = glyphLightness(play.pixmap(32, 32).toImage());
        QVERIFY2(onLight >= 0 && onLight < 100, qPrintable(QString::number(onLight)));
        QVERIFY2(onDark > 160, qPrintable(QString::number(onDark)));
        // Also when painted, as menus and tool buttons draw it.
        QImage painted(32, 32, QImage::Format_ARGB32_Premultiplied);
        painted.fill(Qt::transparent);
        {
            QPainter p(&painted);
            play.paint(&p, painted.rect());
        }
        QVERIFY(glyphLightness(painted) > 160);
    }
};

QTEST_MAIN(ThemeTest)
#include "tst_theme.moc"
