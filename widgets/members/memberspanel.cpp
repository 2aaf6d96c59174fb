// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "memberspanel.h"

#include "keysecretdialog.h"
#include "keytablemodel.h"
#include "memberdialog.h"

#include "kit/confirmation.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "listpages.h"
#include "operations.h"
#include "session.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <iterator>
#include <memory>

namespace polychip::ui {

namespace ops = client::ops;

MembersPanel::MembersPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new KeyTableModel(this))
    , m_title(new QLabel(this))
    , m_explain(new QLabel(this))
    , m_add(new QPushButton(this))
    , m_revoke(new QPushButton(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("membersPanel"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_explain->setObjectName(QStringLiteral("membersExplain"));
    m_explain->setWordWrap(true);
    m_add->setObjectName(QStringLiteral("addMemberButton"));
    m_revoke->setObjectName(QStringLiteral("revokeKeyButton"));
    m_table->setObjectName(QStringLiteral("keyTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(KeyTableModel::Member, QHeaderView::Stretch);
    m_table->setWordWrap(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title);
    top->addStretch(1);
    top->addWidget(m_add);
    top->addWidget(m_revoke);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_explain);
    layout->addWidget(m_table, 1);

    connect(m_add, &QPushButton::clicked, this, &MembersPanel::addMember);
    connect(m_revoke, &QPushButton::clicked, this, &MembersPanel::revoke);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MembersPanel::updateControls);
    retranslate();
}

void MembersPanel::setSession(client::ApiClient *client, client::Session *session)
{
    // The same platform told again (the window's context changes for other reasons): the
    // answers on their way, a new key's secret among them, still count.
    if (client == m_client && session == m_session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_answers.next();
    m_client = client;
    m_session = session;
    m_model->setKeys({});
    if (session) {
        // The role decides what is offered; it is known once the platform said who we are.
        connect(session, &client::Session::callerChanged, this, [this] {
            updateControls();
            reload();
        });
    }
    reload();
}

bool MembersPanel::isAdmin() const
{
    return m_session && m_session->caller() && m_session->caller()->role == api::Role::Admin;
}

void MembersPanel::reload()
{
    m_stale = true;
    updateControls();
    if (!isVisible() || !m_client || !m_session || !m_session->caller())
        return;
    m_stale = false;
    auto read = std::make_shared<std::vector<api::ApiKey>>();
    client::listPages<api::ApiKey>(
        *m_client, this, ops::listKeys, client::ListQuery{},
        m_answers.guard([this, read](api::Page<api::ApiKey> page, bool last) {
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*read));
            if (last) {
                const std::string selected = selectedId();
                m_model->setNow(m_session ? std::optional(m_session->platformNow()) : std::nullopt);
                m_model->setKeys(std::move(*read));
                if (const int row = m_model->rowOf(selected); row >= 0)
                    m_table->selectRow(row);
                m_table->resizeColumnsToContents();
                updateControls();
            }
            return true;
        }),
        m_answers.guard([this](const api::ApiError &error) {
            reportError(tr("Could not read the keys: %1"), error);
        }));
}

std::string MembersPanel::selectedId() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    const api::ApiKey *k = rows.isEmpty() ? nullptr : m_model->keyAt(rows.front().row());
    return k ? k->id : std::string();
}

void MembersPanel::addMember()
{
    if (!isAdmin() || !m_session)
        return;
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto *dialog = new MemberDialog(m_session->platformNow(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &MemberDialog::saveRequested, this, [this, dialog] { save(dialog); });
    m_dialog = dialog;
    dialog->open();
}

void MembersPanel::save(MemberDialog *dialog)
{
    if (!m_client)
        return dialog->showError(tr("Not connected."));
    const QPointer<MemberDialog> guard(dialog);
    dialog->setBusy(true);
    m_client->call(
        ops::createKey(dialog->toCreate()), this,
        m_answers.guard([this, guard](api::Result<api::ApiKeyCreated> result) {
            if (!result) {
                if (!guard)
                    return reportError(tr("Could not add the member: %1"), result.error());
                guard->setBusy(false);
                guard->showError(tr("Could not add the member: %1").arg(errorText(result.error())),
                                 errorDetails(result.error()));
                return;
            }
            if (guard)
                guard->finish();
            Q_EMIT message(tr("Added %1 as %2 with key %3.")
                               .arg(QString::fromStdString(result->key.label),
                                    roleText(result->key.role),
                                    QString::fromStdString(result->key.id)),
                           false);
            auto *box = new KeySecretDialog(result.value(), m_client->endpoint(), this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
            reload();
        }));
}

void MembersPanel::revoke()
{
    const std::string id = selectedId();
    const int row = m_model->rowOf(id);
    const api::ApiKey *k = m_model->keyAt(row);
    if (!k || !m_client)
        return;
    const QString label = QString::fromStdString(k->label);
    const QString keyId = QString::fromStdString(id);
    const bool ours = m_client->endpoint().keyId == id;
    QString details = tr("Every request signed with it is refused from now on: the consoles, "
                         "scripts and profile files that use it stop working, and the event "
                         "streams it has open end. What %1 launched and stored stays.")
                          .arg(label);
    if (ours)
        details += QLatin1Char('\n')
                   + tr("This is the key this console signs with: it loses the connection.");
    confirmation(
        this,
        {QStringLiteral("confirmRevokeKey"), tr("Revoke a key"),
         tr("Revoke key %1 of %2?").arg(keyId, label), details, tr("Revoke")},
        [this, asked = m_client, id, keyId, label] {
            if (m_client != asked)
                return; // not if the connection changed
            m_client->call(
                ops::revokeKey(id), this,
                m_answers.guard([this, keyId, label](api::Result<client::NoContent> result) {
                    if (!result && result.error().code != "NOT_FOUND")
                        return reportError(tr("Could not revoke the key: %1"), result.error());
                    Q_EMIT message(tr("Revoked key %1 of %2.").arg(keyId, label), false);
                    reload();
                }));
        })
        ->open();
}

void MembersPanel::reportError(const QString &text, const api::ApiError &error)
{
    Q_EMIT message(text.arg(errorText(error)), true, errorDetails(error));
}

void MembersPanel::updateControls()
{
    const bool connected = m_client && m_session;
    const bool known = connected && m_session->caller();
    const bool admin = isAdmin();
    m_add->setEnabled(admin);
    m_revoke->setEnabled(known && !selectedId().empty());
    if (!connected)
        m_explain->setText(tr("Not connected."));
    else if (!known)
        m_explain->setText(tr("Checking your role…"));
    else if (admin)
        m_explain->setText(tr("Everyone with access to the organisation, by their API keys. Add "
                              "a member to give a colleague a key; revoke a key to take it "
                              "back at once."));
    else
        m_explain->setText(tr("Your own API keys. Administrators add members and manage "
                              "everyone's keys; you can revoke a key of yours that you no "
                              "longer use."));
    m_add->setToolTip(admin ? tr("Give a colleague access: a key with a role, shown once")
                            : tr("Only administrators add members."));
    m_revoke->setToolTip(tr("Take the selected key back: it stops working at once"));
}

void MembersPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        reload();
}

void MembersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MembersPanel::retranslate()
{
    m_title->setText(tr("Members and keys"));
    m_table->setAccessibleName(m_title->text());
    m_add->setText(tr("Add &Member…"));
    m_revoke->setText(tr("Revo&ke…"));
    updateControls();
}

} // namespace polychip::ui
