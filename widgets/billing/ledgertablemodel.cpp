// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "ledgertablemodel.h"

#include "kit/csvexport.h"
#include "kit/detailscommon.h"
#include "kit/displaytext.h"

namespace polychip::ui {

LedgerTableModel::LedgerTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LedgerTableModel::setRows(std::vector<LedgerRow> rows, const QString &currency)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_currency = currency.isEmpty() ? QStringLiteral("CNY") : currency;
    endResetModel();
}

void LedgerTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void LedgerTableModel::retranslate()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int LedgerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LedgerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LedgerTableModel::resourceText(api::LedgerResource resource)
{
    switch (resource) {
    case api::LedgerResource::Compute:
        return tr("Compute");
    case api::LedgerResource::Storage:
        return tr("Storage");
    case api::LedgerResource::Volume:
        return tr("Volume");
    case api::LedgerResource::Unknown:
        break;
    }
    return tr("Other");
}

QVariant LedgerTableModel::display(const LedgerRow &row, int column) const
{
    const api::LedgerItem &i = row.item;
    switch (column) {
    case FromColumn:
        return details::timeText(i.from);
    case ToColumn:
        return details::timeText(i.to);
    case SubjectColumn:
        return row.subject;
    case ResourceColumn:
        return resourceText(i.resource);
    case BackendColumn:
        return i.backend ? backendText(*i.backend) : QString();
    case AcceleratorColumn:
        return row.accelerator;
    case SecondsColumn:
        return formatDuration(i.seconds);
    case RateColumn:
        return tr("%1/h").arg(formatMoney(i.ratePerHourMicros, m_currency));
    case CostColumn:
        return formatMoney(i.costMicros, m_currency);
    default:
        return {};
    }
}

QVariant LedgerTableModel::raw(const LedgerRow &row, int column) const
{
    const api::LedgerItem &i = row.item;
    switch (column) {
    case FromColumn:
        return qlonglong(i.from.unixSeconds);
    case ToColumn:
        return qlonglong(i.to.unixSeconds);
    case SecondsColumn:
        return qlonglong(i.seconds);
    case RateColumn:
        return qlonglong(i.ratePerHourMicros);
    case CostColumn:
        return qlonglong(i.costMicros);
    default:
        return display(row, column);
    }
}

QVariant LedgerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LedgerRow &r = m_rows[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(r, column);
    case SortRole:
        return raw(r, column);
    case CostRole:
        return qlonglong(r.item.costMicros);
    case FilterRole:
        return QStringLiteral("%1 %2").arg(
            r.subject, QString::fromStdString(
                           r.item.instanceId.value_or(r.item.volumeId.value_or(std::string()))));
    case kExportRole:
        switch (column) {
        case FromColumn:
            return machineTime(r.item.from.unixSeconds);
        case ToColumn:
            return machineTime(r.item.to.unixSeconds);
        case SecondsColumn:
            return QString::number(r.item.seconds);
        case RateColumn:
            return decimalUnits(r.item.ratePerHourMicros);
        case CostColumn:
            return decimalUnits(r.item.costMicros);
        default:
            return display(r, column);
        }
    case Qt::ToolTipRole:
        if (column == SubjectColumn)
            return QString::fromStdString(
                r.item.instanceId.value_or(r.item.volumeId.value_or(std::string())));
        if (column == AcceleratorColumn)
            return QString::fromStdString(r.item.accelerator.value_or(std::string()));
        return {};
    case Qt::TextAlignmentRole:
        return column >= SecondsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                       : QVariant();
    default:
        return {};
    }
}

QVariant LedgerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section >= SecondsColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                        : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FromColumn:
        return tr("From");
    case ToColumn:
        return tr("To");
    case SubjectColumn:
        return tr("Instance");
    case ResourceColumn:
        return tr("Resource");
    case BackendColumn:
        return tr("Backend");
    case AcceleratorColumn:
        return tr("Accelerator");
    case SecondsColumn:
        return tr("Billed time");
    case RateColumn:
        return tr("Rate");
    case CostColumn:
        return tr("Cost");
    default:
        return {};
    }
}

} // namespace polychip::ui
