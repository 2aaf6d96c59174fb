// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "session.h"

#include "logcategories.h"

#include "listpages.h"
#include "sseparser.h"

#include <QDateTime>
#include <QMetaEnum>

#include <algorithm>
#include <random>
#include <utility>

namespace polychip::client {

namespace {

constexpr int kOfflineAfterFailures = 3;
constexpr std::chrono::milliseconds kPollInterval{5000};
/// How often the health is asked again while the platform refuses changes.
constexpr std::chrono::milliseconds kHealthRecheck{3000};

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

/// The store's side of one paged catalogue list.
template <class T>
struct Entries;
template <>
struct Entries<api::Model>
{
    static constexpr auto list = &ops::listModels;
    static constexpr auto begin = &CatalogStore::beginModels;
    static constexpr auto add = &CatalogStore::addModels;
    static constexpr auto replace = &CatalogStore::replaceModels;
    static constexpr auto fail = &CatalogStore::failModels;
    static constexpr auto listing = &CatalogStore::modelsListing;
};
template <>
struct Entries<api::Dataset>
{
    static constexpr auto list = &ops::listDatasets;
    static constexpr auto begin = &CatalogStore::beginDatasets;
    static constexpr auto add = &CatalogStore::addDatasets;
    static constexpr auto replace = &CatalogStore::replaceDatasets;
    static constexpr auto fail = &CatalogStore::failDatasets;
    static constexpr auto listing = &CatalogStore::datasetsListing;
};

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
    m_healthCheck.setSingleShot(true);
    m_healthCheck.setInterval(kHealthRecheck);
    connect(&m_healthCheck, &QTimer::timeout, this, &Session::checkHealth);
    connect(&m_client, &ApiClient::storageRefused, this, &Session::checkHealth);
}

void Session::checkHealth()
{
    if (!m_running || m_checkingHealth)
        return;
    m_checkingHealth = true;
    m_client.call(ops::getHealth(), this, [this](api::Result<api::Health> health) {
        m_checkingHealth = false;
        if (!m_running)
            return;
        // A failed check says nothing new: the stream and the lists tell whether it answers.
        if (health && !m_simulated) {
            m_simulated = health->simulated;
            Q_EMIT platformKnown();
        }
        if (health) {
            std::string problem, code;
            if (health->status == api::HealthStatus::Degraded) {
                code = health->code.value_or("UNAVAILABLE");
                problem = health->reason.value_or(code);
            }
            if (problem != m_platformProblem || code != m_platformProblemCode) {
                m_platformProblem = std::move(problem);
                m_platformProblemCode = std::move(code);
                Q_EMIT platformProblemChanged();
            }
        }
        if (!m_platformProblem.empty())
            m_healthCheck.start();
    });
}

Session::~Session()
{
    stop();
}

std::int64_t Session::platformNow() const
{
    if (m_platformTime > 0)
        return m_platformTime;
    if (const auto &account = m_billing.account(); account && account->asOf.unixSeconds > 0)
        return account->asOf.unixSeconds;
    return QDateTime::currentSecsSinceEpoch() + m_client.clockSkewSeconds();
}

void Session::start()
{
    if (m_running)
        return;
    m_running = true;
    setState(State::Connecting);
    relist();
    checkHealth();
}

void Session::stop()
{
    m_running = false;
    m_reconnect.stop();
    m_healthCheck.stop();
    ++m_generation;
    if (m_stream)
        m_client.transport().cancel(m_stream);
    m_stream = 0;
}

std::chrono::milliseconds Session::nextRetryIn() const
{
    return std::chrono::milliseconds(m_reconnect.isActive() ? m_reconnect.remainingTime() : 0);
}

void Session::refresh(bool catalogueToo)
{
    if (!m_running)
        return;
    m_reconnect.stop();
    relist(catalogueToo);
}

void Session::disconnectReceiver(const QObject *receiver) const
{
    for (const QObject *sender : std::initializer_list<const QObject *>{
             this, &m_instances, &m_storage, &m_catalog, &m_billing})
        QObject::disconnect(sender, nullptr, receiver, nullptr);
}

void Session::setReconnectBase(std::chrono::milliseconds base)
{
    m_reconnectBase = base;
}

InstanceStore::MetricHistories Session::takeMetricHistories()
{
    return m_instances.takeMetricHistories();
}

void Session::adoptMetricHistories(InstanceStore::MetricHistories histories)
{
    m_streamDropped = !histories.columns.empty(); // backfill what was missed once live
    m_instances.adoptMetricHistories(std::move(histories));
}

void Session::dropStream()
{
    if (m_stream)
        m_client.transport().cancel(m_stream);
}

void Session::setState(State state, const std::string &why)
{
    m_lastError = state == State::Live ? std::string() : why;
    if (state == State::Live)
        m_lastApiError.reset();
    if (state == m_state)
        return;
    m_state = state;
    const QString name = QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(state)));
    qCInfo(log::session).noquote()
        << (why.empty() ? name : QStringLiteral("%1 (%2)").arg(name, QString::fromStdString(why)));
    Q_EMIT stateChanged(state);
}

