// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Every bundled lesson played to completion through the API alone, as a trainee's console
// would, with the simulator judging each objective from its own state; and the platform's text
// in the language a request asks for.
#include "lessonscripts.h"
#include "simtestclient.h"

#include <QUrl>

#include <set>

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

api::ErrorDetail errorOf(const HttpAnswer &answer)
{
    auto decoded = api::decode<api::ErrorResponse>(answer.body);
    return decoded ? decoded.value().error : api::ErrorDetail{};
}

bool hasChinese(const std::string &s)
{
    return std::any_of(s.begin(), s.end(),
                       [](char ch) { return static_cast<unsigned char>(ch) >= 0xE0; });
}

/// Chinese text that names ids, codes and figures as they are but has no English word in it:
/// a run of four or more lower-case Latin letters that is not part of an id ("ins_1",
/// "tpl-jupyterlab", "createInstance", "dataset_ids[0]").
bool saysChineseOnly(const std::string &s)
{
    if (!hasChinese(s))
        return false;
    const auto idChar = [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-' || ch == '.'
               || ch == '/' || ch == '[' || ch == ']';
    };
    for (std::size_t i = 0; i < s.size();) {
        if (!idChar(s[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < s.size() && idChar(s[end]))
            ++end;
        const std::string token = s.substr(i, end - i);
        i = end;
        const bool word = std::all_of(token.begin(), token.end(), [](char ch) {
            return std::islower(static_cast<unsigned char>(ch));
        });
        if (word && token.size() >= 4)
            return false;
    }
    return true;
}

} // namespace

class SimLessonsTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin;
    std::unique_ptr<test::LessonScripts> m_script; ///< the admin's calls and the lessons' steps

    HttpAnswer
    call(const std::string &method, const std::string &path, const std::string &body = {})
    {
        return m_script->call(method, path, body);
    }

    api::Lesson lesson(const std::string &id) { return m_script->lesson(id); }

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

private Q_SLOTS:
    void initTestCase()
    {
        // The steps move the clock in many small requests: no rate limit.
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        QVERIFY(!m_admin.id.empty());
        m_script = std::make_unique<test::LessonScripts>(*m_sim, m_admin);
    }

    void cleanup() { m_script->cleanUp(); }

    void thereAreSevenLessonsWithHints()
    {
        const auto all = decodeOk<api::Page<api::Lesson>>(call("GET", "/v1/sim/lessons"));
        QCOMPARE(all.items.size(), std::size_t(7));
        for (const auto &l : all.items) {
            QVERIFY(!l.active);
            QVERIFY(!l.startedAt);
            for (const auto &o : l.objectives) {
                QVERIFY2(!o.hint.empty(), o.id.c_str());
                QCOMPARE(o.state, api::ObjectiveState::Pending);
            }
        }
    }

    void whatDoesNotCountDoesNot()
    {
        load("first-steps");
        QVERIFY(lesson("lesson-first-steps").startedAt);
        // A launch without a template does not count for the first objective...
        m_script->settle(m_script->launchBody(
            R"({"name": "bare", "model_id": "gpt2-1.3b", "accelerator": "nvidia-rtx4090", "count": 1})"));
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("pending pending pending"));
        // ...nor does the notebook page of an instance that is not there. The page of one that
        // is (the simulator's own address) says what it is.
        QCOMPARE(m_sim->raw("GET", "/sim/jupyter/ins_999999/lab", {}, {}).status, 404L);
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("pending pending pending"));
        const std::string id = m_script->settle(m_script->launch("nb", "tpl-jupyterlab"));
        const auto instance = decodeOk<api::Instance>(call("GET", "/v1/instances/" + id));
        const QUrl url(QString::fromStdString(instance.endpoints.jupyter.value_or("")));
        QCOMPARE(url.port(), m_sim->port());
        const auto page = m_sim->raw("GET", url.path().toStdString(), {}, {});
        QCOMPARE(page.status, 200L);
        QVERIFY(page.body.find("JupyterLab") != std::string::npos);
        QVERIFY(page.body.find("nb") != std::string::npos);
        QVERIFY(lesson("lesson-first-steps").spentMicros > 0); // the notebook bills as it runs
    }

    void everyLessonCompletes_data()
    {
        QTest::addColumn<QString>("lessonId");
        for (const auto &[lesson, scenario] : test::LessonScripts::scenarios())
            QTest::newRow(lesson.c_str()) << QString::fromStdString(lesson);
    }

    void everyLessonCompletes()
    {
        // Each step reaches its objective, and only that one: the simulator judges from what
        // was done, not from the order of the list.
        QFETCH(QString, lessonId);
        const std::string id = lessonId.toStdString();
        m_script->start(id);
        QVERIFY(lesson(id).active);
        const auto steps = m_script->steps(id);
        QCOMPARE(steps.size(), lesson(id).objectives.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            steps[i]();
            const auto objectives = lesson(id).objectives;
            for (std::size_t j = 0; j < objectives.size(); ++j)
                QCOMPARE(objectives[j].state,
                         j <= i ? api::ObjectiveState::Done : api::ObjectiveState::Pending);
        }
    }

    void everyLessonCompletesStartedByATrainee_data() { everyLessonCompletes_data(); }

    void everyLessonCompletesStartedByATrainee()
    {
        // Started by a trainee, set up in the organisation alone, each lesson plays out as one
        // an administrator loaded whole.
        QFETCH(QString, lessonId);
        const std::string id = lessonId.toStdString();
        m_script->startAs(id, m_sim->key("org-a", "trainee"));
        QVERIFY(lesson(id).active);
        const auto steps = m_script->steps(id);
        for (std::size_t i = 0; i < steps.size(); ++i) {
            steps[i]();
            const auto objectives = lesson(id).objectives;
            for (std::size_t j = 0; j < objectives.size(); ++j)
                QCOMPARE(objectives[j].state,
                         j <= i ? api::ObjectiveState::Done : api::ObjectiveState::Pending);
        }
    }

    void aTraineeStartsRestartsAndLeavesALesson()
    {
        const Key trainee = m_sim->key("org-a", "trainee");
        const Key otherAdmin = m_sim->key("org-b", "admin");
        const Key otherTrainee = m_sim->key("org-b", "trainee");
        const std::string lessonId = "lesson-capacity-crunch";
        const std::string start = "/v1/sim/lessons/" + lessonId + ":start";
        const std::string leave = "/v1/sim/lessons/" + lessonId + ":leave";
        const auto as
            = [&](const Key &who, const std::string &method, const std::string &path,
                  const std::string &body = {}) { return m_sim->request(who, method, path, body); };
        // The shared clock stands still so that it can be compared; org-b has work of its own.
        QCOMPARE(call("PUT", "/v1/sim/clock", "{\"paused\": true, \"speed\": 7}").status, 200L);
        const auto otherLaunch = decodeOk<api::InstanceOperation>(
            as(otherAdmin, "POST", "/v1/instances",
               "{\"name\": \"theirs\", \"template_id\": \"tpl-rlhf-llama2-7b\", "
               "\"region\": \"cn-east\", \"accelerator\": \"nvidia-h100-80g\"}"));
        const auto clockBefore = decodeOk<api::Clock>(call("GET", "/v1/sim/clock"));
        const auto faultsBefore = call("GET", "/v1/sim/faults").body;
        const auto theirsBefore
            = decodeOk<api::Page<api::Instance>>(as(otherAdmin, "GET", "/v1/instances"));
        const auto h100For = [&](const Key &who) {
            const auto page
                = decodeOk<api::Page<api::Accelerator>>(as(who, "GET", "/v1/accelerators"));
            for (const auto &a : page.items) {
                for (const auto &r : a.regions) {
                    if (a.id == "nvidia-h100-80g" && r.region == "cn-east")
                        return r;
                }
            }
            return api::RegionCapacity{};
        };
        const auto theirPoolBefore = h100For(otherAdmin);

        // A manager watches and budgets: no lessons.
        const auto refused = as(m_sim->key("org-a", "manager"), "POST", start);
        QCOMPARE(refused.status, 403L);
        QCOMPARE(refused.errorCode(), std::string("PERMISSION_DENIED"));
        QCOMPARE(as(trainee, "POST", "/v1/sim/lessons/lesson-none:start").status, 404L);

        // The trainee starts it: set up in org-a, with the lesson's scarce H100s its own.
        const auto started = decodeOk<api::Lesson>(as(trainee, "POST", start));
        QVERIFY(started.active);
        QCOMPARE(started.id, lessonId);
        for (const auto &o : started.objectives)
            QCOMPARE(o.state, api::ObjectiveState::Pending);
        auto mine = decodeOk<api::Page<api::Instance>>(as(trainee, "GET", "/v1/instances"));
        QCOMPARE(mine.items.size(), std::size_t(3));
        std::set<std::string> firstIds;
        for (const auto &i : mine.items) {
            firstIds.insert(i.id);
            QCOMPARE(i.state, i.name == "rlhf-running" ? api::InstanceState::Running
                                                       : api::InstanceState::Pending);
        }
        const auto myPool = h100For(trainee);
        QCOMPARE(myPool.capacity, std::int64_t(8));
        QCOMPARE(myPool.available, std::int64_t(0));

        // Nothing shared moved: the clock, its speed, the faults, org-b's instances and pools.
        const auto clockAfter = decodeOk<api::Clock>(call("GET", "/v1/sim/clock"));
        QCOMPARE(clockAfter.now, clockBefore.now);
        QCOMPARE(clockAfter.speed, clockBefore.speed);
        QCOMPARE(clockAfter.paused, clockBefore.paused);
        QCOMPARE(call("GET", "/v1/sim/faults").body, faultsBefore);
        const auto theirsAfter
            = decodeOk<api::Page<api::Instance>>(as(otherAdmin, "GET", "/v1/instances"));
        QCOMPARE(theirsAfter.items.size(), theirsBefore.items.size());
        QCOMPARE(theirsAfter.items.front().id, otherLaunch.instance.id);
        QCOMPARE(theirsAfter.items.front().revision, theirsBefore.items.front().revision);
        QCOMPARE(h100For(otherAdmin).capacity, theirPoolBefore.capacity);
        for (const auto &l :
             decodeOk<api::Page<api::Lesson>>(as(otherTrainee, "GET", "/v1/sim/lessons")).items)
            QVERIFY2(!l.active, l.id.c_str());

        // What org-b does counts for nothing in org-a's lesson; the trainee's own quote does.
        const std::string quote = "{\"template_id\": \"tpl-rlhf-llama2-7b\"}";
        QCOMPARE(as(otherTrainee, "POST", "/v1/quotes", quote).status, 200L);
        QCOMPARE(states(lessonId), QStringLiteral("pending pending"));
        QCOMPARE(as(trainee, "POST", "/v1/quotes", quote).status, 200L);
        QCOMPARE(states(lessonId), QStringLiteral("done pending"));
        // The setup's 24 H100s are the lesson's: the trainee's own quota is still free.
        QCOMPARE(as(trainee, "POST", "/v1/instances",
                    "{\"name\": \"mine\", \"template_id\": \"tpl-jupyterlab\"}")
                     .status,
                 202L);

        // Again from the start: fresh instances, the objectives pending again.
        const auto again = decodeOk<api::Lesson>(as(trainee, "POST", start));
        QVERIFY(again.active);
        QCOMPARE(states(lessonId), QStringLiteral("pending pending"));
        mine = decodeOk<api::Page<api::Instance>>(as(trainee, "GET", "/v1/instances"));
        QCOMPARE(mine.items.size(), std::size_t(3));
        for (const auto &i : mine.items)
            QVERIFY(!firstIds.contains(i.id));

        // Leaving removes what the lesson set up; a lesson not under way cannot be left.
        const auto left = decodeOk<api::Lesson>(as(trainee, "POST", leave));
        QVERIFY(!left.active);
        QVERIFY(
            decodeOk<api::Page<api::Instance>>(as(trainee, "GET", "/v1/instances")).items.empty());
        QCOMPARE(h100For(trainee).capacity, theirPoolBefore.capacity);
        const auto twice = as(trainee, "POST", leave);
        QCOMPARE(twice.status, 409L);
        QCOMPARE(twice.errorCode(), std::string("CONFLICT"));
        QCOMPARE(as(m_sim->key("org-a", "manager"), "POST", leave).status, 403L);
        QCOMPARE(
            decodeOk<api::Page<api::Instance>>(as(otherAdmin, "GET", "/v1/instances")).items.size(),
            theirsBefore.items.size());
        QCOMPARE(as(otherAdmin, "POST", "/v1/sim:reset").status, 204L);
    }

    void aQuoteTheConsoleMakesOnItsOwnDoesNotCount()
    {
        // A template card's price is asked for by the console, not by the trainee: marked
        // Sec-Purpose: prefetch, it is answered alike but ticks nothing.
        load("cheapest-backend");
        const std::string body = "{\"template_id\": \"tpl-bert-chinese-finetune\"}";
        const auto prefetched = m_sim->request(m_admin, "POST", "/v1/quotes", body, 0,
                                               "application/json", {"Sec-Purpose: prefetch"});
        QCOMPARE(prefetched.status, 200L);
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("pending pending"));
        QCOMPARE(call("POST", "/v1/quotes", body).status, 200L);
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("done pending"));
    }

    void aCompletedLessonsFiguresStopThere()
    {
        // What runs on after the last objective is not the lesson's: its time and money stop.
        const std::string id = "lesson-idle-notebook";
        m_script->start(id);
        for (const auto &step : m_script->steps(id))
            step();
        m_script->advance(2); // the tick that sees it complete
        const auto done = lesson(id);
        QVERIFY(done.completedAt.has_value());
        // Something bills on: a new instance, running for an hour.
        m_script->settle(m_script->launch("after", "tpl-jupyterlab"));
        m_script->advance(3600);
        const auto later = lesson(id);
        QCOMPARE(later.completedAt, done.completedAt);
        QCOMPARE(later.spentMicros, done.spentMicros);
        QCOMPARE(later.savedMicros, done.savedMicros);
    }

    void aDearerPlacementIsNotTheCheapest()
    {
        load("cheapest-backend");
        const auto quote = decodeOk<api::Quote>(
            call("POST", "/v1/quotes", R"({"template_id": "tpl-bert-chinese-finetune"})"));
        const api::QuoteOption &cheapest = quote.alternatives.front();
        const auto other = std::find_if(
            quote.alternatives.begin() + 1, quote.alternatives.end(), [&](const auto &o) {
                return o.memoryFit.fits && !o.queues
                       && (o.accelerator != cheapest.accelerator || o.count != cheapest.count);
            });
        QVERIFY(other != quote.alternatives.end());
        // Plain strings: moc counts the braces of raw strings.
        m_script->settle(m_script->launchBody(
            "{\"name\": \"dear\", \"template_id\": \"tpl-bert-chinese-finetune\", "
            "\"accelerator\": "
            + jsonString(other->accelerator) + ", \"count\": " + std::to_string(other->count)
            + "}"));
        QCOMPARE(states("lesson-cheapest-backend"), QStringLiteral("done pending"));
    }

    void budgetLeftToItsStopFails()
    {
        load("budget-watch");
        // Nobody acts: the budget reaches 100 % and stops the job itself. Too late.
        for (int i = 0; i < 96
                        && lesson("lesson-budget-watch").objectives.at(1).state
                               == api::ObjectiveState::Pending;
             ++i)
            m_script->advance(1800);
        QCOMPARE(states("lesson-budget-watch"), QStringLiteral("done failed pending"));
    }

    void theLessonSurvivesARestart()
    {
        load("first-steps");
        m_script->settle(m_script->launch("nb", "tpl-jupyterlab"));
        QCOMPARE(states("lesson-first-steps"), QStringLiteral("done pending pending"));
        m_script->advance(5); // a commit
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

    void quoteReasonsInTheLanguageAsked()
    {
        // The same quote in English and in Chinese: the same codes, ids and figures; the
        // one-line reasons (and region names in them) in the language asked for.
        load("capacity-crunch"); // some options queue: their reason names the pool
        const std::string body = "{\"template_id\": \"tpl-rlhf-llama2-7b\", \"region\": "
                                 "\"cn-east\"}";
        const auto quoteIn = [&](const std::string &language) {
            return m_sim->request(m_admin, "POST", "/v1/quotes", body, 0, "application/json",
                                  {"Accept-Language: " + language, "Sec-Purpose: prefetch"});
        };
        const auto enAnswer = quoteIn("en");
        const auto zhAnswer = quoteIn("zh-CN, en;q=0.5");
        QVERIFY(enAnswer.headers.find("Content-Language: en") != std::string::npos);
        QVERIFY(zhAnswer.headers.find("Content-Language: zh-CN") != std::string::npos);
        const auto en = decodeOk<api::Quote>(enAnswer);
        const auto zh = decodeOk<api::Quote>(zhAnswer);
        QCOMPARE(zh.alternatives.size(), en.alternatives.size());
        QVERIFY(!en.alternatives.empty());
        bool queued = false;
        for (std::size_t i = 0; i < en.alternatives.size(); ++i) {
            api::QuoteOption a = en.alternatives[i], b = zh.alternatives[i];
            QVERIFY2(!hasChinese(a.reason), a.reason.c_str());
            QVERIFY2(hasChinese(b.reason), b.reason.c_str());
            QVERIFY(a.reason != b.reason);
            queued = queued || a.queues;
            if (a.queues)
                QVERIFY2(b.reason.find("华东") != std::string::npos, b.reason.c_str());
            a.reason.clear();
            b.reason.clear();
            QVERIFY(a == b); // every code, enum, id and figure alike
        }
        QVERIFY(queued);
        api::Quote sameEn = en, sameZh = zh;
        sameEn.alternatives.clear();
        sameZh.alternatives.clear();
        sameEn.placement.reason.clear();
        sameZh.placement.reason.clear();
        QVERIFY(sameEn == sameZh);
        // An unknown language is English; so is no Accept-Language at all.
        QVERIFY(quoteIn("fr").headers.find("Content-Language: en") != std::string::npos);
        QCOMPARE(decodeOk<api::Quote>(quoteIn("fr")).alternatives.front().reason,
                 en.alternatives.front().reason);
    }

    void refusalsAndAlertsInTheLanguageAsked()
    {
        // The same failing requests in English and in Chinese: the same status, code and field;
        // the message in the language asked for, with ids and figures as they are.
        load("budget-watch");
        const Key manager = m_sim->key("org-a", "manager");
        const auto instances = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances"));
        const auto awake = std::find_if(
            instances.items.begin(), instances.items.end(),
            [](const api::Instance &i) { return i.state != api::InstanceState::Sleeping; });
        QVERIFY(awake != instances.items.end());
        struct Refusal
        {
            const char *what;
            Key key;
            std::string method, path, body;
            std::string code;
        };
        const std::vector<Refusal> refusals{
            {"absent instance", m_admin, "GET", "/v1/instances/ins_absent", {}, "NOT_FOUND"},
            {"absent budget", m_admin, "DELETE", "/v1/budgets/bud_absent", {}, "NOT_FOUND"},
            {"unknown region", m_admin, "POST", "/v1/instances",
             "{\"name\": \"x\", \"template_id\": \"tpl-jupyterlab\", \"region\": \"mars-1\"}",
             "INVALID_ARGUMENT"},
            {"unknown template", m_admin, "POST", "/v1/instances",
             "{\"name\": \"x\", \"template_id\": \"tpl-absent\"}", "INVALID_ARGUMENT"},
            {"manager launches", manager, "POST", "/v1/instances",
             "{\"name\": \"x\", \"template_id\": \"tpl-jupyterlab\"}", "PERMISSION_DENIED"},
            {"wake an instance that is not asleep",
             m_admin,
             "POST",
             "/v1/instances/" + awake->id + ":wake",
             {},
             "CONFLICT"},
            {"leave a lesson not under way",
             m_admin,
             "POST",
             "/v1/sim/lessons/lesson-first-steps:leave",
             {},
             "CONFLICT"},
        };
        const auto in = [&](const Refusal &r, const std::string &language) {
            return m_sim->request(r.key, r.method, r.path, r.body, 0, "application/json",
                                  {"Accept-Language: " + language});
        };
        for (const Refusal &r : refusals) {
            const auto en = in(r, "en");
            const auto zh = in(r, "zh-CN, en;q=0.5");
            QVERIFY2(en.status >= 400 && en.status == zh.status, r.what);
            const auto enError = errorOf(en);
            const auto zhError = errorOf(zh);
            QCOMPARE(enError.code, r.code);
            QCOMPARE(zhError.code, enError.code);
            QVERIFY(zhError.details == enError.details); // the field a refusal names, say
            QVERIFY2(!hasChinese(enError.message), enError.message.c_str());
            QVERIFY2(saysChineseOnly(zhError.message), zhError.message.c_str());
        }

        // Capacity: a placement the quote says must queue, asked not to wait.
        load("capacity-crunch");
        const auto quote = decodeOk<api::Quote>(
            call("POST", "/v1/quotes",
                 "{\"template_id\": \"tpl-rlhf-llama2-7b\", \"region\": \"cn-east\"}"));
        const auto queued = std::find_if(quote.alternatives.begin(), quote.alternatives.end(),
                                         [](const api::QuoteOption &o) { return o.queues; });
        QVERIFY(queued != quote.alternatives.end());
        const Refusal full{"no capacity",
                           m_admin,
                           "POST",
                           "/v1/instances",
                           "{\"name\": \"full\", \"template_id\": \"tpl-rlhf-llama2-7b\", "
                           "\"region\": \"cn-east\", \"accelerator\": "
                               + jsonString(queued->accelerator) + ", \"count\": "
                               + std::to_string(queued->count) + ", \"queue_timeout_s\": 0}",
                           "CAPACITY_EXHAUSTED"};
        const auto enFull = errorOf(in(full, "en"));
        const auto zhFull = errorOf(in(full, "zh-CN"));
        QCOMPARE(enFull.code, full.code);
        QCOMPARE(zhFull.code, full.code);
        QVERIFY2(saysChineseOnly(zhFull.message), zhFull.message.c_str());
        QVERIFY2(zhFull.message.find("华东") != std::string::npos, zhFull.message.c_str());

        // Alerts are said when they are read: the same alerts, in either language.
        load("budget-watch");
        const std::int64_t loaded
            = decodeOk<api::Page<api::Instance>>(call("GET", "/v1/instances")).revision;
        const auto alertsIn = [&](const std::string &language) {
            return decodeOk<api::Page<api::Alert>>(
                m_sim->request(m_admin, "GET", "/v1/alerts", {}, 0, "application/json",
                               {"Accept-Language: " + language}));
        };
        for (int i = 0; i < 96 && alertsIn("en").items.empty(); ++i)
            m_script->advance(1800);
        const auto enAlerts = alertsIn("en");
        const auto zhAlerts = alertsIn("zh-CN");
        QVERIFY(!enAlerts.items.empty());
        QCOMPARE(zhAlerts.items.size(), enAlerts.items.size());
        for (std::size_t i = 0; i < enAlerts.items.size(); ++i) {
            api::Alert a = enAlerts.items[i], b = zhAlerts.items[i];
            QVERIFY2(!hasChinese(a.message), a.message.c_str());
            QVERIFY2(hasChinese(b.message), b.message.c_str());
            a.message.clear();
            b.message.clear();
            QVERIFY(a == b);
        }
        // The event stream says them in the stream's language.
        const auto streamedIn = [&](const std::string &language) {
            const auto events = m_sim->stream(
                m_admin, "/v1/events?types=alert", std::to_string(loaded),
                [](const test::StreamEvent &e) { return e.type == "alert" || e.type == "reset"; },
                15000, {"Accept-Language: " + language});
            return events.empty() ? test::StreamEvent{} : events.back();
        };
        const auto enStreamed = streamedIn("en");
        const auto zhStreamed = streamedIn("zh-CN");
        QVERIFY2(enStreamed.type == "alert", (enStreamed.type + " " + enStreamed.data).c_str());
        QCOMPARE(zhStreamed.id, enStreamed.id);
        auto enAlert = api::decode<api::Alert>(enStreamed.data);
        auto zhAlert = api::decode<api::Alert>(zhStreamed.data);
        QVERIFY(enAlert && zhAlert);
        QVERIFY2(!hasChinese(enAlert.value().message), enAlert.value().message.c_str());
        QVERIFY2(hasChinese(zhAlert.value().message), zhAlert.value().message.c_str());
        QCOMPARE(zhAlert.value().id, enAlert.value().id);
        QCOMPARE(zhAlert.value().kind, enAlert.value().kind);
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
