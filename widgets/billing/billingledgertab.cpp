// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingledgertab.h"

#include "kit/viewkeys.h"

#include "billingwidgets.h"
#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "ledgertablemodel.h"
#include "operations.h"
#include "session.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

} // namespace

BillingLedgerTab::BillingLedgerTab(QWidget *parent)
    : BillingTab(parent)
    , m_model(new LedgerTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_export(new QPushButton(this))
    , m_table(new QTableView(this))
    , m_stack(new BillingStateStack(m_table, QStringLiteral("ledger"), this))
    , m_note(new QLabel(this))
    , m_total(new QLabel(this))
{
    setObjectName(QStringLiteral("ledgerTab"));
    m_filter->setObjectName(QStringLiteral("ledgerFilter"));
    m_filter->setClearButtonEnabled(true);
    m_export->setObjectName(QStringLiteral("ledgerExport"));
    m_export->setIcon(standardIcon(this, QStyle::SP_DialogSaveButton));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(LedgerTableModel::SortRole);
    m_proxy->setFilterRole(LedgerTableModel::FilterRole);
    m_proxy->setFilterKeyColumn(LedgerTableModel::SubjectColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table->setObjectName(QStringLiteral("ledgerTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(LedgerTableModel::FromColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    setUpViewKeys(m_table); // Tab moves on, the arrows move within; the focus is seen
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(LedgerTableModel::SubjectColumn,
                                                      QHeaderView::Stretch);

    m_note->setObjectName(QStringLiteral("ledgerNote"));
    m_note->setWordWrap(true);
    setMuted(m_note);
    m_total->setObjectName(QStringLiteral("ledgerTotal"));
    m_total->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_total->font();
    bold.setBold(true);
    m_total->setFont(bold);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_filter, 1);
    controls->addWidget(m_export);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_note, 1);
    footer->addWidget(m_total);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_stack, 1);
    layout->addLayout(footer);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        updateFooter();
        updateControls();
        Q_EMIT rowsChanged();
    });
    connect(m_stack, &BillingStateStack::retryRequested, this, &BillingLedgerTab::reload);
    connect(m_export, &QPushButton::clicked, this, &BillingLedgerTab::exportCsv);
    retranslate();
}

void BillingLedgerTab::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter by instance name or id"));
    m_export->setText(tr("E&xport CSV…"));
    m_export->setToolTip(tr("Save the rows shown as a CSV file (Ctrl+E)"));
    m_model->retranslate();
    m_stack->setLines(tr("Not connected: the ledger comes from the platform."),
                      tr("Nothing was billed in this period."));
    setView(m_stack->state());
}

void BillingLedgerTab::setPeriod(BillingPeriod period)
{
    if (period == m_period)
        return;
    m_period = period;
    reload();
}

bool BillingLedgerTab::hasRows() const
{
    return m_stack->state() == View::Table && m_proxy->rowCount() > 0;
}

std::int64_t BillingLedgerTab::shownTotalMicros() const
{
    std::int64_t total = 0;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        total += m_proxy->index(row, 0).data(LedgerTableModel::CostRole).toLongLong();
    return total;
}

void BillingLedgerTab::sessionChanged()
{
    m_listing.next();
    m_loading = false;
    m_truncated = false;
    m_model->clear();
    setView(client() && session() ? View::Loading : View::NotConnected);
}

void BillingLedgerTab::fetch()
{
    if (!client() || !session()) {
        setView(View::NotConnected);
        return;
    }
    const TimeRange range = periodRange(m_period, session()->platformNow());
    if (range.from != m_range.from) { // another period: its rows would mislead meanwhile
        m_model->clear();
        setView(View::Loading);
    }
    m_range = range;
    m_loading = true;
    updateFooter();
    list();
}

