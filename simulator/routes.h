// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"
#include "api/lifecycle.h"

#include <array>
#include <cstddef>
#include <string_view>

namespace polychip::sim {

/** Which roles may call an operation: the one table of who may do what (the API's roles). */
enum RoleMask : unsigned {
    kPublic = 0, ///< no key needed
    kAdmin = 1,
    kDeveloper = 2,
    kManager = 4,
    kTrainee = 8,
    kEveryone = kAdmin | kDeveloper | kManager | kTrainee,
    kActors = kAdmin | kDeveloper | kTrainee, ///< may change instances and storage
    kBudgeters = kAdmin | kManager,
};

struct RouteSpec
{
    std::string_view operationId; ///< as in docs/api/openapi.yaml
    std::string_view method;
    std::string_view pattern; ///< a regular expression over the path
    unsigned roles;
};

/// Every route but the verbs on instances (kRoutes adds those, from api::kVerbs).
inline constexpr RouteSpec kTableRoutes[] = {
    {"getHealth", "GET", R"(/v1/health)", kPublic},
    {"getMe", "GET", R"(/v1/me)", kEveryone},
    {"listAccelerators", "GET", R"(/v1/accelerators)", kEveryone},
    {"listImages", "GET", R"(/v1/images)", kEveryone},
    {"listTemplates", "GET", R"(/v1/templates)", kEveryone},
    {"getTemplate", "GET", R"(/v1/templates/([^/:]+))", kEveryone},
    {"listModels", "GET", R"(/v1/models)", kEveryone},
    {"getModel", "GET", R"(/v1/models/([^/:]+))", kEveryone},
    {"listDatasets", "GET", R"(/v1/datasets)", kEveryone},
    {"getDataset", "GET", R"(/v1/datasets/([^/:]+))", kEveryone},
    {"createQuote", "POST", R"(/v1/quotes)", kEveryone},
    {"listInstances", "GET", R"(/v1/instances)", kEveryone},
    {"createInstance", "POST", R"(/v1/instances)", kActors},
    {"getInstance", "GET", R"(/v1/instances/([^/:]+))", kEveryone},
    {"updateInstance", "PATCH", R"(/v1/instances/([^/:]+))", kActors},
    {"getInstanceMetrics", "GET", R"(/v1/instances/([^/:]+)/metrics)", kEveryone},
    {"getInstanceLogs", "GET", R"(/v1/instances/([^/:]+)/logs)", kEveryone},
    {"listSnapshots", "GET", R"(/v1/snapshots)", kEveryone},
    {"getSnapshot", "GET", R"(/v1/snapshots/([^/:]+))", kEveryone},
    {"deleteSnapshot", "DELETE", R"(/v1/snapshots/([^/:]+))", kActors},
    {"listVolumes", "GET", R"(/v1/volumes)", kEveryone},
    {"getVolume", "GET", R"(/v1/volumes/([^/:]+))", kEveryone},
    {"createVolume", "POST", R"(/v1/volumes)", kActors},
    {"deleteVolume", "DELETE", R"(/v1/volumes/([^/:]+))", kActors},
    {"attachVolume", "POST", R"(/v1/volumes/([^/:]+):(attach))", kActors},
    {"detachVolume", "POST", R"(/v1/volumes/([^/:]+):(detach))", kActors},
    {"getBillingAccount", "GET", R"(/v1/billing/account)", kEveryone},
    {"getBillingUsage", "GET", R"(/v1/billing/usage)", kEveryone},
    {"getBillingInsights", "GET", R"(/v1/billing/insights)", kEveryone},
    {"listLedger", "GET", R"(/v1/billing/ledger)", kEveryone},
    {"listAlerts", "GET", R"(/v1/alerts)", kEveryone},
    {"listBudgets", "GET", R"(/v1/budgets)", kEveryone},
    {"getBudget", "GET", R"(/v1/budgets/([^/:]+))", kEveryone},
    {"createBudget", "POST", R"(/v1/budgets)", kBudgeters},
    {"updateBudget", "PATCH", R"(/v1/budgets/([^/:]+))", kBudgeters},
    {"deleteBudget", "DELETE", R"(/v1/budgets/([^/:]+))", kBudgeters},
    {"listKeys", "GET", R"(/v1/keys)", kEveryone},
    {"createKey", "POST", R"(/v1/keys)", kAdmin},
    {"revokeKey", "DELETE", R"(/v1/keys/([^/:]+))", kEveryone},
    {"listSeats", "GET", R"(/v1/classroom/seats)", kAdmin},
    {"createSeats", "POST", R"(/v1/classroom/seats)", kAdmin},
    {"resetSeat", "POST", R"(/v1/classroom/seats/([^/:]+):reset)", kAdmin},
    {"getOrgPolicies", "GET", R"(/v1/org/policies)", kEveryone},
    {"setOrgPolicies", "PUT", R"(/v1/org/policies)", kAdmin},
    {"listOrgAudit", "GET", R"(/v1/org/audit)", kBudgeters},
    {"listWebhooks", "GET", R"(/v1/org/webhooks)", kAdmin},
    {"createWebhook", "POST", R"(/v1/org/webhooks)", kAdmin},
    {"deleteWebhook", "DELETE", R"(/v1/org/webhooks/([^/:]+))", kAdmin},
    {"testWebhook", "POST", R"(/v1/org/webhooks/([^/:]+):test)", kAdmin},
    {"listWebhookDeliveries", "GET", R"(/v1/org/webhooks/([^/:]+)/deliveries)", kAdmin},
    {"getOperation", "GET", R"(/v1/operations/([^/:]+))", kEveryone},
    {"streamEvents", "GET", R"(/v1/events)", kEveryone},
    {"getSimClock", "GET", R"(/v1/sim/clock)", kEveryone},
    {"setSimClock", "PUT", R"(/v1/sim/clock)", kAdmin},
    {"advanceSimClock", "POST", R"(/v1/sim/clock:advance)", kAdmin},
    {"getSimFaults", "GET", R"(/v1/sim/faults)", kAdmin},
    {"setSimFaults", "PUT", R"(/v1/sim/faults)", kAdmin},
    {"listSimScenarios", "GET", R"(/v1/sim/scenarios)", kEveryone},
    {"loadSimScenario", "POST", R"(/v1/sim/scenarios/([^/:]+):load)", kAdmin},
    {"listSimLessons", "GET", R"(/v1/sim/lessons)", kEveryone},
    {"getSimLesson", "GET", R"(/v1/sim/lessons/([^/:]+))", kEveryone},
    {"startSimLesson", "POST", R"(/v1/sim/lessons/([^/:]+):start)", kActors},
    {"leaveSimLesson", "POST", R"(/v1/sim/lessons/([^/:]+):leave)", kActors},
    {"resetSim", "POST", R"(/v1/sim:reset)", kAdmin},
    {"getSimState", "GET", R"(/v1/sim/state)", kAdmin},
    {"putSimState", "PUT", R"(/v1/sim/state)", kAdmin},
};

constexpr unsigned roleBit(api::Role role)
{
    switch (role) {
    case api::Role::Admin:
        return kAdmin;
    case api::Role::Developer:
        return kDeveloper;
    case api::Role::Manager:
        return kManager;
    case api::Role::Trainee:
        return kTrainee;
    case api::Role::Unknown:
        break;
    }
    return 0;
}

/// The route roles of an api::roles() set.
constexpr unsigned roleBits(unsigned apiRoles)
{
    unsigned bits = 0;
    for (const api::Role role :
         {api::Role::Admin, api::Role::Developer, api::Role::Manager, api::Role::Trainee}) {
        if (api::hasRole(apiRoles, role))
            bits |= roleBit(role);
    }
    return bits;
}
static_assert(roleBits(api::kActingRoles) == kActors, "who changes instances, said twice alike");

namespace detail {

inline constexpr std::string_view kInstancePath = R"(/v1/instances/([^/:]+))";
inline constexpr std::size_t kVerbPatternSize = 48;

/// The path pattern of each verb of api::kVerbs: /v1/instances/{id}:(<name>), or the
/// instance's own path for a verb on the resource (DELETE).
inline constexpr auto kVerbPatterns = [] {
    std::array<std::array<char, kVerbPatternSize>, std::size(api::kVerbs)> out{};
    for (std::size_t v = 0; v < out.size(); ++v) {
        std::size_t n = 0;
        for (const char c : kInstancePath)
            out[v][n++] = c;
        if (api::kVerbs[v].onResource)
            continue;
        for (const char c : std::string_view(":("))
            out[v][n++] = c;
        for (const char c : api::kVerbs[v].name)
            out[v][n++] = c;
        out[v][n++] = ')';
    }
    return out;
}();

} // namespace detail

/** The one table of routes: kTableRoutes, then a route per verb of api::kVerbs, its method,
 *  path and roles as the verb's row says. */
inline constexpr auto kRoutes = [] {
    std::array<RouteSpec, std::size(kTableRoutes) + std::size(api::kVerbs)> out{};
    std::size_t n = 0;
    for (const RouteSpec &r : kTableRoutes)
        out[n++] = r;
    for (std::size_t v = 0; v < std::size(api::kVerbs); ++v) {
        const api::Verb &verb = api::kVerbs[v];
        const auto &pattern = detail::kVerbPatterns[v];
        std::size_t length = 0;
        while (pattern[length] != 0)
            ++length;
        out[n++] = {verb.operationId, verb.onResource ? "DELETE" : "POST",
                    std::string_view(pattern.data(), length), roleBits(verb.roles)};
    }
    return out;
}();

} // namespace polychip::sim
