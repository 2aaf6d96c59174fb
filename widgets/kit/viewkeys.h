// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QStyledItemDelegate>

class QAbstractItemView;
class QPainter;

namespace polychip::ui {

/**
 * Opens the context menu of `view` at its current item on Shift+F10 and the Menu key, as a
 * right click there would (whatever its context menu policy: its actions, a custom menu or its
 * own contextMenuEvent()). Qt maps neither key to a context menu on Linux; the keys are live
 * while the focus is in the view.
 */
void addContextMenuKeys(QAbstractItemView *view);

/// Whether a view has a context menu the keyboard should reach.
enum class ViewMenu { None, Context };

/**
 * What every list and table of the console does for the keyboard: Tab moves on to the next
 * field (the arrows move within the view), the current item is outlined while the view has the
 * focus (a FocusOutlineDelegate, unless the view already draws its items with a delegate of its
 * own), and with ViewMenu::Context Shift+F10 and the Menu key open its context menu
 * (addContextMenuKeys()).
 */
void setUpViewKeys(QAbstractItemView *view, ViewMenu menu = ViewMenu::None);

/**
 * Draws where the keyboard is in an item view: a two-pixel outline around the current item
 * (the current row, in a view that selects rows) while the view has the focus, in a colour that
 * stands out from the item's background (`colour`, or the selection's text colour on a selected
 * item and the selection colour on another). Nothing otherwise. For delegates, after the item.
 */
void drawFocusOutline(QPainter *painter,
                      const QStyleOptionViewItem &option,
                      const QModelIndex &index,
                      const QColor &colour = {});

/** The style's item painting with a focus outline that can be seen (drawFocusOutline()): the
 *  built-in styles' own focus frame is faint over a selected item. */
class FocusOutlineDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FocusOutlineDelegate)

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};

} // namespace polychip::ui
