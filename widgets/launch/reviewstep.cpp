// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The review step of the launch wizard: the spec, its cost, the balance and the budgets.
#include "reviewstep.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "launchplan.h"
#include "launchwizard.h"
#include "quoter.h"
#include "quotetablemodel.h"
#include "session.h"

#include <QDateTime>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString row(const QString &key, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
        .arg(key.toHtmlEscaped(), value);
}

} // namespace

ReviewStep::ReviewStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_summary(new QLabel(this))
    , m_cost(new QLabel(this))
    , m_funds(new QLabel(this))
    , m_budgets(new QTreeWidget(this))
    , m_warning(new QLabel(this))
{
    setObjectName(QStringLiteral("reviewStep"));
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cost->setObjectName(QStringLiteral("reviewCost"));
    m_cost->setWordWrap(true);
    m_funds->setObjectName(QStringLiteral("reviewFunds"));
    m_funds->setWordWrap(true);
    m_budgets->setObjectName(QStringLiteral("reviewBudgets"));
    m_budgets->setRootIsDecorated(false);
    m_budgets->setColumnCount(4);
    m_budgets->header()->setStretchLastSection(true);
    m_budgets->setColumnWidth(0, 200);
    m_budgets->setColumnWidth(1, 160);
    m_budgets->setColumnWidth(2, 160);
    m_budgets->setMaximumHeight(130);
    m_warning->setObjectName(QStringLiteral("reviewWarning"));
    m_warning->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_cost);
    layout->addWidget(m_funds);
    layout->addWidget(m_budgets);
    layout->addWidget(m_warning);
    layout->addStretch(1);

    connect(&m_wizard->quoter(), &Quoter::updated, this, [this] {
        if (m_wizard->currentPage() == this)
            update();
    });
    connect(&m_wizard->quoter(), &Quoter::busyChanged, this, &QWizardPage::completeChanged);
    // A top-up or a new budget changes the verdict while the page is open.
    const auto refresh = [this] {
        if (m_wizard->currentPage() == this)
            update();
    };
    const client::BillingStore *billing = &m_wizard->session().billing();
    connect(billing, &client::BillingStore::accountChanged, this, refresh);
    connect(billing, &client::BillingStore::budgetsChanged, this, refresh);
    retranslate();
}

void ReviewStep::retranslate()
{
    setTitle(tr("Review"));
    setSubTitle(tr("Everything about the launch, what it costs and what it does to your "
                   "balance and budgets. Nothing is launched before you click Launch."));
    setButtonText(QWizard::NextButton, tr("&Launch"));
    m_budgets->setAccessibleName(tr("Budgets"));
    m_budgets->setHeaderLabels(
        {tr("Budget"), tr("Spent of amount"), tr("After this launch"), tr("Alert")});
    if (isVisible())
        update();
}

void ReviewStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void ReviewStep::initializePage()
{
    // The data step can change the memory fit (model, snapshot): quote the final spec now.
    m_wizard->quoter().request(m_wizard->quoteSpec());
    m_wizard->quoter().requestNow();
    update();
}

void ReviewStep::update()
{
    const Quoter &q = m_wizard->quoter();
    m_refused = false;
    m_budgets->clear();
    m_warning->clear();
    setTextTone(m_funds, TextTone::Normal);
    const auto spec = m_wizard->launchSpec();
    if (q.busy() || !spec) {
        m_summary->setText(q.error() ? tr("No quote: %1").arg(errorText(*q.error()))
                                     : tr("Getting the final quote…"));
        m_cost->clear();
        m_funds->clear();
        Q_EMIT completeChanged();
        return;
    }
    const api::Quote &quote = *q.quote();
    const api::QuoteOption &p = quote.placement;
    const client::Session &session = m_wizard->session();
    // The platform's clock (simulated time may run ahead); this computer's until it is known.
    const std::int64_t now
        = session.platformTime() > 0 ? session.platformTime() : QDateTime::currentSecsSinceEpoch();
    const client::PlannedCost planned = client::plannedCost(p, spec->schedule, now);

    m_summary->setText(summaryHtml(*spec, p));
    m_cost->setText(costText(quote, planned));
    showFunds(quote, planned);
    QStringList warnings = placementWarnings(*spec, p);
    warnings << showBudgets(*spec, quote, planned);
    m_warning->setText(warnings.join(QLatin1Char('\n')));
    setTextTone(m_warning, TextTone::Warning);
    Q_EMIT completeChanged();
}

