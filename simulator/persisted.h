// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The engine's own state as stored in SQLite, in the same visit() form as the API types so
// the generic codec writes and validates it.

#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/**
 * An alert as the event log keeps it: its text by message id and arguments (messages.h), said
 * in the reader's language when GET /v1/alerts or the event stream hands it out. `message`
 * keeps the English, which an alert stored before there were message ids has alone.
 */
struct StoredAlert : api::Alert
{
    static constexpr std::string_view kSchema = "StoredAlert";
    std::string messageId;
    std::vector<std::string> messageArgs;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        api::Alert::visit(s, v);
        v("message_id", s.messageId, api::Rule{.maxLen = 64});
        v("message_args", s.messageArgs, api::Rule{.maxItems = 16});
    }
};

/** A webhook as the platform keeps it: what GET shows, and the secret it signs with, which
 *  no answer after the creation's carries. */
struct StoredWebhook : api::Webhook
{
    static constexpr std::string_view kSchema = "StoredWebhook";
    std::string secret;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        api::Webhook::visit(s, v);
        v("secret", s.secret, api::kWebhookSecret);
    }
};

/** A delivery as the platform keeps it: the alert it tells of as the alert keeps it (its
 *  message id and arguments, said in the webhook's language when sent or listed). */
struct StoredDelivery : api::WebhookDelivery
{
    static constexpr std::string_view kSchema = "StoredDelivery";
    api::Severity severity = api::Severity::Info;
    std::string messageId;
    std::vector<std::string> messageArgs;
    std::optional<std::string> instanceId;
    std::optional<std::string> budgetId;
    /// When it was queued, in wall-clock unix seconds: how long it may be retried is a day of
    /// real time, whatever the simulated clock does.
    std::int64_t queuedAt = 0;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        api::WebhookDelivery::visit(s, v);
        v("queued_at", s.queuedAt, api::Rule{.absentIsDefault = true});
        v("severity", s.severity);
        v("message_id", s.messageId, api::Rule{.maxLen = 64});
        v("message_args", s.messageArgs, api::Rule{.maxItems = 16});
        v("instance_id", s.instanceId, api::kId);
        v("budget_id", s.budgetId, api::kId);
    }
};

/** One stage of an operation and how long it takes. */
struct OperationStage
{
    static constexpr std::string_view kSchema = "OperationStage";
    std::string name;
    std::int64_t seconds = 0;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, api::kName);
        v("seconds", s.seconds);
    }
};

/** An operation under way on an instance: its API record and where it is in its stages. */
struct OperationRun
{
    static constexpr std::string_view kSchema = "OperationRun";
    api::Operation op;
    std::vector<OperationStage> stages;
    std::int64_t stage = 0;
    std::int64_t elapsedInStage = 0;
    std::int64_t totalSeconds = 0;
    std::int64_t elapsed = 0;
    api::InstanceState stateBefore = api::InstanceState::Unknown;
    std::optional<api::SwitchRequest> target;
    std::optional<std::string> snapshotId;
    /// A switch holds the target's chips from provision_target until restore.
    std::optional<std::string> targetRegion;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("op", s.op);
        v("stages", s.stages);
        v("stage", s.stage);
        v("elapsed_in_stage", s.elapsedInStage);
        v("total_seconds", s.totalSeconds);
        v("elapsed", s.elapsed);
        v("state_before", s.stateBefore);
        v("target", s.target);
        v("snapshot_id", s.snapshotId);
        v("target_region", s.targetRegion, api::kId);
    }
};

