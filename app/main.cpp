// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "appidentity.h"
#include "connection.h"
#include "consoleoptions.h"
#include "localization.h"
#include "logcategories.h"
#include "logfile.h"
#include "mainwindow.h"
#include "pages.h"
#include "polychip/version.h"
#include "preferences.h"
#include "profiles.h"
#include "quitsignals.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QTextStream>

namespace {

int fail(const QString &message)
{
    QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << Qt::endl;
    return 2;
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace polychip::app;
    describeApplication();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    QString error;
    if (wantsTextOnly(arguments)) {
        QCoreApplication app(argc, argv);
        Localization::install(app, QString());
        parseConsoleOptions(arguments, error); // prints and exits on --version/--help
        return fail(error);
    }

    QApplication app(argc, argv);
    const auto options = parseConsoleOptions(QApplication::arguments(), error);
    if (!options)
        return fail(error);
    // Before the first setting is read: what an older version kept under its old name.
    const Migration migration = migrateFromOldId();
    const LogFile logFile(LogFile::defaultPath());
    qCInfo(polychip::log::app).noquote() << "Polychip" << polychip::kVersion << "started, Qt"
                                         << qVersion() << "on" << QGuiApplication::platformName();
    for (const QString &line : migration.moved)
        qCInfo(polychip::log::app).noquote() << "moved from the old application id:" << line;
    for (const QString &line : migration.problems)
        qCWarning(polychip::log::app).noquote() << "not moved from the old application id:" << line;
    // First of all the settings: one that cannot be read is set aside (said once shown).
    const auto setAside = Preferences::setAsideUnreadableStore();
    // --lang for this start only; otherwise what was chosen in Preferences (else the system's).
    const QString language = Localization::install(
        app, options->language.isEmpty() ? Preferences::language() : options->language);

    const QString settingsProblem
        = setAside ? Preferences::unreadableStoreText(*setAside) : QString();
    if (!settingsProblem.isEmpty())
        qCWarning(polychip::log::app).noquote() << settingsProblem;

    polychip::ui::setClockStyle(Preferences::clockStyle());
    polychip::ui::setTimeZoneChoice(Preferences::timeZone());
    polychip::ui::setMoneyDecimals(Preferences::moneyDecimals());
    // Before the first paint: no flash of the other colours; the style given the glyphs.
    polychip::ui::applyTheme(Preferences::theme());

    BundledSimulator::Options simulator;
    simulator.dataDir = options->simulatorDir;
    if (simulator.dataDir.isEmpty())
        simulator.dataDir = migration.simulatorDir; // still an older console's: shared
    simulator.startSpeed = Preferences::simulatorSpeed();
    Connection connection(simulator);
    connection.setAcceptLanguage(Localization::acceptLanguage(language));
    ProfileStore profiles;
    SecretStore secrets(profiles);
    MainWindow window(connection, profiles);
    addPages(window, connection, profiles, secrets);
    if (options->reportFirstPaint) {
        QObject::connect(
            &window, &MainWindow::firstPaint, &app,
            [] {
                QTextStream(stdout)
                    << "first-paint-epoch-ms " << QDateTime::currentMSecsSinceEpoch() << Qt::endl;
                QCoreApplication::quit();
            },
            Qt::QueuedConnection);
    }
    // kill and Ctrl+C end it as File → Quit does: state saved, the simulator stopped.
    QuitSignals quitSignals;
    QObject::connect(&quitSignals, &QuitSignals::quitRequested, &window, [&window] {
        window.close();
        QCoreApplication::quit(); // also when the window was never shown or refused to close
    });
    window.show();
    window.startAfterFirstPaint();
    // A measurement is not a user: nothing asked. The question waits for the warning.
    const auto ask = [&window, asks = !options->reportFirstPaint] {
        if (asks)
            window.askPurposeOnFirstStart();
    };
    if (settingsProblem.isEmpty())
        ask();
    else
        window.warnOnceShown(settingsProblem, ask);
    return QApplication::exec();
}
