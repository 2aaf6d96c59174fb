// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simfaultspanel.h"

#include "kit/viewkeys.h"

#include "api/capacitykey.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/standardicons.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

// Then one column of chips for every region, and one per region (regions()).
enum Column { AcceleratorColumn, BackendColumn, EveryRegionColumn };
constexpr int kFaultIdRole = Qt::UserRole;
/// A capacity cell's value for "no override: the catalogue's pool".
constexpr int kNoOverride = -1;
/// The capacity cells' property holding their api::CapacityKey text.
constexpr const char *kKeyProperty = "capacityKey";

/// "5" for 0.05, "2.5" for 0.025.
QString percentText(double fraction)
{
    return QLocale().toString(fraction * 100, 'g', 4);
}

} // namespace

SimFaultsPanel::SimFaultsPanel(QAction *clear, QWidget *parent)
    : SimPanel(parent)
    , m_latencyLabel(new QLabel(this))
    , m_latency(new QSpinBox(this))
    , m_errorRateLabel(new QLabel(this))
    , m_errorRate(new QDoubleSpinBox(this))
    , m_preemptLabel(new QLabel(this))
    , m_preempt(new QDoubleSpinBox(this))
    , m_capacityLabel(new QLabel(this))
    , m_capacity(new QTableWidget(0, EveryRegionColumn + 1, this))
    , m_note(new QLabel(this))
    , m_apply(new QPushButton(this))
    , m_clear(new QPushButton(this))
    , m_clearAction(clear)
{
    setObjectName(QStringLiteral("simFaultsPanel"));
    // The editors' ranges are the API's (Faults::visit()); rates are shown in per cent.
    m_latency->setObjectName(QStringLiteral("faultLatency"));
    m_latency->setRange(0, int(api::fieldRule<api::Faults>("latency_ms").max));
    m_latency->setSingleStep(50);
    m_latency->setAccelerated(true);
    m_errorRate->setObjectName(QStringLiteral("faultErrorRate"));
    m_errorRate->setRange(0, api::fieldRule<api::Faults>("error_rate").max * 100);
    m_errorRate->setDecimals(1);
    m_preempt->setObjectName(QStringLiteral("faultPreemptRate"));
    m_preempt->setRange(0, api::fieldRule<api::Faults>("preempt_rate").max * 100);
    m_preempt->setDecimals(1);
    m_latencyLabel->setBuddy(m_latency);
    m_errorRateLabel->setBuddy(m_errorRate);
    m_preemptLabel->setBuddy(m_preempt);
    m_capacity->setObjectName(QStringLiteral("capacityTable"));
    m_capacity->verticalHeader()->hide();
    m_capacity->setSelectionMode(QAbstractItemView::NoSelection);
    setUpViewKeys(m_capacity); // Tab moves on, the arrows move within; the focus is seen
    m_capacity->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_capacity->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_capacity->horizontalHeader()->setSectionResizeMode(AcceleratorColumn, QHeaderView::Stretch);
    m_capacityLabel->setWordWrap(true);
    m_capacityLabel->setBuddy(m_capacity);
    m_note->setObjectName(QStringLiteral("faultsNote"));
    m_note->setWordWrap(true);
    m_apply->setObjectName(QStringLiteral("applyFaultsButton"));
    m_clear->setObjectName(QStringLiteral("clearFaultsButton"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(m_latencyLabel, m_latency);
    form->addRow(m_errorRateLabel, m_errorRate);
    form->addRow(m_preemptLabel, m_preempt);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_apply);
    buttons->addWidget(m_clear);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_capacityLabel);
    layout->addWidget(m_capacity, 1);
    layout->addWidget(m_note);
    layout->addLayout(buttons);

    m_clearAction->setIcon(standardIcon(this, QStyle::SP_DialogResetButton));
    connect(m_clearAction, &QAction::triggered, this, &SimFaultsPanel::clearAll);
    connect(m_apply, &QPushButton::clicked, this, &SimFaultsPanel::apply);
    connect(m_clear, &QPushButton::clicked, this, &SimFaultsPanel::clearAll);
    connect(m_latency, &QSpinBox::valueChanged, this, &SimFaultsPanel::onEdited);
    connect(m_errorRate, &QDoubleSpinBox::valueChanged, this, &SimFaultsPanel::onEdited);
    connect(m_preempt, &QDoubleSpinBox::valueChanged, this, &SimFaultsPanel::onEdited);

    retranslate();
    fillCapacity({});
}

