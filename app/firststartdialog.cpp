// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "firststartdialog.h"

#include "kit/colors.h"
#include "kit/consolepage.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace polychip::app {

api::Role roleFor(Purpose purpose)
{
    switch (purpose) {
    case Purpose::FollowSpend:
        return api::Role::Manager;
    case Purpose::Learn:
        return api::Role::Trainee;
    case Purpose::Develop:
        break;
    }
    return api::Role::Developer;
}

QString startPageFor(Purpose purpose)
{
    switch (purpose) {
    case Purpose::FollowSpend:
        return QString::fromLatin1(ui::pageid::kDashboard);
    case Purpose::Learn: // the first lesson's first step: launch from a template
        return QString::fromLatin1(ui::pageid::kTemplates);
    case Purpose::Develop:
        break;
    }
    return QString::fromLatin1(ui::pageid::kInstances);
}

FirstStartDialog::FirstStartDialog(QWidget *parent)
    : QDialog(parent)
    , m_question(new QLabel(this))
    , m_note(new QLabel(this))
    , m_develop(new QCommandLinkButton(this))
    , m_spend(new QCommandLinkButton(this))
    , m_learn(new QCommandLinkButton(this))
    , m_notNow(new QPushButton(this))
{
    setObjectName(QStringLiteral("firstStartDialog"));
    m_develop->setObjectName(QStringLiteral("purposeDevelop"));
    m_spend->setObjectName(QStringLiteral("purposeFollowSpend"));
    m_learn->setObjectName(QStringLiteral("purposeLearn"));
    m_notNow->setObjectName(QStringLiteral("purposeNotNow"));
    QFont bigger = m_question->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.25);
    bigger.setBold(true);
    m_question->setFont(bigger);
    m_question->setWordWrap(true);
    m_note->setWordWrap(true);
    ui::setMuted(m_note);

    const auto answer = [this](QCommandLinkButton *button, Purpose purpose) {
        connect(button, &QCommandLinkButton::clicked, this, [this, purpose] {
            Q_EMIT chosen(purpose);
            accept();
        });
    };
    answer(m_develop, Purpose::Develop);
    answer(m_spend, Purpose::FollowSpend);
    answer(m_learn, Purpose::Learn);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_notNow, QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addWidget(m_develop);
    layout->addWidget(m_spend);
    layout->addWidget(m_learn);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    m_develop->setDefault(true);
    m_develop->setFocus();
    retranslate();
}

void FirstStartDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void FirstStartDialog::retranslate()
{
    setWindowTitle(tr("Welcome to Polychip"));
    m_question->setText(tr("What are you here for?"));
    m_develop->setText(tr("&Launch and watch work"));
    m_develop->setDescription(tr("Start instances from templates, switch backends, follow "
                                 "tokens/s, utilisation and loss. Opens on Instances, signed in to "
                                 "the simulator as a developer."));
    m_spend->setText(tr("&Follow spend"));
    m_spend->setDescription(tr("Spend by backend, chip, project and user; budgets and forecasts. "
                               "Opens on the Dashboard, signed in to the simulator as a manager."));
    m_learn->setText(tr("L&earn with lessons"));
    m_learn->setDescription(tr("Step-by-step lessons on the offline simulator, checked as you go. "
                               "Opens on Templates with the first lesson beside it, signed in "
                               "to the simulator as a trainee."));
    m_note->setText(tr("Change it at any time: the page in File → Preferences, whom the simulator "
                       "signs you in as in Connection → Simulator identity."));
    m_notNow->setText(tr("Not now"));
    m_notNow->setToolTip(tr("Keep the defaults: an administrator of the simulator, on Instances"));
    setMinimumWidth(fontMetrics().averageCharWidth() * 70);
}

} // namespace polychip::app
