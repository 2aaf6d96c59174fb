// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingpoliciestab.h"

#include "policiesdialog.h"
#include "policytext.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "billingstore.h"
#include "operations.h"
#include "session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <iterator>
#include <memory>

namespace polychip::ui {

namespace ops = client::ops;

BillingPoliciesTab::BillingPoliciesTab(QWidget *parent)
    : BillingTab(parent)
    , m_title(new QLabel(this))
    , m_rules(new QLabel(this))
    , m_edit(new QPushButton(this))
    , m_auditTitle(new QLabel(this))
    , m_audit(new QListWidget(this))
{
    setObjectName(QStringLiteral("billingPoliciesTab"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_auditTitle->setFont(bold);
    m_rules->setObjectName(QStringLiteral("policyRules"));
    m_rules->setWordWrap(true);
    m_rules->setTextFormat(Qt::PlainText);
    m_rules->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_edit->setObjectName(QStringLiteral("editPoliciesButton"));
    m_audit->setObjectName(QStringLiteral("policyAudit"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_title);
    top->addStretch(1);
    top->addWidget(m_edit);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_rules);
    layout->addSpacing(8);
    layout->addWidget(m_auditTitle);
    layout->addWidget(m_audit, 1);
    connect(m_edit, &QPushButton::clicked, this, &BillingPoliciesTab::editPolicies);
    retranslate();
}

QString BillingPoliciesTab::whyReadOnly() const
{
    if (!canAct())
        return whyDisabled();
    if (askingRole())
        return tr("Checking your role…");
    if (role() != api::Role::Admin)
        return tr("Only administrators set the organisation's policies.");
    return {};
}

void BillingPoliciesTab::sessionChanged()
{
    if (client::Session *s = session())
        connect(&s->billing(), &client::BillingStore::policiesChanged, this, [this] {
            showPolicies();
            reload(); // the audit log has a new entry
        });
    m_entries.clear();
    m_audit->clear();
    showPolicies();
}

void BillingPoliciesTab::fetch()
{
    const bool reads = role() == api::Role::Admin || role() == api::Role::Manager;
    if (!reads || !canAct())
        return;
    // Every page of it: the newest changes are last.
    auto read = std::make_shared<std::vector<api::AuditEntry>>();
    listPages<api::AuditEntry>(
        ops::listOrgAudit, client::ListQuery{},
        [this, read](api::Page<api::AuditEntry> page, bool last) {
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*read));
            if (last) {
                m_entries = std::move(*read);
                showAudit();
            }
            return true;
        },
        [this](const api::ApiError &error) {
            reportError(tr("Could not read the audit log: %1"), error);
        });
}

void BillingPoliciesTab::showAudit()
{
    m_audit->clear();
    for (const api::AuditEntry &e : m_entries) {
        QString what;
        if (e.after) {
            const QStringList rules = policyLines(*e.after, currency());
            what = rules.isEmpty() ? tr("no policies") : rules.join(tr("; "));
        } else if (e.key) {
            const QString key = QString::fromStdString(e.key->id);
            const QString label = QString::fromStdString(e.key->label);
            what = e.action == "key.revoke"
                       ? tr("revoked key %1 of %2").arg(key, label)
                       : tr("added key %1 for %2 (%3)").arg(key, label, roleText(e.key->role));
        } else {
            what = QString::fromStdString(e.action);
        }
        m_audit->addItem(tr("%1 — %2 (%3): %4")
                             .arg(formatMoment(e.at.unixSeconds), QString::fromStdString(e.userId),
                                  roleText(e.role), what));
    }
    m_audit->scrollToBottom();
}

void BillingPoliciesTab::showPolicies()
{
    const client::Session *s = session();
    if (!s) {
        m_rules->setText(tr("Not connected."));
        return;
    }
    const api::OrgPolicies &p = s->billing().policies();
    const QStringList lines = policyLines(p, currency());
    QString text = lines.isEmpty() ? tr("No policies: every role may use every backend and "
                                        "accelerator, at any price, with the auto-sleep and "
                                        "stop it chooses.")
                                   : QStringLiteral("• ") + lines.join(QStringLiteral("\n• "));
    if (p.updatedAt)
        text += QStringLiteral("\n\n")
                + tr("Set by %1 at %2.")
                      .arg(QString::fromStdString(p.updatedBy.value_or(std::string())),
                           formatMoment(p.updatedAt->unixSeconds));
    m_rules->setText(text);
}

void BillingPoliciesTab::editPolicies()
{
    if (!whyReadOnly().isEmpty() || !session())
        return;
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto *dialog = new PoliciesDialog(session()->billing().policies(), currency(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PoliciesDialog::saveRequested, this, [this, dialog] { save(dialog); });
    m_dialog = dialog;
    dialog->open();
}

void BillingPoliciesTab::save(PoliciesDialog *dialog)
{
    if (const QString why = whyReadOnly(); !why.isEmpty()) {
        dialog->showError(why);
        return;
    }
    const QPointer<PoliciesDialog> guard(dialog);
    dialog->setBusy(true);
    send(ops::setOrgPolicies(dialog->toUpdate(), dialog->baseRevision()),
         [this, guard](api::Result<api::OrgPoliciesChange> result) {
             if (!result) {
                 if (!guard)
                     return reportError(tr("Could not save the policies: %1"), result.error());
                 guard->setBusy(false);
                 guard->showError(
                     tr("Could not save the policies: %1").arg(errorText(result.error())),
                     errorDetails(result.error()));
                 return;
             }
             Q_EMIT message(tr("Saved the policies. %1").arg(policyEffectsText(result->effects)),
                            false);
             if (guard)
                 guard->finish();
         });
}

void BillingPoliciesTab::updateControls()
{
    const QString why = whyReadOnly();
    // The audit log is for administrators and managers.
    const bool reads = role() == api::Role::Admin || role() == api::Role::Manager;
    m_audit->setVisible(reads);
    m_auditTitle->setVisible(reads);
    m_edit->setEnabled(why.isEmpty());
    m_edit->setToolTip(why.isEmpty() ? tr("Change the rules every launch, wake and switch of "
                                          "the organisation is held to")
                                     : why);
}

void BillingPoliciesTab::retranslate()
{
    m_title->setText(tr("The organisation's rules"));
    m_edit->setText(tr("Ed&it Policies…"));
    m_auditTitle->setText(tr("Changes"));
    m_audit->setAccessibleName(m_auditTitle->text());
    m_audit->setToolTip(tr("Every change of the policies: when, who, and the rules after it"));
    showPolicies();
    showAudit(); // times and words in the new language and zone
    updateControls();
}

} // namespace polychip::ui
