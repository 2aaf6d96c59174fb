// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QIcon>
#include <QVariantMap>
#include <QWidget>

#include <optional>

class QAction;

class QDockWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

/** What a page is shown against: the platform (both pointers null while not connected), who
 *  is signed in, and why there is no platform when there is none. */
struct PageContext
{
    client::ApiClient *client = nullptr; ///< outlives the session
    client::Session *session = nullptr;
    bool simulator = false;        ///< the bundled simulator's profile
    std::optional<api::Role> role; ///< when known (the simulator's identity)
    QString problem;               ///< why there is no session (translated); empty: connecting
};

/** The ids of the pages that others open, and the arguments they take (see navigate()). */
namespace pageid {
inline constexpr char kDashboard[] = "dashboard";
inline constexpr char kBilling[] = "billing";     ///< "budgets": show the budgets
inline constexpr char kInstances[] = "instances"; ///< "select": an instance id to make current
inline constexpr char kTemplates[] = "templates"; ///< "fromSnapshot": open the wizard on it
inline constexpr char kStorage[] = "storage";     ///< "select": a volume id to make current
inline constexpr char kSettings[] = "settings";
inline constexpr char kSimulator[] = "simulator";
inline constexpr char kCatalog[] = "catalog";
} // namespace pageid

/**
 * The contract between the main window and one page of the console. The window keeps a list
 * of pages and builds everything around them from it: the sidebar (icon, title, description
 * as tooltip), the View menu and its Ctrl+N shortcuts, a menu and the toolbar from the page's
 * actions, the command palette, the status bar's page widgets, and which pages a connection
 * offers. It never names a page: adding one is a class implementing this and one registration
 * line (app/pages.cpp).
 *
 * A page's keys work while it is shown and only then, wherever the focus is in the window:
 * the menu bar and the toolbar carry the shown page's actions alone. So pages may use the same
 * key for their own version of a command (Ctrl+F finds in each), but none may take a key of
 * the window's (Ctrl+1...Ctrl+9, Ctrl+K, Ctrl+Q, Ctrl+Shift+L, the &-letters of File, View,
 * Connection and Help). tests/app/tst_uilint.cpp checks every page for that.
 *
 * Pages ask for each other only through navigate(): the window shows the page with that id and
 * hands it the arguments through open(). Titles and descriptions are translated; a page emits
 * describedChanged() when they change (a language change), so the window relabels it.
 */
class ConsolePage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsolePage)

public:
    /// `id`: stable, never shown (remembered in the settings, used by navigate()).
    explicit ConsolePage(const QString &id, QWidget *parent = nullptr);

    QString id() const { return m_id; }
    virtual QString title() const = 0;
    virtual QIcon icon() const = 0;
    /// One line: what the page is for (sidebar tooltip, command palette).
    virtual QString description() const = 0;
    /// Its actions, for its menu (titled menuTitle()) and the command palette. Their keys
    /// work while the page is shown: give them the default context (Qt::WindowShortcut) and
    /// add them to the page too (addAction(): they then work on the page alone as well), or a
    /// narrower one for a part of the page. They exist from the page's construction (with
    /// their ids and keys); what buildContent() makes may name and enable them, so the window
    /// builds a page before it lists its actions by name.
    virtual QList<QAction *> pageActions() const { return {}; }
    /// The title of the menu holding pageActions() (empty: the page's title).
    virtual QString menuTitle() const { return title(); }
    /// The actions the main toolbar shows while the page is current (with their icons).
    virtual QList<QAction *> toolBarActions() const { return {}; }
    /// Small widgets for the window's status bar, shown whatever page is current (what must
    /// not be forgotten, such as the simulator's active faults). Asked for once, when the page
    /// is added: the window puts them in its status bar (which reparents them). The page keeps
    /// them up to date, shows and hides them itself (a hidden one stays hidden when added), and
    /// deletes them in its destructor.
    virtual QList<QWidget *> statusWidgets() const { return {}; }
    /// Panels the window docks at its right edge, hidden until shown (the View menu toggles
    /// each; the page's actions may show them). Their objectName keeps their place across
    /// runs. The page keeps ownership.
    virtual QList<QDockWidget *> dockWidgets() const { return {}; }
    /// Whether the page has something to offer with this connection (the Simulator page only
    /// on a simulator, say). Unavailable pages are hidden from the sidebar, the View menu and
    /// the palette.
    virtual bool isAvailable(const PageContext &context) const;
    /// Once, when the console is up: the page may begin its work (Settings connects with the
    /// profile in use).
    virtual void start();
    /// The platform it shows, whenever it changes; every pointer may be null.
    virtual void setContext(const PageContext &context);
    /// Shown because another page asked for it with these arguments (see navigate()).
    virtual void open(const QVariantMap &arguments);

    /// Builds the page's content (buildContent()) now if it has not been built yet. The
    /// window calls it for the page it shows first and for every page before start(); showing
    /// the page calls it; a page calls it before it reaches what buildContent() makes (its
    /// accessors too). Logically const: what the page is does not change, only when its
    /// widgets are made.
    void ensureBuilt() const;
    /// Whether buildContent() has run.
    bool isBuilt() const { return m_built; }
    /// Builds the content first when shown.
    void setVisible(bool visible) override;

    /// No: a page fills the window, its height never follows its width. (Otherwise the
    /// window's stack asks every page, shown or not, for its height at the width whenever it
    /// is laid out, laying out each word-wrapped label: before the first paint, at every
    /// resize.) The page's own layout still gives its children their height for their width.
    bool hasHeightForWidth() const override { return false; }
    /// Also needed: QStackedLayout::heightForWidth() asks every page directly, without asking
    /// hasHeightForWidth() first, whenever another widget in the stack has one.
    int heightForWidth(int) const override { return -1; }

protected:
    /// Builds the content, if need be, before the page's showEvent() is called.
    bool event(QEvent *event) override;
    /// The widgets the first frame does without when the page is not the one shown: made
    /// once, by ensureBuilt(), after the console's first paint or when first needed. Whatever
    /// the window asks of the page before that (title, icon, actions, status widgets, docks,
    /// setContext()) must not need them: a page keeps the context and gives it to its content
    /// here. Pages cheap to build make everything in their constructor and leave this empty.
    virtual void buildContent();
    /// `member`, made by buildContent(): for a page's accessors (built first if need be).
    template <typename T>
    T *built(T *const &member) const
    {
        ensureBuilt();
        return member;
    }

Q_SIGNALS:
    /// Emitted when title(), icon() or description() changed.
    void describedChanged();
    /// Emitted to show the page `pageId`, which receives `arguments` in open().
    void navigate(const QString &pageId, const QVariantMap &arguments = {});
    /// Emitted with news worth a desktop notification while the console is in the background
    /// (a lesson finished); the window says it as Preferences allows.
    void desktopNotice(const QString &title, const QString &text);

private:
    const QString m_id;
    mutable bool m_built = false;
};

} // namespace polychip::ui
