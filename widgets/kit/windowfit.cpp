// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "windowfit.h"

#include <QLayout>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace polychip::ui {

namespace {

QRect workArea(const QWidget *window)
{
    const QScreen *screen = window->screen();
    return screen ? screen->availableGeometry() : QRect();
}

} // namespace

void growToFit(QWidget *window)
{
    QLayout *layout = window ? window->layout() : nullptr;
    if (!layout)
        return;
    layout->activate();
    int need = layout->totalMinimumSize().height();
    if (layout->hasHeightForWidth())
        need = std::max(need, layout->totalHeightForWidth(window->width()));
    if (const QRect area = workArea(window); area.isValid())
        need = std::min(need, area.height());
    if (window->height() < need)
        window->resize(window->width(), need);
}

void fitToScreen(QWidget *window)
{
    const QRect area = workArea(window);
    if (!window || !area.isValid())
        return;
    // The frame (title bar, borders) counts: frameGeometry() once the window is shown.
    const QRect frame = window->frameGeometry();
    const int extraW = std::max(0, frame.width() - window->width());
    const int extraH = std::max(0, frame.height() - window->height());
    const QSize room(area.width() - extraW, area.height() - extraH);
    const QSize size = window->size().boundedTo(room).expandedTo(window->minimumSize());
    if (size != window->size())
        window->resize(size);
    QRect placed = window->frameGeometry();
    placed.moveLeft(std::clamp(placed.left(), area.left(),
                               std::max(area.left(), area.right() - placed.width() + 1)));
    placed.moveTop(std::clamp(placed.top(), area.top(),
                              std::max(area.top(), area.bottom() - placed.height() + 1)));
    if (placed.topLeft() != window->frameGeometry().topLeft())
        window->move(placed.topLeft());
}

} // namespace polychip::ui
