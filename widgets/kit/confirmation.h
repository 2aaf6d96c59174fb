// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMessageBox>
#include <QString>

#include <functional>

class QWidget;

namespace polychip::ui {

/** A question asked before something that cannot be taken back: a delete, a reset, a detach. */
struct Confirmation
{
    QString name;     ///< the box's object name; its confirming button is name + "Button"
    QString title;    ///< the window title: what is about to happen
    QString question; ///< "Delete the budget “Chat”?": plain text, names may be anyone's
    QString details;  ///< what is lost, what is kept, what stops
    QString button;   ///< the verb that confirms: "Delete", "Reset", "Detach"
    QMessageBox::Icon icon = QMessageBox::Warning;
    /// Destructive for what deletes; Accept for what can be redone (a detach).
    QMessageBox::ButtonRole role = QMessageBox::DestructiveRole;
};

/**
 * A box asking `confirmation`, not yet shown (open() it, or hand it to whoever shows a page's
 * dialogs): Cancel is the default button and Escape, `then` runs only when the confirming
 * button is pressed, and the box deletes itself when closed. Its text is plain (a name from the
 * platform or the user is never markup), and the box is wide enough that its details read as
 * lines rather than a narrow column, in any language.
 */
QMessageBox *
confirmation(QWidget *parent, const Confirmation &confirmation, std::function<void()> then);

} // namespace polychip::ui
