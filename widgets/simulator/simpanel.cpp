// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simpanel.h"

#include "kit/errortext.h"
#include "session.h"

#include <QEvent>
#include <QTimer>

namespace polychip::ui {

SimPanel::SimPanel(QWidget *parent)
    : QGroupBox(parent)
{}

void SimPanel::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    m_answers.next();
    m_inFlight.clear();
    m_again.clear();
    if (session)
        connect(session, &client::Session::stateChanged, this, &SimPanel::updateControls);
    sessionChanged();
    updateControls();
}

void SimPanel::begin(int request)
{
    m_inFlight.insert(request);
    updateControls();
}

void SimPanel::askAgain(int request, std::function<void()> ask)
{
    if (inFlight(request))
        m_again.insert(request, std::move(ask));
    else
        ask();
}

void SimPanel::askedAgain(int request)
{
    if (const auto again = m_again.take(request))
        again();
}

client::Session *SimPanel::session() const
{
    return m_session.data();
}

bool SimPanel::canAct() const
{
    return m_client && m_session && m_session->state() != client::Session::State::Offline;
}

QString SimPanel::whyDisabled() const
{
    if (!m_client)
        return tr("Not connected to a simulator");
    if (!canAct())
        return tr("Offline: the simulator does not answer");
    return tr("Waiting for the simulator's answer");
}

void SimPanel::reportError(const QString &text, const api::ApiError &error)
{
    Q_EMIT message(text.arg(errorText(error)), true, errorDetails(error));
}

void SimPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Queued: the translators change first, the connection's Accept-Language right after.
        if (m_client)
            QTimer::singleShot(0, this, [this] {
                if (m_client)
                    platformLanguageChanged();
            });
    }
    QGroupBox::changeEvent(event);
}

} // namespace polychip::ui
