// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace polychip::ui {

/** The alternatives of a quote, cheapest first as the platform ranks them: one row a placement
 *  with its price, compute units, throughput, memory fit, capacity and the platform's reason. */
class QuoteTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuoteTableModel)

public:
    enum Column {
        BackendColumn,
        PlacementColumn,
        PriceColumn,
        CuColumn,
        TokensColumn,
        BudgetColumn,
        MemoryColumn,
        CapacityColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, AcceleratorRole, CountRole };

    explicit QuoteTableModel(QObject *parent = nullptr);

    void setOptions(std::vector<api::QuoteOption> options, const QString &currency);
    /// Display names of accelerator ids (the catalog's), used instead of the ids when known.
    void setAcceleratorNames(std::map<std::string, QString> names);
    const std::vector<api::QuoteOption> &options() const { return m_options; }
    /// The row of this placement, or -1.
    int rowOf(const std::string &accelerator, std::int64_t count) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    /// A row the organisation's policies rule out is disabled: it cannot be chosen, and its
    /// tooltip (the platform's reason) says which rule.
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QString placementText(const api::QuoteOption &o) const;

private:
    std::vector<api::QuoteOption> m_options;
    std::map<std::string, QString> m_names;
    QString m_currency = QStringLiteral("CNY");
};

/** "fits natively (32 GiB of 96 GiB)" and the like, translated, from a memory fit. */
QString memoryFitText(const api::MemoryFit &fit);

} // namespace polychip::ui
