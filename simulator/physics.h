// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The simulator's physics: throughput and memory fit from first principles, calibrated per
// chip by two numbers in accelerators.json (mfu, scaling_loss_per_doubling).
//
// Training:  tokens/s = count x peak_bf16 x MFU x eff(count) / (6 x parameters)
//            eff(count) = 1 / (1 + scaling_loss_per_doubling x log2(count))
//            (6 FLOPs per parameter per token: forward 2, backward 4.)
// Inference: tokens/s = min(compute bound, memory-bandwidth bound)
//            compute:   count x peak (int8 TOPS for INT8, else bf16) x MFU / (2 x parameters)
//            bandwidth: batch x count x bandwidth x 0.7 / (bytes per parameter x parameters)
//            (each decode step streams every weight once for the whole batch.)
// Memory:    mixed-precision Adam training needs 16 bytes per parameter (bf16 weights and
//            gradients, fp32 master weights and two moments) + 20 % activations; LoRA keeps
//            frozen bf16 weights (2 B) + 1 % trainable parameters at 16 B; inference needs the
//            weights (2 B, or 1 B in INT8) + 20 % KV cache. 2 GiB per chip for the runtime.
//            Sharded evenly over the chips (ZeRO-3 / FSDP style). When it does not fit,
//            training may offload optimizer state to host memory (ZeRO-Offload): 4 B per
//            parameter stay on the chips, at 40 % of the native throughput.

#include "catalog.h"

#include <cstdint>

namespace polychip::sim {

inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kOffloadThroughputFactor = 0.4;
inline constexpr double kDefaultInferenceBatch = 16;

/** What runs on an instance, as far as the physics cares. */
struct Workload
{
    api::WorkloadKind kind = api::WorkloadKind::Pretrain;
    double parameters = 0; ///< model parameters (not billions)
    bool int8 = false;     ///< INT8 weights (inference)
    double batch = kDefaultInferenceBatch;
};

/** Pretraining, fine-tuning and LoRA: workloads that train and checkpoint an optimizer. */
bool isTrainingKind(api::WorkloadKind kind);

/** Fraction of linear scaling kept at `count` chips. */
double scalingEfficiency(const ChipSpec &chip, std::int64_t count);

/** Peak tokens/s of the workload on count chips, before memory-fit penalties; 0 for
 *  notebook and data workloads (they run no model). */
double peakTokensPerSecond(const ChipSpec &chip, std::int64_t count, const Workload &workload);

struct MemoryPlan
{
    bool fits = false;
    api::FitMode mode = api::FitMode::Native;
    std::int64_t bytesNeeded = 0;    ///< on the chips, in the chosen mode
    std::int64_t bytesAvailable = 0; ///< on the chips
    double throughputFactor = 1;     ///< 1 native, kOffloadThroughputFactor offloaded
};

/** The bytes the workload needs on the chips natively, over all of them, without the
 *  per-chip runtime. */
double workloadBytes(const Workload &workload);

/** Whether a model's weights are INT8 (1 byte per parameter); otherwise they count 2. */
bool isInt8(const api::Model &model);

/** What the catalogue says a model needs for inference, LoRA and full fine-tuning: the
 *  workloadBytes() a quote for that model would use, and the per-chip runtime. */
api::ModelMemory modelMemory(const api::Model &model);

/** Whether the workload fits count chips, natively or with CPU offload. */
MemoryPlan planMemory(const ChipSpec &chip, std::int64_t count, const Workload &workload);

/** Throughput after the memory plan's penalty (0 when it does not fit at all). */
double tokensPerSecond(const ChipSpec &chip, std::int64_t count, const Workload &workload);

} // namespace polychip::sim
