// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "enums.h"

#include <optional>
#include <string_view>

namespace polychip::api {

/** What a user can ask of an instance (the API's actions). */
enum class InstanceAction { Stop, Start, Sleep, Wake, Snapshot, Switch, Delete };

/**
 * One row per verb on an instance, read by every layer: the client sends POST
 * /v1/instances/{id}:<name> (DELETE for Delete) as `operationId`, the simulator's routes
 * dispatch it by name, and tests hold the spec, the route table and the console's action
 * table to it; the simulator's route table makes its POST route from it. A new verb is a row
 * here, a case of stateDuring(), its row in the console's action table (tst_instancespage
 * checks), what the engine does for it, and its path in the spec (tst_routes checks).
 */
struct Verb
{
    InstanceAction action;
    std::string_view name;        ///< the wire name: ":stop"
    std::string_view operationId; ///< as in docs/api/openapi.yaml and the route table
    bool takesBody;               ///< a request body (snapshot: its name; switch: the target)
};

inline constexpr Verb kVerbs[] = {
    {InstanceAction::Stop, "stop", "stopInstance", false},
    {InstanceAction::Start, "start", "startInstance", false},
    {InstanceAction::Sleep, "sleep", "sleepInstance", false},
    {InstanceAction::Wake, "wake", "wakeInstance", false},
    {InstanceAction::Snapshot, "snapshot", "snapshotInstance", true},
    {InstanceAction::Switch, "switch", "switchInstance", true},
    {InstanceAction::Delete, "delete", "deleteInstance", false},
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

/** The API's state machine in one table: the state an instance is in while `action` runs on
 *  it from `from`, or nullopt when the platform refuses it (CONFLICT). The simulator enforces
 *  it; the console enables its actions by it. */
std::optional<InstanceState> stateDuring(InstanceState from, InstanceAction action);

/** "stop", "start"... (verb(action).name). */
const char *actionName(InstanceAction action);

} // namespace polychip::api
