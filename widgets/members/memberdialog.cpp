// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "memberdialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace polychip::ui {

namespace {

constexpr api::Role kRoles[]
    = {api::Role::Developer, api::Role::Manager, api::Role::Trainee, api::Role::Admin};

} // namespace

MemberDialog::MemberDialog(std::int64_t platformNow, QWidget *parent)
    : SavingDialog(QStringLiteral("memberError"), parent)
    , m_now(platformNow)
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(this))
    , m_roleLabel(new QLabel(this))
    , m_role(new QComboBox(this))
    , m_roleHelp(new QLabel(this))
    , m_expires(new QCheckBox(this))
    , m_expiry(new QDateTimeEdit(this))
{
    setObjectName(QStringLiteral("memberDialog"));
    m_name->setObjectName(QStringLiteral("memberName"));
    m_name->setMaxLength(128);
    m_name->setMinimumWidth(320);
    m_nameLabel->setBuddy(m_name);
    m_role->setObjectName(QStringLiteral("memberRole"));
    for (const api::Role r : kRoles)
        m_role->addItem(QString(), int(r));
    m_roleLabel->setBuddy(m_role);
    m_roleHelp->setObjectName(QStringLiteral("memberRoleHelp"));
    m_roleHelp->setWordWrap(true);
    setMuted(m_roleHelp);
    m_expires->setObjectName(QStringLiteral("memberExpires"));
    m_expiry->setObjectName(QStringLiteral("memberExpiry"));
    m_expiry->setTimeSpec(Qt::UTC);
    m_expiry->setCalendarPopup(true);
    m_expiry->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    // Ninety days from the platform's now: a term, a contract, a course.
    const QDateTime now = QDateTime::fromSecsSinceEpoch(platformNow, Qt::UTC);
    m_expiry->setMinimumDateTime(now.addSecs(60));
    m_expiry->setDateTime(now.addDays(90));
    m_expiry->setEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_roleLabel, m_role);
    form->addRow(QString(), m_roleHelp);
    form->addRow(m_expires, m_expiry);
    setContent(form);
    connect(m_expires, &QCheckBox::toggled, m_expiry, &QWidget::setEnabled);
    connect(m_role, &QComboBox::currentIndexChanged, this, &MemberDialog::retranslate);
    retranslate();
}

QString MemberDialog::validationError() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Enter whom the key is for: a name people will recognise in the list.");
    for (const QChar c : name) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return tr("The name cannot hold control characters.");
    }
    if (m_expires->isChecked() && m_expiry->dateTime().toSecsSinceEpoch() <= m_now)
        return tr("The expiry must be later than the platform's time now (%1).")
            .arg(formatMoment(m_now));
    return {};
}

api::ApiKeyCreate MemberDialog::toCreate() const
{
    api::ApiKeyCreate k;
    k.label = m_name->text().trimmed().toStdString();
    k.role = api::Role(m_role->currentData().toInt());
    if (m_expires->isChecked())
        k.expiresAt = api::Timestamp{m_expiry->dateTime().toSecsSinceEpoch()};
    return k;
}

void MemberDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void MemberDialog::retranslate()
{
    setWindowTitle(tr("Add Member"));
    m_nameLabel->setText(tr("&Name:"));
    m_name->setPlaceholderText(tr("e.g. Li Wei"));
    m_name->setToolTip(tr("Whom the key is for: the name shown in the member list and the audit "
                          "log"));
    m_roleLabel->setText(tr("&Role:"));
    for (int i = 0; i < m_role->count(); ++i)
        m_role->setItemText(i, roleText(api::Role(m_role->itemData(i).toInt())));
    switch (api::Role(m_role->currentData().toInt())) {
    case api::Role::Admin:
        m_roleHelp->setText(tr("Everything, including members, keys, policies and webhooks."));
        break;
    case api::Role::Developer:
        m_roleHelp->setText(tr("Launches and changes instances, snapshots and volumes."));
        break;
    case api::Role::Manager:
        m_roleHelp->setText(tr("Sees all spend, sets budgets; changes no instance."));
        break;
    case api::Role::Trainee:
        m_roleHelp->setText(tr("Acts only on what they launched, within a small quota."));
        break;
    case api::Role::Unknown:
        m_roleHelp->clear();
        break;
    }
    m_expires->setText(tr("&Expires:"));
    m_expires->setToolTip(tr("From then on the platform refuses the key (its own time)"));
}

} // namespace polychip::ui
