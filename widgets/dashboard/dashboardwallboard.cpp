// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardwallboard.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

DashboardWallboard::DashboardWallboard(QWidget *content, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_content(content)
{
    setObjectName(QStringLiteral("dashboardWallboard"));
    m_baseFont = parent ? parent->font() : font();
    setWindowTitle(parent ? parent->windowTitle() : QString());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(content);
    content->show();
}

DashboardWallboard::~DashboardWallboard() = default;

qreal DashboardWallboard::typeScale(int height)
{
    return std::clamp(height / 720.0, 1.0, 3.0);
}

void DashboardWallboard::showOn(QScreen *screen)
{
    const QRect area = screen ? screen->geometry() : QRect();
    QFont large = m_baseFont;
    const qreal scale = typeScale(area.isValid() ? area.height() : 1080);
    if (large.pointSizeF() > 0)
        large.setPointSizeF(large.pointSizeF() * scale);
    else
        large.setPixelSize(qRound(large.pixelSize() * scale));
    setFont(large); // the content inherits it
    if (area.isValid())
        setGeometry(area);
    showFullScreen();
    raise();
    activateWindow();
}

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
