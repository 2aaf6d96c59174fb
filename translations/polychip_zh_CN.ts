<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionRules</name>
    <message>
        <source>Your role (%1) can see instances but not change them; ask a developer or an administrator</source>
        <translation>您的角色（%1）可以查看实例，但不能更改；请联系开发者或管理员</translation>
    </message>
    <message>
        <source>A trainee changes only the instances they launched; this one is another user&apos;s</source>
        <translation>学员只能更改自己启动的实例；此实例属于其他用户</translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation>未连接到平台</translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation>离线：%1</translation>
    </message>
    <message>
        <source>Your role (%1) can see instances but not act on them; ask a developer or an administrator</source>
        <translation>您的角色（%1）可以查看实例，但不能操作实例；请联系开发者或管理员</translation>
    </message>
</context>
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>Console for hybrid GPU/TPU/NPU compute.</source>
        <translation>混合 GPU/TPU/NPU 算力控制台。</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation>界面语言：%1（默认跟随系统）。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知语言“%1”；可选：%2。</translation>
    </message>
    <message>
        <source>Keep the offline simulator&apos;s state in this directory (default: in the user&apos;s application data).</source>
        <translation>将离线模拟器的状态保存在此目录中（默认：用户的应用数据目录）。</translation>
    </message>
</context>
<context>
    <name>DashboardExport</name>
    <message>
        <source>the PDF could not be made</source>
        <translation>无法生成 PDF</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>准备中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Sleeping</source>
        <translation>休眠中</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Switching backend</source>
        <translation>切换后端中</translation>
    </message>
    <message>
        <source>Deleting</source>
        <translation>删除中</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>GPU (CUDA)</source>
        <translation>GPU (CUDA)</translation>
    </message>
    <message>
        <source>TPU</source>
        <translation>TPU</translation>
    </message>
    <message>
        <source>NPU</source>
        <translation>NPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Launching</source>
        <translation>正在创建</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Going to sleep</source>
        <translation>正在休眠</translation>
    </message>
    <message>
        <source>Waking</source>
        <translation>正在唤醒</translation>
    </message>
    <message>
        <source>Taking a snapshot</source>
        <translation>正在创建快照</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>处理中</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>Developer</source>
        <translation>开发者</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>经理</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>学员</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>笔记本</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Restoring the checkpoint</source>
        <translation>正在恢复检查点</translation>
    </message>
    <message>
        <source>Booting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>Saving a checkpoint</source>
        <translation>保存检查点</translation>
    </message>
    <message>
        <source>Taking the snapshot</source>
        <translation>创建快照</translation>
    </message>
    <message>
        <source>Provisioning the target</source>
        <translation>准备目标资源</translation>
    </message>
    <message>
        <source>Restoring on the target</source>
        <translation>在目标上恢复</translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation>恢复运行</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Creating</source>
        <translation>创建中</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Attached</source>
        <translation>已挂载</translation>
    </message>
    <message>
        <source>Switch checkpoint of “%1” (from %2)</source>
        <translation>“%1”的切换检查点（来自 %2）</translation>
    </message>
    <message>
        <source>Checkpoint of “%1” at its stop</source>
        <translation>“%1”停止时的检查点</translation>
    </message>
    <message>
        <source>%1 — step %2, %3, %4 GiB</source>
        <translation>%1 — 第 %2 步，%3，%4 GiB</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>图像</translation>
    </message>
    <message>
        <source>Images and text</source>
        <translation>图文</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>音频</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The organisation's policies do not allow this: %1</source>
        <translation>组织策略不允许此操作：%1</translation>
    </message>
    <message>
        <source>The organisation's policies do not allow this.</source>
        <translation>组织策略不允许此操作。</translation>
    </message>
    <message>
        <source>The request was not valid: %1</source>
        <translation>请求无效：%1</translation>
    </message>
    <message>
        <source>The request was not valid.</source>
        <translation>请求无效。</translation>
    </message>
    <message>
        <source>Your role does not allow this: %1</source>
        <translation>您的角色无权执行此操作：%1</translation>
    </message>
    <message>
        <source>Your role does not allow this.</source>
        <translation>您的角色无权执行此操作。</translation>
    </message>
    <message>
        <source>Not found; it may have been deleted: %1</source>
        <translation>未找到，可能已被删除：%1</translation>
    </message>
    <message>
        <source>Not found; it may have been deleted.</source>
        <translation>未找到，可能已被删除。</translation>
    </message>
    <message>
        <source>Not possible in the current state: %1</source>
        <translation>当前状态下无法执行此操作：%1</translation>
    </message>
    <message>
        <source>Not possible in the current state; another action may still be running. Try again when it has ended.</source>
        <translation>当前状态下无法执行此操作，可能仍有其他操作正在进行。请在该操作结束后重试。</translation>
    </message>
    <message>
        <source>This was changed elsewhere in the meantime, so nothing was saved. Reload it and try again.</source>
        <translation>该资源在此期间已被其他操作修改，因此未保存任何更改。请重新加载后重试。</translation>
    </message>
    <message>
        <source>The request is too large for the platform (more than 1 MiB).</source>
        <translation>请求过大，超出平台限制（超过 1 MiB）。</translation>
    </message>
    <message>
        <source>A repeated request did not match its first attempt, so nothing was done. Try again.</source>
        <translation>重复请求与首次请求的内容不一致，因此未执行任何操作。请重试。</translation>
    </message>
    <message>
        <source>Your credit and balance are used up. Add funds to continue.</source>
        <translation>您的赠金和余额已用尽。请充值后继续使用。</translation>
    </message>
    <message>
        <source>No chips are free for this: %1. Choose another accelerator, or let the launch wait for capacity.</source>
        <translation>当前没有可用的芯片：%1。请选择其他加速卡，或让启动排队等待资源。</translation>
    </message>
    <message>
        <source>No chips are free for this. Choose another accelerator, or let the launch wait for capacity.</source>
        <translation>当前没有可用的芯片。请选择其他加速卡，或让启动排队等待资源。</translation>
    </message>
    <message>
        <source>The workload does not fit the chosen chips, even with CPU offload: %1. Choose more chips or chips with more memory.</source>
        <translation>即使启用 CPU 卸载，所选芯片仍无法容纳该工作负载：%1。请选择更多芯片或内存更大的芯片。</translation>
    </message>
    <message>
        <source>The workload does not fit the chosen chips, even with CPU offload. Choose more chips or chips with more memory.</source>
        <translation>即使启用 CPU 卸载，所选芯片仍无法容纳该工作负载。请选择更多芯片或内存更大的芯片。</translation>
    </message>
    <message>
        <source>The platform took back the chips of this instance: %1</source>
        <translation>平台已回收此实例的芯片：%1</translation>
    </message>
    <message>
        <source>The platform took back the chips of this instance.</source>
        <translation>平台已回收此实例的芯片。</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its disk is full. Try again later; everything can still be read. (%1)</source>
        <translation>平台的磁盘已满，暂时无法保存更改。请稍后重试；所有数据仍可读取。（%1）</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its disk is full. Try again later; everything can still be read.</source>
        <translation>平台的磁盘已满，暂时无法保存更改。请稍后重试；所有数据仍可读取。</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is read-only. Try again later; everything can still be read. (%1)</source>
        <translation>平台的存储处于只读状态，暂时无法保存更改。请稍后重试；所有数据仍可读取。（%1）</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is read-only. Try again later; everything can still be read.</source>
        <translation>平台的存储处于只读状态，暂时无法保存更改。请稍后重试；所有数据仍可读取。</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is failing. Try again later; everything can still be read. (%1)</source>
        <translation>平台的存储出现故障，暂时无法保存更改。请稍后重试；所有数据仍可读取。（%1）</translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is failing. Try again later; everything can still be read.</source>
        <translation>平台的存储出现故障，暂时无法保存更改。请稍后重试；所有数据仍可读取。</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is more than 5 minutes away from the platform&apos;s: %1. Correct the system time and try again.</source>
        <translation>本机时钟与平台时钟相差超过 5 分钟：%1。请校正系统时间后重试。</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is more than 5 minutes away from the platform&apos;s. Correct the system time and try again.</source>
        <translation>本机时钟与平台时钟相差超过 5 分钟。请校正系统时间后重试。</translation>
    </message>
    <message>
        <source>The platform refused a request signed twice with the same signature. Try again.</source>
        <translation>平台拒绝了重复使用同一签名的请求。请重试。</translation>
    </message>
    <message>
        <source>No API key is set. Enter one in the connection settings.</source>
        <translation>未设置 API 密钥。请在连接设置中输入。</translation>
    </message>
    <message>
        <source>The platform does not know this API key. Check the key id in the connection settings.</source>
        <translation>平台无法识别此 API 密钥。请检查连接设置中的密钥 ID。</translation>
    </message>
    <message>
        <source>The API key&apos;s secret does not match. Check the secret in the connection settings.</source>
        <translation>API 密钥的 Secret 不匹配。请检查连接设置中的 Secret。</translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check this computer&apos;s network connection and the base URL, then try again.</source>
        <translation>%1 未及时应答。请检查本机的网络连接和基础 URL，然后重试。</translation>
    </message>
    <message>
        <source>Nothing listens on %1. Check the port in the base URL, and that the platform (or the simulator) is running there.</source>
        <translation>%1 上没有服务在监听。请检查基础 URL 中的端口，以及平台（或模拟器）是否正在该处运行。</translation>
    </message>
    <message>
        <source>Cannot connect to %1. Check this computer&apos;s network connection and the base URL.</source>
        <translation>无法连接到 %1。请检查本机的网络连接和基础 URL。</translation>
    </message>
    <message>
        <source>No host named %1 is found. Check the host name in the base URL and this computer&apos;s network connection.</source>
        <translation>找不到名为 %1 的主机。请检查基础 URL 中的主机名以及本机的网络连接。</translation>
    </message>
    <message>
        <source>The proxy&apos;s host %1 is not found. Check the proxy in the connection profile.</source>
        <translation>找不到代理主机 %1。请检查连接配置中的代理。</translation>
    </message>
    <message>
        <source>Cannot connect to the proxy %1. Check the proxy in the connection profile, and that it is running.</source>
        <translation>无法连接到代理 %1。请检查连接配置中的代理，以及代理是否正在运行。</translation>
    </message>
    <message>
        <source>%1 closed the connection without answering plain http://, as a server that speaks HTTPS does. Use https:// in the base URL.</source>
        <translation>%1 未应答明文 http:// 请求就关闭了连接，使用 HTTPS 的服务器正是如此。请在基础 URL 中使用 https://。</translation>
    </message>
    <message>
        <source>No secure (TLS) connection could be set up with %1. Check that the server speaks HTTPS on this port.</source>
        <translation>无法与 %1 建立安全（TLS）连接。请检查服务器是否在此端口上使用 HTTPS。</translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not trusted: no certificate authority known to this computer signed it. Set the CA bundle of the platform&apos;s certificate authority in the connection profile.</source>
        <translation>平台的证书不受信任：它并非由本机已知的证书颁发机构签发。请在连接配置中设置平台证书颁发机构的 CA 证书包。</translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not for %1. Use the host name the certificate is for in the base URL.</source>
        <translation>平台的证书不是为 %1 签发的。请在基础 URL 中使用证书所对应的主机名。</translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not for the host name in the base URL. Use the name the certificate is for.</source>
        <translation>平台的证书与基础 URL 中的主机名不符。请使用证书所对应的主机名。</translation>
    </message>
    <message>
        <source>The platform&apos;s certificate has expired or is not valid yet. Check this computer&apos;s date and time; if they are right, the platform&apos;s certificate must be renewed.</source>
        <translation>平台的证书已过期或尚未生效。请检查本机的日期和时间；如果日期和时间正确，则需要更新平台的证书。</translation>
    </message>
    <message>
        <source>The platform&apos;s public key does not match the pinned public key of the connection profile. If the platform&apos;s key was replaced, update the pin in the profile; if not, someone may be intercepting the connection.</source>
        <translation>平台的公钥与连接配置中的固定公钥不匹配。如果平台的密钥已更换，请更新连接配置中的固定公钥；否则，连接可能正被他人截获。</translation>
    </message>
    <message>
        <source>The CA bundle of the connection profile holds no certificate the console can use. Choose a PEM file of certificate authorities in the profile.</source>
        <translation>连接配置中的 CA 证书包不包含控制台可用的证书。请在连接配置中选择包含证书颁发机构的 PEM 文件。</translation>
    </message>
    <message>
        <source>%1 Choose a PEM file of certificate authorities as the CA bundle of the connection profile.</source>
        <translation>%1 请选择包含证书颁发机构的 PEM 文件作为连接配置的 CA 证书包。</translation>
    </message>
    <message>
        <source>The platform answered with an error.</source>
        <translation>平台返回了错误。</translation>
    </message>
    <message>
        <source>The platform did not accept the API key (HTTP status %1). Check the key in the connection settings.</source>
        <translation>平台未接受该 API 密钥（HTTP 状态码 %1）。请检查连接设置中的密钥。</translation>
    </message>
    <message>
        <source>Your role does not allow this (HTTP status %1).</source>
        <translation>您的角色无权执行此操作（HTTP 状态码 %1）。</translation>
    </message>
    <message>
        <source>Not found (HTTP status %1).</source>
        <translation>未找到（HTTP 状态码 %1）。</translation>
    </message>
    <message>
        <source>Too many requests (HTTP status %1). Wait a moment and try again.</source>
        <translation>请求过于频繁（HTTP 状态码 %1）。请稍后重试。</translation>
    </message>
    <message>
        <source>The platform is not working right now (HTTP status %1). Try again later.</source>
        <translation>平台当前无法正常提供服务（HTTP 状态码 %1）。请稍后重试。</translation>
    </message>
    <message>
        <source>The platform answered with HTTP status %1.</source>
        <translation>平台返回了 HTTP 状态码 %1。</translation>
    </message>
    <message>
        <source>The value of %1 is not valid.</source>
        <translation>%1 的值无效。</translation>
    </message>
    <message>
        <source>The value of %1 is not valid: %2</source>
        <translation>%1 的值无效：%2</translation>
    </message>
    <message>
        <source>The platform did not accept the API key. Check the key and secret in the connection settings, and this computer&apos;s clock.</source>
        <translation>平台未接受该 API 密钥。请检查连接设置中的密钥 ID 和 Secret，以及本机时钟。</translation>
    </message>
    <message>
        <source>The platform did not accept the API key: %1. Check the key and secret in the connection settings, and this computer&apos;s clock.</source>
        <translation>平台未接受该 API 密钥：%1。请检查连接设置中的密钥 ID 和 Secret，以及本机时钟。</translation>
    </message>
    <message numerus="yes">
        <source>A rate quota was reached. Try again in %n s.</source>
        <translation>
            <numerusform>已达到速率配额上限。请在 %n 秒后重试。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A rate quota was reached: %1. Try again in %n s.</source>
        <translation>
            <numerusform>已达到速率配额上限：%1。请在 %n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>This would exceed your quota.</source>
        <translation>此操作将超出您的配额。</translation>
    </message>
    <message>
        <source>This would exceed your quota: %1</source>
        <translation>此操作将超出您的配额：%1</translation>
    </message>
    <message numerus="yes">
        <source>Too many requests. Try again in %n s.</source>
        <translation>
            <numerusform>请求过于频繁。请在 %n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests. Wait a moment and try again.</source>
        <translation>请求过于频繁。请稍后重试。</translation>
    </message>
    <message numerus="yes">
        <source>The platform is temporarily unavailable. Try again in %n s.</source>
        <translation>
            <numerusform>平台暂时不可用。请在 %n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>The platform is temporarily unavailable. Try again later.</source>
        <translation>平台暂时不可用。请稍后重试。</translation>
    </message>
    <message>
        <source>The platform hit an unexpected error. If it happens again, report it.</source>
        <translation>平台发生意外错误。如果再次出现，请报告此问题。</translation>
    </message>
    <message>
        <source>The platform hit an unexpected error. If it happens again, report it with request id %1.</source>
        <translation>平台发生意外错误。如果再次出现，请报告此问题并提供请求 ID %1。</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>无法解析的响应</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>The platform did not answer in time.</source>
        <translation>平台未及时响应。</translation>
    </message>
    <message>
        <source>The platform did not answer in time: %1</source>
        <translation>平台未及时响应：%1</translation>
    </message>
    <message>
        <source>The console does not connect to this address; use https:// for any host but this computer.</source>
        <translation>控制台不会连接到此地址；除本机外，连接任何主机都请使用 https://。</translation>
    </message>
    <message>
        <source>The console does not connect to this address: %1</source>
        <translation>控制台不会连接到此地址：%1</translation>
    </message>
    <message>
        <source>Cannot reach the platform.</source>
        <translation>无法连接到平台。</translation>
    </message>
    <message>
        <source>Cannot reach the platform: %1</source>
        <translation>无法连接到平台：%1</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read: the field %1 is not as expected.</source>
        <translation>无法解析平台的响应：字段 %1 不符合预期。</translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read: %1</source>
        <translation>无法解析平台的响应：%1</translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read.</source>
        <translation>无法解析平台的响应。</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <source>HTTP status: %1</source>
        <translation>HTTP 状态码：%1</translation>
    </message>
    <message>
        <source>Code: %1</source>
        <translation>错误码：%1</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>地址：%1</translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation>请求 ID：%1</translation>
    </message>
    <message numerus="yes">
        <source>Retry after: %n s</source>
        <translation>
            <numerusform>重试等待：%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>字段：%1</translation>
    </message>
    <message>
        <source>Message: %1</source>
        <translation>消息：%1</translation>
    </message>
    <message>
        <source>No placement reaches the token budget within the longest runtime: %1. Give a smaller budget, or choose the placement.</source>
        <translation>在最长运行时间内，没有任何部署方式能达到词元预算：%1。请减小预算，或自行选择部署方式。</translation>
    </message>
    <message>
        <source>No placement reaches the token budget within the longest runtime. Give a smaller budget, or choose the placement.</source>
        <translation>在最长运行时间内，没有任何部署方式能达到词元预算。请减小预算，或自行选择部署方式。</translation>
    </message>
</context>
<context>
    <name>LocalFile</name>
    <message>
        <source>%1 is too large: the console reads at most %2 from it.</source>
        <translation>%1 太大：控制台最多从中读取 %2。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>%1 is a device, not a file: the console reads only regular files.</source>
        <translation>%1 是设备，不是文件：控制台只读取普通文件。</translation>
    </message>
    <message>
        <source>%1 is a named pipe, not a file: the console reads only regular files.</source>
        <translation>%1 是命名管道，不是文件：控制台只读取普通文件。</translation>
    </message>
    <message>
        <source>%1 is not a regular file: the console reads only regular files.</source>
        <translation>%1 不是普通文件：控制台只读取普通文件。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>You are not allowed to read %1.</source>
        <translation>您无权读取 %1。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>No file was named.</source>
        <translation>未指定文件。</translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>Offline simulator</source>
        <translation>离线模拟器</translation>
    </message>
    <message>
        <source>Enter a name for the profile.</source>
        <translation>请输入连接配置的名称。</translation>
    </message>
    <message>
        <source>Another profile is already named &quot;%1&quot;: choose another name.</source>
        <translation>已有名为“%1”的连接配置，请使用其他名称。</translation>
    </message>
    <message>
        <source>Enter the base URL of the platform, e.g. https://api.example.com.</source>
        <translation>请输入平台的基础 URL，例如 https://api.example.com。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a base URL: it must start with http:// or https:// and name a host, e.g. https://api.example.com.</source>
        <translation>“%1”不是有效的基础 URL：必须以 http:// 或 https:// 开头并包含主机名，例如 https://api.example.com。</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the base URL: the key id and the secret are entered separately.</source>
        <translation>请勿在基础 URL 中包含用户名或密码：密钥 ID 和 Secret 需单独填写。</translation>
    </message>
    <message>
        <source>Plain http:// sends everything unencrypted, so it is only allowed to this computer (127.0.0.1, ::1 or localhost): use https://%1 instead.</source>
        <translation>http:// 以明文传输所有内容，因此仅允许连接本机（127.0.0.1、::1 或 localhost）：请改用 https://%1。</translation>
    </message>
    <message>
        <source>Enter the id of the API key.</source>
        <translation>请输入 API 密钥的 ID。</translation>
    </message>
    <message>
        <source>The CA bundle &quot;%1&quot; does not exist.</source>
        <translation>CA 证书包“%1”不存在。</translation>
    </message>
    <message>
        <source>The pinned public key must look like sha256//&lt;the base64 SHA-256 of the server&apos;s public key&gt; (several separated by &quot;;&quot;).</source>
        <translation>固定公钥的格式必须为 sha256//&lt;服务器公钥的 SHA-256 值（base64 编码）&gt;（多个值以“;”分隔）。</translation>
    </message>
    <message>
        <source>The proxy must be a URL such as http://proxy.example.com:3128 or socks5://127.0.0.1:1080.</source>
        <translation>代理必须是 URL，例如 http://proxy.example.com:3128 或 socks5://127.0.0.1:1080。</translation>
    </message>
    <message>
        <source>Enter the secret of the API key.</source>
        <translation>请输入 API 密钥的 Secret。</translation>
    </message>
</context>
<context>
    <name>polychip::app::AlertNotifier</name>
    <message>
        <source>Polychip: %1</source>
        <translation>Polychip：%1</translation>
    </message>
    <message>
        <source>Polychip</source>
        <translation>Polychip</translation>
    </message>
</context>
<context>
    <name>polychip::app::BundledSimulator</name>
    <message>
        <source>Another Polychip console holds the simulator in %1, but it does not answer.</source>
        <translation>另一个 Polychip 控制台正在使用 %1 中的模拟器，但该模拟器无响应。</translation>
    </message>
    <message>
        <source>polychip-sim was not found next to the console, in the install prefix or on PATH. Install it, or connect to a platform with a remote profile.</source>
        <translation>在控制台所在目录、安装前缀和 PATH 中均未找到 polychip-sim。请安装 polychip-sim，或使用远程连接配置连接到平台。</translation>
    </message>
    <message>
        <source>The simulator did not start within %1 s; its messages are in %2.</source>
        <translation>模拟器未能在 %1 秒内启动；其输出信息见 %2。</translation>
    </message>
    <message>
        <source>The simulator on port %1 does not answer.</source>
        <translation>端口 %1 上的模拟器无响应。</translation>
    </message>
    <message>
        <source>The welcome scenario could not be loaded: %1</source>
        <translation>无法加载欢迎场景：%1</translation>
    </message>
    <message>
        <source>The simulator&apos;s keys file %1 is damaged (%2). Delete it and restart the simulator to create new keys.</source>
        <translation>模拟器的密钥文件 %1 已损坏（%2）。请删除该文件并重启模拟器，以生成新的密钥。</translation>
    </message>
    <message>
        <source>The bundled simulator crashed</source>
        <translation>内置模拟器已崩溃</translation>
    </message>
    <message>
        <source>The bundled simulator stopped (exit code %1)</source>
        <translation>内置模拟器已停止（退出码 %1）</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1. It stopped %2 times within a minute, so Polychip stopped restarting it; its messages are in %3.</source>
        <translation>%1。模拟器在一分钟内停止了 %2 次，Polychip 已不再自动重启；其输出信息见 %3。</translation>
    </message>
    <message>
        <source>%1; restarting it.</source>
        <translation>%1，正在重启。</translation>
    </message>
    <message>
        <source>The simulator of another Polychip console stopped</source>
        <translation>另一个 Polychip 控制台的模拟器已停止</translation>
    </message>
    <message>
        <source>The last one: %1</source>
        <translation>最后一条：%1</translation>
    </message>
    <message>
        <source>The simulator folder %1 is a file, not a folder.</source>
        <translation>模拟器文件夹 %1 是一个文件，而不是文件夹。</translation>
    </message>
    <message>
        <source>The simulator folder %1 cannot be created.</source>
        <translation>无法创建模拟器文件夹 %1。</translation>
    </message>
    <message>
        <source>The simulator folder %1 cannot be written to (%2).</source>
        <translation>无法写入模拟器文件夹 %1（%2）。</translation>
    </message>
    <message>
        <source>Cannot read the simulator&apos;s keys from %1: %2</source>
        <translation>无法从 %1 读取模拟器的密钥：%2</translation>
    </message>
</context>
<context>
    <name>polychip::app::Connection</name>
    <message>
        <source>The console is connected to another platform: use the offline simulator (Settings) to reset it.</source>
        <translation>控制台当前连接的是其他平台：请先在“设置”中使用离线模拟器，再进行重置。</translation>
    </message>
    <message>
        <source>The simulator is being reset.</source>
        <translation>模拟器正在重置。</translation>
    </message>
    <message>
        <source>The simulator's folder %1 could not be cleared (another console may own it); nothing was deleted that it did not keep.</source>
        <translation>无法清空模拟器文件夹 %1（可能由另一个控制台占用）；未删除任何不属于模拟器的内容。</translation>
    </message>
    <message>
        <source>The offline simulator was not started with the console (as chosen in Preferences): Connection → Reconnect now starts it.</source>
        <translation>按首选项设置，离线模拟器未随控制台启动：通过“连接 → 立即重新连接”启动。</translation>
    </message>
    <message>
        <source>Another Polychip console runs this simulator; reset it from there, or quit that console first.</source>
        <translation>另一个 Polychip 控制台正在运行此模拟器；请在那里重置，或先退出该控制台。</translation>
    </message>
    <message>
        <source>The simulator has no key for the %1 of org-a.</source>
        <translation>模拟器中没有 org-a 的%1密钥。</translation>
    </message>
