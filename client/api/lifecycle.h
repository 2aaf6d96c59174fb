// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "enums.h"

#include <optional>

namespace polychip::api {

/** What a user can ask of an instance (the API's actions). */
enum class InstanceAction { Stop, Start, Sleep, Wake, Snapshot, Switch, Delete };

/** The API's state machine in one table: the state an instance is in while `action` runs on
 *  it from `from`, or nullopt when the platform refuses it (CONFLICT). The simulator enforces
 *  it; the console enables its actions by it. */
std::optional<InstanceState> stateDuring(InstanceState from, InstanceAction action);

/** "stop", "start"... */
const char *actionName(InstanceAction action);

} // namespace polychip::api
