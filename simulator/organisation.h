// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalog.h"
#include "insights.h"
#include "ledger.h"
#include "metricstore.h"
#include "persisted.h"
#include "physics.h"
#include "rng.h"
#include "tracked.h"

#include "api/types.h"

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace polychip::sim {

/** One stored event of an organisation's stream. */
struct StoredEvent
{
    std::int64_t revision = 0;
    std::string type;
    std::string data; ///< JSON
};

/** An instance as the engine runs it: its API record and what the physics and billing keep. */
struct InstanceRun
{
    api::Instance api;
    std::string orgId;
    const ChipSpec *chip = nullptr;
    Workload workload;
    MemoryPlan memory;
    double peakTokensPerS = 0;
    LossCurve loss; ///< of a training run: its model family's, for its kind
    double tokens = 0;
    std::int64_t tokensPerStep = 524288;
    std::int64_t sinceResume = 0;
    std::int64_t idleSeconds = 0;
    std::int64_t runSeconds = 0;
    std::int64_t queuedAt = 0;
    bool holding = false;     ///< counts against the pool of (region, chip)
    bool diskCreated = false; ///< has a system disk (billed as storage) since provisioning
    Rng rng;
    std::deque<api::LogLine> log;
    std::size_t metricSlot = MetricStore::kNoSlot; ///< its column in Organisation::metrics
    std::int64_t nextLogLine = 1;
    std::optional<OperationRun> run;
    ChargeTarget computeCharge;
    ChargeTarget storageCharge;
    Insights::Hint insightHint; ///< its bucket of the hour in Organisation::insights

    /// Names its two ledger lines (compute, storage) after api.id and api.userId.
    void nameCharges();
};

/**
 * An organisation's instances by id: a map to read, find and change them in, whose entries
 * come and go only through Organisation::addInstance() and eraseInstance() (which keep the
 * tick's list of them up to date).
 */
class InstanceMap : private std::map<std::string, InstanceRun>
{
    using Base = std::map<std::string, InstanceRun>;
    friend struct Organisation;

public:
    using Base::at;
    using Base::begin;
    using Base::const_iterator;
    using Base::contains;
    using Base::count;
    using Base::empty;
    using Base::end;
    using Base::find;
    using Base::iterator;
    using Base::size;
    using Base::value_type;
};

/**
 * One organisation of the simulated platform: its account, users, resources, ledger, events
 * and metrics, and what changed since the last commit, which it records itself: its tracked
 * documents touch what changes, eraseInstance() notes what goes, and committed() starts over
 * once the store has it all.
 */
struct Organisation
{
    std::string id;
    std::string name;
    std::string currency = "CNY";
    std::int64_t balanceMicros = 0;
    std::int64_t creditMicros = 0;
    std::int64_t revision = 0;
    bool fundsExhausted = false;
    std::map<std::string, api::User> users;
    InstanceMap instances;
    Tracked<api::Snapshot, kSnapshotsTable, kSnapshotWhat> snapshots;
    Tracked<api::Operation, kOperationsTable, kOperationWhat> operations;
    Tracked<api::Volume, kVolumesTable, kVolumeWhat> volumes;
    std::map<std::string, std::string> volumeOwners; ///< volume -> the user billed for it
    Tracked<api::Budget, kBudgetsTable, kBudgetWhat> budgets;
    std::int64_t budgetPeriodStart = 0; ///< unix time of the month budgets count from
    api::OrgPolicies policies;          ///< the administrator's rules (none at first)
    /// Each change of the policies, by id in the order made ("aud_" and a zero-padded number).
    Tracked<api::AuditEntry, kAuditTable, kAuditWhat> audit;
    /// Where alerts are sent; kept through resets, as the organisation's users are.
    Tracked<StoredWebhook, kWebhooksTable, kWebhookWhat> webhooks;
    /// What was and is being sent, by id in the order made ("dlv_" and a zero-padded number).
    Tracked<StoredDelivery, kDeliveriesTable, kDeliveryWhat> deliveries;
    /// When each (user, policy) last raised a refusal alert, in simulated seconds: a client
    /// retrying a refused request raises one alert in ten minutes, not one per try.
    std::map<std::pair<std::string, std::string>, std::int64_t> policyAlertAt;
    Ledger ledger;
    Insights insights; ///< idle cost, sleep savings and tokens, hour by hour
    std::deque<StoredEvent> events;
    MetricStore metrics;            ///< live-metrics history of the instances
    std::int64_t metricsSaved = -1; ///< the last second of `metrics` committed
    // What was done since the scenario last loaded, which lesson objectives check.
    LessonProgress lesson;
    /// A classroom seat: its teacher's organisation (empty for any other organisation), when
    /// it was made, and the lessons it completed (kept through resets but a seat's own).
    std::string teacher;
    std::int64_t seatCreatedAt = 0;
    std::vector<CompletedLesson> completedLessons;
    std::int64_t firstRetainedRevision = 1;
    // persistence bookkeeping
    std::int64_t committedRevision = 0;
    std::vector<std::string> erasedInstances;

    /// Each kind of stored document the organisation keeps, as members: the one list the
    /// persistence's commit and restore go through (a new kind is added here).
    static constexpr auto tracked()
    {
        return std::tuple{&Organisation::snapshots, &Organisation::operations,
                          &Organisation::volumes,   &Organisation::budgets,
                          &Organisation::audit,     &Organisation::webhooks,
                          &Organisation::deliveries};
    }
    /// The instance `id`, made when new. Instances come only through here and go only through
    /// eraseInstance() (InstanceMap allows no other way), so that tickOrder() knows when to
    /// list them again.
    InstanceRun &addInstance(const std::string &id)
    {
        m_tickOrder.clear();
        return instances[id];
    }
    /// Removes the instance `id` (gone for good); the next commit erases it from the store.
    void eraseInstance(const std::string &id)
    {
        m_tickOrder.clear();
        // First: `id` may be the erased instance's own (its key, or its id member).
        erasedInstances.push_back(id);
        instances.erase(erasedInstances.back());
    }
    /// The instances in id order, as the tick visits them every second: a list of the map's
    /// entries (which never move), made again after an instance came or went, so that the
    /// tick does not walk the tree.
    const std::vector<std::pair<const std::string *, InstanceRun *>> &tickOrder()
    {
        if (m_tickOrder.size() != instances.size()) {
            m_tickOrder.clear();
            m_tickOrder.reserve(instances.size());
            for (auto &[id, r] : instances)
                m_tickOrder.emplace_back(&id, &r);
        }
        return m_tickOrder;
    }
    /// The store has every change up to now: nothing is pending any more.
    void committed()
    {
        ledger.clearTouched();
        insights.clearDirty();
        committedRevision = revision;
        forEachTracked([](auto &kind) { kind.clearTouched(); });
        erasedInstances.clear();
        metricsSaved = metrics.now();
    }
    /// Calls `f` with each tracked collection.
    template <class F>
    void forEachTracked(F &&f)
    {
        std::apply([&](auto... member) { (f(this->*member), ...); }, tracked());
    }
    template <class F>
    void forEachTracked(F &&f) const
    {
        std::apply([&](auto... member) { (f(this->*member), ...); }, tracked());
    }

private:
    std::vector<std::pair<const std::string *, InstanceRun *>> m_tickOrder;
};

} // namespace polychip::sim
