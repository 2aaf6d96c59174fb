// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancestore.h"

#include "api/codec.h"
#include "api/schemainfo.h"

#include <algorithm>

namespace polychip::client {

InstanceStore::~InstanceStore() = default;

unsigned InstanceStore::changesBetween(const api::Instance &a, const api::Instance &b)
{
    unsigned c = 0;
    if (a.state != b.state)
        c |= StateChange;
    // Values compared as values (the types' defaulted operator==): encoding both to JSON to
    // compare the text cost most of an event's handling.
    if (a.live != b.live)
        c |= LiveChange;
    if (a.costMicros != b.costMicros || a.billedSeconds != b.billedSeconds)
        c |= CostChange;
    if (a.backend != b.backend || a.accelerator != b.accelerator || a.count != b.count
        || a.region != b.region)
        c |= PlacementChange;
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
    if (rest != b)
        c |= OtherChange;
    return c;
}

const api::Operation *InstanceStore::runningOperation(const api::Instance &instance) const
{
    if (!instance.operationId)
        return nullptr;
    const api::Operation *op = m_operations.find(*instance.operationId);
    return op && !op->done ? op : nullptr;
}

std::optional<MetricHistory> InstanceStore::metrics(const std::string &instanceId) const
{
    const auto it = m_metrics.columns.find(instanceId);
    if (it == m_metrics.columns.end())
        return std::nullopt;
    return MetricHistory(*m_metrics.frames, it->second);
}

InstanceStore::MetricHistories InstanceStore::takeMetricHistories()
{
    forgetLiveSlots();
    return std::exchange(m_metrics, {std::make_unique<MetricFrames>(), {}});
}

void InstanceStore::adoptMetricHistories(MetricHistories histories)
{
    if (!histories.frames)
        histories = {std::make_unique<MetricFrames>(), {}};
    m_metrics = std::move(histories);
    forgetLiveSlots();
}

std::vector<std::pair<std::string, std::int64_t>> InstanceStore::historiesToBackfill() const
{
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto &[id, column] : m_metrics.columns) {
        const std::int64_t latest = m_metrics.frames->latest(column);
        if (latest < 0)
            continue;
        const api::Instance *i = m_instances.find(id);
        if (i && i->state == api::InstanceState::Running)
            out.emplace_back(id, latest);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void InstanceStore::forgetLiveSlots()
{
    m_liveIndex.clear();
    m_liveOrder.clear();
}

MetricFrames::Column InstanceStore::historyOf(const std::string &id)
{
    const auto [it, added] = m_metrics.columns.try_emplace(id, 0);
    if (added) {
        it->second = m_metrics.frames->addColumn();
        if (m_watchers.contains(id))
            m_metrics.frames->keepMinutes(it->second, true);
    }
    return it->second;
}

void InstanceStore::watchHistory(const std::string &instanceId)
{
    if (++m_watchers[instanceId] != 1)
        return;
    if (const auto it = m_metrics.columns.find(instanceId); it != m_metrics.columns.end())
        m_metrics.frames->keepMinutes(it->second, true);
}

void InstanceStore::unwatchHistory(const std::string &instanceId)
{
    const auto watched = m_watchers.find(instanceId);
    if (watched == m_watchers.end() || --watched->second > 0)
        return;
    m_watchers.erase(watched);
    if (const auto it = m_metrics.columns.find(instanceId); it != m_metrics.columns.end())
        m_metrics.frames->keepMinutes(it->second, false);
}

void InstanceStore::forgetHistory(const std::string &id)
{
    if (const auto it = m_metrics.columns.find(id); it != m_metrics.columns.end()) {
        m_metrics.frames->removeColumn(it->second);
        m_metrics.columns.erase(it);
    }
}

void InstanceStore::replaceAll(std::vector<api::Instance> instances, api::View view)
{
    std::unordered_set<std::string> complete;
    complete.reserve(instances.size());
    for (api::Instance &i : instances) {
        api::Instance *held = view == api::View::Basic ? m_instances.find(i.id) : nullptr;
        if (view == api::View::Full) {
            complete.insert(i.id);
        } else if (held) {
            // What the basic view leaves out is kept from before; it is still right when the
            // revision is (the full view's fields change only with a revision).
            api::copyFullViewFields(std::move(*held), i); // held is replaced below
            if (held->revision == i.revision && m_complete.contains(i.id))
                complete.insert(i.id);
        }
    }
    m_complete = std::move(complete);
    m_instances.replace(std::move(instances));
    forgetLiveSlots();
    for (auto it = m_metrics.columns.begin(); it != m_metrics.columns.end();) {
        if (m_instances.contains(it->first)) {
            ++it;
        } else {
            m_metrics.frames->removeColumn(it->second);
            it = m_metrics.columns.erase(it);
        }
    }
    // Room at once for the columns the next seconds bring (those of running instances), not
    // for every instance listed: a stopped one gets a column only when its history is read.
    const auto running = std::count_if(m_instances.all().begin(), m_instances.all().end(),
                                       [this](const auto &entry) {
                                           return entry.second.state == api::InstanceState::Running
                                                  && !m_metrics.columns.contains(entry.first);
                                       });
    m_metrics.frames->reserve(m_metrics.columns.size() + std::size_t(running));
    Q_EMIT replaced();
}

void InstanceStore::put(api::Instance instance)
{
    const std::string id = instance.id;
    // A record made whole is news even when nothing in it differs: views wait for it.
    const bool completed = m_complete.insert(id).second;
    api::Instance *held = m_instances.find(id);
    if (!held) {
        m_instances.put(std::move(instance));
        forgetLiveSlots(); // rebuilt at the next metrics second
        Q_EMIT instanceAdded(id);
        return;
    }
    const unsigned changes = changesBetween(*held, instance) | (completed ? OtherChange : 0u);
    *held = std::move(instance);
    if (changes)
        Q_EMIT instanceChanged(id, changes);
}

void InstanceStore::remove(const std::string &id)
{
    if (!m_instances.contains(id))
        return;
    // Told while it is still there: views may read it as they let go of it.
    Q_EMIT instanceRemoved(id);
    m_instances.erase(id);
    m_complete.erase(id);
    forgetLiveSlots();
    forgetHistory(id);
}

void InstanceStore::put(api::Operation operation)
{
    const std::string id = operation.id;
    m_operations.put(std::move(operation));
    Q_EMIT operationChanged(id);
}

void InstanceStore::record(const api::MetricsBatch &batch)
{
    if (m_liveIndex.empty() && !m_instances.empty()) {
        m_liveIndex.reserve(m_instances.size());
        for (const auto &[id, instance] : m_instances.all())
            m_liveIndex.emplace(id, m_instances.find(id));
    }
    if (m_liveOrder.size() != batch.samples.size())
        m_liveOrder.resize(batch.samples.size());
    // 10,000 samples a second on the GUI thread: per sample, one look at the next slot, one
    // write to the instance (its memory asked for a few samples ahead) and one to the second's
    // frame (columns in the order of the samples: a sequential write).
    constexpr std::size_t kAhead = 8;
    const std::int64_t t = batch.t.unixSeconds;
    MetricFrames &frames = *m_metrics.frames;
    for (std::size_t n = 0; n < batch.samples.size(); ++n) {
        const api::MetricSample &sample = batch.samples[n];
        LiveSlot &slot = m_liveOrder[n];
        if (slot.id != sample.instanceId) {
            const auto it = m_liveIndex.find(sample.instanceId);
            // A history only for what has samples (made at its first one).
            slot = it == m_liveIndex.end()
                       ? LiveSlot{sample.instanceId}
                       : LiveSlot{sample.instanceId, it->second, historyOf(sample.instanceId)};
        }
        if (n + kAhead < m_liveOrder.size() && m_liveOrder[n + kAhead].instance)
            __builtin_prefetch(&m_liveOrder[n + kAhead].instance->live, 1);
        if (!slot.instance)
            continue; // not (yet) listed
        slot.instance->live = sample.live;
        frames.record(slot.column, t, sample.live);
    }
    // One signal for the whole second, not one per instance: views refresh their live columns
    // in one go (10,000 instances a second).
    Q_EMIT metricsUpdated(t);
}

void InstanceStore::applyCosts(const std::vector<api::InstanceCost> &costs)
{
    // Costs tick every second without a revision: taken as they come, one signal for all.
    bool changed = false;
    for (const auto &cost : costs) {
        api::Instance *i = m_instances.find(cost.instanceId);
        if (!i)
            continue;
        if (i->costMicros != cost.costMicros || i->billedSeconds != cost.billedSeconds) {
            i->costMicros = cost.costMicros;
            i->billedSeconds = cost.billedSeconds;
            changed = true;
        }
    }
    if (changed)
        Q_EMIT costsUpdated();
}

void InstanceStore::addHistory(const std::string &id, const api::MetricSeries &series)
{
    if (!m_instances.contains(id))
        return;
    m_metrics.frames->backfill(historyOf(id), series);
    Q_EMIT historyFetched(id);
}

} // namespace polychip::client
