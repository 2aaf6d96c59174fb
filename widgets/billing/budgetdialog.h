// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace polychip::ui {

/**
 * Creates or edits a budget: its name, monthly amount, scope (the whole organisation, or the
 * instances carrying some labels), alert thresholds and what happens at 100 %. Limits are the
 * API's (fieldRule); what cannot be sent is said in red under the fields, with OK disabled.
 * OK does not close it: its owner saves (saveRequested()), then closes it with finish(), or
 * shows why the platform refused with showError() and nothing typed is lost.
 */
class BudgetDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BudgetDialog)

public:
    /// `budget`: the budget to edit (null: a new one); `currency`: ISO 4217.
    BudgetDialog(const QString &currency, const api::Budget *budget, QWidget *parent = nullptr);

    bool isNew() const { return !m_base.has_value(); }
    /// The budget being edited, in the version changes are counted from.
    const std::optional<api::Budget> &base() const { return m_base; }
    /// Why the fields cannot be sent as they are (empty: they can).
    QString validationError() const;
    /// The new budget as typed (when validationError() is empty).
    api::BudgetCreate toCreate() const;
    /// What was changed from base() (when validationError() is empty).
    api::BudgetPatch toPatch() const;
    static bool isEmpty(const api::BudgetPatch &patch);

    /// A newer version of the edited budget (someone else changed it): the fields not touched
    /// here take its values, the ones touched keep what was typed.
    void setBase(const api::Budget &budget);
    /// A request is in flight: OK waits for it.
    void setBusy(bool busy);
    /// Why saving failed, in red; the fields stay as typed.
    void showError(const QString &text, const QString &details = {});
    /// Closes the dialog: saved.
    void finish();

    /// "team=nlp, project=x" as labels; nullopt with the reason in `error` when malformed.
    static std::optional<api::Labels> parseScope(const QString &text, QString *error);
    /// "50, 80, 100" as sorted percentages; nullopt with the reason in `error`.
    static std::optional<std::vector<double>> parseThresholds(const QString &text, QString *error);
    static QString scopeText(const api::Labels &labels);
    static QString thresholdsText(const std::vector<double> &thresholds);

    /// Emits saveRequested() when the fields are valid; does not close.
    void accept() override;

Q_SIGNALS:
    /// Emitted when OK was pressed with valid fields: the owner sends them.
    void saveRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    /** The fields as typed, raw, to tell which ones were touched. */
    struct Form
    {
        QString name;
        bool whole = true;
        QString scope;
        double amount = 0;
        QString thresholds;
        api::BudgetAction action = api::BudgetAction::Notify;
        bool operator==(const Form &) const = default;
    };
    Form read() const;
    void write(const Form &form);
    static Form formOf(const api::Budget &budget);
    std::int64_t amountMicros() const;
    void validate();
    void retranslate();

    std::optional<api::Budget> m_base;
    Form m_loaded; ///< what the fields showed when opened (or at the last setBase())
    bool m_nameTouched = false;
    bool m_busy = false;
    QString m_saveError;
    QLineEdit *m_name;
    QDoubleSpinBox *m_amount;
    QRadioButton *m_whole;
    QRadioButton *m_byLabels;
    QLineEdit *m_scope;
    QLineEdit *m_thresholds;
    QComboBox *m_action;
    QLabel *m_actionHelp;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
    QPushButton *m_ok;
    QLabel *m_nameLabel;
    QLabel *m_amountLabel;
    QLabel *m_scopeLabel;
    QLabel *m_thresholdsLabel;
    QLabel *m_actionLabel;
};

} // namespace polychip::ui
