// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "volumetablemodel.h"

#include "kit/detailscommon.h"
#include "kit/displaytext.h"

#include "catalogstore.h"
#include "instancestore.h"
#include "storagestore.h"

#include <algorithm>

namespace polychip::ui {

namespace {

using details::text;

bool byId(const api::Volume &v, const std::string &id)
{
    return v.id < id;
}

} // namespace

std::int64_t VolumeTableModel::monthlyCostMicros(std::int64_t sizeGib)
{
    return sizeGib * kGibHourMicros * kHoursPerMonth;
}

QString VolumeTableModel::estimateText(std::int64_t micros)
{
    return formatMoney(micros, QString::fromLatin1(kPriceCurrency));
}

QString VolumeTableModel::costBasis()
{
    return tr("Estimated at the platform's list price of %1 per GiB-hour (%2 per GiB for a "
              "%3-hour month): the API does not say what a volume costs. Volumes are billed "
              "whether or not they are attached.")
        .arg(estimateText(kGibHourMicros), estimateText(kGibHourMicros * kHoursPerMonth))
        .arg(kHoursPerMonth);
}

VolumeTableModel::VolumeTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

VolumeTableModel::~VolumeTableModel() = default;

void VolumeTableModel::disconnectStores()
{
    if (m_storage)
        disconnect(m_storage, nullptr, this, nullptr);
    if (m_instances)
        disconnect(m_instances, nullptr, this, nullptr);
}

void VolumeTableModel::setStores(const client::StorageStore *storage,
                                 const client::InstanceStore *instances,
                                 const client::CatalogStore *catalog)
{
    disconnectStores();
    beginResetModel();
    m_storage = storage;
    m_instances = instances;
    m_catalog = catalog;
    m_rows.clear();
    if (storage) {
        for (const auto &[id, v] : storage->volumes().all())
            m_rows.push_back(v);
    }
    endResetModel();

    if (storage) {
        connect(storage, &client::StorageStore::changed, this, &VolumeTableModel::sync);
        connect(storage, &QObject::destroyed, this, [this] { setStores(nullptr, nullptr); });
    }
    if (instances) {
        using client::InstanceStore;
        connect(instances, &InstanceStore::replaced, this, [this] { attachedNamesChanged(); });
        connect(instances, &InstanceStore::instanceAdded, this,
                &VolumeTableModel::attachedNamesChanged);
        connect(instances, &InstanceStore::instanceRemoved, this,
                &VolumeTableModel::attachedNamesChanged);
        connect(instances, &InstanceStore::instanceChanged, this,
                [this](const std::string &id, unsigned changes) {
                    if (changes & InstanceStore::OtherChange) // a rename among them
                        attachedNamesChanged(id);
                });
    }
}

void VolumeTableModel::sync()
{
    if (!m_storage)
        return;
    const auto &now = m_storage->volumes().all();
    // Gone: from the end, so the rows above keep their numbers.
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (!now.contains(m_rows[std::size_t(row)].id)) {
            beginRemoveRows({}, row, row);
            m_rows.erase(m_rows.begin() + row);
            endRemoveRows();
        }
    }
    // Changed: one dataChanged per row that differs.
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const api::Volume &fresh = now.at(m_rows[row].id);
        if (!(fresh == m_rows[row])) {
            m_rows[row] = fresh;
            Q_EMIT dataChanged(index(int(row), 0), index(int(row), ColumnCount - 1));
        }
    }
    // New: where their id puts them.
    for (const auto &[id, v] : now) {
        const auto at = std::lower_bound(m_rows.begin(), m_rows.end(), id, byId);
        if (at != m_rows.end() && at->id == id)
            continue;
        const int row = int(at - m_rows.begin());
        beginInsertRows({}, row, row);
        m_rows.insert(m_rows.begin() + row, v);
        endInsertRows();
    }
}

void VolumeTableModel::attachedNamesChanged(const std::string &instanceId)
{
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        const auto &attached = m_rows[row].attachedInstanceId;
        if (attached && (instanceId.empty() || *attached == instanceId))
            Q_EMIT dataChanged(index(int(row), AttachedColumn), index(int(row), AttachedColumn));
    }
}

int VolumeTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int VolumeTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int VolumeTableModel::rowOf(const std::string &id) const
{
    const auto at = std::lower_bound(m_rows.begin(), m_rows.end(), id, byId);
    return at != m_rows.end() && at->id == id ? int(at - m_rows.begin()) : -1;
}

const api::Volume *VolumeTableModel::volumeAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)] : nullptr;
}

QString VolumeTableModel::regionText(const std::string &region) const
{
    return QString::fromStdString(m_catalog ? m_catalog->regionName(region) : region);
}

QString VolumeTableModel::attachedName(const api::Volume &volume) const
{
    if (!volume.attachedInstanceId)
        return {};
    const api::Instance *instance
        = m_instances ? m_instances->find(*volume.attachedInstanceId) : nullptr;
    return instance ? text(instance->name) : text(*volume.attachedInstanceId);
}

QVariant VolumeTableModel::data(const QModelIndex &index, int role) const
{
    const api::Volume *v = index.isValid() ? volumeAt(index.row()) : nullptr;
    if (!v)
        return {};
    switch (role) {
    case IdRole:
        return text(v->id);
    case StateRole:
        return int(v->state);
    case AttachedIdRole:
        return v->attachedInstanceId ? text(*v->attachedInstanceId) : QString();
    case OwnerRole:
        return v->userId ? text(*v->userId) : QString();
    default:
        break;
    }
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return text(v->name);
        case IdColumn:
            return text(v->id);
        case SizeColumn:
            return tr("%1 GiB").arg(formatNumber(double(v->sizeGib), 0));
        case StateColumn:
            return volumeStateText(v->state);
        case AttachedColumn:
            return v->attachedInstanceId ? attachedName(*v) : noFigure();
        case CostColumn:
            return estimateText(monthlyCostMicros(v->sizeGib));
        case CreatedColumn:
            return details::timeText(v->createdAt);
        default:
            return {};
        }
    }
    if (role == SortRole) {
        switch (column) {
        case NameColumn:
            return text(v->name).toLower();
        case IdColumn:
            return text(v->id);
        case SizeColumn:
        case CostColumn:
            return qlonglong(v->sizeGib);
        case StateColumn:
            return int(v->state);
        case AttachedColumn:
            return attachedName(*v).toLower();
        case CreatedColumn:
            return qlonglong(v->createdAt.unixSeconds);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case NameColumn:
            return tr("%1 in %2").arg(text(v->id), regionText(v->region));
        case AttachedColumn:
            return v->attachedInstanceId ? text(*v->attachedInstanceId)
                                         : tr("Not attached: any instance in %1 can take it")
                                               .arg(regionText(v->region));
        case CostColumn:
            return costBasis();
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        if (column == SizeColumn || column == CostColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    }
    return {};
}

QVariant VolumeTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Name");
        case IdColumn:
            return tr("Id");
        case SizeColumn:
            return tr("Size");
        case StateColumn:
            return tr("State");
        case AttachedColumn:
            return tr("Attached to");
        case CostColumn:
            return tr("Cost per month");
        case CreatedColumn:
            return tr("Created");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && section == CostColumn)
        return costBasis();
    return {};
}

} // namespace polychip::ui
