// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/confirmation.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace polychip;

/** The question asked before what cannot be taken back. */
class ConfirmationTest final : public QObject
{
    Q_OBJECT

    static ui::Confirmation deleteSomething()
    {
        // The details in Chinese: text without spaces, which QMessageBox otherwise wraps into
        // a column a few characters wide.
        return {QStringLiteral("confirmDeleteThing"), QStringLiteral("删除存储卷"),
                QStringLiteral("删除 <b>ckpt</b>（200 GiB）？"),
                QStringLiteral("其中的所有文件将永久丢失。该存储卷的计费随之停止（约每月 ¥81.60）。"
                               "此操作无法撤销。"),
                QStringLiteral("删除")};
    }

private Q_SLOTS:
    void confirmingRunsTheActionOnce()
    {
        QWidget parent;
        int runs = 0;
        QMessageBox *box = ui::confirmation(&parent, deleteSomething(), [&runs] { ++runs; });
        box->open();
        QVERIFY(QTest::qWaitForWindowExposed(box));
        auto *confirm = box->findChild<QPushButton *>(QStringLiteral("confirmDeleteThingButton"));
        QVERIFY(confirm);
        QCOMPARE(confirm->text(), QStringLiteral("删除"));
        QTest::mouseClick(confirm, Qt::LeftButton);
        QCOMPARE(runs, 1);
    }

    void cancelIsTheDefaultAndDoesNothing()
    {
        QWidget parent;
        int runs = 0;
        QPointer<QMessageBox> box
            = ui::confirmation(&parent, deleteSomething(), [&runs] { ++runs; });
        box->open();
        QVERIFY(QTest::qWaitForWindowExposed(box));
        QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
        QTest::keyClick(box, Qt::Key_Return); // the default button
        QTRY_VERIFY(!box);                    // closed, and deleted
        QCOMPARE(runs, 0);
        box = ui::confirmation(&parent, deleteSomething(), [&runs] { ++runs; });
        box->open();
        QVERIFY(QTest::qWaitForWindowExposed(box));
        QTest::keyClick(box, Qt::Key_Escape);
        QTRY_VERIFY(!box);
        QCOMPARE(runs, 0);
    }

    void namesAreTextNotMarkup()
    {
        // A name in the question or the details (an instance's, a volume's: anyone's) is
        // shown as written, never as a link or a picture.
        QWidget parent;
        ui::Confirmation c = deleteSomething();
        c.details = QStringLiteral("<a href=\"https://example.com\">x</a> is running");
        QMessageBox *box = ui::confirmation(&parent, c, [] {});
        box->open();
        QVERIFY(QTest::qWaitForWindowExposed(box));
        int plain = 0;
        for (const QLabel *label : box->findChildren<QLabel *>()) {
            if (label->text() == c.question || label->text() == c.details) {
                QCOMPARE(label->textFormat(), Qt::PlainText);
                ++plain;
            }
        }
        QCOMPARE(plain, 2);
        box->close();
    }

    void detailsReadAsLinesInChinese()
    {
        // Wide enough for some fifty characters to a line, whatever the question's length.
        QWidget parent;
        QMessageBox *box = ui::confirmation(&parent, deleteSomething(), [] {});
        box->open();
        QVERIFY(QTest::qWaitForWindowExposed(box));
        const QLabel *details = nullptr;
        for (const QLabel *label : box->findChildren<QLabel *>()) {
            if (label->text() == deleteSomething().details)
                details = label;
        }
        QVERIFY(details);
        const int lineWidth = details->fontMetrics().averageCharWidth() * 40;
        QVERIFY2(details->width() >= lineWidth,
                 qPrintable(QStringLiteral("%1 < %2").arg(details->width()).arg(lineWidth)));
        // And the whole text shows: no line cut off.
        QVERIFY(details->height() >= details->heightForWidth(details->width()));
        box->close();
    }
};

QTEST_MAIN(ConfirmationTest)
#include "tst_confirmation.moc"
