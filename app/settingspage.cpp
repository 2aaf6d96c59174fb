// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "settingspage.h"

#include "preferences.h"

#include "connection.h"
#include "kit/confirmation.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "members/memberspanel.h"
#include "window/profiledialog.h"

#include "profilefile.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QUuid>
#include <QVBoxLayout>

#include <memory>

namespace polychip::app {

SettingsPage::SettingsPage(ProfileStore &profiles,
                           SecretStore &secrets,
                           Connection &connection,
                           QWidget *parent)
    : ConsolePage(QString::fromLatin1(ui::pageid::kSettings), parent)
    , m_profiles(profiles)
    , m_secrets(secrets)
    , m_connection(connection)
    , m_messages(new ui::MessageBar(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->addWidget(m_messages);
    // The simulator's identity is chosen in the Connection menu and kept with the profile.
    connect(&m_connection, &Connection::sessionStarted, this, &SettingsPage::reload);
    connect(&m_secrets, &SecretStore::secretRead, this,
            [this](const QString &id, const QString &secret) {
                if (id != m_pendingUse)
                    return;
                m_pendingUse.clear();
                if (const auto profile = m_profiles.profile(id)) {
                    m_profiles.setCurrentId(id);
                    reload();
                    m_connection.useProfile(*profile, secret);
                }
            });
    connect(&m_secrets, &SecretStore::failed, this,
            [this](const QString &id, const QString &message) {
                m_messages->showMessage(message, true);
                if (id == m_pendingUse) {
                    m_pendingUse.clear();
                    // The console cannot connect with it: say so where it can be fixed.
                    Q_EMIT navigate(ConsolePage::id());
                }
            });
}

void SettingsPage::buildContent()
{
    m_title = new QLabel(this);
    m_intro = new QLabel(this);
    m_list = new QListWidget(this);
    m_use = new QPushButton(this);
    m_add = new QPushButton(this);
    m_addFromFile = new QPushButton(this);
    m_edit = new QPushButton(this);
    m_remove = new QPushButton(this);
    m_tabs = new QTabWidget(this);
    m_members = new ui::MembersPanel(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_use->setObjectName(QStringLiteral("useProfileButton"));
    m_add->setObjectName(QStringLiteral("addProfileButton"));
    m_addFromFile->setObjectName(QStringLiteral("addProfileFromFileButton"));
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    m_edit->setObjectName(QStringLiteral("editProfileButton"));
    m_remove->setObjectName(QStringLiteral("removeProfileButton"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_intro->setWordWrap(true);

    auto *buttons = new QVBoxLayout;
    for (auto *b : {m_use, m_add, m_addFromFile, m_edit, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    row->addLayout(buttons);
    auto *profilesTab = new QWidget(this);
    auto *profilesLayout = new QVBoxLayout(profilesTab);
    profilesLayout->addWidget(m_title);
    profilesLayout->addWidget(m_intro);
    profilesLayout->addLayout(row, 1);
    m_tabs->addTab(profilesTab, QString());
    m_tabs->addTab(m_members, QString());
    layout()->addWidget(m_tabs);
    static_cast<QVBoxLayout *>(layout())->setStretchFactor(m_tabs, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &SettingsPage::updateButtons);
    connect(m_list, &QListWidget::itemActivated, this, [this] { use(selectedId()); });
    connect(m_use, &QPushButton::clicked, this, [this] { use(selectedId()); });
    connect(m_add, &QPushButton::clicked, this, [this] { addProfile(); });
    connect(m_addFromFile, &QPushButton::clicked, this, &SettingsPage::addProfileFromFile);
    connect(m_members, &ui::MembersPanel::message, m_messages, &ui::MessageBar::showMessage);
    connect(m_edit, &QPushButton::clicked, this, &SettingsPage::editProfile);
    connect(m_remove, &QPushButton::clicked, this, &SettingsPage::removeProfile);
    m_members->setSession(m_context.client, m_context.session);
    retranslate();
}

QString SettingsPage::selectedId() const
{
    const auto *item = built(m_list)->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString SettingsPage::title() const
{
    return tr("Settings");
}

QIcon SettingsPage::icon() const
{
    return ui::glyph(QStringLiteral("gear"));
}

QString SettingsPage::description() const
{
    return tr("Connection profiles: the offline simulator and remote platforms.");
}

void SettingsPage::start()
{
    const QString id = m_profiles.ensureDefault();
    const auto profile = m_profiles.profile(id);
    if (profile && profile->kind == ConnectionProfile::Kind::Bundled
        && !Preferences::simulatorStartsWithConsole()) {
        // Chosen in Preferences: the simulator waits until asked for.
        m_profiles.setCurrentId(id);
        reload();
        m_connection.holdBundled(*profile);
        return;
    }
    use(id);
}

void SettingsPage::reload()
{
    ensureBuilt(); // its list
    const QString selected = selectedId();
    const QString current = m_profiles.currentId();
    m_list->clear();
    for (const auto &p : m_profiles.list()) {
        const bool bundled = p.kind == ConnectionProfile::Kind::Bundled;
        const QString where = bundled ? tr("the simulator bundled with Polychip") : p.baseUrl;
        auto *item
            = new QListWidgetItem(p.id == current ? tr("%1 — %2 (in use)").arg(shownName(p), where)
                                                  : tr("%1 — %2").arg(shownName(p), where),
                                  m_list);
        item->setData(Qt::UserRole, p.id);
        item->setToolTip(bundled ? tr("Runs on this computer; nothing is billed.")
                                 : tr("Key %1").arg(p.keyId));
        QFont font = item->font();
        font.setBold(p.id == current);
        item->setFont(font);
        if (p.id == selected || (selected.isEmpty() && p.id == current))
            m_list->setCurrentItem(item);
    }
    updateButtons();
}

void SettingsPage::updateButtons()
{
    const auto profile = m_profiles.profile(selectedId());
    const bool bundled = profile && profile->kind == ConnectionProfile::Kind::Bundled;
    m_use->setEnabled(profile && profile->id != m_profiles.currentId());
    m_edit->setEnabled(profile && !bundled);
    m_remove->setEnabled(profile && !bundled);
    m_edit->setToolTip(bundled ? tr("The offline simulator has nothing to set here; choose its "
                                    "identity in the Connection menu.")
                               : tr("Change the selected profile"));
    m_remove->setToolTip(bundled ? tr("The offline simulator is always available.")
                                 : tr("Remove the selected profile and its stored secret"));
}

void SettingsPage::use(const QString &id)
{
    const auto profile = m_profiles.profile(id);
    if (!profile)
        return;
    if (profile->kind == ConnectionProfile::Kind::Bundled) {
        m_pendingUse.clear(); // a slower keychain answer for another profile no longer counts
        m_profiles.setCurrentId(id);
        reload();
        m_connection.useProfile(*profile, QString());
        return;
    }
    m_pendingUse = id; // continues in secretRead / failed
    m_secrets.read(*profile);
}

void SettingsPage::addProfile(const ui::ProfileFields &initial, const QString &fromFile)
{
    // Made at the first OK; a later OK (the secret refused, the plain text option taken)
    // saves the same profile again: its own name is not "taken".
    auto added = std::make_shared<ConnectionProfile>();
    auto *dialog = new ui::ProfileDialog(
        [this, added](const ui::ProfileFields &fields) {
            return profileValidator(m_profiles, *added, true)(fields);
        },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (initial != ui::ProfileFields{})
        dialog->setFields(initial);
    dialog->setSaver([this, added](const ui::ProfileFields &fields, auto finished) {
        *added = applyFields(*added, fields);
        store(*added, fields.secret, finished);
    });
    connect(dialog, &QDialog::accepted, this, [this, added, fromFile] {
        reload();
        if (fromFile.isEmpty()) {
            m_messages->showMessage(
                tr("Profile “%1” added. Select it and choose Use to connect.").arg(added->name),
                false);
            return;
        }
        m_messages->showMessage(
            tr("Profile “%1” added from %2. The file still holds its secret: delete the file, "
               "or keep it somewhere safe. Select the profile and choose Use to connect.")
                .arg(added->name, QDir::toNativeSeparators(fromFile)),
            false);
    });
    // Cancelled after its secret was refused: no profile stays behind without its secret.
    connect(dialog, &QDialog::rejected, this, [this, added, caFile = initial.caFile, fromFile] {
        if (!added->id.isEmpty()) {
            m_profiles.remove(added->id);
            reload();
        }
        // The CA bundle a profile file brought goes with the profile not added.
        if (!fromFile.isEmpty() && !caFile.isEmpty())
            QFile::remove(caFile);
    });
    dialog->open();
}

void SettingsPage::setContext(const ui::PageContext &context)
{
    m_context = context;
    if (m_members)
        m_members->setSession(context.client, context.session);
}

void SettingsPage::addProfileFromFile()
{
    auto *dialog = new QFileDialog(this, tr("Add Profile from File"));
    dialog->setObjectName(QStringLiteral("openProfileFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters({tr("Polychip profiles (*.polychip-profile.json)"),
                            tr("JSON files (*.json)"), tr("All files (*)")});
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DownloadLocation));
    connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &path) { importProfileFile(path); });
    dialog->open();
}

void SettingsPage::importProfileFile(const QString &path)
{
    const client::ReadProfileFile read = client::readProfileFile(path);
    if (!read.file) {
        m_messages->showMessage(read.error, true);
        return;
    }
    const api::ProfileFile &file = *read.file;
    ConnectionProfile profile;
    profile.baseUrl = QString::fromStdString(file.baseUrl);
    profile.keyId = QString::fromStdString(file.keyId);
    profile.pinnedPublicKey = QString::fromStdString(file.pinnedPublicKey.value_or(""));
    // A name of its own: "Li Wei", else "Li Wei (2)".
    const QString base = QString::fromStdString(file.name).trimmed();
    profile.name = base;
    for (int n = 2; !m_profiles.validate(profile).isEmpty() && n < 100; ++n)
        profile.name = tr("%1 (%2)").arg(base).arg(n);
    if (file.caPem) {
        // The CA the administrator's console trusts, kept beside the console's data.
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                            + QStringLiteral("/ca");
        // A name of the console's own: never one the file chooses (a path, another profile's).
        const QString caPath
            = dir
              + QStringLiteral("/%1.pem").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
        QFile ca(caPath);
        if (!QDir().mkpath(dir) || !ca.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || ca.write(QByteArray::fromStdString(*file.caPem)) != qint64(file.caPem->size())) {
            m_messages->showMessage(tr("Cannot keep the profile's CA bundle in %1: %2.")
                                        .arg(QDir::toNativeSeparators(caPath), ca.errorString()),
                                    true);
            return;
        }
        profile.caFile = caPath;
    }
    ui::ProfileFields fields = fieldsOf(profile);
    fields.secret = QString::fromStdString(file.secret);
    // The Add dialog, filled: what is about to be trusted is seen before OK, and a keychain
    // that refuses the secret is met as it is when a profile is typed in.
    addProfile(fields, path);
}

void SettingsPage::store(ConnectionProfile &profile,
                         const QString &secret,
                         const std::function<void(const QString &problem)> &finished)
{
    profile.id = m_profiles.save(profile);
    if (secret.isEmpty()) {
        finished({});
        return;
    }
    // The first answer about this profile's secret is the one: the waiter goes with it.
    auto *waiter = new QObject(this);
    auto answered = std::make_shared<bool>(false);
    const auto answer = [waiter, answered, finished](const QString &problem) {
        if (*answered)
            return;
        *answered = true;
        waiter->deleteLater();
        finished(problem);
    };
    connect(&m_secrets, &SecretStore::secretWritten, waiter,
            [answer, id = profile.id](const QString &profileId) {
                if (profileId == id)
                    answer({});
            });
    connect(&m_secrets, &SecretStore::failed, waiter,
            [answer, id = profile.id](const QString &profileId, const QString &message) {
                if (profileId == id)
                    answer(message);
            });
    m_secrets.write(profile, secret);
}

void SettingsPage::editProfile()
{
    const auto profile = m_profiles.profile(selectedId());
    if (!profile || profile->kind == ConnectionProfile::Kind::Bundled)
        return;
    auto *dialog = new ui::ProfileDialog(profileValidator(m_profiles, *profile, false), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFields(fieldsOf(*profile));
    // The field stays empty ("keep the stored secret"); Test connection needs the stored one.
    connect(&m_secrets, &SecretStore::secretRead, dialog,
            [dialog, id = profile->id](const QString &profileId, const QString &secret) {
                if (profileId == id)
                    dialog->setStoredSecret(secret);
            });
    m_secrets.read(*profile);
    auto changed = std::make_shared<ConnectionProfile>(*profile);
    dialog->setSaver(
        [this, changed, base = *profile](const ui::ProfileFields &fields, auto finished) {
            *changed = applyFields(base, fields);
            store(*changed, fields.secret, finished); // an empty secret keeps the stored one
        });
    connect(dialog, &QDialog::accepted, this, [this, changed] {
        reload();
        if (changed->id == m_profiles.currentId())
            use(changed->id); // reconnect with what changed
    });
    dialog->open();
}

void SettingsPage::removeProfile()
{
    const auto profile = m_profiles.profile(selectedId());
    if (!profile || profile->kind == ConnectionProfile::Kind::Bundled)
        return;
    ui::confirmation(this,
                     {QStringLiteral("confirmRemoveProfile"), tr("Remove profile"),
                      tr("Remove the profile “%1” and its stored secret?").arg(profile->name),
                      QString(), tr("Remove"), QMessageBox::Question},
                     [this, p = *profile] {
                         const bool wasCurrent = p.id == m_profiles.currentId();
                         m_secrets.remove(p);
                         m_profiles.remove(p.id);
                         const QString fallback = m_profiles.ensureDefault();
                         reload();
                         if (wasCurrent)
                             use(fallback);
                     })
        ->open();
}

void SettingsPage::retranslate()
{
    if (!isBuilt())
        return; // nothing to name yet
    m_title->setText(tr("Connection profiles"));
    m_list->setAccessibleName(m_title->text());
    m_intro->setText(
        tr("The offline simulator runs on this computer and is free: everything works on it. "
           "Add a remote profile with your platform's address and API key to manage real "
           "instances. Secrets are kept in the system keychain."));
    m_use->setText(tr("&Use"));
    m_use->setToolTip(tr("Connect with the selected profile"));
    m_add->setText(tr("&Add…"));
    m_add->setToolTip(tr("Add a remote platform"));
    m_addFromFile->setText(tr("Add from Fi&le…"));
    m_addFromFile->setToolTip(tr("Add the profile a file from your administrator describes: "
                                 "its secret goes to the keychain"));
    m_tabs->setTabText(0, tr("Connection &Profiles"));
    m_tabs->setTabText(1, tr("&Organisation"));
    m_tabs->setTabToolTip(1, tr("The members and API keys of the platform connected to"));
    m_edit->setText(tr("&Edit…"));
    m_remove->setText(tr("&Remove…"));
    reload();
}

void SettingsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace polychip::app
