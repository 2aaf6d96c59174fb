// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The value types of the platform API v1, one struct per schema of docs/api/openapi.yaml.
// Each lists its wire fields once, in visit(); the generic codec (codec.h) encodes, decodes and
// validates from that list, and tst_openapischema checks it against the spec. A non-optional
// member is a required field; std::optional is an optional one.

#include "enums.h"
#include "rules.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace polychip::api {

using Labels = std::map<std::string, std::string>;
using Json = nlohmann::json;

// ---- errors and service ----------------------------------------------------------------------

/** The body of every non-2xx answer: {"error": {...}}. */
struct ErrorDetail
{
    static constexpr std::string_view kSchema = "ErrorDetail";
    std::string code;
    std::string message;
    std::optional<Json> details;
    std::optional<std::string> requestId;

    bool operator==(const ErrorDetail &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("code", s.code, Rule{.minLen = 1, .maxLen = 64});
        v("message", s.message);
        v("details", s.details);
        v("request_id", s.requestId, kName);
    }
};

struct ErrorResponse
{
    static constexpr std::string_view kSchema = "ErrorResponse";
    ErrorDetail error;

    bool operator==(const ErrorResponse &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("error", s.error);
    }
};

struct Health
{
    static constexpr std::string_view kSchema = "Health";
    HealthStatus status = HealthStatus::Unknown;
    std::string version;
    bool simulated = false;
    Timestamp now;
    std::optional<std::string> code;   ///< why it is degraded, machine-readable (STORAGE_FULL...)
    std::optional<std::string> reason; ///< why it is degraded, and what is refused meanwhile

    bool operator==(const Health &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("status", s.status);
        v("version", s.version, kName);
        v("simulated", s.simulated);
        v("now", s.now);
        v("code", s.code, Rule{.minLen = 1, .maxLen = 64});
        v("reason", s.reason, Rule{.maxLen = 2048});
    }
};

struct User
{
    static constexpr std::string_view kSchema = "User";
    std::string id;
    std::string name;

    bool operator==(const User &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
    }
};

struct Organization
{
    static constexpr std::string_view kSchema = "Organization";
    std::string id;
    std::string name;
    std::string currency;

    bool operator==(const Organization &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("currency", s.currency, Rule{.minLen = 3, .maxLen = 3});
    }
};

struct Quotas
{
    static constexpr std::string_view kSchema = "Quotas";
    std::int64_t maxInstances = 0;
    std::int64_t maxChips = 0;
    std::int64_t maxPricePerHourMicros = 0;

    bool operator==(const Quotas &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("max_instances", s.maxInstances, kCount);
        v("max_chips", s.maxChips, kCount);
        v("max_price_per_hour_micros", s.maxPricePerHourMicros);
    }
};

struct Me
{
    static constexpr std::string_view kSchema = "Me";
    User user;
    Organization organization;
    Role role = Role::Unknown;
    std::string keyId;
    Quotas quotas;

    bool operator==(const Me &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("user", s.user);
        v("organization", s.organization);
        v("role", s.role);
        v("key_id", s.keyId, kId);
        v("quotas", s.quotas);
    }
};

// ---- catalog ---------------------------------------------------------------------------------

struct RegionCapacity
{
    static constexpr std::string_view kSchema = "RegionCapacity";
    std::string region;
    std::int64_t capacity = 0;
    std::int64_t available = 0;
    /// The region's name for people, in the request's Accept-Language ("华东 (cn-east)"); absent:
    /// the id is its name.
    std::optional<std::string> name;

    bool operator==(const RegionCapacity &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("region", s.region, kId);
        v("capacity", s.capacity, Rule{.max = 1'000'000});
        v("available", s.available, Rule{.max = 1'000'000});
        v("name", s.name, kName);
    }
};

struct Accelerator
{
    static constexpr std::string_view kSchema = "Accelerator";
    static constexpr std::string_view kListSchema = "AcceleratorList";
    std::string id;
    std::string name;
    std::string vendor;
    Backend backend = Backend::Unknown;
    double memoryGib = 0;
    std::string memoryType;
    double bandwidthTbps = 0;
    std::map<std::string, double> peakTflops; ///< by dtype: bf16, fp16, fp32, int8 (TOPS)
    double powerW = 0;
    std::vector<std::int64_t> allowedCounts;
    std::int64_t pricePerChipHourMicros = 0;
    double cuPerChipHour = 0;
    std::vector<RegionCapacity> regions;
    std::optional<std::string> source;

