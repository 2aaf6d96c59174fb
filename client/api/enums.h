// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace polychip::api {

// Every enum has an explicit Unknown: a value a newer server sends decodes to it instead of
// failing the whole response. Unknown is never encoded by a well-behaved sender.

enum class Backend { Unknown, Gpu, Tpu, Npu, Cpu };
enum class InstanceState {
    Unknown,
    Pending,
    Provisioning,
    Running,
    Sleeping,
    Stopping,
    Stopped,
    Switching,
    Terminating,
    Terminated,
    Failed,
};
enum class WorkloadKind { Unknown, Pretrain, Finetune, Lora, Inference, Notebook, Data };
enum class FitMode { Unknown, Native, CpuOffload };
enum class SnapshotState { Unknown, Creating, Ready, Failed };
enum class SnapshotOrigin { Unknown, Manual, Switch, Stop };
enum class VolumeState { Unknown, Available, Attached };
enum class Role { Unknown, Admin, Developer, Manager, Trainee };
enum class OperationKind { Unknown, Launch, Start, Stop, Sleep, Wake, Snapshot, Switch, Delete };
enum class BudgetAction { Unknown, Notify, Stop };
enum class BudgetPeriod { Unknown, Month };
enum class UsageStep { Unknown, Minute, Hour, Day };
enum class LedgerResource { Unknown, Compute, Storage, Volume };
enum class AlertKind {
    Unknown,
    BudgetThreshold,
    AutoSleep,
    Capacity,
    Failure,
    Schedule,
    Policy,
    Lesson,
};
enum class Severity { Unknown, Info, Warning, Critical };
enum class ObjectiveState { Unknown, Pending, Done, Failed };
enum class HealthStatus { Unknown, Ok, Degraded };
enum class CatalogKind { Unknown, Accelerators, Images, Templates, Models, Datasets };
/// What a webhook is told of (an alert's kind, more finely: see the spec's WebhookEvent).
enum class WebhookEvent {
    Unknown,
    BudgetThreshold,
    InstanceFailed,
    InstancePreempted,
    InstanceStopped,
    PolicyViolation,
    LessonCompleted,
    Test,
};
/// The body a webhook's receiver understands: ours, or a team chat's incoming-webhook message.
enum class WebhookFormat { Unknown, Generic, Wecom, Dingtalk, Feishu, Slack };
enum class DeliveryState { Unknown, Pending, Delivered, Failed };

/** Wire names of an enum, in the spec's order, with the schema name that lists them. */
template <class E>
struct EnumInfo;

#define POLYCHIP_ENUM_INFO(Type, ...)                                                              \
    template <>                                                                                    \
    struct EnumInfo<Type>                                                                          \
    {                                                                                              \
        static constexpr std::string_view schema = #Type;                                          \
        static constexpr auto values                                                               \
            = std::to_array<std::pair<Type, std::string_view>>({__VA_ARGS__});                     \
    };

POLYCHIP_ENUM_INFO(Backend,
                   {Backend::Gpu, "gpu"},
                   {Backend::Tpu, "tpu"},
                   {Backend::Npu, "npu"},
                   {Backend::Cpu, "cpu"})
POLYCHIP_ENUM_INFO(InstanceState,
                   {InstanceState::Pending, "pending"},
                   {InstanceState::Provisioning, "provisioning"},
                   {InstanceState::Running, "running"},
                   {InstanceState::Sleeping, "sleeping"},
                   {InstanceState::Stopping, "stopping"},
                   {InstanceState::Stopped, "stopped"},
                   {InstanceState::Switching, "switching"},
                   {InstanceState::Terminating, "terminating"},
                   {InstanceState::Terminated, "terminated"},
                   {InstanceState::Failed, "failed"})
POLYCHIP_ENUM_INFO(WorkloadKind,
                   {WorkloadKind::Pretrain, "pretrain"},
                   {WorkloadKind::Finetune, "finetune"},
                   {WorkloadKind::Lora, "lora"},
                   {WorkloadKind::Inference, "inference"},
                   {WorkloadKind::Notebook, "notebook"},
                   {WorkloadKind::Data, "data"})
POLYCHIP_ENUM_INFO(FitMode, {FitMode::Native, "native"}, {FitMode::CpuOffload, "cpu_offload"})
POLYCHIP_ENUM_INFO(SnapshotState,
                   {SnapshotState::Creating, "creating"},
                   {SnapshotState::Ready, "ready"},
                   {SnapshotState::Failed, "failed"})
POLYCHIP_ENUM_INFO(SnapshotOrigin,
                   {SnapshotOrigin::Manual, "manual"},
                   {SnapshotOrigin::Switch, "switch"},
                   {SnapshotOrigin::Stop, "stop"})
POLYCHIP_ENUM_INFO(VolumeState,
                   {VolumeState::Available, "available"},
                   {VolumeState::Attached, "attached"})
