// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The whole console for tests that need it (tests linked with Polychip::appcore, built as
// live tests: POLYCHIP_SIM_EXE names the build tree's simulator).

#include "connection.h"
#include "localization.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"
#include "session.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

namespace polychip::test {

/** A console as main.cpp builds it: the bundled simulator in a temporary folder (its first-run
 *  scenario loaded, no rate limit), the profiles, the secrets, the main window with every page,
 *  shown at 1280x800. `tweak` changes the simulator's options before it is made; `language`
 *  ("zh_CN"), when given, is the one the console asks the platform's text in, as main.cpp
 *  does with the language it installed. */
struct AppConsole
{
    using Tweak = std::function<void(app::BundledSimulator::Options &)>;

    QTemporaryDir dir;
    std::unique_ptr<app::Connection> connection;
    std::unique_ptr<app::ProfileStore> profiles;
    std::unique_ptr<app::SecretStore> secrets;
    std::unique_ptr<app::MainWindow> window;

    explicit AppConsole(const Tweak &tweak = {}, const QString &language = {})
    {
        app::BundledSimulator::Options options;
        options.program = QStringLiteral(POLYCHIP_SIM_EXE);
        options.dataDir = dir.filePath(QStringLiteral("sim"));
        options.extraArguments = {QStringLiteral("--rate-limit"), QStringLiteral("0")};
        if (tweak)
            tweak(options);
        connection = std::make_unique<app::Connection>(options);
        if (!language.isEmpty())
            connection->setAcceptLanguage(app::Localization::acceptLanguage(language));
        profiles = std::make_unique<app::ProfileStore>(dir.filePath(QStringLiteral("p.ini")));
        secrets = std::make_unique<app::SecretStore>(*profiles);
        window = std::make_unique<app::MainWindow>(*connection, *profiles);
        app::addPages(*window, *connection, *profiles, *secrets);
        window->resize(1280, 800);
        window->show();
    }

    AppConsole(const AppConsole &) = delete;
    AppConsole &operator=(const AppConsole &) = delete;

    ~AppConsole()
    {
        // The pages go before the session they show.
        window.reset();
        connection.reset();
    }

    /// Waits until the session is live (false after `timeoutMs`).
    bool live(int timeoutMs = 30000) const
    {
        return QTest::qWaitFor(
            [this] {
                return connection->session()
                       && connection->session()->state() == client::Session::State::Live;
            },
            timeoutMs);
    }
};

} // namespace polychip::test
