// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancedelegate.h"

#include "instancetablemodel.h"
#include "kit/viewkeys.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace polychip::ui {

namespace {
constexpr int kSparkWidth = 64;
} // namespace

void InstanceDelegate::paint(QPainter *painter,
                             const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    KeptTextDelegate::paint(painter, option, index);
    paintSparkline(painter, option, index);
    drawFocusOutline(painter, option, index);
}

void InstanceDelegate::paintSparkline(QPainter *painter,
                                      const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    if (index.column() != InstanceTableModel::TokensColumn)
        return;
    const auto points = index.data(InstanceTableModel::SparklineRole).value<QList<float>>();
    if (points.size() < 2)
        return;
    const auto [lo, hi] = std::minmax_element(points.cbegin(), points.cend());
    const float span = std::max(*hi - *lo, 1e-3f);
    const QRectF area = QRectF(option.rect).adjusted(4, 4, 0, -4);
    const QRectF box(area.left(), area.top(), std::min<qreal>(kSparkWidth, area.width() / 2),
                     area.height());
    QPainterPath path;
    for (qsizetype k = 0; k < points.size(); ++k) {
        const QPointF p(box.left() + box.width() * qreal(k) / qreal(points.size() - 1),
                        box.bottom() - box.height() * qreal((points[k] - *lo) / span));
        k == 0 ? path.moveTo(p) : path.lineTo(p);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor colour = option.palette.color(
        option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Highlight);
    painter->setPen(QPen(colour, 1.2));
    painter->drawPath(path);
    painter->restore();
}

QSize InstanceDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = KeptTextDelegate::sizeHint(option, index);
    if (index.column() == InstanceTableModel::TokensColumn)
        size.setWidth(size.width() + kSparkWidth + 8);
    return size;
}

} // namespace polychip::ui
