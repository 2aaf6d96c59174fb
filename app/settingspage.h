// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "profiles.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace polychip::ui {
class MessageBar;
}

namespace polychip::app {

/**
 * The Settings page: the connection profiles (the offline simulator and remote platforms),
 * which one is in use, and adding, editing, testing and removing them. Choosing a profile
 * reads its secret (from the keychain, or the settings when the user opted for plain text)
 * and then emits profileChosen(); the main window connects to it.
 */
class SettingsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsPage)

public:
    SettingsPage(ProfileStore &profiles, SecretStore &secrets, QWidget *parent = nullptr);

    /// Switches to the profile `id` (reads its secret first for a remote one).
    void use(const QString &id);
    /// Re-reads the list (after a profile changed elsewhere, e.g. the bundled role).
    void reload();

Q_SIGNALS:
    /// Emitted when the console should connect with `profile` (`secret` empty for bundled).
    void profileChosen(const polychip::app::ConnectionProfile &profile, const QString &secret);
    /// Emitted when a chosen profile cannot be used (its secret could not be read).
    void profileFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    QString selectedId() const;
    void addProfile();
    void editProfile();
    void removeProfile();

    ProfileStore &m_profiles;
    SecretStore &m_secrets;
    QString m_pendingUse; ///< the profile whose secret is being read
    ui::MessageBar *m_messages = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_use = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace polychip::app
