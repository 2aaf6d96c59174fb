// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/standardicons.h"

#include <QAction>
#include <QApplication>
#include <QPixmap>
#include <QProxyStyle>
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
        const QIcon first = ui::standardIcon(&a, QStyle::SP_BrowserReload);
        const QIcon again = ui::standardIcon(&b, QStyle::SP_BrowserReload);
        QCOMPARE(again.cacheKey(), first.cacheKey());
        QCOMPARE(colourOf(first), QColor(Qt::red));
        QCOMPARE(colourOf(again), QColor(Qt::red));
        QCOMPARE(style.asked, 1);
        const QIcon other = ui::standardIcon(&a, QStyle::SP_DialogSaveButton);
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
        const QIcon icon = ui::standardIcon(&w, QStyle::SP_TrashIcon);
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
        QCOMPARE(colourOf(ui::standardIcon(&a, QStyle::SP_TrashIcon)), QColor(Qt::red));
        QCOMPARE(colourOf(ui::standardIcon(&b, QStyle::SP_TrashIcon)), QColor(Qt::blue));
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
            QCOMPARE(colourOf(ui::standardIcon(&w, QStyle::SP_DirOpenIcon)), QColor(Qt::red));
        }
        first->~TintStyle();
        auto *second = new (place) TintStyle(Qt::green);
        {
            QWidget w;
            w.setStyle(second);
            QCOMPARE(colourOf(ui::standardIcon(&w, QStyle::SP_DirOpenIcon)), QColor(Qt::green));
            QCOMPARE(second->asked, 1);
        }
        second->~TintStyle();
    }

    void theApplicationsStyleGivesWhatItWouldHaveGiven()
    {
        QWidget w;
        const QIcon kept = ui::standardIcon(&w, QStyle::SP_MessageBoxWarning);
        const QIcon made = w.style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, &w);
        QCOMPARE(kept.availableSizes(), made.availableSizes());
        QCOMPARE(kept.pixmap(32, 32).toImage(), made.pixmap(32, 32).toImage());
    }
};

QTEST_MAIN(StandardIconsTest)
#include "tst_standardicons.moc"
