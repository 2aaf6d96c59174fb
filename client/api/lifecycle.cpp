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
    const Verb &v = verb(action);
    if (v.action != action || !(v.from & states({from})))
        return std::nullopt;
    return v.during.value_or(from);
}

} // namespace polychip::api
