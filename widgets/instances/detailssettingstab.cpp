// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailssettingstab.h"

#include "kit/actionrules.h"
#include "kit/viewkeys.h"

#include "kit/detailscommon.h"
#include "kit/errortext.h"
#include "launch/scheduleeditor.h"

#include "apiclient.h"
#include "session.h"

#include <QApplication>
#include <QBoxLayout>
#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>

#include <algorithm>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using details::text;

} // namespace

DetailsSettingsTab::DetailsSettingsTab(QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(QStringLiteral("settingsTab"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    auto *tab = new QWidget(this);

    // Labels
    m_labelsBox = new QGroupBox(tab);
    m_labels = new QTableWidget(0, 2, m_labelsBox);
    m_labels->setObjectName(QStringLiteral("labelTable"));
    m_labels->verticalHeader()->hide();
    m_labels->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_labels->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab moves on (an open editor still goes on to the next cell with Tab).
    setUpViewKeys(m_labels);
    m_labels->setMinimumHeight(100);
    m_labelEditing = m_labels->editTriggers();
    m_addLabel = new QPushButton(m_labelsBox);
    m_addLabel->setObjectName(QStringLiteral("addLabel"));
    m_removeLabel = new QPushButton(m_labelsBox);
    m_removeLabel->setObjectName(QStringLiteral("removeLabel"));
    auto *labelButtons = new QHBoxLayout;
    labelButtons->addWidget(m_addLabel);
    labelButtons->addWidget(m_removeLabel);
    labelButtons->addStretch(1);
    auto *labelsLayout = new QVBoxLayout(m_labelsBox);
    labelsLayout->addWidget(m_labels, 1);
    labelsLayout->addLayout(labelButtons);

    // Auto-sleep and scheduled stop
    m_schedule = new ScheduleEditor(tab);

    m_apply = new QPushButton(tab);
    m_apply->setObjectName(QStringLiteral("applySettings"));
    m_apply->setDefault(true);
    m_revert = new QPushButton(tab);
    m_revert->setObjectName(QStringLiteral("revertSettings"));

    auto *policies = new QVBoxLayout;
    policies->addWidget(m_schedule);
    policies->addStretch(1);
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight);
    m_layout->addWidget(m_labelsBox, 1);
    m_layout->addLayout(policies, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_apply);
    // Said above the form, not only in a disabled button's tooltip.
    m_readOnly = new QLabel(tab);
    m_readOnly->setObjectName(QStringLiteral("settingsReadOnly"));
    m_readOnly->setWordWrap(true);
    m_readOnly->hide();
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_readOnly);
    layout->addLayout(m_layout, 1);
    layout->addLayout(buttons);
    setWidget(tab);

    const auto edited = [this] { updateApplyState(); };
    connect(m_labels, &QTableWidget::itemChanged, this, edited);
    connect(m_addLabel, &QPushButton::clicked, this, &DetailsSettingsTab::addLabel);
    connect(m_removeLabel, &QPushButton::clicked, this, &DetailsSettingsTab::removeLabels);
    connect(m_labels, &QTableWidget::itemSelectionChanged, this,
            &DetailsSettingsTab::updateApplyState);
    connect(m_schedule, &ScheduleEditor::changed, this, edited);
    connect(m_apply, &QPushButton::clicked, this, &DetailsSettingsTab::applySettings);
    connect(m_revert, &QPushButton::clicked, this, &DetailsSettingsTab::reload);

    retranslate();
}

DetailsSettingsTab::~DetailsSettingsTab() = default;

void DetailsSettingsTab::retranslate()
{
    m_labelsBox->setTitle(tr("Labels"));
    m_labelsBox->setToolTip(tr("Key=value pairs for grouping costs (the \"project\" label, say)"));
    m_labels->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    m_labels->setAccessibleName(m_labelsBox->title());
    m_addLabel->setText(tr("Add"));
    m_addLabel->setToolTip(tr("Adds a label"));
    m_removeLabel->setText(tr("Remove"));
    m_removeLabel->setToolTip(tr("Removes the selected labels"));
    m_apply->setText(tr("&Apply"));
    m_revert->setText(tr("&Reload"));
    m_revert->setToolTip(tr("Discards your edits and shows the settings as they are now"));
    updateApplyState();
}

// ---- session and instance --------------------------------------------------------------------

void DetailsSettingsTab::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    if (session) {
        connect(&session->instances(), &InstanceStore::instanceChanged, this,
                &DetailsSettingsTab::onInstanceChanged);
        connect(&session->instances(), &InstanceStore::replaced, this, [this] {
            if (const api::Instance *i = instance())
                followServer(*i); // changes may have been missed
        });
        // New rules: the form shows them, unless it is being edited (Apply then hears the
        // platform's words).
        connect(&session->billing(), &client::BillingStore::policiesChanged, this, [this] {
            if (const api::Instance *i = instance(); i && !formDirty() && !m_applying)
                loadForm(*i);
        });
    }
}

void DetailsSettingsTab::setInstance(const std::string &id)
{
    m_id = id;
    m_applying = false;
    m_baselineRevision = -1;
}

