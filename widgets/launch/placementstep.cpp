// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The placement step of the launch wizard: the choice of accelerators with a live quote.
#include "placementstep.h"

#include "kit/viewkeys.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "launchplan.h"
#include "launchwizard.h"
#include "quoter.h"
#include "quotetablemodel.h"
#include "session.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QShortcut>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

QString currencyOf(const client::Session &session)
{
    return QString::fromStdString(session.billing().currency());
}

} // namespace

PlacementStep::PlacementStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_modes(new QButtonGroup(this))
    , m_manual(new QRadioButton(this))
    , m_cheapest(new QRadioButton(this))
    , m_compute(new QRadioButton(this))
    , m_backend(new QComboBox(this))
    , m_accelerator(new QComboBox(this))
    , m_count(new QComboBox(this))
    , m_cu(new QDoubleSpinBox(this))
    , m_backendLabel(new QLabel(this))
    , m_acceleratorLabel(new QLabel(this))
    , m_countLabel(new QLabel(this))
    , m_status(new QLabel(this))
    , m_price(new QLabel(this))
    , m_cuFigure(new QLabel(this))
    , m_tokens(new QLabel(this))
    , m_memory(new QLabel(this))
    , m_capacity(new QLabel(this))
    , m_budget(new QLabel(this))
    , m_alternativesLabel(new QLabel(this))
    , m_alternatives(new QTableView(this))
    , m_model(new QuoteTableModel(this))
{
    setUpChoices();
    setUpAlternatives();
    layOut();
    connectChoices();
    retranslate();
}

