// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// P9: every bundled lesson played to completion through the API alone, as a trainee's console
// would, with the simulator judging each objective from its own state; and the platform's text
// in the language a request asks for.
#include "simtestclient.h"

#include <QUrl>

using namespace polychip;
using test::decodeOk;
using test::HttpAnswer;
using test::Key;
using test::SimProcess;

namespace {

std::string jsonString(const std::string &s)
{
    return api::encode(s);
}

} // namespace

class SimLessonsTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin;

    HttpAnswer
    call(const std::string &method, const std::string &path, const std::string &body = {})
    {
        return m_sim->request(m_admin, method, path, body);
    }

    void advance(int seconds)
    {
        const auto a = call("POST", "/v1/sim/clock:advance",
                            "{\"seconds\": " + std::to_string(seconds) + "}");
        QCOMPARE(a.status, 200L);
    }

    /// Runs the clock until the operation is done; returns it.
    api::Operation settle(const std::string &operationId)
    {
        for (int i = 0; i < 120; ++i) {
            const auto op = decodeOk<api::Operation>(call("GET", "/v1/operations/" + operationId));
            if (op.done)
                return op;
            advance(30);
        }
        qFatal("operation %s did not finish", operationId.c_str());
    }

    api::Lesson lesson(const std::string &id)
    {
        return decodeOk<api::Lesson>(call("GET", "/v1/sim/lessons/" + id));
    }

    /// The objectives' states in order, as "done pending ..." (readable in a failure).
    QString states(const std::string &id)
    {
        QStringList out;
        for (const auto &o : lesson(id).objectives)
            out << QString::fromLatin1(api::wireName(o.state).data());
        return out.join(QLatin1Char(' '));
    }

    void load(const std::string &scenario)
    {
        QCOMPARE(call("POST", "/v1/sim/scenarios/" + scenario + ":load").status, 204L);
        // The test moves the clock itself (a scenario may set it running).
        QCOMPARE(call("PUT", "/v1/sim/clock", "{\"paused\": true}").status, 200L);
    }

    api::InstanceOperation launch(const std::string &body)
    {
        return decodeOk<api::InstanceOperation>(call("POST", "/v1/instances", body));
    }

    std::string instanceNamed(const std::string &name)
    {
        const auto page = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances"));
        for (const auto &i : page.items) {
            if (i.name == name)
                return i.id;
        }
        qFatal("no instance %s", name.c_str());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sim = std::make_unique<SimProcess>();
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        QVERIFY(!m_admin.id.empty());
    }

    void cleanup() { QCOMPARE(call("POST", "/v1/sim:reset").status, 204L); }

    void thereAreSixLessonsWithHints()
    {
        const auto all = decodeOk<api::Page<api::Lesson>>(call("GET", "/v1/sim/lessons"));
        QCOMPARE(all.items.size(), std::size_t(6));
        for (const auto &l : all.items) {
            QVERIFY(!l.active);
            QVERIFY(!l.startedAt);
            for (const auto &o : l.objectives) {
                QVERIFY2(!o.hint.empty(), o.id.c_str());
                QCOMPARE(o.state, api::ObjectiveState::Pending);
            }
        }
    }

    void firstSteps()
    {
        load("first-steps");
        QVERIFY(lesson("lesson-first-steps").active);
        QVERIFY(lesson("lesson-first-steps").startedAt);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("pending pending pending"));
        // A launch without a template does not count for the first objective.
        settle(
            launch(
                R"({"name": "bare", "model_id": "gpt2-1.3b", "accelerator": "nvidia-rtx4090", "count": 1})")
                .operation->id);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("pending pending pending"));
        const auto op = launch(R"({"name": "nb", "template_id": "tpl-jupyterlab"})");
        settle(op.operation->id);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done pending pending"));
        // Its JupyterLab is a page of this simulator; opening it is what the lesson sees.
        const auto instance
            = decodeOk<api::Instance>(call("GET", "/v1/instances/" + op.instance.id));
        QVERIFY(instance.endpoints.jupyter);
        const QUrl url(QString::fromStdString(*instance.endpoints.jupyter));
        QCOMPARE(url.port(), m_sim->port());
        const auto page = m_sim->raw("GET", url.path().toStdString(), {}, {});
        QCOMPARE(page.status, 200L);
        QVERIFY(page.body.find("JupyterLab") != std::string::npos);
        QVERIFY(page.body.find("nb") != std::string::npos);
        QCOMPARE(m_sim->raw("GET", "/sim/jupyter/ins_999999/lab", {}, {}).status, 404L);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done done pending"));
        const auto stop = decodeOk<api::InstanceOperation>(
            call("POST", "/v1/instances/" + op.instance.id + ":stop"));
        settle(stop.operation->id);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done done done"));
        const auto done = lesson("lesson-first-steps");
        QVERIFY(done.spentMicros > 0); // the notebook billed while it ran
    }

    void cheapestBackend()
    {
        load("cheapest-backend");
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("pending pending"));
        const auto quote = decodeOk<api::Quote>(
            call("POST", "/v1/quotes", R"({"template_id": "tpl-bert-chinese-finetune"})"));
        QVERIFY(quote.alternatives.size() >= 2);
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("done pending"));
        // Somewhere dearer than the first alternative does not count...
        const api::QuoteOption &cheapest = quote.alternatives.front();
        const auto other = std::find_if(
            quote.alternatives.begin() + 1, quote.alternatives.end(), [&](const auto &o) {
                return o.memoryFit.fits && !o.queues
                       && (o.accelerator != cheapest.accelerator || o.count != cheapest.count);
            });
        QVERIFY(other != quote.alternatives.end());
        const api::QuoteOption &dear = *other;
        const auto placed = [&](const char *name, const api::QuoteOption &o) {
            // Plain strings: moc counts the braces of raw strings.
            return launch("{\"name\": \"" + std::string(name)
                          + "\", \"template_id\": \"tpl-bert-chinese-finetune\", \"accelerator\": "
                          + jsonString(o.accelerator) + ", \"count\": " + std::to_string(o.count)
                          + ", \"queue_timeout_s\": 3600}");
        };
        settle(placed("dear", dear).operation->id);
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("done pending"));
        // ...the first does.
        settle(placed("cheap", cheapest).operation->id);
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("done done"));
    }

    void autoSleepSavesMoney()
    {
        load("idle-notebook");
        const std::string id = instanceNamed("notebook");
        QCOMPARE(states("lesson-idle-notebook"), QStringLiteral("pending pending pending"));
        QCOMPARE(
            call(
                "PATCH", "/v1/instances/" + id,
                R"({"auto_sleep": {"enabled": true, "utilization_below_pct": 5, "for_minutes": 10}})")
                .status,
            200L);
        QCOMPARE(states("lesson-idle-notebook"), QStringLiteral("done pending pending"));
        for (int i = 0;
             i < 12
             && lesson("lesson-idle-notebook").objectives.at(1).state != api::ObjectiveState::Done;
             ++i)
            advance(120);
        QCOMPARE(states("lesson-idle-notebook"), QStringLiteral("done done pending"));
        advance(1800); // asleep for half an hour: what it did not bill is the saving
        QVERIFY(lesson("lesson-idle-notebook").savedMicros > 0);
        const auto wake
            = decodeOk<api::InstanceOperation>(call("POST", "/v1/instances/" + id + ":wake"));
        settle(wake.operation->id);
        QCOMPARE(states("lesson-idle-notebook"), QStringLiteral("done done done"));
    }

    void switchToTpu()
    {
        load("seed-001-switch");
        const std::string id = instanceNamed("llama3-8b-pretrain");
        const auto snapshot = decodeOk<api::InstanceOperation>(
            call("POST", "/v1/instances/" + id + ":snapshot", R"({"name": "before-tpu"})"));
        settle(snapshot.operation->id);
        QCOMPARE(states("lesson-switch-backend"), QStringLiteral("done pending"));
        const auto before = decodeOk<api::Instance>(call("GET", "/v1/instances/" + id));
        const auto sw = decodeOk<api::InstanceOperation>(
            call("POST", "/v1/instances/" + id + ":switch",
                 R"({"backend": "tpu", "accelerator": "google-tpu-v5e", "count": 8})"));
        const auto done = settle(sw.operation->id);
        QVERIFY(!done.error);
        QCOMPARE(states("lesson-switch-backend"), QStringLiteral("done done"));
        const auto after = decodeOk<api::Instance>(call("GET", "/v1/instances/" + id));
        QCOMPARE(after.backend, api::Backend::Tpu);
        QVERIFY(after.live.step >= before.live.step); // it went on from the checkpoint
    }

    void budgetActedOnInTime()
    {
        load("budget-watch");
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("pending pending pending"));
        for (int i = 0;
             i < 48
             && lesson("lesson-budget-watch").objectives.at(0).state != api::ObjectiveState::Done;
             ++i)
            advance(1800);
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("done pending pending"));
        const auto stop = decodeOk<api::InstanceOperation>(
            call("POST", "/v1/instances/" + instanceNamed("vlm-pretrain") + ":stop"));
        settle(stop.operation->id);
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("done done pending"));
        QCOMPARE(
            call(
                "POST", "/v1/budgets",
                R"({"name": "Llama", "scope": {"labels": {"project": "llama3"}}, "amount_micros": 100000000, "thresholds_pct": [80], "action": "notify"})")
                .status,
            201L);
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("done done done"));
    }

    void budgetLeftToItsStopFails()
    {
        load("budget-watch");
        // Nobody acts: the budget reaches 100 % and stops the job itself. Too late.
        for (int i = 0; i < 96
                        && lesson("lesson-budget-watch").objectives.at(1).state
                               == api::ObjectiveState::Pending;
             ++i)
            advance(1800);
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("done failed pending"));
    }

    void capacityCrunch()
    {
        load("capacity-crunch");
        QCOMPARE(states("lesson-capacity-crunch"), QStringLiteral("pending pending"));
        // The two launches the scenario queued do not count: they were not the trainee's.
        const auto quote = decodeOk<api::Quote>(
            call("POST", "/v1/quotes", R"({"template_id": "tpl-rlhf-llama2-7b"})"));
        QVERIFY(!quote.alternatives.empty());
        QCOMPARE(states("lesson-capacity-crunch"), QStringLiteral("done pending"));
        // Keeping the H100s and waiting in the queue is one way through.
        const auto queued = launch(
            R"({"name": "rlhf-mine", "template_id": "tpl-rlhf-llama2-7b", "region": "cn-east", "accelerator": "nvidia-h100-80g", "queue_timeout_s": 7200})");
        advance(10);
        QCOMPARE(states("lesson-capacity-crunch"), QStringLiteral("done done"));
        (void)queued;
    }

    void theLessonSurvivesARestart()
    {
        load("first-steps");
        settle(launch(R"({"name": "nb", "template_id": "tpl-jupyterlab"})").operation->id);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done pending pending"));
        advance(5); // a commit
        m_sim->keepPort();
        m_sim->stop();
        QVERIFY(m_sim->start());
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done pending pending"));
        QVERIFY(lesson("lesson-first-steps").active);
    }

    void theStateExportsAndImportsAgain()
    {
        load("budget-watch");
        const auto before = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances"));
        const auto exported = call("GET", "/v1/sim/state");
        QCOMPARE(exported.status, 200L);
        const auto file = decodeOk<api::ScenarioFile>(exported);
        QCOMPARE(file.instances.size(), before.items.size());
        QCOMPARE(file.budgets.size(), std::size_t(1));
        QCOMPARE(file.budgets.front().name, std::string("VLM monthly"));
        QVERIFY(file.clock && file.faults && file.balanceMicros);

        // A file that names what the platform lacks is refused, naming it, and changes nothing.
        api::ScenarioFile broken = file;
        broken.instances.front().spec.templateId = "tpl-no-such";
        const auto refused = call("PUT", "/v1/sim/state", api::encode(broken));
        QCOMPARE(refused.status, 400L);
        QVERIFY(refused.body.find("tpl-no-such") != std::string::npos);
        broken = file;
        broken.instances.front().spec.volumeIds = {"vol_1"};
        QCOMPARE(call("PUT", "/v1/sim/state", api::encode(broken)).status, 400L);
        QCOMPARE(call("PUT", "/v1/sim/state",
                      R"({"id": "x", "name": "x", "description": "", "bogus": 1})")
                     .status,
                 400L);
        QCOMPARE(decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances")).items.size(),
                 before.items.size());
        // Reading and replacing the state is the administrator's.
        QCOMPARE(m_sim->request(m_sim->key("org-a", "trainee"), "GET", "/v1/sim/state").status,
                 403L);

        // Reset, then import what was exported: the same instances and budget again.
        QCOMPARE(call("POST", "/v1/sim:reset").status, 204L);
        QVERIFY(decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances")).items.empty());
        QCOMPARE(call("PUT", "/v1/sim/state", exported.body).status, 204L);
        const auto after = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances"));
        QCOMPARE(after.items.size(), before.items.size());
        QCOMPARE(after.items.front().name, before.items.front().name);
        QCOMPARE(after.items.front().labels, before.items.front().labels);
        const auto budgets = decodeOk<api::Page<api::Budget>>(call("GET", "/v1/budgets"));
        QCOMPARE(budgets.items.size(), std::size_t(1));
        QCOMPARE(budgets.items.front().amountMicros, file.budgets.front().amountMicros);
    }

    void textInTheLanguageAsked()
    {
        const auto lessonsIn = [&](const std::string &language) {
            return decodeOk<api::Page<api::Lesson>>(
                m_sim->request(m_admin, "GET", "/v1/sim/lessons", {}, 0, "application/json",
                               {"Accept-Language: " + language}));
        };
        const auto en = lessonsIn("en");
        const auto zh = lessonsIn("zh-CN, en;q=0.5");
        QCOMPARE(en.items.front().name, std::string("First steps"));
        QCOMPARE(zh.items.front().name, std::string("第一步"));
        QVERIFY(zh.items.front().objectives.front().hint.find("模板") != std::string::npos);
        QCOMPARE(zh.items.front().id, en.items.front().id); // ids are never translated
        // Weights decide; a zh tag of any region chooses the Chinese text; unknown: English.
        QCOMPARE(lessonsIn("fr, zh;q=0.5").items.front().name, std::string("第一步"));
        QCOMPARE(lessonsIn("en;q=0.9, zh-TW").items.front().name, std::string("第一步"));
        QCOMPARE(lessonsIn("zh;q=0.4, en;q=0.9").items.front().name, std::string("First steps"));
        QCOMPARE(lessonsIn("fr").items.front().name, std::string("First steps"));
        QCOMPARE(lessonsIn("zh;q=0").items.front().name, std::string("First steps"));

        const auto templ = decodeOk<api::Template>(
            m_sim->request(m_admin, "GET", "/v1/templates/tpl-jupyterlab", {}, 0,
                           "application/json", {"Accept-Language: zh-CN"}));
        QVERIFY(templ.description.find("JupyterLab") != std::string::npos);
        QVERIFY(
            templ.description
            != decodeOk<api::Template>(call("GET", "/v1/templates/tpl-jupyterlab")).description);
        const auto scenarios = decodeOk<api::Page<api::Scenario>>(
            m_sim->request(m_admin, "GET", "/v1/sim/scenarios", {}, 0, "application/json",
                           {"Accept-Language: zh-Hans-CN"}));
        for (const auto &s : scenarios.items) {
            QVERIFY2(std::any_of(s.description.begin(), s.description.end(),
                                 [](char ch) { return static_cast<unsigned char>(ch) >= 0xE0; }),
                     s.id.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(SimLessonsTest)
#include "tst_simlessons.moc"
