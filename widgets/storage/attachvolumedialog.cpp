// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "attachvolumedialog.h"

#include "kit/instancepicklist.h"

#include "kit/colors.h"
#include "kit/detailscommon.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "apiclient.h"
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

using details::text;

} // namespace

QString AttachVolumeDialog::blocker(const client::Session *session,
                                    const api::Volume &volume,
                                    const api::Instance &instance)
{
    // The platform's rules (the simulator's attachVolume): any state but failed and being
    // deleted, in the volume's region, and for a trainee only their own instances.
    switch (instance.state) {
    case api::InstanceState::Terminating:
    case api::InstanceState::Terminated:
        return tr("being deleted");
    case api::InstanceState::Failed:
        return tr("failed: it cannot take volumes");
    default:
        break;
    }
    if (instance.region != volume.region)
        return tr("in %1; the volume is in %2")
            .arg(regionName(session, instance.region), regionName(session, volume.region));
    if (session && session->caller() && session->caller()->role == api::Role::Trainee
        && instance.userId != session->caller()->user.id)
        return tr("another user's: a trainee attaches volumes to their own instances only");
    return {};
}

AttachVolumeDialog::AttachVolumeDialog(client::ApiClient &client,
                                       const client::Session &session,
                                       const api::Volume &volume,
                                       QWidget *parent)
    : QDialog(parent)
    , m_client(&client)
    , m_session(&session)
    , m_volume(volume)
    , m_intro(new QLabel(this))
    , m_list(new InstancePickList(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_attach(m_buttons->addButton(tr("&Attach"), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("attachVolumeDialog"));
    setWindowTitle(tr("Attach %1").arg(text(volume.name)));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText); // the name comes from the platform
    m_intro->setText(tr("Attach “%1” (%2 GiB, in %3) to an instance. A running instance gets "
                        "it at once, without a restart; it stays attached across stops and "
                        "backend switches.")
                         .arg(text(volume.name), formatNumber(double(volume.sizeGib), 0),
                              regionName(&session, volume.region)));
    m_list->setObjectName(QStringLiteral("attachInstances"));
    m_list->setAccessibleName(tr("Instances"));
    m_problem->setObjectName(QStringLiteral("attachProblem"));
    m_problem->setWordWrap(true);
    setTextTone(m_problem, TextTone::Error);
    m_attach->setObjectName(QStringLiteral("attachButton"));
    m_attach->setToolTip(tr("Attach the volume to the instance chosen"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &AttachVolumeDialog::attach);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        m_problem->clear();
        updateControls();
    });
    connect(m_list, &QListWidget::itemActivated, this, [this] { attach(); });
    const client::InstanceStore &store = session.instances();
    connect(&store, &client::InstanceStore::instanceAdded, this, [this] { fill(); });
    // Told while the instance is still in the store: listed without it.
    connect(&store, &client::InstanceStore::instanceRemoved, this,
            [this](const std::string &id) { fill(id); });
    connect(&store, &client::InstanceStore::instanceChanged, this,
            [this](const std::string &, unsigned changes) {
                // Whether an instance may take the volume follows its state and region.
                constexpr unsigned kMatters = client::InstanceStore::StateChange
                                              | client::InstanceStore::PlacementChange
                                              | client::InstanceStore::OtherChange;
                if (changes & kMatters)
                    fill();
            });
    connect(&store, &client::InstanceStore::replaced, this, [this] { fill(); });
    resize(560, 400);
    fill();
}

void AttachVolumeDialog::fill(const std::string &leaving)
{
    const std::string current = chosen();
    struct Entry
    {
        const api::Instance *instance;
        QString why;
    };
    std::vector<Entry> entries;
    if (m_session) {
        for (const auto &[id, i] : m_session->instances().all()) {
            if (id != leaving && i.state != api::InstanceState::Terminated)
                entries.push_back({&i, blocker(m_session, m_volume, i)});
        }
    }
    // Those that can take it first, each group by name.
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        if (a.why.isEmpty() != b.why.isEmpty())
            return a.why.isEmpty();
        return a.instance->name < b.instance->name;
    });
    const QSignalBlocker block(m_list);
    m_list->clear();
    bool any = false;
    for (const Entry &e : entries) {
        const api::Instance &i = *e.instance;
        const QString where = tr("%1 · %2 × %3")
                                  .arg(stateText(i.state), QString::number(i.count),
                                       acceleratorName(m_session, i.accelerator));
        auto *item = new QListWidgetItem(e.why.isEmpty()
                                             ? tr("%1 (%2)").arg(text(i.name), where)
                                             : tr("%1 (%2): %3").arg(text(i.name), where, e.why),
                                         m_list);
        item->setData(InstancePickList::kInstanceIdRole, text(i.id));
        item->setIcon(stateIcon(i.state));
        item->setToolTip(text(i.id));
        if (!e.why.isEmpty()) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
        } else {
            any = true;
            if (i.id == current)
                m_list->setCurrentItem(item);
        }
    }
    // Something is always chosen when something can be: Attach (or Enter) acts on what is
    // shown highlighted.
    if (!m_list->currentItem() && any)
        m_list->setCurrentRow(0);
    if (any && !m_sending && m_noInstance) { // one can take it now: the note goes
        m_problem->clear();
        m_noInstance = false;
    }
    if (!any && !m_sending) {
        m_noInstance = true;
        m_problem->setText(entries.empty()
                               ? tr("There is no instance to attach it to. Launch one first.")
                               : tr("No instance can take it now: each says why."));
    }
    updateControls();
}

std::string AttachVolumeDialog::chosen() const
{
    return m_list->chosenId();
}

bool AttachVolumeDialog::choose(const std::string &instanceId)
{
    return m_list->choose(instanceId);
}

void AttachVolumeDialog::attach()
{
    const std::string id = chosen();
    if (m_sending || id.empty() || !m_client)
        return;
    m_sending = true;
    m_problem->clear();
    updateControls();
    api::AttachRequest request;
    request.instanceId = id;
    m_client->call(client::ops::attachVolume(m_volume.id, request), this,
                   [this](api::Result<api::Volume> r) {
                       m_sending = false;
                       if (!r) {
                           m_problem->setText(tr("Not attached: %1").arg(errorText(r.error())));
                           m_problem->setToolTip(errorDetails(r.error()));
                           updateControls();
                           return;
                       }
                       Q_EMIT attached(r.value());
                       accept();
                   });
}

void AttachVolumeDialog::updateControls()
{
    m_attach->setEnabled(!m_sending && !chosen().empty());
    m_list->setEnabled(!m_sending);
}

} // namespace polychip::ui
