// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailsstoragetab.h"

#include "kit/detailscommon.h"
#include "kit/displaytext.h"

#include "session.h"

#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using details::text;
using details::timeText;

} // namespace

DetailsStorageTab::DetailsStorageTab(QWidget *parent)
    : DetailsTab(parent)
{
    setObjectName(QStringLiteral("storageTab"));
    m_snapshotsLabel = new QLabel(this);
    m_snapshots = details::makeTable(this, "snapshotTable", 4);
    m_volumesLabel = new QLabel(this);
    m_volumes = details::makeTable(this, "volumeTable", 4);
    auto *left = new QVBoxLayout;
    left->addWidget(m_snapshotsLabel);
    left->addWidget(m_snapshots, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(m_volumesLabel);
    right->addWidget(m_volumes, 1);
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    m_layout->addLayout(left, 3);
    m_layout->addLayout(right, 2);

    retranslate();
}

DetailsStorageTab::~DetailsStorageTab() = default;

void DetailsStorageTab::retranslate()
{
    m_snapshots->setHorizontalHeaderLabels({tr("Name"), tr("State"), tr("Size"), tr("Created")});
    m_volumes->setHorizontalHeaderLabels({tr("Name"), tr("State"), tr("Size"), tr("Created")});
    m_snapshots->setAccessibleName(tr("Snapshots"));
    m_volumes->setAccessibleName(tr("Volumes"));
    refresh();
}

void DetailsStorageTab::follow(client::Session *session)
{
    if (session) {
        connect(&session->instances(), &InstanceStore::instanceChanged, this,
                [this](const std::string &id, unsigned changes) {
                    refreshOn(id, changes, InstanceStore::OtherChange);
                });
        connect(&session->storage(), &client::StorageStore::changed, this,
                &DetailsStorageTab::refresh);
    }
}

void DetailsStorageTab::setPaneSize(const QSize &size)
{
    m_layout->setDirection(size.width() >= 760 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void DetailsStorageTab::refresh()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i)
        return;
    m_snapshots->setRowCount(0);
    for (const auto &id : i->snapshotIds) {
        const api::Snapshot *found = m_session->storage().snapshot(id);
        if (!found)
            continue;
        const api::Snapshot &s = *found;
        const int row = m_snapshots->rowCount();
        m_snapshots->insertRow(row);
        details::setRow(m_snapshots, row,
                        {snapshotTitle(m_session, s), snapshotStateText(s.state),
                         tr("%1 GiB").arg(formatNumber(s.sizeGib, 1)), timeText(s.createdAt)},
                        tr("%1 (%2, %3), checkpoint at step %4")
                            .arg(text(s.name), text(s.id), backendText(s.backend),
                                 QLocale().toString(qlonglong(s.checkpointStep))));
    }
    m_volumes->setRowCount(0);
    for (const auto &id : i->volumeIds) {
        const api::Volume *found = m_session->storage().volume(id);
        if (!found)
            continue;
        const api::Volume &v = *found;
        const int row = m_volumes->rowCount();
        m_volumes->insertRow(row);
        details::setRow(m_volumes, row,
                        {text(v.name), volumeStateText(v.state),
                         tr("%1 GiB").arg(formatNumber(double(v.sizeGib), 0)),
                         timeText(v.createdAt)},
                        tr("%1 in %2").arg(text(v.id), regionName(m_session, v.region)));
    }
    m_snapshotsLabel->setText(tr("Snapshots (%1)").arg(m_snapshots->rowCount()));
    m_volumesLabel->setText(tr("Volumes (%1)").arg(m_volumes->rowCount()));
}

} // namespace polychip::ui
