// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

class QScreen;

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

    /// Shows the window over the whole of `screen` in type sized for it (typeScale()). The
    /// geometry is set as well as the full-screen state, which a bare X session without a
    /// window manager (a team screen's) does not honour.
    void showOn(QScreen *screen);
    /// How much larger than the window's the wallboard's type is on a screen `height` pixels
    /// high: read from across a room on a large screen, nothing cut off at 1280x720 (1 at 720
    /// pixels, 1.5 at 1080, 3 at 2160 and above).
    static qreal typeScale(int height);

Q_SIGNALS:
    /// Emitted when the user leaves the wallboard (Esc, or closing its window).
    void left();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    QPointer<QWidget> m_content;
    QFont m_baseFont; ///< the window's, scaled for the screen shown on
};

} // namespace polychip::ui
