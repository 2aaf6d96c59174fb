// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardchart.h"

#include "kit/colors.h"

#include <QAbstractAxis>
#include <QCursor>
#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QToolTip>

namespace polychip::ui {

namespace {

QFont scaledFont(const QFont &base, qreal factor)
{
    QFont f = base;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else
        f.setPixelSize(qRound(f.pixelSize() * factor));
    return f;
}

} // namespace

DashboardChart::DashboardChart(const QString &name, QWidget *parent)
    // Given its chart at construction: QChartView(parent) would make a default chart that
    // setChart() then releases without deleting.
    : QChartView(new QChart, parent)
    , m_state(new QLabel(viewport()))
{
    setObjectName(name);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(240, 180);
    setFrameShape(QFrame::NoFrame);
    // Not a tab stop: no key does anything in a chart, and a view would show no focus.
    setFocusPolicy(Qt::NoFocus);
    QChart *c = chart();
    c->setMargins(QMargins(4, 4, 4, 4));
    c->setBackgroundRoundness(0);
    c->setAnimationOptions(QChart::NoAnimation);
    c->legend()->setVisible(true);
    c->legend()->setAlignment(Qt::AlignBottom);

    m_state->setObjectName(name + QStringLiteral("State"));
    m_state->setAlignment(Qt::AlignCenter);
    m_state->setWordWrap(true);
    m_state->setAttribute(Qt::WA_TransparentForMouseEvents);
    setMuted(m_state);
}

DashboardChart::~DashboardChart() = default;

QString DashboardChart::stateText() const
{
    return m_state->isHidden() ? QString() : m_state->text();
}

void DashboardChart::showState(const QString &text)
{
    m_state->setText(text);
    m_state->setVisible(!text.isEmpty());
    m_state->setGeometry(viewport()->rect().adjusted(16, 16, -16, -16));
    m_state->raise();
}

void DashboardChart::setHover(const QString &text)
{
    m_hover = text;
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text, this);
}

void DashboardChart::applyStyle()
{
    QChart *c = chart();
    const QPalette pal = palette();
    c->setBackgroundVisible(false);
    c->setPlotAreaBackgroundVisible(false);
    c->legend()->setLabelColor(pal.color(QPalette::WindowText));
    // The chart's fonts do not follow the widget's: the wallboard's larger font reaches them here.
    c->legend()->setFont(font());
    const QFont labels = scaledFont(font(), 0.85);
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlpha(40);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setLabelsColor(pal.color(QPalette::WindowText));
        axis->setTitleBrush(pal.color(QPalette::WindowText));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
        axis->setLabelsFont(labels);
        axis->setTitleFont(labels);
    }
    setBackgroundBrush(pal.color(QPalette::Base));
}

bool DashboardChart::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        // The scene would answer with its items' tooltips (none) and hide the series': the
        // hovered figures while the pointer is on some, else the chart's own tooltip.
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString text = m_hover.isEmpty() ? toolTip() : m_hover;
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QChartView::viewportEvent(event);
}

void DashboardChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    m_state->setGeometry(viewport()->rect().adjusted(16, 16, -16, -16));
}

void DashboardChart::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        break;
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        applyStyle();
        break;
    default:
        break;
    }
    QChartView::changeEvent(event);
}

} // namespace polychip::ui
