// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The organisation's policies and their audit log.
#include "handlerkit.h"

namespace polychip::sim {

void addOrgRoutes(Handlers &h)
{
    h["getOrgPolicies"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(e.policies(c.caller)); });
    };
    h["setOrgPolicies"] = [](Context &c) {
        const auto update = body<api::OrgPoliciesUpdate>(c);
        return reply(c.host.mutate([&](Engine &e) {
            checkIfMatch(c, e.policies(c.caller).revision);
            return e.setPolicies(c.caller, update);
        }));
    };
    h["listOrgAudit"] = [](Context &c) {
        return c.host.locked([&](Engine &e) -> Reply {
            auto entries = e.audit(c.caller);
            if (!entries)
                throw entries.error();
            return json(page(c, e, std::move(entries).value()));
        });
    };
}

} // namespace polychip::sim
