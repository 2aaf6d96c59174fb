// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "metricchart.h"

#include "kit/colors.h"

#include "charts/timeaxis.h"
#include "kit/displaytext.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QDateTime>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

using Series = client::MetricHistory::Series;

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

QColor seriesColor(Series s)
{
    switch (s) {
    case Series::TokensPerS:
        return toneColor(Tone::Info);
    case Series::UtilizationPct:
        return toneColor(Tone::Good);
    case Series::Loss:
        return toneColor(Tone::Busy);
    case Series::PowerW:
        return toneColor(Tone::Accent);
    case Series::SeriesCount:
        break;
    }
    return toneColor(Tone::Neutral);
}

} // namespace

MetricChart::MetricChart(client::MetricHistory::Series series, QWidget *parent)
    // Given its chart at construction: QChartView(parent) would make a default chart that
    // setChart() then releases without deleting (it leaked once per chart).
    : QChartView(new QChart, parent)
    , m_series(series)
    , m_chart(QChartView::chart())
    , m_timeAxis(new QCategoryAxis(m_chart))
    , m_valueAxis(new QValueAxis(m_chart))
{
    // No OpenGL: QLineSeries::setUseOpenGL crashes on the offscreen platform, and at one point
    // per pixel column the raster engine is fast enough.
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(160, 120);
    setFrameShape(QFrame::NoFrame);
    // Not a tab stop: no key does anything in a chart, and a view would show no focus.
    setFocusPolicy(Qt::NoFocus);
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    QFont titleFont = m_chart->titleFont();
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);

    m_valueAxis->setTickCount(5);
    switch (series) {
    case Series::Loss:
        m_valueAxis->setLabelFormat(QStringLiteral("%.2f"));
        break;
    default:
        m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
        break;
    }
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_valueAxis, Qt::AlignLeft);
    segment(0);
    applyPalette();
    retranslate();
    refresh();
}

MetricChart::~MetricChart() = default;

MetricChart::Segment &MetricChart::segment(std::size_t k)
{
    while (m_segments.size() <= k) {
        Segment g;
        g.line = new QLineSeries(m_chart);
        g.upper = new QLineSeries(m_chart);
        g.lower = new QLineSeries(m_chart);
        g.band = new QAreaSeries(g.upper, g.lower);
        const QColor color = seriesColor(m_series);
        QPen pen(color);
        pen.setWidthF(1.6);
        g.line->setPen(pen);
        g.line->setName(m_name);
        QColor bandColor = color;
        bandColor.setAlpha(55);
        g.band->setBrush(bandColor);
        g.band->setPen(Qt::NoPen);
        g.band->setParent(m_chart);
        g.band->setVisible(false);
        m_chart->addSeries(g.band); // under the line
        m_chart->addSeries(g.line);
        for (QAbstractSeries *s :
             {static_cast<QAbstractSeries *>(g.band), static_cast<QAbstractSeries *>(g.line)}) {
            s->attachAxis(m_timeAxis);
            s->attachAxis(m_valueAxis);
        }
        m_segments.push_back(g);
    }
    return m_segments[k];
}

void MetricChart::setSource(Source source)
{
    m_source = std::move(source);
}

void MetricChart::setSpan(std::int64_t seconds)
{
    m_span = std::max<std::int64_t>(1, seconds);
}

void MetricChart::setNow(std::int64_t t)
{
    m_now = t;
}

std::int64_t MetricChart::stepFor(std::int64_t span, int maxPoints)
{
    const std::int64_t columns = std::max(1, maxPoints);
    for (const std::int64_t step : kSteps) {
        if ((span + step - 1) / step <= columns)
            return step;
    }
    // Wider than any step allows (a very narrow plot): whatever gives at most `columns`.
    return std::max(kSteps[std::size(kSteps) - 1], (span + columns - 1) / columns);
}

int MetricChart::maxPoints() const
{
    const int plot = int(m_chart->plotArea().width());
    const int view = viewport()->width();
    return std::max(1, plot > 0 ? std::min(plot, view) : view);
}

QList<QPointF> MetricChart::points() const
{
    QList<QPointF> all;
    for (const Segment &g : m_segments)
        all += g.line->points();
    return all;
}

int MetricChart::pointCount() const
{
    int n = 0;
    for (const Segment &g : m_segments)
        n += int(g.line->count());
    return n;
}

int MetricChart::segmentCount() const
{
    int n = 0;
    for (const Segment &g : m_segments)
        n += g.line->count() > 0 ? 1 : 0;
    return n;
}

