// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QLabel>

namespace polychip::ui {

/**
 * One line of text that is never cut off: shown in its preferred font when that fits the
 * label's width, in a smaller one (down to `floorFactor` of it) when not, and below that elided
 * with the whole text as the tooltip. For a figure in a tile or on a wall screen, where a
 * narrower window should make the figure smaller rather than take digits away.
 */
class FittedLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FittedLabel)

public:
    explicit FittedLabel(QWidget *parent = nullptr);

    /// The font the text is shown in when it fits.
    void setPreferredFont(const QFont &font);
    QFont preferredFont() const { return m_preferred; }
    /// The smallest share of the preferred size the text may shrink to (0.55 by default).
    void setFloorFactor(qreal factor);
    void setFullText(const QString &text);
    QString fullText() const { return m_text; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();

    QString m_text;
    QFont m_preferred;
    qreal m_floor = 0.55;
    /// What the shown text and font were fitted for.
    struct
    {
        QString text;
        int room = -1;
        QFont font;
    } m_fitted;
};

} // namespace polychip::ui
