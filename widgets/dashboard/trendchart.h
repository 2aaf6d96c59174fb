// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "dashboardchart.h"

#include <QList>
#include <QPointF>
#include <QStringList>

#include <cstdint>
#include <optional>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace polychip::ui {

/**
 * The insights' series over time as lines: the throughput or the cost per million tokens of
 * each backend, or what auto-sleep and the choice of chips saved so far. The values are kept
 * at full resolution (values(), csv()) and drawn decimated to the plot's width (min/max per
 * pixel column); pointing at a line shows the exact value of its nearest point.
 */
class TrendChart final : public DashboardChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrendChart)

public:
    enum class Metric {
        Throughput, ///< tokens/s per backend, averaged over each step
        CostPer1m,  ///< compute per million tokens per backend (steps without tokens: no point)
        Savings,    ///< cumulative: auto-sleep, chip choice against the reference, both
    };

    explicit TrendChart(QWidget *parent = nullptr);
    ~TrendChart() override;

    /// Draws `metric` of `insights` (which holds a series); `now` (Unix seconds) ends the
    /// current step, so that its average counts the seconds gone only. `referenceName` names
    /// the insights' reference accelerator in the legend (its id when empty).
    void setInsights(const api::Insights &insights,
                     Metric metric,
                     std::int64_t now,
                     const QString &referenceName = {});
    /// Shows no lines, and `why` instead.
    void clear(const QString &why) override;

    const api::Insights *insights() const;
    Metric metric() const { return m_metric; }
    /// The lines' names, in drawing order.
    QStringList lineNames() const;
    /// A line's values at full resolution (x: milliseconds since the epoch).
    QList<QPointF> values(int line) const;
    /// A line as drawn (decimated to the plot's width).
    QList<QPointF> drawn(int line) const;
    /// The values as CSV (RFC 4180, CRLF): "Time (UTC)" and one column per line; a step
    /// without a value for a line leaves its field empty. Empty without insights.
    QString csv() const override;
    std::int64_t shownUntil() const override { return m_insights ? m_insights->to.unixSeconds : 0; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Line
    {
        QString name;
        QColor color;
        QList<QPointF> values;
    };
    /// Makes the lines of m_metric from m_insights, named in the current language, and draws
    /// them (from setInsights() and each language change, through retranslate()).
    void build(std::int64_t now);
    void redraw();
    void onHovered(QLineSeries *series, const QPointF &point, bool state);
    QString valueText(double value) const;
    void retranslate() override;

    std::optional<api::Insights> m_insights;
    Metric m_metric = Metric::Throughput;
    std::int64_t m_now = 0;
    QString m_referenceName;
    QList<Line> m_lines;
    QList<QLineSeries *> m_series;
    QCategoryAxis *m_timeAxis;
    QValueAxis *m_valueAxis;
};

} // namespace polychip::ui
