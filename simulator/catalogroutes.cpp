// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The catalogue (read-only) and quotes.
#include "handlerkit.h"
#include "messages.h"

namespace polychip::sim {

namespace {

// The catalogue's text filters compare ASCII case-insensitively (the API: "case-insensitive").
std::string fold(std::string s)
{
    for (auto &ch : s)
        ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

std::optional<std::string> folded(std::optional<std::string> s)
{
    if (s)
        s = fold(std::move(*s));
    return s;
}

bool anyContains(const std::string &needle, const std::vector<std::string> &haystacks)
{
    return std::any_of(haystacks.begin(), haystacks.end(), [&](const std::string &h) {
        return fold(h).find(needle) != std::string::npos;
    });
}

/// The page of the entries that match, copying only that page (a scaled catalogue holds
/// 100,000 models; copying all of them for every page made listing it quadratic).
template <class T, class Match>
api::Page<T>
catalogPage(const Context &c, const Engine &e, const std::vector<T> &all, Match matches)
{
    if (c.query("since"))
        throw invalid("since", "this list has no delta sync");
    const Window w = window(c);
    api::Page<T> p;
    p.revision = e.revision(c.caller.orgId);
    std::size_t seen = 0;
    for (const auto &t : all) {
        if (!matches(t))
            continue;
        if (seen >= std::size_t(w.offset) && p.items.size() < std::size_t(w.size))
            p.items.push_back(t);
        else if (p.items.size() == std::size_t(w.size)) {
            p.nextPageToken = pageToken(c, seen); // one more matches: a next page starts here
            break;
        }
        ++seen;
    }
    return p;
}

} // namespace

void addCatalogRoutes(Handlers &h)
{
    h["getMe"] = [](Context &c) {
        return reply(c.host.locked([&](Engine &e) { return e.me(c.caller); }));
    };
    h["listAccelerators"] = [](Context &c) {
        const EnumFilter<api::Backend> backend(c, "backend");
        return c.host.locked([&](Engine &e) {
            return json(catalogPage(c, e, e.accelerators(c.caller), [&](const api::Accelerator &a) {
                return backend.allows(a.backend);
            }));
        });
    };
    h["listImages"] = [](Context &c) {
        const EnumFilter<api::Backend> backend(c, "backend");
        return c.host.locked([&](Engine &e) {
            return json(catalogPage(c, e, e.catalog().images(), [&](const api::Image &i) {
                return backend.allows(i.backend);
            }));
        });
    };
    h["listTemplates"] = [](Context &c) {
        const EnumFilter<api::WorkloadKind> kind(c, "kind");
        const EnumFilter<api::Backend> backend(c, "backend");
        return c.host.locked([&](Engine &e) {
            auto p = catalogPage(c, e, e.catalog().templates(), [&](const api::Template &t) {
                return kind.allows(t.kind)
                       && backend.allowsAny(t.backends, [](const auto &b) { return b.backend; });
            });
            localize(c, e, p.items);
            return json(p);
        });
    };
    h["getTemplate"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            const api::Template *t = e.catalog().templ(c.param(1));
            if (!t)
                return catalogEntry(c.caller.language, t, "template", c.param(1));
            std::vector<api::Template> one{*t};
            localize(c, e, one);
            return json(one.front());
        });
    };
    h["listModels"] = [](Context &c) {
        const auto q = folded(c.query("q")), family = folded(c.query("family")),
                   task = c.query("task"), license = folded(c.query("license"));
        const auto minParams = numberParam(c, "min_params_b", 0, 1e5);
        const auto maxParams = numberParam(c, "max_params_b", 0, 1e5);
        const auto matches = [&](const api::Model &m) {
            if (q && !anyContains(*q, {m.id, m.name, m.family}) && !anyContains(*q, m.tasks)
                && !anyContains(*q, m.tags))
                return false;
            return (!family || fold(m.family) == *family)
                   && (!license || fold(m.license) == *license)
                   && (!task || std::find(m.tasks.begin(), m.tasks.end(), *task) != m.tasks.end())
                   && (!minParams || m.paramsB >= *minParams)
                   && (!maxParams || m.paramsB <= *maxParams);
        };
        return c.host.locked(
            [&](Engine &e) { return json(catalogPage(c, e, e.catalog().models(), matches)); });
    };
    h["getModel"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return catalogEntry(c.caller.language, e.catalog().model(c.param(1)), "model",
                                c.param(1));
        });
    };
    h["listDatasets"] = [](Context &c) {
        const auto q = folded(c.query("q")), modality = c.query("modality"),
                   license = folded(c.query("license"));
        const auto matches = [&](const api::Dataset &d) {
            return (!q || anyContains(*q, {d.id, d.name, d.description}))
                   && (!modality || d.modality == *modality)
                   && (!license || fold(d.license) == *license);
        };
        return c.host.locked(
            [&](Engine &e) { return json(catalogPage(c, e, e.catalog().datasets(), matches)); });
    };
    h["getDataset"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return catalogEntry(c.caller.language, e.catalog().dataset(c.param(1)), "dataset",
                                c.param(1));
        });
    };
    h["createQuote"] = [](Context &c) {
        const auto spec = body<api::LaunchSpec>(c);
        // A client's own quote (a card's price) is answered alike, but a lesson counts only
        // the quotes a person asked for.
        const bool asked = c.req.get_header_value("Sec-Purpose") != "prefetch";
        const std::string language = messages::language(c.req.get_header_value("Accept-Language"));
        return reply(
            c.host.locked([&](Engine &e) { return e.quote(c.caller, spec, asked, language); }));
    };
}

} // namespace polychip::sim
