// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "welcomepage.h"

#include "polychip/version.h"

#include <QEvent>
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
    m_summary->setAlignment(Qt::AlignCenter);
    m_summary->setWordWrap(true);
    m_summary->setMaximumWidth(560);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(m_title);
    layout->addWidget(m_version);
    layout->addSpacing(16);
    layout->addWidget(m_summary, 0, Qt::AlignHCenter);
    layout->addStretch(3);

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
