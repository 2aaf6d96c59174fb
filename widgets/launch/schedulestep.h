// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>

class QLabel;
class QSpinBox;

namespace polychip::ui {

class LaunchWizard;
class ScheduleEditor;

/** Step 4 of the LaunchWizard: idle policy, scheduled stop (a ScheduleEditor) and how long to
 *  wait for capacity. */
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
    ScheduleEditor *m_editor;
    QSpinBox *m_queueTimeout;
    QLabel *m_queueLabel;
    QLabel *m_queueNote;
    bool m_filling = false;
};

} // namespace polychip::ui
