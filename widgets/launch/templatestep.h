// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QListWidget;

namespace polychip::ui {

class LaunchWizard;

/** Step 1 of the LaunchWizard: name, project and template (or none). Like every step, it edits
 *  its part of the wizard's draft spec as the user types, so Back and Next never lose anything. */
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
    void showNameAndProject(); ///< the draft's name and project label into their fields
    void showDescription();    ///< the chosen template's description, or the blank one's
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

} // namespace polychip::ui