void SimFaultsPanel::retranslate()
{
    setTitle(tr("Faults"));
    m_latencyLabel->setText(tr("Added la&tency:"));
    m_latency->setSuffix(tr(" ms"));
    m_latency->setToolTip(tr("Every API request waits this much longer (the simulator's own "
                             "requests and the health check excepted)"));
    m_errorRateLabel->setText(tr("&Error rate:"));
    m_errorRate->setSuffix(tr(" %"));
    m_errorRate->setToolTip(tr("This share of those requests is answered 503 “unavailable” "
                               "without acting; the console tries them again"));
    m_preemptLabel->setText(tr("Pree&mption rate:"));
    m_preempt->setSuffix(tr(" % per hour"));
    m_preempt->setToolTip(tr("The chance per running instance and simulated hour that the "
                             "platform preempts it: it fails with “preempted”"));
    m_capacityLabel->setText(tr("Capacit&y shortage: the chips of an accelerator in every "
                                "region, or in one region, which then has its own (0: none at "
                                "all; —: the catalogue's pool)."));
    updateHeaders();
    m_capacity->setToolTip(tr("An override replaces the accelerator's pool; launches beyond "
                              "it wait in the queue or fail"));
    m_apply->setText(tr("&Apply faults"));
    m_apply->setToolTip(tr("Put the faults above in force"));
    m_clear->setText(tr("C&lear all"));
    m_clear->setToolTip(tr("Stop every fault: the simulator behaves as the platform does"));
    m_clearAction->setText(tr("&Clear the simulator's faults"));
    m_clearAction->setStatusTip(m_clear->toolTip());
    for (int row = 0; row < m_capacity->rowCount(); ++row) {
        auto *item = m_capacity->item(row, BackendColumn);
        if (item && item->data(kFaultIdRole).isValid())
            item->setText(backendText(api::Backend(item->data(kFaultIdRole).toInt())));
        for (int column = EveryRegionColumn; column < m_capacity->columnCount(); ++column) {
            if (auto *spin = qobject_cast<QSpinBox *>(m_capacity->cellWidget(row, column)))
                describeCell(spin);
        }
    }
    updateControls();
}

bool SimFaultsPanel::isActive(const api::Faults &faults)
{
    return faults.latencyMs > 0 || faults.errorRate > 0 || faults.preemptRate > 0
           || !faults.capacityOverrides.empty();
}

QString SimFaultsPanel::acceleratorName(const std::string &id) const
{
    const api::Accelerator *a = session() ? session()->catalog().accelerator(id) : nullptr;
    return QString::fromStdString(a ? a->name : id);
}

QString SimFaultsPanel::list(const api::Faults &faults) const
{
    QStringList parts;
    if (faults.latencyMs > 0)
        parts << tr("latency %1 ms").arg(QLocale().toString(qint64(faults.latencyMs)));
    if (faults.errorRate > 0)
        parts << tr("errors %1 %").arg(percentText(faults.errorRate));
    if (faults.preemptRate > 0)
        parts << tr("preemption %1 %/h").arg(percentText(faults.preemptRate));
    const auto &overrides = faults.capacityOverrides;
    if (overrides.size() == 1) {
        const auto &[key, chips] = *overrides.begin();
        const auto k = api::CapacityKey::parse(key);
        const QString name = acceleratorName(k.accelerator);
        const QString count = QLocale().toString(qint64(chips));
        const QString region = QString::fromStdString(k.region);
        if (k.region.empty())
            parts << (chips == 0 ? tr("no %1").arg(name) : tr("%1 capped at %2").arg(name, count));
        else
            parts << (chips == 0 ? tr("no %1 in %2").arg(name, region)
                                 : tr("%1 capped at %2 in %3").arg(name, count, region));
    } else if (!overrides.empty()) {
        std::set<std::string> accelerators;
        for (const auto &[key, chips] : overrides)
            accelerators.insert(api::CapacityKey::parse(key).accelerator);
        parts << tr("capacity of %n accelerator(s) capped", nullptr, int(accelerators.size()));
    }
    return parts.join(tr(", ", "between the faults of a list"));
}

QString SimFaultsPanel::summary(const api::Faults &faults) const
{
    return tr("Faults: %1").arg(list(faults));
}

QString SimFaultsPanel::details(const api::Faults &faults) const
{
    QStringList lines;
    if (faults.latencyMs > 0)
        lines << tr("Every API request waits %1 ms longer.")
                     .arg(QLocale().toString(qint64(faults.latencyMs)));
    if (faults.errorRate > 0)
        lines << tr("%1 % of API requests fail with 503 “unavailable”.")
                     .arg(percentText(faults.errorRate));
    if (faults.preemptRate > 0)
        lines << tr("A running instance is preempted with a chance of %1 % per simulated hour.")
                     .arg(percentText(faults.preemptRate));
    for (const auto &[key, chips] : faults.capacityOverrides) {
        const auto k = api::CapacityKey::parse(key);
        const QString name = acceleratorName(k.accelerator);
        lines << (k.region.empty() ? tr("%1: %n chip(s) per region.", nullptr, int(chips)).arg(name)
                                   : tr("%1 in %2: %n chip(s).", nullptr, int(chips))
                                         .arg(name, QString::fromStdString(k.region)));
    }
    return lines.join(QLatin1Char('\n'));
}

