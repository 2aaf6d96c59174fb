// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingbudgetstab.h"

#include "budgetdialog.h"
#include "budgetlist.h"
#include "kit/colors.h"
#include "kit/confirmation.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "kit/viewkeys.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <vector>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

bool isConflict(const api::ApiError &e)
{
    return e.httpStatus == 409 || e.httpStatus == 412 || e.code == "FAILED_PRECONDITION"
           || e.code == "PRECONDITION_FAILED" || e.code == "CONFLICT";
}

QString name(const api::Budget &b)
{
    return QString::fromStdString(b.name);
}

} // namespace

BillingBudgetsTab::BillingBudgetsTab(QAction *newAction, QWidget *parent)
    : BillingTab(parent)
    , m_stack(new QStackedWidget(this))
    , m_list(new BudgetList(this))
    , m_empty(new QLabel(this))
    , m_roleNote(new QLabel(this))
    , m_newButton(new QToolButton(this))
    , m_editButton(new QToolButton(this))
    , m_deleteButton(new QToolButton(this))
    , m_newAction(newAction)
    , m_editAction(
          new QAction(standardIcon(this, QStyle::SP_FileDialogDetailedView), QString(), this))
    , m_deleteAction(new QAction(standardIcon(this, QStyle::SP_TrashIcon), QString(), this))
{
    setObjectName(QStringLiteral("budgetsTab"));
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    setUpViewKeys(m_list, ViewMenu::Context);
    m_empty->setObjectName(QStringLiteral("budgetsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_list);
    m_stack->addWidget(m_empty);
    m_roleNote->setObjectName(QStringLiteral("budgetsRoleNote"));
    m_roleNote->setWordWrap(true);
    setMuted(m_roleNote);

    m_editAction->setObjectName(QStringLiteral("actionEditBudget"));
    m_editAction->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_editAction->setShortcutContext(Qt::WidgetShortcut);
    m_deleteAction->setObjectName(QStringLiteral("actionDeleteBudget"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetShortcut);
    m_list->addActions({m_newAction, m_editAction, m_deleteAction});
    m_newButton->setObjectName(QStringLiteral("newBudgetButton"));
    m_newButton->setDefaultAction(m_newAction);
    m_editButton->setObjectName(QStringLiteral("editBudgetButton"));
    m_editButton->setDefaultAction(m_editAction);
    m_deleteButton->setObjectName(QStringLiteral("deleteBudgetButton"));
    m_deleteButton->setDefaultAction(m_deleteAction);
    for (QToolButton *b : {m_newButton, m_editButton, m_deleteButton})
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newButton);
    buttons->addWidget(m_editButton);
    buttons->addWidget(m_deleteButton);
    buttons->addWidget(m_roleNote, 1);
    buttons->addStretch(); // the buttons stay together when the note is hidden
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_stack, 1);

    connect(m_newAction, &QAction::triggered, this, &BillingBudgetsTab::newBudget);
    connect(m_editAction, &QAction::triggered, this, &BillingBudgetsTab::editBudget);
    connect(m_deleteAction, &QAction::triggered, this, &BillingBudgetsTab::confirmDelete);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &BillingBudgetsTab::editBudget);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &BillingBudgetsTab::updateControls);
    retranslate();
}

void BillingBudgetsTab::retranslate()
{
    m_newAction->setText(tr("&New budget…"));
    m_newAction->setStatusTip(tr("Set a monthly amount with alerts for the organisation or some "
                                 "labels (Ctrl+Shift+B)"));
    m_editAction->setText(tr("&Edit…"));
    m_editAction->setStatusTip(tr("Change the selected budget (Enter or double-click)"));
    m_deleteAction->setText(tr("&Delete"));
    m_deleteAction->setStatusTip(tr("Delete the selected budget (asks first)"));
    fill();
}

QString BillingBudgetsTab::whyReadOnly() const
{
    if (!canAct())
        return whyDisabled();
    if (askingRole())
        return tr("Checking your role…");
    if (seesOwnSpendOnly())
        return tr("Only managers and administrators set budgets.");
    return {};
}

void BillingBudgetsTab::updateControls()
{
    const QString why = whyReadOnly();
    const bool writable = why.isEmpty();
    const bool selected = !currentId().empty();
    const auto set = [&](QAction *a, bool enabled, const QString &tip, const QString &reason) {
        a->setEnabled(enabled);
        a->setToolTip(enabled ? tip : reason);
    };
    const QString pick = tr("Select a budget first");
    set(m_newAction, writable, m_newAction->statusTip(), why);
    set(m_editAction, writable && selected, m_editAction->statusTip(), writable ? pick : why);
    set(m_deleteAction, writable && selected && !m_deleting, m_deleteAction->statusTip(),
        writable ? pick : why);
    // The role's reason stays in sight; a missing connection is said where the list would be.
    const bool byRole = canAct() && !writable;
    m_roleNote->setText(byRole ? why : QString());
    m_roleNote->setVisible(byRole);
    if (m_dialog && !writable)
        m_dialog->showError(why); // the connection or the role changed under it
}

void BillingBudgetsTab::sessionChanged()
{
    if (m_dialog) // it speaks to the old platform
        m_dialog->reject();
    m_deleting = false;
    m_selectWhenListed.clear();
    if (client::Session *s = session()) {
        connect(&s->billing(), &client::BillingStore::budgetsChanged, this,
                &BillingBudgetsTab::fill);
        connect(&s->billing(), &client::BillingStore::accountChanged, this,
                [this, s] { m_list->setAccount(s->billing().account()); });
    }
    fill();
}

