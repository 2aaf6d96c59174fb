// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardwallboard.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QVBoxLayout>

namespace polychip::ui {

DashboardWallboard::DashboardWallboard(QWidget *content, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_content(content)
{
    setObjectName(QStringLiteral("dashboardWallboard"));
    // Read from across a room: everything half as large again (the content inherits it).
    QFont large = parent ? parent->font() : font();
    if (large.pointSizeF() > 0)
        large.setPointSizeF(large.pointSizeF() * 1.6);
    else
        large.setPixelSize(qRound(large.pixelSize() * 1.6));
    setFont(large);
    setWindowTitle(parent ? parent->windowTitle() : QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(content);
    content->show();
}

DashboardWallboard::~DashboardWallboard() = default;

QWidget *DashboardWallboard::takeContent()
{
    QWidget *content = m_content.data();
    m_content = nullptr;
    if (content)
        layout()->removeWidget(content); // still a child until the caller's layout takes it
    return content;
}

void DashboardWallboard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void DashboardWallboard::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    if (m_content)
        Q_EMIT left();
}

} // namespace polychip::ui
