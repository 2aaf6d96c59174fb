// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"
#include "profiles.h"
#include "window/profiledialog.h"

#include <functional>

class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;

namespace polychip::ui {
class MembersPanel;
class MessageBar;
} // namespace polychip::ui

namespace polychip::app {

class Connection;

/**
 * The Settings page. *Connection profiles*: the offline simulator and remote platforms, which
 * one is in use, and adding (by hand or from a profile file an administrator gave), editing,
 * testing and removing them. Choosing a profile reads its secret (from the keychain, or the
 * settings when the user opted for plain text) and then connects the console with it.
 * *Organisation*: the members and API keys of the platform connected to (ui::MembersPanel).
 */
class SettingsPage final : public ui::ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsPage)

public:
    SettingsPage(ProfileStore &profiles,
                 SecretStore &secrets,
                 Connection &connection,
                 QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    /// Connects with the profile in use (the offline simulator on a first run).
    void start() override;

    /// Switches to the profile `id` (reads its secret first for a remote one).
    void use(const QString &id);
    /// Re-reads the list (after a profile changed elsewhere, e.g. the bundled role).
    void reload();
    void setContext(const ui::PageContext &context) override;
    /// Opens the Add dialog filled from a profile file (an administrator's Save as Profile
    /// File…): OK adds it, its secret to the keychain as when typed in. Why the file cannot be
    /// read is said in the page's message bar.
    void importProfileFile(const QString &path);

protected:
    /// The profiles and the organisation's tabs (the message bar is made with the page).
    void buildContent() override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    QString selectedId() const;
    /// The Add dialog, empty or with `initial` (from the profile file `fromFile`).
    void addProfile(const ui::ProfileFields &initial = {}, const QString &fromFile = {});
    void addProfileFromFile();
    void editProfile();
    /// Saves `profile` (its id set, when new) and, unless `secret` is empty, stores the secret
    /// where the profile keeps it; `finished` hears the keychain's refusal, or an empty string.
    void store(ConnectionProfile &profile,
               const QString &secret,
               const std::function<void(const QString &problem)> &finished);
    void removeProfile();

    ProfileStore &m_profiles;
    SecretStore &m_secrets;
    Connection &m_connection;
    QString m_pendingUse;      ///< the profile whose secret is being read
    ui::PageContext m_context; ///< the last given, for the members panel when it is made
    ui::MessageBar *m_messages = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_use = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_addFromFile = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
    QTabWidget *m_tabs = nullptr;
    ui::MembersPanel *m_members = nullptr;
};

} // namespace polychip::app
