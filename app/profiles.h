// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QList>
#include <QObject>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QSettings;

namespace QKeychain {
class Job;
}

namespace polychip::ui {
struct ProfileFields;
}

namespace polychip::app {

/** Where the console connects and as whom (the secret is not here: see SecretStore). */
struct ConnectionProfile
{
    enum class Kind {
        Bundled, ///< the simulator the console starts itself, signed in with its bootstrap keys
        Remote,  ///< a platform (or a simulator) at baseUrl, with a key the user entered
    };

    QString id; ///< empty until saved
    QString name;
    Kind kind = Kind::Remote;
    QString baseUrl;
    QString keyId;
    QString caFile;               ///< PEM bundle to trust (empty: the system's)
    QString pinnedPublicKey;      ///< "sha256//<base64>" (empty: no pinning)
    QString proxy;                ///< proxy URL (empty: the environment's)
    bool plainTextSecret = false; ///< the user chose, warned, to keep the secret in the settings
    api::Role role = api::Role::Admin; ///< bundled only: which bootstrap identity of org-a to use

    friend bool operator==(const ConnectionProfile &, const ConnectionProfile &) = default;
};

/**
 * The connection profiles, kept in QSettings (group "profiles"), and which one is current.
 * A plain value class: every call reads or writes the settings, so two stores on the same
 * settings agree. Constructing one makes the settings file readable by its owner only (0600),
 * whatever the umask, and tightens an existing one.
 */
class ProfileStore
{
public:
    /// The application's settings (QSettings()).
    ProfileStore();
    /// An INI file of its own (tests, portable installs).
    explicit ProfileStore(const QString &iniFile);
    ~ProfileStore();
    ProfileStore(const ProfileStore &) = delete;
    ProfileStore &operator=(const ProfileStore &) = delete;

    /// Every profile: bundled ones first, then by name.
    QList<ConnectionProfile> list() const;
    std::optional<ConnectionProfile> profile(const QString &id) const;
    /// Stores `profile` (a new id when its id is empty) and returns the id. Does not validate:
    /// call validate() first. Leaves the profile's secret alone.
    QString save(ConnectionProfile profile);
    /// Forgets the profile and any plain-text secret of it (the keychain's copy is
    /// SecretStore::remove()'s job); clears the current id when it was this one.
    void remove(const QString &id);

    QString currentId() const;
    void setCurrentId(const QString &id);

    /// On first run (no profile at all) creates the "Offline simulator" profile (bundled,
    /// admin) and makes it current; otherwise does nothing. Returns the current id.
    QString ensureDefault();

    /// Why `profile` cannot be saved (translated), or an empty string when it can.
    QString validate(const ConnectionProfile &profile) const;

    /// The plain-text secret of a profile whose user opted in (SecretStore's storage).
    std::optional<QString> plainTextSecret(const QString &id) const;
    void setPlainTextSecret(const QString &id, const QString &secret);
    void clearPlainTextSecret(const QString &id);

private:
    std::unique_ptr<QSettings> m_settings;
};

/// The name a profile is shown by: the bundled simulator's in the language of the console (its
/// stored name is in the language of the first start, and cannot be edited), another's as given.
QString shownName(const ConnectionProfile &profile);

/** The dialog's fields of a profile, and back (the dialog does not know ConnectionProfile). */
ui::ProfileFields fieldsOf(const ConnectionProfile &profile);
/// `base` with the dialog's fields applied (a remote profile; the secret is not part of it).
ConnectionProfile applyFields(ConnectionProfile base, const ui::ProfileFields &fields);
/// The ProfileDialog's validator for editing `base` (id empty: a new profile): validate() of the
/// profile the fields make, and a secret required when `secretRequired` (a new profile, or a
/// changed key). `store` must outlive the validator.
std::function<QString(const ui::ProfileFields &)>
profileValidator(const ProfileStore &store, ConnectionProfile base, bool secretRequired);

/**
 * A profile's secret, in the OS keychain through QtKeychain (service "Polychip", key: the
 * profile id), or in the settings when the profile says plainTextSecret (the user's explicit
 * choice). It never falls back to plain text by itself: without a keychain it reports
 * failed() and says the plain-text option exists. Every call answers with exactly one signal.
 */
class SecretStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    static const QString kService;

    /// `profiles` holds the plain-text secrets; it must outlive this object.
    explicit SecretStore(ProfileStore &profiles, QObject *parent = nullptr);
    ~SecretStore() override;

    void read(const ConnectionProfile &profile);
    /// Keychain: on success the plain-text copy, if any, is cleared.
    void write(const ConnectionProfile &profile, const QString &secret);
    void remove(const ConnectionProfile &profile);

    /// How long a keychain job may take before failed() is reported (a keychain daemon that
    /// never answers a D-Bus call would otherwise leave the caller waiting 25 s or more).
    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const;

Q_SIGNALS:
    /** Emitted when read() found the secret. */
    void secretRead(const QString &profileId, const QString &secret);
    /** Emitted when write() stored the secret. */
    void secretWritten(const QString &profileId);
    /** Emitted when remove() removed the secret (or there was none). */
    void secretRemoved(const QString &profileId);
    /** Emitted when a call failed; `translatedMessage` is for the user. */
    void failed(const QString &profileId, const QString &translatedMessage);

private:
    void startJob(QKeychain::Job *job, const QString &profileName, std::function<void()> onSuccess);
    static QString keychainErrorText(int error, const QString &detail, const QString &profileName);
    /// Signals are queued, so a caller connects after calling as well as before.
    void emitLater(std::function<void()> emitter);

    ProfileStore &m_profiles;
    std::chrono::milliseconds m_timeout{20'000};
};

} // namespace polychip::app
