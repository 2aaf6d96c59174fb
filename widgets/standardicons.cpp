// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "standardicons.h"

#include <QGlobalStatic>
#include <QHash>
#include <QWidget>

namespace polychip::ui {

namespace {
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
    return *(*memo)[style].insert(int(which), style->standardIcon(which, nullptr, widget));
}

} // namespace polychip::ui
