// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/lifecycle.h"
#include "api/result.h"
#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace polychip::sim {

/** What a user (or a rule) asks of an instance. */
using Action = api::InstanceAction;
using api::actionName;

/** The state an action moves an instance into while its operation runs, or CONFLICT naming the
 *  current state when the API's state machine does not allow it (in `language`,
 *  messages::language(); English by default). */
api::Result<api::InstanceState>
beginAction(api::InstanceState from, Action action, const std::string &language = {});

/** States that hold chips of the pool (released in stopped, failed, terminated, pending). */
bool holdsCapacity(api::InstanceState state);
/** States whose compute is billed per second. */
bool billsCompute(api::InstanceState state);

/** Durations of the lifecycle, in simulated seconds (resources/simulator/lifecycle.json). */
struct LifecycleTimes
{
    static constexpr std::string_view kSchema = "LifecycleTimes";
    std::map<std::string, std::int64_t> provisionS{
        {"gpu", 90}, {"tpu", 240}, {"npu", 150}, {"cpu", 20}};
    std::int64_t bootS = 30;
    double snapshotSPerGib = 0.5;
    double restoreSPerGib = 0.25;
    std::int64_t resumeS = 20;
    std::int64_t stopS = 15;
    std::int64_t sleepS = 2;
    std::int64_t wakeS = 3;
    std::int64_t terminateS = 10;
    std::int64_t warmupS = 120;
    std::int64_t systemDiskGib = 50;
    std::int64_t defaultQueueTimeoutS = 3600;
    std::optional<std::string> source;

    std::int64_t provision(api::Backend backend) const;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        using api::Rule;
        v("provision_s", s.provisionS, Rule{.max = 86400, .minItems = 1, .maxItems = 8});
        v("boot_s", s.bootS, Rule{.max = 86400});
        v("snapshot_s_per_gib", s.snapshotSPerGib, Rule{.max = 3600});
        v("restore_s_per_gib", s.restoreSPerGib, Rule{.max = 3600});
        v("resume_s", s.resumeS, Rule{.max = 86400});
        v("stop_s", s.stopS, Rule{.max = 86400});
        v("sleep_s", s.sleepS, Rule{.max = 86400});
        v("wake_s", s.wakeS, Rule{.max = 86400});
        v("terminate_s", s.terminateS, Rule{.max = 86400});
        v("warmup_s", s.warmupS, Rule{.max = 86400});
        v("system_disk_gib", s.systemDiskGib, Rule{.min = 1, .max = 100'000});
        v("default_queue_timeout_s", s.defaultQueueTimeoutS, Rule{.max = 7 * 86400});
        v("source", s.source, Rule{.maxLen = 4096});
    }
};

/** An API error with its HTTP status, as the engine reports refusals. */
api::ApiError apiError(int httpStatus, std::string code, std::string message);
/** 404 NOT_FOUND: "<what> <id> not found" in `language` (messages::language()), `what` being
 *  the kind of thing ("instance", "volume"...). */
api::ApiError notFound(const std::string &language, const std::string &what, const std::string &id);
/** 400 INVALID_ARGUMENT naming `field` (the API's name, untranslated): "<field>: <problem>", the
 *  problem said in `language` already. */
api::ApiError
invalidField(const std::string &language, const std::string &field, const std::string &problem);
/** Whether the role may change instances and storage: admins, developers and trainees (not
 *  managers, who watch and budget). */
bool mayAct(api::Role role);
/** Whether the role may change a resource `owner` made, when `caller` made it or not:
 *  trainees change only what they made themselves (a classroom shares one organisation),
 *  administrators and developers everything in theirs. */
bool mayActOn(api::Role role, const std::string &caller, const std::string &owner);

} // namespace polychip::sim
