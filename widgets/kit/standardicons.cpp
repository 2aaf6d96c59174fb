// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "standardicons.h"

#include "colors.h"

#include <QApplication>
#include <QGlobalStatic>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QPointer>
#include <QWidget>

#include <optional>

namespace polychip::ui {

namespace {

QPixmap forPalette(const QPixmap &pixmap, bool disabled = false);

/** A style's standard icon, asked of the style when it is first drawn or measured. Most of
 *  the console's icons sit in menus, the palette and pages not shown yet: decoding them all
 *  before the first paint cost milliseconds the first frame does not use. Every copy of the
 *  QIcon shares this engine, so the style is asked once. */
class DeferredStandardIcon final : public QIconEngine
{
public:
    DeferredStandardIcon(const QStyle *style, QStyle::StandardPixmap which, const QWidget *widget)
        : m_style(style)
        , m_which(which)
        , m_widget(widget)
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        if (!isDark(QGuiApplication::palette()))
            return icon().paint(painter, rect, Qt::AlignCenter, mode, state);
        const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QPixmap pm = scaledPixmap(rect.size(), mode, state, scale);
        const QSizeF logical = QSizeF(pm.size()) / pm.devicePixelRatio();
        const QPointF at = QRectF(rect).center() - QPointF(logical.width(), logical.height()) / 2;
        painter->drawPixmap(QRectF(at, logical), pm, QRectF(pm.rect()));
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    QPixmap
    scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        // Disabled on a dark palette: the normal glyph drawn light, then faded (Qt's disabled
        // copy is mapped towards the window colour, and lifting it would look enabled).
        if (mode == QIcon::Disabled && isDark(QGuiApplication::palette()))
            return forPalette(icon().pixmap(size, scale, QIcon::Normal, state), true);
        return forPalette(icon().pixmap(size, scale, mode, state));
    }
    void addPixmap(const QPixmap &pixmap, QIcon::Mode mode, QIcon::State state) override
    {
        icon().addPixmap(pixmap, mode, state);
    }
    void addFile(const QString &fileName,
                 const QSize &size,
                 QIcon::Mode mode,
                 QIcon::State state) override
    {
        icon().addFile(fileName, size, mode, state);
    }
    QIconEngine *clone() const override { return new DeferredStandardIcon(*this); }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return icon().isNull(); }

private:
    DeferredStandardIcon(const DeferredStandardIcon &) = default;

    QIcon &icon()
    {
        if (!m_icon) {
            // The style may have gone since (a style changed at run time): the application's
            // then, as a widget of the destroyed style now has.
            const QStyle *style = m_style ? m_style.data() : QApplication::style();
            m_icon = style->standardIcon(m_which, nullptr, m_widget.data());
        }
        return *m_icon;
    }

    QPointer<const QStyle> m_style;
    QStyle::StandardPixmap m_which;
    QPointer<const QWidget> m_widget;
    std::optional<QIcon> m_icon;
};

/// The style's icons are drawn for a light window: black glyphs (play, stop, pause) vanish on
/// a dark one. On a dark palette their dark, grey parts are drawn light; colours stay.
QPixmap forPalette(const QPixmap &pixmap, bool disabled)
{
    if (pixmap.isNull() || !isDark(QGuiApplication::palette()))
        return pixmap;
    const QString key
        = QStringLiteral("polychip-light-glyph-%1-%2").arg(pixmap.cacheKey()).arg(disabled ? 1 : 0);
    QPixmap found;
    if (QPixmapCache::find(key, &found))
        return found;
    QImage image = pixmap.toImage().convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(line[x]) == 0)
                continue;
            QColor c = QColor::fromRgba(line[x]);
            if (c.hslSaturation() < 64 && c.lightness() < 128)
                c.setHsl(c.hslHue(), c.hslSaturation(), 232 - c.lightness() / 2, c.alpha());
            if (disabled)
                c.setAlpha(c.alpha() * 2 / 5);
            line[x] = c.rgba();
        }
    }
    QPixmap light = QPixmap::fromImage(image);
    light.setDevicePixelRatio(pixmap.devicePixelRatio());
    QPixmapCache::insert(key, light);
    return light;
}

/// Each style's icons, by StandardPixmap.
using Memo = QHash<const QStyle *, QHash<int, QIcon>>;
Q_GLOBAL_STATIC(Memo, memo)

} // namespace

QIcon standardIcon(const QWidget *widget, QStyle::StandardPixmap which)
{
    const QStyle *style = widget->style();
    const auto known = memo->constFind(style);
    if (known == memo->constEnd()) {
        // The first icon of this style: its icons go with it (another may take its address).
        QObject::connect(style, &QObject::destroyed, [style] {
            if (!memo.isDestroyed())
                memo->remove(style);
        });
    } else if (const auto found = known->constFind(int(which)); found != known->constEnd()) {
        return *found;
    }
    return *(*memo)[style].insert(int(which),
                                  QIcon(new DeferredStandardIcon(style, which, widget)));
}

} // namespace polychip::ui
