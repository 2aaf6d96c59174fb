// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingwidgets.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace polychip::ui {

BillingPeriodBox::BillingPeriodBox(QWidget *parent)
    : QComboBox(parent)
{
    for (const BillingPeriod p : {BillingPeriod::ThisMonth, BillingPeriod::Last7Days,
                                  BillingPeriod::Last30Days, BillingPeriod::LastMonth})
        addItem(QString(), int(p)); // named in retranslate()
    retranslate();
}

BillingPeriod BillingPeriodBox::period() const
{
    return BillingPeriod(currentData().toInt());
}

void BillingPeriodBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void BillingPeriodBox::retranslate()
{
    for (int i = 0; i < count(); ++i) {
        switch (BillingPeriod(itemData(i).toInt())) {
        case BillingPeriod::ThisMonth:
            setItemText(i, tr("This month"));
            break;
        case BillingPeriod::Last7Days:
            setItemText(i, tr("Last 7 days"));
            break;
        case BillingPeriod::Last30Days:
            setItemText(i, tr("Last 30 days"));
            break;
        case BillingPeriod::LastMonth:
            setItemText(i, tr("Last month"));
            break;
        }
    }
    setToolTip(tr("The period, in the platform's time (months begin at 00:00 UTC)"));
    setAccessibleName(tr("Period"));
}

BillingStateStack::BillingStateStack(QWidget *table, const QString &prefix, QWidget *parent)
    : QStackedWidget(parent)
    , m_table(table)
    , m_state(new QWidget(this))
    , m_text(new QLabel(m_state))
    , m_retry(new QPushButton(m_state))
{
    m_text->setObjectName(prefix + QStringLiteral("Empty"));
    m_text->setAlignment(Qt::AlignCenter);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // quotes the platform's message
    m_retry->setObjectName(prefix + QStringLiteral("Retry"));
    m_retry->hide();
    auto *layout = new QVBoxLayout(m_state);
    layout->addStretch(1);
    layout->addWidget(m_text);
    layout->addWidget(m_retry, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    addWidget(m_table);
    addWidget(m_state);
    connect(m_retry, &QPushButton::clicked, this, &BillingStateStack::retryRequested);
    retranslate();
}

void BillingStateStack::setLines(const QString &notConnected, const QString &empty)
{
    m_notConnected = notConnected;
    m_empty = empty;
    show(m_shown);
}

void BillingStateStack::show(State state)
{
    m_shown = state;
    switch (state) {
    case State::NotConnected:
        showText(m_notConnected);
        break;
    case State::Loading:
        showText(tr("Loading…"));
        break;
    case State::Failed:
        showText(m_failure, TextTone::Error, m_failureDetails, true);
        break;
    case State::Empty:
        showText(m_empty);
        break;
    case State::Table:
        showTable();
        break;
    case State::Prompt:
        break; // the tab's own line
    }
}

void BillingStateStack::fail(const QString &text, const QString &details)
{
    m_failure = text;
    m_failureDetails = details;
    show(State::Failed);
}

void BillingStateStack::showTable()
{
    m_retry->hide();
    setCurrentWidget(m_table);
}

void BillingStateStack::showText(const QString &text,
                                 TextTone tone,
                                 const QString &toolTip,
                                 bool retry)
{
    m_text->setText(text);
    m_text->setToolTip(toolTip);
    setTextTone(m_text, tone);
    m_retry->setVisible(retry);
    setCurrentWidget(m_state);
}

bool BillingStateStack::tableShown() const
{
    return currentWidget() == m_table;
}

void BillingStateStack::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QStackedWidget::changeEvent(event);
}

void BillingStateStack::retranslate()
{
    m_retry->setText(tr("Try a&gain")); // Alt+A is the Alerts tab's
}

} // namespace polychip::ui
