// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"
#include "api/types.h"

#include <QWizardPage>

#include <optional>
#include <string>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace polychip::client {
class LaunchRun;
}

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
    bool launchUnderWay() const;
    /// Cancels the launch under way: deletes the instance and says what it cost; the wizard
    /// stays open on the outcome.
    void cancelLaunch();

private:
    void launch();
    /// The platform accepted the launch: follow the instance coming up.
    void onLaunched(const api::InstanceOperation &launch);
    void onCancelled(const api::InstanceOperation &deleted);
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
    client::LaunchRun *m_run; ///< the rules of sending: the volume first, the key
    std::string m_instanceId;
    std::string m_operationId;
    int m_fixStep = -1;
    bool m_done = false;
};

} // namespace polychip::ui