void PlacementStep::setUpChoices()
{
    setObjectName(QStringLiteral("placementStep"));
    m_manual->setObjectName(QStringLiteral("modeManual"));
    m_cheapest->setObjectName(QStringLiteral("modeCheapest"));
    m_compute->setObjectName(QStringLiteral("modeCompute"));
    m_modes->addButton(m_manual, int(PlacementMode::Manual));
    m_modes->addButton(m_cheapest, int(PlacementMode::Cheapest));
    m_modes->addButton(m_compute, int(PlacementMode::Compute));
    m_backend->setObjectName(QStringLiteral("backendCombo"));
    m_accelerator->setObjectName(QStringLiteral("acceleratorCombo"));
    m_count->setObjectName(QStringLiteral("countCombo"));
    m_cu->setObjectName(QStringLiteral("cuSpin"));
    m_cu->setRange(1, 1e7);
    m_cu->setDecimals(0);
    m_cu->setSingleStep(100);
    m_cu->setValue(2000);
    m_backendLabel->setBuddy(m_backend);
    m_acceleratorLabel->setBuddy(m_accelerator);
    m_countLabel->setBuddy(m_count);
    m_status->setObjectName(QStringLiteral("quoteStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_price->setObjectName(QStringLiteral("quotePrice"));
    m_cuFigure->setObjectName(QStringLiteral("quoteCu"));
    m_tokens->setObjectName(QStringLiteral("quoteTokens"));
    m_memory->setObjectName(QStringLiteral("quoteMemory"));
    m_capacity->setObjectName(QStringLiteral("quoteCapacity"));
    m_budget->setObjectName(QStringLiteral("quoteBudget"));
    for (QLabel *l : {m_memory, m_capacity, m_budget})
        l->setWordWrap(true);
    QFont big = m_price->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_price->setFont(big);
}

void PlacementStep::setUpAlternatives()
{
    m_alternatives->setObjectName(QStringLiteral("alternativesView"));
    m_alternatives->setModel(m_model);
    m_alternatives->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_alternatives->setSelectionMode(QAbstractItemView::SingleSelection);
    m_alternatives->setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUpViewKeys(m_alternatives); // Tab moves on, the arrows move within; the focus is seen
    m_alternatives->verticalHeader()->hide();
    m_alternatives->setAlternatingRowColors(true);
    m_alternatives->setWordWrap(false);
    m_alternatives->horizontalHeader()->setStretchLastSection(true);
    m_alternatives->setColumnWidth(QuoteTableModel::BackendColumn, 90);
    m_alternatives->setColumnWidth(QuoteTableModel::PlacementColumn, 150);
    m_alternatives->setColumnWidth(QuoteTableModel::PriceColumn, 80);
    m_alternatives->setColumnWidth(QuoteTableModel::CuColumn, 60);
    m_alternatives->setColumnWidth(QuoteTableModel::TokensColumn, 75);
    m_alternatives->setColumnWidth(QuoteTableModel::BudgetColumn, 130);
    m_alternatives->setColumnWidth(QuoteTableModel::MemoryColumn, 190);
    m_alternatives->setColumnWidth(QuoteTableModel::CapacityColumn, 100);
    m_alternativesLabel->setBuddy(m_alternatives);
}

void PlacementStep::layOut()
{
    auto *choice = new QGridLayout;
    choice->addWidget(m_manual, 0, 0, 1, 2);
    choice->addWidget(m_backendLabel, 1, 0);
    choice->addWidget(m_backend, 1, 1);
    choice->addWidget(m_acceleratorLabel, 2, 0);
    choice->addWidget(m_accelerator, 2, 1);
    choice->addWidget(m_countLabel, 3, 0);
    choice->addWidget(m_count, 3, 1);
    choice->addWidget(m_cheapest, 4, 0, 1, 2);
    choice->addWidget(m_compute, 5, 0);
    choice->addWidget(m_cu, 5, 1);
    choice->setColumnStretch(1, 1);
    choice->setRowStretch(6, 1);

    auto *figures = new QFormLayout;
    for (auto *&l : m_figureLabels)
        l = new QLabel(this);
    figures->addRow(m_figureLabels[0], m_price);
    figures->addRow(m_figureLabels[1], m_cuFigure);
    figures->addRow(m_figureLabels[2], m_tokens);
    figures->addRow(m_figureLabels[3], m_memory);
    figures->addRow(m_figureLabels[4], m_capacity);
    figures->addRow(m_figureLabels[5], m_budget);
    auto *figureBox = new QVBoxLayout;
    figureBox->addLayout(figures);
    figureBox->addWidget(m_status);
    figureBox->addStretch(1);

    auto *top = new QHBoxLayout;
    top->addLayout(choice, 2);
    top->addSpacing(16);
    top->addLayout(figureBox, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_alternativesLabel);
    layout->addWidget(m_alternatives, 1);
}

void PlacementStep::connectChoices()
{
    connect(m_modes, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on && !m_filling)
            onPlacementEdited();
    });
    connect(m_backend, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        fillAccelerators();
        onPlacementEdited();
    });
    connect(m_accelerator, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        fillCounts();
        onPlacementEdited();
    });
    connect(m_count, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            onPlacementEdited();
    });
    connect(m_cu, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_filling)
            onPlacementEdited();
    });
    connect(m_alternatives, &QTableView::activated, this,
            [this](const QModelIndex &index) { chooseAlternative(index.row()); });
    connect(m_alternatives, &QTableView::clicked, this,
            [this](const QModelIndex &index) { chooseAlternative(index.row()); });
    // Space chooses too, as it checks a choice elsewhere (the table would only select the row).
    auto *space = new QShortcut(QKeySequence(Qt::Key_Space), m_alternatives);
    space->setObjectName(QStringLiteral("chooseAlternativeKey"));
    space->setContext(Qt::WidgetShortcut);
    connect(space, &QShortcut::activated, this, [this] {
        if (const QModelIndex current = m_alternatives->currentIndex(); current.isValid())
            chooseAlternative(current.row());
    });
    connect(&m_wizard->quoter(), &Quoter::updated, this, &PlacementStep::onQuote);
    connect(&m_wizard->quoter(), &Quoter::busyChanged, this, [this](bool busy) {
        if (busy)
            m_status->setText(tr("Updating the quote…"));
        Q_EMIT completeChanged();
    });
}

