// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The console's keyboard and screen-reader lint. Every page of the main window is shown in turn
// (against a real simulator, as its administrator: every page is offered), in English and in
// Chinese, and each fails the test when:
//  - a key reaches two commands where both are live (the window's and the shown page's actions
//    and shortcuts, and the &-letters of the menu bar and of the widgets shown);
//  - a menu, the window with the page shown, or a dialog the page opens offers an &-letter twice;
//  - a button, field, list or choice shown has no name a screen reader could say;
//  - a label, button, choice or column header shows its text cut off (one that elides on purpose
//    carries the whole text as its tooltip);
//  - laid-out widgets overlap, or a field is lower than its font: also in each dialog with long,
//    refused text in its fields (its errors shown);
//  - in Chinese, text a user reads (labels, buttons, titles, tabs, choices, placeholders, tool
//    tips, the headers and first rows of lists) has an English word in it, the console's own
//    or the platform's: each page asks the platform in Chinese, as the console does.
#include "billingstore.h"
#include "catalogstore.h"
#include "connection.h"
#include "consolekit.h"
#include "instancestore.h"
#include "kit/consolepage.h"
#include "localization.h"
#include "mainwindow.h"
#include "pages.h"
#include "preferences.h"
#include "profiles.h"
#include "session.h"
#include "storagestore.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWizard>

#include <functional>
#include <memory>

using namespace polychip;

namespace {

/** Where Qt lets a key binding fire (its shortcut context): anywhere in its window, with the
 *  focus in a widget or its children, or with the focus on the widget itself. */
struct Scope
{
    enum Kind { Window, Subtree, Exact } kind;
    const QWidget *widget;
};

/** One key sequence in Qt's shortcut map, with what it belongs to. */
struct Binding
{
    QKeySequence key;
    const QObject *owner;
    int part; ///< which of the owner's bindings (a tab bar has one per tab)
    QString name;
    bool mnemonic; ///< a widget's or the menu bar's &-letter, not an action or a QShortcut
    QList<Scope> scopes;
};

bool within(const QWidget *ancestor, const QWidget *w)
{
    return ancestor == w || ancestor->isAncestorOf(w);
}

/** Whether some focus in the window makes both scopes live. */
bool overlap(const Scope &a, const Scope &b)
{
    if (a.kind == Scope::Window || b.kind == Scope::Window)
        return true;
    if (a.kind == Scope::Exact && b.kind == Scope::Exact)
        return a.widget == b.widget;
    if (a.kind == Scope::Subtree && b.kind == Scope::Subtree)
        return within(a.widget, b.widget) || within(b.widget, a.widget);
    const Scope &subtree = a.kind == Scope::Subtree ? a : b;
    const Scope &exact = a.kind == Scope::Exact ? a : b;
    return within(subtree.widget, exact.widget);
}

QString plain(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.simplified();
}

/// "QComboBox stateFilter in instancesPage": enough to find the widget in the sources.
QString describe(const QWidget *w)
{
    QString what = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty())
        what += QLatin1Char(' ') + w->objectName();
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (!p->objectName().isEmpty() && !p->objectName().startsWith(QLatin1String("qt_"))) {
            what += QStringLiteral(" in ") + p->objectName();
            break;
        }
    }
    return what;
}

QString describe(const QAction *a)
{
    return QStringLiteral("action %1 “%2”")
        .arg(a->objectName().isEmpty() ? QStringLiteral("(unnamed)") : a->objectName(),
             plain(a->text()));
}

/// Where `action` is live, following Qt: through the widgets it was added to that are shown in
/// `window`, and through the menus holding it that are themselves reachable.
void actionScopes(const QAction *action,
                  Qt::ShortcutContext context,
                  const QWidget *window,
                  QList<Scope> &out,
                  int depth = 0)
{
    const auto objects = action->associatedObjects();
    for (QObject *o : objects) {
        if (auto *menu = qobject_cast<QMenu *>(o)) {
            const QAction *m = menu->menuAction();
            if (m->isVisible() && m->isEnabled() && depth < 8)
                actionScopes(m, context, window, out, depth + 1);
        } else if (auto *w = qobject_cast<QWidget *>(o)) {
            if (!w->isVisible() || w->window() != window)
                continue;
            switch (context) {
            case Qt::WidgetShortcut:
                out << Scope{Scope::Exact, w};
                break;
            case Qt::WidgetWithChildrenShortcut:
                out << Scope{Scope::Subtree, w};
                break;
            case Qt::WindowShortcut:
            case Qt::ApplicationShortcut:
                out << Scope{Scope::Window, w};
                break;
            }
        }
    }
}

/** The widgets of `window` shown now. */
QList<QWidget *> shownWidgets(const QWidget *window)
{
    QList<QWidget *> shown;
    const auto all = window->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (w->isVisible() && w->window() == window)
            shown << w;
    }
    return shown;
}