void MetricChart::refresh()
{
    m_lastMaxPoints = maxPoints();
    m_step = stepFor(m_span, m_lastMaxPoints);
    const std::optional<client::MetricHistory> history = m_source ? m_source() : std::nullopt;
    const std::int64_t now = m_now >= 0 ? m_now : (history ? history->latest() : -1);

    // Per segment: a new one after each gap.
    std::vector<QList<QPointF>> means(1), uppers(1), lowers(1);
    float lo = 0, hi = 0;
    bool any = false;
    if (history && now >= 0) {
        // Buckets aligned to multiples of the step, so that they do not shift as time goes on.
        const std::int64_t to = floorDiv(now, m_step) * m_step + m_step;
        const std::int64_t from = to - (m_span + m_step - 1) / m_step * m_step;
        const auto buckets = history->range(m_series, from, to, m_step);
        means.back().reserve(qsizetype(buckets.size()));
        for (const auto &p : buckets) {
            if (p.gapBefore && !means.back().isEmpty()) {
                means.emplace_back();
                uppers.emplace_back();
                lowers.emplace_back();
            }
            const qreal x = qreal(p.t) * 1000.0;
            means.back().append(QPointF(x, qreal(p.mean)));
            uppers.back().append(QPointF(x, qreal(p.max)));
            lowers.back().append(QPointF(x, qreal(p.min)));
            lo = any ? std::min(lo, p.min) : p.min;
            hi = any ? std::max(hi, p.max) : p.max;
            any = true;
        }
    }
    m_hasLast = any;
    m_last = any ? float(means.back().back().y()) : 0;
    for (std::size_t k = 0; k < std::max(means.size(), m_segments.size()); ++k) {
        Segment &g = segment(k);
        const bool drawn = k < means.size();
        g.line->replace(drawn ? means[k] : QList<QPointF>());
        g.upper->replace(drawn ? uppers[k] : QList<QPointF>());
        g.lower->replace(drawn ? lowers[k] : QList<QPointF>());
        g.band->setVisible(m_step > 1 && drawn && !means[k].isEmpty());
    }

    if (now >= 0)
        setTimeTicks(m_timeAxis, now - m_span, now, tickInterval(m_span, 5));
    switch (m_series) {
    case Series::UtilizationPct:
        m_valueAxis->setRange(0, 100);
        break;
    case Series::Loss: {
        const double pad = std::max(0.05, double(hi - lo) * 0.1);
        m_valueAxis->setRange(m_hasLast ? std::max(0.0, double(lo) - pad) : 0,
                              m_hasLast ? double(hi) + pad : 1);
        m_valueAxis->applyNiceNumbers();
        break;
    }
    default:
        // Whole numbers: at least 0 to 4, so that an idle chart's five labels are 0, 1, 2,
        // 3, 4 rather than 0, 0.25, ... printed as "0 0 1 1 1".
        m_valueAxis->setRange(0, std::max(4.0, m_hasLast && hi > 0 ? double(hi) * 1.1 : 0.0));
        m_valueAxis->applyNiceNumbers();
        break;
    }
    retranslate();
}

QString MetricChart::valueText(double value) const
{
    switch (m_series) {
    case Series::TokensPerS:
        return formatNumber(value, 0);
    case Series::UtilizationPct:
        return tr("%1 %").arg(formatNumber(value, 0));
    case Series::Loss:
        return formatNumber(value, 3);
    case Series::PowerW:
        return tr("%1 W").arg(formatNumber(value, 0));
    case Series::SeriesCount:
        break;
    }
    return formatNumber(value);
}

void MetricChart::retranslate()
{
    switch (m_series) {
    case Series::TokensPerS:
        m_name = tr("Tokens/s");
        break;
    case Series::UtilizationPct:
        m_name = tr("Utilisation");
        break;
    case Series::Loss:
        m_name = tr("Loss");
        break;
    case Series::PowerW:
        m_name = tr("Power");
        break;
    case Series::SeriesCount:
        break;
    }
    for (const Segment &g : m_segments)
        g.line->setName(m_name);
    m_chart->setTitle(m_hasLast ? tr("%1: %2").arg(m_name, valueText(double(m_last)))
                                : tr("%1: no data yet").arg(m_name));
    // The ticks are in the zone chosen, as everywhere else; a title would cost a small chart
    // its plot.
    const QString zone = timeZoneText(QDateTime::currentSecsSinceEpoch());
    setToolTip(m_step > 1 ? tr("%1, mean per %2 with the minimum and maximum as a band; times "
                               "in %3")
                                .arg(m_name, formatDuration(m_step), zone)
                          : tr("%1, one point per second; times in %2").arg(m_name, zone));
}

void MetricChart::applyPalette()
{
    const QPalette pal = palette();
    m_chart->setBackgroundVisible(false);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleBrush(pal.color(QPalette::WindowText));
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlpha(40);
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_valueAxis)}) {
        axis->setLabelsColor(pal.color(QPalette::WindowText));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    setBackgroundBrush(pal.color(QPalette::Base));
}

void MetricChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    // Only a different bucket size changes what is drawn.
    if (stepFor(m_span, maxPoints()) != m_step || maxPoints() < pointCount())
        refresh();
}

void MetricChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

} // namespace polychip::ui
