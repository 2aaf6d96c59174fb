// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The console's window for tests that need no platform (linked with Polychip::appcore).

#include "connection.h"
#include "mainwindow.h"
#include "pages.h"
#include "profiles.h"

#include <QTemporaryDir>

namespace polychip::test {

/** The console's window with its pages, as main.cpp builds it, its connection not started
 *  (no platform needed): menus, pages, dialogs and languages. */
struct OfflineWindow
{
    QTemporaryDir dir;
    app::Connection connection{options(dir)};
    app::ProfileStore profiles{dir.filePath(QStringLiteral("p.ini"))};
    app::SecretStore secrets{profiles};
    app::MainWindow window{connection, profiles};

    OfflineWindow() { app::addPages(window, connection, profiles, secrets); }

    static app::BundledSimulator::Options options(const QTemporaryDir &dir)
    {
        app::BundledSimulator::Options o;
        o.dataDir = dir.path();
        return o;
    }
};

} // namespace polychip::test
