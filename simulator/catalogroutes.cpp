// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The catalogue (read-only) and quotes.
#include "handlerkit.h"

namespace polychip::sim {

void addCatalogRoutes(Handlers &h)
{
    h["getMe"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.me(c.caller); }));
    };
    h["listAccelerators"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.accelerators())); });
    };
    h["listImages"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().images())); });
    };
    h["listTemplates"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().templates())); });
    };
    h["getTemplate"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return catalogEntry(e.catalog().templ(c.param(1)), "template", c.param(1));
        });
    };
    h["listModels"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const auto q = c.query("q"), family = c.query("family"), task = c.query("task"),
                       license = c.query("license");
            std::vector<api::Model> out;
            for (const auto &m : e.catalog().models()) {
                if (q && m.name.find(*q) == std::string::npos && m.id.find(*q) == std::string::npos)
                    continue;
                if (family && m.family != *family)
                    continue;
                if (license && m.license != *license)
                    continue;
                if (task && std::find(m.tasks.begin(), m.tasks.end(), *task) == m.tasks.end())
                    continue;
                out.push_back(m);
            }
            return json(page(c, e, std::move(out)));
        });
    };
    h["getModel"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return catalogEntry(e.catalog().model(c.param(1)), "model", c.param(1));
        });
    };
    h["listDatasets"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.catalog().datasets())); });
    };
    h["getDataset"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return catalogEntry(e.catalog().dataset(c.param(1)), "dataset", c.param(1));
        });
    };
    h["createQuote"] = [](Context &c) {
        const auto spec = body<api::LaunchSpec>(c);
        return reply(c.host.locked([&](Engine &e) { return e.quote(c.caller, spec); }));
    };
}

} // namespace polychip::sim
