// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "budgetlist.h"

#include "budgetdialog.h"
#include "kit/colors.h"
#include "kit/displaytext.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

/** Paints the share of a budget spent as a bar toned by how close it is, with the percentage
 *  centred on it: black or white over the filled part, whichever reads on the tone, and the
 *  view's text colour over the rest (a full red bar keeps its "125 %" readable). */
class UsedDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void
    paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const QVariant used = index.data(BudgetList::kUsedRole);
        if (!used.isValid()) {
            QStyledItemDelegate::paint(p, option, index);
            return;
        }
        const double pct = used.toDouble();
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QString text = item.text;
        item.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &item, p, widget); // selection background

        const QRect track = option.rect.adjusted(4, 2, -4, -2);
        const QColor fill = UsedDelegate::fill(pct);
        const QColor trackColor = option.palette.color(QPalette::Base);
        const int filled = int(std::lround(track.width() * std::clamp(pct, 0.0, 100.0) / 100.0));
        const QRect done(track.left(), track.top(), filled, track.height());
        const QRect rest(track.left() + filled, track.top(), track.width() - filled,
                         track.height());
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(option.palette.color(QPalette::Mid));
        p->setBrush(trackColor);
        p->drawRoundedRect(QRectF(track).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        p->setPen(Qt::NoPen);
        p->setBrush(fill);
        p->setClipRect(done);
        p->drawRoundedRect(QRectF(track).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        p->setFont(item.font);
        p->setPen(readableOn(fill));
        p->drawText(track, Qt::AlignCenter, text);
        p->setClipRect(rest);
        p->setPen(readableOn(trackColor));
        p->drawText(track, Qt::AlignCenter, text);
        p->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
        return size;
    }

    /// The bar's colour at `pct` used.
    static QColor fill(double pct)
    {
        return toneColor(pct >= 100 ? Tone::Bad : pct >= 80 ? Tone::Busy : Tone::Good);
    }
};

QString percent(double pct)
{
    return BudgetList::tr("%1 %").arg(formatNumber(pct, pct == std::floor(pct) ? 0 : 1));
}

QString percents(const std::vector<double> &values)
{
    QStringList out;
    for (double v : values)
        out << percent(v);
    return out.join(QStringLiteral(", "));
}

} // namespace

BudgetList::BudgetList(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("budgetList"));
    setColumnCount(ColumnCount);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setItemDelegateForColumn(UsedColumn, new UsedDelegate(this));
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(UsedColumn, QHeaderView::Stretch);
    retranslate();
}

void BudgetList::retranslate()
{
    setHeaderLabels({tr("Name"), tr("Scope"), tr("Amount"), tr("Spent"), tr("Used this month"),
                     tr("Alerts at"), tr("At 100 %"), tr("Projected")});
    headerItem()->setToolTip(ProjectedColumn,
                             tr("The spend the platform forecasts for the month end (budgets of "
                                "the whole organisation)"));
    fill();
}

void BudgetList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTreeWidget::changeEvent(event);
}

void BudgetList::setBudgets(std::vector<api::Budget> budgets, const QString &currency)
{
    std::sort(budgets.begin(), budgets.end(), [](const api::Budget &a, const api::Budget &b) {
        return QString::localeAwareCompare(QString::fromStdString(a.name),
                                           QString::fromStdString(b.name))
               < 0;
    });
    m_budgets = std::move(budgets);
    m_currency = currency;
    fill();
}

void BudgetList::fill()
{
    const std::string was = currentId();
    clear();
    for (const api::Budget &b : m_budgets)
        setItem(new QTreeWidgetItem(this), b);
    if (!was.empty())
        select(was);
    if (!currentItem() && topLevelItemCount() > 0)
        setCurrentItem(topLevelItem(0));
}

QString BudgetList::scopeText(const api::BudgetScope &scope)
{
    return scope.labels.empty() ? tr("Whole organisation") : BudgetDialog::scopeText(scope.labels);
}

void BudgetList::setItem(QTreeWidgetItem *item, const api::Budget &b) const
{
    item->setData(NameColumn, kIdRole, QString::fromStdString(b.id));
    item->setText(NameColumn, QString::fromStdString(b.name));
    item->setToolTip(NameColumn, QString::fromStdString(b.id));
    item->setText(ScopeColumn, scopeText(b.scope));
    item->setText(AmountColumn, formatMoney(b.amountMicros, m_currency));
    item->setText(SpentColumn, formatMoney(b.spentMicros, m_currency));
    const double used
        = b.amountMicros > 0 ? 100.0 * double(b.spentMicros) / double(b.amountMicros) : 0.0;
    item->setData(UsedColumn, kUsedRole, used);
    item->setText(UsedColumn, tr("%1 %").arg(formatNumber(used, 0)));
    for (int c : {AmountColumn, SpentColumn, ProjectedColumn})
        item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    if (used >= 100)
        item->setForeground(SpentColumn, textColor(TextTone::Error));
    item->setText(ThresholdsColumn, percents(b.thresholdsPct));
    item->setToolTip(ThresholdsColumn,
                     b.alertedPct.empty()
                         ? tr("No alert raised this month")
                         : tr("Alerts raised this month at %1").arg(percents(b.alertedPct)));
    const bool stops = b.action == api::BudgetAction::Stop;
    item->setText(ActionColumn, stops ? tr("Stop") : tr("Notify"));
    item->setToolTip(ActionColumn, stops ? tr("Stops or sleeps the instances in scope with a "
                                              "checkpoint; never deletes")
                                         : tr("Raise an alert; nothing is stopped"));
    setProjection(item, b);
}

void BudgetList::setProjection(QTreeWidgetItem *item, const api::Budget &b) const
{
    QString text, tip;
    bool over = false;
    if (!b.scope.labels.empty()) {
        tip = tr("Forecasts are for the whole organisation only");
    } else if (m_account) {
        const api::Account &a = *m_account;
        text = formatMoney(a.forecastMonthEndMicros, m_currency);
        over = a.forecastMonthEndMicros > b.amountMicros;
        tip = tr("The platform's forecast for the month end; 80 % likely between %1 and %2")
                  .arg(formatMoney(a.forecastLowMicros, m_currency),
                       formatMoney(a.forecastHighMicros, m_currency));
        if (over)
            tip += QLatin1Char('\n') + tr("Above the amount: expect the action at 100 %.");
    }
    if (text == item->text(ProjectedColumn) && tip == item->toolTip(ProjectedColumn))
        return; // every second: repaint only what changed
    item->setText(ProjectedColumn, text);
    item->setToolTip(ProjectedColumn, tip);
    item->setForeground(ProjectedColumn, over ? QBrush(textColor(TextTone::Warning)) : QBrush());
}

void BudgetList::setAccount(const std::optional<api::Account> &account)
{
    m_account = account;
    for (int row = 0; row < topLevelItemCount() && row < int(m_budgets.size()); ++row)
        setProjection(topLevelItem(row), m_budgets[std::size_t(row)]);
}

bool BudgetList::select(const std::string &id)
{
    for (int row = 0; row < topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = topLevelItem(row);
        if (item->data(NameColumn, kIdRole).toString().toStdString() == id) {
            setCurrentItem(item);
            return true;
        }
    }
    return false;
}

std::string BudgetList::currentId() const
{
    const QTreeWidgetItem *item = currentItem();
    return item ? item->data(NameColumn, kIdRole).toString().toStdString() : std::string();
}

} // namespace polychip::ui
