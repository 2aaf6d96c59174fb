// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"
#include "api/rules.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::sim {

/**
 * How the training loss of one family of models behaves (resources/simulator/losses.json).
 * A field left out takes the file's default. An untrained language model predicts every token of
 * its vocabulary alike, so pretraining starts at ln(vocab); a fine-tune or LoRA starts where the
 * pretrained model already is on its task. Objectives that are not cross-entropy over a
 * vocabulary (diffusion, detection) give `untrained` instead of `vocab`.
 */
struct LossFigures
{
    static constexpr std::string_view kSchema = "LossFigures";
    std::string family; ///< a model family as models.json names it; empty in the default
    std::optional<std::int64_t> vocab;   ///< output vocabulary (or classes): ln of it is untrained
    std::optional<double> untrained;     ///< the loss before any training, where vocab does not say
    std::optional<double> pretrainFloor; ///< what pretraining falls towards
    std::optional<double> finetuneStart; ///< the pretrained model's loss on its task
    std::optional<double> finetuneFloor; ///< what a fine-tune or LoRA falls towards
    std::optional<std::string> note;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        using api::Rule;
        v("family", s.family, Rule{.maxLen = 128});
        v("vocab", s.vocab, Rule{.min = 2, .max = 10'000'000});
        v("untrained", s.untrained, Rule{.min = 0.001, .max = 100});
        v("pretrain_floor", s.pretrainFloor, Rule{.min = 0, .max = 100});
        v("finetune_start", s.finetuneStart, Rule{.min = 0.001, .max = 100});
        v("finetune_floor", s.finetuneFloor, Rule{.min = 0, .max = 100});
        v("note", s.note, Rule{.maxLen = 1024});
    }
};

struct LossFile
{
    static constexpr std::string_view kSchema = "LossFile";
    std::string source;
    LossFigures defaults; ///< every field set
    std::vector<LossFigures> families;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("source", s.source, api::Rule{.maxLen = 8192});
        v("default", s.defaults);
        v("families", s.families, api::Rule{.maxItems = 10'000});
    }
};

/** One run's loss as a function of the tokens it has seen: a power law from `start` towards
 *  `floor`. A function of tokens alone, so it continues wherever the tokens do (a sleep, a
 *  restart from a snapshot, a backend switch).
 *
 *  at() is read every second of every training run, so it is the power law's value at whole
 *  multiples of kStepTokens, joined by straight lines: the two ends of the stretch in use are
 *  kept, and a run's seconds within it cost no pow(). Still a function of the tokens alone
 *  (a curve made anew gives the same values), within 2e-4 of the curve's range of the power
 *  law (where it bends most, in its first million tokens), a fiftieth of a reading's noise. */
class LossCurve
{
public:
    static constexpr double kStepTokens = 1e6;
    LossCurve() = default;
    /// Set once: the stretch at() keeps is of this curve.
    LossCurve(double start, double floor)
        : m_start(start)
        , m_floor(floor)
    {}
    double start() const { return m_start; }
    double floor() const { return m_floor; }
    double at(double tokens) const;
    /// The power law itself, between the points at() joins.
    double exactAt(double tokens) const;

private:
    double m_start = 0;
    double m_floor = 0;
    mutable double m_step = -1; ///< the stretch kept: [m_step, m_step + 1) x kStepTokens
    mutable double m_low = 0;
    mutable double m_high = 0;
};

/** The curves of every family, checked once when the catalogue loads. */
class LossTable
{
public:
    LossTable() = default;
    /// Empty when every family's figures are whole and each curve falls; else what is wrong.
    static std::optional<std::string> check(const LossFile &file);
    explicit LossTable(LossFile file);

    /// The curve of a training run of `kind` (pretrain, finetune, lora) on `family` (the
    /// default figures for a family the file does not name, or no model at all).
    LossCurve curve(const std::string &family, api::WorkloadKind kind) const;

private:
    LossFigures figures(const std::string &family) const;
    LossFile m_file;
};

} // namespace polychip::sim
