// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace polychip::ui {

/** One instance of the platform's insights as the Efficiency tab shows it. */
struct EfficiencyRow
{
    api::InsightGroup group; ///< the platform's figures (key: the instance's id)
    QString name;            ///< the instance's name, else its id
    QString accelerator;     ///< the accelerator's name, else its id (empty: none)
};

/** Per instance over a period: the compute billed, the part of it billed while idle (and that
 *  share), what sleep saved, the tokens produced and the compute's cost per million tokens, in
 *  the platform's order (highest compute first). Raw values for sorting under SortRole, for
 *  export under kExportRole (csvexport.h). */
class EfficiencyTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EfficiencyTableModel)

public:
    enum Column {
        InstanceColumn,
        BackendColumn,
        AcceleratorColumn,
        ComputeColumn,
        IdleColumn,
        IdleShareColumn,
        SavedColumn,
        TokensColumn,
        CostPerTokensColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, IdRole };

    explicit EfficiencyTableModel(QObject *parent = nullptr);

    void setRows(std::vector<EfficiencyRow> rows, const QString &currency);
    void clear();
    /// Texts in the current language (on QEvent::LanguageChange).
    void retranslate();
    const std::vector<EfficiencyRow> &rows() const { return m_rows; }
    QString currency() const { return m_currency; }

    /// The idle cost as a percentage of `group`'s compute (0 without compute).
    static double idleSharePct(const api::InsightGroup &group);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant sortValue(const EfficiencyRow &row, int column) const;
    QVariant exportValue(const EfficiencyRow &row, int column) const;
    QVariant displayValue(const EfficiencyRow &row, int column) const;

    std::vector<EfficiencyRow> m_rows;
    QString m_currency = QStringLiteral("CNY");
};

} // namespace polychip::ui
