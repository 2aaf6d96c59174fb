// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>

class QLabel;
class QTreeWidget;

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
    void update();
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
