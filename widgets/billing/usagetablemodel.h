// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>

#include <cstdint>
#include <string>
#include <vector>

namespace polychip::ui {

/** One group of a usage report as the Usage tab shows it. */
struct UsageRow
{
    std::string key; ///< the platform's group key ("gpu", "ins_12", a label value; may be empty)
    QString name;    ///< what is shown for it (the backend's name, the instance's...)
    QString toolTip; ///< e.g. the id behind a name
    std::int64_t costMicros = 0;
    double cuHours = 0; ///< compute units consumed over the period
};

/** The groups of a usage report: one row a group with its cost, compute units and share of the
 *  report's total, in the platform's order (highest cost first). Raw values for sorting under
 *  SortRole, for export under kExportRole (csvexport.h). */
class UsageTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsageTableModel)

public:
    enum Column { GroupColumn, CostColumn, CuColumn, ShareColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, KeyRole };

    explicit UsageTableModel(QObject *parent = nullptr);

    /// `total`: the report's total (its rows' costs sum to it); `groupTitle`: the first
    /// column's header ("Backend", "Instance"...).
    void setRows(std::vector<UsageRow> rows,
                 std::int64_t totalMicros,
                 const QString &currency,
                 const QString &groupTitle);
    void clear();
    /// Texts in the current language (on QEvent::LanguageChange).
    void retranslate();
    const std::vector<UsageRow> &rows() const { return m_rows; }
    std::int64_t totalMicros() const { return m_total; }
    QString currency() const { return m_currency; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    double share(const UsageRow &row) const;

    std::vector<UsageRow> m_rows;
    std::int64_t m_total = 0;
    QString m_currency = QStringLiteral("CNY");
    QString m_groupTitle;
};

} // namespace polychip::ui