api::Faults SimFaultsPanel::edited() const
{
    api::Faults f;
    f.latencyMs = m_latency->value();
    f.errorRate = m_errorRate->value() / 100;
    f.preemptRate = m_preempt->value() / 100;
    for (int row = 0; row < m_capacity->rowCount(); ++row) {
        for (int column = EveryRegionColumn; column < m_capacity->columnCount(); ++column) {
            const auto *spin = qobject_cast<const QSpinBox *>(m_capacity->cellWidget(row, column));
            if (spin && spin->value() != kNoOverride)
                f.capacityOverrides[spin->property(kKeyProperty).toString().toStdString()]
                    = spin->value();
        }
    }
    return f;
}

void SimFaultsPanel::edit(const api::Faults &faults)
{
    m_filling = true;
    m_latency->setValue(int(faults.latencyMs));
    m_errorRate->setValue(faults.errorRate * 100);
    m_preempt->setValue(faults.preemptRate * 100);
    fillCapacity(faults.capacityOverrides);
    m_filling = false;
    updateControls();
}

void SimFaultsPanel::fillCapacity(const std::map<std::string, std::int64_t> &overrides)
{
    const bool filling = m_filling;
    m_filling = true;
    // The catalogue's accelerators and regions in its order, then those only overrides name.
    std::vector<std::pair<std::string, api::Backend>> rows;
    m_regions.clear();
    const auto addRegion = [this](const std::string &region) {
        if (!region.empty()
            && std::find(m_regions.begin(), m_regions.end(), region) == m_regions.end())
            m_regions.push_back(region);
    };
    if (const client::Session *s = session()) {
        for (const auto &a : s->catalog().accelerators()) {
            rows.emplace_back(a.id, a.backend);
            for (const auto &r : a.regions)
                addRegion(r.region);
        }
    }
    for (const auto &[key, chips] : overrides) {
        const auto k = api::CapacityKey::parse(key);
        if (k.accelerator.empty() || k.text() != key)
            continue; // not a key this console makes ("x@", "@r"): no cell edits it
        if (std::none_of(rows.begin(), rows.end(),
                         [&](const auto &r) { return r.first == k.accelerator; }))
            rows.emplace_back(k.accelerator, api::Backend::Unknown);
        addRegion(k.region);
    }
    const api::Rule rule = api::fieldRule<api::Faults>("capacity_overrides");
    m_capacity->setRowCount(0);
    m_capacity->setColumnCount(EveryRegionColumn + 1 + int(m_regions.size()));
    m_capacity->setRowCount(int(rows.size()));
    for (int row = 0; row < int(rows.size()); ++row) {
        const std::string &id = rows[std::size_t(row)].first;
        auto *name = new QTableWidgetItem(acceleratorName(id));
        name->setData(kFaultIdRole, QString::fromStdString(id));
        name->setFlags(Qt::ItemIsEnabled);
        name->setToolTip(QString::fromStdString(id));
        m_capacity->setItem(row, AcceleratorColumn, name);
        auto *backend = new QTableWidgetItem;
        backend->setFlags(Qt::ItemIsEnabled);
        if (const api::Backend b = rows[std::size_t(row)].second; b != api::Backend::Unknown) {
            backend->setData(kFaultIdRole, int(b));
            backend->setText(backendText(b));
        }
        m_capacity->setItem(row, BackendColumn, backend);
        for (int column = EveryRegionColumn; column < m_capacity->columnCount(); ++column) {
            const api::CapacityKey key{
                id, column == EveryRegionColumn
                        ? std::string()
                        : m_regions[std::size_t(column - EveryRegionColumn - 1)]};
            const QString text = QString::fromStdString(key.text());
            const auto it = overrides.find(key.text());
            auto *spin = new QSpinBox(m_capacity);
            spin->setObjectName(QStringLiteral("capacity_%1").arg(text));
            spin->setProperty(kKeyProperty, text);
            spin->setRange(kNoOverride, int(rule.max));
            spin->setSpecialValueText(QStringLiteral("—"));
            spin->setValue(it != overrides.end() ? int(it->second) : kNoOverride);
            spin->setFrame(false);
            describeCell(spin);
            connect(spin, &QSpinBox::valueChanged, this, &SimFaultsPanel::onEdited);
            m_capacity->setCellWidget(row, column, spin);
        }
    }
    updateHeaders();
    m_filling = filling;
}