void BillingBudgetsTab::fill()
{
    const client::Session *s = session();
    std::vector<api::Budget> budgets;
    if (s) {
        for (const auto &[id, b] : s->billing().budgets().all())
            budgets.push_back(b);
        m_list->setAccount(s->billing().account());
    }
    m_list->setBudgets(std::move(budgets), currency());
    if (!m_selectWhenListed.empty() && m_list->select(m_selectWhenListed))
        m_selectWhenListed.clear();
    if (!s) {
        m_empty->setText(tr("Not connected: the budgets come from the platform."));
    } else if (m_list->count() == 0) {
        m_empty->setText(tr("No budgets yet. A budget raises alerts as the month's spend "
                            "crosses its thresholds, and can stop the instances in its scope at "
                            "100 %."));
    }
    m_stack->setCurrentWidget(m_list->count() == 0 ? static_cast<QWidget *>(m_empty) : m_list);
    updateControls();
}

bool BillingBudgetsTab::select(const std::string &id)
{
    return m_list->select(id);
}

std::string BillingBudgetsTab::currentId() const
{
    return m_list->currentId();
}

BudgetDialog *BillingBudgetsTab::dialog() const
{
    return m_dialog.data();
}

void BillingBudgetsTab::newBudget()
{
    openDialog(nullptr);
}

void BillingBudgetsTab::editBudget()
{
    const client::Session *s = session();
    const api::Budget *b = s ? s->billing().budget(currentId()) : nullptr;
    if (b)
        openDialog(b);
}

void BillingBudgetsTab::openDialog(const api::Budget *budget)
{
    if (!whyReadOnly().isEmpty())
        return;
    if (m_dialog) { // one at a time
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    auto *dialog = new BudgetDialog(currency(), budget, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &BudgetDialog::saveRequested, this, [this, dialog] { save(dialog); });
    m_dialog = dialog;
    dialog->open();
}

void BillingBudgetsTab::save(BudgetDialog *dialog)
{
    if (const QString why = whyReadOnly(); !why.isEmpty()) {
        dialog->showError(why);
        return;
    }
    const QPointer<BudgetDialog> guard(dialog);
    if (dialog->isNew()) {
        const api::BudgetCreate request = dialog->toCreate();
        const QString named = QString::fromStdString(request.name);
        dialog->setBusy(true);
        send(ops::createBudget(request), [this, guard, named](api::Result<api::Budget> result) {
            if (!result) {
                const QString text
                    = tr("Could not create the budget: %1").arg(errorText(result.error()));
                if (!guard)
                    return reportError(tr("Could not create the budget: %1"), result.error());
                guard->setBusy(false);
                guard->showError(text, errorDetails(result.error()));
                return;
            }
            if (!select(result->id))
                m_selectWhenListed = result->id; // made current once the event stream lists it
            Q_EMIT message(tr("Created the budget “%1”.").arg(named), false);
            if (guard)
                guard->finish();
        });
        return;
    }
    const api::Budget base = *dialog->base();
    const api::BudgetPatch patch = dialog->toPatch();
    if (BudgetDialog::isEmpty(patch)) {
        dialog->finish(); // nothing changed
        return;
    }
    dialog->setBusy(true);
    send(ops::updateBudget(base.id, patch, base.revision), [this, guard,
                                                            base](api::Result<api::Budget> result) {
        if (result) {
            Q_EMIT message(tr("Saved the budget “%1”.").arg(name(result.value())), false);
            if (guard)
                guard->finish();
            return;
        }
        if (!guard)
            return reportError(tr("Could not save the budget: %1"), result.error());
        guard->setBusy(false);
        if (!isConflict(result.error())) {
            guard->showError(tr("Could not save the budget: %1").arg(errorText(result.error())),
                             errorDetails(result.error()));
            return;
        }
        guard->showError(tr("Someone else changed this budget meanwhile. Its latest version "
                            "is loaded, with your changes kept: check them and save again."),
                         errorDetails(result.error()));
        send(ops::getBudget(base.id), [guard](api::Result<api::Budget> latest) {
            if (!guard)
                return;
            if (latest)
                guard->setBase(latest.value());
            else
                guard->showError(
                    tr("This budget could not be read again: %1").arg(errorText(latest.error())),
                    errorDetails(latest.error()));
        });
    });
}

void BillingBudgetsTab::confirmDelete()
{
    const client::Session *s = session();
    const api::Budget *b = s ? s->billing().budget(currentId()) : nullptr;
    if (!b || m_deleting || !whyReadOnly().isEmpty())
        return;
    confirmation(this,
                 {QStringLiteral("confirmDeleteBudget"), tr("Delete a budget"),
                  tr("Delete the budget “%1”?").arg(name(*b)),
                  tr("Its alerts and its action at 100 % end. The instances in its scope and "
                     "what they spent are not affected. This cannot be undone."),
                  tr("Delete")},
                 [this, asked = client(), budget = *b] {
                     if (client() == asked) // not if the connection changed
                         remove(budget);
                 })
        ->open();
}

void BillingBudgetsTab::remove(const api::Budget &budget)
{
    m_deleting = true;
    updateControls();
    send(ops::deleteBudget(budget.id, budget.revision),
         [this, named = name(budget)](api::Result<client::NoContent> result) {
             m_deleting = false;
             updateControls();
             if (!result && result.error().code != "NOT_FOUND") { // gone already: as wanted
                 const api::ApiError &e = result.error();
                 const QString text = isConflict(e)
                                          ? tr("Could not delete the budget “%1”: it was changed "
                                               "meanwhile; look at it again. %2")
                                          : tr("Could not delete the budget “%1”: %2");
                 Q_EMIT message(text.arg(named, errorText(e)), true, errorDetails(e));
                 return;
             }
             Q_EMIT message(tr("Deleted the budget “%1”.").arg(named), false);
         });
}

} // namespace polychip::ui
