// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once
// What a trainee does to finish each bundled lesson, as API calls: step i reaches objective i.
// tst_simlessons checks the simulator's judgement after every step; tst_simulatorpage checks
// that the lesson panel ticks each objective as it happens. A new bundled lesson needs its
// steps here (tst_simlessons fails until it has them).

#include "simtestclient.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace polychip::test {

class LessonScripts
{
public:
    /// `admin` acts (loading scenarios and moving the clock are the administrator's).
    LessonScripts(SimProcess &sim, Key admin)
        : m_sim(sim)
        , m_admin(std::move(admin))
    {}

    /// The lessons with steps, by lesson id, with the scenario each loads.
    static const std::map<std::string, std::string> &scenarios()
    {
        static const std::map<std::string, std::string> s{
            {"lesson-first-steps", "first-steps"},
            {"lesson-cheapest-backend", "cheapest-backend"},
            {"lesson-idle-notebook", "idle-notebook"},
            {"lesson-switch-backend", "seed-001-switch"},
            {"lesson-budget-watch", "budget-watch"},
            {"lesson-capacity-crunch", "capacity-crunch"},
            {"lesson-guardrails", "guardrails"},
        };
        return s;
    }

    /// Loads the lesson's scenario and pauses the clock (the steps move it themselves).
    void start(const std::string &lessonId)
    {
        expect(call("POST", "/v1/sim/scenarios/" + scenarios().at(lessonId) + ":load"), 204);
        expect(call("PUT", "/v1/sim/clock", "{\"paused\": true}"), 200);
    }

    /// Starts the lesson as `who` does (POST /v1/sim/lessons/{id}:start, in `who`'s
    /// organisation alone) and pauses the clock.
    void startAs(const std::string &lessonId, const Key &who)
    {
        expect(m_sim.request(who, "POST", "/v1/sim/lessons/" + lessonId + ":start"), 200);
        expect(call("PUT", "/v1/sim/clock", "{\"paused\": true}"), 200);
    }

    /// What start() and a lesson leave behind undone: the account reset, no faults (a
    /// scenario may set some), the clock running at 1×.
    void cleanUp()
    {
        expect(call("POST", "/v1/sim:reset"), 204);
        expect(call("PUT", "/v1/sim/faults", "{}"), 200);
        expect(call("PUT", "/v1/sim/clock", "{\"speed\": 1, \"paused\": false}"), 200);
    }

    /// The steps of a lesson, in the order of its objectives (after start()).
    std::vector<std::function<void()>> steps(const std::string &lessonId)
    {
        if (lessonId == "lesson-first-steps")
            return {[this] { m_id = settle(launch("nb", "tpl-jupyterlab")); },
                    [this] {
                        const auto i
                            = decodeOk<api::Instance>(call("GET", "/v1/instances/" + m_id));
                        const std::string url = i.endpoints.jupyter.value_or("");
                        const auto path = url.find("/sim/jupyter/");
                        expect(m_sim.raw("GET", url.substr(path), {}, {}), 200);
                    },
                    [this] { settle(act(m_id, "stop")); }};
        if (lessonId == "lesson-cheapest-backend")
            return {[this] { m_quote = quote("tpl-bert-chinese-finetune"); },
                    [this] {
                        const api::QuoteOption &first = m_quote.alternatives.at(0);
                        settle(decodeOk<api::InstanceOperation>(call(
                            "POST", "/v1/instances",
                            "{\"name\": \"cheap\", \"template_id\": \"tpl-bert-chinese-finetune\", "
                            "\"accelerator\": \""
                                + first.accelerator + "\", \"count\": "
                                + std::to_string(first.count) + ", \"queue_timeout_s\": 3600}")));
                    }};
        if (lessonId == "lesson-idle-notebook")
            return {[this] {
                        m_id = named("notebook");
                        expect(call("PATCH", "/v1/instances/" + m_id,
                                    "{\"auto_sleep\": {\"enabled\": true, "
                                    "\"utilization_below_pct\": 5, \"for_minutes\": 10}}"),
                               200);
                    },
                    [this] {
                        advanceUntilDone("lesson-idle-notebook", 1, 120, 15);
                        // The alert comes as it starts to sleep; waking waits until it is asleep.
                        for (int i = 0; i < 60 && busy(m_id); ++i)
                            advance(5);
                    },
                    [this] { settle(act(m_id, "wake")); }};
        if (lessonId == "lesson-switch-backend")
            return {[this] {
                        m_id = named("llama3-8b-pretrain");
                        settle(act(m_id, "snapshot", "{\"name\": \"before-tpu\"}"));
                    },
                    [this] {
                        settle(act(m_id, "switch",
                                   "{\"backend\": \"tpu\", \"accelerator\": \"google-tpu-v5e\", "
                                   "\"count\": 8}"));
                    }};
        if (lessonId == "lesson-budget-watch")
            return {[this] { advanceUntilDone("lesson-budget-watch", 0, 1800, 48); },
                    [this] { settle(act(named("vlm-pretrain"), "stop")); },
                    [this] {
                        expect(call("POST", "/v1/budgets",
                                    "{\"name\": \"Llama\", \"scope\": {\"labels\": {\"project\": "
                                    "\"llama3\"}}, \"amount_micros\": 100000000, "
                                    "\"thresholds_pct\": [80], \"action\": \"notify\"}"),
                               201);
                    }};
        if (lessonId == "lesson-capacity-crunch")
            return {[this] { m_quote = quote("tpl-rlhf-llama2-7b"); },
                    [this] {
                        // Keep the H100s and wait in the queue for them.
                        launchBody(
                            "{\"name\": \"rlhf-mine\", \"template_id\": "
                            "\"tpl-rlhf-llama2-7b\", \"region\": \"cn-east\", "
                            "\"accelerator\": \"nvidia-h100-80g\", \"queue_timeout_s\": 7200}");
                        advance(10);
                    }};
        if (lessonId == "lesson-guardrails")
            return {[this] {
                        // ¥34/h, over the ¥20/h cap: the quote marks it ruled out.
                        const auto q = decodeOk<api::Quote>(
                            call("POST", "/v1/quotes",
                                 "{\"template_id\": \"tpl-qwen2-7b-lora\", \"accelerator\": "
                                 "\"nvidia-h100-80g\", \"count\": 1}"));
                        QCOMPARE(q.placement.ruledOutBy,
                                 std::optional<std::string>("max_instance_price"));
                    },
                    [this] {
                        // Auto passes over what the cap rules out.
                        settle(decodeOk<api::InstanceOperation>(
                            call("POST", "/v1/instances",
                                 "{\"name\": \"within\", \"template_id\": "
                                 "\"tpl-qwen2-7b-lora\", \"accelerator\": \"auto\"}")));
                    }};
        return {};
    }

