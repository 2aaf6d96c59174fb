// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "viewkeys.h"

#include <QAbstractItemView>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QHeaderView>
#include <QPainter>
#include <QShortcut>
#include <QTableView>
#include <QTreeView>

namespace polychip::ui {

namespace {

/// The header whose columns make a row of `view` (null for a list).
const QHeaderView *columnHeader(const QAbstractItemView *view)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->horizontalHeader();
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    return nullptr;
}

/// The first and last columns shown, in visual order (-1 when none).
std::pair<int, int> shownEnds(const QHeaderView &header)
{
    int first = -1, last = -1;
    for (int v = 0; v < header.count(); ++v) {
        if (header.isSectionHidden(header.logicalIndex(v)))
            continue;
        if (first < 0)
            first = v;
        last = v;
    }
    return {first, last};
}

} // namespace

void addContextMenuKeys(QAbstractItemView *view)
{
    auto *keys = new QShortcut(view);
    keys->setObjectName(QStringLiteral("contextMenuKeys"));
    keys->setKeys({QKeySequence(Qt::SHIFT | Qt::Key_F10), QKeySequence(Qt::Key_Menu)});
    keys->setContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(keys, &QShortcut::activated, view, [view] {
        QWidget *viewport = view->viewport();
        const QModelIndex current = view->currentIndex();
        if (current.isValid())
            view->scrollTo(current);
        // Where a right click on the item would be: its left part, halfway down (the menu then
        // opens beside it, not over the row's other cells). Without an item: the top left.
        const QRect item = current.isValid() ? view->visualRect(current) : QRect();
        QPoint pos(4, 4);
        if (item.isValid() && viewport->rect().intersects(item))
            pos = QPoint(std::clamp(item.left() + 16, 0, viewport->width() - 1),
                         std::clamp(item.center().y(), 0, viewport->height() - 1));
        QContextMenuEvent event(QContextMenuEvent::Keyboard, pos, viewport->mapToGlobal(pos));
        QCoreApplication::sendEvent(viewport, &event);
    });
}

void setUpViewKeys(QAbstractItemView *view, ViewMenu menu)
{
    view->setTabKeyNavigation(false);
    if (menu == ViewMenu::Context)
        addContextMenuKeys(view);
    // Only over the style's own painting: a view with a delegate of its own draws its focus.
    if (const QAbstractItemDelegate *d = view->itemDelegate();
        !d || d->metaObject() == &QStyledItemDelegate::staticMetaObject) {
        auto *outline = new FocusOutlineDelegate(view);
        outline->setObjectName(QStringLiteral("focusOutlineDelegate"));
        view->setItemDelegate(outline);
    }
}

void drawFocusOutline(QPainter *painter,
                      const QStyleOptionViewItem &option,
                      const QModelIndex &index,
                      const QColor &colour)
{
    const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
    if (!view || !view->hasFocus() || !index.isValid())
        return;
    const QModelIndex current = view->currentIndex();
    if (!current.isValid() || current.parent() != index.parent())
        return;
    const bool rows = view->selectionBehavior() == QAbstractItemView::SelectRows;
    if (rows ? current.row() != index.row() : current != index)
        return;

    // In a row: the top and bottom of every cell, the sides at the row's ends only.
    bool left = true, right = true;
    if (const QHeaderView *header = rows ? columnHeader(view) : nullptr) {
        const auto [first, last] = shownEnds(*header);
        const int v = header->visualIndex(index.column());
        const bool rtl = option.direction == Qt::RightToLeft;
        left = v == (rtl ? last : first);
        right = v == (rtl ? first : last);
    }
    QColor pen = colour;
    if (!pen.isValid()) {
        const QPalette::ColorGroup group
            = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
              : option.state & QStyle::State_Active   ? QPalette::Active
                                                      : QPalette::Inactive;
        pen = option.palette.color(group, option.state & QStyle::State_Selected
                                              ? QPalette::HighlightedText
                                              : QPalette::Highlight);
    }
    constexpr int kWidth = 2;
    const QRect r = option.rect.adjusted(left ? 1 : 0, 1, right ? -1 : 0, -1);
    if (r.width() <= 0 || r.height() <= 2 * kWidth)
        return;
    painter->save();
    painter->fillRect(QRect(r.left(), r.top(), r.width(), kWidth), pen);
    painter->fillRect(QRect(r.left(), r.bottom() - kWidth + 1, r.width(), kWidth), pen);
    if (left)
        painter->fillRect(QRect(r.left(), r.top(), kWidth, r.height()), pen);
    if (right)
        painter->fillRect(QRect(r.right() - kWidth + 1, r.top(), kWidth, r.height()), pen);
    painter->restore();
}

void FocusOutlineDelegate::paint(QPainter *painter,
                                 const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    drawFocusOutline(painter, option, index);
}

} // namespace polychip::ui
