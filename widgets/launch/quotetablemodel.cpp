// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "quotetablemodel.h"

#include "kit/displaytext.h"

#include <QCoreApplication>
#include <QLocale>

namespace polychip::ui {

namespace {

QString gib(std::int64_t bytes)
{
    return QCoreApplication::translate("polychip::ui::QuoteTableModel", "%1 GiB")
        .arg(formatNumber(double(bytes) / (1024.0 * 1024.0 * 1024.0), 1));
}

} // namespace

QString memoryFitText(const api::MemoryFit &fit)
{
    const QString needed = gib(fit.bytesNeeded);
    const QString has = gib(fit.bytesAvailable);
    if (!fit.fits)
        return QCoreApplication::translate("polychip::ui::QuoteTableModel",
                                           "does not fit: needs %1, has %2")
            .arg(needed, has);
    if (fit.mode == api::FitMode::CpuOffload)
        return QCoreApplication::translate("polychip::ui::QuoteTableModel",
                                           "fits with CPU offload (%1 of %2, slower)")
            .arg(needed, has);
    return QCoreApplication::translate("polychip::ui::QuoteTableModel", "fits (%1 of %2)")
        .arg(needed, has);
}

QuoteTableModel::QuoteTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void QuoteTableModel::setOptions(std::vector<api::QuoteOption> options, const QString &currency)
{
    beginResetModel();
    m_options = std::move(options);
    m_currency = currency.isEmpty() ? QStringLiteral("CNY") : currency;
    endResetModel();
}

void QuoteTableModel::setAcceleratorNames(std::map<std::string, QString> names)
{
    m_names = std::move(names);
    if (!m_options.empty())
        Q_EMIT dataChanged(index(0, PlacementColumn), index(rowCount() - 1, PlacementColumn));
}

int QuoteTableModel::rowOf(const std::string &accelerator, std::int64_t count) const
{
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        if (m_options[i].accelerator == accelerator && m_options[i].count == count)
            return int(i);
    }
    return -1;
}

int QuoteTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_options.size());
}

int QuoteTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QuoteTableModel::placementText(const api::QuoteOption &o) const
{
    const auto it = m_names.find(o.accelerator);
    const QString name = it != m_names.end() ? it->second : QString::fromStdString(o.accelerator);
    return tr("%1 × %2").arg(o.count).arg(name);
}

QVariant QuoteTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::QuoteOption &o = m_options[std::size_t(index.row())];
    if (role == AcceleratorRole)
        return QString::fromStdString(o.accelerator);
    if (role == CountRole)
        return qlonglong(o.count);
    if (role == SortRole) {
        switch (index.column()) {
        case BackendColumn:
            return int(o.backend);
        case PlacementColumn:
            return placementText(o);
        case PriceColumn:
            return qlonglong(o.pricePerHourMicros);
        case CuColumn:
            return o.cuPerHour;
        case TokensColumn:
            return o.tokensPerS;
        case BudgetColumn:
            return o.costToBudgetMicros ? qlonglong(*o.costToBudgetMicros) : qlonglong(-1);
        case MemoryColumn:
            return double(o.memoryFit.bytesNeeded)
                   / double(std::max<std::int64_t>(1, o.memoryFit.bytesAvailable));
        case CapacityColumn:
            return qlonglong(o.available);
        default:
            return QString::fromStdString(o.reason);
        }
    }
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case PriceColumn:
        case CuColumn:
        case TokensColumn:
        case BudgetColumn:
        case CapacityColumn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole)
        return QString::fromStdString(o.reason);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case BackendColumn:
        return backendText(o.backend);
    case PlacementColumn:
        return placementText(o);
    case PriceColumn:
        return tr("%1/h").arg(formatMoney(o.pricePerHourMicros, m_currency));
    case CuColumn:
        return formatNumber(o.cuPerHour, 0);
    case TokensColumn:
        return o.tokensPerS > 0 ? formatNumber(o.tokensPerS, 0) : tr("—");
    case BudgetColumn:
        return o.costToBudgetMicros ? tr("%1 in %2")
                                          .arg(formatMoney(*o.costToBudgetMicros, m_currency),
                                               formatDuration(o.timeToBudgetS.value_or(0)))
                                    : tr("—");
    case MemoryColumn: {
        // Compact in the table; the tooltip has the platform's whole reason.
        const QString used
            = tr("%1 / %2").arg(gib(o.memoryFit.bytesNeeded), gib(o.memoryFit.bytesAvailable));
        if (!o.memoryFit.fits)
            return tr("does not fit: %1").arg(used);
        return o.memoryFit.mode == api::FitMode::CpuOffload ? tr("CPU offload: %1").arg(used)
                                                            : tr("fits: %1").arg(used);
    }
    case CapacityColumn:
        return o.queues ? tr("queues (%1 free)").arg(o.available) : tr("%1 free").arg(o.available);
    case ReasonColumn:
        return QString::fromStdString(o.reason);
    default:
        return {};
    }
}

Qt::ItemFlags QuoteTableModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    if (m_options[std::size_t(index.row())].ruledOutBy)
        return Qt::ItemNeverHasChildren;
    return QAbstractTableModel::flags(index) | Qt::ItemNeverHasChildren;
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case BackendColumn:
        return tr("Backend");
    case PlacementColumn:
        return tr("Accelerators");
    case PriceColumn:
        return tr("Price");
    case CuColumn:
        return tr("CU/h");
    case TokensColumn:
        return tr("Tokens/s");
    case BudgetColumn:
        return tr("To the token budget");
    case MemoryColumn:
        return tr("Memory");
    case CapacityColumn:
        return tr("Capacity");
    case ReasonColumn:
        return tr("Why");
    default:
        return {};
    }
}

} // namespace polychip::ui
