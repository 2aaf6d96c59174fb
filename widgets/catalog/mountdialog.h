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
 * "Mount to instance…" for a data set of the public pool: the session's instances that can take
 * it (all but terminating and terminated ones; those that have it already are listed, greyed),
 * kept current as they change. Mount adds it to the chosen instance's data sets in place
 * (PATCH dataset_ids, If-Match the revision shown): a running job keeps running. The dialog
 * closes on success and stays open with the platform's reason when refused.
 */
class MountDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MountDialog)

public:
    MountDialog(client::ApiClient &client,
                const client::Session &session,
                const api::Dataset &dataset,
                QWidget *parent = nullptr);

    /// The instance chosen, or empty.
    std::string chosen() const;
    /// Chooses an instance of the list (false when it is not there or has the data set).
    bool choose(const std::string &instanceId);
    /// Mounts the data set on the instance chosen.
    void mount();

Q_SIGNALS:
    /// The platform mounted it: the instance as it answered.
    void mounted(const api::Instance &instance);

private:
    /// Lists the instances that can take the data set, but `leaving` (one about to go).
    void fill(const std::string &leaving = {});
    void updateControls();

    // Guarded: a connection closed while the dialog is open takes them (the page also closes
    // the dialog when its session changes).
    QPointer<client::ApiClient> m_client;
    QPointer<const client::Session> m_session;
    const api::Dataset m_dataset;
    bool m_sending = false;
    bool m_noInstance = false; ///< the problem line says no instance can take it
    QLabel *m_intro;
    InstancePickList *m_list;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QPushButton *m_mount;
};

} // namespace polychip::ui
