// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "detailstab.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <array>
#include <cstdint>
#include <string>

class QBoxLayout;
class QComboBox;
class QLabel;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

class MetricChart;

/**
 * The details pane's Metrics tab: tokens per second, utilisation and (for training) loss of one
 * instance over a chosen range. "Now" is the platform's time, from the metrics it sends; what
 * the Session's per-second rings do not hold is fetched once per range with
 * Session::fetchHistory(). Redraws at most once a second, and only while shown. The instance
 * shown is watched (InstanceStore::watchHistory()): its minutes are kept while it is here.
 */
class DetailsMetricsTab final : public DetailsTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsMetricsTab)

public:
    explicit DetailsMetricsTab(QWidget *parent = nullptr);
    ~DetailsMetricsTab() override;

    /// Lays the charts out for the details pane's size: side by side when it is wide and low.
    void setPaneSize(const QSize &size);

    /// Redraws the charts now if they are shown, else as soon as they are.
    void refresh() override;

protected:
    void follow(client::Session *session) override;
    void retranslate() override;
    void instanceSet() override;
    void showEvent(QShowEvent *event) override;

private:
    std::int64_t platformNow() const;
    void onMetricsUpdated(std::int64_t t);
    void scheduleRefresh();
    void ensureHistory();
    /// Watches the history of the instance and session shown now, no longer the one before.
    void watchShown();

    std::int64_t m_now = -1; ///< the latest metrics second seen
    bool m_secondsFetched = false;
    std::int64_t m_minutesFetchedFrom = -1; ///< the earliest minute asked of the platform
    bool m_stale = true;
    QTimer m_timer;
    QElapsedTimer m_lastRefresh;

    QLabel *m_rangeLabel = nullptr;
    QComboBox *m_range = nullptr;
    QBoxLayout *m_chartsLayout = nullptr;
    std::array<MetricChart *, 3> m_charts{};    ///< tokens/s, utilisation, loss
    QPointer<client::Session> m_watchedSession; ///< whose history of m_watchedId is watched
    std::string m_watchedId;
};

} // namespace polychip::ui
