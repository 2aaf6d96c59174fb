// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "messages.h"

#include "localtext.h"

#include <array>

namespace polychip::sim::messages {

namespace {

struct Entry
{
    std::string_view id;
    std::string_view en;
    std::string_view zhCN;
};

// clang-format off
constexpr std::array kCatalogue{
    // A quote option's reason: what fits, how fast, the price, the pool.
    Entry{"quote.fits_not", "does not fit: needs {1}, has {2}", "放不下：需要 {1}，只有 {2}"},
    Entry{"quote.fits_offload", "fits with CPU offload ({1} of {2}), 40 % of native throughput",
          "借助 CPU 卸载可放下（{1} / {2}），吞吐为原生的 40%"},
    Entry{"quote.fits_native", "fits natively ({1} of {2})", "可原生放下（{1} / {2}）"},
    Entry{"quote.tokens_per_s", ", {1} tokens/s", "，每秒 {1} 个词元"},
    Entry{"quote.price_per_hour", ", ¥{1}/h", "，每小时 ¥{1}"},
    Entry{"quote.ruled_out", "; ruled out: {1}", "；不可用：{1}"},
    Entry{"quote.queues", "; queues: {1} of {2} free in {3}", "；需排队：{3} 仅有 {1} 个空闲（需要 {2} 个）"},
    Entry{"quote.budget_unreachable", "; cannot reach the token budget within the longest runtime ({1} days)",
          "；在最长运行时间（{1} 天）内达不到词元预算"},
    // Regions, by id.
    Entry{"region.cn-east", "cn-east", "华东 (cn-east)"},
    Entry{"region.cn-north", "cn-north", "华北 (cn-north)"},

    // Words that messages say: instance states, actions, roles, backends, things by kind.
    Entry{"state.pending", "pending", "排队中"},
    Entry{"state.provisioning", "provisioning", "准备中"},
    Entry{"state.running", "running", "运行中"},
    Entry{"state.sleeping", "sleeping", "休眠中"},
    Entry{"state.stopping", "stopping", "停止中"},
    Entry{"state.stopped", "stopped", "已停止"},
    Entry{"state.switching", "switching", "切换中"},
    Entry{"state.terminating", "terminating", "删除中"},
    Entry{"state.terminated", "terminated", "已删除"},
    Entry{"state.failed", "failed", "已失败"},
    Entry{"action.start", "start", "启动"},
    Entry{"action.stop", "stop", "停止"},
    Entry{"action.sleep", "sleep", "休眠"},
    Entry{"action.wake", "wake", "唤醒"},
    Entry{"action.snapshot", "snapshot", "快照"},
    Entry{"action.switch", "switch", "切换"},
    Entry{"action.launch", "launch", "启动"},
    Entry{"action.delete", "delete", "删除"},
    Entry{"role.admin", "admin", "管理员"},
    Entry{"role.developer", "developer", "开发者"},
    Entry{"role.manager", "manager", "经理"},
    Entry{"role.trainee", "trainee", "学员"},
    Entry{"backend.gpu", "gpu", "GPU"},
    Entry{"backend.tpu", "tpu", "TPU"},
    Entry{"backend.npu", "npu", "NPU"},
    Entry{"backend.cpu", "cpu", "CPU"},
    // Fields of a request whose names are plain words (the others are ids: "image_id").
    Entry{"field_name.region", "region", "区域"},
    Entry{"field_name.labels", "labels", "标签"},
    Entry{"field_name.accelerator", "accelerator", "加速器"},
    Entry{"field_name.backend", "backend", "后端"},
    Entry{"field_name.count", "count", "数量"},
    Entry{"thing.instance", "instance", "实例"},
    Entry{"thing.operation", "operation", "操作"},
    Entry{"thing.volume", "volume", "存储卷"},
    Entry{"thing.snapshot", "snapshot", "快照"},
    Entry{"thing.budget", "budget", "预算"},
    Entry{"thing.lesson", "lesson", "课程"},
    Entry{"thing.scenario", "scenario", "场景"},
    Entry{"thing.template", "template", "模板"},
    Entry{"thing.model", "model", "模型"},
    Entry{"thing.dataset", "dataset", "数据集"},
    Entry{"thing.accelerator", "accelerator", "加速器"},
    Entry{"thing.image", "image", "镜像"},
    Entry{"thing.key", "key", "密钥"},
    Entry{"thing.webhook", "webhook", "Webhook"},
    Entry{"thing.member", "member", "成员"},
    Entry{"thing.seat", "seat", "席位"},
    Entry{"thing.role", "role", "角色"},
    Entry{"thing.event", "event", "事件"},
    Entry{"thing.format", "format", "格式"},

    // Errors: the `message` of an error answer (its code says the same to a program).
    Entry{"error.not_found", "{1} {2} not found", "找不到{1} {2}"},
    Entry{"error.no_endpoint", "no such endpoint: {1}", "没有这个接口：{1}"},
    Entry{"error.unknown_caller", "unknown caller", "未知的调用者"},
    Entry{"error.role_may_not", "the {1} role may not {2}", "{1}角色无权调用 {2}"},
    Entry{"error.may_not_launch", "this role may not launch instances", "此角色不能启动实例"},
    Entry{"error.may_not_act", "this role may not act on instances", "此角色不能操作实例"},
    Entry{"error.may_not_change", "this role may not change instances", "此角色不能修改实例"},
    Entry{"error.may_not_create_volumes", "this role may not create volumes", "此角色不能创建存储卷"},
    Entry{"error.may_not_attach_volumes", "this role may not attach volumes", "此角色不能挂载存储卷"},
    Entry{"error.may_not_detach_volumes", "this role may not detach volumes", "此角色不能卸载存储卷"},
    Entry{"error.may_not_delete_volumes", "this role may not delete volumes", "此角色不能删除存储卷"},
    Entry{"error.may_not_delete_snapshots", "this role may not delete snapshots", "此角色不能删除快照"},
    Entry{"error.may_not_set_budgets", "only admins and managers set budgets", "只有管理员和经理可以设置预算"},
    Entry{"error.may_not_start_lessons", "this role may not start lessons", "此角色不能开始课程"},
    Entry{"error.may_not_leave_lessons", "this role may not leave lessons", "此角色不能退出课程"},
    Entry{"error.trainee_acts", "a trainee acts only on the instances they launched; {1} is another user's",
          "学员只能操作自己启动的实例；{1} 属于其他用户"},
    Entry{"error.trainee_changes", "a trainee changes only the instances they launched; {1} is another user's",
          "学员只能修改自己启动的实例；{1} 属于其他用户"},
    Entry{"error.trainee_attaches", "a trainee attaches only the volumes they made; {1} is another user's",
          "学员只能挂载自己创建的存储卷；{1} 属于其他用户"},
    Entry{"error.trainee_attaches_to", "a trainee attaches volumes only to the instances they launched; {1} is another user's",
          "学员只能把存储卷挂载到自己启动的实例；{1} 属于其他用户"},
    Entry{"error.trainee_detaches", "a trainee detaches only the volumes they made; {1} is another user's",
          "学员只能卸载自己创建的存储卷；{1} 属于其他用户"},
    Entry{"error.trainee_deletes", "a trainee deletes only the volumes they made; {1} is another user's",
          "学员只能删除自己创建的存储卷；{1} 属于其他用户"},
    Entry{"error.cannot_act", "cannot {1} an instance that is {2}", "无法{1}{2}的实例"},
    Entry{"error.cannot_change", "cannot change an instance that is {1}", "无法修改{1}的实例"},
    Entry{"error.cannot_attach_to", "cannot attach to an instance that is {1}", "无法挂载到{1}的实例"},
    Entry{"error.busy", "instance {1} is busy with operation {2} ({3})", "实例 {1} 正在执行操作 {2}（{3}）"},
    Entry{"error.same_placement", "the instance already runs on that placement", "实例已在该配置上运行"},
    Entry{"error.volume_attached", "volume {1} is attached to {2}", "存储卷 {1} 已挂载到 {2}"},
    Entry{"error.volume_attached_detach", "volume {1} is attached to {2}; detach it first",
          "存储卷 {1} 已挂载到 {2}，请先卸载"},
    Entry{"error.volume_not_attached", "volume {1} is not attached", "存储卷 {1} 未挂载"},
    Entry{"error.volume_elsewhere", "volume {1} is in {2}, the instance in {3}",
          "存储卷 {1} 位于{2}，实例位于{3}"},
    Entry{"error.snapshot_not_ready", "snapshot {1} is not ready", "快照 {1} 尚未就绪"},
    Entry{"error.snapshot_writing", "snapshot {1} is still being written", "快照 {1} 仍在写入"},
    Entry{"error.lesson_not_under_way", "lesson {1} is not under way", "课程 {1} 并未在进行"},
    Entry{"error.funds_ten_minutes", "the balance and credit do not cover 10 minutes at this price",
          "余额和信用额度不足以按此价格运行 10 分钟"},
    Entry{"policy.backends", "the organisation's policy lets the {1} role use {2}, not {3}",
          "组织策略只允许{1}角色使用 {2}，不能使用 {3}"},
    Entry{"policy.accelerators",
          "the organisation's policy lets the {1} role use the accelerators {2}, not {3}",
          "组织策略只允许{1}角色使用加速卡 {2}，不能使用 {3}"},
    Entry{"policy.instance_price",
          "the organisation's policy caps one instance of the {1} role at ¥{2}/h; this one costs ¥{3}/h",
          "组织策略规定{1}角色的单个实例每小时不超过 ¥{2}；此实例每小时 ¥{3}"},
    Entry{"policy.running_price",
          "the organisation's policy caps what one user of the {1} role runs at once at ¥{2}/h; "
          "with this it would be ¥{3}/h",
          "组织策略规定{1}角色的每位用户同时运行的实例每小时合计不超过 ¥{2}；加上此项将为每小时 ¥{3}"},
    Entry{"policy.auto_sleep",
          "the organisation's policy requires auto-sleep below {1} % utilisation after at most {2} min; "
          "asked: {3}",
          "组织策略要求利用率低于 {1} % 最多 {2} 分钟后自动休眠；所请求的：{3}"},
    Entry{"policy.auto_sleep_off", "off", "关闭"},
    Entry{"policy.auto_sleep_asked", "below {1} % for {2} min", "低于 {1} % 持续 {2} 分钟"},
    Entry{"policy.runtime",
          "the organisation's policy requires a scheduled stop within {1} h; the first asked for is "
          "after {2} h",
          "组织策略要求在 {1} 小时内安排停止；所请求的最早停止在 {2} 小时后"},
    Entry{"policy.hard_budget",
          "the hard budget “{1}” is spent (¥{2} of ¥{3}): nothing in its scope launches or wakes "
          "until its next period",
          "硬预算“{1}”已用完（¥{3} 中已用 ¥{2}）：下个周期之前，其范围内的实例不能启动或唤醒"},
    Entry{"error.may_not_set_policies", "only admins set the organisation's policies",
          "只有管理员可以设置组织策略"},
    Entry{"error.may_not_read_audit", "only admins and managers read the audit log",
          "只有管理员和经理可以查看审计日志"},
    Entry{"field.webhook_url", "give an http:// or https:// address with a host, without spaces",
          "请给出带主机名、不含空格的 http:// 或 https:// 地址"},
    Entry{"field.webhook_events", "name at least one event to send", "请至少指定一个要发送的事件"},
    Entry{"field.webhook_language", "the language is en or zh-CN", "语言须为 en 或 zh-CN"},
    Entry{"field.webhooks_full", "an organisation has at most {1} webhooks", "一个组织最多有 {1} 个 Webhook"},
    Entry{"error.seat_teaches", "a classroom seat has no seats of its own", "课堂席位不能再拥有席位"},
    Entry{"field.seats_count", "a class has 1 to {1} seats; this one has {2}",
          "一个班级有 1 到 {1} 个席位；此班级已有 {2} 个"},
    Entry{"field.key_label", "give a name of 1 to 128 characters, without control characters",
          "请给出 1 到 128 个字符的名称，不含控制字符"},
    Entry{"field.key_expiry", "a time after now ({1})", "须晚于现在（{1}）"},
    Entry{"field.keys_full", "an organisation has at most {1} keys", "一个组织最多有 {1} 个密钥"},
    Entry{"field.key_role_of", "member {1} has the role {2}; their keys have it too",
          "成员 {1} 的角色是{2}；其密钥也是此角色"},
    Entry{"error.last_admin_key",
          "{1} is the organisation's last administrator key that works: make another first, or "
          "nobody could manage the keys",
          "{1} 是组织中最后一个有效的管理员密钥：请先创建另一个，否则将无人能管理密钥"},
    Entry{"error.seat_key",
          "{1} is its classroom seat's only key: the teacher starts the seat over instead",
          "{1} 是此课堂席位唯一的密钥：请由教师重置该席位"},
    Entry{"stream.key_revoked", "key {1} was revoked: this stream ends", "密钥 {1} 已被吊销：此事件流结束"},
    Entry{"stream.key_expired", "key {1} expired: this stream ends", "密钥 {1} 已过期：此事件流结束"},
    Entry{"webhook.test", "test message: this webhook reaches its receiver",
          "测试消息：此 Webhook 能送达接收方"},
    Entry{"field.policy_role_twice", "the role {1} has more than one policy", "角色 {1} 有不止一条策略"},
    Entry{"error.funds_used_up", "the balance and credit are used up", "余额和信用额度已用完"},
    Entry{"error.capacity", "only {1} {2} free in {3}", "{3}只有 {1} 个 {2} 空闲"},
    Entry{"error.capacity_switch", "no capacity for {1} x {2}; the instance stays on {3}",
          "没有 {1} × {2} 的空闲容量；实例仍在 {3} 上"},
    Entry{"error.quota", "the quota allows {1} instances and {2} chips", "配额最多允许 {1} 个实例和 {2} 个芯片"},
    Entry{"error.quota_scenario",
          "the scenario {1} runs more than the {2} quota allows at once ({3} instances and {4} chips): "
          "instances[{5}] would be instance {6} with {7} chips; nothing was changed",
          "场景 {1} 同时运行的超出了{2}配额（{3} 个实例、{4} 个芯片）：instances[{5}] 将是第 {6} 个实例，"
          "共 {7} 个芯片；未做任何更改"},
    Entry{"error.fits_not_switch", "the workload does not fit {1} x {2}", "工作负载在 {1} × {2} 上放不下"},
    Entry{"error.fits_not", "the workload needs {1} MiB on the chips but {2} x {3} have {4} MiB",
          "工作负载在芯片上需要 {1} MiB，但 {2} × {3} 只有 {4} MiB"},
    Entry{"error.no_placement", "no accelerator and count can run this workload", "没有任何加速器和数量能运行此工作负载"},
    Entry{"error.budget_unreachable",
          "no placement reaches the token budget within the longest runtime ({1} days): give a smaller "
          "budget or choose the placement",
          "没有哪种配置能在最长运行时间（{1} 天）内达到词元预算：请减小预算或自行选择配置"},
    Entry{"error.stale_revision", "the resource is at revision {1}, not {2}; read it again",
          "资源的修订号是 {1}，不是 {2}；请重新读取"},
    Entry{"error.idempotency_mismatch", "Idempotency-Key {1} was used with another body",
          "幂等键 {1} 已用于另一个请求体"},
    Entry{"error.rate_limited", "too many requests for key {1}; retry after {2} s", "密钥 {1} 的请求过多；请在 {2} 秒后重试"},
    Entry{"error.switch_needs_target", "a switch needs a target", "切换需要目标"},
    // A field's problem: "<field>: <problem>" (the field's name is the API's, untranslated).
    Entry{"error.field", "{1}: {2}", "{1}：{2}"},
    Entry{"field.unknown", "unknown {1} {2}", "未知的{1} {2}"},
    Entry{"field.unknown_region", "unknown region {1}", "未知区域 {1}"},
    Entry{"field.volume_regions", "the volumes are in different regions", "这些存储卷位于不同区域"},
    Entry{"field.volumes_in", "the volumes are in {1}, not {2}", "存储卷位于{1}，而不是{2}"},
    Entry{"field.labels_with_template", "at most 64 labels, with the template's ({1} given)",
          "连同模板的标签最多 64 个（给出了 {1} 个）"},
    Entry{"field.labels", "at most 64 labels", "最多 64 个标签"},
    Entry{"field.listed_twice", "{1} is listed twice", "{1} 重复出现"},
    Entry{"field.not_backend", "{1} is not a {2} accelerator", "{1} 不是 {2} 加速器"},
    Entry{"field.is_backend", "{1} is a {2} accelerator", "{1} 是 {2} 加速器"},
    Entry{"field.count_not_allowed", "not an allowed count of {1}", "不是 {1} 允许的数量"},
    Entry{"field.count_allowed", "{1} is not an allowed count of {2} (allowed: {3})",
          "{1} 不是 {2} 允许的数量（允许：{3}）"},
    Entry{"field.image_backend", "not an image of the target backend", "不是目标后端的镜像"},
    Entry{"field.image_runs_on", "{1} does not run on {2}", "{1} 不能在 {2} 上运行"},
    Entry{"field.no_image", "no image for this backend", "此后端没有镜像"},
    Entry{"field.cu_or_accelerator", "give either cu_per_hour or accelerator and count",
          "请给出 cu_per_hour，或者给出 accelerator 和 count，不要同时给出"},
    Entry{"field.no_accelerator", "no accelerator given and no template to take it from",
          "没有给出加速器，也没有可以取用的模板"},

    // Alerts (GET /v1/alerts and the `alert` events), rendered when they are read.
    Entry{"alert.budget", "budget {1} reached {2} %", "预算“{1}”已达到 {2}%"},
    Entry{"alert.budget_stop",
          "budget {1} reached {2} %: stopping its instances after a checkpoint; nothing is deleted",
          "预算“{1}”已达到 {2}%：保存检查点后停止其实例，不会删除任何内容"},
    Entry{"alert.funds", "balance and credit are used up: running instances are stopped",
          "余额和信用额度已用完：运行中的实例已停止"},
    Entry{"alert.auto_sleep", "{1} fell asleep after {2} idle minutes", "{1} 空闲 {2} 分钟后已休眠"},
    Entry{"alert.schedule", "{1} stopped on schedule", "{1} 已按计划停止"},
    Entry{"alert.switch_no_capacity", "switch of {1} failed: no capacity for {2} x {3}; the instance stays on {4}",
          "{1} 切换失败：没有 {2} × {3} 的空闲容量；实例仍在 {4} 上"},
    Entry{"alert.switch_failed", "switch of {1} failed: {2}", "{1} 切换失败（{2}）"},
    Entry{"alert.failed", "{1} failed: {2}", "{1} 出现故障（{2}）"},
    // A refusal by a policy: {1} who, {2} what was asked, {3} the policy's limit.
    Entry{"alert.policy.backends", "{1} was refused a {2} instance: the organisation's policy allows {3}",
          "{1} 被拒绝使用 {2}：组织策略只允许 {3}"},
    Entry{"alert.policy.accelerators", "{1} was refused {2}: the organisation's policy allows {3}",
          "{1} 被拒绝使用 {2}：组织策略只允许 {3}"},
    Entry{"alert.policy.max_instance_price",
          "{1} was refused an instance at ¥{2}/h: the organisation's cap is ¥{3}/h an instance",
          "{1} 的实例（¥{2}/小时）被拒绝：组织规定单个实例最多 ¥{3}/小时"},
    Entry{"alert.policy.max_running_price",
          "{1} was refused: ¥{2}/h running at once is over the organisation's cap of ¥{3}/h",
          "{1} 的请求被拒绝：同时运行 ¥{2}/小时，超过组织上限 ¥{3}/小时"},
    Entry{"alert.policy.auto_sleep",
          "{1} was refused an auto-sleep of {2}: the organisation's policy requires at least {3}",
          "{1} 请求的自动休眠（{2}）被拒绝：组织策略要求至少 {3}"},
    Entry{"alert.policy.max_runtime_without_stop",
          "{1} was refused: the first stop asked is after {2} h, the organisation's policy wants one within {3} h",
          "{1} 的请求被拒绝：最早的停止在 {2} 小时后，组织策略要求 {3} 小时内停止"},
    Entry{"alert.policy.hard_budget", "{1} was refused: a hard budget is spent (¥{2} of ¥{3})",
          "{1} 的请求被拒绝：硬预算已用完（¥{3} 中已用 ¥{2}）"},
    // {1} the lesson's English name, {2} its Chinese one.
    Entry{"alert.lesson_complete", "lesson {1} completed", "课程 {2} 已完成"},
    // Why a webhook delivery's attempt failed, as the delivery log says it.
    Entry{"delivery.status", "the receiver answered HTTP {1}", "接收端应答 HTTP {1}"},
    Entry{"delivery.chat", "the chat refused the message: {1}", "群聊拒绝了此消息：{1}"},
    Entry{"delivery.private",
          "not sent: the address is on this machine or a private network, which this simulator "
          "sends to only when it listens on loopback or runs with --webhook-allow-private",
          "未发送：该地址位于本机或私有网络，只有当模拟器仅监听本机回环地址或以 --webhook-allow-private 启动时才会发送"},
    Entry{"delivery.unresolved", "the receiver's host name could not be resolved", "无法解析接收端的主机名"},
    Entry{"delivery.connection", "could not connect to the receiver", "无法连接到接收端"},
    Entry{"delivery.timeout", "the receiver did not answer in time", "接收端未及时应答"},
    Entry{"delivery.tls", "the receiver's TLS certificate could not be verified", "无法验证接收端的 TLS 证书"},
    Entry{"delivery.network", "the delivery failed: {1}", "投递失败：{1}"},
    Entry{"delivery.backlog", "given up: more than {1} deliveries were waiting for this webhook",
          "已放弃：此 Webhook 等待投递的消息超过 {1} 条"},
};
// clang-format on

const Entry *find(std::string_view id)
{
    for (const Entry &e : kCatalogue) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

} // namespace

std::string language(std::string_view acceptLanguage)
{
    return LocalText::chooseAmong(acceptLanguage, {"zh_CN"});
}

std::string contentLanguage(const std::string &language)
{
    return language == "zh_CN" ? "zh-CN" : "en";
}

std::string
say(const std::string &language, std::string_view id, std::initializer_list<std::string_view> args)
{
    return say(language, id, std::vector<std::string>(args.begin(), args.end()));
}

std::string
say(const std::string &language, std::string_view id, const std::vector<std::string> &args)
{
    const Entry *e = find(id);
    if (!e)
        return std::string(id);
    const std::string_view pattern = language == "zh_CN" && !e->zhCN.empty() ? e->zhCN : e->en;
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char ch = pattern[i];
        if (ch == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '1'
            && pattern[i + 1] <= '9') {
            const std::size_t n = std::size_t(pattern[i + 1] - '1');
            if (n < args.size())
                out += args[n];
            i += 2;
            continue;
        }
        out += ch;
    }
    return out;
}

std::string region(const std::string &language, const std::string &regionId)
{
    return term(language, "region", regionId);
}

std::string term(const std::string &language, std::string_view kind, std::string_view value)
{
    std::string id(kind);
    id += '.';
    id += value;
    return find(id) ? say(language, id) : std::string(value);
}

bool has(std::string_view id)
{
    return find(id) != nullptr;
}

std::string yuan(std::int64_t micros)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", double(micros) / 1e6);
    return buf;
}

} // namespace polychip::sim::messages
