// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "losscurve.h"

#include <cmath>
#include <set>

namespace polychip::sim {

namespace {

/// Tokens over which the loss falls to about 60 % of the way down, and the power law's exponent.
constexpr double kTokenScale = 2e7;
constexpr double kExponent = 0.32;

template <class T>
std::optional<T> either(const std::optional<T> &own, const std::optional<T> &fallback)
{
    return own ? own : fallback;
}

double untrainedLoss(const LossFigures &f)
{
    return f.vocab ? std::log(double(*f.vocab)) : f.untrained.value_or(0);
}

} // namespace

double LossCurve::exactAt(double tokens) const
{
    return m_floor
           + (m_start - m_floor) * std::pow(1.0 + std::max(0.0, tokens) / kTokenScale, -kExponent);
}

double LossCurve::at(double tokens) const
{
    const double scaled = std::max(0.0, tokens) * (1.0 / kStepTokens);
    const double step = std::floor(scaled);
    if (step != m_step) {
        m_step = step;
        m_low = exactAt(step * kStepTokens);
        m_high = exactAt((step + 1) * kStepTokens);
    }
    return m_low + (m_high - m_low) * (scaled - step);
}

std::optional<std::string> LossTable::check(const LossFile &file)
{
    const LossFigures &d = file.defaults;
    if (!(d.vocab || d.untrained) || !d.pretrainFloor || !d.finetuneStart || !d.finetuneFloor)
        return "default: every figure is needed (vocab or untrained, pretrain_floor, "
               "finetune_start, finetune_floor)";
    std::set<std::string> seen;
    for (const LossFigures &f : file.families) {
        if (f.family.empty())
            return std::string("families: an entry has no family");
        if (!seen.insert(f.family).second)
            return "families: " + f.family + " is named twice";
        if (f.vocab && f.untrained)
            return f.family + ": give vocab or untrained, not both";
    }
    LossTable table(file);
    std::vector<std::string> names{""};
    for (const LossFigures &f : file.families)
        names.push_back(f.family);
    for (const std::string &name : names) {
        const LossFigures f = table.figures(name);
        const std::string who = name.empty() ? std::string("default") : name;
        if (!(untrainedLoss(f) > *f.pretrainFloor))
            return who + ": pretraining must start above its floor";
        if (!(*f.finetuneStart > *f.finetuneFloor))
            return who + ": a fine-tune must start above its floor";
        if (!(*f.finetuneStart < untrainedLoss(f)))
            return who + ": a fine-tune must start below an untrained model";
    }
    return std::nullopt;
}

LossTable::LossTable(LossFile file)
    : m_file(std::move(file))
{}

LossFigures LossTable::figures(const std::string &family) const
{
    const LossFigures &d = m_file.defaults;
    LossFigures f = d;
    for (const LossFigures &own : m_file.families) {
        if (own.family != family)
            continue;
        f.family = own.family;
        // A family that names its own vocabulary or untrained loss replaces both of the default's.
        if (own.vocab || own.untrained) {
            f.vocab = own.vocab;
            f.untrained = own.untrained;
        }
        f.pretrainFloor = either(own.pretrainFloor, d.pretrainFloor);
        f.finetuneStart = either(own.finetuneStart, d.finetuneStart);
        f.finetuneFloor = either(own.finetuneFloor, d.finetuneFloor);
        break;
    }
    return f;
}

LossCurve LossTable::curve(const std::string &family, api::WorkloadKind kind) const
{
    const LossFigures f = figures(family);
    const bool pretrain = kind == api::WorkloadKind::Pretrain;
    return {pretrain ? untrainedLoss(f) : f.finetuneStart.value_or(0),
            pretrain ? f.pretrainFloor.value_or(0) : f.finetuneFloor.value_or(0)};
}

} // namespace polychip::sim
