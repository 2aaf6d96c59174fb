// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The instances table's model and its sort/filter proxy, over a Session of a real polychip-sim.
#include "clienttestkit.h"
#include "instances/instancefiltermodel.h"
#include "instances/instancetablemodel.h"
#include "simtestclient.h"

#include "apiclient.h"
#include "session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::InstanceFilterModel;
using ui::InstanceTableModel;
namespace ops = client::ops;
using test::run;
using test::SimProcess;

namespace {

api::LaunchSpec labelled(const std::string &name, const std::string &project)
{
    auto spec = test::smallSpec(name);
    spec.labels["project"] = project;
    return spec;
}

/// The world of one test: a simulator, a developer's client and a live session.
struct World
{
    SimProcess sim{{"--rate-limit", "0", "--speed", "20"}};
    std::unique_ptr<ApiClient> client;
    std::unique_ptr<Session> session;

    bool start()
    {
        if (!sim.start())
            return false;
        const auto key = sim.key("org-a", "developer");
        client = std::make_unique<ApiClient>(Endpoint{sim.baseUrl(), key.id, key.secret, {}, {}});
        session = std::make_unique<Session>(*client);
        session->start();
        return QTest::qWaitFor([this] { return session->state() == Session::State::Live; }, 10000);
    }
};

/// The model on the session's stores, as the Instances page sets it.
void showStores(InstanceTableModel &model, const Session &session)
{
    model.setStores(&session.instances(), &session.catalog(), &session.billing());
}

int rowNamed(const QAbstractItemModel &m, const QString &name)
{
    for (int r = 0; r < m.rowCount(); ++r) {
        if (m.index(r, InstanceTableModel::NameColumn).data().toString() == name)
            return r;
    }
    return -1;
}

} // namespace

class InstanceTableModelTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void followsTheSession()
    {
        World w;
        QVERIFY(w.start());
        QVERIFY(run(*w.client, ops::createInstance(labelled("alpha", "nlp"))));
        InstanceTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        showStores(model, *w.session);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QCOMPARE(model.columnCount(), int(InstanceTableModel::ColumnCount));
        QCOMPARE(model.index(0, InstanceTableModel::NameColumn).data().toString(),
                 QStringLiteral("alpha"));
        QCOMPARE(model.index(0, InstanceTableModel::ProjectColumn).data().toString(),
                 QStringLiteral("nlp"));
        QVERIFY(!model.index(0, InstanceTableModel::StateColumn)
                     .data(Qt::DecorationRole)
                     .value<QIcon>()
                     .isNull());

        // A launch through the API appears as one inserted row.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const auto beta = run(*w.client, ops::createInstance(labelled("beta", "vision")));
        QVERIFY(beta);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 10000);
        QCOMPARE(inserted.count(), 1);
        const int row = model.rowOf(beta->instance.id);
        QCOMPARE(row, 1);
        QCOMPARE(model.index(row, 0).data(InstanceTableModel::IdRole).toString(),
                 QString::fromStdString(beta->instance.id));

        // Live numbers arrive, and the sparkline has points.
        QTRY_VERIFY_WITH_TIMEOUT(model.index(row, InstanceTableModel::TokensColumn)
                                         .data(InstanceTableModel::SortRole)
                                         .toDouble()
                                     > 0,
                                 30000);
        QTRY_VERIFY_WITH_TIMEOUT(model.index(row, InstanceTableModel::TokensColumn)
                                         .data(InstanceTableModel::SparklineRole)
                                         .value<QList<float>>()
                                         .size()
                                     >= 2,
                                 30000);
        QVERIFY(model.index(row, InstanceTableModel::UptimeColumn)
                    .data(InstanceTableModel::SortRole)
                    .toLongLong()
                >= 0);

        // Deleted on the server while selected: the row goes (after terminating). Whoever
        // watches the selection reads the row as it leaves (it used to be freed by then).
        InstanceFilterModel proxy;
        proxy.setSourceModel(&model);
        QTableView view;
        view.setModel(&proxy);
        view.selectionModel()->select(proxy.mapFromSource(model.index(row, 0)),
                                      QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QStringList seen;
        connect(view.selectionModel(), &QItemSelectionModel::selectionChanged, &view, [&] {
            for (const QModelIndex &i : view.selectionModel()->selectedRows())
                seen << i.data(InstanceTableModel::IdRole).toString();
        });
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QVERIFY(run(*w.client, ops::deleteInstance(beta->instance.id)));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 30000);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowOf(beta->instance.id), -1);
        QVERIFY(view.selectionModel()->selectedRows().isEmpty());

        // Dropping the stores empties the model; so does the session going away with them
        // (its stores go in reverse order: the model must not touch the ones already gone).
        model.setStores(nullptr, nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
        showStores(model, *w.session);
        QCOMPARE(model.rowCount(), 1);
        w.session.reset();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.index(0, 0).isValid());
    }

    void aTickIsOneDataChanged()
    {
        World w;
        QVERIFY(w.start());
        for (int i = 0; i < 6; ++i)
            QVERIFY(run(*w.client, ops::createInstance(test::smallSpec("t" + std::to_string(i)))));
        InstanceTableModel model;
        showStores(model, *w.session);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 6, 10000);
        // Wait until all run, so every metrics second touches every row.
        QTRY_VERIFY_WITH_TIMEOUT(
            std::all_of(
                w.session->instances().all().begin(), w.session->instances().all().end(),
                [](const auto &e) { return e.second.state == api::InstanceState::Running; }),
            60000);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy ticks(&w.session->instances(), &client::InstanceStore::metricsUpdated);
        QVERIFY(ticks.wait(10000));
        // The samples of one second arrive as one metricsUpdated and leave as one range (other
        // events between two seconds may add their own, but never one per row).
        changed.clear();
        QVERIFY(ticks.wait(10000));
        QVERIFY(changed.count() >= 1);
        QVERIFY(changed.count() < 6);
        const bool oneRange = std::any_of(changed.begin(), changed.end(), [](const auto &args) {
            const auto topLeft = args.at(0).template value<QModelIndex>();
            const auto bottomRight = args.at(1).template value<QModelIndex>();
            return topLeft.row() == 0 && bottomRight.row() == 5
                   && topLeft.column() <= InstanceTableModel::TokensColumn
                   && bottomRight.column() >= InstanceTableModel::UptimeColumn;
        });
        QVERIFY(oneRange);
    }

    void costFollowsThePlatformLive()
    {
        // The platform bills every second; a billing tick carries every instance's cost, and
        // the column follows it in one range (not only on a relist).
        World w;
        QVERIFY(w.start());
        const auto launched = run(*w.client, ops::createInstance(test::smallSpec("meter")));
        QVERIFY(launched);
        const std::string id = launched->instance.id;
        InstanceTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        showStores(model, *w.session);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(w.session->instances().all().at(id).state,
                                  api::InstanceState::Running, 60000);
        const QModelIndex cost = model.index(model.rowOf(id), InstanceTableModel::CostColumn);
        const qint64 before = cost.data(InstanceTableModel::SortRole).toLongLong();
        const QString shownBefore = cost.data().toString();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy relisted(&w.session->instances(), &client::InstanceStore::replaced);

        const auto admin = w.sim.key("org-a", "admin");
        ApiClient adminClient(Endpoint{w.sim.baseUrl(), admin.id, admin.secret, {}, {}});
        QVERIFY(run(adminClient, ops::advanceSimClock(api::ClockAdvance{120})));

        // Two minutes of a running instance: its cost grows, without F5 or a reconnect (and
        // without a state change, whose instance.updated would carry the cost anyway).
        QTRY_VERIFY_WITH_TIMEOUT(cost.data(InstanceTableModel::SortRole).toLongLong() > before,
                                 10000);
        QVERIFY(cost.data().toString() != shownBefore);
        QCOMPARE(relisted.count(), 0);
        QCOMPARE(w.session->instances().all().at(id).costMicros,
                 cost.data(InstanceTableModel::SortRole).toLongLong());
        // Told as the Cost column alone (narrow), never as a reset.
        const bool costOnly = std::any_of(changed.begin(), changed.end(), [](const auto &args) {
            const auto topLeft = args.at(0).template value<QModelIndex>();
            const auto bottomRight = args.at(1).template value<QModelIndex>();
            return topLeft.column() == InstanceTableModel::CostColumn
                   && bottomRight.column() == InstanceTableModel::CostColumn;
        });
        QVERIFY(costOnly);
        // And it agrees with the platform's own figure to within what a few seconds bill.
        const auto fresh = run(*w.client, ops::getInstance(id));
        QVERIFY(fresh);
        QVERIFY(fresh->costMicros >= w.session->instances().all().at(id).costMicros);
    }

    void filtersAndKeepsOrderBetweenTicks()
    {
        World w;
        QVERIFY(w.start());
        QVERIFY(run(*w.client, ops::createInstance(labelled("gamma", "nlp"))));
        QVERIFY(run(*w.client, ops::createInstance(labelled("alpha", "vision"))));
        const auto beta = run(*w.client, ops::createInstance(labelled("beta", "nlp")));
        QVERIFY(beta);
        InstanceTableModel model;
        InstanceFilterModel proxy;
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.setReorderDelay(std::chrono::milliseconds(200));
        showStores(model, *w.session);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 3, 10000);
        proxy.sort(InstanceTableModel::NameColumn);
        QCOMPARE(proxy.index(0, InstanceTableModel::NameColumn).data().toString(),
                 QStringLiteral("alpha"));
        QCOMPARE(proxy.index(2, InstanceTableModel::NameColumn).data().toString(),
                 QStringLiteral("gamma"));

        // Text: every word must match (name, labels...).
        proxy.setText(QStringLiteral("project=nlp MA"));
        QCOMPARE(proxy.rowCount(), 1); // gamma: beta has no "ma", alpha is in vision
        proxy.setText(QStringLiteral("GAMMA"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setText({});
        proxy.setProject(QStringLiteral("vision"));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, InstanceTableModel::NameColumn).data().toString(),
                 QStringLiteral("alpha"));
        proxy.setProject({});
        proxy.setBackend(api::Backend::Tpu);
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(proxy.isFiltering());
        proxy.setBackend(std::nullopt);
        QVERIFY(!proxy.isFiltering());
        QCOMPARE(proxy.rowCount(), 3);

        // A state filter catches up with a state change (after the reorder delay).
        QTRY_COMPARE_WITH_TIMEOUT(w.session->instances().all().at(beta->instance.id).state,
                                  api::InstanceState::Running, 60000);
        proxy.setStateFilter(InstanceFilterModel::StateFilter::Running);
        const int running = proxy.rowCount();
        QVERIFY(running >= 1);
        QVERIFY(rowNamed(proxy, QStringLiteral("beta")) >= 0);
        QVERIFY(run(*w.client, ops::stopInstance(beta->instance.id)));
        QTRY_COMPARE_WITH_TIMEOUT(rowNamed(proxy, QStringLiteral("beta")), -1, 30000);
        proxy.setStateFilter(InstanceFilterModel::StateFilter::All);

        // Sorted by a live column, ticks do not move rows; refresh() does.
        proxy.sort(InstanceTableModel::TokensColumn, Qt::DescendingOrder);
        proxy.setReorderDelay(std::chrono::hours(1));
        QSignalSpy layout(&proxy, &QAbstractItemModel::layoutChanged);
        QSignalSpy ticks(&w.session->instances(), &client::InstanceStore::metricsUpdated);
        QVERIFY(ticks.wait(10000));
        QVERIFY(ticks.wait(10000));
        QCOMPARE(layout.count(), 0);
        proxy.refresh();
        QCOMPARE(layout.count(), 1);
        for (int r = 1; r < proxy.rowCount(); ++r) {
            QVERIFY(proxy.index(r - 1, InstanceTableModel::TokensColumn)
                        .data(InstanceTableModel::SortRole)
                        .toDouble()
                    >= proxy.index(r, InstanceTableModel::TokensColumn)
                           .data(InstanceTableModel::SortRole)
                           .toDouble());
        }
    }
};

QTEST_MAIN(InstanceTableModelTest)
#include "tst_instancetablemodel.moc"
