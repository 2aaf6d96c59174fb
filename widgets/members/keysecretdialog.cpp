// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "keysecretdialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"

#include "profilefile.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace polychip::ui {

KeySecretDialog::KeySecretDialog(const api::ApiKeyCreated &created,
                                 const client::Endpoint &endpoint,
                                 QWidget *parent)
    : QDialog(parent)
    , m_created(created)
    , m_endpoint(endpoint)
    , m_status(new QLabel(this))
    , m_copy(nullptr)
{
    setObjectName(QStringLiteral("keySecretDialog"));
    setWindowTitle(tr("New Key for %1").arg(QString::fromStdString(created.key.label)));
    const QString secret = QString::fromStdString(created.secret);
    auto *intro = new QLabel(
        tr("Give %1 this key. The secret is not shown again: copy it, or save a profile file "
           "for them to open with Settings → Add from File….")
            .arg(QString::fromStdString(created.key.label)),
        this);
    intro->setWordWrap(true);
    auto *keyId = new QLineEdit(QString::fromStdString(created.key.id), this);
    keyId->setObjectName(QStringLiteral("newKeyId"));
    keyId->setReadOnly(true);
    auto *field = new QLineEdit(secret, this);
    field->setObjectName(QStringLiteral("newKeySecret"));
    field->setReadOnly(true);
    field->setMinimumWidth(field->fontMetrics().horizontalAdvance(secret) + 24);
    auto *form = new QFormLayout;
    form->addRow(tr("Key:"), keyId);
    form->addRow(tr("Secret:"), field);
    form->addRow(tr("Role:"), new QLabel(roleText(created.key.role), this));
    auto *warning = new QLabel(tr("A profile file holds the secret: hand it over in person or "
                                  "over a channel you trust, and delete it once it is opened."),
                               this);
    warning->setWordWrap(true);
    setMuted(warning);
    m_status->setObjectName(QStringLiteral("profileFileStatus"));
    m_status->setWordWrap(true);
    m_status->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy Secret"), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("copyKeySecretButton"));
    QPushButton *save
        = buttons->addButton(tr("&Save as Profile File…"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveProfileFileButton"));
    save->setToolTip(tr("A file with the platform's address, this key and its secret"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(warning);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    // Action buttons do not close the box: it closes when the administrator says so.
    connect(m_copy, &QPushButton::clicked, this, [this, secret] {
        QApplication::clipboard()->setText(secret);
        m_copy->setText(tr("Copied"));
    });
    connect(save, &QPushButton::clicked, this, &KeySecretDialog::askWhereToSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    field->setFocus();
    field->selectAll();
}

void KeySecretDialog::askWhereToSave()
{
    auto *dialog = new QFileDialog(this, tr("Save Profile File"));
    dialog->setObjectName(QStringLiteral("saveProfileFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilter(tr("Polychip profiles (*.polychip-profile.json)"));
    dialog->setDefaultSuffix(QStringLiteral("polychip-profile.json"));
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QString base = QString::fromStdString(m_created.key.label).simplified();
    base.replace(QRegularExpression(QStringLiteral(R"([\\/:*?"<>|])")), QStringLiteral("_"));
    dialog->selectFile(base + QStringLiteral(".polychip-profile.json"));
    connect(dialog, &QFileDialog::fileSelected, this,
            [this](const QString &path) { saveProfileFile(path); });
    dialog->open();
}

QString KeySecretDialog::saveProfileFile(const QString &path)
{
    const auto made = client::profileFileFor(
        m_endpoint, QString::fromStdString(m_created.key.label),
        QString::fromStdString(m_created.key.id), QString::fromStdString(m_created.secret));
    QString error = made.error;
    if (made.file)
        error = client::writeProfileFile(path, *made.file);
    const QString shown = QDir::toNativeSeparators(path);
    m_status->setText(error.isEmpty()
                          ? tr("Saved %1, readable by you alone. It holds the secret.").arg(shown)
                          : tr("Could not save the profile file: %1").arg(error));
    setTextTone(m_status, error.isEmpty() ? TextTone::Normal : TextTone::Error);
    m_status->show();
    Q_EMIT profileFileSaved(path, error);
    return error;
}

} // namespace polychip::ui
