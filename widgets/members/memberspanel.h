// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "latestanswers.h"

#include "api/types.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

class KeyTableModel;
class MemberDialog;

/**
 * The organisation's members and their API keys (Settings → Organisation). Administrators see
 * every key and add members (MemberDialog, then the secret once in KeySecretDialog, with a
 * profile file to hand over); everyone sees their own keys. *Revoke…* asks first and says what
 * stops working; the platform refuses the organisation's last administrator key, and says so.
 * Read from the platform when shown and after each change.
 */
class MembersPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MembersPanel)

public:
    explicit MembersPanel(QWidget *parent = nullptr);

    /// The platform (both may be null). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    /// Reads the keys again (when shown).
    void reload();

    KeyTableModel *model() const { return m_model; }

Q_SIGNALS:
    /// An action ended: what happened, or why it failed (`details` for support).
    void message(const QString &text, bool error, const QString &details = {});

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateControls();
    bool isAdmin() const;
    std::string selectedId() const;
    void addMember();
    void save(MemberDialog *dialog);
    void revoke();
    void reportError(const QString &text, const api::ApiError &error);

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    client::LatestAnswers m_answers; ///< a new connection drops the old one's answers
    bool m_stale = true;
    KeyTableModel *m_model;
    QLabel *m_title;
    QLabel *m_explain;
    QPushButton *m_add;
    QPushButton *m_revoke;
    QTableView *m_table;
    QPointer<MemberDialog> m_dialog;
};

} // namespace polychip::ui
