// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace polychip::app {

class Connection;
class MainWindow;
class ProfileStore;
class SecretStore;

/** Adds the console's pages to the window, in the sidebar's order. A new page is one line
 *  here (and its class under widgets/). */
void addPages(MainWindow &window,
              Connection &connection,
              ProfileStore &profiles,
              SecretStore &secrets);

} // namespace polychip::app
