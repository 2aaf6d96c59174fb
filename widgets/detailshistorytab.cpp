// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailshistorytab.h"

#include "detailscommon.h"
#include "displaytext.h"

#include "session.h"

#include <QEvent>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

using client::Session;
using details::text;
using details::timeText;

} // namespace

DetailsHistoryTab::DetailsHistoryTab(QWidget *parent)
    : QWidget(parent)
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
    refresh();
}

void DetailsHistoryTab::setSession(client::Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (session)
        connect(session, &Session::instanceChanged, this, &DetailsHistoryTab::onInstanceChanged);
}

void DetailsHistoryTab::setInstance(const std::string &id)
{
    m_id = id;
}

void DetailsHistoryTab::onInstanceChanged(const std::string &id, unsigned changes)
{
    if (id != m_id || !(changes & (Session::PlacementChange | Session::OtherChange)))
        return;
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (i && i->state != api::InstanceState::Terminated)
        refresh();
}

void DetailsHistoryTab::refresh()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i)
        return;
    m_table->setRowCount(int(i->backendHistory.size()));
    int row = 0;
    for (const auto &h : i->backendHistory) {
        const auto *chip = m_session->accelerator(h.accelerator);
        const QString accelerator = text(chip ? chip->name : h.accelerator);
        QString snapshot = tr("—");
        if (h.snapshotId) {
            const auto it = m_session->snapshots().find(*h.snapshotId);
            snapshot
                = it != m_session->snapshots().end() ? text(it->second.name) : text(*h.snapshotId);
        }
        details::setRow(m_table, row++,
                        {backendText(h.backend),
                         tr("%1 × %2").arg(accelerator, QString::number(h.count)), timeText(h.from),
                         h.to ? timeText(*h.to) : tr("now"),
                         h.step ? QLocale().toString(qlonglong(*h.step)) : tr("—"), snapshot});
    }
}

void DetailsHistoryTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
