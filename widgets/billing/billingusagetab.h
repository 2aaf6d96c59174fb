// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingreporttab.h"

#include "api/types.h"

#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;

namespace polychip::ui {

class UsageTableModel;
struct UsageRow;

/**
 * The Billing page's usage: what a period cost, grouped by backend, accelerator, instance,
 * user or a label, with each group's compute units and share, and the period's total exactly as
 * the platform reports it. Exports the rows shown as CSV. A double-click on an instance's row
 * asks for that instance. Its lastQuery() holds from, to, step and group_by.
 */
class BillingUsageTab final : public BillingReportTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingUsageTab)

public:
    explicit BillingUsageTab(QWidget *parent = nullptr);

    /// The report shown (none before the first answer, or after a failure).
    const std::optional<api::UsageReport> &report() const { return m_report; }
    UsageTableModel *model() const { return m_model; }

protected:
    void sessionChanged() override;
    void fetch() override;
    Texts texts() const override;
    bool hasReport() const override { return m_report.has_value(); }
    void clearReport() override;
    /// The label key is missing or has spaces.
    void showPrompt() override;
    void viewChanged() override { updateTotal(); }
    QString instanceAt(const QModelIndex &index) const override;
    void retranslateReport() override;

private:
    /// "backend", "instance"..., or "label.<key>" (empty: the key is missing).
    std::string groupBy() const;
    QString groupTitle() const;
    /// Shows the report again, with names that arrived since (instances, the catalogue).
    void relabel();
    UsageRow rowOf(const api::UsageGroup &group) const;
    void updateTotal();

    UsageTableModel *m_model;
    QComboBox *m_groupBy;
    QLineEdit *m_labelKey;
    QLabel *m_total;
    std::optional<api::UsageReport> m_report;
};

} // namespace polychip::ui
