// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"

#include "api/types.h"

#include <QPointer>

#include <string>

class QAction;
class QLabel;
class QStackedWidget;
class QToolButton;

namespace polychip::ui {

class BudgetDialog;
class BudgetList;

/**
 * The Billing page's budgets, live from the session: each with its scope, amount, what was
 * spent this month (with a bar), alert thresholds, action at 100 % and, for the whole
 * organisation, the month-end forecast. Administrators and managers create, edit and delete
 * them; other roles see why they cannot.
 */
class BillingBudgetsTab final : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingBudgetsTab)

public:
    /// `newAction`: the page's New budget action, which the tab names and drives (it exists
    /// before the tab: the window lists it before the page is built).
    explicit BillingBudgetsTab(QAction *newAction, QWidget *parent = nullptr);

    QAction *newAction() const { return m_newAction; }
    QAction *editAction() const { return m_editAction; }
    QAction *deleteAction() const { return m_deleteAction; }
    /// Why budgets cannot be written now (empty: they can).
    QString whyReadOnly() const;
    BudgetList *list() const { return m_list; }
    /// Makes the budget `id` current (false when it is not listed).
    bool select(const std::string &id);
    std::string currentId() const;
    /// The dialog open to create or edit a budget, if any.
    BudgetDialog *dialog() const;

    void newBudget();
    void editBudget();
    void confirmDelete();

protected:
    void sessionChanged() override;
    void updateControls() override;
    void retranslate() override;

private:
    void fill();
    void openDialog(const api::Budget *budget);
    void save(BudgetDialog *dialog);
    void remove(const api::Budget &budget);

    QStackedWidget *m_stack;
    BudgetList *m_list;
    QLabel *m_empty;
    QLabel *m_roleNote;
    QToolButton *m_newButton;
    QToolButton *m_editButton;
    QToolButton *m_deleteButton;
    QAction *m_newAction;
    QAction *m_editAction;
    QAction *m_deleteAction;
    QPointer<BudgetDialog> m_dialog;
    std::string m_selectWhenListed; ///< a budget just created, made current once listed
    bool m_deleting = false;
};

} // namespace polychip::ui
