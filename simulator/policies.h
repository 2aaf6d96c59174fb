// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/apierror.h"
#include "api/types.h"

#include <cstdint>
#include <optional>
#include <string>

namespace polychip::sim {

/** Why an organisation's policy refuses something: the policy (its wire name), its limit and
 *  the value asked, as the error's details say them, and the sentence for people. */
struct PolicyBreach
{
    std::string policy;
    std::string limit;
    std::string value;
    std::string message;
};

/// 403 POLICY_VIOLATION of `breach`, its details the breach's.
api::ApiError policyError(const PolicyBreach &breach);

/// The policies' wire names, as errors and quotes name them.
namespace policy {
inline constexpr const char *kBackends = "backends";
inline constexpr const char *kAccelerators = "accelerators";
inline constexpr const char *kInstancePrice = "max_instance_price";
inline constexpr const char *kRunningPrice = "max_running_price";
inline constexpr const char *kAutoSleep = "auto_sleep";
inline constexpr const char *kRuntime = "max_runtime_without_stop";
inline constexpr const char *kHardBudget = "hard_budget";
} // namespace policy

/**
 * An organisation's policies as they apply to the users of one role, with no engine, clock or
 * network: each check says what it would refuse, in the caller's language, and the engine
 * decides where to ask.
 */
class PolicyCheck
{
public:
    PolicyCheck(const api::OrgPolicies &policies, api::Role role, std::string language);

    /// Running `accelerator` (of `backend`) at `pricePerHour`: the backends and accelerators
    /// the role may use, and its price cap of one instance.
    std::optional<PolicyBreach> placement(api::Backend backend,
                                          const std::string &accelerator,
                                          std::int64_t pricePerHour) const;
    /// Adding `pricePerHour` to what one user already has billing compute (`running`): the
    /// role's cap of them all together.
    std::optional<PolicyBreach> running(std::int64_t running, std::int64_t pricePerHour) const;
    /// An auto-sleep asked for: looser than the policy's (off, a lower threshold or a longer
    /// wait) is refused.
    std::optional<PolicyBreach> autoSleep(const api::AutoSleep &asked) const;
    /// `given` (a template's, or the one kept) tightened to the policy where it is looser.
    api::AutoSleep tightened(api::AutoSleep given) const;
    /// A schedule asked for that names a stop, none of them within the longest runtime
    /// without one, is refused. `now` is the platform's time, `ranFor` the seconds the
    /// instance has run (which its runtime counts).
    std::optional<PolicyBreach>
    schedule(const api::Schedule &asked, std::int64_t now, std::int64_t ranFor = 0) const;
    /// `given` with a stop within the longest runtime from now when it has none that soon (a
    /// template's, or one kept from before the policy): a runtime of it before a start
    /// (`ranFor` 0), a stop time that far from now once under way.
    api::Schedule withStop(api::Schedule given, std::int64_t now, std::int64_t ranFor = 0) const;

private:
    const api::RolePolicy *rolePolicy() const;
    /// Seconds from now to the first of `s`'s stops, or none.
    static std::optional<std::int64_t>
    firstStop(const api::Schedule &s, std::int64_t now, std::int64_t ranFor);

    const api::OrgPolicies &m_policies;
    api::Role m_role;
    std::string m_language;
};

} // namespace polychip::sim
