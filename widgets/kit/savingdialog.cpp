// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "savingdialog.h"

#include "colors.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace polychip::ui {

SavingDialog::SavingDialog(const QString &errorName, QWidget *parent)
    : QDialog(parent)
    , m_errorName(errorName)
{}

void SavingDialog::setContent(QLayout *content)
{
    // Made after the subclass's fields: the focus starts in the first field and Tab reaches
    // OK and Cancel last (Qt's tab order is the order widgets were made).
    m_error = new QLabel(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_error->setObjectName(m_errorName);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText); // may quote the platform's message
    setTextTone(m_error, TextTone::Error);
    m_error->hide();
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        aboutToSave();
        if (const QString why = validationError(); !why.isEmpty())
            return showError(why);
        m_error->hide();
        Q_EMIT saveRequested();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(content);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
}

void SavingDialog::setBusy(bool busy)
{
    if (m_buttons)
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

void SavingDialog::showError(const QString &text, const QString &details)
{
    if (!m_error)
        return;
    m_error->setText(text);
    m_error->setToolTip(details);
    m_error->show();
}

void SavingDialog::finish()
{
    accept();
}

} // namespace polychip::ui
