// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

#include <string>

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * What every tab of the details pane shares: the Session it follows, the instance it shows,
 * refresh() to show it as the Session has it, and retranslation on a language change. A tab
 * connects what it follows in follow() and forgets the last instance's state in
 * instanceSet().
 */
class DetailsTab : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsTab)

public:
    explicit DetailsTab(QWidget *parent = nullptr);
    ~DetailsTab() override;

    /// May be null (no connection).
    void setSession(client::Session *session);
    /// The instance to show (empty: none); shown at the next refresh().
    void setInstance(const std::string &id);
    /// Shows the instance as the Session has it now.
    virtual void refresh() = 0;

protected:
    /// The session changed (m_session is set, possibly null): connect what the tab follows.
    virtual void follow(client::Session *session) = 0;
    /// Another instance is shown: forget what belonged to the last one.
    virtual void instanceSet() {}
    virtual void retranslate() = 0;
    void changeEvent(QEvent *event) override;
    /// For Session::instanceChanged: refreshes when the shown instance changed in `mask`.
    void refreshOn(const std::string &id, unsigned changes, unsigned mask);

    QPointer<client::Session> m_session;
    std::string m_id;
};

} // namespace polychip::ui
