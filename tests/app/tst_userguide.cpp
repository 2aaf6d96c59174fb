// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "kit/consolepage.h"
#include "localization.h"
#include "userguide.h"
#include "userguidedialog.h"
#include "windowkit.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace polychip;

/** Help → User guide: the README's user sections (and their Chinese translation), a section
 *  per page for F1, searchable, in the console's language. */
class UserGuideTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_userguide"));
        QSettings().clear();
    }

    void cleanup() { app::Localization::install(*qApp, QStringLiteral("en")); }

    void theEnglishGuideIsTheReadmesUserSections()
    {
        const QString guide = app::UserGuide::markdown(QStringLiteral("en"));
        const QStringList headings = app::UserGuide::headings(guide);
        QCOMPARE(headings.value(0), QStringLiteral("Using the console"));
        QVERIFY(headings.contains(QStringLiteral("Pointing the console at a real platform")));
        QVERIFY(!headings.contains(QStringLiteral("The two commands"))); // for developers
        // Every paragraph for users is there, the pictures and the links into the tree not.
        QVERIFY(guide.contains(QStringLiteral("*Wallboard* (F11)")));
        QVERIFY(guide.contains(QStringLiteral("Idempotency-Key")));
        QVERIFY(!guide.contains(QStringLiteral("docs/screenshots")));
        QVERIFY(!guide.contains(QStringLiteral("![")));
        QVERIFY(!guide.contains(QStringLiteral("](docs/")));
        QVERIFY(guide.contains(QStringLiteral("data files a teacher can write: docs/lessons.md")));
    }

    void aPictureLinkInsideASentenceGoesAndTheSentenceStays()
    {
        const QString readme = QStringLiteral(
            "## Using the console\n\nIt fits any screen: [screenshot](docs/screenshots/w.png)), "
            "and turns.\nThe dialog stays ([screenshot](docs/screenshots/a.png),\n"
            "[in Chinese](docs/screenshots/b.png)). *Use* switches.\n\n![A picture](docs/"
            "screenshots/c.png)\n\n(In Chinese: [x](docs/screenshots/d.png).)\n\nSee "
            "[the spec](docs/api/openapi.yaml) and [Qt](https://qt.io).\n\n## The two commands\n\n"
            "make run\n");
        const QString guide = app::UserGuide::fromReadme(readme);
        QCOMPARE(guide,
                 QStringLiteral("## Using the console\n\nIt fits any screen), and turns.\nThe "
                                "dialog stays. *Use* switches.\n\nSee the spec and "
                                "[Qt](https://qt.io).\n"));
    }

    void theChineseGuideHasTheSameSectionsInTheSameOrder()
    {
        const QStringList english
            = app::UserGuide::headings(app::UserGuide::markdown(QStringLiteral("en")));
        const QStringList chinese
            = app::UserGuide::headings(app::UserGuide::markdown(QStringLiteral("zh_CN")));
        QCOMPARE(chinese.size(), english.size());
        QCOMPARE(chinese.value(0), QStringLiteral("使用控制台"));
        // Each heading at the same level as its English twin.
        const auto levels = [](const QString &markdown) {
            QList<int> found;
            for (const QString &line : markdown.split(QLatin1Char('\n')))
                if (line.startsWith(QLatin1String("## ")) || line.startsWith(QLatin1String("### ")))
                    found << int(line.indexOf(QLatin1Char(' ')));
            return found;
        };
        QCOMPARE(levels(app::UserGuide::markdown(QStringLiteral("zh_CN"))),
                 levels(app::UserGuide::markdown(QStringLiteral("en"))));
    }

    void everyPageHasItsSection()
    {
        test::OfflineWindow console;
        app::MainWindow &window = console.window;
        const QStringList english
            = app::UserGuide::headings(app::UserGuide::markdown(QStringLiteral("en")));
        for (const auto *page : window.findChildren<ui::ConsolePage *>()) {
            const int section = app::UserGuide::sectionFor(page->id());
            QVERIFY2(section >= 0 && section < english.size(), qPrintable(page->id()));
        }
        QCOMPARE(english.value(app::UserGuide::sectionFor(QStringLiteral("storage"))),
                 QStringLiteral("The Storage page"));
    }

    void f1OpensThePagesSectionAndTheSearchFindsEveryMatch()
    {
        test::OfflineWindow console;
        app::MainWindow &window = console.window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("templates"));
        window.findChild<QAction *>(QStringLiteral("actionUserGuide"))->trigger();
        auto *guide = window.findChild<app::UserGuideDialog *>();
        QVERIFY(guide);
        QTRY_VERIFY(guide->isVisible());
        const QStringList english
            = app::UserGuide::headings(app::UserGuide::markdown(QStringLiteral("en")));
        QCOMPARE(english.value(guide->currentSection()),
                 QStringLiteral("Launching from a template"));
        auto *sections = guide->findChild<QListWidget *>(QStringLiteral("guideSections"));
        QCOMPARE(sections->currentRow(), guide->currentSection());

        // Typing finds; Enter goes on to the next match, round to the first again.
        auto *search = guide->findChild<QLineEdit *>(QStringLiteral("guideSearch"));
        auto *text = guide->findChild<QTextBrowser *>(QStringLiteral("guideText"));
        search->setText(QStringLiteral("Efficiency"));
        QCOMPARE(text->textCursor().selectedText(), QStringLiteral("Efficiency"));
        QCOMPARE(english.value(guide->currentSection()),
                 QStringLiteral("Spend: the Dashboard and Billing pages"));
        QVERIFY(!text->extraSelections().isEmpty()); // every match marked
        // Enter goes on to the next match; the guide stays open.
        search->setText(QStringLiteral("checkpoint"));
        const int at = text->textCursor().position();
        QTest::keyClick(search, Qt::Key_Return);
        QVERIFY(guide->isVisible());
        QVERIFY(text->textCursor().position() != at);
        QCOMPARE(text->textCursor().selectedText().toLower(), QStringLiteral("checkpoint"));
        QVERIFY(!guide->find(QStringLiteral("no such words in the guide")));
        QCOMPARE(guide->findChild<QLabel *>(QStringLiteral("guideFound"))->text(),
                 QStringLiteral("Not found"));

        // Another page's F1 while it is open: the same dialog, at that page's section.
        window.showPage(QStringLiteral("storage"));
        window.findChild<QAction *>(QStringLiteral("actionUserGuide"))->trigger();
        QCOMPARE(window.findChildren<app::UserGuideDialog *>().size(), 1);
        QCOMPARE(english.value(guide->currentSection()), QStringLiteral("The Storage page"));

        // In Chinese at once, at the same section.
        app::Localization::install(*qApp, QStringLiteral("zh_CN"));
        QTRY_COMPARE(sections->item(0)->text(), QStringLiteral("使用控制台"));
        QCOMPARE(sections->currentRow(), english.indexOf(QStringLiteral("The Storage page")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("存储卷")));
        guide->close();
    }
};

QTEST_MAIN(UserGuideTest)
#include "tst_userguide.moc"
