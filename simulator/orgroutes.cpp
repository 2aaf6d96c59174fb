// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The organisation's keys and members, its classroom's seats, its policies and their audit log, and
// its webhooks.
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
    h["listKeys"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.apiKeys(c.caller))); });
    };
    h["createKey"] = [](Context &c) {
        const auto request = body<api::ApiKeyCreate>(c);
        return reply(c.host.mutate([&](Engine &e) { return e.createKey(c.caller, request); }), 201);
    };
    h["revokeKey"] = [](Context &c) {
        return noContent(
            c.host.mutate([&](Engine &e) { return e.revokeKey(c.caller, c.param(1)); }));
    };
    h["listSeats"] = [](Context &c) {
        return c.host.locked([&](Engine &e) -> Reply {
            auto seats = e.seats(c.caller);
            if (!seats)
                throw seats.error();
            return json(page(c, e, std::move(seats).value()));
        });
    };
    h["createSeats"] = [](Context &c) {
        const auto request = body<api::SeatsCreate>(c);
        return reply(c.host.mutate([&](Engine &e) -> api::Result<api::SeatsCreated> {
            auto made = e.createSeats(c.caller, request);
            if (!made)
                return made.error();
            // The new seats as the board shows them, each with its secret.
            auto board = e.seats(c.caller);
            if (!board)
                return board.error();
            std::map<std::string, const api::ClassroomSeat *> byId;
            for (const auto &seat : *board)
                byId[seat.id] = &seat;
            api::SeatsCreated out;
            for (const SeatKey &k : *made)
                out.seats.push_back({*byId.at(k.seat), k.key.secret});
            return out;
        }),
                     201);
    };
    h["resetSeat"] = [](Context &c) {
        return reply(c.host.mutate([&](Engine &e) { return e.resetSeat(c.caller, c.param(1)); }));
    };
    h["listWebhooks"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.webhooks(c.caller))); });
    };
    h["createWebhook"] = [](Context &c) {
        const auto request = body<api::WebhookCreate>(c);
        return reply(c.host.mutate([&](Engine &e) { return e.createWebhook(c.caller, request); }),
                     201);
    };
    h["deleteWebhook"] = [](Context &c) {
        return noContent(
            c.host.mutate([&](Engine &e) { return e.deleteWebhook(c.caller, c.param(1)); }));
    };
    h["testWebhook"] = [](Context &c) {
        return reply(c.host.mutate([&](Engine &e) { return e.testWebhook(c.caller, c.param(1)); }),
                     202);
    };
    h["listWebhookDeliveries"] = [](Context &c) {
        return c.host.locked([&](Engine &e) -> Reply {
            auto deliveries = e.deliveries(c.caller, c.param(1));
            if (!deliveries)
                throw deliveries.error();
            return json(page(c, e, std::move(deliveries).value()));
        });
    };
}

} // namespace polychip::sim
