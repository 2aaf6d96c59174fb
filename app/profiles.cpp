// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "profiles.h"

#include "api/hosts.h"

#include "window/profiledialog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QTimer>
#include <QUrl>
#include <QUuid>

#include <qt6keychain/keychain.h>

#include <algorithm>
#include <memory>
#include <utility>

namespace polychip::app {

namespace {

const QString kGroup = QStringLiteral("profiles");
const QString kCurrentKey = QStringLiteral("profiles/current");
const QString kName = QStringLiteral("name");
const QString kKind = QStringLiteral("kind");
const QString kBaseUrl = QStringLiteral("baseUrl");
const QString kKeyId = QStringLiteral("keyId");
const QString kCaFile = QStringLiteral("caFile");
const QString kPinnedPublicKey = QStringLiteral("pinnedPublicKey");
const QString kProxy = QStringLiteral("proxy");
const QString kPlainTextSecret = QStringLiteral("plainTextSecret");
const QString kRole = QStringLiteral("role");
const QString kSecret = QStringLiteral("secret");

QString profileKey(const QString &id, const QString &key)
{
    return kGroup + QLatin1Char('/') + id + QLatin1Char('/') + key;
}

/// The settings say where the platform is and with which key, and may hold a secret in plain
/// text (the user's choice): they are the owner's alone whatever the umask, and a file left
/// readable by others (an older console's) is tightened. QSettings keeps an existing file's
/// permissions when it rewrites it, so making the file first is enough.
void makeOwnerOnly(const QString &fileName)
{
    constexpr auto kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (fileName.isEmpty())
        return;
    QFile file(fileName);
    if (file.exists()) {
        file.setPermissions(kOwnerOnly);
        return;
    }
    // Its folder too, when it is made here (QSettings would make it as the umask says).
    const QString dir = QFileInfo(fileName).absolutePath();
    if (!QFileInfo::exists(dir)) {
        QDir().mkpath(QFileInfo(dir).absolutePath());
        QDir().mkdir(dir, kOwnerOnly | QFileDevice::ExeOwner);
    }
    // Created with these permissions (the umask can only remove some), never opened wider.
    if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly, kOwnerOnly))
        file.close();
}

QString kindName(ConnectionProfile::Kind kind)
{
    return kind == ConnectionProfile::Kind::Bundled ? QStringLiteral("bundled")
                                                    : QStringLiteral("remote");
}

} // namespace

// ---- ProfileStore -----------------------------------------------------------------------------

ProfileStore::ProfileStore()
    : m_settings(std::make_unique<QSettings>())
{
    makeOwnerOnly(m_settings->fileName());
}

ProfileStore::ProfileStore(const QString &iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
    makeOwnerOnly(m_settings->fileName());
}

ProfileStore::~ProfileStore() = default;

QList<ConnectionProfile> ProfileStore::list() const
{
    m_settings->beginGroup(kGroup);
    const QStringList ids = m_settings->childGroups();
    m_settings->endGroup();
    QList<ConnectionProfile> out;
    for (const QString &id : ids) {
        if (auto p = profile(id))
            out.append(std::move(*p));
    }
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        if (a.kind != b.kind)
            return a.kind == ConnectionProfile::Kind::Bundled;
        // Case-folded first: in the C locale "Zeta" would come before "alpha".
        const int folded
            = QString::localeAwareCompare(a.name.toCaseFolded(), b.name.toCaseFolded());
        return folded != 0 ? folded < 0 : QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return out;
}

std::optional<ConnectionProfile> ProfileStore::profile(const QString &id) const
{
    if (id.isEmpty() || !m_settings->contains(profileKey(id, kKind)))
        return std::nullopt;
    ConnectionProfile p;
    p.id = id;
    p.name = m_settings->value(profileKey(id, kName)).toString();
    p.kind = m_settings->value(profileKey(id, kKind)).toString()
                     == kindName(ConnectionProfile::Kind::Bundled)
                 ? ConnectionProfile::Kind::Bundled
                 : ConnectionProfile::Kind::Remote;
    p.baseUrl = m_settings->value(profileKey(id, kBaseUrl)).toString();
    p.keyId = m_settings->value(profileKey(id, kKeyId)).toString();
    p.caFile = m_settings->value(profileKey(id, kCaFile)).toString();
    p.pinnedPublicKey = m_settings->value(profileKey(id, kPinnedPublicKey)).toString();
    p.proxy = m_settings->value(profileKey(id, kProxy)).toString();
    p.plainTextSecret = m_settings->value(profileKey(id, kPlainTextSecret), false).toBool();
    const QString role = m_settings->value(profileKey(id, kRole)).toString();
    p.role = api::enumFromString<api::Role>(role.toStdString());
    if (p.role == api::Role::Unknown)
        p.role = api::Role::Admin;
    return p;
}