void Session::listCatalogEntries()
{
    using Listing = CatalogStore::Listing;
    // Each list once per session; again after a failure (the user asked again).
    if (const Listing l = m_catalog.modelsListing(); l == Listing::NotAsked || l == Listing::Failed)
        listEntries<api::Model>(m_modelsListing, false);
    if (const Listing l = m_catalog.datasetsListing();
        l == Listing::NotAsked || l == Listing::Failed)
        listEntries<api::Dataset>(m_datasetsListing, false);
}

template <class T>
void Session::listEntries(std::uint64_t &generation, bool whole)
{
    using E = Entries<T>;
    // A newer listing of the same list (the catalogue changed again) makes this one moot.
    const auto current = [&generation, mine = ++generation] { return generation == mine; };
    if (!whole)
        (m_catalog.*E::begin)();
    auto all = std::make_shared<std::vector<T>>();
    listPages<T>(
        m_client, this, E::list, ListQuery{},
        [this, current, whole, all](api::Page<T> page, bool last) {
            if (!current())
                return false;
            if (!whole) {
                (m_catalog.*E::add)(std::move(page.items), last); // usable after the first page
                return true;
            }
            // Swapped in whole: the list shown stays until its successor is complete.
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*all));
            if (last)
                (m_catalog.*E::replace)(std::move(*all));
            return true;
        },
        [this, current, whole](const api::ApiError &error) {
            // A refresh that fails keeps the list shown: older, but whole.
            if (current() && !whole)
                (m_catalog.*E::fail)(error.message);
        });
}

void Session::listCatalog(const std::vector<api::CatalogKind> &kinds)
{
    using Kind = api::CatalogKind;
    using Listing = CatalogStore::Listing;
    ListQuery all;
    all.pageSize = 1000;
    for (const Kind kind : kinds) {
        switch (kind) {
        case Kind::Accelerators:
            m_client.call(ops::listAccelerators(all), this, [this](auto r) {
                if (r)
                    m_catalog.setAccelerators(std::move(r->items));
            });
            break;
        case Kind::Images:
            m_client.call(ops::listImages(all), this, [this](auto r) {
                if (r)
                    m_catalog.setImages(std::move(r->items));
            });
            break;
        case Kind::Templates:
            m_client.call(ops::listTemplates(all), this, [this](auto r) {
                if (r)
                    m_catalog.setTemplates(std::move(r->items));
            });
            break;
        // The paged lists only once a view asked for them; a first listing still loading
        // starts over, a complete one is listed whole and swapped.
        case Kind::Models:
            if (const Listing l = m_catalog.modelsListing(); l != Listing::NotAsked)
                listEntries<api::Model>(m_modelsListing, l == Listing::Complete);
            break;
        case Kind::Datasets:
            if (const Listing l = m_catalog.datasetsListing(); l != Listing::NotAsked)
                listEntries<api::Dataset>(m_datasetsListing, l == Listing::Complete);
            break;
        case Kind::Unknown:
            break; // a list this console does not show
        }
    }
}

