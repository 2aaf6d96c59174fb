// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <cstdint>
#include <string>
#include <vector>

namespace polychip::client {
class CatalogStore;
class InstanceStore;
class StorageStore;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The account's network volumes as a table: name, id, size, state, the instance it is attached
 * to (by name), its estimated cost per month and when it was made. Rows keep the store's order
 * (by id); sorting belongs to a proxy on SortRole. A change of the storage store inserts,
 * removes or updates only the rows that changed; an instance renamed, added or gone updates the
 * "attached to" cells only.
 */
class VolumeTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VolumeTableModel)

public:
    enum Column {
        NameColumn,
        IdColumn,
        SizeColumn,
        StateColumn,
        AttachedColumn,
        CostColumn,
        CreatedColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole + 1, ///< the raw value (number, or lower-case text)
        IdRole,                      ///< QString volume id
        StateRole,                   ///< int(api::VolumeState)
        AttachedIdRole,              ///< QString id of the instance it is attached to, or empty
        OwnerRole,                   ///< QString user id of who made it, or empty when unknown
    };

    /// The platform's list price of a network volume, micro-units of kPriceCurrency per
    /// GiB-hour (the simulator's price books: CNY 0.0014). The API carries no volume price, so
    /// the table estimates with this one figure, in the currency it is known in (whatever the
    /// account's); kHoursPerMonth is an average month (365 × 24 / 12).
    static constexpr std::int64_t kGibHourMicros = 1400;
    static constexpr char kPriceCurrency[] = "CNY";
    static constexpr std::int64_t kHoursPerMonth = 730;
    /// The estimated cost of `sizeGib` for a month, micro-units.
    static std::int64_t monthlyCostMicros(std::int64_t sizeGib);
    /// "Estimated at the list price …": what the cost figures are based on (a tooltip).
    static QString costBasis();
    /// A cost estimate of micro-units of kPriceCurrency, as the table shows it.
    static QString estimateText(std::int64_t micros);

    explicit VolumeTableModel(QObject *parent = nullptr);
    ~VolumeTableModel() override;

    /**
     * The stores to show: the volumes, and the instances that name what they are attached to
     * (each may be null). The model follows their signals until the next call. The catalogue,
     * when given, names the regions in the tool tips.
     */
    void setStores(const client::StorageStore *storage,
                   const client::InstanceStore *instances,
                   const client::CatalogStore *catalog = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The row of a volume (-1: not listed) and the volume of a row (null: none).
    int rowOf(const std::string &id) const;
    const api::Volume *volumeAt(int row) const;
    /// What "attached to" says for a volume: the instance's name, else its id, else empty.
    QString attachedName(const api::Volume &volume) const;
    /// A region's name from the catalogue, else its id.
    QString regionText(const std::string &region) const;

private:
    /// Brings the rows in line with the store: removes, updates, then inserts.
    void sync();
    /// The "attached to" cells of every row changed (an instance came, went or was renamed).
    void attachedNamesChanged(const std::string &instanceId = {});
    void disconnectStores();

    QPointer<const client::StorageStore> m_storage;
    QPointer<const client::InstanceStore> m_instances;
    QPointer<const client::CatalogStore> m_catalog;
    std::vector<api::Volume> m_rows; ///< as last shown, by id
};

} // namespace polychip::ui
