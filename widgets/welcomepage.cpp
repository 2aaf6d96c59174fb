// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "welcomepage.h"

#include "polychip/version.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace polychip::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_version(new QLabel(this))
    , m_summary(new QLabel(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setAlignment(Qt::AlignCenter);
    m_version->setAlignment(Qt::AlignCenter);
    m_version->setObjectName(QStringLiteral("versionLabel"));
    m_version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setAlignment(Qt::AlignCenter);
    m_summary->setWordWrap(true);

    // A centred column of bounded width: a word-wrapped label given an alignment inside a
    // layout gets no height for its width and is clipped, so the column carries the width.
    auto *column = new QWidget(this);
    column->setMaximumWidth(560);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addStretch(2);
    columnLayout->addWidget(m_title);
    columnLayout->addWidget(m_version);
    columnLayout->addSpacing(16);
    columnLayout->addWidget(m_summary);
    columnLayout->addStretch(3);

    auto *layout = new QHBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(column, 4);
    layout->addStretch(1);

    retranslate();
}

QString WelcomePage::versionText() const
{
    return m_version->text();
}

void WelcomePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WelcomePage::retranslate()
{
    m_title->setText(tr("Polychip"));
    m_version->setText(tr("Version %1").arg(QString::fromLatin1(kVersion)));
    m_summary->setText(tr("Rent, run and watch GPU, TPU, NPU and CPU instances, move a job "
                          "between backends without losing its checkpoint, and keep spending "
                          "in view. Everything also works offline on the bundled simulator."));
}

} // namespace polychip::ui
