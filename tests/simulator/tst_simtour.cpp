// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// A tour of the operations the other integration tests do not reach on their own, each once
// with a success (decoded with the validating codecs, so checked against the spec's schema) and
// once with an error. tst_speccoverage checks that the suite as a whole leaves no gap.
#include "simtestclient.h"

#include "routes.h"

#include <map>
#include <mutex>
#include <regex>
#include <thread>

using namespace polychip;
using test::decodeOk;
using test::HttpAnswer;
using test::Key;
using test::SimProcess;

namespace {

std::string idBody(const char *field, const std::string &value)
{
    return "{\"" + std::string(field) + "\": \"" + value + "\"}";
}

} // namespace

class SimTourTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin, m_developer, m_manager;
    int m_advance = 0;

    /// Runs the simulated clock until the operation is done (or fails the test).
    api::Operation settle(const std::string &operationId)
    {
        for (int i = 0; i < 60; ++i) {
            const auto op = decodeOk<api::Operation>(m_sim->request(
                m_developer, "GET",
                "/v1/operations/" + operationId + "?poll=" + std::to_string(m_advance)));
            if (op.done)
                return op;
            advance(30);
        }
        qFatal("operation %s did not finish", operationId.c_str());
    }

    void advance(int seconds)
    {
        // Bodies differ, so repeated advances are not replays.
        const auto a = m_sim->request(m_admin, "POST", "/v1/sim/clock:advance",
                                      "{\"seconds\": " + std::to_string(seconds)
                                          + ", \"n\": " + std::to_string(m_advance++) + "}");
        if (a.status != 200) {
            const auto plain = m_sim->request(
                m_admin, "POST", "/v1/sim/clock:advance",
                "{\"seconds\": " + std::to_string(seconds + m_advance++ % 7) + "}");
            QCOMPARE(plain.status, 200L);
        }
    }

    api::Instance running(const std::string &name)
    {
        const auto launched = m_sim->launchSmall(m_developer, name);
        settle(launched.operation->id);
        return decodeOk<api::Instance>(
            m_sim->request(m_developer, "GET", "/v1/instances/" + launched.instance.id));
    }

    api::InstanceOperation
    act(const std::string &id, const std::string &verb, const std::string &body = {})
    {
        return decodeOk<api::InstanceOperation>(
            m_sim->request(m_developer, "POST", "/v1/instances/" + id + ":" + verb, body));
    }

