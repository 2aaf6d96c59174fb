// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "physics.h"

#include <algorithm>
#include <cmath>

namespace polychip::sim {

namespace {

constexpr double kActivationShare = 0.2;
constexpr double kRuntimeBytesPerChip = 2 * kGiB;
constexpr double kBandwidthEfficiency = 0.7;

} // namespace

bool isTrainingKind(api::WorkloadKind kind)
{
    return kind == api::WorkloadKind::Pretrain || kind == api::WorkloadKind::Finetune
           || kind == api::WorkloadKind::Lora;
}

double scalingEfficiency(const ChipSpec &chip, std::int64_t count)
{
    if (count <= 1)
        return 1.0;
    return 1.0 / (1.0 + chip.scalingLossPerDoubling * std::log2(double(count)));
}

double peakTokensPerSecond(const ChipSpec &chip, std::int64_t count, const Workload &workload)
{
    if (workload.parameters <= 0 || count <= 0)
        return 0;
    const double n = double(count);
    if (isTrainingKind(workload.kind)) {
        const double flops
            = n * chip.peak("bf16") * 1e12 * chip.mfu * scalingEfficiency(chip, count);
        // LoRA skips the weight gradients of the frozen model: about 2/3 of the work.
        const double perToken
            = (workload.kind == api::WorkloadKind::Lora ? 4.0 : 6.0) * workload.parameters;
        return flops / perToken;
    }
    if (workload.kind == api::WorkloadKind::Inference) {
        const double peak
            = workload.int8 && chip.peak("int8") > 0 ? chip.peak("int8") : chip.peak("bf16");
        const double compute = n * peak * 1e12 * chip.mfu * scalingEfficiency(chip, count)
                               / (2.0 * workload.parameters);
        const double bytesPerParam = workload.int8 ? 1.0 : 2.0;
        const double bandwidth = workload.batch * n * chip.bandwidthTbps * 1e12
                                 * kBandwidthEfficiency / (bytesPerParam * workload.parameters);
        return std::min(compute, bandwidth);
    }
    return 0; // notebooks and data preparation run no model
}

double workloadBytes(const Workload &workload)
{
    const double p = workload.parameters;
    switch (workload.kind) {
    case api::WorkloadKind::Pretrain:
    case api::WorkloadKind::Finetune:
        return 16.0 * p * (1.0 + kActivationShare);
    case api::WorkloadKind::Lora:
        return (2.0 * p + 16.0 * 0.01 * p) * (1.0 + kActivationShare);
    case api::WorkloadKind::Inference:
        return (workload.int8 ? 1.0 : 2.0) * p * (1.0 + kActivationShare);
    default:
        return 0; // notebooks and data preparation: the runtime only
    }
}

api::ModelMemory modelMemory(const api::Model &model)
{
    Workload w;
    w.parameters = model.paramsB * 1e9;
    w.int8 = isInt8(model);
    api::ModelMemory m;
    m.runtimeBytesPerChip = std::int64_t(kRuntimeBytesPerChip);
    w.kind = api::WorkloadKind::Inference;
    m.inferenceBytes = std::int64_t(workloadBytes(w));
    w.kind = api::WorkloadKind::Lora;
    m.loraBytes = std::int64_t(workloadBytes(w));
    if (!model.quantization) {
        w.kind = api::WorkloadKind::Finetune;
        m.finetuneBytes = std::int64_t(workloadBytes(w));
    }
    return m;
}

bool isInt8(const api::Model &model)
{
    return model.quantization == std::string("int8");
}

MemoryPlan planMemory(const ChipSpec &chip, std::int64_t count, const Workload &workload)
{
    MemoryPlan plan;
    const double available = double(count) * chip.memoryGib * kGiB;
    const double runtime = double(count) * kRuntimeBytesPerChip;
    const double p = workload.parameters;
    const double native = runtime + workloadBytes(workload);
    double offloaded = -1; // no offload mode
    if (workload.kind == api::WorkloadKind::Pretrain
        || workload.kind == api::WorkloadKind::Finetune)
        offloaded = runtime + 4.0 * p * (1.0 + kActivationShare);
    plan.bytesAvailable = std::int64_t(available);
    if (native <= available) {
        plan.fits = true;
        plan.mode = api::FitMode::Native;
        plan.bytesNeeded = std::int64_t(native);
    } else if (offloaded >= 0 && offloaded <= available) {
        plan.fits = true;
        plan.mode = api::FitMode::CpuOffload;
        plan.bytesNeeded = std::int64_t(offloaded);
        plan.throughputFactor = kOffloadThroughputFactor;
    } else {
        plan.fits = false;
        plan.mode = api::FitMode::Native;
        plan.bytesNeeded = std::int64_t(native);
        plan.throughputFactor = 0;
    }
    return plan;
}

double tokensPerSecond(const ChipSpec &chip, std::int64_t count, const Workload &workload)
{
    return peakTokensPerSecond(chip, count, workload)
           * planMemory(chip, count, workload).throughputFactor;
}

} // namespace polychip::sim
