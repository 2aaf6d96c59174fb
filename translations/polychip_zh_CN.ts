<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>Console for hybrid GPU/TPU/NPU compute.</source>
        <translation>混合 GPU/TPU/NPU 算力控制台。</translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system's).</source>
        <translation>界面语言：%1（默认跟随系统）。</translation>
    </message>
    <message>
        <source>Unknown language "%1"; choose one of: %2.</source>
        <translation>未知语言“%1”；可选：%2。</translation>
    </message>
</context>
<context>
    <name>polychip::app::MainWindow</name>
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
        <source>Polychip %1</source>
        <translation>Polychip %1</translation>
    </message>
    <message>
        <source>About Polychip</source>
        <translation>关于 Polychip</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;A console for hybrid GPU, TPU, NPU and CPU compute, with a bundled simulator of the platform.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;面向 GPU、TPU、NPU 与 CPU 混合算力的控制台，内置平台模拟器。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>polychip::ui::WelcomePage</name>
    <message>
        <source>Polychip</source>
        <translation>Polychip</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Rent, run and watch GPU, TPU, NPU and CPU instances, move a job between backends without losing its checkpoint, and keep spending in view. Everything also works offline on the bundled simulator.</source>
        <translation>租用、运行并监控 GPU、TPU、NPU 和 CPU 实例，在不同后端之间迁移任务而不丢失检查点，随时掌握花费。所有功能都可以在内置模拟器上离线使用。</translation>
    </message>
</context>
</TS>
