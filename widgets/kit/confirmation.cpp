// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "confirmation.h"

#include <QAbstractButton>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpacerItem>

namespace polychip::ui {

namespace {

/// About this many average characters to a line: QMessageBox otherwise wraps a long text by
/// the width of its short question, which leaves Chinese text a column a few characters wide.
constexpr int kLineChars = 56;

} // namespace

QMessageBox *confirmation(QWidget *parent, const Confirmation &c, std::function<void()> then)
{
    auto *box = new QMessageBox(c.icon, c.title, c.question, QMessageBox::Cancel, parent);
    box->setObjectName(c.name);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(c.details);
    // QMessageBox::setTextFormat() formats the question only (Qt 6.4): the details' label is
    // made plain here.
    if (auto *details = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel")))
        details->setTextFormat(Qt::PlainText);
    QPushButton *confirm = box->addButton(c.button, c.role);
    confirm->setObjectName(c.name + QStringLiteral("Button"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (auto *grid = qobject_cast<QGridLayout *>(box->layout())) {
        const int width = box->fontMetrics().averageCharWidth() * kLineChars;
        grid->addItem(new QSpacerItem(width, 0, QSizePolicy::Minimum, QSizePolicy::Fixed),
                      grid->rowCount(), 0, 1, grid->columnCount());
    }
    QObject::connect(box, &QMessageBox::buttonClicked, box,
                     [confirm, then = std::move(then)](QAbstractButton *b) {
                         if (b == confirm && then)
                             then();
                     });
    return box;
}

} // namespace polychip::ui