void Session::relist(bool catalogueToo)
{
    if (!m_running)
        return;
    ++m_generation; // events of an older stream no longer apply
    if (m_stream)
        m_client.transport().cancel(m_stream);
    m_stream = 0;
    // The catalogue and the account: each answer stands on its own. The catalogue's short
    // lists until they have arrived, and again when the stream lost its place (a
    // `catalog.changed` may be among what was missed); not on every poll, since an accelerator
    // list that differs only in what is free now would re-index the Catalog page each time.
    // The long lists (models, data sets) only on `catalog.changed`.
    using Kind = api::CatalogKind;
    std::vector<Kind> kinds;
    if (catalogueToo || m_catalog.accelerators().empty())
        kinds.push_back(Kind::Accelerators);
    if (catalogueToo || m_catalog.images().empty())
        kinds.push_back(Kind::Images);
    if (catalogueToo || m_catalog.templates().empty())
        kinds.push_back(Kind::Templates);
    listCatalog(kinds);
    ListQuery all;
    all.pageSize = 1000;
    // The caller's role decides what the console offers; it does not change within a session.
    if (!m_caller) {
        m_client.call(ops::getMe(), this, [this](auto r) {
            if (r && !m_caller) {
                m_caller = std::move(r).value();
                Q_EMIT callerChanged();
            }
        });
    }
    m_client.call(ops::getBillingAccount(), this, [this](auto r) {
        if (r)
            m_billing.setAccount(std::move(r).value());
    });
    m_client.call(ops::listSnapshots(all), this, [this](auto r) {
        if (r)
            m_storage.replaceSnapshots(std::move(r->items));
    });
    m_client.call(ops::listVolumes(all), this, [this](auto r) {
        if (r)
            m_storage.replaceVolumes(std::move(r->items));
    });
    m_client.call(ops::listBudgets(all), this, [this](auto r) {
        if (r)
            m_billing.replaceBudgets(std::move(r->items));
    });
    // The organisation's rules; a platform without them answers 404: none apply.
    m_client.call(ops::getOrgPolicies(), this, [this](auto r) {
        if (r)
            m_billing.setPolicies(std::move(r).value());
    });
    // Alerts raised while the stream was not followed (a reset, a gap) are not in any other
    // list. A platform without the list answers 404: nothing to add.
    ListQuery recent;
    recent.pageSize = 200;
    m_client.call(ops::listAlerts(recent), this, [this](auto r) {
        if (r)
            m_billing.listAlerts(r->items);
    });
    listInstances();
}

void Session::listInstances()
{
    auto all = std::make_shared<std::vector<api::Instance>>();
    auto revision = std::make_shared<std::int64_t>(-1);
    const auto current
        = [this, generation = m_generation] { return generation == m_generation && m_running; };
    listPages<api::Instance>(
        m_client, this, &ops::listInstances, ListQuery{},
        [this, all, revision, current](api::Page<api::Instance> page, bool last) {
            if (!current())
                return false;
            if (*revision < 0)
                *revision = page.revision; // the list as of its first page; the stream follows
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*all));
            if (last)
                finishRelist(std::move(*all), *revision);
            return true;
        },
        [this, current](const api::ApiError &error) {
            if (!current())
                return;
            ++m_failures;
            m_listsWork = false;
            m_lastApiError = error;
            setState(m_instances.size() == 0 || m_failures >= kOfflineAfterFailures
                         ? State::Offline
                         : State::Degraded,
                     error.message);
            m_revision = -1; // relist when the platform is back
            scheduleReconnect();
        });
}

void Session::finishRelist(std::vector<api::Instance> instances, std::int64_t revision)
{
    m_listsWork = true;
    m_revision = revision;
    m_instances.replaceAll(std::move(instances), api::View::Basic);
    fetchDetails(); // the list may have left the one shown behind
    openStream();
}

void Session::wantDetails(const std::string &instanceId)
{
    m_detailsWanted = instanceId;
    fetchDetails();
}

