// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/result.h"
#include "api/types.h"
#include "lifecycle.h"
#include "localtext.h"
#include "losscurve.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::sim {

/** One chip type as the simulator models it: datasheet figures, pool sizes and the
 *  calibration of its training efficiency (see physics.h). */
struct ChipSpec
{
    static constexpr std::string_view kSchema = "ChipSpec";
    std::string id;
    std::string name;
    std::string vendor;
    api::Backend backend = api::Backend::Unknown;
    double memoryGib = 0;
    std::string memoryType;
    double bandwidthTbps = 0;
    std::map<std::string, double> peakTflops; ///< bf16, fp16, fp32; int8 in TOPS
    double powerW = 0;
    double idlePowerW = 0;
    std::vector<std::int64_t> allowedCounts;
    double cuPerChipHour = 0;
    std::string interconnect;
    double mfu = 0;                    ///< model FLOPs utilisation on one chip, training
    double scalingLossPerDoubling = 0; ///< efficiency lost per doubling of the chip count
    std::optional<std::string> mfuNote;
    std::map<std::string, std::int64_t> capacity; ///< region -> chips in the pool
    std::optional<std::string> source;

    double peak(const std::string &dtype) const;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        using api::Rule;
        v("id", s.id, api::kId);
        v("name", s.name, api::kName);
        v("vendor", s.vendor, api::kName);
        v("backend", s.backend);
        v("memory_gib", s.memoryGib, Rule{.min = 0.001, .max = 1e6});
        v("memory_type", s.memoryType, api::kName);
        v("bandwidth_tbps", s.bandwidthTbps, Rule{.min = 0.001, .max = 1e3});
        v("peak_tflops", s.peakTflops, Rule{.max = 1e6, .minItems = 1, .maxItems = 16});
        v("power_w", s.powerW, Rule{.max = 1e5});
        v("idle_power_w", s.idlePowerW, Rule{.max = 1e5});
        v("allowed_counts", s.allowedCounts,
          Rule{.min = 1, .max = 100'000, .minItems = 1, .maxItems = 64});
        v("cu_per_chip_hour", s.cuPerChipHour, Rule{.max = 1e7});
        v("interconnect", s.interconnect, api::kName);
        v("mfu", s.mfu, Rule{.min = 0.001, .max = 1});
        v("scaling_loss_per_doubling", s.scalingLossPerDoubling, Rule{.max = 1});
        v("mfu_note", s.mfuNote, Rule{.maxLen = 4096});
        v("capacity", s.capacity, Rule{.max = 1'000'000, .minItems = 1, .maxItems = 64});
        v("source", s.source, Rule{.maxLen = 4096});
    }
};

struct ChipFile
{
    static constexpr std::string_view kSchema = "ChipFile";
    std::string source;
    std::vector<std::string> regions;
    std::vector<ChipSpec> accelerators;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("source", s.source, api::Rule{.maxLen = 8192});
        v("regions", s.regions, api::Rule{.minLen = 1, .maxLen = 64, .minItems = 1});
        v("accelerators", s.accelerators, api::Rule{.minItems = 1, .maxItems = 1000});
    }
};

/** A bundle sold at a fixed price (the seed's promotions). */
struct PriceOffer
{
    static constexpr std::string_view kSchema = "PriceOffer";
    std::string accelerator;
    std::int64_t count = 0;
    std::int64_t pricePerHourMicros = 0;
    std::optional<std::string> note;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("accelerator", s.accelerator, api::kId);
        v("count", s.count, api::Rule{.min = 1, .max = 100'000});
        v("price_per_hour_micros", s.pricePerHourMicros);
        v("note", s.note, api::Rule{.maxLen = 1024});
    }
};

struct PriceBook
{
    static constexpr std::string_view kSchema = "PriceBook";
    std::string id;
    std::string name;
    std::string currency;
    std::string source;
    std::map<std::string, std::int64_t> chipHourMicros;
    std::vector<PriceOffer> offers;
    std::int64_t storageGibHourMicros = 0;
    std::int64_t volumeGibHourMicros = 0;
    std::int64_t newAccountCreditMicros = 0;

