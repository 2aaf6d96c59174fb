// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "idmap.h"
#include "metrichistory.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace polychip::client {

/**
 * The account's instances, the operations running on them and their metric histories, as the
 * platform last said. Written by the Session (a list, then `instance.*` and `operation.*`
 * events, per-second metrics and costs); read by the instance table, the details pane, the
 * actions and the dialogs. Each signal is as narrow as the change: one per instance for
 * events, one per second for all live figures. Lives on the GUI thread.
 */
class InstanceStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceStore)

public:
    /// What changed in an instance (for narrow dataChanged ranges).
    enum Change : unsigned {
        StateChange = 1u << 0,
        LiveChange = 1u << 1, ///< tokens/s, utilisation, loss, step... by an instance update
                              ///< (the per-second samples come with metricsUpdated)
        CostChange = 1u << 2,
        PlacementChange = 1u << 3, ///< backend, accelerator, count, region
        OtherChange = 1u << 4,     ///< name, labels, schedule, endpoints..., or the
                                   ///< whole record arriving (isComplete())
    };
    /// The changes between two versions of one instance (a mask of Change).
    static unsigned changesBetween(const api::Instance &before, const api::Instance &after);

    using QObject::QObject;
    ~InstanceStore() override;

    const IdMap<api::Instance>::Map &all() const { return m_instances.all(); }
    std::size_t size() const { return m_instances.size(); }
    /// By id; null for an instance the platform has not told of (or that is gone).
    const api::Instance *find(const std::string &id) const { return m_instances.find(id); }
    /// Whether the fields only the full view carries (endpoints, schedules, history...) are
    /// known for the revision held: a list's basic record leaves them at what was known before
    /// (or at their defaults) until an event or a GET brings the whole instance.
    bool isComplete(const std::string &id) const { return m_complete.contains(id); }
    /// The operations seen on the event stream since the session started, by id.
    const IdMap<api::Operation> &operations() const { return m_operations; }
    const api::Operation *operation(const std::string &id) const { return m_operations.find(id); }
    /// The operation still running on an instance (null when none is).
    const api::Operation *runningOperation(const api::Instance &instance) const;
    /// The metric history of an instance (none before its first sample).
    std::optional<MetricHistory> metrics(const std::string &instanceId) const;

    /// Keeps the instance's metric history at minutes for a day, besides the last ten
    /// minutes' seconds every instance has, while something shows it (a chart): each
    /// watchHistory() is matched by an unwatchHistory(). Older minutes come from the platform
    /// (Session::fetchHistory()).
    void watchHistory(const std::string &instanceId);
    void unwatchHistory(const std::string &instanceId);
    bool historyWatched(const std::string &instanceId) const
    {
        return m_watchers.contains(instanceId);
    }

    /// Every instance's metric history: the frames and each instance's column in them (a
    /// column handed over keeps its minutes until its instance is watched and unwatched in the
    /// session that adopts it).
    struct MetricHistories
    {
        std::unique_ptr<MetricFrames> frames;
        std::unordered_map<std::string, MetricFrames::Column> columns;
    };
    /// Gives up the metric histories held (for the session that replaces this one).
    MetricHistories takeMetricHistories();
    /// Begins with an earlier session's histories (before the first list).
    void adoptMetricHistories(MetricHistories histories);
    /// The running instances with a history, and the last second it holds (what to backfill
    /// after the stream was down).
    std::vector<std::pair<std::string, std::int64_t>> historiesToBackfill() const;

    // Written by the Session.
    /// A whole list: replaces everything, drops the histories of instances that are gone.
    /// A list in the basic view keeps what the held records had of the full view's fields.
    void replaceAll(std::vector<api::Instance> instances,
                    api::View view = api::View::Full); ///< replaced()
    /// A whole instance (an event, a GET): instanceAdded() or instanceChanged().
    void put(api::Instance instance);
    void remove(const std::string &id);          ///< instanceRemoved(), while it is still here
    void put(api::Operation operation);          ///< operationChanged()
    void record(const api::MetricsBatch &batch); ///< metricsUpdated()
    void applyCosts(const std::vector<api::InstanceCost> &costs); ///< costsUpdated() if any
    /// History fetched from the platform (ignored for an instance that is gone).
    void addHistory(const std::string &id, const api::MetricSeries &series); ///< historyFetched()

Q_SIGNALS:
    /// All instances were replaced by a full list: views reset.
    void replaced();
    /// An instance appeared, changed (`changes`: a mask of Change) or is about to go (still
    /// readable while the signal is delivered).
    void instanceAdded(const std::string &id);
    void instanceChanged(const std::string &id, unsigned changes);
    void instanceRemoved(const std::string &id);
    /// An operation made progress or ended.
    void operationChanged(const std::string &id);
    /// A billing tick changed the cost (cost_micros, billed_seconds) of one or more instances:
    /// one signal for all of them (they get no instanceChanged for it).
    void costsUpdated();
    /// A metrics batch was recorded (second `t`): the live figures of the instances in it
    /// changed (they get no instanceChanged for it: one signal per second).
    void metricsUpdated(std::int64_t t);
    /// History fetched from the platform was added to an instance's metrics.
    void historyFetched(const std::string &instanceId);

private:
    /// The instance's column in the frames (made at its first sample or history).
    MetricFrames::Column historyOf(const std::string &id);
    void forgetHistory(const std::string &id);
    /// Drops the live slots (instances came or went, histories were handed over).
    void forgetLiveSlots();

    IdMap<api::Instance> m_instances;
    std::unordered_set<std::string> m_complete; ///< see isComplete()
    IdMap<api::Operation> m_operations;
    MetricHistories m_metrics{std::make_unique<MetricFrames>(), {}}; ///< frames never null
    std::unordered_map<std::string, int> m_watchers;                 ///< see watchHistory()
    /// Where each instance's live figures go, in the order of the last batch's samples (the
    /// platform keeps its order from second to second): a sample finds its instance by a look
    /// at the next element instead of a hash lookup. Rebuilt for a sample whose id differs;
    /// cleared when instances come or go (the pointers hold until then: map nodes are stable).
    struct LiveSlot
    {
        std::string id;
        api::Instance *instance = nullptr; ///< null: not (yet) listed
        MetricFrames::Column column = 0;
    };
    std::vector<LiveSlot> m_liveOrder;
    std::unordered_map<std::string, api::Instance *> m_liveIndex; ///< built with m_liveOrder
};

} // namespace polychip::client
