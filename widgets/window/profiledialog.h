// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/result.h"
#include "api/types.h"

#include <QDialog>
#include <QPointer>

#include <cstdint>
#include <functional>
#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace polychip::client {
class ApiClient;
}

namespace polychip::ui {

/** What the profile dialog edits: a remote connection profile and its secret. */
struct ProfileFields
{
    QString name;
    QString baseUrl;
    QString keyId;
    QString secret;
    QString caFile;
    QString pinnedPublicKey;
    QString proxy;
    bool plainTextSecret = false;

    friend bool operator==(const ProfileFields &, const ProfileFields &) = default;
};

/**
 * Creates or edits a remote connection profile. "Test connection" asks the platform
 * (GET /v1/health and /v1/me, with the fields as they are) and shows what it answers, without
 * blocking; the test is cancelled when it is run again or the dialog closes. OK stays disabled
 * while the validator finds fault with the fields, and the reason is shown.
 */
class ProfileDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileDialog)

public:
    /// Why the fields cannot be saved (translated), or an empty string when they can.
    using Validator = std::function<QString(const ProfileFields &)>;

    /// Without a validator every field set is accepted.
    explicit ProfileDialog(Validator validator = {}, QWidget *parent = nullptr);
    ~ProfileDialog() override;

    void setFields(const ProfileFields &fields);
    /// The secret kept for the profile being edited: Test connection signs with it while the
    /// secret field is left empty (empty means "keep the stored one").
    void setStoredSecret(const QString &secret);
    ProfileFields fields() const;

    /// The validator's verdict on the fields as they are (empty: OK is enabled).
    QString validationMessage() const;
    /// The outcome of the last connection test, as shown ("Testing…" while it runs).
    QString testResultText() const;
    bool isTesting() const;

    /// Starts a connection test with the fields (cancelling one still running).
    void testConnection();

    /// Called with why the profile could not be saved (translated), or an empty string once it
    /// is saved with its secret.
    using SaveFinished = std::function<void(const QString &problem)>;
    /// Saves the fields (the profile and its secret, where the secret is kept), answering
    /// through `finished`, now or later.
    using Saver = std::function<void(const ProfileFields &fields, SaveFinished finished)>;
    /// With a saver, OK saves before the dialog closes, and the dialog stays open, with what
    /// was typed and the reason, when the secret could not be stored (no keychain: the plain
    /// text option is offered right there).
    void setSaver(Saver saver);
    bool isSaving() const { return m_saving; }
    /// Why the last save failed, as shown; empty when it did not.
    QString saveProblem() const;

    void done(int result) override;

Q_SIGNALS:
    /** Emitted when a connection test ends; `ok` when both health and /me answered. */
    void testFinished(bool ok);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void revalidate();
    void chooseCaFile();
    void cancelTest();
    void finishTestIfDone();
    QString healthText(const api::Health &health) const;
    QString meText(const api::Me &me) const;
    QString errorText(const api::ApiError &error) const;

    void saveFinished(const QString &problem);

    Validator m_validator;
    QString m_validationMessage;
    Saver m_saver;
    bool m_saving = false;
    QString m_storedSecret;

    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_baseUrlLabel = nullptr;
    QLineEdit *m_baseUrl = nullptr;
    QLabel *m_keyIdLabel = nullptr;
    QLineEdit *m_keyId = nullptr;
    QLabel *m_secretLabel = nullptr;
    QLineEdit *m_secret = nullptr;
    QCheckBox *m_plainText = nullptr;
    QLabel *m_plainTextWarning = nullptr;
    QLabel *m_caFileLabel = nullptr;
    QLineEdit *m_caFile = nullptr;
    QToolButton *m_caFileButton = nullptr;
    QLabel *m_pinnedLabel = nullptr;
    QLineEdit *m_pinned = nullptr;
    QLabel *m_proxyLabel = nullptr;
    QLineEdit *m_proxy = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    QLabel *m_validation = nullptr;
    QLabel *m_saveProblem = nullptr; ///< "Storing the secret…", or why it could not be
    QDialogButtonBox *m_buttons = nullptr;

    /// The test's own client, made from the fields; a child of the dialog, so it (and the
    /// calls it still runs) go with the dialog.
    QPointer<client::ApiClient> m_client;
    std::uint64_t m_testRun = 0;
    bool m_testing = false;
    std::optional<api::Result<api::Health>> m_health;
    std::optional<api::Result<api::Me>> m_me;
};

} // namespace polychip::ui