QString ProfileStore::save(ConnectionProfile profile)
{
    if (profile.id.isEmpty())
        profile.id = QUuid::createUuid().toString(QUuid::Id128);
    const QString &id = profile.id;
    m_settings->setValue(profileKey(id, kName), profile.name.trimmed());
    m_settings->setValue(profileKey(id, kKind), kindName(profile.kind));
    m_settings->setValue(profileKey(id, kBaseUrl), profile.baseUrl.trimmed());
    m_settings->setValue(profileKey(id, kKeyId), profile.keyId.trimmed());
    m_settings->setValue(profileKey(id, kCaFile), profile.caFile.trimmed());
    m_settings->setValue(profileKey(id, kPinnedPublicKey), profile.pinnedPublicKey.trimmed());
    m_settings->setValue(profileKey(id, kProxy), profile.proxy.trimmed());
    m_settings->setValue(profileKey(id, kPlainTextSecret), profile.plainTextSecret);
    m_settings->setValue(profileKey(id, kRole),
                         QString::fromLatin1(api::wireName(profile.role).data(),
                                             qsizetype(api::wireName(profile.role).size())));
    m_settings->sync();
    return id;
}

void ProfileStore::remove(const QString &id)
{
    if (id.isEmpty())
        return;
    m_settings->remove(kGroup + QLatin1Char('/') + id);
    if (currentId() == id)
        m_settings->remove(kCurrentKey);
    m_settings->sync();
}

QString ProfileStore::currentId() const
{
    return m_settings->value(kCurrentKey).toString();
}

void ProfileStore::setCurrentId(const QString &id)
{
    m_settings->setValue(kCurrentKey, id);
    m_settings->sync();
}

QString ProfileStore::ensureDefault()
{
    const QList<ConnectionProfile> profiles = list();
    if (profiles.isEmpty()) {
        ConnectionProfile offline;
        offline.name = QCoreApplication::translate("ProfileStore", "Offline simulator");
        offline.kind = ConnectionProfile::Kind::Bundled;
        offline.role = api::Role::Admin;
        setCurrentId(save(offline));
    } else if (!profile(currentId())) {
        setCurrentId(profiles.first().id);
    }
    return currentId();
}

QString ProfileStore::validate(const ConnectionProfile &profile) const
{
    const QString name = profile.name.trimmed();
    if (name.isEmpty())
        return QCoreApplication::translate("ProfileStore", "Enter a name for the profile.");
    for (const ConnectionProfile &other : list()) {
        if (other.id != profile.id && other.name.trimmed().compare(name, Qt::CaseInsensitive) == 0)
            return QCoreApplication::translate(
                       "ProfileStore",
                       "Another profile is already named \"%1\": choose another name.")
                .arg(name);
    }
    if (profile.kind == ConnectionProfile::Kind::Bundled)
        return {}; // the console starts it and knows where it is and which keys it has

    const QString baseUrl = profile.baseUrl.trimmed();
    if (baseUrl.isEmpty())
        return QCoreApplication::translate(
            "ProfileStore", "Enter the base URL of the platform, e.g. https://api.example.com.");
    const QUrl url(baseUrl, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        || url.host().isEmpty())
        return QCoreApplication::translate(
                   "ProfileStore",
                   "\"%1\" is not a base URL: it must start with http:// or https:// and name a "
                   "host, e.g. https://api.example.com.")
            .arg(baseUrl);
    if (!url.userInfo().isEmpty())
        return QCoreApplication::translate(
            "ProfileStore",
            "Do not put a user name or password in the base URL: the key id and the "
            "secret are entered separately.");
    // The transport's own rule, said here with the reason.
    if (scheme == QLatin1String("http") && !api::isLoopbackHost(url.host().toStdString()))
        return QCoreApplication::translate(
                   "ProfileStore",
                   "Plain http:// sends everything unencrypted, so it is only allowed to this "
                   "computer (127.0.0.1, ::1 or localhost): use https://%1 instead.")
            .arg(url.authority());

    if (profile.keyId.trimmed().isEmpty())
        return QCoreApplication::translate("ProfileStore", "Enter the id of the API key.");

    const QString caFile = profile.caFile.trimmed();
    if (!caFile.isEmpty() && !QFileInfo(caFile).isFile())
        return QCoreApplication::translate("ProfileStore", "The CA bundle \"%1\" does not exist.")
            .arg(caFile);

    static const QRegularExpression pin(
        QStringLiteral("^sha256//[A-Za-z0-9+/]{43}=(;sha256//[A-Za-z0-9+/]{43}=)*$"));
    const QString pinned = profile.pinnedPublicKey.trimmed();
    if (!pinned.isEmpty() && !pin.match(pinned).hasMatch())
        return QCoreApplication::translate(
            "ProfileStore",
            "The pinned public key must look like sha256//<the base64 SHA-256 of the "
            "server's public key> (several separated by \";\").");

    const QString proxy = profile.proxy.trimmed();
    if (!proxy.isEmpty()) {
        static const QStringList schemes{QStringLiteral("http"),   QStringLiteral("https"),
                                         QStringLiteral("socks4"), QStringLiteral("socks4a"),
                                         QStringLiteral("socks5"), QStringLiteral("socks5h")};
        const QUrl proxyUrl(proxy, QUrl::StrictMode);
        if (!proxyUrl.isValid() || !schemes.contains(proxyUrl.scheme().toLower())
            || proxyUrl.host().isEmpty())
            return QCoreApplication::translate(
                "ProfileStore", "The proxy must be a URL such as http://proxy.example.com:3128 or "
                                "socks5://127.0.0.1:1080.");
    }
    return {};
}

