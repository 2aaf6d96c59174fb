// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "window/commandpalette.h"

#include <QAction>
#include <QLineEdit>
#include <QMainWindow>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

using namespace polychip;

namespace {

QStringList shownNames(const ui::CommandPalette *palette)
{
    auto *list = palette->findChild<QTreeWidget *>(QStringLiteral("commandList"));
    QStringList names;
    if (!list)
        return names;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (!list->topLevelItem(i)->isHidden())
            names << list->topLevelItem(i)->text(0);
    }
    return names;
}

QTreeWidgetItem *rowNamed(const ui::CommandPalette *palette, const QString &name)
{
    auto *list = palette->findChild<QTreeWidget *>(QStringLiteral("commandList"));
    const auto found = list->findItems(name, Qt::MatchExactly, 0);
    return found.isEmpty() ? nullptr : found.first();
}

} // namespace

/** The searchable list of actions. */
class CommandPaletteTest final : public QObject
{
    Q_OBJECT

    QMainWindow *m_window = nullptr;
    QAction *m_launch = nullptr;
    QAction *m_stop = nullptr;
    QAction *m_switch = nullptr;
    QAction *m_export = nullptr;
    QAction *m_quit = nullptr;
    QList<QAction *> m_actions;

    /** A shown palette with its search line focused. */
    QPointer<ui::CommandPalette> open()
    {
        QPointer<ui::CommandPalette> palette = new ui::CommandPalette(m_actions, m_window);
        palette->show();
        if (!QTest::qWaitForWindowExposed(palette))
            return nullptr;
        return palette;
    }

    QLineEdit *search(ui::CommandPalette *palette)
    {
        return palette->findChild<QLineEdit *>(QStringLiteral("commandSearch"));
    }

private Q_SLOTS:
    void init()
    {
        m_window = new QMainWindow;
        m_launch = new QAction(QStringLiteral("&Launch Instance…"), m_window);
        m_launch->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
        m_launch->setStatusTip(QStringLiteral("Start a new GPU, TPU, NPU or CPU instance"));
        m_stop = new QAction(QStringLiteral("S&top Instance"), m_window);
        m_stop->setEnabled(false);
        m_stop->setToolTip(QStringLiteral("Select a running instance first"));
        m_switch = new QAction(QStringLiteral("Switch &Backend"), m_window);
        m_switch->setStatusTip(
            QStringLiteral("Move the job to another chip, keeping its checkpoint"));
        m_export = new QAction(QStringLiteral("Export Billing as CSV"), m_window);
        m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
        m_quit = new QAction(QStringLiteral("退出(&Q)"), m_window);
        auto *separator = new QAction(m_window);
        separator->setSeparator(true);
        m_actions = {m_launch, separator, m_stop, m_switch, m_export, m_quit};
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void listsEveryAction()
    {
        auto palette = open();
        QVERIFY(palette);
        QCOMPARE(shownNames(palette),
                 (QStringList{QStringLiteral("Launch Instance…"), QStringLiteral("Stop Instance"),
                              QStringLiteral("Switch Backend"),
                              QStringLiteral("Export Billing as CSV"), QStringLiteral("退出")}));
        QTreeWidgetItem *launch = rowNamed(palette, QStringLiteral("Launch Instance…"));
        QVERIFY(launch);
        QCOMPARE(launch->text(1),
                 QKeySequence(Qt::CTRL | Qt::Key_N).toString(QKeySequence::NativeText));
        QVERIFY(launch->flags() & Qt::ItemIsEnabled);
        QTreeWidgetItem *stop = rowNamed(palette, QStringLiteral("Stop Instance"));
        QVERIFY(stop);
        QVERIFY(!(stop->flags() & Qt::ItemIsEnabled)); // greyed
        QCOMPARE(stop->toolTip(0), QStringLiteral("Select a running instance first"));
        QVERIFY(palette->testAttribute(Qt::WA_DeleteOnClose));
        QVERIFY(!palette->isModal());
        QCOMPARE(palette->currentAction(), m_launch);
    }

    void disabledWithoutReasonSaysNotAvailable()
    {
        m_export->setEnabled(false);
        auto palette = open();
        QVERIFY(palette);
        QTreeWidgetItem *row = rowNamed(palette, QStringLiteral("Export Billing as CSV"));
        QVERIFY(row);
        QVERIFY(!row->toolTip(0).isEmpty());
        QVERIFY(row->toolTip(0) != QStringLiteral("Export Billing as CSV"));
        // Enabling the action while the palette is open enables its row.
        m_export->setEnabled(true);
        QVERIFY(row->flags() & Qt::ItemIsEnabled);
    }

    void filters_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nothing") << QString()
                                 << QStringList{QStringLiteral("Launch Instance…"),
                                                QStringLiteral("Stop Instance"),
                                                QStringLiteral("Switch Backend"),
                                                QStringLiteral("Export Billing as CSV"),
                                                QStringLiteral("退出")};
        QTest::newRow("case-insensitive")
            << QStringLiteral("INSTANCE")
            << QStringList{QStringLiteral("Launch Instance…"), QStringLiteral("Stop Instance")};
        QTest::newRow("every word must match")
            << QStringLiteral("inst sto") << QStringList{QStringLiteral("Stop Instance")};
        QTest::newRow("words in any order") << QStringLiteral("csv billing")
                                            << QStringList{QStringLiteral("Export Billing as CSV")};
        QTest::newRow("status tip")
            << QStringLiteral("checkpoint") << QStringList{QStringLiteral("Switch Backend")};
        QTest::newRow("status tip and text")
            << QStringLiteral("launch tpu") << QStringList{QStringLiteral("Launch Instance…")};
        QTest::newRow("mnemonic is not matched") << QStringLiteral("&") << QStringList{};
        QTest::newRow("no match") << QStringLiteral("zebra") << QStringList{};
        QTest::newRow("cjk") << QStringLiteral("退") << QStringList{QStringLiteral("退出")};
    }

