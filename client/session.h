// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "metrichistory.h"
#include "sseparser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace polychip::client {

/**
 * The console's model of the platform, kept in sync: lists everything once, then follows
 * GET /v1/events, applying each change by revision (duplicates ignored; a gap or `reset`
 * relists) and keeping per-instance metric histories from the metrics batches. When the
 * stream drops it reconnects with backoff and Last-Event-ID, keeping the last good data
 * meanwhile. Lives on the GUI thread; every signal is emitted there. The ApiClient must
 * outlive the Session.
 */
class Session final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Session)

public:
    enum class State {
        Connecting, ///< listing, or opening the stream for the first time
        Live,       ///< the stream is open and the data current
        Degraded,   ///< no stream: reconnecting, and polling the lists while they work
        Offline,    ///< the platform does not answer; retrying
    };
    Q_ENUM(State)

    /// What changed in an instance (for narrow dataChanged ranges).
    enum Change : unsigned {
        StateChange = 1u << 0,
        LiveChange = 1u << 1, ///< tokens/s, utilisation, loss, step... by an instance update
                              ///< (the per-second samples come with metricsUpdated)
        CostChange = 1u << 2,
        PlacementChange = 1u << 3, ///< backend, accelerator, count, region
        OtherChange = 1u << 4,     ///< name, labels, schedule, endpoints...
    };

    explicit Session(ApiClient &client, QObject *parent = nullptr);
    ~Session() override;

    void start();
    void stop();
    /// Lists everything again now (F5, "Retry now"), without waiting for a reconnect timer.
    void refresh();

    State state() const { return m_state; }
    /// Why the session is not Live (empty when it is).
    const std::string &lastError() const { return m_lastError; }
    std::int64_t revision() const { return m_revision; }
    /// Time until the next reconnect attempt while not Live (0 when none is scheduled).
    std::chrono::milliseconds nextRetryIn() const;
    /// The platform's clock as the last metrics second or billing tick said (0 before any).
    std::int64_t platformTime() const { return m_platformTime; }
    /// Events applied since start (each revision exactly once).
    std::int64_t appliedEvents() const { return m_applied; }

    const std::map<std::string, api::Instance> &instances() const { return m_instances; }
    const std::map<std::string, api::Snapshot> &snapshots() const { return m_snapshots; }
    const std::map<std::string, api::Volume> &volumes() const { return m_volumes; }
    const std::map<std::string, api::Budget> &budgets() const { return m_budgets; }
    const std::map<std::string, api::Operation> &operations() const { return m_operations; }
    const std::vector<api::Accelerator> &accelerators() const { return m_accelerators; }
    const std::vector<api::Template> &templates() const { return m_templates; }
    const std::optional<api::Account> &account() const { return m_account; }
    /// The catalogue entry of an accelerator / a template by id (null before the catalogue
    /// arrived or for an unknown id).
    const api::Accelerator *accelerator(const std::string &id) const;
    const api::Template *findTemplate(const std::string &id) const;
    /// The metric history of an instance (null when none has arrived yet).
    const MetricHistory *metrics(const std::string &instanceId) const;

    using MetricHistories = std::map<std::string, std::unique_ptr<MetricHistory>>;
    /// Gives up the metric histories held, for the session that replaces this one on the same
    /// platform (the bundled simulator restarted on another port).
    MetricHistories takeMetricHistories();
    /// Before start(): begins with an earlier session's histories. Those of instances that
    /// still exist are kept, and the seconds missed meanwhile are fetched once the stream is
    /// open.
    void adoptMetricHistories(MetricHistories histories);

    /// Fetches an instance's history over [from, now) at `step` seconds from the platform into
    /// its MetricHistory (for what the rings do not hold); historyFetched() when it is in.
    void fetchHistory(const std::string &instanceId, std::int64_t from, std::int64_t step);

    /// For tests: drops the event stream as a network cut would.
    void dropStream();
    /// The first reconnect delay (0.8 s), doubled per failure up to 30 s, with jitter.
    void setReconnectBase(std::chrono::milliseconds base);

