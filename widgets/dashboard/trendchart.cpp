// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "trendchart.h"

#include "charts/chartdecimation.h"
#include "charts/timeaxis.h"
#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"

#include <QCategoryAxis>
#include <QDateTime>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>

namespace polychip::ui {

TrendChart::TrendChart(QWidget *parent)
    : DashboardChart(QStringLiteral("trendChart"), parent)
    , m_timeAxis(new QCategoryAxis(chart()))
    , m_valueAxis(new QValueAxis(chart()))
{
    chart()->addAxis(m_timeAxis, Qt::AlignBottom);
    chart()->addAxis(m_valueAxis, Qt::AlignLeft);
    m_valueAxis->setTickCount(5);
    applyStyle();
    clear(QString());
}

TrendChart::~TrendChart() = default;

const api::Insights *TrendChart::insights() const
{
    return m_insights ? &*m_insights : nullptr;
}

QList<QPointF> TrendChart::values(int line) const
{
    return line >= 0 && line < m_lines.size() ? m_lines[line].values : QList<QPointF>();
}

QList<QPointF> TrendChart::drawn(int line) const
{
    return line >= 0 && line < m_series.size() ? m_series[line]->points() : QList<QPointF>();
}

void TrendChart::clear(const QString &why)
{
    setHover(QString());
    m_insights.reset();
    m_lines.clear();
    redraw();
    showState(why);
}

void TrendChart::setInsights(const api::Insights &insights,
                             Metric metric,
                             std::int64_t now,
                             const QString &referenceName)
{
    setHover(QString());
    m_referenceName = referenceName;
    m_insights = insights;
    m_metric = metric;
    m_now = now;
    retranslate(); // builds the lines, named in the current language
}

QStringList TrendChart::lineNames() const
{
    QStringList names;
    for (const Line &line : m_lines)
        names << line.name;
    return names;
}

void TrendChart::build(std::int64_t now)
{
    m_lines.clear();
    if (!m_insights)
        return;
    const api::Insights &in = *m_insights;
    const std::int64_t width = in.step ? api::stepSeconds(*in.step) : 0;
    const auto x = [](const api::InsightPoint &p) { return double(p.start.unixSeconds) * 1000.0; };

    if (m_metric == Metric::Savings) {
        // Running sums from the range's start: what sleep and the choice of chips saved so far.
        Line sleep{tr("Auto-sleep"), toneColor(Tone::Info), {}};
        const QString reference = m_referenceName.isEmpty()
                                      ? QString::fromStdString(in.reference.accelerator)
                                      : m_referenceName;
        Line chips{tr("Chip choice (against one %1)").arg(reference), toneColor(Tone::Good), {}};
        Line both{tr("Both"), toneColor(Tone::Accent), {}};
        std::int64_t slept = 0, chose = 0;
        for (const auto &p : in.series) {
            slept += p.total.sleepSavedMicros;
            chose += p.total.referenceMicros - p.total.computeMicros;
            sleep.values << QPointF(x(p), double(slept) / 1e6);
            chips.values << QPointF(x(p), double(chose) / 1e6);
            both.values << QPointF(x(p), double(slept + chose) / 1e6);
        }
        m_lines = {sleep, chips, both};
    } else {
        std::map<api::Backend, Line> byBackend;
        for (const auto &p : in.series) {
            // The step still running counts the seconds gone, not the whole step.
            const std::int64_t seconds = std::clamp<std::int64_t>(now - p.start.unixSeconds, 1,
                                                                  std::max<std::int64_t>(1, width));
            for (const auto &g : p.backends) {
                if (!g.backend)
                    continue;
                Line &line = byBackend[*g.backend];
                if (line.name.isEmpty()) {
                    line.name = backendText(*g.backend);
                    line.color = backendColor(*g.backend);
                }
                if (m_metric == Metric::Throughput)
                    line.values << QPointF(x(p), double(g.tokens) / double(seconds));
                else if (g.costPer1mTokensMicros)
                    line.values << QPointF(x(p), double(*g.costPer1mTokensMicros) / 1e6);
            }
        }
        for (auto &[backend, line] : byBackend) {
            // A backend that produced nothing in the range (it only slept) has no line.
            const bool any = std::any_of(line.values.begin(), line.values.end(),
                                         [](const QPointF &p) { return p.y() > 0; });
            if (any)
                m_lines << line;
        }
    }
    redraw();
}

void TrendChart::redraw()
{
    // Series are rebuilt when the lines change; otherwise only their points are replaced.
    while (m_series.size() > m_lines.size()) {
        QLineSeries *series = m_series.takeLast();
        chart()->removeSeries(series); // gives it back: ours to delete
        delete series;
    }
    while (m_series.size() < m_lines.size()) {
        auto *series = new QLineSeries(chart());
        chart()->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_valueAxis);
        connect(
            series, &QLineSeries::hovered, this,
            [this, series](const QPointF &point, bool state) { onHovered(series, point, state); });
        m_series << series;
    }
    const int columns = std::max(1, int(chart()->plotArea().width()));
    double low = 0, high = 0;
    for (int k = 0; k < m_lines.size(); ++k) {
        const Line &line = m_lines[k];
        QPen pen(line.color);
        pen.setWidthF(2);
        m_series[k]->setPen(pen);
        m_series[k]->setName(line.name);
        m_series[k]->replace(decimateMinMax(line.values, columns));
        for (const QPointF &p : line.values) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    }
    // The axis spans the window asked for, so that the lines sit where the spend's bars do.
    std::int64_t from = 0, to = 0;
    if (m_insights) {
        from = m_insights->from.unixSeconds;
        to = m_insights->to.unixSeconds;
    } else {
        to = QDateTime::currentSecsSinceEpoch();
        from = to - 86400;
    }
    to = std::max(to, from + 3600);
    // Ticks a whole number of nice intervals apart: 30 min, hours, days.
    static constexpr std::int64_t kIntervals[]
        = {1800,      3600,  2 * 3600,  3 * 3600,  4 * 3600, 6 * 3600,
           12 * 3600, 86400, 2 * 86400, 5 * 86400, 7 * 86400};
    std::int64_t interval = kIntervals[std::size(kIntervals) - 1];
    for (const std::int64_t i : kIntervals) {
        if ((to - from) % i == 0 && (to - from) / i <= 8) {
            interval = i;
            break;
        }
    }
    setTimeTicks(m_timeAxis, from, to, interval);
    m_valueAxis->setRange(low < 0 ? low * 1.1 : 0, high > 0 ? high * 1.1 : 1);
    m_valueAxis->applyNiceNumbers();
    const double top = std::max(std::abs(low), std::abs(high));
    m_valueAxis->setLabelFormat(top >= 100    ? QStringLiteral("%.0f")
                                : top >= 1    ? QStringLiteral("%.2f")
                                : top >= 0.01 ? QStringLiteral("%.3f")
                                              : QStringLiteral("%.5f"));
}

