// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "logcategories.h"

namespace polychip::log {
Q_LOGGING_CATEGORY(api, "polychip.api", QtInfoMsg)
Q_LOGGING_CATEGORY(session, "polychip.session", QtInfoMsg)
Q_LOGGING_CATEGORY(simulator, "polychip.simulator", QtInfoMsg)
Q_LOGGING_CATEGORY(app, "polychip.app", QtInfoMsg)
} // namespace polychip::log
