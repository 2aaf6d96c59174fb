// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "billingusagetab.h"

#include "billingwidgets.h"
#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "operations.h"
#include "session.h"
#include "usagetablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

#include <numeric>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

/// The group-by choices, in the combo's order; "label" takes a key.
constexpr const char *kGroupings[] = {"backend", "accelerator", "instance", "user", "label"};
constexpr int kLabelGrouping = 4;

/// The platform's pattern for a label key in group_by (label\.[^\s]{1,128}).
constexpr int kMaxLabelKey = 128;

} // namespace

BillingUsageTab::BillingUsageTab(QWidget *parent)
    : BillingReportTab(QStringLiteral("usage"), parent)
    , m_model(new UsageTableModel(this))
    , m_groupBy(new QComboBox(this))
    , m_labelKey(new QLineEdit(this))
    , m_total(new QLabel(this))
{
    m_groupBy->setObjectName(QStringLiteral("usageGroupBy"));
    m_groupBy->setSizeAdjustPolicy(QComboBox::AdjustToContents); // words of any language
    for (const char *g : kGroupings)
        m_groupBy->addItem(QString(), QString::fromLatin1(g));
    m_labelKey->setObjectName(QStringLiteral("usageLabelKey"));
    m_labelKey->setMaxLength(kMaxLabelKey);
    m_labelKey->setClearButtonEnabled(true);
    m_labelKey->hide();
    // Tab goes from the period to the grouping and its key, then to Refresh.
    setTabOrder(periodBox(), m_groupBy);
    setTabOrder(m_groupBy, m_labelKey);

    setModel(m_model, UsageTableModel::SortRole, UsageTableModel::CostColumn);
    m_followTicks = true; // its total follows the platform as the month bills
    table()->horizontalHeader()->setSectionResizeMode(UsageTableModel::GroupColumn,
                                                      QHeaderView::Stretch);

    m_total->setObjectName(QStringLiteral("usageTotal"));
    m_total->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_total->font();
    bold.setBold(true);
    m_total->setFont(bold);

    addControl(m_groupBy);
    addControl(m_labelKey);
    auto *footer = new QHBoxLayout;
    footer->addWidget(ownSpendNote(), 1);
    footer->addWidget(m_total);
    reportLayout()->addLayout(footer);

    connect(m_groupBy, &QComboBox::currentIndexChanged, this, [this] {
        const bool label = m_groupBy->currentIndex() == kLabelGrouping;
        m_labelKey->setVisible(label);
        if (label)
            m_labelKey->setFocus(Qt::OtherFocusReason);
        reload();
    });
    connect(m_labelKey, &QLineEdit::editingFinished, this, [this] {
        if (lastQuery().count("group_by") == 0 || lastQuery().at("group_by") != groupBy())
            reload();
    });
    retranslate();
}

BillingReportTab::Texts BillingUsageTab::texts() const
{
    return {
        .refreshToolTip = tr("Read the usage again (F5)"),
        .notConnected = tr("Not connected: the usage comes from the platform."),
        .empty = tr("No spend in this period."),
        .readFailed = tr("Could not read the usage: %1"),
        .exportTitle = tr("Export the usage"),
        .exportFailed = tr("Could not export the usage to %1: %2"),
        .table = tr("Usage"),
    };
}

void BillingUsageTab::retranslateReport()
{
    const QString groupings[] = {tr("By backend"), tr("By accelerator"), tr("By instance"),
                                 tr("By user"), tr("By label…")};
    for (int i = 0; i < m_groupBy->count(); ++i)
        m_groupBy->setItemText(i, groupings[i]);
    m_groupBy->setToolTip(tr("How the spend is grouped: each group is one row"));
    m_groupBy->setAccessibleName(tr("Grouping"));
    m_labelKey->setPlaceholderText(tr("Label key, e.g. project"));
    m_labelKey->setToolTip(tr("Group by the value of this label; press Enter to show it"));
    if (m_report)
        relabel(); // the groups' names and the first column's title
    else
        m_model->retranslate();
}

std::string BillingUsageTab::groupBy() const
{
    const std::string by = m_groupBy->currentData().toString().toStdString();
    if (m_groupBy->currentIndex() != kLabelGrouping)
        return by;
    const QString key = m_labelKey->text().trimmed();
    const bool valid = !key.isEmpty() && !key.contains(QRegularExpression(QStringLiteral("\\s")));
    return valid ? "label." + key.toStdString() : std::string();
}

