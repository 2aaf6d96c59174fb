// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QList>
#include <QPointer>

#include <functional>

class QAction;
class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace polychip::ui {

/** A searchable list of the console's actions (Ctrl+Shift+P style): type to filter, Up/Down to
 *  choose, Enter to run, Esc to close. Disabled actions are listed greyed, with the action's
 *  tooltip saying why, and cannot be run. Modeless and deleted on close:
 *  `(new CommandPalette(actions, window))->show()`. */
class CommandPalette final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CommandPalette)

public:
    using ActionProvider = std::function<QList<QAction *>()>;

    /** Lists `actions` (separators, invisible and text-less actions are left out). */
    CommandPalette(const QList<QAction *> &actions, QWidget *parent);
    /** Lists what `provider` returns, now and on every reload(). */
    CommandPalette(ActionProvider provider, QWidget *parent);

    /** Asks the provider again and lists its actions, keeping the filter. */
    void reload();

    /** The filter text; the list shows the actions matching every word of it. */
    QString filterText() const;
    void setFilterText(const QString &text);

    /** The action of the selected row, or nullptr when no enabled row is selected. */
    QAction *currentAction() const;

    /** The action's text as listed: mnemonic markers removed ("&Open" and "打开(&O)"). */
    static QString displayText(const QAction *action);

Q_SIGNALS:
    /** Emitted when the palette runs `action`, just before triggering it. */
    void actionChosen(QAction *action);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void applyFilter();
    void refreshItem(QTreeWidgetItem *item);
    void selectFirstEnabled();
    void activate(QTreeWidgetItem *item);

    ActionProvider m_provider;
    QList<QPointer<QAction>> m_actions;
    QLineEdit *m_search = nullptr;
    QTreeWidget *m_list = nullptr;
    QLabel *m_empty = nullptr;
};

} // namespace polychip::ui
