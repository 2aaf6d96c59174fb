// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancetablemodel.h"

#include "billingstore.h"
#include "catalogstore.h"
#include "instancestore.h"
#include "kit/displaytext.h"

#include <algorithm>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using Column = InstanceTableModel::Column;

constexpr unsigned bit(Column c)
{
    return 1u << unsigned(c);
}

/// Which columns each kind of change touches.
unsigned columnsFor(unsigned changes)
{
    unsigned columns = 0;
    if (changes & InstanceStore::StateChange)
        columns |= bit(Column::StateColumn) | bit(Column::UptimeColumn);
    if (changes & InstanceStore::LiveChange)
        columns |= bit(Column::TokensColumn) | bit(Column::UtilizationColumn);
    if (changes & InstanceStore::CostChange)
        columns |= bit(Column::CostColumn) | bit(Column::PriceColumn);
    if (changes & InstanceStore::PlacementChange)
        columns |= bit(Column::BackendColumn) | bit(Column::AcceleratorColumn)
                   | bit(Column::PriceColumn);
    if (changes & InstanceStore::OtherChange)
        columns |= bit(Column::NameColumn) | bit(Column::TemplateColumn)
                   | bit(Column::ProjectColumn) | bit(Column::StateColumn);
    return columns;
}

QString label(const api::Instance &i, const char *key)
{
    const auto it = i.labels.find(key);
    return it == i.labels.end() ? QString() : QString::fromStdString(it->second);
}

bool isNumeric(int column)
{
    return column == Column::TokensColumn || column == Column::UtilizationColumn
           || column == Column::PriceColumn || column == Column::CostColumn
           || column == Column::UptimeColumn;
}

} // namespace

InstanceTableModel::InstanceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_flush.setSingleShot(true);
    m_flush.setInterval(0);
    connect(&m_flush, &QTimer::timeout, this, &InstanceTableModel::flush);
}

InstanceTableModel::~InstanceTableModel() = default;

void InstanceTableModel::setStores(const client::InstanceStore *instances,
                                   const client::CatalogStore *catalog,
                                   const client::BillingStore *billing)
{
    for (const QObject *store :
         std::initializer_list<const QObject *>{m_instances, m_catalog, m_billing}) {
        if (store)
            QObject::disconnect(store, nullptr, this, nullptr);
    }
    m_instances = instances;
    m_catalog = catalog;
    m_billing = billing;
    if (instances) {
        connect(instances, &InstanceStore::replaced, this, &InstanceTableModel::reset);
        connect(instances, &InstanceStore::instanceAdded, this, &InstanceTableModel::onAdded);
        connect(instances, &InstanceStore::instanceChanged, this, &InstanceTableModel::onChanged);
        connect(instances, &InstanceStore::instanceRemoved, this, &InstanceTableModel::onRemoved);
        connect(instances, &InstanceStore::metricsUpdated, this, &InstanceTableModel::onMetrics);
        connect(instances, &InstanceStore::costsUpdated, this, &InstanceTableModel::onCosts);
        connect(instances, &InstanceStore::operationChanged, this,
                &InstanceTableModel::onOperation);
        // The three belong to one session and go with it (the others first): only forget them.
        connect(instances, &QObject::destroyed, this, [this] {
            m_instances = nullptr;
            m_catalog = nullptr;
            m_billing = nullptr;
            reset();
        });
    }
    if (catalog) {
        connect(catalog, &client::CatalogStore::changed, this, [this] {
            if (!m_rows.empty()) {
                markDirty(0, bit(Column::AcceleratorColumn) | bit(Column::TemplateColumn));
                markDirty(int(m_rows.size()) - 1, 0);
            }
        });
    }
    if (billing) {
        connect(billing, &client::BillingStore::accountChanged, this,
                [this] { m_currency = QString::fromStdString(m_billing->currency()); });
    }
    reset();
}

void InstanceTableModel::reset()
{
    beginResetModel();
    m_rows.clear();
    m_rowOf.clear();
    m_dirtyFirst = m_dirtyLast = -1;
    m_dirtyColumns = 0;
    m_flush.stop();
    if (m_instances) {
        m_rows.reserve(m_instances->size());
        for (const auto &[id, instance] : m_instances->all()) {
            m_rowOf.emplace(id, int(m_rows.size()));
            m_rows.push_back(&instance);
            seeTime(instance.updatedAt.unixSeconds);
        }
    }
    if (m_billing)
        m_currency = QString::fromStdString(m_billing->currency());
    endResetModel();
}

void InstanceTableModel::seeTime(std::int64_t t)
{
    m_now = std::max(m_now, t);
}

void InstanceTableModel::onAdded(const std::string &id)
{
    const api::Instance *instance = m_instances->find(id);
    if (!instance || m_rowOf.contains(id))
        return;
    const int row = int(m_rows.size());
    beginInsertRows({}, row, row);
    m_rows.push_back(instance);
    m_rowOf.emplace(id, row);
    endInsertRows();
    seeTime(instance->updatedAt.unixSeconds);
}

