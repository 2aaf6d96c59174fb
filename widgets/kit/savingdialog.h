// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLayout;

namespace polychip::ui {

/**
 * A dialog whose owner saves what it holds: OK checks validationError() (shown in red when it
 * says something), then emits saveRequested() and stays open; the owner closes it with
 * finish(), or shows why the platform refused with showError(), nothing typed lost. setBusy()
 * holds OK while the request is in flight. Subclasses build their fields in a layout and hand
 * it to setContent(), which puts the error line and OK/Cancel below it.
 */
class SavingDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SavingDialog)

public:
    /// `errorName`: the error line's object name (tests find it by it).
    SavingDialog(const QString &errorName, QWidget *parent = nullptr);

    /// Why the fields cannot be saved as they are (empty: they can).
    virtual QString validationError() const { return {}; }
    /// A request is in flight: OK waits for it.
    void setBusy(bool busy);
    /// Why saving failed, in red; the fields stay as typed.
    void showError(const QString &text, const QString &details = {});
    /// Closes the dialog: saved.
    void finish();

Q_SIGNALS:
    /// OK was pressed with valid fields: the owner sends them.
    void saveRequested();

protected:
    /// The fields, above the error line and the buttons (made here, after the fields).
    void setContent(QLayout *content);
    /// Called on OK before validationError(): a subclass keeps what is shown first.
    virtual void aboutToSave() {}

private:
    QString m_errorName;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace polychip::ui