    /// Price per hour of `count` chips: an offer for exactly that bundle, else count x chip price.
    std::optional<std::int64_t> pricePerHour(const std::string &accelerator,
                                             std::int64_t count) const;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, api::kId);
        v("name", s.name, api::kName);
        v("currency", s.currency, api::Rule{.minLen = 3, .maxLen = 3});
        v("source", s.source, api::Rule{.maxLen = 8192});
        v("chip_hour_micros", s.chipHourMicros, api::Rule{.minItems = 1, .maxItems = 1000});
        v("offers", s.offers, api::Rule{.maxItems = 1000});
        v("storage_gib_hour_micros", s.storageGibHourMicros);
        v("volume_gib_hour_micros", s.volumeGibHourMicros);
        v("new_account_credit_micros", s.newAccountCreditMicros);
    }
};

template <class T>
struct ItemFile
{
    static constexpr std::string_view kSchema = "ItemFile";
    std::vector<T> items;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("items", s.items, api::Rule{.minItems = 1, .maxItems = 1'000'000});
    }
};

/// Scenario files are wire types too: GET and PUT /v1/sim/state export and import them.
using ScenarioInstance = api::ScenarioInstance;
using ScenarioFile = api::ScenarioFile;

/** How the simulator sees that a lesson's objective is reached: by what the organisation did
 *  after loading the lesson's scenario, or by the state it is in. Every condition given must
 *  hold; an objective names at least one. */
struct LessonCheck
{
    static constexpr std::string_view kSchema = "LessonCheck";
    /// An operation of one of these kinds finished without error...
    std::vector<api::OperationKind> operations;
    /// ...leaving its instance on this backend;
    std::optional<api::Backend> backend;
    /// ...on an instance launched from a template;
    std::optional<bool> fromTemplate;
    /// ...on an instance launched where a quote's first (cheapest) alternative was;
    std::optional<bool> cheapest;
    /// ...or a launch of these waits in the capacity queue (which counts as done).
    std::optional<bool> queuedCounts;
    /// A budget was created.
    std::optional<bool> budgetCreated;
    /// A quote was asked for.
    std::optional<bool> quoted;
    /// The organisation's policies ruled something out for the caller: a quote's placement
    /// (marked ruled out), or a request refused (403 POLICY_VIOLATION).
    std::optional<bool> ruledOut;
    /// The simulated JupyterLab of an instance was opened.
    std::optional<bool> jupyterOpened;
    /// An instance has auto-sleep on now.
    std::optional<bool> autoSleepOn;
    /// An alert of this kind was raised.
    std::optional<api::AlertKind> alert;
    /// The objective fails if a budget reaches 100 % before it is reached.
    std::optional<bool> beforeBudgetFull;

    /// Whether anything is asked at all (beforeBudgetFull alone asks nothing).
    bool asksSomething() const
    {
        return !operations.empty() || budgetCreated.value_or(false) || quoted.value_or(false)
               || ruledOut.value_or(false) || jupyterOpened.value_or(false)
               || autoSleepOn.value_or(false) || alert;
    }

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("operations", s.operations, api::Rule{.maxItems = 16});
        v("backend", s.backend);
        v("from_template", s.fromTemplate);
        v("cheapest", s.cheapest);
        v("queued_counts", s.queuedCounts);
        v("budget_created", s.budgetCreated);
        v("quoted", s.quoted);
        v("ruled_out", s.ruledOut);
        v("jupyter_opened", s.jupyterOpened);
        v("auto_sleep_on", s.autoSleepOn);
        v("alert", s.alert);
        v("before_budget_full", s.beforeBudgetFull);
    }
};

struct LessonObjective
{
    static constexpr std::string_view kSchema = "LessonObjective";
    std::string id;
    std::string description;
    std::string hint; ///< what to do, for a trainee who is stuck
    LessonCheck check;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, api::kId);
        v("description", s.description, api::Rule{.maxLen = 4096});
        v("hint", s.hint, api::Rule{.minLen = 1, .maxLen = 4096});
        v("check", s.check);
    }
};