void PlacementStep::retranslate()
{
    setTitle(tr("Placement"));
    setSubTitle(tr("Where it runs and what it costs. The quote follows every change; any row "
                   "of the alternatives can be chosen."));
    m_manual->setText(tr("&Choose the accelerators:"));
    m_cheapest->setText(tr("&Auto: the cheapest that fits"));
    m_cheapest->setToolTip(tr("The platform's cheapest feasible placement across all backends"));
    m_compute->setText(tr("By c&ompute:"));
    m_compute->setToolTip(tr("Ask for compute units per hour; the cheapest mix that gives at "
                             "least that many is chosen"));
    m_cu->setSuffix(tr(" CU/h"));
    m_backendLabel->setText(tr("Bac&kend:")); // Alt+B is Back
    m_acceleratorLabel->setText(tr("Acce&lerator:"));
    m_countLabel->setText(tr("Co&unt:"));
    m_count->setToolTip(tr("Only the counts this accelerator (and template) allows"));
    m_figureLabels[0]->setText(tr("Price:"));
    m_figureLabels[1]->setText(tr("Compute:"));
    m_figureLabels[2]->setText(tr("Throughput:"));
    m_figureLabels[3]->setText(tr("Memory:"));
    m_figureLabels[4]->setText(tr("Capacity:"));
    m_figureLabels[5]->setText(tr("Token budget:"));
    m_alternativesLabel->setText(tr("Al&ternatives on every backend, cheapest first:"));
    onQuote();
}

void PlacementStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void PlacementStep::initializePage()
{
    std::map<std::string, QString> names;
    for (const auto &a : m_wizard->session().catalog().accelerators())
        names[a.id] = QString::fromStdString(a.name);
    m_model->setAcceleratorNames(std::move(names));
    m_filling = true;
    m_modes->button(int(m_wizard->placementMode()))->setChecked(true);
    if (m_wizard->draft().cuPerHour)
        m_cu->setValue(*m_wizard->draft().cuPerHour);
    m_filling = false;
    fillBackends();
    onPlacementEdited();
}

void PlacementStep::fillBackends()
{
    const QSignalBlocker block(m_backend);
    m_backend->clear();
    const api::LaunchSpec &d = m_wizard->draft();
    auto offered = client::offeredBackends(m_wizard->session().catalog().accelerators(),
                                           m_wizard->chosenTemplate());
    if (d.backend && std::find(offered.begin(), offered.end(), *d.backend) == offered.end())
        offered.push_back(*d.backend); // chosen from the alternatives
    for (const auto b : offered)
        m_backend->addItem(backendText(b), int(b));
    m_backend->setCurrentIndex(
        std::max(0, m_backend->findData(int(d.backend.value_or(api::Backend::Gpu)))));
    fillAccelerators();
}

void PlacementStep::fillAccelerators()
{
    const QSignalBlocker block(m_accelerator);
    m_accelerator->clear();
    const client::Session &session = m_wizard->session();
    const auto backend = api::Backend(m_backend->currentData().toInt());
    auto ids = client::offeredAccelerators(session.catalog().accelerators(),
                                           m_wizard->chosenTemplate(), backend);
    const std::string wanted = m_wizard->draft().accelerator.value_or(std::string());
    const api::Accelerator *chosen = session.catalog().accelerator(wanted);
    if (chosen && chosen->backend == backend
        && std::find(ids.begin(), ids.end(), wanted) == ids.end())
        ids.push_back(wanted); // chosen from the alternatives
    const QString currency = currencyOf(session);
    for (const auto &id : ids) {
        const api::Accelerator *a = session.catalog().accelerator(id);
        const QString text
            = a ? tr("%1 — %2 GiB, %3 per chip-hour")
                      .arg(QString::fromStdString(a->name), formatNumber(a->memoryGib, 0),
                           formatMoney(a->pricePerChipHourMicros, currency))
                : QString::fromStdString(id);
        m_accelerator->addItem(text, QString::fromStdString(id));
    }
    m_accelerator->setCurrentIndex(
        std::max(0, m_accelerator->findData(QString::fromStdString(wanted))));
    fillCounts();
}

