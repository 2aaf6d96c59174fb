// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "spendpanel.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "spandialog.h"
#include "spendchart.h"
#include "trendchart.h"

#include "apiclient.h"
#include "operations.h"
#include "session.h"

#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStyle>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

constexpr dashboard::SpendRange kRanges[]
    = {dashboard::SpendRange::LastHour, dashboard::SpendRange::LastDay,
       dashboard::SpendRange::LastWeek, dashboard::SpendRange::LastMonth,
       dashboard::SpendRange::Custom};
constexpr int kCustomRow = 4;
/// Rows of the grouping picker; the last groups by the label named in the key box.
constexpr const char *kGroupings[] = {"backend", "accelerator", "user", "label"};
constexpr int kLabelRow = 3;

} // namespace

SpendPanel::SpendPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_view(new QComboBox(this))
    , m_range(new QComboBox(this))
    , m_groupBy(new QComboBox(this))
    , m_labelKey(new QLineEdit(QStringLiteral("project"), this))
    , m_zone(new QLabel(this))
    , m_loadingLabel(new QLabel(this))
    , m_retry(new QPushButton(this))
    , m_charts(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("spendPanel"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_view->setObjectName(QStringLiteral("dashboardView"));
    m_range->setObjectName(QStringLiteral("dashboardRange"));
    m_groupBy->setObjectName(QStringLiteral("dashboardGroupBy"));
    // Sized to their texts in any font: the wallboard's larger one too.
    for (QComboBox *choice : {m_view, m_range, m_groupBy})
        choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_labelKey->setObjectName(QStringLiteral("dashboardLabelKey"));
    // The API's label keys: 1 to 128 characters without spaces.
    m_labelKey->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[^\\s]{1,128}")), m_labelKey));
    m_labelKey->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 18);
    m_zone->setObjectName(QStringLiteral("dashboardTimeZone"));
    setMuted(m_zone);
    m_loadingLabel->setObjectName(QStringLiteral("dashboardLoading"));
    setMuted(m_loadingLabel);
    m_loadingLabel->hide();
    m_retry->setObjectName(QStringLiteral("dashboardRetry"));
    m_retry->setIcon(standardIcon(this, QStyle::SP_BrowserReload));
    m_retry->hide();
    for (int i = 0; i < kViews; ++i)
        m_view->addItem(QString());
    for (int i = 0; i < int(std::size(kRanges)); ++i)
        m_range->addItem(QString());
    m_range->setCurrentIndex(1); // 24 h
    for (int i = 0; i < int(std::size(kGroupings)); ++i)
        m_groupBy->addItem(QString());
    m_labelKey->hide();

    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addSpacing(12);
    header->addWidget(m_view);
    header->addWidget(m_range);
    header->addWidget(m_groupBy);
    header->addWidget(m_labelKey);
    header->addWidget(m_zone);
    header->addWidget(m_loadingLabel);
    header->addStretch(1);
    header->addWidget(m_retry);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_charts, 1);

    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        const bool spend = view() == View::Spend;
        m_groupBy->setVisible(spend);
        m_labelKey->setVisible(spend && m_groupBy->currentIndex() == kLabelRow);
        m_charts->setCurrentWidget(currentChart());
        refresh();
    });
    connect(m_range, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (row == kCustomRow)
            return; // once the span is picked
        m_shownRange = row;
        refresh();
    });
    // Picking "Custom…" (again) asks for the span.
    connect(m_range, &QComboBox::activated, this, [this](int row) {
        if (row == kCustomRow)
            pickSpan();
    });
    connect(m_groupBy, &QComboBox::currentIndexChanged, this, [this](int row) {
        m_labelKey->setVisible(view() == View::Spend && row == kLabelRow);
        refresh();
    });
    connect(m_labelKey, &QLineEdit::editingFinished, this, [this] {
        if (view() == View::Spend && m_groupBy->currentIndex() == kLabelRow && request() != m_shown)
            refresh();
    });
    connect(m_retry, &QPushButton::clicked, this, &SpendPanel::refresh);
    retranslate();
    setState(State::NotConnected);
}