    api::Lesson lesson(const std::string &id)
    {
        return decodeOk<api::Lesson>(call("GET", "/v1/sim/lessons/" + id));
    }

    HttpAnswer
    call(const std::string &method, const std::string &path, const std::string &body = {})
    {
        return m_sim.request(m_admin, method, path, body);
    }

    void advance(int seconds)
    {
        expect(
            call("POST", "/v1/sim/clock:advance", "{\"seconds\": " + std::to_string(seconds) + "}"),
            200);
    }

    /// Runs the clock until the operation is done; its instance's id.
    std::string settle(const api::InstanceOperation &op)
    {
        for (int i = 0; i < 120; ++i) {
            const auto now
                = decodeOk<api::Operation>(call("GET", "/v1/operations/" + op.operation->id));
            if (now.done)
                return op.instance.id;
            advance(30);
        }
        qFatal("operation %s did not finish", op.operation->id.c_str());
    }

    api::InstanceOperation launch(const std::string &name, const std::string &templateId)
    {
        return launchBody("{\"name\": \"" + name + "\", \"template_id\": \"" + templateId + "\"}");
    }

    api::InstanceOperation launchBody(const std::string &body)
    {
        return decodeOk<api::InstanceOperation>(call("POST", "/v1/instances", body));
    }

    api::InstanceOperation
    act(const std::string &id, const std::string &verb, const std::string &body = {})
    {
        return decodeOk<api::InstanceOperation>(
            call("POST", "/v1/instances/" + id + ":" + verb, body));
    }

    api::Quote quote(const std::string &templateId)
    {
        return decodeOk<api::Quote>(
            call("POST", "/v1/quotes", "{\"template_id\": \"" + templateId + "\"}"));
    }

    /// Whether an operation is under way on the instance.
    bool busy(const std::string &id)
    {
        return decodeOk<api::Instance>(call("GET", "/v1/instances/" + id)).operationId.has_value();
    }

    /// The id of the instance named `name`.
    std::string named(const std::string &name)
    {
        const auto page = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances"));
        for (const auto &i : page.items) {
            if (i.name == name)
                return i.id;
        }
        qFatal("no instance %s", name.c_str());
    }

private:
    /// Moves the clock `seconds` at a time (at most `times`) until the objective is done.
    void
    advanceUntilDone(const std::string &lessonId, std::size_t objective, int seconds, int times)
    {
        for (int i = 0; i < times; ++i) {
            if (lesson(lessonId).objectives.at(objective).state == api::ObjectiveState::Done)
                return;
            advance(seconds);
        }
    }

    static void expect(const HttpAnswer &answer, long status)
    {
        if (answer.status != status)
            qFatal("expected HTTP %ld, got %ld: %s", status, answer.status, answer.body.c_str());
    }

    SimProcess &m_sim;
    Key m_admin;
    std::string m_id;   ///< the instance the steps work on
    api::Quote m_quote; ///< the quote a step asked for
};

} // namespace polychip::test