QString ReviewStep::summaryHtml(const api::LaunchSpec &spec, const api::QuoteOption &p) const
{
    const client::Session &session = m_wizard->session();
    QString placement
        = tr("%1 × %2 (%3, %4)")
              .arg(p.count)
              .arg(acceleratorName(&session, p.accelerator).toHtmlEscaped(), backendText(p.backend),
                   regionName(&session, p.region).toHtmlEscaped());
    if (m_wizard->placementMode() == PlacementMode::Cheapest)
        placement = tr("Auto, the cheapest that fits: %1").arg(placement);
    else if (m_wizard->placementMode() == PlacementMode::Compute)
        placement = tr("At least %1 CU/h: %2")
                        .arg(formatNumber(m_wizard->draft().cuPerHour.value_or(0), 0), placement);
    const api::Template *t = m_wizard->chosenTemplate();
    const auto nameOf = [](const auto &list, const std::string &id) {
        for (const auto &x : list) {
            if (x.id == id)
                return QString::fromStdString(x.name);
        }
        return QString::fromStdString(id);
    };
    QStringList datasets;
    for (const auto &id : spec.datasetIds)
        datasets << nameOf(m_wizard->datasets(), id).toHtmlEscaped();
    QStringList volumes;
    for (const auto &id : spec.volumeIds) {
        const api::Volume *v = session.storage().volume(id);
        volumes << esc(v ? v->name : id);
    }
    if (const auto &nv = m_wizard->newVolume())
        volumes << tr("new: %1 (%2 GiB)").arg(esc(nv->name)).arg(nv->sizeGib);
    QString image = tr("default for %1").arg(backendText(p.backend));
    if (spec.imageId)
        image = nameOf(m_wizard->images(), *spec.imageId).toHtmlEscaped();
    QString snapshot = tr("none");
    if (spec.fromSnapshotId) {
        const api::Snapshot *s = session.storage().snapshot(*spec.fromSnapshotId);
        snapshot = s ? tr("%1 (step %2)").arg(esc(s->name)).arg(s->checkpointStep)
                     : esc(*spec.fromSnapshotId);
    }
    const api::AutoSleep sleep = spec.autoSleep.value_or(api::AutoSleep{});
    const api::Schedule schedule = spec.schedule.value_or(api::Schedule{});
    QString stop = tr("never (by hand)");
    const bool checkpoint = schedule.checkpointBeforeStop;
    if (schedule.stopAt) {
        const QString at = formatMoment(schedule.stopAt->unixSeconds);
        stop = checkpoint ? tr("at %1, with a checkpoint first").arg(at)
                          : tr("at %1, without a checkpoint").arg(at);
    } else if (schedule.maxRuntimeS) {
        const QString after = formatDuration(*schedule.maxRuntimeS);
        stop = checkpoint ? tr("after %1 of running, with a checkpoint first").arg(after)
                          : tr("after %1 of running, without a checkpoint").arg(after);
    }
    const auto project = spec.labels.find("project");
    QString html = QStringLiteral("<table>");
    html += row(tr("Name"), esc(spec.name));
    html += row(tr("Project"), project != spec.labels.end() ? esc(project->second) : tr("none"));
    html += row(tr("Template"), t ? esc(t->name) : tr("none (blank)"));
    html += row(tr("Placement"), placement);
    html += row(tr("Image"), image);
    html
        += row(tr("Model"), spec.modelId ? nameOf(m_wizard->models(), *spec.modelId).toHtmlEscaped()
                                         : tr("none"));
    html += row(tr("Datasets"),
                datasets.isEmpty() ? tr("none") : datasets.join(QStringLiteral(", ")));
    html += row(tr("Volumes"), volumes.isEmpty() ? tr("none") : volumes.join(QStringLiteral(", ")));
    html += row(tr("Start from snapshot"), snapshot);
    html += row(tr("Auto-sleep"), sleep.enabled
                                      ? tr("below %1 % for %2 min")
                                            .arg(formatNumber(sleep.utilizationBelowPct, 0))
                                            .arg(sleep.forMinutes)
                                      : tr("off"));
    html += row(tr("Stop"), stop);
    html += row(tr("Memory"), memoryFitText(p.memoryFit).toHtmlEscaped());
    html += QStringLiteral("</table>");
    return html;
}

