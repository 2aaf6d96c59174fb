// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

namespace polychip::ui {

/**
 * A window of its own showing a page's content full screen in a larger font, for a screen on
 * the wall. It borrows the content: Esc (or closing the window) emits left(), and the page
 * takes its content back with takeContent().
 */
class DashboardWallboard final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardWallboard)

public:
    /// Reparents `content` into this window. `parent` (the page) owns the window, which is a
    /// top-level window all the same.
    DashboardWallboard(QWidget *content, QWidget *parent);
    ~DashboardWallboard() override;

    /// Gives the content back, for the caller's layout (which reparents it); null once given.
    QWidget *takeContent();

Q_SIGNALS:
    /// Emitted when the user leaves the wallboard (Esc, or closing its window).
    void left();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QPointer<QWidget> m_content;
};

} // namespace polychip::ui
