// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>
#include <QPointer>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * "New volume…": a name and a size within the API's limits (api::VolumeCreate's rules), with
 * the estimated monthly cost as the size changes. What cannot be sent is said under the fields,
 * with Create disabled. Create sends POST /v1/volumes; the dialog closes on success and stays
 * open with the platform's reason when refused.
 */
class NewVolumeDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NewVolumeDialog)

public:
    NewVolumeDialog(client::ApiClient &client, const client::Session &session, QWidget *parent);

    /// Why the request cannot be sent as it stands (translated), or empty.
    QString problem() const;
    /// The request the fields make.
    api::VolumeCreate request() const;
    /// Sends it (nothing when problem() says why not, or while one is on its way).
    void create();

Q_SIGNALS:
    /// Emitted when the platform created the volume, with the volume as it answered.
    void created(const api::Volume &volume);

private:
    void updateControls();

    QPointer<client::ApiClient> m_client;
    QPointer<const client::Session> m_session;
    bool m_sending = false;
    bool m_edited = false; ///< the name was typed in: an empty one is a problem worth saying
    QString m_refusal;     ///< the platform's reason for the last refusal, until a field changes
    QString m_refusalDetails;
    QLineEdit *m_name;
    QSpinBox *m_size;
    QLabel *m_cost;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QPushButton *m_create;
};

} // namespace polychip::ui