QString ReviewStep::costText(const api::Quote &quote, const client::PlannedCost &planned) const
{
    const api::QuoteOption &p = quote.placement;
    const QString cur = QString::fromStdString(quote.currency);
    const QString price
        = p.tokensPerS > 0
              ? tr("%1 per hour, about %2 tokens/s.")
                    .arg(formatMoney(p.pricePerHourMicros, cur), formatNumber(p.tokensPerS, 0))
              : tr("%1 per hour.").arg(formatMoney(p.pricePerHourMicros, cur));
    QString estimate;
    switch (planned.basis) {
    case client::CostBasis::TokenBudget:
        estimate = tr("Estimated %1 to train the %2 tokens of the token budget, in about %3.")
                       .arg(formatMoney(planned.micros, cur),
                            formatNumber(double(quote.tokenBudget.value_or(0)), 0),
                            formatDuration(planned.seconds));
        break;
    case client::CostBasis::Runtime:
        estimate = tr("Estimated %1 until the scheduled stop, %2 from the start.")
                       .arg(formatMoney(planned.micros, cur), formatDuration(planned.seconds));
        break;
    case client::CostBasis::Day:
        estimate = tr("Estimated %1 for one day of running (nothing stops it on its own).")
                       .arg(formatMoney(planned.micros, cur));
        break;
    }
    return price + QLatin1Char(' ') + estimate;
}

QStringList ReviewStep::placementWarnings(const api::LaunchSpec &spec, const api::QuoteOption &p)
{
    QStringList warnings;
    if (p.queues && spec.queueTimeoutS.value_or(3600) <= 0)
        warnings << tr("No capacity is free now and the launch is set not to wait: the platform "
                       "will refuse it. Allow a wait on the schedule step, or choose another "
                       "placement.");
    else if (p.queues)
        warnings << tr("No capacity is free now: the instance waits up to %1, then fails.")
                        .arg(formatDuration(spec.queueTimeoutS.value_or(3600)));
    if (p.memoryFit.mode == api::FitMode::CpuOffload)
        warnings << tr("The workload runs with CPU offload, at a fraction of native speed.");
    return warnings;
}

void ReviewStep::showFunds(const api::Quote &quote, const client::PlannedCost &planned)
{
    const api::QuoteOption &p = quote.placement;
    const QString cur = QString::fromStdString(quote.currency);
    const client::Session &session = m_wizard->session();
    if (const auto &account = session.billing().account()) {
        const client::FundsCheck funds
            = client::checkFunds(*account, p.pricePerHourMicros, planned.micros);
        const QString available = formatMoney(funds.availableMicros, cur);
        switch (funds.state) {
        case client::FundsState::Refused:
            m_refused = true;
            m_funds->setText(tr("Funds are short: the balance and credit (%1) do not cover 10 "
                                "minutes at %2 per hour, so the platform would refuse the launch. "
                                "Top up the account or choose a cheaper placement.")
                                 .arg(available, formatMoney(p.pricePerHourMicros, cur)));
            setTextTone(m_funds, TextTone::Error);
            break;
        case client::FundsState::Short:
            m_funds->setText(tr("Balance and credit: %1, which lasts about %2 at this price, less "
                                "than the estimate. Instances stop when the funds run out.")
                                 .arg(available, formatDuration(funds.coversSeconds)));
            setTextTone(m_funds, TextTone::Warning);
            break;
        case client::FundsState::Enough:
            m_funds->setText(
                tr("Balance and credit: %1; %2 after the estimate. The burn rate "
                   "goes from %3 to %4 per hour.")
                    .arg(available, formatMoney(funds.availableMicros - planned.micros, cur),
                         formatMoney(account->burnRatePerHourMicros, cur),
                         formatMoney(account->burnRatePerHourMicros + p.pricePerHourMicros, cur)));
            break;
        }
    } else {
        m_funds->setText(tr("The balance is not known yet."));
    }
}

