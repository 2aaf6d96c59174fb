// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The launch step of the launch wizard: sends the launch once and follows it.
#include "progressstep.h"

#include "apiclient.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "launchrun.h"
#include "launchwizard.h"
#include "operations.h"
#include "quoter.h"
#include "session.h"

#include <QEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace polychip::ui {

ProgressStep::ProgressStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_title(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_stage(new QLabel(this))
    , m_error(new QLabel(this))
    , m_fix(new QPushButton(this))
    , m_run(new client::LaunchRun(wizard->client(), this))
{
    setObjectName(QStringLiteral("progressStep"));
    m_title->setObjectName(QStringLiteral("launchTitle"));
    m_title->setWordWrap(true);
    m_progress->setObjectName(QStringLiteral("launchProgress"));
    m_progress->setRange(0, 100);
    m_stage->setObjectName(QStringLiteral("launchStage"));
    m_stage->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("launchError"));
    m_error->setWordWrap(true);
    setTextTone(m_error, TextTone::Error);
    m_error->setTextFormat(Qt::PlainText);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    m_fix->hide();
    connect(m_fix, &QPushButton::clicked, this, [this] {
        if (m_fixStep >= 0)
            m_wizard->goBackTo(LaunchWizard::StepId(m_fixStep));
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_progress);
    layout->addWidget(m_stage);
    layout->addWidget(m_error);
    layout->addWidget(m_fix, 0, Qt::AlignLeft);
    layout->addStretch(1);

    const auto refresh = [this] {
        if (!m_instanceId.empty() && !m_done)
            follow();
    };
    const client::InstanceStore *instances = &m_wizard->session().instances();
    connect(instances, &client::InstanceStore::operationChanged, this, refresh);
    connect(instances, &client::InstanceStore::instanceChanged, this, refresh);
    connect(instances, &client::InstanceStore::instanceAdded, this, refresh);
    connect(m_run, &client::LaunchRun::stepChanged, this, [this](client::LaunchRun::Step step) {
        const auto &nv = m_wizard->newVolume();
        m_stage->setText(step == client::LaunchRun::Step::CreatingVolume && nv
                             ? tr("Creating the volume “%1”…").arg(QString::fromStdString(nv->name))
                             : tr("Sending the launch request…"));
    });
    connect(m_run, &client::LaunchRun::launched, this, &ProgressStep::onLaunched);
    connect(m_run, &client::LaunchRun::failed, this,
            [this](const api::ApiError &error, client::LaunchRun::Step step) {
                fail(error, step == client::LaunchRun::Step::CreatingVolume
                                ? tr("The volume could not be created")
                                : tr("The platform did not launch the instance"));
            });
    connect(m_run, &client::LaunchRun::cancelled, this, &ProgressStep::onCancelled);
    connect(m_run, &client::LaunchRun::cancelFailed, this, [this](const api::ApiError &error) {
        m_wizard->setSending(false);
        m_error->setText(tr("The launch could not be cancelled: %1").arg(errorText(error)));
        Q_EMIT completeChanged();
    });
    retranslate();
}

void ProgressStep::retranslate()
{
    setTitle(tr("Launch"));
    setSubTitle(tr("The platform provisions the accelerators, restores any snapshot and boots "
                   "the image. You can leave it running in the background."));
}

void ProgressStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void ProgressStep::initializePage()
{
    m_instanceId.clear();
    m_operationId.clear();
    m_done = false;
    launch();
}

void ProgressStep::cleanupPage()
{
    m_error->clear();
    m_fix->hide();
}

void ProgressStep::launch()
{
    m_error->clear();
    m_fix->hide();
    m_fixStep = -1;
    m_progress->setValue(0);
    m_progress->show();
    const auto spec = m_wizard->launchSpec();
    if (!spec) {
        m_error->setText(tr("There is no quote for this spec; go back to the placement."));
        m_fixStep = LaunchWizard::PlacementStepId;
        m_fix->setText(tr("Go to Placement"));
        m_fix->show();
        return;
    }
    m_title->setText(tr("Launching “%1”…").arg(QString::fromStdString(spec->name)));
    // From here the launch may happen: no way back to launch it again, no cancelling the
    // request (its answer says whether it did).
    m_wizard->setSending(true);
    if (auto *review = m_wizard->page(LaunchWizard::ReviewStepId))
        review->setCommitPage(true);
    setButtonText(QWizard::FinishButton, tr("Run in &background"));
    m_run->send(*spec, m_wizard->newVolume());
    Q_EMIT completeChanged();
}

void ProgressStep::onLaunched(const api::InstanceOperation &launch)
{
    m_wizard->setSending(false);
    m_instanceId = launch.instance.id;
    m_operationId
        = launch.operation ? launch.operation->id : launch.instance.operationId.value_or("");
    // From now on Cancel is what it says: it cancels the launch, not only the window.
    m_wizard->setButtonText(QWizard::CancelButton, tr("Cancel the &launch"));
    if (QAbstractButton *cancel = m_wizard->button(QWizard::CancelButton))
        cancel->setToolTip(tr("Deletes the instance being launched; it bills only what "
                              "it used so far. Run in background leaves it launching."));
    follow();
    Q_EMIT completeChanged();
}

bool ProgressStep::launchUnderWay() const
{
    return !m_instanceId.empty() && !m_done && !m_run->sending();
}

void ProgressStep::cancelLaunch()
{
    if (!launchUnderWay())
        return;
    m_wizard->setSending(true);
    m_stage->setText(tr("Cancelling the launch…"));
    m_run->cancel(m_instanceId);
    Q_EMIT completeChanged();
}

void ProgressStep::onCancelled(const api::InstanceOperation &deleted)
{
    m_wizard->setSending(false);
    m_done = true;
    endLaunchControls();
    const api::Instance *i = m_wizard->session().instances().find(m_instanceId);
    const std::int64_t cost = std::max(deleted.instance.costMicros, i ? i->costMicros : 0);
    const QString currency = QString::fromStdString(m_wizard->session().billing().currency());
    m_progress->hide();
    m_title->setText(tr("“%1” was not launched: the launch was cancelled.")
                         .arg(QString::fromStdString(deleted.instance.name)));
    m_stage->setText(cost > 0 ? tr("The instance is deleted; it cost %1 while it came up.")
                                    .arg(formatMoney(cost, currency))
                              : tr("The instance is deleted; it cost nothing."));
    setButtonText(QWizard::FinishButton, tr("&Close"));
    Q_EMIT completeChanged();
}

void ProgressStep::endLaunchControls()
{
    m_wizard->setButtonText(QWizard::CancelButton, tr("Cancel"));
    if (QAbstractButton *cancel = m_wizard->button(QWizard::CancelButton))
        cancel->setToolTip(QString());
}

void ProgressStep::fail(const api::ApiError &error, const QString &what)
{
    m_wizard->setSending(false);
    // Not launched: going back to change and launch again is fine.
    if (auto *review = m_wizard->page(LaunchWizard::ReviewStepId))
        review->setCommitPage(false);
    m_progress->hide();
    QString text = tr("%1: %2").arg(what, errorText(error));
    if (error.kind == api::ErrorKind::Api && !error.field.empty()) {
        const auto step = LaunchWizard::stepOfField(error.field);
        m_fixStep = step;
        text += QLatin1Char('\n')
                + tr("Fix the field “%1” and launch again.")
                      .arg(LaunchWizard::fieldLabel(error.field));
        m_fix->setText(tr("Go to “%1”").arg(m_wizard->page(step)->title()));
        m_fix->show();
    } else if (error.code == "CAPACITY_EXHAUSTED" || error.code == "OUT_OF_MEMORY") {
        m_fixStep = LaunchWizard::PlacementStepId;
        m_fix->setText(tr("Choose another placement"));
        m_fix->show();
    }
    if (const auto created = m_run->createdVolume()) {
        // Keep what was made: the next try attaches it instead of making another.
        text += QLatin1Char('\n')
                + tr("The new volume was created and is kept; the next launch "
                     "attaches it.");
        m_wizard->draft().volumeIds.push_back(*created);
        m_wizard->newVolume().reset();
        m_run->releaseCreatedVolume();
        m_wizard->quoter().request(m_wizard->quoteSpec()); // the launch spec follows the draft
    }
    m_stage->clear();
    m_title->setText(
        tr("“%1” was not launched.").arg(QString::fromStdString(m_wizard->draft().name)));
    m_error->setText(text);
    setButtonText(QWizard::FinishButton, tr("&Close"));
    Q_EMIT completeChanged();
}

void ProgressStep::follow()
{
    const client::Session &session = m_wizard->session();
    const api::Instance *instance = session.instances().find(m_instanceId);
    if (const api::Operation *op = session.instances().operation(m_operationId)) {
        const api::Operation &o = *op;
        m_progress->setValue(int(o.progressPct));
        if (o.done && o.error) {
            m_done = true;
            endLaunchControls();
            m_progress->hide();
            m_error->setText(tr("The launch failed while “%1”: %2")
                                 .arg(stageText(o.stage), errorText(operationError(*o.error))));
            m_stage->setText(tr("The instance is kept in the failed state with its reason; "
                                "delete it or launch again."));
            setButtonText(QWizard::FinishButton, tr("&Close"));
            Q_EMIT completeChanged();
            return;
        }
        m_stage->setText(tr("%1 (%2 %)").arg(stageText(o.stage), formatNumber(o.progressPct, 0)));
    }
    if (instance) {
        const api::Instance &i = *instance;
        if (i.state == api::InstanceState::Pending && i.stateReason == "WAITING_FOR_CAPACITY")
            m_stage->setText(tr("Waiting for capacity: no %1 is free yet (up to %2).")
                                 .arg(acceleratorName(&session, i.accelerator),
                                      formatDuration(i.queueTimeoutS.value_or(3600))));
        if (i.state == api::InstanceState::Running) {
            m_done = true;
            endLaunchControls();
            m_progress->setValue(100);
            m_stage->setText(tr("Running."));
            Q_EMIT m_wizard->launched(m_instanceId);
            m_wizard->accept();
        } else if (i.state == api::InstanceState::Failed) {
            m_done = true;
            endLaunchControls();
            m_progress->hide();
            m_error->setText(tr("The launch failed: %1")
                                 .arg(errorText(reasonError(i.stateReason.value_or("")))));
            setButtonText(QWizard::FinishButton, tr("&Close"));
            Q_EMIT completeChanged();
        }
    }
}

bool ProgressStep::isComplete() const
{
    // Close (or "run in background") once the launch went out; never while it is being sent.
    return !m_run->sending();
}

bool ProgressStep::validatePage()
{
    if (!m_instanceId.empty() && !m_done)
        Q_EMIT m_wizard->launched(m_instanceId); // left to run in the background: show it
    return true;
}

} // namespace polychip::ui
