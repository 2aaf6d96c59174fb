// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "catalogstore.h"

#include <QAbstractTableModel>

#include <vector>

namespace polychip::ui {

/** What a catalogue tab lists. */
enum class CatalogKind { Models, Datasets };

/**
 * The rows a catalogue search leaves (entry numbers into the store's list, in the search's
 * order), as a table. It holds no copy of the entries: it reads them from the store it was
 * given, which must outlive it or be given again (setStore).
 */
class CatalogTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogTableModel)

public:
    enum ModelColumn {
        MName,
        MFamily,
        MParams,
        MSize,
        MLicense,
        MQuantization,
        MPopularity,
        MCount
    };
    enum DatasetColumn { DName, DModality, DSize, DFormat, DLanguages, DLicense, DCount };
    enum Role { IdRole = Qt::UserRole + 1 };

    explicit CatalogTableModel(CatalogKind kind, QObject *parent = nullptr);

    void setStore(const client::CatalogStore *store);
    /// The rows shown: entry numbers, in order. Rows are removed or inserted at the end and
    /// the rows whose entry differs said changed, so that what stays on screen repaints
    /// nothing; `entriesChanged` (the entries behind the numbers changed): a reset.
    void setRows(std::vector<int> rows, bool entriesChanged = false);
    const std::vector<int> &rows() const { return m_rows; }
    /// The entry number of a row, or -1.
    int entryAt(int row) const;
    /// The row showing entry number `entry`, or -1.
    int rowOf(int entry) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant modelData(const api::Model &m, int column, int role) const;
    QVariant datasetData(const api::Dataset &d, int column, int role) const;

    const CatalogKind m_kind;
    const client::CatalogStore *m_store = nullptr;
    std::vector<int> m_rows;
};

/// Sizes as the catalogue shows them: "12.6 GiB", "900 GiB", "1.2 TiB".
QString catalogSizeText(double gib);
/// Parameters: "6.7 B", "350 M".
QString paramsText(double billions);

} // namespace polychip::ui
