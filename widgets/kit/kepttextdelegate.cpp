// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kepttextdelegate.h"

#include "viewkeys.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>

#include <utility>

namespace polychip::ui {

namespace {
/// Whether the style draws an item's text as QCommonStyle does (the built-in styles that leave
/// it to QCommonStyle; not a style sheet's, nor one with its own item painting).
bool placesTextAsCommonStyle(const QStyle *style)
{
    const QString name = style->name();
    return name.compare(QLatin1String("fusion"), Qt::CaseInsensitive) == 0
           || name.compare(QLatin1String("windows"), Qt::CaseInsensitive) == 0;
}

/// Laid-out texts kept at most in one font (a screenful of cells changes a few hundred a second).
constexpr qsizetype kMaxTexts = 4096;
/// Fonts kept at most (a view's font, its bold, a model's own).
constexpr std::size_t kMaxFonts = 4;
} // namespace

KeptTextDelegate::Kept &KeptTextDelegate::keptIn(const QFont &font) const
{
    for (Kept &kept : m_kept) {
        if (kept.font == font)
            return kept;
    }
    if (m_kept.size() >= kMaxFonts)
        m_kept.pop_front(); // the first kept (a deque: the others stay where they are)
    return m_kept.emplace_back(Kept{font, {}, {}});
}

const QStaticText &KeptTextDelegate::laidOut(Kept &kept, const QString &text)
{
    if (kept.texts.size() >= kMaxTexts || kept.elided.size() >= kMaxTexts) {
        kept.texts.clear();
        kept.elided.clear();
    }
    auto it = kept.texts.find(text);
    if (it == kept.texts.end()) {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), kept.font);
        it = kept.texts.insert(text, laid);
    }
    return *it;
}

void KeptTextDelegate::drawText(QPainter *painter,
                                const QStyleOptionViewItem &option,
                                const QString &text,
                                const QRect &textRect) const
{
    // Where QCommonStyle puts a view item's line of text: in the text rect less the focus
    // frame's margin, aligned as the model says within it, the line's top on a whole pixel
    // (tst_kepttextdelegate compares the pixels with the style's).
    const QWidget *widget = option.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect rect = textRect.adjusted(margin, 0, -margin, 0);
    Kept &kept = keptIn(option.font);
    const QStaticText *laid = &laidOut(kept, text);
    const int height = qRound(laid->size().height()); // the text's fonts' (CJK is taller)
    if (laid->size().width() > rect.width()) {
        const std::pair key{text, rect.width()};
        auto elided = kept.elided.constFind(key);
        if (elided == kept.elided.constEnd())
            elided = kept.elided.insert(
                key, option.fontMetrics.elidedText(text, option.textElideMode, rect.width()));
        // (A copy: laidOut may clear the cache it is in.)
        laid = &laidOut(kept, QString(*elided));
    }
    const Qt::Alignment align = QStyle::visualAlignment(option.direction, option.displayAlignment);
    qreal x = rect.x();
    if (align & Qt::AlignRight)
        x += rect.width() - laid->size().width();
    else if (align & Qt::AlignHCenter)
        x += (rect.width() - laid->size().width()) / 2;
    const QRect line = QStyle::alignedRect(Qt::LayoutDirectionAuto, align & Qt::AlignVertical_Mask,
                                           QSize(rect.width(), height), rect);
    QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(option.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->setPen(option.palette.color(
        group, option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(option.font);
    painter->drawStaticText(QPointF(x, line.top()), *laid);
}

void KeptTextDelegate::paint(QPainter *painter,
                             const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    if (!placesTextAsCommonStyle(style) || opt.features & QStyleOptionViewItem::WrapText
        || opt.text.contains(QChar::LineSeparator) || opt.direction != Qt::LeftToRight
        || !opt.showDecorationSelected) {
        // A style of its own, more than one line, or right to left (no such translation):
        // left to the style. So is a cell whose text rect the style sizes to its text, not to
        // the cell (without showDecorationSelected: Windows' trees that select items one by
        // one), which the text's rect below, asked without the text, would not be.
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    } else {
        // The style's order: the panel and icon, the text, the focus frame over them.
        const QString text = std::exchange(opt.text, QString());
        const bool focus = opt.state & QStyle::State_HasFocus;
        opt.state &= ~QStyle::State_HasFocus;
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        // The text's rect from the option without it (with it, the style lays the text out).
        const QRect textRect
            = text.isEmpty() ? QRect()
                             : style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
        opt.text = text;
        if (!text.isEmpty() || focus) {
            painter->save();
            painter->setClipRect(opt.rect, Qt::IntersectClip); // as the style clips the cell
            if (!text.isEmpty())
                drawText(painter, opt, text, textRect);
            if (focus) {
                QStyleOptionFocusRect frame;
                frame.QStyleOption::operator=(opt);
                frame.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &opt, widget);
                frame.state |= QStyle::State_HasFocus | QStyle::State_KeyboardFocusChange
                               | QStyle::State_Item;
                frame.backgroundColor = opt.palette.color(
                    opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled,
                    opt.state & QStyle::State_Selected ? QPalette::Highlight : QPalette::Window);
                style->drawPrimitive(QStyle::PE_FrameFocusRect, &frame, painter, widget);
            }
            painter->restore();
        }
    }
    if (m_focusOutline)
        drawFocusOutline(painter, option, index);
}

} // namespace polychip::ui
