// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "pages.h"

#include "billingpage.h"
#include "comingpage.h"
#include "dashboardpage.h"
#include "instancespage.h"
#include "mainwindow.h"
#include "settingspage.h"
#include "simulatorpage.h"
#include "templatespage.h"

#include <QCoreApplication>

namespace polychip::app {

namespace {

/// A page a later version brings, saying so.
ui::ComingPage *coming(QString id,
                       QStyle::StandardPixmap icon,
                       const char *title,
                       const char *description,
                       bool simulatorOnly = false)
{
    return new ui::ComingPage({std::move(id), icon, title, description, simulatorOnly});
}

} // namespace

void addPages(MainWindow &window,
              Connection &connection,
              ProfileStore &profiles,
              SecretStore &secrets)
{
    window.addPage(new ui::DashboardPage);
    window.addPage(new ui::InstancesPage);
    window.addPage(new ui::TemplatesPage);
    window.addPage(coming(QStringLiteral("catalog"), QStyle::SP_FileDialogListView,
                          QT_TRANSLATE_NOOP("polychip::ui::ComingPage", "Catalog"),
                          QT_TRANSLATE_NOOP("polychip::ui::ComingPage",
                                            "Accelerators, models and datasets, with capacity "
                                            "and prices.")));
    window.addPage(new ui::BillingPage);
    window.addPage(new ui::SimulatorPage);
    window.addPage(new SettingsPage(profiles, secrets, connection));
}

} // namespace polychip::app
