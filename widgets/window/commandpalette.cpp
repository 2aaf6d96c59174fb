// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "commandpalette.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <utility>

namespace polychip::ui {

namespace {

enum Column { NameColumn, ShortcutColumn, ColumnCount };

constexpr int kActionIndexRole = Qt::UserRole;

} // namespace

CommandPalette::CommandPalette(const QList<QAction *> &actions, QWidget *parent)
    : CommandPalette(
        [list = QList<QPointer<QAction>>(actions.cbegin(), actions.cend())] {
            QList<QAction *> alive;
            for (const auto &a : list) {
                if (a)
                    alive << a.data();
            }
            return alive;
        },
        parent)
{}

CommandPalette::CommandPalette(ActionProvider provider, QWidget *parent)
    : QDialog(parent)
    , m_provider(std::move(provider))
    , m_search(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("commandPalette"));
    setAttribute(Qt::WA_DeleteOnClose);
    setModal(false);
    setSizeGripEnabled(true);
    resize(560, 400);

    m_search->setObjectName(QStringLiteral("commandSearch"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);

    m_list->setObjectName(QStringLiteral("commandList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // Typing always goes to the search line; the list follows the keys it forwards.
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(ShortcutColumn, QHeaderView::ResizeToContents);

    m_empty->setObjectName(QStringLiteral("commandEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_empty);

    connect(m_search, &QLineEdit::textChanged, this, &CommandPalette::applyFilter);
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { activate(item); });

    retranslate();
    reload();
    m_search->setFocus();
}

void CommandPalette::reload()
{
    for (const auto &action : std::as_const(m_actions)) {
        if (action)
            disconnect(action, nullptr, this, nullptr);
    }
    m_actions.clear();
    QSet<QAction *> seen;
    const QList<QAction *> actions = m_provider ? m_provider() : QList<QAction *>();
    for (QAction *action : actions) {
        if (!action || action->isSeparator() || seen.contains(action))
            continue;
        seen.insert(action);
        m_actions << action;
        connect(action, &QAction::changed, this, [this, action] {
            const int index = int(m_actions.indexOf(action));
            if (QTreeWidgetItem *item = m_list->topLevelItem(index))
                refreshItem(item);
            applyFilter();
        });
        connect(action, &QObject::destroyed, this, &CommandPalette::applyFilter);
    }
    rebuild();
}

QString CommandPalette::filterText() const
{
    return m_search->text();
}

void CommandPalette::setFilterText(const QString &text)
{
    m_search->setText(text);
}

QAction *CommandPalette::currentAction() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || item->isHidden() || !(item->flags() & Qt::ItemIsEnabled))
        return nullptr;
    QAction *action = m_actions.value(item->data(NameColumn, kActionIndexRole).toInt());
    return action && action->isEnabled() ? action : nullptr;
}

QString CommandPalette::displayText(const QAction *action)
{
    if (!action)
        return {};
    QString text = action->text();
    // CJK menus put the mnemonic after the text: "打开(&O)".
    static const QRegularExpression trailingMnemonic(QStringLiteral("\\s*\\(&[^&\\s]\\)"));
    text.remove(trailingMnemonic);
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&')) {
                plain += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        plain += text.at(i);
    }
    return plain.trimmed();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown:
            QCoreApplication::sendEvent(m_list, event);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            activate(m_list->currentItem());
            return true;
        case Qt::Key_Escape:
            reject();
            return true;
        default:
            break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void CommandPalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void CommandPalette::retranslate()
{
    setWindowTitle(tr("Commands"));
    m_search->setPlaceholderText(tr("Type to search commands"));
    m_list->setAccessibleName(tr("Commands"));
    // Disabled rows say "not available" when their action gives no reason.
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        refreshItem(m_list->topLevelItem(i));
    applyFilter();
}

void CommandPalette::rebuild()
{
    m_list->clear();
    for (int i = 0; i < int(m_actions.size()); ++i) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(NameColumn, kActionIndexRole, i);
        item->setTextAlignment(ShortcutColumn, Qt::AlignRight | Qt::AlignVCenter);
        refreshItem(item);
    }
    applyFilter();
}

void CommandPalette::refreshItem(QTreeWidgetItem *item)
{
    const QAction *action = m_actions.value(item->data(NameColumn, kActionIndexRole).toInt());
    if (!action)
        return;
    const QString text = displayText(action);
    item->setText(NameColumn, text);
    item->setIcon(NameColumn, action->icon());
    item->setText(ShortcutColumn, action->shortcut().toString(QKeySequence::NativeText));
    QString tip;
    if (action->isEnabled()) {
        item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren);
        tip = action->statusTip();
    } else {
        // Not enabled: greyed, skipped by Up/Down, cannot be activated. QAction::toolTip()
        // falls back to the text, which says nothing about why.
        item->setFlags(Qt::ItemNeverHasChildren);
        tip = action->toolTip();
        QString stripped = text;
        stripped.remove(QStringLiteral("...")).remove(QChar(0x2026));
        if (tip.trimmed().isEmpty() || tip == text || tip == stripped.trimmed())
            tip = tr("Not available now");
    }
    item->setToolTip(NameColumn, tip);
    item->setToolTip(ShortcutColumn, tip);
}

void CommandPalette::applyFilter()
{
    static const QRegularExpression whitespace(QStringLiteral("\\s+"));
    const QStringList words = m_search->text().split(whitespace, Qt::SkipEmptyParts);
    int shown = 0;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        const QAction *action = m_actions.value(item->data(NameColumn, kActionIndexRole).toInt());
        bool match = action && action->isVisible() && !displayText(action).isEmpty();
        if (match) {
            const QString haystack = displayText(action) + QLatin1Char('\n') + action->statusTip();
            for (const QString &word : words) {
                if (!haystack.contains(word, Qt::CaseInsensitive)) {
                    match = false;
                    break;
                }
            }
        }
        item->setHidden(!match);
        if (match)
            ++shown;
    }
    m_list->setVisible(shown > 0);
    m_empty->setVisible(shown == 0);
    m_empty->setText(words.isEmpty() ? tr("No commands")
                                     : tr("No command matches \"%1\"").arg(m_search->text()));
    const QTreeWidgetItem *current = m_list->currentItem();
    if (!current || current->isHidden() || !(current->flags() & Qt::ItemIsEnabled))
        selectFirstEnabled();
}

void CommandPalette::selectFirstEnabled()
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (!item->isHidden() && (item->flags() & Qt::ItemIsEnabled)) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            return;
        }
    }
    m_list->setCurrentItem(nullptr);
}

void CommandPalette::activate(QTreeWidgetItem *item)
{
    if (!item || item->isHidden() || !(item->flags() & Qt::ItemIsEnabled))
        return;
    const QPointer<QAction> action
        = m_actions.value(item->data(NameColumn, kActionIndexRole).toInt());
    if (!action || !action->isEnabled())
        return;
    Q_EMIT actionChosen(action);
    // Close first: the action may open a dialog of its own or act on the window's focus widget.
    accept();
    if (action)
        action->trigger();
}

} // namespace polychip::ui
