// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "dashboardchart.h"

#include <QList>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

class QBarCategoryAxis;
class QBarSet;
class QStackedBarSeries;
class QValueAxis;

namespace polychip::ui {

/**
 * A usage report as stacked bars: one bar per time bucket, one segment per group (a backend,
 * a chip, a user, a label value), with a legend and the exact figures of a segment in a
 * tooltip while the pointer is on it. The largest groups are drawn as they are and the rest
 * summed as "Others", so that any grouping stays readable; the report itself is kept whole for
 * report() and csv(). Reports hold at most a few hundred buckets: bars need no decimation.
 * Instead of bars the chart can say why there are none (not connected, loading, nothing spent).
 */
class SpendChart final : public DashboardChart
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpendChart)

public:
    /// The name of a group shown in the legend, the tooltips and the CSV header.
    using GroupName = std::function<QString(const std::string &key)>;
    /// Groups drawn one by one; beyond that the smallest are drawn together as "Others".
    static constexpr int kMaxSets = 10;

    explicit SpendChart(QWidget *parent = nullptr);
    ~SpendChart() override;

    /// Shows `report` (says "No spend in this range." when nothing was spent in it).
    void setReport(const api::UsageReport &report, const GroupName &groupName);
    /// Shows no bars, and `why` instead.
    void clear(const QString &why) override;

    /// The report shown (null after clear()).
    const api::UsageReport *report() const;
    /// The report as CSV (RFC 4180, CRLF): a header "Time (UTC)" and one column per group, then
    /// one line per bucket with its start (RFC 3339) and each group's cost in decimal units,
    /// exact from the integer micro-units. Empty without a report.
    QString csv() const override;
    std::int64_t shownUntil() const override { return m_report ? m_report->to.unixSeconds : 0; }

    /// The drawn segments (for tests): one per group drawn, each with one value per bucket,
    /// labelled "<group>: <its total over the range>".
    QList<QBarSet *> barSets() const;
    /// The sum of every drawn segment, back in micro-units.
    std::int64_t drawnMicros() const;

    /// A bucket's axis label: "14:05" (minutes, hours) or "03-21" (days), UTC.
    static QString bucketLabel(api::UsageStep step, std::int64_t start);

private:
    void onHovered(bool status, int index, QBarSet *set);
    QString bucketSpan(int index) const;
    QColor groupColor(const std::string &key, int index) const;
    void retranslate() override;

    std::optional<api::UsageReport> m_report;
    QStringList m_names;                   ///< of every group of the report
    QList<QList<std::int64_t>> m_segments; ///< micro-units per drawn set and bucket
    QStringList m_setNames;                ///< of every drawn set (the legend adds its total)
    bool m_empty = false;                  ///< a report without spend
    QStackedBarSeries *m_series;
    QBarCategoryAxis *m_timeAxis;
    QValueAxis *m_valueAxis;
};

} // namespace polychip::ui
