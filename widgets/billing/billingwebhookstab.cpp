// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingwebhookstab.h"

#include "webhookdialog.h"
#include "webhooktext.h"

#include "kit/colors.h"
#include "kit/confirmation.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "operations.h"

#include <QApplication>
#include <QClipboard>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <memory>

namespace polychip::ui {

namespace ops = client::ops;

namespace {

/// How often the delivery log is read again while shown: deliveries change without events.
constexpr int kPollMs = 3000;

enum WebhookColumn { ColUrl, ColFormat, ColEvents, ColLanguage, ColSecret, ColAdded };
enum DeliveryColumn { ColWhen, ColEvent, ColState, ColAttempts, ColAnswer, ColMessage };

/// A delivery that went wrong: given up, or still waiting after a failed attempt.
bool troubled(const api::WebhookDelivery &d)
{
    return d.state == api::DeliveryState::Failed
           || (d.state == api::DeliveryState::Pending && !d.attempts.empty());
}

} // namespace

BillingWebhooksTab::BillingWebhooksTab(QWidget *parent)
    : BillingTab(parent)
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_test(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_webhooks(new QTreeWidget(this))
    , m_logTitle(new QLabel(this))
    , m_deliveries(new QTreeWidget(this))
    , m_desktopHint(new QLabel(this))
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("billingWebhooksTab"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_logTitle->setFont(bold);
    m_explain->setObjectName(QStringLiteral("webhooksExplain"));
    m_explain->setWordWrap(true);
    m_add->setObjectName(QStringLiteral("addWebhookButton"));
    m_test->setObjectName(QStringLiteral("testWebhookButton"));
    m_remove->setObjectName(QStringLiteral("removeWebhookButton"));
    m_webhooks->setObjectName(QStringLiteral("webhookList"));
    m_webhooks->setRootIsDecorated(false);
    m_webhooks->setUniformRowHeights(true);
    m_webhooks->setColumnCount(6);
    m_webhooks->header()->setSectionResizeMode(ColEvents, QHeaderView::Stretch);
    m_webhooks->header()->setStretchLastSection(false);
    m_deliveries->setObjectName(QStringLiteral("deliveryList"));
    m_deliveries->setRootIsDecorated(false);
    m_deliveries->setUniformRowHeights(true);
    m_deliveries->setColumnCount(6);
    m_desktopHint->setObjectName(QStringLiteral("desktopNotificationsHint"));
    m_desktopHint->setWordWrap(true);
    setMuted(m_desktopHint);
    m_poll->setInterval(kPollMs);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title);
    top->addStretch(1);
    top->addWidget(m_add);
    top->addWidget(m_test);
    top->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_explain);
    layout->addWidget(m_webhooks, 1);
    layout->addSpacing(8);
    layout->addWidget(m_logTitle);
    layout->addWidget(m_deliveries, 2);
    layout->addWidget(m_desktopHint);

    connect(m_add, &QPushButton::clicked, this, &BillingWebhooksTab::addWebhook);
    connect(m_test, &QPushButton::clicked, this, &BillingWebhooksTab::sendTest);
    connect(m_remove, &QPushButton::clicked, this, &BillingWebhooksTab::removeWebhook);
    connect(m_webhooks, &QTreeWidget::itemSelectionChanged, this,
            &BillingWebhooksTab::onSelectionChanged);
    connect(m_poll, &QTimer::timeout, this, &BillingWebhooksTab::fetchDeliveries);
    retranslate();
}

QString BillingWebhooksTab::whyReadOnly() const
{
    if (!canAct())
        return whyDisabled();
    if (askingRole())
        return tr("Checking your role…");
    if (role() != api::Role::Admin)
        return tr("Only administrators manage the organisation's webhooks.");
    return {};
}

std::string BillingWebhooksTab::selectedId() const
{
    // The one shown selected: a click beside the rows clears the selection, not the current.
    const QTreeWidgetItem *item = m_webhooks->currentItem();
    return item && item->isSelected() ? item->data(ColUrl, Qt::UserRole).toString().toStdString()
                                      : std::string();
}

void BillingWebhooksTab::sessionChanged()
{
    m_hooks.clear();
    m_log.clear();
    m_logFor.clear();
    showWebhooks();
}

