// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the live widget tests share: the product's ApiClient and Session signed in to a test
// simulator, as the main window gives them to a page.

#include "apiclient.h"
#include "session.h"
#include "simtestclient.h"

#include <QTest>

namespace polychip::test {

/** An ApiClient and a Session on `sim`, signed in as `key`; live() starts the session, so
 *  what is given the session first (a page) sees it start. */
struct LiveSession
{
    client::ApiClient client;
    client::Session session{client};

    LiveSession(const SimProcess &sim, const Key &key, client::RetryPolicy policy = {})
        : client(client::Endpoint{sim.baseUrl(), key.id, key.secret, {}, {}}, policy)
    {}

    /// Whether, within `timeoutMs`, the session is live with what the pages read first: who
    /// is signed in, the account and the templates.
    bool live(int timeoutMs = 15000)
    {
        if (!m_started)
            session.start();
        m_started = true;
        return QTest::qWaitFor(
            [this] {
                return session.state() == client::Session::State::Live && session.caller()
                       && session.billing().account().has_value()
                       && !session.catalog().templates().empty();
            },
            timeoutMs);
    }

private:
    bool m_started = false;
};

} // namespace polychip::test