void PlacementStep::fillCounts()
{
    const QSignalBlocker block(m_count);
    const qlonglong previous = m_count->currentData().toLongLong();
    m_count->clear();
    const api::Accelerator *a = m_wizard->session().catalog().accelerator(
        m_accelerator->currentData().toString().toStdString());
    if (!a)
        return;
    std::vector<std::int64_t> counts = client::offeredCounts(*a, m_wizard->chosenTemplate());
    const std::int64_t wanted = m_wizard->draft().count.value_or(previous);
    if (std::find(counts.begin(), counts.end(), wanted) == counts.end()
        && std::find(a->allowedCounts.begin(), a->allowedCounts.end(), wanted)
               != a->allowedCounts.end()) {
        counts.push_back(wanted); // chosen from the alternatives
        std::sort(counts.begin(), counts.end());
    }
    for (auto n : counts)
        m_count->addItem(QString::number(n), qlonglong(n));
    int index = m_count->findData(qlonglong(wanted));
    if (index < 0)
        index = m_count->findData(previous);
    m_count->setCurrentIndex(std::max(0, index));
}

void PlacementStep::updateModeWidgets()
{
    const bool manual = m_manual->isChecked();
    m_backend->setEnabled(manual);
    m_accelerator->setEnabled(manual);
    m_count->setEnabled(manual);
    m_cu->setEnabled(m_compute->isChecked());
}

void PlacementStep::onPlacementEdited()
{
    const auto mode = PlacementMode(std::max(0, m_modes->checkedId()));
    m_wizard->setPlacementMode(mode);
    api::LaunchSpec &d = m_wizard->draft();
    if (mode == PlacementMode::Manual) {
        if (m_backend->currentIndex() >= 0)
            d.backend = api::Backend(m_backend->currentData().toInt());
        if (m_accelerator->currentIndex() >= 0)
            d.accelerator = m_accelerator->currentData().toString().toStdString();
        if (m_count->currentIndex() >= 0)
            d.count = m_count->currentData().toLongLong();
        d.cuPerHour.reset();
    } else if (mode == PlacementMode::Compute) {
        d.cuPerHour = m_cu->value();
    }
    updateModeWidgets();
    m_wizard->quoter().request(m_wizard->quoteSpec());
    Q_EMIT completeChanged();
}

void PlacementStep::chooseAlternative(int row)
{
    const auto &options = m_model->options();
    if (row < 0 || row >= int(options.size()))
        return;
    const api::QuoteOption &o = options[std::size_t(row)];
    if (o.ruledOutBy) {
        // The platform would refuse it: say why here rather than at the launch.
        setTextTone(m_status, TextTone::Error);
        m_status->setText(tr("The organisation's policies rule out %1: %2")
                              .arg(m_model->placementText(o), QString::fromStdString(o.reason)));
        return;
    }
    api::LaunchSpec &d = m_wizard->draft();
    d.backend = o.backend;
    d.accelerator = o.accelerator;
    d.count = o.count;
    m_filling = true;
    m_manual->setChecked(true);
    m_filling = false;
    fillBackends();
    onPlacementEdited();
}

