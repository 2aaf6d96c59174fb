// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include "commandpalette.h"
#include "kit/viewkeys.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

enum ShortcutsColumn { ActionColumn, KeysColumn, ShortcutsColumnCount };

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<Section> &sections, QWidget *parent)
    : QDialog(parent)
    , m_filter(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("shortcutsList"));
    m_list->setColumnCount(ShortcutsColumnCount);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(ActionColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(KeysColumn, QHeaderView::ResizeToContents);
    setUpViewKeys(m_list, ViewMenu::None);

    for (const Section &s : sections) {
        QSet<const QAction *> seen;
        QList<QTreeWidgetItem *> rows;
        for (const QAction *a : s.actions) {
            if (!a || a->shortcuts().isEmpty() || a->isSeparator() || seen.contains(a))
                continue;
            seen.insert(a);
            auto *row = new QTreeWidgetItem({CommandPalette::displayText(a), keysOf(a)});
            row->setToolTip(ActionColumn, a->statusTip().isEmpty() ? a->toolTip() : a->statusTip());
            rows << row;
        }
        if (rows.isEmpty())
            continue;
        auto *group = new QTreeWidgetItem(m_list, {s.title});
        group->setFirstColumnSpanned(true);
        QFont bold = group->font(ActionColumn);
        bold.setBold(true);
        group->setFont(ActionColumn, bold);
        group->setFlags(Qt::ItemIsEnabled);
        group->addChildren(rows);
    }
    m_list->expandAll();
    m_list->setItemsExpandable(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    setTabOrder(m_filter, m_list);
    resize(fontMetrics().averageCharWidth() * 90, fontMetrics().height() * 36);
    retranslate();
}

void ShortcutsDialog::retranslate()
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_filter->setPlaceholderText(tr("Filter by action or key"));
    m_filter->setAccessibleName(tr("Filter the shortcuts"));
    m_list->setHeaderLabels({tr("Action"), tr("Keys")});
    m_list->setAccessibleName(tr("Keyboard shortcuts"));
}

void ShortcutsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ShortcutsDialog::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

void ShortcutsDialog::applyFilter()
{
    const QStringList words = m_filter->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_list->topLevelItem(g);
        int shown = 0;
        for (int r = 0; r < group->childCount(); ++r) {
            QTreeWidgetItem *row = group->child(r);
            const QString hay = group->text(ActionColumn) + QLatin1Char(' ')
                                + row->text(ActionColumn) + QLatin1Char(' ')
                                + row->text(KeysColumn);
            bool match = true;
            for (const QString &w : words)
                match = match && hay.contains(w, Qt::CaseInsensitive);
            row->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

QStringList ShortcutsDialog::shownRows() const
{
    QStringList out;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = m_list->topLevelItem(g);
        for (int r = 0; r < group->childCount(); ++r) {
            const QTreeWidgetItem *row = group->child(r);
            if (!group->isHidden() && !row->isHidden())
                out << group->text(ActionColumn) + QStringLiteral(" / ") + row->text(ActionColumn)
                           + QStringLiteral(" / ") + row->text(KeysColumn);
        }
    }
    return out;
}

} // namespace polychip::ui
