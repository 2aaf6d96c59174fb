// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Webhooks in the engine, with no network: which alerts become which events, what each
// webhook is queued, the bodies each receiver format gets, when a failed delivery is tried
// again, and who may set them up. The sending is tst_simwebhooks', against a real receiver.
#include "api/codec.h"
#include "engine.h"
#include "enginekit.h"
#include "webhooks.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>

using namespace polychip;
using api::WebhookEvent;
using namespace std::chrono_literals;

namespace {

const sim::Caller kAdmin{"org-a", "admin-a", api::Role::Admin};
const sim::Caller kAdminB{"org-b", "admin-b", api::Role::Admin};
const sim::Caller kDeveloper{"org-a", "developer-a", api::Role::Developer};

api::WebhookCreate hook(std::vector<WebhookEvent> events,
                        api::WebhookFormat format = api::WebhookFormat::Generic)
{
    api::WebhookCreate w;
    w.url = "http://127.0.0.1:9/hook";
    w.events = std::move(events);
    w.format = format;
    return w;
}

std::string add(sim::Engine &e, const api::WebhookCreate &request, const sim::Caller &as = kAdmin)
{
    auto created = e.createWebhook(as, request);
    if (!created)
        qFatal("createWebhook: %s", created.error().message.c_str());
    return created->webhook.id;
}

/// Refuses a developer's launch by a price cap, as the HTTP layer tells the engine.
void refuseALaunch(sim::Engine &e)
{
    api::OrgPoliciesUpdate rules;
    api::RolePolicy r;
    r.role = api::Role::Developer;
    r.maxInstancePricePerHourMicros = 1;
    rules.roles.push_back(r);
    QVERIFY(e.setPolicies(kAdmin, rules));
    auto refused = e.launch(kDeveloper, test::gpuSpec("dear", "nvidia-rtx4090", 1));
    QVERIFY(!refused);
    e.notePolicyRefusal(kDeveloper, refused.error());
}

api::WebhookPayload payload()
{
    api::WebhookPayload p;
    p.id = "dlv_000000000001";
    p.event = WebhookEvent::InstanceFailed;
    p.createdAt = api::Timestamp{1796198400};
    p.organizationId = "org-a";
    p.severity = api::Severity::Critical;
    p.message = "gpu-a failed: PREEMPTED";
    p.instanceId = "ins_1";
    return p;
}

} // namespace

class WebhooksTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void alertsBecomeTheEventsTheyAre()
    {
        sim::StoredAlert a;
        a.kind = api::AlertKind::Failure;
        a.messageId = "alert.failed";
        a.messageArgs = {"gpu-a", "PREEMPTED"};
        QCOMPARE(sim::webhookEventsOf(a), std::vector{WebhookEvent::InstancePreempted});
        a.messageArgs = {"gpu-a", "PROVISIONING_FAILED"};
        QCOMPARE(sim::webhookEventsOf(a), std::vector{WebhookEvent::InstanceFailed});
        // A failed switch leaves the instance where it was: nothing failed.
        a.messageId = "alert.switch_failed";
        QVERIFY(sim::webhookEventsOf(a).empty());
        // A budget that stops its scope is a threshold and a stop.
        a.kind = api::AlertKind::BudgetThreshold;
        a.messageId = "alert.budget_stop";
        QCOMPARE(sim::webhookEventsOf(a),
                 (std::vector{WebhookEvent::BudgetThreshold, WebhookEvent::InstanceStopped}));
        a.messageId = "alert.budget";
        QCOMPARE(sim::webhookEventsOf(a), std::vector{WebhookEvent::BudgetThreshold});
        a.kind = api::AlertKind::Schedule;
        QCOMPARE(sim::webhookEventsOf(a), std::vector{WebhookEvent::InstanceStopped});
        a.kind = api::AlertKind::AutoSleep;
        QVERIFY(sim::webhookEventsOf(a).empty());
        a.kind = api::AlertKind::Lesson;
        QCOMPARE(sim::webhookEventsOf(a), std::vector{WebhookEvent::LessonCompleted});
    }

    void onlyWebAddressesAreTaken()
    {
        for (const char *good :
             {"http://127.0.0.1:8080/hook", "https://hooks.slack.com/services/T/B/x",
              "https://oapi.dingtalk.com/robot/send?access_token=abc", "http://[::1]:9/"})
            QVERIFY2(sim::isWebhookUrl(good), good);
        for (const char *bad : {"ftp://example.com/", "http://", "https:///path", "http://a b/",
                                "http://user@host/", "javascript:alert(1)", "http://host/\n"})
            QVERIFY2(!sim::isWebhookUrl(bad), bad);
    }

    void aFailedDeliveryIsTriedAgainLessOftenForADay()
    {
        const sim::RetrySchedule s;
        QCOMPARE(s.delayAfter(1), std::chrono::milliseconds(1s));
        QCOMPARE(s.delayAfter(2), std::chrono::milliseconds(2s));
        QCOMPARE(s.delayAfter(5), std::chrono::milliseconds(16s));
        QCOMPARE(s.delayAfter(40), std::chrono::milliseconds(5min)); // capped, never overflowing
        // A receiver down for ten minutes: the attempts meanwhile, and the first after it is
        // back comes at most one cap later, long before the day is up.
        std::chrono::milliseconds t{0};
        std::int64_t failures = 0;
        while (t < 10min) {
            ++failures;
            t += s.delayAfter(failures);
        }
        QVERIFY(failures < 20); // backed off, not hammering a receiver that is down
        QVERIFY(t <= 10min + s.cap);
        QVERIFY(!s.givesUp(t));
        QVERIFY(s.givesUp(24h));
    }

    void eachReceiverGetsItsOwnBody()
    {
        const api::WebhookPayload p = payload();
        const auto generic
            = api::decode<api::WebhookPayload>(sim::webhookBody(api::WebhookFormat::Generic, p));
        QVERIFY(generic);
        QCOMPARE(generic.value(), p);
        const std::string text = "Polychip · org-a · gpu-a failed: PREEMPTED";
        for (const auto format : {api::WebhookFormat::Wecom, api::WebhookFormat::Dingtalk}) {
            const auto j = nlohmann::json::parse(sim::webhookBody(format, p));
            QCOMPARE(j.at("msgtype").get<std::string>(), std::string("text"));
            QCOMPARE(j.at("text").at("content").get<std::string>(), text);
        }
        const auto feishu = nlohmann::json::parse(sim::webhookBody(api::WebhookFormat::Feishu, p));
        QCOMPARE(feishu.at("msg_type").get<std::string>(), std::string("text"));
        QCOMPARE(feishu.at("content").at("text").get<std::string>(), text);
        const auto slack = nlohmann::json::parse(sim::webhookBody(api::WebhookFormat::Slack, p));
        QCOMPARE(slack.at("text").get<std::string>(), text);
    }

    void aChatsRefusalIsNoDelivery()
    {
        using api::WebhookFormat;
        // Team chats answer 200 and say in the body when they refuse (a wrong key, a keyword
        // the robot wants, its rate limit).
        QCOMPARE(sim::chatRefusal(WebhookFormat::Wecom,
                                  R"({"errcode":93000,"errmsg":"invalid webhook url"})"),
                 std::optional<std::string>("errcode 93000: invalid webhook url"));
        QCOMPARE(sim::chatRefusal(WebhookFormat::Dingtalk,
                                  R"({"errcode":310000,"errmsg":"keywords not in content"})"),
                 std::optional<std::string>("errcode 310000: keywords not in content"));
        QCOMPARE(
            sim::chatRefusal(WebhookFormat::Feishu, R"({"code":19021,"msg":"sign match fail"})"),
            std::optional<std::string>("code 19021: sign match fail"));
        for (const auto &[format, body] : std::vector<std::pair<WebhookFormat, std::string>>{
                 {WebhookFormat::Wecom, R"({"errcode":0,"errmsg":"ok"})"},
                 {WebhookFormat::Feishu, R"({"StatusCode":0,"StatusMessage":"success"})"},
                 {WebhookFormat::Feishu, R"({"code":0,"msg":"success"})"},
                 {WebhookFormat::Slack, "ok"},
                 {WebhookFormat::Generic, R"({"errcode":1})"}, // ours: the status says it all
                 {WebhookFormat::Dingtalk, "not json"}})
            QVERIFY2(!sim::chatRefusal(format, body), body.c_str());
    }

    void privateAddressesAreKnown()
    {
        for (const char *address :
             {"127.0.0.1", "10.1.2.3", "172.16.0.9", "172.31.255.1", "192.168.1.1",
              "169.254.169.254", "0.0.0.0", "100.64.0.1", "::1", "::", "fe80::1", "fd00::5",
              "::ffff:127.0.0.1", "not an address"})
            QVERIFY2(sim::isPrivateAddress(address), address);
        for (const char *address :
             {"8.8.8.8", "172.32.0.1", "203.0.113.7", "2001:db8::1", "::ffff:8.8.4.4"})
            QVERIFY2(!sim::isPrivateAddress(address), address);
    }

    void whyAnAttemptFailedIsSaidInTheReadersLanguage()
    {
        QCOMPARE(sim::attemptErrorText({}, "status:503"),
                 std::string("the receiver answered HTTP 503"));
        QCOMPARE(sim::attemptErrorText("zh_CN", "connection"), std::string("无法连接到接收端"));
        QVERIFY(sim::attemptErrorText({}, "chat:errcode 1: no").find("errcode 1: no")
                != std::string::npos);
        QVERIFY(sim::attemptErrorText({}, "private").find("--webhook-allow-private")
                != std::string::npos);
        QCOMPARE(sim::attemptErrorText({}, "an older text"), std::string("an older text"));
    }

    void onlyAdministratorsAddWebhooksAndBadOnesAreRefused()
    {
        auto e = test::makeEngine();
        QCOMPARE(e->createWebhook(kDeveloper, hook({WebhookEvent::Test})).error().httpStatus, 403);
        auto bad = hook({WebhookEvent::Test});
        bad.url = "ftp://example.com/";
        QCOMPARE(e->createWebhook(kAdmin, bad).error().field, std::string("url"));
        bad = hook({WebhookEvent::Test, WebhookEvent::Test});
        QCOMPARE(e->createWebhook(kAdmin, bad).error().field, std::string("events[1]"));
        bad = hook({WebhookEvent::Unknown});
        QCOMPARE(e->createWebhook(kAdmin, bad).error().field, std::string("events[0]"));
        bad = hook({});
        QCOMPARE(e->createWebhook(kAdmin, bad).error().field, std::string("events"));
        bad = hook({WebhookEvent::Test});
        bad.language = "fr";
        QCOMPARE(e->createWebhook(kAdmin, bad).error().field, std::string("language"));
        // A Chinese caller is told in Chinese.
        const sim::Caller chinese{"org-a", "admin-a", api::Role::Admin, "zh_CN"};
        bad = hook({WebhookEvent::Test});
        bad.url = "mailto:ops@example.com";
        QVERIFY(e->createWebhook(chinese, bad).error().message.find("地址") != std::string::npos);
    }

    void theSecretIsGivenOnceAndMadeWhenNotGiven()
    {
        auto e = test::makeEngine();
        auto given = hook({WebhookEvent::Test});
        given.secret = "0123456789abcdef-ours";
        const auto created = e->createWebhook(kAdmin, given);
        QVERIFY(created);
        QCOMPARE(created->secret, *given.secret);
        QCOMPARE(created->webhook.secretHint, std::string("ours"));
        const auto made = e->createWebhook(kAdmin, hook({WebhookEvent::Test}));
        QVERIFY(made);
        QCOMPARE(made->secret.size(), std::size_t(64));
        QVERIFY(made->secret != created->secret);
        // A list never carries a secret, and an organisation sees its own webhooks alone.
        const auto listed = api::encode(api::Page<api::Webhook>{e->webhooks(kAdmin), {}, {}, 0});
        QVERIFY(listed.find(made->secret) == std::string::npos);
        QCOMPARE(e->webhooks(kAdmin).size(), std::size_t(2));
        QVERIFY(e->webhooks(kAdminB).empty());
        QCOMPARE(e->deliveries(kAdminB, made->webhook.id).error().httpStatus, 404);
        QCOMPARE(e->deleteWebhook(kAdminB, made->webhook.id).error().httpStatus, 404);
    }

    void anAlertIsQueuedOnceForEachWebhookThatHearsIt()
    {
        auto e = test::makeEngine();
        const std::string policies = add(*e, hook({WebhookEvent::PolicyViolation}));
        const std::string both = add(*e, hook({WebhookEvent::Test, WebhookEvent::PolicyViolation}));
        const std::string deaf = add(*e, hook({WebhookEvent::BudgetThreshold}));
        refuseALaunch(*e);
        for (const auto &id : {policies, both}) {
            const auto log = e->deliveries(kAdmin, id);
            QVERIFY(log);
            QCOMPARE(log->size(), std::size_t(1));
            QCOMPARE(log->front().event, WebhookEvent::PolicyViolation);
            QCOMPARE(log->front().state, api::DeliveryState::Pending);
            QVERIFY(log->front().message.find("14.00") != std::string::npos); // the price asked
            QVERIFY(log->front().alertId);
        }
        QVERIFY(e->deliveries(kAdmin, deaf)->empty());
        // The alert itself is there for everyone to read, as every alert is.
        QCOMPARE(e->alerts(kAdmin).front().kind, api::AlertKind::Policy);
    }

    void deliveriesGoOutOldestFirstAndOneAtATime()
    {
        auto e = test::makeEngine();
        const std::string id = add(*e, hook({WebhookEvent::Test}));
        const auto first = e->testWebhook(kAdmin, id);
        const auto second = e->testWebhook(kAdmin, id);
        QVERIFY(first && second);
        auto next = e->nextDelivery("org-a", id);
        QVERIFY(next);
        QCOMPARE(next->payload.id, first->id);
        // A failed attempt keeps it first: nothing newer overtakes it.
        e->recordAttempt("org-a", first->id, {{}, 0, "connection refused", 3},
                         api::DeliveryState::Pending);
        QCOMPARE(e->nextDelivery("org-a", id)->payload.id, first->id);
        e->recordAttempt("org-a", first->id, {{}, 204, {}, 2}, api::DeliveryState::Delivered);
        QCOMPARE(e->nextDelivery("org-a", id)->payload.id, second->id);
        const auto log = e->deliveries(kAdmin, id);
        QCOMPARE(log->back().id, first->id); // newest first
        QCOMPARE(log->back().attempts.size(), std::size_t(2));
        QCOMPARE(log->back().attempts.front().error,
                 std::optional<std::string>("connection refused"));
        QCOMPARE(log->back().state, api::DeliveryState::Delivered);
        // The message is said in the webhook's language.
        auto chinese = hook({WebhookEvent::Test});
        chinese.language = "zh-CN";
        const std::string zh = add(*e, chinese);
        QVERIFY(e->testWebhook(kAdmin, zh));
        QVERIFY(e->nextDelivery("org-a", zh)->payload.message.find("测试") != std::string::npos);
    }

    void theLogKeepsTheRecentDeliveriesAndEveryPendingOne()
    {
        auto e = test::makeEngine();
        const std::string id = add(*e, hook({WebhookEvent::Test}));
        const auto pending = e->testWebhook(kAdmin, id);
        for (std::size_t i = 0; i < sim::kKeptDeliveries + 20; ++i) {
            const auto d = e->testWebhook(kAdmin, id);
            e->recordAttempt("org-a", d->id, {{}, 200, {}, 1}, api::DeliveryState::Delivered);
        }
        const auto log = e->deliveries(kAdmin, id);
        QVERIFY(log->size() <= sim::kKeptDeliveries + 1);
        QCOMPARE(log->back().id, pending->id); // never dropped while it waits
        QCOMPARE(e->nextDelivery("org-a", id)->payload.id, pending->id);
        // Removing the webhook removes its log and what it had still to send.
        QVERIFY(e->deleteWebhook(kAdmin, id));
        QVERIFY(!e->nextDelivery("org-a", id));
        QVERIFY(!e->hasWebhook("org-a", id));
        QCOMPARE(e->deliveries(kAdmin, id).error().httpStatus, 404);
    }

    void aRetriedRefusalRaisesOneAlertInTenMinutes()
    {
        auto e = test::makeEngine();
        const std::string id = add(*e, hook({WebhookEvent::PolicyViolation}));
        refuseALaunch(*e);
        auto again = e->launch(kDeveloper, test::gpuSpec("dear", "nvidia-rtx4090", 1));
        e->notePolicyRefusal(kDeveloper, again.error());
        QCOMPARE(e->deliveries(kAdmin, id)->size(), std::size_t(1));
        // Said as people read it: who, the price asked and the cap, in yuan.
        const std::string said = e->deliveries(kAdmin, id)->front().message;
        QVERIFY2(said.find("developer-a") != std::string::npos
                     && said.find("14.00") != std::string::npos
                     && said.find("0.00") != std::string::npos,
                 said.c_str());
        e->advance(601);
        again = e->launch(kDeveloper, test::gpuSpec("dear", "nvidia-rtx4090", 1));
        e->notePolicyRefusal(kDeveloper, again.error());
        QCOMPARE(e->deliveries(kAdmin, id)->size(), std::size_t(2));
    }

    void aBacklogIsBounded()
    {
        auto e = test::makeEngine();
        const std::string id = add(*e, hook({WebhookEvent::Test}));
        // A receiver gone for good: the oldest waiting delivery is given up, not kept for ever.
        const auto first = e->testWebhook(kAdmin, id);
        for (std::size_t i = 1; i < sim::kMaxPendingDeliveries; ++i)
            QVERIFY(e->testWebhook(kAdmin, id));
        QCOMPARE(e->nextDelivery("org-a", id)->payload.id, first->id);
        QVERIFY(e->testWebhook(kAdmin, id));
        QVERIFY(e->nextDelivery("org-a", id)->payload.id != first->id);
        const auto log = e->deliveries(kAdmin, id);
        const auto dropped
            = std::find_if(log->begin(), log->end(),
                           [&](const api::WebhookDelivery &d) { return d.id == first->id; });
        QVERIFY(dropped != log->end());
        QCOMPARE(dropped->state, api::DeliveryState::Failed);
        QVERIFY(dropped->attempts.back().error->find("1000") != std::string::npos);
    }

    void whatAScenarioRaisesWhileItIsSetUpIsNotSent()
    {
        auto e = test::makeEngine();
        const std::string id
            = add(*e, hook({WebhookEvent::BudgetThreshold, WebhookEvent::InstanceStopped}));
        // team-month runs three weeks of a team's work, over its budgets' thresholds.
        QVERIFY(e->loadScenario(kAdmin, "team-month"));
        QVERIFY(!e->alerts(kAdmin).empty());
        QVERIFY(e->deliveries(kAdmin, id)->empty());
        QVERIFY(e->hasWebhook("org-a", id)); // a load is a reset: the webhooks stay
    }

    void webhooksOutliveAResetAndHearAPreemption()
    {
        auto e = test::makeEngine();
        const std::string id
            = add(*e, hook({WebhookEvent::InstancePreempted, WebhookEvent::InstanceFailed}));
        e->resetOrganization("org-a");
        QVERIFY(e->hasWebhook("org-a", id));
        const auto launched = e->launch(kDeveloper, test::gpuSpec("pre", "nvidia-rtx4090", 1));
        QVERIFY(launched);
        api::Faults faults;
        faults.preemptRate = 3600; // one an hour per instance: about once a second
        for (int s = 0; s < 3600 && e->deliveries(kAdmin, id)->empty(); ++s) {
            if (s == 300)
                e->setFaults(faults);
            e->advance(1);
        }
        const auto log = e->deliveries(kAdmin, id);
        QCOMPARE(log->size(), std::size_t(1));
        QCOMPARE(log->front().event, WebhookEvent::InstancePreempted);
        QCOMPARE(e->nextDelivery("org-a", id)->payload.instanceId,
                 std::optional(launched->instance.id));
    }
};

QTEST_APPLESS_MAIN(WebhooksTest)
#include "tst_webhooks.moc"
