// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "consoleoptions.h"
#include "polychip/version.h"

#include <QProcess>
#include <QTest>

using namespace polychip;

/** The console's command line. */
class ConsoleOptionsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("language");
        QTest::newRow("nothing") << QStringList{"polychip"} << true << "";
        QTest::newRow("english") << QStringList{"polychip", "--lang", "en"} << true << "en";
        QTest::newRow("chinese") << QStringList{"polychip", "--lang=zh_CN"} << true << "zh_CN";
        QTest::newRow("unsupported") << QStringList{"polychip", "--lang", "fr"} << false << "";
        QTest::newRow("missing value") << QStringList{"polychip", "--lang"} << false << "";
        QTest::newRow("unknown option") << QStringList{"polychip", "--bogus"} << false << "";
    }

    void parse()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, ok);
        QFETCH(QString, language);
        QString error;
        const auto options = app::parseConsoleOptions(args, error);
        QCOMPARE(options.has_value(), ok);
        if (ok)
            QCOMPARE(options->language, language);
        else
            QVERIFY(!error.isEmpty());
    }

    void textOnly_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("textOnly");
        QTest::newRow("version") << QStringList{"polychip", "--version"} << true;
        QTest::newRow("help") << QStringList{"polychip", "-h"} << true;
        QTest::newRow("gui") << QStringList{"polychip", "--lang", "en"} << false;
        QTest::newRow("program named --version") << QStringList{"--version"} << false;
    }

    void textOnly()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, textOnly);
        QCOMPARE(app::wantsTextOnly(args), textOnly);
    }

    void versionNeedsNoDisplay()
    {
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(POLYCHIP_CONSOLE_EXE), {QStringLiteral("--version")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardOutput().trimmed(),
                 QByteArray("polychip ") + QByteArray(kVersion));
    }

    void badLanguageExitsWithStatus2()
    {
        QProcess p;
        p.start(QStringLiteral(POLYCHIP_CONSOLE_EXE),
                {QStringLiteral("--lang"), QStringLiteral("xx")});
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().contains("xx"));
    }
};

QTEST_GUILESS_MAIN(ConsoleOptionsTest)
#include "tst_consoleoptions.moc"
