// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>
#include <QTimer>

#include <string>
#include <unordered_map>
#include <vector>

namespace polychip::client {
class BillingStore;
class CatalogStore;
class InstanceStore;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The instances of an InstanceStore as a table. Rows keep the order instances arrived in; sorting
 * and filtering belong to InstanceFilterModel. Changes are gathered and sent as one dataChanged per
 * event-loop turn (or per metrics second) over the rows and columns that changed, so a tick of
 * 10,000 instances costs one signal, not 10,000.
 */
class InstanceTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceTableModel)

public:
    enum Column {
        StateColumn,
        NameColumn,
        BackendColumn,
        AcceleratorColumn,
        TemplateColumn,
        TokensColumn,
        UtilizationColumn,
        PriceColumn,
        CostColumn,
        UptimeColumn,
        ProjectColumn,
        IdColumn, ///< last: the header states saved before it still restore
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole + 1, ///< the raw value (number or lower-case text)
        IdRole,                      ///< QString instance id
        StateRole,                   ///< int(api::InstanceState)
        BackendRole,                 ///< int(api::Backend)
        ProjectRole,                 ///< QString, the "project" label
        SparklineRole,               ///< QList<float>: tokens/s of the last minutes (TokensColumn)
        BusyRole,                    ///< bool: an operation is in progress on the instance
    };

    /// Seconds of tokens/s the sparkline shows, and its resolution.
    static constexpr int kSparklineSeconds = 300;
    static constexpr int kSparklineStep = 10;

    explicit InstanceTableModel(QObject *parent = nullptr);
    ~InstanceTableModel() override;

    /**
     * The stores to show: the instances, and the catalogue and account that name their chips,
     * templates and currency (all null: none). The model follows their signals until the next
     * call, or until the instance store is destroyed. It needs no more of a session than this.
     */
    void setStores(const client::InstanceStore *instances,
                   const client::CatalogStore *catalog,
                   const client::BillingStore *billing);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The instance of a row (null for a bad row).
    const api::Instance *instanceAt(int row) const;
    /// The row of an instance, or -1.
    int rowOf(const std::string &id) const;
    /// The platform's time as the store last saw it (metrics seconds, updates).
    std::int64_t now() const { return m_now; }

    /// Sends the gathered changes now (otherwise at the end of the event-loop turn).
    void flush();

private:
    void reset();
    void onAdded(const std::string &id);
    void onChanged(const std::string &id, unsigned changes);
    void onRemoved(const std::string &id);
    void onMetrics(std::int64_t t);
    void onCosts();
    void onOperation(const std::string &operationId);
    void markDirty(int row, unsigned columns);
    void seeTime(std::int64_t t);
    QVariant display(const api::Instance &i, int column) const;
    QVariant sortValue(const api::Instance &i, int column) const;
    QString stateDisplay(const api::Instance &i) const;
    QString acceleratorName(const api::Instance &i) const;
    const api::Operation *pendingOperation(const api::Instance &i) const;
    std::int64_t uptime(const api::Instance &i) const;

    const client::InstanceStore *m_instances = nullptr;
    const client::CatalogStore *m_catalog = nullptr;
    const client::BillingStore *m_billing = nullptr;
    std::vector<const api::Instance *> m_rows; ///< into the store's map (stable nodes)
    std::unordered_map<std::string, int> m_rowOf;
    std::int64_t m_now = 0;
    int m_dirtyFirst = -1, m_dirtyLast = -1;
    unsigned m_dirtyColumns = 0; ///< bit per Column
    QTimer m_flush;
    QString m_currency = QStringLiteral("CNY");
};

} // namespace polychip::ui
