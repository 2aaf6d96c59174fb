// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/savingdialog.h"

#include "api/types.h"

#include <map>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace polychip::ui {

/**
 * Adds a webhook (administrators): the receiver's address, the body it understands (ours, or a
 * team chat's), the language of its messages, the events it hears and, optionally, a secret of
 * the administrator's own. Checked as the API checks it before anything is sent; its owner
 * saves it (SavingDialog).
 */
class WebhookDialog final : public SavingDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookDialog)

public:
    explicit WebhookDialog(QWidget *parent = nullptr);

    /// Why the webhook cannot be added as typed (empty: it can).
    QString validationError() const override;
    api::WebhookCreate toCreate() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// The placeholder that shows what the chosen format's address looks like.
    void showExample();

    QLabel *m_urlLabel;
    QLineEdit *m_url;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_eventsLabel;
    std::map<api::WebhookEvent, QCheckBox *> m_events;
    QLabel *m_secretLabel;
    QLineEdit *m_secret;
};

} // namespace polychip::ui
