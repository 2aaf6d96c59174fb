// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "policies.h"

#include "messages.h"

#include <algorithm>
#include <cstdio>

namespace polychip::sim {

namespace {

std::string roleName(const std::string &language, api::Role role)
{
    return messages::term(language, "role", api::wireName(role));
}

/// "12.5" for a percentage, without trailing zeros.
std::string number(double value)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", value);
    return buf;
}

std::string hours(std::int64_t seconds)
{
    return number(double(seconds) / 3600.0);
}

/// The list as the error's details say it: "gpu,tpu".
template <class T, class F>
std::string joined(const std::vector<T> &items, F name, const char *separator = ",")
{
    std::string out;
    for (const T &item : items)
        out += (out.empty() ? "" : separator) + name(item);
    return out;
}

} // namespace

api::ApiError policyError(const PolicyBreach &breach)
{
    api::ApiError e;
    e.kind = api::ErrorKind::Api;
    e.httpStatus = 403;
    e.code = "POLICY_VIOLATION";
    e.message = breach.message;
    e.policy = breach.policy;
    e.limit = breach.limit;
    e.value = breach.value;
    return e;
}

PolicyCheck::PolicyCheck(const api::OrgPolicies &policies, api::Role role, std::string language)
    : m_policies(policies)
    , m_role(role)
    , m_language(std::move(language))
{}

const api::RolePolicy *PolicyCheck::rolePolicy() const
{
    const auto it = std::find_if(m_policies.roles.begin(), m_policies.roles.end(),
                                 [&](const api::RolePolicy &r) { return r.role == m_role; });
    return it == m_policies.roles.end() ? nullptr : &*it;
}

std::optional<PolicyBreach> PolicyCheck::placement(api::Backend backend,
                                                   const std::string &accelerator,
                                                   std::int64_t pricePerHour) const
{
    const api::RolePolicy *r = rolePolicy();
    if (!r)
        return std::nullopt;
    const std::string &l = m_language;
    const auto backendWord
        = [&](api::Backend b) { return messages::term(l, "backend", api::wireName(b)); };
    const auto wire = [](api::Backend b) { return std::string(api::wireName(b)); };
    const auto same = [](const std::string &s) { return s; };
    if (!r->backends.empty()
        && std::find(r->backends.begin(), r->backends.end(), backend) == r->backends.end())
        return PolicyBreach{
            policy::kBackends, joined(r->backends, wire), wire(backend),
            messages::say(l, "policy.backends",
                          {roleName(l, m_role), joined(r->backends, backendWord, ", "),
                           backendWord(backend)})};
    if (!r->accelerators.empty()
        && std::find(r->accelerators.begin(), r->accelerators.end(), accelerator)
               == r->accelerators.end())
        return PolicyBreach{
            policy::kAccelerators, joined(r->accelerators, same), accelerator,
            messages::say(l, "policy.accelerators",
                          {roleName(l, m_role), joined(r->accelerators, same, ", "), accelerator})};
    if (r->maxInstancePricePerHourMicros && pricePerHour > *r->maxInstancePricePerHourMicros)
        return PolicyBreach{
            policy::kInstancePrice, std::to_string(*r->maxInstancePricePerHourMicros),
            std::to_string(pricePerHour),
            messages::say(l, "policy.instance_price",
                          {roleName(l, m_role), messages::yuan(*r->maxInstancePricePerHourMicros),
                           messages::yuan(pricePerHour)})};
    return std::nullopt;
}

std::optional<PolicyBreach> PolicyCheck::running(std::int64_t running,
                                                 std::int64_t pricePerHour) const
{
    const api::RolePolicy *r = rolePolicy();
    if (!r || !r->maxRunningPricePerHourMicros)
        return std::nullopt;
    const std::int64_t total = running + pricePerHour;
    if (total <= *r->maxRunningPricePerHourMicros)
        return std::nullopt;
    const std::string &l = m_language;
    return PolicyBreach{
        policy::kRunningPrice, std::to_string(*r->maxRunningPricePerHourMicros),
        std::to_string(total),
        messages::say(l, "policy.running_price",
                      {roleName(l, m_role), messages::yuan(*r->maxRunningPricePerHourMicros),
                       messages::yuan(total)})};
}

