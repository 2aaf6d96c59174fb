// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "profiledialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/windowfit.h"

#include "apiclient.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <chrono>
#include <utility>

namespace polychip::ui {

namespace {

/// A label for a field that stays with its buddy (and its mnemonic).
QLabel *buddyLabel(QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

ProfileDialog::ProfileDialog(Validator validator, QWidget *parent)
    : QDialog(parent)
    , m_validator(std::move(validator))
    , m_name(new QLineEdit(this))
    , m_baseUrl(new QLineEdit(this))
    , m_keyId(new QLineEdit(this))
    , m_secret(new QLineEdit(this))
    , m_plainText(new QCheckBox(this)) // made in the order shown: the order of Tab
    , m_plainTextWarning(new QLabel(this))
    , m_caFile(new QLineEdit(this))
    , m_caFileButton(new QToolButton(this))
    , m_pinned(new QLineEdit(this))
    , m_proxy(new QLineEdit(this))
    , m_testButton(new QPushButton(this))
    , m_testResult(new QLabel(this))
    , m_validation(new QLabel(this))
    , m_saveProblem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("profileDialog"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_baseUrl->setObjectName(QStringLiteral("baseUrlEdit"));
    m_keyId->setObjectName(QStringLiteral("keyIdEdit"));
    m_secret->setObjectName(QStringLiteral("secretEdit"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_caFile->setObjectName(QStringLiteral("caFileEdit"));
    m_caFileButton->setObjectName(QStringLiteral("caFileButton"));
    m_pinned->setObjectName(QStringLiteral("pinnedKeyEdit"));
    m_proxy->setObjectName(QStringLiteral("proxyEdit"));
    m_plainText->setObjectName(QStringLiteral("plainTextCheck"));
    m_plainTextWarning->setObjectName(QStringLiteral("plainTextWarning"));
    m_plainTextWarning->setWordWrap(true);
    m_plainTextWarning->setVisible(false);
    m_testButton->setObjectName(QStringLiteral("testButton"));
    m_testButton->setAutoDefault(false);
    m_testResult->setObjectName(QStringLiteral("testResultLabel"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextFormat(Qt::PlainText);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_saveProblem->setObjectName(QStringLiteral("saveProblemLabel"));
    m_saveProblem->setWordWrap(true);
    m_saveProblem->setTextFormat(Qt::PlainText);
    m_saveProblem->setVisible(false);
    m_validation->setObjectName(QStringLiteral("validationLabel"));
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);
    m_buttons->setObjectName(QStringLiteral("buttonBox"));

    m_nameLabel = buddyLabel(m_name, this);
    m_baseUrlLabel = buddyLabel(m_baseUrl, this);
    m_keyIdLabel = buddyLabel(m_keyId, this);
    m_secretLabel = buddyLabel(m_secret, this);
    m_caFileLabel = buddyLabel(m_caFile, this);
    m_pinnedLabel = buddyLabel(m_pinned, this);
    m_proxyLabel = buddyLabel(m_proxy, this);

    auto *caRow = new QHBoxLayout;
    caRow->setContentsMargins(0, 0, 0, 0);
    caRow->addWidget(m_caFile, 1);
    caRow->addWidget(m_caFileButton);

    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_baseUrlLabel, m_baseUrl);
    form->addRow(m_keyIdLabel, m_keyId);
    form->addRow(m_secretLabel, m_secret);
    form->addRow(QString(), m_plainText);
    form->addRow(QString(), m_plainTextWarning);
    form->addRow(m_caFileLabel, caRow);
    form->addRow(m_pinnedLabel, m_pinned);
    form->addRow(m_proxyLabel, m_proxy);

    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton, 0, Qt::AlignTop);
    testRow->addWidget(m_testResult, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(testRow);
    layout->addStretch(1);
    layout->addWidget(m_saveProblem);
    layout->addWidget(m_validation);
    layout->addWidget(m_buttons);

    for (QLineEdit *edit : {m_name, m_baseUrl, m_keyId, m_secret, m_caFile, m_pinned, m_proxy})
        connect(edit, &QLineEdit::textChanged, this, &ProfileDialog::revalidate);
    connect(m_plainText, &QCheckBox::toggled, this, [this](bool on) {
        m_plainTextWarning->setVisible(on);
        revalidate();
    });
    connect(m_caFileButton, &QToolButton::clicked, this, &ProfileDialog::chooseCaFile);
    connect(m_testButton, &QPushButton::clicked, this, &ProfileDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProfileDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ProfileDialog::reject);

    retranslate();
    resize(560, sizeHint().height());
}

ProfileDialog::~ProfileDialog() = default;

void ProfileDialog::setFields(const ProfileFields &fields)
{
    m_name->setText(fields.name);
    m_baseUrl->setText(fields.baseUrl);
    m_keyId->setText(fields.keyId);
    m_secret->setText(fields.secret);
    m_caFile->setText(fields.caFile);
    m_pinned->setText(fields.pinnedPublicKey);
    m_proxy->setText(fields.proxy);
    m_plainText->setChecked(fields.plainTextSecret);
    revalidate();
}

ProfileFields ProfileDialog::fields() const
{
    ProfileFields f;
    f.name = m_name->text().trimmed();
    f.baseUrl = m_baseUrl->text().trimmed();
    f.keyId = m_keyId->text().trimmed();
    f.secret = m_secret->text(); // a secret may end in a space; it is the user's
    f.caFile = m_caFile->text().trimmed();
    f.pinnedPublicKey = m_pinned->text().trimmed();
    f.proxy = m_proxy->text().trimmed();
    f.plainTextSecret = m_plainText->isChecked();
    return f;
}

QString ProfileDialog::validationMessage() const
{
    return m_validationMessage;
}

QString ProfileDialog::testResultText() const
{
    return m_testResult->text();
}

bool ProfileDialog::isTesting() const
{
    return m_testing;
}

void ProfileDialog::revalidate()
{
    m_validationMessage = m_validator ? m_validator(fields()) : QString();
    m_validation->setText(m_validationMessage);
    m_validation->setVisible(!m_validationMessage.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_validationMessage.isEmpty() && !m_saving);
}

void ProfileDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ProfileDialog::retranslate()
{
    setWindowTitle(tr("Connection Profile"));
    m_nameLabel->setText(tr("&Name:"));
    m_name->setToolTip(tr("How this profile is listed in the console"));
    m_baseUrlLabel->setText(tr("&Base URL:"));
    m_baseUrl->setPlaceholderText(tr("https://api.example.com"));
    m_baseUrl->setToolTip(tr("Where the platform's API is. https:// is required, except for a "
                             "simulator on this computer (http://127.0.0.1:port)."));
    m_keyIdLabel->setText(tr("&Key id:"));
    m_keyId->setPlaceholderText(tr("key_…"));
    m_keyId->setToolTip(tr("The id of your API key, as the platform shows it"));
    m_secretLabel->setText(tr("&Secret:"));
    m_secret->setToolTip(tr("The secret of the API key. It signs every request and is never "
                            "sent; it is kept in your system's keychain."));
    m_plainText->setText(tr("Store the secret in &plain text"));
    m_plainText->setToolTip(tr("Keep the secret in the console's settings file instead of the "
                               "keychain, for systems without one"));
    m_plainTextWarning->setText(
        tr("Warning: the secret will be saved unencrypted in the console's settings file, where "
           "any program or person that can read your files can use your key. Use this only when "
           "no keychain is available."));
    m_caFileLabel->setText(tr("&CA bundle:"));
    m_caFile->setPlaceholderText(tr("the system's certificate authorities"));
    m_caFile->setToolTip(tr("A PEM file of certificate authorities to trust, for a platform "
                            "with a private certificate. Empty: trust the system's."));
    m_caFileButton->setText(tr("Browse…"));
    m_caFileButton->setToolTip(tr("Choose the CA bundle file"));
    m_pinnedLabel->setText(tr("P&inned public key:"));
    m_pinned->setPlaceholderText(tr("sha256//…"));
    m_pinned->setToolTip(tr("Accept only a server whose public key has this SHA-256 (base64), "
                            "as sha256//…. Empty: no pinning."));
    m_proxyLabel->setText(tr("Pro&xy:"));
    m_proxy->setPlaceholderText(tr("the environment's proxy settings"));
    m_proxy->setToolTip(tr("A proxy URL such as http://proxy.example.com:3128 or "
                           "socks5://127.0.0.1:1080. Empty: the http(s)_proxy environment "
                           "variables."));
    m_testButton->setText(tr("&Test connection"));
    m_testButton->setToolTip(tr("Ask the platform for its health and who this key belongs to, "
                                "with the settings above"));
    revalidate();
}

void ProfileDialog::chooseCaFile()
{
    // Asynchronous: no nested event loop while the chooser is open.
    auto *chooser = new QFileDialog(this, tr("Choose a CA Bundle"),
                                    QFileInfo(m_caFile->text().trimmed()).absolutePath(),
                                    tr("Certificates (*.pem *.crt *.cer);;All files (*)"));
    chooser->setObjectName(QStringLiteral("caFileChooser"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setFileMode(QFileDialog::ExistingFile);
    chooser->setAcceptMode(QFileDialog::AcceptOpen);
    connect(chooser, &QFileDialog::fileSelected, this,
            [this](const QString &file) { m_caFile->setText(file); });
    chooser->open();
}

void ProfileDialog::setStoredSecret(const QString &secret)
{
    m_storedSecret = secret;
}

void ProfileDialog::testConnection()
{
    cancelTest();
    const ProfileFields f = fields();
    client::Endpoint endpoint;
    endpoint.baseUrl = f.baseUrl.toStdString();
    endpoint.keyId = f.keyId.toStdString();
    endpoint.secret = (f.secret.isEmpty() ? m_storedSecret : f.secret).toStdString();
    endpoint.transport.caFile = f.caFile.toStdString();
    endpoint.transport.pinnedPublicKey = f.pinnedPublicKey.toStdString();
    endpoint.transport.proxy = f.proxy.toStdString();
    // One attempt with short timeouts: the user is waiting for a yes or no.
    client::RetryPolicy policy;
    policy.maxAttempts = 1;
    policy.connectTimeout = std::chrono::seconds(5);
    policy.timeout = std::chrono::seconds(10);
    policy.deadline = std::chrono::seconds(10);
    m_client = new client::ApiClient(std::move(endpoint), policy, this);
    m_client->setObjectName(QStringLiteral("testClient"));

    m_testing = true;
    const std::uint64_t run = ++m_testRun;
    m_testResult->setText(tr("Testing…"));
    m_testResult->setToolTip(QString());
    m_client->call<api::Health>(client::ops::getHealth(), this,
                                [this, run](api::Result<api::Health> result) {
                                    if (run != m_testRun)
                                        return;
                                    m_health.emplace(std::move(result));
                                    finishTestIfDone();
                                });
    m_client->call<api::Me>(client::ops::getMe(), this, [this, run](api::Result<api::Me> result) {
        if (run != m_testRun)
            return;
        m_me.emplace(std::move(result));
        finishTestIfDone();
    });
}

void ProfileDialog::cancelTest()
{
    ++m_testRun; // answers of the old run are ignored, should any still arrive
    m_health.reset();
    m_me.reset();
    if (m_client) {
        // Later, not now: this may run inside one of the client's own deliveries. Its
        // destruction cancels what it still has in flight.
        m_client->deleteLater();
        m_client = nullptr;
    }
    if (std::exchange(m_testing, false))
        m_testResult->setText(tr("The test was cancelled."));
}

void ProfileDialog::finishTestIfDone()
{
    if (!m_health || !m_me)
        return;
    QStringList lines;
    QStringList details; // for support: the codes, the address, curl's or the server's words
    const bool healthOk = m_health->ok();
    const bool meOk = m_me->ok();
    if (healthOk) {
        lines << healthText(m_health->value());
    } else {
        lines << errorText(m_health->error());
        details << ui::errorDetails(m_health->error());
    }
    if (meOk) {
        lines << meText(m_me->value());
    } else if (healthOk || m_me->error().kind != m_health->error().kind) {
        lines << errorText(m_me->error()); // the same network failure is said once
        details << ui::errorDetails(m_me->error());
    }
    m_testing = false;
    m_testResult->setText(lines.join(QLatin1Char('\n')));
    m_testResult->setToolTip(details.join(QStringLiteral("\n\n")));
    Q_EMIT testFinished(healthOk && meOk);
}

QString ProfileDialog::healthText(const api::Health &health) const
{
    const QString when = formatMoment(health.now.unixSeconds);
    const QString version = QString::fromStdString(health.version);
    switch (health.status) {
    case api::HealthStatus::Ok:
        break;
    case api::HealthStatus::Degraded:
        return health.simulated ? tr("Reached a degraded Polychip simulator, version %1 (server "
                                     "time %2).")
                                      .arg(version, when)
                                : tr("Reached a degraded Polychip platform, version %1 (server "
                                     "time %2).")
                                      .arg(version, when);
    case api::HealthStatus::Unknown:
        break;
    }
    return health.simulated
               ? tr("Reached a Polychip simulator, version %1 (server time %2).").arg(version, when)
               : tr("Reached the Polychip platform, version %1 (server time %2).")
                     .arg(version, when);
}

QString ProfileDialog::meText(const api::Me &me) const
{
    return tr("Signed in as %1 (%2) in %3 (%4), role: %5.")
        .arg(QString::fromStdString(me.user.name), QString::fromStdString(me.user.id),
             QString::fromStdString(me.organization.name),
             QString::fromStdString(me.organization.id), ui::roleText(me.role));
}

QString ProfileDialog::errorText(const api::ApiError &error) const
{
    // A test of new settings: an answer that is not the API's most likely means a wrong URL.
    if (error.kind == api::ErrorKind::Decode)
        return tr("The server's answer is not what a Polychip platform sends (%1 at %2): is the "
                  "base URL right?")
            .arg(QString::fromStdString(error.message), QString::fromStdString(error.field));
    return ui::errorText(error);
}

void ProfileDialog::setSaver(Saver saver)
{
    m_saver = std::move(saver);
}

QString ProfileDialog::saveProblem() const
{
    return m_saving ? QString() : m_saveProblem->text();
}

void ProfileDialog::done(int result)
{
    if (result == Accepted && m_saver) {
        if (m_saving || !m_validationMessage.isEmpty())
            return;
        m_saving = true;
        m_saveProblem->setText(tr("Storing the secret…"));
        setTextTone(m_saveProblem, TextTone::Normal);
        m_saveProblem->setVisible(true);
        revalidate();
        m_saver(fields(), [self = QPointer<ProfileDialog>(this)](const QString &problem) {
            if (self) // closed (Cancel) while saving: nothing to show
                self->saveFinished(problem);
        });
        return;
    }
    cancelTest();
    QDialog::done(result);
}

void ProfileDialog::saveFinished(const QString &problem)
{
    m_saving = false;
    if (problem.isEmpty()) {
        m_saveProblem->setVisible(false);
        cancelTest();
        QDialog::done(Accepted);
        return;
    }
    // What was typed stays; the reason is shown where OK is, with the way out next to it.
    m_saveProblem->setText(problem);
    setTextTone(m_saveProblem, TextTone::Error);
    m_saveProblem->setVisible(true);
    revalidate();
    growToFit(this);
    if (!m_plainText->isChecked())
        m_plainText->setFocus(Qt::OtherFocusReason);
}

} // namespace polychip::ui
