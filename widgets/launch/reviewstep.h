// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QWizardPage>

class QLabel;
class QTreeWidget;

namespace polychip::client {
struct PlannedCost;
} // namespace polychip::client

namespace polychip::ui {

class LaunchWizard;

/** Step 5 of the LaunchWizard: the whole spec, what it costs, and what it does to the balance
 *  and the budgets. */
class ReviewStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewStep)

public:
    explicit ReviewStep(LaunchWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override { return isComplete(); }

private:
    /// Shows the launch as it will be sent, once its quote is in; the steps below, in order.
    void update();
    /// The spec, a table of what was chosen on each step.
    QString summaryHtml(const api::LaunchSpec &spec, const api::QuoteOption &p) const;
    /// The price and the estimate, on the basis that bounds it (tokens, runtime or a day).
    QString costText(const api::Quote &quote, const client::PlannedCost &planned) const;
    /// What waiting for capacity or offloading to the CPU will mean.
    static QStringList placementWarnings(const api::LaunchSpec &spec, const api::QuoteOption &p);
    /// The balance against the estimate; a launch the platform would refuse is m_refused.
    void showFunds(const api::Quote &quote, const client::PlannedCost &planned);
    /// Each budget covering the launch, before and after; returns the warnings they raise.
    QStringList showBudgets(const api::LaunchSpec &spec,
                            const api::Quote &quote,
                            const client::PlannedCost &planned);
    void retranslate();
    void changeEvent(QEvent *event) override;

    LaunchWizard *m_wizard;
    QLabel *m_summary;
    QLabel *m_cost;
    QLabel *m_funds;
    QTreeWidget *m_budgets;
    QLabel *m_warning;
    bool m_refused = false;
};

} // namespace polychip::ui
