// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "pages.h"

#include "billing/billingpage.h"
#include "catalog/catalogpage.h"
#include "dashboard/dashboardpage.h"
#include "instances/instancespage.h"
#include "mainwindow.h"
#include "settingspage.h"
#include "simulator/simulatorpage.h"
#include "storage/storagepage.h"
#include "templates/templatespage.h"

namespace polychip::app {

void addPages(MainWindow &window,
              Connection &connection,
              ProfileStore &profiles,
              SecretStore &secrets)
{
    window.addPage(new ui::DashboardPage);
    window.addPage(new ui::InstancesPage);
    window.addPage(new ui::TemplatesPage);
    window.addPage(new ui::CatalogPage);
    window.addPage(new ui::BillingPage);
    window.addPage(new ui::SimulatorPage);
    window.addPage(new ui::StoragePage);
    window.addPage(new SettingsPage(profiles, secrets, connection));
}

} // namespace polychip::app
