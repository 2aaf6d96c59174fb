// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "webhookdialog.h"

#include "webhooktext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QUrl>
#include <QVBoxLayout>

namespace polychip::ui {

WebhookDialog::WebhookDialog(QWidget *parent)
    : SavingDialog(QStringLiteral("webhookError"), parent)
    , m_urlLabel(new QLabel(this))
    , m_url(new QLineEdit(this))
    , m_formatLabel(new QLabel(this))
    , m_format(new QComboBox(this))
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_eventsLabel(new QLabel(this))
    , m_secretLabel(new QLabel(this))
    , m_secret(new QLineEdit(this))
{
    setObjectName(QStringLiteral("webhookDialog"));
    m_url->setObjectName(QStringLiteral("webhookUrl"));
    m_url->setMinimumWidth(420);
    m_urlLabel->setBuddy(m_url);
    m_format->setObjectName(QStringLiteral("webhookFormat"));
    for (const api::WebhookFormat f : kWebhookFormats)
        m_format->addItem(QString(), QString::fromLatin1(api::wireName(f)));
    m_formatLabel->setBuddy(m_format);
    m_language->setObjectName(QStringLiteral("webhookLanguage"));
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("中文（简体）"), QStringLiteral("zh-CN"));
    m_language->setCurrentIndex(QLocale().language() == QLocale::Chinese ? 1 : 0);
    m_languageLabel->setBuddy(m_language);
    m_secret->setObjectName(QStringLiteral("webhookSecret"));
    m_secret->setEchoMode(QLineEdit::PasswordEchoOnEdit);
    m_secretLabel->setBuddy(m_secret);

    auto *form = new QFormLayout;
    form->addRow(m_urlLabel, m_url);
    form->addRow(m_formatLabel, m_format);
    form->addRow(m_languageLabel, m_language);
    auto *events = new QVBoxLayout;
    for (const api::WebhookEvent e : kWebhookEvents) {
        auto *box = new QCheckBox(this); // named in retranslate()
        box->setObjectName(QStringLiteral("webhookEvent_%1")
                               .arg(QString::fromLatin1(api::wireName(e))
                                        .replace(QLatin1Char('.'), QLatin1Char('_'))));
        // What most teams want told: money and instances that stopped working.
        box->setChecked(e == api::WebhookEvent::BudgetThreshold
                        || e == api::WebhookEvent::InstanceFailed
                        || e == api::WebhookEvent::InstancePreempted);
        m_events[e] = box;
        events->addWidget(box);
    }
    form->addRow(m_eventsLabel, events);
    form->addRow(m_secretLabel, m_secret);

    setContent(form);
    connect(m_format, &QComboBox::currentIndexChanged, this, &WebhookDialog::showExample);
    retranslate();
}

QString WebhookDialog::validationError() const
{
    const QString text = m_url->text().trimmed();
    const QUrl url(text, QUrl::StrictMode);
    const bool web
        = url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https");
    if (!url.isValid() || !web || url.host().isEmpty() || !url.userInfo().isEmpty()
        || text.contains(QLatin1Char(' ')))
        return tr("Give the receiver's address: http:// or https://, a host, and its path.");
    bool any = false;
    for (const auto &[event, box] : m_events)
        any = any || box->isChecked();
    if (!any)
        return tr("Tick at least one event to send.");
    const qsizetype secret = m_secret->text().size();
    if (secret > 0 && (secret < 16 || secret > 256))
        return tr("A secret of your own has 16 to 256 characters; leave it empty to have one "
                  "made.");
    return {};
}

api::WebhookCreate WebhookDialog::toCreate() const
{
    api::WebhookCreate w;
    w.url = m_url->text().trimmed().toStdString();
    for (const auto &[event, box] : m_events) {
        if (box->isChecked())
            w.events.push_back(event);
    }
    w.format
        = api::enumFromString<api::WebhookFormat>(m_format->currentData().toString().toStdString());
    w.language = m_language->currentData().toString().toStdString();
    if (!m_secret->text().isEmpty())
        w.secret = m_secret->text().toStdString();
    return w;
}

void WebhookDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void WebhookDialog::showExample()
{
    switch (
        api::enumFromString<api::WebhookFormat>(m_format->currentData().toString().toStdString())) {
    case api::WebhookFormat::Wecom:
        m_url->setPlaceholderText(
            QStringLiteral("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…"));
        break;
    case api::WebhookFormat::Dingtalk:
        m_url->setPlaceholderText(
            QStringLiteral("https://oapi.dingtalk.com/robot/send?access_token=…"));
        break;
    case api::WebhookFormat::Feishu:
        m_url->setPlaceholderText(QStringLiteral("https://open.feishu.cn/open-apis/bot/v2/hook/…"));
        break;
    case api::WebhookFormat::Slack:
        m_url->setPlaceholderText(QStringLiteral("https://hooks.slack.com/services/…"));
        break;
    case api::WebhookFormat::Generic:
    case api::WebhookFormat::Unknown:
        m_url->setPlaceholderText(QStringLiteral("https://alerts.example.com/polychip"));
        break;
    }
}

void WebhookDialog::retranslate()
{
    setWindowTitle(tr("Add Webhook"));
    m_urlLabel->setText(tr("&Address:"));
    m_url->setToolTip(tr("Where the platform POSTs each alert: your receiver, or a team chat's "
                         "incoming-webhook address"));
    m_formatLabel->setText(tr("&Format:"));
    for (int i = 0; i < m_format->count(); ++i)
        m_format->setItemText(i, webhookFormatText(api::enumFromString<api::WebhookFormat>(
                                     m_format->itemData(i).toString().toStdString())));
    m_format->setToolTip(tr("The body the receiver understands: ours (JSON with every field), "
                            "or a chat's text message"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setToolTip(tr("The language the messages are written in"));
    m_eventsLabel->setText(tr("Events:"));
    for (const auto &[event, box] : m_events)
        box->setText(webhookEventText(event));
    m_secretLabel->setText(tr("&Secret (optional):"));
    m_secret->setPlaceholderText(tr("Made by the platform when empty"));
    m_secret->setToolTip(tr("Each delivery is signed with it (X-PC-Signature): HMAC-SHA256 over "
                            "the timestamp and the body"));
    showExample();
}

} // namespace polychip::ui
