// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "newvolumedialog.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "volumetablemodel.h"

#include "api/schemainfo.h"
#include "apiclient.h"
#include "operations.h"
#include "session.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

api::Rule nameRule()
{
    return api::fieldRule<api::VolumeCreate>("name");
}

api::Rule sizeRule()
{
    return api::fieldRule<api::VolumeCreate>("size_gib");
}

} // namespace

NewVolumeDialog::NewVolumeDialog(client::ApiClient &client,
                                 const client::Session &session,
                                 QWidget *parent)
    : QDialog(parent)
    , m_client(&client)
    , m_session(&session)
    , m_name(new QLineEdit(this))
    , m_size(new QSpinBox(this))
    , m_cost(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_create(m_buttons->addButton(tr("C&reate"), QDialogButtonBox::AcceptRole))
{
    setObjectName(QStringLiteral("newVolumeDialog"));
    setWindowTitle(tr("New volume"));
    auto *intro = new QLabel(tr("A network volume (NVMe-oF) keeps its data across stops and "
                                "backend switches, and moves from one instance to another. It "
                                "is billed by size, attached or not."),
                             this);
    intro->setWordWrap(true);

    m_name->setObjectName(QStringLiteral("volumeName"));
    m_name->setAccessibleName(tr("Volume name"));
    m_name->setPlaceholderText(tr("e.g. checkpoints"));
    const api::Rule size = sizeRule();
    m_size->setObjectName(QStringLiteral("volumeSize"));
    m_size->setAccessibleName(tr("Size in GiB"));
    m_size->setRange(int(size.min), int(size.max));
    m_size->setValue(100);
    m_size->setSuffix(tr(" GiB"));
    m_size->setGroupSeparatorShown(true);
    m_size->setToolTip(
        tr("From %1 to %2 GiB").arg(formatNumber(size.min, 0), formatNumber(size.max, 0)));
    m_cost->setObjectName(QStringLiteral("volumeCost"));
    m_cost->setToolTip(VolumeTableModel::costBasis());
    m_problem->setObjectName(QStringLiteral("volumeProblem"));
    m_problem->setWordWrap(true);
    setTextTone(m_problem, TextTone::Error);
    m_create->setObjectName(QStringLiteral("createVolumeButton"));
    m_create->setDefault(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Size:"), m_size);
    form->addRow(tr("Cost:"), m_cost);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_name, &QLineEdit::textEdited, this, [this] {
        m_edited = true;
        m_refusal.clear();
        m_refusalDetails.clear();
        updateControls();
    });
    connect(m_size, &QSpinBox::valueChanged, this, [this] {
        m_refusal.clear();
        m_refusalDetails.clear();
        updateControls();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewVolumeDialog::create);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(460, sizeHint().height());
    updateControls();
}

QString NewVolumeDialog::problem() const
{
    const QByteArray name = m_name->text().trimmed().toUtf8();
    const api::Rule rule = nameRule();
    if (std::size_t(name.size()) < std::max<std::size_t>(rule.minLen, 1))
        return tr("Give the volume a name.");
    if (std::size_t(name.size()) > rule.maxLen)
        return tr("The name is too long: %1 bytes in UTF-8, at most %2.")
            .arg(name.size())
            .arg(rule.maxLen);
    const api::Rule size = sizeRule();
    if (m_size->value() < size.min || m_size->value() > size.max)
        return tr("The size must be from %1 to %2 GiB.")
            .arg(formatNumber(size.min, 0), formatNumber(size.max, 0));
    return {};
}

api::VolumeCreate NewVolumeDialog::request() const
{
    api::VolumeCreate r;
    r.name = m_name->text().trimmed().toStdString();
    r.sizeGib = m_size->value();
    return r;
}

void NewVolumeDialog::create()
{
    if (m_sending || !m_client || !problem().isEmpty()) {
        m_edited = true; // Enter on an empty name: say why nothing happens
        updateControls();
        return;
    }
    m_sending = true;
    m_refusal.clear();
    m_refusalDetails.clear();
    updateControls();
    m_client->call(client::ops::createVolume(request()), this, [this](api::Result<api::Volume> r) {
        m_sending = false;
        if (!r) {
            m_refusal = tr("Not created: %1").arg(errorText(r.error()));
            m_refusalDetails = errorDetails(r.error());
            updateControls();
            return;
        }
        Q_EMIT created(r.value());
        accept();
    });
}

void NewVolumeDialog::updateControls()
{
    const std::int64_t gib = m_size->value();
    m_cost->setText(
        tr("about %1 a month (%2 GiB at %3 per GiB-hour)")
            .arg(VolumeTableModel::estimateText(VolumeTableModel::monthlyCostMicros(gib)),
                 formatNumber(double(gib), 0),
                 VolumeTableModel::estimateText(VolumeTableModel::kGibHourMicros)));
    const QString why = problem();
    if (m_edited && !why.isEmpty()) {
        m_problem->setText(why);
        m_problem->setToolTip(QString());
    } else {
        m_problem->setText(m_refusal); // the platform's answer stays until a field changes
        m_problem->setToolTip(m_refusalDetails);
    }
    m_create->setEnabled(!m_sending && why.isEmpty());
    m_create->setToolTip(why.isEmpty() ? tr("Create the volume (it is billed from now on)") : why);
    m_name->setEnabled(!m_sending);
    m_size->setEnabled(!m_sending);
}

} // namespace polychip::ui
