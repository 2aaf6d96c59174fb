// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "spandialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"

#include <QDateTime>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

QDateTimeEdit *makeEdit(const char *name, QWidget *parent)
{
    auto *edit = new QDateTimeEdit(parent);
    edit->setObjectName(QString::fromLatin1(name));
    edit->setTimeSpec(shownTimeSpec());
    edit->setDisplayFormat(editFormat());
    edit->setCalendarPopup(true);
    return edit;
}

} // namespace

SpanDialog::SpanDialog(const dashboard::Span &span, QWidget *parent)
    : QDialog(parent)
    , m_from(makeEdit("spanFrom", this))
    , m_to(makeEdit("spanTo", this))
    , m_error(new QLabel(this))
    , m_ok(nullptr)
{
    setObjectName(QStringLiteral("spanDialog"));
    setWindowTitle(tr("Custom Range"));
    const QString zone = timeZoneText(span.from);
    m_from->setToolTip(tr("The first minute shown (%1)").arg(zone));
    m_to->setToolTip(tr("The end of the range (%1), not included").arg(zone));
    m_error->setObjectName(QStringLiteral("spanError"));
    m_error->setWordWrap(true);
    setTextTone(m_error, TextTone::Error);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setObjectName(QStringLiteral("spanOk"));

    auto *form = new QFormLayout;
    form->addRow(tr("&From (%1):").arg(zone), m_from);
    form->addRow(tr("&To (%1):").arg(zone), m_to);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, &SpanDialog::validate);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, &SpanDialog::validate);
    setSpan(span);
}

dashboard::Span SpanDialog::span() const
{
    return {m_from->dateTime().toSecsSinceEpoch(), m_to->dateTime().toSecsSinceEpoch()};
}

void SpanDialog::setSpan(const dashboard::Span &span)
{
    m_from->setDateTime(QDateTime::fromSecsSinceEpoch(span.from, QTimeZone::utc()));
    m_to->setDateTime(QDateTime::fromSecsSinceEpoch(span.to, QTimeZone::utc()));
    validate();
}

QString SpanDialog::validationError() const
{
    const dashboard::Span s = span();
    if (s.to <= s.from)
        return tr("The range must end after it starts.");
    if (s.to - s.from > std::int64_t(dashboard::kMaxSpanDays) * 86400)
        return tr("The range can be at most %n day(s) long.", nullptr, dashboard::kMaxSpanDays);
    return {};
}

void SpanDialog::validate()
{
    const QString why = validationError();
    m_error->setText(why);
    m_error->setVisible(!why.isEmpty());
    m_ok->setEnabled(why.isEmpty());
}

} // namespace polychip::ui
