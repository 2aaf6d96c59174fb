// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "spendpanel.h"

#include "colors.h"
#include "displaytext.h"
#include "errortext.h"
#include "spendchart.h"

#include "apiclient.h"
#include "operations.h"
#include "session.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

constexpr dashboard::SpendRange kRanges[]
    = {dashboard::SpendRange::LastHour, dashboard::SpendRange::LastDay,
       dashboard::SpendRange::LastWeek, dashboard::SpendRange::LastMonth};
/// Rows of the grouping picker; the last groups by the label named in the key box.
constexpr const char *kGroupings[] = {"backend", "accelerator", "user", "label"};
constexpr int kLabelRow = 3;

} // namespace

SpendPanel::SpendPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_range(new QComboBox(this))
    , m_groupBy(new QComboBox(this))
    , m_labelKey(new QLineEdit(QStringLiteral("project"), this))
    , m_loadingLabel(new QLabel(this))
    , m_retry(new QPushButton(this))
    , m_chart(new SpendChart(this))
{
    setObjectName(QStringLiteral("spendPanel"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_range->setObjectName(QStringLiteral("dashboardRange"));
    m_groupBy->setObjectName(QStringLiteral("dashboardGroupBy"));
    m_labelKey->setObjectName(QStringLiteral("dashboardLabelKey"));
    // The API's label keys: 1 to 128 characters without spaces.
    m_labelKey->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[^\\s]{1,128}")), m_labelKey));
    m_labelKey->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 18);
    m_loadingLabel->setObjectName(QStringLiteral("dashboardLoading"));
    setMuted(m_loadingLabel);
    m_loadingLabel->hide();
    m_retry->setObjectName(QStringLiteral("dashboardRetry"));
    m_retry->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_retry->hide();
    for (int i = 0; i < int(std::size(kRanges)); ++i)
        m_range->addItem(QString());
    m_range->setCurrentIndex(1); // 24 h
    for (int i = 0; i < int(std::size(kGroupings)); ++i)
        m_groupBy->addItem(QString());
    m_labelKey->hide();

    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addSpacing(12);
    header->addWidget(m_range);
    header->addWidget(m_groupBy);
    header->addWidget(m_labelKey);
    header->addWidget(m_loadingLabel);
    header->addStretch(1);
    header->addWidget(m_retry);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_chart, 1);

    connect(m_range, &QComboBox::currentIndexChanged, this, &SpendPanel::refresh);
    connect(m_groupBy, &QComboBox::currentIndexChanged, this, [this](int row) {
        m_labelKey->setVisible(row == kLabelRow);
        refresh();
    });
    connect(m_labelKey, &QLineEdit::editingFinished, this, [this] {
        if (m_groupBy->currentIndex() == kLabelRow && request() != m_shown)
            refresh();
    });
    connect(m_retry, &QPushButton::clicked, this, &SpendPanel::refresh);
    retranslate();
    setState(State::NotConnected);
}

dashboard::SpendRange SpendPanel::range() const
{
    return kRanges[std::clamp(m_range->currentIndex(), 0, int(std::size(kRanges)) - 1)];
}

std::string SpendPanel::groupBy() const
{
    const int row = std::clamp(m_groupBy->currentIndex(), 0, int(std::size(kGroupings)) - 1);
    if (row != kLabelRow)
        return kGroupings[row];
    const QString key = m_labelKey->text().trimmed();
    return "label." + (key.isEmpty() ? std::string("project") : key.toStdString());
}

std::string SpendPanel::request() const
{
    return std::to_string(m_range->currentIndex()) + "|" + groupBy();
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
    ++m_generation; // what is on its way answers for the old connection
    m_loading = false;
    m_shown.clear();
    m_chart->clear(QString());
    setState(client && session ? State::Loading : State::NotConnected);
    Q_EMIT reportChanged();
}

void SpendPanel::refresh()
{
    if (!m_client || !m_session)
        return;
    const std::string request = this->request();
    const auto window = dashboard::usageWindow(range(), m_session->platformNow());
    const std::uint64_t generation = ++m_generation;
    m_loading = true;
    if (request != m_shown) {
        // Other figures than those drawn: no bars until they are in.
        m_shown.clear();
        m_chart->clear(QString());
        Q_EMIT reportChanged();
    }
    setState(State::Loading);
    m_client->call(client::ops::getBillingUsage(dashboard::usageQuery(window, groupBy())), this,
                   [this, generation, request](api::Result<api::UsageReport> result) {
                       if (generation == m_generation)
                           onAnswer(request, std::move(result));
                   });
}

void SpendPanel::followClock()
{
    const api::UsageReport *shown = m_chart->report();
    if (m_loading || !isVisible() || !m_session || !shown)
        return;
    if (m_session->platformNow() >= shown->to.unixSeconds)
        refresh();
}

void SpendPanel::onAnswer(const std::string &request, api::Result<api::UsageReport> result)
{
    m_loading = false;
    if (!result) {
        m_shown.clear();
        m_chart->clear(QString());
        setState(State::Failed);
        Q_EMIT message(tr("Could not load the spend chart: %1").arg(errorText(result.error())),
                       true, errorDetails(result.error()));
        Q_EMIT reportChanged();
        return;
    }
    const std::string grouping = result->groupBy;
    m_chart->setReport(result.value(), [this, grouping](const std::string &key) {
        return groupName(grouping, key);
    });
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
    if (groupBy == "accelerator" && m_session) {
        if (const api::Accelerator *a = m_session->catalog().accelerator(key))
            return QString::fromStdString(a->name);
    }
    return QString::fromStdString(key);
}

void SpendPanel::setState(State state)
{
    m_state = state;
    m_loadingLabel->setVisible(state == State::Loading);
    m_retry->setVisible(state == State::Failed);
    switch (state) {
    case State::NotConnected:
        m_chart->clear(tr("Not connected"));
        break;
    case State::Loading:
        if (!m_chart->report())
            m_chart->clear(tr("Loading…"));
        break;
    case State::Failed:
        m_chart->clear(tr("The spend could not be loaded. Retry, or press F5."));
        break;
    case State::Shown:
        break;
    }
    const bool connected = m_client && m_session;
    m_range->setEnabled(connected);
    m_groupBy->setEnabled(connected);
    m_labelKey->setEnabled(connected);
}

void SpendPanel::retranslate()
{
    m_title->setText(tr("Spend over time"));
    const QString ranges[] = {tr("Last hour (by minute)"), tr("Last 24 hours (by hour)"),
                              tr("Last 7 days (by day)"), tr("Last 30 days (by day)")};
    for (int i = 0; i < int(std::size(ranges)); ++i)
        m_range->setItemText(i, ranges[i]);
    m_range->setToolTip(tr("The time span of the chart and the width of its bars (UTC)"));
    const QString groupings[] = {tr("By backend"), tr("By chip"), tr("By user"), tr("By label")};
    for (int i = 0; i < int(std::size(groupings)); ++i)
        m_groupBy->setItemText(i, groupings[i]);
    m_groupBy->setToolTip(tr("What the bars are split by"));
    m_labelKey->setToolTip(tr("The label whose values split the bars (such as project)"));
    m_labelKey->setPlaceholderText(tr("Label key"));
    m_loadingLabel->setText(tr("Loading…"));
    m_retry->setText(tr("Retry"));
    m_retry->setToolTip(tr("Ask the platform for the spend again"));
    if (m_state != State::Shown)
        setState(m_state); // its text, in the new language
}

void SpendPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
