// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QTableView;

namespace polychip::ui {

class LaunchWizard;
class QuoteTableModel;

/** Step 2 of the LaunchWizard: where it runs, with a live quote and the alternatives across all
 *  backends. */
class PlacementStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlacementStep)

public:
    explicit PlacementStep(LaunchWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override { return isComplete(); } ///< also for Enter and next()
    /// Why Next is disabled, or empty.
    QString blockedReason() const;

private:
    // The constructor's steps, in order.
    /// The three modes, the manual choice and the figures of the quote.
    void setUpChoices();
    /// The table of the other placements, each chosen by a click, Enter or Space.
    void setUpAlternatives();
    void layOut();
    /// An edited choice re-quotes (not while the step fills them); a quote fills the figures.
    void connectChoices();
    void fillBackends();
    void fillAccelerators();
    void fillCounts();
    void onPlacementEdited();
    void onQuote();
    void chooseAlternative(int row);
    void updateModeWidgets();
    void retranslate();
    void changeEvent(QEvent *event) override;

    LaunchWizard *m_wizard;
    QButtonGroup *m_modes;
    QRadioButton *m_manual;
    QRadioButton *m_cheapest;
    QRadioButton *m_compute;
    QComboBox *m_backend;
    QComboBox *m_accelerator;
    QComboBox *m_count;
    QDoubleSpinBox *m_cu;
    QLabel *m_backendLabel;
    QLabel *m_acceleratorLabel;
    QLabel *m_countLabel;
    QLabel *m_status;
    QLabel *m_price;
    QLabel *m_cuFigure;
    QLabel *m_tokens;
    QLabel *m_memory;
    QLabel *m_capacity;
    QLabel *m_budget;
    QLabel *m_figureLabels[6];
    QLabel *m_alternativesLabel;
    QTableView *m_alternatives;
    QuoteTableModel *m_model;
    bool m_filling = false;
};

} // namespace polychip::ui