/// The &-letters Qt grabs in `window`: the menu bar's (every menu's, shown or not: the bar
/// keeps them all), and those of the buttons, labels with a buddy, tabs and group boxes shown.
QList<Binding> mnemonics(const QWidget *window)
{
    QList<Binding> out;
    const auto add = [&](const QObject *owner, int part, const QString &text, const QString &name) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            out << Binding{key, owner, part, name, true, {Scope{Scope::Window, window}}};
    };
    for (QWidget *w : shownWidgets(window)) {
        if (auto *bar = qobject_cast<QMenuBar *>(w)) {
            const auto actions = bar->actions();
            for (int i = 0; i < actions.size(); ++i)
                add(bar, i, actions[i]->text(),
                    QStringLiteral("the menu bar's “%1”%2")
                        .arg(plain(actions[i]->text()),
                             actions[i]->isVisible() ? QString() : QStringLiteral(" (hidden)")));
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            add(b, 0, b->text(), QStringLiteral("%1 “%2”").arg(describe(b), plain(b->text())));
        } else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy()) {
            add(l, 0, l->text(), QStringLiteral("%1 “%2”").arg(describe(l), plain(l->text())));
        } else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                if (t->isTabVisible(i))
                    add(t, i, t->tabText(i),
                        QStringLiteral("the tab “%1” of %2")
                            .arg(plain(t->tabText(i)), describe(t)));
            }
        } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
            add(g, 0, g->title(), QStringLiteral("%1 “%2”").arg(describe(g), plain(g->title())));
        }
    }
    return out;
}

/// Every key binding of `window` that can be live now: its actions' and QShortcuts' (visible
/// ones, enabled or not: a disabled one is live again as soon as the state allows it) and its
/// &-letters.
QList<Binding> bindings(const QWidget *window)
{
    QList<Binding> out = mnemonics(window);
    QSet<QAction *> actions;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets << const_cast<QWidget *>(window);
    for (QWidget *w : std::as_const(widgets)) {
        const auto own = w->actions();
        for (QAction *a : own)
            actions.insert(a);
    }
    for (QAction *a : std::as_const(actions)) {
        if (!a->isVisible() || a->shortcuts().isEmpty())
            continue;
        QList<Scope> scopes;
        actionScopes(a, a->shortcutContext(), window, scopes);
        if (scopes.isEmpty())
            continue;
        int part = 0;
        const auto keys = a->shortcuts();
        for (const QKeySequence &key : keys)
            out << Binding{key, a, part++, describe(a), false, scopes};
    }
    const auto shortcuts = window->findChildren<QShortcut *>();
    for (QShortcut *s : shortcuts) {
        auto *parent = qobject_cast<QWidget *>(s->parent());
        if (!parent || !parent->isVisible() || parent->window() != window)
            continue;
        const Scope::Kind kind = s->context() == Qt::WidgetShortcut               ? Scope::Exact
                                 : s->context() == Qt::WidgetWithChildrenShortcut ? Scope::Subtree
                                                                                  : Scope::Window;
        int part = 0;
        const auto keys = s->keys();
        for (const QKeySequence &key : keys)
            out << Binding{
                key,    s,
                part++, QStringLiteral("shortcut %1 of %2").arg(s->objectName(), describe(parent)),
                false,  {Scope{kind, parent}}};
    }
    return out;
}

/// Keys that reach two owners at once. (Two &-letters of widgets are the mnemonic check's.)
QStringList keyConflicts(const QWidget *window, const QString &where)
{
    QStringList problems;
    const QList<Binding> all = bindings(window);
    for (qsizetype i = 0; i < all.size(); ++i) {
        for (qsizetype j = i + 1; j < all.size(); ++j) {
            const Binding &a = all[i];
            const Binding &b = all[j];
            if (a.key != b.key || (a.owner == b.owner && a.part == b.part)
                || (a.mnemonic && b.mnemonic))
                continue;
            if (a.owner == b.owner && !a.mnemonic && !b.mnemonic)
                continue; // one action listing a key twice
            bool both = false;
            for (const Scope &sa : a.scopes) {
                for (const Scope &sb : b.scopes)
                    both = both || overlap(sa, sb);
            }
            if (both)
                problems << QStringLiteral("%1: %2 reaches both %3 and %4")
                                .arg(where, a.key.toString(QKeySequence::NativeText), a.name,
                                     b.name);
        }
    }
    return problems;
}

/// The same &-letter on two of `items` (key, what it is).
QStringList duplicateMnemonics(const QList<std::pair<QKeySequence, QString>> &items,
                               const QString &where)
{
    QStringList problems;
    QHash<QKeySequence, QString> seen;
    for (const auto &[key, name] : items) {
        if (key.isEmpty())
            continue;
        if (const auto it = seen.constFind(key); it != seen.constEnd())
            problems << QStringLiteral("%1: %2 is the &-letter of both %3 and %4")
                            .arg(where, key.toString(QKeySequence::NativeText), *it, name);
        else
            seen.insert(key, name);
    }
    return problems;
}