    void filters()
    {
        QFETCH(QString, typed);
        QFETCH(QStringList, expected);
        auto palette = open();
        QVERIFY(palette);
        // QTest types ASCII only; other text goes in as an input method would put it.
        if (std::all_of(typed.cbegin(), typed.cend(), [](QChar c) { return c.unicode() < 128; }))
            QTest::keyClicks(search(palette), typed);
        else
            search(palette)->insert(typed);
        QCOMPARE(palette->filterText(), typed);
        QCOMPARE(shownNames(palette), expected);
        auto *list = palette->findChild<QTreeWidget *>(QStringLiteral("commandList"));
        QCOMPARE(list->isVisible(), !expected.isEmpty());
    }

    void enterTriggersTheSelectedActionOnce_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("downs");
        QTest::addColumn<QString>("expected");
        QTest::newRow("first") << QString() << 0 << QStringLiteral("launch");
        // Down skips the disabled "Stop Instance".
        QTest::newRow("down skips disabled") << QString() << 1 << QStringLiteral("switch");
        QTest::newRow("down twice") << QString() << 2 << QStringLiteral("export");
        QTest::newRow("filtered") << QStringLiteral("csv") << 0 << QStringLiteral("export");
        QTest::newRow("filtered, down past the end")
            << QStringLiteral("csv") << 3 << QStringLiteral("export");
    }

    void enterTriggersTheSelectedActionOnce()
    {
        QFETCH(QString, typed);
        QFETCH(int, downs);
        QFETCH(QString, expected);
        const QMap<QString, QAction *> byName{{QStringLiteral("launch"), m_launch},
                                              {QStringLiteral("switch"), m_switch},
                                              {QStringLiteral("export"), m_export}};
        QList<QSignalSpy *> spies;
        for (QAction *action : std::as_const(m_actions))
            spies << new QSignalSpy(action, &QAction::triggered);
        auto palette = open();
        QVERIFY(palette);
        QLineEdit *edit = search(palette);
        QTest::keyClicks(edit, typed);
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(edit, Qt::Key_Down);
        QSignalSpy chosen(palette.data(), &ui::CommandPalette::actionChosen);
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(palette.isNull()); // closed and deleted
        QCOMPARE(chosen.count(), 1);
        for (int i = 0; i < m_actions.size(); ++i) {
            const int want = m_actions.at(i) == byName.value(expected) ? 1 : 0;
            QVERIFY2(spies.at(i)->count() == want, qPrintable(m_actions.at(i)->text()));
        }
        qDeleteAll(spies);
    }

    void upMovesBack()
    {
        QSignalSpy launched(m_launch, &QAction::triggered);
        auto palette = open();
        QVERIFY(palette);
        QLineEdit *edit = search(palette);
        QTest::keyClick(edit, Qt::Key_Down);
        QTest::keyClick(edit, Qt::Key_Down);
        QCOMPARE(palette->currentAction(), m_export);
        QTest::keyClick(edit, Qt::Key_Up);
        QTest::keyClick(edit, Qt::Key_Up);
        QCOMPARE(palette->currentAction(), m_launch);
        QTest::keyClick(edit, Qt::Key_Enter);
        QCOMPARE(launched.count(), 1);
    }

    void disabledCannotBeTriggered()
    {
        QSignalSpy stopped(m_stop, &QAction::triggered);
        auto palette = open();
        QVERIFY(palette);
        QLineEdit *edit = search(palette);
        QTest::keyClicks(edit, QStringLiteral("stop"));
        QCOMPARE(shownNames(palette), QStringList{QStringLiteral("Stop Instance")});
        QCOMPARE(palette->currentAction(), nullptr);
        QTest::keyClick(edit, Qt::Key_Down);
        QTest::keyClick(edit, Qt::Key_Return);
        // Not by mouse either.
        auto *list = palette->findChild<QTreeWidget *>(QStringLiteral("commandList"));
        QTreeWidgetItem *row = rowNamed(palette, QStringLiteral("Stop Instance"));
        const QRect rect = list->visualItemRect(row);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::qWait(50);
        QCOMPARE(stopped.count(), 0);
        QVERIFY(!palette.isNull());
        QVERIFY(palette->isVisible());
    }

    void actionDisabledWhileOpenIsNotTriggered()
    {
        QSignalSpy launched(m_launch, &QAction::triggered);
        auto palette = open();
        QVERIFY(palette);
        QCOMPARE(palette->currentAction(), m_launch);
        m_launch->setEnabled(false);
        QCOMPARE(palette->currentAction(), m_switch); // the selection moves to an enabled row
        m_switch->setEnabled(false);
        m_export->setEnabled(false);
        m_quit->setEnabled(false);
        QCOMPARE(palette->currentAction(), nullptr);
        QTest::keyClick(search(palette), Qt::Key_Return);
        QCOMPARE(launched.count(), 0);
        QVERIFY(!palette.isNull());
    }

    void actionDeletedWhileOpen()
    {
        auto palette = open();
        QVERIFY(palette);
        delete m_switch;
        m_actions.removeAll(m_switch);
        m_switch = nullptr;
        QVERIFY(!shownNames(palette).contains(QStringLiteral("Switch Backend")));
        QTest::keyClick(search(palette), Qt::Key_Down);
        QCOMPARE(palette->currentAction(), m_export);
    }

    void escapeCloses()
    {
        auto palette = open();
        QVERIFY(palette);
        QTest::keyClicks(search(palette), QStringLiteral("launch"));
        QSignalSpy rejected(palette.data(), &QDialog::rejected);
        QTest::keyClick(search(palette), Qt::Key_Escape);
        QCOMPARE(rejected.count(), 1);
        QTRY_VERIFY(palette.isNull());
    }

    void providerIsAskedAgainOnReload()
    {
        int calls = 0;
        QList<QAction *> offered{m_launch};
        QPointer<ui::CommandPalette> palette = new ui::CommandPalette(
            [&] {
                ++calls;
                return offered;
            },
            m_window);
        QCOMPARE(calls, 1);
        QCOMPARE(shownNames(palette), QStringList{QStringLiteral("Launch Instance…")});
        offered << m_export;
        palette->setFilterText(QStringLiteral("csv"));
        palette->reload();
        QCOMPARE(calls, 2);
        QCOMPARE(palette->filterText(), QStringLiteral("csv"));
        QCOMPARE(shownNames(palette), QStringList{QStringLiteral("Export Billing as CSV")});
        delete palette;
    }

    void displayText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("Open") << QStringLiteral("Open");
        QTest::newRow("mnemonic") << QStringLiteral("&Open") << QStringLiteral("Open");
        QTest::newRow("inner") << QStringLiteral("Sa&ve As") << QStringLiteral("Save As");
        QTest::newRow("escaped ampersand")
            << QStringLiteral("Snapshots && &Volumes") << QStringLiteral("Snapshots & Volumes");
        QTest::newRow("cjk") << QStringLiteral("打开(&O)…") << QStringLiteral("打开…");
    }

    void displayText()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QAction action(text);
        QCOMPARE(ui::CommandPalette::displayText(&action), expected);
    }
};

QTEST_MAIN(CommandPaletteTest)
#include "tst_commandpalette.moc"
