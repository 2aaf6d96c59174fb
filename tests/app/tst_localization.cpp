// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "localization.h"
#include "preferences.h"
#include "windowkit.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace polychip;

namespace {

using Console = test::OfflineWindow;

} // namespace

/** Choosing and switching the interface language. */
class LocalizationTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void languageForLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("mainland China") << "zh_CN"
                                        << "zh_CN";
        QTest::newRow("Taiwan") << "zh_TW"
                                << "zh_CN";
        QTest::newRow("US English") << "en_US"
                                    << "en";
        QTest::newRow("German") << "de_DE"
                                << "en";
        QTest::newRow("C") << "C"
                           << "en";
    }

    void languageForLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QCOMPARE(app::Localization::languageFor(QLocale(locale)), language);
    }

    void switchesTheWholeWindow()
    {
        Console console;
        app::MainWindow &window = console.window;
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        QCOMPARE(app::Localization::install(*qApp, QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("Polychip 多芯算力控制台"));
        // The pages' names follow, in the sidebar and the View menu.
        QTRY_COMPARE(sidebar->item(1)->text(), QStringLiteral("实例"));
        QCOMPARE(sidebar->item(0)->text(), QStringLiteral("概览"));
        QCOMPARE(window.findChild<QAction *>(QStringLiteral("actionPage_settings"))->text(),
                 QStringLiteral("转到设置"));
        app::Localization::install(*qApp, QStringLiteral("en"));
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("Polychip"));
        QTRY_COMPARE(sidebar->item(1)->text(), QStringLiteral("Instances"));
    }

    void aLanguageChosenInPreferencesAppliesAtOnceAndIsRemembered()
    {
        QSettings().clear();
        Console console;
        app::MainWindow &window = console.window;
        window.show();
        auto *open = window.findChild<QAction *>(QStringLiteral("actionPreferences"));
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
        open->trigger();
        QDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<QDialog *>(QStringLiteral("preferencesDialog"))));
        auto *language = dialog->findChild<QComboBox *>(QStringLiteral("languageCombo"));
        QVERIFY(language);
        QCOMPARE(language->currentData().toString(), QString()); // the system's, at first
        QCOMPARE(language->count(), 3);

        const int chinese = language->findData(QStringLiteral("zh_CN"));
        language->setCurrentIndex(chinese);
        Q_EMIT language->activated(chinese);
        // At once: the window, the dialog itself, and what the platform is asked for.
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("Polychip 多芯算力控制台"));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("首选项"));
        QCOMPARE(console.connection.acceptLanguage(), QStringLiteral("zh-CN, en;q=0.5"));
        // Remembered for the next start, which reads it when no --lang is given.
        QCOMPARE(app::Preferences::language(), QStringLiteral("zh_CN"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(),
                 QStringLiteral("zh_CN"));

        // Back to the system's (English here): nothing stored, English again.
        language->setCurrentIndex(0);
        Q_EMIT language->activated(0);
        QTRY_COMPARE(window.windowTitle(), QStringLiteral("Polychip"));
        QCOMPARE(console.connection.acceptLanguage(), QStringLiteral("en"));
        QCOMPARE(app::Preferences::language(), QString());
        QVERIFY(!QSettings().contains(QStringLiteral("ui/language")));
    }

    void aShownPagesChoicesFitTheirWordsAfterASwitch()
    {
        // Shown in Chinese, then switched to English: the Instances page's filters take the
        // width of their new words, not keep the old one (and cut "All states").
        app::Localization::install(*qApp, QStringLiteral("zh_CN"));
        Console console;
        app::MainWindow &window = console.window;
        window.resize(1280, 800);
        window.show();
        window.showPage(QStringLiteral("instances"));
        QComboBox *states = nullptr;
        QTRY_VERIFY((states = window.findChild<QComboBox *>(QStringLiteral("stateFilter"))));
        QTRY_VERIFY(states->isVisible());
        app::Localization::install(*qApp, QStringLiteral("en"));
        QTRY_COMPARE(states->currentText(), QStringLiteral("All states"));
        for (const char *name : {"stateFilter", "backendFilter"}) {
            auto *combo = window.findChild<QComboBox *>(QString::fromLatin1(name));
            // What its English words need, measured afresh (a combo may keep the width it
            // measured at its first show).
            QComboBox fresh;
            for (int i = 0; i < combo->count(); ++i)
                fresh.addItem(combo->itemText(i));
            fresh.setSizeAdjustPolicy(QComboBox::AdjustToContents);
            const int needed = fresh.sizeHint().width();
            QTRY_VERIFY2(combo->width() >= needed, qPrintable(QStringLiteral("%1: %2 < %3")
                                                                  .arg(QString::fromLatin1(name))
                                                                  .arg(combo->width())
                                                                  .arg(needed)));
        }
    }

    void aStoredLanguageThatIsNotShippedCountsAsTheSystems()
    {
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("fr"));
        QCOMPARE(app::Preferences::language(), QString());
        QSettings().clear();
    }

    void theBundledProfileIsNamedInTheConsolesLanguage()
    {
        // Made at a first start in English, shown in Chinese after a switch: the bundled
        // simulator's name is the console's, not the stored one; a remote profile's is the
        // user's own.
        app::ConnectionProfile bundled;
        bundled.kind = app::ConnectionProfile::Kind::Bundled;
        bundled.name = QStringLiteral("Offline simulator");
        app::ConnectionProfile remote;
        remote.kind = app::ConnectionProfile::Kind::Remote;
        remote.name = QStringLiteral("Lab");
        QCOMPARE(app::Localization::install(*qApp, QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        QCOMPARE(app::shownName(bundled), QStringLiteral("离线模拟器"));
        QCOMPARE(app::shownName(remote), QStringLiteral("Lab"));
        app::Localization::install(*qApp, QStringLiteral("en"));
        QCOMPARE(app::shownName(bundled), QStringLiteral("Offline simulator"));
    }

    void qtsOwnWordsFollowWhereInstalled()
    {
        // OK and Cancel of every dialog are Qt's words: qtbase_zh_CN.qm from the system's Qt
        // translations (qt6-translations-l10n, which make test installs).
        if (!QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                               + QStringLiteral("/qtbase_zh_CN.qm")))
            QSKIP("Qt's own translations are not installed");
        app::Localization::install(*qApp, QStringLiteral("zh_CN"));
        QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
        app::Localization::install(*qApp, QStringLiteral("en"));
        QDialogButtonBox english(QDialogButtonBox::Cancel);
        QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
    }
};

QTEST_MAIN(LocalizationTest)
#include "tst_localization.moc"
