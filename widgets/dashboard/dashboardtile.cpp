// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardtile.h"

#include "fittedlabel.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QStyleOptionFocusRect>
#include <QStylePainter>
#include <QVBoxLayout>

namespace polychip::ui {

DashboardTile::DashboardTile(const QString &name, QWidget *parent)
    : QFrame(parent)
    , m_caption(new QLabel(this))
    , m_value(new FittedLabel(this))
    , m_detail(new QLabel(this))
{
    setObjectName(QStringLiteral("tile_") + name);
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_Hover);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);

    m_caption->setObjectName(QStringLiteral("tileCaption"));
    m_value->setObjectName(QStringLiteral("tileValue"));
    m_detail->setObjectName(QStringLiteral("tileDetail"));
    for (QLabel *label : std::initializer_list<QLabel *>{m_caption, m_value, m_detail}) {
        label->setTextFormat(Qt::PlainText);
        // The tile takes the clicks and shows the tooltip, not its labels.
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    m_detail->setWordWrap(true);
    setMuted(m_caption);
    setMuted(m_detail);
    m_value->setFullText(QStringLiteral("—"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(2);
    layout->addWidget(m_caption);
    layout->addWidget(m_value);
    layout->addWidget(m_detail);
    layout->addStretch(1);
    applyFonts();
}

void DashboardTile::setCaption(const QString &text)
{
    m_caption->setText(text);
    describe();
}

void DashboardTile::setValue(const QString &text, TextTone tone)
{
    m_value->setFullText(text);
    setTextTone(m_value, tone);
    describe();
}

void DashboardTile::setDetail(const QString &text)
{
    m_detail->setText(text);
    m_detail->setVisible(!text.isEmpty());
    describe();
}

QString DashboardTile::caption() const
{
    return m_caption->text();
}

QString DashboardTile::value() const
{
    return m_value->fullText();
}

QString DashboardTile::detail() const
{
    return m_detail->text();
}

void DashboardTile::describe()
{
    setAccessibleName(m_caption->text());
    setAccessibleDescription(m_detail->text().isEmpty()
                                 ? m_value->fullText()
                                 : m_value->fullText() + QLatin1Char('\n') + m_detail->text());
}

void DashboardTile::mousePressEvent(QMouseEvent *event)
{
    m_pressed = event->button() == Qt::LeftButton;
    QFrame::mousePressEvent(event);
}

void DashboardTile::mouseReleaseEvent(QMouseEvent *event)
{
    const bool click = m_pressed && event->button() == Qt::LeftButton
                       && rect().contains(event->position().toPoint());
    m_pressed = false;
    QFrame::mouseReleaseEvent(event);
    if (click)
        Q_EMIT activated();
}

void DashboardTile::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!event->isAutoRepeat())
            Q_EMIT activated();
        event->accept();
        return;
    default:
        QFrame::keyPressEvent(event);
    }
}

void DashboardTile::focusInEvent(QFocusEvent *event)
{
    QFrame::focusInEvent(event);
    update();
}

void DashboardTile::focusOutEvent(QFocusEvent *event)
{
    QFrame::focusOutEvent(event);
    update();
}

void DashboardTile::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    if (!hasFocus())
        return;
    QStylePainter painter(this);
    QStyleOptionFocusRect option;
    option.initFrom(this);
    option.rect = rect().adjusted(3, 3, -3, -3);
    option.backgroundColor = palette().color(QPalette::Base);
    painter.drawPrimitive(QStyle::PE_FrameFocusRect, option);
}

void DashboardTile::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QFrame::changeEvent(event);
}

void DashboardTile::applyFonts()
{
    // Set from the tile's own font, so that a larger one (the wallboard's) scales them too.
    const auto scaled = [this](qreal factor) {
        QFont f = font();
        if (f.pointSizeF() > 0)
            f.setPointSizeF(f.pointSizeF() * factor);
        else
            f.setPixelSize(qRound(f.pixelSize() * factor));
        return f;
    };
    QFont big = scaled(1.8);
    big.setBold(true);
    m_value->setPreferredFont(big);
    m_detail->setFont(scaled(0.9));
}

} // namespace polychip::ui
