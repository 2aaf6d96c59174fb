// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "theme.h"

#include "standardicons.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace polychip::ui {

namespace {

constexpr auto kFusion = "Fusion";

/// The application's style's name, beneath the glyphs it may be given.
QString appStyleName()
{
    QStyle *style = QApplication::style();
    return style ? withoutGlyphs(style)->name() : QString();
}

/// The style the desktop gave the application, read before any theme replaced it.
QString systemStyleName()
{
    static const QString name = appStyleName();
    return name;
}

/// The style `name`, with the console's glyphs for its standard icons (sharp at any scale).
void useStyle(const QString &name)
{
    QStyle *current = QApplication::style();
    if (name.isEmpty() || !current
        || (current != withoutGlyphs(current)
            && appStyleName().compare(name, Qt::CaseInsensitive) == 0))
        return; // a new style re-polishes every widget: only when it changes
    if (QStyle *style = QStyleFactory::create(name))
        QApplication::setStyle(withGlyphs(style));
}

} // namespace

QString themeKey(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<Theme> themeFromKey(const QString &key)
{
    for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark})
        if (key == themeKey(theme))
            return theme;
    return std::nullopt;
}

QPalette darkPalette()
{
    const QColor window(0x2b, 0x2d, 0x30), base(0x1f, 0x20, 0x23), text(0xe8, 0xe8, 0xea);
    const QColor disabledText(0x80, 0x84, 0x8a), button(0x36, 0x39, 0x3d);
    QPalette p(text, button, QColor(0x4a, 0x4d, 0x52), QColor(0x1b, 0x1c, 0x1e),
               QColor(0x2f, 0x31, 0x35), text, QColor(0xff, 0xff, 0xff), base, window);
    p.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x47));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2c));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa4, 0xab));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xcf));
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc8, 0xa4, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Disabled, QPalette::HighlightedText, disabledText);
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x3c, 0x4f, 0x6e));
    return p;
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QLatin1String(kFusion)));
    QPalette p = fusion ? fusion->standardPalette() : QPalette();
    // Fusion's selection blue gives white text 3.5:1; a deeper one reads.
    p.setColor(QPalette::Active, QPalette::Highlight, QColor(0x1c, 0x64, 0xb4));
    p.setColor(QPalette::Inactive, QPalette::Highlight, QColor(0x1c, 0x64, 0xb4));
    return p;
}

void applyTheme(Theme theme)
{
    const QString system = systemStyleName(); // read before the first change
    switch (theme) {
    case Theme::System:
        useStyle(system);
        QApplication::setPalette(QPalette()); // nothing set: the desktop's colours again
        return;
    case Theme::Light:
        useStyle(QLatin1String(kFusion));
        QApplication::setPalette(lightPalette());
        return;
    case Theme::Dark:
        useStyle(QLatin1String(kFusion));
        QApplication::setPalette(darkPalette());
        return;
    }
}

} // namespace polychip::ui
