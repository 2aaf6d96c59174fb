// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "theme.h"

#include "colors.h"
#include "standardicons.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QFocusFrame>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPointer>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace polychip::ui {

namespace {

constexpr auto kFusion = "Fusion";

/**
 * The style the console runs on, over the desktop's or Fusion: its standard icons are the
 * console's glyphs where there is one (so Qt's own dialogs and widgets draw them too, sharp at
 * any scale), and it draws the focus frame (QFocusFrame, which followKeyboardFocus() puts on
 * the widget the keyboard moved the focus to) as a ring that reads on the window.
 */
class ConsoleStyle final : public QProxyStyle
{
public:
    explicit ConsoleStyle(QStyle *base)
        : QProxyStyle(base)
    {}

    QIcon standardIcon(StandardPixmap which,
                       const QStyleOption *option,
                       const QWidget *widget) const override
    {
        const QIcon own = glyph(which);
        return own.isNull() ? QProxyStyle::standardIcon(which, option, widget) : own;
    }

    void drawControl(ControlElement element,
                     const QStyleOption *option,
                     QPainter *painter,
                     const QWidget *widget) const override
    {
        if (element != CE_FocusFrame)
            return QProxyStyle::drawControl(element, option, painter, widget);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(focusRingColor(option->palette), kRingWidth));
        painter->setBrush(Qt::NoBrush);
        const qreal inset = kRingWidth / 2.0;
        painter->drawRoundedRect(QRectF(option->rect).adjusted(inset, inset, -inset, -inset), 3, 3);
        painter->restore();
    }

private:
    /// Within the frame's margin outside the widget (the style's focus frame margin, which
    /// item views also use for their text: not changed), so the widget's own frame shows.
    static constexpr int kRingWidth = 2;
};

/// The style the application's is over (the desktop's or Fusion), beneath the console's.
QStyle *baseOf(QStyle *style)
{
    if (auto *console = dynamic_cast<ConsoleStyle *>(style))
        return console->baseStyle();
    return style;
}

QString appStyleName()
{
    QStyle *style = QApplication::style();
    return style ? baseOf(style)->name() : QString();
}

/// The style the desktop gave the application, read before any theme replaced it.
QString systemStyleName()
{
    static const QString name = appStyleName();
    return name;
}

/// The style `name` beneath the console's.
void useStyle(const QString &name)
{
    QStyle *current = QApplication::style();
    if (name.isEmpty() || !current
        || (current != baseOf(current) && appStyleName().compare(name, Qt::CaseInsensitive) == 0))
        return; // a new style re-polishes every widget: only when it changes
    if (QStyle *style = QStyleFactory::create(name))
        QApplication::setStyle(new ConsoleStyle(style));
}

/// The widget whose focus is shown: the spin box or combo box whose line edit has it (its
/// focus proxy), else the focus widget (a tab bar, not the whole tab widget it is the proxy of).
QWidget *focusShownOn(QWidget *focus)
{
    QWidget *parent = focus ? focus->parentWidget() : nullptr;
    if (parent && parent->focusProxy() == focus
        && (qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent)))
        return parent;
    return focus;
}

/// The focus frame on the widget the keyboard gave the focus to (Tab, Shift+Tab, a mnemonic);
/// none once the mouse moved it (Qt clears WA_KeyboardFocusChange on a click), nor in menus.
void showFocusOf(QWidget *now)
{
    static QPointer<QFocusFrame> frame; // a child of the focused widget's parent: may go with it
    QWidget *shown = focusShownOn(now);
    const bool byKeyboard = shown && shown->window()
                            && shown->window()->testAttribute(Qt::WA_KeyboardFocusChange)
                            && !qobject_cast<QMenu *>(shown) && !qobject_cast<QMenuBar *>(shown)
                            && shown->window()->windowType() != Qt::Popup;
    if (!byKeyboard) {
        if (frame)
            frame->setWidget(nullptr);
        return;
    }
    if (!frame) {
        frame = new QFocusFrame(shown);
        frame->setObjectName(QStringLiteral("keyboardFocusRing"));
    }
    frame->setWidget(shown);
}

} // namespace

QColor focusRingColor(const QPalette &palette)
{
    // The selection's colour, lightened (or darkened) until it reads on the window at 3:1, the
    // least a focus indicator needs (WCAG 2.2, 1.4.11).
    const QColor window = palette.color(QPalette::Window);
    QColor ring = palette.color(QPalette::Active, QPalette::Highlight);
    const bool dark = isDark(palette);
    for (int i = 0; i < 20 && contrastRatio(ring, window) < 3.0; ++i)
        ring = dark ? ring.lighter(112) : ring.darker(112);
    return ring;
}

void followKeyboardFocus()
{
    static bool following = false;
    if (following || !qApp)
        return;
    following = true;
    QObject::connect(qApp, &QApplication::focusChanged, qApp,
                     [](QWidget *, QWidget *now) { showFocusOf(now); });
}

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
    followKeyboardFocus();
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

QString baseStyleName()
{
    return appStyleName();
}

} // namespace polychip::ui
