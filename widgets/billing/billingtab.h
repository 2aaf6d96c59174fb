// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "kit/billingperiod.h"
#include "latestanswers.h"
#include "listpages.h"

#include "api/enums.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

class QAbstractItemModel;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * What the tabs of the Billing page share: the platform they read (both pointers null while not
 * connected), who is signed in, answers of an earlier connection dropped, reading only while
 * shown (a tab read while hidden is read again when it is next shown), and a message for the
 * page's message bar when an action ends.
 */
class BillingTab : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingTab)

public:
    explicit BillingTab(QWidget *parent = nullptr);

    /// Both may be null. The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    client::ApiClient *client() const { return m_client; }
    client::Session *session() const;
    /// `role`: empty while not known; `asking`: the page is asking the platform for it.
    void setRole(std::optional<api::Role> role, bool asking);
    std::optional<api::Role> role() const { return m_role; }
    bool askingRole() const { return m_askingRole; }
    /// Whether the role sees only its own resources' spend (developers and trainees).
    bool seesOwnSpendOnly() const;

    /// Reads what the tab shows from the platform now if it is shown, else when it is next.
    void reload();

Q_SIGNALS:
    /// Emitted when an action ended: what happened, or why it failed (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});

protected:
    /// Connected, and the platform answers.
    bool canAct() const;
    /// Why an action cannot be taken now: not connected, or offline.
    QString whyDisabled() const;
    /// The account's currency (ISO 4217).
    QString currency() const;

    /// Sends `op` and hands the result to `done`, unless the connection changed meanwhile.
    template <class R, class F>
    void send(const client::Op<R> &op, F done)
    {
        if (!m_client)
            return;
        m_client->call<R>(op, this, m_answers.guard(std::move(done)));
    }

    /// Lists every page of a list (client::listPages()), unless the connection changes.
    template <class T, class MakeOp, class OnPage, class OnError>
    void listPages(MakeOp op, client::ListQuery query, OnPage page, OnError failed)
    {
        if (!m_client)
            return;
        client::listPages<T>(*m_client, this, std::move(op), std::move(query),
                             m_answers.guard(std::move(page)), m_answers.guard(std::move(failed)));
    }

    /// Emits message() for a failure: `text` has %1 for errorText(error).
    void reportError(const QString &text, const api::ApiError &error);

    /// Asks where to save a CSV file (the dialog "exportCsvDialog", titled `title`, offering
    /// `fileName` in the documents folder), then hands the chosen path to `save`.
    void askCsvPath(const QString &title,
                    const QString &fileName,
                    std::function<void(const QString &path)> save);
    /// Writes the rows of `model` as CSV (toCsv()) to `path` on a pool thread, then emits
    /// message(): the rows written, or `failed` with %1 for the path and %2 for why. `done`
    /// hears the error (empty: written).
    void writeCsv(const QAbstractItemModel &model,
                  const QString &path,
                  const QString &failed,
                  std::function<void(const QString &error)> done);

    /// The session changed (it may be null): follow its stores, forget what was shown.
    virtual void sessionChanged() {}
    /// Reads from the platform (called while shown; see reload()).
    virtual void fetch() {}
    /// The period the tab shows and the span it last asked for (none: not a period's figures).
    virtual std::optional<std::pair<BillingPeriod, TimeRange>> shownPeriod() const
    {
        return std::nullopt;
    }
    /// Enables and disables the controls (connection, role, requests in flight).
    virtual void updateControls() {}
    virtual void retranslate() = 0;

    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Every billing tick: reads again when the period shown no longer starts where it did.
    void followClock();

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    client::LatestAnswers m_answers; ///< a new connection drops the old one's answers
    std::optional<api::Role> m_role;
    bool m_askingRole = false;
    bool m_stale = false;
};

} // namespace polychip::ui
