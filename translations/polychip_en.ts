<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>Console for hybrid GPU/TPU/NPU compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::MainWindow</name>
    <message>
        <source>Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and what Polychip is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;A console for hybrid GPU, TPU, NPU and CPU compute, with a bundled simulator of the platform.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::WelcomePage</name>
    <message>
        <source>Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent, run and watch GPU, TPU, NPU and CPU instances, move a job between backends without losing its checkpoint, and keep spending in view. Everything also works offline on the bundled simulator.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