void InstanceTableModel::onChanged(const std::string &id, unsigned changes)
{
    const auto it = m_rowOf.find(id);
    if (it == m_rowOf.end())
        return;
    if (changes & ~unsigned(InstanceStore::LiveChange))
        seeTime(m_rows[std::size_t(it->second)]->updatedAt.unixSeconds);
    markDirty(it->second, columnsFor(changes));
}

void InstanceTableModel::onRemoved(const std::string &id)
{
    const auto it = m_rowOf.find(id);
    if (it == m_rowOf.end())
        return;
    // The session still holds the instance while it tells us: observers of the removal (the
    // selection, the proxy) may read the row.
    const int row = it->second;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    m_rowOf.erase(it);
    for (std::size_t r = std::size_t(row); r < m_rows.size(); ++r)
        m_rowOf[m_rows[r]->id] = int(r);
    endRemoveRows();
    // Pending changes of later rows moved up by one: keep the range covering them.
    if (m_dirtyFirst >= 0) {
        m_dirtyFirst = std::min(m_dirtyFirst, row);
        m_dirtyLast = std::min(m_dirtyLast, int(m_rows.size()) - 1);
        if (m_dirtyLast < m_dirtyFirst)
            m_dirtyFirst = m_dirtyLast = -1;
    }
}

void InstanceTableModel::onMetrics(std::int64_t t)
{
    seeTime(t);
    // A second of samples: the live figures and the uptime of every row, as one range sent now
    // rather than after the event-loop turn.
    if (!m_rows.empty()) {
        markDirty(0, bit(Column::TokensColumn) | bit(Column::UtilizationColumn)
                         | bit(Column::UptimeColumn));
        markDirty(int(m_rows.size()) - 1, 0);
    }
    flush();
}

void InstanceTableModel::onCosts()
{
    // Every instance bills storage, and the running ones compute: the Cost column of every
    // row, as one range.
    if (!m_rows.empty()) {
        markDirty(0, bit(Column::CostColumn));
        markDirty(int(m_rows.size()) - 1, 0);
    }
}

void InstanceTableModel::onOperation(const std::string &operationId)
{
    const api::Operation *op = m_instances->operation(operationId);
    if (!op || !op->instanceId)
        return;
    if (const auto row = m_rowOf.find(*op->instanceId); row != m_rowOf.end())
        markDirty(row->second, bit(Column::StateColumn));
}

void InstanceTableModel::markDirty(int row, unsigned columns)
{
    m_dirtyFirst = m_dirtyFirst < 0 ? row : std::min(m_dirtyFirst, row);
    m_dirtyLast = std::max(m_dirtyLast, row);
    m_dirtyColumns |= columns;
    if (!m_flush.isActive())
        m_flush.start();
}

void InstanceTableModel::flush()
{
    m_flush.stop();
    if (m_dirtyFirst < 0 || !m_dirtyColumns || m_rows.empty()) {
        m_dirtyFirst = m_dirtyLast = -1;
        m_dirtyColumns = 0;
        return;
    }
    int first = 0;
    while (!(m_dirtyColumns & (1u << unsigned(first))))
        ++first;
    int last = ColumnCount - 1;
    while (!(m_dirtyColumns & (1u << unsigned(last))))
        --last;
    const int lastRow = std::min(m_dirtyLast, int(m_rows.size()) - 1);
    const QModelIndex topLeft = index(std::min(m_dirtyFirst, lastRow), first);
    const QModelIndex bottomRight = index(lastRow, last);
    m_dirtyFirst = m_dirtyLast = -1;
    m_dirtyColumns = 0;
    Q_EMIT dataChanged(topLeft, bottomRight);
}

int InstanceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InstanceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const api::Instance *InstanceTableModel::instanceAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)] : nullptr;
}

int InstanceTableModel::rowOf(const std::string &id) const
{
    const auto it = m_rowOf.find(id);
    return it == m_rowOf.end() ? -1 : it->second;
}

const api::Operation *InstanceTableModel::pendingOperation(const api::Instance &i) const
{
    return m_instances ? m_instances->runningOperation(i) : nullptr;
}

std::int64_t InstanceTableModel::uptime(const api::Instance &i) const
{
    if (i.state != api::InstanceState::Running || !i.startedAt)
        return -1;
    return std::max<std::int64_t>(0, m_now - i.startedAt->unixSeconds);
}

QString InstanceTableModel::stateDisplay(const api::Instance &i) const
{
    if (const auto *op = pendingOperation(i)) {
        return tr("%1 · %2 %3%")
            .arg(stateText(i.state), operationKindText(op->kind))
            .arg(int(op->progressPct));
    }
    return stateText(i.state);
}

QString InstanceTableModel::acceleratorName(const api::Instance &i) const
{
    const auto *chip = m_catalog ? m_catalog->accelerator(i.accelerator) : nullptr;
    return QString::fromStdString(chip ? chip->name : i.accelerator);
}

