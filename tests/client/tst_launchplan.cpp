// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The launch arithmetic, without widgets: planned cost, funds, budget effects, cost per million
// tokens, switch estimates, what a template offers.
#include "launchplan.h"

#include <QTest>

#include <limits>

using namespace polychip;
using namespace polychip::client;

namespace {

api::QuoteOption option(std::int64_t pricePerHour, std::optional<std::int64_t> timeToBudget = {})
{
    api::QuoteOption o;
    o.pricePerHourMicros = pricePerHour;
    o.timeToBudgetS = timeToBudget;
    if (timeToBudget)
        o.costToBudgetMicros = pricePerHour * *timeToBudget / 3600;
    o.memoryFit.fits = true;
    return o;
}

api::Budget budget(const std::string &name,
                   std::int64_t amount,
                   std::int64_t spent,
                   api::Labels scope = {},
                   api::BudgetAction action = api::BudgetAction::Notify)
{
    api::Budget b;
    b.id = "bud_" + name;
    b.name = name;
    b.amountMicros = amount;
    b.spentMicros = spent;
    b.scope.labels = std::move(scope);
    b.thresholdsPct = {50, 80, 100};
    b.action = action;
    return b;
}

} // namespace

class LaunchPlanTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plannedCost_data()
    {
        QTest::addColumn<qint64>("timeToBudget"); // -1: none
        QTest::addColumn<qint64>("maxRuntime");   // -1: none
        QTest::addColumn<qint64>("stopIn");       // -1: none
        QTest::addColumn<int>("basis");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("nothing ends it: a day") << qint64(-1) << qint64(-1) << qint64(-1)
                                                << int(client::CostBasis::Day) << qint64(86400);
        QTest::newRow("token budget") << qint64(7200) << qint64(-1) << qint64(-1)
                                      << int(client::CostBasis::TokenBudget) << qint64(7200);
        QTest::newRow("runtime before the budget")
            << qint64(7200) << qint64(3600) << qint64(-1) << int(client::CostBasis::Runtime)
            << qint64(3600);
        QTest::newRow("budget before the runtime")
            << qint64(1800) << qint64(3600) << qint64(-1) << int(client::CostBasis::TokenBudget)
            << qint64(1800);
        QTest::newRow("stop time sooner than runtime")
            << qint64(-1) << qint64(7200) << qint64(600) << int(client::CostBasis::Runtime)
            << qint64(600);
        QTest::newRow("stop time in the past") << qint64(-1) << qint64(-1) << qint64(-50)
                                               << int(client::CostBasis::Runtime) << qint64(0);
    }

    void plannedCost()
    {
        QFETCH(qint64, timeToBudget);
        QFETCH(qint64, maxRuntime);
        QFETCH(qint64, stopIn);
        QFETCH(int, basis);
        QFETCH(qint64, seconds);
        const std::int64_t now = 1'800'000'000;
        const auto o
            = option(3'600'000,
                     timeToBudget >= 0 ? std::optional<std::int64_t>(timeToBudget) : std::nullopt);
        api::Schedule schedule;
        if (maxRuntime >= 0)
            schedule.maxRuntimeS = maxRuntime;
        if (stopIn != -1)
            schedule.stopAt = api::Timestamp{now + stopIn};
        const client::PlannedCost cost = client::plannedCost(o, schedule, now);
        QCOMPARE(int(cost.basis), basis);
        QCOMPARE(qint64(cost.seconds), seconds);
        QCOMPARE(qint64(cost.micros), seconds * 1000); // ¥3.6/h = 1,000 micro-units a second
    }

    void funds_data()
    {
        QTest::addColumn<qint64>("available");
        QTest::addColumn<qint64>("planned");
        QTest::addColumn<int>("state");
        // ¥6/h: ten minutes cost ¥1.
        QTest::newRow("empty account")
            << qint64(0) << qint64(1) << int(client::FundsState::Refused);
        QTest::newRow("less than ten minutes")
            << qint64(999'999) << qint64(1'000'000) << int(client::FundsState::Refused);
        QTest::newRow("exactly ten minutes, short of the plan")
            << qint64(1'000'000) << qint64(5'000'000) << int(client::FundsState::Short);
        QTest::newRow("covers the plan")
            << qint64(10'000'000) << qint64(5'000'000) << int(client::FundsState::Enough);
    }

    void funds()
    {
        QFETCH(qint64, available);
        QFETCH(qint64, planned);
        QFETCH(int, state);
        api::Account account;
        account.balanceMicros = available / 2;
        account.creditMicros = available - available / 2;
        const client::FundsCheck check = client::checkFunds(account, 6'000'000, planned);
        QCOMPARE(int(check.state), state);
        QCOMPARE(qint64(check.availableMicros), available);
        QCOMPARE(qint64(check.coversSeconds), available * 3600 / 6'000'000);
    }

    void budgetsInScopeAndThresholds()
    {
        std::map<std::string, api::Budget> budgets;
        budgets["1"] = budget("org", 100'000'000, 45'000'000);                           // 45 %
        budgets["2"] = budget("vision", 10'000'000, 7'000'000, {{"project", "vision"}}); // 70 %
        budgets["3"] = budget("speech", 10'000'000, 0, {{"project", "speech"}});
        budgets["4"] = budget("hard stop", 20'000'000, 19'000'000, {{"project", "vision"}},
                              api::BudgetAction::Stop);
        const auto effects
            = client::budgetEffects(budgets, {{"project", "vision"}, {"team", "a"}}, 6'000'000);
        QCOMPARE(effects.size(), std::size_t(3)); // not "speech"
        QCOMPARE(effects[0].name, std::string("hard stop"));
        QVERIFY(effects[0].stops);
        QCOMPARE(effects[0].crossedPct, std::vector<double>({100}));
        QCOMPARE(effects[1].name, std::string("org"));
        QCOMPARE(effects[1].afterMicros, std::int64_t(51'000'000));
        QCOMPARE(effects[1].crossedPct, std::vector<double>({50}));
        QVERIFY(!effects[1].stops);
        QCOMPARE(effects[2].name, std::string("vision"));
        QCOMPARE(effects[2].crossedPct, std::vector<double>({80, 100})); // 70 % -> 130 %
        QVERIFY(!effects[2].stops);                                      // notify only
        QVERIFY(effects[2].exceeds);
        QVERIFY(!effects[1].exceeds);

        // Without labels only the organisation-wide budget applies; nothing added crosses nothing.
        const auto org = client::budgetEffects(budgets, {}, 0);
        QCOMPARE(org.size(), std::size_t(1));
        QVERIFY(org[0].crossedPct.empty());
    }

    void aBudgetAlreadyPastItsAmountSaysSo()
    {
        // At 126 % there is no threshold left to cross, but the launch is not harmless: it adds
        // to an overspend, which the review must say rather than "no threshold crossed".
        std::map<std::string, api::Budget> budgets;
        budgets["1"] = budget("over", 100'000'000, 126'000'000);
        budgets["2"] = budget("fine", 100'000'000, 10'000'000);
        const auto effects = client::budgetEffects(budgets, {}, 1'000'000);
        QCOMPARE(effects[1].name, std::string("over"));
        QVERIFY(effects[1].alreadyOver);
        QVERIFY(effects[1].crossedPct.empty());
        QVERIFY(!effects[1].exceeds);
        QCOMPARE(qRound(effects[1].spentPct), 126);
        QVERIFY(!effects[0].alreadyOver);
    }

    void hostileNumbersDoNotOverflow()
    {
        // Values at the edge of what the decoders let through must not overflow (UBSan).
        constexpr std::int64_t huge = std::int64_t(1) << 53;
        api::Account rich;
        rich.balanceMicros = std::numeric_limits<std::int64_t>::max();
        rich.creditMicros = std::numeric_limits<std::int64_t>::max();
        const client::FundsCheck funds = client::checkFunds(rich, 1, huge);
        QVERIFY(funds.availableMicros > 0);
        QVERIFY(funds.coversSeconds > 0);
        QVERIFY(client::costPerMillionTokens(huge, 1e-300).value() > 0);
        api::QuoteOption o = option(huge);
        api::Schedule longRun;
        longRun.maxRuntimeS = huge;
        QVERIFY(client::plannedCost(o, longRun, 0).micros > 0);
        std::map<std::string, api::Budget> budgets;
        budgets["1"] = budget("b", 1, std::numeric_limits<std::int64_t>::max());
        QVERIFY(client::budgetEffects(budgets, {}, std::numeric_limits<std::int64_t>::max())[0]
                    .afterMicros
                > 0);
    }

    void costPerMillionTokens()
    {
        QCOMPARE(client::costPerMillionTokens(3'600'000, 1000),
                 std::optional<std::int64_t>(1'000'000));
        QCOMPARE(client::costPerMillionTokens(3'600'000, 0), std::optional<std::int64_t>());
        QCOMPARE(client::costPerMillionTokens(3'600'000, -5), std::optional<std::int64_t>());
    }

    void switchEstimate()
    {
        // Training checkpoints carry the optimizer state: 8B parameters -> about 169 GiB.
        QVERIFY(qAbs(client::checkpointGib(api::WorkloadKind::Pretrain, 8) - 169.2) < 0.5);
        QVERIFY(qAbs(client::checkpointGib(api::WorkloadKind::Inference, 8) - 64.9) < 0.5);
        const auto toTpu = client::estimateSwitchSeconds(169, api::Backend::Tpu, true);
        const auto toGpu = client::estimateSwitchSeconds(169, api::Backend::Gpu, true);
        QVERIFY(toTpu > toGpu); // TPU slices take longer to provision
        QVERIFY(client::estimateSwitchSeconds(169, api::Backend::Gpu, false)
                < toGpu); // no checkpoint
        QVERIFY(client::estimateSwitchSeconds(500, api::Backend::Gpu, true) > toGpu);
        // The seed: an 8B training job moves in roughly 5 to 10 minutes.
        QVERIFY(toTpu >= 5 * 60 && toTpu <= 10 * 60);
    }

    void whatATemplateOffers()
    {
        api::Accelerator gpu;
        gpu.id = "gpu-a";
        gpu.backend = api::Backend::Gpu;
        gpu.allowedCounts = {1, 2, 4, 8};
        api::Accelerator npu = gpu;
        npu.id = "npu-a";
        npu.backend = api::Backend::Npu;
        api::Accelerator tpu = gpu;
        tpu.id = "tpu-a";
        tpu.backend = api::Backend::Tpu;
        tpu.allowedCounts = {4, 8};
        const std::vector<api::Accelerator> catalog{npu, gpu, tpu};
        // No template: everything the catalog has, in the usual backend order.
        QCOMPARE(
            client::offeredBackends(catalog, nullptr),
            std::vector<api::Backend>({api::Backend::Gpu, api::Backend::Tpu, api::Backend::Npu}));
        QCOMPARE(client::offeredAccelerators(catalog, nullptr, api::Backend::Npu),
                 std::vector<std::string>({"npu-a"}));
        QCOMPARE(client::offeredCounts(gpu, nullptr), gpu.allowedCounts);

        api::Template t;
        t.backends.push_back({api::Backend::Npu, "img", {"npu-a"}, {2, 4, 16}});
        t.backends.push_back({api::Backend::Gpu, "img", {"gpu-a"}, {3}});
        QCOMPARE(client::offeredBackends(catalog, &t),
                 std::vector<api::Backend>({api::Backend::Gpu, api::Backend::Npu}));
        QVERIFY(client::offeredAccelerators(catalog, &t, api::Backend::Tpu).empty());
        // The chip's counts that the template lists; the chip's own when it lists none of them.
        QCOMPARE(client::offeredCounts(npu, &t), std::vector<std::int64_t>({2, 4}));
        QCOMPARE(client::offeredCounts(gpu, &t), gpu.allowedCounts);
    }

    void theQuoteAsksWhatTheModeLeavesOpen_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<bool>("chipsKept");
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<bool>("cuKept");
        QTest::newRow("manual") << int(PlacementMode::Manual) << true << "nvidia-a100-80g" << false;
        QTest::newRow("cheapest") << int(PlacementMode::Cheapest) << false << "auto" << false;
        QTest::newRow("by compute") << int(PlacementMode::Compute) << false << "" << true;
    }

    void theQuoteAsksWhatTheModeLeavesOpen()
    {
        QFETCH(int, mode);
        QFETCH(bool, chipsKept);
        QFETCH(QString, accelerator);
        QFETCH(bool, cuKept);
        api::LaunchSpec draft;
        draft.name = "job";
        draft.backend = api::Backend::Gpu;
        draft.accelerator = "nvidia-a100-80g";
        draft.count = 8;
        draft.cuPerHour = 2000;
        const api::LaunchSpec asked = quoteSpec(draft, PlacementMode(mode));
        QCOMPARE(asked.name, draft.name);
        QCOMPARE(asked.backend.has_value(), chipsKept);
        QCOMPARE(asked.count.has_value(), chipsKept);
        QCOMPARE(QString::fromStdString(asked.accelerator.value_or("")), accelerator);
        QCOMPARE(asked.cuPerHour.has_value(), cuKept);
    }

    void aLaunchGoesWhereItsQuoteSaid()
    {
        api::LaunchSpec asked;
        asked.name = "job";
        asked.accelerator = "auto";
        api::Quote quote;
        quote.placement = option(40);
        quote.placement.backend = api::Backend::Tpu;
        quote.placement.accelerator = "google-tpu-v5e";
        quote.placement.count = 4;
        const auto launch = pinnedLaunch(asked, quote, asked);
        QVERIFY(launch);
        QCOMPARE(launch->backend, std::optional(api::Backend::Tpu));
        QCOMPARE(launch->accelerator, std::optional<std::string>("google-tpu-v5e"));
        QCOMPARE(launch->count, std::optional<std::int64_t>(4));
        QVERIFY(!launch->cuPerHour);
        // A quote of an earlier draft launches nothing: it priced something else.
        api::LaunchSpec changed = asked;
        changed.name = "renamed";
        QVERIFY(!pinnedLaunch(asked, quote, changed));
    }
};

QTEST_GUILESS_MAIN(LaunchPlanTest)
#include "tst_launchplan.moc"
