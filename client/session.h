// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "apiclient.h"
#include "billingstore.h"
#include "catalogstore.h"
#include "instancestore.h"
#include "sseparser.h"
#include "storagestore.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace polychip::client {

/**
 * The console's connection to the platform's data: lists everything once, then follows
 * GET /v1/events, applying each change by revision (duplicates ignored; a gap or `reset`
 * relists) to the store of its domain (instances, storage, catalogue, billing). When the
 * stream drops it reconnects with backoff and Last-Event-ID, keeping the last good data
 * meanwhile. Lives on the GUI thread; every signal, its own and its stores', is emitted there.
 * The ApiClient must outlive the Session.
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

    explicit Session(ApiClient &client, QObject *parent = nullptr);
    ~Session() override;

    void start();
    void stop();
    /// Lists everything again now (F5, "Retry now"), without waiting for a reconnect timer;
    /// `catalogueToo`: the catalogue's short lists as well (their words changed language).
    void refresh(bool catalogueToo = false);

    State state() const { return m_state; }
    /// Why the session is not Live (empty when it is).
    const std::string &lastError() const { return m_lastError; }
    /// The failure behind lastError(), when it was a request's (none when Live): views say it
    /// in their words with ui::errorText().
    const std::optional<api::ApiError> &lastApiError() const { return m_lastApiError; }
    /// Who the key belongs to (GET /v1/me): asked once per session; none until answered.
    const std::optional<api::Me> &caller() const { return m_caller; }
    std::int64_t revision() const { return m_revision; }
    /// Time until the next reconnect attempt while not Live (0 when none is scheduled).
    std::chrono::milliseconds nextRetryIn() const;
    /// The platform's clock as the last metrics second or billing tick said (0 before any).
    std::int64_t platformTime() const { return m_platformTime; }
    /// Whether the platform is a simulator (GET /v1/health `simulated`): empty until it said.
    /// A simulator elsewhere (a classroom server) offers what the bundled one does.
    std::optional<bool> simulated() const { return m_simulated; }
    /// The platform's time now, as well as it is known: platformTime(), else the account's
    /// as-of time, else the local clock corrected by the server's Date header.
    std::int64_t platformNow() const;
    /// Events applied since start (each revision exactly once).
    std::int64_t appliedEvents() const { return m_applied; }
    /// Why the platform refuses changes now although it answers (GET /v1/health `degraded`,
    /// e.g. its disk is full), in its words; empty while it takes them.
    const std::string &platformProblem() const { return m_platformProblem; }
    /// Its code (GET /v1/health `code`, e.g. STORAGE_FULL); empty while it takes changes.
    const std::string &platformProblemCode() const { return m_platformProblemCode; }

    /// What the session knows, by domain. Pages and models read the store they need and follow
    /// its signals; only the session writes them.
    const InstanceStore &instances() const { return m_instances; }
    const StorageStore &storage() const { return m_storage; }
    const CatalogStore &catalog() const { return m_catalog; }
    const BillingStore &billing() const { return m_billing; }
    /// Disconnects `receiver` from the session's signals and its stores' (when a view changes
    /// sessions).
    void disconnectReceiver(const QObject *receiver) const;

    /// Gives up the metric histories held, for the session that replaces this one on the same
    /// platform (the bundled simulator restarted on another port).
    InstanceStore::MetricHistories takeMetricHistories();
    /// Before start(): begins with an earlier session's histories. Those of instances that
    /// still exist are kept, and the seconds missed meanwhile are fetched once the stream is
    /// open.
    void adoptMetricHistories(InstanceStore::MetricHistories histories);

    /// The instance a view shows in full (the details pane's; empty for none): its whole record
    /// (endpoints, schedules, history: lists carry the basic view) is fetched when the store
    /// does not have it, and again when a list left it behind. The store's instanceChanged()
    /// says when it is in; a failed fetch leaves the basic record, and the next ask tries again.
    void wantDetails(const std::string &instanceId);

    /// Fetches an instance's history over [from, to) (to: the platform's now when not given)
    /// at `step` seconds from the platform into its MetricHistory (for what the rings do not
    /// hold); historyFetched() when it is in.
    void fetchHistory(const std::string &instanceId,
                      std::int64_t from,
                      std::int64_t step,
                      std::optional<std::int64_t> to = std::nullopt);

    /// A chart shows the instance's history (watchHistory) or no longer (unwatchHistory): the
    /// store keeps its minutes meanwhile (InstanceStore::watchHistory()).
    void watchHistory(const std::string &instanceId) { m_instances.watchHistory(instanceId); }
    void unwatchHistory(const std::string &instanceId) { m_instances.unwatchHistory(instanceId); }

    /// Lists the model square and the data pool into catalog(), page by page (its
    /// modelsChanged() and datasetsChanged() follow). Once per session, and again after a
    /// listing failed; the views that show them ask when they are first shown. A
    /// `catalog.changed` event naming them lists them again, swapped in when complete.
    void listCatalogEntries();

    /// For tests: drops the event stream as a network cut would.
    void dropStream();
    /// The first reconnect delay (0.8 s), doubled per failure up to 30 s, with jitter.
    void setReconnectBase(std::chrono::milliseconds base);

Q_SIGNALS:
    /// Emitted when the connection state changes.
    void stateChanged(polychip::client::Session::State state);
    /// Emitted when the next reconnect attempt was scheduled (see nextRetryIn()).
    void retryScheduled();
    /// Emitted when caller() is known.
    void callerChanged();
    /// Emitted when simulated() is first known.
    void platformKnown();
    /// Emitted when platformProblem() changes.
    void platformProblemChanged();
    // What changed in the data is said by the stores' own signals.

private:
    void setState(State state, const std::string &why = {});
    /// Lists the account again; the catalogue's short lists too when `catalogueToo` (the
    /// stream lost its place) or while they have not arrived.
    void relist(bool catalogueToo = false);
    /// Lists every instance, page by page, then finishRelist() at the first page's revision.
    void listInstances();
    void finishRelist(std::vector<api::Instance> instances, std::int64_t revision);
    /// GET the wanted instance when the store lacks its full view (not again while the GET of
    /// the same instance is on its way).
    void fetchDetails();
    void openStream();
    void onStreamEvent(const SseEvent &event);
    void onStreamEnded(bool opened);
    void scheduleReconnect();
    /// Fetches, for each running instance with a history, the seconds between its last sample
    /// and `until` (the first sample of a stream that is back), if any are missing.
    void backfillGaps(std::int64_t until);
    void apply(const std::string &type, const std::string &data);
    /// Lists the named catalogue lists again into the store (a `catalog.changed`, a relist).
    void listCatalog(const std::vector<api::CatalogKind> &kinds);
    /// Lists the models or data sets: page by page, or (`whole`) all pages and then swapped in.
    template <class T>
    void listEntries(std::uint64_t &generation, bool whole);
    /// Asks GET /v1/health; while it says `degraded`, asks again every few seconds.
    void checkHealth();
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
    std::optional<api::ApiError> m_lastApiError;
    std::optional<api::Me> m_caller;
    bool m_running = false;
    std::int64_t m_revision = -1;
    std::chrono::milliseconds m_reconnectBase{800};
    std::int64_t m_applied = 0;
    std::int64_t m_platformTime = 0;
    int m_failures = 0;
    /// Samples were missed: backfill up to the first batch of the stream that is back (its
    /// time is the platform's; asking up to our own guess of it would ask for the future).
    bool m_streamDropped = false;
    bool m_listsWork = false; ///< the last list succeeded (Degraded, not Offline)
    QElapsedTimer m_streamOpened;
    std::uint64_t m_generation = 0; ///< of the current stream: old streams' events are dropped
    Transport::Id m_stream = 0;
    std::uint64_t m_modelsListing = 0;   ///< of the latest models listing: older ones stop
    std::uint64_t m_datasetsListing = 0; ///< of the latest data sets listing
    std::string m_detailsWanted;         ///< see wantDetails()
    std::string m_detailsFetching;       ///< the instance whose GET is on its way
    QTimer m_reconnect;
    std::string m_platformProblem;
    std::optional<bool> m_simulated;
    std::string m_platformProblemCode;
    bool m_checkingHealth = false;
    QTimer m_healthCheck;
    InstanceStore m_instances;
    StorageStore m_storage;
    CatalogStore m_catalog;
    BillingStore m_billing;
};

} // namespace polychip::client
