// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "messagebar.h"

#include "colors.h"
#include "standardicons.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace polychip::ui {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // messages quote the platform's text
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setIcon(standardIcon(this, QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    m_hide.setSingleShot(true);
    m_hide.setInterval(6'000);
    connect(&m_hide, &QTimer::timeout, this, &QWidget::hide);
    retranslate();
    hide();
}

void MessageBar::showMessage(const QString &text, bool error, const QString &details)
{
    m_error = error;
    m_text->setText(text);
    m_text->setToolTip(details);
    QPalette p = palette();
    // A tint of the signal colour over the window colour: readable in light and dark themes.
    p.setColor(QPalette::Window,
               tinted(p.color(QPalette::Window), toneColor(error ? Tone::Bad : Tone::Info), 0.15));
    setPalette(p);
    show();
    if (error)
        m_hide.stop();
    else
        m_hide.start();
}

QString MessageBar::text() const
{
    return isVisible() ? m_text->text() : QString();
}

void MessageBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void MessageBar::retranslate()
{
    m_close->setToolTip(tr("Dismiss"));
}

} // namespace polychip::ui
