// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QTreeWidget>

#include <optional>
#include <string>
#include <vector>

namespace polychip::ui {

/**
 * Budgets as a list: one row a budget with its name, scope, amount, what was spent this month
 * (with a bar toned by how close it is to the amount), alert thresholds, action at 100 % and,
 * for a budget of the whole organisation, the platform's month-end forecast. Sorted by name;
 * the current budget stays current when the list is refilled.
 */
class BudgetList final : public QTreeWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetList)

public:
    enum Column {
        NameColumn,
        ScopeColumn,
        AmountColumn,
        SpentColumn,
        UsedColumn,
        ThresholdsColumn,
        ActionColumn,
        ProjectedColumn,
        ColumnCount
    };
    /// Under NameColumn: the budget's id. Under UsedColumn: spent / amount in percent.
    static constexpr int kIdRole = Qt::UserRole;
    static constexpr int kUsedRole = Qt::UserRole + 1;

    explicit BudgetList(QWidget *parent = nullptr);

    void setBudgets(std::vector<api::Budget> budgets, const QString &currency);
    /// The account's forecast for the whole-organisation budgets (every billing tick).
    void setAccount(const std::optional<api::Account> &account);
    int count() const { return int(m_budgets.size()); }

    /// Makes the budget `id` current (false when it is not listed).
    bool select(const std::string &id);
    std::string currentId() const;

    /// "Whole organisation", or the labels as "k=v, k=v".
    static QString scopeText(const api::BudgetScope &scope);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void setItem(QTreeWidgetItem *item, const api::Budget &budget) const;
    void setProjection(QTreeWidgetItem *item, const api::Budget &budget) const;
    void retranslate();

    std::vector<api::Budget> m_budgets; ///< sorted by name
    std::optional<api::Account> m_account;
    QString m_currency = QStringLiteral("CNY");
};

} // namespace polychip::ui
