// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "comingpage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace polychip::ui {

ComingPage::ComingPage(Spec spec, QWidget *parent)
    : ConsolePage(spec.id, parent)
    , m_spec(std::move(spec))
    , m_title(new QLabel(this))
    , m_description(new QLabel(this))
    , m_note(new QLabel(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setObjectName(QStringLiteral("comingTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_description->setObjectName(QStringLiteral("comingDescription"));
    m_description->setAlignment(Qt::AlignCenter);
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_note->setObjectName(QStringLiteral("comingNote"));
    m_note->setAlignment(Qt::AlignCenter);
    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    // As on the welcome page: a bounded column carries the width, so wrapped labels get
    // their height for that width instead of being clipped.
    auto *column = new QWidget(this);
    column->setMaximumWidth(560);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addStretch(2);
    columnLayout->addWidget(m_title);
    columnLayout->addSpacing(8);
    columnLayout->addWidget(m_description);
    columnLayout->addSpacing(16);
    columnLayout->addWidget(m_note);
    columnLayout->addStretch(3);

    auto *layout = new QHBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(column, 4);
    layout->addStretch(1);

    retranslate();
}

QString ComingPage::title() const
{
    return tr(m_spec.title);
}

QIcon ComingPage::icon() const
{
    return style()->standardIcon(m_spec.icon);
}

QString ComingPage::description() const
{
    return tr(m_spec.description);
}

bool ComingPage::isAvailable(const PageContext &context) const
{
    return !m_spec.simulatorOnly || context.simulator;
}

QString ComingPage::noteText() const
{
    return m_note->text();
}

void ComingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComingPage::retranslate()
{
    m_title->setText(title());
    m_description->setText(description());
    m_note->setText(tr("Coming in a later version of Polychip."));
    Q_EMIT describedChanged();
}

} // namespace polychip::ui