void PlacementStep::onQuote()
{
    const Quoter &q = m_wizard->quoter();
    const QString currency = currencyOf(m_wizard->session());
    const auto clearFigures = [this] {
        for (QLabel *l : {m_price, m_cuFigure, m_tokens, m_memory, m_capacity, m_budget})
            l->setText(tr("—"));
    };
    if (q.busy()) {
        m_status->setText(tr("Updating the quote…"));
    } else if (q.error()) {
        clearFigures();
        m_model->setOptions({}, currency);
        const api::ApiError &e = *q.error();
        const QString field = e.kind == api::ErrorKind::Api && !e.field.empty()
                                  ? LaunchWizard::fieldLabel(e.field)
                                  : QString();
        m_status->setText(field.isEmpty()
                              ? tr("No quote: %1").arg(errorText(*q.error()))
                              : tr("No quote: %1 (field “%2”)").arg(errorText(*q.error()), field));
        setTextTone(m_status, TextTone::Error);
    } else if (const auto &quote = q.quote()) {
        const api::QuoteOption &p = quote->placement;
        const QString cur = QString::fromStdString(quote->currency);
        m_price->setText(tr("%1 per hour").arg(formatMoney(p.pricePerHourMicros, cur)));
        m_cuFigure->setText(
            tr("%1 CU/h on %2").arg(formatNumber(p.cuPerHour, 0), m_model->placementText(p)));
        m_tokens->setText(p.tokensPerS > 0
                              ? tr("about %1 tokens/s").arg(formatNumber(p.tokensPerS, 0))
                          : !p.memoryFit.fits ? tr("— (does not fit)")
                                              : tr("— (not a token workload)"));
        m_memory->setText(memoryFitText(p.memoryFit));
        setTextTone(m_memory, !p.memoryFit.fits                              ? TextTone::Error
                              : p.memoryFit.mode == api::FitMode::CpuOffload ? TextTone::Warning
                                                                             : TextTone::Normal);
        const QString wait = formatDuration(m_wizard->draft().queueTimeoutS.value_or(3600));
        if (p.queues) {
            m_capacity->setText(tr("None free now: %1 of %2 free in %3. The launch will wait up "
                                   "to %4 for capacity, then fail.")
                                    .arg(p.available)
                                    .arg(p.count)
                                    .arg(regionName(&m_wizard->session(), p.region), wait));
            setTextTone(m_capacity, TextTone::Warning);
        } else {
            m_capacity->setText(tr("%1 free in %2")
                                    .arg(p.available)
                                    .arg(regionName(&m_wizard->session(), p.region)));
            setTextTone(m_capacity, TextTone::Normal);
        }
        m_budget->setText(p.costToBudgetMicros && quote->tokenBudget
                              ? tr("%1 tokens: %2 in %3")
                                    .arg(formatNumber(double(*quote->tokenBudget), 0),
                                         formatMoney(*p.costToBudgetMicros, cur),
                                         formatDuration(p.timeToBudgetS.value_or(0)))
                              : tr("— (no token budget)"));
        m_model->setOptions(quote->alternatives, cur);
        const int row = m_model->rowOf(p.accelerator, p.count);
        m_alternatives->clearSelection();
        if (row >= 0) {
            m_alternatives->selectRow(row);
            m_alternatives->scrollTo(m_model->index(row, 0));
        }
        // Auto and by-compute: show what the platform chose in the choice fields.
        if (!m_manual->isChecked()) {
            m_filling = true;
            api::LaunchSpec &d = m_wizard->draft();
            d.backend = p.backend;
            d.accelerator = p.accelerator;
            d.count = p.count;
            fillBackends();
            m_filling = false;
        }
        setTextTone(m_status,
                    p.memoryFit.fits && !p.ruledOutBy ? TextTone::Normal : TextTone::Error);
        m_status->setText(blockedReason());
    } else {
        clearFigures();
        m_status->setText(QString());
    }
    Q_EMIT completeChanged();
}

QString PlacementStep::blockedReason() const
{
    const Quoter &q = m_wizard->quoter();
    if (q.busy() || !q.quote())
        return {};
    const api::QuoteOption &placement = q.quote()->placement;
    if (placement.ruledOutBy)
        return tr("The organisation's policies do not allow this placement, and the platform "
                  "would refuse the launch: %1. Choose Auto or a row of the alternatives that is "
                  "not greyed out.")
            .arg(QString::fromStdString(placement.reason));
    const api::MemoryFit &fit = placement.memoryFit;
    if (!fit.fits)
        return tr("This placement cannot run the workload: it needs %1 of accelerator memory and "
                  "%2 × %3 has %4. Choose more or larger accelerators, or a row of the "
                  "alternatives.")
            .arg(
                tr("%1 GiB").arg(formatNumber(double(fit.bytesNeeded) / (1024.0 * 1024 * 1024), 1)))
            .arg(q.quote()->placement.count)
            .arg(acceleratorName(&m_wizard->session(), q.quote()->placement.accelerator))
            .arg(tr("%1 GiB").arg(
                formatNumber(double(fit.bytesAvailable) / (1024.0 * 1024 * 1024), 1)));
    return {};
}

bool PlacementStep::isComplete() const
{
    const Quoter &q = m_wizard->quoter();
    if (q.busy() || !q.quote() || !q.spec())
        return false;
    return q.quote()->placement.memoryFit.fits && !q.quote()->placement.ruledOutBy;
}

} // namespace polychip::ui