QStringList menuMnemonics(const QList<QAction *> &actions, const QString &where)
{
    QList<std::pair<QKeySequence, QString>> items;
    for (const QAction *a : actions) {
        if (a->isVisible() && !a->isSeparator())
            items.append({QKeySequence::mnemonic(a->text()), describe(a)});
    }
    QStringList problems = duplicateMnemonics(items, where);
    for (const QAction *a : actions) {
        if (a->isVisible() && a->menu())
            problems << menuMnemonics(a->menu()->actions(),
                                      QStringLiteral("%1 → %2").arg(where, plain(a->text())));
    }
    return problems;
}

/// Every menu of the window shown now: the menu bar's, the widgets' context menus made of
/// their actions, the buttons' menus and the context menus widgets make when asked.
QStringList menusOf(QWidget *window, const QString &where)
{
    QStringList problems;
    const auto shown = shownWidgets(window);
    for (QWidget *w : shown) {
        if (auto *bar = qobject_cast<QMenuBar *>(w)) {
            // Its menus (its own &-letters are the window's: windowMnemonics()).
            const auto menus = bar->actions();
            for (const QAction *m : menus) {
                if (m->isVisible() && m->menu())
                    problems << menuMnemonics(
                        m->menu()->actions(),
                        QStringLiteral("%1, the menu bar → %2").arg(where, plain(m->text())));
            }
        } else if (w->contextMenuPolicy() == Qt::ActionsContextMenu) {
            problems << menuMnemonics(
                w->actions(), QStringLiteral("%1, the context menu of %2").arg(where, describe(w)));
        } else if (w->contextMenuPolicy() == Qt::CustomContextMenu) {
            // Asked the way a right click asks; the menu made is checked and closed.
            const auto before = QApplication::topLevelWidgets();
            Q_EMIT w->customContextMenuRequested(QPoint(1, 1));
            const auto after = QApplication::topLevelWidgets();
            for (QWidget *top : after) {
                auto *menu = qobject_cast<QMenu *>(top);
                if (!menu || before.contains(top) || !menu->isVisible())
                    continue;
                problems << menuMnemonics(
                    menu->actions(),
                    QStringLiteral("%1, the context menu of %2").arg(where, describe(w)));
                menu->close();
            }
        }
        QMenu *own = nullptr;
        if (auto *pb = qobject_cast<QPushButton *>(w))
            own = pb->menu();
        else if (auto *tb = qobject_cast<QToolButton *>(w))
            own = tb->menu();
        if (own)
            problems << menuMnemonics(own->actions(),
                                      QStringLiteral("%1, the menu of %2").arg(where, describe(w)));
    }
    return problems;
}

/// The window's own &-letters (menu bar, buttons, labels, tabs), each once.
QStringList windowMnemonics(const QWidget *window, const QString &where)
{
    QList<std::pair<QKeySequence, QString>> items;
    const QList<Binding> all = mnemonics(window);
    for (const Binding &b : all)
        items.append({b.key, b.name});
    return duplicateMnemonics(items, where);
}

/// Qt's own pieces of a composite widget (a line edit's clear button, a table's corner button,
/// a spin box's line edit, a combo box's list) are named by the widget they belong to.
bool partOfQtWidget(const QWidget *w)
{
    if (w->objectName().startsWith(QLatin1String("qt_"))
        || qobject_cast<const QAbstractItemView *>(w->parentWidget())) // not its viewport
        return true;
    for (const QWidget *p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget()) {
        if (qobject_cast<const QLineEdit *>(p) || qobject_cast<const QAbstractSpinBox *>(p)
            || qobject_cast<const QComboBox *>(p) || qobject_cast<const QTabBar *>(p))
            return true;
    }
    return false;
}

/// Controls shown without a name: no text, no accessible name, no placeholder, no buddy.
QStringList unnamed(const QWidget *window, const QString &where)
{
    QStringList problems;
    const auto shown = shownWidgets(window);
    QSet<const QWidget *> buddies;
    for (QWidget *w : shown) {
        if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy() && !plain(l->text()).isEmpty())
            buddies.insert(l->buddy());
    }
    for (QWidget *w : shown) {
        if (partOfQtWidget(w) || !w->accessibleName().trimmed().isEmpty() || buddies.contains(w))
            continue;
        bool named = true;
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            named = !plain(b->text()).isEmpty();
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            named = !e->placeholderText().trimmed().isEmpty();
        else if (auto *c = qobject_cast<QComboBox *>(w))
            named = !c->placeholderText().trimmed().isEmpty();
        else if (qobject_cast<QAbstractItemView *>(w) && !qobject_cast<QHeaderView *>(w))
            named = false;
        if (!named)
            problems << QStringLiteral("%1: %2 has no accessible name").arg(where, describe(w));
    }
    return problems;
}

