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

} // namespace polychip::ui
