// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

#include <deque>
#include <utility>

namespace polychip::ui {

/** Paints item views as QStyledItemDelegate does, but draws each cell's line of text from
 *  laid-out texts it keeps between repaints.
 *
 *  The style draws each cell but its text (background, selection, check box, icon); the text
 *  is drawn here where the style would, then the focus frame. Only for the built-in styles
 *  that leave item text to QCommonStyle (Fusion, the default here) and one line left to right:
 *  otherwise the style draws the whole cell. The style lays out every cell's text twice per
 *  paint (to place it, then to draw it) and again to elide it: most of a repaint of a table of
 *  short texts (ui.instances_tick_10k_ms, ui.catalog_filter_100k_max_ms).
 *  tst_kepttextdelegate compares the pixels with the style's. */
class KeptTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeptTextDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    /// Outlines the current item (row) while the view has the focus (drawFocusOutline()).
    void setFocusOutline(bool on) { m_focusOutline = on; }

private:
    /// `text` in the style's text rect `textRect` of the cell `option` describes.
    void drawText(QPainter *painter,
                  const QStyleOptionViewItem &option,
                  const QString &text,
                  const QRect &textRect) const;
    /// The texts kept in one font.
    struct Kept
    {
        QFont font;
        QHash<QString, QStaticText> texts;
        QHash<std::pair<QString, int>, QString> elided; ///< by text and width
    };
    /// What is kept in `font` (a view draws in a few: a tree's bold branches, say).
    Kept &keptIn(const QFont &font) const;
    /// `text` laid out in `kept`'s font (kept until too many are kept in that font).
    static const QStaticText &laidOut(Kept &kept, const QString &text);

    mutable std::deque<Kept> m_kept; ///< in the order first drawn in; the first goes first
    bool m_focusOutline = false;
};

} // namespace polychip::ui