QString BillingUsageTab::groupTitle() const
{
    switch (m_groupBy->currentIndex()) {
    case 0:
        return tr("Backend");
    case 1:
        return tr("Accelerator");
    case 2:
        return tr("Instance");
    case 3:
        return tr("User");
    default:
        return tr("Label “%1”").arg(m_labelKey->text().trimmed());
    }
}

QString BillingUsageTab::instanceAt(const QModelIndex &index) const
{
    return groupBy() == "instance" ? index.data(UsageTableModel::KeyRole).toString() : QString();
}

void BillingUsageTab::clearReport()
{
    m_report.reset();
    m_model->clear();
}

void BillingUsageTab::sessionChanged()
{
    BillingReportTab::sessionChanged();
    if (client::Session *s = session()) {
        connect(&s->instances(), &client::InstanceStore::replaced, this, [this] {
            if (m_report && m_report->groupBy == "instance")
                relabel();
        });
        connect(&s->catalog(), &client::CatalogStore::changed, this, [this] {
            if (m_report && m_report->groupBy == "accelerator")
                relabel();
        });
    }
}

void BillingUsageTab::fetch()
{
    if (!readyToFetch())
        return;
    const std::string by = groupBy();
    if (by.empty()) {
        cancelLoad();
        setView(View::Prompt);
        updateControls();
        return;
    }
    auto query = periodQuery();
    query["step"] = "day";
    query["group_by"] = by;
    load(ops::getBillingUsage(query), query, [this](api::UsageReport report) {
        m_report = std::move(report);
        relabel();
    });
}

UsageRow BillingUsageTab::rowOf(const api::UsageGroup &group) const
{
    UsageRow row;
    row.key = group.key;
    row.costMicros = group.totalCostMicros;
    row.cuHours = std::accumulate(group.cu.begin(), group.cu.end(), 0.0);
    const QString key = QString::fromStdString(group.key);
    const client::Session *s = session();
    const std::string &by = m_report->groupBy;
    if (by == "backend") {
        row.name = key.isEmpty() ? tr("No backend (storage)")
                                 : backendText(api::enumFromString<api::Backend>(group.key));
    } else if (by == "accelerator") {
        row.name = key.isEmpty() ? tr("No accelerator (storage)") : acceleratorName(s, group.key);
        row.toolTip = key;
    } else if (by == "instance") {
        const api::Instance *i = s ? s->instances().find(group.key) : nullptr;
        row.name = key.isEmpty() ? tr("No instance (volumes)")
                   : i           ? QString::fromStdString(i->name)
                                 : key;
        row.toolTip = key.isEmpty() ? QString() : tr("%1 — double-click to show it").arg(key);
    } else if (by == "user") {
        row.name = key.isEmpty() ? tr("No user") : key;
    } else {
        row.name = key.isEmpty() ? tr("Without this label") : key;
    }
    return row;
}

void BillingUsageTab::relabel()
{
    if (!m_report)
        return;
    std::vector<UsageRow> rows;
    rows.reserve(m_report->groups.size());
    for (const api::UsageGroup &g : m_report->groups)
        rows.push_back(rowOf(g));
    m_model->setRows(std::move(rows), m_report->totalCostMicros, reportCurrency(m_report->currency),
                     groupTitle());
    setView(m_model->rowCount() == 0 || m_report->totalCostMicros == 0 ? View::Empty : View::Table);
}

void BillingUsageTab::showPrompt()
{
    if (m_labelKey->text().trimmed().isEmpty())
        stateStack()->showText(tr("Type the key of a label, such as project, and press Enter."));
    else
        stateStack()->showText(tr("A label key has no spaces."), TextTone::Error);
}

void BillingUsageTab::updateTotal()
{
    const bool shown = m_report && (view() == View::Table || view() == View::Empty);
    m_total->setVisible(shown);
    m_total->setProperty("micros",
                         shown ? QVariant(qlonglong(m_report->totalCostMicros)) : QVariant());
    if (!shown)
        return;
    const QString money = m_model->currency();
    m_total->setText(tr("Total: %1").arg(formatMoney(m_report->totalCostMicros, money)));
    m_total->setToolTip(
        tr("Exactly %1 %2, %3")
            .arg(decimalUnits(m_report->totalCostMicros), money,
                 rangeText({m_report->from.unixSeconds, m_report->to.unixSeconds})));
}

} // namespace polychip::ui
