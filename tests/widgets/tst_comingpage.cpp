// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "comingpage.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace polychip;

namespace {

/** Translates every string of one context to a marker, without a .qm file. */
class MarkerTranslator final : public QTranslator
{
public:
    QString translate(const char *context,
                      const char *sourceText,
                      const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (QByteArray(context) == "polychip::ui::ComingPage")
            return QStringLiteral("[xx] ") + QString::fromUtf8(sourceText);
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

/** The placeholder page of later issues. */
class ComingPageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTitleDescriptionAndNote()
    {
        ui::ComingPage page({QStringLiteral("billing"), QStyle::SP_DialogApplyButton,
                             "<b>Billing</b>", "Spend by backend and chip.", false});
        page.resize(800, 500);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.id(), QStringLiteral("billing"));
        QCOMPARE(page.objectName(), QStringLiteral("billingPage"));
        QCOMPARE(page.title(), QStringLiteral("<b>Billing</b>"));
        QCOMPARE(page.description(), QStringLiteral("Spend by backend and chip."));
        QVERIFY(!page.icon().isNull());
        QVERIFY(!page.noteText().isEmpty());
        for (const char *name : {"comingTitle", "comingDescription", "comingNote"}) {
            auto *label = page.findChild<QLabel *>(QLatin1String(name));
            QVERIFY2(label, name);
            QVERIFY2(label->isVisible(), name);
            QVERIFY2(!label->text().isEmpty(), name);
        }
        // Shown as given, never as rich text.
        QCOMPARE(page.findChild<QLabel *>(QStringLiteral("comingTitle"))->textFormat(),
                 Qt::PlainText);
        QCOMPARE(page.findChild<QLabel *>(QStringLiteral("comingTitle"))->text(), page.title());
    }

    void availability()
    {
        ui::ComingPage everywhere({QStringLiteral("a"), QStyle::SP_FileIcon, "A", "a", false});
        ui::ComingPage simulatorOnly({QStringLiteral("b"), QStyle::SP_FileIcon, "B", "b", true});
        ui::PageContext remote;
        ui::PageContext simulator;
        simulator.simulator = true;
        QVERIFY(everywhere.isAvailable(remote));
        QVERIFY(everywhere.isAvailable(simulator));
        QVERIFY(!simulatorOnly.isAvailable(remote));
        QVERIFY(simulatorOnly.isAvailable(simulator));
    }

    void retranslates()
    {
        ui::ComingPage page(
            {QStringLiteral("logs"), QStyle::SP_FileIcon, "Logs", "Training logs.", false});
        const QString before = page.noteText();
        QSignalSpy described(&page, &ui::ConsolePage::describedChanged);
        MarkerTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QTRY_COMPARE(page.noteText(), QStringLiteral("[xx] ") + before);
        // Title and description are the page's to translate (marked by the caller).
        QCOMPARE(page.title(), QStringLiteral("[xx] Logs"));
        QCOMPARE(page.findChild<QLabel *>(QStringLiteral("comingDescription"))->text(),
                 QStringLiteral("[xx] Training logs."));
        QVERIFY(described.count() >= 1); // the window relabels its sidebar entry
        QVERIFY(QCoreApplication::removeTranslator(&translator));
        QTRY_COMPARE(page.noteText(), before);
        QCOMPARE(page.title(), QStringLiteral("Logs"));
    }

    void descriptionIsNotClipped_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("default window") << QSize(1200, 700);
        QTest::newRow("narrow") << QSize(360, 400);
    }

    void descriptionIsNotClipped()
    {
        QFETCH(QSize, size);
        ui::ComingPage page({QStringLiteral("savings"), QStyle::SP_FileIcon, "Savings",
                             "Compare the actual spend with a plan on one reference instance, by "
                             "backend, chip and project, and see what auto-sleep and chip choice "
                             "saved over the month.",
                             false});
        page.resize(size);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *description = page.findChild<QLabel *>(QStringLiteral("comingDescription"));
        QVERIFY(description);
        QTRY_VERIFY(description->height() >= description->heightForWidth(description->width()));
    }
};

QTEST_MAIN(ComingPageTest)
#include "tst_comingpage.moc"
