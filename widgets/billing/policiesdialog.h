// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/savingdialog.h"

#include "api/types.h"

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace polychip::ui {

/**
 * Edits the organisation's policies (administrators): for each role its price caps, backends
 * and accelerators (the role picked at the top, each role's values kept while another is
 * shown), then the auto-sleep every instance has at least and the longest runtime without a
 * stop. Limits are the API's. Its owner saves it (SavingDialog).
 */
class PoliciesDialog final : public SavingDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PoliciesDialog)

public:
    PoliciesDialog(const api::OrgPolicies &policies,
                   const QString &currency,
                   QWidget *parent = nullptr);

    /// Why the role shown cannot be saved as it is (empty: it can).
    QString validationError() const override;
    /// The policies as typed, whole (PUT replaces them all).
    api::OrgPoliciesUpdate toUpdate() const;
    /// The revision they were read at (If-Match).
    std::int64_t baseRevision() const { return m_baseRevision; }

protected:
    void changeEvent(QEvent *event) override;
    /// The role shown is kept before the whole is checked and saved.
    void aboutToSave() override { keepShownRole(); }

private:
    void retranslate();
    /// The role shown to its entry of m_roles, and the other way round.
    void keepShownRole();
    void showRole();
    api::Role shownRole() const;
    /// Each limit's field enabled while its box is ticked.
    void updateEnabled();

    std::map<api::Role, api::RolePolicy> m_roles;
    api::Role m_shown = api::Role::Unknown;
    std::int64_t m_baseRevision = 0;
    QLabel *m_roleLabel;
    QComboBox *m_role;
    QCheckBox *m_instanceCapOn;
    QDoubleSpinBox *m_instanceCap;
    QCheckBox *m_runningCapOn;
    QDoubleSpinBox *m_runningCap;
    QLabel *m_backendsLabel;
    std::map<api::Backend, QCheckBox *> m_backends;
    QLabel *m_acceleratorsLabel;
    QLineEdit *m_accelerators;
    QCheckBox *m_autoSleepOn;
    QDoubleSpinBox *m_autoSleepPct;
    QSpinBox *m_autoSleepMinutes;
    QCheckBox *m_runtimeOn;
    QSpinBox *m_runtimeHours;
};

} // namespace polychip::ui
