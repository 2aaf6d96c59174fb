// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "mountdialog.h"

#include "kit/instancepicklist.h"

#include "apiclient.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "operations.h"
#include "session.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace polychip::ui {

namespace {

bool hasDataset(const api::Instance &i, const std::string &dataset)
{
    return std::find(i.datasetIds.begin(), i.datasetIds.end(), dataset) != i.datasetIds.end();
}

} // namespace

MountDialog::MountDialog(client::ApiClient &client,
                         const client::Session &session,
                         const api::Dataset &dataset,
                         QWidget *parent)
    : QDialog(parent)
    , m_client(&client)
    , m_session(&session)
    , m_dataset(dataset)
    , m_intro(new QLabel(this))
    , m_list(new InstancePickList(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_mount(m_buttons->addButton(tr("&Mount"), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("mountDialog"));
    setWindowTitle(tr("Mount %1").arg(QString::fromStdString(dataset.name)));
    m_intro->setWordWrap(true);
    m_intro->setText(tr("Mount “%1” (%2 GiB) read-only at /data/%3 on an instance. A running job "
                        "keeps running; the data set is there at once.")
                         .arg(QString::fromStdString(dataset.name),
                              formatNumber(dataset.sizeGib, dataset.sizeGib < 10 ? 1 : 0),
                              QString::fromStdString(dataset.id)));
    m_list->setObjectName(QStringLiteral("mountInstances"));
    m_list->setAccessibleName(tr("Instances"));
    m_problem->setObjectName(QStringLiteral("mountProblem"));
    m_problem->setWordWrap(true);
    setTextTone(m_problem, TextTone::Error);
    m_mount->setObjectName(QStringLiteral("mountButton"));
    m_mount->setToolTip(tr("Mount the data set on the instance chosen"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &MountDialog::mount);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        m_problem->clear();
        updateControls();
    });
    connect(m_list, &QListWidget::itemActivated, this, [this] { mount(); });
    const client::InstanceStore &store = session.instances();
    connect(&store, &client::InstanceStore::instanceAdded, this, [this] { fill(); });
    // Told while the instance is still in the store: listed without it.
    connect(&store, &client::InstanceStore::instanceRemoved, this,
            [this](const std::string &id) { fill(id); });
    connect(&store, &client::InstanceStore::instanceChanged, this, [this] { fill(); });
    connect(&store, &client::InstanceStore::replaced, this, [this] { fill(); });
    resize(520, 380);
    fill();
}

void MountDialog::fill(const std::string &leaving)
{
    const std::string current = chosen();
    std::vector<const api::Instance *> instances;
    if (m_session) {
        for (const auto &[id, i] : m_session->instances().all()) {
            if (id != leaving && i.state != api::InstanceState::Terminating
                && i.state != api::InstanceState::Terminated)
                instances.push_back(&i);
        }
    }
    std::sort(instances.begin(), instances.end(),
              [](const api::Instance *a, const api::Instance *b) { return a->name < b->name; });
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const api::Instance *i : instances) {
        const bool has = hasDataset(*i, m_dataset.id);
        const api::Accelerator *chip = m_session->catalog().accelerator(i->accelerator);
        const QString where = tr("%1 · %2 × %3")
                                  .arg(stateText(i->state), QString::number(i->count),
                                       QString::fromStdString(chip ? chip->name : i->accelerator));
        auto *item = new QListWidgetItem(
            has ? tr("%1 (%2), has it already").arg(QString::fromStdString(i->name), where)
                : tr("%1 (%2)").arg(QString::fromStdString(i->name), where),
            m_list);
        item->setData(InstancePickList::kInstanceIdRole, QString::fromStdString(i->id));
        item->setToolTip(QString::fromStdString(i->id));
        if (has)
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
        if (!has && i->id == current)
            m_list->setCurrentItem(item);
    }
    // Something is always chosen when something can be: Mount (or Enter) acts on what is shown
    // highlighted, never on an item that merely has the focus.
    for (int row = 0; !m_list->currentItem() && row < m_list->count(); ++row) {
        if (m_list->item(row)->flags() & Qt::ItemIsEnabled)
            m_list->setCurrentRow(row);
    }
    if (instances.empty()) {
        m_problem->setText(tr("No instance can take it. Launch one with “Use in a new "
                              "instance…”."));
        m_noInstance = true;
    } else if (m_noInstance) { // one appeared: the note goes (a refusal stays)
        m_problem->clear();
        m_noInstance = false;
    }
    updateControls();
}

std::string MountDialog::chosen() const
{
    return m_list->chosenId();
}

bool MountDialog::choose(const std::string &instanceId)
{
    return m_list->choose(instanceId);
}

void MountDialog::mount()
{
    const std::string id = chosen();
    const api::Instance *instance = m_session ? m_session->instances().find(id) : nullptr;
    if (m_sending || !instance || !m_client)
        return;
    api::InstancePatch patch;
    patch.datasetIds = instance->datasetIds;
    patch.datasetIds->push_back(m_dataset.id);
    m_sending = true;
    m_problem->clear();
    updateControls();
    m_client->call(client::ops::updateInstance(id, patch, instance->revision), this,
                   [this](api::Result<api::Instance> r) {
                       m_sending = false;
                       if (!r) {
                           m_problem->setText(tr("Not mounted: %1").arg(errorText(r.error())));
                           updateControls();
                           return;
                       }
                       Q_EMIT mounted(r.value());
                       accept();
                   });
}

void MountDialog::updateControls()
{
    m_mount->setEnabled(!m_sending && !chosen().empty());
    m_list->setEnabled(!m_sending);
}

} // namespace polychip::ui