POLYCHIP_ENUM_INFO(Role,
                   {Role::Admin, "admin"},
                   {Role::Developer, "developer"},
                   {Role::Manager, "manager"},
                   {Role::Trainee, "trainee"})
POLYCHIP_ENUM_INFO(OperationKind,
                   {OperationKind::Launch, "launch"},
                   {OperationKind::Start, "start"},
                   {OperationKind::Stop, "stop"},
                   {OperationKind::Sleep, "sleep"},
                   {OperationKind::Wake, "wake"},
                   {OperationKind::Snapshot, "snapshot"},
                   {OperationKind::Switch, "switch"},
                   {OperationKind::Delete, "delete"})
POLYCHIP_ENUM_INFO(BudgetAction, {BudgetAction::Notify, "notify"}, {BudgetAction::Stop, "stop"})
POLYCHIP_ENUM_INFO(BudgetPeriod, {BudgetPeriod::Month, "month"})
POLYCHIP_ENUM_INFO(UsageStep,
                   {UsageStep::Minute, "minute"},
                   {UsageStep::Hour, "hour"},
                   {UsageStep::Day, "day"})
POLYCHIP_ENUM_INFO(LedgerResource,
                   {LedgerResource::Compute, "compute"},
                   {LedgerResource::Storage, "storage"},
                   {LedgerResource::Volume, "volume"})
POLYCHIP_ENUM_INFO(AlertKind,
                   {AlertKind::BudgetThreshold, "budget_threshold"},
                   {AlertKind::AutoSleep, "auto_sleep"},
                   {AlertKind::Capacity, "capacity"},
                   {AlertKind::Failure, "failure"},
                   {AlertKind::Schedule, "schedule"},
                   {AlertKind::Policy, "policy"},
                   {AlertKind::Lesson, "lesson"})
POLYCHIP_ENUM_INFO(Severity,
                   {Severity::Info, "info"},
                   {Severity::Warning, "warning"},
                   {Severity::Critical, "critical"})
POLYCHIP_ENUM_INFO(ObjectiveState,
                   {ObjectiveState::Pending, "pending"},
                   {ObjectiveState::Done, "done"},
                   {ObjectiveState::Failed, "failed"})
POLYCHIP_ENUM_INFO(HealthStatus, {HealthStatus::Ok, "ok"}, {HealthStatus::Degraded, "degraded"})
POLYCHIP_ENUM_INFO(CatalogKind,
                   {CatalogKind::Accelerators, "accelerators"},
                   {CatalogKind::Images, "images"},
                   {CatalogKind::Templates, "templates"},
                   {CatalogKind::Models, "models"},
                   {CatalogKind::Datasets, "datasets"})
POLYCHIP_ENUM_INFO(WebhookEvent,
                   {WebhookEvent::BudgetThreshold, "budget.threshold"},
                   {WebhookEvent::InstanceFailed, "instance.failed"},
                   {WebhookEvent::InstancePreempted, "instance.preempted"},
                   {WebhookEvent::InstanceStopped, "instance.stopped"},
                   {WebhookEvent::PolicyViolation, "policy.violation"},
                   {WebhookEvent::LessonCompleted, "lesson.completed"},
                   {WebhookEvent::Test, "webhook.test"})
POLYCHIP_ENUM_INFO(WebhookFormat,
                   {WebhookFormat::Generic, "generic"},
                   {WebhookFormat::Wecom, "wecom"},
                   {WebhookFormat::Dingtalk, "dingtalk"},
                   {WebhookFormat::Feishu, "feishu"},
                   {WebhookFormat::Slack, "slack"})
POLYCHIP_ENUM_INFO(DeliveryState,
                   {DeliveryState::Pending, "pending"},
                   {DeliveryState::Delivered, "delivered"},
                   {DeliveryState::Failed, "failed"})

#undef POLYCHIP_ENUM_INFO

template <class E>
concept ApiEnum = requires
{
    EnumInfo<E>::values;
};

/** Wire name of a value; empty for Unknown. */
template <ApiEnum E>
constexpr std::string_view wireName(E value)
{
    for (const auto &[v, name] : EnumInfo<E>::values) {
        if (v == value)
            return name;
    }
    return {};
}

/** Value of a wire name; E::Unknown when the name is not known. */
template <ApiEnum E>
constexpr E enumFromString(std::string_view name)
{
    for (const auto &[v, n] : EnumInfo<E>::values) {
        if (n == name)
            return v;
    }
    return E::Unknown;
}

/** Seconds in one bucket of `step` (0 for Unknown). */
constexpr std::int64_t stepSeconds(UsageStep step)
{
    switch (step) {
    case UsageStep::Minute:
        return 60;
    case UsageStep::Hour:
        return 3600;
    case UsageStep::Day:
        return 86400;
    case UsageStep::Unknown:
        break;
    }
    return 0;
}

} // namespace polychip::api
