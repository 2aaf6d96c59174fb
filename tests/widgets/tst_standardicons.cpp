// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/standardicons.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QMetaEnum>
#include <QPainter>
#include <QPixmap>
#include <QProxyStyle>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTest>
#include <QWidget>

#include <cstddef>
#include <new>

using namespace polychip;

namespace {

/** A style whose every standard icon is a square of one colour, counting how often it is
 *  asked for one. */
class TintStyle final : public QProxyStyle
{
public:
    explicit TintStyle(QColor colour)
        : m_colour(colour)
    {}

    QIcon standardIcon(StandardPixmap, const QStyleOption *, const QWidget *) const override
    {
        ++asked;
        QPixmap square(16, 16);
        square.fill(m_colour);
        return QIcon(square);
    }

    mutable int asked = 0;

private:
    QColor m_colour;
};

QColor colourOf(const QIcon &icon)
{
    return icon.pixmap(16, 16).toImage().pixelColor(8, 8);
}

/// The standard icons the console's sources ask for ("SP_BrowserReload"...).
QSet<QString> standardIconsUsed()
{
    QSet<QString> used;
    static const QRegularExpression name(QStringLiteral("QStyle::(SP_[A-Za-z]+)"));
    for (const char *folder : {"/widgets", "/app"}) {
        QDirIterator it(QStringLiteral(POLYCHIP_SOURCE_DIR) + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            // The glyphs' own table names every one it draws.
            if (file.fileName().endsWith(QLatin1String("standardicons.cpp"))
                || !file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (auto m = name.globalMatch(text); m.hasNext();)
                used.insert(m.next().captured(1));
        }
    }
    return used;
}

/// The share of an image's drawn pixels that are neither clear nor solid: the soft edge an
/// image scaled up has wide, and one drawn at its size narrow.
double softness(const QImage &image)
{
    int drawn = 0;
    int soft = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const int alpha = image.pixelColor(x, y).alpha();
            drawn += alpha > 0;
            soft += alpha > 0 && alpha < 255;
        }
    }
    return drawn > 0 ? double(soft) / drawn : 1.0;
}

} // namespace

class StandardIconsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aStyleIsAskedOncePerIcon()
    {
        TintStyle style(Qt::red);
        QWidget a;
        QWidget b;
        a.setStyle(&style);
        b.setStyle(&style);
        const QIcon first = ui::standardIcon(&a, QStyle::SP_DirClosedIcon);
        const QIcon again = ui::standardIcon(&b, QStyle::SP_DirClosedIcon);
        QCOMPARE(again.cacheKey(), first.cacheKey());
        QCOMPARE(colourOf(first), QColor(Qt::red));
        QCOMPARE(colourOf(again), QColor(Qt::red));
        QCOMPARE(style.asked, 1);
        const QIcon other = ui::standardIcon(&a, QStyle::SP_DialogHelpButton);
        QVERIFY(!other.isNull()); // another icon: asked for
        QCOMPARE(style.asked, 2);
    }

    void aStyleIsAskedWhenTheIconIsFirstUsed()
    {
        // Decoding every icon before the first paint cost the console milliseconds it did not
        // need: most sit in menus not yet opened.
        TintStyle style(Qt::red);
        QWidget w;
        w.setStyle(&style);
        const QIcon icon = ui::standardIcon(&w, QStyle::SP_FileLinkIcon);
        QAction action(icon, QStringLiteral("Delete"));
        QCOMPARE(style.asked, 0);
        QCOMPARE(action.icon().actualSize(QSize(16, 16)), QSize(16, 16));
        QCOMPARE(style.asked, 1);
        QCOMPARE(colourOf(action.icon()), QColor(Qt::red));
        QCOMPARE(style.asked, 1);
    }

    void anIconOutlivesItsStyle()
    {
        QIcon icon;
        {
            TintStyle style(Qt::red);
            QWidget w;
            w.setStyle(&style);
            icon = ui::standardIcon(&w, QStyle::SP_DirHomeIcon);
        }
        // Never drawn while its style lived: the application's style draws it.
        QCOMPARE(
            icon.pixmap(16, 16).toImage(),
            QApplication::style()->standardIcon(QStyle::SP_DirHomeIcon).pixmap(16, 16).toImage());
    }

    void eachStyleGivesItsOwnIcons()
    {
        TintStyle red(Qt::red);
        TintStyle blue(Qt::blue);
        QWidget a;
        QWidget b;
        a.setStyle(&red);
        b.setStyle(&blue);
        QCOMPARE(colourOf(ui::standardIcon(&a, QStyle::SP_FileLinkIcon)), QColor(Qt::red));
        QCOMPARE(colourOf(ui::standardIcon(&b, QStyle::SP_FileLinkIcon)), QColor(Qt::blue));
    }

    void aStyleMadeWhereADestroyedOneWasGetsItsOwnIcons()
    {
        // The same address for both, as the allocator may well give: the first style's icons
        // must have gone with it.
        alignas(TintStyle) std::byte place[sizeof(TintStyle)];
        auto *first = new (place) TintStyle(Qt::red);
        {
            QWidget w;
            w.setStyle(first);
            QCOMPARE(colourOf(ui::standardIcon(&w, QStyle::SP_DirLinkIcon)), QColor(Qt::red));
        }
        first->~TintStyle();
        auto *second = new (place) TintStyle(Qt::green);
        {
            QWidget w;
            w.setStyle(second);
            QCOMPARE(colourOf(ui::standardIcon(&w, QStyle::SP_DirLinkIcon)), QColor(Qt::green));
            QCOMPARE(second->asked, 1);
        }
        second->~TintStyle();
    }

    void theApplicationsStyleGivesWhatItWouldHaveGiven()
    {
        QWidget w;
        const QIcon kept = ui::standardIcon(&w, QStyle::SP_DirHomeIcon);
        const QIcon made = w.style()->standardIcon(QStyle::SP_DirHomeIcon, nullptr, &w);
        QCOMPARE(kept.availableSizes(), made.availableSizes());
        QCOMPARE(kept.pixmap(32, 32).toImage(), made.pixmap(32, 32).toImage());
    }

    void everyIconTheConsoleUsesIsOneOfItsGlyphs()
    {
        // The style's icons are PNGs of at most 32 px: at 200 % they are scaled up and soft.
        const QSet<QString> used = standardIconsUsed();
        QVERIFY(used.size() > 20);
        const QMetaEnum pixmaps = QMetaEnum::fromType<QStyle::StandardPixmap>();
        QWidget w;
        for (const QString &name : used) {
            bool known = false;
            const int value = pixmaps.keyToValue(name.toLatin1().constData(), &known);
            QVERIFY2(known, qPrintable(name));
            const QIcon icon = ui::standardIcon(&w, QStyle::StandardPixmap(value));
            QVERIFY2(!icon.name().isEmpty(), qPrintable(name + QLatin1String(" has no glyph")));
            QVERIFY2(!icon.isNull(), qPrintable(name + QLatin1String("'s glyph is missing")));
        }
    }

    void aGlyphIsDrawnSharpAtTwiceTheScale()
    {
        QWidget w;
        const QIcon glyph = ui::standardIcon(&w, QStyle::SP_BrowserReload);
        const QPixmap at2 = glyph.pixmap(QSize(24, 24), 2.0);
        QCOMPARE(at2.size(), QSize(48, 48));
        QCOMPARE(at2.deviceIndependentSize(), QSizeF(24, 24));
        // The style's own, asked for the same: at most 32 px, then scaled up when painted.
        const QIcon style = w.style()->standardIcon(QStyle::SP_BrowserReload);
        QVERIFY(style.pixmap(QSize(24, 24), 2.0).width() < 48);
        QImage painted(48, 48, QImage::Format_ARGB32_Premultiplied);
        painted.fill(Qt::transparent);
        {
            QPainter p(&painted);
            p.setRenderHint(QPainter::SmoothPixmapTransform);
            p.drawPixmap(painted.rect(), style.pixmap(32, 32));
        }
        const double ours = softness(at2.toImage());
        const double theirs = softness(painted);
        QVERIFY2(ours < theirs, qPrintable(QStringLiteral("%1 vs %2").arg(ours).arg(theirs)));
    }

    void aGlyphTakesThePalettesTextColour()
    {
        QWidget w;
        const QIcon trash = ui::standardIcon(&w, QStyle::SP_TrashIcon);
        const QPalette was = QGuiApplication::palette();
        const auto restore = qScopeGuard([&] { QGuiApplication::setPalette(was); });
        for (const QColor text : {QColor(0x1e, 0x1e, 0x1e), QColor(0xe8, 0xe8, 0xe8)}) {
            QPalette palette = was;
            palette.setColor(QPalette::WindowText, text);
            QGuiApplication::setPalette(palette);
            // Its solid pixels are the palette's text.
            const QImage image = trash.pixmap(64, 64).toImage();
            int solid = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (c.alpha() == 255) {
                        QCOMPARE(c.rgb(), text.rgb());
                        ++solid;
                    }
                }
            }
            QVERIFY(solid > 100);
            // Faded when disabled: nothing solid.
            const QImage disabled = trash.pixmap(QSize(64, 64), QIcon::Disabled).toImage();
            int solidDisabled = 0;
            for (int y = 0; y < disabled.height(); ++y) {
                for (int x = 0; x < disabled.width(); ++x)
                    solidDisabled += disabled.pixelColor(x, y).alpha() == 255;
            }
            QCOMPARE(solidDisabled, 0);
        }
    }
};

QTEST_MAIN(StandardIconsTest)
#include "tst_standardicons.moc"