void Session::fetchDetails()
{
    const std::string id = m_detailsWanted;
    if (!m_running || id.empty() || id == m_detailsFetching || !m_instances.find(id)
        || m_instances.isComplete(id))
        return;
    m_detailsFetching = id;
    m_client.call(ops::getInstance(id), this, [this, id](api::Result<api::Instance> r) {
        if (m_detailsFetching == id)
            m_detailsFetching.clear();
        const api::Instance *held = m_instances.find(id);
        // Gone meanwhile, or a failure (the basic record stays; the next ask tries again).
        if (!r || !held)
            return;
        // An event may have brought a newer whole record while this one travelled.
        if (r->revision < held->revision
            || (r->revision == held->revision && m_instances.isComplete(id)))
            return fetchDetails();
        m_instances.put(std::move(r).value());
        fetchDetails(); // another instance may be wanted by now
    });
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
                // Metrics batches are not replayed on resume: the seconds missed are
                // fetched when the first batch says up to when (applyMetrics).
            }
        });
    };
    r.onData = [parser](std::string_view bytes) { return parser->feed(bytes); };
    m_stream = m_client.transport().start(std::move(r), [via, guard, generation,
                                                         opened](HttpResponse response) {
        const std::string why = response.status != 0 && response.status != 200
                                    ? "the event stream answered " + std::to_string(response.status)
                                    : response.error;
        // The whole error too, so that views can say it in their words (a certificate not
        // trusted, nothing listening) rather than curl's.
        auto error
            = response.cancelled || response.status == 200 ? std::nullopt : errorOf(response);
        later(via, guard, [guard, generation, opened, why, error = std::move(error)] {
            if (guard->m_generation != generation)
                return;
            guard->m_stream = 0;
            guard->m_lastError = why;
            if (error)
                guard->m_lastApiError = error;
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
        relist(true); // the server says our position is gone, with or without an id
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
            relist(true); // a gap: something was missed
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

void Session::fetchHistory(const std::string &instanceId,
                           std::int64_t from,
                           std::int64_t step,
                           std::optional<std::int64_t> to)
{
    std::map<std::string, std::string> query{{"from", api::formatRfc3339(api::Timestamp{from})},
                                             {"step", std::to_string(step)}};
    if (to)
        query.emplace("to", api::formatRfc3339(api::Timestamp{*to}));
    m_client.call(ops::getInstanceMetrics(instanceId, query), this,
                  [this, instanceId](api::Result<api::MetricSeries> r) {
                      if (r)
                          m_instances.addHistory(instanceId, *r);
                  });
}

void Session::backfillGaps(std::int64_t until)
{
    // From the last sample on; at 1 s while that fits the per-second ring. A stream back
    // within the second missed nothing.
    for (const auto &[id, latest] : m_instances.historiesToBackfill()) {
        if (latest + 1 < until)
            fetchHistory(id, latest + 1, 1, until);
    }
}

void Session::applyMetrics(const api::MetricsBatch &batch)
{
    if (m_streamDropped) {
        m_streamDropped = false;
        backfillGaps(batch.t.unixSeconds);
    }
    m_platformTime = std::max(m_platformTime, batch.t.unixSeconds);
    m_instances.record(batch);
}

void Session::apply(const std::string &type, const std::string &data)
{
    // Each event to the store of its domain; deletions carry only the id (a tombstone).
    const bool deleted = type.ends_with(".deleted");
    const auto removed = [&](auto remove) {
        if (auto t = api::decode<api::Tombstone>(data))
            remove(t->id);
    };
    const auto put = [&]<class T>(auto &store) {
        if (auto item = api::decode<T>(data))
            store.put(std::move(item).value());
    };
    if (type == "instance.updated" || type == "instance.deleted") {
        if (deleted)
            removed([this](const std::string &id) { m_instances.remove(id); });
        else
            put.operator()<api::Instance>(m_instances);
    } else if (type.starts_with("snapshot.")) {
        if (deleted)
            removed([this](const std::string &id) { m_storage.removeSnapshot(id); });
        else
            put.operator()<api::Snapshot>(m_storage);
    } else if (type.starts_with("volume.")) {
        if (deleted)
            removed([this](const std::string &id) { m_storage.removeVolume(id); });
        else
            put.operator()<api::Volume>(m_storage);
    } else if (type.starts_with("budget.")) {
        if (deleted)
            removed([this](const std::string &id) { m_billing.removeBudget(id); });
        else
            put.operator()<api::Budget>(m_billing);
    } else if (type == "policies.updated") {
        if (auto p = api::decode<api::OrgPolicies>(data))
            m_billing.setPolicies(std::move(*p));
    } else if (type == "operation.updated") {
        put.operator()<api::Operation>(m_instances);
    } else if (type == "alert") {
        if (auto a = api::decode<api::Alert>(data))
            m_billing.raise(*a);
    } else if (type == "catalog.changed") {
        if (auto c = api::decode<api::CatalogChange>(data))
            listCatalog(c->kinds);
    }
}

void Session::applyBillingTick(const api::BillingTick &tick)
{
    m_platformTime = std::max(m_platformTime, tick.account.asOf.unixSeconds);
    // Costs first: a view refreshing on accountChanged (the details header) reads them too.
    m_instances.applyCosts(tick.instances);
    m_billing.applyBudgetSpend(tick.budgets);
    m_billing.setAccount(tick.account);
}

} // namespace polychip::client
