// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"

#include <QWizardPage>

#include <optional>
#include <string>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace polychip::ui {

class LaunchWizard;

/** Step 6 of the LaunchWizard: sends the launch once and follows its operation to a running
 *  instance. */
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
    /// An instance was launched and is still coming up (Cancel cancels it then).
    bool launchUnderWay() const { return !m_instanceId.empty() && !m_done && !m_sending; }
    /// Cancels the launch under way: deletes the instance and says what it cost; the wizard
    /// stays open on the outcome.
    void cancelLaunch();

private:
    void launch();
    void createInstance(const std::vector<std::string> &extraVolumes);
    void fail(const api::ApiError &error, const QString &what);
    void follow();
    /// Cancel closes the window again (the launch ended one way or another).
    void endLaunchControls();
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
