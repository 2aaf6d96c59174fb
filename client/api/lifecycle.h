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
 * states it may start from and goes through (stateDuring()), and the roles that may ask it. The
 * client sends it as `operationId` to verbPath(), the simulator makes its routes from the rows
 * (roles included) and dispatches by name, and the console enables its actions by the states
 * and the roles. A new verb is a row here, its row in the console's action table (texts, key,
 * icon, the question it asks first: tst_instancespage checks), what the engine does for it, and
 * its path in the spec (tst_routes checks).
 */
struct Verb
{
    InstanceAction action;
    std::string_view name;        ///< the wire name: ":stop"
    std::string_view operationId; ///< as in docs/api/openapi.yaml and the route table
    bool onResource; ///< DELETE /v1/instances/{id}; else POST /v1/instances/{id}:<name>
    bool takesBody;  ///< a request body (snapshot: its name; switch: the target)
    unsigned roles;  ///< who may ask it (roles()); else FORBIDDEN
    unsigned from;   ///< the states it may start from (states()); else CONFLICT
    std::optional<InstanceState> during; ///< the state while it runs; none: it stays as it was
};

/// A set of roles, one bit each.
constexpr unsigned roles(std::initializer_list<Role> list)
{
    unsigned mask = 0;
    for (const Role r : list)
        mask |= 1u << unsigned(r);
    return mask;
}

/// Whether `role` is in the set `mask` (roles()).
constexpr bool hasRole(unsigned mask, Role role)
{
    return (mask & roles({role})) != 0;
}

/// The roles that change instances and storage; a manager reads them only.
inline constexpr unsigned kActingRoles = roles({Role::Admin, Role::Developer, Role::Trainee});

/// A set of instance states, one bit each.
constexpr unsigned states(std::initializer_list<InstanceState> list)
{
    unsigned mask = 0;
    for (const InstanceState s : list)
        mask |= 1u << unsigned(s);
    return mask;
}

inline constexpr Verb kVerbs[] = {
    {InstanceAction::Stop, "stop", "stopInstance", false, false, kActingRoles,
     states({InstanceState::Running, InstanceState::Sleeping}), InstanceState::Stopping},
    {InstanceAction::Start, "start", "startInstance", false, false, kActingRoles,
     states({InstanceState::Stopped}), InstanceState::Provisioning},
    {InstanceAction::Sleep, "sleep", "sleepInstance", false, false, kActingRoles,
     states({InstanceState::Running}), InstanceState::Sleeping},
    // Asleep until the wake time has passed.
    {InstanceAction::Wake, "wake", "wakeInstance", false, false, kActingRoles,
     states({InstanceState::Sleeping}), InstanceState::Sleeping},
    {InstanceAction::Snapshot, "snapshot", "snapshotInstance", false, true, kActingRoles,
     states({InstanceState::Running, InstanceState::Sleeping, InstanceState::Stopped}),
     std::nullopt},
    {InstanceAction::Switch, "switch", "switchInstance", false, true, kActingRoles,
     states({InstanceState::Running, InstanceState::Stopped}), InstanceState::Switching},
    {InstanceAction::Delete, "delete", "deleteInstance", true, false, kActingRoles,
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