Q_SIGNALS:
    /// Emitted when the connection state changes.
    void stateChanged(polychip::client::Session::State state);
    /// Emitted when the next reconnect attempt was scheduled (see nextRetryIn()).
    void retryScheduled();
    /// Emitted after a full (re)list: views should reset.
    void resynced();
    /// Emitted when an instance appears, changes (`changes` is a mask of Change) or goes
    /// (instanceRemoved: while it is still in instances(), just before it is dropped).
    void instanceAdded(const std::string &id);
    void instanceChanged(const std::string &id, unsigned changes);
    void instanceRemoved(const std::string &id);
    /// Emitted when the accelerators or templates arrive (names the other lists refer to).
    void catalogChanged();
    /// Emitted when snapshots, volumes or budgets change.
    void storageChanged();
    void budgetsChanged();
    /// Emitted when an operation makes progress or ends.
    void operationChanged(const std::string &id);
    /// Emitted for each alert the platform raises (budget thresholds, preemption...).
    void alertRaised(const api::Alert &alert);
    /// Emitted when the balance changes (billing ticks).
    void accountChanged();
    /// Emitted after a billing tick changed the cost (cost_micros, billed_seconds) of one or
    /// more instances: one signal for all of them (they get no instanceChanged for it).
    void costsUpdated();
    /// Emitted after a metrics batch was recorded (second `t`): the live figures of the
    /// instances in it changed (they get no instanceChanged for it: one signal per second).
    void metricsUpdated(std::int64_t t);
    /// Emitted when history fetched from the platform was added to an instance's metrics.
    void historyFetched(const std::string &instanceId);

private:
    void setState(State state, const std::string &why = {});
    void relist();
    void listInstancesPage(std::string pageToken, std::shared_ptr<std::vector<api::Instance>> acc);
    void finishRelist(std::vector<api::Instance> instances, std::int64_t revision);
    void openStream();
    void onStreamEvent(const SseEvent &event);
    void onStreamEnded(bool opened);
    void scheduleReconnect();
    void backfillGaps();
    void apply(const std::string &type, const std::string &data);
    void applyInstance(api::Instance instance);
    void applyMetrics(const api::MetricsBatch &batch);
    void applyBillingTick(const api::BillingTick &tick);
    /// Decodes a per-second event of type T on the worker and applies it here, in order.
    template <class T>
    static void decodeOnWorker(QObject *via,
                               const QPointer<Session> &guard,
                               std::uint64_t generation,
                               const std::string &data,
                               void (Session::*apply)(const T &));

    ApiClient &m_client;
    State m_state = State::Connecting;
    std::string m_lastError;
    bool m_running = false;
    std::int64_t m_revision = -1;
    std::int64_t m_pendingRevision = 0; ///< of the first page of a relist
    std::chrono::milliseconds m_reconnectBase{800};
    std::int64_t m_applied = 0;
    std::int64_t m_platformTime = 0;
    int m_failures = 0;
    bool m_streamDropped = false; ///< samples were missed: backfill when the stream is back
    bool m_listsWork = false;     ///< the last list succeeded (Degraded, not Offline)
    QElapsedTimer m_streamOpened;
    std::uint64_t m_generation = 0; ///< of the current stream: old streams' events are dropped
    Transport::Id m_stream = 0;
    QTimer m_reconnect;
    std::map<std::string, api::Instance> m_instances;
    std::map<std::string, api::Snapshot> m_snapshots;
    std::map<std::string, api::Volume> m_volumes;
    std::map<std::string, api::Budget> m_budgets;
    std::map<std::string, api::Operation> m_operations;
    std::vector<api::Accelerator> m_accelerators;
    std::vector<api::Template> m_templates;
    std::optional<api::Account> m_account;
    MetricHistories m_metrics;
    /// Where each instance's live figures go (cleared when instances come or go).
    struct LiveSlot
    {
        api::Instance *instance;
        MetricHistory *history;
    };
    std::unordered_map<std::string, LiveSlot> m_liveIndex;
};

} // namespace polychip::client
