// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/kepttextdelegate.h"

namespace polychip::ui {

/** Paints the instances table: the tokens/s column gets a sparkline of the last minutes
 *  behind its number, and the current row an outline while the table has the focus. The
 *  cells' text is drawn from kept layouts (KeptTextDelegate): 10,000 instances repaint every
 *  second (ui.instances_tick_10k_ms). */
class InstanceDelegate final : public KeptTextDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceDelegate)

public:
    using KeptTextDelegate::KeptTextDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void paintSparkline(QPainter *painter,
                        const QStyleOptionViewItem &option,
                        const QModelIndex &index) const;
};

} // namespace polychip::ui
