// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The organisation's policies: what an administrator sets, what it refuses, and what a change
// of them does to what runs.
#include "billingreport.h"
#include "engine.h"
#include "messages.h"

#include "api/codec.h"

#include <algorithm>
#include <cstdio>

namespace polychip::sim {

using api::InstanceState;
using messages::say;

namespace {

/// Whether `r`'s compute bills now or will without anyone asking again (a wake or start under
/// way counts: the state changes only when it ends).
bool runsCompute(const InstanceRun &r)
{
    const InstanceState state = r.api.state;
    return state == InstanceState::Pending || state == InstanceState::Provisioning
           || state == InstanceState::Running || state == InstanceState::Switching
           || (r.run
               && (r.run->op.kind == api::OperationKind::Wake
                   || r.run->op.kind == api::OperationKind::Start));
}

/// The price per hour of what `userId` has billing compute, `except` an instance not counted.
std::int64_t
runningPrice(const Organisation &o, const std::string &userId, const std::string &except)
{
    std::int64_t running = 0;
    for (const auto &[id, r] : o.instances) {
        if (id != except && r.api.userId == userId && runsCompute(r))
            running += r.api.pricePerHourMicros;
    }
    return running;
}

/// "aud_000000000042": ids that sort in the order the entries were made, unique across the
/// organisations (the store keys its rows by id alone).
std::string auditId(std::int64_t n)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "aud_%012lld", static_cast<long long>(n));
    return buf;
}

} // namespace

api::Role Engine::roleOf(const std::string &orgId, const std::string &userId) const
{
    for (const auto &[id, key] : m_keys) {
        if (key.org == orgId && key.user == userId)
            return key.role;
    }
    return api::Role::Unknown;
}

Caller Engine::instanceOwner(const Org &o, const InstanceRun &r, const std::string &language) const
{
    return Caller{o.id, r.api.userId, roleOf(o.id, r.api.userId), language};
}

PolicyCheck Engine::policyCheck(const Caller &caller, const Org &o) const
{
    return PolicyCheck(o.policies, caller.role, caller.language);
}

std::optional<PolicyBreach> Engine::runBreach(const Caller &caller,
                                              const Org &o,
                                              api::Backend backend,
                                              const std::string &accelerator,
                                              std::int64_t pricePerHour,
                                              const api::Labels &labels,
                                              const std::string &except) const
{
    const PolicyCheck rules = policyCheck(caller, o);
    if (auto breach = rules.placement(backend, accelerator, pricePerHour))
        return breach;
    if (auto breach = rules.running(runningPrice(o, caller.userId, except), pricePerHour))
        return breach;
    return hardBudgetBreach(caller, o, labels);
}

void Engine::setRuledOut(Quoter &quoting, const Caller &caller, const Org &o) const
{
    if (o.policies.roles.empty())
        return;
    // A hard budget stops every placement alike: the launch says so, not each option.
    quoting.setRuledOut([this, caller, &o](const api::QuoteOption &option) {
        const PolicyCheck rules = policyCheck(caller, o);
        if (auto breach
            = rules.placement(option.backend, option.accelerator, option.pricePerHourMicros))
            return breach;
        return rules.running(runningPrice(o, caller.userId, {}), option.pricePerHourMicros);
    });
}

std::optional<PolicyBreach>
Engine::hardBudgetBreach(const Caller &caller, const Org &o, const api::Labels &labels) const
{
    for (const auto &[id, b] : o.budgets.items()) {
        if (!b.hard || b.spentMicros < b.amountMicros || !inScope(labels, b.scope))
            continue;
        return PolicyBreach{
            policy::kHardBudget, std::to_string(b.amountMicros), std::to_string(b.spentMicros),
            say(caller.language, "policy.hard_budget",
                {b.name, messages::yuan(b.spentMicros), messages::yuan(b.amountMicros)})};
    }
    return std::nullopt;
}

api::OrgPolicies Engine::policies(const Caller &caller) const
{
    const Org *o = findOrg(caller.orgId);
    return o ? o->policies : api::OrgPolicies{};
}

