// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "fittedlabel.h"

#include <QFontMetrics>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

QFont scaled(QFont font, qreal factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    return font;
}

} // namespace

FittedLabel::FittedLabel(QWidget *parent)
    : QLabel(parent)
    , m_preferred(font())
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    // The width is the layout's to give: the text adapts to it.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void FittedLabel::setPreferredFont(const QFont &font)
{
    m_preferred = font;
    fit();
}

void FittedLabel::setFloorFactor(qreal factor)
{
    m_floor = std::clamp(factor, 0.1, 1.0);
    m_fitted.room = -1; // fitted again
    fit();
}

void FittedLabel::setFullText(const QString &text)
{
    m_text = text;
    fit();
}

QSize FittedLabel::sizeHint() const
{
    const QFontMetrics fm = fontMetrics(); // as shown: layouts give the width anyway
    const QMargins m = contentsMargins();
    return {fm.horizontalAdvance(m_text) + m.left() + m.right() + 2 * margin(),
            fm.height() + m.top() + m.bottom() + 2 * margin()};
}

QSize FittedLabel::minimumSizeHint() const
{
    // As high as the preferred font: the row keeps its height when the text shrinks.
    const QMargins m = contentsMargins();
    return {QFontMetrics(scaled(m_preferred, m_floor)).averageCharWidth() * 3,
            QFontMetrics(m_preferred).height() + m.top() + m.bottom() + 2 * margin()};
}

void FittedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        fit();
}

void FittedLabel::fit()
{
    const int room = contentsRect().width() - 2 * margin();
    // Every tick sets the figure again: nothing to do unless the text, the room or the font
    // asked for changed.
    if (m_text == m_fitted.text && room == m_fitted.room && m_preferred == m_fitted.font)
        return;
    m_fitted = {m_text, room, m_preferred};
    QFont shown = m_preferred;
    const int need = QFontMetrics(m_preferred).horizontalAdvance(m_text);
    if (room > 0 && need > room) {
        const QFont floor = scaled(m_preferred, m_floor);
        const qreal floorSize = QFontInfo(floor).pointSizeF();
        shown = scaled(m_preferred, std::max(m_floor, qreal(room) / qreal(need) * 0.98));
        // Fonts come in steps: shrink further while the scaled one still does not fit.
        for (int i = 0; i < 8 && QFontMetrics(shown).horizontalAdvance(m_text) > room
                        && QFontInfo(shown).pointSizeF() > floorSize;
             ++i)
            shown = scaled(shown, 0.94);
    }
    const bool fontChanged = font() != shown;
    if (fontChanged)
        setFont(shown);
    const QFontMetrics fm(shown);
    const bool elided = room > 0 && fm.horizontalAdvance(m_text) > room;
    setText(elided ? fm.elidedText(m_text, Qt::ElideRight, room) : m_text);
    setToolTip(elided ? m_text : QString()); // says it elides (read by the UI lint)
    if (fontChanged)
        updateGeometry(); // a smaller font is a lower line
}

} // namespace polychip::ui
