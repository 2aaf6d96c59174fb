// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The delegates that draw their cells' text themselves (from texts laid out once): the cells
// must look exactly as the style draws them, in the instances table (icons, right-aligned
// figures, elided names) and in the catalogue's facets (a tree of check boxes, bold branches).
#include "instances/instancedelegate.h"
#include "instances/instancetablemodel.h"
#include "kit/kepttextdelegate.h"
#include "kit/viewkeys.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QStandardItemModel>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

using namespace polychip;

namespace {

/// A table as the Instances page has it, with texts of every kind a cell shows.
void fill(QStandardItemModel &model)
{
    model.setColumnCount(ui::InstanceTableModel::ColumnCount);
    const QStringList texts = {QStringLiteral("Running · Waking 40%"),
                               QStringLiteral("llama-3-8b-finetune-with-a-rather-long-name"),
                               QStringLiteral("CUDA"),
                               QStringLiteral("H100 80GB × 8"),
                               QStringLiteral("训练任务"),
                               QStringLiteral("1,234"),
                               QStringLiteral("87%"),
                               QStringLiteral("¥123.45/h"),
                               QStringLiteral("¥98,765.43"),
                               QStringLiteral("3 d 04:05:06"),
                               QString()};
    for (int row = 0; row < 12; ++row) {
        QList<QStandardItem *> items;
        for (int column = 0; column < model.columnCount(); ++column) {
            auto *item = new QStandardItem(texts.value(column)
                                           + (row % 3 ? QString::number(row) : QString()));
            if (column >= ui::InstanceTableModel::TokensColumn
                && column <= ui::InstanceTableModel::UptimeColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == 0)
                item->setIcon(qApp->style()->standardIcon(QStyle::SP_MediaPlay));
            items << item;
        }
        model.appendRow(items);
    }
}

/// The table as the Instances page sets it up (`wrap`: as a QTableView is by default), painted
/// by `delegate` (deleted with the view).
QImage render(QAbstractItemDelegate *delegate,
              const QAbstractItemModel &model,
              bool wrap,
              Qt::LayoutDirection direction,
              bool enabled)
{
    QTableView view;
    view.setModel(const_cast<QAbstractItemModel *>(&model));
    delegate->setParent(&view); // the view does not own its delegate
    view.setItemDelegate(delegate);
    view.setWordWrap(wrap);
    view.setLayoutDirection(direction);
    view.setEnabled(enabled);
    view.verticalHeader()->hide();
    view.verticalHeader()->setDefaultSectionSize(view.fontMetrics().height() + 10);
    view.setAlternatingRowColors(true);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.resize(1100, 420);
    view.setColumnWidth(1, 120); // a long name is elided
    view.selectRow(2);
    view.setCurrentIndex(model.index(2, 1));
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return {};
    return view.viewport()->grab().toImage();
}

/// A tree as the catalogue's facets: bold branches of checkable values with counts, one
/// branch closed, a value hidden, one checked and current, painted by `delegate`.
QImage renderTree(QAbstractItemDelegate *delegate, bool enabled, bool rows)
{
    QTreeWidget tree;
    tree.setSelectionBehavior(rows ? QAbstractItemView::SelectRows
                                   : QAbstractItemView::SelectItems);
    delegate->setParent(&tree);
    tree.setItemDelegate(delegate);
    tree.setHeaderHidden(true);
    tree.setUniformRowHeights(true);
    tree.setEnabled(enabled);
    const QStringList branches
        = {QStringLiteral("Family"), QStringLiteral("Quantization"), QStringLiteral("参数量")};
    QTreeWidgetItem *current = nullptr;
    for (int b = 0; b < branches.size(); ++b) {
        auto *branch = new QTreeWidgetItem(&tree, {branches[b]});
        QFont bold = branch->font(0);
        bold.setBold(true);
        branch->setFont(0, bold);
        for (int v = 0; v < 5; ++v) {
            auto *leaf = new QTreeWidgetItem(
                branch,
                {QStringLiteral("Llama %1 with a rather long name (%2)").arg(v).arg(v * 37)});
            leaf->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            leaf->setCheckState(0, v == 1 ? Qt::Checked : Qt::Unchecked);
            leaf->setHidden(v == 3);
            if (b == 0 && v == 1)
                current = leaf;
        }
        branch->setExpanded(b != 1);
    }
    tree.resize(240, 320); // the long values are elided
    tree.setCurrentItem(current);
    tree.show();
    if (!QTest::qWaitForWindowExposed(&tree))
        return {};
    return tree.viewport()->grab().toImage();
}

/// How many pixels differ (the images saved as `name`-styled/-own.png when some do).
int differing(const QImage &styled, const QImage &own, const QString &name)
{
    if (own.size() != styled.size())
        return -1;
    int n = 0;
    for (int y = 0; y < own.height(); ++y) {
        for (int x = 0; x < own.width(); ++x)
            n += own.pixel(x, y) != styled.pixel(x, y);
    }
    if (n) {
        styled.save(name + QStringLiteral("-styled.png"));
        own.save(name + QStringLiteral("-own.png"));
    }
    return n;
}

} // namespace

class KeptTextDelegateTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QApplication::setStyle(QStringLiteral("Fusion")); }

    void cellsLookAsTheStyleDrawsThem_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<bool>("wrap");
        QTest::addColumn<Qt::LayoutDirection>("direction");
        QTest::addColumn<bool>("enabled");
        for (const QString &style : {QStringLiteral("Fusion"), QStringLiteral("Windows")}) {
            const QByteArray s = style.toLatin1() + ": ";
            QTest::newRow(s + "one line, elided") << style << false << Qt::LeftToRight << true;
            QTest::newRow(s + "right to left (left to the style)")
                << style << false << Qt::RightToLeft << true;
            QTest::newRow(s + "disabled") << style << false << Qt::LeftToRight << false;
            QTest::newRow(s + "wrapped (left to the style)")
                << style << true << Qt::LeftToRight << true;
        }
    }

    void cellsLookAsTheStyleDrawsThem()
    {
        QFETCH(QString, style);
        QFETCH(bool, wrap);
        QFETCH(Qt::LayoutDirection, direction);
        QFETCH(bool, enabled);
        QApplication::setStyle(style);
        QStandardItemModel model;
        fill(model);
        // The Instances table outlines the current row where the keyboard is: the reference is
        // the style's painting with that same outline.
        const QImage styled = render(new ui::FocusOutlineDelegate, model, wrap, direction, enabled);
        const QImage own = render(new ui::InstanceDelegate, model, wrap, direction, enabled);
        QVERIFY(!styled.isNull());
        QCOMPARE(differing(styled, own, QStringLiteral("tst_kepttextdelegate-table")), 0);
    }

    void aTreeOfCheckBoxesLooksAsTheStyleDrawsIt_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<bool>("enabled");
        QTest::addColumn<bool>("rows"); // selected whole, as the facets are
        for (const QString &style : {QStringLiteral("Fusion"), QStringLiteral("Windows")}) {
            const QByteArray s = style.toLatin1() + ": ";
            QTest::newRow(s + "enabled") << style << true << true;
            QTest::newRow(s + "disabled") << style << false << true;
            // Windows then sizes the text's rect to the text (left to the style).
            QTest::newRow(s + "items selected alone") << style << true << false;
        }
    }

    void aTreeOfCheckBoxesLooksAsTheStyleDrawsIt()
    {
        // Bold branches and plain values in turn: texts kept in each font.
        QFETCH(QString, style);
        QFETCH(bool, enabled);
        QFETCH(bool, rows);
        QApplication::setStyle(style);
        const QImage styled = renderTree(new QStyledItemDelegate, enabled, rows);
        const QImage own = renderTree(new ui::KeptTextDelegate, enabled, rows);
        QVERIFY(!styled.isNull());
        QCOMPARE(differing(styled, own, QStringLiteral("tst_kepttextdelegate-tree")), 0);
    }

    void aRepaintReusesTheLaidOutTexts()
    {
        // Painting twice gives the same pixels (the second from the kept layouts), and a
        // changed text is drawn anew.
        QStandardItemModel model;
        fill(model);
        QTableView view;
        view.setModel(&model);
        view.setItemDelegate(new ui::InstanceDelegate(&view));
        view.setWordWrap(false);
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage first = view.viewport()->grab().toImage();
        QCOMPARE(view.viewport()->grab().toImage(), first);
        model.item(0, ui::InstanceTableModel::TokensColumn)->setText(QStringLiteral("9,999"));
        QVERIFY(view.viewport()->grab().toImage() != first);
        model.item(0, ui::InstanceTableModel::TokensColumn)->setText(QStringLiteral("1,234"));
        QCOMPARE(view.viewport()->grab().toImage(), first);
    }
};

QTEST_MAIN(KeptTextDelegateTest)
#include "tst_kepttextdelegate.moc"