void SimFaultsPanel::updateHeaders()
{
    QStringList headers{tr("Accelerator"), tr("Backend"), tr("Every region")};
    for (const auto &region : m_regions)
        headers << QString::fromStdString(region);
    m_capacity->setHorizontalHeaderLabels(headers);
}

void SimFaultsPanel::describeCell(QSpinBox *cell) const
{
    const auto key = api::CapacityKey::parse(cell->property(kKeyProperty).toString().toStdString());
    const QString name = acceleratorName(key.accelerator);
    const QString tip
        = key.region.empty()
              ? tr("Chips of %1 in every region without an entry of its own (—: the "
                   "catalogue's pools)")
                    .arg(name)
              : tr("Chips of %1 in %2 (—: the accelerator's entry for every region, or the "
                   "catalogue's pool)")
                    .arg(name, QString::fromStdString(key.region));
    cell->setToolTip(tip);
    cell->setAccessibleName(tip);
}

void SimFaultsPanel::onEdited()
{
    if (m_filling)
        return;
    m_dirty = true;
    updateControls();
}

void SimFaultsPanel::sessionChanged()
{
    m_faults.reset();
    m_dirty = false;
    m_readFailed = false;
    m_shownTicket = m_tickets;
    if (const client::Session *s = session()) {
        // The accelerators arrive after the session started: keep what is being edited.
        connect(&s->catalog(), &client::CatalogStore::changed, this, [this] {
            fillCapacity(edited().capacityOverrides);
            if (m_faults)
                Q_EMIT faultsChanged(); // the summary names the accelerators
        });
    }
    edit(api::Faults{});
    Q_EMIT faultsChanged();
    refresh();
}

void SimFaultsPanel::refresh()
{
    if (!client())
        return;
    const std::uint64_t ticket = ++m_tickets;
    send(Read, ops::getSimFaults(), [this, ticket](api::Result<api::Faults> result) {
        m_readFailed = !result;
        if (result)
            showFaults(result.value(), ticket);
        else
            reportError(tr("Could not read the simulator's faults: %1"), result.error());
    });
}

void SimFaultsPanel::apply()
{
    sendFaults(Change, edited(), false);
}

void SimFaultsPanel::clearAll()
{
    sendFaults(Change, api::Faults{}, true);
}

void SimFaultsPanel::sendFaults(Request request, const api::Faults &faults, bool clearing)
{
    if (!canAct() || inFlight(request))
        return;
    const std::uint64_t ticket = ++m_tickets;
    send(request, ops::setSimFaults(faults),
         [this, ticket, clearing](api::Result<api::Faults> result) {
             if (!result) {
                 reportError(clearing ? tr("Could not clear the faults: %1")
                                      : tr("Could not apply the faults: %1"),
                             result.error());
                 return;
             }
             m_dirty = false; // the editors show what is in force now
             showFaults(result.value(), ticket);
             Q_EMIT message(isActive(result.value())
                                ? tr("In force now: %1.").arg(list(result.value()))
                                : tr("No fault is in force any more."),
                            false);
         });
}

void SimFaultsPanel::showFaults(const api::Faults &faults, std::uint64_t ticket)
{
    if (ticket < m_shownTicket)
        return; // an older reading arriving late
    m_shownTicket = ticket;
    m_faults = faults;
    if (!m_dirty)
        edit(faults);
    updateControls();
    Q_EMIT faultsChanged();
}

void SimFaultsPanel::updateControls()
{
    const bool free = canAct() && !inFlight(Change);
    const bool active = m_faults && isActive(*m_faults);
    m_apply->setEnabled(free);
    m_clear->setEnabled(free && (active || m_dirty));
    m_clearAction->setEnabled(free && active);
    const QString why = canAct() && !active ? tr("No fault is in force") : whyDisabled();
    m_clearAction->setToolTip(m_clearAction->isEnabled() ? m_clearAction->statusTip() : why);

    if (!client())
        m_note->setText(tr("Not connected to a simulator."));
    else if (m_dirty)
        m_note->setText(tr("Not applied yet: “Apply faults” puts these in force."));
    else if (!m_faults && m_readFailed)
        m_note->setText(tr("The faults in force could not be read."));
    else if (!m_faults)
        m_note->setText(tr("Reading the faults in force…"));
    else if (active)
        m_note->setText(tr("These faults are in force now."));
    else
        m_note->setText(tr("No fault is in force: the simulator behaves as the platform does."));
    setTextTone(m_note, !m_faults && m_readFailed ? TextTone::Error
                        : m_dirty || active       ? TextTone::Warning
                                                  : TextTone::Normal);
}

} // namespace polychip::ui
