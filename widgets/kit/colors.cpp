// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "colors.h"

#include <QLabel>

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

QColor textColor(TextTone tone)
{
    switch (tone) {
    case TextTone::Warning:
        return QColor(0x8a, 0x5a, 0x00);
    case TextTone::Error:
        return QColor(0xb3, 0x26, 0x1e);
    case TextTone::Normal:
        break;
    }
    return {};
}

void setTextTone(QWidget *widget, TextTone tone)
{
    QPalette p; // resolves nothing: the widget inherits its parent's colours again
    if (tone != TextTone::Normal) {
        p = widget->palette();
        p.setColor(QPalette::WindowText, textColor(tone));
        p.setColor(QPalette::Text, textColor(tone));
    }
    widget->setPalette(p);
}

void setMuted(QLabel *label)
{
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::PlaceholderText));
    label->setPalette(p);
}

} // namespace polychip::ui
