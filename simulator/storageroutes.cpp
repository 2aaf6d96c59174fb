// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Snapshots and network volumes.
#include "handlerkit.h"

namespace polychip::sim {

void addStorageRoutes(Handlers &h)
{
    h["listSnapshots"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.snapshots(c.caller), "snapshot.deleted")); });
    };
    h["getSnapshot"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return json(byId(c.caller.language, e.snapshots(c.caller), c.param(1), "snapshot"));
        });
    };
    h["deleteSnapshot"] = [](Context &c) {
        return noContent(c.host.mutate([&](Engine &e) {
            checkIfMatchOfPath(c, e.snapshots(c.caller));
            return e.deleteSnapshot(c.caller, c.param(1));
        }));
    };
    h["listVolumes"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.volumes(c.caller), "volume.deleted")); });
    };
    h["getVolume"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return json(byId(c.caller.language, e.volumes(c.caller), c.param(1), "volume"));
        });
    };
    h["createVolume"] = [](Context &c) {
        const auto request = body<api::VolumeCreate>(c);
        return reply(c.host.mutate([&](Engine &e) { return e.createVolume(c.caller, request); }),
                     201);
    };
    h["deleteVolume"] = [](Context &c) {
        return noContent(c.host.mutate([&](Engine &e) {
            checkIfMatchOfPath(c, e.volumes(c.caller));
            return e.deleteVolume(c.caller, c.param(1));
        }));
    };
    const Handler volumeAction = [](Context &c) {
        if (c.param(2) == "detach")
            return reply(
                c.host.mutate([&](Engine &e) { return e.detachVolume(c.caller, c.param(1)); }));
        const auto request = body<api::AttachRequest>(c);
        return reply(c.host.mutate(
            [&](Engine &e) { return e.attachVolume(c.caller, c.param(1), request.instanceId); }));
    };
    h["attachVolume"] = volumeAction;
    h["detachVolume"] = volumeAction;
}

} // namespace polychip::sim
