// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "spendchart.h"

#include "dashboardfigures.h"
#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QDateTime>
#include <QLegend>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

SpendChart::SpendChart(QWidget *parent)
    : DashboardChart(QStringLiteral("spendChart"), parent)
    , m_series(new QStackedBarSeries(chart()))
    , m_timeAxis(new QBarCategoryAxis(chart()))
    , m_valueAxis(new QValueAxis(chart()))
{
    QChart *c = chart();
    c->addSeries(m_series);
    c->addAxis(m_timeAxis, Qt::AlignBottom);
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    m_series->attachAxis(m_timeAxis);
    m_series->attachAxis(m_valueAxis);
    m_series->setBarWidth(0.8);
    m_valueAxis->setTickCount(5);
    m_valueAxis->setMin(0);
    connect(m_series, &QStackedBarSeries::hovered, this, &SpendChart::onHovered);
    applyStyle();
    clear(QString());
}

SpendChart::~SpendChart() = default;

const api::UsageReport *SpendChart::report() const
{
    return m_report ? &*m_report : nullptr;
}

QList<QBarSet *> SpendChart::barSets() const
{
    return m_series->barSets();
}

std::int64_t SpendChart::drawnMicros() const
{
    std::int64_t sum = 0;
    for (const QBarSet *set : m_series->barSets()) {
        for (int i = 0; i < set->count(); ++i)
            sum += std::llround(set->at(i) * 1e6);
    }
    return sum;
}

void SpendChart::clear(const QString &why)
{
    setHover(QString());
    m_report.reset();
    m_names.clear();
    m_segments.clear();
    m_setNames.clear();
    m_empty = false;
    m_series->clear();
    m_timeAxis->clear();
    m_valueAxis->setRange(0, 1);
    showState(why);
}

void SpendChart::setReport(const api::UsageReport &report, const GroupName &groupName)
{
    setHover(QString());
    m_series->clear();
    m_segments.clear();
    m_setNames.clear();
    m_names.clear();
    m_report = report;
    for (const auto &g : report.groups)
        m_names << groupName(g.key);

    const int buckets = int(report.t.size());
    QStringList categories;
    for (const auto &t : report.t)
        categories << bucketLabel(report.step, t.unixSeconds);
    m_timeAxis->clear();
    m_timeAxis->append(categories);
    // Many buckets: upright labels fit one per bar.
    m_timeAxis->setLabelsAngle(buckets > 12 ? -90 : 0);

    // Groups come largest first: the first kMaxSets - 1 as they are, the rest as "Others".
    const int groups = int(report.groups.size());
    const int drawn = groups > kMaxSets ? kMaxSets - 1 : groups;
    std::vector<std::int64_t> stacks(std::size_t(buckets), 0);
    const auto addSet
        = [&](const QString &label, const QColor &color, const QList<std::int64_t> &micros) {
              auto *set = new QBarSet(label);
              set->setColor(color);
              set->setBorderColor(color);
              QList<qreal> values;
              values.reserve(micros.size());
              for (int b = 0; b < micros.size(); ++b) {
                  values << qreal(micros[b]) / 1e6;
                  stacks[std::size_t(b)] += micros[b];
              }
              set->append(values);
              m_series->append(set);
              m_segments.append(micros);
              m_setNames.append(label);
          };
    const auto bucketsOf = [buckets](const api::UsageGroup &g) {
        QList<std::int64_t> micros(buckets, 0);
        for (int b = 0; b < buckets && b < int(g.costMicros.size()); ++b)
            micros[b] = g.costMicros[std::size_t(b)];
        return micros;
    };
    for (int g = 0; g < drawn; ++g)
        addSet(m_names[g], groupColor(report.groups[std::size_t(g)].key, g),
               bucketsOf(report.groups[std::size_t(g)]));
    if (drawn < groups) {
        QList<std::int64_t> others(buckets, 0);
        for (int g = drawn; g < groups; ++g) {
            const auto micros = bucketsOf(report.groups[std::size_t(g)]);
            for (int b = 0; b < buckets; ++b)
                others[b] += micros[b];
        }
        // Lighter than the neutral of cost without a group, which may be drawn as well.
        addSet(tr("Others (%n groups)", nullptr, groups - drawn),
               tinted(toneColor(Tone::Neutral), palette().color(QPalette::Base), 0.45), others);
    }

    const std::int64_t highest
        = stacks.empty() ? 0 : *std::max_element(stacks.begin(), stacks.end());
    const double top = double(highest) / 1e6;
    m_valueAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    m_valueAxis->applyNiceNumbers();
    m_valueAxis->setLabelFormat(top >= 1      ? QStringLiteral("%.2f")
                                : top >= 0.01 ? QStringLiteral("%.3f")
                                              : QStringLiteral("%.5f"));
    m_empty = report.totalCostMicros == 0
              && std::all_of(stacks.begin(), stacks.end(), [](auto s) { return s == 0; });
    retranslate();
}

