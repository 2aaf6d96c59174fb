// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancestore.h"

#include "api/codec.h"
#include "api/schemainfo.h"

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

const MetricHistory *InstanceStore::metrics(const std::string &instanceId) const
{
    const auto it = m_metrics.find(instanceId);
    return it == m_metrics.end() ? nullptr : it->second.get();
}

InstanceStore::MetricHistories InstanceStore::takeMetricHistories()
{
    forgetLiveSlots();
    return std::exchange(m_metrics, {});
}

void InstanceStore::adoptMetricHistories(MetricHistories histories)
{
    m_metrics = std::move(histories);
    forgetLiveSlots();
}

std::vector<std::pair<std::string, std::int64_t>> InstanceStore::historiesToBackfill() const
{
    std::vector<std::pair<std::string, std::int64_t>> out;
    for (const auto &[id, history] : m_metrics) {
        if (!history || history->latest() < 0)
            continue;
        const api::Instance *i = m_instances.find(id);
        if (i && i->state == api::InstanceState::Running)
            out.emplace_back(id, history->latest());
    }
    return out;
}

void InstanceStore::forgetLiveSlots()
{
    m_liveIndex.clear();
    m_liveOrder.clear();
}

MetricHistory &InstanceStore::historyOf(const std::string &id)
{
    auto &history = m_metrics[id];
    if (!history)
        history = std::make_unique<MetricHistory>();
    return *history;
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
    std::erase_if(m_metrics,
                  [this](const auto &entry) { return !m_instances.contains(entry.first); });
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
    m_metrics.erase(id);
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
    // write to the instance and one to its history, their memory asked for a few samples ahead.
    constexpr std::size_t kAhead = 8;
    for (std::size_t n = 0; n < batch.samples.size(); ++n) {
        const api::MetricSample &sample = batch.samples[n];
        LiveSlot &slot = m_liveOrder[n];
        if (slot.id != sample.instanceId) {
            const auto it = m_liveIndex.find(sample.instanceId);
            // A history only for what has samples (made at its first one).
            slot = it == m_liveIndex.end()
                       ? LiveSlot{sample.instanceId}
                       : LiveSlot{sample.instanceId, it->second, &historyOf(sample.instanceId)};
        }
        // Two steps: the history (for where its ring is) and the instance far ahead, the
        // ring's slot nearer.
        if (n + 2 * kAhead < m_liveOrder.size()) {
            const LiveSlot &far = m_liveOrder[n + 2 * kAhead];
            __builtin_prefetch(far.history);
            __builtin_prefetch(far.instance ? &far.instance->live : nullptr, 1);
        }
        if (n + kAhead < m_liveOrder.size() && m_liveOrder[n + kAhead].history)
            m_liveOrder[n + kAhead].history->prefetch(batch.t.unixSeconds);
        if (!slot.instance)
            continue; // not (yet) listed
        slot.instance->live = sample.live;
        slot.history->record(batch.t.unixSeconds, sample.live);
    }
    // One signal for the whole second, not one per instance: views refresh their live columns
    // in one go (10,000 instances a second).
    Q_EMIT metricsUpdated(batch.t.unixSeconds);
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
    historyOf(id).backfill(series);
    Q_EMIT historyFetched(id);
}

} // namespace polychip::client
