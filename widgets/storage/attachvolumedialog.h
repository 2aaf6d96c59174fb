// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>
#include <QPointer>

#include <string>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class InstancePickList;

/**
 * "Attach to instance…" for a volume: the organisation's instances, those that may take it
 * first; the others greyed with the reason (the platform's rules: same region, not failed or
 * being deleted, and a trainee's own instances only). Kept current as instances change. Attach
 * sends POST /v1/volumes/{id}:attach: a running instance gets it at once (hot-plug). The dialog
 * closes on success and stays open with the platform's reason when refused.
 */
class AttachVolumeDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttachVolumeDialog)

public:
    AttachVolumeDialog(client::ApiClient &client,
                       const client::Session &session,
                       const api::Volume &volume,
                       QWidget *parent);

    /// Why `instance` cannot take `volume` (translated), or empty when it can.
    static QString blocker(const client::Session *session,
                           const api::Volume &volume,
                           const api::Instance &instance);

    /// The instance chosen, or empty.
    std::string chosen() const;
    /// Chooses an instance of the list (false when it is not there or cannot take the volume).
    bool choose(const std::string &instanceId);
    /// Attaches the volume to the instance chosen.
    void attach();

Q_SIGNALS:
    /// Emitted when the platform attached it, with the volume as it answered.
    void attached(const api::Volume &volume);

private:
    /// Lists the instances, but `leaving` (one about to go).
    void fill(const std::string &leaving = {});
    void updateControls();

    QPointer<client::ApiClient> m_client;
    QPointer<const client::Session> m_session;
    const api::Volume m_volume;
    bool m_sending = false;
    bool m_noInstance = false; ///< the problem line says none can take it (not a refusal)
    QLabel *m_intro;
    InstancePickList *m_list;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QPushButton *m_attach;
};

} // namespace polychip::ui