</context>
<context>
    <name>polychip::app::MainWindow</name>
    <message>
        <source>The simulator's clock (%1)</source>
        <translation>模拟器的时钟（%1）</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>How to use the console, at the section of the page shown</source>
        <translation>控制台使用说明，打开当前页面对应的章节</translation>
    </message>
    <message>
        <source>Choose the console's language, theme and the page it starts on</source>
        <translation>选择控制台的语言、主题和启动页面</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Live updates are interrupted: %1 The lists are refreshed every few seconds meanwhile.</source>
        <translation>实时更新已中断：%1 在此期间，列表每隔几秒刷新一次。</translation>
    </message>
    <message>
        <source>%1 The data shown is the last known.</source>
        <translation>%1所显示的是最后已知的数据。</translation>
    </message>
    <message>
        <source>%1 What you see is current.</source>
        <translation>%1所显示的数据是最新的。</translation>
    </message>
    <message>
        <source>Polychip</source>
        <translation>Polychip 多芯算力控制台</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the console</source>
        <translation>关闭控制台</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Polychip</source>
        <translation>关于 Polychip(&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and what Polychip is</source>
        <translation>显示版本及 Polychip 简介</translation>
    </message>
    <message>
        <source>About Polychip</source>
        <translation>关于 Polychip</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;A console for hybrid GPU, TPU, NPU and CPU compute, with a bundled simulator of the platform.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;面向 GPU、TPU、NPU 与 CPU 混合算力的控制台，内置平台模拟器。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>转到%1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>命令面板(&amp;P)…</translation>
    </message>
    <message>
        <source>Find and run any action by name</source>
        <translation>按名称查找并运行任意操作</translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Reconnect now</source>
        <translation>立即重新连接(&amp;R)</translation>
    </message>
    <message>
        <source>Connect to the platform again without waiting</source>
        <translation>无需等待，立即重新连接平台</translation>
    </message>
    <message>
        <source>Simulator &amp;identity</source>
        <translation>模拟器身份(&amp;I)</translation>
    </message>
    <message>
        <source>Which user of org-a the offline simulator signs you in as</source>
        <translation>离线模拟器以 org-a 中哪个用户的身份为您登录</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Polling</source>
        <translation>轮询</translation>
    </message>
    <message>
        <source>Live updates are interrupted (%1); the lists are refreshed every few seconds meanwhile.</source>
        <translation>实时更新已中断（%1）；在此期间，列表每隔几秒刷新一次。</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>The platform does not answer: %1. The data shown is the last known.</source>
        <translation>平台无响应：%1。当前显示的是最后已知的数据。</translation>
    </message>
    <message>
        <source>Simulated %1</source>
        <translation>模拟时间 %1</translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation>余额 %1</translation>
    </message>
    <message>
        <source>Available to spend %1 (balance and credit) · month to date %2 · burning %3/h · month-end forecast %4</source>
        <translation>可用 %1（余额与赠金）· 本月累计 %2 · 消耗速率 %3/小时 · 月末预测 %4</translation>
    </message>
    <message>
        <source>Balance %1 · credit %2</source>
        <translation>余额 %1 · 赠金 %2</translation>
    </message>
    <message>
        <source>Use the simulator as org-a&apos;s user with the %1 role</source>
        <translation>以 org-a 中%1角色的用户使用模拟器</translation>
    </message>
    <message>
        <source>No profile</source>
        <translation>无连接配置</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Use the default folder</source>
        <translation>使用默认文件夹</translation>
    </message>
    <message>
        <source>Run the simulator in %1 instead</source>
        <translation>改为在 %1 中运行模拟器</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Month to date %1 · burning %2/h · month-end forecast %3</source>
        <translation>本月累计 %1 · 消耗速率 %2/小时 · 月末预测 %3</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>List every key the console answers to, page by page</source>
        <translation>按页面列出控制台响应的每个按键</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Copy diagnostics</source>
        <translation>复制诊断信息</translation>
    </message>
    <message>
        <source>Copy the versions above, the system and the platform&apos;s answer for a bug report (no key, secret or name of yours) and close</source>
        <translation>复制以上版本、系统信息和平台的应答，用于报告问题（不含你的密钥、Secret 或名称），然后关闭</translation>
    </message>
    <message>
        <source>asking…</source>
        <translation>正在询问…</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation>平台：%1</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2，%3</translation>
    </message>
    <message>
        <source>the simulator</source>
        <translation>模拟器</translation>
    </message>
    <message>
        <source>a platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>已降级</translation>
    </message>
    <message>
        <source>working</source>
        <translation>运行正常</translation>
    </message>
</context>
<context>
    <name>polychip::app::SecretStore</name>
    <message>
        <source>No secret is stored for &quot;%1&quot;: edit the profile and enter it again.</source>
        <translation>未保存“%1”的 Secret：请编辑该连接配置并重新输入。</translation>
    </message>
    <message>
        <source>The keychain did not answer within %1 seconds while handling the secret of &quot;%2&quot;. Check that your desktop&apos;s keychain service (GNOME Keyring or KWallet) is running and unlocked, or tick &quot;Store the secret in plain text&quot; in the profile.</source>
        <translation>处理“%2”的 Secret 时，密钥环在 %1 秒内未响应。请检查桌面的密钥环服务（GNOME Keyring 或 KWallet）是否正在运行且已解锁，或在连接配置中勾选“以明文保存 Secret”。</translation>
    </message>
    <message>
        <source>The keychain holds no secret for &quot;%1&quot;: edit the profile and enter it again.</source>
        <translation>密钥环中没有“%1”的 Secret：请编辑该连接配置并重新输入。</translation>
    </message>
    <message>
        <source>The keychain refused access to the secret of &quot;%1&quot; (%2).</source>
        <translation>密钥环拒绝访问“%1”的 Secret（%2）。</translation>
    </message>
    <message>
        <source>No keychain is available to keep the secret of &quot;%1&quot; (%2). Start your desktop&apos;s keychain service (GNOME Keyring or KWallet), or tick &quot;Store the secret in plain text&quot; in the profile to keep it unencrypted in the console&apos;s settings.</source>
        <translation>没有可用的密钥环来保存“%1”的 Secret（%2）。请启动桌面的密钥环服务（GNOME Keyring 或 KWallet），或在连接配置中勾选“以明文保存 Secret”，将其以未加密形式保存在控制台的设置中。</translation>
    </message>
</context>
<context>
    <name>polychip::app::SettingsPage</name>
    <message>
        <source>the simulator bundled with Polychip</source>
        <translation>Polychip 内置的模拟器</translation>
    </message>
    <message>
        <source>%1 — %2 (in use)</source>
        <translation>%1 — %2（使用中）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Runs on this computer; nothing is billed.</source>
        <translation>在本机运行，不产生任何费用。</translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation>密钥 %1</translation>
    </message>
    <message>
        <source>The offline simulator has nothing to set here; choose its identity in the Connection menu.</source>
        <translation>离线模拟器无需在此设置；请在“连接”菜单中选择其身份。</translation>
    </message>
    <message>
        <source>Change the selected profile</source>
        <translation>修改所选连接配置</translation>
    </message>
    <message>
        <source>The offline simulator is always available.</source>
        <translation>离线模拟器始终可用。</translation>
    </message>
    <message>
        <source>Remove the selected profile and its stored secret</source>
        <translation>删除所选连接配置及其已保存的 Secret</translation>
    </message>
    <message>
        <source>Profile “%1” added. Select it and choose Use to connect.</source>
        <translation>已添加连接配置“%1”。选中该配置并点击“使用”即可连接。</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>删除连接配置</translation>
    </message>
    <message>
        <source>Remove the profile “%1” and its stored secret?</source>
        <translation>确定要删除连接配置“%1”及其已保存的 Secret 吗？</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Connection profiles</source>
        <translation>连接配置</translation>
    </message>
    <message>
        <source>The offline simulator runs on this computer and is free: everything works on it. Add a remote profile with your platform&apos;s address and API key to manage real instances. Secrets are kept in the system keychain.</source>
        <translation>离线模拟器在本机运行且免费，所有功能均可在其上使用。如需管理真实实例，请使用平台地址和 API 密钥添加远程连接配置。Secret 保存在系统的密钥环中。</translation>
    </message>
    <message>
        <source>&amp;Use</source>
        <translation>使用(&amp;U)</translation>
    </message>
    <message>
        <source>Connect with the selected profile</source>
        <translation>使用所选连接配置进行连接</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a remote platform</source>
        <translation>添加远程平台</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>删除(&amp;R)…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Connection profiles: the offline simulator and remote platforms.</source>
        <translation>连接配置：离线模拟器和远程平台。</translation>
    </message>
    <message>
        <source>Add Profile from File</source>
        <translation>从文件添加配置</translation>
    </message>
    <message>
        <source>Polychip profiles (*.polychip-profile.json)</source>
        <translation>Polychip 配置文件 (*.polychip-profile.json)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cannot keep the profile&apos;s CA bundle in %1: %2.</source>
        <translation>无法将配置的 CA 证书包保存到 %1：%2。</translation>
    </message>
    <message>
        <source>%1 cannot be added: %2</source>
        <translation>无法添加 %1：%2</translation>
    </message>
    <message>
        <source>Add from Fi&amp;le…</source>
        <translation>从文件添加(&amp;L)…</translation>
    </message>
    <message>
        <source>Add the profile a file from your administrator describes: its secret goes to the keychain</source>
        <translation>添加管理员提供的文件中描述的配置：其密钥将存入系统钥匙串</translation>
    </message>
    <message>
        <source>Connection &amp;Profiles</source>
        <translation>连接配置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Organisation</source>
        <translation>组织(&amp;O)</translation>
    </message>
    <message>
        <source>The members and API keys of the platform connected to</source>
        <translation>所连接平台的成员和 API 密钥</translation>
    </message>
    <message>
        <source>Profile “%1” added from %2. The file still holds its secret: delete the file, or keep it somewhere safe. Select the profile and choose Use to connect.</source>
        <translation>已从 %2 添加配置“%1”。该文件仍包含其密钥：请删除文件，或妥善保管。选择该配置并点击“使用”即可连接。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::AttachVolumeDialog</name>
    <message>
        <source>being deleted</source>
        <translation>正在删除</translation>
    </message>
    <message>
        <source>failed: it cannot take volumes</source>
        <translation>已失败：无法挂载存储卷</translation>
    </message>
    <message>
        <source>in %1; the volume is in %2</source>
        <translation>位于 %1；存储卷位于 %2</translation>
    </message>
    <message>
        <source>another user&apos;s: a trainee attaches volumes to their own instances only</source>
        <translation>属于其他用户：学员只能把存储卷挂载到自己的实例上</translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation>挂载(&amp;A)</translation>
    </message>
    <message>
        <source>Attach %1</source>
        <translation>挂载 %1</translation>
    </message>
    <message>
        <source>Attach “%1” (%2 GiB, in %3) to an instance. A running instance gets it at once, without a restart; it stays attached across stops and backend switches.</source>
        <translation>将“%1”（%2 GiB，位于 %3）挂载到一个实例上。运行中的实例无需重启即可立即使用；停止和切换后端后它仍保持挂载。</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Attach the volume to the instance chosen</source>
        <translation>将存储卷挂载到所选实例</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>There is no instance to attach it to. Launch one first.</source>
        <translation>没有可挂载的实例。请先启动一个实例。</translation>
    </message>
    <message>
        <source>No instance can take it now: each says why.</source>
        <translation>目前没有实例可以挂载它：各实例后面注明了原因。</translation>
    </message>
    <message>
        <source>Not attached: %1</source>
        <translation>未挂载：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingAlertsTab</name>
    <message>
        <source>Clea&amp;r</source>
        <translation>清除(&amp;R)</translation>
    </message>
    <message>
        <source>Forget the alerts listed here (the platform keeps its own record)</source>
        <translation>清除此处列出的提醒（平台仍保留其自身的记录）</translation>
    </message>
    <message>
        <source>No alerts since the console started. Budget thresholds, auto-sleep, capacity, failures and schedules are listed here as they happen.</source>
        <translation>控制台启动以来没有提醒。预算阈值、自动休眠、容量、失败和计划类提醒发生时会列在此处。</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Budget threshold</source>
        <translation>预算阈值</translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation>自动休眠</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>提醒</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Double-click to show the instance</source>
        <translation>双击以显示该实例</translation>
    </message>
    <message>
        <source>Double-click to show the budget</source>
        <translation>双击以显示该预算</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingBudgetsTab</name>
    <message>
        <source>&amp;New budget…</source>
        <translation>新建预算(&amp;N)…</translation>
    </message>
    <message>
        <source>Set a monthly amount with alerts for the organisation or some labels (Ctrl+Shift+B)</source>
        <translation>为整个组织或带有特定标签的实例设置每月总额和提醒（Ctrl+Shift+B）</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the selected budget (Enter or double-click)</source>
        <translation>修改所选预算（按 Enter 或双击）</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected budget (asks first)</source>
        <translation>删除所选预算（会先确认）</translation>
    </message>
    <message>
        <source>Checking your role…</source>
        <translation>正在检查您的角色…</translation>
    </message>
    <message>
        <source>Only managers and administrators set budgets.</source>
        <translation>只有经理和管理员可以设置预算。</translation>
    </message>
    <message>
        <source>Select a budget first</source>
        <translation>请先选择一个预算</translation>
    </message>
    <message>
        <source>Not connected: the budgets come from the platform.</source>
        <translation>未连接：预算来自平台。</translation>
    </message>
    <message>
        <source>No budgets yet. A budget raises alerts as the month&apos;s spend crosses its thresholds, and can stop the instances in its scope at 100 %.</source>
        <translation>暂无预算。当月支出越过预算的阈值时，预算会发出提醒，并可在达到 100 % 时停止其范围内的实例。</translation>
    </message>
    <message>
        <source>Could not create the budget: %1</source>
        <translation>无法创建预算：%1</translation>
    </message>
    <message>
        <source>Created the budget “%1”.</source>
        <translation>已创建预算“%1”。</translation>
    </message>
    <message>
        <source>Saved the budget “%1”.</source>
        <translation>已保存预算“%1”。</translation>
    </message>
    <message>
        <source>Could not save the budget: %1</source>
        <translation>无法保存预算：%1</translation>
    </message>
    <message>
        <source>Someone else changed this budget meanwhile. Its latest version is loaded, with your changes kept: check them and save again.</source>
        <translation>在此期间有其他人修改了此预算。已加载其最新版本，并保留了您的修改：请检查后重新保存。</translation>
    </message>
    <message>
        <source>This budget could not be read again: %1</source>
        <translation>无法重新读取此预算：%1</translation>
    </message>
    <message>
        <source>Delete a budget</source>
        <translation>删除预算</translation>
    </message>
    <message>
        <source>Delete the budget “%1”?</source>
        <translation>确定要删除预算“%1”吗？</translation>
    </message>
    <message>
        <source>Its alerts and its action at 100 % end. The instances in its scope and what they spent are not affected. This cannot be undone.</source>
        <translation>其提醒以及达到 100 % 时的动作将不再生效。范围内的实例及其已产生的支出不受影响。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Could not delete the budget “%1”: it was changed meanwhile; look at it again. %2</source>
        <translation>无法删除预算“%1”：该预算在此期间已被修改，请重新查看。%2</translation>
    </message>
    <message>
        <source>Could not delete the budget “%1”: %2</source>
        <translation>无法删除预算“%1”：%2</translation>
    </message>
    <message>
        <source>Deleted the budget “%1”.</source>
        <translation>已删除预算“%1”。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingEfficiencyTab</name>
    <message>
        <source>Read the efficiency figures again (F5)</source>
        <translation>重新读取效率数据（F5）</translation>
    </message>
    <message>
        <source>Per backend: the compute its instances billed ÷ the tokens they produced × 1,000,000. Backends that produced no tokens are left out.</source>
        <translation>按后端计算：其实例的计算费用 ÷ 产生的词元数 × 1,000,000。未产生词元 的后端不予显示。</translation>
    </message>
    <message>
        <source>Could not read the efficiency figures: %1</source>
        <translation>无法读取效率数据：%1</translation>
    </message>
    <message>
        <source>Not connected: the efficiency figures come from the platform.</source>
        <translation>未连接：效率数据来自平台。</translation>
    </message>
    <message>
        <source>No compute in this period.</source>
        <translation>此期间没有计算费用。</translation>
    </message>
    <message>
        <source>Compute %1 · idle %2 (%3 %) · saved by sleep %4 · %5 per 1M tokens</source>
        <translation>计算费用 %1 · 闲置 %2（%3 %）· 休眠节省 %4 · 每百万词元 %5</translation>
    </message>
    <message>
        <source>Exactly %1 %2 of compute, %3 idle, %4 saved by sleep and %5 tokens, %6 (whole UTC hours)</source>
        <translation>精确值：计算费用 %1 %2，闲置 %3，休眠节省 %4，词元 %5 个，%6（按 UTC 整点小时统计）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No backend produced tokens in this period.</source>
        <translation>此期间没有后端产生词元。</translation>
    </message>
    <message>
        <source>Per 1M tokens by backend: %1</source>
        <translation>各后端每百万词元成本：%1</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Export the efficiency figures</source>
        <translation>导出效率数据</translation>
    </message>
    <message>
        <source>Could not export the efficiency figures to %1: %2</source>
        <translation>无法将效率数据导出到 %1：%2</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingLedgerTab</name>
    <message>
        <source>Filter by instance name or id</source>
        <translation>按实例名称或 ID 筛选</translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file (Ctrl+E)</source>
        <translation>将显示的行保存为 CSV 文件（Ctrl+E）</translation>
    </message>
    <message>
        <source>Could not read the ledger: %1</source>
        <translation>无法读取账单明细：%1</translation>
    </message>
    <message>
        <source>Not connected: the ledger comes from the platform.</source>
        <translation>未连接：账单明细来自平台。</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Nothing was billed in this period.</source>
        <translation>此期间没有任何计费。</translation>
    </message>
    <message>
        <source>Total shown: %1</source>
        <translation>显示合计：%1</translation>
    </message>
    <message>
        <source>Exactly %1 %2</source>
        <translation>精确值：%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) from %1</source>
        <translation>
            <numerusform>%n 条明细（%1）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n items are listed: choose a shorter period for the rest.</source>
        <translation>
            <numerusform>仅列出前 %n 条明细：如需查看其余条目，请选择更短的期间。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the ledger</source>
        <translation>导出账单明细</translation>
    </message>
    <message>
        <source>Could not export the ledger to %1: %2</source>
        <translation>无法将账单明细导出到 %1：%2</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPage</name>
    <message>
        <source>&amp;Policies</source>
        <translation>策略(&amp;P)</translation>
    </message>
    <message>
        <source>The organisation&apos;s rules: where each role may run, how dear, auto-sleep and stops</source>
        <translation>组织的规则：各角色可在何处运行、价格上限、自动休眠和停止</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Usage, the ledger and budgets of the organisation.</source>
        <translation>组织的用量、账单明细和预算。</translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation>未连接到平台</translation>
    </message>
    <message>
        <source>No ledger items to export</source>
        <translation>没有可导出的账单明细</translation>
    </message>
    <message>
        <source>No usage to export</source>
        <translation>没有可导出的用量</translation>
    </message>
    <message>
        <source>&amp;Alerts (%1)</source>
        <translation>提醒（%1）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation>提醒(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Usage</source>
        <translation>用量(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation>账单明细(&amp;L)</translation>
    </message>
    <message>
        <source>Budge&amp;ts</source>
        <translation>预算(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Refresh billing</source>
        <translation>刷新计费数据(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>No efficiency figures to export</source>
        <translation>没有可导出的效率数据</translation>
    </message>
    <message>
        <source>&amp;Efficiency</source>
        <translation>效率(&amp;E)</translation>
    </message>
    <message>
        <source>Per instance: compute billed, idle cost, savings by sleep and cost per 1M tokens</source>
        <translation>按实例显示：计算费用、闲置费用、休眠节省和每百万词元成本</translation>
    </message>
    <message>
        <source>Read the usage, the efficiency and the ledger again (F5)</source>
        <translation>重新读取用量、效率和账单明细（F5）</translation>
    </message>
    <message>
        <source>Save the rows shown on the Usage, Efficiency or Ledger tab as a CSV file (Ctrl+E)</source>
        <translation>将“用量”“效率”或“账单明细”标签页中显示的行保存为 CSV 文件（Ctrl+E）</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>计费(&amp;B)</translation>
    </message>
    <message>
        <source>N&amp;otifications</source>
        <translation>通知(&amp;O)</translation>
    </message>
    <message>
        <source>Webhooks: the organisation&apos;s alerts posted to a team chat or a receiver of yours (administrators)</source>
        <translation>Webhook：把组织的提醒发送到团队群聊或您自己的接收端（管理员）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPeriod</name>
</context>
<context>
    <name>polychip::ui::BillingPeriodBox</name>
    <message>
        <source>This month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>上月</translation>
    </message>
    <message>
        <source>The period, in the platform&apos;s time (months begin at 00:00 UTC)</source>
        <translation>统计期间，以平台时间为准（每月从 00:00 UTC 开始）</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>时间段</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingReportTab</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file (Ctrl+E)</source>
        <translation>将显示的行保存为 CSV 文件（Ctrl+E）</translation>
    </message>
    <message>
        <source>You see the spend of your own resources.</source>
        <translation>您只能看到自己资源的支出。</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingStateStack</name>
    <message>
        <source>Try a&amp;gain</source>
        <translation>重试(&amp;G)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingTab</name>
    <message>
        <source>Not connected to a platform</source>
        <translation>未连接到平台</translation>
    </message>
    <message>
        <source>Offline: the platform does not answer</source>
        <translation>离线：平台无响应</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 行导出到 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingUsageTab</name>
    <message>
        <source>By backend</source>
        <translation>按后端</translation>
    </message>
    <message>
        <source>By accelerator</source>
        <translation>按加速卡</translation>
    </message>
    <message>
        <source>By instance</source>
        <translation>按实例</translation>
    </message>
    <message>
        <source>By user</source>
        <translation>按用户</translation>
    </message>
    <message>
        <source>By label…</source>
        <translation>按标签…</translation>
    </message>
    <message>
        <source>How the spend is grouped: each group is one row</source>
        <translation>支出的分组方式：每个分组一行</translation>
    </message>
    <message>
        <source>Label key, e.g. project</source>
        <translation>标签键，例如 project</translation>
    </message>
    <message>
        <source>Group by the value of this label; press Enter to show it</source>
        <translation>按此标签的值分组；按 Enter 显示</translation>
    </message>
    <message>
        <source>Read the usage again (F5)</source>
        <translation>重新读取用量（F5）</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Label “%1”</source>
        <translation>标签“%1”</translation>
    </message>
    <message>
        <source>Could not read the usage: %1</source>
        <translation>无法读取用量：%1</translation>
    </message>
    <message>
        <source>No backend (storage)</source>
        <translation>无后端（存储）</translation>
    </message>
    <message>
        <source>No accelerator (storage)</source>
        <translation>无加速卡（存储）</translation>
    </message>
    <message>
        <source>No instance (volumes)</source>
        <translation>无实例（存储卷）</translation>
    </message>
    <message>
        <source>%1 — double-click to show it</source>
        <translation>%1 — 双击以显示</translation>
    </message>
    <message>
        <source>No user</source>
        <translation>无用户</translation>
    </message>
    <message>
        <source>Without this label</source>
        <translation>无此标签</translation>
    </message>
    <message>
        <source>Not connected: the usage comes from the platform.</source>
        <translation>未连接：用量来自平台。</translation>
    </message>
    <message>
        <source>No spend in this period.</source>
        <translation>此期间没有支出。</translation>
    </message>
    <message>
        <source>Type the key of a label, such as project, and press Enter.</source>
        <translation>请输入标签键（例如 project），然后按 Enter。</translation>
    </message>
    <message>
        <source>A label key has no spaces.</source>
        <translation>标签键不能包含空格。</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <source>Exactly %1 %2, %3</source>
        <translation>精确值：%1 %2，%3</translation>
    </message>
    <message>
        <source>Export the usage</source>
        <translation>导出用量</translation>
    </message>
    <message>
        <source>Could not export the usage to %1: %2</source>
        <translation>无法将用量导出到 %1：%2</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>分组方式</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BudgetDialog</name>
    <message>
        <source>New budget</source>
        <translation>新建预算</translation>
    </message>
    <message>
        <source>Edit the budget “%1”</source>
        <translation>编辑预算“%1”</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>A name to tell budgets apart in lists and alerts</source>
        <translation>用于在列表和提醒中区分各个预算的名称</translation>
    </message>
    <message>
        <source>&amp;Amount per month:</source>
        <translation>每月总额(&amp;A)：</translation>
    </message>
    <message>
        <source>What the scope may spend each calendar month (UTC); the spend counts from the first of the month</source>
        <translation>该范围每个自然月（UTC）可支出的金额；支出从每月 1 日起计算</translation>
    </message>
    <message>
        <source>Scope:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>&amp;Whole organisation</source>
        <translation>整个组织(&amp;W)</translation>
    </message>
    <message>
        <source>Everything the organisation spends counts</source>
        <translation>计入组织的全部支出</translation>
    </message>
    <message>
        <source>Instances &amp;labelled:</source>
        <translation>带有以下标签的实例(&amp;L)：</translation>
    </message>
    <message>
        <source>Only instances that carry all of these labels count</source>
        <translation>仅计入带有以下全部标签的实例</translation>
    </message>
    <message>
        <source>team=nlp, project=x</source>
        <translation>team=nlp, project=x</translation>
    </message>
    <message>
        <source>Labels as key=value, separated by commas: an instance counts when it carries all of them</source>
        <translation>标签格式为 键=值，以英文逗号分隔：实例带有全部这些标签时才计入</translation>
    </message>
    <message>
        <source>Alert at (%):</source>
        <translation>提醒阈值（%）：</translation>
    </message>
    <message>
        <source>Percentages of the amount at which an alert is raised, separated by commas; each from %1 to %2, at most %3</source>
        <translation>发出提醒时已用金额占总额的百分比，以英文逗号分隔；每个取值为 %1 到 %2，最多 %3 个</translation>
    </message>
    <message>
        <source>At &amp;100 %:</source>
        <translation>达到 100 % 时(&amp;1)：</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Raise an alert; nothing is stopped</source>
        <translation>发出提醒；不停止任何实例</translation>
    </message>
    <message>
        <source>Stop at 100 %</source>
        <translation>达到 100 % 时停止</translation>
    </message>
    <message>
        <source>Stops or sleeps the instances in scope with a checkpoint; never deletes</source>
        <translation>先保存检查点，再停止或休眠范围内的实例；绝不删除实例</translation>
    </message>
    <message>
        <source>What happens when the spend reaches the amount</source>
        <translation>支出达到总额时执行的动作</translation>
    </message>
    <message>
        <source>Alerts only: instances keep running past the amount.</source>
        <translation>仅提醒：超出总额后实例继续运行。</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>“%1” is not a label: write key=value.</source>
        <translation>“%1”不是有效的标签：请按 键=值 的格式填写。</translation>
    </message>
    <message>
        <source>“%1” needs both a key and a value.</source>
        <translation>“%1”必须同时包含键和值。</translation>
    </message>
    <message>
        <source>“%1” is too long: keys and values have at most %2 bytes.</source>
        <translation>“%1”过长：键和值最多 %2 个字节。</translation>
    </message>
    <message>
        <source>The label “%1” is given twice.</source>
        <translation>标签“%1”重复。</translation>
    </message>
    <message>
        <source>Name at least one label, such as team=nlp, or choose the whole organisation.</source>
        <translation>请至少填写一个标签（例如 team=nlp），或选择整个组织。</translation>
    </message>
    <message numerus="yes">
        <source>At most %n labels.</source>
        <translation>
            <numerusform>最多 %n 个标签。</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a number: list percentages such as 50, 80, 100.</source>
        <translation>“%1”不是数字：请列出百分比，例如 50, 80, 100。</translation>
    </message>
    <message>
        <source>%1 % is out of range: each threshold is from %2 to %3 %.</source>
        <translation>%1 % 超出范围：每个阈值须在 %2 到 %3 % 之间。</translation>
    </message>
    <message>
        <source>%1 % is listed twice.</source>
        <translation>%1 % 重复。</translation>
    </message>
    <message>
        <source>List at least one threshold, such as 50, 80, 100.</source>
        <translation>请至少填写一个阈值，例如 50, 80, 100。</translation>
    </message>
    <message numerus="yes">
        <source>At most %n thresholds.</source>
        <translation>
            <numerusform>最多 %n 个阈值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the budget a name.</source>
        <translation>请为预算命名。</translation>
    </message>
    <message>
        <source>The name is too long: at most %1 bytes.</source>
        <translation>名称过长：最多 %1 个字节。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BudgetList</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>总额</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>已支出</translation>
    </message>
    <message>
        <source>Used this month</source>
        <translation>本月已用比例</translation>
    </message>
    <message>
        <source>Alerts at</source>
        <translation>提醒阈值</translation>
    </message>
    <message>
        <source>At 100 %</source>
        <translation>达到 100 % 时</translation>
    </message>
    <message>
        <source>Projected</source>
        <translation>月末预测</translation>
    </message>
    <message>
        <source>The spend the platform forecasts for the month end (budgets of the whole organisation)</source>
        <translation>平台预测的月末支出（仅限整个组织的预算）</translation>
    </message>
    <message>
        <source>Whole organisation</source>
        <translation>整个组织</translation>
    </message>
    <message>
        <source>No alert raised this month</source>
        <translation>本月尚未发出提醒</translation>
    </message>
    <message>
        <source>Alerts raised this month at %1</source>
        <translation>本月已在达到 %1 时发出提醒</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Notify</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Stops or sleeps the instances in scope with a checkpoint; never deletes</source>
        <translation>先保存检查点，再停止或休眠范围内的实例；绝不删除实例</translation>
    </message>
    <message>
        <source>Raise an alert; nothing is stopped</source>
        <translation>发出提醒；不停止任何实例</translation>
    </message>
    <message>
        <source>Forecasts are for the whole organisation only</source>
        <translation>仅提供整个组织的预测</translation>
    </message>
    <message>
        <source>The platform&apos;s forecast for the month end; 80 % likely between %1 and %2</source>
        <translation>平台对月末支出的预测；有 80 % 的可能介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>Above the amount: expect the action at 100 %.</source>
        <translation>超出总额：预计将触发达到 100 % 时的动作。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogBrowser</name>
    <message>
        <source>Most downloaded first</source>
        <translation>下载量从高到低</translation>
    </message>
    <message>
        <source>Name, A to Z</source>
        <translation>名称，A 到 Z</translation>
    </message>
    <message>
        <source>Most parameters first</source>
        <translation>参数量从大到小</translation>
    </message>
    <message>
        <source>Fewest parameters first</source>
        <translation>参数量从小到大</translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation>从大到小</translation>
    </message>
    <message>
        <source>Smallest first</source>
        <translation>从小到大</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>%1 以下</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 及以上</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>Search models by name, family, task or tag</source>
        <translation>按名称、系列、任务或标签搜索模型</translation>
    </message>
    <message>
        <source>Search data sets by name, modality or description</source>
        <translation>按名称、模态或描述搜索数据集</translation>
    </message>
    <message>
        <source>Every word must occur; case and full-width letters do not matter (Ctrl+F)</source>
        <translation>每个词都须出现；不区分大小写与全角半角（Ctrl+F）</translation>
    </message>
    <message>
        <source>Order of the list</source>
        <translation>列表排序</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>None (16-bit)</source>
        <translation>无（16 位）</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>The list stopped short: %1</source>
        <translation>列表未能加载完整：%1</translation>
    </message>
    <message>
        <source>Showing %1 of the %2 received so far; more are arriving…</source>
        <translation>显示目前已收到的 %2 项中的 %1 项；其余正在到达…</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n 个模型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s)</source>
        <translation>
            <numerusform>%n 个数据集</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n model(s)</source>
        <translation>
            <numerusform>显示 %n 个模型中的 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n data set(s)</source>
        <translation>
            <numerusform>显示 %n 个数据集中的 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation>正在加载列表…</translation>
    </message>
    <message>
        <source>Indexing the list…</source>
        <translation>正在为列表建立索引…</translation>
    </message>
    <message>
        <source>Showing %1 of the %2 indexed so far; indexing the rest…</source>
        <translation>显示目前已建立索引的 %2 项中的 %1 项；其余正在建立索引…</translation>
    </message>
    <message>
        <source>The list could not be loaded.</source>
        <translation>无法加载列表。</translation>
    </message>
    <message>
        <source>The platform offers no models.</source>
        <translation>平台未提供模型。</translation>
    </message>
    <message>
        <source>The platform offers no data sets.</source>
        <translation>平台未提供数据集。</translation>
    </message>
    <message>
        <source>Nothing matches “%1”.</source>
        <translation>没有与“%1”匹配的项。</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>清除搜索</translation>
    </message>
    <message numerus="yes">
        <source>%n entr(y/ies) match the search, but the choice under %1 leaves none.</source>
        <translation>
            <numerusform>有 %n 项与搜索匹配，但“%1”下的选择将其全部排除。</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>清除“%1”</translation>
    </message>
    <message>
        <source>The chosen filters together leave none.</source>
        <translation>所选筛选条件组合后没有结果。</translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation>清除所有筛选</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>数据集</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogDetails</name>
    <message>
        <source>Choose a model to see its facts, where it fits and what it costs there.</source>
        <translation>选择一个模型，查看其信息、可运行的位置及在那里的费用。</translation>
    </message>
    <message>
        <source>Choose a data set to see its facts.</source>
        <translation>选择一个数据集，查看其信息。</translation>
    </message>
    <message>
        <source>Templates that use it</source>
        <translation>使用它的模板</translation>
    </message>
    <message>
        <source>Where it fits</source>
        <translation>可运行的位置</translation>
    </message>
    <message>
        <source>Fine-tune…</source>
        <translation>微调…</translation>
    </message>
    <message>
        <source>Opens the launch wizard on a fine-tuning or LoRA template with this model</source>
        <translation>以此模型打开微调或 LoRA 模板的启动向导</translation>
    </message>
    <message>
        <source>Serve…</source>
        <translation>部署推理…</translation>
    </message>
    <message>
        <source>Opens the launch wizard on an inference template with this model</source>
        <translation>以此模型打开推理模板的启动向导</translation>
    </message>
    <message>
        <source>Use in a new instance…</source>
        <translation>在新实例中使用…</translation>
    </message>
    <message>
        <source>Opens the launch wizard with this data set mounted</source>
        <translation>打开启动向导并挂载此数据集</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>None of the platform&apos;s templates.</source>
        <translation>平台的模板均未使用它。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Family:</source>
        <translation>系列：</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大小：</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation>量化：</translation>
    </message>
    <message>
        <source>None (16-bit weights)</source>
        <translation>无（16 位权重）</translation>
    </message>
    <message>
        <source>License:</source>
        <translation>许可证：</translation>
    </message>
    <message>
        <source>Tasks:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation>标签：</translation>
    </message>
    <message>
        <source>Downloads (30 d):</source>
        <translation>下载量（30 天）：</translation>
    </message>
    <message>
        <source>Memory needed:</source>
        <translation>所需显存：</translation>
    </message>
    <message>
        <source>inference %1 · LoRA %2 · full fine-tuning %3, plus %4 per chip</source>
        <translation>推理 %1 · LoRA %2 · 全参数微调 %3，另加每卡 %4</translation>
    </message>
    <message>
        <source>not offered</source>
        <translation>不提供</translation>
    </message>
    <message>
        <source>Modality:</source>
        <translation>模态：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Languages:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>词元数：</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation>分片数：</translation>
    </message>
    <message>
        <source>Without a template</source>
        <translation>不使用模板</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The platform offers no such template</source>
        <translation>平台没有此类模板</translation>
    </message>
    <message>
        <source>Asking the platform where it fits…</source>
        <translation>正在向平台询问可运行的位置…</translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation>无报价：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n placement(s) hold it; the cheapest for the job first.</source>
        <translation>
            <numerusform>%n 种部署方式可容纳它；按该任务的成本从低到高排列。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mount to instance…</source>
        <translation>挂载到实例…</translation>
    </message>
    <message>
        <source>Mounts this data set on one of your instances, also a running one</source>
        <translation>将此数据集挂载到您的某个实例上，运行中的实例也可以</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogFacets</name>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>License</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Fits on</source>
        <translation>可运行于</translation>
    </message>
    <message>
        <source>Modality</source>
        <translation>模态</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>F&amp;its for:</source>
        <translation>适配用途(&amp;I)：</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>What &quot;Fits on&quot; counts: the accelerators that hold the model for this work without offloading, at one of their allowed counts</source>
        <translation>“可运行于”统计的内容：在允许的卡数之一下，无需卸载即可容纳该模型完成此项工作的加速器</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>筛选条件</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogPage</name>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>The model square and the public data pool: search them, see what fits your chips, and start work from them.</source>
        <translation>模型广场与公共数据池：搜索、查看哪些适合你的芯片，并由此开始工作。</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation>在目录中查找(&amp;F)</translation>
    </message>
    <message>
        <source>Search the list shown</source>
        <translation>搜索当前列表</translation>
    </message>
    <message>
        <source>Show &amp;Models</source>
        <translation>显示模型(&amp;M)</translation>
    </message>
    <message>
        <source>Show &amp;Data Sets</source>
        <translation>显示数据集(&amp;D)</translation>
    </message>
    <message>
        <source>Ca&amp;talog</source>
        <translation>目录(&amp;T)</translation>
    </message>
    <message>
        <source>“%1” is mounted on “%2” at /data/%3.</source>
        <translation>“%1”已挂载到“%2”的 /data/%3。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogTableModel</name>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>License</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <source>Downloads (30 d)</source>
        <translation>下载量（30 天）</translation>
    </message>
    <message>
        <source>Modality</source>
        <translation>模态</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>语言</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CommandPalette</name>
    <message>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Type to search commands</source>
        <translation>输入以搜索命令</translation>
    </message>
    <message>
        <source>Not available now</source>
        <translation>当前不可用</translation>
    </message>
    <message>
        <source>No commands</source>
        <translation>没有命令</translation>
    </message>
    <message>
        <source>No command matches &quot;%1&quot;</source>
        <translation>没有与“%1”匹配的命令</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>按操作或按键筛选</translation>
    </message>
    <message>
        <source>Filter the shortcuts</source>
        <translation>筛选快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>polychip::ui::CsvExport</name>
    <message>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DashboardPage</name>
    <message>
        <source>Export Chart Data</source>
        <translation>导出图表数据</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Dashboard</source>
        <translation>导出概览</translation>
    </message>
    <message>
        <source>PNG images (*.png);;PDF documents (*.pdf)</source>
        <translation>PNG 图像 (*.png);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Spend by backend, chip, project and user, the month&apos;s forecast and budgets at risk.</source>
        <translation>按后端、芯片、项目和用户统计的支出，以及本月预测和有风险的预算。</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>概览(&amp;D)</translation>
    </message>
    <message>
        <source>the chart has no data yet</source>
        <translation>图表暂无数据</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Fetch today&apos;s spend and the chart again (F5)</source>
        <translation>重新获取今日支出和图表（F5）</translation>
    </message>
    <message>
        <source>Fetch today&apos;s spend and the spend chart from the platform again</source>
        <translation>从平台重新获取今日支出和支出图表</translation>
    </message>
    <message>
        <source>Export Chart Data as &amp;CSV…</source>
        <translation>将图表数据导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save the chart&apos;s figures as CSV (Ctrl+E)</source>
        <translation>将图表数据保存为 CSV（Ctrl+E）</translation>
    </message>
    <message>
        <source>Export Dashboard as &amp;PNG or PDF…</source>
        <translation>将概览导出为 PNG 或 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the dashboard as a picture (Ctrl+Shift+E)</source>
        <translation>将概览保存为图片（Ctrl+Shift+E）</translation>
    </message>
    <message>
        <source>Save the dashboard as it is shown as a PNG image or a PDF document</source>
        <translation>将当前显示的概览保存为 PNG 图像或 PDF 文档</translation>
    </message>
    <message>
        <source>&amp;Wallboard</source>
        <translation>大屏模式(&amp;W)</translation>
    </message>
    <message>
        <source>Show the dashboard full screen in a window of its own, for a screen on the wall</source>
        <translation>在独立窗口中全屏显示概览，适用于挂墙大屏</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Save the figures of the chart shown as a CSV file: money exact to the micro-unit</source>
        <translation>将当前图表的数据保存为 CSV 文件：金额精确到百万分之一</translation>
    </message>
    <message>
        <source>Save C&amp;hart as PNG…</source>
        <translation>将图表保存为 PNG(&amp;H)…</translation>
    </message>
    <message>
        <source>Save the chart shown as a picture (Ctrl+Alt+E)</source>
        <translation>将当前图表保存为图片（Ctrl+Alt+E）</translation>
    </message>
    <message>
        <source>Save the chart shown, with its legend, as a PNG image</source>
        <translation>将当前图表（含图例）保存为 PNG 图像</translation>
    </message>
    <message>
        <source>&amp;Next Chart</source>
        <translation>下一张图表(&amp;N)</translation>
    </message>
    <message>
        <source>Show the next chart: spend, throughput, cost per 1M tokens, savings (Ctrl+PgDown)</source>
        <translation>显示下一张图表：支出、吞吐量、每百万词元成本、节省（Ctrl+PgDown）</translation>
    </message>
    <message>
        <source>Show the next of the dashboard&apos;s charts; the wallboard turns to the next one by itself every 20 seconds</source>
        <translation>显示概览的下一张图表；大屏模式每 20 秒自动切换到下一张</translation>
    </message>
    <message>
        <source>Show the dashboard full screen in large type, turning through its charts (F11; Esc leaves)</source>
        <translation>以大字号全屏显示概览，并轮流切换各图表（F11；Esc 退出）</translation>
    </message>
    <message>
        <source>Polychip dashboard</source>
        <translation>Polychip 概览</translation>
    </message>
    <message>
        <source>Polychip chart</source>
        <translation>Polychip 图表</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>截至 %1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DashboardTiles</name>
    <message>
        <source>Spend since 00:00 of today (%1), from the platform's usage report. Click to open Billing.</source>
        <translation>自今天 00:00（%1）起的支出，取自平台的用量报告。点击打开“计费”页面。</translation>
    </message>
    <message>
        <source>Spend since the start of the calendar month, as the platform bills it: months begin at 00:00 UTC. Click to open Billing.</source>
        <translation>自本自然月开始以来的支出，按平台的计费方式：每月从 00:00 UTC 开始。点击打开“计费”页面。</translation>
    </message>
    <message>
        <source>Spend since the start of the day %1: the month to date less the month before today, so it follows every billing tick. By backend as the platform's usage report said at %2 (fetched again every minute while the dashboard is shown). Click to open Billing.</source>
        <translation>自 %1 当天开始以来的支出：本月累计减去今天之前的本月支出，因此随每次计费更新。按后端划分的数据来自平台在 %2 的用量报告（仪表盘显示时每分钟重新获取）。点击打开“计费”页面。</translation>
    </message>
    <message>
        <source>Could not load today&apos;s spend: %1</source>
        <translation>无法加载今日支出：%1</translation>
    </message>
    <message>
        <source>Could not load this month&apos;s idle cost and sleep savings: %1</source>
        <translation>无法加载本月的闲置费用和休眠节省：%1</translation>
    </message>
    <message>
        <source>The prepaid balance plus the promotional credit left (credit is spent first). Shown in red when it would not last a day at the current burn rate.%1</source>
        <translation>预付余额加上剩余的赠金（优先消耗赠金）。按当前消耗速率不足一天时显示为红色。%1</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation>%1/分钟</translation>
    </message>
    <message>
        <source>80 %: %1 – %2</source>
        <translation>80 % 区间：%1 – %2</translation>
    </message>
    <message>
        <source>Balance %1 · credit %2</source>
        <translation>余额 %1 · 赠金 %2</translation>
    </message>
    <message>
        <source>

At the current burn rate this lasts about %1.</source>
        <translation>

按当前消耗速率，约可维持 %1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Nothing running</source>
        <translation>没有运行中的实例</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Throughput: not connected</source>
        <translation>吞吐量：未连接</translation>
    </message>
    <message>
        <source>%1 %2 tokens/s now · %3 per 1M tokens this month</source>
        <translation>%1 当前 %2 词元/秒 · 本月每百万词元 %3</translation>
    </message>
    <message>
        <source>%1 %2 tokens/s now</source>
        <translation>%1 当前 %2 词元/秒</translation>
    </message>
    <message>
        <source>%1 %2 per 1M tokens this month</source>
        <translation>%1 本月每百万词元 %2</translation>
    </message>
    <message>
        <source>Throughput: no running instance is producing tokens.</source>
        <translation>吞吐量：没有正在产生词元 的运行中实例。</translation>
    </message>
    <message>
        <source>Throughput: %1</source>
        <translation>吞吐量：%1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Budgets at risk: not connected</source>
        <translation>有风险的预算：未连接</translation>
    </message>
    <message>
        <source>No budget set</source>
        <translation>未设置预算</translation>
    </message>
    <message numerus="yes">
        <source>of %n budget(s) this month</source>
        <translation>
            <numerusform>本月共 %n 个预算</numerusform>
        </translation>
    </message>
    <message>
        <source>• %1: %2 of %3 spent (%4 %), forecast %5</source>
        <translation>• %1：已用 %2 / %3（%4 %），预测 %5</translation>
    </message>
    <message>
        <source>Budgets spent to %1 % or more of their amount, or whose spend this month scaled by the account&apos;s forecast passes it. Click to open the budgets.%2</source>
        <translation>已用金额达到总额 %1 % 及以上的预算，或本月支出按账户的月末预测等比例推算后将超出总额的预算。点击打开预算。%2</translation>
    </message>
    <message>
        <source>Could not load</source>
        <translation>无法加载</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>others %1</source>
        <translation>其他 %1</translation>
    </message>
    <message>
        <source>Nothing spent yet</source>
        <translation>暂无支出</translation>
    </message>
    <message>
        <source>

The latest fetch failed: %1</source>
        <translation>

最近一次获取失败：%1</translation>
    </message>
    <message>
        <source>Compute billed this month while an instance&apos;s utilisation stayed under its auto-sleep threshold: what auto-sleep would have caught. Click to open Instances.%1</source>
        <translation>本月实例利用率低于其自动休眠阈值期间所计费的计算费用，即自动休眠本可避免的费用。点击打开“实例”页面。%1</translation>
    </message>
    <message>
        <source>What sleep saved this month: for every second an instance slept, the compute it would have billed running, at its price. Click to open Billing.%1</source>
        <translation>本月休眠节省的费用：实例每休眠一秒，按其价格计算、若保持运行本应计费的计算费用。点击打开“计费”页面。%1</translation>
    </message>
    <message>
        <source>%1 % of compute</source>
        <translation>占计算费用的 %1 %</translation>
    </message>
    <message>
        <source>No compute billed this month</source>
        <translation>本月没有计算费用</translation>
    </message>
    <message>
        <source>%1 % of what compute would have cost</source>
        <translation>占原本计算费用的 %1 %</translation>
    </message>
    <message>
        <source>Running instances</source>
        <translation>运行中的实例</translation>
    </message>
    <message>
        <source>Instances running now (compute billing), by backend. Click to open Instances.</source>
        <translation>当前运行中（按计算计费）的实例，按后端统计。点击打开“实例”页面。</translation>
    </message>
    <message>
        <source>Burn rate now</source>
        <translation>当前消耗速率</translation>
    </message>
    <message>
        <source>What everything billing now costs per hour and per second: the compute of running instances and all storage. Updated every billing tick. Click to open Billing.</source>
        <translation>当前所有计费项每小时和每秒的费用：运行中实例的计算费用以及全部存储费用。每个计费周期更新一次。点击打开“计费”页面。</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>今日支出</translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation>本月累计</translation>
    </message>
    <message>
        <source>Forecast month end</source>
        <translation>月末预测</translation>
    </message>
    <message>
        <source>The platform&apos;s forecast of the whole month&apos;s spend: the month to date, plus the storage billing now until the month end, plus each instance&apos;s compute until the month end or until its schedule ends it, whichever comes first. An instance with auto-sleep counts at the share of its time this month that was billed; a sleeping or stopped one adds its storage only.

The range is the 80 % interval: 1.28 standard deviations of this month&apos;s daily spend times the square root of the days left, so it narrows as the month goes on. Click to open Billing.</source>
        <translation>平台对整月支出的预测：本月累计支出，加上当前计费的存储至月末的费用，再加上每个实例至月末或至其计划停止时（以先到者为准）的计算费用。启用自动休眠的实例按其本月计费时间所占的比例计算；休眠中或已停止的实例仅计入其存储费用。

区间为 80 % 区间：本月每日支出的 1.28 倍标准差乘以剩余天数的平方根，因此会随月份推进而逐渐收窄。点击打开“计费”页面。</translation>
    </message>
    <message>
        <source>Balance and credit</source>
        <translation>余额和赠金</translation>
    </message>
    <message>
        <source>Budgets at risk</source>
        <translation>有风险的预算</translation>
    </message>
    <message>
        <source>Idle cost this month</source>
        <translation>本月闲置费用</translation>
    </message>
    <message>
        <source>Saved by sleep</source>
        <translation>休眠节省</translation>
    </message>
    <message>
        <source>Per backend: the tokens per second its running instances produce now, and what its compute cost per million tokens this month, from the platform&apos;s insights: compute billed ÷ tokens produced × 1,000,000. Backends that produced no tokens are left out.</source>
        <translation>按后端显示：其运行中实例当前每秒产生的词元数，以及本月每百万词元的计算成本（取自平台的洞察数据：计算费用 ÷ 产生的词元数 × 1,000,000）。未产生词元 的后端不予显示。</translation>
    </message>
    <message>
        <source>What the choice of chips saved this month: what every running second would have cost on one %1 at today&apos;s price, minus what it cost. Below zero where the work ran on something dearer (such as eight chips at once). Seed 003 compares a whole pipeline with &quot;one H100 throughout&quot; in the same way. Click to open Billing.%2</source>
        <translation>本月芯片选择节省的金额：每一秒运行时间若在一块 %1 上按今日价格计费的费用，减去实际费用。若工作运行在更贵的配置上（例如同时使用八块芯片），则为负数。种子文章 003 以同样方式将整条流水线与“全程使用一块 H100”进行比较。点击打开“计费”页面。%2</translation>
    </message>
    <message>
        <source>reference chip</source>
        <translation>参照芯片</translation>
    </message>
    <message>
        <source>Saved by chip choice</source>
        <translation>芯片选择节省</translation>
    </message>
    <message>
        <source>%1 % less than one %2 for the same hours (%3/h)</source>
        <translation>比同样时长使用一块 %2 少 %1 %（%3/小时）</translation>
    </message>
    <message>
        <source>%1 (%2 %) more than one %3 for the same hours (%4/h)</source>
        <translation>比同样时长使用一块 %3 多花 %1（%2 %，%4/小时）</translation>
    </message>
    <message>
        <source>%1 % more than one %2 for the same hours (%3/h)</source>
        <translation>比同样时长使用一块 %2 多 %1 %（%3/小时）</translation>
    </message>
    <message>
        <source>Extra cost of chip choice</source>
        <translation>芯片选择多花</translation>
    </message>
    <message>
        <source>The platform&apos;s forecast of the whole month&apos;s spend: the month to date, plus the storage billing now until the month end, plus each instance&apos;s compute until the month end or until its schedule or a stopping budget ends it. An instance with auto-sleep counts at the share of its time this month that was billed; a sleeping or stopped one adds its storage only.</source>
        <translation>平台对整月支出的预测：本月至今的支出，加上当前计费的存储直到月底，再加上每个实例的计算费用，直到月底或其计划、停止型预算使其结束为止。启用自动休眠的实例按本月已计费时间的比例计算；休眠或已停止的实例只计存储。</translation>
    </message>
    <message>
        <source>80 % interval: %1 – %2.</source>
        <translation>80% 区间：%1 – %2。</translation>
    </message>
    <message>
        <source>This month a day&apos;s spend has varied by %1 (one standard deviation) and %2 days are left: the range is 1.28 × %1 × √%2 on each side, so it narrows as the month goes on.</source>
        <translation>本月每日支出的波动为 %1（一个标准差），还剩 %2 天：区间两侧各为 1.28 × %1 × √%2，因此随着月份推进而收窄。</translation>
    </message>
    <message>
        <source>Fewer than two days of spend this month to measure how it varies: the range assumes a quarter of a day&apos;s compute, over the %1 days left.</source>
        <translation>本月有支出的天数不足两天，无法衡量波动：区间按剩余 %1 天、每天四分之一的计算费用估算。</translation>
    </message>
    <message>
        <source>It never goes below the month to date plus the storage until the month end: what the month costs if every instance stops now.</source>
        <translation>区间不会低于本月至今的支出加上直到月底的存储费用：即所有实例现在停止时本月的花费。</translation>
    </message>
    <message>
        <source>Its top, %1, is the most the instances running now can bill: all the time until the month end, their schedules or their budgets&apos; stops. More can only come from instances not launched yet.</source>
        <translation>区间上限 %1 是当前运行的实例最多能产生的费用：一直运行到月底、其计划结束或其预算停止为止。更多支出只可能来自尚未启动的实例。</translation>
    </message>
    <message>
        <source>Nor can it go above %1, the most the instances running now can bill: all the time until the month end, their schedules or their budgets&apos; stops.</source>
        <translation>区间也不会高于 %1，即当前运行的实例最多能产生的费用：一直运行到月底、其计划结束或其预算停止为止。</translation>
    </message>
    <message>
        <source>Click to open Billing.</source>
        <translation>点击打开“计费”。</translation>
    </message>
    <message>
        <source>Since %1</source>
        <translation>自 %1 起</translation>
    </message>
    <message>
        <source>since %1 %2</source>
        <translation>%1 以来 %2</translation>
    </message>
    <message>
        <source>

Since %1, as the platform&apos;s insights said at %2 (whole UTC hours; fetched again every minute while the dashboard is shown).</source>
        <translation>

自 %1 起，取自平台在 %2 的洞察数据（按 UTC 整点小时统计；显示概览时每分钟重新获取一次）。</translation>
    </message>
    <message>
        <source>The funds left, %1, run out before the month ends at this rate. The platform then stops all compute, so no more compute than %1 is counted; add funds to keep the instances running.</source>
        <translation>剩余资金 %1 按当前速率将在月底前用完。届时平台会停止所有计算，因此预测计入的计算费用不超过 %1；充值可让实例继续运行。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DataStep</name>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>What the instance starts with: a model checkpoint, datasets from the public pool, volumes, a snapshot to resume from, and the image.</source>
        <translation>实例启动时带上的内容：模型检查点、公共数据池中的数据集、存储卷、用于续训的快照，以及镜像。</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Datasets (public pool, mounted read-only):</source>
        <translation>数据集（公共数据池，只读挂载）(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Volumes (kept across switches):</source>
        <translation>存储卷（切换后依然保留）(&amp;V)：</translation>
    </message>
    <message>
        <source>Start from &amp;snapshot:</source>
        <translation>从快照启动(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>New volume:</source>
        <translation>新建存储卷：</translation>
    </message>
    <message>
        <source>Create a network volume before the launch and attach it</source>
        <translation>启动前创建一个网络存储卷并挂载</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Type to search the model square</source>
        <translation>输入以搜索模型广场</translation>
    </message>
    <message>
        <source>Resume from the checkpoint saved in a snapshot</source>
        <translation>从快照中保存的检查点继续</translation>
    </message>
    <message>
        <source>The runtime image for the chosen backend</source>
        <translation>所选后端的运行时镜像</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1（%2 GiB）</translation>
    </message>
    <message>
        <source>%1 (%2 GiB, %3)</source>
        <translation>%1（%2 GiB，%3）</translation>
    </message>
    <message>
        <source>No free volumes</source>
        <translation>没有空闲的存储卷</translation>
    </message>
    <message>
        <source>(none: start fresh)</source>
        <translation>（无：从头开始）</translation>
    </message>
    <message>
        <source>%1 — step %2, %3, %4 GiB</source>
        <translation>%1 — 第 %2 步，%3，%4 GiB</translation>
    </message>
    <message>
        <source>Default for %1</source>
        <translation>%1 的默认镜像</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <source>Some lists could not be loaded: %1</source>
        <translation>部分列表未能加载：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsConnectTab</name>
    <message>
        <source>The SSH command was copied to the clipboard.</source>
        <translation>SSH 命令已复制到剪贴板。</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>JupyterLab</source>
        <translation>JupyterLab</translation>
    </message>
    <message>
        <source>VS Code</source>
        <translation>VS Code</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>This instance has no %1.</source>
        <translation>此实例未提供 %1。</translation>
    </message>
    <message>
        <source>%1 is available while the instance is running.</source>
        <translation>%1 仅在实例运行时可用。</translation>
    </message>
    <message>
        <source>SSH access</source>
        <translation>SSH 访问</translation>
    </message>
    <message>
        <source>Copies the SSH command to the clipboard</source>
        <translation>将 SSH 命令复制到剪贴板</translation>
    </message>
    <message>
        <source>Opens %1 in your web browser</source>
        <translation>在网页浏览器中打开 %1</translation>
    </message>
    <message>
        <source>Not opened: %1 is not an https:// address.</source>
        <translation>未打开：%1 不是 https:// 地址。</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsHistoryTab</name>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>From</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>To</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>至今</translation>
    </message>
    <message>
        <source>Backend history</source>
        <translation>后端历史</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsMetricsTab</name>
    <message>
        <source>&amp;Range:</source>
        <translation>时间范围(&amp;R)：</translation>
    </message>
    <message>
        <source>How far back the charts reach</source>
        <translation>图表显示的时间跨度</translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>6 hours</source>
        <translation>6 小时</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>24 小时</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsSettingsTab</name>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Key=value pairs for grouping costs (the &quot;project&quot; label, say)</source>
        <translation>用于对费用进行分组的键=值对（例如“project”标签）</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Adds a label</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Removes the selected labels</source>
        <translation>移除所选标签</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>Discards your edits and shows the settings as they are now</source>
        <translation>放弃您的修改，并显示当前生效的设置</translation>
    </message>
    <message>
        <source>This instance cannot be changed now</source>
        <translation>此实例当前无法修改</translation>
    </message>
    <message>
        <source>Saves your changes on the platform</source>
        <translation>将您的更改保存到平台</translation>
    </message>
    <message>
        <source>Nothing changed yet</source>
        <translation>尚未进行任何更改</translation>
    </message>
    <message>
        <source>The label with the value “%1” needs a key.</source>
        <translation>值为“%1”的标签缺少键。</translation>
    </message>
    <message>
        <source>The label “%1” is given twice.</source>
        <translation>标签“%1”重复。</translation>
    </message>
    <message>
        <source>The settings of “%1” were saved.</source>
        <translation>“%1”的设置已保存。</translation>
    </message>
    <message>
        <source>Loading this instance&apos;s settings…</source>
        <translation>正在加载该实例的设置…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsStorageTab</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 (%2), checkpoint at step %3</source>
        <translation>%1（%2），检查点位于第 %3 步</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1（地域 %2）</translation>
    </message>
    <message>
        <source>Snapshots (%1)</source>
        <translation>快照（%1）</translation>
    </message>
    <message>
        <source>Volumes (%1)</source>
        <translation>存储卷（%1）</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>存储卷</translation>
    </message>
    <message>
        <source>%1 (%2, %3), checkpoint at step %4</source>
        <translation>%1（%2，%3），检查点位于第 %4 步</translation>
    </message>
</context>
<context>
    <name>polychip::ui::EfficiencyTableModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Double-click an instance to show it on the Instances page</source>
        <translation>双击实例可在“实例”页面中显示</translation>
    </message>
    <message>
        <source>Compute billed in the period</source>
        <translation>此期间的计算费用</translation>
    </message>
    <message>
        <source>Compute billed while the instance&apos;s utilisation stayed under its auto-sleep threshold: what auto-sleep would have caught</source>
        <translation>实例利用率低于其自动休眠阈值期间所计费的计算费用，即自动休眠本可避免的费用</translation>
    </message>
    <message>
        <source>The idle cost as a share of the compute billed</source>
        <translation>闲置费用占计算费用的比例</translation>
    </message>
    <message>
        <source>Saved by sleep: for every second the instance slept, the compute it would have billed running, at its price</source>
        <translation>休眠节省：实例每休眠一秒，按其价格计算、若保持运行本应计费的计算费用</translation>
    </message>
    <message>
        <source>Tokens the instance produced in the period</source>
        <translation>此期间实例产生的词元数</translation>
    </message>
    <message>
        <source>Cost per 1M tokens: compute billed ÷ tokens produced × 1,000,000 (— when it produced none)</source>
        <translation>每百万词元成本：计算费用 ÷ 产生的词元数 × 1,000,000（未产生词元 时显示 —）</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算费用</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>闲置费用</translation>
    </message>
    <message>
        <source>Idle %</source>
        <translation>闲置 %</translation>
    </message>
    <message>
        <source>Saved by sleep</source>
        <translation>休眠节省</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>词元数</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>每百万词元</translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceActions</name>
    <message>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <source>Start the selected stopped instances</source>
        <translation>启动所选的已停止实例</translation>
    </message>
    <message>
        <source>start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the selected instances (billing stops)</source>
        <translation>停止所选实例（停止计费）</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>S&amp;leep</source>
        <translation>休眠(&amp;L)</translation>
    </message>
    <message>
        <source>Put the selected running instances to sleep (chips are kept)</source>
        <translation>使所选的运行中实例进入休眠（保留芯片）</translation>
    </message>
    <message>
        <source>put to sleep</source>
        <translation>休眠</translation>
    </message>
    <message>
        <source>&amp;Wake</source>
        <translation>唤醒(&amp;W)</translation>
    </message>
    <message>
        <source>Wake the selected sleeping instances</source>
        <translation>唤醒所选的休眠中实例</translation>
    </message>
    <message>
        <source>wake</source>
        <translation>唤醒</translation>
    </message>
    <message>
        <source>Sna&amp;pshot…</source>
        <translation>创建快照(&amp;P)…</translation>
    </message>
    <message>
        <source>Save a snapshot of the selected instances</source>
        <translation>为所选实例创建快照</translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the selected instances (asks first)</source>
        <translation>删除所选实例（删除前会请求确认）</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Switch &amp;backend…</source>
        <translation>切换后端(&amp;B)…</translation>
    </message>
    <message>
        <source>Move the selected instance to another backend, keeping its checkpoint</source>
        <translation>将所选实例迁移到另一个后端，并保留其检查点</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>切换后端</translation>
    </message>
    <message>
        <source>Select one instance first</source>
        <translation>请先选择一个实例</translation>
    </message>
    <message>
        <source>Select one or more instances first</source>
        <translation>请先选择一个或多个实例</translation>
    </message>
    <message>
        <source>Not possible in the state “%1”: only running or stopped instances can switch</source>
        <translation>在“%1”状态下无法执行：只有运行中或已停止的实例可以切换</translation>
    </message>
    <message>
        <source>Not possible in the state “%1”</source>
        <translation>实例处于“%1”状态时不可执行</translation>
    </message>
    <message>
        <source>Could not %1 “%2”: %3</source>
        <translation>无法对“%2”执行%1操作：%3</translation>
    </message>
    <message>
        <source>%1 snapshot</source>
        <translation>%1 快照</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 以及其他 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete instances</source>
        <translation>删除实例</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n instance(s): %1?</source>
        <translation>
            <numerusform>确定要删除以下 %n 个实例吗：%1？</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost: what runs on them, their local disks and any progress since the last checkpoint. Billing for them stops.
Kept: their %1 snapshot(s) and %2 volume(s), which you can start new instances from.</source>
        <translation>将丢失：实例上正在运行的内容、本地磁盘，以及自上次检查点以来的所有进度。这些实例将停止计费。
将保留：其 %1 个快照和 %2 个存储卷，可用于创建新实例。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>Name of the snapshot of “%1”:</source>
        <translation>“%1”的快照名称：</translation>
    </message>
    <message>
        <source>A snapshot needs a name of 1 to 128 characters.</source>
        <translation>快照名称长度须为 1 到 128 个字符。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceDetails</name>
    <message>
        <source>Metrics</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Tokens per second, utilisation and loss over time</source>
        <translation>每秒词元数、利用率和损失随时间的变化</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>The training log</source>
        <translation>训练日志</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>SSH, JupyterLab, VS Code and TensorBoard</source>
        <translation>SSH、JupyterLab、VS Code 和 TensorBoard</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Snapshots and volumes of this instance</source>
        <translation>此实例的快照和存储卷</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Where the instance has run: one row per backend</source>
        <translation>实例的运行位置：每个后端一行</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Labels, auto-sleep and scheduled stop</source>
        <translation>标签、自动休眠和定时停止</translation>
    </message>
    <message>
        <source>Select an instance to see its details.</source>
        <translation>请选择一个实例以查看其详情。</translation>
    </message>
    <message>
        <source>Not connected. Connect to a platform to see instance details.</source>
        <translation>未连接。请连接到平台以查看实例详情。</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>This instance does not exist (any more).</source>
        <translation>此实例不存在（或已被删除）。</translation>
    </message>
    <message>
        <source>“%1” was deleted.</source>
        <translation>“%1”已被删除。</translation>
    </message>
    <message>
        <source>%1 (instance %2)</source>
        <translation>%1（实例 %2）</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>Region %1, image %2</source>
        <translation>地域 %1，镜像 %2</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>Price per hour while running; billed per second</source>
        <translation>运行时的每小时价格；按秒计费</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>累计 %1</translation>
    </message>
    <message>
        <source>Cost to date, for %1 of billed running time</source>
        <translation>截至目前的费用，对应 %1 的计费运行时长</translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceLogView</name>
    <message>
        <source>Log not available</source>
        <translation>日志不可用</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配项</translation>
    </message>
    <message>
        <source>The selected log text was copied.</source>
        <translation>已复制所选日志文本。</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n log line(s).</source>
        <translation>
            <numerusform>已复制 %n 行日志。</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随最新</translation>
    </message>
    <message>
        <source>Read new lines every %1 seconds and keep the newest in view</source>
        <translation>每 %1 秒读取新的日志行，并始终显示最新内容</translation>
    </message>
    <message>
        <source>Find in log</source>
        <translation>在日志中查找</translation>
    </message>
    <message>
        <source>Highlights every match; Enter goes to the next one, Shift+Enter to the previous one</source>
        <translation>高亮显示所有匹配项；按 Enter 跳到下一个，按 Shift+Enter 跳到上一个</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配项</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配项</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copies the selected text, or the whole log when nothing is selected</source>
        <translation>复制所选文本；未选择任何内容时复制全部日志</translation>
    </message>
    <message>
        <source>No log lines yet.</source>
        <translation>暂无日志。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceTableModel</name>
    <message>
        <source>%1 · %2 %3%</source>
        <translation>%1 · %2 %3%</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2) × %3, %4</source>
        <translation>%1（%2）× %3，%4</translation>
    </message>
    <message>
        <source>Lifecycle state, and the operation in progress</source>
        <translation>生命周期状态，以及正在进行的操作</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Instance name (hover a name for its id)</source>
        <translation>实例名称（将鼠标悬停在名称上可查看其 ID）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Compute backend</source>
        <translation>计算后端</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator model × count</source>
        <translation>加速卡型号 × 数量</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>The template it was launched from</source>
        <translation>创建实例所用的模板</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Tokens per second now, and over the last five minutes</source>
        <translation>当前及最近五分钟的每秒词元数</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>Accelerator utilisation now</source>
        <translation>当前的加速卡利用率</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Price per hour at the current placement</source>
        <translation>按当前部署位置计算的每小时价格</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Cost billed so far</source>
        <translation>截至目前已计费的费用</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Time since it last started running</source>
        <translation>自上次开始运行以来的时长</translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation>运行时长</translation>
    </message>
    <message>
        <source>The instance&apos;s &quot;project&quot; label</source>
        <translation>实例的“project”标签</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>The platform&apos;s id of the instance (Ctrl+C copies it)</source>
        <translation>实例在平台上的 ID（Ctrl+C 复制）</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstancesPage</name>
    <message>
        <source>Filter by name, id, accelerator, label… (Ctrl+F)</source>
        <translation>按名称、ID、加速卡、标签等筛选…（Ctrl+F）</translation>
    </message>
    <message>
        <source>Every word must match the name, id, accelerator, region, template or a label (key=value)</source>
        <translation>每个关键词都须与名称、ID、加速卡、地域、模板或某个标签（键=值）匹配</translation>
    </message>
    <message>
        <source>All states</source>
        <translation>全部状态</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Sleeping</source>
        <translation>休眠中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Show only instances in these states</source>
        <translation>仅显示处于这些状态的实例</translation>
    </message>
    <message>
        <source>All backends</source>
        <translation>全部后端</translation>
    </message>
    <message>
        <source>Show only instances on this backend</source>
        <translation>仅显示此后端上的实例</translation>
    </message>
    <message>
        <source>Show only instances labelled with this project</source>
        <translation>仅显示带有此项目标签的实例</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Choose the columns to show</source>
        <translation>选择要显示的列</translation>
    </message>
    <message>
        <source>Offline: showing the last known data</source>
        <translation>离线：显示的是最后已知的数据</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>List the instances again and re-sort the table</source>
        <translation>重新获取实例列表并重新排序表格</translation>
    </message>
    <message>
        <source>&amp;Filter instances</source>
        <translation>筛选实例(&amp;F)</translation>
    </message>
    <message>
        <source>Move to the filter box</source>
        <translation>转到筛选框</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>清除筛选条件</translation>
    </message>
    <message>
        <source>Show every instance again</source>
        <translation>重新显示所有实例</translation>
    </message>
    <message>
        <source>All projects</source>
        <translation>全部项目</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n 个实例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n instance(s)</source>
        <translation>
            <numerusform>%1 个（共 %n 个实例）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Loading instances…</source>
        <translation>正在加载实例…</translation>
    </message>
    <message>
        <source>Listing the instances of your organisation.</source>
        <translation>正在列出您所在组织的实例。</translation>
    </message>
    <message>
        <source>Cannot load the instances</source>
        <translation>无法加载实例</translation>
    </message>
    <message>
        <source>The platform does not answer: %1. Polychip keeps retrying.</source>
        <translation>平台无响应：%1。Polychip 将持续重试。</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>立即重试</translation>
    </message>
    <message>
        <source>No instances yet</source>
        <translation>暂无实例</translation>
    </message>
    <message>
        <source>Launch one from a template: pick a model and a backend, see the price, and go.</source>
        <translation>从模板创建实例：选择模型和后端，确认价格后即可启动。</translation>
    </message>
    <message>
        <source>Open Templates</source>
        <translation>打开模板</translation>
    </message>
    <message>
        <source>No instance matches the filter</source>
        <translation>没有符合筛选条件的实例</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) are hidden by the filter.</source>
        <translation>
            <numerusform>有 %n 个实例因筛选条件而隐藏。</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Starting the offline simulator, or reaching the platform of the chosen profile.</source>
        <translation>正在启动离线模拟器，或正在连接所选配置的平台。</translation>
    </message>
    <message>
        <source>&amp;New instance from its latest snapshot…</source>
        <translation>从其最新快照新建实例(&amp;N)…</translation>
    </message>
    <message>
        <source>Open the launch wizard resuming from the selected instance&apos;s newest snapshot</source>
        <translation>打开启动向导，从所选实例的最新快照继续</translation>
    </message>
    <message>
        <source>Select one instance first</source>
        <translation>请先选择一个实例</translation>
    </message>
    <message>
        <source>The instance has no ready snapshot yet</source>
        <translation>该实例还没有可用的快照</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Every instance with its live figures, actions, charts and log.</source>
        <translation>所有实例及其实时数据、操作、图表和日志。</translation>
    </message>
    <message>
        <source>&amp;Instances</source>
        <translation>实例(&amp;I)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <translation>复制 ID(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the ids of the selected instances, one a line</source>
        <translation>复制所选实例的 ID，每行一个</translation>
    </message>
</context>
<context>
    <name>polychip::ui::LaunchWizard</name>
    <message>
        <source>Launch an instance</source>
        <translation>启动实例</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Compute (CU/h)</source>
        <translation>算力（CU/小时）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>存储卷</translation>
    </message>
    <message>
        <source>Start from snapshot</source>
        <translation>从快照启动</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation>自动休眠</translation>
    </message>
    <message>
        <source>Scheduled stop</source>
        <translation>定时关机</translation>
    </message>
    <message>
        <source>Queue timeout</source>
        <translation>排队超时</translation>
    </message>
</context>
<context>
    <name>polychip::ui::LedgerTableModel</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>存储卷</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>From</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>To</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation>计费时长</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>费率</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
</context>
<context>
    <name>polychip::ui::LessonPanel</name>
    <message>
        <source>Could not read the lessons: %1</source>
        <translation>无法读取课程：%1</translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation>%1（进行中）</translation>
    </message>
    <message>
        <source>%1 (finished)</source>
        <translation>%1（已完成）</translation>
    </message>
    <message>
        <source>Reading the lessons…</source>
        <translation>正在读取课程…</translation>
    </message>
    <message>
        <source>Lessons are offered by the bundled simulator.</source>
        <translation>课程由内置模拟器提供。</translation>
    </message>
    <message>
        <source>Done: the simulator saw it reached</source>
        <translation>已完成：模拟器确认已达成</translation>
    </message>
    <message>
        <source>Missed: it had to come first</source>
        <translation>未达成：它必须先完成</translation>
    </message>
    <message>
        <source>Still to do</source>
        <translation>待完成</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Simulated time %1 · what this would have cost %2 · saved by sleep %3</source>
        <translation>模拟时间 %1 · 实际将花费 %2 · 休眠节省 %3</translation>
    </message>
    <message>
        <source>Lesson complete: %1 of simulated time. On a real platform it would have cost %2; sleeping saved %3.</source>
        <translation>课程完成：用时 %1（模拟时间）。在真实平台上将花费 %2；休眠节省了 %3。</translation>
    </message>
    <message>
        <source>Restart lesso&amp;n…</source>
        <translation>重新开始课程(&amp;N)…</translation>
    </message>
    <message>
        <source>Start lesso&amp;n…</source>
        <translation>开始课程(&amp;N)…</translation>
    </message>
    <message>
        <source>The lessons the simulator offers</source>
        <translation>模拟器提供的课程</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>重新开始课程</translation>
    </message>
    <message>
        <source>Start a lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>Start the lesson “%1” again from the beginning?</source>
        <translation>从头重新开始课程“%1”？</translation>
    </message>
    <message>
        <source>Start the lesson “%1”?</source>
        <translation>开始课程“%1”？</translation>
    </message>
    <message>
        <source>The lesson is set up in your organisation: its instances, snapshots, volumes, budgets and bill give way to the lesson&apos;s. Other organisations, the clock and the faults stay as they are. This cannot be undone.</source>
        <translation>课程会在你的组织中布置：组织现有的实例、快照、存储卷、预算和账单将被课程的内容取代。其他组织、时钟和故障保持不变。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>退出课程</translation>
    </message>
    <message>
        <source>Leave the lesson “%1”?</source>
        <translation>退出课程“%1”？</translation>
    </message>
    <message>
        <source>What the lesson set up and what you made during it is deleted, so that nothing of it bills on. This cannot be undone.</source>
        <translation>课程布置的资源以及你在课程中创建的资源都会被删除，不再产生任何费用。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Could not start the lesson “%1”: %2</source>
        <translation>无法开始课程“%1”：%2</translation>
    </message>
    <message>
        <source>Could not leave the lesson “%1”: %2</source>
        <translation>无法退出课程“%1”：%2</translation>
    </message>
    <message>
        <source>Started the lesson “%1”.</source>
        <translation>已开始课程“%1”。</translation>
    </message>
    <message>
        <source>Left the lesson “%1”.</source>
        <translation>已退出课程“%1”。</translation>
    </message>
    <message>
        <source>Lessons are started by those who may launch instances: switch to the trainee, developer or administrator identity (Connection → Simulator identity)</source>
        <translation>课程由可以启动实例的用户开始：请切换到学员、开发者或管理员身份（连接 → 模拟器身份）</translation>
    </message>
    <message>
        <source>Sets the lesson up in your organisation, replacing what it has now (asks first)</source>
        <translation>在你的组织中布置课程，取代组织现有的内容（会先询问）</translation>
    </message>
    <message>
        <source>Leave l&amp;esson…</source>
        <translation>退出课程(&amp;E)…</translation>
    </message>
    <message>
        <source>Ends the lesson and deletes what it set up and what was made in it (asks first)</source>
        <translation>结束课程，并删除课程布置的和课程中创建的资源（会先询问）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>polychip::ui::MetricChart</name>
    <message>
        <source>%1, mean per %2 with the minimum and maximum as a band; times in %3</source>
        <translation>%1，每 %2 的平均值，阴影带表示最小值和最大值；时间为 %3</translation>
    </message>
    <message>
        <source>%1, one point per second; times in %2</source>
        <translation>%1，每秒一个数据点；时间为 %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: no data yet</source>
        <translation>%1：暂无数据</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ModelChoices</name>
    <message>
        <source>%1 (%2 B parameters, %3)</source>
        <translation>%1（%2 B 参数，%3）</translation>
    </message>
    <message>
        <source>(no model)</source>
        <translation>（不使用模型）</translation>
    </message>
    <message>
        <source>Launch without a model from the square</source>
        <translation>不使用模型广场中的模型启动</translation>
    </message>
</context>
<context>
    <name>polychip::ui::MountDialog</name>
    <message>
        <source>&amp;Mount</source>
        <translation>挂载(&amp;M)</translation>
    </message>
    <message>
        <source>Mount %1</source>
        <translation>挂载 %1</translation>
    </message>
    <message>
        <source>Mount “%1” (%2 GiB) read-only at /data/%3 on an instance. A running job keeps running; the data set is there at once.</source>
        <translation>将“%1”（%2 GiB）以只读方式挂载到实例的 /data/%3。运行中的任务不会中断，数据集立即可用。</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Mount the data set on the instance chosen</source>
        <translation>将数据集挂载到所选实例</translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation>%1 · %2 × %3</translation>
    </message>
    <message>
        <source>%1 (%2), has it already</source>
        <translation>%1（%2），已挂载</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No instance can take it. Launch one with “Use in a new instance…”.</source>
        <translation>没有可挂载的实例。请用“在新实例中使用…”启动一个。</translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation>未挂载：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::NewVolumeDialog</name>
    <message>
        <source>C&amp;reate</source>
        <translation>创建(&amp;R)</translation>
    </message>
    <message>
        <source>New volume</source>
        <translation>新建存储卷</translation>
    </message>
    <message>
        <source>A network volume (NVMe-oF) keeps its data across stops and backend switches, and moves from one instance to another. It is billed by size, attached or not.</source>
        <translation>网络存储卷（NVMe-oF）在实例停止和切换后端后仍保留数据，并可从一个实例转到另一个实例。无论是否挂载，都按容量计费。</translation>
    </message>
    <message>
        <source>Volume name</source>
        <translation>存储卷名称</translation>
    </message>
    <message>
        <source>e.g. checkpoints</source>
        <translation>例如 检查点</translation>
    </message>
    <message>
        <source>Size in GiB</source>
        <translation>容量（GiB）</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>From %1 to %2 GiB</source>
        <translation>%1 至 %2 GiB</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>容量(&amp;S)：</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>费用：</translation>
    </message>
    <message>
        <source>Give the volume a name.</source>
        <translation>请为存储卷命名。</translation>
    </message>
    <message>
        <source>The name is too long: %1 bytes in UTF-8, at most %2.</source>
        <translation>名称过长：UTF-8 编码为 %1 字节，最多 %2 字节。</translation>
    </message>
    <message>
        <source>The size must be from %1 to %2 GiB.</source>
        <translation>容量必须在 %1 至 %2 GiB 之间。</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>未创建：%1</translation>
    </message>
    <message>
        <source>about %1 a month (%2 GiB at %3 per GiB-hour)</source>
        <translation>约每月 %1（%2 GiB，每 GiB 每小时 %3）</translation>
    </message>
    <message>
        <source>Create the volume (it is billed from now on)</source>
        <translation>创建存储卷（从现在起计费）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::OfflineBanner</name>
    <message>
        <source>Connection status</source>
        <translation>连接状态</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>立即重试</translation>
    </message>
    <message>
        <source>Try to reach the platform now instead of waiting</source>
        <translation>无需等待，立即尝试连接平台</translation>
    </message>
    <message>
        <source>The data shown may be out of date.</source>
        <translation>显示的数据可能已过时。</translation>
    </message>
    <message>
        <source>Retrying…</source>
        <translation>正在重试…</translation>
    </message>
    <message numerus="yes">
        <source>Retrying in %n s</source>
        <translation>
            <numerusform>%n 秒后重试</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::PlacementStep</name>
    <message>
        <source>Updating the quote…</source>
        <translation>正在更新报价…</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>资源配置</translation>
    </message>
    <message>
        <source>Where it runs and what it costs. The quote follows every change; any row of the alternatives can be chosen.</source>
        <translation>在哪里运行、花费多少。报价随每次修改实时更新；备选方案中的任意一行都可以选用。</translation>
    </message>
    <message>
        <source>&amp;Choose the accelerators:</source>
        <translation>手动选择加速器(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Auto: the cheapest that fits</source>
        <translation>自动：选择能放下的最便宜方案(&amp;A)</translation>
    </message>
    <message>
        <source>The platform&apos;s cheapest feasible placement across all backends</source>
        <translation>平台在所有后端中可行的最便宜配置</translation>
    </message>
    <message>
        <source>By c&amp;ompute:</source>
        <translation>按算力(&amp;O)：</translation>
    </message>
    <message>
        <source>Ask for compute units per hour; the cheapest mix that gives at least that many is chosen</source>
        <translation>按每小时算力单位申请；选择至少提供该算力的最便宜组合</translation>
    </message>
    <message>
        <source> CU/h</source>
        <translation> CU/小时</translation>
    </message>
    <message>
        <source>Bac&amp;kend:</source>
        <translation>后端(&amp;K)：</translation>
    </message>
    <message>
        <source>Acce&amp;lerator:</source>
        <translation>加速器(&amp;L)：</translation>
    </message>
    <message>
        <source>Co&amp;unt:</source>
        <translation>数量(&amp;U)：</translation>
    </message>
    <message>
        <source>Only the counts this accelerator (and template) allows</source>
        <translation>仅列出该加速器（及模板）允许的数量</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation>算力：</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>吞吐量：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>显存：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation>容量：</translation>
    </message>
    <message>
        <source>Token budget:</source>
        <translation>词元预算：</translation>
    </message>
    <message>
        <source>Al&amp;ternatives on every backend, cheapest first:</source>
        <translation>所有后端上的备选方案，最便宜的在前(&amp;T)：</translation>
    </message>
    <message>
        <source>%1 — %2 GiB, %3 per chip-hour</source>
        <translation>%1 — %2 GiB，每芯片小时 %3</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation>无法报价：%1</translation>
    </message>
    <message>
        <source>No quote: %1 (field “%2”)</source>
        <translation>无法报价：%1（字段“%2”）</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>每小时 %1</translation>
    </message>
    <message>
        <source>%1 CU/h on %2</source>
        <translation>%1 CU/小时，%2</translation>
    </message>
    <message>
        <source>about %1 tokens/s</source>
        <translation>约 %1 词元/秒</translation>
    </message>
    <message>
        <source>— (does not fit)</source>
        <translation>—（放不下）</translation>
    </message>
    <message>
        <source>— (not a token workload)</source>
        <translation>—（非词元类负载）</translation>
    </message>
    <message>
        <source>None free now: %1 of %2 free in %3. The launch will wait up to %4 for capacity, then fail.</source>
        <translation>当前无空闲资源：%3 中需要 %2 个，仅空闲 %1 个。启动将最多等待 %4，届时仍无资源则失败。</translation>
    </message>
    <message>
        <source>%1 free in %2</source>
        <translation>%2 中空闲 %1 个</translation>
    </message>
    <message>
        <source>%1 tokens: %2 in %3</source>
        <translation>%1 个词元：%2，耗时 %3</translation>
    </message>
    <message>
        <source>— (no token budget)</source>
        <translation>—（无词元预算）</translation>
    </message>
    <message>
        <source>This placement cannot run the workload: it needs %1 of accelerator memory and %2 × %3 has %4. Choose more or larger accelerators, or a row of the alternatives.</source>
        <translation>该配置无法运行此负载：需要 %1 加速器显存，而 %2 × %3 只有 %4。请选择更多或更大的加速器，或选用备选方案中的一行。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>The organisation&apos;s policies rule out %1: %2</source>
        <translation>组织策略排除了 %1：%2</translation>
    </message>
    <message>
        <source>The organisation&apos;s policies do not allow this placement, and the platform would refuse the launch: %1. Choose Auto or a row of the alternatives that is not greyed out.</source>
        <translation>组织策略不允许此配置，平台会拒绝这次启动：%1。请选择“自动”，或选择备选方案中未显示为灰色的一行。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ProfileDialog</name>
    <message>
        <source>Connection Profile</source>
        <translation>连接配置</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>How this profile is listed in the console</source>
        <translation>此连接配置在控制台中显示的名称</translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation>基础 URL(&amp;B)：</translation>
    </message>
    <message>
        <source>https://api.example.com</source>
        <translation>https://api.example.com</translation>
    </message>
    <message>
        <source>Where the platform&apos;s API is. https:// is required, except for a simulator on this computer (http://127.0.0.1:port).</source>
        <translation>平台 API 的地址。必须使用 https://，本机上的模拟器（http://127.0.0.1:端口）除外。</translation>
    </message>
    <message>
        <source>&amp;Key id:</source>
        <translation>密钥 ID(&amp;K)：</translation>
    </message>
    <message>
        <source>key_…</source>
        <translation>key_…</translation>
    </message>
    <message>
        <source>The id of your API key, as the platform shows it</source>
        <translation>API 密钥的 ID，与平台上显示的一致</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation>Secret(&amp;S)：</translation>
    </message>
    <message>
        <source>The secret of the API key. It signs every request and is never sent; it is kept in your system&apos;s keychain.</source>
        <translation>API 密钥的 Secret。它用于为每个请求签名，本身从不发送；保存在系统的密钥环中。</translation>
    </message>
    <message>
        <source>Store the secret in &amp;plain text</source>
        <translation>以明文保存 Secret(&amp;P)</translation>
    </message>
    <message>
        <source>Keep the secret in the console&apos;s settings file instead of the keychain, for systems without one</source>
        <translation>将 Secret 保存在控制台的设置文件中而非密钥环中，适用于没有密钥环的系统</translation>
    </message>
    <message>
        <source>Warning: the secret will be saved unencrypted in the console&apos;s settings file, where any program or person that can read your files can use your key. Use this only when no keychain is available.</source>
        <translation>警告：Secret 将以未加密形式保存在控制台的设置文件中，任何能读取您文件的程序或人员都可以使用您的密钥。请仅在没有可用密钥环时使用此选项。</translation>
    </message>
    <message>
        <source>&amp;CA bundle:</source>
        <translation>CA 证书包(&amp;C)：</translation>
    </message>
    <message>
        <source>the system&apos;s certificate authorities</source>
        <translation>系统的证书颁发机构</translation>
    </message>
    <message>
        <source>A PEM file of certificate authorities to trust, for a platform with a private certificate. Empty: trust the system&apos;s.</source>
        <translation>要信任的证书颁发机构 PEM 文件，适用于使用私有证书的平台。留空：信任系统的证书颁发机构。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the CA bundle file</source>
        <translation>选择 CA 证书包文件</translation>
    </message>
    <message>
        <source>P&amp;inned public key:</source>
        <translation>固定公钥(&amp;I)：</translation>
    </message>
    <message>
        <source>sha256//…</source>
        <translation>sha256//…</translation>
    </message>
    <message>
        <source>Accept only a server whose public key has this SHA-256 (base64), as sha256//…. Empty: no pinning.</source>
        <translation>仅接受公钥 SHA-256 值（base64）与此一致的服务器，格式为 sha256//…。留空：不固定公钥。</translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation>代理(&amp;X)：</translation>
    </message>
    <message>
        <source>the environment&apos;s proxy settings</source>
        <translation>环境变量中的代理设置</translation>
    </message>
    <message>
        <source>A proxy URL such as http://proxy.example.com:3128 or socks5://127.0.0.1:1080. Empty: the http(s)_proxy environment variables.</source>
        <translation>代理 URL，例如 http://proxy.example.com:3128 或 socks5://127.0.0.1:1080。留空：使用 http(s)_proxy 环境变量。</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Ask the platform for its health and who this key belongs to, with the settings above</source>
        <translation>使用上述设置查询平台的健康状态，以及此密钥所属的用户</translation>
    </message>
    <message>
        <source>Choose a CA Bundle</source>
        <translation>选择 CA 证书包</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation>测试已取消。</translation>
    </message>
    <message>
        <source>Reached a degraded Polychip simulator, version %1 (server time %2).</source>
        <translation>已连接到处于降级状态的 Polychip 模拟器，版本 %1（服务器时间 %2）。</translation>
    </message>
    <message>
        <source>Reached a degraded Polychip platform, version %1 (server time %2).</source>
        <translation>已连接到处于降级状态的 Polychip 平台，版本 %1（服务器时间 %2）。</translation>
    </message>
    <message>
        <source>Reached a Polychip simulator, version %1 (server time %2).</source>
        <translation>已连接到 Polychip 模拟器，版本 %1（服务器时间 %2）。</translation>
    </message>
    <message>
        <source>Reached the Polychip platform, version %1 (server time %2).</source>
        <translation>已连接到 Polychip 平台，版本 %1（服务器时间 %2）。</translation>
    </message>
    <message>
        <source>Signed in as %1 (%2) in %3 (%4), role: %5.</source>
        <translation>已在 %3（%4）中以 %1（%2）的身份登录，角色：%5。</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not what a Polychip platform sends (%1 at %2): is the base URL right?</source>
        <translation>服务器的响应不符合 Polychip 平台的格式（字段 %2：%1）：基础 URL 是否正确？</translation>
    </message>
    <message>
        <source>Storing the secret…</source>
        <translation>正在保存 Secret…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ProgressStep</name>
    <message>
        <source>Cancel the &amp;launch</source>
        <translation>取消启动(&amp;L)</translation>
    </message>
    <message>
        <source>Deletes the instance being launched; it bills only what it used so far. Run in background leaves it launching.</source>
        <translation>删除正在启动的实例；只计费到目前为止已使用的部分。“在后台运行”则让它继续启动。</translation>
    </message>
    <message>
        <source>Cancelling the launch…</source>
        <translation>正在取消启动…</translation>
    </message>
    <message>
        <source>The launch could not be cancelled: %1</source>
        <translation>无法取消启动：%1</translation>
    </message>
    <message>
        <source>“%1” was not launched: the launch was cancelled.</source>
        <translation>“%1”未启动：启动已取消。</translation>
    </message>
    <message>
        <source>The instance is deleted; it cost %1 while it came up.</source>
        <translation>实例已删除；启动期间花费 %1。</translation>
    </message>
    <message>
        <source>The instance is deleted; it cost nothing.</source>
        <translation>实例已删除；未产生任何费用。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>The platform provisions the accelerators, restores any snapshot and boots the image. You can leave it running in the background.</source>
        <translation>平台正在分配加速器、恢复快照并启动镜像。你可以让它在后台继续。</translation>
    </message>
    <message>
        <source>There is no quote for this spec; go back to the placement.</source>
        <translation>该配置还没有报价，请返回“资源配置”。</translation>
    </message>
    <message>
        <source>Go to Placement</source>
        <translation>前往“资源配置”</translation>
    </message>
    <message>
        <source>Launching “%1”…</source>
        <translation>正在启动“%1”…</translation>
    </message>
    <message>
        <source>Run in &amp;background</source>
        <translation>后台运行(&amp;B)</translation>
    </message>
    <message>
        <source>Creating the volume “%1”…</source>
        <translation>正在创建存储卷“%1”…</translation>
    </message>
    <message>
        <source>The volume could not be created</source>
        <translation>无法创建存储卷</translation>
    </message>
    <message>
        <source>Sending the launch request…</source>
        <translation>正在发送启动请求…</translation>
    </message>
    <message>
        <source>The platform did not launch the instance</source>
        <translation>平台未启动该实例</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Fix the field “%1” and launch again.</source>
        <translation>请修正字段“%1”后重新启动。</translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation>前往“%1”</translation>
    </message>
    <message>
        <source>Choose another placement</source>
        <translation>选择其他资源配置</translation>
    </message>
    <message>
        <source>The new volume was created and is kept; the next launch attaches it.</source>
        <translation>新存储卷已创建并保留；下次启动时会挂载它。</translation>
    </message>
    <message>
        <source>“%1” was not launched.</source>
        <translation>“%1”未启动。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>The launch failed while “%1”: %2</source>
        <translation>启动在“%1”阶段失败：%2</translation>
    </message>
    <message>
        <source>The instance is kept in the failed state with its reason; delete it or launch again.</source>
        <translation>实例保留为失败状态并附有原因；可以删除它或重新启动。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2 %）</translation>
    </message>
    <message>
        <source>Waiting for capacity: no %1 is free yet (up to %2).</source>
        <translation>正在等待资源：暂无空闲的 %1（最多等待 %2）。</translation>
    </message>
    <message>
        <source>Running.</source>
        <translation>运行中。</translation>
    </message>
    <message>
        <source>The launch failed: %1</source>
        <translation>启动失败：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::QuoteTableModel</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>does not fit: needs %1, has %2</source>
        <translation>放不下：需要 %1，只有 %2</translation>
    </message>
    <message>
        <source>fits with CPU offload (%1 of %2, slower)</source>
        <translation>借助 CPU 卸载可放下（%1 / %2，速度较慢）</translation>
    </message>
    <message>
        <source>fits (%1 of %2)</source>
        <translation>可放下（%1 / %2）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，耗时 %2</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>放不下：%1</translation>
    </message>
    <message>
        <source>CPU offload: %1</source>
        <translation>CPU 卸载：%1</translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation>可放下：%1</translation>
    </message>
    <message>
        <source>queues (%1 free)</source>
        <translation>需排队（空闲 %1）</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>空闲 %1</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>CU/h</source>
        <translation>CU/小时</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>To the token budget</source>
        <translation>完成词元预算</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>说明</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ReviewStep</name>
    <message>
        <source>Review</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Everything about the launch, what it costs and what it does to your balance and budgets. Nothing is launched before you click Launch.</source>
        <translation>本次启动的全部内容、费用，以及对余额和预算的影响。点击“启动”之前不会启动任何东西。</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>启动(&amp;L)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Spent of amount</source>
        <translation>已用 / 总额</translation>
    </message>
    <message>
        <source>After this launch</source>
        <translation>启动后</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>提醒</translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation>无法报价：%1</translation>
    </message>
    <message>
        <source>Getting the final quote…</source>
        <translation>正在获取最终报价…</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4)</source>
        <translation>%1 × %2（%3，%4）</translation>
    </message>
    <message>
        <source>Auto, the cheapest that fits: %1</source>
        <translation>自动，能放下的最便宜方案：%1</translation>
    </message>
    <message>
        <source>At least %1 CU/h: %2</source>
        <translation>至少 %1 CU/小时：%2</translation>
    </message>
    <message>
        <source>new: %1 (%2 GiB)</source>
        <translation>新建：%1（%2 GiB）</translation>
    </message>
    <message>
        <source>default for %1</source>
        <translation>%1 的默认镜像</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1（第 %2 步）</translation>
    </message>
    <message>
        <source>never (by hand)</source>
        <translation>从不（手动停止）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>none (blank)</source>
        <translation>无（空白实例）</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>资源配置</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>存储卷</translation>
    </message>
    <message>
        <source>Start from snapshot</source>
        <translation>从快照启动</translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation>自动休眠</translation>
    </message>
    <message>
        <source>below %1 % for %2 min</source>
        <translation>低于 %1 % 持续 %2 分钟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>No capacity is free now and the launch is set not to wait: the platform will refuse it. Allow a wait on the schedule step, or choose another placement.</source>
        <translation>当前没有空闲资源，且启动设置为不等待：平台将拒绝本次启动。请在“计划”步骤中允许等待，或选择其他资源配置。</translation>
    </message>
    <message>
        <source>No capacity is free now: the instance waits up to %1, then fails.</source>
        <translation>当前没有空闲资源：实例最多等待 %1，之后失败。</translation>
    </message>
    <message>
        <source>The workload runs with CPU offload, at a fraction of native speed.</source>
        <translation>该负载将借助 CPU 卸载运行，速度仅为原生的一部分。</translation>
    </message>
    <message>
        <source>Funds are short: the balance and credit (%1) do not cover 10 minutes at %2 per hour, so the platform would refuse the launch. Top up the account or choose a cheaper placement.</source>
        <translation>资金不足：余额和赠金（%1）不够以每小时 %2 运行 10 分钟，平台会拒绝本次启动。请充值或选择更便宜的配置。</translation>
    </message>
    <message>
        <source>Balance and credit: %1, which lasts about %2 at this price, less than the estimate. Instances stop when the funds run out.</source>
        <translation>余额和赠金：%1，按此价格约可运行 %2，少于预计费用。资金用完时实例会被停止。</translation>
    </message>
    <message>
        <source>Balance and credit: %1; %2 after the estimate. The burn rate goes from %3 to %4 per hour.</source>
        <translation>余额和赠金：%1；扣除预计费用后剩 %2。消耗速率将从每小时 %3 变为 %4。</translation>
    </message>
    <message>
        <source>The balance is not known yet.</source>
        <translation>余额暂未获取。</translation>
    </message>
    <message>
        <source>already at %1 %: adds to the overspend</source>
        <translation>已达 %1 %：此次启动会增加超支</translation>
    </message>
    <message>
        <source>Budget “%1” is already past its amount (%2 %); this launch adds to it.</source>
        <translation>预算“%1”已超出金额（%2 %）；此次启动会进一步增加支出。</translation>
    </message>
    <message>
        <source>no threshold crossed</source>
        <translation>未越过阈值</translation>
    </message>
    <message>
        <source>reaches 100 %: instances in its scope are stopped</source>
        <translation>达到 100 %：范围内的实例将被停止</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>crosses %1 and exceeds the amount</source>
        <translation>越过 %1 并超出总额</translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation>越过 %1</translation>
    </message>
    <message>
        <source>exceeds the amount</source>
        <translation>超出总额</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Budget “%1” would reach 100 %, and its action stops the instances in its scope.</source>
        <translation>预算“%1”将达到 100 %，其动作会停止范围内的实例。</translation>
    </message>
    <message>
        <source>No budget covers this instance</source>
        <translation>没有预算覆盖此实例</translation>
    </message>
    <message>
        <source>after %1 of running, with a checkpoint first</source>
        <translation>运行 %1 后，先保存检查点</translation>
    </message>
    <message>
        <source>after %1 of running, without a checkpoint</source>
        <translation>运行 %1 后，不保存检查点</translation>
    </message>
    <message>
        <source>%1 per hour, about %2 tokens/s.</source>
        <translation>每小时 %1，约 %2 词元/秒。</translation>
    </message>
    <message>
        <source>%1 per hour.</source>
        <translation>每小时 %1。</translation>
    </message>
    <message>
        <source>Estimated %1 to train the %2 tokens of the token budget, in about %3.</source>
        <translation>预计 %1 训练完词元预算中的 %2 个词元，约需 %3。</translation>
    </message>
    <message>
        <source>Estimated %1 until the scheduled stop, %2 from the start.</source>
        <translation>预计 %1，直到定时关机（启动后 %2）。</translation>
    </message>
    <message>
        <source>Estimated %1 for one day of running (nothing stops it on its own).</source>
        <translation>按运行一天预计 %1（它不会自行停止）。</translation>
    </message>
    <message>
        <source>Budget “%1”: this launch crosses its alert thresholds (%2) and goes past its amount.</source>
        <translation>预算“%1”：本次启动将越过其提醒阈值（%2）并超出总额。</translation>
    </message>
    <message>
        <source>Budget “%1”: this launch goes past its amount.</source>
        <translation>预算“%1”：本次启动将超出总额。</translation>
    </message>
    <message>
        <source>Budget “%1”: this launch crosses its alert thresholds (%2).</source>
        <translation>预算“%1”：本次启动将越过其提醒阈值（%2）。</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>at %1, with a checkpoint first</source>
        <translation>于 %1，先保存检查点</translation>
    </message>
    <message>
        <source>at %1, without a checkpoint</source>
        <translation>于 %1，不保存检查点</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ScheduleEditor</name>
    <message>
        <source>S&amp;top at (%1):</source>
        <translation>停止于（%1）(&amp;T)：</translation>
    </message>
    <message>
        <source>Stops the instance once at this time (%1)</source>
        <translation>在此时间（%1）停止实例一次</translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation>自动休眠</translation>
    </message>
    <message>
        <source>An idle instance sleeps: compute billing stops and its memory is kept; it wakes in seconds</source>
        <translation>空闲的实例将进入休眠：停止计算计费并保留内存；可在数秒内唤醒</translation>
    </message>
    <message>
        <source>&amp;Sleep when idle</source>
        <translation>空闲时休眠(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Utilisation below:</source>
        <translation>利用率低于(&amp;U)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Idle means utilisation under this percentage</source>
        <translation>利用率低于此百分比即视为空闲</translation>
    </message>
    <message>
        <source>F&amp;or:</source>
        <translation>持续(&amp;O)：</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Minutes the instance must stay idle before it sleeps</source>
        <translation>实例进入休眠前需持续空闲的分钟数</translation>
    </message>
    <message>
        <source>Scheduled stop</source>
        <translation>定时停止</translation>
    </message>
    <message>
        <source>Stop aft&amp;er:</source>
        <translation>运行时长达到(&amp;E)：</translation>
    </message>
    <message>
        <source>Stops the instance after this much running time</source>
        <translation>实例运行达到此时长后将其停止</translation>
    </message>
    <message>
        <source>Save a check&amp;point before stopping</source>
        <translation>停止前保存检查点(&amp;P)</translation>
    </message>
    <message>
        <source>Takes a snapshot of the disk and checkpoint before a scheduled stop, so the job can resume</source>
        <translation>在定时停止前为磁盘和检查点创建快照，以便任务稍后恢复</translation>
    </message>
    <message>
        <source>A scheduled stop may be at most 7 × 24 hours ahead.</source>
        <translation>定时关机最多可设在 7 × 24 小时之后。</translation>
    </message>
    <message>
        <source>The organisation&apos;s policy: a stop within %1; an instance launched without one is given one.</source>
        <translation>组织策略：须在 %1 内停止；未设置停止的实例会被自动设置。</translation>
    </message>
    <message>
        <source>The organisation&apos;s policy: every instance sleeps below %1 % after at most %2 min idle; you may only tighten it.</source>
        <translation>组织策略：每个实例在利用率低于 %1 % 时最多闲置 %2 分钟即休眠；您只能收紧此设置。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ScheduleStep</name>
    <message>
        <source>Schedule and idle policy</source>
        <translation>计划与闲置策略</translation>
    </message>
    <message>
        <source>Pay only while it works: sleep when idle, stop when done.</source>
        <translation>只为工作时间付费：闲置时休眠，完成后停止。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>When no capacity is free, &amp;wait up to</source>
        <translation>无空闲资源时，最多等待(&amp;W)</translation>
    </message>
    <message>
        <source>do not wait</source>
        <translation>不等待</translation>
    </message>
    <message>
        <source>The launch fails with “capacity exhausted” when the wait runs out.</source>
        <translation>等待超时后，启动会以“资源不足”失败。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimClockPanel</name>
    <message>
        <source>The simulated time, in %1</source>
        <translation>模拟时间（%1）</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Run the clock at %1×: each wall-clock second is %2 of simulated time</source>
        <translation>以 %1× 运行时钟：现实中每秒相当于模拟时间 %2</translation>
    </message>
    <message>
        <source>×</source>
        <comment>speed, as in 60×</comment>
        <translation>×</translation>
    </message>
    <message>
        <source>Any speed from %1× to %2×</source>
        <translation>可设为 %1× 至 %2× 之间的任意速度</translation>
    </message>
    <message>
        <source>Set spee&amp;d</source>
        <translation>设置速度(&amp;D)</translation>
    </message>
    <message>
        <source>Run the clock at the speed entered</source>
        <translation>按输入的速度运行时钟</translation>
    </message>
    <message>
        <source>Advance:</source>
        <translation>快进：</translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation>+1 分钟</translation>
    </message>
    <message>
        <source>+10 min</source>
        <translation>+10 分钟</translation>
    </message>
    <message>
        <source>+1 h</source>
        <translation>+1 小时</translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation>+1 天</translation>
    </message>
    <message>
        <source>Move the clock forward by %1 at once: instances run, sleep and bill as if the time had passed</source>
        <translation>立即将时钟拨快 %1：实例的运行、休眠和计费都如同这段时间已经过去</translation>
    </message>
    <message>
        <source>&amp;Advance the clock by 1 hour</source>
        <translation>时钟快进 1 小时(&amp;A)</translation>
    </message>
    <message>
        <source>Move the simulated clock forward by an hour at once</source>
        <translation>立即将模拟时钟拨快一小时</translation>
    </message>
    <message>
        <source>Could not read the simulator&apos;s clock: %1</source>
        <translation>无法读取模拟器时钟：%1</translation>
    </message>
    <message>
        <source>Could not run the clock at %1×: %2</source>
        <translation>无法以 %1× 运行时钟：%2</translation>
    </message>
    <message>
        <source>Could not pause the clock: %1</source>
        <translation>无法暂停时钟：%1</translation>
    </message>
    <message>
        <source>Could not resume the clock: %1</source>
        <translation>无法恢复时钟：%1</translation>
    </message>
    <message>
        <source>Could not advance the clock by %1: %2</source>
        <translation>无法将时钟快进 %1：%2</translation>
    </message>
    <message>
        <source>Not connected to a simulator.</source>
        <translation>未连接到模拟器。</translation>
    </message>
    <message>
        <source>The clock could not be read.</source>
        <translation>无法读取时钟。</translation>
    </message>
    <message>
        <source>Reading the clock…</source>
        <translation>正在读取时钟…</translation>
    </message>
    <message>
        <source>Paused: the simulated time stands still (speed %1×).</source>
        <translation>已暂停：模拟时间静止（速度 %1×）。</translation>
    </message>
    <message>
        <source>Running at %1×: a wall-clock minute is %2 of simulated time.</source>
        <translation>正以 %1× 运行：现实中一分钟相当于模拟时间 %2。</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Let the simulated time run again</source>
        <translation>让模拟时间继续流逝</translation>
    </message>
    <message>
        <source>Stop the simulated time: nothing runs or bills meanwhile</source>
        <translation>停止模拟时间：期间不运行也不计费</translation>
    </message>
    <message>
        <source>&amp;Resume the clock</source>
        <translation>恢复时钟(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause the clock</source>
        <translation>暂停时钟(&amp;P)</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimFaultsPanel</name>
    <message>
        <source>Faults</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Added la&amp;tency:</source>
        <translation>附加延迟(&amp;T)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Every API request waits this much longer (the simulator&apos;s own requests and the health check excepted)</source>
        <translation>每个 API 请求额外等待这么久（模拟器自身的请求和健康检查除外）</translation>
    </message>
    <message>
        <source>&amp;Error rate:</source>
        <translation>错误率(&amp;E)：</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>This share of those requests is answered 503 “unavailable” without acting; the console tries them again</source>
        <translation>这些请求中有此比例会直接返回 503“不可用”而不执行；控制台会自动重试</translation>
    </message>
    <message>
        <source>Pree&amp;mption rate:</source>
        <translation>抢占率(&amp;M)：</translation>
    </message>
    <message>
        <source> % per hour</source>
        <translation> %/小时</translation>
    </message>
    <message>
        <source>The chance per running instance and simulated hour that the platform preempts it: it fails with “preempted”</source>
        <translation>每个运行中的实例在每个模拟小时内被平台抢占的概率：被抢占的实例以“已抢占”失败</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>&amp;Apply faults</source>
        <translation>应用故障(&amp;A)</translation>
    </message>
    <message>
        <source>Put the faults above in force</source>
        <translation>使上述故障生效</translation>
    </message>
    <message>
        <source>C&amp;lear all</source>
        <translation>全部清除(&amp;L)</translation>
    </message>
    <message>
        <source>Stop every fault: the simulator behaves as the platform does</source>
        <translation>停止所有故障：模拟器的行为与真实平台一致</translation>
    </message>
    <message>
        <source>&amp;Clear the simulator&apos;s faults</source>
        <translation>清除模拟器故障(&amp;C)</translation>
    </message>
    <message>
        <source>latency %1 ms</source>
        <translation>延迟 %1 毫秒</translation>
    </message>
    <message>
        <source>errors %1 %</source>
        <translation>错误 %1%</translation>
    </message>
    <message>
        <source>preemption %1 %/h</source>
        <translation>抢占 %1%/小时</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>无 %1</translation>
    </message>
    <message>
        <source>%1 capped at %2</source>
        <translation>%1 限 %2</translation>
    </message>
    <message numerus="yes">
        <source>capacity of %n accelerator(s) capped</source>
        <translation>
            <numerusform>%n 种加速卡容量受限</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the faults of a list</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>Faults: %1</source>
        <translation>故障：%1</translation>
    </message>
    <message>
        <source>Every API request waits %1 ms longer.</source>
        <translation>每个 API 请求额外等待 %1 毫秒。</translation>
    </message>
    <message>
        <source>%1 % of API requests fail with 503 “unavailable”.</source>
        <translation>%1% 的 API 请求以 503“不可用”失败。</translation>
    </message>
    <message>
        <source>A running instance is preempted with a chance of %1 % per simulated hour.</source>
        <translation>运行中的实例每个模拟小时有 %1% 的概率被抢占。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) per region.</source>
        <translation>
            <numerusform>%1：每个地域 %n 个芯片。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read the simulator&apos;s faults: %1</source>
        <translation>无法读取模拟器故障：%1</translation>
    </message>
    <message>
        <source>Could not clear the faults: %1</source>
        <translation>无法清除故障：%1</translation>
    </message>
    <message>
        <source>Could not apply the faults: %1</source>
        <translation>无法应用故障：%1</translation>
    </message>
    <message>
        <source>In force now: %1.</source>
        <translation>现已生效：%1。</translation>
    </message>
    <message>
        <source>No fault is in force any more.</source>
        <translation>已无生效的故障。</translation>
    </message>
    <message>
        <source>No fault is in force</source>
        <translation>没有生效的故障</translation>
    </message>
    <message>
        <source>Not connected to a simulator.</source>
        <translation>未连接到模拟器。</translation>
    </message>
    <message>
        <source>Not applied yet: “Apply faults” puts these in force.</source>
        <translation>尚未应用：点击“应用故障”使其生效。</translation>
    </message>
    <message>
        <source>The faults in force could not be read.</source>
        <translation>无法读取当前生效的故障。</translation>
    </message>
    <message>
        <source>Reading the faults in force…</source>
        <translation>正在读取当前生效的故障…</translation>
    </message>
    <message>
        <source>These faults are in force now.</source>
        <translation>这些故障现已生效。</translation>
    </message>
    <message>
        <source>No fault is in force: the simulator behaves as the platform does.</source>
        <translation>没有生效的故障：模拟器的行为与真实平台一致。</translation>
    </message>
    <message>
        <source>Capacit&amp;y shortage: the chips of an accelerator in every region, or in one region, which then has its own (0: none at all; —: the catalogue&apos;s pool).</source>
        <translation>容量短缺(&amp;Y)：某加速器在每个地域或单个地域（该地域以其自身设置为准）的芯片数（0：完全没有；—：沿用目录的资源池）。</translation>
    </message>
    <message>
        <source>An override replaces the accelerator&apos;s pool; launches beyond it wait in the queue or fail</source>
        <translation>覆盖值取代该加速器的资源池；超出的启动将排队等待或失败</translation>
    </message>
    <message>
        <source>no %1 in %2</source>
        <translation>%2 无 %1</translation>
    </message>
    <message>
        <source>%1 capped at %2 in %3</source>
        <translation>%3 的 %1 限 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2: %n chip(s).</source>
        <translation>
            <numerusform>%2 的 %1：%n 个芯片。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every region</source>
        <translation>每个地域</translation>
    </message>
    <message>
        <source>Chips of %1 in every region without an entry of its own (—: the catalogue&apos;s pools)</source>
        <translation>%1 在未单独设置的每个地域的芯片数（—：沿用目录的资源池）</translation>
    </message>
    <message>
        <source>Chips of %1 in %2 (—: the accelerator&apos;s entry for every region, or the catalogue&apos;s pool)</source>
        <translation>%1 在 %2 的芯片数（—：沿用该加速器的“每个地域”设置或目录的资源池）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimPanel</name>
    <message>
        <source>Not connected to a simulator</source>
        <translation>未连接到模拟器</translation>
    </message>
    <message>
        <source>Offline: the simulator does not answer</source>
        <translation>离线：模拟器无响应</translation>
    </message>
    <message>
        <source>Waiting for the simulator&apos;s answer</source>
        <translation>正在等待模拟器响应</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimScenariosPanel</name>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Try a&amp;gain</source>
        <translation>重试(&amp;G)</translation>
    </message>
    <message>
        <source>L&amp;oad…</source>
        <translation>加载(&amp;O)…</translation>
    </message>
    <message>
        <source>Replace the simulator&apos;s state with the selected scenario (asks first)</source>
        <translation>用所选场景替换模拟器的状态（会先确认）</translation>
    </message>
    <message>
        <source>Reset to a clean acco&amp;unt…</source>
        <translation>重置为全新账户(&amp;U)…</translation>
    </message>
    <message>
        <source>Delete every instance, snapshot, volume and budget and start the bill afresh (asks first)</source>
        <translation>删除所有实例、快照、存储卷和预算，账单从头开始（会先确认）</translation>
    </message>
    <message>
        <source>&amp;Load the selected scenario…</source>
        <translation>加载所选场景(&amp;L)…</translation>
    </message>
    <message>
        <source>Re&amp;set the simulator…</source>
        <translation>重置模拟器(&amp;S)…</translation>
    </message>
    <message>
        <source>Could not list the scenarios: %1</source>
        <translation>无法列出场景：%1</translation>
    </message>
    <message>
        <source>Not connected: the scenarios come from the simulator.</source>
        <translation>未连接：场景来自模拟器。</translation>
    </message>
    <message>
        <source>Loading the scenarios…</source>
        <translation>正在加载场景…</translation>
    </message>
    <message>
        <source>The simulator offers no scenarios. A reset to a clean account still works.</source>
        <translation>模拟器未提供场景。仍可重置为全新账户。</translation>
    </message>
    <message>
        <source>Select a scenario first</source>
        <translation>请先选择一个场景</translation>
    </message>
    <message>
        <source>Load a scenario</source>
        <translation>加载场景</translation>
    </message>
    <message>
        <source>Load the scenario “%1”?</source>
        <translation>加载场景“%1”？</translation>
    </message>
    <message>
        <source>It replaces the current state of the simulator: your organisation&apos;s instances, snapshots, volumes, budgets and bill give way to the scenario&apos;s, and the scenario may set the clock and the faults. This cannot be undone.</source>
        <translation>这将替换模拟器的当前状态：您组织的实例、快照、存储卷、预算和账单都将被该场景的内容取代，场景还可能设置时钟和故障。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>Reset the simulator</source>
        <translation>重置模拟器</translation>
    </message>
    <message>
        <source>Reset the simulator to a clean account?</source>
        <translation>将模拟器重置为全新账户？</translation>
    </message>
    <message>
        <source>Every instance, snapshot, volume and budget of your organisation is deleted and the bill starts afresh. The clock and the faults stay as they are. This cannot be undone.</source>
        <translation>您组织的所有实例、快照、存储卷和预算都将被删除，账单从头开始。时钟和故障保持不变。此操作无法撤销。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Could not load the scenario “%1”: %2</source>
        <translation>无法加载场景“%1”：%2</translation>
    </message>
    <message>
        <source>Loaded now</source>
        <translation>当前已加载</translation>
    </message>
    <message>
        <source>Loaded the scenario “%1”.</source>
        <translation>已加载场景“%1”。</translation>
    </message>
    <message>
        <source>Could not reset the simulator: %1</source>
        <translation>无法重置模拟器：%1</translation>
    </message>
    <message>
        <source>The simulator was reset to a clean account.</source>
        <translation>模拟器已重置为全新账户。</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Load a scenario file in place of the current state (checks it, then asks first)</source>
        <translation>用场景文件替换当前状态（先检查文件，再确认）</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Save this account&apos;s state as a scenario file, to load again later or on another computer</source>
        <translation>将此账户的状态保存为场景文件，以后或在其他电脑上再次加载</translation>
    </message>
    <message>
        <source>&amp;Import a scenario file…</source>
        <translation>导入场景文件(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport the state as a scenario…</source>
        <translation>将状态导出为场景(&amp;X)…</translation>
    </message>
    <message>
        <source>Export the simulator&apos;s state</source>
        <translation>导出模拟器状态</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <source>Could not export the state: %1</source>
        <translation>无法导出状态：%1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Exported the state (%n instance(s)) to %1.</source>
        <translation>
            <numerusform>已将状态（%n 个实例）导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import a scenario</source>
        <translation>导入场景</translation>
    </message>
    <message>
        <source>%1 is not a scenario file: %2</source>
        <translation>%1 不是有效的场景文件：%2</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1（位于 %2）</translation>
    </message>
    <message>
        <source>Import the scenario “%1” from %2?</source>
        <translation>从 %2 导入场景“%1”？</translation>
    </message>
    <message numerus="yes">
        <source>It replaces the current state of the simulator with %n instance(s), %1 volume(s) and %2 budget(s), and may set the clock and the faults. This cannot be undone.</source>
        <translation>
            <numerusform>这将用 %n 个实例、%1 个存储卷和 %2 个预算替换模拟器的当前状态，并可能设置时钟和故障。此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Could not import “%1”: %2</source>
        <translation>无法导入“%1”：%2</translation>
    </message>
    <message>
        <source>Imported the scenario “%1” from %2.</source>
        <translation>已从 %2 导入场景“%1”。</translation>
    </message>
    <message>
        <source>Start a lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>Start the lesson “%1”?</source>
        <translation>开始课程“%1”？</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>it is larger than the platform takes (1 MiB)</source>
        <translation>文件超过平台接受的大小（1 MiB）</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimulatorPage</name>
    <message>
        <source>Lesson finished</source>
        <translation>课程已完成</translation>
    </message>
    <message>
        <source>Simulator</source>
        <translation>模拟器</translation>
    </message>
    <message>
        <source>The simulator&apos;s clock, scenarios and faults.</source>
        <translation>模拟器的时钟、场景和故障。</translation>
    </message>
    <message>
        <source>&amp;Simulator</source>
        <translation>模拟器(&amp;S)</translation>
    </message>
    <message>
        <source>%1

Click to clear every fault.</source>
        <translation>%1

点击清除所有故障。</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation>课程面板(&amp;L)</translation>
    </message>
    <message>
        <source>Shows the lesson under way: objectives, hints and what it cost (Ctrl+Shift+L)</source>
        <translation>显示进行中的课程：目标、提示和花费（Ctrl+Shift+L）</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>&amp;Classroom board</source>
        <translation>课堂进度表(&amp;C)</translation>
    </message>
    <message>
        <source>A teacher&apos;s seats and their progress through the lessons (Ctrl+Shift+C)</source>
        <translation>教师的席位及其课程进度（Ctrl+Shift+C）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpanDialog</name>
    <message>
        <source>&amp;From (%1):</source>
        <translation>起始（%1）(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To (%1):</source>
        <translation>结束（%1）(&amp;T)：</translation>
    </message>
    <message>
        <source>The end of the range (%1), not included</source>
        <translation>范围的结束时间（%1），不含该时刻</translation>
    </message>
    <message>
        <source>The first minute shown (%1)</source>
        <translation>显示的第一分钟（%1）</translation>
    </message>
    <message>
        <source>Custom Range</source>
        <translation>自定义时间范围</translation>
    </message>
    <message>
        <source>The range must end after it starts.</source>
        <translation>结束时间必须晚于开始时间。</translation>
    </message>
    <message numerus="yes">
        <source>The range can be at most %n day(s) long.</source>
        <translation>
            <numerusform>时间范围最长为 %n 天。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpendChart</name>
    <message numerus="yes">
        <source>Others (%n groups)</source>
        <translation>
            <numerusform>其他（%n 个分组）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2: %3
All groups: %4</source>
        <translation>%1
%2：%3
所有分组：%4</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Spend (%1)</source>
        <translation>支出（%1）</translation>
    </message>
    <message>
        <source>No spend in this range.</source>
        <translation>此时间范围内没有支出。</translation>
    </message>
    <message>
        <source>Spend per time bucket, stacked by group. Point at a bar for its figures.</source>
        <translation>各时间段的支出，按分组堆叠显示。将鼠标指向柱形可查看其数据。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpendPanel</name>
    <message>
        <source>Days begin at 00:00 %1, and every time on this page is told in it. The platform keeps UTC; months are billed from 00:00 UTC on the 1st. Preferences (Ctrl+,) chooses UTC or this computer's time zone.</source>
        <translation>每天从 00:00 %1 开始，本页的所有时间都以此显示。平台以 UTC 计时；每月从 1 日 00:00 UTC 起计费。可在“首选项”（Ctrl+,）中选择 UTC 或本机时区。</translation>
    </message>
    <message>
        <source>Days in UTC</source>
        <translation>日期按 UTC</translation>
    </message>
    <message>
        <source>Days in local time (%1)</source>
        <translation>日期按本地时间（%1）</translation>
    </message>
    <message>
        <source>The time span of the chart and the width of its steps; throughput, cost and savings are kept by the hour. The last entry asks for a span of your own.</source>
        <translation>图表的时间范围及每步的宽度；吞吐量、成本和节省按小时记录。最后一项可自选时间范围。</translation>
    </message>
    <message>
        <source>Without “%1”</source>
        <translation>无“%1”标签</translation>
    </message>
    <message>
        <source>Storage and other</source>
        <translation>存储及其他</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Last hour (by minute)</source>
        <translation>最近 1 小时（按分钟）</translation>
    </message>
    <message>
        <source>Last 24 hours (by hour)</source>
        <translation>最近 24 小时（按小时）</translation>
    </message>
    <message>
        <source>Last 7 days (by day)</source>
        <translation>最近 7 天（按天）</translation>
    </message>
    <message>
        <source>Last 30 days (by day)</source>
        <translation>最近 30 天（按天）</translation>
    </message>
    <message>
        <source>By backend</source>
        <translation>按后端</translation>
    </message>
    <message>
        <source>By chip</source>
        <translation>按芯片</translation>
    </message>
    <message>
        <source>By user</source>
        <translation>按用户</translation>
    </message>
    <message>
        <source>By label</source>
        <translation>按标签</translation>
    </message>
    <message>
        <source>What the bars are split by</source>
        <translation>柱形的拆分依据</translation>
    </message>
    <message>
        <source>The label whose values split the bars (such as project)</source>
        <translation>按其取值拆分柱形的标签（例如 project）</translation>
    </message>
    <message>
        <source>Label key</source>
        <translation>标签键</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Could not load the chart: %1</source>
        <translation>无法加载图表：%1</translation>
    </message>
    <message>
        <source>The figures could not be loaded. Retry, or press F5.</source>
        <translation>无法加载数据。请重试，或按 F5。</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>随时间变化</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>支出</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>每百万词元成本</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>节省</translation>
    </message>
    <message>
        <source>What the chart shows: the spend by group, or per backend the tokens per second or the cost per million tokens, or what auto-sleep and the choice of chips saved</source>
        <translation>图表显示的内容：按分组的支出，或按后端的每秒词元数、每百万词元成本，或自动休眠与芯片选择节省的金额</translation>
    </message>
    <message>
        <source>Ask the platform for the figures again</source>
        <translation>重新向平台获取数据</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>时间范围</translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation>分组方式</translation>
    </message>
</context>
<context>
    <name>polychip::ui::StoragePage</name>
    <message>
        <source>Copied the volume id %1</source>
        <translation>已复制存储卷 ID %1</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network volumes: their size, cost and the instance each is attached to; create, attach, detach and delete them.</source>
        <translation>网络存储卷：容量、费用及所挂载的实例；创建、挂载、卸载和删除存储卷。</translation>
    </message>
    <message>
        <source>&amp;Storage</source>
        <translation>存储(&amp;S)</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>存储卷</translation>
    </message>
    <message>
        <source>Ne&amp;w volume…</source>
        <translation>新建存储卷(&amp;W)…</translation>
    </message>
    <message>
        <source>Create a network volume (Ctrl+N)</source>
        <translation>创建网络存储卷（Ctrl+N）</translation>
    </message>
    <message>
        <source>&amp;New volume…</source>
        <translation>新建存储卷(&amp;N)…</translation>
    </message>
    <message>
        <source>Create a network volume: a name and a size</source>
        <translation>创建网络存储卷：名称和容量</translation>
    </message>
    <message>
        <source>&amp;Attach to instance…</source>
        <translation>挂载到实例(&amp;A)…</translation>
    </message>
    <message>
        <source>Attach the selected volume to an instance in its region</source>
        <translation>将所选存储卷挂载到同一区域的实例上</translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation>卸载(&amp;D)</translation>
    </message>
    <message>
        <source>Detach the selected volume from its instance (asks first)</source>
        <translation>从实例上卸载所选存储卷（会先确认）</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>Delete the selected volume and its data (asks first)</source>
        <translation>删除所选存储卷及其数据（会先确认）</translation>
    </message>
    <message>
        <source>&amp;Copy volume id</source>
        <translation>复制存储卷 ID(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected volume&apos;s id to the clipboard</source>
        <translation>将所选存储卷的 ID 复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>List the volumes again and re-sort the table</source>
        <translation>重新列出存储卷并重新排序</translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation>未连接到平台</translation>
    </message>
    <message>
        <source>Your role (%1) can see volumes but not change them; ask a developer or an administrator</source>
        <translation>您的角色（%1）可以查看存储卷，但不能更改；请联系开发者或管理员</translation>
    </message>
    <message>
        <source>A trainee changes only the volumes they created; this one is another user&apos;s</source>
        <translation>学员只能更改自己创建的存储卷；此存储卷属于其他用户</translation>
    </message>
    <message>
        <source>Select a volume first</source>
        <translation>请先选择一个存储卷</translation>
    </message>
    <message>
        <source>Attached to %1: detach it first (a volume is attached to one instance at a time)</source>
        <translation>已挂载到 %1：请先卸载（存储卷同一时间只能挂载到一个实例）</translation>
    </message>
    <message>
        <source>Attached to %1: detach it first, then delete it</source>
        <translation>已挂载到 %1：请先卸载，再删除</translation>
    </message>
    <message>
        <source>Not attached to any instance</source>
        <translation>未挂载到任何实例</translation>
    </message>
    <message numerus="yes">
        <source>%n volume(s)</source>
        <translation>
            <numerusform>%n 个存储卷</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GiB, about %2 a month</source>
        <translation>%1 GiB，约每月 %2</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Starting the offline simulator, or reaching the platform of the chosen profile.</source>
        <translation>正在启动离线模拟器，或连接所选配置的平台。</translation>
    </message>
    <message>
        <source>Loading volumes…</source>
        <translation>正在加载存储卷…</translation>
    </message>
    <message>
        <source>Listing the volumes of your organisation.</source>
        <translation>正在列出您组织的存储卷。</translation>
    </message>
    <message>
        <source>Cannot load the volumes</source>
        <translation>无法加载存储卷</translation>
    </message>
    <message>
        <source>The platform does not answer: %1. Polychip keeps retrying.</source>
        <translation>平台没有响应：%1。Polychip 会持续重试。</translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation>立即重试</translation>
    </message>
    <message>
        <source>No volumes yet</source>
        <translation>还没有存储卷</translation>
    </message>
    <message>
        <source>Create one with New volume… (Ctrl+N). A volume is a network disk that keeps its data across stops and backend switches and moves between instances, from a GPU to an NPU.</source>
        <translation>用“新建存储卷…”（Ctrl+N）创建一个。存储卷是一块网络磁盘，实例停止和切换后端后数据仍在，并可在实例之间转移，例如从 GPU 实例转到 NPU 实例。</translation>
    </message>
    <message>
        <source>New volume…</source>
        <translation>新建存储卷…</translation>
    </message>
    <message>
        <source>Created %1 (%2 GiB)</source>
        <translation>已创建 %1（%2 GiB）</translation>
    </message>
    <message>
        <source>Attached %1 to %2</source>
        <translation>已将 %1 挂载到 %2</translation>
    </message>
    <message>
        <source>Detach volume</source>
        <translation>卸载存储卷</translation>
    </message>
    <message>
        <source>Detach %1 from %2?</source>
        <translation>从 %2 上卸载 %1？</translation>
    </message>
    <message>
        <source>%1 is %2: a job reading or writing files on the volume loses them at once and may fail. Stop the instance first to be safe. The data stays on the volume; attach it again to use it.</source>
        <translation>%1 当前状态为“%2”：正在读写该存储卷上文件的任务会立即失去这些文件，并可能失败。为安全起见，请先停止实例。数据仍保留在存储卷上；重新挂载即可继续使用。</translation>
    </message>
    <message>
        <source>Nothing runs on %1 now. The data stays on the volume, which is still billed; attach it again to use it.</source>
        <translation>%1 上目前没有运行任何任务。数据仍保留在存储卷上，存储卷继续计费；重新挂载即可继续使用。</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Delete volume</source>
        <translation>删除存储卷</translation>
    </message>
    <message>
        <source>Delete %1 (%2 GiB)?</source>
        <translation>删除 %1（%2 GiB）？</translation>
    </message>
    <message>
        <source>Lost for good: every file on it. Billing for it stops (about %1 a month).</source>
        <translation>将永久丢失：其上的所有文件。它的计费随之停止（约每月 %1）。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>%1 was not detached: %2</source>
        <translation>%1 未卸载：%2</translation>
    </message>
    <message>
        <source>Detached %1</source>
        <translation>已卸载 %1</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>%1 未删除：%2</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::SwitchDialog</name>
    <message>
        <source>Switch backend</source>
        <translation>切换后端</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>切换到(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation>切换(&amp;S)</translation>
    </message>
    <message>
        <source>Checkpoint, snapshot, provision the target, restore and resume</source>
        <translation>保存检查点、创建快照、准备目标资源、恢复并继续运行</translation>
    </message>
    <message>
        <source>Run in &amp;background</source>
        <translation>后台运行(&amp;B)</translation>
    </message>
    <message>
        <source>Close this window; the switch goes on and the instance list shows its progress</source>
        <translation>关闭此窗口；切换会继续进行，实例列表会显示进度</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>After the switch</source>
        <translation>切换后</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>每百万词元成本</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Move “%1” from %2 × %3 (%4), keeping its checkpoint, to:</source>
        <translation>将“%1”从 %2 × %3（%4）迁移（保留检查点）到：</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>the checkpoint at step %1 (a snapshot is taken first)</source>
        <translation>第 %1 步的检查点（先创建快照）</translation>
    </message>
    <message>
        <source>no volumes attached</source>
        <translation>未挂载存储卷</translation>
    </message>
    <message>
        <source>volumes: %1</source>
        <translation>存储卷：%1</translation>
    </message>
    <message>
        <source>no labels</source>
        <translation>无标签</translation>
    </message>
    <message>
        <source>labels: %1</source>
        <translation>标签：%1</translation>
    </message>
    <message>
        <source>auto-sleep and the scheduled stop, as set</source>
        <translation>自动休眠与定时关机设置保持不变</translation>
    </message>
    <message>
        <source>Inherited:</source>
        <translation>继承内容：</translation>
    </message>
    <message>
        <source>Checkpoint format: the last snapshot (%1) is specific to %2; the switch writes a new backend-neutral checkpoint first, which %3 loads.</source>
        <translation>检查点格式：最近的快照（%1）专用于 %2；切换会先写入一个与后端无关的新检查点，%3 可以加载它。</translation>
    </message>
    <message>
        <source>Checkpoint format: backend-neutral, %1 loads it as it is.</source>
        <translation>检查点格式：与后端无关，%1 可直接加载。</translation>
    </message>
    <message>
        <source>Estimated migration: about %1 (a %2 GiB checkpoint). The instance is not billed for compute while it is moved.</source>
        <translation>预计迁移时间：约 %1（检查点 %2 GiB）。迁移期间不收取计算费用。</translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation>该实例已不存在。</translation>
    </message>
    <message>
        <source>“%1” cannot switch while it is %2: only running or stopped instances can.</source>
        <translation>“%1”处于“%2”状态，无法切换：只有运行中或已停止的实例可以切换。</translation>
    </message>
    <message>
        <source>That is where it runs now: choose another backend, accelerator or count.</source>
        <translation>它当前就运行在这里：请选择其他后端、加速器或数量。</translation>
    </message>
    <message>
        <source>It would not fit: %1.</source>
        <translation>放不下：%1。</translation>
    </message>
    <message>
        <source>Asking the platform to switch…</source>
        <translation>正在请求平台切换…</translation>
    </message>
    <message>
        <source>The platform refused the switch: %1. Nothing changed.</source>
        <translation>平台拒绝了切换：%1。没有任何改动。</translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation>正在切换…</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2 %）</translation>
    </message>
    <message>
        <source>Switched: “%1” now runs on %2 × %3 (%4) and continues from step %5.</source>
        <translation>切换完成：“%1”现在运行于 %2 × %3（%4），并从第 %5 步继续。</translation>
    </message>
    <message>
        <source>The switch failed while “%1”: %2 “%3” is back on %4 where it was, with its checkpoint and volumes; nothing was lost.</source>
        <translation>切换在“%1”阶段失败：%2“%3”已回到原来的 %4，检查点和存储卷都在，没有任何丢失。</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Chip count</source>
        <translation>芯片数量</translation>
    </message>
    <message>
        <source>Now and after the switch</source>
        <translation>当前与切换后</translation>
    </message>
    <message numerus="yes">
        <source>Kept the count it runs with now: %n chip(s) of %1.</source>
        <translation>
            <numerusform>保留当前的数量：%n 个 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not offered as %2 chips (the count it runs with now): %3 chosen, the nearest offered.</source>
        <translation>%1 不提供 %2 个芯片的规格（当前运行的数量）：已选择最接近的 %3 个。</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of %1, where it runs %2 now.</source>
        <translation>
            <numerusform>%n 个 %1，当前运行 %2 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough free capacity now: %1 of %2 %3 free in %4. The switch would stop at “%5” and “%6” would stay where it runs; try later or choose another target.</source>
        <translation>当前空闲容量不足：%4 的 %3 仅空闲 %1 个，需要 %2 个。切换将停在“%5”，“%6”会留在原处运行；请稍后再试或选择其他目标。</translation>
    </message>
    <message>
        <source>The organisation&apos;s policies do not allow this target, and the platform would refuse the switch: %1</source>
        <translation>组织策略不允许此目标，平台会拒绝这次切换：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::TemplateStep</name>
    <message>
        <source>An instance with no workload preset: choose the accelerators, the image and the data yourself.</source>
        <translation>不带负载预设的实例：自行选择加速器、镜像和数据。</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Start from a workload template, or from nothing. Every step can be changed later on.</source>
        <translation>从负载模板开始，或从空白开始。之后每一步都可以修改。</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>名称(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>项目(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>模板(&amp;T)：</translation>
    </message>
    <message>
        <source>1 to 128 characters; shown in the instance list</source>
        <translation>1 到 128 个字符；显示在实例列表中</translation>
    </message>
    <message>
        <source>optional, e.g. vision</source>
        <translation>可选，例如 vision</translation>
    </message>
    <message>
        <source>The project label: spend and budgets are grouped by it</source>
        <translation>项目标签：费用和预算按它分组</translation>
    </message>
    <message>
        <source>Search templates by name, model or backend</source>
        <translation>按名称、模型或后端搜索模板</translation>
    </message>
    <message>
        <source>Blank instance (no template)</source>
        <translation>空白实例（不使用模板）</translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation>%1 — %2 · %3</translation>
    </message>
    <message>
        <source>Give the instance a name (1 to 128 characters).</source>
        <translation>请为实例命名（1 到 128 个字符）。</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
</context>
<context>
    <name>polychip::ui::TemplatesPage</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>from %1/h</source>
        <translation>%1/小时起</translation>
    </message>
    <message>
        <source>quoting…</source>
        <translation>报价中…</translation>
    </message>
    <message>
        <source>Search templates: name, model, kind or backend (Ctrl+F)</source>
        <translation>搜索模板：名称、模型、类型或后端（Ctrl+F）</translation>
    </message>
    <message>
        <source>&amp;Blank instance…</source>
        <translation>空白实例(&amp;B)…</translation>
    </message>
    <message>
        <source>Launch without a template (Ctrl+N)</source>
        <translation>不使用模板启动（Ctrl+N）</translation>
    </message>
    <message>
        <source>From a &amp;snapshot…</source>
        <translation>从快照启动(&amp;S)…</translation>
    </message>
    <message>
        <source>Launch a new instance that resumes from a snapshot&apos;s checkpoint</source>
        <translation>启动一个从快照检查点继续的新实例</translation>
    </message>
    <message>
        <source>&amp;New instance…</source>
        <translation>新建实例(&amp;N)…</translation>
    </message>
    <message>
        <source>Open the launch wizard</source>
        <translation>打开启动向导</translation>
    </message>
    <message>
        <source>&amp;Search templates</source>
        <translation>搜索模板(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n 个模板</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n template(s)</source>
        <translation>
            <numerusform>%1 / %n 个模板</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected: the templates come from the platform.</source>
        <translation>未连接：模板来自平台。</translation>
    </message>
    <message>
        <source>Loading the templates…</source>
        <translation>正在加载模板…</translation>
    </message>
    <message>
        <source>No template matches “%1”.</source>
        <translation>没有与“%1”匹配的模板。</translation>
    </message>
    <message>
        <source>%1 — step %2, %3</source>
        <translation>%1 — 第 %2 步，%3</translation>
    </message>
    <message>
        <source>No snapshots yet: take one from the Instances page</source>
        <translation>还没有快照：请在“实例”页面创建</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>A gallery of templates with prices per backend, and the launch wizard.</source>
        <translation>模板库（含各后端价格）以及启动向导。</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>模板(&amp;T)</translation>
    </message>
</context>
<context>
    <name>polychip::ui::TrendChart</name>
    <message>
        <source>Auto-sleep</source>
        <translation>自动休眠</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 词元/秒</translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation>每百万词元 %1</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>词元/秒</translation>
    </message>
    <message>
        <source>Saved (%1)</source>
        <translation>节省（%1）</translation>
    </message>
    <message>
        <source>Nothing ran or slept in this range.</source>
        <translation>此时间范围内没有运行或休眠的实例。</translation>
    </message>
    <message>
        <source>No tokens were produced in this range.</source>
        <translation>此时间范围内没有产生词元。</translation>
    </message>
    <message>
        <source>Tokens per second per backend, averaged over each step. Point at a line for its figures.</source>
        <translation>各后端每秒词元数，按每一步取平均。将指针移到曲线上可查看数值。</translation>
    </message>
    <message>
        <source>Compute billed per million tokens per backend, in each step. Point at a line for its figures.</source>
        <translation>各后端每一步中每百万词元的计算费用。将指针移到曲线上可查看数值。</translation>
    </message>
    <message>
        <source>What was saved since the range began: compute not billed while asleep, and what the running seconds would have cost on the reference minus what they cost (below zero where the chips chosen cost more).</source>
        <translation>自时间范围开始以来的节省：休眠期间未计费的计算费用，以及运行时间若在参照芯片上的费用减去实际费用（所选芯片更贵时为负数）。</translation>
    </message>
    <message>
        <source>Chip choice (against one %1)</source>
        <translation>芯片选择（对比一块 %1）</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2：%3</translation>
    </message>
</context>
<context>
    <name>polychip::ui::UsageTableModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Compute units consumed in the period: each chip&apos;s CU per hour times its hours</source>
        <translation>此期间消耗的算力单位：每个芯片每小时的 CU 乘以其运行小时数</translation>
    </message>
    <message>
        <source>Share of the period&apos;s total cost</source>
        <translation>占此期间总费用的比例</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>CU-hours</source>
        <translation>CU·小时</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
</context>
<context>
    <name>polychip::ui::VolumeTableModel</name>
    <message>
        <source>Estimated at the platform&apos;s list price of %1 per GiB-hour (%2 per GiB for a %3-hour month): the API does not say what a volume costs. Volumes are billed whether or not they are attached.</source>
        <translation>按平台标价每 GiB 每小时 %1 估算（按每月 %3 小时计，每 GiB 每月 %2）：API 不提供存储卷的价格。无论是否挂载，存储卷都会计费。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1，位于 %2</translation>
    </message>
    <message>
        <source>Not attached: any instance in %1 can take it</source>
        <translation>未挂载：%1 中的任何实例都可以挂载它</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation>挂载到</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
</context>
<context>
    <name>polychip::app::PreferencesDialog</name>
    <message>
        <source>The zone every time and day is told in: the Dashboard's days begin at its 00:00. Months are billed from 00:00 UTC on the 1st whichever is chosen.</source>
        <translation>显示所有时间和日期所用的时区：仪表盘的每一天从该时区的 00:00 开始。无论选择哪一项，月份都按每月 1 日 00:00 UTC 起计费。</translation>
    </message>
    <message>
        <source>This computer's (%1)</source>
        <translation>本机时区（%1）</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>时区(&amp;Z)：</translation>
    </message>
    <message>
        <source>UTC, as the platform keeps time</source>
        <translation>UTC（平台的计时方式）</translation>
    </message>
    <message>
        <source>L&amp;essons finished</source>
        <translation>课程完成(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Notifications</source>
        <translation>通知(&amp;N)</translation>
    </message>
    <message>
        <source>Offline s&amp;imulator</source>
        <translation>离线模拟器(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Money:</source>
        <translation>金额(&amp;M)：</translation>
    </message>
    <message>
        <source>Two decimals, four below one (%1)</source>
        <translation>两位小数，不足 1 时四位（%1）</translation>
    </message>
    <message>
        <source>Always two decimals (%1)</source>
        <translation>始终两位小数（%1）</translation>
    </message>
    <message>
        <source>Always four decimals (%1)</source>
        <translation>始终四位小数（%1）</translation>
    </message>
    <message>
        <source>How amounts are shown on every page; exports keep every micro-unit</source>
        <translation>所有页面显示金额的方式；导出的数据始终精确到微单位</translation>
    </message>
    <message>
        <source>Cloc&amp;k:</source>
        <translation>时钟(&amp;K)：</translation>
    </message>
    <message>
        <source>The language's (%1)</source>
        <translation>跟随语言（%1）</translation>
    </message>
    <message>
        <source>24-hour (%1)</source>
        <translation>24 小时制（%1）</translation>
    </message>
    <message>
        <source>12-hour (%1)</source>
        <translation>12 小时制（%1）</translation>
    </message>
    <message>
        <source>How times are shown everywhere: tables, charts, logs, the status bar</source>
        <translation>所有位置显示时间的方式：表格、图表、日志、状态栏</translation>
    </message>
    <message>
        <source>Offline simulator</source>
        <translation>离线模拟器</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Open fol&amp;der</source>
        <translation>打开文件夹(&amp;D)</translation>
    </message>
    <message>
        <source>Show the simulator's folder (its state, keys and logs) in the file manager</source>
        <translation>在文件管理器中显示模拟器的文件夹（其状态、密钥和日志）</translation>
    </message>
    <message>
        <source>&amp;Reset simulator…</source>
        <translation>重置模拟器(&amp;R)…</translation>
    </message>
    <message>
        <source>Delete everything the simulator keeps and start it afresh (asks first)</source>
        <translation>删除模拟器保存的全部内容并重新启动（会先询问）</translation>
    </message>
    <message>
        <source>S&amp;peed at start:</source>
        <translation>启动速度(&amp;P)：</translation>
    </message>
    <message>
        <source>As it was left</source>
        <translation>保持上次的速度</translation>
    </message>
    <message>
        <source>Simulated seconds per second when this console starts the simulator; the Simulator page changes it while it runs</source>
        <translation>本控制台启动模拟器时每秒对应的模拟秒数；运行期间可在“模拟器”页面更改</translation>
    </message>
    <message>
        <source>Start it &amp;with the console</source>
        <translation>随控制台一起启动(&amp;W)</translation>
    </message>
    <message>
        <source>Otherwise Connection → Reconnect now starts it</source>
        <translation>否则通过“连接 → 立即重新连接”启动</translation>
    </message>
    <message>
        <source>Reset the offline simulator</source>
        <translation>重置离线模拟器</translation>
    </message>
    <message>
        <source>Reset the offline simulator to a new one?</source>
        <translation>将离线模拟器重置为全新状态吗？</translation>
    </message>
    <message>
        <source>Everything it keeps is deleted: instances, volumes, snapshots, spending, budgets, lesson progress and its keys. It starts again at once with the welcome scenario and new keys. Remote platforms are not touched.</source>
        <translation>其保存的全部内容都将被删除：实例、存储卷、快照、支出、预算、课程进度及其密钥。模拟器会立即以欢迎场景和新密钥重新启动。远程平台不受影响。</translation>
    </message>
    <message>
        <source>Which of the platform's warnings the desktop shows while the console is in the background; every alert stays in Billing → Alerts</source>
        <translation>控制台在后台时，桌面显示平台的哪些警告；所有提醒仍保留在“计费 → 提醒”中</translation>
    </message>
    <message>
        <source>&amp;Budget thresholds</source>
        <translation>预算阈值(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Failures and preemptions</source>
        <translation>故障和抢占(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Capacity shortages</source>
        <translation>容量不足(&amp;C)</translation>
    </message>
    <message>
        <source>Scheduled st&amp;ops</source>
        <translation>计划停止(&amp;O)</translation>
    </message>
    <message>
        <source>Also while Polychip is the &amp;active window</source>
        <translation>Polychip 为活动窗口时也通知(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>The system's</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>The colours of every window, chart and list; applied at once</source>
        <translation>所有窗口、图表和列表的配色；立即生效</translation>
    </message>
    <message>
        <source>&amp;Start on:</source>
        <translation>启动时打开(&amp;S)：</translation>
    </message>
    <message>
        <source>The page shown when the console was closed</source>
        <translation>上次关闭控制台时显示的页面</translation>
    </message>
    <message>
        <source>The page the console opens on at the next start</source>
        <translation>控制台下次启动时打开的页面</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The system's (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Applied at once to every page and dialog. What the platform words (regions, templates, lessons, its messages) follows as it answers again.</source>
        <translation>立即应用于所有页面和对话框。平台提供的文字（区域、模板、课程及其消息）将在平台再次应答时随之切换。</translation>
    </message>
    <message>
        <source>The language of the console and of the platform's answers</source>
        <translation>控制台以及平台应答所用的语言</translation>
    </message>
</context>
<context>
    <name>polychip::app::FirstStartDialog</name>
    <message>
        <source>Welcome to Polychip</source>
        <translation>欢迎使用 Polychip</translation>
    </message>
    <message>
        <source>What are you here for?</source>
        <translation>您想用 Polychip 做什么？</translation>
    </message>
    <message>
        <source>&amp;Launch and watch work</source>
        <translation>启动并监控任务(&amp;L)</translation>
    </message>
    <message>
        <source>Start instances from templates, switch backends, follow tokens/s, utilisation and loss. Opens on Instances, signed in to the simulator as a developer.</source>
        <translation>从模板启动实例、切换后端，跟踪词元/秒、利用率和损失。打开“实例”页面，以开发者身份登录模拟器。</translation>
    </message>
    <message>
        <source>&amp;Follow spend</source>
        <translation>跟踪支出(&amp;F)</translation>
    </message>
    <message>
        <source>Spend by backend, chip, project and user; budgets and forecasts. Opens on the Dashboard, signed in to the simulator as a manager.</source>
        <translation>按后端、芯片、项目和用户查看支出，设置预算并查看预测。打开“概览”页面，以管理者身份登录模拟器。</translation>
    </message>
    <message>
        <source>L&amp;earn with lessons</source>
        <translation>通过课程学习(&amp;E)</translation>
    </message>
    <message>
        <source>Step-by-step lessons on the offline simulator, checked as you go. Opens on Templates with the first lesson beside it, signed in to the simulator as a trainee.</source>
        <translation>在离线模拟器上逐步完成课程，每一步都会即时检查。打开“模板”页面并在旁边显示第一课，以学员身份登录模拟器。</translation>
    </message>
    <message>
        <source>Change it at any time: the page in File → Preferences, whom the simulator signs you in as in Connection → Simulator identity.</source>
        <translation>可随时更改：启动页面在“文件 → 首选项”中设置，模拟器登录身份在“连接 → 模拟器身份”中设置。</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不选择</translation>
    </message>
    <message>
        <source>Keep the defaults: an administrator of the simulator, on Instances</source>
        <translation>保持默认：以模拟器管理员身份打开“实例”页面</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The settings file %1 cannot be read, nor moved aside: the defaults apply to this start, and nothing chosen now is kept.</source>
        <translation>无法读取设置文件 %1，也无法将其移走：本次启动使用默认设置，此时所做的选择不会保存。</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the defaults apply. It was kept as %1.</source>
        <translation>无法读取设置文件，已改用默认设置。原文件已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>polychip::app::UserGuideDialog</name>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Polychip user guide</source>
        <translation>Polychip 用户指南</translation>
    </message>
    <message>
        <source>Search the guide (Ctrl+F)</source>
        <translation>搜索指南（Ctrl+F）</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <source>The guide's sections: choose one to go to it</source>
        <translation>指南的章节：选择一个即可跳转</translation>
    </message>
</context>
<context>
    <name>PolicyText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n running instance(s) are outside the new rules (reported, not stopped)</source>
        <translation>
            <numerusform>%n 个运行中的实例不符合新规则（仅报告，未停止）</numerusform>
        </translation>
    </message>
    <message>
        <source>Every instance has a scheduled stop within %1.</source>
        <translation>每个实例都须在 %1 内安排停止。</translation>
    </message>
    <message>
        <source>Every instance sleeps once below %1 % utilisation for %2 min at most.</source>
        <translation>每个实例在利用率低于 %1 % 最多 %2 分钟后休眠。</translation>
    </message>
    <message>
        <source>Nothing running was affected.</source>
        <translation>运行中的实例均未受影响。</translation>
    </message>
    <message numerus="yes">
        <source>a stop given to %n instance(s)</source>
        <translation>
            <numerusform>为 %n 个实例安排了停止</numerusform>
        </translation>
    </message>
    <message>
        <source>at most %1/h an instance</source>
        <translation>单个实例每小时最多 %1</translation>
    </message>
    <message>
        <source>at most %1/h running at once, per user</source>
        <translation>每位用户同时运行的实例每小时最多 %1</translation>
    </message>
    <message numerus="yes">
        <source>auto-sleep tightened on %n instance(s)</source>
        <translation>
            <numerusform>收紧了 %n 个实例的自动休眠</numerusform>
        </translation>
    </message>
    <message>
        <source>only on %1</source>
        <translation>只能使用 %1</translation>
    </message>
    <message>
        <source>only with %1</source>
        <translation>只能使用加速卡 %1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPoliciesTab</name>
    <message>
        <source>%1 — %2 (%3): %4</source>
        <translation>%1 — %2（%3）：%4</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Change the rules every launch, wake and switch of the organisation is held to</source>
        <translation>修改组织中每次启动、唤醒和切换都须遵守的规则</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>Checking your role…</source>
        <translation>正在确认你的角色…</translation>
    </message>
    <message>
        <source>Could not read the audit log: %1</source>
        <translation>无法读取审计日志：%1</translation>
    </message>
    <message>
        <source>Could not save the policies: %1</source>
        <translation>无法保存策略：%1</translation>
    </message>
    <message>
        <source>Ed&amp;it Policies…</source>
        <translation>编辑策略(&amp;I)…</translation>
    </message>
    <message>
        <source>Every change of the policies: when, who, and the rules after it</source>
        <translation>策略的每次变更：时间、操作人以及变更后的规则</translation>
    </message>
    <message>
        <source>No policies: every role may use every backend and accelerator, at any price, with the auto-sleep and stop it chooses.</source>
        <translation>没有策略：每个角色都可以使用任何后端和加速卡，不限价格，自动休眠和停止由其自行选择。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Only administrators set the organisation&apos;s policies.</source>
        <translation>只有管理员可以设置组织策略。</translation>
    </message>
    <message>
        <source>Saved the policies. %1</source>
        <translation>已保存策略。%1</translation>
    </message>
    <message>
        <source>Set by %1 at %2.</source>
        <translation>由 %1 于 %2 设置。</translation>
    </message>
    <message>
        <source>The organisation&apos;s rules</source>
        <translation>组织的规则</translation>
    </message>
    <message>
        <source>no policies</source>
        <translation>没有策略</translation>
    </message>
    <message>
        <source>added key %1 for %2 (%3)</source>
        <translation>为 %2 添加了密钥 %1（%3）</translation>
    </message>
    <message>
        <source>revoked key %1 of %2</source>
        <translation>吊销了 %2 的密钥 %1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::PoliciesDialog</name>
    <message>
        <source>Tick at least one backend the %1 role may use.</source>
        <translation>请至少勾选一个%1角色可以使用的后端。</translation>
    </message>
    <message>
        <source>&amp;One instance at most:</source>
        <translation>单个实例最多(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <source>A s&amp;top within (hours):</source>
        <translation>须在此时间内停止（小时）(&amp;T)：</translation>
    </message>
    <message>
        <source>A launch, start, wake or switch dearer than this is refused</source>
        <translation>价格高于此值的启动、开机、唤醒或切换将被拒绝</translation>
    </message>
    <message>
        <source>All of a &amp;user&apos;s running at most:</source>
        <translation>每位用户运行中的合计最多(&amp;U)：</translation>
    </message>
    <message>
        <source>Any (or ids separated by commas)</source>
        <translation>任意（或以逗号分隔的 ID）</translation>
    </message>
    <message>
        <source>Backends:</source>
        <translation>后端：</translation>
    </message>
    <message>
        <source>Below this utilisation for at most this long. Users may tighten it, not loosen it or turn it off; what runs is tightened at once.</source>
        <translation>利用率低于此值最多持续这么久。用户可以收紧，但不能放宽或关闭；运行中的实例会立即收紧。</translation>
    </message>
    <message>
        <source>Every instance &amp;sleeps at least:</source>
        <translation>每个实例至少按此休眠(&amp;S)：</translation>
    </message>
    <message>
        <source>Only these &amp;accelerators:</source>
        <translation>只允许这些加速卡(&amp;A)：</translation>
    </message>
    <message>
        <source>Organisation Policies</source>
        <translation>组织策略</translation>
    </message>
    <message>
        <source>The longest an instance runs without a scheduled stop; one launched without a stop is given one</source>
        <translation>实例在没有计划停止的情况下最长运行时间；未设置停止的新实例会被自动设置</translation>
    </message>
    <message>
        <source>The role whose limits are shown; each role&apos;s are kept while you look at another</source>
        <translation>显示其限制的角色；查看其他角色时，各角色的设置都会保留</translation>
    </message>
    <message>
        <source>What one user of the role has billing compute, together, per hour</source>
        <translation>该角色每位用户正在计费的算力每小时合计</translation>
    </message>
</context>
<context>
    <name>WebhookText</name>
    <message>
        <source>Budget threshold</source>
        <translation>预算阈值</translation>
    </message>
    <message>
        <source>Instance failed</source>
        <translation>实例故障</translation>
    </message>
    <message>
        <source>Instance preempted</source>
        <translation>实例被抢占</translation>
    </message>
    <message>
        <source>Instance stopped by schedule or budget</source>
        <translation>实例因计划或预算被停止</translation>
    </message>
    <message>
        <source>Refused by a policy</source>
        <translation>被策略拒绝</translation>
    </message>
    <message>
        <source>Lesson completed</source>
        <translation>课程完成</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Generic JSON</source>
        <translation>通用 JSON</translation>
    </message>
    <message>
        <source>WeCom</source>
        <translation>企业微信</translation>
    </message>
    <message>
        <source>DingTalk</source>
        <translation>钉钉</translation>
    </message>
    <message>
        <source>Feishu / Lark</source>
        <translation>飞书 / Lark</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>Slack</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Delivered</source>
        <translation>已送达</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>已放弃</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Not tried yet</source>
        <translation>尚未尝试</translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation>无应答：%1</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::WebhookDialog</name>
    <message>
        <source>Give the receiver&apos;s address: http:// or https://, a host, and its path.</source>
        <translation>请给出接收端的地址：http:// 或 https://、主机名及其路径。</translation>
    </message>
    <message>
        <source>Tick at least one event to send.</source>
        <translation>请至少勾选一个要发送的事件。</translation>
    </message>
    <message>
        <source>A secret of your own has 16 to 256 characters; leave it empty to have one made.</source>
        <translation>自定义密钥须为 16 到 256 个字符；留空则由平台生成。</translation>
    </message>
    <message>
        <source>Add Webhook</source>
        <translation>添加 Webhook</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Where the platform POSTs each alert: your receiver, or a team chat&apos;s incoming-webhook address</source>
        <translation>平台以 POST 发送每条提醒的地址：您的接收端，或团队群聊机器人的 Webhook 地址</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>The body the receiver understands: ours (JSON with every field), or a chat&apos;s text message</source>
        <translation>接收端能理解的正文：我们的格式（包含全部字段的 JSON），或群聊的文本消息</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The language the messages are written in</source>
        <translation>消息使用的语言</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>&amp;Secret (optional):</source>
        <translation>密钥(&amp;S)（可选）：</translation>
    </message>
    <message>
        <source>Made by the platform when empty</source>
        <translation>留空时由平台生成</translation>
    </message>
    <message>
        <source>Each delivery is signed with it (X-PC-Signature): HMAC-SHA256 over the timestamp and the body</source>
        <translation>每次投递都用它签名（X-PC-Signature）：对时间戳和正文计算 HMAC-SHA256</translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingWebhooksTab</name>
    <message>
        <source>Checking your role…</source>
        <translation>正在确认您的角色…</translation>
    </message>
    <message>
        <source>Only administrators manage the organisation&apos;s webhooks.</source>
        <translation>只有管理员可以管理组织的 Webhook。</translation>
    </message>
    <message>
        <source>Could not read the webhooks: %1</source>
        <translation>无法读取 Webhook：%1</translation>
    </message>
    <message>
        <source>Could not read the deliveries: %1</source>
        <translation>无法读取投递记录：%1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1，由 %2 添加</translation>
    </message>
    <message>
        <source>Could not add the webhook: %1</source>
        <translation>无法添加 Webhook：%1</translation>
    </message>
    <message>
        <source>Added the webhook to %1.</source>
        <translation>已添加发往 %1 的 Webhook。</translation>
    </message>
    <message>
        <source>Webhook Secret</source>
        <translation>Webhook 密钥</translation>
    </message>
    <message>
        <source>Keep this secret where your receiver can check signatures with it. It is not shown again.</source>
        <translation>请把此密钥保存在接收端可用来校验签名的地方。它不会再次显示。</translation>
    </message>
    <message>
        <source>&amp;Copy Secret</source>
        <translation>复制密钥(&amp;C)</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Could not send a test: %1</source>
        <translation>无法发送测试：%1</translation>
    </message>
    <message>
        <source>A test delivery is on its way; its attempts show below.</source>
        <translation>测试投递已发出；每次尝试显示在下方。</translation>
    </message>
    <message>
        <source>Remove a webhook</source>
        <translation>移除 Webhook</translation>
    </message>
    <message>
        <source>Remove the webhook to %1?</source>
        <translation>移除发往 %1 的 Webhook？</translation>
    </message>
    <message>
        <source>Alerts are no longer sent there; what it had not delivered yet is not sent, and its delivery log goes. The receiver itself is not affected.</source>
        <translation>提醒将不再发送到那里；尚未送达的内容不会再发送，其投递记录也会删除。接收端本身不受影响。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Could not remove the webhook: %1</source>
        <translation>无法移除 Webhook：%1</translation>
    </message>
    <message>
        <source>Removed the webhook to %1.</source>
        <translation>已移除发往 %1 的 Webhook。</translation>
    </message>
    <message>
        <source>Send the organisation&apos;s alerts to a receiver or a team chat</source>
        <translation>把组织的提醒发送到接收端或团队群聊</translation>
    </message>
    <message>
        <source>Send a test message to the selected webhook</source>
        <translation>向所选 Webhook 发送一条测试消息</translation>
    </message>
    <message>
        <source>Select a webhook first</source>
        <translation>请先选择一个 Webhook</translation>
    </message>
    <message>
        <source>Stop sending alerts to the selected webhook (asks first)</source>
        <translation>停止向所选 Webhook 发送提醒（会先询问）</translation>
    </message>
    <message>
        <source>No webhooks yet. Add one to have budget thresholds, failed and preempted instances and more posted to your team&apos;s chat (WeCom, DingTalk, Feishu/Lark, Slack) or your own receiver.</source>
        <translation>还没有 Webhook。添加一个，即可把预算阈值、故障和被抢占的实例等提醒发送到团队群聊（企业微信、钉钉、飞书/Lark、Slack）或您自己的接收端。</translation>
    </message>
    <message>
        <source>Each alert of the events a webhook hears is posted to it, signed with its secret, and retried for a day until taken.</source>
        <translation>Webhook 所接收事件的每条提醒都会发送给它，用其密钥签名，未被接收时会在一天内重试。</translation>
    </message>
    <message>
        <source>Where alerts are sent</source>
        <translation>提醒发送到哪里</translation>
    </message>
    <message>
        <source>A&amp;dd Webhook…</source>
        <translation>添加 Webhook(&amp;D)…</translation>
    </message>
    <message>
        <source>Send Te&amp;st</source>
        <translation>发送测试(&amp;S)</translation>
    </message>
    <message>
        <source>Re&amp;move Webhook…</source>
        <translation>移除 Webhook(&amp;M)…</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation>Webhook</translation>
    </message>
    <message>
        <source>Deliveries of the selected webhook</source>
        <translation>所选 Webhook 的投递记录</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>产生时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation>最近应答</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Newest first; failures in red. A delivery is retried, less and less often, for a day.</source>
        <translation>最新的在前；失败的以红色显示。投递会在一天内以逐渐拉长的间隔重试。</translation>
    </message>
    <message>
        <source>Notifications on this computer&apos;s desktop are set in Preferences (Ctrl+,), under Notifications.</source>
        <translation>本机桌面通知在“偏好设置”（Ctrl+,）的“通知”中设置。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::KeySecretDialog</name>
    <message>
        <source>New Key for %1</source>
        <translation>%1 的新密钥</translation>
    </message>
    <message>
        <source>Give %1 this key. The secret is not shown again: copy it, or save a profile file for them to open with Settings → Add from File….</source>
        <translation>将此密钥交给 %1。密钥不会再次显示：请复制，或保存为配置文件，供对方通过“设置 → 从文件添加…”打开。</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>密钥：</translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation>密钥串：</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <source>A profile file holds the secret: hand it over in person or over a channel you trust, and delete it once it is opened.</source>
        <translation>配置文件包含密钥：请当面交付或通过可信渠道发送，对方打开后请删除。</translation>
    </message>
    <message>
        <source>&amp;Copy Secret</source>
        <translation>复制密钥串(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save as Profile File…</source>
        <translation>另存为配置文件(&amp;S)…</translation>
    </message>
    <message>
        <source>A file with the platform&apos;s address, this key and its secret</source>
        <translation>包含平台地址、此密钥及其密钥串的文件</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Save Profile File</source>
        <translation>保存配置文件</translation>
    </message>
    <message>
        <source>Polychip profiles (*.polychip-profile.json)</source>
        <translation>Polychip 配置文件 (*.polychip-profile.json)</translation>
    </message>
    <message>
        <source>Saved %1, readable by you alone. It holds the secret.</source>
        <translation>已保存 %1，仅您本人可读。它包含密钥串。</translation>
    </message>
    <message>
        <source>Could not save the profile file: %1</source>
        <translation>无法保存配置文件：%1</translation>
    </message>
</context>
<context>
    <name>polychip::ui::KeyTableModel</name>
    <message>
        <source>Member %1</source>
        <translation>成员 %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation>已于 %1 过期</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未使用</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>过期时间</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>最近使用</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>密钥串</translation>
    </message>
</context>
<context>
    <name>polychip::ui::MemberDialog</name>
    <message>
        <source>Enter whom the key is for: a name people will recognise in the list.</source>
        <translation>请输入密钥的使用者：一个在列表中便于辨认的名称。</translation>
    </message>
    <message>
        <source>The name cannot hold control characters.</source>
        <translation>名称不能包含控制字符。</translation>
    </message>
    <message>
        <source>The expiry must be later than the platform&apos;s time now (%1).</source>
        <translation>过期时间必须晚于平台当前时间（%1）。</translation>
    </message>
    <message>
        <source>Add Member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. Li Wei</source>
        <translation>例如：李伟</translation>
    </message>
    <message>
        <source>Whom the key is for: the name shown in the member list and the audit log</source>
        <translation>密钥的使用者：显示在成员列表和审计日志中的名称</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <source>Everything, including members, keys, policies and webhooks.</source>
        <translation>所有权限，包括成员、密钥、策略和 Webhook。</translation>
    </message>
    <message>
        <source>Launches and changes instances, snapshots and volumes.</source>
        <translation>启动并更改实例、快照和存储卷。</translation>
    </message>
    <message>
        <source>Sees all spend, sets budgets; changes no instance.</source>
        <translation>查看全部支出、设置预算；不更改任何实例。</translation>
    </message>
    <message>
        <source>Acts only on what they launched, within a small quota.</source>
        <translation>只能操作自己启动的资源，配额较小。</translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation>过期(&amp;E)：</translation>
    </message>
    <message>
        <source>From then on the platform refuses the key (its own time)</source>
        <translation>从该时刻起平台拒绝此密钥（按平台时间）</translation>
    </message>
</context>
<context>
    <name>polychip::ui::MembersPanel</name>
    <message>
        <source>Could not read the keys: %1</source>
        <translation>无法读取密钥：%1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Could not add the member: %1</source>
        <translation>无法添加成员：%1</translation>
    </message>
    <message>
        <source>Added %1 as %2 with key %3.</source>
        <translation>已将 %1 添加为%2，密钥 %3。</translation>
    </message>
    <message>
        <source>Every request signed with it is refused from now on: the consoles, scripts and profile files that use it stop working, and the event streams it has open end. What %1 launched and stored stays.</source>
        <translation>从现在起，用它签名的每个请求都会被拒绝：使用它的控制台、脚本和配置文件将停止工作，它打开的事件流也会结束。%1 启动和存储的内容会保留。</translation>
    </message>
    <message>
        <source>This is the key this console signs with: it loses the connection.</source>
        <translation>这是本控制台签名所用的密钥：控制台将断开连接。</translation>
    </message>
    <message>
        <source>Revoke a key</source>
        <translation>吊销密钥</translation>
    </message>
    <message>
        <source>Revoke key %1 of %2?</source>
        <translation>吊销 %2 的密钥 %1？</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>吊销</translation>
    </message>
    <message>
        <source>Could not revoke the key: %1</source>
        <translation>无法吊销密钥：%1</translation>
    </message>
    <message>
        <source>Revoked key %1 of %2.</source>
        <translation>已吊销 %2 的密钥 %1。</translation>
    </message>
    <message>
        <source>Checking your role…</source>
        <translation>正在确认您的角色…</translation>
    </message>
    <message>
        <source>Everyone with access to the organisation, by their API keys. Add a member to give a colleague a key; revoke a key to take it back at once.</source>
        <translation>所有可以访问本组织的人及其 API 密钥。添加成员即可为同事发放密钥；吊销密钥即可立即收回。</translation>
    </message>
    <message>
        <source>Your own API keys. Administrators add members and manage everyone&apos;s keys; you can revoke a key of yours that you no longer use.</source>
        <translation>您自己的 API 密钥。管理员负责添加成员并管理所有人的密钥；您可以吊销自己不再使用的密钥。</translation>
    </message>
    <message>
        <source>Give a colleague access: a key with a role, shown once</source>
        <translation>为同事开通访问：一个带角色的密钥，仅显示一次</translation>
    </message>
    <message>
        <source>Only administrators add members.</source>
        <translation>只有管理员可以添加成员。</translation>
    </message>
    <message>
        <source>Take the selected key back: it stops working at once</source>
        <translation>收回所选密钥：立即失效</translation>
    </message>
    <message>
        <source>Members and keys</source>
        <translation>成员和密钥</translation>
    </message>
    <message>
        <source>Add &amp;Member…</source>
        <translation>添加成员(&amp;M)…</translation>
    </message>
    <message>
        <source>Revo&amp;ke…</source>
        <translation>吊销(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>ProfileFile</name>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not a Polychip profile file: %2 %3.</source>
        <translation>%1 不是 Polychip 配置文件：%2 %3。</translation>
    </message>
    <message>
        <source>%1 is a profile file of another kind (%2): this console reads %3.</source>
        <translation>%1 是另一种配置文件（%2）：本控制台读取 %3。</translation>
    </message>
    <message>
        <source>%1 names no platform: its base URL must start with https:// or http://.</source>
        <translation>%1 未指定平台：其基础 URL 必须以 https:// 或 http:// 开头。</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ClassroomPanel</name>
    <message>
        <source>Could not read the class: %1</source>
        <translation>无法读取班级：%1</translation>
    </message>
    <message>
        <source>Could not add seats: %1</source>
        <translation>无法添加席位：%1</translation>
    </message>
    <message numerus="yes">
        <source>Added %n seat(s) to the class.</source>
        <translation>
            <numerusform>已向班级添加 %n 个席位。</numerusform>
        </translation>
    </message>
    <message>
        <source>New Seats</source>
        <translation>新席位</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) added. Their keys&apos; secrets are shown only now: save a profile file for each seat to hand out. Each file holds its seat&apos;s secret.</source>
        <translation>
            <numerusform>已添加 %n 个席位。其密钥串仅此时显示：请为每个席位保存一个配置文件以便分发。每个文件都包含该席位的密钥串。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save Profile Files…</source>
        <translation>保存配置文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Save Profile Files</source>
        <translation>保存配置文件</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n profile file(s) in %1, readable by you alone.</source>
        <translation>
            <numerusform>已在 %1 中保存 %n 个配置文件，仅您本人可读。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the profile files: %1</source>
        <translation>无法保存配置文件：%1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>Reset a seat</source>
        <translation>重置席位</translation>
    </message>
    <message>
        <source>Start %1 over?</source>
        <translation>让 %1 重新开始？</translation>
    </message>
    <message>
        <source>Everything the seat launched and stored goes, its funds are restored and its lessons&apos; progress is forgotten. Its key stays: the trainee goes on with the same profile.</source>
        <translation>该席位启动和存储的一切都将删除，资金恢复，课程进度清空。其密钥保留：学员可继续使用同一配置。</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Could not reset the seat: %1</source>
        <translation>无法重置席位：%1</translation>
    </message>
    <message>
        <source>%1 starts over.</source>
        <translation>%1 已重新开始。</translation>
    </message>
    <message>
        <source>Export Class Progress</source>
        <translation>导出班级进度</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n seat(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 个席位导出到 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not export to %1: %2</source>
        <translation>无法导出到 %1：%2</translation>
    </message>
    <message>
        <source>Reading the class…</source>
        <translation>正在读取班级…</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s): %1 started a lesson, %2 completed one. Read again every few seconds.</source>
        <translation>
            <numerusform>%n 个席位：%1 个已开始课程，%2 个已完成课程。每隔几秒刷新一次。</numerusform>
        </translation>
    </message>
    <message>
        <source>Make this many more seats, each with a trainee key</source>
        <translation>再添加这么多席位，每个带一个学员密钥</translation>
    </message>
    <message>
        <source>Start the selected seat over; its key stays</source>
        <translation>让所选席位重新开始；其密钥保留</translation>
    </message>
    <message>
        <source>Save the board as a CSV file</source>
        <translation>将进度表保存为 CSV 文件</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Class progress</source>
        <translation>班级进度</translation>
    </message>
    <message>
        <source>How many seats to add</source>
        <translation>要添加的席位数</translation>
    </message>
    <message>
        <source>Seats to add</source>
        <translation>要添加的席位</translation>
    </message>
    <message>
        <source>Each seat&apos;s progress through each lesson: objectives done, time taken and spend; ✓ when completed</source>
        <translation>每个席位在每门课程中的进度：已完成的目标、用时和花费；完成后显示 ✓</translation>
    </message>
    <message>
        <source>No class yet: add seats, or start polychip-sim with --classroom 30.</source>
        <translation>尚无班级：请添加席位，或用 --classroom 30 启动 polychip-sim。</translation>
    </message>
    <message>
        <source>Add Seats</source>
        <translation>添加席位</translation>
    </message>
    <message>
        <source>Reset Seat…</source>
        <translation>重置席位…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
</context>
<context>
    <name>polychip::ui::ClassroomTableModel</name>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>✓ %1 · %2</source>
        <translation>✓ %1 · %2</translation>
    </message>
    <message>
        <source>%1/%2 · %3</source>
        <translation>%1/%2 · %3</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <source>Completed %1: every objective in %2, %3 spent</source>
        <translation>于 %1 完成：用时 %2 完成全部目标，花费 %3</translation>
    </message>
    <message>
        <source>Under way since %1: %2 of %3 objectives, %4 spent so far</source>
        <translation>自 %1 起进行中：已完成 %2/%3 个目标，目前花费 %4</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席位</translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation>最近活动</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
</context>
</TS>
