// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The steps of the LaunchWizard. Each edits its part of the wizard's draft spec as the user
// types, so Back and Next never lose anything.

#include "api/apierror.h"

#include <QWizardPage>

#include <optional>
#include <string>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableView;
class QTreeWidget;

namespace polychip::ui {

class LaunchWizard;
class QuoteTableModel;

/** Step 1: name, project and template (or none). */
class TemplateStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TemplateStep)

public:
    explicit TemplateStep(LaunchWizard *wizard);
    void initializePage() override;
    bool isComplete() const override;

private:
    void fill();
    void retranslate();
    void changeEvent(QEvent *event) override;
    QString nameProblem() const;

    LaunchWizard *m_wizard;
    QLineEdit *m_name;
    QLabel *m_nameProblem;
    QLineEdit *m_project;
    QLineEdit *m_search;
    QListWidget *m_templates;
    QLabel *m_description;
    QLabel *m_nameLabel;
    QLabel *m_projectLabel;
    QLabel *m_templateLabel;
};

/** Step 2: where it runs, with a live quote and the alternatives across all backends. */
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

/** Step 3: model, datasets, volumes, snapshot and image. */
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

/** Step 4: idle policy, scheduled stop and how long to wait for capacity. */
class ScheduleStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScheduleStep)

public:
    explicit ScheduleStep(LaunchWizard *wizard);
    void initializePage() override;

private:
    void store();
    void retranslate();
    void changeEvent(QEvent *event) override;

    LaunchWizard *m_wizard;
    QCheckBox *m_sleep;
    QSpinBox *m_threshold;
    QSpinBox *m_minutes;
    QRadioButton *m_never;
    QRadioButton *m_atTime;
    QRadioButton *m_afterRuntime;
    QDateTimeEdit *m_stopAt;
    QDoubleSpinBox *m_runtime;
    QCheckBox *m_checkpoint;
    QSpinBox *m_queueTimeout;
    QLabel *m_labels[5];
    bool m_filling = false;
};

/** Step 5: the whole spec, what it costs, and what it does to the balance and the budgets. */
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

/** Step 6: sends the launch once and follows its operation to a running instance. */
class ProgressStep final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressStep)

public:
    explicit ProgressStep(LaunchWizard *wizard);
    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;
    bool validatePage() override;
    const std::string &instanceId() const { return m_instanceId; }

private:
    void launch();
    void createInstance(const std::vector<std::string> &extraVolumes);
    void fail(const api::ApiError &error, const QString &what);
    void follow();
    void retranslate();
    void changeEvent(QEvent *event) override;

    LaunchWizard *m_wizard;
    QLabel *m_title;
    QProgressBar *m_progress;
    QLabel *m_stage;
    QLabel *m_error;
    QPushButton *m_fix;
    std::string m_instanceId;
    std::string m_operationId;
    std::optional<std::string> m_createdVolume;
    int m_fixStep = -1;
    bool m_sending = false;
    bool m_done = false;
};

} // namespace polychip::ui