dashboard::SpendRange SpendPanel::range() const
{
    // The row asked for: "Custom…" counts once its span is picked.
    return kRanges[std::clamp(m_shownRange, 0, int(std::size(kRanges)) - 1)];
}

std::string SpendPanel::groupBy() const
{
    const int row = std::clamp(m_groupBy->currentIndex(), 0, int(std::size(kGroupings)) - 1);
    if (row != kLabelRow)
        return kGroupings[row];
    const QString key = m_labelKey->text().trimmed();
    return "label." + (key.isEmpty() ? std::string("project") : key.toStdString());
}

SpendPanel::View SpendPanel::view() const
{
    return View(std::clamp(m_view->currentIndex(), 0, kViews - 1));
}

void SpendPanel::setView(View view)
{
    m_view->setCurrentIndex(int(view));
}

void SpendPanel::ensureCharts() const
{
    if (m_chart)
        return;
    m_chart = new SpendChart(m_charts);
    m_trend = new TrendChart(m_charts);
    m_charts->addWidget(m_chart);
    m_charts->addWidget(m_trend);
    m_charts->setCurrentWidget(currentChart());
    showStateInChart();
}

SpendChart *SpendPanel::chart() const
{
    ensureCharts();
    return m_chart;
}

TrendChart *SpendPanel::trend() const
{
    ensureCharts();
    return m_trend;
}

DashboardChart *SpendPanel::currentChart() const
{
    if (view() == View::Spend)
        return chart();
    return trend();
}

QString SpendPanel::shownText() const
{
    QStringList parts{m_view->currentText(), m_range->currentText()};
    if (m_groupBy->isVisibleTo(this))
        parts << m_groupBy->currentText();
    return parts.join(QStringLiteral(" · "));
}

QString SpendPanel::csv() const
{
    if (!m_chart)
        return {}; // no figures yet (they make the charts): asking must not make them
    return currentChart()->csv();
}

void SpendPanel::pickSpan()
{
    // From the span picked before, else the week up to now.
    dashboard::Span span = m_custom;
    if (span.to <= span.from) {
        const std::int64_t now
            = m_session ? m_session->platformNow() : QDateTime::currentSecsSinceEpoch();
        span = {now - now % 3600 - 7 * 86400, now - now % 3600 + 3600};
    }
    auto *dialog = new SpanDialog(span, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setCustomSpan(dialog->span()); });
    connect(dialog, &QDialog::rejected, this, [this] {
        // Back to the row whose figures the chart shows.
        const QSignalBlocker quiet(m_range);
        m_range->setCurrentIndex(m_shownRange);
    });
    dialog->open();
}

void SpendPanel::setCustomSpan(const dashboard::Span &span)
{
    m_custom = span;
    m_shownRange = kCustomRow;
    {
        const QSignalBlocker quiet(m_range);
        m_range->setCurrentIndex(kCustomRow);
    }
    retranslate();
    refresh();
}

std::string SpendPanel::request() const
{
    // Appended piece by piece: `"|" + std::string&&` trips GCC 12's -Wstringop-overflow at -O2.
    std::string r = std::to_string(m_view->currentIndex());
    r += '|';
    r += std::to_string(m_shownRange);
    if (range() == dashboard::SpendRange::Custom) {
        r += '|';
        r += std::to_string(m_custom.from);
        r += '-';
        r += std::to_string(m_custom.to);
    }
    if (view() == View::Spend) {
        r += '|';
        r += groupBy();
    }
    r += '|';
    r += shownTimeZone().id().toStdString(); // other days, other buckets
    return r;
}

