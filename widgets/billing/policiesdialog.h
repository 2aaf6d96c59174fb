// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>

#include <map>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace polychip::ui {

/**
 * Edits the organisation's policies (administrators): for each role its price caps, backends
 * and accelerators (the role picked at the top, each role's values kept while another is
 * shown), then the auto-sleep every instance has at least and the longest runtime without a
 * stop. Limits are the API's. OK does not close it: its owner saves (saveRequested()), then
 * closes it with finish(), or shows why the platform refused with showError(), nothing typed
 * lost.
 */
class PoliciesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PoliciesDialog)

public:
    PoliciesDialog(const api::OrgPolicies &policies,
                   const QString &currency,
                   QWidget *parent = nullptr);

    /// Why the role shown cannot be saved as it is (empty: it can).
    QString validationError() const;
    /// The policies as typed, whole (PUT replaces them all).
    api::OrgPoliciesUpdate toUpdate() const;
    /// The revision they were read at (If-Match).
    std::int64_t baseRevision() const { return m_baseRevision; }
    /// A request is in flight: OK waits for it.
    void setBusy(bool busy);
    /// Why saving failed, in red; the fields stay as typed.
    void showError(const QString &text, const QString &details = {});
    /// Closes the dialog: saved.
    void finish();

Q_SIGNALS:
    void saveRequested();

protected:
    void changeEvent(QEvent *event) override;

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
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace polychip::ui
