// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "lifecycle.h"

namespace polychip::sim {

using api::InstanceState;

const char *actionName(Action action)
{
    switch (action) {
    case Action::Stop:
        return "stop";
    case Action::Start:
        return "start";
    case Action::Sleep:
        return "sleep";
    case Action::Wake:
        return "wake";
    case Action::Snapshot:
        return "snapshot";
    case Action::Switch:
        return "switch";
    case Action::Delete:
        return "delete";
    }
    return "?";
}

api::ApiError apiError(int httpStatus, std::string code, std::string message)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = httpStatus;
    e.code = std::move(code);
    e.message = std::move(message);
    return e;
}

api::Result<InstanceState> beginAction(InstanceState from, Action action)
{
    // The one table of API.md's state machine: (from, action) -> state during the operation.
    std::optional<InstanceState> to;
    switch (action) {
    case Action::Stop:
        if (from == InstanceState::Running || from == InstanceState::Sleeping)
            to = InstanceState::Stopping;
        break;
    case Action::Start:
        if (from == InstanceState::Stopped)
            to = InstanceState::Provisioning;
        break;
    case Action::Sleep:
        if (from == InstanceState::Running)
            to = InstanceState::Sleeping;
        break;
    case Action::Wake:
        if (from == InstanceState::Sleeping)
            to = InstanceState::Sleeping; // stays asleep until the wake time has passed
        break;
    case Action::Snapshot:
        if (from == InstanceState::Running || from == InstanceState::Sleeping
            || from == InstanceState::Stopped)
            to = from; // a snapshot does not change the state
        break;
    case Action::Switch:
        if (from == InstanceState::Running || from == InstanceState::Stopped)
            to = InstanceState::Switching;
        break;
    case Action::Delete:
        if (from != InstanceState::Terminating && from != InstanceState::Terminated)
            to = InstanceState::Terminating;
        break;
    }
    if (!to)
        return apiError(409, "CONFLICT",
                        std::string("cannot ") + actionName(action) + " an instance that is "
                            + std::string(api::wireName(from)));
    return *to;
}

bool holdsCapacity(InstanceState state)
{
    switch (state) {
    case InstanceState::Provisioning:
    case InstanceState::Running:
    case InstanceState::Sleeping:
    case InstanceState::Stopping:
    case InstanceState::Switching:
        return true;
    default:
        return false;
    }
}

bool billsCompute(InstanceState state)
{
    return state == InstanceState::Running;
}

std::int64_t LifecycleTimes::provision(api::Backend backend) const
{
    const auto it = provisionS.find(std::string(api::wireName(backend)));
    return it == provisionS.end() ? 60 : it->second;
}

} // namespace polychip::sim
