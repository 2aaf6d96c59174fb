// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "session.h"

#include "sseparser.h"

#include <algorithm>
#include <random>
#include <utility>

namespace polychip::client {

namespace {

constexpr int kOfflineAfterFailures = 3;
constexpr std::chrono::milliseconds kPollInterval{5000};

/// Queues `f` to run on the GUI thread while `guard` lives (`via` outlives the session).
template <class F>
void later(QObject *via, const QPointer<Session> &guard, F f)
{
    QMetaObject::invokeMethod(
        via,
        [guard, f = std::move(f)]() mutable {
            if (guard)
                f();
        },
        Qt::QueuedConnection);
}

unsigned changesBetween(const api::Instance &a, const api::Instance &b)
{
    unsigned c = 0;
    if (a.state != b.state)
        c |= Session::StateChange;
    if (api::encode(a.live) != api::encode(b.live))
        c |= Session::LiveChange;
    if (a.costMicros != b.costMicros || a.billedSeconds != b.billedSeconds)
        c |= Session::CostChange;
    if (a.backend != b.backend || a.accelerator != b.accelerator || a.count != b.count
        || a.region != b.region)
        c |= Session::PlacementChange;
    // Anything else (name, labels, schedule, endpoints...): compare what is left.
    api::Instance rest = a;
    rest.state = b.state;
    rest.live = b.live;
    rest.costMicros = b.costMicros;
    rest.billedSeconds = b.billedSeconds;
    rest.backend = b.backend;
    rest.accelerator = b.accelerator;
    rest.count = b.count;
    rest.region = b.region;
    rest.revision = b.revision;
    if (api::encode(rest) != api::encode(b))
        c |= Session::OtherChange;
    return c;
}

template <class T>
void applyStored(std::map<std::string, T> &map, const std::string &type, const std::string &data)
{
    if (type.ends_with(".deleted")) {
        if (auto t = api::decode<api::Tombstone>(data))
            map.erase(t->id);
    } else if (auto item = api::decode<T>(data)) {
        map[item->id] = std::move(item).value();
    }
}

} // namespace

Session::Session(ApiClient &client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_reconnect.setSingleShot(true);
    connect(&m_reconnect, &QTimer::timeout, this, [this] {
        // After repeated stream failures, list again each time: if the lists work, the data
        // stays current by polling while the stream is tried again after each list.
        if (m_revision < 0 || m_failures >= kOfflineAfterFailures)
            relist();
        else
            openStream();
    });
}

Session::~Session()
{
    stop();
}

void Session::start()
{
    if (m_running)
        return;
    m_running = true;
    setState(State::Connecting);
    relist();
}

void Session::stop()
{
    m_running = false;
    m_reconnect.stop();
    ++m_generation;
    if (m_stream)
        m_client.transport().cancel(m_stream);
    m_stream = 0;
}

std::chrono::milliseconds Session::nextRetryIn() const
{
    return std::chrono::milliseconds(m_reconnect.isActive() ? m_reconnect.remainingTime() : 0);
}

void Session::refresh()
{
    if (!m_running)
        return;
    m_reconnect.stop();
    relist();
}

void Session::setReconnectBase(std::chrono::milliseconds base)
{
    m_reconnectBase = base;
}

const api::Accelerator *Session::accelerator(const std::string &id) const
{
    const auto it = std::find_if(m_accelerators.begin(), m_accelerators.end(),
                                 [&](const api::Accelerator &a) { return a.id == id; });
    return it == m_accelerators.end() ? nullptr : &*it;
}

const api::Template *Session::findTemplate(const std::string &id) const
{
    const auto it = std::find_if(m_templates.begin(), m_templates.end(),
                                 [&](const api::Template &t) { return t.id == id; });
    return it == m_templates.end() ? nullptr : &*it;
}

const MetricHistory *Session::metrics(const std::string &instanceId) const
{
    const auto it = m_metrics.find(instanceId);
    return it == m_metrics.end() ? nullptr : it->second.get();
}

Session::MetricHistories Session::takeMetricHistories()
{
    m_liveIndex.clear();
    return std::exchange(m_metrics, {});
}

void Session::adoptMetricHistories(MetricHistories histories)
{
    m_metrics = std::move(histories);
    m_liveIndex.clear();
    m_streamDropped = !m_metrics.empty(); // backfill what was missed once live
}

void Session::dropStream()
{
    if (m_stream)
        m_client.transport().cancel(m_stream);
}

void Session::setState(State state, const std::string &why)
{
    m_lastError = state == State::Live ? std::string() : why;
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void Session::relist()
{
    if (!m_running)
        return;
    ++m_generation; // events of an older stream no longer apply
    if (m_stream)
        m_client.transport().cancel(m_stream);
    m_stream = 0;
    // The catalogue and the account: each answer stands on its own.
    ListQuery all;
    all.pageSize = 1000;
    // The catalogue does not change with the account: listed until it has been once, not on
    // every relist (the polling fallback relists every few seconds).
    if (m_accelerators.empty()) {
        m_client.call(ops::listAccelerators(all), this, [this](auto r) {
            if (r) {
                m_accelerators = std::move(r->items);
                Q_EMIT catalogChanged();
            }
        });
    }
    if (m_templates.empty()) {
        m_client.call(ops::listTemplates(all), this, [this](auto r) {
            if (r) {
                m_templates = std::move(r->items);
                Q_EMIT catalogChanged();
            }
        });
    }
    m_client.call(ops::getBillingAccount(), this, [this](auto r) {
        if (r) {
            m_account = std::move(r).value();
            Q_EMIT accountChanged();
        }
    });
    const auto fill = [](auto &map, auto items) {
        map.clear();
        for (auto &i : items)
            map[i.id] = std::move(i);
    };
    m_client.call(ops::listSnapshots(all), this, [this, fill](auto r) {
        if (r) {
            fill(m_snapshots, std::move(r->items));
            Q_EMIT storageChanged();
        }
    });
    m_client.call(ops::listVolumes(all), this, [this, fill](auto r) {
        if (r) {
            fill(m_volumes, std::move(r->items));
            Q_EMIT storageChanged();
        }
    });
    m_client.call(ops::listBudgets(all), this, [this, fill](auto r) {
        if (r) {
            fill(m_budgets, std::move(r->items));
            Q_EMIT budgetsChanged();
        }
    });
    listInstancesPage({}, std::make_shared<std::vector<api::Instance>>());
}

void Session::listInstancesPage(std::string pageToken,
                                std::shared_ptr<std::vector<api::Instance>> acc)
{
    ListQuery q;
    q.pageSize = 1000;
    q.pageToken = std::move(pageToken);
    const std::uint64_t generation = m_generation;
    m_client.call(ops::listInstances(q), this,
                  [this, acc, generation,
                   first = q.pageToken.empty()](api::Result<api::Page<api::Instance>> r) {
                      if (generation != m_generation || !m_running)
                          return;
                      if (!r) {
                          ++m_failures;
                          m_listsWork = false;
                          setState(m_instances.empty() || m_failures >= kOfflineAfterFailures
                                       ? State::Offline
                                       : State::Degraded,
                                   r.error().message);
                          m_revision = -1; // relist when the platform is back
                          scheduleReconnect();
                          return;
                      }
                      if (first)
                          m_pendingRevision = r->revision;
                      for (auto &i : r->items)
                          acc->push_back(std::move(i));
                      if (r->nextPageToken)
                          listInstancesPage(*r->nextPageToken, acc);
                      else
                          finishRelist(std::move(*acc), m_pendingRevision);
                  });
}

void Session::finishRelist(std::vector<api::Instance> instances, std::int64_t revision)
{
    m_listsWork = true;
    m_instances.clear();
    m_liveIndex.clear();
    for (auto &i : instances) {
        const std::string id = i.id;
        m_instances.emplace(id, std::move(i));
    }
    std::erase_if(m_metrics,
                  [this](const auto &entry) { return !m_instances.contains(entry.first); });
    m_revision = revision;
    Q_EMIT resynced();
    openStream();
}

void Session::openStream()
{
    if (!m_running)
        return;
    const std::uint64_t generation = ++m_generation;
    const QPointer<Session> guard(this);
    QObject *via = &m_client;
    HttpRequest r;
    r.url = m_client.endpoint().baseUrl + "/v1/events";
    r.headers = m_client.signedHeaders("GET", "/v1/events", "");
    r.headers.push_back("Accept: text/event-stream");
    r.headers.push_back("Last-Event-ID: " + std::to_string(m_revision));
    r.totalTimeout = std::chrono::milliseconds(0);
    auto opened = std::make_shared<std::atomic<bool>>(false);
    auto parser = std::make_shared<SseParser>([via, guard, generation](SseEvent ev) {
        // The heavy events (a sample and a cost per instance every second: 40 ms to decode for
        // 10,000) are decoded here on the worker; the GUI thread only records them. Order is
        // kept: every event goes through the same queue.
        if (ev.type == "metrics")
            return decodeOnWorker(via, guard, generation, ev.data, &Session::applyMetrics);
        if (ev.type == "billing.tick")
            return decodeOnWorker(via, guard, generation, ev.data, &Session::applyBillingTick);
        later(via, guard, [guard, generation, ev = std::move(ev)] {
            if (guard->m_generation == generation)
                guard->onStreamEvent(ev);
        });
    });
    r.onHeaders = [via, guard, generation, opened](long status, const auto &) {
        if (status != 200)
            return;
        *opened = true;
        later(via, guard, [guard, generation] {
            if (guard->m_generation == generation) {
                guard->m_failures = 0;
                guard->m_streamOpened.start();
                guard->setState(State::Live);
                // Metrics batches are not replayed on resume: fetch the seconds missed.
                if (guard->m_streamDropped)
                    guard->backfillGaps();
                guard->m_streamDropped = false;
            }
        });
    };
    r.onData = [parser](std::string_view bytes) { return parser->feed(bytes); };
    m_stream = m_client.transport().start(std::move(r), [via, guard, generation,
                                                         opened](HttpResponse response) {
        const std::string why = response.status != 0 && response.status != 200
                                    ? "the event stream answered " + std::to_string(response.status)
                                    : response.error;
        later(via, guard, [guard, generation, opened, why] {
            if (guard->m_generation != generation)
                return;
            guard->m_stream = 0;
            guard->m_lastError = why;
            guard->onStreamEnded(*opened);
        });
    });
}

template <class T>
void Session::decodeOnWorker(QObject *via,
                             const QPointer<Session> &guard,
                             std::uint64_t generation,
                             const std::string &data,
                             void (Session::*apply)(const T &))
{
    auto value = std::make_shared<api::Result<T>>(api::decode<T>(data));
    later(via, guard, [guard, generation, value, apply]() mutable {
        if (guard->m_generation == generation && *value)
            (guard.data()->*apply)(value->value());
        // Freed back on the worker: 10,000 samples are not the GUI thread's to free.
        guard->m_client.transport().post([done = std::move(value)] {});
    });
}

void Session::onStreamEvent(const SseEvent &event)
{
    if (event.type == "reset") {
        relist(); // the server says our position is gone, with or without an id
        return;
    }
    // Live figures are not changes: they may carry the current revision as their id.
    const bool live = event.type == "metrics" || event.type == "billing.tick";
    if (event.id >= 0 && !live) {
        if (event.id <= m_revision) {
            // A duplicate (a replay overlapping what we have); an alert may carry the
            // current revision without being one.
            if (event.type == "alert" && event.id == m_revision)
                apply(event.type, event.data);
            return;
        }
        if (event.id > m_revision + 1) {
            relist(); // a gap: something was missed
            return;
        }
        m_revision = event.id;
        ++m_applied;
    }
    apply(event.type, event.data);
}

void Session::onStreamEnded(bool opened)
{
    if (!m_running)
        return;
    m_streamDropped = true;
    // A stream refused, or closed as soon as it opened, counts as a failure: the delay grows
    // (and the signing clock does not run ahead with many reconnects a second).
    if (!opened || m_streamOpened.elapsed() < 1000)
        ++m_failures;
    // Offline only when the lists fail too; with lists working the session polls (Degraded).
    const bool offline = m_failures >= kOfflineAfterFailures && !m_listsWork;
    setState(offline ? State::Offline : State::Degraded,
             m_lastError.empty() ? std::string("the event stream ended") : m_lastError);
    scheduleReconnect();
}

void Session::scheduleReconnect()
{
    if (!m_running)
        return;
    // 0.8 s, doubling up to 30 s, with jitter so that many consoles do not come back at once.
    static thread_local std::mt19937 rng{std::random_device{}()};
    const int n = std::clamp(m_failures, 0, 6);
    double ceiling = std::min(30'000.0, double(m_reconnectBase.count()) * (1 << n));
    // Polling (lists work, the stream does not): keep the data at most a few seconds old.
    if (m_failures >= kOfflineAfterFailures && m_listsWork)
        ceiling = std::min(ceiling, double(kPollInterval.count()));
    const double ms = ceiling * std::uniform_real_distribution<double>(0.5, 1.0)(rng);
    m_reconnect.start(std::chrono::milliseconds(std::int64_t(ms)));
    Q_EMIT retryScheduled();
}

void Session::fetchHistory(const std::string &instanceId, std::int64_t from, std::int64_t step)
{
    m_client.call(
        ops::getInstanceMetrics(instanceId, {{"from", api::formatRfc3339(api::Timestamp{from})},
                                             {"step", std::to_string(step)}}),
        this, [this, instanceId](api::Result<api::MetricSeries> r) {
            if (!r || !m_instances.contains(instanceId))
                return;
            auto &history = m_metrics[instanceId];
            if (!history)
                history = std::make_unique<MetricHistory>();
            history->backfill(*r);
            Q_EMIT historyFetched(instanceId);
        });
}

void Session::backfillGaps()
{
    for (const auto &[id, history] : m_metrics) {
        if (!history || history->latest() < 0)
            continue;
        const auto it = m_instances.find(id);
        if (it == m_instances.end() || it->second.state != api::InstanceState::Running)
            continue;
        // From the last sample on; at 1 s while that fits the per-second ring.
        fetchHistory(id, history->latest() + 1, 1);
    }
}

void Session::applyMetrics(const api::MetricsBatch &batch)
{
    if (m_liveIndex.empty() && !m_instances.empty()) {
        // One hash lookup per sample instead of two tree walks (10,000 samples a second).
        m_liveIndex.reserve(m_instances.size());
        for (auto &[id, instance] : m_instances) {
            const auto h = m_metrics.find(id);
            m_liveIndex.emplace(
                id, LiveSlot{&instance, h == m_metrics.end() ? nullptr : h->second.get()});
        }
    }
    for (const auto &sample : batch.samples) {
        const auto it = m_liveIndex.find(sample.instanceId);
        if (it == m_liveIndex.end())
            continue;
        LiveSlot &slot = it->second;
        if (!slot.history) { // its first sample (a history only for what has samples)
            auto &history = m_metrics[sample.instanceId];
            if (!history)
                history = std::make_unique<MetricHistory>();
            slot.history = history.get();
        }
        slot.instance->live = sample.live;
        slot.history->record(batch.t.unixSeconds, sample.live);
    }
    m_platformTime = std::max(m_platformTime, batch.t.unixSeconds);
    // One signal for the whole second, not one per instance: views refresh their live columns
    // in one go (10,000 instances a second).
    Q_EMIT metricsUpdated(batch.t.unixSeconds);
}

void Session::applyInstance(api::Instance instance)
{
    const std::string id = instance.id;
    const auto it = m_instances.find(id);
    if (it == m_instances.end()) {
        m_instances.emplace(id, std::move(instance));
        m_liveIndex.clear(); // rebuilt at the next metrics second
        Q_EMIT instanceAdded(id);
        return;
    }
    const unsigned changes = changesBetween(it->second, instance);
    it->second = std::move(instance);
    if (changes)
        Q_EMIT instanceChanged(id, changes);
}

void Session::apply(const std::string &type, const std::string &data)
{
    if (type == "instance.updated") {
        if (auto i = api::decode<api::Instance>(data))
            applyInstance(std::move(i).value());
    } else if (type == "instance.deleted") {
        if (auto t = api::decode<api::Tombstone>(data); t && m_instances.contains(t->id)) {
            // Told while it is still there: views may read it as they let go of it.
            Q_EMIT instanceRemoved(t->id);
            m_instances.erase(t->id);
            m_liveIndex.clear();
            m_metrics.erase(t->id);
        }
    } else if (type.rfind("snapshot.", 0) == 0) {
        applyStored(m_snapshots, type, data);
        Q_EMIT storageChanged();
    } else if (type.rfind("volume.", 0) == 0) {
        applyStored(m_volumes, type, data);
        Q_EMIT storageChanged();
    } else if (type.rfind("budget.", 0) == 0) {
        applyStored(m_budgets, type, data);
        Q_EMIT budgetsChanged();
    } else if (type == "operation.updated") {
        if (auto op = api::decode<api::Operation>(data)) {
            const std::string id = op->id;
            m_operations[id] = std::move(op).value();
            Q_EMIT operationChanged(id);
        }
    } else if (type == "alert") {
        if (auto a = api::decode<api::Alert>(data))
            Q_EMIT alertRaised(*a);
    }
}

void Session::applyBillingTick(const api::BillingTick &tick)
{
    m_platformTime = std::max(m_platformTime, tick.account.asOf.unixSeconds);
    m_account = tick.account;
    // Costs tick every second without a revision: taken as they come, one signal for all.
    bool changed = false;
    for (const auto &cost : tick.instances) {
        const auto it = m_instances.find(cost.instanceId);
        if (it == m_instances.end())
            continue;
        api::Instance &i = it->second;
        if (i.costMicros != cost.costMicros || i.billedSeconds != cost.billedSeconds) {
            i.costMicros = cost.costMicros;
            i.billedSeconds = cost.billedSeconds;
            changed = true;
        }
    }
    Q_EMIT accountChanged();
    if (changed)
        Q_EMIT costsUpdated();
}

} // namespace polychip::client
