// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The domain stores alone: what each signal says and when, and the lookups by id.
#include "billingstore.h"
#include "catalogstore.h"
#include "instancestore.h"
#include "offthread.h"
#include "storagestore.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

using namespace polychip;
using client::InstanceStore;

namespace {

api::Instance instance(const std::string &id,
                       api::InstanceState state = api::InstanceState::Running)
{
    api::Instance i;
    i.id = id;
    i.name = id + "-name";
    i.state = state;
    i.backend = api::Backend::Gpu;
    i.accelerator = "h100";
    i.count = 1;
    return i;
}

api::Snapshot snapshot(const std::string &id, std::int64_t created, api::SnapshotState state)
{
    api::Snapshot s;
    s.id = id;
    s.createdAt = api::Timestamp{created};
    s.state = state;
    return s;
}

api::MetricsBatch batch(std::int64_t t, const std::vector<std::pair<std::string, double>> &tokens)
{
    api::MetricsBatch b;
    b.t = api::Timestamp{t};
    for (const auto &[id, value] : tokens) {
        api::MetricSample sample;
        sample.instanceId = id;
        sample.live.tokensPerS = value;
        b.samples.push_back(sample);
    }
    return b;
}

} // namespace

class StoresTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anInstanceChangeSaysWhatChanged()
    {
        InstanceStore store;
        QSignalSpy added(&store, &InstanceStore::instanceAdded);
        QSignalSpy changed(&store, &InstanceStore::instanceChanged);
        store.put(instance("i-1"));
        QCOMPARE(added.count(), 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(store.find("i-1")->name, std::string("i-1-name"));
        QVERIFY(!store.find("i-2"));

        auto same = instance("i-1");
        same.revision = 7; // a new revision alone is no change
        store.put(same);
        QCOMPARE(changed.count(), 0);

        auto moved = instance("i-1", api::InstanceState::Sleeping);
        moved.accelerator = "tpu-v5e";
        moved.name = "renamed";
        store.put(moved);
        QCOMPARE(changed.count(), 1);
        const unsigned mask = changed.at(0).at(1).toUInt();
        QCOMPARE(mask, unsigned(InstanceStore::StateChange | InstanceStore::PlacementChange
                                | InstanceStore::OtherChange));
        QCOMPARE(store.find("i-1")->name, std::string("renamed"));
    }

    void aBasicListKeepsWhatOnlyTheFullViewCarries()
    {
        InstanceStore store;
        api::Instance whole = instance("i-1");
        whole.endpoints.ssh = "ssh -p 22001 root@127.0.0.1";
        whole.autoSleep.enabled = true;
        whole.revision = 5;
        store.put(whole); // an event: the whole record
        QVERIFY(store.isComplete("i-1"));

        // The same revision in a basic list: nothing lost, still complete.
        api::Instance basic = whole;
        basic.endpoints = {};
        basic.autoSleep = {};
        store.replaceAll({basic, instance("i-2")}, api::View::Basic);
        QCOMPARE(store.find("i-1")->endpoints.ssh, whole.endpoints.ssh);
        QVERIFY(store.find("i-1")->autoSleep.enabled);
        QVERIFY(store.isComplete("i-1"));
        QVERIFY(!store.isComplete("i-2")); // only ever seen in a list

        // A newer revision: the basic fields are taken, the rest is kept but no longer known.
        basic.revision = 6;
        basic.name = "renamed";
        store.replaceAll({basic}, api::View::Basic);
        QCOMPARE(store.find("i-1")->name, std::string("renamed"));
        QCOMPARE(store.find("i-1")->endpoints.ssh, whole.endpoints.ssh);
        QVERIFY(!store.isComplete("i-1"));

        // A whole record completes it again, and says so even when nothing in it differs
        // (the settings form waits for it); a full list is complete throughout.
        whole.revision = 6;
        whole.name = "renamed";
        QSignalSpy changed(&store, &InstanceStore::instanceChanged);
        store.put(whole);
        QVERIFY(store.isComplete("i-1"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.at(0).at(1).toUInt() & InstanceStore::OtherChange);
        store.replaceAll({instance("i-3")}, api::View::Full);
        QVERIFY(store.isComplete("i-3"));
        QVERIFY(!store.isComplete("i-1"));
    }

    void aRemovedInstanceIsReadableWhileItsSignalIsDelivered()
    {
        InstanceStore store;
        store.put(instance("i-1"));
        bool seen = false;
        connect(&store, &InstanceStore::instanceRemoved, this,
                [&](const std::string &id) { seen = store.find(id) != nullptr; });
        store.remove("i-1");
        QVERIFY(seen);
        QVERIFY(!store.find("i-1"));
        QSignalSpy removed(&store, &InstanceStore::instanceRemoved);
        store.remove("i-1"); // gone already: nothing to say
        QCOMPARE(removed.count(), 0);
    }

    void samplesInAnyOrderFindTheirInstance()
    {
        // The store follows the batch's order from second to second; a batch in another order,
        // shorter or longer, with an instance gone or unknown, still puts each sample where it
        // belongs.
        InstanceStore store;
        store.replaceAll({instance("i-1"), instance("i-2"), instance("i-3")});
        store.record(batch(100, {{"i-1", 1}, {"i-2", 2}, {"i-3", 3}}));
        store.record(batch(101, {{"i-3", 30}, {"x", 9}, {"i-1", 10}, {"i-2", 20}}));
        QCOMPARE(store.find("i-1")->live.tokensPerS, 10.0);
        QCOMPARE(store.find("i-2")->live.tokensPerS, 20.0);
        QCOMPARE(store.find("i-3")->live.tokensPerS, 30.0);
        store.remove("i-2");
        store.record(batch(102, {{"i-3", 31}, {"i-2", 21}}));
        QCOMPARE(store.find("i-3")->live.tokensPerS, 31.0);
        QVERIFY(!store.metrics("i-2"));
        store.record(batch(103, {{"i-3", 32}, {"i-1", 11}}));
        QCOMPARE(store.find("i-1")->live.tokensPerS, 11.0);
        const auto points
            = store.metrics("i-1")->range(client::MetricHistory::TokensPerS, 100, 104, 1);
        QCOMPARE(points.size(), std::size_t(3)); // 100, 101 and 103: not 102
        QCOMPARE(points.back().mean, 11.0f);
        QCOMPARE(store.metrics("i-3")->latest(), std::int64_t(103));
    }

    void framesAreReservedForTheInstancesThatStream()
    {
        // Running instances send samples every second: their columns are made room for at
        // once. A stopped one costs nothing until its history is read.
        InstanceStore store;
        std::vector<api::Instance> list;
        for (int k = 0; k < 70; ++k)
            list.push_back(instance("r-" + std::to_string(k)));
        for (int k = 0; k < 500; ++k)
            list.push_back(instance("s-" + std::to_string(k), api::InstanceState::Stopped));
        store.replaceAll(list, api::View::Basic);
        store.record(batch(100, {{"r-0", 1}}));
        store.addHistory("s-0", {});
        const auto histories = store.takeMetricHistories();
        QCOMPARE(histories.columns.size(), std::size_t(2));
        QVERIFY2(histories.frames->capacity() >= 70 && histories.frames->capacity() < 100,
                 qPrintable(QString::number(histories.frames->capacity())));
    }

    void metricsGoToTheInstanceAndItsHistory()
    {
        InstanceStore store;
        store.replaceAll({instance("i-1"), instance("i-2")});
        QSignalSpy seconds(&store, &InstanceStore::metricsUpdated);
        store.record(batch(100, {{"i-1", 42}, {"unknown", 1}}));
        QCOMPARE(seconds.count(), 1);
        QCOMPARE(seconds.at(0).at(0).toLongLong(), qlonglong(100));
        QCOMPARE(store.find("i-1")->live.tokensPerS, 42.0);
        QVERIFY(store.metrics("i-1"));
        QCOMPARE(store.metrics("i-1")->latest(), std::int64_t(100));
        QVERIFY(!store.metrics("i-2")); // a history only for what has samples
        QVERIFY(!store.metrics("unknown"));

        // A new instance gets its samples from the next second on.
        store.put(instance("i-3"));
        store.record(batch(101, {{"i-3", 7}}));
        QCOMPARE(store.find("i-3")->live.tokensPerS, 7.0);

        // A relist drops the histories of instances that are gone, and says so once.
        QSignalSpy replaced(&store, &InstanceStore::replaced);
        store.replaceAll({instance("i-3")});
        QCOMPARE(replaced.count(), 1);
        QVERIFY(!store.metrics("i-1"));
        QVERIFY(store.metrics("i-3"));
        QCOMPARE(store.size(), std::size_t(1));
    }

    void minutesAreKeptForTheInstancesWatched()
    {
        InstanceStore store;
        store.replaceAll({instance("i-1"), instance("i-2"), instance("i-3")});
        // Watched before its first sample: its column keeps minutes from when it is made.
        store.watchHistory("i-3");
        store.watchHistory("i-1");
        store.watchHistory("i-1"); // two charts on it
        const std::int64_t start = 60 * 40'000;
        for (std::int64_t t = start; t < start + 1200; ++t)
            store.record(batch(t, {{"i-1", 1}, {"i-2", 2}, {"i-3", 3}}));
        const auto minutesOf = [&](const std::string &id) {
            return store.metrics(id)->range(client::MetricHistory::TokensPerS, start, start + 600,
                                            60);
        };
        QCOMPARE(minutesOf("i-1").size(), std::size_t(10));
        QCOMPARE(minutesOf("i-3").size(), std::size_t(10));
        QVERIFY(minutesOf("i-2").empty()); // its last ten minutes' seconds only
        QCOMPARE(store.metrics("i-2")
                     ->range(client::MetricHistory::TokensPerS, start + 600, start + 1200, 1)
                     .size(),
                 std::size_t(600));
        // One of the two charts goes: the other still has them; the last one: they go.
        store.unwatchHistory("i-1");
        QCOMPARE(minutesOf("i-1").size(), std::size_t(10));
        store.unwatchHistory("i-1");
        QVERIFY(minutesOf("i-1").empty());
        store.unwatchHistory("i-1"); // once too often: nothing happens
        QVERIFY(minutesOf("i-1").empty());
    }

    void whatTakesLongToFreeIsFreedOnAWorker()
    {
        // The catalogue's 100,000 entries are let go when a session ends: not on its thread.
        struct Noted
        {
            std::shared_ptr<QThread *> where = std::make_shared<QThread *>(nullptr);
            ~Noted()
            {
                if (where)
                    *where = QThread::currentThread();
            }
            Noted() = default;
            Noted(Noted &&other) noexcept
                : where(std::exchange(other.where, {}))
            {}
        };
        Noted noted;
        const auto where = noted.where;
        client::destroyOnWorker(std::move(noted));
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QVERIFY(*where != nullptr);
        QVERIFY(*where != QThread::currentThread());
    }

    void costsAreOneSignalAndOnlyWhenTheyMove()
    {
        InstanceStore store;
        store.replaceAll({instance("i-1"), instance("i-2")});
        QSignalSpy costs(&store, &InstanceStore::costsUpdated);
        QSignalSpy changed(&store, &InstanceStore::instanceChanged);
        store.applyCosts({{"i-1", 1500, 30}, {"i-2", 10, 30}, {"gone", 5, 5}});
        QCOMPARE(costs.count(), 1);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(store.find("i-1")->costMicros, std::int64_t(1500));
        QCOMPARE(store.find("i-2")->billedSeconds, std::int64_t(30));
        store.applyCosts({{"i-1", 1500, 30}});
        QCOMPARE(costs.count(), 1); // the same figures: nothing moved
    }

    void operationsAndHistories()
    {
        InstanceStore store;
        auto i = instance("i-1");
        i.operationId = "op-1";
        store.put(i);
        QVERIFY(!store.runningOperation(*store.find("i-1")));
        api::Operation op;
        op.id = "op-1";
        op.instanceId = "i-1";
        QSignalSpy operations(&store, &InstanceStore::operationChanged);
        store.put(op);
        QCOMPARE(operations.count(), 1);
        QCOMPARE(store.runningOperation(*store.find("i-1")), store.operation("op-1"));
        op.done = true;
        store.put(op);
        QVERIFY(!store.runningOperation(*store.find("i-1")));

        api::MetricSeries series;
        series.instanceId = "i-1";
        series.step = 1;
        series.t = {api::Timestamp{50}, api::Timestamp{51}};
        series.tokensPerS = std::vector<double>{1, 2};
        QSignalSpy fetched(&store, &InstanceStore::historyFetched);
        store.addHistory("gone", series); // an instance deleted meanwhile
        QCOMPARE(fetched.count(), 0);
        store.addHistory("i-1", series);
        QCOMPARE(fetched.count(), 1);
        QCOMPARE(store.metrics("i-1")->latest(), std::int64_t(51));
        const auto backfill = store.historiesToBackfill();
        QCOMPARE(backfill.size(), std::size_t(1));
        QCOMPARE(backfill.front().second, std::int64_t(51));

        // Handed to the next session and back.
        auto histories = store.takeMetricHistories();
        QVERIFY(!store.metrics("i-1"));
        InstanceStore next;
        next.adoptMetricHistories(std::move(histories));
        next.replaceAll({instance("i-1")});
        QCOMPARE(next.metrics("i-1")->latest(), std::int64_t(51));
    }

    void storageLookupsAndTheNewestSnapshot()
    {
        client::StorageStore store;
        QSignalSpy changed(&store, &client::StorageStore::changed);
        store.replaceSnapshots({snapshot("s-1", 100, api::SnapshotState::Ready),
                                snapshot("s-2", 300, api::SnapshotState::Creating),
                                snapshot("s-3", 200, api::SnapshotState::Ready)});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(store.newest({"s-1", "s-2", "s-3"}, true)->id, std::string("s-3"));
        QCOMPARE(store.newest({"s-1", "s-2", "s-3"}, false)->id, std::string("s-2"));
        QCOMPARE(store.newest({"s-1", "missing"}, true)->id, std::string("s-1"));
        QVERIFY(!store.newest({"s-2"}, true));
        QVERIFY(!store.newest({}, false));
        store.removeSnapshot("s-3");
        QCOMPARE(changed.count(), 2);
        QVERIFY(!store.snapshot("s-3"));
        store.removeSnapshot("s-3");
        QCOMPARE(changed.count(), 2);
        api::Volume v;
        v.id = "v-1";
        v.name = "data";
        store.put(v);
        QCOMPARE(store.volume("v-1")->name, std::string("data"));
        QCOMPARE(changed.count(), 3);
    }

    void aNewModelListingReplacesTheOldAtOnce()
    {
        using Listing = client::CatalogStore::Listing;
        client::CatalogStore catalog;
        const auto model = [](const char *id) {
            api::Model m;
            m.id = id;
            return m;
        };
        catalog.beginModels();
        catalog.addModels({model("a"), model("b")}, true);
        QSignalSpy changed(&catalog, &client::CatalogStore::modelsChanged);
        catalog.replaceModels({model("a"), model("b")});
        QCOMPARE(changed.count(), 0); // the same list: no signal, no reindex
        catalog.replaceModels({model("b"), model("c"), model("b")});
        QCOMPARE(changed.count(), 1); // one signal, never a half list
        QCOMPARE(catalog.modelsListing(), Listing::Complete);
        QCOMPARE(catalog.models().size(), std::size_t(2)); // a repeated entry once
        QVERIFY(!catalog.model("a"));
        QCOMPARE(catalog.model("c")->id, std::string("c"));
    }

    void catalogAndBilling()
    {
        client::CatalogStore catalog;
        QVERIFY(!catalog.accelerator("h100"));
        api::Accelerator h100;
        h100.id = "h100";
        api::Template t;
        t.id = "tpl-a";
        QSignalSpy catalogChanged(&catalog, &client::CatalogStore::changed);
        catalog.setAccelerators({h100});
        catalog.setTemplates({t});
        QCOMPARE(catalogChanged.count(), 2);
        // Listed again the same (a relist): nothing for the views to redo.
        catalog.setAccelerators({h100});
        catalog.setTemplates({t});
        QCOMPARE(catalogChanged.count(), 2);
        QCOMPARE(catalog.accelerator("h100")->id, std::string("h100"));
        QCOMPARE(catalog.findTemplate("tpl-a")->id, std::string("tpl-a"));
        QVERIFY(!catalog.findTemplate("tpl-b"));

        client::BillingStore billing;
        QCOMPARE(billing.currency(), std::string("CNY")); // before the account arrives
        QSignalSpy account(&billing, &client::BillingStore::accountChanged);
        api::Account a;
        a.currency = "USD";
        billing.setAccount(a);
        QCOMPARE(account.count(), 1);
        QCOMPARE(billing.currency(), std::string("USD"));
        QSignalSpy budgets(&billing, &client::BillingStore::budgetsChanged);
        api::Budget b;
        b.id = "b-1";
        billing.replaceBudgets({b});
        QVERIFY(billing.budget("b-1"));
        billing.removeBudget("b-1");
        QVERIFY(!billing.budget("b-1"));
        QCOMPARE(budgets.count(), 2);
        // The policies: told when they change, not when listed again the same, and an answer
        // older than an event already applied is not taken.
        QSignalSpy policies(&billing, &client::BillingStore::policiesChanged);
        api::OrgPolicies p;
        p.revision = 7;
        p.maxRuntimeWithoutStopS = 3600;
        billing.setPolicies(p);
        billing.setPolicies(p);
        api::OrgPolicies older = p;
        older.revision = 5;
        older.maxRuntimeWithoutStopS = 60;
        billing.setPolicies(older);
        QCOMPARE(policies.count(), 1);
        QCOMPARE(billing.policies(), p);
        billing.setPolicies(api::OrgPolicies{}); // a reset: none again
        QCOMPARE(policies.count(), 2);
        QSignalSpy alerts(&billing, &client::BillingStore::alertRaised);
        api::Alert alert;
        alert.id = "al-1";
        billing.raise(alert);
        QCOMPARE(alerts.count(), 1);
    }
};

QTEST_GUILESS_MAIN(StoresTest)
#include "tst_stores.moc"
