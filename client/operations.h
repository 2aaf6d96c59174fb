// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Every operation of docs/api/openapi.yaml as a typed request: ops::getInstance("ins_1") is an
// Op<api::Instance> that ApiClient::call() sends, retries and decodes.

#include "api/codec.h"
#include "api/lifecycle.h"
#include "api/types.h"

#include <cassert>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::client {

/** An answer without a body (204). */
struct NoContent
{};

/** One request of the API with the type its success decodes to. */
template <class Response>
struct Op
{
    using ResponseType = Response;
    std::string_view operationId;
    std::string method;
    std::string path; ///< with the query, percent-encoded
    std::string body; ///< JSON, empty for none
    std::vector<std::string> headers = {};
};

/** Paging, delta sync and filters of a list. */
struct ListQuery
{
    std::optional<int> pageSize;
    std::string pageToken;
    std::optional<std::int64_t> since;          ///< stored resources: only what changed after it
    std::map<std::string, std::string> filters; ///< e.g. {"state", "running"}
};

/** Query parameters, percent-encoded: "?a=1&b=x%20y" (empty when there are none). */
std::string queryString(const std::map<std::string, std::string> &params);
/** A path segment, percent-encoded. */
std::string segment(std::string_view id);
std::map<std::string, std::string> listParams(const ListQuery &q);

