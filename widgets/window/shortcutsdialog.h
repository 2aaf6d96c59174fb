// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QAction;
class QLineEdit;
class QTreeWidget;

namespace polychip::ui {

/**
 * Help → Keyboard shortcuts: every key the console answers to, read from the actions themselves
 * (so the list cannot drift from what the keys do), grouped as the window gives them: its own,
 * then each page's. Type to filter by action or key. Modeless and deleted on close.
 */
class ShortcutsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShortcutsDialog)

public:
    /** A group of actions: the window's, or one page's. */
    struct Section
    {
        QString title;
        QList<QAction *> actions; ///< those without a shortcut, and repeats, are left out
    };

    ShortcutsDialog(const QList<Section> &sections, QWidget *parent);

    /** The rows listed and not filtered out, as "section / action / keys". */
    QStringList shownRows() const;
    void setFilterText(const QString &text);

private:
    void applyFilter();
    void retranslate();
    void changeEvent(QEvent *event) override;

    QLineEdit *m_filter;
    QTreeWidget *m_list;
};

} // namespace polychip::ui
