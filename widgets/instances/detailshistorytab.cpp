// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailshistorytab.h"

#include "kit/detailscommon.h"
#include "kit/displaytext.h"

#include "session.h"

#include <QEvent>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using details::text;
using details::timeText;

} // namespace

DetailsHistoryTab::DetailsHistoryTab(QWidget *parent)
    : DetailsTab(parent)
{
    setObjectName(QStringLiteral("historyTab"));
    m_table = details::makeTable(this, "historyTable", 6);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table);

    retranslate();
}

DetailsHistoryTab::~DetailsHistoryTab() = default;

void DetailsHistoryTab::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Backend"), tr("Accelerator"), tr("From"), tr("To"), tr("Step"), tr("Snapshot")});
    m_table->setAccessibleName(tr("Backend history"));
    refresh();
}

void DetailsHistoryTab::follow(client::Session *session)
{
    if (session)
        connect(&session->instances(), &InstanceStore::instanceChanged, this,
                [this](const std::string &id, unsigned changes) {
                    refreshOn(id, changes,
                              InstanceStore::PlacementChange | InstanceStore::OtherChange);
                });
}

void DetailsHistoryTab::refresh()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i)
        return;
    m_table->setRowCount(int(i->backendHistory.size()));
    int row = 0;
    for (const auto &h : i->backendHistory) {
        const auto *chip = m_session->catalog().accelerator(h.accelerator);
        const QString accelerator = text(chip ? chip->name : h.accelerator);
        QString snapshot = tr("—");
        if (h.snapshotId) {
            const api::Snapshot *s = m_session->storage().snapshot(*h.snapshotId);
            snapshot = s ? snapshotTitle(m_session, *s) : text(*h.snapshotId);
        }
        details::setRow(m_table, row++,
                        {backendText(h.backend),
                         tr("%1 × %2").arg(accelerator, QString::number(h.count)), timeText(h.from),
                         h.to ? timeText(*h.to) : tr("now"),
                         h.step ? QLocale().toString(qlonglong(*h.step)) : tr("—"), snapshot});
    }
}

} // namespace polychip::ui
