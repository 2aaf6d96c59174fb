// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>
#include <QTimer>

#include <optional>
#include <string>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class Quoter;

/**
 * Moves an instance to another backend, accelerator or count, keeping its checkpoint: the
 * target with a quote-backed comparison (price, throughput, cost per million tokens, now and
 * after), what is inherited, the checkpoint format and an estimated migration time; then the
 * switch operation's stages until it runs again. It may be closed while the switch goes on (the
 * switch does not stop). A failed switch says at which stage and why, and that the instance is
 * back where it was.
 */
class SwitchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SwitchDialog)

public:
    SwitchDialog(client::ApiClient &client,
                 client::Session &session,
                 const std::string &instanceId,
                 QWidget *parent = nullptr);
    ~SwitchDialog() override;

    /// Preselects a target (tests, and the command palette's "switch to TPU").
    void setTarget(api::Backend backend, const std::string &accelerator, std::int64_t count);
    const std::string &operationId() const { return m_operationId; }
    /// The connection is going away: stop asking and close (the switch itself goes on).
    void abandon();

Q_SIGNALS:
    /** Emitted when the switch finished: ok, or failed and rolled back (message says which). */
    void finishedSwitch(bool ok, const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The constructor's steps, in order.
    void setUpWidgets();
    void layOut();
    /// The target's choices re-quote; the buttons follow the quote.
    void connectTarget();
    /// The operation, once sent, followed by its events and, as a fallback, by polling.
    void followTheSwitch();
    /// Quotes what runs now (the comparison's left column) and reads its model's size.
    void quoteWhatRuns();
    const api::Instance *instance() const;
    const api::Template *instanceTemplate() const;
    void fillBackends();
    void fillAccelerators();
    void fillCounts();
    void updateTargetNotes();
    /// Whether the quote on screen is the chosen target's (the figures must be of that target).
    bool targetQuoted() const;
    void onTargetChanged();
    void updateComparison();
    void updateInfo();
    void updateButtons();
    void startSwitch();
    void follow();
    void retranslate();

    client::ApiClient &m_client;
    client::Session &m_session;
    std::string m_instanceId;
    Quoter *m_now;
    Quoter *m_after;
    QLabel *m_header;
    QComboBox *m_backend;
    QComboBox *m_accelerator;
    QComboBox *m_count;
    QLabel *m_targetLabel;
    QLabel *m_countNote;
    QLabel *m_capacity;
    QTableWidget *m_comparison;
    QLabel *m_inherits;
    QLabel *m_compat;
    QLabel *m_estimate;
    QLabel *m_status;
    QListWidget *m_stages;
    QProgressBar *m_progress;
    QDialogButtonBox *m_buttons;
    QPushButton *m_switch;
    QPushButton *m_background;
    std::string m_operationId;
    std::optional<api::Operation> m_op;
    QTimer m_poll;
    QString m_refusal; ///< why the platform refused the last attempt
    std::optional<double> m_modelParamsB;
    std::int64_t m_stepBefore = 0;
    api::Backend m_backendBefore = api::Backend::Unknown;
    bool m_sending = false;
    bool m_finished = false;
};

} // namespace polychip::ui
