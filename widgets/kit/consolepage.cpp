// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "consolepage.h"

namespace polychip::ui {

ConsolePage::ConsolePage(const QString &id, QWidget *parent)
    : QWidget(parent)
    , m_id(id)
{
    setObjectName(id + QStringLiteral("Page"));
}

bool ConsolePage::isAvailable(const PageContext &) const
{
    return true;
}

void ConsolePage::start() {}

void ConsolePage::setContext(const PageContext &) {}

void ConsolePage::open(const QVariantMap &) {}

void ConsolePage::ensureBuilt() const
{
    if (m_built)
        return;
    m_built = true; // first: what buildContent() calls may ask again
    const_cast<ConsolePage *>(this)->buildContent();
}

void ConsolePage::setVisible(bool visible)
{
    // Before its children are shown with it. Not while its parent is hidden: a window's stack
    // "shows" the first page added long before the window is shown (MainWindow builds the
    // current page when it is shown).
    if (visible && (isWindow() || parentWidget()->isVisible()))
        ensureBuilt();
    QWidget::setVisible(visible);
}

bool ConsolePage::event(QEvent *event)
{
    // Shown with a parent that did not build it first. Here rather than in showEvent(): a
    // page's own showEvent() may then reach what buildContent() makes before calling ours.
    // What the content adds to the page's layout is shown on the next turn of the event loop.
    if (event->type() == QEvent::Show)
        ensureBuilt();
    return QWidget::event(event);
}

void ConsolePage::buildContent() {}

} // namespace polychip::ui