void BillingWebhooksTab::fetch()
{
    if (!whyReadOnly().isEmpty())
        return;
    auto read = std::make_shared<std::vector<api::Webhook>>();
    listPages<api::Webhook>(
        ops::listWebhooks, client::ListQuery{},
        [this, read](api::Page<api::Webhook> page, bool last) {
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*read));
            if (last) {
                m_hooks = std::move(*read);
                showWebhooks();
            }
            return true;
        },
        [this](const api::ApiError &error) {
            reportError(tr("Could not read the webhooks: %1"), error);
        });
    m_poll->start();
}

void BillingWebhooksTab::showEvent(QShowEvent *event)
{
    BillingTab::showEvent(event);
    // The log goes on being read whenever the tab is shown, not only when it was stale.
    if (whyReadOnly().isEmpty()) {
        m_poll->start();
        fetchDeliveries();
    }
}

void BillingWebhooksTab::hideEvent(QHideEvent *event)
{
    m_poll->stop(); // read again when shown
    BillingTab::hideEvent(event);
}

void BillingWebhooksTab::onSelectionChanged()
{
    updateControls();
    if (selectedId() == m_logFor)
        return;
    m_log.clear();
    m_logFor.clear();
    showDeliveries();
    fetchDeliveries();
    updateControls();
}

void BillingWebhooksTab::fetchDeliveries()
{
    const std::string id = selectedId();
    if (id.empty() || !whyReadOnly().isEmpty() || !isVisible())
        return;
    // The newest page is what the log shows: the platform keeps the last 200.
    client::ListQuery newest;
    newest.pageSize = 200;
    send(ops::listWebhookDeliveries(id, newest),
         [this, id](api::Result<api::Page<api::WebhookDelivery>> result) {
             if (id != selectedId())
                 return; // another webhook was chosen meanwhile
             if (!result) {
                 if (result.error().code == "NOT_FOUND")
                     return reload(); // removed elsewhere
                 m_poll->stop();      // one message, not one every few seconds
                 return reportError(tr("Could not read the deliveries: %1"), result.error());
             }
             m_log = std::move(result->items);
             m_logFor = id;
             showDeliveries();
         });
}

void BillingWebhooksTab::showWebhooks()
{
    const std::string selected = selectedId();
    // A rebuild that keeps the selection is no change of it: the log stays as it is.
    const QSignalBlocker quiet(m_webhooks);
    m_webhooks->clear();
    for (const api::Webhook &w : m_hooks) {
        auto *item = new QTreeWidgetItem(m_webhooks);
        item->setText(ColUrl, QString::fromStdString(w.url));
        item->setData(ColUrl, Qt::UserRole, QString::fromStdString(w.id));
        item->setToolTip(ColUrl, QString::fromStdString(w.url));
        item->setText(ColFormat, webhookFormatText(w.format));
        item->setText(ColEvents, webhookEventsText(w.events));
        item->setToolTip(ColEvents, webhookEventsText(w.events));
        item->setText(ColLanguage,
                      w.language == "zh-CN" ? QStringLiteral("中文") : QStringLiteral("English"));
        item->setText(ColSecret, QStringLiteral("…%1").arg(QString::fromStdString(w.secretHint)));
        item->setText(ColAdded, tr("%1 by %2")
                                    .arg(formatMoment(w.createdAt.unixSeconds),
                                         QString::fromStdString(w.createdBy)));
        // The one selected stays so; the only one is selected for the administrator.
        if (w.id == selected || (selected.empty() && m_hooks.size() == 1)) {
            m_webhooks->setCurrentItem(item);
            item->setSelected(true);
        }
    }
    for (int c = 0; c < m_webhooks->columnCount(); ++c) {
        if (c != ColEvents)
            m_webhooks->resizeColumnToContents(c);
    }
    if (selectedId() != m_logFor)
        onSelectionChanged(); // the selected one went, or the first arrived
    updateControls();
}