/// Saves `window` as <POLYCHIP_SCREENSHOT_DIR>/lint-<n>.png when that is set, and says so: a
/// picture of what a problem looks like.
QString picture(QWidget *window)
{
    static int n = 0;
    const QString dir = qEnvironmentVariable("POLYCHIP_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return {};
    const QString file = QStringLiteral("%1/lint-%2.png").arg(dir).arg(++n);
    window->grab().save(file);
    return QStringLiteral(" [%1]").arg(file);
}

/// Whether `w` says what it shows in full: a tooltip with the whole text (eliding on purpose).
bool tellsInFull(const QWidget *w, const QString &text)
{
    return !text.isEmpty() && plain(w->toolTip()).contains(plain(text));
}

/// Text cut off where it is shown: a label, a button or a check box narrower or lower than its
/// text, the current text of a choice wider than its field, a header section narrower than its
/// title. A widget that elides on purpose carries the whole text as its tooltip.
QStringList clipped(const QWidget *window, const QString &where)
{
    QStringList problems;
    const auto shown = shownWidgets(window);
    for (QWidget *w : shown) {
        if (partOfQtWidget(w) || w->width() <= 0)
            continue;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            if (plain(l->text()).isEmpty() || !l->pixmap().isNull() || tellsInFull(l, l->text()))
                continue;
            const QSize need = l->sizeHint();
            const bool cut = l->wordWrap()
                                 ? l->heightForWidth(l->width()) > l->height() + 1
                                 : need.width() > l->width() + 1 || need.height() > l->height() + 1;
            if (cut)
                problems
                    << QStringLiteral("%1: %2 “%3” is cut off (%4×%5 shown, needs %6)")
                           .arg(where, describe(l), plain(l->text()).left(60))
                           .arg(l->width())
                           .arg(l->height())
                           .arg(l->wordWrap()
                                    ? QStringLiteral("%1 high").arg(l->heightForWidth(l->width()))
                                    : QStringLiteral("%1×%2").arg(need.width()).arg(need.height()));
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            auto *tool = qobject_cast<QToolButton *>(b);
            // A tool bar's buttons move to its overflow menu rather than shrink.
            if (plain(b->text()).isEmpty() || tellsInFull(b, b->text())
                || (tool
                    && (qobject_cast<QToolBar *>(tool->parentWidget())
                        || tool->toolButtonStyle() == Qt::ToolButtonIconOnly)))
                continue;
            if (b->sizeHint().width() > b->width() + 1)
                problems << QStringLiteral("%1: %2 “%3” is cut off (%4 wide, needs %5)")
                                .arg(where, describe(b), plain(b->text()))
                                .arg(b->width())
                                .arg(b->sizeHint().width());
        } else if (auto *c = qobject_cast<QComboBox *>(w)) {
            if (c->isEditable() || c->currentText().isEmpty() || tellsInFull(c, c->currentText()))
                continue;
            QStyleOptionComboBox option;
            option.initFrom(c);
            option.editable = false;
            option.currentText = c->currentText();
            option.currentIcon = c->itemIcon(c->currentIndex());
            option.iconSize = c->iconSize();
            const QRect field = c->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                           QStyle::SC_ComboBoxEditField, c);
            const int iconWidth = option.currentIcon.isNull() ? 0 : c->iconSize().width() + 4;
            const int need = c->fontMetrics().horizontalAdvance(c->currentText()) + iconWidth;
            if (need > field.width() + 1)
                problems << QStringLiteral("%1: %2 shows “%3” cut off (%4 wide, needs %5)")
                                .arg(where, describe(c), c->currentText())
                                .arg(field.width())
                                .arg(need);
        } else if (auto *h = qobject_cast<QHeaderView *>(w)) {
            if (h->orientation() != Qt::Horizontal || !h->model())
                continue;
            const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
            for (int i = 0; i < h->count(); ++i) {
                if (h->isSectionHidden(i) || h->sectionSize(i) <= 0)
                    continue;
                const QString text = h->model()->headerData(i, Qt::Horizontal).toString();
                const QString tip
                    = h->model()->headerData(i, Qt::Horizontal, Qt::ToolTipRole).toString();
                if (text.isEmpty() || plain(tip).contains(plain(text)))
                    continue;
                QFont font = h->font();
                const QVariant f = h->model()->headerData(i, Qt::Horizontal, Qt::FontRole);
                if (f.canConvert<QFont>())
                    font = f.value<QFont>();
                int need = QFontMetrics(font).horizontalAdvance(text) + 2 * margin;
                if (h->isSortIndicatorShown() && h->sortIndicatorSection() == i)
                    need += h->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, h);
                if (need > h->sectionSize(i) + 1)
                    problems << QStringLiteral("%1: the header “%2” of %3 is cut off (%4 wide, "
                                               "needs %5)")
                                    .arg(where, text, describe(h->parentWidget()))
                                    .arg(h->sectionSize(i))
                                    .arg(need);
            }
        }
    }
    return problems;
}

/// The widgets a layout places, through its nested layouts.
void laidOut(const QLayout *layout, QList<QWidget *> &out)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (QWidget *w = item->widget())
            out << w;
        else if (const QLayout *inner = item->layout())
            laidOut(inner, out);
    }
}