std::optional<QString> ProfileStore::plainTextSecret(const QString &id) const
{
    const QVariant value = m_settings->value(profileKey(id, kSecret));
    if (!value.isValid())
        return std::nullopt;
    return value.toString();
}

void ProfileStore::setPlainTextSecret(const QString &id, const QString &secret)
{
    m_settings->setValue(profileKey(id, kSecret), secret);
    m_settings->sync();
    // The user chose plain text; at least only they can read it.
    QFile::setPermissions(m_settings->fileName(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void ProfileStore::clearPlainTextSecret(const QString &id)
{
    m_settings->remove(profileKey(id, kSecret));
    m_settings->sync();
}

// ---- the dialog's fields ----------------------------------------------------------------------

QString shownName(const ConnectionProfile &profile)
{
    return profile.kind == ConnectionProfile::Kind::Bundled
               ? QCoreApplication::translate("ProfileStore", "Offline simulator")
               : profile.name;
}

ui::ProfileFields fieldsOf(const ConnectionProfile &profile)
{
    ui::ProfileFields f;
    f.name = profile.name;
    f.baseUrl = profile.baseUrl;
    f.keyId = profile.keyId;
    f.caFile = profile.caFile;
    f.pinnedPublicKey = profile.pinnedPublicKey;
    f.proxy = profile.proxy;
    f.plainTextSecret = profile.plainTextSecret;
    return f;
}

ConnectionProfile applyFields(ConnectionProfile base, const ui::ProfileFields &fields)
{
    base.kind = ConnectionProfile::Kind::Remote;
    base.name = fields.name.trimmed();
    base.baseUrl = fields.baseUrl.trimmed();
    base.keyId = fields.keyId.trimmed();
    base.caFile = fields.caFile.trimmed();
    base.pinnedPublicKey = fields.pinnedPublicKey.trimmed();
    base.proxy = fields.proxy.trimmed();
    base.plainTextSecret = fields.plainTextSecret;
    return base;
}

std::function<QString(const ui::ProfileFields &)>
profileValidator(const ProfileStore &store, ConnectionProfile base, bool secretRequired)
{
    return [&store, base = std::move(base), secretRequired](const ui::ProfileFields &fields) {
        QString error = store.validate(applyFields(base, fields));
        // Keeping the stored secret only makes sense for the same key kept in the same place.
        const bool secretChanges = base.keyId != fields.keyId.trimmed()
                                   || base.plainTextSecret != fields.plainTextSecret;
        if (error.isEmpty() && (secretRequired || secretChanges) && fields.secret.isEmpty())
            error = QCoreApplication::translate("ProfileStore", "Enter the secret of the API key.");
        return error;
    };
}

// ---- SecretStore ------------------------------------------------------------------------------

const QString SecretStore::kService = QStringLiteral("Polychip");

SecretStore::SecretStore(ProfileStore &profiles, QObject *parent)
    : QObject(parent)
    , m_profiles(profiles)
{}

SecretStore::~SecretStore() = default;

void SecretStore::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
}

std::chrono::milliseconds SecretStore::timeout() const
{
    return m_timeout;
}

void SecretStore::emitLater(std::function<void()> emitter)
{
    QMetaObject::invokeMethod(this, std::move(emitter), Qt::QueuedConnection);
}

void SecretStore::read(const ConnectionProfile &profile)
{
    const QString id = profile.id;
    if (profile.plainTextSecret) {
        const auto secret = m_profiles.plainTextSecret(id);
        if (secret) {
            emitLater([this, id, s = *secret] { Q_EMIT secretRead(id, s); });
        } else {
            const QString message
                = tr("No secret is stored for \"%1\": edit the profile and enter it again.")
                      .arg(profile.name);
            emitLater([this, id, message] { Q_EMIT failed(id, message); });
        }
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(kService, this);
    job->setKey(id);
    startJob(job, profile.name, [this, job, id] { Q_EMIT secretRead(id, job->textData()); });
}

void SecretStore::write(const ConnectionProfile &profile, const QString &secret)
{
    const QString id = profile.id;
    if (profile.plainTextSecret) {
        m_profiles.setPlainTextSecret(id, secret);
        emitLater([this, id] { Q_EMIT secretWritten(id); });
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(kService, this);
    job->setKey(id);
    job->setTextData(secret);
    startJob(job, profile.name, [this, id] {
        // Now that the keychain has it, no copy stays in plain text.
        m_profiles.clearPlainTextSecret(id);
        Q_EMIT secretWritten(id);
    });
}

void SecretStore::remove(const ConnectionProfile &profile)
{
    const QString id = profile.id;
    m_profiles.clearPlainTextSecret(id);
    if (profile.plainTextSecret) {
        emitLater([this, id] { Q_EMIT secretRemoved(id); });
        return;
    }
    auto *job = new QKeychain::DeletePasswordJob(kService, this);
    job->setKey(id);
    startJob(job, profile.name, [this, id] { Q_EMIT secretRemoved(id); });
}

void SecretStore::startJob(QKeychain::Job *job,
                           const QString &profileName,
                           std::function<void()> onSuccess)
{
    const QString id = job->key();
    job->setInsecureFallback(false); // never plain text behind the user's back
    job->setAutoDelete(true);

    // Whichever comes first, the job's answer or the watchdog, reports; the other is ignored.
    auto *watchdog = new QTimer(this);
    watchdog->setSingleShot(true);
    watchdog->setInterval(m_timeout);
    const auto once = std::make_shared<bool>(false);

    connect(watchdog, &QTimer::timeout, this, [this, watchdog, once, id, profileName] {
        watchdog->deleteLater();
        if (std::exchange(*once, true))
            return;
        Q_EMIT failed(id,
                      tr("The keychain did not answer within %1 seconds while handling the "
                         "secret of \"%2\". Check that your desktop's keychain service "
                         "(GNOME Keyring or KWallet) is running and unlocked, or tick "
                         "\"Store the secret in plain text\" in the profile.")
                          .arg(std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count())
                          .arg(profileName));
    });
    connect(job, &QKeychain::Job::finished, this,
            [this, watchdog, once, id, profileName,
             onSuccess = std::move(onSuccess)](QKeychain::Job *finished) {
                if (std::exchange(*once, true))
                    return; // the watchdog spoke (and is gone)
                watchdog->stop();
                watchdog->deleteLater();
                const QKeychain::Error error = finished->error();
                if (error == QKeychain::NoError
                    || (error == QKeychain::EntryNotFound
                        && qobject_cast<QKeychain::DeletePasswordJob *>(finished))) {
                    onSuccess();
                    return;
                }
                Q_EMIT failed(id, keychainErrorText(error, finished->errorString(), profileName));
            });
    watchdog->start();
    job->start();
}

QString SecretStore::keychainErrorText(int error, const QString &detail, const QString &profileName)
{
    switch (QKeychain::Error(error)) {
    case QKeychain::EntryNotFound:
        return tr("The keychain holds no secret for \"%1\": edit the profile and enter it again.")
            .arg(profileName);
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return tr("The keychain refused access to the secret of \"%1\" (%2).")
            .arg(profileName, detail);
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
    default:
        break;
    }
    return tr("No keychain is available to keep the secret of \"%1\" (%2). Start your "
              "desktop's keychain service (GNOME Keyring or KWallet), or tick \"Store the "
              "secret in plain text\" in the profile to keep it unencrypted in the console's "
              "settings.")
        .arg(profileName, detail);
}

} // namespace polychip::app
