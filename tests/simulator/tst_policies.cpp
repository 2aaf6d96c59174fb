// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The organisation's policies in the engine: what each refuses (launch, start, wake, switch,
// patch), what automatic placement avoids, what a change does to what runs, and who may set
// and read them.
#include "api/codec.h"
#include "engine.h"
#include "enginekit.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace polychip;
using api::InstanceState;
using sim::Action;

namespace {

const sim::Caller kAdmin{"org-a", "admin-a", api::Role::Admin};
const sim::Caller kDeveloper{"org-a", "developer-a", api::Role::Developer};
const sim::Caller kManager{"org-a", "manager-a", api::Role::Manager};
constexpr std::int64_t kYuan = 1'000'000;

std::unique_ptr<sim::Engine> makeEngine()
{
    return test::makeEngine(7);
}

/// gpt2-1.3b on `count` x `chip` (an RTX 4090 is ¥14/h, a TPU v5e ¥7/h).
api::LaunchSpec job(const std::string &name, const std::string &chip, std::int64_t count)
{
    return test::gpuSpec(name, chip, count);
}

api::RolePolicy developerRule()
{
    api::RolePolicy r;
    r.role = api::Role::Developer;
    return r;
}

/// Sets `update` as the administrator; the answer.
api::OrgPoliciesChange set(sim::Engine &e, const api::OrgPoliciesUpdate &update)
{
    auto change = e.setPolicies(kAdmin, update);
    if (!change)
        qFatal("setPolicies: %s", change.error().message.c_str());
    return change.value();
}

api::OrgPoliciesUpdate withRole(const api::RolePolicy &rule)
{
    api::OrgPoliciesUpdate u;
    u.roles.push_back(rule);
    return u;
}

/// Runs the engine until `id` is in `state` (at most `limit` seconds); whether it got there.
bool runUntil(sim::Engine &e, const std::string &id, InstanceState state, std::int64_t limit = 1800)
{
    for (std::int64_t s = 0; s <= limit; ++s) {
        const auto i = e.instance(kAdmin, id);
        if (i && i->state == state)
            return true;
        e.advance(1);
    }
    return false;
}

#define QVERIFY_POLICY(result, name)                                                               \
    do {                                                                                           \
        const auto &r_ = (result);                                                                 \
        QVERIFY2(!r_.ok(), "refused");                                                             \
        QVERIFY2(r_.error().httpStatus == 403, r_.error().message.c_str());                        \
        QCOMPARE(r_.error().code, std::string("POLICY_VIOLATION"));                                \
        QCOMPARE(r_.error().policy, std::string(name));                                            \
        QVERIFY(!r_.error().message.empty());                                                      \
    } while (false)

} // namespace

class PoliciesTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anOrganisationStartsWithNone()
    {
        auto e = makeEngine();
        const api::OrgPolicies none = e->policies(kDeveloper);
        QCOMPARE(none.revision, std::int64_t(0));
        QVERIFY(none.roles.empty() && !none.autoSleep && !none.maxRuntimeWithoutStopS);
        QVERIFY(e->launch(kDeveloper, job("free", "nvidia-rtx4090", 8)).ok());
    }

    void aRoleMayLaunchOnlyOnItsBackendsAndAccelerators()
    {
        auto e = makeEngine();
        api::RolePolicy rule = developerRule();
        rule.backends = {api::Backend::Tpu, api::Backend::Gpu};
        rule.accelerators = {"google-tpu-v5e", "nvidia-rtx4090"};
        set(*e, withRole(rule));
        QVERIFY_POLICY(e->launch(kDeveloper, job("npu", "huawei-ascend-910b", 1)), "backends");
        const auto h100 = e->launch(kDeveloper, job("h100", "nvidia-h100-80g", 1));
        QVERIFY_POLICY(h100, "accelerators");
        QCOMPARE(h100.error().value, std::string("nvidia-h100-80g"));
        QVERIFY(e->launch(kDeveloper, job("tpu", "google-tpu-v5e", 4)).ok());
        // Another role is not bound by the developer's rules.
        QVERIFY(e->launch(kAdmin, job("npu", "huawei-ascend-910b", 1)).ok());
    }

    void oneInstanceAndAllOfAUsersTogetherHaveTheirCaps()
    {
        auto e = makeEngine();
        api::RolePolicy rule = developerRule();
        rule.maxInstancePricePerHourMicros = 30 * kYuan;
        rule.maxRunningPricePerHourMicros = 60 * kYuan;
        set(*e, withRole(rule));
        const auto dear = e->launch(kDeveloper, job("dear", "nvidia-rtx4090", 4)); // ¥56/h
        QVERIFY_POLICY(dear, "max_instance_price");
        QCOMPARE(dear.error().limit, std::to_string(30 * kYuan));
        QCOMPARE(dear.error().value, std::to_string(56 * kYuan));
        QVERIFY(e->launch(kDeveloper, job("a", "nvidia-rtx4090", 2)).ok()); // ¥28/h
        QVERIFY(e->launch(kDeveloper, job("b", "nvidia-rtx4090", 2)).ok()); // ¥56/h in all
        const auto third = e->launch(kDeveloper, job("c", "nvidia-rtx4090", 2));
        QVERIFY_POLICY(third, "max_running_price");
        QCOMPARE(third.error().value, std::to_string(84 * kYuan));
        // Each user counts alone.
        QVERIFY(e->launch({"org-a", "developer-a2", api::Role::Developer},
                          job("other", "nvidia-rtx4090", 2))
                    .ok());
    }

    void automaticPlacementAvoidsWhatIsRuledOutAndQuotesSayWhy()
    {
        auto e = makeEngine();
        api::RolePolicy rule = developerRule();
        rule.backends = {api::Backend::Npu};
        set(*e, withRole(rule));
        api::LaunchSpec any = job("auto", "auto", 1);
        any.count.reset();
        const auto quote = e->quote(kDeveloper, any, true, {});
        QVERIFY(quote);
        bool sawRuledOut = false;
        for (const auto &o : quote->alternatives) {
            QCOMPARE(o.ruledOutBy.has_value(), o.backend != api::Backend::Npu);
            sawRuledOut = sawRuledOut || o.ruledOutBy;
            if (o.ruledOutBy)
                QVERIFY(o.reason.find("ruled out") != std::string::npos);
        }
        QVERIFY(sawRuledOut);
        const auto launched = e->launch(kDeveloper, any);
        QVERIFY(launched);
        QCOMPARE(launched->instance.backend, api::Backend::Npu);
        // Nothing allowed at all: the cheapest says why.
        rule.backends.clear();
        rule.maxInstancePricePerHourMicros = 1;
        set(*e, withRole(rule));
        QVERIFY_POLICY(e->launch(kDeveloper, any), "max_instance_price");
    }

    void autoSleepMayBeTightenedNotLoosened()
    {
        auto e = makeEngine();
        api::OrgPoliciesUpdate rules;
        rules.autoSleep = api::AutoSleepPolicy{10, 20};
        set(*e, rules);
        api::LaunchSpec off = job("off", "nvidia-rtx4090", 1);
        off.autoSleep = api::AutoSleep{false, 5, 10};
        QVERIFY_POLICY(e->launch(kDeveloper, off), "auto_sleep");
        api::LaunchSpec lazy = job("lazy", "nvidia-rtx4090", 1);
        lazy.autoSleep = api::AutoSleep{true, 10, 60};
        QVERIFY_POLICY(e->launch(kDeveloper, lazy), "auto_sleep");
        // Without one asked: the default, tightened to the policy.
        const auto given = e->launch(kDeveloper, job("given", "nvidia-rtx4090", 1));
        QVERIFY(given);
        const api::AutoSleep &a = given->instance.autoSleep;
        QVERIFY(a.enabled && a.utilizationBelowPct >= 10 && a.forMinutes <= 20);
        // A patch may tighten it further, not loosen it.
        api::InstancePatch looser;
        looser.autoSleep = api::AutoSleep{true, 10, 30};
        QVERIFY_POLICY(e->patchInstance(kDeveloper, given->instance.id, looser), "auto_sleep");
        api::InstancePatch tighter;
        tighter.autoSleep = api::AutoSleep{true, 30, 5};
        const auto patched = e->patchInstance(kDeveloper, given->instance.id, tighter);
        QVERIFY(patched);
        QCOMPARE(patched->autoSleep.forMinutes, std::int64_t(5));
    }

    void anInstanceLaunchedWithoutAStopIsGivenOne()
    {
        auto e = makeEngine();
        api::OrgPoliciesUpdate rules;
        rules.maxRuntimeWithoutStopS = 2 * 3600;
        set(*e, rules);
        const auto plain = e->launch(kDeveloper, job("plain", "nvidia-rtx4090", 1));
        QVERIFY(plain);
        QCOMPARE(plain->instance.schedule.maxRuntimeS, std::optional<std::int64_t>(2 * 3600));
        api::LaunchSpec late = job("late", "nvidia-rtx4090", 1);
        late.schedule = api::Schedule{std::nullopt, 3 * 3600, true};
        const auto refused = e->launch(kDeveloper, late);
        QVERIFY_POLICY(refused, "max_runtime_without_stop");
        QCOMPARE(refused.error().value, std::to_string(3 * 3600));
        api::LaunchSpec soon = job("soon", "nvidia-rtx4090", 1);
        soon.schedule
            = api::Schedule{api::Timestamp{e->now().unixSeconds + 3600}, std::nullopt, true};
        const auto kept = e->launch(kDeveloper, soon);
        QVERIFY(kept);
        QVERIFY(kept->instance.schedule.stopAt && !kept->instance.schedule.maxRuntimeS);
        // Taking the stop away gives it the longest runtime again, from what it has run.
        api::InstancePatch none;
        none.schedule = api::Schedule{};
        const auto patched = e->patchInstance(kDeveloper, kept->instance.id, none);
        QVERIFY(patched);
        QVERIFY(patched->schedule.maxRuntimeS && *patched->schedule.maxRuntimeS >= 2 * 3600);
    }

    void aChangeAppliesToWhatRunsAndReportsWhatIsOutside()
    {
        auto e = makeEngine();
        api::LaunchSpec lazy = job("lazy", "nvidia-rtx4090", 4); // ¥56/h
        lazy.autoSleep = api::AutoSleep{true, 5, 120};
        const auto launched = e->launch(kDeveloper, lazy);
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QVERIFY(runUntil(*e, id, InstanceState::Running));
        api::OrgPoliciesUpdate rules = withRole(developerRule());
        rules.roles[0].maxInstancePricePerHourMicros = 30 * kYuan;
        rules.autoSleep = api::AutoSleepPolicy{10, 20};
        rules.maxRuntimeWithoutStopS = 3600;
        const api::OrgPoliciesChange change = set(*e, rules);
        QCOMPARE(change.effects.outsidePolicy, std::vector<std::string>{id});
        QCOMPARE(change.effects.autoSleepTightened, std::vector<std::string>{id});
        QCOMPARE(change.effects.stopScheduled, std::vector<std::string>{id});
        const auto now = e->instance(kAdmin, id);
        QVERIFY(now);
        QCOMPARE(now->state, InstanceState::Running); // reported, not stopped
        QCOMPARE(now->autoSleep.forMinutes, std::int64_t(20));
        QCOMPARE(now->autoSleep.utilizationBelowPct, 10.0);
        // Its stop is an hour from now, not from its start.
        QVERIFY(runUntil(*e, id, InstanceState::Stopped, 3600 + 600));
    }

    void aSwitchStartAndWakeAreHeldToTheRules()
    {
        auto e = makeEngine();
        const auto launched = e->launch(kDeveloper, job("mover", "nvidia-rtx4090", 1));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QVERIFY(runUntil(*e, id, InstanceState::Running));
        api::RolePolicy rule = developerRule();
        rule.backends = {api::Backend::Gpu};
        set(*e, withRole(rule));
        api::SwitchRequest toTpu;
        toTpu.backend = api::Backend::Tpu;
        toTpu.accelerator = "google-tpu-v5e";
        toTpu.count = 4;
        QVERIFY_POLICY(e->act(kDeveloper, id, Action::Switch, toTpu, std::nullopt), "backends");
        // The administrator is not bound by the developers' rules, but their instance is.
        QVERIFY_POLICY(e->act(kAdmin, id, Action::Switch, toTpu, std::nullopt), "backends");
        // Asleep, then a cap lower than its price: it may not wake.
        QVERIFY(e->act(kDeveloper, id, Action::Sleep, std::nullopt, std::nullopt));
        QVERIFY(runUntil(*e, id, InstanceState::Sleeping));
        e->advance(60); // its operation ended
        rule.maxInstancePricePerHourMicros = 10 * kYuan;
        set(*e, withRole(rule));
        QVERIFY_POLICY(e->act(kDeveloper, id, Action::Wake, std::nullopt, std::nullopt),
                       "max_instance_price");
        QVERIFY(e->act(kDeveloper, id, Action::Stop, std::nullopt, std::nullopt));
        QVERIFY(runUntil(*e, id, InstanceState::Stopped));
        QVERIFY_POLICY(e->act(kDeveloper, id, Action::Start, std::nullopt, std::nullopt),
                       "max_instance_price");
    }

    void aHardBudgetSpentRefusesLaunchesAndWakesInItsScope()
    {
        auto e = makeEngine();
        api::LaunchSpec spender = job("spender", "nvidia-rtx4090", 1);
        spender.labels["project"] = "vision";
        const auto launched = e->launch(kDeveloper, spender);
        QVERIFY(launched);
        QVERIFY(runUntil(*e, launched->instance.id, InstanceState::Running));
        api::BudgetCreate budget;
        budget.name = "vision";
        budget.scope = api::BudgetScope{{{"project", "vision"}}};
        budget.amountMicros = kYuan / 10; // spent within a minute
        budget.hard = true;
        QVERIFY(e->createBudget(kManager, budget));
        e->advance(120);
        QVERIFY(e->budgets(kAdmin).front().spentMicros >= budget.amountMicros);
        const auto refused = e->launch(kDeveloper, spender);
        QVERIFY_POLICY(refused, "hard_budget");
        QVERIFY(refused.error().message.find("vision") != std::string::npos);
        QVERIFY(e->launch(kDeveloper, job("elsewhere", "nvidia-rtx4090", 1)).ok());
        const std::string id = launched->instance.id;
        QVERIFY(e->act(kDeveloper, id, Action::Sleep, std::nullopt, std::nullopt));
        QVERIFY(runUntil(*e, id, InstanceState::Sleeping));
        e->advance(60); // its operation ended
        QVERIFY_POLICY(e->act(kDeveloper, id, Action::Wake, std::nullopt, std::nullopt),
                       "hard_budget");
    }

    void onlyAdministratorsSetThemAndEveryChangeIsAudited()
    {
        auto e = makeEngine();
        api::OrgPoliciesUpdate rules;
        rules.maxRuntimeWithoutStopS = 86400;
        const auto refused = e->setPolicies(kDeveloper, rules);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, std::string("PERMISSION_DENIED"));
        QVERIFY(!e->setPolicies(kManager, rules));
        const auto first = set(*e, rules);
        rules.maxRuntimeWithoutStopS = 3600;
        const auto second = set(*e, rules);
        QVERIFY(second.policies.revision > first.policies.revision);
        QCOMPARE(second.policies.updatedBy, std::optional<std::string>("admin-a"));
        QVERIFY(!e->audit(kDeveloper));
        const auto log = e->audit(kManager);
        QVERIFY(log);
        QCOMPARE(log->size(), std::size_t(2));
        QVERIFY(!log->at(0).before); // the first ever set
        QCOMPARE(log->at(1).before, std::optional(first.policies));
        QCOMPARE(log->at(1).after, second.policies);
        QCOMPARE(log->at(1).userId, std::string("admin-a"));
        // A role twice, or an accelerator the catalogue does not have, is refused.
        api::OrgPoliciesUpdate twice = withRole(developerRule());
        twice.roles.push_back(developerRule());
        QCOMPARE(e->setPolicies(kAdmin, twice).error().code, std::string("INVALID_ARGUMENT"));
        api::RolePolicy unknown = developerRule();
        unknown.accelerators = {"no-such-chip"};
        QCOMPARE(e->setPolicies(kAdmin, withRole(unknown)).error().code,
                 std::string("INVALID_ARGUMENT"));
        QCOMPARE(e->audit(kAdmin)->size(), std::size_t(2)); // nothing changed by those
    }

    void whatIsStoppedGetsItsStopWhenItStarts()
    {
        // A runtime counts from a start, so a stopped instance is given its stop then, within
        // the API's limits whatever it ran before.
        auto e = makeEngine();
        const auto launched = e->launch(kDeveloper, job("resting", "nvidia-rtx4090", 1));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        QVERIFY(runUntil(*e, id, InstanceState::Running));
        e->advance(3 * 3600);
        QVERIFY(e->act(kDeveloper, id, Action::Stop, std::nullopt, std::nullopt));
        QVERIFY(runUntil(*e, id, InstanceState::Stopped));
        api::OrgPoliciesUpdate rules;
        rules.maxRuntimeWithoutStopS = 7 * 86400; // the longest the API has
        const auto change = set(*e, rules);
        QVERIFY(change.effects.stopScheduled.empty());
        const auto started = e->act(kDeveloper, id, Action::Start, std::nullopt, std::nullopt);
        QVERIFY(started);
        QCOMPARE(started->instance.schedule.maxRuntimeS, std::optional<std::int64_t>(7 * 86400));
        // The instance reads back as the API describes it.
        const auto read = e->instance(kAdmin, id);
        QVERIFY(read);
        QVERIFY(api::decode<api::Instance>(api::encode(*read)).ok());
    }

    void auditEntriesOfTwoOrganisationsAreEachTheirOwn()
    {
        auto e = makeEngine();
        api::OrgPoliciesUpdate rules;
        rules.maxRuntimeWithoutStopS = 3600;
        set(*e, rules);
        QVERIFY(e->setPolicies({"org-b", "admin-b", api::Role::Admin}, rules));
        const auto a = e->audit(kAdmin);
        const auto b = e->audit({"org-b", "admin-b", api::Role::Admin});
        QVERIFY(a && b);
        QCOMPARE(a->size(), std::size_t(1));
        QCOMPARE(b->size(), std::size_t(1));
        QVERIFY(a->front().id != b->front().id); // the store keys them by id alone
    }

    void aRefusalIsSaidInTheCallersLanguage()
    {
        auto e = makeEngine();
        api::RolePolicy rule = developerRule();
        rule.backends = {api::Backend::Gpu};
        set(*e, withRole(rule));
        const sim::Caller chinese{"org-a", "developer-a", api::Role::Developer, "zh_CN"};
        const auto refused = e->launch(chinese, job("tpu", "google-tpu-v5e", 4));
        QVERIFY_POLICY(refused, "backends");
        QVERIFY2(refused.error().message.find("组织策略") != std::string::npos,
                 refused.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(PoliciesTest)
#include "tst_policies.moc"