void BillingLedgerTab::list()
{
    m_listing.next(); // a newer listing supersedes what is on its way
    client::ListQuery query;
    query.pageSize = kPageSize;
    for (auto &[name, value] : rangeQuery(m_range))
        query.filters[name] = value;
    auto all = std::make_shared<std::vector<api::LedgerItem>>();
    auto pages = std::make_shared<int>(0);
    listPages<api::LedgerItem>(
        &ops::listLedger, std::move(query),
        m_listing.guard([this, all, pages](api::Page<api::LedgerItem> page, bool last) {
            std::move(page.items.begin(), page.items.end(), std::back_inserter(*all));
            if (!last && ++*pages < kMaxPages)
                return true;
            m_loading = false;
            m_truncated = !last;
            show(std::move(*all));
            return false;
        }),
        m_listing.guard([this](const api::ApiError &error) {
            m_loading = false;
            m_model->clear();
            m_stack->fail(tr("Could not read the ledger: %1").arg(errorText(error)),
                          errorDetails(error));
            setView(View::Failed);
            reportError(tr("Could not read the ledger: %1"), error);
        }));
}

void BillingLedgerTab::show(std::vector<api::LedgerItem> items)
{
    const client::Session *s = session();
    std::vector<LedgerRow> rows;
    rows.reserve(items.size());
    for (auto &item : items) {
        LedgerRow row;
        if (item.instanceId) {
            const api::Instance *i = s ? s->instances().find(*item.instanceId) : nullptr;
            row.subject = QString::fromStdString(i ? i->name : *item.instanceId);
        } else if (item.volumeId) {
            const api::Volume *v = s ? s->storage().volume(*item.volumeId) : nullptr;
            row.subject = QString::fromStdString(v ? v->name : *item.volumeId);
        }
        if (item.accelerator)
            row.accelerator = acceleratorName(s, *item.accelerator);
        row.item = std::move(item);
        rows.push_back(std::move(row));
    }
    m_model->setRows(std::move(rows), currency());
    setView(m_model->rowCount() == 0 ? View::Empty : View::Table);
}

void BillingLedgerTab::setView(View view)
{
    m_stack->show(view);
    updateFooter();
    updateControls();
    Q_EMIT rowsChanged();
}

void BillingLedgerTab::updateFooter()
{
    const bool shown = m_stack->state() == View::Table || m_stack->state() == View::Empty;
    m_total->setVisible(shown);
    m_note->setVisible(shown);
    if (!shown)
        return;
    const std::int64_t total = shownTotalMicros();
    m_total->setText(tr("Total shown: %1").arg(formatMoney(total, m_model->currency())));
    m_total->setToolTip(tr("Exactly %1 %2").arg(decimalUnits(total), m_model->currency()));
    m_total->setProperty("micros", qlonglong(total));
    QString note = tr("%n item(s) from %1", nullptr, m_model->rowCount()).arg(rangeText(m_range));
    if (m_proxy->rowCount() != m_model->rowCount())
        note = tr("%1 of %2").arg(m_proxy->rowCount()).arg(note);
    if (m_truncated)
        note += QLatin1Char(' ')
                + tr("Only the first %n items are listed: choose a shorter period for the rest.",
                     nullptr, m_model->rowCount());
    if (m_loading)
        note += QLatin1Char(' ') + tr("Loading…");
    m_note->setText(note);
}

void BillingLedgerTab::updateControls()
{
    m_stack->retryButton()->setEnabled(client() && session());
    m_export->setEnabled(hasRows());
}

void BillingLedgerTab::exportCsv()
{
    if (!hasRows())
        return;
    askCsvPath(tr("Export the ledger"),
               QStringLiteral("polychip-ledger-%1.csv").arg(rangeFileStem(m_range)),
               [this](const QString &path) { exportTo(path); });
}

void BillingLedgerTab::exportTo(const QString &path)
{
    writeCsv(*m_proxy, path, tr("Could not export the ledger to %1: %2"),
             [this, path](const QString &error) { Q_EMIT exported(path, error); });
}

} // namespace polychip::ui
