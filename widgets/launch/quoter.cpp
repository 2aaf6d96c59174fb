// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "quoter.h"

#include "apiclient.h"
#include "operations.h"

namespace polychip::ui {

Quoter::Quoter(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &Quoter::send);
}

void Quoter::setClient(client::ApiClient *client)
{
    m_client = client;
    ++m_sequence; // answers through the old client belong to nobody now
    if (m_busy) {
        m_busy = false;
        Q_EMIT busyChanged(false);
    }
}

void Quoter::setDelay(int ms)
{
    m_debounce.setInterval(ms);
}

void Quoter::request(const api::LaunchSpec &spec)
{
    m_spec = spec;
    ++m_sequence;
    m_debounce.start();
    if (!m_busy) {
        m_busy = true;
        Q_EMIT busyChanged(true);
    }
}

void Quoter::requestNow()
{
    if (!m_spec)
        return;
    m_debounce.stop();
    send();
}

void Quoter::send()
{
    if (!m_client || !m_spec)
        return;
    const std::uint64_t sequence = ++m_sequence;
    if (!m_busy) {
        m_busy = true;
        Q_EMIT busyChanged(true);
    }
    const auto op = client::ops::createQuote(*m_spec);
    m_client->call(m_prefetch ? client::ops::asPrefetch(op) : op, this,
                   [this, sequence](api::Result<api::Quote> r) {
                       if (sequence != m_sequence)
                           return; // the spec changed meanwhile: its own answer is on its way
                       if (r) {
                           m_quote = std::move(r.value());
                           m_error.reset();
                       } else {
                           m_quote.reset();
                           m_error = r.error();
                       }
                       m_busy = false;
                       Q_EMIT busyChanged(false);
                       Q_EMIT updated();
                   });
}

} // namespace polychip::ui
