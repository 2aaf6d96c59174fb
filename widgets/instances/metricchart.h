// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "metrichistory.h"

#include <QChartView>
#include <QList>
#include <QPointF>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

class QAreaSeries;
class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace polychip::ui {

/**
 * One metric of one instance over time: the mean per bucket as a line over a min/max band,
 * decimated so that there is at most one bucket per pixel column of the plot. Where the
 * instance was down (no data for a while: stopped, asleep, switching) the line breaks. The data is
 * read from a MetricHistory on every refresh() (the caller decides when: the chart never polls),
 * and the drawn series are replaced whole, never appended to point by point.
 */
class MetricChart final : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MetricChart)

public:
    /// Where the data is: asked on every refresh, since a history may come and go (null: none).
    using Source = std::function<std::optional<client::MetricHistory>()>;

    /// Bucket sizes a refresh may choose from, seconds (the smallest that fits the width).
    static constexpr std::int64_t kSteps[]
        = {1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 21600};

    explicit MetricChart(client::MetricHistory::Series series, QWidget *parent = nullptr);
    ~MetricChart() override;

    client::MetricHistory::Series series() const { return m_series; }
    void setSource(Source source);
    /// The time span shown, seconds, ending at now().
    void setSpan(std::int64_t seconds);
    std::int64_t span() const { return m_span; }
    /// The platform's "now" (Unix seconds): the right edge of the time axis.
    void setNow(std::int64_t t);
    std::int64_t now() const { return m_now; }
    /// Reads the source again and redraws.
    void refresh();

    /// The most buckets the plot's current width allows (one per pixel column).
    int maxPoints() const;
    /// Bucket size of the last refresh, seconds.
    std::int64_t step() const { return m_step; }
    /// The drawn means (x: milliseconds since the epoch).
    QList<QPointF> points() const;
    int pointCount() const;
    /// The lines drawn: one more after each gap in the data.
    int segmentCount() const;
    /// The newest drawn value (for the title), if any.
    bool hasData() const { return m_hasLast; }

    /// The bucket for `span` seconds over `maxPoints` columns: the smallest of kSteps giving at
    /// most `maxPoints` buckets (the largest when none does).
    static std::int64_t stepFor(std::int64_t span, int maxPoints);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyPalette();
    QString valueText(double value) const;

    client::MetricHistory::Series m_series;
    Source m_source;
    std::int64_t m_span = 15 * 60;
    std::int64_t m_now = -1;
    std::int64_t m_step = 1;
    int m_lastMaxPoints = 0;
    bool m_hasLast = false;
    float m_last = 0;
    QString m_name;
    QChart *m_chart = nullptr;
    /// A stretch of data without a gap: its line over its min/max band.
    struct Segment
    {
        QLineSeries *line = nullptr;
        QLineSeries *upper = nullptr;
        QLineSeries *lower = nullptr;
        QAreaSeries *band = nullptr;
    };
    /// Segment k, made when first needed (kept, and left empty, when fewer are drawn).
    Segment &segment(std::size_t k);
    std::vector<Segment> m_segments;
    QCategoryAxis *m_timeAxis = nullptr;
    QValueAxis *m_valueAxis = nullptr;
};

} // namespace polychip::ui