struct PersistedInstance
{
    static constexpr std::string_view kSchema = "PersistedInstance";
    api::Instance instance;
    api::WorkloadKind kind = api::WorkloadKind::Unknown;
    double parameters = 0;
    bool int8 = false;
    double batch = 16;
    double tokens = 0;
    std::int64_t sinceResume = 0;
    std::int64_t idleSeconds = 0;
    std::int64_t runSeconds = 0;
    std::int64_t queuedAt = 0;
    bool holding = false;
    bool diskCreated = false;
    std::string rng; ///< the generator's state in hex (64 bits do not fit a JSON number)
    std::int64_t nextLogLine = 1;
    std::vector<api::LogLine> log;
    std::optional<OperationRun> run;
    std::optional<std::int64_t> metricSlot; ///< its column in the organisation's metric frames

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance", s.instance);
        v("kind", s.kind);
        v("parameters", s.parameters, api::Rule{.max = 1e15});
        v("int8", s.int8);
        v("batch", s.batch, api::Rule{.max = 1e9});
        v("tokens", s.tokens, api::Rule{.max = 1e300});
        v("since_resume", s.sinceResume);
        v("idle_seconds", s.idleSeconds);
        v("run_seconds", s.runSeconds);
        v("queued_at", s.queuedAt, api::kSigned);
        v("holding", s.holding);
        v("disk_created", s.diskCreated);
        v("rng", s.rng, api::Rule{.minLen = 1, .maxLen = 32});
        v("next_log_line", s.nextLogLine);
        v("log", s.log, api::Rule{.maxItems = 100'000});
        v("run", s.run);
        v("metric_slot", s.metricSlot, api::Rule{.max = 1e9});
    }
};

/** What an organisation did since it loaded a scenario, as far as lessons ask (see
 *  LessonCheck). Kept with the organisation, so a lesson survives a simulator restart. */
struct LessonProgress
{
    static constexpr std::string_view kSchema = "LessonProgress";
    std::string scenarioId;        ///< empty: no scenario loaded since the last reset
    std::int64_t firstId = 0;      ///< ids numbered from here on were made since
    std::int64_t startedAt = 0;    ///< simulated unix time of the load
    std::int64_t spentAtStart = 0; ///< the ledger's total then
    std::int64_t savedAtStart = 0; ///< the sleep savings then
    bool quoted = false;
    bool ruledOut = false; ///< a policy ruled out a quote's placement or refused a request
    std::vector<std::string>
        cheapestLaunches;                   ///< instances placed where a quote's first option was
    std::vector<std::string> jupyterOpened; ///< instances whose JupyterLab was opened
    std::vector<api::AlertKind> alerts;     ///< kinds of the alerts raised
    /// Set when a budget first reached 100 %, with the objectives reached by then.
    bool budgetFull = false;
    std::vector<std::string> reachedBeforeFull;
    /// Simulated time the last objective was first seen reached (0: not yet), and what the
    /// lesson had cost and saved by then: its figures stop there.
    std::int64_t completedAt = 0;
    std::int64_t spentAtEnd = 0;
    std::int64_t savedAtEnd = 0;
    /// Started with POST /v1/sim/lessons/{id}:start: the lesson's id (empty for a scenario an
    /// administrator loaded whole), and its scenario's capacity overrides as this
    /// organisation's own pools (see Capacity::lessonPools).
    std::string lessonId;
    std::map<std::string, std::int64_t> pools;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("scenario_id", s.scenarioId, api::Rule{.maxLen = 128});
        v("first_id", s.firstId);
        v("started_at", s.startedAt, api::kSigned);
        v("spent_at_start", s.spentAtStart, api::kSigned);
        v("saved_at_start", s.savedAtStart, api::kSigned);
        v("quoted", s.quoted);
        v("ruled_out", s.ruledOut, api::Rule{.absentIsDefault = true});
        v("cheapest_launches", s.cheapestLaunches, api::Rule{.maxItems = 100'000});
        v("jupyter_opened", s.jupyterOpened, api::Rule{.maxItems = 100'000});
        v("alerts", s.alerts, api::Rule{.maxItems = 16});
        v("budget_full", s.budgetFull);
        v("reached_before_full", s.reachedBeforeFull, api::Rule{.maxItems = 256});
        v("completed_at", s.completedAt, api::Rule{.absentIsDefault = true});
        v("spent_at_end", s.spentAtEnd, api::Rule{.absentIsDefault = true});
        v("saved_at_end", s.savedAtEnd, api::Rule{.absentIsDefault = true});
        v("lesson_id", s.lessonId, api::Rule{.maxLen = 128, .absentIsDefault = true});
        v("pools", s.pools, api::Rule{.max = 1'000'000, .maxItems = 256});
    }
};

/** A lesson a classroom seat completed: the latest time it did. */
struct CompletedLesson
{
    static constexpr std::string_view kSchema = "CompletedLesson";
    std::string lessonId;
    std::int64_t startedAt = 0;
    std::int64_t completedAt = 0;
    std::int64_t spentMicros = 0;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("lesson_id", s.lessonId, api::kId);
        v("started_at", s.startedAt, api::kSigned);
        v("completed_at", s.completedAt, api::kSigned);
        v("spent_micros", s.spentMicros, api::kSigned);
    }
};

struct PersistedOrg
{
    static constexpr std::string_view kSchema = "PersistedOrg";
    std::string id;
    std::string name;
    std::string currency;
    std::int64_t balanceMicros = 0;
    std::int64_t creditMicros = 0;
    std::int64_t revision = 0;
    bool fundsExhausted = false;
    std::int64_t firstRetainedRevision = 1;
    std::int64_t budgetPeriodStart = 0;
    std::vector<api::User> users;
    std::map<std::string, std::string> volumeOwners;
    /// MetricStore::owners(): the first second of each slot's instance, -1 for a free slot.
    std::vector<std::int64_t> metricOwners;
    std::optional<LessonProgress> lesson;
    std::optional<api::OrgPolicies> policies;
    std::string teacher;                           ///< a classroom seat's teacher's organisation
    std::int64_t seatCreatedAt = 0;                ///< when the seat was made
    std::vector<CompletedLesson> completedLessons; ///< a seat's completed lessons

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, api::kId);
        v("name", s.name, api::kName);
        v("currency", s.currency, api::Rule{.minLen = 3, .maxLen = 3});
        v("balance_micros", s.balanceMicros, api::kSigned);
        v("credit_micros", s.creditMicros, api::kSigned);
        v("revision", s.revision);
        v("funds_exhausted", s.fundsExhausted);
        v("first_retained_revision", s.firstRetainedRevision);
        v("budget_period_start", s.budgetPeriodStart, api::kSigned);
        v("users", s.users);
        v("volume_owners", s.volumeOwners, api::kId);
        v("metric_owners", s.metricOwners, api::Rule{.min = -1, .maxItems = 10'000'000});
        v("lesson", s.lesson);
        v("policies", s.policies);
        v("teacher", s.teacher, api::Rule{.maxLen = 128, .absentIsDefault = true});
        v("seat_created_at", s.seatCreatedAt, api::Rule{.absentIsDefault = true});
        v("completed_lessons", s.completedLessons,
          api::Rule{.maxItems = 256, .absentIsDefault = true});
    }
};

struct PersistedLedgerItem
{
    static constexpr std::string_view kSchema = "PersistedLedgerItem";
    api::LedgerItem item;
    double cuPerHour = 0;
    std::optional<std::string> openKey;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("item", s.item);
        v("cu_per_hour", s.cuPerHour, api::Rule{.max = 1e15});
        v("open_key", s.openKey, api::Rule{.maxLen = 256});
    }
};

/** Clock, id counter, queue and capacity overrides. */
struct PersistedEngine
{
    static constexpr std::string_view kSchema = "PersistedEngine";
    api::Clock clock;
    std::int64_t nextId = 1;
    std::vector<std::vector<std::string>> queue; ///< [org, instance] pairs in order
    api::Faults faults;
    /// True only in the last commit of a stop: absent or false at the next start means the
    /// last run crashed or could not save its end.
    std::optional<bool> stoppedCleanly;
    /// Keys revoked for good: a bootstrap-keys file that still lists one does not bring it back.
    std::vector<std::string> revokedKeys;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("clock", s.clock);
        v("next_id", s.nextId);
        v("queue", s.queue, api::Rule{.maxLen = 128});
        v("faults", s.faults);
        v("stopped_cleanly", s.stoppedCleanly);
        v("revoked_keys", s.revokedKeys,
          api::Rule{.maxLen = 128, .maxItems = 1'000'000, .absentIsDefault = true});
    }
};

} // namespace polychip::sim