    bool operator==(const Accelerator &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("vendor", s.vendor, kName);
        v("backend", s.backend);
        v("memory_gib", s.memoryGib, Rule{.max = 1e6});
        v("memory_type", s.memoryType, kName);
        v("bandwidth_tbps", s.bandwidthTbps, Rule{.max = 1e3});
        v("peak_tflops", s.peakTflops, Rule{.max = 1e6, .maxItems = 16});
        v("power_w", s.powerW, Rule{.max = 1e5});
        v("allowed_counts", s.allowedCounts,
          Rule{.min = 1, .max = 100'000, .minItems = 1, .maxItems = 64});
        v("price_per_chip_hour_micros", s.pricePerChipHourMicros);
        v("cu_per_chip_hour", s.cuPerChipHour, Rule{.max = 1e7});
        v("regions", s.regions, Rule{.maxItems = 64});
        v("source", s.source, Rule{.maxLen = 1024});
    }
};

struct Image
{
    static constexpr std::string_view kSchema = "Image";
    static constexpr std::string_view kListSchema = "ImageList";
    std::string id;
    std::string name;
    Backend backend = Backend::Unknown;
    std::string framework;
    std::string version;
    std::optional<std::string> description;

    bool operator==(const Image &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("backend", s.backend);
        v("framework", s.framework, kName);
        v("version", s.version, kName);
        v("description", s.description, Rule{.maxLen = 4096});
    }
};

/** Idle policy: sleep when utilisation stays below a threshold for a while. */
struct AutoSleep
{
    static constexpr std::string_view kSchema = "AutoSleep";
    bool enabled = true;
    double utilizationBelowPct = 5;
    std::int64_t forMinutes = 10;

    bool operator==(const AutoSleep &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("enabled", s.enabled);
        v("utilization_below_pct", s.utilizationBelowPct, kPercent);
        v("for_minutes", s.forMinutes, Rule{.min = 1, .max = double(kMaxAheadMinutes)});
    }
};

/** Scheduled stop: at a time or after a runtime, saving a checkpoint first when asked. */
struct Schedule
{
    static constexpr std::string_view kSchema = "Schedule";
    std::optional<Timestamp> stopAt;
    std::optional<std::int64_t> maxRuntimeS;
    bool checkpointBeforeStop = true;

    bool operator==(const Schedule &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("stop_at", s.stopAt);
        v("max_runtime_s", s.maxRuntimeS, Rule{.min = 1, .max = double(kMaxAheadSeconds)});
        v("checkpoint_before_stop", s.checkpointBeforeStop);
    }
};

/** One backend a template supports, with its image and the accelerators it may use. */
struct TemplateBackend
{
    static constexpr std::string_view kSchema = "TemplateBackend";
    Backend backend = Backend::Unknown;
    std::string imageId;
    std::vector<std::string> accelerators;
    std::vector<std::int64_t> counts;

    bool operator==(const TemplateBackend &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("backend", s.backend);
        v("image_id", s.imageId, kId);
        v("accelerators", s.accelerators,
          Rule{.minLen = 1, .maxLen = 128, .minItems = 1, .maxItems = 64});
        v("counts", s.counts, Rule{.min = 1, .max = 100'000, .minItems = 1, .maxItems = 64});
    }
};

struct Template
{
    static constexpr std::string_view kSchema = "Template";
    static constexpr std::string_view kListSchema = "TemplateList";
    std::string id;
    std::string name;
    std::string description;
    WorkloadKind kind = WorkloadKind::Unknown;
    std::optional<std::string> modelId;
    std::vector<std::string> datasetIds;
    Backend defaultBackend = Backend::Unknown;
    std::string defaultAccelerator;
    std::int64_t defaultCount = 1;
    std::vector<TemplateBackend> backends;
    std::optional<std::int64_t> tokenBudget;
    AutoSleep autoSleep;
    Schedule schedule;
    Labels labels;

    bool operator==(const Template &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("description", s.description, Rule{.maxLen = 4096});
        v("kind", s.kind);
        v("model_id", s.modelId, kId);
        v("dataset_ids", s.datasetIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
        v("default_backend", s.defaultBackend);
        v("default_accelerator", s.defaultAccelerator, kId);
        v("default_count", s.defaultCount, Rule{.min = 1, .max = 100'000});
        v("backends", s.backends, Rule{.minItems = 1, .maxItems = 16});
        v("token_budget", s.tokenBudget);
        v("auto_sleep", s.autoSleep);
        v("schedule", s.schedule);
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
    }
};

/**
 * What a model needs on the chips for each workload, by the platform's memory model (the one
 * its quotes use, natively, without CPU offload): the bytes for the whole job, sharded over the
 * chips, plus runtimeBytesPerChip on each chip. It fits `count` chips of `memory` bytes each
 * when bytes + count x runtimeBytesPerChip <= count x memory.
 */
struct ModelMemory
{
    static constexpr std::string_view kSchema = "ModelMemory";
    std::int64_t runtimeBytesPerChip = 0;
    std::int64_t inferenceBytes = 0; ///< weights at the model's precision, and the KV cache
    std::int64_t loraBytes = 0;
    std::optional<std::int64_t> finetuneBytes; ///< absent: cannot be fully fine-tuned as is

    bool operator==(const ModelMemory &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("runtime_bytes_per_chip", s.runtimeBytesPerChip, Rule{.max = 1e15});
        v("inference_bytes", s.inferenceBytes, Rule{.max = 1e18});
        v("lora_bytes", s.loraBytes, Rule{.max = 1e18});
        v("finetune_bytes", s.finetuneBytes, Rule{.max = 1e18});
    }
};

struct Model
{
    static constexpr std::string_view kSchema = "Model";
    static constexpr std::string_view kListSchema = "ModelList";
    std::string id;
    std::string name;
    std::string family;
    double paramsB = 0;
    std::string license;
    std::vector<std::string> tasks;
    std::vector<std::string> formats;
    double sizeGib = 0;
    std::optional<std::string> quantization;
    std::vector<std::string> tags;
    std::optional<std::int64_t> popularity; ///< downloads in the last 30 days
    std::optional<ModelMemory> memory;
    std::optional<std::string> source;

    bool operator==(const Model &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("family", s.family, kName);
        v("params_b", s.paramsB, Rule{.max = 1e5});
        v("license", s.license, kName);
        v("tasks", s.tasks, Rule{.maxLen = 64, .maxItems = 32});
        v("formats", s.formats, Rule{.maxLen = 64, .maxItems = 32});
        v("size_gib", s.sizeGib, Rule{.max = 1e6});
        v("quantization", s.quantization, Rule{.maxLen = 64});
        v("tags", s.tags, Rule{.maxLen = 64, .maxItems = 32});
        v("popularity", s.popularity, Rule{.max = 1e15});
        v("memory", s.memory);
        v("source", s.source, Rule{.maxLen = 1024});
    }
};

struct Dataset
{
    static constexpr std::string_view kSchema = "Dataset";
    static constexpr std::string_view kListSchema = "DatasetList";
    std::string id;
    std::string name;
    std::string description;
    std::string modality;
    std::string license;
    double sizeGib = 0;
    std::optional<double> tokensB;
    std::int64_t shards = 0;
    std::optional<std::string> format;  ///< of the platform's copy: "jsonl.gz", "parquet", ...
    std::vector<std::string> languages; ///< "en", "zh", "multi"; empty: no natural language

    bool operator==(const Dataset &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("description", s.description, Rule{.maxLen = 4096});
        v("modality", s.modality, Rule{.maxLen = 64});
        v("license", s.license, kName);
        v("format", s.format, Rule{.maxLen = 64});
        v("languages", s.languages, Rule{.maxLen = 16, .maxItems = 64});
        v("size_gib", s.sizeGib, Rule{.max = 1e9});
        v("tokens_b", s.tokensB, Rule{.max = 1e9});
        v("shards", s.shards, Rule{.max = 1e9});
    }
};

// ---- quotes ----------------------------------------------------------------------------------

struct LaunchSpec
{
    static constexpr std::string_view kSchema = "LaunchSpec";
    std::string name;
    std::optional<std::string> templateId;
    std::optional<Backend> backend;
    std::optional<std::string> accelerator; ///< an accelerator id, or "auto"
    std::optional<std::int64_t> count;
    std::optional<std::string> imageId;
    std::optional<std::string> modelId;
    std::vector<std::string> datasetIds;
    std::vector<std::string> volumeIds;
    std::optional<std::string> fromSnapshotId;
    std::optional<double> cuPerHour;
    std::optional<std::int64_t> tokenBudget;
    std::optional<std::string> region;
    std::optional<std::int64_t> queueTimeoutS;
    std::optional<AutoSleep> autoSleep;
    std::optional<Schedule> schedule;
    Labels labels;

    bool operator==(const LaunchSpec &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        // Optional in a quote (v1.1: a quote is not a launch); POST /v1/instances requires it.
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128, .absentIsDefault = true});
        v("template_id", s.templateId, kId);
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("count", s.count, Rule{.min = 1, .max = 100'000});
        v("image_id", s.imageId, kId);
        v("model_id", s.modelId, kId);
        v("dataset_ids", s.datasetIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
        v("volume_ids", s.volumeIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
        v("from_snapshot_id", s.fromSnapshotId, kId);
        v("cu_per_hour", s.cuPerHour, Rule{.min = 1, .max = 1e9});
        v("token_budget", s.tokenBudget, Rule{.min = 1});
        v("region", s.region, kId);
        v("queue_timeout_s", s.queueTimeoutS, Rule{.max = double(kMaxAheadSeconds)});
        v("auto_sleep", s.autoSleep);
        v("schedule", s.schedule);
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
    }
};

struct MemoryFit
{
    static constexpr std::string_view kSchema = "MemoryFit";
    bool fits = false;
    FitMode mode = FitMode::Unknown;
    std::int64_t bytesNeeded = 0;
    std::int64_t bytesAvailable = 0;

    bool operator==(const MemoryFit &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("fits", s.fits);
        v("mode", s.mode);
        v("bytes_needed", s.bytesNeeded);
        v("bytes_available", s.bytesAvailable);
    }
};

/** One feasible (or refused) placement with its figures. */
struct QuoteOption
{
    static constexpr std::string_view kSchema = "QuoteOption";
    Backend backend = Backend::Unknown;
    std::string accelerator;
    std::int64_t count = 0;
    std::string region;
    std::int64_t pricePerHourMicros = 0;
    double cuPerHour = 0;
    MemoryFit memoryFit;
    double tokensPerS = 0;
    std::optional<std::int64_t> timeToBudgetS;
    std::optional<std::int64_t> costToBudgetMicros;
    std::int64_t available = 0;
    bool queues = false;
    std::string reason;
    /// The organisation's policy that rules this placement out for the caller ("backends",
    /// "max_instance_price"...), `reason` saying why; `auto` never picks such a one.
    std::optional<std::string> ruledOutBy;

    bool operator==(const QuoteOption &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("count", s.count, Rule{.min = 1, .max = 100'000});
        v("region", s.region, kId);
        v("price_per_hour_micros", s.pricePerHourMicros);
        v("cu_per_hour", s.cuPerHour, Rule{.max = 1e12});
        v("memory_fit", s.memoryFit);
        v("tokens_per_s", s.tokensPerS, Rule{.max = 1e12});
        v("time_to_budget_s", s.timeToBudgetS);
        v("cost_to_budget_micros", s.costToBudgetMicros);
        v("available", s.available, Rule{.max = 1'000'000});
        v("queues", s.queues);
        v("reason", s.reason, Rule{.maxLen = 1024});
        v("ruled_out_by", s.ruledOutBy, Rule{.minLen = 1, .maxLen = 64});
    }
};

struct Quote
{
    static constexpr std::string_view kSchema = "Quote";
    QuoteOption placement;
    std::vector<QuoteOption> alternatives;
    std::string currency;
    std::optional<std::int64_t> tokenBudget;

    bool operator==(const Quote &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("placement", s.placement);
        v("alternatives", s.alternatives, Rule{.maxItems = 1000});
        v("currency", s.currency, Rule{.minLen = 3, .maxLen = 3});
        v("token_budget", s.tokenBudget);
    }
};

// ---- instances -------------------------------------------------------------------------------

struct LiveMetrics
{
    static constexpr std::string_view kSchema = "LiveMetrics";
    double tokensPerS = 0;
    double utilizationPct = 0;
    std::optional<double> loss;
    std::int64_t step = 0;
    double memoryUsedGib = 0;
    double powerW = 0;

    bool operator==(const LiveMetrics &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("tokens_per_s", s.tokensPerS, Rule{.max = 1e12});
        v("utilization_pct", s.utilizationPct, kPercent);
        v("loss", s.loss, Rule{.max = 1e6});
        v("step", s.step);
        v("memory_used_gib", s.memoryUsedGib, Rule{.max = 1e9});
        v("power_w", s.powerW, Rule{.max = 1e9});
    }
};

struct Endpoints
{
    static constexpr std::string_view kSchema = "Endpoints";
    std::optional<std::string> ssh;
    std::optional<std::string> jupyter;
    std::optional<std::string> vscode;
    std::optional<std::string> tensorboard;

    bool operator==(const Endpoints &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("ssh", s.ssh, Rule{.maxLen = 1024});
        v("jupyter", s.jupyter, Rule{.maxLen = 1024});
        v("vscode", s.vscode, Rule{.maxLen = 1024});
        v("tensorboard", s.tensorboard, Rule{.maxLen = 1024});
    }
};

/** One stretch of an instance's life on one backend. */
struct BackendHistoryEntry
{
    static constexpr std::string_view kSchema = "BackendHistoryEntry";
    Backend backend = Backend::Unknown;
    std::string accelerator;
    std::int64_t count = 0;
    Timestamp from;
    std::optional<Timestamp> to;
    std::optional<std::string> snapshotId;
    std::optional<std::int64_t> step;

    bool operator==(const BackendHistoryEntry &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("count", s.count, Rule{.min = 1, .max = 100'000});
        v("from", s.from);
        v("to", s.to);
        v("snapshot_id", s.snapshotId, kId);
        v("step", s.step);
    }
};

/** An instance as the platform keeps it. Lists carry it in the basic view (what the table, the
 *  actions and the dialogs opened on a selection need: the data sets mounted are read by the
 *  Mount dialog); the fields marked kFull (the details pane's: endpoints, policies, backend
 *  history, image, fit mode, queue timeout and token budget) come with `view=full`, events and
 *  GET /v1/instances/{id}. */
struct Instance
{
    static constexpr std::string_view kSchema = "Instance";
    static constexpr Rule kFull{.fullView = true};
    static constexpr Rule kFullId{.minLen = 1, .maxLen = 128, .fullView = true};
    static constexpr std::string_view kListSchema = "InstanceList";
    std::string id;
    std::string name;
    InstanceState state = InstanceState::Unknown;
    std::optional<std::string> stateReason;
    Backend backend = Backend::Unknown;
    std::string accelerator;
    std::int64_t count = 0;
    std::string region;
    std::optional<std::string> templateId;
    std::string imageId;
    std::optional<std::string> modelId;
    std::vector<std::string> datasetIds;
    Labels labels;
    std::string userId;
    Timestamp createdAt;
    std::optional<Timestamp> startedAt;
    Timestamp updatedAt;
    LiveMetrics live;
    FitMode fitMode = FitMode::Native;
    std::int64_t pricePerHourMicros = 0;
    std::int64_t costMicros = 0;
    std::int64_t billedSeconds = 0;
    Endpoints endpoints;
    std::vector<std::string> snapshotIds;
    std::vector<std::string> volumeIds;
    std::vector<BackendHistoryEntry> backendHistory;
    AutoSleep autoSleep;
    Schedule schedule;
    std::optional<std::string> operationId;
    std::optional<std::int64_t> queueTimeoutS;
    std::optional<std::int64_t> tokenBudget;
    std::int64_t revision = 0;

    bool operator==(const Instance &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("state", s.state);
        v("state_reason", s.stateReason, Rule{.maxLen = 1024});
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("count", s.count, Rule{.min = 1, .max = 100'000});
        v("region", s.region, kId);
        v("template_id", s.templateId, kId);
        v("image_id", s.imageId, kFullId);
        v("model_id", s.modelId, kId);
        v("dataset_ids", s.datasetIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
        v("user_id", s.userId, kId);
        v("created_at", s.createdAt);
        v("started_at", s.startedAt);
        v("updated_at", s.updatedAt);
        v("live", s.live);
        v("fit_mode", s.fitMode, kFull);
        v("price_per_hour_micros", s.pricePerHourMicros);
        v("cost_micros", s.costMicros);
        v("billed_seconds", s.billedSeconds);
        v("endpoints", s.endpoints, kFull);
        v("snapshot_ids", s.snapshotIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 10'000});
        v("volume_ids", s.volumeIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
        v("backend_history", s.backendHistory, Rule{.maxItems = 10'000, .fullView = true});
        v("auto_sleep", s.autoSleep, kFull);
        v("schedule", s.schedule, kFull);
        v("operation_id", s.operationId, kId);
        v("queue_timeout_s", s.queueTimeoutS, kFull);
        v("token_budget", s.tokenBudget, kFull);
        v("revision", s.revision);
    }
};

/** PATCH /v1/instances/{id}: only the fields present change. */
struct InstancePatch
{
    static constexpr std::string_view kSchema = "InstancePatch";
    std::optional<std::string> name;
    std::optional<Labels> labels;
    std::optional<AutoSleep> autoSleep;
    std::optional<Schedule> schedule;
    /// The data sets mounted (read-only, at /data/<id>), replacing the list: mounting one on a
    /// running instance is this list with it added.
    std::optional<std::vector<std::string>> datasetIds;

    bool operator==(const InstancePatch &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
        v("auto_sleep", s.autoSleep);
        v("schedule", s.schedule);
        v("dataset_ids", s.datasetIds, Rule{.minLen = 1, .maxLen = 128, .maxItems = 64});
    }
};

struct SnapshotRequest
{
    static constexpr std::string_view kSchema = "SnapshotRequest";
    std::string name;

    bool operator==(const SnapshotRequest &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
    }
};

struct SwitchRequest
{
    static constexpr std::string_view kSchema = "SwitchRequest";
    Backend backend = Backend::Unknown;
    std::string accelerator;
    std::int64_t count = 0;
    std::optional<std::string> imageId;

    bool operator==(const SwitchRequest &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("count", s.count, Rule{.min = 1, .max = 100'000});
        v("image_id", s.imageId, kId);
    }
};

struct Operation
{
    static constexpr std::string_view kSchema = "Operation";
    std::string id;
    OperationKind kind = OperationKind::Unknown;
    std::optional<std::string> instanceId;
    bool done = false;
    double progressPct = 0;
    std::string stage;
    std::optional<ErrorDetail> error;
    std::optional<Json> result;
    Timestamp createdAt;
    Timestamp updatedAt;
    std::int64_t revision = 0;

    bool operator==(const Operation &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("kind", s.kind);
        v("instance_id", s.instanceId, kId);
        v("done", s.done);
        v("progress_pct", s.progressPct, kPercent);
        v("stage", s.stage, Rule{.maxLen = 64});
        v("error", s.error);
        v("result", s.result);
        v("created_at", s.createdAt);
        v("updated_at", s.updatedAt);
        v("revision", s.revision);
    }
};

/** Answer of a launch or an instance action: the instance and, when it takes time, its operation.
 */
struct InstanceOperation
{
    static constexpr std::string_view kSchema = "InstanceOperation";
    Instance instance;
    std::optional<Operation> operation;

    bool operator==(const InstanceOperation &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance", s.instance);
        v("operation", s.operation);
    }
};

/** Columnar metric series at `step` seconds; absent columns were not asked for. */
struct MetricSeries
{
    static constexpr std::string_view kSchema = "MetricSeries";
    std::string instanceId;
    Timestamp from;
    Timestamp to;
    std::int64_t step = 1;
    std::vector<Timestamp> t;
    std::optional<std::vector<double>> tokensPerS;
    std::optional<std::vector<double>> utilizationPct;
    std::optional<std::vector<double>> loss;
    std::optional<std::vector<double>> powerW;
    std::optional<std::vector<double>> memoryUsedGib;

    bool operator==(const MetricSeries &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance_id", s.instanceId, kId);
        v("from", s.from);
        v("to", s.to);
        v("step", s.step, Rule{.min = 1, .max = 86400 * 31});
        v("t", s.t);
        v("tokens_per_s", s.tokensPerS, Rule{.max = 1e12});
        v("utilization_pct", s.utilizationPct, kPercent);
        v("loss", s.loss, Rule{.max = 1e6});
        v("power_w", s.powerW, Rule{.max = 1e9});
        v("memory_used_gib", s.memoryUsedGib, Rule{.max = 1e9});
    }
};

struct LogLine
{
    static constexpr std::string_view kSchema = "LogLine";
    std::int64_t line = 0;
    Timestamp t;
    std::string text;

    bool operator==(const LogLine &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("line", s.line);
        v("t", s.t);
        v("text", s.text, Rule{.maxLen = 16 * 1024});
    }
};

struct LogPage
{
    static constexpr std::string_view kSchema = "LogPage";
    std::string instanceId;
    std::vector<LogLine> lines;
    std::int64_t nextLine = 0;

    bool operator==(const LogPage &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance_id", s.instanceId, kId);
        v("lines", s.lines, Rule{.maxItems = 100'000});
        v("next_line", s.nextLine);
    }
};

// ---- storage ---------------------------------------------------------------------------------

struct Snapshot
{
    static constexpr std::string_view kSchema = "Snapshot";
    static constexpr std::string_view kListSchema = "SnapshotList";
    std::string id;
    std::string name;
    std::optional<std::string> instanceId;
    Backend backend = Backend::Unknown;
    std::string accelerator;
    double sizeGib = 0;
    std::int64_t checkpointStep = 0;
    bool backendNeutral = true;
    SnapshotState state = SnapshotState::Unknown;
    std::optional<SnapshotOrigin> origin;
    std::optional<std::string> operationId;
    Labels labels;
    Timestamp createdAt;
    Timestamp updatedAt;
    std::int64_t revision = 0;

    bool operator==(const Snapshot &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("instance_id", s.instanceId, kId);
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("size_gib", s.sizeGib, Rule{.max = 1e9});
        v("checkpoint_step", s.checkpointStep);
        v("backend_neutral", s.backendNeutral);
        v("state", s.state);
        v("origin", s.origin);
        v("operation_id", s.operationId, kId);
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
        v("created_at", s.createdAt);
        v("updated_at", s.updatedAt);
        v("revision", s.revision);
    }
};

struct Volume
{
    static constexpr std::string_view kSchema = "Volume";
    static constexpr std::string_view kListSchema = "VolumeList";
    std::string id;
    std::string name;
    std::int64_t sizeGib = 0;
    VolumeState state = VolumeState::Unknown;
    std::optional<std::string> attachedInstanceId;
    std::string region;
    std::optional<std::string> userId; ///< who created it (a trainee acts only on their own)
    Timestamp createdAt;
    Timestamp updatedAt;
    std::int64_t revision = 0;

    bool operator==(const Volume &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("size_gib", s.sizeGib, Rule{.min = 1, .max = 1'000'000});
        v("state", s.state);
        v("attached_instance_id", s.attachedInstanceId, kId);
        v("region", s.region, kId);
        v("user_id", s.userId, kId);
        v("created_at", s.createdAt);
        v("updated_at", s.updatedAt);
        v("revision", s.revision);
    }
};

struct VolumeCreate
{
    static constexpr std::string_view kSchema = "VolumeCreate";
    std::string name;
    std::int64_t sizeGib = 0;
    std::optional<std::string> region;

    bool operator==(const VolumeCreate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("size_gib", s.sizeGib, Rule{.min = 1, .max = 1'000'000});
        v("region", s.region, kId);
    }
};

struct AttachRequest
{
    static constexpr std::string_view kSchema = "AttachRequest";
    std::string instanceId;

    bool operator==(const AttachRequest &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance_id", s.instanceId, kId);
    }
};

// ---- billing ---------------------------------------------------------------------------------

struct Account
{
    static constexpr std::string_view kSchema = "Account";
    std::string currency;
    std::int64_t balanceMicros = 0;
    std::int64_t creditMicros = 0;
    std::int64_t monthToDateMicros = 0;
    std::int64_t burnRatePerHourMicros = 0;
    std::int64_t forecastMonthEndMicros = 0;
    std::int64_t forecastLowMicros = 0; ///< the forecast's 80 % interval
    std::int64_t forecastHighMicros = 0;
    /// The most what is committed now can bill by the month end (the interval's top at most).
    std::optional<std::int64_t> forecastCeilingMicros;
    /// How much a day's spend has varied this month (absent with under two completed days).
    std::optional<std::int64_t> dailySpreadMicros;
    Timestamp asOf;

    bool operator==(const Account &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("currency", s.currency, Rule{.minLen = 3, .maxLen = 3});
        v("balance_micros", s.balanceMicros, kSigned);
        v("credit_micros", s.creditMicros);
        v("month_to_date_micros", s.monthToDateMicros);
        v("burn_rate_per_hour_micros", s.burnRatePerHourMicros);
        v("forecast_month_end_micros", s.forecastMonthEndMicros);
        v("forecast_low_micros", s.forecastLowMicros);
        v("forecast_high_micros", s.forecastHighMicros);
        v("forecast_ceiling_micros", s.forecastCeilingMicros);
        v("daily_spread_micros", s.dailySpreadMicros);
        v("as_of", s.asOf);
    }
};

/** One group's columns of a usage report, aligned with the report's `t`. */
struct UsageGroup
{
    static constexpr std::string_view kSchema = "UsageGroup";
    std::string key;
    std::vector<std::int64_t> costMicros;
    std::vector<double> cu;
    std::int64_t totalCostMicros = 0;

    bool operator==(const UsageGroup &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("key", s.key, kName);
        v("cost_micros", s.costMicros);
        v("cu", s.cu, Rule{.max = 1e15});
        v("total_cost_micros", s.totalCostMicros);
    }
};

struct UsageReport
{
    static constexpr std::string_view kSchema = "UsageReport";
    Timestamp from;
    Timestamp to;
    UsageStep step = UsageStep::Unknown;
    std::string groupBy;
    std::string currency;
    std::vector<Timestamp> t;
    std::vector<UsageGroup> groups;
    std::int64_t totalCostMicros = 0;

    bool operator==(const UsageReport &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("from", s.from);
        v("to", s.to);
        v("step", s.step);
        v("group_by", s.groupBy, Rule{.maxLen = 128});
        v("currency", s.currency, Rule{.minLen = 3, .maxLen = 3});
        v("t", s.t, Rule{.maxItems = 100'000});
        v("groups", s.groups, Rule{.maxItems = 100'000});
        v("total_cost_micros", s.totalCostMicros);
    }
};

struct LedgerItem
{
    static constexpr std::string_view kSchema = "LedgerItem";
    static constexpr std::string_view kListSchema = "LedgerPage";
    std::string id;
    LedgerResource resource = LedgerResource::Unknown;
    std::optional<std::string> instanceId;
    std::optional<std::string> volumeId;
    std::optional<Backend> backend;
    std::optional<std::string> accelerator;
    std::string userId;
    Labels labels;
    Timestamp from;
    Timestamp to;
    std::int64_t seconds = 0;
    std::int64_t ratePerHourMicros = 0;
    std::int64_t costMicros = 0;

    bool operator==(const LedgerItem &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("resource", s.resource);
        v("instance_id", s.instanceId, kId);
        v("volume_id", s.volumeId, kId);
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("user_id", s.userId, kId);
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
        v("from", s.from);
        v("to", s.to);
        v("seconds", s.seconds);
        v("rate_per_hour_micros", s.ratePerHourMicros);
        v("cost_micros", s.costMicros);
    }
};

/** What one group's compute bought and wasted over a period (GET /v1/billing/insights). */
struct InsightGroup
{
    static constexpr std::string_view kSchema = "InsightGroup";
    std::string key; ///< an instance id, a backend's wire name, or "total"
    std::optional<Backend> backend;
    std::optional<std::string> accelerator;
    std::int64_t computeMicros = 0;    ///< compute billed
    std::int64_t idleMicros = 0;       ///< of that, billed under the auto-sleep threshold
    std::int64_t sleepSavedMicros = 0; ///< compute not billed while asleep, at its rate
    std::int64_t tokens = 0;
    /// computeMicros per million tokens; absent when no tokens were produced.
    std::optional<std::int64_t> costPer1mTokensMicros;
    std::int64_t runningSeconds = 0; ///< seconds of compute billed running
    /// What the same running seconds would have billed on the report's reference.
    std::int64_t referenceMicros = 0;

    bool operator==(const InsightGroup &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("key", s.key, kId);
        v("backend", s.backend);
        v("accelerator", s.accelerator, kId);
        v("compute_micros", s.computeMicros);
        v("idle_micros", s.idleMicros);
        v("sleep_saved_micros", s.sleepSavedMicros);
        v("tokens", s.tokens);
        v("cost_per_1m_tokens_micros", s.costPer1mTokensMicros);
        v("running_seconds", s.runningSeconds);
        v("reference_micros", s.referenceMicros);
    }
};

/**
 * The plan actual spend is compared with (seed 003: "one H100 throughout"): every running
 * second of every instance on `chips` of one accelerator, at the price book's current price.
 */
struct InsightReference
{
    static constexpr std::string_view kSchema = "InsightReference";
    std::string accelerator;
    std::int64_t chips = 1;
    std::int64_t pricePerHourMicros = 0;

    bool operator==(const InsightReference &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("accelerator", s.accelerator, kId);
        v("chips", s.chips, Rule{.min = 1, .max = 4096});
        v("price_per_hour_micros", s.pricePerHourMicros);
    }
};

/// The most points an insights series holds (a year of hours fits).
inline constexpr std::size_t kMaxInsightPoints = 10'000;

/** One step of an insights series: the total and each backend's figures from `start`. */
struct InsightPoint
{
    static constexpr std::string_view kSchema = "InsightPoint";
    Timestamp start;
    InsightGroup total;
    std::vector<InsightGroup> backends;

    bool operator==(const InsightPoint &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("start", s.start);
        v("total", s.total);
        v("backends", s.backends, Rule{.maxItems = 64});
    }
};

/** Compute, idle cost, realised sleep savings and cost per token over [from, to). */
struct Insights
{
    static constexpr std::string_view kSchema = "Insights";
    Timestamp from;
    Timestamp to;
    std::string currency;
    InsightGroup total;
    std::vector<InsightGroup> backends;
    std::vector<InsightGroup> instances;
    InsightReference reference;
    /// With a `step` query: one point per step from `from`, steps without compute included.
    std::optional<UsageStep> step;
    std::vector<InsightPoint> series;

    bool operator==(const Insights &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("from", s.from);
        v("to", s.to);
        v("currency", s.currency, Rule{.minLen = 3, .maxLen = 3});
        v("total", s.total);
        v("backends", s.backends, Rule{.maxItems = 64});
        v("instances", s.instances, Rule{.maxItems = 100'000});
        v("reference", s.reference);
        v("step", s.step);
        v("series", s.series, Rule{.maxItems = kMaxInsightPoints});
    }
};

/** What a budget covers: instances whose labels include all of these; empty = whole organisation.
 */
struct BudgetScope
{
    static constexpr std::string_view kSchema = "BudgetScope";
    Labels labels;

    bool operator==(const BudgetScope &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("labels", s.labels, Rule{.maxLen = 256, .maxItems = 64});
    }
};

struct Budget
{
    static constexpr std::string_view kSchema = "Budget";
    static constexpr std::string_view kListSchema = "BudgetList";
    std::string id;
    std::string name;
    BudgetScope scope;
    std::int64_t amountMicros = 0;
    BudgetPeriod period = BudgetPeriod::Month;
    std::vector<double> thresholdsPct;
    BudgetAction action = BudgetAction::Notify;
    std::int64_t spentMicros = 0;
    std::vector<double> alertedPct;
    /// Refuses launches and wakes in its scope once spent to its amount (the organisation's
    /// guardrail, beside its action).
    bool hard = false;
    Timestamp createdAt;
    Timestamp updatedAt;
    std::int64_t revision = 0;

    bool operator==(const Budget &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("scope", s.scope);
        v("amount_micros", s.amountMicros, Rule{.min = 1});
        v("period", s.period);
        v("thresholds_pct", s.thresholdsPct, Rule{.min = 1, .max = 1000, .maxItems = 16});
        v("action", s.action);
        v("spent_micros", s.spentMicros);
        v("alerted_pct", s.alertedPct, Rule{.max = 1000, .maxItems = 16});
        v("hard", s.hard, Rule{.absentIsDefault = true});
        v("created_at", s.createdAt);
        v("updated_at", s.updatedAt);
        v("revision", s.revision);
    }
};

struct BudgetCreate
{
    static constexpr std::string_view kSchema = "BudgetCreate";
    std::string name;
    std::optional<BudgetScope> scope;
    std::int64_t amountMicros = 0;
    std::optional<BudgetPeriod> period;
    std::vector<double> thresholdsPct;
    std::optional<BudgetAction> action;
    std::optional<bool> hard;

    bool operator==(const BudgetCreate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("scope", s.scope);
        v("amount_micros", s.amountMicros, Rule{.min = 1});
        v("period", s.period);
        v("thresholds_pct", s.thresholdsPct, Rule{.min = 1, .max = 1000, .maxItems = 16});
        v("action", s.action);
        v("hard", s.hard);
    }
};

struct BudgetPatch
{
    static constexpr std::string_view kSchema = "BudgetPatch";
    std::optional<std::string> name;
    std::optional<BudgetScope> scope;
    std::optional<std::int64_t> amountMicros;
    std::optional<std::vector<double>> thresholdsPct;
    std::optional<BudgetAction> action;
    std::optional<bool> hard;

    bool operator==(const BudgetPatch &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("name", s.name, Rule{.minLen = 1, .maxLen = 128});
        v("scope", s.scope);
        v("amount_micros", s.amountMicros, Rule{.min = 1});
        v("thresholds_pct", s.thresholdsPct, Rule{.min = 1, .max = 1000, .maxItems = 16});
        v("action", s.action);
        v("hard", s.hard);
    }
};

// ---- organisation policies -------------------------------------------------------------------

/** What the users of one role may launch and run; a limit that is absent does not apply. */
struct RolePolicy
{
    static constexpr std::string_view kSchema = "RolePolicy";
    Role role = Role::Unknown;
    /// The highest price per hour of one instance.
    std::optional<std::int64_t> maxInstancePricePerHourMicros;
    /// The highest price per hour of all one user's instances that bill compute, together.
    std::optional<std::int64_t> maxRunningPricePerHourMicros;
    std::vector<Backend> backends;         ///< the backends it may use; empty: all
    std::vector<std::string> accelerators; ///< the accelerators it may use; empty: all

    bool operator==(const RolePolicy &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("role", s.role);
        v("max_instance_price_per_hour_micros", s.maxInstancePricePerHourMicros, Rule{.min = 1});
        v("max_running_price_per_hour_micros", s.maxRunningPricePerHourMicros, Rule{.min = 1});
        v("backends", s.backends, Rule{.maxItems = 8});
        v("accelerators", s.accelerators, Rule{.minLen = 1, .maxLen = 128, .maxItems = 256});
    }
};

/** Auto-sleep every instance has: users may tighten it (a higher threshold, a shorter wait),
 *  not loosen it nor turn it off. */
struct AutoSleepPolicy
{
    static constexpr std::string_view kSchema = "AutoSleepPolicy";
    double utilizationBelowPct = 5; ///< the lowest threshold an instance may have
    std::int64_t forMinutes = 30;   ///< the longest wait an instance may have

    bool operator==(const AutoSleepPolicy &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("utilization_below_pct", s.utilizationBelowPct, kPercent);
        v("for_minutes", s.forMinutes, Rule{.min = 1, .max = double(kMaxAheadMinutes)});
    }
};

/** The rules an administrator sets for the whole organisation (PUT replaces them all). */
struct OrgPoliciesUpdate
{
    static constexpr std::string_view kSchema = "OrgPoliciesUpdate";
    std::vector<RolePolicy> roles; ///< at most one per role
    std::optional<AutoSleepPolicy> autoSleep;
    /// The longest an instance may run without a scheduled stop: one launched without one is
    /// given a runtime of this.
    std::optional<std::int64_t> maxRuntimeWithoutStopS;

    bool operator==(const OrgPoliciesUpdate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("roles", s.roles, Rule{.maxItems = 4});
        v("auto_sleep", s.autoSleep);
        v("max_runtime_without_stop_s", s.maxRuntimeWithoutStopS,
          Rule{.min = 60, .max = double(kMaxAheadSeconds)});
    }
};

/** The organisation's policies as they apply now. */
struct OrgPolicies
{
    static constexpr std::string_view kSchema = "OrgPolicies";
    std::vector<RolePolicy> roles;
    std::optional<AutoSleepPolicy> autoSleep;
    std::optional<std::int64_t> maxRuntimeWithoutStopS;
    std::int64_t revision = 0;
    std::optional<Timestamp> updatedAt;
    std::optional<std::string> updatedBy; ///< the user who set them

    bool operator==(const OrgPolicies &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("roles", s.roles, Rule{.maxItems = 4});
        v("auto_sleep", s.autoSleep);
        v("max_runtime_without_stop_s", s.maxRuntimeWithoutStopS,
          Rule{.min = 60, .max = double(kMaxAheadSeconds)});
        v("revision", s.revision);
        v("updated_at", s.updatedAt);
        v("updated_by", s.updatedBy, kId);
    }
};

/** What a change of the policies did to what runs: nothing is stopped by it. */
struct PolicyEffects
{
    static constexpr std::string_view kSchema = "PolicyEffects";
    /// Instances billing compute that the new rules would not launch (a price cap, a backend
    /// or an accelerator the role may not use, a hard budget spent): reported, not stopped.
    std::vector<std::string> outsidePolicy;
    /// Instances whose auto-sleep was tightened to the new policy.
    std::vector<std::string> autoSleepTightened;
    /// Instances given a runtime: they had no scheduled stop within the new longest runtime.
    std::vector<std::string> stopScheduled;

    bool operator==(const PolicyEffects &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("outside_policy", s.outsidePolicy, Rule{.minLen = 1, .maxLen = 128, .maxItems = 100'000});
        v("auto_sleep_tightened", s.autoSleepTightened,
          Rule{.minLen = 1, .maxLen = 128, .maxItems = 100'000});
        v("stop_scheduled", s.stopScheduled, Rule{.minLen = 1, .maxLen = 128, .maxItems = 100'000});
    }
};

/** The answer to PUT /v1/org/policies: the policies now, and their effect on what runs. */
struct OrgPoliciesChange
{
    static constexpr std::string_view kSchema = "OrgPoliciesChange";
    OrgPolicies policies;
    PolicyEffects effects;

    bool operator==(const OrgPoliciesChange &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("policies", s.policies);
        v("effects", s.effects);
    }
};

// ---- keys and members ------------------------------------------------------------------------

/// A key's label: the person (or machine) it is for, as people read it.
inline constexpr Rule kKeyLabel{.minLen = 1, .maxLen = 128};

/** An API key as the platform lists it: never its secret. */
struct ApiKey
{
    static constexpr std::string_view kSchema = "ApiKey";
    static constexpr std::string_view kListSchema = "ApiKeyList";
    std::string id;
    std::string userId; ///< the member it signs in as
    std::string label;
    Role role = Role::Unknown;
    Timestamp createdAt;
    std::optional<std::string> createdBy; ///< absent for the keys the platform started with
    std::optional<Timestamp> expiresAt;   ///< refused from then on
    std::optional<Timestamp> lastUsedAt;  ///< to the minute
    std::string secretHint;               ///< the secret's last four characters

    bool operator==(const ApiKey &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("user_id", s.userId, kId);
        v("label", s.label, kKeyLabel);
        v("role", s.role);
        v("created_at", s.createdAt);
        v("created_by", s.createdBy, kId);
        v("expires_at", s.expiresAt);
        v("last_used_at", s.lastUsedAt);
        v("secret_hint", s.secretHint, Rule{.maxLen = 8});
    }
};

/** POST /v1/keys: a key for a new member (no user_id) or another key of a member. */
struct ApiKeyCreate
{
    static constexpr std::string_view kSchema = "ApiKeyCreate";
    std::string label;
    Role role = Role::Unknown;
    std::optional<std::string> userId;
    std::optional<Timestamp> expiresAt;

    bool operator==(const ApiKeyCreate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("label", s.label, kKeyLabel);
        v("role", s.role);
        v("user_id", s.userId, kId);
        v("expires_at", s.expiresAt);
    }
};

/** The answer to POST /v1/keys: the key and its secret, which is shown this once. */
struct ApiKeyCreated
{
    static constexpr std::string_view kSchema = "ApiKeyCreated";
    ApiKey key;
    std::string secret;

    bool operator==(const ApiKeyCreated &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("key", s.key);
        v("secret", s.secret, Rule{.minLen = 16, .maxLen = 256});
    }
};

/** One change of the organisation's rules or keys: who, when, and what. */
struct AuditEntry
{
    static constexpr std::string_view kSchema = "AuditEntry";
    static constexpr std::string_view kListSchema = "AuditEntryList";
    std::string id;
    Timestamp at;
    std::string userId;
    Role role = Role::Unknown;
    std::string action; ///< "policies.update", "key.create", "key.revoke"
    std::optional<OrgPolicies> before;
    std::optional<OrgPolicies> after; ///< of a policies.update
    std::optional<ApiKey> key;        ///< of a key.create or key.revoke

    bool operator==(const AuditEntry &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("at", s.at);
        v("user_id", s.userId, kId);
        v("role", s.role);
        v("action", s.action, Rule{.minLen = 1, .maxLen = 64});
        v("before", s.before);
        v("after", s.after);
        v("key", s.key);
    }
};

// ---- webhooks --------------------------------------------------------------------------------

/// A webhook's address: http or https, as a receiver on the team's network or a chat's.
inline constexpr Rule kWebhookUrl{.minLen = 8, .maxLen = 2048};
/// A webhook's signing secret: long enough to resist guessing, short enough to paste.
inline constexpr Rule kWebhookSecret{.minLen = 16, .maxLen = 256};

/** Where an organisation's alerts are sent, and which of them (administrators). */
struct Webhook
{
    static constexpr std::string_view kSchema = "Webhook";
    static constexpr std::string_view kListSchema = "WebhookList";
    std::string id;
    std::string url;
    std::vector<WebhookEvent> events;
    WebhookFormat format = WebhookFormat::Generic;
    std::string language;   ///< of the messages sent ("en", "zh-CN")
    std::string secretHint; ///< the secret's last four characters, to tell two apart
    Timestamp createdAt;
    std::string createdBy;

    bool operator==(const Webhook &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("url", s.url, kWebhookUrl);
        v("events", s.events, Rule{.minItems = 1, .maxItems = 16});
        v("format", s.format);
        v("language", s.language, Rule{.minLen = 2, .maxLen = 16});
        v("secret_hint", s.secretHint, Rule{.maxLen = 8});
        v("created_at", s.createdAt);
        v("created_by", s.createdBy, kId);
    }
};

/** POST /v1/org/webhooks: a secret of the caller's, or one the platform makes and returns once. */
struct WebhookCreate
{
    static constexpr std::string_view kSchema = "WebhookCreate";
    std::string url;
    std::vector<WebhookEvent> events;
    std::optional<WebhookFormat> format;
    std::optional<std::string> language;
    std::optional<std::string> secret;

    bool operator==(const WebhookCreate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("url", s.url, kWebhookUrl);
        v("events", s.events, Rule{.minItems = 1, .maxItems = 16});
        v("format", s.format);
        v("language", s.language, Rule{.minLen = 2, .maxLen = 16});
        v("secret", s.secret, kWebhookSecret);
    }
};

/** The answer to a creation: the webhook, and its secret, which is never shown again. */
struct WebhookCreated
{
    static constexpr std::string_view kSchema = "WebhookCreated";
    Webhook webhook;
    std::string secret;

    bool operator==(const WebhookCreated &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("webhook", s.webhook);
        v("secret", s.secret, kWebhookSecret);
    }
};

/** One try of a delivery and the receiver's answer. */
struct DeliveryAttempt
{
    static constexpr std::string_view kSchema = "DeliveryAttempt";
    Timestamp at;
    std::int64_t status = 0;          ///< the receiver's HTTP status; 0 when it did not answer
    std::optional<std::string> error; ///< why it failed, when it did
    std::int64_t durationMs = 0;

    bool operator==(const DeliveryAttempt &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("at", s.at);
        v("status", s.status, Rule{.max = 999});
        v("error", s.error, Rule{.maxLen = 1024});
        v("duration_ms", s.durationMs);
    }
};

/** One event sent to one webhook: every attempt until the receiver took it (2xx) or the
 *  platform gave up (a day of tries). Its id is the `X-PC-Delivery` header and the
 *  payload's `id`, the same on every attempt, for a receiver to drop repeats. */
struct WebhookDelivery
{
    static constexpr std::string_view kSchema = "WebhookDelivery";
    static constexpr std::string_view kListSchema = "WebhookDeliveryList";
    std::string id;
    std::string webhookId;
    WebhookEvent event = WebhookEvent::Unknown;
    std::optional<std::string> alertId; ///< the alert it tells of (none for a test)
    std::string message;                ///< what it says, in the webhook's language
    Timestamp createdAt;
    DeliveryState state = DeliveryState::Pending;
    std::vector<DeliveryAttempt> attempts;

    bool operator==(const WebhookDelivery &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("webhook_id", s.webhookId, kId);
        v("event", s.event);
        v("alert_id", s.alertId, kId);
        v("message", s.message, Rule{.maxLen = 4096});
        v("created_at", s.createdAt);
        v("state", s.state);
        v("attempts", s.attempts, Rule{.maxItems = 1000});
    }
};

/** The body of a delivery to a webhook of the generic format (team chats get their own). */
struct WebhookPayload
{
    static constexpr std::string_view kSchema = "WebhookPayload";
    std::string id; ///< the delivery's: the same on every attempt, to drop repeats by
    WebhookEvent event = WebhookEvent::Unknown;
    Timestamp createdAt;
    std::string organizationId;
    Severity severity = Severity::Info;
    std::string message;
    std::optional<std::string> alertId;
    std::optional<std::string> instanceId;
    std::optional<std::string> budgetId;

    bool operator==(const WebhookPayload &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("event", s.event);
        v("created_at", s.createdAt);
        v("organization_id", s.organizationId, kId);
        v("severity", s.severity);
        v("message", s.message, Rule{.maxLen = 4096});
        v("alert_id", s.alertId, kId);
        v("instance_id", s.instanceId, kId);
        v("budget_id", s.budgetId, kId);
    }
};

// ---- events ----------------------------------------------------------------------------------

/** A deleted resource in a delta list or an `instance.deleted` event. */
struct Tombstone
{
    static constexpr std::string_view kSchema = "Tombstone";
    std::string id;
    bool deleted = true;
    std::int64_t revision = 0;

    bool operator==(const Tombstone &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("deleted", s.deleted);
        v("revision", s.revision);
    }
};

struct MetricSample
{
    static constexpr std::string_view kSchema = "MetricSample";
    std::string instanceId;
    LiveMetrics live;

    bool operator==(const MetricSample &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance_id", s.instanceId, kId);
        v("live", s.live);
    }
};

/** Data of a `metrics` event: one simulated second's samples of every running instance. */
struct MetricsBatch
{
    static constexpr std::string_view kSchema = "MetricsBatch";
    Timestamp t;
    std::vector<MetricSample> samples;

    bool operator==(const MetricsBatch &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("t", s.t);
        v("samples", s.samples, Rule{.maxItems = 1'000'000});
    }
};

/** What one instance has cost so far, inside a `billing.tick` event. */
struct InstanceCost
{
    static constexpr std::string_view kSchema = "InstanceCost";
    std::string instanceId;
    std::int64_t costMicros = 0;
    std::int64_t billedSeconds = 0;

    bool operator==(const InstanceCost &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("instance_id", s.instanceId, kId);
        v("cost_micros", s.costMicros);
        v("billed_seconds", s.billedSeconds);
    }
};

/** One budget's spend this period inside a `billing.tick` event. */
struct BudgetSpend
{
    static constexpr std::string_view kSchema = "BudgetSpend";
    std::string budgetId;
    std::int64_t spentMicros = 0;

    bool operator==(const BudgetSpend &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("budget_id", s.budgetId, kId);
        v("spent_micros", s.spentMicros);
    }
};

/** Data of a `billing.tick` event: the account, and the cost to date of every instance (both
 *  change every second an instance bills, which revisions do not follow). */
struct BillingTick
{
    static constexpr std::string_view kSchema = "BillingTick";
    Timestamp t;
    Account account;
    std::vector<InstanceCost> instances;
    std::vector<BudgetSpend> budgets; ///< every budget's spend (absent from older platforms)

    bool operator==(const BillingTick &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("t", s.t);
        v("account", s.account);
        v("instances", s.instances, Rule{.maxItems = 1'000'000});
        v("budgets", s.budgets, Rule{.maxItems = 100'000});
    }
};

/** Data of an `alert` event. */
struct Alert
{
    static constexpr std::string_view kSchema = "Alert";
    static constexpr std::string_view kListSchema = "AlertList";
    std::string id;
    AlertKind kind = AlertKind::Unknown;
    Severity severity = Severity::Info;
    std::string message;
    std::optional<std::string> instanceId;
    std::optional<std::string> budgetId;
    Timestamp t;

    bool operator==(const Alert &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("kind", s.kind);
        v("severity", s.severity);
        v("message", s.message, Rule{.maxLen = 4096});
        v("instance_id", s.instanceId, kId);
        v("budget_id", s.budgetId, kId);
        v("t", s.t);
    }
};

/** Data of a `catalog.changed` event: the catalogue lists that changed, to be listed again. */
struct CatalogChange
{
    static constexpr std::string_view kSchema = "CatalogChange";
    std::vector<CatalogKind> kinds;

    bool operator==(const CatalogChange &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("kinds", s.kinds, Rule{.minItems = 1, .maxItems = 8});
    }
};

/** One Server-Sent Event as received: its id (the revision), type and still-undecoded data. */
struct Event
{
    std::int64_t id = 0;
    std::string type;
    std::string data;
};

// ---- simulator control -----------------------------------------------------------------------

struct Clock
{
    static constexpr std::string_view kSchema = "Clock";
    Timestamp now;
    double speed = 1;
    bool paused = false;

    bool operator==(const Clock &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("now", s.now);
        v("speed", s.speed, Rule{.min = 1, .max = 3600});
        v("paused", s.paused);
    }
};

struct ClockUpdate
{
    static constexpr std::string_view kSchema = "ClockUpdate";
    std::optional<double> speed;
    std::optional<bool> paused;
    std::optional<Timestamp> now;

    bool operator==(const ClockUpdate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("speed", s.speed, Rule{.min = 1, .max = 3600});
        v("paused", s.paused);
        v("now", s.now);
    }
};

struct ClockAdvance
{
    static constexpr std::string_view kSchema = "ClockAdvance";
    std::int64_t seconds = 0;

    bool operator==(const ClockAdvance &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("seconds", s.seconds, Rule{.min = 1, .max = 366 * 86400});
    }
};

struct Faults
{
    static constexpr std::string_view kSchema = "Faults";
    std::int64_t latencyMs = 0;
    double errorRate = 0;
    std::map<std::string, std::int64_t> capacityOverrides; ///< accelerator id -> capacity
    double preemptRate = 0;

    bool operator==(const Faults &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        // PUT replaces the whole set: a fault left out is off.
        v("latency_ms", s.latencyMs, Rule{.max = 60'000, .absentIsDefault = true});
        v("error_rate", s.errorRate, Rule{.max = 1, .absentIsDefault = true});
        v("capacity_overrides", s.capacityOverrides, Rule{.max = 1'000'000, .maxItems = 256});
        v("preempt_rate", s.preemptRate, Rule{.max = 1, .absentIsDefault = true});
    }
};

/** One instance a scenario starts with: launched, then optionally acted on. */
struct ScenarioInstance
{
    static constexpr std::string_view kSchema = "ScenarioInstance";
    LaunchSpec spec;
    /// Simulated seconds to run after this launch before the next step.
    std::optional<std::int64_t> advanceS;
    /// Then: "stop" or "sleep" (empty: leave it as it is).
    std::optional<std::string> then;

    bool operator==(const ScenarioInstance &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("spec", s.spec);
        v("advance_s", s.advanceS, Rule{.max = 30 * 86400});
        v("then", s.then, Rule{.maxLen = 16});
    }
};

/** A starting situation for a lesson or a demo: a JSON file under resources/simulator/scenarios,
 *  or what GET /v1/sim/state exports and PUT /v1/sim/state imports. The clock, faults, funds,
 *  volumes, instances and budgets of the organisation that loads it. */
struct ScenarioFile
{
    static constexpr std::string_view kSchema = "ScenarioFile";
    std::string id;
    std::string name;
    std::string description;
    std::optional<Clock> clock;
    std::optional<Faults> faults;
    std::optional<std::int64_t> balanceMicros;
    std::vector<VolumeCreate> volumes;
    std::vector<ScenarioInstance> instances;
    std::vector<BudgetCreate> budgets;
    std::optional<OrgPoliciesUpdate> policies; ///< the organisation's rules, set last
    std::optional<std::int64_t> advanceS;      ///< simulated seconds to run once all is set up

    bool operator==(const ScenarioFile &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("description", s.description, Rule{.maxLen = 4096});
        v("clock", s.clock);
        v("faults", s.faults);
        v("balance_micros", s.balanceMicros, kSigned);
        v("volumes", s.volumes, Rule{.maxItems = 100});
        v("instances", s.instances, Rule{.maxItems = 1000});
        v("budgets", s.budgets, Rule{.maxItems = 100});
        v("policies", s.policies);
        v("advance_s", s.advanceS, Rule{.max = 30 * 86400});
    }
};

struct Scenario
{
    static constexpr std::string_view kSchema = "Scenario";
    static constexpr std::string_view kListSchema = "ScenarioList";
    std::string id;
    std::string name;
    std::string description;
    bool loaded = false; ///< the one the caller's organisation loaded last (since a reset)

    bool operator==(const Scenario &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("description", s.description, Rule{.maxLen = 4096});
        v("loaded", s.loaded, Rule{.absentIsDefault = true});
    }
};

struct Objective
{
    static constexpr std::string_view kSchema = "Objective";
    std::string id;
    std::string description;
    std::string hint; ///< what to do next, for a trainee who is stuck
    ObjectiveState state = ObjectiveState::Pending;

    bool operator==(const Objective &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("description", s.description, Rule{.maxLen = 4096});
        v("hint", s.hint, Rule{.maxLen = 4096});
        v("state", s.state);
    }
};

struct Lesson
{
    static constexpr std::string_view kSchema = "Lesson";
    static constexpr std::string_view kListSchema = "LessonList";
    std::string id;
    std::string name;
    std::string description;
    std::string scenarioId;
    std::vector<Objective> objectives;
    /// The lesson under way: its scenario is the one loaded last. The figures below are
    /// since then, and only for the lesson under way.
    bool active = false;
    std::optional<Timestamp> startedAt;   ///< simulated time its scenario was loaded
    std::optional<Timestamp> completedAt; ///< when every objective was first reached
    std::int64_t spentMicros = 0; ///< what the organisation was charged since (to completion)
    std::int64_t savedMicros = 0; ///< compute not billed thanks to sleeping since

    bool operator==(const Lesson &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("description", s.description, Rule{.maxLen = 4096});
        v("scenario_id", s.scenarioId, kId);
        v("objectives", s.objectives, Rule{.maxItems = 256});
        v("active", s.active, Rule{.absentIsDefault = true});
        v("started_at", s.startedAt);
        v("completed_at", s.completedAt);
        v("spent_micros", s.spentMicros, Rule{.absentIsDefault = true});
        v("saved_micros", s.savedMicros, Rule{.absentIsDefault = true});
    }
};

// ---- classroom -------------------------------------------------------------------------------

/** How far a seat is in one lesson. Not started: no started_at; under way: started_at and no
 *  completed_at; done: both. */
struct SeatLesson
{
    static constexpr std::string_view kSchema = "SeatLesson";
    std::string lessonId;
    std::string name; ///< in the reader's language
    std::int64_t objectivesDone = 0;
    std::int64_t objectivesTotal = 0;
    std::optional<Timestamp> startedAt;
    std::optional<Timestamp> completedAt;
    std::int64_t seconds = 0;     ///< simulated time from its start to completion, or to now
    std::int64_t spentMicros = 0; ///< what the seat was charged meanwhile

    bool operator==(const SeatLesson &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("lesson_id", s.lessonId, kId);
        v("name", s.name, kName);
        v("objectives_done", s.objectivesDone, Rule{.max = 256});
        v("objectives_total", s.objectivesTotal, Rule{.max = 256});
        v("started_at", s.startedAt);
        v("completed_at", s.completedAt);
        v("seconds", s.seconds);
        v("spent_micros", s.spentMicros);
    }
};

/** A classroom seat as its teacher sees it (read-only): an organisation of its own with one
 *  trainee key, and its progress through the lessons. */
struct ClassroomSeat
{
    static constexpr std::string_view kSchema = "ClassroomSeat";
    static constexpr std::string_view kListSchema = "ClassroomSeatList";
    std::string id; ///< the seat's organisation
    std::string name;
    std::string keyId;
    Timestamp madeAt; ///< (not `createdAt`: seats list in their numbers' order, not newest first)
    std::optional<Timestamp> lastActivityAt; ///< its key's last use, to the minute
    std::int64_t balanceMicros = 0;
    std::vector<SeatLesson> lessons;

    bool operator==(const ClassroomSeat &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("id", s.id, kId);
        v("name", s.name, kName);
        v("key_id", s.keyId, kId);
        v("created_at", s.madeAt);
        v("last_activity_at", s.lastActivityAt);
        v("balance_micros", s.balanceMicros, kSigned);
        v("lessons", s.lessons, Rule{.maxItems = 256});
    }
};

/** POST /v1/classroom/seats: `count` more seats for the caller's organisation's class. */
struct SeatsCreate
{
    static constexpr std::string_view kSchema = "SeatsCreate";
    std::int64_t count = 0;

    bool operator==(const SeatsCreate &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("count", s.count, Rule{.min = 1, .max = 500});
    }
};

/** A new seat and its trainee key's secret, shown this once. */
struct SeatCreated
{
    static constexpr std::string_view kSchema = "SeatCreated";
    ClassroomSeat seat;
    std::string secret;

    bool operator==(const SeatCreated &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("seat", s.seat);
        v("secret", s.secret, Rule{.minLen = 16, .maxLen = 256});
    }
};

struct SeatsCreated
{
    static constexpr std::string_view kSchema = "SeatsCreated";
    std::vector<SeatCreated> seats;

    bool operator==(const SeatsCreated &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("seats", s.seats, Rule{.maxItems = 500});
    }
};

// ---- lists -----------------------------------------------------------------------------------

/** A page of a list: live items, tombstones of deletions (only with `since`), the next page's
 *  token (absent on the last page) and the account's current revision. */
template <class T>
struct Page
{
    static constexpr std::string_view kSchema = T::kListSchema;
    std::vector<T> items;
    std::vector<Tombstone> deleted;
    std::optional<std::string> nextPageToken;
    std::int64_t revision = 0;

    bool operator==(const Page &) const = default;

    template <class S, class V>
    static void visit(S &s, V &v)
    {
        v("items", s.items, Rule{.maxItems = 100'000});
        v("deleted", s.deleted, Rule{.maxItems = 100'000});
        v("next_page_token", s.nextPageToken, Rule{.minLen = 1, .maxLen = 1024});
        v("revision", s.revision);
    }
};

/** Every schema type, for code that must cover them all (the spec test, fuzzers). */
template <class F>
void forEachSchemaType(F &&f)
{
    // clang-format off
    f.template operator()<ErrorDetail>(); f.template operator()<ErrorResponse>();
    f.template operator()<Health>(); f.template operator()<User>();
    f.template operator()<Organization>(); f.template operator()<Quotas>(); f.template operator()<Me>();
    f.template operator()<RegionCapacity>(); f.template operator()<Accelerator>();
    f.template operator()<Image>(); f.template operator()<AutoSleep>(); f.template operator()<Schedule>();
    f.template operator()<TemplateBackend>(); f.template operator()<Template>();
    f.template operator()<ModelMemory>(); f.template operator()<Model>(); f.template operator()<Dataset>();
    f.template operator()<LaunchSpec>();
    f.template operator()<MemoryFit>(); f.template operator()<QuoteOption>(); f.template operator()<Quote>();
    f.template operator()<LiveMetrics>(); f.template operator()<Endpoints>();
    f.template operator()<BackendHistoryEntry>(); f.template operator()<Instance>();
    f.template operator()<InstancePatch>(); f.template operator()<SnapshotRequest>();
    f.template operator()<SwitchRequest>(); f.template operator()<Operation>();
    f.template operator()<InstanceOperation>(); f.template operator()<MetricSeries>();
    f.template operator()<LogLine>(); f.template operator()<LogPage>(); f.template operator()<Snapshot>();
    f.template operator()<Volume>(); f.template operator()<VolumeCreate>(); f.template operator()<AttachRequest>();
    f.template operator()<Account>(); f.template operator()<UsageGroup>(); f.template operator()<UsageReport>();
    f.template operator()<LedgerItem>(); f.template operator()<InsightGroup>(); f.template operator()<InsightReference>(); f.template operator()<InsightPoint>(); f.template operator()<Insights>();
    f.template operator()<BudgetScope>(); f.template operator()<Budget>();
    f.template operator()<BudgetCreate>(); f.template operator()<BudgetPatch>();
    f.template operator()<RolePolicy>(); f.template operator()<AutoSleepPolicy>();
    f.template operator()<OrgPoliciesUpdate>(); f.template operator()<OrgPolicies>();
    f.template operator()<PolicyEffects>(); f.template operator()<OrgPoliciesChange>();
    f.template operator()<ApiKey>(); f.template operator()<ApiKeyCreate>(); f.template operator()<ApiKeyCreated>();
    f.template operator()<AuditEntry>();
    f.template operator()<Webhook>(); f.template operator()<WebhookCreate>();
    f.template operator()<WebhookCreated>(); f.template operator()<DeliveryAttempt>();
    f.template operator()<WebhookDelivery>(); f.template operator()<WebhookPayload>();
    f.template operator()<Tombstone>(); f.template operator()<MetricSample>();
    f.template operator()<MetricsBatch>(); f.template operator()<InstanceCost>();
    f.template operator()<BudgetSpend>(); f.template operator()<BillingTick>(); f.template operator()<Alert>(); f.template operator()<CatalogChange>();
    f.template operator()<Clock>(); f.template operator()<ClockUpdate>(); f.template operator()<ClockAdvance>();
    f.template operator()<Faults>(); f.template operator()<ScenarioInstance>(); f.template operator()<ScenarioFile>(); f.template operator()<Scenario>(); f.template operator()<Objective>();
    f.template operator()<Lesson>();
    f.template operator()<SeatLesson>(); f.template operator()<ClassroomSeat>();
    f.template operator()<SeatsCreate>(); f.template operator()<SeatCreated>(); f.template operator()<SeatsCreated>();
    f.template operator()<Page<Accelerator>>(); f.template operator()<Page<Image>>();
    f.template operator()<Page<Template>>(); f.template operator()<Page<Model>>();
    f.template operator()<Page<Dataset>>(); f.template operator()<Page<Instance>>();
    f.template operator()<Page<Snapshot>>(); f.template operator()<Page<Volume>>();
    f.template operator()<Page<LedgerItem>>(); f.template operator()<Page<Budget>>();
    f.template operator()<Page<Scenario>>(); f.template operator()<Page<Lesson>>();
    f.template operator()<Page<Alert>>(); f.template operator()<Page<AuditEntry>>();
    f.template operator()<Page<Webhook>>(); f.template operator()<Page<WebhookDelivery>>();
    f.template operator()<Page<ApiKey>>(); f.template operator()<Page<ClassroomSeat>>();
    // clang-format on
}

/** Every enum type with a schema of its own. */
template <class F>
void forEachSchemaEnum(F &&f)
{
    // clang-format off
    f.template operator()<Backend>(); f.template operator()<InstanceState>();
    f.template operator()<WorkloadKind>(); f.template operator()<FitMode>();
    f.template operator()<SnapshotState>(); f.template operator()<SnapshotOrigin>();
    f.template operator()<VolumeState>();
    f.template operator()<Role>(); f.template operator()<OperationKind>();
    f.template operator()<BudgetAction>(); f.template operator()<BudgetPeriod>();
    f.template operator()<UsageStep>(); f.template operator()<LedgerResource>();
    f.template operator()<AlertKind>(); f.template operator()<Severity>();
    f.template operator()<ObjectiveState>(); f.template operator()<HealthStatus>();
    f.template operator()<CatalogKind>(); f.template operator()<WebhookEvent>();
    f.template operator()<WebhookFormat>(); f.template operator()<DeliveryState>();
    // clang-format on
}

} // namespace polychip::api
