// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "connection.h"
#include "localization.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace polychip;

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
        QTemporaryDir dir;
        app::BundledSimulator::Options options;
        options.dataDir = dir.path();
        app::Connection connection(options); // not started: no platform needed here
        app::ProfileStore profiles(dir.filePath(QStringLiteral("p.ini")));
        app::SecretStore secrets(profiles);
        app::MainWindow window(connection, profiles);
        app::addPages(window, connection, profiles, secrets);
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
