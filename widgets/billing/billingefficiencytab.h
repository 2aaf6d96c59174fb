// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingreporttab.h"

#include "api/types.h"

#include <optional>

class QLabel;

namespace polychip::ui {

class EfficiencyTableModel;

/**
 * The Billing page's efficiency: per instance over a period (whole UTC hours, as the platform
 * reports them), the compute billed, the part of it billed while idle under the auto-sleep
 * threshold, what sleep saved, the tokens produced and the compute's cost per million tokens;
 * with the period's totals and each backend's cost per million tokens. Exports the rows shown
 * as CSV. A double-click on a row asks for that instance. Its lastQuery() holds from and to.
 */
class BillingEfficiencyTab final : public BillingReportTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingEfficiencyTab)

public:
    explicit BillingEfficiencyTab(QWidget *parent = nullptr);

    /// The insights shown (none before the first answer, or after a failure).
    const std::optional<api::Insights> &insights() const { return m_insights; }
    EfficiencyTableModel *model() const { return m_model; }

protected:
    void sessionChanged() override;
    void fetch() override;
    Texts texts() const override;
    bool hasReport() const override { return m_insights.has_value(); }
    void clearReport() override;
    void viewChanged() override { updateSummary(); }
    QString instanceAt(const QModelIndex &index) const override;
    void retranslateReport() override;

private:
    /// Shows the insights again, with names that arrived since (instances, the catalogue).
    void relabel();
    void updateSummary();

    EfficiencyTableModel *m_model;
    QLabel *m_summary;
    QLabel *m_backends;
    std::optional<api::Insights> m_insights;
};

} // namespace polychip::ui