/// Widgets laid out over each other, or squeezed below the height they need (a field lower
/// than its font): a layout given less room than it needs, a dialog that collapses.
QStringList squeezed(const QWidget *window, const QString &where)
{
    QStringList problems;
    QList<const QWidget *> containers{window};
    const auto shown = shownWidgets(window);
    for (const QWidget *w : shown) {
        if (!partOfQtWidget(w))
            containers << w;
    }
    for (const QWidget *parent : containers) {
        if (!parent->layout())
            continue;
        QList<QWidget *> placed;
        laidOut(parent->layout(), placed);
        placed.removeIf([](const QWidget *w) { return !w->isVisible(); });
        for (qsizetype i = 0; i < placed.size(); ++i) {
            const QWidget *a = placed[i];
            for (qsizetype j = i + 1; j < placed.size(); ++j) {
                const QWidget *b = placed[j];
                if (a->geometry()
                        .adjusted(1, 1, -1, -1)
                        .intersects(b->geometry().adjusted(1, 1, -1, -1)))
                    problems << QStringLiteral("%1: %2 and %3 overlap")
                                    .arg(where, describe(a), describe(b));
            }
            const bool field = qobject_cast<const QLineEdit *>(a)
                               || qobject_cast<const QComboBox *>(a)
                               || qobject_cast<const QAbstractSpinBox *>(a);
            if (field && a->height() < a->fontMetrics().height() + 2)
                problems << QStringLiteral("%1: %2 is %3 high, lower than its font (%4)")
                                .arg(where, describe(a))
                                .arg(a->height())
                                .arg(a->fontMetrics().height());
        }
    }
    return problems;
}

/// What a dialog shows when its fields hold long text that its checks refuse: every line edit
/// filled with it (each one's error shown), laid out, checked, and given back its text.
QStringList lintLongText(QDialog *dialog, const QString &where)
{
    QList<std::pair<QLineEdit *, QString>> edited;
    const auto edits = dialog->findChildren<QLineEdit *>();
    for (QLineEdit *e : edits) {
        if (e->isVisible() && e->isEnabled() && !e->isReadOnly() && !partOfQtWidget(e)
            && e->window() == dialog) {
            edited.append({e, e->text()});
            e->setText(QString(120, QLatin1Char('W')) + QStringLiteral(" =, %% ?"));
        }
    }
    if (edited.isEmpty())
        return {};
    QTest::qWait(50); // the dialog's own layout pass
    const QString state = where + QStringLiteral(" (long text in its fields)");
    QStringList problems = squeezed(dialog, state);
    if (!problems.isEmpty()) {
        const QString file = picture(dialog);
        for (QString &p : problems)
            p += file;
    }
    for (auto &[e, text] : edited)
        e->setText(text);
    return problems;
}

/// Whether the console is linted in Chinese: then what it shows is checked for English too.
bool g_chinese = false;
/// The words that stay as they are in Chinese text besides those of the platform's catalogue
/// (chip, vendor, model and data set names, formats, sources) and what the user named.
QSet<QString> g_keptWords{
    // The product, and the products it shows or opens (VS Code, Jupyter Notebook).
    QStringLiteral("Polychip"), QStringLiteral("Code"), QStringLiteral("Jupyter"),
    QStringLiteral("Notebook"), QStringLiteral("Linux"),
    // Names as they are typed or read: a key, a command, a protocol.
    QStringLiteral("Enter"), QStringLiteral("ssh"), QStringLiteral("http"),
    // The API key's two parts are its id and its "Secret", as Chinese cloud consoles say too.
    QStringLiteral("Secret"),
    // "Webhook", as the Chinese team chats (WeCom, DingTalk, Feishu) name theirs, and the
    // chats that have no Chinese name.
    QStringLiteral("Webhook"), QStringLiteral("Slack"), QStringLiteral("Lark"),
    // Proper names in the templates' text: a company, an optimiser, a data set.
    QStringLiteral("Meta"), QStringLiteral("Adam"), QStringLiteral("Conceptual"),
    QStringLiteral("Captions")};
/// Text the platform gives only in English for now: the data sets' descriptions (the
/// publishers' words, not yet in the platform's text files). Skipped, not judged.
QSet<QString> g_englishData;

/// The English words in `text`: runs of three or more Latin letters, without an upper-case
/// letter after the first (acronyms, units and product names as GPU, GiB, ROCm, JupyterLab)
/// and not part of an id, a version, a file name or an address (with digits or punctuation in
/// it: ins_12, pytorch-2.2-cuda12, report.csv, https://...), nor one of the kept words.
QStringList englishWords(const QString &text)
{
    const auto tokenChar = [](QChar c) {
        return (c.unicode() < 0x80 && c.isLetterOrNumber())
               || QStringLiteral("_-./:@#+~=\\").contains(c);
    };
    QStringList words;
    for (qsizetype i = 0; i < text.size();) {
        if (!tokenChar(text.at(i))) {
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < text.size() && tokenChar(text.at(end)))
            ++end;
        const QString token = text.mid(i, end - i);
        i = end;
        bool word = token.size() >= 3;
        for (qsizetype k = 0; word && k < token.size(); ++k)
            word = token.at(k).isLetter() && (k == 0 || !token.at(k).isUpper());
        if (word && !g_keptWords.contains(token))
            words << token;
    }
    return words;
}