/** A lesson (resources/simulator/lessons.json): a scenario with objectives. */
struct LessonFile
{
    static constexpr std::string_view kSchema = "LessonFile";
    std::string id;
    std::string name;
    std::string description;
    std::string scenarioId;
    std::vector<LessonObjective> objectives;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, api::kId);
        v("name", s.name, api::kName);
        v("description", s.description, api::Rule{.maxLen = 4096});
        v("scenario_id", s.scenarioId, api::kId);
        v("objectives", s.objectives, api::Rule{.minItems = 1, .maxItems = 64});
    }
};

/** Everything the simulator sells and knows, loaded from a data directory (resources/simulator
 *  in the source tree, share/polychip/simulator when installed). Read-only once loaded. */
class Catalog final
{
public:
    /// Loads the catalog from `dir`; `priceBook` is "list", "promo" or a file path.
    static api::Result<Catalog> load(const std::string &dir, const std::string &priceBook);

    const std::vector<std::string> &regions() const { return m_regions; }
    const std::vector<ChipSpec> &chips() const { return m_chips; }
    const PriceBook &priceBook() const { return m_priceBook; }
    const std::vector<api::Image> &images() const { return m_images; }
    const std::vector<api::Template> &templates() const { return m_templates; }
    const std::vector<api::Model> &models() const { return m_models; }
    const std::vector<api::Dataset> &datasets() const { return m_datasets; }
    /// Lifecycle durations (lifecycle.json).
    const LifecycleTimes &lifecycle() const { return m_lifecycle; }
    /// How training loss falls, per model family (losses.json).
    const LossTable &losses() const { return m_losses; }
    /// Scenarios (every JSON file under scenarios/), by id.
    const std::vector<ScenarioFile> &scenarios() const { return m_scenarios; }
    const ScenarioFile *scenario(const std::string &id) const;
    /// Lessons (lessons.json), each on one of the scenarios.
    const std::vector<LessonFile> &lessons() const { return m_lessons; }
    /// The text of templates, scenarios and lessons in other languages (text/*.json).
    const LocalText &text() const { return m_text; }
    /// Whether a scenario names only what the catalogue has (bundled or imported).
    api::Result<bool> checkScenario(const ScenarioFile &scenario) const;
    /// Whether faults' capacity overrides name accelerators and regions the catalogue has; the
    /// error's field is "capacity_overrides" and its message names the key and what is wrong.
    api::Result<bool> checkFaults(const api::Faults &faults) const;
    /// What `language` lacks: "template tpl-x", "lesson l objective o hint", ... (the bundled
    /// data has every text in every language it ships).
    std::vector<std::string> untranslated(const std::string &language) const;

    const ChipSpec *chip(const std::string &id) const;
    const api::Image *image(const std::string &id) const;
    const api::Template *templ(const std::string &id) const;
    const api::Model *model(const std::string &id) const;
    const api::Dataset *dataset(const std::string &id) const;
    /// The first image of a backend, the default when a spec names none.
    const api::Image *defaultImage(api::Backend backend) const;

    /// Adds generated models until there are `total` (load tests); names and facets are
    /// realistic variations of the real entries, ids are unique.
    void scaleModels(std::size_t total);

private:
    api::Result<bool> validate() const;
    void index();

    std::vector<std::string> m_regions;
    std::vector<ChipSpec> m_chips;
    PriceBook m_priceBook;
    std::vector<api::Image> m_images;
    std::vector<api::Template> m_templates;
    std::vector<api::Model> m_models;
    std::vector<api::Dataset> m_datasets;
    LifecycleTimes m_lifecycle;
    LossTable m_losses;
    std::vector<ScenarioFile> m_scenarios;
    std::vector<LessonFile> m_lessons;
    LocalText m_text;
    std::map<std::string, std::size_t> m_chipIndex, m_imageIndex, m_templateIndex, m_modelIndex,
        m_datasetIndex;
};

/** Where the simulator's data lives: $POLYCHIP_SIM_DATA, else ../share/polychip/simulator next
 *  to the executable. */
std::string defaultDataDir(const std::string &executablePath);

} // namespace polychip::sim