private Q_SLOTS:
    void initTestCase()
    {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        m_sim = std::make_unique<SimProcess>();
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        m_developer = m_sim->key("org-a", "developer");
        m_manager = m_sim->key("org-a", "manager");
    }

    void cleanupTestCase()
    {
        m_sim.reset();
        curl_global_cleanup();
    }

    void catalog()
    {
        QVERIFY(!decodeOk<api::Page<api::Image>>(m_sim->request(m_developer, "GET", "/v1/images"))
                     .items.empty());
        const auto datasets
            = decodeOk<api::Page<api::Dataset>>(m_sim->request(m_developer, "GET", "/v1/datasets"));
        QVERIFY(!datasets.items.empty());
        const auto dataset = decodeOk<api::Dataset>(
            m_sim->request(m_developer, "GET", "/v1/datasets/" + datasets.items.front().id));
        QCOMPARE(dataset.id, datasets.items.front().id);
        const auto model
            = decodeOk<api::Model>(m_sim->request(m_developer, "GET", "/v1/models/gpt2-1.3b"));
        QCOMPARE(model.id, std::string("gpt2-1.3b"));
        // Errors: bad paging, unknown ids, a quote that names no chip it could run on.
        for (const char *list :
             {"/v1/images", "/v1/templates", "/v1/datasets", "/v1/instances", "/v1/snapshots",
              "/v1/volumes", "/v1/budgets", "/v1/billing/ledger", "/v1/sim/scenarios"}) {
            const auto bad = m_sim->request(m_developer, "GET", std::string(list) + "?page_size=0");
            QCOMPARE(bad.status, 400L);
            QVERIFY2(bad.body.find("page_size") != std::string::npos, list);
        }
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/models/no-such-model").status, 404L);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/datasets/no-such-set").status, 404L);
        const auto quote = m_sim->request(m_developer, "POST", "/v1/quotes",
                                          R"({"model_id": "gpt2-1.3b", "accelerator": "no-chip",
                                              "count": 1})");
        QVERIFY(quote.status == 400 || quote.status == 422);
    }

    void instanceActions()
    {
        const auto inst = running("tour");
        QCOMPARE(inst.state, api::InstanceState::Running);
        // A running instance cannot be started or woken.
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/instances/" + inst.id + ":start").status,
                 409L);
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/instances/" + inst.id + ":wake").status,
                 409L);
        // Managers watch; they do not act.
        for (const char *verb : {"sleep", "snapshot", "switch"}) {
            QCOMPARE(m_sim
                         ->request(m_manager, "POST", "/v1/instances/" + inst.id + ":" + verb,
                                   idBody("name", "x"))
                         .status,
                     403L);
        }
        // Sleep, wake, stop, start: each operation finishes without error.
        QVERIFY(!settle(act(inst.id, "sleep").operation->id).error);
        QVERIFY(!settle(act(inst.id, "wake").operation->id).error);
        QVERIFY(!settle(act(inst.id, "stop").operation->id).error);
        QVERIFY(!settle(act(inst.id, "start").operation->id).error);
        // A snapshot, listed afterwards.
        QVERIFY(!settle(act(inst.id, "snapshot", idBody("name", "tour-snap")).operation->id).error);
        const auto snapshots = decodeOk<api::Page<api::Snapshot>>(
            m_sim->request(m_developer, "GET", "/v1/snapshots"));
        QVERIFY(std::any_of(snapshots.items.begin(), snapshots.items.end(),
                            [](const api::Snapshot &s) { return s.name == "tour-snap"; }));
        // Switch to TPU v5e; an accelerator the backend does not have is refused.
        const auto badSwitch
            = m_sim->request(m_developer, "POST", "/v1/instances/" + inst.id + ":switch",
                             R"({"backend": "tpu", "accelerator": "nvidia-a100-80g", "count": 8})");
        QVERIFY(badSwitch.status == 400 || badSwitch.status == 422);
        const auto switched = act(inst.id, "switch",
                                  R"({"backend": "tpu", "accelerator": "google-tpu-v5e",
                                      "count": 16})");
        QVERIFY(!settle(switched.operation->id).error);
        const auto after = decodeOk<api::Instance>(
            m_sim->request(m_developer, "GET", "/v1/instances/" + inst.id + "?after=switch"));
        QCOMPARE(after.backend, api::Backend::Tpu);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/operations/op_unknown").status, 404L);
    }

    void listsAreFreshAndFiltered()
    {
        // A list answered right after a launch has the launch in it (lists are cached per
        // simulated second, and every change through the API starts a new cache).
        const auto before = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?page_size=1000&t=before"));
        const auto launched = decodeOk<api::InstanceOperation>(
            m_sim->request(m_developer, "POST", "/v1/instances",
                           R"({"name": "labelled", "model_id": "gpt2-1.3b",
                               "accelerator": "nvidia-rtx4090", "count": 1,
                               "labels": {"project": "vision"}})"));
        const auto after = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?page_size=1000&t=after"));
        QCOMPARE(after.items.size(), before.items.size() + 1);
        QCOMPARE(after.items.front().id, launched.instance.id); // newest first
        QVERIFY(after.revision > before.revision);
        // Filters: by project label, backend and state.
        const auto vision = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?label.project=vision"));
        QCOMPARE(vision.items.size(), std::size_t(1));
        QCOMPARE(vision.items.front().id, launched.instance.id);
        const auto gpu = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?backend=gpu&page_size=1000"));
        QVERIFY(!gpu.items.empty());
        for (const auto &i : gpu.items)
            QCOMPARE(i.backend, api::Backend::Gpu);
        const auto none = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?label.project=nobody"));
        QVERIFY(none.items.empty());
        QVERIFY(!none.nextPageToken);
        // Paging a filtered list: one at a time, the token carries on.
        const auto first = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?backend=gpu&page_size=1"));
        QCOMPARE(first.items.size(), std::size_t(1));
        if (gpu.items.size() > 1) {
            QVERIFY(first.nextPageToken.has_value());
            const auto second = decodeOk<api::Page<api::Instance>>(m_sim->request(
                m_developer, "GET",
                "/v1/instances?backend=gpu&page_size=1&page_token=" + *first.nextPageToken));
            QCOMPARE(second.items.size(), std::size_t(1));
            QVERIFY(second.items.front().id != first.items.front().id);
        }
    }

    void volumes()
    {
        const auto inst = running("tour-vol");
        // In the instance's region: a volume attaches only there.
        const auto created = m_sim->request(m_developer, "POST", "/v1/volumes",
                                            "{\"name\": \"tour-data\", \"size_gib\": 10, "
                                            "\"region\": \""
                                                + inst.region + "\"}");
        QVERIFY2(created.status == 201 || created.status == 200, created.body.c_str());
        const auto volume = decodeOk<api::Volume>(created);
        QCOMPARE(m_sim
                     ->request(m_developer, "POST", "/v1/volumes",
                               R"({"name": "", "size_gib": 10, "region": "cn-north"})")
                     .status,
                 400L);
        QVERIFY(!decodeOk<api::Page<api::Volume>>(m_sim->request(m_developer, "GET", "/v1/volumes"))
                     .items.empty());
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/volumes/vol_unknown").status, 404L);
        // Detaching what is not attached conflicts; attaching to no instance is refused.
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/volumes/" + volume.id + ":detach").status,
                 409L);
        QCOMPARE(m_sim
                     ->request(m_developer, "POST", "/v1/volumes/" + volume.id + ":attach",
                               idBody("instance_id", "ins_unknown"))
                     .status,
                 400L);
        const auto attached
            = m_sim->request(m_developer, "POST", "/v1/volumes/" + volume.id + ":attach",
                             idBody("instance_id", inst.id));
        QCOMPARE(attached.status, 200L);
        QCOMPARE(decodeOk<api::Volume>(attached).attachedInstanceId.value_or(""), inst.id);
        // An attached volume cannot be deleted; detached, it can.
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/volumes/" + volume.id).status, 409L);
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/volumes/" + volume.id + ":detach").status,
                 200L);
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/volumes/" + volume.id + "?t=2").status,
                 204L);
    }

    void billingAndBudgets()
    {
        QVERIFY(
            decodeOk<api::Account>(m_sim->request(m_manager, "GET", "/v1/billing/account")).currency
            == "CNY");
        // A forged signature: 401 for any authenticated operation.
        const auto forged
            = m_sim->raw("GET", "/v1/billing/account", {},
                         SimProcess::signedHeaders({m_manager.id, "wrong-secret"}, "GET",
                                                   "/v1/billing/account", {}, std::time(nullptr)));
        QCOMPARE(forged.status, 401L);
        decodeOk<api::Page<api::LedgerItem>>(
            m_sim->request(m_manager, "GET", "/v1/billing/ledger"));
        const auto budget = decodeOk<api::Budget>(m_sim->request(
            m_manager, "POST", "/v1/budgets",
            R"({"name": "tour", "amount_micros": 100000000, "thresholds_pct": [50, 80]})"));
        QVERIFY(!decodeOk<api::Page<api::Budget>>(m_sim->request(m_manager, "GET", "/v1/budgets"))
                     .items.empty());
        const auto updated = m_sim->request(m_manager, "PATCH", "/v1/budgets/" + budget.id,
                                            R"({"amount_micros": 200000000})");
        QVERIFY2(updated.status == 200, updated.body.c_str());
        QCOMPARE(m_sim
                     ->request(m_manager, "PATCH", "/v1/budgets/" + budget.id,
                               R"({"amount_micros": -5})")
                     .status,
                 400L);
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/budgets/" + budget.id).status, 403L);
        QCOMPARE(m_sim->request(m_manager, "DELETE", "/v1/budgets/" + budget.id).status, 204L);
    }

    void organisationPoliciesOverTheWire()
    {
        const auto none
            = decodeOk<api::OrgPolicies>(m_sim->request(m_developer, "GET", "/v1/org/policies"));
        const auto forged
            = m_sim->raw("GET", "/v1/org/policies", {},
                         SimProcess::signedHeaders({m_developer.id, "wrong-secret"}, "GET",
                                                   "/v1/org/policies", {}, std::time(nullptr)));
        QCOMPARE(forged.status, 401L); // everyone reads them, but only signed
        // Only an administrator sets them; the body is checked like any other.
        const std::string rules
            = R"({"roles": [{"role": "developer", "max_instance_price_per_hour_micros": 1}]})";
        QCOMPARE(m_sim->request(m_manager, "PUT", "/v1/org/policies", rules).status, 403L);
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/org/policies", R"({"roles": 3})").status,
                 400L);
        const auto change = decodeOk<api::OrgPoliciesChange>(
            m_sim->request(m_admin, "PUT", "/v1/org/policies", rules));
        QVERIFY(change.policies.revision > none.revision);
        // A launch it refuses: 403 POLICY_VIOLATION, the policy, its limit and the value asked.
        const auto refused = m_sim->request(
            m_developer, "POST", "/v1/instances",
            R"({"name": "dear", "model_id": "gpt2-1.3b", "accelerator": "nvidia-rtx4090", "count": 1})");
        QCOMPARE(refused.status, 403L);
        const api::ApiError error = api::errorFromResponse(int(refused.status), refused.body);
        QCOMPARE(error.code, std::string("POLICY_VIOLATION"));
        QCOMPARE(error.policy, std::string("max_instance_price"));
        QCOMPARE(error.limit, std::string("1"));
        QCOMPARE(error.value, std::string("14000000"));
        // Managers read the audit log, developers do not.
        const auto log = decodeOk<api::Page<api::AuditEntry>>(
            m_sim->request(m_manager, "GET", "/v1/org/audit"));
        QVERIFY(!log.items.empty());
        QCOMPARE(log.items.back().after, change.policies);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/org/audit").status, 403L);
        // And back to none, for the tests after this one.
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/org/policies", "{}").status, 200L);
    }

    void simulatorControl()
    {
        QVERIFY(decodeOk<api::Clock>(m_sim->request(m_developer, "GET", "/v1/sim/clock")).speed
                >= 1);
        QVERIFY(decodeOk<api::Faults>(m_sim->request(m_admin, "GET", "/v1/sim/faults")).errorRate
                == 0);
        // Only admins see the faults or move the clock; a clock does not go back.
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/sim/faults").status, 403L);
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/sim/clock:advance", R"({"seconds": 5})")
                     .status,
                 403L);
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 0})").status,
            400L);
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/faults", R"({"error_rate": 2})").status,
                 400L);
        // A fault set is any subset of its fields: what is left out is off, and the
        // answer states them all.
        const auto subset = m_sim->request(m_admin, "PUT", "/v1/sim/faults",
                                           R"({"capacity_overrides": {"nvidia-h100-80g": 2}})");
        QVERIFY2(subset.status == 200, subset.body.c_str());
        const auto json = api::parseJson(subset.body);
        QVERIFY(json);
        for (const char *field : {"latency_ms", "error_rate", "preempt_rate"})
            QCOMPARE(json->at(field).get<double>(), 0.0);
        QCOMPARE(json->at("capacity_overrides").at("nvidia-h100-80g").get<int>(), 2);
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/faults", "{}").status, 200L);
        QVERIFY(decodeOk<api::Faults>(m_sim->request(m_admin, "GET", "/v1/sim/faults"))
                    .capacityOverrides.empty());
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/faults", R"({"latency_ms": null})").status,
                 400L);
        QCOMPARE(m_sim->request(m_admin, "POST", "/v1/sim/scenarios/no-such-scenario:load").status,
                 404L);
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/sim/clock?as=forged", {}, 400).status,
                 401L); // outside the signature window
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/sim/scenarios?as=forged", {}, -400).status,
                 401L);
    }

    void oversizedUrlsAndHeadersAreRefused()
    {
        const std::string longPath = "/v1/instances?label.project=" + std::string(20'000, 'p');
        const auto url = m_sim->raw("GET", longPath, {}, {});
        QVERIFY2(url.status == 414 || url.status == 400, std::to_string(url.status).c_str());
        const auto header
            = m_sim->raw("GET", "/v1/health", {}, {"X-Padding: " + std::string(20'000, 'h')});
        QVERIFY2(header.status == 431 || header.status == 400,
                 std::to_string(header.status).c_str());
        // The server is still there.
        QCOMPARE(m_sim->raw("GET", "/v1/health", {}, {}).status, 200L);
    }

    void everyRoleAgainstTheRoleTable()
    {
        // A simulator of its own: the allowed calls below may act (reset, for one).
        SimProcess sim;
        QVERIFY(sim.start());
        const std::pair<api::Role, Key> roles[]
            = {{api::Role::Admin, sim.key("org-a", "admin")},
               {api::Role::Developer, sim.key("org-a", "developer")},
               {api::Role::Manager, sim.key("org-a", "manager")},
               {api::Role::Trainee, sim.key("org-a", "trainee")}};
        int checked = 0;
        for (const auto &route : sim::kRoutes) {
            if (route.roles == sim::kPublic || route.operationId == "streamEvents")
                continue; // no key; or a stream that stays open when allowed
            // A concrete path: ids "x", verbs as written.
            std::string path = std::regex_replace(std::string(route.pattern),
                                                  std::regex(R"(\(\[\^/:\]\+\))"), "x");
            path = std::regex_replace(path, std::regex(R"([()])"), "");
            for (const auto &[role, key] : roles) {
                // Bodies are empty objects: an allowed call is refused later, for its input,
                // or acts harmlessly; never for its role.
                const auto a = sim.request(key, std::string(route.method), path,
                                           route.method == "GET" || route.method == "DELETE"
                                               ? std::string()
                                               : std::string("{}"));
                const bool allowed = (sim::roleBit(role) & route.roles) != 0;
                const std::string what = std::string(route.operationId) + " as "
                                         + std::string(api::wireName(role)) + ": "
                                         + std::to_string(a.status) + " " + a.body.substr(0, 120);
                if (allowed)
                    QVERIFY2(a.status != 403 && a.status != 401 && a.status != 0, what.c_str());
                else
                    QVERIFY2(a.status == 403 && a.errorCode() == "PERMISSION_DENIED", what.c_str());
                ++checked;
            }
        }
        QVERIFY(checked >= 50 * 4);
    }

    void outOfWindowResumeGetsReset()
    {
        SimProcess sim({QStringLiteral("--event-window"), QStringLiteral("100")});
        QVERIFY(sim.start());
        const Key manager = sim.key("org-a", "manager");
        const auto start
            = decodeOk<api::Page<api::Budget>>(sim.request(manager, "GET", "/v1/budgets")).revision;
        // 120 changes: more than the window keeps.
        for (int i = 0; i < 60; ++i) {
            const auto b = decodeOk<api::Budget>(
                sim.request(manager, "POST", "/v1/budgets",
                            "{\"name\": \"w" + std::to_string(i)
                                + "\", \"amount_micros\": 1000000, \"thresholds_pct\": [80]}"));
            QCOMPARE(sim.request(manager, "DELETE", "/v1/budgets/" + b.id).status, 204L);
        }
        const auto events = sim.events(manager, std::to_string(start),
                                       [](const test::StreamEvent &) { return true; });
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events.front().type, std::string("reset"));
        const auto since
            = sim.request(manager, "GET", "/v1/budgets?since=" + std::to_string(start));
        QCOMPARE(since.status, 400L);
        QCOMPARE(since.errorCode(), std::string("INVALID_ARGUMENT"));
        QVERIFY(since.body.find("\"reason\":\"SINCE_TOO_OLD\"") != std::string::npos);
    }

    void killDuringABurstOfLaunches()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const auto bodyOf = [](const std::string &name) {
            return "{\"name\": \"" + name
                   + "\", \"model_id\": \"gpt2-1.3b\", \"accelerator\": \"nvidia-rtx4090\", "
                     "\"count\": 1}";
        };
        std::mutex mutex;
        std::map<std::string, HttpAnswer> acknowledged; // name -> the 2xx answer
        std::atomic<bool> killed{false};
        {
            std::vector<std::jthread> senders;
            for (int t = 0; t < 4; ++t) {
                senders.emplace_back([&, t] {
                    for (int i = 0; i < 40 && !killed; ++i) {
                        const std::string name
                            = "burst-" + std::to_string(t) + "-" + std::to_string(i);
                        const auto a
                            = sim.request(dev, "POST", "/v1/instances", bodyOf(name), 0,
                                          "application/json", {"Idempotency-Key: " + name});
                        if (a.status >= 200 && a.status < 300) {
                            const std::lock_guard lock(mutex);
                            acknowledged[name] = a;
                        }
                    }
                });
            }
            // Kill once some launches are through, while the others are in flight.
            QTRY_VERIFY_WITH_TIMEOUT(
                [&] {
                    const std::lock_guard lock(mutex);
                    return acknowledged.size() >= 20;
                }(),
                20000);
            sim.kill();
            killed = true;
        }
        QVERIFY(sim.start());
        const auto list = decodeOk<api::Page<api::Instance>>(
            sim.request(dev, "GET", "/v1/instances?page_size=1000&after=restart"));
        std::map<std::string, int> seen;
        for (const auto &i : list.items)
            ++seen[i.name];
        for (const auto &[name, count] : seen)
            QVERIFY2(count == 1, name.c_str()); // none twice
        for (const auto &[name, answer] : acknowledged) {
            QVERIFY2(seen.contains(name), name.c_str()); // every acknowledged launch is there
            const auto replay = sim.request(dev, "POST", "/v1/instances", bodyOf(name), 0,
                                            "application/json", {"Idempotency-Key: " + name});
            QCOMPARE(replay.status, answer.status);
            QCOMPARE(replay.body, answer.body);
        }
    }
};

QTEST_GUILESS_MAIN(SimTourTest)
#include "tst_simtour.moc"