/// The session whose names are kept (its catalogue's and the user's), while linting in Chinese.
const client::Session *g_session = nullptr;

/// The words of the names the platform's catalogue gives (chips, vendors, models with their
/// licences, data sets, images) and of what the user named (instances with their labels,
/// volumes, snapshots, budgets): kept as they are in any language. The catalogue's lists come
/// in while the console runs: called before each window is checked.
void keepNamesOf(const client::Session &session)
{
    const auto keep = [](const std::string &name) {
        const auto words = QString::fromStdString(name).split(
            QRegularExpression(QStringLiteral("[^A-Za-z]+")), Qt::SkipEmptyParts);
        for (const QString &w : words)
            g_keptWords.insert(w);
    };
    for (const auto &a : session.catalog().accelerators()) {
        keep(a.name);
        keep(a.vendor);
    }
    for (const auto &m : session.catalog().models()) {
        keep(m.id);
        keep(m.name);
        keep(m.family);
        keep(m.license);
        keep(m.source.value_or(std::string()));
        for (const auto &f : m.formats)
            keep(f);
    }
    for (const auto &d : session.catalog().datasets()) {
        keep(d.name);
        keep(d.format.value_or(std::string()));
        g_englishData.insert(plain(QString::fromStdString(d.description)));
    }
    for (const auto &i : session.catalog().images())
        keep(i.name);
    for (const auto &[id, i] : session.instances().all()) {
        keep(i.name);
        for (const auto &[k, v] : i.labels) {
            keep(k);
            keep(v);
        }
    }
    for (const auto &[id, v] : session.storage().volumes().all())
        keep(v.name);
    for (const auto &[id, s] : session.storage().snapshots().all())
        keep(s.name);
    for (const auto &[id, b] : session.billing().budgets().all())
        keep(b.name);
}

/// Text a Chinese user reads that has English words in it: labels, buttons, group titles,
/// tabs, combo box items, placeholders, tool tips, the headers and first rows of lists.
QStringList english(const QWidget *window, const QString &where)
{
    if (g_session)
        keepNamesOf(*g_session);
    QStringList problems;
    const auto check = [&](const QWidget *w, const QString &shown) {
        const QString text = plain(shown);
        if (g_englishData.contains(text))
            return;
        const QStringList words = englishWords(text);
        if (!words.isEmpty())
            problems << QStringLiteral("%1: %2 shows English (%3): “%4”")
                            .arg(where, describe(w), words.join(QStringLiteral(", ")),
                                 text.left(100));
    };
    const auto richOrPlain = [](const QString &text) {
        return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText()
                                         : text;
    };
    check(window, window->windowTitle());
    const auto shown = shownWidgets(window);
    for (QWidget *w : shown) {
        if (!w->toolTip().isEmpty())
            check(w, richOrPlain(w->toolTip()));
        if (partOfQtWidget(w))
            continue;
        if (auto *l = qobject_cast<QLabel *>(w)) {
            check(w, richOrPlain(l->text()));
        } else if (auto *b = qobject_cast<QAbstractButton *>(w)) {
            check(w, b->text());
        } else if (auto *g = qobject_cast<QGroupBox *>(w)) {
            check(w, g->title());
        } else if (auto *c = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i)
                check(w, c->itemText(i));
        } else if (auto *e = qobject_cast<QLineEdit *>(w)) {
            check(w, e->placeholderText());
            if (e->isReadOnly())
                check(w, e->text());
        } else if (auto *t = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < t->count(); ++i)
                check(w, t->tabText(i));
        } else if (auto *v = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *m = v->model();
            if (!m || qobject_cast<QHeaderView *>(v))
                continue;
            for (int c = 0; c < m->columnCount(); ++c) {
                check(w, m->headerData(c, Qt::Horizontal).toString());
                for (int r = 0; r < std::min(3, m->rowCount()); ++r) {
                    const QModelIndex i = m->index(r, c);
                    check(w, m->data(i).toString());
                    check(w, richOrPlain(m->data(i, Qt::ToolTipRole).toString()));
                }
            }
        }
    }
    return problems;
}

/// Every check on one window as it is shown now.
QStringList lintWindow(QWidget *window, const QString &where)
{
    // Layouts settle first: what a tick changed a moment ago is laid out before it is judged.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QStringList problems = keyConflicts(window, where) + windowMnemonics(window, where)
                           + menusOf(window, where) + unnamed(window, where)
                           + clipped(window, where) + squeezed(window, where);
    if (g_chinese)
        problems << english(window, where);
    if (!problems.isEmpty()) {
        const QString file = picture(window);
        for (QString &p : problems)
            p += file;
    }
    return problems;
}

