// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/colors.h"

#include <QFrame>

class QLabel;

namespace polychip::ui {
class FittedLabel;
}

namespace polychip::ui {

/**
 * One figure of the Dashboard: a caption, a big value ("tileValue") and a secondary line
 * ("tileDetail"), with a tooltip saying what the figure is. The tile is a button: a click, or
 * Enter or Space while it has the focus, activates it. The value's font follows the tile's (a
 * larger one on the wallboard), and shrinks rather than cut the figure in a narrow tile.
 */
class DashboardTile final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardTile)

public:
    /// objectName "tile_<name>".
    explicit DashboardTile(const QString &name, QWidget *parent = nullptr);

    void setCaption(const QString &text);
    void setValue(const QString &text, TextTone tone = TextTone::Normal);
    void setDetail(const QString &text);
    QString caption() const;
    QString value() const;
    QString detail() const;

Q_SIGNALS:
    /// Emitted when the tile is clicked, or Enter or Space is pressed while it has the focus.
    void activated();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyFonts();
    void describe();

    QLabel *m_caption;
    FittedLabel *m_value; ///< smaller rather than cut off in a narrow tile
    QLabel *m_detail;
    bool m_pressed = false;
};

} // namespace polychip::ui
