// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "profiles.h"
#include "window/profiledialog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <sys/stat.h>

using namespace polychip;
using app::ConnectionProfile;
using app::ProfileStore;
using app::SecretStore;

Q_DECLARE_METATYPE(polychip::app::ConnectionProfile)

namespace {

ConnectionProfile remote(const QString &name, const QString &url = "https://api.example.com")
{
    ConnectionProfile p;
    p.name = name;
    p.kind = ConnectionProfile::Kind::Remote;
    p.baseUrl = url;
    p.keyId = "key_123";
    return p;
}

} // namespace

/** Connection profiles: the store, its rules and the secrets. */
class ProfileStoreTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_dir.emplace();
        QVERIFY(m_dir->isValid());
    }

    void firstRunCreatesTheOfflineSimulator()
    {
        ProfileStore store(settingsFile());
        QVERIFY(store.list().isEmpty());
        QVERIFY(store.currentId().isEmpty());

        const QString id = store.ensureDefault();
        QVERIFY(!id.isEmpty());
        QCOMPARE(store.currentId(), id);
        const auto profiles = store.list();
        QCOMPARE(profiles.size(), 1);
        QCOMPARE(profiles[0].id, id);
        QCOMPARE(profiles[0].name, QString("Offline simulator"));
        QCOMPARE(profiles[0].kind, ConnectionProfile::Kind::Bundled);
        QCOMPARE(profiles[0].role, api::Role::Admin);
        QVERIFY(store.validate(profiles[0]).isEmpty());

        // Not the first run any more: nothing is added, the choice is kept.
        const QString other = store.save(remote("Lab"));
        store.setCurrentId(other);
        QCOMPARE(store.ensureDefault(), other);
        QCOMPARE(store.list().size(), 2);
    }

    void ensureDefaultRepairsAStaleCurrentId()
    {
        ProfileStore store(settingsFile());
        const QString id = store.save(remote("Lab"));
        store.setCurrentId("gone");
        QCOMPARE(store.ensureDefault(), id);
        QCOMPARE(store.list().size(), 1); // profiles exist: no default is added
    }

    void saveListRemoveAndCurrent()
    {
        ProfileStore store(settingsFile());
        const QString offline = store.ensureDefault();

        ConnectionProfile zeta = remote("Zeta", "https://zeta.example.com:8443/api");
        zeta.caFile = "/etc/ssl/certs/ca-certificates.crt";
        zeta.pinnedPublicKey = "sha256//" + QString(43, 'A') + "=";
        zeta.proxy = "socks5://127.0.0.1:1080";
        zeta.plainTextSecret = true;
        zeta.role = api::Role::Trainee;
        const QString zetaId = store.save(zeta);
        QVERIFY(!zetaId.isEmpty());
        QVERIFY(zetaId != offline);
        const QString alphaId = store.save(remote("alpha"));

        // Bundled first, then by name.
        const auto profiles = store.list();
        QCOMPARE(profiles.size(), 3);
        QCOMPARE(profiles[0].id, offline);
        QCOMPARE(profiles[1].id, alphaId);
        QCOMPARE(profiles[2].id, zetaId);

        // Every field round-trips, through another store on the same file too.
        zeta.id = zetaId;
        QCOMPARE(*store.profile(zetaId), zeta);
        QCOMPARE(*ProfileStore(settingsFile()).profile(zetaId), zeta);

        // Saving with an id updates that profile.
        zeta.name = "Zeta 2";
        zeta.plainTextSecret = false;
        QCOMPARE(store.save(zeta), zetaId);
        QCOMPARE(store.profile(zetaId)->name, QString("Zeta 2"));
        QCOMPARE(store.list().size(), 3);

        store.setCurrentId(zetaId);
        QCOMPARE(ProfileStore(settingsFile()).currentId(), zetaId);
        store.remove(zetaId);
        QVERIFY(!store.profile(zetaId));
        QCOMPARE(store.list().size(), 2);
        QVERIFY(store.currentId().isEmpty());
        QCOMPARE(store.ensureDefault(), offline); // the bundled one comes first

        store.remove(alphaId);
        QCOMPARE(store.currentId(), offline); // removing another leaves the current alone
        QVERIFY(!store.profile(QString()));
    }

    void validate_data()
    {
        QTest::addColumn<ConnectionProfile>("profile");
        QTest::addColumn<QString>("error"); // a part of the message; empty: valid

        const QString ca = QFINDTESTDATA("tst_profilestore.cpp");
        const QString pin = "sha256//" + QString(43, 'b') + "=";
        auto with = [](ConnectionProfile p, auto change) {
            change(p);
            return p;
        };
        const ConnectionProfile ok = remote("New");

        QTest::newRow("remote https") << ok << "";
        QTest::newRow("loopback http 127.0.0.1") << remote("New", "http://127.0.0.1:8470") << "";
        QTest::newRow("loopback http 127.1.2.3") << remote("New", "http://127.1.2.3") << "";
        QTest::newRow("loopback http ::1") << remote("New", "http://[::1]:8470") << "";
        QTest::newRow("loopback http localhost") << remote("New", "http://LocalHost:1") << "";
        QTest::newRow("with everything") << with(ok, [&](auto &p) {
            p.caFile = ca;
            p.pinnedPublicKey = pin + ";" + pin;
            p.proxy = "http://proxy.example.com:3128";
        }) << "";
        QTest::newRow("bundled needs no URL or key") << with(ConnectionProfile{}, [](auto &p) {
            p.name = "Sim 2";
            p.kind = ConnectionProfile::Kind::Bundled;
        }) << "";
        QTest::newRow("same name, same profile")
            << with(remote("Lab"), [this](auto &p) { p.id = m_labId; }) << "";

        QTest::newRow("empty name") << remote("") << "Enter a name";
        QTest::newRow("blank name") << remote("   ") << "Enter a name";
        QTest::newRow("duplicate name") << remote("Lab") << "already named \"Lab\"";
        QTest::newRow("duplicate name, other case") << remote(" lab ") << "already named";
        QTest::newRow("no URL") << remote("New", "") << "Enter the base URL";
        QTest::newRow("not http") << remote("New", "ftp://example.com") << "is not a base URL";
        QTest::newRow("no scheme") << remote("New", "api.example.com") << "is not a base URL";
        QTest::newRow("no host") << remote("New", "https://") << "is not a base URL";
        QTest::newRow("garbage") << remote("New", "https://exa mple.com") << "is not a base URL";
        QTest::newRow("credentials in URL")
            << remote("New", "https://u:p@api.example.com") << "user name or password";
        QTest::newRow("http to a remote host")
            << remote("New", "http://api.example.com") << "only allowed to this computer";
        QTest::newRow("http to a LAN address")
            << remote("New", "http://192.168.1.10:8470") << "only allowed to this computer";
        QTest::newRow("http to a name that starts like loopback")
            << remote("New", "http://127.example.com") << "only allowed to this computer";
        QTest::newRow("no key id")
            << with(ok, [](auto &p) { p.keyId = " "; }) << "id of the API key";
        QTest::newRow("missing CA file")
            << with(ok, [](auto &p) { p.caFile = "/nonexistent/ca.pem"; }) << "CA bundle";
        QTest::newRow("CA path is a directory")
            << with(ok, [](auto &p) { p.caFile = "/"; }) << "CA bundle";
        QTest::newRow("pin without prefix")
            << with(ok, [](auto &p) { p.pinnedPublicKey = QString(43, 'b') + "="; })
            << "pinned public key";
        QTest::newRow("pin too short")
            << with(ok, [](auto &p) { p.pinnedPublicKey = "sha256//abc="; }) << "pinned public key";
        QTest::newRow("proxy without scheme")
            << with(ok, [](auto &p) { p.proxy = "proxy.example.com:3128"; }) << "proxy";
        QTest::newRow("proxy of another kind")
            << with(ok, [](auto &p) { p.proxy = "ftp://proxy.example.com"; }) << "proxy";
    }

    void validate()
    {
        QFETCH(ConnectionProfile, profile);
        QFETCH(QString, error);
        ProfileStore store(settingsFile());
        // m_labId is the id the rows captured: keep "Lab" at it.
        ConnectionProfile lab = remote("Lab");
        lab.id = m_labId;
        store.save(lab);

        const QString message = store.validate(profile);
        if (error.isEmpty())
            QVERIFY2(message.isEmpty(), qPrintable(message));
        else
            QVERIFY2(message.contains(error), qPrintable(message));
    }

    void fieldsRoundTrip()
    {
        ConnectionProfile p = remote("Lab", "https://lab.example.com");
        p.id = "abc";
        p.caFile = "/ca.pem";
        p.pinnedPublicKey = "sha256//x";
        p.proxy = "http://proxy:1";
        p.plainTextSecret = true;
        p.role = api::Role::Manager; // not a field of the dialog: kept from the base
        const ui::ProfileFields fields = app::fieldsOf(p);
        QCOMPARE(fields.name, p.name);
        QVERIFY(fields.secret.isEmpty());
        QCOMPARE(app::applyFields(p, fields), p);

        ConnectionProfile bundled;
        bundled.kind = ConnectionProfile::Kind::Bundled;
        QCOMPARE(app::applyFields(bundled, fields).kind, ConnectionProfile::Kind::Remote);
    }

    void validatorAsksForTheSecret()
    {
        ProfileStore store(settingsFile());
        ui::ProfileFields fields = app::fieldsOf(remote("New"));
        // Editing and keeping the key where it was: the stored secret stays, none needed.
        QVERIFY(app::profileValidator(store, remote("New"), false)(fields).isEmpty());
        // Another key, or the secret moving to or from plain text: it must be entered again.
        auto otherKey = fields;
        otherKey.keyId = "key_other";
        QVERIFY(app::profileValidator(store, remote("New"), false)(otherKey).contains("secret"));
        auto plain = fields;
        plain.plainTextSecret = !fields.plainTextSecret;
        QVERIFY(app::profileValidator(store, remote("New"), false)(plain).contains("secret"));
        QVERIFY(app::profileValidator(store, {}, true)(fields).contains("secret"));
        fields.secret = "s3cret";
        QVERIFY(app::profileValidator(store, {}, true)(fields).isEmpty());
        fields.name.clear(); // the store's rules come first
        QVERIFY(app::profileValidator(store, {}, true)(fields).contains("name"));
    }

    void plainTextSecretRoundTrips()
    {
        ProfileStore store(settingsFile());
        ConnectionProfile p = remote("Plain");
        p.plainTextSecret = true;
        p.id = store.save(p);
        SecretStore secrets(store);
        QSignalSpy written(&secrets, &SecretStore::secretWritten);
        QSignalSpy read(&secrets, &SecretStore::secretRead);
        QSignalSpy removed(&secrets, &SecretStore::secretRemoved);
        QSignalSpy failed(&secrets, &SecretStore::failed);

        // A secret with what an INI file must escape.
        const QString secret = QString::fromUtf8("s3cr=t; \"quoted\" \\ 秘密 ");
        secrets.write(p, secret);
        QCOMPARE(written.count(), 0); // answered later, as the keychain would
        QTRY_COMPARE(written.count(), 1);
        QCOMPARE(written[0][0].toString(), p.id);
        QCOMPARE(store.plainTextSecret(p.id), std::optional<QString>(secret));

        SecretStore fresh(store); // what a restarted console reads
        QSignalSpy freshRead(&fresh, &SecretStore::secretRead);
        fresh.read(p);
        QTRY_COMPARE(freshRead.count(), 1);
        QCOMPARE(freshRead[0][0].toString(), p.id);
        QCOMPARE(freshRead[0][1].toString(), secret);

        secrets.remove(p);
        QTRY_COMPARE(removed.count(), 1);
        QVERIFY(!store.plainTextSecret(p.id));
        secrets.read(p);
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(failed[0][0].toString(), p.id);
        QVERIFY(failed[0][1].toString().contains("No secret is stored"));
        QCOMPARE(read.count(), 0);
    }

    void removingAProfileRemovesItsPlainTextSecret()
    {
        ProfileStore store(settingsFile());
        const QString id = store.save(remote("Plain"));
        store.setPlainTextSecret(id, "s3cret");
        store.remove(id);
        QVERIFY(!store.plainTextSecret(id));
        QFile ini(settingsFile());
        QVERIFY(ini.open(QIODevice::ReadOnly));
        QVERIFY(!ini.readAll().contains("s3cret"));
    }

    void theSettingsFileIsTheOwnersAloneWhateverTheUmask_data()
    {
        QTest::addColumn<bool>("applicationSettings"); // QSettings(), as the console keeps them
        QTest::addColumn<int>("existingMode");         // -1: no file yet
        QTest::newRow("new file") << false << -1;
        QTest::newRow("new application settings") << true << -1;
        QTest::newRow("existing file readable by all") << false << 0644;
        QTest::newRow("existing application settings writable by all") << true << 0666;
    }

    void theSettingsFileIsTheOwnersAloneWhateverTheUmask()
    {
        QFETCH(bool, applicationSettings);
        QFETCH(int, existingMode);
        const mode_t previousUmask = ::umask(0);
        const auto restoreUmask = qScopeGuard([previousUmask] { ::umask(previousUmask); });
        const QString file = applicationSettings ? QSettings().fileName() : settingsFile();
        QFile::remove(file);
        const auto removeIt = qScopeGuard([file] { QFile::remove(file); });
        if (existingMode >= 0) {
            QVERIFY(QDir().mkpath(QFileInfo(file).absolutePath()));
            QFile old(file);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("[General]\nlanguage=en\n");
            old.close();
            QCOMPARE(::chmod(QFile::encodeName(file).constData(), mode_t(existingMode)), 0);
            QCOMPARE(modeOf(file), QString::number(existingMode, 8));
        }
        {
            // The console's next start: it writes a profile and which one is current (no
            // plain-text secret: that tightened the file, and only that did).
            const auto store = applicationSettings ? std::make_unique<ProfileStore>()
                                                   : std::make_unique<ProfileStore>(file);
            const QString id = store->save(remote("Lab"));
            store->setCurrentId(id);
        }
        QCOMPARE(modeOf(file), QString("600"));
    }

    void withoutKeychainFailsAndNeverFallsBack()
    {
        ProfileStore store(settingsFile());
        ConnectionProfile p = remote("Keychain");
        p.id = store.save(p);
        SecretStore secrets(store);
        QSignalSpy written(&secrets, &SecretStore::secretWritten);
        QSignalSpy failed(&secrets, &SecretStore::failed);
        secrets.write(p, "s3cret");
        QTRY_VERIFY_WITH_TIMEOUT(written.count() + failed.count() == 1, 30000);
        if (written.count() == 1) {
            QSignalSpy removed(&secrets, &SecretStore::secretRemoved);
            secrets.remove(p);
            QTRY_COMPARE_WITH_TIMEOUT(removed.count() + failed.count(), 1, 30000);
            QSKIP("a keychain service is available here, so its absence cannot be tested");
        }
        QCOMPARE(failed[0][0].toString(), p.id);
        const QString message = failed[0][1].toString();
        QVERIFY2(message.contains("No keychain is available"), qPrintable(message));
        QVERIFY2(message.contains("plain text"), qPrintable(message));
        QVERIFY(message.contains("\"Keychain\"")); // names the profile
        QVERIFY(!store.plainTextSecret(p.id));     // nothing was kept in plain text instead

        // Reading says the same, rather than "not found".
        QSignalSpy read(&secrets, &SecretStore::secretRead);
        secrets.read(p);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 2, 30000);
        QVERIFY(failed[1][1].toString().contains("No keychain is available"));
        QCOMPARE(read.count(), 0);
    }

    void destroyedWhileAKeychainJobRuns()
    {
        ProfileStore store(settingsFile());
        ConnectionProfile p = remote("Keychain");
        p.id = store.save(p);
        {
            SecretStore secrets(store);
            secrets.read(p);
            secrets.write(p, "s3cret");
        } // the jobs go with it; nothing may reach the deleted object
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QVERIFY(!store.plainTextSecret(p.id));
    }

private:
    QString settingsFile() const { return m_dir->filePath("polychip.ini"); }

    /// The permission bits of `path` in octal, as chmod takes them (empty: no such file).
    static QString modeOf(const QString &path)
    {
        struct stat info = {};
        if (::stat(QFile::encodeName(path).constData(), &info) != 0)
            return {};
        return QString::number(info.st_mode & 07777, 8);
    }

    std::optional<QTemporaryDir> m_dir;
    const QString m_labId = "lab";
};

QTEST_GUILESS_MAIN(ProfileStoreTest)
#include "tst_profilestore.moc"
