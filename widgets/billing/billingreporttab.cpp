// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingreporttab.h"

#include "kit/viewkeys.h"

#include "billingwidgets.h"
#include "kit/colors.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "session.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace polychip::ui {

BillingReportTab::BillingReportTab(const QString &prefix, QWidget *parent)
    : BillingTab(parent)
    , m_prefix(prefix)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_period(new BillingPeriodBox(this))
    , m_refresh(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_table(new QTableView(this))
    , m_stack(new BillingStateStack(m_table, prefix, this))
    , m_ownSpend(new QLabel(this))
    , m_controls(new QHBoxLayout)
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(prefix + QStringLiteral("Tab"));
    m_period->setObjectName(prefix + QStringLiteral("Period"));
    m_refresh->setObjectName(prefix + QStringLiteral("Refresh"));
    m_refresh->setIcon(standardIcon(this, QStyle::SP_BrowserReload));
    m_export->setObjectName(prefix + QStringLiteral("Export"));
    m_export->setIcon(standardIcon(this, QStyle::SP_DialogSaveButton));

    m_table->setObjectName(prefix + QStringLiteral("Table"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    setUpViewKeys(m_table); // Tab moves on, the arrows move within; the focus is seen
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);

    m_ownSpend->setObjectName(prefix + QStringLiteral("OwnSpend"));
    m_ownSpend->setWordWrap(true);
    setMuted(m_ownSpend);

    m_controls->addWidget(m_period);
    m_controls->addStretch(1);
    m_controls->addWidget(m_refresh);
    m_controls->addWidget(m_export);
    m_layout->addLayout(m_controls);
    m_layout->addWidget(m_stack, 1);

    connect(m_period, &QComboBox::currentIndexChanged, this, [this] {
        Q_EMIT periodChanged(period());
        reload();
    });
    connect(m_refresh, &QPushButton::clicked, this, &BillingReportTab::reload);
    connect(m_stack, &BillingStateStack::retryRequested, this, &BillingReportTab::reload);
    connect(m_export, &QPushButton::clicked, this, &BillingReportTab::exportCsv);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QString id = instanceAt(index);
        if (!id.isEmpty())
            Q_EMIT instanceActivated(id);
    });
}

void BillingReportTab::setModel(QAbstractItemModel *model, int sortRole, int sortColumn)
{
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(sortRole);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(sortColumn, Qt::DescendingOrder);
}

void BillingReportTab::addControl(QWidget *control)
{
    m_controls->insertWidget(m_controls->count() - 3, control); // before the stretch and buttons
}

void BillingReportTab::retranslate()
{
    m_refresh->setText(tr("&Refresh"));
    m_refresh->setToolTip(texts().refreshToolTip);
    m_export->setText(tr("E&xport CSV…"));
    m_export->setToolTip(tr("Save the rows shown as a CSV file (Ctrl+E)"));
    m_ownSpend->setText(tr("You see the spend of your own resources."));
    m_table->setAccessibleName(texts().table);
    retranslateReport();
    m_stack->setLines(texts().notConnected, texts().empty);
    setView(view());
}

BillingPeriod BillingReportTab::period() const
{
    return m_period->period();
}

BillingReportTab::View BillingReportTab::view() const
{
    return m_stack->state();
}

bool BillingReportTab::hasRows() const
{
    return view() == View::Table && m_proxy->rowCount() > 0;
}

QString BillingReportTab::instanceAt(const QModelIndex &) const
{
    return {};
}

void BillingReportTab::sessionChanged()
{
    cancelLoad(); // an answer still on its way is for the old connection
    m_query.clear();
    setView(client() && session() ? View::Loading : View::NotConnected);
    if (client::Session *s = session())
        connect(&s->billing(), &client::BillingStore::accountChanged, this,
                &BillingReportTab::followTick);
}

void BillingReportTab::followTick()
{
    // A period that is still going on bills every second: its figures are read again with each
    // billing tick while they are shown (one request at a time; the rows stay meanwhile).
    if (!m_followTicks || !isVisible() || m_loading || view() != View::Table || !session())
        return;
    if (period() == BillingPeriod::LastMonth)
        return; // a closed period does not move
    reload();
}

bool BillingReportTab::readyToFetch()
{
    if (client() && session())
        return true;
    setView(View::NotConnected);
    return false;
}

BillingReportTab::Query BillingReportTab::periodQuery()
{
    m_range = periodRange(period(), session()->platformNow());
    return rangeQuery(m_range);
}

std::uint64_t BillingReportTab::beginLoad(Query query)
{
    // Rows of another period or grouping would mislead while the new ones load.
    const auto same = [&](const std::string &key) {
        const auto was = m_query.find(key);
        const auto is = query.find(key);
        if (was == m_query.end() || is == query.end())
            return was == m_query.end() && is == query.end();
        return was->second == is->second;
    };
    const bool sameRows = hasReport() && same("from") && same("group_by");
    m_query = std::move(query);
    const std::uint64_t request = ++m_request;
    m_loading = true;
    if (!sameRows) {
        clearReport();
        setView(View::Loading);
    }
    updateControls();
    return request;
}

void BillingReportTab::fail(const api::ApiError &error)
{
    const Texts words = texts();
    clearReport();
    m_stack->fail(words.readFailed.arg(errorText(error)), errorDetails(error));
    setView(View::Failed);
    reportError(words.readFailed, error);
}

void BillingReportTab::cancelLoad()
{
    ++m_request;
    m_loading = false;
    clearReport();
}

void BillingReportTab::setView(View view)
{
    m_stack->show(view);
    if (view == View::Prompt)
        showPrompt();
    viewChanged();
    updateControls();
    Q_EMIT rowsChanged();
}

QString BillingReportTab::reportCurrency(const std::string &reported) const
{
    return reported.empty() ? currency() : QString::fromStdString(reported);
}

void BillingReportTab::updateControls()
{
    const bool connected = client() && session();
    m_refresh->setEnabled(connected);
    m_stack->retryButton()->setEnabled(connected);
    m_export->setEnabled(hasRows());
    m_ownSpend->setVisible(seesOwnSpendOnly());
}

void BillingReportTab::exportCsv()
{
    if (!hasRows())
        return;
    askCsvPath(texts().exportTitle,
               QStringLiteral("polychip-%1-%2.csv").arg(m_prefix, rangeFileStem(m_range)),
               [this](const QString &path) { exportTo(path); });
}

void BillingReportTab::exportTo(const QString &path)
{
    writeCsv(*m_proxy, path, texts().exportFailed,
             [this, path](const QString &error) { Q_EMIT exported(path, error); });
}

} // namespace polychip::ui