QVariant InstanceTableModel::display(const api::Instance &i, int column) const
{
    switch (Column(column)) {
    case StateColumn:
        return stateDisplay(i);
    case NameColumn:
        return QString::fromStdString(i.name);
    case BackendColumn:
        return backendText(i.backend);
    case AcceleratorColumn:
        return tr("%1 × %2").arg(acceleratorName(i)).arg(i.count);
    case TemplateColumn: {
        if (!i.templateId)
            return tr("Custom");
        const auto *t = m_catalog ? m_catalog->findTemplate(*i.templateId) : nullptr;
        return QString::fromStdString(t ? t->name : *i.templateId);
    }
    case TokensColumn:
        return i.state == api::InstanceState::Running ? formatNumber(i.live.tokensPerS, 0)
                                                      : QString();
    case UtilizationColumn:
        return i.state == api::InstanceState::Running
                   ? tr("%1%").arg(formatNumber(i.live.utilizationPct, 0))
                   : QString();
    case PriceColumn:
        return tr("%1/h").arg(formatMoney(i.pricePerHourMicros, m_currency));
    case CostColumn:
        return formatMoney(i.costMicros, m_currency);
    case UptimeColumn: {
        const auto up = uptime(i);
        return up < 0 ? QString() : formatDuration(up);
    }
    case ProjectColumn:
        return label(i, "project");
    case IdColumn:
        return QString::fromStdString(i.id);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant InstanceTableModel::sortValue(const api::Instance &i, int column) const
{
    switch (Column(column)) {
    case StateColumn:
        return int(i.state);
    case NameColumn:
        return QString::fromStdString(i.name).toLower();
    case BackendColumn:
        return int(i.backend);
    case AcceleratorColumn:
        return QString::fromStdString(i.accelerator).toLower() + QLatin1Char(' ')
               + QString::number(i.count).rightJustified(6, QLatin1Char('0'));
    case TemplateColumn:
        return display(i, column).toString().toLower();
    case TokensColumn:
        return i.state == api::InstanceState::Running ? i.live.tokensPerS : -1.0;
    case UtilizationColumn:
        return i.state == api::InstanceState::Running ? i.live.utilizationPct : -1.0;
    case PriceColumn:
        return qlonglong(i.pricePerHourMicros);
    case CostColumn:
        return qlonglong(i.costMicros);
    case UptimeColumn:
        return qlonglong(uptime(i));
    case ProjectColumn:
        return label(i, "project").toLower();
    case IdColumn:
        return QString::fromStdString(i.id);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant InstanceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::Instance &i = *m_rows[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(i, column);
    case Qt::DecorationRole:
        return column == StateColumn ? QVariant(stateIcon(i.state)) : QVariant();
    case Qt::ToolTipRole:
        if (column == StateColumn && i.stateReason)
            return tr("%1: %2").arg(stateText(i.state), QString::fromStdString(*i.stateReason));
        if (column == NameColumn)
            return QString::fromStdString(i.id);
        if (column == AcceleratorColumn)
            return tr("%1 (%2) × %3, %4")
                .arg(acceleratorName(i), QString::fromStdString(i.accelerator))
                .arg(i.count)
                .arg(
                    QString::fromStdString(m_catalog ? m_catalog->regionName(i.region) : i.region));
        return {};
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return sortValue(i, column);
    case IdRole:
        return QString::fromStdString(i.id);
    case StateRole:
        return int(i.state);
    case BackendRole:
        return int(i.backend);
    case ProjectRole:
        return label(i, "project");
    case BusyRole:
        return pendingOperation(i) != nullptr;
    case SparklineRole: {
        if (column != TokensColumn || !m_instances)
            return {};
        const auto history = m_instances->metrics(i.id);
        if (!history || history->latest() < 0)
            return {};
        const std::int64_t to = history->latest() + 1;
        QList<float> points;
        for (const auto &p : history->range(client::MetricHistory::TokensPerS,
                                            to - kSparklineSeconds, to, kSparklineStep))
            points.push_back(p.mean);
        return QVariant::fromValue(points);
    }
    default:
        return {};
    }
}

QVariant InstanceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return isNumeric(section) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const bool tip = role == Qt::ToolTipRole;
    switch (Column(section)) {
    case StateColumn:
        return tip ? tr("Lifecycle state, and the operation in progress") : tr("State");
    case NameColumn:
        return tip ? tr("Instance name (hover a name for its id)") : tr("Name");
    case BackendColumn:
        return tip ? tr("Compute backend") : tr("Backend");
    case AcceleratorColumn:
        return tip ? tr("Accelerator model × count") : tr("Accelerator");
    case TemplateColumn:
        return tip ? tr("The template it was launched from") : tr("Template");
    case TokensColumn:
        return tip ? tr("Tokens per second now, and over the last five minutes") : tr("Tokens/s");
    case UtilizationColumn:
        return tip ? tr("Accelerator utilisation now") : tr("Utilisation");
    case PriceColumn:
        return tip ? tr("Price per hour at the current placement") : tr("Price");
    case CostColumn:
        return tip ? tr("Cost billed so far") : tr("Cost");
    case UptimeColumn:
        return tip ? tr("Time since it last started running") : tr("Uptime");
    case ProjectColumn:
        return tip ? tr("The instance's \"project\" label") : tr("Project");
    case IdColumn:
        return tip ? tr("The platform's id of the instance (Ctrl+C copies it)") : tr("ID");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace polychip::ui
