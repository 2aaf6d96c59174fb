// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

#include <string>

class QTableWidget;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The details pane's Backends tab: where the instance has run, one row per backend, with the
 * accelerators, the time span, the step reached and the snapshot it moved with. Follows the
 * Session's changes of its instance.
 */
class DetailsHistoryTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsHistoryTab)

public:
    explicit DetailsHistoryTab(QWidget *parent = nullptr);
    ~DetailsHistoryTab() override;

    /// May be null (no connection).
    void setSession(client::Session *session);
    /// The instance whose history to show (empty: none); shown at the next refresh().
    void setInstance(const std::string &id);

    /// Shows the instance's backend history as the Session has it.
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onInstanceChanged(const std::string &id, unsigned changes);

    QPointer<client::Session> m_session;
    std::string m_id;
    QTableWidget *m_table = nullptr;
};

} // namespace polychip::ui