QString SpendChart::bucketLabel(api::UsageStep step, std::int64_t start)
{
    // A label per bar: the day of a day's, the time of day of an hour's or a minute's.
    const std::int64_t seconds = api::stepSeconds(step);
    return formatTick(start, seconds, seconds);
}

QString SpendChart::bucketSpan(int index) const
{
    if (!m_report || index < 0 || index >= int(m_report->t.size()))
        return {};
    const std::int64_t start = m_report->t[std::size_t(index)].unixSeconds;
    const std::int64_t end = start + api::stepSeconds(m_report->step);
    return m_report->step == api::UsageStep::Day ? formatDay(start) : formatSpan(start, end);
}

void SpendChart::onHovered(bool status, int index, QBarSet *set)
{
    const int row = int(m_series->barSets().indexOf(set));
    if (!status || !m_report || row < 0 || row >= m_segments.size() || index < 0
        || index >= m_segments[row].size()) {
        setHover(QString());
        return;
    }
    const QString currency = QString::fromStdString(m_report->currency);
    std::int64_t bucketTotal = 0;
    for (const auto &segment : m_segments)
        bucketTotal += segment.value(index);
    setHover(tr("%1\n%2: %3\nAll groups: %4")
                 .arg(bucketSpan(index), m_setNames.value(row),
                      formatMoney(m_segments[row][index], currency),
                      formatMoney(bucketTotal, currency)));
}

QColor SpendChart::groupColor(const std::string &key, int index) const
{
    if (key.empty())
        return toneColor(Tone::Neutral); // cost without a value for the grouping
    if (m_report && m_report->groupBy == "backend")
        return backendColor(api::enumFromString<api::Backend>(key));
    static constexpr Tone kCycle[] = {Tone::Info, Tone::Good, Tone::Busy, Tone::Accent, Tone::Bad};
    constexpr int n = int(std::size(kCycle));
    const QColor base = toneColor(kCycle[index % n]);
    const int round = index / n;
    return round == 0 ? base
                      : tinted(base, palette().color(QPalette::Base), std::min(0.7, 0.35 * round));
}

QString SpendChart::csv() const
{
    if (!m_report)
        return {};
    QStringList header{tr("Time (UTC)")};
    for (const QString &name : m_names)
        header << csvText(name);
    QString out = csvLine(header);
    for (std::size_t b = 0; b < m_report->t.size(); ++b) {
        QStringList line{machineTime(m_report->t[b].unixSeconds)};
        for (const auto &g : m_report->groups)
            line << decimalUnits(b < g.costMicros.size() ? g.costMicros[b] : 0);
        out += csvLine(line);
    }
    return out;
}

void SpendChart::retranslate()
{
    const QString currency = m_report ? QString::fromStdString(m_report->currency) : QString();
    m_valueAxis->setTitleText(currency.isEmpty() ? QString() : tr("Spend (%1)").arg(currency));
    m_timeAxis->setTitleText(
        timeZoneText(m_report ? m_report->to.unixSeconds : QDateTime::currentSecsSinceEpoch()));
    if (m_report)
        showState(m_empty ? tr("No spend in this range.") : QString());
    if (m_report && m_report->groups.size() > std::size_t(kMaxSets) && !m_setNames.isEmpty())
        m_setNames.back()
            = tr("Others (%n groups)", nullptr, int(m_report->groups.size()) - (kMaxSets - 1));
    // Each group's total over the range in the legend: what TPU cost last week, at a glance.
    const QList<QBarSet *> sets = m_series->barSets();
    for (int k = 0; k < sets.size() && k < m_segments.size(); ++k) {
        std::int64_t total = 0;
        for (const std::int64_t micros : m_segments[k])
            total += micros;
        sets[k]->setLabel(tr("%1: %2").arg(m_setNames.value(k), formatMoney(total, currency)));
    }
    setToolTip(m_report && !m_empty
                   ? tr("Spend per time bucket, stacked by group. Point at a bar for its figures.")
                   : QString());
}

} // namespace polychip::ui
