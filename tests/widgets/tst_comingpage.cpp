// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "comingpage.h"

#include <QLabel>
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
        ui::ComingPage page(QStringLiteral("Billing"),
                            QStringLiteral("Spend by backend and chip."));
        page.resize(800, 500);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.title(), QStringLiteral("Billing"));
        QCOMPARE(page.description(), QStringLiteral("Spend by backend and chip."));
        QVERIFY(!page.noteText().isEmpty());
        for (const char *name : {"comingTitle", "comingDescription", "comingNote"}) {
            auto *label = page.findChild<QLabel *>(QLatin1String(name));
            QVERIFY2(label, name);
            QVERIFY2(label->isVisible(), name);
            QVERIFY2(!label->text().isEmpty(), name);
        }
        // The caller's strings are shown as given, never as rich text.
        page.setTitle(QStringLiteral("<b>Budgets</b>"));
        QCOMPARE(page.findChild<QLabel *>(QStringLiteral("comingTitle"))->textFormat(),
                 Qt::PlainText);
        QCOMPARE(page.title(), QStringLiteral("<b>Budgets</b>"));
        page.setDescription(QStringLiteral("Limits with alerts."));
        QCOMPARE(page.description(), QStringLiteral("Limits with alerts."));
    }

    void noteRetranslates()
    {
        ui::ComingPage page(QStringLiteral("Logs"), QStringLiteral("Training logs."));
        const QString before = page.noteText();
        MarkerTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QTRY_COMPARE(page.noteText(), QStringLiteral("[xx] ") + before);
        // The caller's strings are not the page's to translate.
        QCOMPARE(page.title(), QStringLiteral("Logs"));
        QVERIFY(QCoreApplication::removeTranslator(&translator));
        QTRY_COMPARE(page.noteText(), before);
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
        ui::ComingPage page(QStringLiteral("Savings"),
                            QStringLiteral("Compare the actual spend with a plan on one reference "
                                           "instance, by backend, chip and project, and see what "
                                           "auto-sleep and chip choice saved over the month."));
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