void BillingWebhooksTab::showDeliveries()
{
    // Read again every few seconds: the row looked at and the place in the list stay.
    const QTreeWidgetItem *current = m_deliveries->currentItem();
    const QString selected = current ? current->data(ColWhen, Qt::UserRole).toString() : QString();
    const int scrolled = m_deliveries->verticalScrollBar()->value();
    const QSignalBlocker quiet(m_deliveries);
    m_deliveries->clear();
    const QColor bad = textColor(TextTone::Error);
    for (const api::WebhookDelivery &d : m_log) {
        auto *item = new QTreeWidgetItem(m_deliveries);
        item->setText(ColWhen, formatMoment(d.createdAt.unixSeconds, TimePrecision::Seconds));
        item->setText(ColEvent, webhookEventText(d.event));
        item->setText(ColState, deliveryStateText(d.state));
        item->setText(ColAttempts, QString::number(d.attempts.size()));
        item->setText(ColAnswer, lastAttemptText(d));
        item->setText(ColMessage, QString::fromStdString(d.message));
        item->setToolTip(ColMessage, QString::fromStdString(d.message));
        item->setData(ColWhen, Qt::UserRole, QString::fromStdString(d.id));
        if (troubled(d)) {
            for (int c = 0; c < m_deliveries->columnCount(); ++c)
                item->setForeground(c, bad);
            item->setToolTip(ColAnswer, lastAttemptText(d));
        }
        if (!selected.isEmpty() && QString::fromStdString(d.id) == selected)
            m_deliveries->setCurrentItem(item);
    }
    m_deliveries->verticalScrollBar()->setValue(scrolled);
    for (int c = 0; c + 1 < m_deliveries->columnCount(); ++c)
        m_deliveries->resizeColumnToContents(c);
}

void BillingWebhooksTab::addWebhook()
{
    if (!whyReadOnly().isEmpty())
        return;
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto *dialog = new WebhookDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WebhookDialog::saveRequested, this, [this, dialog] { save(dialog); });
    m_dialog = dialog;
    dialog->open();
}

void BillingWebhooksTab::save(WebhookDialog *dialog)
{
    if (const QString why = whyReadOnly(); !why.isEmpty()) {
        dialog->showError(why);
        return;
    }
    const QPointer<WebhookDialog> guard(dialog);
    dialog->setBusy(true);
    send(ops::createWebhook(dialog->toCreate()), [this,
                                                  guard](api::Result<api::WebhookCreated> result) {
        if (!result) {
            if (!guard)
                return reportError(tr("Could not add the webhook: %1"), result.error());
            guard->setBusy(false);
            guard->showError(tr("Could not add the webhook: %1").arg(errorText(result.error())),
                             errorDetails(result.error()));
            return;
        }
        if (guard)
            guard->finish();
        m_hooks.insert(m_hooks.begin(), result->webhook);
        showWebhooks();
        Q_EMIT message(
            tr("Added the webhook to %1.").arg(QString::fromStdString(result->webhook.url)), false);
        showSecret(result.value());
    });
}

