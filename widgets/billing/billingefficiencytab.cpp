// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingefficiencytab.h"

#include "efficiencytablemodel.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "operations.h"
#include "session.h"

#include <QHeaderView>
#include <QLabel>
#include <QStringList>
#include <QTableView>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

} // namespace

BillingEfficiencyTab::BillingEfficiencyTab(QWidget *parent)
    : BillingReportTab(QStringLiteral("efficiency"), parent)
    , m_model(new EfficiencyTableModel(this))
    , m_summary(new QLabel(this))
    , m_backends(new QLabel(this))
{
    setModel(m_model, EfficiencyTableModel::SortRole, EfficiencyTableModel::ComputeColumn);
    QHeaderView *header = table()->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EfficiencyTableModel::InstanceColumn, QHeaderView::Stretch);

    m_summary->setObjectName(QStringLiteral("efficiencySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_backends->setObjectName(QStringLiteral("efficiencyBackends"));
    m_backends->setWordWrap(true);
    m_backends->setTextInteractionFlags(Qt::TextSelectableByMouse);

    reportLayout()->addWidget(m_summary);
    reportLayout()->addWidget(m_backends);
    reportLayout()->addWidget(ownSpendNote());
    retranslate();
}

BillingReportTab::Texts BillingEfficiencyTab::texts() const
{
    return {
        .refreshToolTip = tr("Read the efficiency figures again (F5)"),
        .notConnected = tr("Not connected: the efficiency figures come from the platform."),
        .empty = tr("No compute in this period."),
        .readFailed = tr("Could not read the efficiency figures: %1"),
        .exportTitle = tr("Export the efficiency figures"),
        .exportFailed = tr("Could not export the efficiency figures to %1: %2"),
        .table = tr("Efficiency"),
    };
}

void BillingEfficiencyTab::retranslateReport()
{
    m_backends->setToolTip(tr("Per backend: the compute its instances billed ÷ the tokens they "
                              "produced × 1,000,000. Backends that produced no tokens are left "
                              "out."));
    m_model->retranslate();
}

QString BillingEfficiencyTab::instanceAt(const QModelIndex &index) const
{
    return index.data(EfficiencyTableModel::IdRole).toString();
}

void BillingEfficiencyTab::clearReport()
{
    m_insights.reset();
    m_model->clear();
}

void BillingEfficiencyTab::sessionChanged()
{
    BillingReportTab::sessionChanged();
    if (client::Session *s = session()) {
        connect(&s->instances(), &client::InstanceStore::replaced, this,
                &BillingEfficiencyTab::relabel);
        connect(&s->catalog(), &client::CatalogStore::changed, this,
                &BillingEfficiencyTab::relabel);
    }
}

void BillingEfficiencyTab::fetch()
{
    if (!readyToFetch())
        return;
    const auto query = periodQuery();
    load(ops::getBillingInsights(query), query, [this](api::Insights insights) {
        m_insights = std::move(insights);
        relabel();
    });
}

void BillingEfficiencyTab::relabel()
{
    if (!m_insights)
        return;
    const client::Session *s = session();
    std::vector<EfficiencyRow> rows;
    rows.reserve(m_insights->instances.size());
    for (const api::InsightGroup &g : m_insights->instances) {
        EfficiencyRow row;
        row.group = g;
        const api::Instance *i = s ? s->instances().find(g.key) : nullptr;
        row.name = QString::fromStdString(i ? i->name : g.key);
        if (g.accelerator)
            row.accelerator = acceleratorName(s, *g.accelerator);
        rows.push_back(std::move(row));
    }
    m_model->setRows(std::move(rows), reportCurrency(m_insights->currency));
    setView(m_model->rowCount() == 0 ? View::Empty : View::Table);
}

void BillingEfficiencyTab::updateSummary()
{
    const bool shown = m_insights && view() == View::Table;
    m_summary->setVisible(shown);
    m_backends->setVisible(shown);
    m_summary->setProperty(
        "computeMicros", shown ? QVariant(qlonglong(m_insights->total.computeMicros)) : QVariant());
    if (!shown)
        return;
    const QString money = m_model->currency();
    const api::InsightGroup &total = m_insights->total;
    const QString idleShare = total.computeMicros > 0
                                  ? formatNumber(EfficiencyTableModel::idleSharePct(total), 1)
                                  : noFigure();
    const QString perTokens = total.costPer1mTokensMicros
                                  ? formatMoney(*total.costPer1mTokensMicros, money)
                                  : noFigure();
    m_summary->setText(tr("Compute %1 · idle %2 (%3 %) · saved by sleep %4 · %5 per 1M tokens")
                           .arg(formatMoney(total.computeMicros, money),
                                formatMoney(total.idleMicros, money), idleShare,
                                formatMoney(total.sleepSavedMicros, money), perTokens));
    m_summary->setToolTip(
        tr("Exactly %1 %2 of compute, %3 idle, %4 saved by sleep and %5 tokens, %6 (whole UTC "
           "hours)")
            .arg(decimalUnits(total.computeMicros), money, decimalUnits(total.idleMicros),
                 decimalUnits(total.sleepSavedMicros), QString::number(total.tokens),
                 rangeText({m_insights->from.unixSeconds, m_insights->to.unixSeconds})));

    QStringList parts;
    for (const api::InsightGroup &b : m_insights->backends) {
        if (!b.costPer1mTokensMicros)
            continue;
        const QString name = b.backend ? backendText(*b.backend) : QString::fromStdString(b.key);
        parts << tr("%1: %2").arg(name, formatMoney(*b.costPer1mTokensMicros, money));
    }
    m_backends->setText(parts.isEmpty()
                            ? tr("No backend produced tokens in this period.")
                            : tr("Per 1M tokens by backend: %1").arg(parts.join(tr(" · "))));
}

} // namespace polychip::ui
