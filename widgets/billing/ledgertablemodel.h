// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace polychip::ui {

/** One ledger item as the Ledger tab shows it. */
struct LedgerRow
{
    api::LedgerItem item;
    QString subject;     ///< the instance's (or volume's) name, or its id when not known
    QString accelerator; ///< the catalogue's name, or the id
};

/** The billing line items of a period: one row an item with its times, what it bills, the
 *  backend and accelerator, the billed seconds, the rate and the cost. Raw values for sorting
 *  under SortRole, for export under kExportRole (csvexport.h), and the subject's name and id
 *  under FilterRole. */
class LedgerTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LedgerTableModel)

public:
    enum Column {
        FromColumn,
        ToColumn,
        SubjectColumn,
        ResourceColumn,
        BackendColumn,
        AcceleratorColumn,
        SecondsColumn,
        RateColumn,
        CostColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, FilterRole, CostRole };

    explicit LedgerTableModel(QObject *parent = nullptr);

    void setRows(std::vector<LedgerRow> rows, const QString &currency);
    void clear();
    /// Texts in the current language (on QEvent::LanguageChange).
    void retranslate();
    const std::vector<LedgerRow> &rows() const { return m_rows; }
    QString currency() const { return m_currency; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// "Compute", "Storage", "Volume".
    static QString resourceText(api::LedgerResource resource);

private:
    QVariant display(const LedgerRow &row, int column) const;
    QVariant raw(const LedgerRow &row, int column) const;

    std::vector<LedgerRow> m_rows;
    QString m_currency = QStringLiteral("CNY");
};

} // namespace polychip::ui