namespace ops {

template <class R>
Op<R> get(std::string_view opId, std::string path, const std::map<std::string, std::string> &q = {})
{
    return {opId, "GET", std::move(path) + queryString(q), {}};
}
template <class R, class B>
Op<R> send(std::string_view opId, std::string method, std::string path, const B &body)
{
    return {opId, std::move(method), std::move(path), api::encode(body)};
}
template <class R>
Op<R> act(std::string_view opId, std::string method, std::string path)
{
    return {opId, std::move(method), std::move(path), {}};
}
/// If-Match for PATCH and DELETE: act only on this revision (412 when stale).
template <class R>
Op<R> ifMatch(Op<R> op, std::optional<std::int64_t> revision)
{
    if (revision)
        op.headers.push_back("If-Match: \"" + std::to_string(*revision) + "\"");
    return op;
}

/// The caller's own Idempotency-Key: a request sent again with the same key (a relaunch after
/// every retry failed) acts at most once. Without it each call gets a fresh key.
template <class R>
Op<R> withIdempotencyKey(Op<R> op, const std::string &key)
{
    op.headers.push_back("Idempotency-Key: " + key);
    return op;
}

/// The same request, marked as one the client makes on its own rather than because a person
/// asked (a card's price, an estimate shown unasked): `Sec-Purpose: prefetch`, as browsers mark
/// theirs. The platform answers it alike; the simulator's lessons do not count it as done.
template <class R>
Op<R> asPrefetch(Op<R> op)
{
    op.headers.emplace_back("Sec-Purpose: prefetch");
    return op;
}

// clang-format off
inline Op<api::Health> getHealth() { return get<api::Health>("getHealth", "/v1/health"); }
inline Op<api::Me> getMe() { return get<api::Me>("getMe", "/v1/me"); }
inline Op<api::Page<api::Accelerator>> listAccelerators(const ListQuery &q = {}) { return get<api::Page<api::Accelerator>>("listAccelerators", "/v1/accelerators", listParams(q)); }
inline Op<api::Page<api::Image>> listImages(const ListQuery &q = {}) { return get<api::Page<api::Image>>("listImages", "/v1/images", listParams(q)); }
inline Op<api::Page<api::Template>> listTemplates(const ListQuery &q = {}) { return get<api::Page<api::Template>>("listTemplates", "/v1/templates", listParams(q)); }
inline Op<api::Template> getTemplate(std::string_view id) { return get<api::Template>("getTemplate", "/v1/templates/" + segment(id)); }
inline Op<api::Page<api::Model>> listModels(const ListQuery &q = {}) { return get<api::Page<api::Model>>("listModels", "/v1/models", listParams(q)); }
inline Op<api::Model> getModel(std::string_view id) { return get<api::Model>("getModel", "/v1/models/" + segment(id)); }
inline Op<api::Page<api::Dataset>> listDatasets(const ListQuery &q = {}) { return get<api::Page<api::Dataset>>("listDatasets", "/v1/datasets", listParams(q)); }
inline Op<api::Dataset> getDataset(std::string_view id) { return get<api::Dataset>("getDataset", "/v1/datasets/" + segment(id)); }
inline Op<api::Quote> createQuote(const api::LaunchSpec &spec) { return send<api::Quote>("createQuote", "POST", "/v1/quotes", spec); }
inline Op<api::InstanceOperation> createInstance(const api::LaunchSpec &spec) { return send<api::InstanceOperation>("createInstance", "POST", "/v1/instances", spec); }
inline Op<api::Page<api::Instance>> listInstances(const ListQuery &q = {}) { return get<api::Page<api::Instance>>("listInstances", "/v1/instances", listParams(q)); }
inline Op<api::Instance> getInstance(std::string_view id) { return get<api::Instance>("getInstance", "/v1/instances/" + segment(id)); }
inline Op<api::Instance> updateInstance(std::string_view id, const api::InstancePatch &patch, std::optional<std::int64_t> revision = {}) { return ifMatch(send<api::Instance>("updateInstance", "PATCH", "/v1/instances/" + segment(id), patch), revision); }
// The verbs of api::kVerbs, as each row says: POST /v1/instances/{id}:<name>, or DELETE
// /v1/instances/{id} for the one on the resource itself.
inline std::string verbPath(api::InstanceAction a, std::string_view id) { const api::Verb &v = api::verb(a); std::string path = "/v1/instances/" + segment(id); if (!v.onResource) path.append(":").append(v.name); return path; }
inline const char *verbMethod(api::InstanceAction a) { return api::verb(a).onResource ? "DELETE" : "POST"; }
/// A verb without a body (stop, start, sleep, wake, delete).
inline Op<api::InstanceOperation> actOnInstance(api::InstanceAction a, std::string_view id) { assert(!api::verb(a).takesBody); return act<api::InstanceOperation>(api::verb(a).operationId, verbMethod(a), verbPath(a, id)); }
inline Op<api::InstanceOperation> deleteInstance(std::string_view id, std::optional<std::int64_t> revision = {}) { return ifMatch(actOnInstance(api::InstanceAction::Delete, id), revision); }
inline Op<api::InstanceOperation> stopInstance(std::string_view id) { return actOnInstance(api::InstanceAction::Stop, id); }
inline Op<api::InstanceOperation> startInstance(std::string_view id) { return actOnInstance(api::InstanceAction::Start, id); }
inline Op<api::InstanceOperation> sleepInstance(std::string_view id) { return actOnInstance(api::InstanceAction::Sleep, id); }
inline Op<api::InstanceOperation> wakeInstance(std::string_view id) { return actOnInstance(api::InstanceAction::Wake, id); }
inline Op<api::InstanceOperation> snapshotInstance(std::string_view id, const api::SnapshotRequest &r) { return send<api::InstanceOperation>(api::verb(api::InstanceAction::Snapshot).operationId, "POST", verbPath(api::InstanceAction::Snapshot, id), r); }
inline Op<api::InstanceOperation> switchInstance(std::string_view id, const api::SwitchRequest &r) { return send<api::InstanceOperation>(api::verb(api::InstanceAction::Switch).operationId, "POST", verbPath(api::InstanceAction::Switch, id), r); }
inline Op<api::MetricSeries> getInstanceMetrics(std::string_view id, const std::map<std::string, std::string> &q = {}) { return get<api::MetricSeries>("getInstanceMetrics", "/v1/instances/" + segment(id) + "/metrics", q); }
inline Op<api::LogPage> getInstanceLogs(std::string_view id, std::int64_t sinceLine = 1) { return get<api::LogPage>("getInstanceLogs", "/v1/instances/" + segment(id) + "/logs", {{"since_line", std::to_string(sinceLine)}}); }
inline Op<api::Page<api::Snapshot>> listSnapshots(const ListQuery &q = {}) { return get<api::Page<api::Snapshot>>("listSnapshots", "/v1/snapshots", listParams(q)); }
inline Op<api::Snapshot> getSnapshot(std::string_view id) { return get<api::Snapshot>("getSnapshot", "/v1/snapshots/" + segment(id)); }
inline Op<NoContent> deleteSnapshot(std::string_view id, std::optional<std::int64_t> revision = {}) { return ifMatch(act<NoContent>("deleteSnapshot", "DELETE", "/v1/snapshots/" + segment(id)), revision); }
inline Op<api::Page<api::Volume>> listVolumes(const ListQuery &q = {}) { return get<api::Page<api::Volume>>("listVolumes", "/v1/volumes", listParams(q)); }
inline Op<api::Volume> createVolume(const api::VolumeCreate &v) { return send<api::Volume>("createVolume", "POST", "/v1/volumes", v); }
inline Op<api::Volume> getVolume(std::string_view id) { return get<api::Volume>("getVolume", "/v1/volumes/" + segment(id)); }
inline Op<NoContent> deleteVolume(std::string_view id, std::optional<std::int64_t> revision = {}) { return ifMatch(act<NoContent>("deleteVolume", "DELETE", "/v1/volumes/" + segment(id)), revision); }
inline Op<api::Volume> attachVolume(std::string_view id, const api::AttachRequest &r) { return send<api::Volume>("attachVolume", "POST", "/v1/volumes/" + segment(id) + ":attach", r); }
inline Op<api::Volume> detachVolume(std::string_view id) { return act<api::Volume>("detachVolume", "POST", "/v1/volumes/" + segment(id) + ":detach"); }
inline Op<api::Account> getBillingAccount() { return get<api::Account>("getBillingAccount", "/v1/billing/account"); }
inline Op<api::UsageReport> getBillingUsage(const std::map<std::string, std::string> &q = {}) { return get<api::UsageReport>("getBillingUsage", "/v1/billing/usage", q); }
inline Op<api::Insights> getBillingInsights(const std::map<std::string, std::string> &q = {}) { return get<api::Insights>("getBillingInsights", "/v1/billing/insights", q); }
inline Op<api::Page<api::LedgerItem>> listLedger(const ListQuery &q = {}) { return get<api::Page<api::LedgerItem>>("listLedger", "/v1/billing/ledger", listParams(q)); }
inline Op<api::Page<api::Alert>> listAlerts(const ListQuery &q = {}) { return get<api::Page<api::Alert>>("listAlerts", "/v1/alerts", listParams(q)); }
inline Op<api::Page<api::Budget>> listBudgets(const ListQuery &q = {}) { return get<api::Page<api::Budget>>("listBudgets", "/v1/budgets", listParams(q)); }
inline Op<api::Budget> createBudget(const api::BudgetCreate &b) { return send<api::Budget>("createBudget", "POST", "/v1/budgets", b); }
inline Op<api::Budget> getBudget(std::string_view id) { return get<api::Budget>("getBudget", "/v1/budgets/" + segment(id)); }
inline Op<api::Budget> updateBudget(std::string_view id, const api::BudgetPatch &patch, std::optional<std::int64_t> revision = {}) { return ifMatch(send<api::Budget>("updateBudget", "PATCH", "/v1/budgets/" + segment(id), patch), revision); }
inline Op<NoContent> deleteBudget(std::string_view id, std::optional<std::int64_t> revision = {}) { return ifMatch(act<NoContent>("deleteBudget", "DELETE", "/v1/budgets/" + segment(id)), revision); }
inline Op<api::OrgPolicies> getOrgPolicies() { return get<api::OrgPolicies>("getOrgPolicies", "/v1/org/policies"); }
inline Op<api::OrgPoliciesChange> setOrgPolicies(const api::OrgPoliciesUpdate &p, std::optional<std::int64_t> revision = {}) { return ifMatch(send<api::OrgPoliciesChange>("setOrgPolicies", "PUT", "/v1/org/policies", p), revision); }
inline Op<api::Page<api::AuditEntry>> listOrgAudit(const ListQuery &q = {}) { return get<api::Page<api::AuditEntry>>("listOrgAudit", "/v1/org/audit", listParams(q)); }
inline Op<api::Page<api::ApiKey>> listKeys(const ListQuery &q = {}) { return get<api::Page<api::ApiKey>>("listKeys", "/v1/keys", listParams(q)); }
inline Op<api::ApiKeyCreated> createKey(const api::ApiKeyCreate &k) { return send<api::ApiKeyCreated>("createKey", "POST", "/v1/keys", k); }
inline Op<NoContent> revokeKey(std::string_view id) { return act<NoContent>("revokeKey", "DELETE", "/v1/keys/" + segment(id)); }
inline Op<api::Page<api::ClassroomSeat>> listSeats(const ListQuery &q = {}) { return get<api::Page<api::ClassroomSeat>>("listSeats", "/v1/classroom/seats", listParams(q)); }
inline Op<api::SeatsCreated> createSeats(const api::SeatsCreate &c) { return send<api::SeatsCreated>("createSeats", "POST", "/v1/classroom/seats", c); }
inline Op<api::ClassroomSeat> resetSeat(std::string_view id) { return act<api::ClassroomSeat>("resetSeat", "POST", "/v1/classroom/seats/" + segment(id) + ":reset"); }
inline Op<api::Page<api::Webhook>> listWebhooks(const ListQuery &q = {}) { return get<api::Page<api::Webhook>>("listWebhooks", "/v1/org/webhooks", listParams(q)); }
inline Op<api::WebhookCreated> createWebhook(const api::WebhookCreate &w) { return send<api::WebhookCreated>("createWebhook", "POST", "/v1/org/webhooks", w); }
inline Op<NoContent> deleteWebhook(std::string_view id) { return act<NoContent>("deleteWebhook", "DELETE", "/v1/org/webhooks/" + segment(id)); }
inline Op<api::WebhookDelivery> testWebhook(std::string_view id) { return act<api::WebhookDelivery>("testWebhook", "POST", "/v1/org/webhooks/" + segment(id) + ":test"); }
inline Op<api::Page<api::WebhookDelivery>> listWebhookDeliveries(std::string_view id, const ListQuery &q = {}) { return get<api::Page<api::WebhookDelivery>>("listWebhookDeliveries", "/v1/org/webhooks/" + segment(id) + "/deliveries", listParams(q)); }
inline Op<api::Operation> getOperation(std::string_view id) { return get<api::Operation>("getOperation", "/v1/operations/" + segment(id)); }
inline Op<api::Clock> getSimClock() { return get<api::Clock>("getSimClock", "/v1/sim/clock"); }
inline Op<api::Clock> setSimClock(const api::ClockUpdate &c) { return send<api::Clock>("setSimClock", "PUT", "/v1/sim/clock", c); }
inline Op<api::Clock> advanceSimClock(const api::ClockAdvance &a) { return send<api::Clock>("advanceSimClock", "POST", "/v1/sim/clock:advance", a); }
inline Op<api::Faults> getSimFaults() { return get<api::Faults>("getSimFaults", "/v1/sim/faults"); }
inline Op<api::Faults> setSimFaults(const api::Faults &f) { return send<api::Faults>("setSimFaults", "PUT", "/v1/sim/faults", f); }
inline Op<api::Page<api::Scenario>> listSimScenarios(const ListQuery &q = {}) { return get<api::Page<api::Scenario>>("listSimScenarios", "/v1/sim/scenarios", listParams(q)); }
inline Op<NoContent> loadSimScenario(std::string_view id) { return act<NoContent>("loadSimScenario", "POST", "/v1/sim/scenarios/" + segment(id) + ":load"); }
inline Op<NoContent> resetSim() { return act<NoContent>("resetSim", "POST", "/v1/sim:reset"); }
inline Op<api::ScenarioFile> getSimState() { return get<api::ScenarioFile>("getSimState", "/v1/sim/state"); }
inline Op<NoContent> putSimState(const api::ScenarioFile &s) { return send<NoContent>("putSimState", "PUT", "/v1/sim/state", s); }
inline Op<api::Page<api::Lesson>> listSimLessons(const ListQuery &q = {}) { return get<api::Page<api::Lesson>>("listSimLessons", "/v1/sim/lessons", listParams(q)); }
inline Op<api::Lesson> getSimLesson(std::string_view id) { return get<api::Lesson>("getSimLesson", "/v1/sim/lessons/" + segment(id)); }
inline Op<api::Lesson> startSimLesson(std::string_view id) { return act<api::Lesson>("startSimLesson", "POST", "/v1/sim/lessons/" + segment(id) + ":start"); }
inline Op<api::Lesson> leaveSimLesson(std::string_view id) { return act<api::Lesson>("leaveSimLesson", "POST", "/v1/sim/lessons/" + segment(id) + ":leave"); }
// clang-format on

} // namespace ops
} // namespace polychip::client