/// Lints a wizard's pages in turn, as far as it goes without doing anything: it stops at the
/// page whose Next button says something else (Launch), and where a page is not complete.
QStringList lintWizard(QWizard *wizard, const QString &where)
{
    QStringList problems;
    for (int step = 0; step < 10; ++step) {
        QWizardPage *page = wizard->currentPage();
        if (!page)
            break;
        problems << lintWindow(wizard, QStringLiteral("%1 → “%2”").arg(where, page->title()));
        if (page->isCommitPage() || page->nextId() == -1
            || page->buttonText(QWizard::NextButton) != wizard->buttonText(QWizard::NextButton)
            || !QTest::qWaitFor([page] { return page->isComplete(); }, 1000))
            break;
        wizard->next();
        if (wizard->currentPage() == page)
            break; // it refused
    }
    return problems;
}

/// Calls `open` and lints each dialog or menu it opens (then closes it), nested event loop or
/// not. Qt's file dialogs are Qt's: closed unchecked.
QStringList lintWhatOpens(const std::function<void()> &open, const QString &where)
{
    QStringList problems;
    QSet<QWidget *> done;
    const auto tops = QApplication::topLevelWidgets();
    for (QWidget *w : tops) {
        if (w->isVisible())
            done.insert(w);
    }
    bool busy = false;
    int handled = 0;
    QTimer watch;
    watch.setInterval(10);
    QObject::connect(&watch, &QTimer::timeout, &watch, [&] {
        if (busy)
            return; // a wizard's steps wait for themselves
        busy = true;
        const auto now = QApplication::topLevelWidgets();
        for (QWidget *w : now) {
            if (!w->isVisible() || done.contains(w))
                continue;
            done.insert(w);
            if (auto *dialog = qobject_cast<QDialog *>(w)) {
                const QString what
                    = QStringLiteral("%1 → dialog “%2”").arg(where, dialog->windowTitle());
                if (auto *wizard = qobject_cast<QWizard *>(dialog))
                    problems << lintWizard(wizard, what);
                else if (!qobject_cast<QFileDialog *>(dialog))
                    problems << lintWindow(dialog, what) << lintLongText(dialog, what);
                dialog->reject();
                ++handled;
            } else if (auto *menu = qobject_cast<QMenu *>(w)) {
                problems << menuMnemonics(menu->actions(),
                                          QStringLiteral("%1 → its menu").arg(where));
                menu->close();
                ++handled;
            }
        }
        busy = false;
    });
    watch.start();
    open();
    // Some only navigate (to the page that asks): nothing opens then.
    static_cast<void>(QTest::qWaitFor([&] { return handled > 0 && !busy; }, 1000));
    watch.stop();
    return problems;
}

bool opensSomething(const QString &text)
{
    // The interface's convention: "…" when a dialog (or a menu) comes before anything is done.
    return plain(text).endsWith(QChar(0x2026)) || plain(text).endsWith(QLatin1String("..."));
}

/// The tab widgets in `area` not inside another one in it.
QList<QTabWidget *> outerTabWidgets(QWidget *area)
{
    QList<QTabWidget *> outer;
    const auto all = area->findChildren<QTabWidget *>();
    for (QTabWidget *t : all) {
        bool nested = false;
        for (QWidget *p = t->parentWidget(); p && p != area; p = p->parentWidget())
            nested = nested || qobject_cast<QTabWidget *>(p);
        if (!nested && t->isVisible())
            outer << t;
    }
    return outer;
}

/** One page shown in the window: its states (each tab of its tab widgets) and what its "…"
 *  actions and buttons open. */
struct PageLint
{
    QWidget *window;
    ui::ConsolePage *page;
    std::function<void()> reshow; ///< after what opened navigated elsewhere
    QStringList problems;

    void openers(QWidget *area, const QString &where)
    {
        const auto buttons = area->findChildren<QAbstractButton *>();
        for (QAbstractButton *b : buttons) {
            if (b->isVisible() && b->isEnabled() && opensSomething(b->text())) {
                problems << lintWhatOpens([b] { b->click(); },
                                          QStringLiteral("%1, %2").arg(where, describe(b)));
                reshow();
            }
        }
    }

    /// `area` as it is shown now (checked already when `checked`), then with each other tab.
    void states(QWidget *area, const QString &where, bool checked)
    {
        if (!checked) {
            problems << lintWindow(window, where);
            openers(area, where);
        }
        const auto tabWidgets = outerTabWidgets(area);
        for (QTabWidget *tabs : tabWidgets) {
            const int was = tabs->currentIndex();
            for (int i = 0; i < tabs->count(); ++i) {
                if (!tabs->isTabVisible(i) || !tabs->isTabEnabled(i))
                    continue;
                tabs->setCurrentIndex(i);
                states(tabs->widget(i),
                       QStringLiteral("%1 → tab “%2”").arg(where, plain(tabs->tabText(i))),
                       i == was);
            }
            tabs->setCurrentIndex(was);
        }
    }

