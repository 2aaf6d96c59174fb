// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "physics.h"

#include <QTest>

#include <cmath>

using namespace polychip;
using api::WorkloadKind;

namespace {

sim::ChipSpec chip(double bf16, double int8, double memGib, double bwTbps, double mfu, double loss)
{
    sim::ChipSpec c;
    c.id = "test-chip";
    c.backend = api::Backend::Gpu;
    c.peakTflops = {{"bf16", bf16}, {"int8", int8}};
    c.memoryGib = memGib;
    c.bandwidthTbps = bwTbps;
    c.mfu = mfu;
    c.scalingLossPerDoubling = loss;
    c.allowedCounts = {1, 2, 4, 8, 16};
    return c;
}

sim::Workload workload(WorkloadKind kind, double paramsB, bool int8 = false, double batch = 16)
{
    return {kind, paramsB * 1e9, int8, batch};
}

} // namespace

/** The throughput and memory model of physics.h, on synthetic chips with round numbers. */
class PhysicsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scaling()
    {
        const auto c = chip(100, 200, 80, 2, 0.5, 0.05);
        QCOMPARE(sim::scalingEfficiency(c, 1), 1.0);
        QCOMPARE(sim::scalingEfficiency(c, 8), 1.0 / 1.15);
        QVERIFY(sim::scalingEfficiency(c, 16) < sim::scalingEfficiency(c, 8));
    }

    void trainingFormula()
    {
        // 8 chips x 100 TFLOPS x 0.5 MFU x 1/1.15 / (6 x 1e9) tokens/s.
        const auto c = chip(100, 200, 80, 2, 0.5, 0.05);
        const double expected = 8 * 100e12 * 0.5 / 1.15 / 6e9;
        QCOMPARE(sim::peakTokensPerSecond(c, 8, workload(WorkloadKind::Pretrain, 1)), expected);
        // LoRA does about 2/3 of the work per token.
        QCOMPARE(sim::peakTokensPerSecond(c, 8, workload(WorkloadKind::Lora, 1)), expected * 1.5);
    }

    void inferenceIsTheLesserBound()
    {
        const auto c = chip(100, 200, 80, 2, 0.5, 0.0);
        // Batch 1 on a 7B model: bandwidth-bound, 2 TB/s x 0.7 / 14 GB = 100 tokens/s.
        const double memBound = 1 * 2e12 * 0.7 / (2 * 7e9);
        QCOMPARE(sim::peakTokensPerSecond(c, 1, workload(WorkloadKind::Inference, 7, false, 1)),
                 memBound);
        // A huge batch: compute-bound, 100 TFLOPS x 0.5 / (2 x 7e9).
        const double computeBound = 100e12 * 0.5 / 14e9;
        QCOMPARE(sim::peakTokensPerSecond(c, 1, workload(WorkloadKind::Inference, 7, false, 1e6)),
                 computeBound);
        // INT8 doubles both: half the bytes, twice the TOPS.
        QCOMPARE(sim::peakTokensPerSecond(c, 1, workload(WorkloadKind::Inference, 7, true, 1)),
                 2 * memBound);
    }

    void idleWorkloadsRunNoModel()
    {
        const auto c = chip(100, 200, 80, 2, 0.5, 0.0);
        QCOMPARE(sim::peakTokensPerSecond(c, 1, workload(WorkloadKind::Notebook, 7)), 0.0);
        QCOMPARE(sim::peakTokensPerSecond(c, 1, workload(WorkloadKind::Data, 0)), 0.0);
    }

    void memoryFit_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<double>("paramsB");
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<int>("mode");
        const int pre = int(WorkloadKind::Pretrain), lora = int(WorkloadKind::Lora),
                  inf = int(WorkloadKind::Inference);
        const int native = int(api::FitMode::Native), offload = int(api::FitMode::CpuOffload);
        // 24 GiB chips (an RTX 4090).
        QTest::newRow("1.3B pretrain on 1: offload") << pre << 1.3 << 1 << true << offload;
        QTest::newRow("1.3B pretrain on 2") << pre << 1.3 << 2 << true << native;
        QTest::newRow("8B pretrain on 4: offload") << pre << 8.0 << 4 << true << offload;
        QTest::newRow("8B pretrain on 16: native") << pre << 8.0 << 16 << true << native;
        QTest::newRow("70B pretrain on 1: refused") << pre << 70.0 << 1 << false << native;
        QTest::newRow("8B LoRA on 1") << lora << 8.0 << 1 << true << native;
        QTest::newRow("70B inference on 1: refused") << inf << 70.0 << 1 << false << native;
        QTest::newRow("7B inference on 1") << inf << 7.0 << 1 << true << native;
    }

    void memoryFit()
    {
        QFETCH(int, kind);
        QFETCH(double, paramsB);
        QFETCH(int, count);
        QFETCH(bool, fits);
        QFETCH(int, mode);
        const auto c = chip(165, 660, 24, 1, 0.3, 0.1);
        const auto plan = sim::planMemory(c, count, workload(WorkloadKind(kind), paramsB));
        QCOMPARE(plan.fits, fits);
        QCOMPARE(int(plan.mode), mode);
        QCOMPARE(plan.bytesAvailable, std::int64_t(count * 24 * sim::kGiB));
        QVERIFY(plan.bytesNeeded > 0);
        if (fits)
            QVERIFY(plan.bytesNeeded <= plan.bytesAvailable);
        else
            QVERIFY(plan.bytesNeeded > plan.bytesAvailable);
        const double expectedFactor = !fits                                   ? 0.0
                                      : mode == int(api::FitMode::CpuOffload) ? 0.4
                                                                              : 1.0;
        QCOMPARE(plan.throughputFactor, expectedFactor);
    }
};

QTEST_GUILESS_MAIN(PhysicsTest)
#include "tst_physics.moc"