std::optional<PolicyBreach> PolicyCheck::autoSleep(const api::AutoSleep &asked) const
{
    if (!m_policies.autoSleep)
        return std::nullopt;
    const api::AutoSleepPolicy &p = *m_policies.autoSleep;
    if (asked.enabled && asked.utilizationBelowPct >= p.utilizationBelowPct
        && asked.forMinutes <= p.forMinutes)
        return std::nullopt;
    const std::string &l = m_language;
    const std::string limit
        = number(p.utilizationBelowPct) + "%/" + std::to_string(p.forMinutes) + "min";
    const std::string value = asked.enabled ? number(asked.utilizationBelowPct) + "%/"
                                                  + std::to_string(asked.forMinutes) + "min"
                                            : std::string("off");
    const std::string askedText
        = asked.enabled
              ? messages::say(l, "policy.auto_sleep_asked",
                              {number(asked.utilizationBelowPct), std::to_string(asked.forMinutes)})
              : messages::say(l, "policy.auto_sleep_off");
    return PolicyBreach{
        policy::kAutoSleep, limit, value,
        messages::say(l, "policy.auto_sleep",
                      {number(p.utilizationBelowPct), std::to_string(p.forMinutes), askedText})};
}

api::AutoSleep PolicyCheck::tightened(api::AutoSleep given) const
{
    if (!m_policies.autoSleep)
        return given;
    const api::AutoSleepPolicy &p = *m_policies.autoSleep;
    if (!given.enabled) {
        given.enabled = true;
        given.utilizationBelowPct = p.utilizationBelowPct;
        given.forMinutes = p.forMinutes;
        return given;
    }
    given.utilizationBelowPct = std::max(given.utilizationBelowPct, p.utilizationBelowPct);
    given.forMinutes = std::min(given.forMinutes, p.forMinutes);
    return given;
}

std::optional<std::int64_t>
PolicyCheck::firstStop(const api::Schedule &s, std::int64_t now, std::int64_t ranFor)
{
    std::optional<std::int64_t> first;
    if (s.maxRuntimeS)
        first = *s.maxRuntimeS - ranFor;
    if (s.stopAt)
        first = std::min(first.value_or(INT64_MAX), s.stopAt->unixSeconds - now);
    return first;
}

std::optional<PolicyBreach>
PolicyCheck::schedule(const api::Schedule &asked, std::int64_t now, std::int64_t ranFor) const
{
    const auto first = firstStop(asked, now, ranFor);
    if (!m_policies.maxRuntimeWithoutStopS || !first)
        return std::nullopt; // none named: withStop() gives one
    const std::int64_t limit = *m_policies.maxRuntimeWithoutStopS;
    if (*first <= limit)
        return std::nullopt;
    const std::string &l = m_language;
    return PolicyBreach{policy::kRuntime, std::to_string(limit), std::to_string(*first),
                        messages::say(l, "policy.runtime", {hours(limit), hours(*first)})};
}

api::Schedule
PolicyCheck::withStop(api::Schedule given, std::int64_t now, std::int64_t ranFor) const
{
    if (!m_policies.maxRuntimeWithoutStopS)
        return given;
    const std::int64_t limit = *m_policies.maxRuntimeWithoutStopS;
    const auto first = firstStop(given, now, ranFor);
    if (first && *first <= limit)
        return given;
    // Not started yet: a runtime of the longest allowed. Under way: a stop that long from now
    // (a runtime counting what it ran could pass the API's 7 days, and a start resets it).
    if (ranFor == 0)
        given.maxRuntimeS = limit;
    else
        given.stopAt = api::Timestamp{now + limit};
    return given;
}

} // namespace polychip::sim