QStringList ReviewStep::showBudgets(const api::LaunchSpec &spec,
                                    const api::Quote &quote,
                                    const client::PlannedCost &planned)
{
    const QString cur = QString::fromStdString(quote.currency);
    const client::Session &session = m_wizard->session();
    QStringList warnings;
    const auto effects
        = client::budgetEffects(session.billing().budgets().all(), spec.labels, planned.micros);
    for (const auto &e : effects) {
        QStringList pcts;
        for (double pct : e.crossedPct)
            pcts << tr("%1 %").arg(formatNumber(pct, 0));
        const QString crossed = pcts.join(QStringLiteral(", "));
        QString alert = tr("no threshold crossed");
        if (e.stops) {
            alert = tr("reaches 100 %: instances in its scope are stopped");
        } else if (!e.crossedPct.empty()) {
            alert = e.exceeds ? tr("crosses %1 and exceeds the amount").arg(crossed)
                              : tr("crosses %1").arg(crossed);
        } else if (e.exceeds) {
            alert = tr("exceeds the amount");
        } else if (e.alreadyOver) {
            // Nothing left to cross: it is past its amount already, and this adds to it.
            alert = tr("already at %1 %: adds to the overspend").arg(formatNumber(e.spentPct, 0));
        }
        auto *item = new QTreeWidgetItem(
            m_budgets,
            {QString::fromStdString(e.name),
             tr("%1 of %2").arg(formatMoney(e.spentMicros, cur), formatMoney(e.amountMicros, cur)),
             formatMoney(e.afterMicros, cur), alert});
        if (e.alreadyOver && !e.stops) {
            item->setForeground(3, textColor(TextTone::Warning));
            warnings << tr("Budget “%1” is already past its amount (%2 %); this launch adds to it.")
                            .arg(QString::fromStdString(e.name), formatNumber(e.spentPct, 0));
        } else if (e.stops || !e.crossedPct.empty() || e.exceeds) {
            item->setForeground(3, textColor(e.stops ? TextTone::Error : TextTone::Warning));
            const QString name = QString::fromStdString(e.name);
            if (e.stops)
                warnings << tr("Budget “%1” would reach 100 %, and its action stops the instances "
                               "in its scope.")
                                .arg(name);
            else if (e.exceeds && !pcts.isEmpty())
                warnings << tr("Budget “%1”: this launch crosses its alert thresholds (%2) and "
                               "goes past its amount.")
                                .arg(name, crossed);
            else if (e.exceeds)
                warnings << tr("Budget “%1”: this launch goes past its amount.").arg(name);
            else
                warnings << tr("Budget “%1”: this launch crosses its alert thresholds (%2).")
                                .arg(name, crossed);
        }
    }
    if (effects.empty())
        new QTreeWidgetItem(m_budgets, {tr("No budget covers this instance"), {}, {}, {}});
    return warnings;
}

bool ReviewStep::isComplete() const
{
    const Quoter &q = m_wizard->quoter();
    return !q.busy() && q.quote() && q.quote()->placement.memoryFit.fits && !m_refused
           && !m_wizard->draft().name.empty();
}

} // namespace polychip::ui
