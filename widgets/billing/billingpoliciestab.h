// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"

#include "api/types.h"

#include <QPointer>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace polychip::ui {

class PoliciesDialog;

/**
 * The Billing page's policies: the organisation's rules as they apply now, in sentences, live
 * from the session (everyone sees them); administrators change them (Edit policies…), and are
 * told what the change did to what runs; administrators and managers read every change made
 * (the audit log).
 */
class BillingPoliciesTab final : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPoliciesTab)

public:
    explicit BillingPoliciesTab(QWidget *parent = nullptr);

    /// Why the policies cannot be changed now (empty: they can).
    QString whyReadOnly() const;
    /// Opens the dialog on the policies held.
    void editPolicies();
    PoliciesDialog *dialog() const { return m_dialog.data(); }
    /// The audit log's lines, oldest first, as shown.
    QListWidget *auditList() const { return m_audit; }

protected:
    void sessionChanged() override;
    void fetch() override;
    void updateControls() override;
    void retranslate() override;

private:
    void showPolicies();
    /// The audit log's lines from m_entries, in the console's language and zone.
    void showAudit();
    void save(PoliciesDialog *dialog);

    std::vector<api::AuditEntry> m_entries; ///< the audit log as last read, oldest first

    QLabel *m_title;
    QLabel *m_rules;
    QPushButton *m_edit;
    QLabel *m_auditTitle;
    QListWidget *m_audit;
    QPointer<PoliciesDialog> m_dialog;
};

} // namespace polychip::ui
