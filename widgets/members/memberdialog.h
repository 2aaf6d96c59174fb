// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/savingdialog.h"

#include "api/types.h"

#include <cstdint>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;

namespace polychip::ui {

/**
 * Adds a member (administrators): whom the key is for, the role it gives, and when it expires
 * (never by default). Checked as the API checks it; its owner sends it (SavingDialog) and then
 * shows the secret once (KeySecretDialog).
 */
class MemberDialog final : public SavingDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemberDialog)

public:
    /// `platformNow`: the platform's time (the simulator's may run ahead), for the expiry.
    MemberDialog(std::int64_t platformNow, QWidget *parent = nullptr);

    QString validationError() const override;
    api::ApiKeyCreate toCreate() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::int64_t m_now;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_roleLabel;
    QComboBox *m_role;
    QLabel *m_roleHelp;
    QCheckBox *m_expires;
    QDateTimeEdit *m_expiry;
};

} // namespace polychip::ui
