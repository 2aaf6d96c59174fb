// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "policiesdialog.h"

#include "kit/displaytext.h"

#include "api/rules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

constexpr api::Role kRoles[]
    = {api::Role::Developer, api::Role::Trainee, api::Role::Manager, api::Role::Admin};
constexpr api::Backend kBackends[]
    = {api::Backend::Gpu, api::Backend::Tpu, api::Backend::Npu, api::Backend::Cpu};

/// A price per hour in units, two decimals, up to a million.
QDoubleSpinBox *priceBox(const QString &currency, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setDecimals(2);
    box->setRange(0.01, 1'000'000);
    box->setValue(50);
    box->setSuffix(QStringLiteral(" %1/h").arg(currency));
    return box;
}

std::int64_t micros(const QDoubleSpinBox *box)
{
    return std::llround(box->value() * 1e6);
}

} // namespace

PoliciesDialog::PoliciesDialog(const api::OrgPolicies &policies,
                               const QString &currency,
                               QWidget *parent)
    : SavingDialog(QStringLiteral("policiesError"), parent)
    , m_baseRevision(policies.revision)
    , m_roleLabel(new QLabel(this))
    , m_role(new QComboBox(this))
    , m_instanceCapOn(new QCheckBox(this))
    , m_instanceCap(priceBox(currency, this))
    , m_runningCapOn(new QCheckBox(this))
    , m_runningCap(priceBox(currency, this))
    , m_backendsLabel(new QLabel(this))
    , m_acceleratorsLabel(new QLabel(this))
    , m_accelerators(new QLineEdit(this))
    , m_autoSleepOn(new QCheckBox(this))
    , m_autoSleepPct(new QDoubleSpinBox(this))
    , m_autoSleepMinutes(new QSpinBox(this))
    , m_runtimeOn(new QCheckBox(this))
    , m_runtimeHours(new QSpinBox(this))
{
    setObjectName(QStringLiteral("policiesDialog"));
    for (const api::RolePolicy &r : policies.roles)
        m_roles[r.role] = r;
    m_role->setObjectName(QStringLiteral("policyRole"));
    m_roleLabel->setBuddy(m_role);
    for (const api::Role role : kRoles)
        m_role->addItem(QString(), int(role));
    m_instanceCapOn->setObjectName(QStringLiteral("instanceCapOn"));
    m_instanceCap->setObjectName(QStringLiteral("instanceCap"));
    m_runningCapOn->setObjectName(QStringLiteral("runningCapOn"));
    m_runningCap->setObjectName(QStringLiteral("runningCap"));
    m_accelerators->setObjectName(QStringLiteral("policyAccelerators"));
    m_acceleratorsLabel->setBuddy(m_accelerators);

    auto *roleBox = new QGroupBox(this);
    roleBox->setObjectName(QStringLiteral("rolePolicyBox"));
    auto *roleForm = new QFormLayout(roleBox);
    roleForm->addRow(m_roleLabel, m_role);
    roleForm->addRow(m_instanceCapOn, m_instanceCap);
    roleForm->addRow(m_runningCapOn, m_runningCap);
    auto *backends = new QHBoxLayout;
    for (const api::Backend b : kBackends) {
        auto *box = new QCheckBox(roleBox); // named in retranslate()
        box->setObjectName(QStringLiteral("policyBackend_%1").arg(QLatin1String(api::wireName(b))));
        m_backends[b] = box;
        backends->addWidget(box);
    }
    backends->addStretch(1);
    roleForm->addRow(m_backendsLabel, backends);
    roleForm->addRow(m_acceleratorsLabel, m_accelerators);

    m_autoSleepOn->setObjectName(QStringLiteral("autoSleepPolicyOn"));
    m_autoSleepPct->setObjectName(QStringLiteral("autoSleepPolicyPct"));
    m_autoSleepPct->setRange(0, 100);
    m_autoSleepPct->setDecimals(1);
    m_autoSleepPct->setSuffix(QStringLiteral(" %"));
    m_autoSleepMinutes->setObjectName(QStringLiteral("autoSleepPolicyMinutes"));
    m_autoSleepMinutes->setRange(1, int(api::kMaxAheadMinutes));
    m_autoSleepMinutes->setSuffix(QStringLiteral(" min"));
    m_autoSleepOn->setChecked(policies.autoSleep.has_value());
    m_autoSleepPct->setValue(policies.autoSleep ? policies.autoSleep->utilizationBelowPct : 10);
    m_autoSleepMinutes->setValue(int(policies.autoSleep ? policies.autoSleep->forMinutes : 30));
    m_runtimeOn->setObjectName(QStringLiteral("runtimePolicyOn"));
    m_runtimeHours->setObjectName(QStringLiteral("runtimePolicyHours"));
    m_runtimeHours->setRange(1, int(api::kMaxAheadSeconds / 3600));
    m_runtimeOn->setChecked(policies.maxRuntimeWithoutStopS.has_value());
    m_runtimeHours->setValue(
        int(std::max<std::int64_t>(1, policies.maxRuntimeWithoutStopS.value_or(86400) / 3600)));
    auto *sleepRow = new QHBoxLayout;
    sleepRow->addWidget(m_autoSleepPct);
    sleepRow->addWidget(m_autoSleepMinutes);
    sleepRow->addStretch(1);
    auto *everyone = new QFormLayout;
    everyone->addRow(m_autoSleepOn, sleepRow);
    everyone->addRow(m_runtimeOn, m_runtimeHours);

    auto *layout = new QVBoxLayout;
    layout->addWidget(roleBox);
    layout->addLayout(everyone);
    setContent(layout);

    for (QCheckBox *on : {m_instanceCapOn, m_runningCapOn, m_autoSleepOn, m_runtimeOn})
        connect(on, &QCheckBox::toggled, this, &PoliciesDialog::updateEnabled);
    connect(m_role, &QComboBox::currentIndexChanged, this, [this] {
        keepShownRole();
        showRole();
    });
    showRole();
    updateEnabled();
    retranslate();
}

