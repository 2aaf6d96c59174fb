// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "latestanswers.h"
#include "listpages.h"
#include "operations.h"

#include "api/rules.h"
#include "api/schemainfo.h"

#include <QGroupBox>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <cstdint>
#include <functional>
#include <iterator>
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
        begin(request);
        m_client->call<R>(
            op, this,
            m_answers.guard([this, request, done = std::move(done)](api::Result<R> result) mutable {
                end(request);
                done(std::move(result));
                updateControls();
                askedAgain(request);
            }));
    }

    /// Lists every page of a list as the request `request` (`op` makes a page's call from its
    /// query), then hands `done` all the items, or the error of the page that failed.
    template <class T, class MakeOp, class F>
    void listAll(int request, MakeOp op, F done)
    {
        if (!m_client)
            return;
        begin(request);
        auto all = std::make_shared<std::vector<T>>();
        auto finish = std::make_shared<F>(std::move(done));
        client::listPages<T>(
            *m_client, this, std::move(op), client::ListQuery{},
            m_answers.guard([this, request, all, finish](api::Page<T> page, bool last) {
                std::move(page.items.begin(), page.items.end(), std::back_inserter(*all));
                if (last) {
                    end(request);
                    (*finish)(api::Result<std::vector<T>>(std::move(*all)));
                    updateControls();
                    askedAgain(request);
                }
                return true;
            }),
            m_answers.guard([this, request, finish](const api::ApiError &error) {
                end(request);
                (*finish)(api::Result<std::vector<T>>(error));
                updateControls();
                askedAgain(request);
            }));
    }

    /// Runs `ask` (which sends `request`) now, or, while `request` is in flight, once its
    /// answer is in: that answer is to a question out of date (asked in the language before).
    void askAgain(int request, std::function<void()> ask);

    /// Emits message() for a failure: `text` has %1 for errorText(error).
    void reportError(const QString &text, const api::ApiError &error);

    /// The session or the client changed (both may be null): read what the panel shows.
    virtual void sessionChanged() = 0;
    /// Enables and disables the controls (connection, requests in flight).
    virtual void updateControls() = 0;
    virtual void retranslate() = 0;
    /// The console's language changed: what the panel lists in the platform's words (scenario
    /// and lesson texts) is to be asked for again. Called once the new Accept-Language is
    /// set, after the LanguageChange that told of it.
    virtual void platformLanguageChanged() {}

    void changeEvent(QEvent *event) override;

private:
    /// The request `request` is in flight (the controls updated) until end().
    void begin(int request);
    void end(int request) { m_inFlight.remove(request); }
    /// Runs what askAgain() left for `request`, if anything.
    void askedAgain(int request);

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    client::LatestAnswers m_answers; ///< a new connection drops the old one's answers
    QSet<int> m_inFlight;
    QHash<int, std::function<void()>> m_again; ///< by request: asked once its answer is in
};

} // namespace polychip::ui
