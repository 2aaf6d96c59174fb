// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "efficiencytablemodel.h"

#include "kit/csvexport.h"
#include "kit/displaytext.h"

#include <limits>

namespace polychip::ui {

EfficiencyTableModel::EfficiencyTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void EfficiencyTableModel::setRows(std::vector<EfficiencyRow> rows, const QString &currency)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_currency = currency.isEmpty() ? QStringLiteral("CNY") : currency;
    endResetModel();
}

void EfficiencyTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void EfficiencyTableModel::retranslate()
{
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

double EfficiencyTableModel::idleSharePct(const api::InsightGroup &group)
{
    return group.computeMicros > 0 ? 100.0 * double(group.idleMicros) / double(group.computeMicros)
                                   : 0.0;
}

int EfficiencyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EfficiencyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EfficiencyTableModel::sortValue(const EfficiencyRow &r, int column) const
{
    const api::InsightGroup &g = r.group;
    switch (column) {
    case InstanceColumn:
        return r.name;
    case BackendColumn:
        return g.backend ? backendText(*g.backend) : QString();
    case AcceleratorColumn:
        return r.accelerator;
    case ComputeColumn:
        return qlonglong(g.computeMicros);
    case IdleColumn:
        return qlonglong(g.idleMicros);
    case IdleShareColumn:
        return idleSharePct(g);
    case SavedColumn:
        return qlonglong(g.sleepSavedMicros);
    case TokensColumn:
        return qlonglong(g.tokens);
    case CostPerTokensColumn:
        // Without tokens the compute bought none: after the dearest.
        return qlonglong(g.costPer1mTokensMicros ? *g.costPer1mTokensMicros
                                                 : std::numeric_limits<qlonglong>::max());
    default:
        return {};
    }
}

QVariant EfficiencyTableModel::exportValue(const EfficiencyRow &r, int column) const
{
    const api::InsightGroup &g = r.group;
    switch (column) {
    case ComputeColumn:
        return decimalUnits(g.computeMicros);
    case IdleColumn:
        return decimalUnits(g.idleMicros);
    case IdleShareColumn:
        return QString::number(idleSharePct(g), 'f', 2);
    case SavedColumn:
        return decimalUnits(g.sleepSavedMicros);
    case TokensColumn:
        return QString::number(g.tokens);
    case CostPerTokensColumn:
        return g.costPer1mTokensMicros ? decimalUnits(*g.costPer1mTokensMicros) : QString();
    default:
        return {}; // the text shown
    }
}

QVariant EfficiencyTableModel::displayValue(const EfficiencyRow &r, int column) const
{
    const api::InsightGroup &g = r.group;
    switch (column) {
    case InstanceColumn:
        return r.name;
    case BackendColumn:
        return g.backend ? backendText(*g.backend) : noFigure();
    case AcceleratorColumn:
        return r.accelerator.isEmpty() ? noFigure() : r.accelerator;
    case ComputeColumn:
        return formatMoney(g.computeMicros, m_currency);
    case IdleColumn:
        return formatMoney(g.idleMicros, m_currency);
    case IdleShareColumn:
        return g.computeMicros > 0 ? tr("%1 %").arg(formatNumber(idleSharePct(g), 1)) : noFigure();
    case SavedColumn:
        return formatMoney(g.sleepSavedMicros, m_currency);
    case TokensColumn:
        return formatNumber(double(g.tokens), 0);
    case CostPerTokensColumn:
        return g.costPer1mTokensMicros ? formatMoney(*g.costPer1mTokensMicros, m_currency)
                                       : noFigure();
    default:
        return {};
    }
}

QVariant EfficiencyTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const EfficiencyRow &r = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const bool text = column <= AcceleratorColumn;
    switch (role) {
    case IdRole:
        return QString::fromStdString(r.group.key);
    case SortRole:
        return sortValue(r, column);
    case kExportRole:
        return exportValue(r, column);
    case Qt::DisplayRole:
        return displayValue(r, column);
    case Qt::TextAlignmentRole:
        return text ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (column == InstanceColumn)
            return QString::fromStdString(r.group.key);
        if (column == AcceleratorColumn && r.group.accelerator)
            return QString::fromStdString(*r.group.accelerator);
        return {};
    default:
        return {};
    }
}

QVariant EfficiencyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return section <= AcceleratorColumn ? QVariant()
                                            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case InstanceColumn:
            return tr("Double-click an instance to show it on the Instances page");
        case ComputeColumn:
            return tr("Compute billed in the period");
        case IdleColumn:
            return tr("Compute billed while the instance's utilisation stayed under its "
                      "auto-sleep threshold: what auto-sleep would have caught");
        case IdleShareColumn:
            return tr("The idle cost as a share of the compute billed");
        case SavedColumn:
            return tr("Saved by sleep: for every second the instance slept, the compute it "
                      "would have billed running, at its price");
        case TokensColumn:
            return tr("Tokens the instance produced in the period");
        case CostPerTokensColumn:
            return tr("Cost per 1M tokens: compute billed ÷ tokens produced × 1,000,000 (— "
                      "when it produced none)");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case InstanceColumn:
        return tr("Instance");
    case BackendColumn:
        return tr("Backend");
    case AcceleratorColumn:
        return tr("Accelerator");
    case ComputeColumn:
        return tr("Compute");
    case IdleColumn:
        return tr("Idle cost");
    case IdleShareColumn:
        return tr("Idle %");
    case SavedColumn:
        return tr("Saved by sleep");
    case TokensColumn:
        return tr("Tokens");
    case CostPerTokensColumn:
        return tr("Per 1M tokens");
    default:
        return {};
    }
}

} // namespace polychip::ui
