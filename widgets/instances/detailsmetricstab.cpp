// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailsmetricstab.h"

#include "kit/detailscommon.h"
#include "metricchart.h"

#include "session.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QLabel>

#include <algorithm>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using client::MetricHistory;

/// The chart ranges: seconds.
constexpr std::int64_t kRanges[] = {15 * 60, 3600, 6 * 3600, 24 * 3600};

bool isTraining(api::WorkloadKind kind)
{
    return kind == api::WorkloadKind::Pretrain || kind == api::WorkloadKind::Finetune
           || kind == api::WorkloadKind::Lora;
}

} // namespace

DetailsMetricsTab::DetailsMetricsTab(QWidget *parent)
    : DetailsTab(parent)
{
    setObjectName(QStringLiteral("metricsTab"));
    m_rangeLabel = new QLabel(this);
    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("rangeBox"));
    m_range->setSizeAdjustPolicy(QComboBox::AdjustToContents); // words of any language
    for (const std::int64_t seconds : kRanges)
        m_range->addItem({}, QVariant::fromValue(qint64(seconds)));
    m_rangeLabel->setBuddy(m_range);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_rangeLabel);
    bar->addWidget(m_range);
    bar->addStretch(1);

    m_chartsLayout = new QBoxLayout(QBoxLayout::LeftToRight);
    m_chartsLayout->setSpacing(4);
    const MetricHistory::Series series[]
        = {MetricHistory::TokensPerS, MetricHistory::UtilizationPct, MetricHistory::Loss};
    const char *names[] = {"tokensChart", "utilizationChart", "lossChart"};
    for (std::size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i] = new MetricChart(series[i], this);
        m_charts[i]->setObjectName(QString::fromLatin1(names[i]));
        m_charts[i]->setSource([this]() -> std::optional<MetricHistory> {
            if (!m_session || m_id.empty())
                return std::nullopt;
            return m_session->instances().metrics(m_id);
        });
        m_chartsLayout->addWidget(m_charts[i], 1);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addLayout(m_chartsLayout, 1);

    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &DetailsMetricsTab::refresh);
    connect(m_range, &QComboBox::currentIndexChanged, this, [this] {
        const std::int64_t span = m_range->currentData().toLongLong();
        for (MetricChart *chart : m_charts)
            chart->setSpan(span);
        refresh();
    });

    retranslate();
}

DetailsMetricsTab::~DetailsMetricsTab()
{
    if (m_watchedSession && !m_watchedId.empty())
        m_watchedSession->unwatchHistory(m_watchedId);
}

void DetailsMetricsTab::watchShown()
{
    if (m_watchedSession == m_session && m_watchedId == m_id)
        return;
    if (m_watchedSession && !m_watchedId.empty())
        m_watchedSession->unwatchHistory(m_watchedId);
    m_watchedSession = m_session;
    m_watchedId = m_id;
    if (m_session && !m_id.empty())
        m_session->watchHistory(m_id);
}

void DetailsMetricsTab::retranslate()
{
    m_rangeLabel->setText(tr("&Range:"));
    m_range->setToolTip(tr("How far back the charts reach"));
    m_range->setItemText(0, tr("15 minutes"));
    m_range->setItemText(1, tr("1 hour"));
    m_range->setItemText(2, tr("6 hours"));
    m_range->setItemText(3, tr("24 hours"));
    if (details::findInstance(m_session, m_id))
        refresh();
}

void DetailsMetricsTab::follow(client::Session *session)
{
    m_now = -1;
    watchShown();
    if (session) {
        const InstanceStore *instances = &session->instances();
        connect(instances, &InstanceStore::metricsUpdated, this,
                &DetailsMetricsTab::onMetricsUpdated);
        connect(instances, &InstanceStore::historyFetched, this, [this](const std::string &id) {
            if (id == m_id)
                scheduleRefresh();
        });
    }
}

void DetailsMetricsTab::instanceSet()
{
    m_secondsFetched = false;
    m_minutesFetchedFrom = -1;
    m_stale = true;
    watchShown();
}

void DetailsMetricsTab::setPaneSize(const QSize &size)
{
    // Beside the table the pane is tall and narrow: the charts go one above the other.
    const bool wide = size.width() >= 1.5 * size.height();
    m_chartsLayout->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

std::int64_t DetailsMetricsTab::platformNow() const
{
    return details::platformNow(m_session, m_id, m_now);
}

void DetailsMetricsTab::onMetricsUpdated(std::int64_t t)
{
    m_now = std::max(m_now, t);
    if (!m_id.empty())
        scheduleRefresh();
}

void DetailsMetricsTab::scheduleRefresh()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    if (m_timer.isActive())
        return;
    // At most one redraw a second, however often the metrics come.
    const qint64 since = m_lastRefresh.isValid() ? m_lastRefresh.elapsed() : 1000;
    m_timer.start(int(std::max<qint64>(0, 1000 - since)));
}

void DetailsMetricsTab::refresh()
{
    // Hidden (another tab, another page of the pane, the pane itself): drawn when shown.
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_timer.stop();
    m_stale = false;
    m_lastRefresh.start();
    ensureHistory();
    const std::int64_t now = platformNow();
    for (MetricChart *chart : m_charts) {
        chart->setNow(now);
        chart->refresh();
    }
    // Only training has a loss; without a template to say, the data does.
    const api::Instance *i = details::findInstance(m_session, m_id);
    bool loss = m_charts[2]->hasData() || (i && i->live.loss);
    if (i && i->templateId && m_session) {
        if (const auto *t = m_session->catalog().findTemplate(*i->templateId))
            loss = isTraining(t->kind);
    }
    m_charts[2]->setVisible(loss);
}

void DetailsMetricsTab::ensureHistory()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i || !m_session || !i->startedAt)
        return; // never ran: no metrics anywhere
    const std::int64_t now = platformNow();
    if (now < 0)
        return;
    const std::int64_t born = i->createdAt.unixSeconds;
    const std::int64_t firstSecond = now - MetricHistory::kSeconds + 1;
    // The session records seconds from when it started: what came before, at full resolution.
    if (!m_secondsFetched) {
        m_secondsFetched = true;
        m_session->fetchHistory(m_id, std::max(born, firstSecond), 1);
    }
    // Beyond the per-second ring: minutes, each range asked for once.
    const std::int64_t from
        = std::max(born, now - std::int64_t(m_range->currentData().toLongLong()));
    if (from < firstSecond && (m_minutesFetchedFrom < 0 || from < m_minutesFetchedFrom)) {
        m_minutesFetchedFrom = from;
        m_session->fetchHistory(m_id, from / 60 * 60, 60);
    }
}

void DetailsMetricsTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

} // namespace polychip::ui
