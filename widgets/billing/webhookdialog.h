// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>

#include <map>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace polychip::ui {

/**
 * Adds a webhook (administrators): the receiver's address, the body it understands (ours, or a
 * team chat's), the language of its messages, the events it hears and, optionally, a secret of
 * the administrator's own. Checked as the API checks it before anything is sent. OK does not
 * close it: its owner saves (saveRequested()), then closes it with finish(), or shows why the
 * platform refused with showError(), nothing typed lost.
 */
class WebhookDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookDialog)

public:
    explicit WebhookDialog(QWidget *parent = nullptr);

    /// Why the webhook cannot be added as typed (empty: it can).
    QString validationError() const;
    api::WebhookCreate toCreate() const;
    /// A request is in flight: OK waits for it.
    void setBusy(bool busy);
    /// Why saving failed, in red; the fields stay as typed.
    void showError(const QString &text, const QString &details = {});
    /// Closes the dialog: added.
    void finish();

Q_SIGNALS:
    void saveRequested();

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
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace polychip::ui
