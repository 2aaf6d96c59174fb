// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "usagetablemodel.h"

#include "kit/csvexport.h"
#include "kit/displaytext.h"

namespace polychip::ui {

UsageTableModel::UsageTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void UsageTableModel::setRows(std::vector<UsageRow> rows,
                              std::int64_t totalMicros,
                              const QString &currency,
                              const QString &groupTitle)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_total = totalMicros;
    m_currency = currency.isEmpty() ? QStringLiteral("CNY") : currency;
    const bool retitled = groupTitle != m_groupTitle;
    m_groupTitle = groupTitle;
    endResetModel();
    if (retitled)
        Q_EMIT headerDataChanged(Qt::Horizontal, GroupColumn, GroupColumn);
}

void UsageTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_total = 0;
    endResetModel();
}

void UsageTableModel::retranslate()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int UsageTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int UsageTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double UsageTableModel::share(const UsageRow &row) const
{
    return m_total > 0 ? 100.0 * double(row.costMicros) / double(m_total) : 0.0;
}

QVariant UsageTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const UsageRow &r = m_rows[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case KeyRole:
        return QString::fromStdString(r.key);
    case SortRole:
        switch (column) {
        case CostColumn:
            return qlonglong(r.costMicros);
        case CuColumn:
            return r.cuHours;
        case ShareColumn:
            return share(r);
        default:
            return r.name;
        }
    case kExportRole:
        switch (column) {
        case CostColumn:
            return decimalUnits(r.costMicros);
        case CuColumn:
            return QString::number(r.cuHours, 'f', 3);
        case ShareColumn:
            return QString::number(share(r), 'f', 2);
        default:
            return r.name;
        }
    case Qt::TextAlignmentRole:
        return column == GroupColumn ? QVariant()
                                     : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return column == GroupColumn && !r.toolTip.isEmpty() ? QVariant(r.toolTip) : QVariant();
    case Qt::DisplayRole:
        switch (column) {
        case GroupColumn:
            return r.name;
        case CostColumn:
            return formatMoney(r.costMicros, m_currency);
        case CuColumn:
            return formatNumber(r.cuHours, 2);
        case ShareColumn:
            return tr("%1 %").arg(formatNumber(share(r), 1));
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant UsageTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section == GroupColumn ? QVariant()
                                      : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CuColumn:
            return tr(
                "Compute units consumed in the period: each chip's CU per hour times its hours");
        case ShareColumn:
            return tr("Share of the period's total cost");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GroupColumn:
        return m_groupTitle.isEmpty() ? tr("Group") : m_groupTitle;
    case CostColumn:
        return tr("Cost");
    case CuColumn:
        return tr("CU-hours");
    case ShareColumn:
        return tr("Share");
    default:
        return {};
    }
}

} // namespace polychip::ui
