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
    if (visible)
        ensureBuilt(); // before its children are shown with it
    QWidget::setVisible(visible);
}

void ConsolePage::buildContent() {}

} // namespace polychip::ui
