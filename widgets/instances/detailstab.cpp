// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailstab.h"

#include "kit/detailscommon.h"
#include "session.h"

#include <QEvent>

namespace polychip::ui {

DetailsTab::DetailsTab(QWidget *parent)
    : QWidget(parent)
{}

DetailsTab::~DetailsTab() = default;

void DetailsTab::setSession(client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_session = session;
    follow(session);
}

void DetailsTab::setInstance(const std::string &id)
{
    m_id = id;
    instanceSet();
}

void DetailsTab::refreshOn(const std::string &id, unsigned changes, unsigned mask)
{
    if (id != m_id || !(changes & mask))
        return;
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (i && i->state != api::InstanceState::Terminated) // a deleted one shows as such
        refresh();
}

void DetailsTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
