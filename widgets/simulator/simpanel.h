// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "operations.h"

#include "api/rules.h"
#include "api/schemainfo.h"

#include <QGroupBox>
#include <QPointer>
#include <QSet>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * What the groups of the Simulator page share: the simulator they speak to (through the
 * session's ApiClient), which of their requests are in flight (the controls that sent one are
 * disabled until it ends), answers of an earlier connection dropped, and a message for the
 * page's message bar when an action ends.
 */
class SimPanel : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimPanel)

public:
    explicit SimPanel(QWidget *parent = nullptr);

    /// Both null while there is no simulator to control (not connected, or a role that may
    /// not). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    client::ApiClient *client() const { return m_client; }
    client::Session *session() const;

Q_SIGNALS:
    /// Emitted when an action ended: what happened, or why it failed (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});

protected:
    /// Whether requests can be sent: connected, and the platform answers.
    bool canAct() const;
    bool inFlight(int request) const { return m_inFlight.contains(request); }
    /// Why an action cannot be taken now, for its tooltip: not connected, offline, or its
    /// request is in flight.
    QString whyDisabled() const;

    /// Sends `op` as the request `request` (any number the panel chooses; it stays in flight
    /// until the answer is in) and hands the result to `done`, unless the connection changed
    /// meanwhile. Controls are updated before and after.
    template <class R, class F>
    void send(int request, const client::Op<R> &op, F done)
    {
        if (!m_client)
            return;
        m_inFlight.insert(request);
        updateControls();
        const std::uint64_t generation = m_generation;
        m_client->call<R>(
            op, this,
            [this, request, generation, done = std::move(done)](api::Result<R> result) mutable {
                if (generation != m_generation)
                    return; // an answer for an earlier connection
                m_inFlight.remove(request);
                done(std::move(result));
                updateControls();
            });
    }

    /// Lists every page of a list as the request `request` (`op` makes a page's call from its
    /// query), then hands `done` all the items, or the error of the page that failed.
    template <class T, class MakeOp, class F>
    void listAll(int request,
                 MakeOp op,
                 F done,
                 std::string pageToken = {},
                 std::shared_ptr<std::vector<T>> acc = std::make_shared<std::vector<T>>())
    {
        client::ListQuery query;
        query.pageToken = std::move(pageToken);
        query.pageSize = 1000;
        send(request, op(query),
             [this, request, op, done = std::move(done),
              acc](api::Result<api::Page<T>> result) mutable {
                 if (!result) {
                     done(api::Result<std::vector<T>>(result.error()));
                     return;
                 }
                 auto &page = result.value();
                 acc->insert(acc->end(), page.items.begin(), page.items.end());
                 if (page.nextPageToken)
                     listAll<T>(request, op, std::move(done), *page.nextPageToken, acc);
                 else
                     done(api::Result<std::vector<T>>(std::move(*acc)));
             });
    }

    /// Emits message() for a failure: `text` has %1 for errorText(error).
    void reportError(const QString &text, const api::ApiError &error);

    /// The session or the client changed (both may be null): read what the panel shows.
    virtual void sessionChanged() = 0;
    /// Enables and disables the controls (connection, requests in flight).
    virtual void updateControls() = 0;
    virtual void retranslate() = 0;

    void changeEvent(QEvent *event) override;

private:
    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    std::uint64_t m_generation = 0;
    QSet<int> m_inFlight;
};

} // namespace polychip::ui
