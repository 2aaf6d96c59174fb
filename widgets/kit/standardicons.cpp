// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "standardicons.h"

#include "colors.h"

#include <QApplication>
#include <QFile>
#include <QGlobalStatic>
#include <QHash>
#include <QIconEngine>
#include <QImage>
#include <QPainter>
#include <QPixmapCache>
#include <QPointer>
#include <QSvgRenderer>
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

/** One of the console's own glyphs (resources/glyphs), drawn from its SVG at the size and
 *  device pixel ratio asked, so it is sharp at 200 % where the style's PNGs are scaled up. Its
 *  strokes and fills of `currentColor` take the palette's text colour when drawn (a theme
 *  switch needs nothing more): highlighted text when selected, the disabled text colour when
 *  disabled; colours of its own (the warning's amber) stay. */
class GlyphIcon final : public QIconEngine
{
public:
    explicit GlyphIcon(QString name)
        : m_name(std::move(name))
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const int side = std::min(rect.width(), rect.height());
        const int pixels = qRound(side * scale);
        const QPixmap pm = scaledPixmap(QSize(pixels, pixels), mode, state, scale);
        const QRectF at(QRectF(rect).center() - QPointF(side, side) / 2, QSizeF(side, side));
        painter->drawPixmap(at, pm, QRectF(pm.rect()));
    }
    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min(size.width(), size.height());
        return {side, side};
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    /// `size` in device pixels, as QIcon::pixmap() asks.
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        const QPalette palette = QGuiApplication::palette();
        const QColor ink = mode == QIcon::Disabled
                               ? palette.color(QPalette::Disabled, QPalette::WindowText)
                           : mode == QIcon::Selected ? palette.color(QPalette::HighlightedText)
                                                     : palette.color(QPalette::WindowText);
        const int side = std::min(size.width(), size.height());
        const QString key = QStringLiteral("polychip-glyph-%1-%2-%3-%4")
                                .arg(m_name)
                                .arg(side)
                                .arg(ink.rgba())
                                .arg(mode == QIcon::Disabled ? 1 : 0);
        QPixmap found;
        if (side <= 0 || QPixmapCache::find(key, &found))
            return found;
        QByteArray svg = source();
        svg.replace("currentColor", ink.name(QColor::HexRgb).toLatin1());
        QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            if (mode == QIcon::Disabled)
                p.setOpacity(0.55); // the glyph's own colours fade too
            QSvgRenderer(svg).render(&p);
        }
        QPixmap drawn = QPixmap::fromImage(std::move(image));
        drawn.setDevicePixelRatio(scale);
        QPixmapCache::insert(key, drawn);
        return drawn;
    }
    QIconEngine *clone() const override { return new GlyphIcon(m_name); }
    QString key() const override { return QStringLiteral("polychip-glyph"); }
    QString iconName() override { return m_name; }
    bool isNull() override { return source().isEmpty(); }
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return {{16, 16}, {24, 24}, {32, 32}, {48, 48}, {64, 64}, {128, 128}}; // any: an SVG
    }

private:
    QByteArray source() const
    {
        if (m_svg.isEmpty()) {
            QFile file(QStringLiteral(":/glyphs/%1.svg").arg(m_name));
            if (file.open(QIODevice::ReadOnly))
                m_svg = file.readAll();
        }
        return m_svg;
    }

    QString m_name;
    mutable QByteArray m_svg;
};

/// The name of the glyph drawn for a standard purpose, or null where the style's is used.
const char *glyphFor(QStyle::StandardPixmap which)
{
    switch (which) {
    case QStyle::SP_BrowserReload:
        return "refresh";
    case QStyle::SP_DialogResetButton:
        return "reset";
    case QStyle::SP_DialogSaveButton:
        return "save";
    case QStyle::SP_MessageBoxWarning:
        return "warning";
    case QStyle::SP_MessageBoxInformation:
        return "information";
    case QStyle::SP_MessageBoxCritical:
        return "critical";
    case QStyle::SP_MessageBoxQuestion:
        return "question";
    case QStyle::SP_LineEditClearButton:
        return "clear";
    case QStyle::SP_MediaPlay:
        return "play";
    case QStyle::SP_MediaPause:
        return "pause";
    case QStyle::SP_MediaStop:
        return "stop";
    case QStyle::SP_MediaSeekForward:
        return "seek-forward";
    case QStyle::SP_TrashIcon:
        return "trash";
    case QStyle::SP_DialogApplyButton:
        return "apply";
    case QStyle::SP_DialogCancelButton:
        return "cancel";
    case QStyle::SP_TitleBarCloseButton:
        return "close";
    case QStyle::SP_FileIcon:
        return "file";
    case QStyle::SP_FileDialogNewFolder:
        return "folder-new";
    case QStyle::SP_DirOpenIcon:
    case QStyle::SP_DialogOpenButton:
        return "folder-open";
    case QStyle::SP_FileDialogDetailedView:
        return "list-details";
    case QStyle::SP_FileDialogListView:
        return "list-icons";
    case QStyle::SP_FileDialogContentsView:
        return "contents";
    case QStyle::SP_ArrowRight:
    case QStyle::SP_ArrowForward:
        return "arrow-right";
    case QStyle::SP_ArrowLeft:
    case QStyle::SP_ArrowBack:
        return "arrow-left";
    case QStyle::SP_TitleBarMaxButton:
        return "full-screen";
    case QStyle::SP_DriveHDIcon:
        return "drive";
    case QStyle::SP_DriveNetIcon:
        return "drive-network";
    case QStyle::SP_DesktopIcon:
        return "desktop";
    case QStyle::SP_ComputerIcon:
        return "computer";
    default:
        return nullptr;
    }
}

/// Each style's icons, by StandardPixmap.
using Memo = QHash<const QStyle *, QHash<int, QIcon>>;
Q_GLOBAL_STATIC(Memo, memo)
/// The glyphs, by name: the same for every style.
using Glyphs = QHash<QString, QIcon>;
Q_GLOBAL_STATIC(Glyphs, glyphs)

} // namespace

QIcon standardIcon(const QWidget *widget, QStyle::StandardPixmap which)
{
    if (const char *name = glyphFor(which))
        return glyph(QString::fromLatin1(name));
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

QIcon glyph(QStyle::StandardPixmap which)
{
    const char *name = glyphFor(which);
    return name ? glyph(QString::fromLatin1(name)) : QIcon();
}

QIcon glyph(const QString &name)
{
    if (const auto found = glyphs->constFind(name); found != glyphs->constEnd())
        return *found;
    return *glyphs->insert(name, QIcon(new GlyphIcon(name)));
}

} // namespace polychip::ui
