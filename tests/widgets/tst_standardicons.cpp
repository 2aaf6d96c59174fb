// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "standardicons.h"

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
        QCOMPARE(style.asked, 1);
        QCOMPARE(again.cacheKey(), first.cacheKey());
        QCOMPARE(colourOf(first), QColor(Qt::red));
        ui::standardIcon(&a, QStyle::SP_DialogSaveButton); // another icon: asked for
        QCOMPARE(style.asked, 2);
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
