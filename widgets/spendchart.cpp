// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "spendchart.h"

#include "colors.h"
#include "csvexport.h"
#include "dashboardfigures.h"
#include "displaytext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QDateTime>
#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

/// A CSV field by RFC 4180; a name that a spreadsheet would run as a formula is quoted as text.
QString csvField(QString text)
{
    if (!text.isEmpty() && QStringLiteral("=+-@").contains(text.front()))
        text.prepend(QLatin1Char('\''));
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QDateTime utc(std::int64_t t)
{
    return QDateTime::fromSecsSinceEpoch(t, Qt::UTC);
}

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

SpendChart::SpendChart(QWidget *parent)
    // Given its chart at construction: QChartView(parent) would make a default chart that
    // setChart() then releases without deleting.
    : QChartView(new QChart, parent)
    , m_chart(QChartView::chart())
    , m_series(new QStackedBarSeries(m_chart))
    , m_timeAxis(new QBarCategoryAxis(m_chart))
    , m_valueAxis(new QValueAxis(m_chart))
    , m_state(new QLabel(viewport()))
{
    setObjectName(QStringLiteral("spendChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(240, 180);
    setFrameShape(QFrame::NoFrame);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setBackgroundRoundness(0);
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_valueAxis, Qt::AlignLeft);
    m_series->attachAxis(m_timeAxis);
    m_series->attachAxis(m_valueAxis);
    m_series->setBarWidth(0.8);
    m_valueAxis->setTickCount(5);
    m_valueAxis->setMin(0);
    connect(m_series, &QStackedBarSeries::hovered, this, &SpendChart::onHovered);

    m_state->setObjectName(QStringLiteral("spendChartState"));
    m_state->setAlignment(Qt::AlignCenter);
    m_state->setWordWrap(true);
    m_state->setAttribute(Qt::WA_TransparentForMouseEvents);
    setMuted(m_state);
    applyPalette();
    applyFonts();
    clear(QString());
}

SpendChart::~SpendChart() = default;

const api::UsageReport *SpendChart::report() const
{
    return m_report ? &*m_report : nullptr;
}

QString SpendChart::stateText() const
{
    return m_state->isHidden() ? QString() : m_state->text();
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
    m_hover.clear();
    m_report.reset();
    m_names.clear();
    m_segments.clear();
    m_empty = false;
    m_series->clear();
    m_timeAxis->clear();
    m_valueAxis->setRange(0, 1);
    showState(why);
}

void SpendChart::setReport(const api::UsageReport &report, const GroupName &groupName)
{
    m_hover.clear();
    m_series->clear();
    m_segments.clear();
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

void SpendChart::showState(const QString &text)
{
    m_state->setText(text);
    m_state->setVisible(!text.isEmpty());
    m_state->setGeometry(viewport()->rect().adjusted(16, 16, -16, -16));
    m_state->raise();
}

QString SpendChart::bucketLabel(api::UsageStep step, std::int64_t start)
{
    return utc(start).toString(step == api::UsageStep::Day ? QStringLiteral("MM-dd")
                                                           : QStringLiteral("HH:mm"));
}

QString SpendChart::bucketSpan(int index) const
{
    if (!m_report || index < 0 || index >= int(m_report->t.size()))
        return {};
    const std::int64_t start = m_report->t[std::size_t(index)].unixSeconds;
    const std::int64_t end = start + dashboard::stepSeconds(m_report->step);
    const QString day = QStringLiteral("yyyy-MM-dd");
    if (m_report->step == api::UsageStep::Day)
        return tr("%1 (UTC)").arg(utc(start).toString(day));
    return tr("%1, %2 – %3 (UTC)")
        .arg(utc(start).toString(day), utc(start).toString(QStringLiteral("HH:mm")),
             utc(end).toString(QStringLiteral("HH:mm")));
}

void SpendChart::onHovered(bool status, int index, QBarSet *set)
{
    const int row = int(m_series->barSets().indexOf(set));
    if (!status || !m_report || row < 0 || row >= m_segments.size() || index < 0
        || index >= m_segments[row].size()) {
        m_hover.clear();
        QToolTip::hideText();
        return;
    }
    const QString currency = QString::fromStdString(m_report->currency);
    std::int64_t bucketTotal = 0;
    for (const auto &segment : m_segments)
        bucketTotal += segment.value(index);
    m_hover
        = tr("%1\n%2: %3\nAll groups: %4")
              .arg(bucketSpan(index), set->label(), formatMoney(m_segments[row][index], currency),
                   formatMoney(bucketTotal, currency));
    QToolTip::showText(QCursor::pos(), m_hover, this);
}

bool SpendChart::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        // The scene would answer with its items' tooltips (none) and hide the bar's: the bar's
        // figures while the pointer is on one, else the chart's own tooltip.
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
        header << csvField(name);
    QString out = header.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (std::size_t b = 0; b < m_report->t.size(); ++b) {
        QStringList line{QString::fromStdString(api::formatRfc3339(m_report->t[b]))};
        for (const auto &g : m_report->groups)
            line << decimalUnits(b < g.costMicros.size() ? g.costMicros[b] : 0);
        out += line.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return out;
}

void SpendChart::retranslate()
{
    const QString currency = m_report ? QString::fromStdString(m_report->currency) : QString();
    m_valueAxis->setTitleText(currency.isEmpty() ? QString() : tr("Spend (%1)").arg(currency));
    m_timeAxis->setTitleText(tr("UTC"));
    if (m_report)
        showState(m_empty ? tr("No spend in this range.") : QString());
    if (m_report && m_report->groups.size() > std::size_t(kMaxSets)) {
        const QList<QBarSet *> sets = m_series->barSets();
        if (!sets.isEmpty())
            sets.back()->setLabel(
                tr("Others (%n groups)", nullptr, int(m_report->groups.size()) - (kMaxSets - 1)));
    }
    setToolTip(m_report && !m_empty
                   ? tr("Spend per time bucket, stacked by group. Point at a bar for its figures.")
                   : QString());
}

void SpendChart::applyPalette()
{
    const QPalette pal = palette();
    m_chart->setBackgroundVisible(false);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->legend()->setLabelColor(pal.color(QPalette::WindowText));
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlpha(40);
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_valueAxis)}) {
        axis->setLabelsColor(pal.color(QPalette::WindowText));
        axis->setTitleBrush(pal.color(QPalette::WindowText));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
    setBackgroundBrush(pal.color(QPalette::Base));
}

void SpendChart::applyFonts()
{
    // The chart's fonts do not follow the widget's: the wallboard's larger font reaches them here.
    m_chart->legend()->setFont(font());
    const QFont labels = scaledFont(font(), 0.85);
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_valueAxis)}) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(labels);
    }
}

void SpendChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    m_state->setGeometry(viewport()->rect().adjusted(16, 16, -16, -16));
}

void SpendChart::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        break;
    case QEvent::PaletteChange:
        applyPalette();
        break;
    case QEvent::FontChange:
        applyFonts();
        break;
    default:
        break;
    }
    QChartView::changeEvent(event);
}

} // namespace polychip::ui
