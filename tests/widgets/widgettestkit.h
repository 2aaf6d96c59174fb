// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the pages' GUI tests share: finding a child by object name, answering a message box, and
// hosting a page as the main window does (with its status widgets in a status bar).

#include <QAbstractButton>
#include <QMessageBox>
#include <QSize>
#include <QStatusBar>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

namespace polychip::test {

/// The child of `w` named `name` (null when there is none).
template <class T>
T *child(const QWidget &w, const char *name)
{
    return w.findChild<T *>(QString::fromLatin1(name));
}

/// Clicks the button `buttonName` (null: Cancel) of the message box `boxName` once it is open,
/// and waits until it closed.
inline bool answer(const QWidget &page, const char *boxName, const char *buttonName)
{
    QMessageBox *box = nullptr;
    if (!QTest::qWaitFor([&] { return (box = child<QMessageBox>(page, boxName)) != nullptr; }))
        return false;
    QAbstractButton *button
        = buttonName ? child<QAbstractButton>(*box, buttonName) : box->button(QMessageBox::Cancel);
    if (!button)
        return false;
    button->click();
    return QTest::qWaitFor([&] { return child<QMessageBox>(page, boxName) == nullptr; });
}

/** A page of type P as the main window hosts it: filling a window, its status widgets in a
 *  status bar below. Shown on construction. */
template <class P>
struct HostedPage
{
    QWidget window;
    P *page = new P(&window);
    QStatusBar *bar = new QStatusBar(&window);

    explicit HostedPage(QSize size = {1200, 820})
    {
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(page, 1);
        layout->addWidget(bar);
        for (QWidget *w : page->statusWidgets())
            bar->addPermanentWidget(w);
        window.resize(size);
        window.show();
    }
};

} // namespace polychip::test