QString TrendChart::valueText(double value) const
{
    const QString currency = m_insights ? QString::fromStdString(m_insights->currency) : QString();
    switch (m_metric) {
    case Metric::Throughput:
        return tr("%1 tokens/s").arg(formatNumber(value, 0));
    case Metric::CostPer1m:
        return tr("%1 per 1M tokens").arg(formatMoney(std::llround(value * 1e6), currency));
    case Metric::Savings:
        return formatMoney(std::llround(value * 1e6), currency);
    }
    return {};
}

void TrendChart::onHovered(QLineSeries *series, const QPointF &point, bool state)
{
    const int k = int(m_series.indexOf(series));
    if (!state || k < 0 || k >= m_lines.size() || m_lines[k].values.isEmpty()) {
        setHover(QString());
        return;
    }
    // The exact value of the point nearest the pointer, not the decimated line's.
    const QList<QPointF> &values = m_lines[k].values;
    const auto nearest = std::min_element(values.begin(), values.end(), [&](auto a, auto b) {
        return std::abs(a.x() - point.x()) < std::abs(b.x() - point.x());
    });
    const std::int64_t start = std::llround(nearest->x() / 1000.0);
    const bool daily = m_insights && m_insights->step == api::UsageStep::Day;
    const QString when = daily ? formatDay(start) : formatMoment(start);
    setHover(tr("%1\n%2: %3").arg(when, m_lines[k].name, valueText(nearest->y())));
}

QString TrendChart::csv() const
{
    if (!m_insights)
        return {};
    QStringList header{tr("Time (UTC)")};
    for (const Line &line : m_lines)
        header << csvText(line.name);
    QString out = csvLine(header);
    for (const auto &p : m_insights->series) {
        const double x = double(p.start.unixSeconds) * 1000.0;
        QStringList line{machineTime(p.start.unixSeconds)};
        for (const Line &l : m_lines) {
            const auto it = std::find_if(l.values.begin(), l.values.end(),
                                         [x](const QPointF &v) { return v.x() == x; });
            if (it == l.values.end())
                line << QString();
            else if (m_metric == Metric::Throughput)
                line << QString::number(it->y(), 'f', 1);
            else
                line << decimalUnits(std::llround(it->y() * 1e6));
        }
        out += csvLine(line);
    }
    return out;
}

void TrendChart::resizeEvent(QResizeEvent *event)
{
    DashboardChart::resizeEvent(event);
    redraw(); // as many points as the plot now has columns
}

void TrendChart::retranslate()
{
    build(m_now); // the lines' names are translated
    const QString currency = m_insights ? QString::fromStdString(m_insights->currency) : QString();
    switch (m_metric) {
    case Metric::Throughput:
        m_valueAxis->setTitleText(tr("Tokens/s"));
        break;
    case Metric::CostPer1m:
        m_valueAxis->setTitleText(tr("%1 per 1M tokens").arg(currency));
        break;
    case Metric::Savings:
        m_valueAxis->setTitleText(tr("Saved (%1)").arg(currency));
        break;
    }
    m_timeAxis->setTitleText(
        timeZoneText(m_insights ? m_insights->to.unixSeconds : QDateTime::currentSecsSinceEpoch()));
    if (!m_insights)
        return;
    QString empty;
    if (m_metric == Metric::Savings) {
        const api::InsightGroup &total = m_insights->total;
        if (total.runningSeconds == 0 && total.sleepSavedMicros == 0)
            empty = tr("Nothing ran or slept in this range.");
    } else if (m_lines.isEmpty()) {
        empty = tr("No tokens were produced in this range.");
    }
    showState(empty);
    static const char *const kTips[] = {
        QT_TR_NOOP("Tokens per second per backend, averaged over each step. Point at a line "
                   "for its figures."),
        QT_TR_NOOP("Compute billed per million tokens per backend, in each step. Point at a "
                   "line for its figures."),
        QT_TR_NOOP("What was saved since the range began: compute not billed while asleep, and "
                   "what the running seconds would have cost on the reference minus what they "
                   "cost (below zero where the chips chosen cost more)."),
    };
    setToolTip(empty.isEmpty() ? tr(kTips[int(m_metric)]) : QString());
}

} // namespace polychip::ui
