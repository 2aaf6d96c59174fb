// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace polychip::ui {

class LaunchWizard;
class ModelChoices;
class ModelSearch;

/** Step 3 of the LaunchWizard: model, datasets, volumes, snapshot and image. */
class DataStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DataStep)

public:
    explicit DataStep(LaunchWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void fill();
    void store();
    void retranslate();
    void changeEvent(QEvent *event) override;

    LaunchWizard *m_wizard;
    QComboBox *m_model;
    ModelChoices *m_choices;
    ModelSearch *m_search;
    QListWidget *m_datasets;
    QListWidget *m_volumes;
    QCheckBox *m_newVolume;
    QLineEdit *m_volumeName;
    QSpinBox *m_volumeSize;
    QComboBox *m_snapshot;
    QComboBox *m_image;
    QLabel *m_problem;
    QLabel *m_labels[6];
    bool m_filling = false;
};

} // namespace polychip::ui