void SpendPanel::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    if (session)
        connect(&session->billing(), &client::BillingStore::accountChanged, this,
                &SpendPanel::followClock);
    m_answers.next(); // what is on its way answers for the old connection
    m_loading = false;
    m_shown.clear();
    if (m_chart) {
        m_chart->clear(QString());
        m_trend->clear(QString());
    }
    setState(client && session ? State::Loading : State::NotConnected);
    Q_EMIT reportChanged();
}

void SpendPanel::refresh()
{
    if (!m_client || !m_session)
        return;
    const std::string request = this->request();
    m_answers.next(); // a newer request supersedes what is on its way
    m_loading = true;
    if (request != m_shown) {
        // Other figures than those drawn: none until they are in.
        m_shown.clear();
        currentChart()->clear(QString());
        Q_EMIT reportChanged();
    }
    setState(State::Loading);
    if (view() == View::Spend)
        fetchSpend(request);
    else
        fetchTrend(request);
}

void SpendPanel::fetchSpend(const std::string &request)
{
    const QTimeZone zone = shownTimeZone();
    const auto window = range() == dashboard::SpendRange::Custom
                            ? dashboard::usageWindow(m_custom, zone)
                            : dashboard::usageWindow(range(), m_session->platformNow(), zone);
    m_client->call(
        client::ops::getBillingUsage(dashboard::usageQuery(window, groupBy())), this,
        m_answers.guard([this, request, window, zone](api::Result<api::UsageReport> result) {
            if (result) {
                const std::string grouping = result->groupBy;
                if (window.zoneDays)
                    *result = dashboard::daysOf(std::move(*result), zone);
                chart()->setReport(result.value(), [this, grouping](const std::string &key) {
                    return groupName(grouping, key);
                });
            }
            answered(request, result ? nullptr : &result.error());
        }));
}

void SpendPanel::fetchTrend(const std::string &request)
{
    const QTimeZone zone = shownTimeZone();
    const auto window = range() == dashboard::SpendRange::Custom
                            ? dashboard::trendWindow(m_custom, zone)
                            : dashboard::trendWindow(range(), m_session->platformNow(), zone);
    const auto metric = TrendChart::Metric(int(view()) - int(View::Throughput));
    m_client->call(client::ops::getBillingInsights(dashboard::insightsQuery(window)), this,
                   m_answers.guard([this, request, metric](api::Result<api::Insights> result) {
                       if (result)
                           trend()->setInsights(
                               result.value(), metric, m_session ? m_session->platformNow() : 0,
                               acceleratorName(m_session, result->reference.accelerator));
                       answered(request, result ? nullptr : &result.error());
                   }));
}

void SpendPanel::followClock()
{
    // A picked span stays where it was put (the minute's refresh updates its last bucket).
    if (m_loading || !isVisible() || !m_session || m_shown.empty()
        || range() == dashboard::SpendRange::Custom)
        return;
    const std::int64_t to = currentChart()->shownUntil();
    if (to > 0 && m_session->platformNow() >= to)
        refresh();
}

void SpendPanel::answered(const std::string &request, const api::ApiError *error)
{
    m_loading = false;
    if (error) {
        m_shown.clear();
        currentChart()->clear(QString());
        setState(State::Failed);
        Q_EMIT message(tr("Could not load the chart: %1").arg(errorText(*error)), true,
                       errorDetails(*error));
        Q_EMIT reportChanged();
        return;
    }
    m_shown = request;
    setState(State::Shown);
    Q_EMIT reportChanged();
}

QString SpendPanel::groupName(const std::string &groupBy, const std::string &key) const
{
    if (key.empty()) {
        // Cost without a value for the grouping: volumes by backend or chip, unlabelled work.
        if (groupBy.rfind("label.", 0) == 0)
            return tr("Without “%1”").arg(QString::fromStdString(groupBy.substr(6)));
        return tr("Storage and other");
    }
    if (groupBy == "backend") {
        const auto backend = api::enumFromString<api::Backend>(key);
        return backend == api::Backend::Unknown ? QString::fromStdString(key)
                                                : backendText(backend);
    }
    if (groupBy == "accelerator")
        return acceleratorName(m_session, key);
    return QString::fromStdString(key);
}

