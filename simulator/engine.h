// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalog.h"
#include "insights.h"
#include "ledger.h"
#include "lifecycle.h"
#include "metricstore.h"
#include "organisation.h"
#include "pendingcommit.h"
#include "persisted.h"
#include "physics.h"
#include "policies.h"
#include "quoting.h"
#include "rng.h"
#include "simclock.h"
#include "store.h"
#include "webhooks.h"

#include "api/result.h"
#include "api/simkeys.h"
#include "api/types.h"

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace polychip::sim {

using api::KeyRecord;

/// The prepaid balance a simulated organisation gets on top of the new-account credit, so that
/// trainees can run the seed demos.
inline constexpr std::int64_t kSimulatorPrepaidMicros = 5000LL * 1'000'000;

/** A classroom seat and its trainee key (with its secret). */
struct SeatKey
{
    std::string seat;
    KeyRecord key;
};

/** Who is asking: resolved from an API key by the HTTP layer. */
struct Caller
{
    std::string orgId;
    std::string userId;
    api::Role role = api::Role::Unknown;
    /// The language of the text it reads (messages::language() of its Accept-Language: "" is
    /// English): error messages and alerts.
    std::string language = {};
    /// The key that signed the request (empty for the engine's own calls).
    std::string keyId = {};
};

struct EngineConfig
{
    std::uint64_t seed = 1;
    api::Timestamp start{1796198400}; ///< 2026-12-02T08:00:00Z
    std::size_t retainedEvents = 20'000;
    std::size_t retainedLogLines = 2'000;
};

/** The simulated platform: organisations, instances and their lifecycle, physics, billing and
 *  events, driven one simulated second at a time by advance(). Deterministic: the same seed,
 *  catalog and call sequence give the same state. Not thread-safe: the HTTP layer serialises
 *  calls. */
class Engine final
{
public:
    Engine(Catalog catalog, EngineConfig config);

    // ---- identities ------------------------------------------------------------------------
    /// Creates org-a and org-b with one user and key per role each; returns the keys.
    std::vector<KeyRecord> bootstrap();
    /// Adds an organisation, user and key (from a bootstrap-keys file, or made here). A key
    /// already kept keeps its label and times (the file gives its org, user, role and secret);
    /// a key once revoked is not brought back: false then.
    bool addKey(const KeyRecord &key);
    const KeyRecord *key(const std::string &keyId) const;
    std::vector<KeyRecord> keys() const;

    // ---- classroom (engineclassroom.cpp) -------------------------------------------------------
    /// Makes `count` more seats in the caller's class (administrators): each an organisation
    /// of its own ("<teacher>-seat-07", "Seat 07") with its funds and one trainee key; the
    /// secrets are returned this once.
    api::Result<std::vector<SeatKey>> createSeats(const Caller &caller,
                                                  const api::SeatsCreate &request);
    /// The caller's class (administrators), seat by seat: progress through every lesson, what
    /// it spent, when its key was last used. Read-only: nothing of a seat is reached through it.
    api::Result<std::vector<api::ClassroomSeat>> seats(const Caller &caller) const;
    /// Starts a seat of the caller's class over: its resources, funds and lesson progress (its
    /// key stays).
    api::Result<api::ClassroomSeat> resetSeat(const Caller &caller, const std::string &seatId);
    /// `polychip-sim --classroom N`: the organisation "classroom" with a teacher's key (made
    /// once) and at least `seatCount` seats; every seat's key and the teacher's, with secrets.
    struct Classroom
    {
        KeyRecord teacher;
        std::vector<SeatKey> seats;
    };
    api::Result<Classroom> setUpClassroom(std::size_t seatCount);

    // ---- keys and members (enginekeys.cpp) -----------------------------------------------------
    /// Makes a key (administrators): for a new member named by its label, or another key of
    /// the member `userId` (with that member's role); its secret is returned this once. An
    /// audit entry says who made it.
    api::Result<api::ApiKeyCreated> createKey(const Caller &caller,
                                              const api::ApiKeyCreate &request);
    /// The organisation's keys for administrators, the caller's own member's for the others.
    std::vector<api::ApiKey> apiKeys(const Caller &caller) const;
    /// Revokes a key at once (administrators any of their organisation's, the others their
    /// own): requests and open event streams signed with it are refused from now on. The last
    /// administrator key that works is kept, so that someone can still manage the keys.
    api::Result<bool> revokeKey(const Caller &caller, const std::string &keyId);
    /// Whether a key is refused for its expiry at `at`.
    static bool expired(const KeyRecord &key, api::Timestamp at);
    /// The keys used since the last call, each with the simulated second of its latest use:
    /// kept to the minute (at most a write a minute a key).
    void noteKeysUsed(const std::map<std::string, std::int64_t> &used);
    /// Adds prepaid balance to an organisation (simulator control, scenarios, benchmarks).
    void grantCredit(const std::string &orgId, std::int64_t micros);
    api::Result<api::Me> me(const Caller &caller) const;

    // ---- time ------------------------------------------------------------------------------
    SimClock &clock() { return m_clock; }
    /// The simulated time; while a lesson is set up in one organisation, that organisation's
    /// own time (see startLesson()).
    api::Timestamp now() const { return m_orgNow ? *m_orgNow : m_clock.now(); }
    /// Evaluates `seconds` simulated seconds, one at a time, and moves the clock.
    void advance(std::int64_t seconds);

    // ---- catalog ---------------------------------------------------------------------------
    const Catalog &catalog() const { return m_catalog; }
    /// The chip types with their pools as the caller's organisation sees them (a lesson may
    /// give it pools of its own).
    std::vector<api::Accelerator> accelerators(const Caller &caller = {}) const;
    /// Free chips of a type in a region, after faults' capacity overrides.
    std::int64_t available(const std::string &region, const std::string &chip) const;
    void setCapacityOverride(const std::string &chip, std::optional<std::int64_t> capacity);

    // ---- quotes and instances ----------------------------------------------------------------
    /// The quote of a launch spec against the pools now (Quoter::quote()).
    /// A quote (a lesson may ask that one was made).
    /// `askedByPerson`: false for a client's own quote (Sec-Purpose: prefetch), which lessons
    /// do not count.
    /// `language`: of the options' reasons (messages::language()).
    api::Result<api::Quote> quote(const Caller &caller,
                                  const api::LaunchSpec &spec,
                                  bool askedByPerson = true,
                                  const std::string &language = {});
    api::Result<api::InstanceOperation> launch(const Caller &caller, const api::LaunchSpec &spec);
    api::Result<api::InstanceOperation> act(const Caller &caller,
                                            const std::string &instanceId,
                                            Action action,
                                            const std::optional<api::SwitchRequest> &target = {},
                                            const std::optional<std::string> &snapshotName = {});
    api::Result<api::Instance> instance(const Caller &caller, const std::string &id) const;
    /// Changes name, labels, auto-sleep and schedule (each replaced whole when present).
    api::Result<api::Instance>
    patchInstance(const Caller &caller, const std::string &id, const api::InstancePatch &patch);
    std::vector<api::Instance> instances(const Caller &caller) const;
    api::Result<api::Operation> operation(const Caller &caller, const std::string &id) const;
    api::Result<api::LogPage>
    logs(const Caller &caller, const std::string &instanceId, std::int64_t sinceLine) const;
    /// Metric series of an instance in buckets of `step` seconds (see MetricStore).
    api::Result<api::MetricSeries> metrics(const Caller &caller,
                                           const std::string &instanceId,
                                           api::Timestamp from,
                                           api::Timestamp to,
                                           std::int64_t step,
                                           const MetricStore::Fields &fields) const;
    std::vector<api::Snapshot> snapshots(const Caller &caller) const;
    /// Deletes a ready or failed snapshot (409 while it is being written).
    api::Result<bool> deleteSnapshot(const Caller &caller, const std::string &snapshotId);

    // ---- volumes (network storage, attached to one instance at a time) -------------------------
    api::Result<api::Volume> createVolume(const Caller &caller, const api::VolumeCreate &request);
    std::vector<api::Volume> volumes(const Caller &caller) const;
    api::Result<api::Volume>
    attachVolume(const Caller &caller, const std::string &volumeId, const std::string &instanceId);
    api::Result<api::Volume> detachVolume(const Caller &caller, const std::string &volumeId);
    api::Result<bool> deleteVolume(const Caller &caller, const std::string &volumeId);

    // ---- budgets -------------------------------------------------------------------------------
    api::Result<api::Budget> createBudget(const Caller &caller, const api::BudgetCreate &request);
    std::vector<api::Budget> budgets(const Caller &caller) const;
    api::Result<api::Budget>
    patchBudget(const Caller &caller, const std::string &budgetId, const api::BudgetPatch &patch);
    api::Result<bool> deleteBudget(const Caller &caller, const std::string &budgetId);

    // ---- organisation policies -----------------------------------------------------------------
    /// The caller's organisation's policies (everyone reads what applies to them).
    api::OrgPolicies policies(const Caller &caller) const;
    /// Replaces the policies (administrators): applied to what runs at once (auto-sleep
    /// tightened, a stop given where none is near enough; what is over a new price cap is
    /// reported, not stopped), with an audit entry and a `policies.updated` event.
    api::Result<api::OrgPoliciesChange> setPolicies(const Caller &caller,
                                                    const api::OrgPoliciesUpdate &update);
    /// Every change of the policies, oldest first (administrators and managers).
    api::Result<std::vector<api::AuditEntry>> audit(const Caller &caller) const;

    // ---- webhooks (enginewebhooks.cpp) ---------------------------------------------------------
    /// Adds a webhook of the caller's organisation: its secret the one given, or one made here,
    /// returned this once.
    api::Result<api::WebhookCreated> createWebhook(const Caller &caller,
                                                   const api::WebhookCreate &request);
    /// The caller's organisation's webhooks, in id order (the API lists them newest first).
    std::vector<api::Webhook> webhooks(const Caller &caller) const;
    /// Removes a webhook; what it had not delivered is not sent, its log goes with it.
    api::Result<bool> deleteWebhook(const Caller &caller, const std::string &webhookId);
    /// Queues a `webhook.test` delivery to the webhook, behind what waits for it.
    api::Result<api::WebhookDelivery> testWebhook(const Caller &caller,
                                                  const std::string &webhookId);
    /// The webhook's deliveries, newest first, said in the webhook's language.
    api::Result<std::vector<api::WebhookDelivery>> deliveries(const Caller &caller,
                                                              const std::string &webhookId) const;
    /// A policy refused what the caller asked (`error`, a POLICY_VIOLATION): an alert says so,
    /// and the webhooks listening hear it.
    void notePolicyRefusal(const Caller &caller, const api::ApiError &error);

    /// What the notifier sends next to one webhook: its oldest pending delivery.
    struct Outgoing
    {
        std::string url;
        std::string secret;
        api::WebhookFormat format = api::WebhookFormat::Generic;
        api::WebhookPayload payload;
        std::int64_t queuedAt = 0; ///< wall-clock unix seconds (RetrySchedule::givesUp())
    };
    /// Every webhook, as (organisation, webhook id).
    std::vector<std::pair<std::string, std::string>> webhookIds() const;
    bool hasWebhook(const std::string &orgId, const std::string &webhookId) const;
    std::optional<Outgoing> nextDelivery(const std::string &orgId,
                                         const std::string &webhookId) const;
    /// Records an attempt of the delivery `deliveryId` and the state it leaves it in.
    void recordAttempt(const std::string &orgId,
                       const std::string &deliveryId,
                       const api::DeliveryAttempt &attempt,
                       api::DeliveryState state);

    // ---- simulator control ---------------------------------------------------------------------
    /// Removes every resource of the caller's organisation and restores its funds; other
    /// organisations, users, keys, the clock and faults stay. Revisions keep increasing and
    /// the event stream says `reset`.
    void resetOrganization(const std::string &orgId);
    /// The bundled scenarios; `loaded` marks the one the caller's organisation loaded last.
    std::vector<api::Scenario> scenarios(const Caller &caller) const;
    /// Lessons with the state of each objective for the caller's organisation.
    std::vector<api::Lesson> lessons(const Caller &caller) const;
    /// A reset, then the scenario's clock, faults, funds, volumes, instances and budgets.
    api::Result<bool> loadScenario(const Caller &caller, const std::string &scenarioId);
    /// Starts (or starts again) a lesson in the caller's organisation alone: a reset of that
    /// organisation, then its scenario's funds, volumes, instances and budgets, set up in the
    /// organisation's own time: the shared clock neither moves nor changes speed, the shared
    /// faults stay, and the scenario's capacity overrides become pools of the organisation's
    /// own. What the setup launches is the lesson's: it counts against no quota.
    api::Result<api::Lesson> startLesson(const Caller &caller, const std::string &lessonId);
    /// Why startLesson() would be refused before it changes anything (role, unknown lesson or
    /// scenario), or nothing.
    std::optional<api::ApiError> refuseLessonStart(const Caller &caller,
                                                   const std::string &lessonId) const;
    /// Ends the caller's organisation's lesson `lessonId` (CONFLICT when it is not the one
    /// under way) and removes what it set up and made (a reset of the organisation).
    api::Result<api::Lesson> leaveLesson(const Caller &caller, const std::string &lessonId);
    /// The caller's organisation as a scenario file (GET /v1/sim/state): what a later import
    /// starts again: funds, volumes, instances by their launch settings (stopped and sleeping
    /// ones brought back to that state), budgets, the clock and the faults.
    api::Result<ScenarioFile> exportState(const Caller &caller) const;
    /// Loads a scenario file given by the caller (PUT /v1/sim/state), after checking all of it:
    /// a refused file changes nothing.
    api::Result<bool> importState(const Caller &caller, const ScenarioFile &scenario);

    /// What the simulated JupyterLab of an instance shows (any organisation's: its address is
    /// the secret, as a notebook server's token is).
    struct JupyterPage
    {
        std::string name;
        std::string accelerator;
        std::int64_t count = 0;
        bool running = false;
    };
    /// Opens the simulated JupyterLab of `instanceId` (a lesson may ask for it); nullopt when
    /// there is no such instance.
    std::optional<JupyterPage> openJupyter(const std::string &instanceId);
    /// Where clients reach this simulator ("http://127.0.0.1:PORT"): instances' JupyterLab
    /// addresses point there.
    void setPublicUrl(const std::string &url);

    // ---- faults --------------------------------------------------------------------------------
    /// Capacity overrides and preemption act here; latency and error rate at the HTTP layer.
    /// As restored from the data dir: no event.
    void setFaults(const api::Faults &faults);
    /// As an administrator or a scenario set them: when the pools change, every organisation
    /// hears `catalog.changed` (accelerators), since GET /v1/accelerators answers differently.
    void changeFaults(const api::Faults &faults);
    const api::Faults &faults() const { return m_faults; }

    // ---- billing and events ------------------------------------------------------------------
    /// The caller's account figures (accountFigures() over its funds, instances and ledger).
    api::Account account(const Caller &caller) const;
    const Ledger &ledger(const Caller &caller) const;
    /// Idle cost, sleep savings, cost per token and the reference plan: GET /v1/billing/insights:
    /// developers and trainees see their own instances; the reference is priced from the price book
    /// now.
    api::Insights insights(const Caller &caller, Insights::Query query) const;
    std::int64_t revision(const std::string &orgId) const;
    /// Events after `revision`, oldest first; nullopt when that point is no longer retained.
    std::optional<std::vector<StoredEvent>> eventsSince(const std::string &orgId,
                                                        std::int64_t revision) const;
    /// The live samples of the last evaluated second of every running instance of an
    /// organisation (built on demand: the tick itself keeps them in the instances).
    api::MetricsBatch lastMetrics(const std::string &orgId) const;
    /// The alerts raised for the caller's organisation that its retained events hold, newest
    /// first (GET /v1/alerts).
    std::vector<api::Alert> alerts(const Caller &caller) const;
    /// An `alert` event's data as `language` (messages::language()) says it.
    static std::string alertIn(const std::string &language, const std::string &data);
    /// The `billing.tick` of an organisation now: its account, every instance's cost and every
    /// budget's spend.
    api::BillingTick billingTick(const std::string &orgId) const;

    // ---- persistence -------------------------------------------------------------------------
    /// Loads the state committed to `store`, if any (true when something was restored), and
    /// makes commit() write there from now on.
    api::Result<bool> attach(Store &store);
    /// Writes everything changed since the last commit in one transaction (pendingCommit(),
    /// then markCommitted() once written); the host calls it after each accepted mutation
    /// (before answering).
    bool commit();
    /// Everything changed since the last commit, copied, to be written without the engine (the
    /// host's clock writes its second's changes so while requests go on).
    PendingCommit pendingCommit() const;
    /// What pendingCommit() took is written (or will be, or the engine is put back with
    /// reload()): nothing is pending any more.
    void markCommitted();
    /// Writes the staged documents alone, in one transaction, when the caller changed nothing
    /// else (a quote's stored answer): what the clock changed waits for its own commit, a
    /// second at most (every instance is written by commit(), 10,000 of them ~200 ms). When a
    /// quote moved a lesson on, that is commit().
    bool commitStaged();
    /// A document to write with the next commit, in the same transaction as the state it
    /// answers for (the HTTP layer's stored idempotent answers).
    void stageDocument(const std::string &table, Store::Doc doc);
    /// Puts the engine back to what the store holds, dropping what was not committed; ids
    /// handed out meanwhile are not given again.
    api::Result<bool> reload();
    /// Whether the state attach() restored was committed by a stop (not left by a crash).
    bool stoppedCleanly() const { return m_stoppedCleanly; }
    /// The next commit records a clean stop.
    void markStoppedCleanly() { m_stoppingCleanly = true; }
    /// Moves the id counter on by `count`.
    void skipIds(std::int64_t count) { m_nextId += count; }

private:
    using Stage = OperationStage;
    using Org = Organisation;

    // identities and lookup
    Org &org(const std::string &id);
    const Org *findOrg(const std::string &id) const;
    api::Result<InstanceRun *> findInstance(const Caller &caller, const std::string &id);

    // events
    std::int64_t bump(Org &o);
    void emitInstance(Org &o, InstanceRun &r);
    void emitOperation(Org &o, OperationRun &run);
    /// Raises an alert whose text is the message `messageId` with `args` (messages.h).
    void emitAlert(Org &o,
                   api::AlertKind kind,
                   api::Severity severity,
                   std::string messageId,
                   std::vector<std::string> args,
                   const std::optional<std::string> &instanceId,
                   const std::optional<std::string> &budgetId = std::nullopt);
    void pushEvent(Org &o, std::int64_t revision, std::string type, std::string data);
    /// Queues `alert` for each webhook of `o` listening to one of its events.
    void queueDeliveries(Org &o, const StoredAlert &alert);
    std::vector<const Org *> seatsOf(const std::string &teacherOrg) const;
    std::vector<SeatKey> seatKeys(const std::string &teacherOrg) const;
    api::ClassroomSeat seatView(const Org &seat, const std::string &language) const;
    /// Keeps `entry` in the organisation's audit log, as done now by `caller` (its id, time,
    /// user and role are set here).
    void addAudit(Org &o, const Caller &caller, api::AuditEntry entry);
    /// A new pending delivery to `webhook` (its id, its creation time now).
    StoredDelivery &addDelivery(Org &o, const StoredWebhook &webhook, StoredDelivery d);
    /// `d` as the API shows it: its message in the webhook's language, why its attempts
    /// failed in `language` (the reader's).
    api::WebhookDelivery deliveryView(const StoredWebhook &webhook,
                                      const StoredDelivery &d,
                                      const std::string &language) const;

    // placement and physics
    /// Quotes and placement (quoting.h) over the catalog and the pools as they are now.
    Quoter quoter() const { return Quoter(m_catalog, m_catalog.priceBook(), m_capacity); }
    /// The pools as `o` sees them: the world's, and a lesson's pools of its own.
    Capacity poolsOf(const Org &o) const;
    /// available() as `o` sees it (poolsOf()).
    std::int64_t availableTo(const Org &o, const std::string &region, const ChipSpec &chip) const;
    bool reserve(InstanceRun &r);
    void release(InstanceRun &r);
    void applyPlacement(InstanceRun &r, const ChipSpec &chip, std::int64_t count);

    // operations
    void startOperation(Org &o, InstanceRun &r, api::OperationKind kind, std::vector<Stage> stages);
    void finishOperation(Org &o, InstanceRun &r, const std::optional<api::ApiError> &error);
    void enterStage(Org &o, InstanceRun &r);
    std::int64_t checkpointSeconds(const InstanceRun &r) const;
    double checkpointGib(const InstanceRun &r) const;
    std::string
    createSnapshot(Org &o, InstanceRun &r, const std::string &name, api::SnapshotOrigin origin);
    /// Ends a snapshot's creation: ready when its stage completed, failed when abandoned.
    void settleSnapshot(Org &o, const std::string &id, api::SnapshotState state);
    void beginStop(Org &o, InstanceRun &r, const std::string &reason);
    /// Stops every running or sleeping instance of `o` that `select` picks and is not busy.
    template <class F>
    void stopWhere(Org &o, const std::string &reason, F &&select);
    void releaseSwitchTarget(OperationRun &run);
    void beginSleep(Org &o, InstanceRun &r, const std::string &reason);
    void
    setState(Org &o, InstanceRun &r, api::InstanceState state, std::optional<std::string> reason);
    void fail(Org &o, InstanceRun &r, const std::string &reason);
    void ledgerClose(Org &o, InstanceRun &r);

    // the per-second rules
    void tick();
    /// One second of one organisation's rules (tick() runs it for each).
    void tickOrg(Org &o);
    /// Grants queued launches capacity; only `onlyOrg`'s when given.
    void tickQueue(const std::string *onlyOrg = nullptr);
    /// Runs `o`'s rules alone for `seconds`, in its own time (m_orgNow): a lesson's setup.
    void advanceOrg(Org &o, std::int64_t seconds);
    void tickOperation(Org &o, InstanceRun &r);
    void tickRunning(Org &o, InstanceRun &r);
    static InsightSubject insightSubject(const InstanceRun &r);
    void tickStorage(Org &o, InstanceRun &r);
    /// Charges this second of `target`; returns the micro-units it billed.
    std::int64_t charge(Org &o, InstanceRun *r, const ChargeTarget &target, std::int64_t rate);
    // launch()'s steps, in order.
    struct LaunchInputs
    {
        std::optional<std::string> volumeRegion; ///< where the volumes asked for are
        api::Labels labels;                      ///< the template's, then the spec's
    };
    /// The volumes, region, labels and snapshot asked for, checked against `o`.
    api::Result<LaunchInputs> checkLaunchInputs(const Caller &caller,
                                                const Org &o,
                                                const api::LaunchSpec &spec,
                                                const Placement &p,
                                                const Quoter &quoting) const;
    /// QUOTA_EXCEEDED when one more instance of `chipsAsked` chips is past the caller's quota.
    api::Result<bool>
    checkLaunchQuota(const Caller &caller, const Org &o, std::int64_t chipsAsked) const;
    /// The role of the user `userId` of `orgId`, as its keys say (Unknown when it has none).
    api::Role roleOf(const std::string &orgId, const std::string &userId) const;
    /// The user an instance runs for, as a caller: the rules of their role apply to it,
    /// whoever acts on it.
    Caller instanceOwner(const Org &o, const InstanceRun &r, const std::string &language) const;
    /// The organisation's policies as they apply to the caller's role.
    PolicyCheck policyCheck(const Caller &caller, const Org &o) const;
    /// What the policies refuse of `userId` running `accelerator` (of `backend`) at
    /// `pricePerHour` with `labels`: the role's backends, accelerators and price caps (the
    /// instance `except` not counted in what already runs), then the hard budgets.
    std::optional<PolicyBreach> runBreach(const Caller &caller,
                                          const Org &o,
                                          api::Backend backend,
                                          const std::string &accelerator,
                                          std::int64_t pricePerHour,
                                          const api::Labels &labels,
                                          const std::string &except = {}) const;
    /// Marks the options the caller's policies rule out in `quoting`'s answers (a backend, an
    /// accelerator, a price cap), which automatic placement then passes over.
    void setRuledOut(Quoter &quoting, const Caller &caller, const Org &o) const;
    /// A hard budget spent to its amount whose scope holds `labels`.
    std::optional<PolicyBreach>
    hardBudgetBreach(const Caller &caller, const Org &o, const api::Labels &labels) const;
    /// The new instance, placed, with what the template gives and the spec overrides.
    InstanceRun &createRun(Org &o,
                           const Caller &caller,
                           const api::LaunchSpec &spec,
                           const Placement &p,
                           const std::string &region,
                           api::Labels labels);
    /// Its launch operation started, capacity reserved or queued for, its volumes attached.
    void beginLaunch(Org &o, InstanceRun &r, const api::LaunchSpec &spec);
    // attach()'s steps, in order, each restoring one part of a database's state.
    api::Result<bool> restoreOrgs(Store &store);
    api::Result<bool> restoreDocuments(Store &store);
    api::Result<bool> restoreLedgers(Store &store);
    api::Result<bool> restoreInstance(const Store::Doc &doc);
    void tickVolumes(Org &o);
    void tickBudgets(Org &o);
    void tickPreemption(Org &o, InstanceRun &r);
    void emitVolume(Org &o, api::Volume &v);
    void emitBudget(Org &o, api::Budget &b);

    /// A reset, then what the scenario sets up. An error can leave it half done: the host
    /// calls it inside SimHost::mutateWhole(), which puts everything back.
    /// `lesson`: set up as a lesson (startLesson()), in the organisation alone.
    api::Result<bool> applyScenario(const Caller &caller,
                                    const ScenarioFile &scenario,
                                    const LessonFile *lesson = nullptr);
    /// QUOTA_EXCEEDED, naming the quota, when the scenario runs more at once than the
    /// caller's quota allows: checked before anything changes.
    api::Result<bool> checkScenarioQuota(const Caller &caller, const ScenarioFile &s) const;

    // lessons (enginecontrol.cpp)
    static bool madeSinceLoad(const Org &o, const std::string &id);
    bool reached(const Org &o, const LessonCheck &check) const;
    const LessonFile *activeLesson(const Org &o) const;
    /// A budget reached 100 %: objectives that must come first fail unless reached by now.
    void noteBudgetFull(Org &o);
    /// Every objective of the active lesson reached: its figures stop now (see lessons()).
    void noteLessonComplete(Org &o);
    /// A lesson's own pools came or went: `o` hears `catalog.changed` (accelerators).
    void noteOwnPoolsChanged(Org &o);
    static std::int64_t lessonSpent(const Org &o);
    static std::int64_t lessonSaved(const Org &o);
    /// Remembers a launch placed where a quote would have put it first.
    void noteLaunchPlacement(Org &o, const api::LaunchSpec &spec, const InstanceRun &r);
    std::string jupyterUrl(const std::string &instanceId) const;
    void log(InstanceRun &r, std::string text);

    Catalog m_catalog;
    EngineConfig m_config;
    SimClock m_clock;
    std::map<std::string, Org> m_orgs;
    std::map<std::string, KeyRecord> m_keys;
    Capacity m_capacity; ///< chips in use per region and type, and faults' capacity overrides
    std::vector<std::pair<std::string, std::string>> m_queue; ///< (org, instance) in order
    std::int64_t m_nextId = 1;
    std::optional<api::Timestamp> m_orgNow; ///< see now()
    std::string m_publicUrl;                ///< see setPublicUrl()
    Store *m_store = nullptr;
    bool m_keysDirty = false;
    std::set<std::string> m_revokedKeys;    ///< to erase from the store at the next commit
    std::set<std::string> m_revokedForGood; ///< every key ever revoked (see addKey())
    bool m_stoppedCleanly = false;          ///< see stoppedCleanly()
    bool m_stoppingCleanly = false;         ///< see markStoppedCleanly()
    std::set<std::string> m_resetOrgs;      ///< organisations whose stored ledger must be dropped
    std::vector<std::pair<std::string, Store::Doc>> m_staged;
    /// Something beside the clock changed without a mutation (a quote moved a lesson on): the
    /// next commitStaged() writes everything.
    bool m_changedBesideClock = false;
    api::Faults m_faults;
    std::map<std::string, ChargeTarget> m_volumeCharges;
    /// A scenario or lesson is being set up: what it raises is history, not news for webhooks.
    bool m_settingUp = false;
};

template <class F>
void Engine::stopWhere(Org &o, const std::string &reason, F &&select)
{
    for (auto &[id, r] : o.instances) {
        if (!r.run
            && (r.api.state == api::InstanceState::Running
                || r.api.state == api::InstanceState::Sleeping)
            && select(r)) {
            beginStop(o, r, reason);
            emitInstance(o, r);
        }
    }
}

} // namespace polychip::sim