    void run(const QString &where)
    {
        // Each list shown with its first row current: what the page shows for it is shown.
        const auto views = page->findChildren<QAbstractItemView *>();
        for (QAbstractItemView *v : views) {
            if (v->isVisible() && v->model() && v->model()->rowCount() > 0
                && !v->currentIndex().isValid() && !qobject_cast<QHeaderView *>(v))
                v->setCurrentIndex(v->model()->index(0, 0));
        }
        problems << lintWindow(window, where);
        const auto actions = page->pageActions();
        for (QAction *a : actions) {
            if (a->isVisible() && a->isEnabled() && opensSomething(a->text())) {
                problems << lintWhatOpens([a] { a->trigger(); },
                                          QStringLiteral("%1, %2").arg(where, describe(a)));
                reshow();
            }
        }
        openers(page, where);
        states(page, where, true);
    }
};

/// The console on the welcome scenario: something in every list.
using Console = test::AppConsole;

} // namespace

class UiLintTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_uilint"));
    }

    void cleanup()
    {
        g_chinese = false;
        g_session = nullptr;
        app::Localization::install(*qApp, QStringLiteral("en"));
    }

    void everyPage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("switched"); ///< started in English, switched while it runs
        // The smallest window the console is made for, and a large screen's.
        QTest::newRow("English, 1280x720") << QStringLiteral("en") << QSize(1280, 720) << false;
        QTest::newRow("Chinese, 1280x720") << QStringLiteral("zh_CN") << QSize(1280, 720) << false;
        QTest::newRow("Chinese, 2560x1440")
            << QStringLiteral("zh_CN") << QSize(2560, 1440) << false;
        // Preferences' switch: every visible word, the platform's too, in the new language.
        QTest::newRow("Chinese from English at run time, 1280x720")
            << QStringLiteral("zh_CN") << QSize(1280, 720) << true;
    }

    void everyPage()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(bool, switched);
        QSettings().clear();
        const QString first = switched ? QStringLiteral("en") : language;
        QCOMPARE(app::Localization::install(*qApp, first), first);
        Console console({}, first);
        auto &window = *console.window;
        window.resize(size);
        window.start();
        QVERIFY(console.live());
        // The welcome scenario's instances listed: their details are shown too.
        QVERIFY(QTest::qWaitFor(
            [&] { return console.connection->session()->instances().size() > 0; }, 10000));
        if (switched) {
            // Every page built and shown in English first, then the switch Preferences makes.
            auto *pages = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
            for (int i = 0; i < pages->count(); ++i)
                window.showPage(qobject_cast<ui::ConsolePage *>(pages->widget(i))->id());
            QCOMPARE(app::applyLanguage(*qApp, *console.connection, language), language);
            // The platform's words listed again in it (the templates' names).
            QVERIFY(QTest::qWaitFor(
                [&] {
                    for (const auto &t : console.connection->session()->catalog().templates())
                        if (QString::fromStdString(t.name).contains(QChar(0x8bad))) // 训
                            return true;
                    return false;
                },
                20000));
        }
        g_chinese = language == QLatin1String("zh_CN");
        g_session = console.connection->session();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        // The docks are the window's, over every page: shown for the whole run.
        const auto docks = window.findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks)
            dock->show();

        QStringList problems;
        auto *stack = window.findChild<QStackedWidget *>(QStringLiteral("pages"));
        QVERIFY(stack);
        for (int i = 0; i < stack->count(); ++i) {
            auto *page = qobject_cast<ui::ConsolePage *>(stack->widget(i));
            QVERIFY(page);
            window.showPage(page->id());
            QTRY_VERIFY2(window.currentPageId() == page->id() && page->isVisible(),
                         qPrintable(page->id())); // as the administrator of a simulator: all
            const QString where = QStringLiteral("[%1, %2×%3] %4 page")
                                      .arg(language)
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(page->title());
            PageLint lint{&window, page, [&] { window.showPage(page->id()); }, {}};
            lint.run(where);
            problems << lint.problems;
        }
        // The window's own dialogs: the command palette, preferences, the keyboard shortcuts
        // and About.
        for (const char *name : {"actionCommandPalette", "actionPreferences",
                                 "actionKeyboardShortcuts", "actionAbout"}) {
            QAction *a = window.findChild<QAction *>(QString::fromLatin1(name));
            QVERIFY2(a, name);
            problems << lintWhatOpens([a] { a->trigger(); },
                                      QStringLiteral("[%1] %2").arg(language, describe(a)));
        }
        problems.removeDuplicates();
        for (const QString &p : std::as_const(problems))
            qInfo().noquote() << p; // all of them: a failure message is cut short
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems, listed above").arg(problems.size())));
    }
};

QTEST_MAIN(UiLintTest)
#include "tst_uilint.moc"