void DetailsSettingsTab::setPaneSize(const QSize &size)
{
    m_layout->setDirection(size.width() >= 700 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

const api::Instance *DetailsSettingsTab::instance() const
{
    return details::findInstance(m_session, m_id);
}

void DetailsSettingsTab::reload()
{
    if (const api::Instance *i = instance())
        loadForm(*i);
}

void DetailsSettingsTab::onInstanceChanged(const std::string &id, unsigned changes)
{
    if (id != m_id || changes == InstanceStore::LiveChange)
        return;
    const api::Instance *i = instance();
    if (i && i->state != api::InstanceState::Terminated)
        followServer(*i);
}

void DetailsSettingsTab::followServer(const api::Instance &i)
{
    const bool complete = m_session && m_session->instances().isComplete(i.id);
    // The same revision is news only when it brings the whole record the form lacked.
    if (m_applying || (i.revision == m_baselineRevision && (m_baselineComplete || !complete)))
        return;
    // The form follows the server unless the user is editing it; edits conflict (412 on Apply)
    // only when the server's settings changed underneath them.
    if (!formDirty()) {
        loadForm(i);
    } else if (i.revision == m_baselineRevision) {
        // The whole record arrived for the revision being edited: only the labels could be
        // edited meanwhile, and they stay as typed.
        const Form edited = formFromWidgets();
        loadForm(i);
        m_loadingForm = true;
        m_labels->setRowCount(0);
        for (const auto &[key, value] : edited.labels)
            addLabelRow(key, value);
        m_loadingForm = false;
        updateApplyState();
    } else if (m_baselineRevision >= 0) {
        const bool settingsSame = i.labels == m_baselineSettings.labels
                                  && i.autoSleep == m_baselineSettings.autoSleep
                                  && i.schedule == m_baselineSettings.schedule;
        // Only a whole record tells: a list's copy of the policies may be older than it.
        if (settingsSame && complete)
            m_baselineRevision = i.revision;
    }
}

// ---- the form --------------------------------------------------------------------------------

void DetailsSettingsTab::addLabelRow(const QString &key, const QString &value)
{
    const int row = m_labels->rowCount();
    m_labels->insertRow(row);
    m_labels->setItem(row, 0, new QTableWidgetItem(key));
    m_labels->setItem(row, 1, new QTableWidgetItem(value));
}

void DetailsSettingsTab::addLabel()
{
    addLabelRow({}, {});
    const int row = m_labels->rowCount() - 1;
    m_labels->setCurrentCell(row, 0);
    m_labels->editItem(m_labels->item(row, 0));
    updateApplyState();
}

void DetailsSettingsTab::removeLabels()
{
    std::vector<int> rows;
    for (const QModelIndex &index : m_labels->selectionModel()->selectedRows())
        rows.push_back(index.row());
    if (rows.empty() && m_labels->currentRow() >= 0)
        rows.push_back(m_labels->currentRow());
    std::sort(rows.rbegin(), rows.rend());
    for (const int row : rows)
        m_labels->removeRow(row);
    updateApplyState();
}

DetailsSettingsTab::Form DetailsSettingsTab::formFromWidgets() const
{
    Form f;
    for (int row = 0; row < m_labels->rowCount(); ++row) {
        const QTableWidgetItem *k = m_labels->item(row, 0);
        const QTableWidgetItem *v = m_labels->item(row, 1);
        const QString key = k ? k->text().trimmed() : QString();
        const QString value = v ? v->text() : QString();
        if (!key.isEmpty() || !value.isEmpty())
            f.labels.emplace_back(key, value);
    }
    std::sort(f.labels.begin(), f.labels.end());
    const api::AutoSleep sleep = m_schedule->autoSleep();
    f.sleepEnabled = sleep.enabled;
    f.sleepBelowPct = sleep.utilizationBelowPct;
    f.sleepForMinutes = sleep.forMinutes;
    const api::Schedule schedule = m_schedule->schedule();
    if (schedule.stopAt)
        f.stopAt = schedule.stopAt->unixSeconds;
    f.maxRuntimeS = schedule.maxRuntimeS;
    f.checkpoint = schedule.checkpointBeforeStop;
    return f;
}

void DetailsSettingsTab::loadForm(const api::Instance &i, std::optional<bool> whole)
{
    m_loadingForm = true;
    m_labels->setRowCount(0);
    for (const auto &[key, value] : i.labels)
        addLabelRow(text(key), text(value));
    // The platform's now bounds the stop time (and places one offered when none is set).
    const std::int64_t now
        = details::platformNow(m_session, m_id, m_session ? m_session->platformTime() : -1);
    m_schedule->setPolicies(m_session ? m_session->billing().policies() : api::OrgPolicies{},
                            false);
    m_schedule->setValues(i.autoSleep, i.schedule, now);
    m_loadingForm = false;
    m_baseline = formFromWidgets();
    m_baselineRevision = i.revision;
    m_baselineComplete = whole.value_or(m_session && m_session->instances().isComplete(i.id));
    m_baselineSettings = {i.labels, i.autoSleep, i.schedule};
    m_schedule->setEnabled(m_baselineComplete);
    updateApplyState();
}

bool DetailsSettingsTab::formDirty() const
{
    // A label being typed counts, before it is committed to the table.
    const QWidget *focus = QApplication::focusWidget();
    if (focus && focus != m_labels && m_labels->isAncestorOf(focus))
        return true; // an open cell editor
    return m_baselineRevision >= 0 && !(formFromWidgets() == m_baseline);
}

void DetailsSettingsTab::updateApplyState()
{
    if (m_loadingForm)
        return;
    const api::Instance *i = instance();
    // A caller who may not change this instance sees its settings read-only, and why.
    const QString roleBlocker = i ? ActionRules::roleBlocker(m_session.data(), *i) : QString();
    const bool readOnly = !roleBlocker.isEmpty();
    m_readOnly->setText(roleBlocker);
    m_readOnly->setVisible(readOnly);
    m_labels->setEditTriggers(readOnly ? QAbstractItemView::NoEditTriggers : m_labelEditing);
    m_addLabel->setEnabled(!readOnly);
    m_removeLabel->setEnabled(
        !readOnly && (m_labels->currentRow() >= 0 || !m_labels->selectedItems().isEmpty()));
    m_schedule->setEnabled(m_baselineComplete && !readOnly);
    // Told here, not where the form is loaded: retranslate() comes by here too.
    m_schedule->setToolTip(m_baselineComplete ? QString()
                                              : tr("Loading this instance's settings…"));
    const QString connection = ActionRules::connectionBlocker(m_session.data());
    const QString blocker = readOnly ? roleBlocker : connection;
    const bool editable = i && i->state != api::InstanceState::Terminating
                          && i->state != api::InstanceState::Terminated && m_client
                          && blocker.isEmpty();
    const bool dirty = formDirty();
    m_apply->setEnabled(editable && dirty && !m_applying);
    m_apply->setToolTip(!blocker.isEmpty() ? blocker
                        : !editable        ? tr("This instance cannot be changed now")
                        : dirty            ? tr("Saves your changes on the platform")
                                           : tr("Nothing changed yet"));
    m_revert->setEnabled(dirty && !m_applying);
}

// ---- apply -----------------------------------------------------------------------------------

void DetailsSettingsTab::applySettings()
{
    const api::Instance *i = instance();
    if (!i || !m_client || m_applying)
        return;
    const Form f = formFromWidgets();
    api::InstancePatch patch;
    if (f.labels != m_baseline.labels) {
        api::Labels labels;
        for (const auto &[key, value] : f.labels) {
            if (key.isEmpty()) {
                Q_EMIT message(tr("The label with the value “%1” needs a key.").arg(value), true);
                return;
            }
            if (!labels.emplace(key.toStdString(), value.toStdString()).second) {
                Q_EMIT message(tr("The label “%1” is given twice.").arg(key), true);
                return;
            }
        }
        patch.labels = std::move(labels);
    }
    if (f.sleepEnabled != m_baseline.sleepEnabled || f.sleepBelowPct != m_baseline.sleepBelowPct
        || f.sleepForMinutes != m_baseline.sleepForMinutes) {
        api::AutoSleep sleep = m_baselineSettings.autoSleep;
        sleep.enabled = f.sleepEnabled;
        if (f.sleepBelowPct != m_baseline.sleepBelowPct)
            sleep.utilizationBelowPct = f.sleepBelowPct;
        if (f.sleepForMinutes != m_baseline.sleepForMinutes)
            sleep.forMinutes = f.sleepForMinutes;
        patch.autoSleep = sleep;
    }
    if (f.stopAt != m_baseline.stopAt || f.maxRuntimeS != m_baseline.maxRuntimeS
        || f.checkpoint != m_baseline.checkpoint) {
        // What was not touched keeps the server's exact value (seconds, not the form's minutes).
        api::Schedule schedule = m_baselineSettings.schedule;
        if (!f.stopAt)
            schedule.stopAt.reset();
        else if (f.stopAt != m_baseline.stopAt)
            schedule.stopAt = api::Timestamp{*f.stopAt};
        if (!f.maxRuntimeS)
            schedule.maxRuntimeS.reset();
        else if (f.maxRuntimeS != m_baseline.maxRuntimeS)
            schedule.maxRuntimeS = f.maxRuntimeS;
        schedule.checkpointBeforeStop = f.checkpoint;
        patch.schedule = schedule;
    }
    m_applying = true;
    updateApplyState();
    const std::string id = m_id;
    const QString name = text(i->name);
    m_client->call(client::ops::updateInstance(id, patch, m_baselineRevision), this,
                   [this, id, name](api::Result<api::Instance> r) {
                       if (id != m_id)
                           return; // another instance is shown by now
                       m_applying = false;
                       if (!r) {
                           Q_EMIT message(errorText(r.error()), true);
                           updateApplyState();
                           return;
                       }
                       loadForm(*r, true); // the answer is the whole record
                       Q_EMIT message(tr("The settings of “%1” were saved.").arg(name), false);
                   });
}

void DetailsSettingsTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QScrollArea::changeEvent(event);
}

} // namespace polychip::ui
