// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The schedule step of the launch wizard: idle policy, scheduled stop and the wait for capacity.
#include "schedulestep.h"

#include "launchwizard.h"
#include "scheduleeditor.h"
#include "session.h"

#include "api/rules.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace polychip::ui {

ScheduleStep::ScheduleStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_editor(new ScheduleEditor(this))
    , m_queueTimeout(new QSpinBox(this))
    , m_queueLabel(new QLabel(this))
    , m_queueNote(new QLabel(this))
{
    setObjectName(QStringLiteral("scheduleStep"));
    m_queueTimeout->setObjectName(QStringLiteral("queueTimeout"));
    m_queueTimeout->setRange(0, int(api::kMaxAheadMinutes));
    m_queueLabel->setBuddy(m_queueTimeout);

    auto *queueRow = new QHBoxLayout;
    queueRow->addWidget(m_queueLabel);
    queueRow->addWidget(m_queueTimeout);
    queueRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor);
    layout->addSpacing(12);
    layout->addLayout(queueRow);
    layout->addWidget(m_queueNote);
    layout->addStretch(1);

    const auto changed = [this] {
        if (!m_filling)
            store();
    };
    connect(m_editor, &ScheduleEditor::changed, this, changed);
    connect(m_queueTimeout, &QSpinBox::valueChanged, this, changed);
    // New rules while the step is shown: what was chosen, held to them.
    connect(&m_wizard->session().billing(), &client::BillingStore::policiesChanged, this, [this] {
        if (m_wizard->currentPage() == this)
            initializePage();
    });
    retranslate();
}

void ScheduleStep::retranslate()
{
    setTitle(tr("Schedule and idle policy"));
    setSubTitle(tr("Pay only while it works: sleep when idle, stop when done."));
    m_queueLabel->setText(tr("When no capacity is free, &wait up to"));
    m_queueTimeout->setSuffix(tr(" min"));
    m_queueTimeout->setSpecialValueText(tr("do not wait"));
    m_queueNote->setText(tr("The launch fails with “capacity exhausted” when the wait runs out."));
}

void ScheduleStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void ScheduleStep::initializePage()
{
    m_filling = true;
    const api::LaunchSpec &d = m_wizard->draft();
    // The organisation's rules bound what may be asked, and the platform's clock the stop time
    // (the editor falls back on this computer's).
    m_editor->setPolicies(m_wizard->session().billing().policies());
    m_editor->setValues(d.autoSleep.value_or(api::AutoSleep{}),
                        d.schedule.value_or(api::Schedule{}), m_wizard->session().platformTime());
    m_queueTimeout->setValue(int(d.queueTimeoutS.value_or(3600) / 60));
    m_filling = false;
    store();
}

void ScheduleStep::store()
{
    api::LaunchSpec &d = m_wizard->draft();
    d.autoSleep = m_editor->autoSleep();
    d.schedule = m_editor->schedule();
    d.queueTimeoutS = std::int64_t(m_queueTimeout->value()) * 60;
}

} // namespace polychip::ui
