// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "colors.h"

#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

QColor toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return QColor(0x2e, 0x9d, 0x4f);
    case Tone::Busy:
        return QColor(0xd9, 0x8c, 0x1a);
    case Tone::Info:
        return QColor(0x3b, 0x7d, 0xd8);
    case Tone::Bad:
        return QColor(0xd0, 0x3b, 0x3b);
    case Tone::Accent:
        return QColor(0x8e, 0x5c, 0xc8);
    case Tone::Neutral:
        break;
    }
    return QColor(0x8a, 0x8f, 0x98);
}

QColor backendColor(api::Backend backend)
{
    switch (backend) {
    case api::Backend::Gpu:
        return QColor(0x2e, 0x7d, 0x32);
    case api::Backend::Tpu:
        return QColor(0x15, 0x65, 0xc0);
    case api::Backend::Npu:
        return QColor(0xc6, 0x28, 0x28);
    case api::Backend::Cpu:
        return QColor(0x61, 0x61, 0x61);
    case api::Backend::Unknown:
        break;
    }
    return toneColor(Tone::Neutral);
}

QColor warningAccent(const QColor &window)
{
    return window.lightness() < 128 ? QColor(0xf0, 0xa0, 0x30) : QColor(0xe0, 0x8a, 0x00);
}

QColor tinted(const QColor &base, const QColor &accent, qreal amount)
{
    const auto mix = [amount](float a, float b) { return a + (b - a) * float(amount); };
    return QColor::fromRgbF(mix(base.redF(), accent.redF()), mix(base.greenF(), accent.greenF()),
                            mix(base.blueF(), accent.blueF()));
}

namespace {

double relativeLuminance(const QColor &c)
{
    const auto linear
        = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor readableOn(const QColor &background)
{
    const QColor black(Qt::black), white(Qt::white);
    return contrastRatio(black, background) >= contrastRatio(white, background) ? black : white;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor textColor(TextTone tone, const QPalette &palette)
{
    const bool dark = isDark(palette);
    switch (tone) {
    case TextTone::Warning:
        return dark ? QColor(0xf2, 0xb8, 0x5c) : QColor(0x8a, 0x5a, 0x00);
    case TextTone::Error:
        return dark ? QColor(0xff, 0x8f, 0x85) : QColor(0xb3, 0x26, 0x1e);
    case TextTone::Normal:
        break;
    }
    return palette.color(QPalette::WindowText);
}

QColor textColor(TextTone tone)
{
    return textColor(tone, QGuiApplication::palette());
}

namespace {

/** Keeps a widget's text in its tone across theme changes: a palette set on a widget fixes the
 *  roles it names, so the colour chosen for the old theme would stay. One per widget. */
class ToneKeeper final : public QObject
{
public:
    enum class Kind { Normal, Warning, Error, Muted };

    static void keep(QWidget *widget, Kind kind)
    {
        // By name: without Q_OBJECT, findChild<ToneKeeper *> would take any child.
        auto *keeper = static_cast<ToneKeeper *>(
            widget->findChild<QObject *>(kName, Qt::FindDirectChildrenOnly));
        if (!keeper) {
            if (kind == Kind::Normal)
                return widget->setPalette(QPalette());
            keeper = new ToneKeeper(widget);
        }
        keeper->m_kind = kind;
        keeper->apply(widget);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange)
            apply(static_cast<QWidget *>(watched));
        return false;
    }

private:
    static inline const QString kName = QStringLiteral("polychipToneKeeper");

    explicit ToneKeeper(QWidget *widget)
        : QObject(widget)
    {
        setObjectName(kName);
        widget->installEventFilter(this);
    }

    void apply(QWidget *widget) const
    {
        if (m_kind == Kind::Normal) {
            // Resolves nothing: the widget inherits its parent's colours again.
            if (widget->testAttribute(Qt::WA_SetPalette))
                widget->setPalette(QPalette());
            return;
        }
        QPalette p = widget->palette();
        const QColor colour
            = m_kind == Kind::Muted
                  ? p.color(QPalette::PlaceholderText)
                  : textColor(m_kind == Kind::Warning ? TextTone::Warning : TextTone::Error, p);
        // Only a change sets the palette again, which is what ends the PaletteChange it causes.
        if (p.color(QPalette::WindowText) == colour && p.color(QPalette::Text) == colour
            && widget->testAttribute(Qt::WA_SetPalette))
            return;
        p.setColor(QPalette::WindowText, colour);
        p.setColor(QPalette::Text, colour);
        widget->setPalette(p);
    }

    Kind m_kind = Kind::Normal;
};

} // namespace

void setTextTone(QWidget *widget, TextTone tone)
{
    using Kind = ToneKeeper::Kind;
    ToneKeeper::keep(widget, tone == TextTone::Warning ? Kind::Warning
                             : tone == TextTone::Error ? Kind::Error
                                                       : Kind::Normal);
}

void setMuted(QLabel *label)
{
    ToneKeeper::keep(label, ToneKeeper::Kind::Muted);
}

} // namespace polychip::ui
