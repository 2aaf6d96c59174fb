// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

#include <utility>

namespace polychip::ui {

/** Paints the instances table: the tokens/s column gets a sparkline of the last minutes
 *  behind its number, and rows with an operation in progress a thin progress accent.
 *
 *  The style draws each cell but its text (background, selection, icon); the text is drawn
 *  here where the style would, from laid-out texts kept between repaints, then the focus
 *  frame. Only for the built-in styles that leave item text to QCommonStyle (Fusion, the
 *  default here) and one line left to right: otherwise the style draws the whole cell. 10,000
 *  instances repaint every second, and the style lays out every cell's text twice per paint
 *  (to size it, then to draw it): most of a repaint (ui.instances_tick_10k_ms). */
class InstanceDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /// `text` in the style's text rect `textRect` of the cell `option` describes.
    void drawText(QPainter *painter,
                  const QStyleOptionViewItem &option,
                  const QString &text,
                  const QRect &textRect) const;
    /// `text` laid out in `font` (kept until the font changes or too many are kept).
    const QStaticText &laidOut(const QString &text, const QFont &font) const;

    mutable QHash<QString, QStaticText> m_texts;
    mutable QHash<std::pair<QString, int>, QString> m_elided; ///< by text and width
    mutable QFont m_textsFont;
};

} // namespace polychip::ui
