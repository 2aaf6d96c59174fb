// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "enums.h"

#include <initializer_list>
#include <optional>
#include <string_view>

namespace polychip::api {

/** What a user can ask of an instance (the API's actions). */
enum class InstanceAction { Stop, Start, Sleep, Wake, Snapshot, Switch, Delete };

/**
 * One row per verb on an instance, read by every layer: its wire name and operation, and the
 * states it may start from and goes through (stateDuring()). The client sends POST
 * /v1/instances/{id}:<name> (DELETE for Delete) as `operationId`, the simulator makes its
 * routes from the rows and dispatches by name, and the console enables its actions by the
 * states. A new verb is a row here, its row in the console's action table (texts, key, icon:
 * tst_instancespage checks), what the engine does for it, and its path in the spec (tst_routes
 * checks).
 */
struct Verb
{
    InstanceAction action;
    std::string_view name;        ///< the wire name: ":stop"
    std::string_view operationId; ///< as in docs/api/openapi.yaml and the route table
    bool takesBody;               ///< a request body (snapshot: its name; switch: the target)
    unsigned from;                ///< the states it may start from (states()); else CONFLICT
    std::optional<InstanceState> during; ///< the state while it runs; none: it stays as it was
};

/// A set of instance states, one bit each.
constexpr unsigned states(std::initializer_list<InstanceState> list)
{
    unsigned mask = 0;
    for (const InstanceState s : list)
        mask |= 1u << unsigned(s);
    return mask;
}

inline constexpr Verb kVerbs[] = {
    {InstanceAction::Stop, "stop", "stopInstance", false,
     states({InstanceState::Running, InstanceState::Sleeping}), InstanceState::Stopping},
    {InstanceAction::Start, "start", "startInstance", false, states({InstanceState::Stopped}),
     InstanceState::Provisioning},
    {InstanceAction::Sleep, "sleep", "sleepInstance", false, states({InstanceState::Running}),
     InstanceState::Sleeping},
    // Asleep until the wake time has passed.
    {InstanceAction::Wake, "wake", "wakeInstance", false, states({InstanceState::Sleeping}),
     InstanceState::Sleeping},
    {InstanceAction::Snapshot, "snapshot", "snapshotInstance", true,
     states({InstanceState::Running, InstanceState::Sleeping, InstanceState::Stopped}),
     std::nullopt},
    {InstanceAction::Switch, "switch", "switchInstance", true,
     states({InstanceState::Running, InstanceState::Stopped}), InstanceState::Switching},
    {InstanceAction::Delete, "delete", "deleteInstance", false,
     ~states({InstanceState::Terminating, InstanceState::Terminated}), InstanceState::Terminating},
};

/** The row of `action`. */
constexpr const Verb &verb(InstanceAction action)
{
    for (const Verb &v : kVerbs) {
        if (v.action == action)
            return v;
    }
    return kVerbs[0]; // not reached: every action has a row (a test checks)
}

/** The action whose wire name is `name` (":stop"), if any. */
constexpr std::optional<InstanceAction> actionNamed(std::string_view name)
{
    for (const Verb &v : kVerbs) {
        if (v.name == name)
            return v.action;
    }
    return std::nullopt;
}

/** The API's state machine, as kVerbs says it: the state an instance is in while `action` runs
 *  on it from `from`, or nullopt when the platform refuses it (CONFLICT). The simulator enforces
 *  it; the console enables its actions by it. */
std::optional<InstanceState> stateDuring(InstanceState from, InstanceAction action);

/** "stop", "start"... (verb(action).name). */
const char *actionName(InstanceAction action);

} // namespace polychip::api
