// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "standardicons.h"

#include <QHash>
#include <QWidget>

#include <algorithm>
#include <utility>

namespace polychip::ui {

QIcon standardIcon(const QWidget *widget, QStyle::StandardPixmap which)
{
    using Key = std::pair<const QStyle *, int>;
    static QHash<Key, QIcon> memo;
    const QStyle *style = widget->style();
    const Key key{style, int(which)};
    if (const auto found = memo.constFind(key); found != memo.constEnd())
        return *found;
    // The first icon of this style: its entries go with it (another may take its address).
    const bool firstOfStyle = std::none_of(memo.keyBegin(), memo.keyEnd(),
                                           [style](const Key &k) { return k.first == style; });
    if (firstOfStyle) {
        QObject::connect(style, &QObject::destroyed, [style] {
            memo.removeIf([style](const auto &entry) { return entry.key().first == style; });
        });
    }
    return *memo.insert(key, style->standardIcon(which, nullptr, widget));
}

} // namespace polychip::ui
