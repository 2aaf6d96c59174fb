// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "lifecycle.h"

namespace polychip::api {

const char *actionName(InstanceAction action)
{
    for (const Verb &v : kVerbs) {
        if (v.action == action)
            return v.name.data(); // the literals of kVerbs end in a NUL
    }
    return "?";
}

std::optional<InstanceState> stateDuring(InstanceState from, InstanceAction action)
{
    // The one table of the API's state machine: (from, action) -> state during the operation.
    std::optional<InstanceState> to;
    switch (action) {
    case InstanceAction::Stop:
        if (from == InstanceState::Running || from == InstanceState::Sleeping)
            to = InstanceState::Stopping;
        break;
    case InstanceAction::Start:
        if (from == InstanceState::Stopped)
            to = InstanceState::Provisioning;
        break;
    case InstanceAction::Sleep:
        if (from == InstanceState::Running)
            to = InstanceState::Sleeping;
        break;
    case InstanceAction::Wake:
        if (from == InstanceState::Sleeping)
            to = InstanceState::Sleeping; // stays asleep until the wake time has passed
        break;
    case InstanceAction::Snapshot:
        if (from == InstanceState::Running || from == InstanceState::Sleeping
            || from == InstanceState::Stopped)
            to = from; // a snapshot does not change the state
        break;
    case InstanceAction::Switch:
        if (from == InstanceState::Running || from == InstanceState::Stopped)
            to = InstanceState::Switching;
        break;
    case InstanceAction::Delete:
        if (from != InstanceState::Terminating && from != InstanceState::Terminated)
            to = InstanceState::Terminating;
        break;
    }
    return to;
}

} // namespace polychip::api
