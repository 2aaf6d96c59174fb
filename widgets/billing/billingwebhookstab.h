// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"
#include "webhookdialog.h"

#include "api/types.h"

#include <QPointer>

#include <vector>

class QLabel;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace polychip::ui {

/**
 * The Billing page's notifications (administrators): the organisation's webhooks, where its
 * alerts are sent (a receiver of the team's, or a team chat), added with Add Webhook…, removed
 * after a question, tried with Send Test; and the delivery log of the one selected, failures
 * in red, read again every few seconds while shown, since deliveries change without events.
 */
class BillingWebhooksTab final : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingWebhooksTab)

public:
    explicit BillingWebhooksTab(QWidget *parent = nullptr);

    /// Why webhooks cannot be managed now (empty: they can).
    QString whyReadOnly() const;
    void addWebhook();
    /// Asks, then removes the selected webhook.
    void removeWebhook();
    void sendTest();
    WebhookDialog *dialog() const { return m_dialog.data(); }
    QTreeWidget *webhookList() const { return m_webhooks; }
    QTreeWidget *deliveryList() const { return m_deliveries; }
    /// The secret of the webhook added last, as shown once (tests).
    QString lastSecret() const { return m_lastSecret; }

protected:
    void sessionChanged() override;
    void fetch() override;
    void updateControls() override;
    void retranslate() override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void save(WebhookDialog *dialog);
    /// Reads the deliveries of the selected webhook.
    void fetchDeliveries();
    void showWebhooks();
    void showDeliveries();
    /// The selected webhook changed (not a rebuild that kept it): its log is read.
    void onSelectionChanged();
    /// Tells the secret of a new webhook, this once, with a way to copy it.
    void showSecret(const api::WebhookCreated &created);
    std::string selectedId() const;

    std::vector<api::Webhook> m_hooks;       ///< as last read, newest first
    std::vector<api::WebhookDelivery> m_log; ///< of m_logFor, newest first
    std::string m_logFor;                    ///< the webhook m_log is of
    QString m_lastSecret;

    QLabel *m_title;
    QLabel *m_explain;
    QPushButton *m_add;
    QPushButton *m_test;
    QPushButton *m_remove;
    QTreeWidget *m_webhooks;
    QLabel *m_logTitle;
    QTreeWidget *m_deliveries;
    QLabel *m_desktopHint;
    QTimer *m_poll;
    QPointer<WebhookDialog> m_dialog;
};

} // namespace polychip::ui
