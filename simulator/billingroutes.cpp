// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The account, usage, the ledger and budgets.
#include "billingreport.h"
#include "handlerkit.h"

namespace polychip::sim {

namespace {
// The seeds' comparison: the same work on one H100 throughout (seed 003).
constexpr const char *kDefaultReference = "nvidia-h100-80g";
} // namespace

void addBillingRoutes(Handlers &h)
{
    h["getBillingAccount"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(e.account(c.caller)); });
    };
    h["getBillingUsage"] = [](Context &c) {
        const auto range = timeRange(c);
        const auto step = api::enumFromString<api::UsageStep>(c.query("step").value_or("hour"));
        if (step == api::UsageStep::Unknown)
            throw invalid("step", "minute, hour or day");
        const std::string groupBy = c.query("group_by").value_or("backend");
        if (groupBy != "backend" && groupBy != "accelerator" && groupBy != "instance"
            && groupBy != "user" && groupBy.rfind("label.", 0) != 0)
            throw invalid("group_by", "backend, accelerator, instance, user or label.<key>");
        return c.host.locked([&](Engine &e) {
            const api::Timestamp end = range.to.value_or(api::Timestamp{e.now().unixSeconds + 1});
            const api::Timestamp start
                = range.from.value_or(api::Timestamp{end.unixSeconds - 86400});
            if (end <= start)
                throw invalid("to", "must be after from");
            if ((end.unixSeconds - start.unixSeconds) / api::stepSeconds(step)
                > std::int64_t(kMaxUsageBuckets))
                throw invalid("step", "too many buckets; use a larger step or a shorter range");
            return json(usageReport(e.ledger(c.caller), start, end, step, groupBy,
                                    e.account(c.caller).currency));
        });
    };
    h["getBillingInsights"] = [](Context &c) {
        const auto range = timeRange(c);
        Insights::Query query;
        query.reference.accelerator = c.query("reference").value_or(kDefaultReference);
        if (const auto step = c.query("step")) {
            query.step = api::enumFromString<api::UsageStep>(*step);
            if (query.step != api::UsageStep::Hour && query.step != api::UsageStep::Day)
                throw invalid("step", "hour or day");
        }
        return c.host.locked([&](Engine &e) {
            query.to = range.to.value_or(api::Timestamp{e.now().unixSeconds + 1});
            query.from = range.from.value_or(api::Timestamp{monthStart(e.now().unixSeconds)});
            if (query.to <= query.from)
                throw invalid("to", "must be after from");
            if (!e.catalog().chip(query.reference.accelerator))
                throw invalid("reference", "an accelerator the platform offers");
            if (query.step
                && (query.to.unixSeconds - query.from.unixSeconds) / api::stepSeconds(*query.step)
                       >= std::int64_t(api::kMaxInsightPoints))
                throw invalid("step", "too many points; use a larger step or a shorter range");
            return json(e.insights(c.caller, std::move(query)));
        });
    };
    h["listLedger"] = [](Context &c) {
        const auto range = timeRange(c);
        return c.host.locked([&](Engine &e) {
            auto items = e.ledger(c.caller).query(
                range.from.value_or(api::Timestamp{0}),
                range.to.value_or(api::Timestamp{e.now().unixSeconds + 1}), c.query("instance_id"));
            return json(page(c, e, std::move(items)));
        });
    };
    h["listAlerts"] = [](Context &c) {
        return c.host.locked([&](Engine &e) { return json(page(c, e, e.alerts(c.caller))); });
    };
    h["listBudgets"] = [](Context &c) {
        return c.host.locked(
            [&](Engine &e) { return json(page(c, e, e.budgets(c.caller), "budget.deleted")); });
    };
    h["getBudget"] = [](Context &c) {
        return c.host.locked([&](Engine &e) {
            return json(byId(c.caller.language, e.budgets(c.caller), c.param(1), "budget"));
        });
    };
    h["createBudget"] = [](Context &c) {
        const auto request = body<api::BudgetCreate>(c);
        return reply(c.host.mutate([&](Engine &e) { return e.createBudget(c.caller, request); }),
                     201);
    };
    h["updateBudget"] = [](Context &c) {
        const auto patch = body<api::BudgetPatch>(c);
        return reply(c.host.mutate([&](Engine &e) {
            checkIfMatchOfPath(c, e.budgets(c.caller));
            return e.patchBudget(c.caller, c.param(1), patch);
        }));
    };
    h["deleteBudget"] = [](Context &c) {
        return noContent(c.host.mutate([&](Engine &e) {
            checkIfMatchOfPath(c, e.budgets(c.caller));
            return e.deleteBudget(c.caller, c.param(1));
        }));
    };
}

} // namespace polychip::sim