void BillingWebhooksTab::showSecret(const api::WebhookCreated &created)
{
    m_lastSecret = QString::fromStdString(created.secret);
    auto *box = new QDialog(this);
    box->setObjectName(QStringLiteral("webhookSecretBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("Webhook Secret"));
    auto *text = new QLabel(tr("Keep this secret where your receiver can check signatures with "
                               "it. It is not shown again."),
                            box);
    text->setWordWrap(true);
    auto *field = new QLineEdit(m_lastSecret, box);
    field->setObjectName(QStringLiteral("webhookSecretField"));
    field->setReadOnly(true);
    field->setMinimumWidth(field->fontMetrics().horizontalAdvance(m_lastSecret) + 24);
    field->setAccessibleName(tr("Webhook Secret"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, box);
    QPushButton *copy = buttons->addButton(tr("&Copy Secret"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copySecretButton"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(text);
    layout->addWidget(field);
    layout->addWidget(buttons);
    // An action button does not close the box: it closes when the administrator says so.
    connect(copy, &QPushButton::clicked, box, [secret = m_lastSecret, copy] {
        QApplication::clipboard()->setText(secret);
        copy->setText(tr("Copied"));
    });
    connect(buttons, &QDialogButtonBox::rejected, box, &QDialog::reject);
    field->selectAll();
    box->open();
}

void BillingWebhooksTab::sendTest()
{
    const std::string id = selectedId();
    if (id.empty() || !whyReadOnly().isEmpty())
        return;
    send(ops::testWebhook(id), [this](api::Result<api::WebhookDelivery> result) {
        if (!result)
            return reportError(tr("Could not send a test: %1"), result.error());
        Q_EMIT message(tr("A test delivery is on its way; its attempts show below."), false);
        fetchDeliveries();
    });
}

void BillingWebhooksTab::removeWebhook()
{
    const std::string id = selectedId();
    if (id.empty() || !whyReadOnly().isEmpty())
        return;
    const auto it = std::find_if(m_hooks.begin(), m_hooks.end(),
                                 [&](const api::Webhook &w) { return w.id == id; });
    if (it == m_hooks.end())
        return;
    const QString url = QString::fromStdString(it->url);
    confirmation(
        this,
        {QStringLiteral("confirmRemoveWebhook"), tr("Remove a webhook"),
         tr("Remove the webhook to %1?").arg(url),
         tr("Alerts are no longer sent there; what it had not delivered yet is not "
            "sent, and its delivery log goes. The receiver itself is not affected."),
         tr("Remove")},
        [this, asked = client(), id, url] {
            if (client() != asked)
                return; // not if the connection changed
            send(ops::deleteWebhook(id), [this, id, url](api::Result<client::NoContent> result) {
                if (!result && result.error().code != "NOT_FOUND")
                    return reportError(tr("Could not remove the webhook: %1"), result.error());
                std::erase_if(m_hooks, [&](const api::Webhook &w) { return w.id == id; });
                m_log.clear();
                m_logFor.clear();
                showWebhooks();
                Q_EMIT message(tr("Removed the webhook to %1.").arg(url), false);
            });
        })
        ->open();
}

void BillingWebhooksTab::updateControls()
{
    const QString why = whyReadOnly();
    const bool admin = why.isEmpty();
    const bool selected = admin && !selectedId().empty();
    m_add->setEnabled(admin);
    m_test->setEnabled(selected);
    m_remove->setEnabled(selected);
    for (QPushButton *b : {m_add, m_test, m_remove}) {
        if (!admin)
            b->setToolTip(why);
    }
    if (admin) {
        m_add->setToolTip(tr("Send the organisation's alerts to a receiver or a team chat"));
        m_test->setToolTip(selected ? tr("Send a test message to the selected webhook")
                                    : tr("Select a webhook first"));
        m_remove->setToolTip(selected ? tr("Stop sending alerts to the selected webhook (asks "
                                           "first)")
                                      : tr("Select a webhook first"));
    }
    m_webhooks->setVisible(admin);
    m_logTitle->setVisible(admin);
    m_deliveries->setVisible(admin);
    m_explain->setText(!admin ? why
                       : m_hooks.empty()
                           ? tr("No webhooks yet. Add one to have budget thresholds, failed and "
                                "preempted instances and more posted to your team's chat "
                                "(WeCom, DingTalk, Feishu/Lark, Slack) or your own receiver.")
                           : tr("Each alert of the events a webhook hears is posted to it, signed "
                                "with its secret, and retried for a day until taken."));
}

void BillingWebhooksTab::retranslate()
{
    m_title->setText(tr("Where alerts are sent"));
    m_add->setText(tr("A&dd Webhook…"));
    m_test->setText(tr("Send Te&st"));
    m_remove->setText(tr("Re&move Webhook…"));
    m_webhooks->setHeaderLabels(
        {tr("Address"), tr("Format"), tr("Events"), tr("Language"), tr("Secret"), tr("Added")});
    m_webhooks->setAccessibleName(tr("Webhooks"));
    m_logTitle->setText(tr("Deliveries of the selected webhook"));
    m_deliveries->setHeaderLabels(
        {tr("Raised"), tr("Event"), tr("State"), tr("Attempts"), tr("Last answer"), tr("Message")});
    m_deliveries->setAccessibleName(m_logTitle->text());
    m_deliveries->setToolTip(tr("Newest first; failures in red. A delivery is retried, less "
                                "and less often, for a day."));
    m_desktopHint->setText(tr("Notifications on this computer's desktop are set in "
                              "Preferences (Ctrl+,), under Notifications."));
    showWebhooks(); // times and words in the new language and zone
    showDeliveries();
    updateControls();
}

} // namespace polychip::ui
