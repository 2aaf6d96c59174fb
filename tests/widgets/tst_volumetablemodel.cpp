// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Storage page's table model on its own, over stores filled by hand: its rows follow the
// storage store narrowly (inserted, removed, changed), "attached to" names the instance, the
// cost follows the one documented price, and it passes QAbstractItemModelTester throughout.
#include "storage/volumetablemodel.h"

#include "instancestore.h"
#include "storagestore.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace polychip;
using ui::VolumeTableModel;

namespace {

api::Volume volume(const std::string &id,
                   const std::string &name,
                   std::int64_t gib,
                   std::optional<std::string> attachedTo = {})
{
    api::Volume v;
    v.id = id;
    v.name = name;
    v.sizeGib = gib;
    v.state = attachedTo ? api::VolumeState::Attached : api::VolumeState::Available;
    v.attachedInstanceId = std::move(attachedTo);
    v.region = "cn-east";
    v.userId = "usr_dev";
    v.createdAt.unixSeconds = 1'790'000'000 + gib;
    return v;
}

api::Instance instance(const std::string &id, const std::string &name)
{
    api::Instance i;
    i.id = id;
    i.name = name;
    i.state = api::InstanceState::Running;
    i.region = "cn-east";
    return i;
}

QString cell(const VolumeTableModel &m, int row, int column, int role = Qt::DisplayRole)
{
    return m.index(row, column).data(role).toString();
}

} // namespace

class VolumeTableModelTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void rowsFollowTheStoreNarrowly()
    {
        client::StorageStore storage;
        client::InstanceStore instances;
        storage.replaceVolumes({volume("vol_2", "data", 200), volume("vol_4", "ckpt", 50)});
        VolumeTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStores(&storage, &instances);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(VolumeTableModel::ColumnCount));
        QCOMPARE(cell(model, 0, VolumeTableModel::IdColumn), QStringLiteral("vol_2"));

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        // A new one goes where its id puts it, one row.
        storage.put(volume("vol_3", "scratch", 10));
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.front().at(1).toInt(), 1);
        QCOMPARE(cell(model, 1, VolumeTableModel::NameColumn), QStringLiteral("scratch"));
        QVERIFY(changed.isEmpty());

        // A change: that row's cells only.
        storage.put(volume("vol_4", "ckpt", 80));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.front().at(0).toModelIndex().row(), 2);
        QCOMPARE(changed.front().at(1).toModelIndex().row(), 2);
        QCOMPARE(cell(model, 2, VolumeTableModel::SizeColumn), QStringLiteral("80 GiB"));

        // Gone: its row only.
        storage.removeVolume("vol_2");
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.front().at(1).toInt(), 0);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowOf("vol_4"), 1);
        QCOMPARE(model.rowOf("vol_2"), -1);

        // A whole new list (a relist) with nothing changed: no signal at all.
        changed.clear();
        inserted.clear();
        removed.clear();
        storage.replaceVolumes({volume("vol_3", "scratch", 10), volume("vol_4", "ckpt", 80)});
        QVERIFY(changed.isEmpty());
        QVERIFY(inserted.isEmpty());
        QVERIFY(removed.isEmpty());
        QVERIFY(reset.isEmpty());

        // The store going away leaves an empty table.
        model.setStores(nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void attachedToNamesTheInstance()
    {
        client::StorageStore storage;
        client::InstanceStore instances;
        instances.replaceAll({instance("ins_1", "llama-gpu")});
        storage.replaceVolumes(
            {volume("vol_1", "shared", 100, "ins_1"), volume("vol_2", "free", 5)});
        VolumeTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStores(&storage, &instances);
        QCOMPARE(cell(model, 0, VolumeTableModel::AttachedColumn), QStringLiteral("llama-gpu"));
        QCOMPARE(cell(model, 0, VolumeTableModel::AttachedColumn, Qt::ToolTipRole),
                 QStringLiteral("ins_1"));
        QCOMPARE(cell(model, 0, VolumeTableModel::AttachedColumn, VolumeTableModel::AttachedIdRole),
                 QStringLiteral("ins_1"));
        QCOMPARE(cell(model, 0, VolumeTableModel::StateColumn), QStringLiteral("Attached"));
        QCOMPARE(cell(model, 1, VolumeTableModel::AttachedColumn), QStringLiteral("—"));
        QVERIFY(cell(model, 1, VolumeTableModel::AttachedColumn, Qt::ToolTipRole)
                    .contains(QLatin1String("cn-east")));
        QCOMPARE(cell(model, 0, 0, VolumeTableModel::OwnerRole), QStringLiteral("usr_dev"));

        // Renamed: the "attached to" cell of its volume, nothing else.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        api::Instance renamed = instance("ins_1", "llama-npu");
        renamed.revision = 2;
        instances.put(renamed);
        QVERIFY(!changed.isEmpty());
        for (const auto &args : changed) {
            QCOMPARE(args.at(0).toModelIndex().row(), 0);
            QCOMPARE(args.at(0).toModelIndex().column(), int(VolumeTableModel::AttachedColumn));
            QCOMPARE(args.at(1).toModelIndex().column(), int(VolumeTableModel::AttachedColumn));
        }
        QCOMPARE(cell(model, 0, VolumeTableModel::AttachedColumn), QStringLiteral("llama-npu"));

        // An instance the console does not know (yet): its id.
        storage.put(volume("vol_2", "free", 5, "ins_9"));
        QCOMPARE(cell(model, 1, VolumeTableModel::AttachedColumn), QStringLiteral("ins_9"));
    }

    void costIsTheDocumentedPricePerMonth_data()
    {
        QTest::addColumn<qint64>("gib");
        QTest::addColumn<qint64>("micros");
        QTest::addColumn<QString>("text");
        // CNY 0.0014 per GiB-hour × 730 hours, in CNY whatever the account is billed in: the
        // price is known in that currency only.
        QTest::newRow("1 GiB") << qint64(1) << qint64(1'022'000) << QStringLiteral("¥1.02");
        QTest::newRow("100 GiB") << qint64(100) << qint64(102'200'000) << QStringLiteral("¥102.20");
        QTest::newRow("the largest")
            << qint64(1'000'000) << qint64(1'022'000'000'000) << QStringLiteral("¥1,022,000.00");
    }

    void costIsTheDocumentedPricePerMonth()
    {
        QFETCH(qint64, gib);
        QFETCH(qint64, micros);
        QFETCH(QString, text);
        QCOMPARE(VolumeTableModel::monthlyCostMicros(gib), micros);
        client::StorageStore storage;
        storage.replaceVolumes({volume("vol_1", "v", gib)});
        VolumeTableModel model;
        model.setStores(&storage, nullptr);
        QCOMPARE(cell(model, 0, VolumeTableModel::CostColumn), text);
        // Says it is an estimate, and from what.
        const QString basis = cell(model, 0, VolumeTableModel::CostColumn, Qt::ToolTipRole);
        QVERIFY2(basis.contains(QStringLiteral("¥0.0014")), qPrintable(basis));
        QCOMPARE(model.headerData(VolumeTableModel::CostColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString(),
                 basis);
    }

    void sortsOnRawValues()
    {
        client::StorageStore storage;
        storage.replaceVolumes({volume("vol_1", "b", 900), volume("vol_2", "A", 1000)});
        VolumeTableModel model;
        model.setStores(&storage, nullptr);
        // 900 < 1000 as numbers, not as text; names without case.
        const QVariant small
            = model.index(0, VolumeTableModel::SizeColumn).data(VolumeTableModel::SortRole);
        const QVariant large
            = model.index(1, VolumeTableModel::SizeColumn).data(VolumeTableModel::SortRole);
        QCOMPARE(QVariant::compare(small, large), QPartialOrdering::Less);
        QCOMPARE(cell(model, 1, VolumeTableModel::NameColumn, VolumeTableModel::SortRole),
                 QStringLiteral("a"));
        QCOMPARE(model.index(0, VolumeTableModel::CreatedColumn)
                     .data(VolumeTableModel::SortRole)
                     .toLongLong(),
                 1'790'000'900LL);
    }
};

QTEST_GUILESS_MAIN(VolumeTableModelTest)
#include "tst_volumetablemodel.moc"
