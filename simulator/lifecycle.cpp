// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "lifecycle.h"

#include "messages.h"

namespace polychip::sim {

using api::InstanceState;

api::ApiError apiError(int httpStatus, std::string code, std::string message)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = httpStatus;
    e.code = std::move(code);
    e.message = std::move(message);
    return e;
}

api::ApiError notFound(const std::string &language, const std::string &what, const std::string &id)
{
    return apiError(
        404, "NOT_FOUND",
        messages::say(language, "error.not_found", {messages::term(language, "thing", what), id}));
}

api::ApiError
invalidField(const std::string &language, const std::string &field, const std::string &problem)
{
    auto e = apiError(400, "INVALID_ARGUMENT",
                      messages::say(language, "error.field",
                                    {messages::term(language, "field_name", field), problem}));
    e.field = field;
    return e;
}

bool mayAct(api::Role role)
{
    return role == api::Role::Admin || role == api::Role::Developer || role == api::Role::Trainee;
}

bool mayActOn(api::Role role, const std::string &caller, const std::string &owner)
{
    return mayAct(role) && (role != api::Role::Trainee || caller == owner);
}

api::Result<InstanceState>
beginAction(InstanceState from, Action action, const std::string &language)
{
    const auto to = api::stateDuring(from, action);
    if (!to)
        return apiError(409, "CONFLICT",
                        messages::say(language, "error.cannot_act",
                                      {messages::term(language, "action", actionName(action)),
                                       messages::term(language, "state", api::wireName(from))}));
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