api::Role PoliciesDialog::shownRole() const
{
    return api::Role(m_role->currentData().toInt());
}

void PoliciesDialog::keepShownRole()
{
    if (m_shown == api::Role::Unknown)
        return;
    api::RolePolicy r;
    r.role = m_shown;
    if (m_instanceCapOn->isChecked())
        r.maxInstancePricePerHourMicros = micros(m_instanceCap);
    if (m_runningCapOn->isChecked())
        r.maxRunningPricePerHourMicros = micros(m_runningCap);
    for (const auto &[backend, box] : m_backends) {
        if (box->isChecked())
            r.backends.push_back(backend);
    }
    if (r.backends.size() == m_backends.size())
        r.backends.clear(); // every one: no rule
    for (const QString &id : m_accelerators->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!id.trimmed().isEmpty())
            r.accelerators.push_back(id.trimmed().toStdString());
    const bool any = r.maxInstancePricePerHourMicros || r.maxRunningPricePerHourMicros
                     || !r.backends.empty() || !r.accelerators.empty();
    if (any)
        m_roles[m_shown] = r;
    else
        m_roles.erase(m_shown);
}

void PoliciesDialog::showRole()
{
    m_shown = shownRole();
    const auto it = m_roles.find(m_shown);
    const api::RolePolicy r = it != m_roles.end() ? it->second : api::RolePolicy{};
    m_instanceCapOn->setChecked(r.maxInstancePricePerHourMicros.has_value());
    if (r.maxInstancePricePerHourMicros)
        m_instanceCap->setValue(double(*r.maxInstancePricePerHourMicros) / 1e6);
    m_runningCapOn->setChecked(r.maxRunningPricePerHourMicros.has_value());
    if (r.maxRunningPricePerHourMicros)
        m_runningCap->setValue(double(*r.maxRunningPricePerHourMicros) / 1e6);
    for (const auto &[backend, box] : m_backends)
        box->setChecked(r.backends.empty()
                        || std::find(r.backends.begin(), r.backends.end(), backend)
                               != r.backends.end());
    QStringList ids;
    for (const auto &a : r.accelerators)
        ids << QString::fromStdString(a);
    m_accelerators->setText(ids.join(QStringLiteral(", ")));
    updateEnabled();
}

void PoliciesDialog::updateEnabled()
{
    m_instanceCap->setEnabled(m_instanceCapOn->isChecked());
    m_runningCap->setEnabled(m_runningCapOn->isChecked());
    m_autoSleepPct->setEnabled(m_autoSleepOn->isChecked());
    m_autoSleepMinutes->setEnabled(m_autoSleepOn->isChecked());
    m_runtimeHours->setEnabled(m_runtimeOn->isChecked());
}

api::OrgPoliciesUpdate PoliciesDialog::toUpdate() const
{
    api::OrgPoliciesUpdate u;
    for (const auto &[role, r] : m_roles)
        u.roles.push_back(r);
    if (m_autoSleepOn->isChecked())
        u.autoSleep = api::AutoSleepPolicy{m_autoSleepPct->value(), m_autoSleepMinutes->value()};
    if (m_runtimeOn->isChecked())
        u.maxRuntimeWithoutStopS = std::int64_t(m_runtimeHours->value()) * 3600;
    return u;
}

QString PoliciesDialog::validationError() const
{
    // No backend ticked would read as every backend: the API's empty list.
    for (const auto &[backend, box] : m_backends) {
        if (box->isChecked())
            return {};
    }
    return tr("Tick at least one backend the %1 role may use.").arg(roleText(m_shown));
}

void PoliciesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PoliciesDialog::retranslate()
{
    setWindowTitle(tr("Organisation Policies"));
    m_roleLabel->setText(tr("&Role:"));
    for (int i = 0; i < m_role->count(); ++i)
        m_role->setItemText(i, roleText(api::Role(m_role->itemData(i).toInt())));
    m_role->setToolTip(tr("The role whose limits are shown; each role's are kept while you "
                          "look at another"));
    m_instanceCapOn->setText(tr("&One instance at most:"));
    m_instanceCapOn->setToolTip(tr("A launch, start, wake or switch dearer than this is refused"));
    m_runningCapOn->setText(tr("All of a &user's running at most:"));
    m_runningCapOn->setToolTip(
        tr("What one user of the role has billing compute, together, per hour"));
    m_backendsLabel->setText(tr("Backends:"));
    for (const auto &[backend, box] : m_backends)
        box->setText(backendText(backend));
    m_acceleratorsLabel->setText(tr("Only these &accelerators:"));
    m_accelerators->setPlaceholderText(tr("Any (or ids separated by commas)"));
    m_autoSleepOn->setText(tr("Every instance &sleeps at least:"));
    m_autoSleepOn->setToolTip(tr("Below this utilisation for at most this long. Users may "
                                 "tighten it, not loosen it or turn it off; what runs is "
                                 "tightened at once."));
    m_runtimeOn->setText(tr("A s&top within (hours):"));
    m_runtimeOn->setToolTip(tr("The longest an instance runs without a scheduled stop; one "
                               "launched without a stop is given one"));
}

} // namespace polychip::ui
