// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "dashboardtiles.h"

#include "kit/billingperiod.h"

#include "dashboardfigures.h"
#include "dashboardtile.h"
#include "kit/consolepage.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"

#include "apiclient.h"
#include "operations.h"
#include "session.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

namespace polychip::ui {

namespace {

/// A share in percent: one decimal under 10 % (so that 0.4 % does not read 0 %), else none.
QString percentText(double pct)
{
    return formatNumber(pct, pct > 0 && pct < 10 ? 1 : 0);
}

} // namespace

DashboardTiles::DashboardTiles(QWidget *parent)
    : QWidget(parent)
    , m_throughput(new QLabel(this))
{
    setObjectName(QStringLiteral("dashboardTiles"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(8);
    m_running = addTile(QStringLiteral("running"), 0, 0);
    m_burn = addTile(QStringLiteral("burn"), 0, 1);
    m_todayTile = addTile(QStringLiteral("today"), 0, 2);
    m_month = addTile(QStringLiteral("month"), 0, 3);
    m_forecast = addTile(QStringLiteral("forecast"), 0, 4);
    m_funds = addTile(QStringLiteral("funds"), 1, 0);
    m_budgets = addTile(QStringLiteral("budgets"), 1, 1);
    m_idle = addTile(QStringLiteral("idle"), 1, 2);
    m_savings = addTile(QStringLiteral("savings"), 1, 3);
    m_chips = addTile(QStringLiteral("chips"), 1, 4);
    for (int c = 0; c < 5; ++c)
        grid->setColumnStretch(c, 1);
    m_throughput->setObjectName(QStringLiteral("throughputLine"));
    m_throughput->setWordWrap(true);
    m_throughput->setTextFormat(Qt::PlainText);
    grid->addWidget(m_throughput, 2, 0, 1, 5);

    const QString instances = QString::fromLatin1(pageid::kInstances);
    const QString billing = QString::fromLatin1(pageid::kBilling);
    for (DashboardTile *compute : {m_running, m_idle})
        connect(compute, &DashboardTile::activated, this,
                [this, instances] { Q_EMIT navigate(instances); });
    connect(m_budgets, &DashboardTile::activated, this, [this, billing] {
        Q_EMIT navigate(billing, {{QStringLiteral("budgets"), true}});
    });
    for (DashboardTile *spend :
         {m_burn, m_todayTile, m_month, m_forecast, m_funds, m_savings, m_chips})
        connect(spend, &DashboardTile::activated, this,
                [this, billing] { Q_EMIT navigate(billing); });

    m_instancesDirty.setSingleShot(true);
    m_instancesDirty.setInterval(0);
    connect(&m_instancesDirty, &QTimer::timeout, this, &DashboardTiles::updateInstances);
    retranslate();
}

DashboardTile *DashboardTiles::addTile(const QString &name, int row, int column)
{
    auto *tile = new DashboardTile(name, this);
    static_cast<QGridLayout *>(layout())->addWidget(tile, row, column);
    return tile;
}

DashboardTile *DashboardTiles::tile(const QString &name) const
{
    return findChild<DashboardTile *>(QStringLiteral("tile_") + name);
}

void DashboardTiles::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    m_todayAnswers.next(); // what is on its way answers for the old connection
    m_insightsAnswers.next();
    m_today.reset();
    m_todayDay = -1;
    m_todayFailed = false;
    m_beforeToday.reset();
    m_beforeTodayDay = -1;
    m_beforeTodayMonth = -1;
    m_insights.reset();
    m_insightsMonth = -1;
    m_insightsError.clear();
    if (session) {
        const client::BillingStore *billing = &session->billing();
        connect(billing, &client::BillingStore::accountChanged, this,
                &DashboardTiles::updateAccount);
        connect(billing, &client::BillingStore::budgetsChanged, this,
                &DashboardTiles::updateBudgets);
        const client::InstanceStore *instances = &session->instances();
        const auto later = [this] { m_instancesDirty.start(); };
        connect(instances, &client::InstanceStore::replaced, this, later);
        connect(instances, &client::InstanceStore::instanceAdded, this, later);
        connect(instances, &client::InstanceStore::instanceRemoved, this, later);
        connect(instances, &client::InstanceStore::metricsUpdated, this, later);
        connect(instances, &client::InstanceStore::instanceChanged, this,
                [this](const std::string &, unsigned changes) {
                    if (changes
                        & (client::InstanceStore::StateChange | client::InstanceStore::LiveChange
                           | client::InstanceStore::PlacementChange))
                        m_instancesDirty.start();
                });
    }
    retranslate();
}

QString DashboardTiles::currency() const
{
    return QString::fromStdString(m_session ? m_session->billing().currency() : "CNY");
}

void DashboardTiles::refresh()
{
    refreshToday();
    refreshInsights();
}

void DashboardTiles::refreshToday()
{
    if (!m_client || !m_session)
        return;
    const std::int64_t now = m_session->platformNow();
    const QTimeZone zone = shownTimeZone();
    const auto window = dashboard::todayWindow(now, zone);
    m_todayAnswers.next(); // a newer request supersedes what is on its way
    const std::int64_t day = window.from;
    if (day != m_todayDay || zone != m_todayZone)
        m_today.reset(); // yesterday's figure is not today's
    m_todayDay = day;
    m_todayZone = zone;
    m_client->call(client::ops::getBillingUsage(dashboard::usageQuery(window, "backend")), this,
                   m_todayAnswers.guard([this, day](api::Result<api::UsageReport> result) {
                       onToday(day, std::move(result));
                   }));
    const std::int64_t month = monthStartUtc(now);
    if (m_beforeTodayDay != day || m_beforeTodayMonth != month) {
        // Between the month's start and today's: asked once a day (and once a month, which may
        // begin within a day of another zone than UTC).
        m_beforeToday.reset();
        m_beforeTodayDay = day;
        m_beforeTodayMonth = month;
        const auto before = dashboard::monthBeforeToday(now, zone);
        if (before.from == before.to) {
            m_beforeToday = 0;
        } else {
            // Today began before the month did (east of UTC on the 1st): the month to date is
            // less than today's spend by what came before the month's start.
            const int sign = day < month ? -1 : 1;
            m_client->call(client::ops::getBillingUsage(dashboard::usageQuery(before, "backend")),
                           this, [this, day, month, sign](api::Result<api::UsageReport> result) {
                               const bool current
                                   = day == m_beforeTodayDay && month == m_beforeTodayMonth;
                               if (current && result)
                                   m_beforeToday = sign * result->totalCostMicros;
                               else if (current)
                                   m_beforeTodayDay = -1; // asked again on the next refresh
                               updateToday();
                           });
        }
    }
    updateToday();
}

void DashboardTiles::onToday(std::int64_t day, api::Result<api::UsageReport> result)
{
    m_todayFailed = !result;
    if (result)
        m_today = std::move(result).value();
    else
        Q_EMIT message(tr("Could not load today's spend: %1").arg(errorText(result.error())), true,
                       errorDetails(result.error()));
    m_todayDay = day;
    updateToday();
}

void DashboardTiles::refreshInsights()
{
    if (!m_client || !m_session)
        return;
    const std::int64_t month = monthStartUtc(m_session->platformNow());
    m_insightsAnswers.next(); // a newer request supersedes what is on its way
    if (month != m_insightsMonth)
        m_insights.reset(); // last month's figures are not this month's
    m_insightsMonth = month;
    // No range: the platform's current UTC month up to its now.
    m_client->call(client::ops::getBillingInsights({}), this,
                   m_insightsAnswers.guard([this, month](api::Result<api::Insights> result) {
                       onInsights(month, std::move(result));
                   }));
    updateInsights();
}

void DashboardTiles::onInsights(std::int64_t month, api::Result<api::Insights> result)
{
    if (result) {
        m_insights = std::move(result).value();
        m_insightsError.clear();
    } else {
        m_insightsError = errorText(result.error());
        Q_EMIT message(
            tr("Could not load this month's idle cost and sleep savings: %1").arg(m_insightsError),
            true, errorDetails(result.error()));
    }
    m_insightsMonth = month;
    updateInsights();
    updateThroughput();
}

QString DashboardTiles::forecastToolTip(const api::Account &a) const
{
    const QString cur = currency();
    QStringList parts;
    parts << tr("The platform's forecast of the whole month's spend: the month to date, plus the "
                "storage billing now until the month end, plus each instance's compute until the "
                "month end or until its schedule or a stopping budget ends it. An instance with "
                "auto-sleep counts at the share of its time this month that was billed; a "
                "sleeping or stopped one adds its storage only.");
    // Why the interval is as wide as it is, in this month's figures.
    const double daysLeft = double(std::max<std::int64_t>(
                                0, monthStartUtc(monthStartUtc(a.asOf.unixSeconds) + 32 * 86400)
                                       - a.asOf.unixSeconds))
                            / 86400.0;
    QString interval
        = tr("80 % interval: %1 – %2.")
              .arg(formatMoney(a.forecastLowMicros, cur), formatMoney(a.forecastHighMicros, cur));
    if (a.dailySpreadMicros)
        interval += QLatin1Char(' ')
                    + tr("This month a day's spend has varied by %1 (one standard deviation) and "
                         "%2 days are left: the range is 1.28 × %1 × √%2 on each side, so it "
                         "narrows as the month goes on.")
                          .arg(formatMoney(*a.dailySpreadMicros, cur), formatNumber(daysLeft, 1));
    else
        interval += QLatin1Char(' ')
                    + tr("Fewer than two days of spend this month to measure how it varies: the "
                         "range assumes a quarter of a day's compute, over the %1 days left.")
                          .arg(formatNumber(daysLeft, 1));
    parts << interval;
    parts << tr("It never goes below the month to date plus the storage until the month end: "
                "what the month costs if every instance stops now.");
    if (a.forecastCeilingMicros) {
        parts << (a.forecastHighMicros >= *a.forecastCeilingMicros
                      ? tr("Its top, %1, is the most the instances running now can bill: all the "
                           "time until the month end, their schedules or their budgets' stops. "
                           "More can only come from instances not launched yet.")
                      : tr("Nor can it go above %1, the most the instances running now can bill: "
                           "all the time until the month end, their schedules or their budgets' "
                           "stops."))
                     .arg(formatMoney(*a.forecastCeilingMicros, cur));
        // The platform stops all compute when the funds are spent: a top at or past the month
        // to date plus the funds left is where they run out.
        const std::int64_t funds = std::max<std::int64_t>(0, a.balanceMicros + a.creditMicros);
        if (funds > 0 && a.burnRatePerHourMicros > 0
            && *a.forecastCeilingMicros - a.monthToDateMicros >= funds)
            parts << tr("The funds left, %1, run out before the month ends at this rate. The "
                        "platform then stops all compute, so no more compute than %1 is counted; "
                        "add funds to keep the instances running.")
                         .arg(formatMoney(funds, cur));
    }
    parts << tr("Click to open Billing.");
    return parts.join(QStringLiteral("\n\n"));
}

void DashboardTiles::updateAccount()
{
    const auto fundsTip = [this](const QString &lasts) {
        return tr("The prepaid balance plus the promotional credit left (credit is spent "
                  "first). Shown in red when it would not last a day at the current burn "
                  "rate.%1")
            .arg(lasts);
    };
    const auto *account = m_session ? &m_session->billing().account() : nullptr;
    if (!account || !*account) {
        for (DashboardTile *t : {m_burn, m_month, m_forecast, m_funds}) {
            t->setValue(noFigure());
            t->setDetail(QString());
        }
        m_funds->setToolTip(fundsTip(QString()));
        updateBudgets();
        return;
    }
    const api::Account &a = **account;
    const QString cur = currency();
    const std::int64_t burn = a.burnRatePerHourMicros;
    m_burn->setValue(tr("%1/h").arg(formatMoney(burn, cur)));
    // Per second while that reads (¥0.0001 or more), else per minute.
    m_burn->setDetail(burn >= 360 ? tr("%1/s").arg(formatMoney(std::llround(burn / 3600.0), cur))
                                  : tr("%1/min").arg(formatMoney(std::llround(burn / 60.0), cur)));
    m_month->setValue(formatMoney(a.monthToDateMicros, cur));
    m_month->setDetail(tr("Since %1").arg(formatSince(monthStartUtc(a.asOf.unixSeconds))));
    m_forecast->setValue(formatMoney(a.forecastMonthEndMicros, cur));
    m_forecast->setDetail(
        tr("80 %: %1 – %2")
            .arg(formatMoney(a.forecastLowMicros, cur), formatMoney(a.forecastHighMicros, cur)));
    m_forecast->setToolTip(forecastToolTip(a));
    const std::int64_t funds = a.balanceMicros + a.creditMicros;
    // Red when less than a day of the current burn is left.
    const bool low = funds <= 0 || (burn > 0 && funds < burn * 24);
    m_funds->setValue(formatMoney(funds, cur), low ? TextTone::Error : TextTone::Normal);
    m_funds->setDetail(
        tr("Balance %1 · credit %2")
            .arg(formatMoney(a.balanceMicros, cur), formatMoney(a.creditMicros, cur)));
    QString lasts;
    if (burn > 0 && funds > 0)
        lasts = tr("\n\nAt the current burn rate this lasts about %1.")
                    .arg(formatDuration(std::int64_t(double(funds) / double(burn) * 3600.0)));
    m_funds->setToolTip(fundsTip(lasts));

    // A new day (the platform's clock, which a simulator may move fast): today's figure is old;
    // a new month: so are the month's insights.
    const std::int64_t now = m_session->platformNow();
    if (m_todayDay >= 0
        && (dayStartIn(now, shownTimeZone()) != m_todayDay
            || monthStartUtc(now) != m_beforeTodayMonth))
        refreshToday();
    else
        updateToday();
    if (m_insightsMonth >= 0 && monthStartUtc(now) != m_insightsMonth)
        refreshInsights();
    updateBudgets();
}

void DashboardTiles::updateInstances()
{
    updateThroughput();
    if (!m_session) {
        m_running->setValue(noFigure());
        m_running->setDetail(QString());
        return;
    }
    const auto &all = m_session->instances().all();
    const auto running = dashboard::runningByBackend(all);
    int total = 0;
    QStringList parts;
    for (const auto &[backend, count] : running) {
        total += count;
        parts << tr("%1 %2").arg(backendText(backend), QLocale().toString(count));
    }
    m_running->setValue(QLocale().toString(total));
    m_running->setDetail(parts.isEmpty() ? tr("Nothing running") : parts.join(tr(" · ")));
}

void DashboardTiles::updateThroughput()
{
    if (!m_session) {
        m_throughput->setText(tr("Throughput: not connected"));
        return;
    }
    // Now: from the running instances. This month: the platform's compute ÷ tokens.
    const auto now = dashboard::throughputByBackend(m_session->instances().all());
    std::map<api::Backend, std::int64_t> month;
    const QString cur = m_insights ? QString::fromStdString(m_insights->currency) : currency();
    if (m_insights) {
        for (const auto &g : m_insights->backends) {
            if (g.backend && g.costPer1mTokensMicros)
                month[*g.backend] = *g.costPer1mTokensMicros;
        }
    }
    std::set<api::Backend> backends;
    for (const auto &[backend, t] : now)
        backends.insert(backend);
    for (const auto &[backend, micros] : month)
        backends.insert(backend);
    QStringList rates;
    for (const api::Backend backend : backends) {
        const auto live = now.find(backend);
        const auto cost = month.find(backend);
        const QString name = backendText(backend);
        if (live != now.end() && cost != month.end())
            rates << tr("%1 %2 tokens/s now · %3 per 1M tokens this month")
                         .arg(name, formatNumber(live->second.tokensPerS, 0),
                              formatMoney(cost->second, cur));
        else if (live != now.end())
            rates << tr("%1 %2 tokens/s now").arg(name, formatNumber(live->second.tokensPerS, 0));
        else
            rates << tr("%1 %2 per 1M tokens this month").arg(name, formatMoney(cost->second, cur));
    }
    m_throughput->setText(rates.isEmpty()
                              ? tr("Throughput: no running instance is producing tokens.")
                              : tr("Throughput: %1").arg(rates.join(tr("; "))));
}

void DashboardTiles::updateBudgets()
{
    if (!m_session) {
        m_budgets->setValue(noFigure());
        m_budgets->setDetail(QString());
        m_budgets->setToolTip(tr("Budgets at risk: not connected"));
        return;
    }
    const auto &billing = m_session->billing();
    const auto risks = dashboard::budgetsAtRisk(billing.budgets(), billing.account());
    const int total = int(billing.budgets().size());
    m_budgets->setValue(QLocale().toString(int(risks.size())),
                        risks.empty() ? TextTone::Normal : TextTone::Warning);
    m_budgets->setDetail(total == 0 ? tr("No budget set")
                                    : tr("of %n budget(s) this month", nullptr, total));
    const QString cur = currency();
    QStringList lines;
    for (const auto &r : risks)
        lines << tr("• %1: %2 of %3 spent (%4 %), forecast %5")
                     .arg(QString::fromStdString(r.budget->name),
                          formatMoney(r.budget->spentMicros, cur),
                          formatMoney(r.budget->amountMicros, cur), formatNumber(r.spentPct, 0),
                          formatMoney(r.forecastMicros, cur));
    m_budgets->setToolTip(
        tr("Budgets spent to %1 % or more of their amount, or whose spend this month scaled by "
           "the account's forecast passes it. Click to open the budgets.%2")
            .arg(formatNumber(dashboard::kRiskPct, 0),
                 lines.isEmpty() ? QString()
                                 : QStringLiteral("\n\n") + lines.join(QLatin1Char('\n'))));
}

void DashboardTiles::updateToday()
{
    if (!m_session || !m_today) {
        m_todayTile->setValue(noFigure());
        m_todayTile->setDetail(!m_session      ? QString()
                               : m_todayFailed ? tr("Could not load")
                                               : tr("Loading…"));
        m_todayTile->setToolTip(tr("Spend since 00:00 of today (%1), from the platform's usage "
                                   "report. Click to open Billing.")
                                    .arg(timeZoneText(m_session ? m_session->platformNow() : 0)));
        return;
    }
    const QString cur = QString::fromStdString(m_today->currency);
    // The account's month to date less the month before today, once both are known and of
    // today; until then the report's total.
    const auto &account = m_session->billing().account();
    const bool live = account && m_beforeToday && m_beforeTodayDay == m_todayDay
                      && m_beforeTodayMonth == monthStartUtc(account->asOf.unixSeconds)
                      && dayStartIn(account->asOf.unixSeconds, m_todayZone) == m_todayDay;
    // The parts add up to the whole: the report's groups, and what was billed since it.
    const dashboard::Breakdown b = dashboard::todayBreakdown(
        *m_today,
        live ? std::optional(std::max<std::int64_t>(0, account->monthToDateMicros - *m_beforeToday))
             : std::nullopt);
    m_todayTile->setValue(formatMoney(b.whole, cur));
    QStringList parts;
    for (const auto &[key, micros] : b.parts) {
        const auto backend = api::enumFromString<api::Backend>(key);
        parts << tr("%1 %2").arg(key.empty() ? tr("Storage") : backendText(backend),
                                 formatMoney(micros, cur));
    }
    if (b.others > 0)
        parts << tr("others %1").arg(formatMoney(b.others, cur));
    if (b.since > 0)
        parts << tr("since %1 %2")
                     .arg(formatClock(std::min(m_today->to.unixSeconds, m_session->platformNow())),
                          formatMoney(b.since, cur));
    m_todayTile->setDetail(parts.isEmpty() ? tr("Nothing spent yet") : parts.join(tr(" · ")));
    m_todayTile->setToolTip(
        tr("Spend since the start of the day %1: the month to date less the month "
           "before today, so it follows every billing tick. By backend as the platform's usage "
           "report said at %2 (fetched again every minute while the dashboard is shown). Click "
           "to open Billing.")
            .arg(formatDay(m_todayDay),
                 formatClock(std::min(m_today->to.unixSeconds, m_session->platformNow()))));
}

void DashboardTiles::updateInsights()
{
    QString extra;
    if (m_insights)
        extra
            = tr("\n\nSince %1, as the platform's insights said at %2 (whole UTC hours; "
                 "fetched again every minute while the dashboard is shown).")
                  .arg(formatSince(m_insights->from.unixSeconds),
                       formatClock(std::min(m_insights->to.unixSeconds, m_session->platformNow())));
    if (!m_insightsError.isEmpty())
        extra += tr("\n\nThe latest fetch failed: %1").arg(m_insightsError);
    m_idle->setToolTip(
        tr("Compute billed this month while an instance's utilisation stayed under its "
           "auto-sleep threshold: what auto-sleep would have caught. Click to open "
           "Instances.%1")
            .arg(extra));
    m_savings->setToolTip(
        tr("What sleep saved this month: for every second an instance slept, the compute it "
           "would have billed running, at its price. Click to open Billing.%1")
            .arg(extra));
    const QString reference
        = m_insights ? acceleratorName(m_session, m_insights->reference.accelerator) : QString();
    m_chips->setToolTip(
        tr("What the choice of chips saved this month: what every running second would have "
           "cost on one %1 at today's price, minus what it cost. Below zero where the work ran "
           "on something dearer (such as eight chips at once). Seed 003 compares a whole "
           "pipeline with \"one H100 throughout\" in the same way. Click to open Billing.%2")
            .arg(reference.isEmpty() ? tr("reference chip") : reference, extra));
    if (!m_session || !m_insights) {
        for (DashboardTile *t : {m_idle, m_savings, m_chips}) {
            t->setValue(noFigure());
            t->setDetail(!m_session                   ? QString()
                         : !m_insightsError.isEmpty() ? tr("Could not load")
                                                      : tr("Loading…"));
        }
        return;
    }
    const QString cur = QString::fromStdString(m_insights->currency);
    const api::InsightGroup &total = m_insights->total;
    m_idle->setValue(formatMoney(total.idleMicros, cur));
    const auto idle = dashboard::sharePct(total.idleMicros, total.computeMicros);
    m_idle->setDetail(idle ? tr("%1 % of compute").arg(percentText(*idle))
                           : tr("No compute billed this month"));
    m_savings->setValue(formatMoney(total.sleepSavedMicros, cur));
    const auto saved
        = dashboard::sharePct(total.sleepSavedMicros, total.computeMicros + total.sleepSavedMicros);
    m_savings->setDetail(saved ? tr("%1 % of what compute would have cost").arg(percentText(*saved))
                               : tr("No compute billed this month"));
    const std::int64_t chose = total.referenceMicros - total.computeMicros;
    // A choice that cost more is said as what it is, not as a negative saving.
    m_choseDearer = chose < 0;
    m_chips->setCaption(chipsCaption());
    m_chips->setValue(formatMoney(chose < 0 ? -chose : chose, cur),
                      chose < 0 ? TextTone::Warning : TextTone::Normal);
    const auto chosePct = dashboard::sharePct(chose, total.referenceMicros);
    if (!chosePct) {
        m_chips->setDetail(tr("No compute billed this month"));
    } else {
        const QString price = formatMoney(m_insights->reference.pricePerHourMicros, cur);
        m_chips->setDetail(chose >= 0 ? tr("%1 % less than one %2 for the same hours (%3/h)")
                                            .arg(percentText(*chosePct), reference, price)
                                      : tr("%1 (%2 %) more than one %3 for the same hours (%4/h)")
                                            .arg(formatMoney(-chose, cur), percentText(-*chosePct),
                                                 reference, price));
    }
}

QString DashboardTiles::chipsCaption() const
{
    return m_choseDearer ? tr("Extra cost of chip choice") : tr("Saved by chip choice");
}

void DashboardTiles::retranslate()
{
    m_running->setCaption(tr("Running instances"));
    m_running->setToolTip(tr("Instances running now (compute billing), by backend. Click to "
                             "open Instances."));
    m_burn->setCaption(tr("Burn rate now"));
    m_burn->setToolTip(tr("What everything billing now costs per hour and per second: the "
                          "compute of running instances and all storage. Updated every "
                          "billing tick. Click to open Billing."));
    m_todayTile->setCaption(tr("Spent today"));
    m_month->setCaption(tr("Month to date"));
    m_month->setToolTip(tr("Spend since the start of the calendar month, as the platform bills "
                           "it: months begin at 00:00 UTC. Click to open Billing."));
    m_forecast->setCaption(tr("Forecast month end"));
    m_funds->setCaption(tr("Balance and credit"));
    m_budgets->setCaption(tr("Budgets at risk"));
    m_idle->setCaption(tr("Idle cost this month"));
    m_savings->setCaption(tr("Saved by sleep"));
    m_chips->setCaption(chipsCaption());
    m_throughput->setToolTip(
        tr("Per backend: the tokens per second its running instances produce now, and what "
           "its compute cost per million tokens this month, from the platform's insights: "
           "compute billed ÷ tokens produced × 1,000,000. Backends that produced no tokens "
           "are left out."));
    updateAccount();
    updateInstances();
    updateToday();
    updateInsights();
}

void DashboardTiles::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Also after another time zone was chosen: today is another span of time.
        if (m_session && m_todayDay >= 0 && shownTimeZone() != m_todayZone)
            refreshToday();
        retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace polychip::ui
