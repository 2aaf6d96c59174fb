// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLoggingCategory>

/** The console's log categories, one per part, for QT_LOGGING_RULES ("polychip.api.debug=true"
 *  shows every request) and the log file. Information and above are on by default; nothing
 *  logged carries a key, a secret, a signature or a request body. */
namespace polychip::log {
Q_DECLARE_LOGGING_CATEGORY(api)       ///< polychip.api: requests, retries, failures
Q_DECLARE_LOGGING_CATEGORY(session)   ///< polychip.session: live, degraded, offline, and why
Q_DECLARE_LOGGING_CATEGORY(simulator) ///< polychip.simulator: the bundled simulator's life
Q_DECLARE_LOGGING_CATEGORY(app)       ///< polychip.app: starts, settings, migrations
} // namespace polychip::log