void SpendPanel::setState(State state)
{
    m_state = state;
    m_loadingLabel->setVisible(state == State::Loading);
    m_retry->setVisible(state == State::Failed);
    showStateInChart();
    const bool connected = m_client && m_session;
    m_view->setEnabled(connected);
    m_range->setEnabled(connected);
    m_groupBy->setEnabled(connected);
    m_labelKey->setEnabled(connected);
}

void SpendPanel::showStateInChart() const
{
    if (!m_chart)
        return; // ensureCharts() says it when it makes them
    DashboardChart *chart = currentChart();
    switch (m_state) {
    case State::NotConnected:
        chart->clear(tr("Not connected"));
        break;
    case State::Loading:
        if (m_shown.empty())
            chart->clear(tr("Loading…"));
        break;
    case State::Failed:
        chart->clear(tr("The figures could not be loaded. Retry, or press F5."));
        break;
    case State::Shown:
        break;
    }
}

void SpendPanel::retranslate()
{
    m_title->setText(tr("Over time"));
    const QString views[]
        = {tr("Spend"), tr("Throughput"), tr("Cost per 1M tokens"), tr("Savings")};
    for (int i = 0; i < kViews; ++i)
        m_view->setItemText(i, views[i]);
    m_view->setAccessibleName(tr("Chart"));
    m_range->setAccessibleName(tr("Time range"));
    m_groupBy->setAccessibleName(tr("Grouping"));
    m_view->setToolTip(tr("What the chart shows: the spend by group, or per backend the tokens "
                          "per second or the cost per million tokens, or what auto-sleep and "
                          "the choice of chips saved"));
    const QString custom
        = m_custom.to > m_custom.from ? formatSpan(m_custom.from, m_custom.to) : tr("Custom…");
    const QString ranges[] = {tr("Last hour (by minute)"), tr("Last 24 hours (by hour)"),
                              tr("Last 7 days (by day)"), tr("Last 30 days (by day)"), custom};
    for (int i = 0; i < int(std::size(ranges)); ++i)
        m_range->setItemText(i, ranges[i]);
    m_range->setToolTip(tr("The time span of the chart and the width of its steps; "
                           "throughput, cost and savings are kept by the hour. The last entry "
                           "asks for a span of your own."));
    const std::int64_t now
        = m_session ? m_session->platformNow() : QDateTime::currentSecsSinceEpoch();
    m_zone->setText(timeZoneChoice() == TimeZoneChoice::Utc
                        ? tr("Days in UTC")
                        : tr("Days in local time (%1)").arg(timeZoneText(now)));
    m_zone->setToolTip(
        tr("Days begin at 00:00 %1, and every time on this page is told in it. The platform "
           "keeps UTC; months are billed from 00:00 UTC on the 1st. Preferences (Ctrl+,) "
           "chooses UTC or this computer's time zone.")
            .arg(timeZoneText(now)));
    const QString groupings[] = {tr("By backend"), tr("By chip"), tr("By user"), tr("By label")};
    for (int i = 0; i < int(std::size(groupings)); ++i)
        m_groupBy->setItemText(i, groupings[i]);
    m_groupBy->setToolTip(tr("What the bars are split by"));
    m_labelKey->setToolTip(tr("The label whose values split the bars (such as project)"));
    m_labelKey->setPlaceholderText(tr("Label key"));
    m_loadingLabel->setText(tr("Loading…"));
    m_retry->setText(tr("Retry"));
    m_retry->setToolTip(tr("Ask the platform for the figures again"));
    if (m_state != State::Shown)
        setState(m_state); // its text, in the new language
}

void SpendPanel::showEvent(QShowEvent *event)
{
    ensureCharts();
    QWidget::showEvent(event);
}

void SpendPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Also after another time zone was chosen: other days, other buckets.
        if (m_client && m_session && !m_shown.empty() && request() != m_shown)
            refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
