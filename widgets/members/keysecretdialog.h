// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"

#include "api/types.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace polychip::ui {

/**
 * A new key's secret, shown this once: read-only, with *Copy Secret* and *Save as Profile
 * File…* (the file a new member opens with Settings → Add from File…: the platform's address,
 * the key and its secret, the CA bundle and pin this console trusts, written mode 0600). It
 * says that the secret is not shown again and that the file holds it.
 */
class KeySecretDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(KeySecretDialog)

public:
    /// `endpoint`: the platform the key is for, as this console reaches it.
    KeySecretDialog(const api::ApiKeyCreated &created,
                    const client::Endpoint &endpoint,
                    QWidget *parent = nullptr);

    /// Writes the profile file to `path`; the error shown (empty: written).
    QString saveProfileFile(const QString &path);

Q_SIGNALS:
    /// A profile file was written (`path`), or could not be (`error`).
    void profileFileSaved(const QString &path, const QString &error);

private:
    void askWhereToSave();

    api::ApiKeyCreated m_created;
    client::Endpoint m_endpoint;
    QLabel *m_status;
    QPushButton *m_copy;
};

} // namespace polychip::ui
