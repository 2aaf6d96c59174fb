// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The item views' keyboard: the context menu on Shift+F10 and the Menu key, and a focus that
// can be seen.
#include "instances/instancedelegate.h"
#include "kit/kepttextdelegate.h"
#include "kit/viewkeys.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

#include <functional>

using namespace polychip;

namespace {

/// Runs `press`; returns the global top left of the popup menu it opened (closed then), or
/// an invalid point when none opened.
QPoint menuOpenedBy(const std::function<void()> &press)
{
    QPoint at(-1, -1);
    QTimer watch;
    watch.setInterval(5);
    QObject::connect(&watch, &QTimer::timeout, &watch, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            at = menu->geometry().topLeft();
            menu->close();
        }
    });
    watch.start();
    press();
    static_cast<void>(QTest::qWaitFor([&] { return at != QPoint(-1, -1); }, 1000));
    return at;
}

/// Pixels of `rect` whose lightness differs by more than a third of the range between `a` and
/// `b`: what a user sees change, not a faint tint.
int stronglyChanged(const QImage &a, const QImage &b, const QRect &rect)
{
    int changed = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const int la = QColor(a.pixel(x, y)).lightness();
            const int lb = QColor(b.pixel(x, y)).lightness();
            changed += std::abs(la - lb) > 85;
        }
    }
    return changed;
}

/** A window with a view and a field to take the focus away from it. */
struct Window
{
    QWidget window;
    QLineEdit *field = new QLineEdit(&window);

    void show(QWidget *view)
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(field);
        layout->addWidget(view);
        window.resize(500, 400);
        window.show();
        window.activateWindow();
    }

    /// The view's viewport drawn with the focus in the field and in the view.
    std::pair<QImage, QImage> unfocusedAndFocused(QAbstractItemView *view)
    {
        field->setFocus();
        QTest::qWait(20);
        const QImage without = view->viewport()->grab().toImage();
        view->setFocus();
        QTest::qWait(20);
        const QImage with = view->viewport()->grab().toImage();
        return {without, with};
    }
};

QStandardItemModel *tableModel(QObject *parent)
{
    auto *model = new QStandardItemModel(6, 3, parent);
    for (int r = 0; r < 6; ++r) {
        for (int c = 0; c < 3; ++c)
            model->setItem(r, c, new QStandardItem(QStringLiteral("cell %1.%2").arg(r).arg(c)));
    }
    return model;
}

} // namespace

class ViewKeysTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contextMenuKeysOpenTheActionsMenuAtTheCurrentRow_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("Shift+F10") << int(Qt::Key_F10) << int(Qt::ShiftModifier);
        QTest::newRow("Menu") << int(Qt::Key_Menu) << int(Qt::NoModifier);
    }

    void contextMenuKeysOpenTheActionsMenuAtTheCurrentRow()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        Window w;
        auto *view = new QTableView;
        view->setModel(tableModel(view));
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setContextMenuPolicy(Qt::ActionsContextMenu);
        view->addAction(new QAction(QStringLiteral("Do it"), view));
        ui::addContextMenuKeys(view);
        w.show(view);
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(4, 1));

        const QPoint at = menuOpenedBy(
            [&] { QTest::keyClick(view, Qt::Key(key), Qt::KeyboardModifiers(modifiers)); });
        QVERIFY2(at != QPoint(-1, -1), "no menu opened");
        // At the current row, not at the pointer or the view's corner.
        const QRect row = view->visualRect(view->currentIndex());
        const QPoint rowTop = view->viewport()->mapToGlobal(row.topLeft());
        QVERIFY2(std::abs(at.y() - (rowTop.y() + row.height() / 2)) <= row.height(),
                 qPrintable(QStringLiteral("menu at %1, row at %2").arg(at.y()).arg(rowTop.y())));
    }

    void contextMenuKeysAskACustomMenuAtTheCurrentItem()
    {
        Window w;
        auto *view = new QListWidget;
        for (int i = 0; i < 5; ++i)
            view->addItem(QStringLiteral("item %1").arg(i));
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        ui::addContextMenuKeys(view);
        w.show(view);
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        view->setFocus();
        view->setCurrentRow(3);
        QSignalSpy asked(view, &QWidget::customContextMenuRequested);
        QTest::keyClick(view, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(asked.count(), 1);
        QVERIFY(view->visualItemRect(view->item(3)).contains(asked.at(0).at(0).toPoint()));
        // Not with the focus elsewhere.
        w.field->setFocus();
        QTest::keyClick(w.field, Qt::Key_F10, Qt::ShiftModifier);
        QCOMPARE(asked.count(), 1);
    }

    void focusOutlineIsSeenOnTheCurrentItem()
    {
        Window w;
        auto *view = new QListWidget;
        for (int i = 0; i < 5; ++i)
            view->addItem(QStringLiteral("item %1").arg(i));
        view->setItemDelegate(new ui::FocusOutlineDelegate(view));
        w.show(view);
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        view->setCurrentRow(2);
        const auto [without, with] = w.unfocusedAndFocused(view);
        const QRect item = view->visualItemRect(view->item(2));
        // An outline all round: at least its perimeter once.
        QVERIFY2(stronglyChanged(without, with, item) >= item.width() + item.height(),
                 qPrintable(QString::number(stronglyChanged(without, with, item))));
        // Only there.
        const QRect other = view->visualItemRect(view->item(0));
        QCOMPARE(stronglyChanged(without, with, other), 0);
    }

    void focusOutlineFollowsTheCurrentRowOfATable()
    {
        Window w;
        auto *view = new QTableView;
        view->setModel(tableModel(view));
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setItemDelegate(new ui::InstanceDelegate(view));
        w.show(view);
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        view->selectionModel()->setCurrentIndex(view->model()->index(3, 1),
                                                QItemSelectionModel::ClearAndSelect
                                                    | QItemSelectionModel::Rows);
        const auto [without, with] = w.unfocusedAndFocused(view);
        // Every cell of the row, not the current cell alone: the row is what the keys act on.
        for (int c = 0; c < 3; ++c) {
            const QRect cell = view->visualRect(view->model()->index(3, c));
            QVERIFY2(stronglyChanged(without, with, cell) >= cell.width(),
                     qPrintable(QStringLiteral("column %1: %2")
                                    .arg(c)
                                    .arg(stronglyChanged(without, with, cell))));
        }
    }

    void everyViewSetUpShowsWhereTheKeyboardIs_data()
    {
        QTest::addColumn<bool>("keptText"); // the catalogue's own cell painting
        QTest::newRow("the style's painting") << false;
        QTest::newRow("kept texts") << true;
    }

    void everyViewSetUpShowsWhereTheKeyboardIs()
    {
        QFETCH(bool, keptText);
        Window w;
        auto *view = new QTableView;
        view->setModel(tableModel(view));
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        if (keptText) {
            auto *cells = new ui::KeptTextDelegate(view);
            cells->setFocusOutline(true);
            view->setItemDelegate(cells);
        }
        ui::setUpViewKeys(view);
        QVERIFY(!view->tabKeyNavigation());
        // A delegate of the view's own is kept.
        QCOMPARE(qobject_cast<ui::KeptTextDelegate *>(view->itemDelegate()) != nullptr, keptText);
        w.show(view);
        QVERIFY(QTest::qWaitForWindowActive(&w.window));
        view->selectionModel()->setCurrentIndex(view->model()->index(2, 0),
                                                QItemSelectionModel::ClearAndSelect
                                                    | QItemSelectionModel::Rows);
        const auto [without, with] = w.unfocusedAndFocused(view);
        const QRect cell = view->visualRect(view->model()->index(2, 0));
        QVERIFY2(stronglyChanged(without, with, cell) >= cell.width(),
                 qPrintable(QString::number(stronglyChanged(without, with, cell))));
        // Tab leaves the table for the next field.
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(!view->hasFocus());
    }
};

QTEST_MAIN(ViewKeysTest)
#include "tst_viewkeys.moc"