void Engine::addAudit(Org &o, const Caller &caller, api::AuditEntry entry)
{
    entry.id = auditId(std::int64_t(m_nextId++));
    entry.at = now();
    entry.userId = caller.userId;
    entry.role = caller.role;
    const std::string entryId = entry.id; // put() takes the entry before it reads the id
    o.audit.put(entryId, std::move(entry));
}

api::Result<std::vector<api::AuditEntry>> Engine::audit(const Caller &caller) const
{
    if (caller.role != api::Role::Admin && caller.role != api::Role::Manager)
        return apiError(403, "PERMISSION_DENIED", say(caller.language, "error.may_not_read_audit"));
    const Org *o = findOrg(caller.orgId);
    return o ? o->audit.values() : std::vector<api::AuditEntry>{};
}

api::Result<api::OrgPoliciesChange> Engine::setPolicies(const Caller &caller,
                                                        const api::OrgPoliciesUpdate &update)
{
    if (caller.role != api::Role::Admin)
        return apiError(403, "PERMISSION_DENIED",
                        say(caller.language, "error.may_not_set_policies"));
    for (std::size_t i = 0; i < update.roles.size(); ++i) {
        const auto &r = update.roles[i];
        const std::string where = "roles[" + std::to_string(i) + "]";
        if (r.role == api::Role::Unknown)
            return invalidField(caller.language, where + ".role",
                                say(caller.language, "field.unknown",
                                    {messages::term(caller.language, "thing", "role"), "?"}));
        if (std::count_if(update.roles.begin(), update.roles.end(),
                          [&](const api::RolePolicy &o) { return o.role == r.role; })
            > 1)
            return invalidField(caller.language, where + ".role",
                                say(caller.language, "field.policy_role_twice",
                                    {std::string(api::wireName(r.role))}));
        for (std::size_t k = 0; k < r.accelerators.size(); ++k) {
            if (!m_catalog.chip(r.accelerators[k]))
                return invalidField(caller.language,
                                    where + ".accelerators[" + std::to_string(k) + "]",
                                    say(caller.language, "field.unknown",
                                        {messages::term(caller.language, "thing", "accelerator"),
                                         r.accelerators[k]}));
        }
    }
    Org &o = org(caller.orgId);
    const std::optional<api::OrgPolicies> before
        = o.policies.revision > 0 ? std::optional(o.policies) : std::nullopt;
    o.policies.roles = update.roles;
    o.policies.autoSleep = update.autoSleep;
    o.policies.maxRuntimeWithoutStopS = update.maxRuntimeWithoutStopS;
    o.policies.updatedAt = now();
    o.policies.updatedBy = caller.userId;
    o.policies.revision = bump(o);
    pushEvent(o, o.policies.revision, "policies.updated", api::encode(o.policies));

    api::AuditEntry entry;
    entry.action = "policies.update";
    entry.before = before;
    entry.after = o.policies;
    addAudit(o, caller, std::move(entry));

    // What runs: each instance as its owner's role's rules see it.
    api::OrgPoliciesChange change;
    for (auto &[id, r] : o.instances) {
        if (r.api.state == InstanceState::Terminating || r.api.state == InstanceState::Terminated
            || r.api.state == InstanceState::Failed)
            continue;
        const Caller as = instanceOwner(o, r, caller.language);
        const PolicyCheck rules = policyCheck(as, o);
        bool changed = false;
        if (const api::AutoSleep tight = rules.tightened(r.api.autoSleep);
            !(tight == r.api.autoSleep)) {
            r.api.autoSleep = tight;
            change.effects.autoSleepTightened.push_back(id);
            changed = true;
        }
        // What is stopped gets its stop when it starts (act(Start)).
        const bool underWay = r.api.state != InstanceState::Stopped;
        if (const api::Schedule stop = rules.withStop(r.api.schedule, now().unixSeconds,
                                                      std::max<std::int64_t>(1, r.runSeconds));
            underWay && !(stop == r.api.schedule)) {
            r.api.schedule = stop;
            change.effects.stopScheduled.push_back(id);
            changed = true;
        }
        if (runsCompute(r)
            && runBreach(as, o, r.api.backend, r.api.accelerator, r.api.pricePerHourMicros,
                         r.api.labels, id))
            change.effects.outsidePolicy.push_back(id);
        if (changed)
            emitInstance(o, r);
    }
    change.policies = o.policies;
    return change;
}

} // namespace polychip::sim
