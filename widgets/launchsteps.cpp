// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The template, data and schedule steps of the launch wizard.
#include "launchsteps.h"
#include "colors.h"

#include "displaytext.h"
#include "launchwizard.h"
#include "session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimeZone>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace polychip::ui {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

} // namespace

// ---- template --------------------------------------------------------------------------------

TemplateStep::TemplateStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_name(new QLineEdit(this))
    , m_nameProblem(new QLabel(this))
    , m_project(new QLineEdit(this))
    , m_search(new QLineEdit(this))
    , m_templates(new QListWidget(this))
    , m_description(new QLabel(this))
    , m_nameLabel(new QLabel(this))
    , m_projectLabel(new QLabel(this))
    , m_templateLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("templateStep"));
    m_name->setObjectName(QStringLiteral("launchName"));
    m_name->setMaxLength(128);
    m_nameProblem->setObjectName(QStringLiteral("nameProblem"));
    setTextTone(m_nameProblem, TextTone::Error);
    m_project->setObjectName(QStringLiteral("launchProject"));
    m_project->setMaxLength(256);
    m_search->setObjectName(QStringLiteral("templateSearch"));
    m_search->setClearButtonEnabled(true);
    m_templates->setObjectName(QStringLiteral("templateList"));
    m_description->setObjectName(QStringLiteral("templateDescription"));
    setMuted(m_description);
    m_description->setWordWrap(true);
    m_nameLabel->setBuddy(m_name);
    m_projectLabel->setBuddy(m_project);
    m_templateLabel->setBuddy(m_search);

    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(QString(), m_nameProblem);
    form->addRow(m_projectLabel, m_project);
    form->addRow(m_templateLabel, m_search);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_templates, 1);
    layout->addWidget(m_description);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_wizard->draft().name = text.trimmed().toStdString();
        m_nameProblem->setText(nameProblem());
        Q_EMIT completeChanged();
    });
    connect(m_project, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (text.trimmed().isEmpty())
            m_wizard->draft().labels.erase("project");
        else
            m_wizard->draft().labels["project"] = text.trimmed().toStdString();
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int row = 0; row < m_templates->count(); ++row) {
            QListWidgetItem *item = m_templates->item(row);
            item->setHidden(row > 0 && !text.isEmpty()
                            && !item->text().contains(text, Qt::CaseInsensitive)
                            && !item->toolTip().contains(text, Qt::CaseInsensitive));
        }
    });
    connect(m_templates, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (!item)
            return;
        const std::string id = item->data(kIdRole).toString().toStdString();
        const auto current = m_wizard->draft().templateId.value_or(std::string());
        if (id != current) {
            m_wizard->useTemplate(id);
            m_name->setText(QString::fromStdString(m_wizard->draft().name));
            const auto project = m_wizard->draft().labels.find("project");
            m_project->setText(project == m_wizard->draft().labels.end()
                                   ? QString()
                                   : QString::fromStdString(project->second));
        }
        const api::Template *t = m_wizard->chosenTemplate();
        m_description->setText(t ? QString::fromStdString(t->description)
                                 : tr("An instance with no workload preset: choose the "
                                      "accelerators, the image and the data yourself."));
    });
    connect(m_wizard, &LaunchWizard::draftChanged, this, [this] {
        if (m_wizard->currentPage() != this)
            fill();
    });
    retranslate();
}

void TemplateStep::retranslate()
{
    setTitle(tr("Template"));
    setSubTitle(tr("Start from a workload template, or from nothing. Every step can be changed "
                   "later on."));
    m_nameLabel->setText(tr("&Name:"));
    m_projectLabel->setText(tr("&Project:"));
    m_templateLabel->setText(tr("&Template:"));
    m_name->setToolTip(tr("1 to 128 characters; shown in the instance list"));
    m_project->setPlaceholderText(tr("optional, e.g. vision"));
    m_project->setToolTip(tr("The project label: spend and budgets are grouped by it"));
    m_search->setPlaceholderText(tr("Search templates by name, model or backend"));
    if (m_templates->count() > 0)
        m_templates->item(0)->setText(tr("Blank instance (no template)"));
    m_nameProblem->setText(nameProblem());
}

void TemplateStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void TemplateStep::fill()
{
    const QSignalBlocker block(m_templates);
    m_templates->clear();
    auto *blank = new QListWidgetItem(tr("Blank instance (no template)"), m_templates);
    blank->setData(kIdRole, QString());
    const std::string chosen = m_wizard->draft().templateId.value_or(std::string());
    QListWidgetItem *current = blank;
    for (const auto &t : m_wizard->session().templates()) {
        QStringList backends;
        for (const auto &b : t.backends)
            backends << backendText(b.backend);
        auto *item
            = new QListWidgetItem(tr("%1 — %2 · %3")
                                      .arg(QString::fromStdString(t.name), workloadKindText(t.kind),
                                           backends.join(QStringLiteral(" / "))),
                                  m_templates);
        item->setData(kIdRole, QString::fromStdString(t.id));
        item->setToolTip(QString::fromStdString(t.description + "\n" + t.modelId.value_or("")));
        if (t.id == chosen)
            current = item;
    }
    m_templates->setCurrentItem(current);
    m_name->setText(QString::fromStdString(m_wizard->draft().name));
    const auto project = m_wizard->draft().labels.find("project");
    m_project->setText(project == m_wizard->draft().labels.end()
                           ? QString()
                           : QString::fromStdString(project->second));
    const api::Template *t = m_wizard->chosenTemplate();
    m_description->setText(t ? QString::fromStdString(t->description)
                             : tr("An instance with no workload preset: choose the "
                                  "accelerators, the image and the data yourself."));
    m_nameProblem->setText(nameProblem());
}

void TemplateStep::initializePage()
{
    fill();
}

QString TemplateStep::nameProblem() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the instance a name (1 to 128 characters).");
    return {};
}

bool TemplateStep::isComplete() const
{
    return nameProblem().isEmpty();
}

// ---- data ------------------------------------------------------------------------------------

DataStep::DataStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_model(new QComboBox(this))
    , m_datasets(new QListWidget(this))
    , m_volumes(new QListWidget(this))
    , m_newVolume(new QCheckBox(this))
    , m_volumeName(new QLineEdit(this))
    , m_volumeSize(new QSpinBox(this))
    , m_snapshot(new QComboBox(this))
    , m_image(new QComboBox(this))
    , m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("dataStep"));
    m_model->setObjectName(QStringLiteral("modelCombo"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_datasets->setObjectName(QStringLiteral("datasetList"));
    m_volumes->setObjectName(QStringLiteral("volumeList"));
    m_newVolume->setObjectName(QStringLiteral("newVolumeCheck"));
    m_volumeName->setObjectName(QStringLiteral("newVolumeName"));
    m_volumeName->setMaxLength(128);
    m_volumeSize->setObjectName(QStringLiteral("newVolumeSize"));
    m_volumeSize->setRange(1, 100'000);
    m_volumeSize->setValue(100);
    m_snapshot->setObjectName(QStringLiteral("snapshotCombo"));
    m_image->setObjectName(QStringLiteral("imageCombo"));
    m_problem->setObjectName(QStringLiteral("dataProblem"));
    setTextTone(m_problem, TextTone::Error);
    m_problem->setWordWrap(true);
    for (auto *&l : m_labels)
        l = new QLabel(this);
    m_labels[0]->setBuddy(m_model);
    m_labels[1]->setBuddy(m_datasets);
    m_labels[2]->setBuddy(m_volumes);
    m_labels[3]->setBuddy(m_snapshot);
    m_labels[4]->setBuddy(m_image);

    auto *volumeRow = new QHBoxLayout;
    volumeRow->addWidget(m_newVolume);
    volumeRow->addWidget(m_volumeName, 1);
    volumeRow->addWidget(m_volumeSize);
    auto *grid = new QGridLayout(this);
    grid->addWidget(m_labels[0], 0, 0);
    grid->addWidget(m_model, 0, 1, 1, 3);
    grid->addWidget(m_labels[1], 1, 0, 1, 2);
    grid->addWidget(m_labels[2], 1, 2, 1, 2);
    grid->addWidget(m_datasets, 2, 0, 1, 2);
    grid->addWidget(m_volumes, 2, 2, 1, 2);
    grid->addLayout(volumeRow, 3, 2, 1, 2);
    grid->addWidget(m_labels[3], 4, 0);
    grid->addWidget(m_snapshot, 4, 1, 1, 3);
    grid->addWidget(m_labels[4], 5, 0);
    grid->addWidget(m_image, 5, 1, 1, 3);
    grid->addWidget(m_problem, 6, 0, 1, 4);
    grid->setRowStretch(2, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    const auto changed = [this] {
        if (!m_filling)
            store();
    };
    connect(m_model, &QComboBox::currentIndexChanged, this, changed);
    connect(m_datasets, &QListWidget::itemChanged, this, changed);
    connect(m_volumes, &QListWidget::itemChanged, this, changed);
    connect(m_newVolume, &QCheckBox::toggled, this, changed);
    connect(m_volumeName, &QLineEdit::textEdited, this, changed);
    connect(m_volumeSize, &QSpinBox::valueChanged, this, changed);
    connect(m_snapshot, &QComboBox::currentIndexChanged, this, changed);
    connect(m_image, &QComboBox::currentIndexChanged, this, changed);
    connect(m_wizard, &LaunchWizard::catalogChanged, this, [this] {
        if (m_wizard->currentPage() == this)
            fill();
    });
    retranslate();
}

void DataStep::retranslate()
{
    setTitle(tr("Data"));
    setSubTitle(tr("What the instance starts with: a model checkpoint, datasets from the public "
                   "pool, volumes, a snapshot to resume from, and the image."));
    m_labels[0]->setText(tr("&Model:"));
    m_labels[1]->setText(tr("&Datasets (public pool, mounted read-only):"));
    m_labels[2]->setText(tr("&Volumes (kept across switches):"));
    m_labels[3]->setText(tr("Start from &snapshot:"));
    m_labels[4]->setText(tr("&Image:"));
    m_newVolume->setText(tr("New volume:"));
    m_newVolume->setToolTip(tr("Create a network volume before the launch and attach it"));
    m_volumeName->setPlaceholderText(tr("name"));
    m_volumeSize->setSuffix(tr(" GiB"));
    m_model->setToolTip(tr("Type to search the model square"));
    m_snapshot->setToolTip(tr("Resume from the checkpoint saved in a snapshot"));
    m_image->setToolTip(tr("The runtime image for the chosen backend"));
}

void DataStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void DataStep::initializePage()
{
    fill();
}

void DataStep::fill()
{
    m_filling = true;
    const api::LaunchSpec &d = m_wizard->draft();
    const auto placed = m_wizard->launchSpec();
    const api::Backend backend
        = placed && placed->backend ? *placed->backend : d.backend.value_or(api::Backend::Gpu);

    m_model->clear();
    m_model->addItem(tr("(no model)"), QString());
    for (const auto &m : m_wizard->models())
        m_model->addItem(tr("%1 (%2 B parameters, %3)")
                             .arg(QString::fromStdString(m.name), formatNumber(m.paramsB, 1),
                                  QString::fromStdString(m.license)),
                         QString::fromStdString(m.id));
    const int model = d.modelId ? m_model->findData(QString::fromStdString(*d.modelId)) : 0;
    if (model < 0 && d.modelId) // not listed (yet): keep it
        m_model->addItem(QString::fromStdString(*d.modelId), QString::fromStdString(*d.modelId));
    m_model->setCurrentIndex(model >= 0 ? model : m_model->count() - 1);

    const std::set<std::string> chosenSets(d.datasetIds.begin(), d.datasetIds.end());
    m_datasets->clear();
    // The chosen ones first: a template's datasets are in view without scrolling.
    std::vector<const api::Dataset *> sets;
    for (const auto &s : m_wizard->datasets())
        sets.push_back(&s);
    std::stable_partition(sets.begin(), sets.end(),
                          [&](const api::Dataset *s) { return chosenSets.contains(s->id); });
    for (const api::Dataset *set : sets) {
        const api::Dataset &s = *set;
        auto *item = new QListWidgetItem(tr("%1 (%2 GiB)")
                                             .arg(QString::fromStdString(s.name),
                                                  formatNumber(s.sizeGib, s.sizeGib < 10 ? 1 : 0)),
                                         m_datasets);
        item->setData(kIdRole, QString::fromStdString(s.id));
        item->setToolTip(QString::fromStdString(s.description));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(chosenSets.contains(s.id) ? Qt::Checked : Qt::Unchecked);
    }

    // Chosen but not listed (the list failed to load, or is still loading): kept, checked.
    for (const auto &id : d.datasetIds) {
        const auto &all = m_wizard->datasets();
        if (std::none_of(all.begin(), all.end(),
                         [&](const api::Dataset &s) { return s.id == id; })) {
            auto *item = new QListWidgetItem(QString::fromStdString(id), m_datasets);
            item->setData(kIdRole, QString::fromStdString(id));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
    }

    const std::set<std::string> chosenVolumes(d.volumeIds.begin(), d.volumeIds.end());
    m_volumes->clear();
    for (const auto &[id, v] : m_wizard->session().volumes()) {
        if (v.attachedInstanceId)
            continue; // attached elsewhere: one instance at a time
        auto *item = new QListWidgetItem(tr("%1 (%2 GiB, %3)")
                                             .arg(QString::fromStdString(v.name))
                                             .arg(v.sizeGib)
                                             .arg(QString::fromStdString(v.region)),
                                         m_volumes);
        item->setData(kIdRole, QString::fromStdString(id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(chosenVolumes.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
    if (m_volumes->count() == 0) {
        auto *none = new QListWidgetItem(tr("No free volumes"), m_volumes);
        none->setFlags(Qt::NoItemFlags);
    }
    const auto &nv = m_wizard->newVolume();
    m_newVolume->setChecked(nv.has_value());
    m_volumeName->setText(nv ? QString::fromStdString(nv->name)
                             : QStringLiteral("%1-data").arg(QString::fromStdString(d.name)));
    if (nv)
        m_volumeSize->setValue(int(nv->sizeGib));

    m_snapshot->clear();
    m_snapshot->addItem(tr("(none: start fresh)"), QString());
    for (const auto &[id, s] : m_wizard->session().snapshots()) {
        if (s.state != api::SnapshotState::Ready)
            continue;
        m_snapshot->addItem(tr("%1 — step %2, %3, %4 GiB")
                                .arg(QString::fromStdString(s.name))
                                .arg(s.checkpointStep)
                                .arg(backendText(s.backend), formatNumber(s.sizeGib, 1)),
                            QString::fromStdString(id));
    }
    if (d.fromSnapshotId
        && m_snapshot->findData(QString::fromStdString(*d.fromSnapshotId)) < 0) // not ready yet
        m_snapshot->addItem(QString::fromStdString(*d.fromSnapshotId),
                            QString::fromStdString(*d.fromSnapshotId));
    const int snapshot
        = d.fromSnapshotId ? m_snapshot->findData(QString::fromStdString(*d.fromSnapshotId)) : 0;
    m_snapshot->setCurrentIndex(std::max(0, snapshot));

    m_image->clear();
    m_image->addItem(tr("Default for %1").arg(backendText(backend)), QString());
    for (const auto &img : m_wizard->images()) {
        if (img.backend != backend)
            continue;
        m_image->addItem(tr("%1 (%2 %3)")
                             .arg(QString::fromStdString(img.name),
                                  QString::fromStdString(img.framework),
                                  QString::fromStdString(img.version)),
                         QString::fromStdString(img.id));
    }
    int image = 0;
    if (d.imageId)
        image = std::max(0, m_image->findData(QString::fromStdString(*d.imageId)));
    else if (const api::Template *t = m_wizard->chosenTemplate()) {
        for (const auto &b : t->backends) {
            if (b.backend == backend)
                image = std::max(0, m_image->findData(QString::fromStdString(b.imageId)));
        }
    }
    m_image->setCurrentIndex(image);
    m_problem->setText(
        m_wizard->catalogError().isEmpty()
            ? QString()
            : tr("Some lists could not be loaded: %1").arg(m_wizard->catalogError()));
    m_filling = false;
    store();
}

void DataStep::store()
{
    api::LaunchSpec &d = m_wizard->draft();
    const QString model = m_model->currentData().toString();
    d.modelId = model.isEmpty() ? std::nullopt : std::optional(model.toStdString());
    d.datasetIds.clear();
    for (int row = 0; row < m_datasets->count(); ++row) {
        if (m_datasets->item(row)->checkState() == Qt::Checked)
            d.datasetIds.push_back(m_datasets->item(row)->data(kIdRole).toString().toStdString());
    }
    d.volumeIds.clear();
    for (int row = 0; row < m_volumes->count(); ++row) {
        const QListWidgetItem *item = m_volumes->item(row);
        if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked)
            d.volumeIds.push_back(item->data(kIdRole).toString().toStdString());
    }
    m_volumeName->setEnabled(m_newVolume->isChecked());
    m_volumeSize->setEnabled(m_newVolume->isChecked());
    if (m_newVolume->isChecked())
        m_wizard->newVolume() = api::VolumeCreate{m_volumeName->text().trimmed().toStdString(),
                                                  m_volumeSize->value(), std::nullopt};
    else
        m_wizard->newVolume().reset();
    const QString snapshot = m_snapshot->currentData().toString();
    d.fromSnapshotId = snapshot.isEmpty() ? std::nullopt : std::optional(snapshot.toStdString());
    const QString image = m_image->currentData().toString();
    d.imageId = image.isEmpty() ? std::nullopt : std::optional(image.toStdString());
    Q_EMIT completeChanged();
}

bool DataStep::isComplete() const
{
    return !m_newVolume->isChecked() || !m_volumeName->text().trimmed().isEmpty();
}

// ---- schedule --------------------------------------------------------------------------------

ScheduleStep::ScheduleStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_sleep(new QCheckBox(this))
    , m_threshold(new QSpinBox(this))
    , m_minutes(new QSpinBox(this))
    , m_never(new QRadioButton(this))
    , m_atTime(new QRadioButton(this))
    , m_afterRuntime(new QRadioButton(this))
    , m_stopAt(new QDateTimeEdit(this))
    , m_runtime(new QDoubleSpinBox(this))
    , m_checkpoint(new QCheckBox(this))
    , m_queueTimeout(new QSpinBox(this))
{
    setObjectName(QStringLiteral("scheduleStep"));
    m_sleep->setObjectName(QStringLiteral("autoSleepCheck"));
    m_threshold->setObjectName(QStringLiteral("sleepThreshold"));
    m_threshold->setRange(1, 100);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_minutes->setObjectName(QStringLiteral("sleepMinutes"));
    m_minutes->setRange(1, int(api::kMaxAheadMinutes));
    m_never->setObjectName(QStringLiteral("stopNever"));
    m_atTime->setObjectName(QStringLiteral("stopAtTime"));
    m_afterRuntime->setObjectName(QStringLiteral("stopAfterRuntime"));
    m_stopAt->setObjectName(QStringLiteral("stopAt"));
    m_stopAt->setCalendarPopup(true);
    m_stopAt->setTimeSpec(Qt::UTC);
    m_runtime->setObjectName(QStringLiteral("maxRuntime"));
    m_runtime->setRange(0.1, double(api::kMaxAheadSeconds) / 3600);
    m_runtime->setDecimals(1);
    m_checkpoint->setObjectName(QStringLiteral("checkpointCheck"));
    m_queueTimeout->setObjectName(QStringLiteral("queueTimeout"));
    m_queueTimeout->setRange(0, int(api::kMaxAheadMinutes));
    for (auto *&l : m_labels)
        l = new QLabel(this);
    setMuted(m_labels[4]);
    m_labels[4]->setWordWrap(true);

    auto *sleepRow = new QHBoxLayout;
    sleepRow->addWidget(m_sleep);
    sleepRow->addWidget(m_threshold);
    sleepRow->addWidget(m_labels[0]);
    sleepRow->addWidget(m_minutes);
    sleepRow->addStretch(1);
    auto *atRow = new QHBoxLayout;
    atRow->addWidget(m_atTime);
    atRow->addWidget(m_stopAt);
    atRow->addStretch(1);
    auto *afterRow = new QHBoxLayout;
    afterRow->addWidget(m_afterRuntime);
    afterRow->addWidget(m_runtime);
    afterRow->addStretch(1);
    auto *queueRow = new QHBoxLayout;
    queueRow->addWidget(m_labels[2]);
    queueRow->addWidget(m_queueTimeout);
    queueRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(sleepRow);
    layout->addSpacing(12);
    layout->addWidget(m_labels[1]);
    layout->addWidget(m_never);
    layout->addLayout(atRow);
    layout->addLayout(afterRow);
    layout->addWidget(m_checkpoint);
    layout->addSpacing(12);
    layout->addLayout(queueRow);
    layout->addWidget(m_labels[3]);
    layout->addStretch(1);
    layout->addWidget(m_labels[4]);

    const auto changed = [this] {
        if (!m_filling)
            store();
    };
    connect(m_sleep, &QCheckBox::toggled, this, changed);
    connect(m_threshold, &QSpinBox::valueChanged, this, changed);
    connect(m_minutes, &QSpinBox::valueChanged, this, changed);
    connect(m_never, &QRadioButton::toggled, this, changed);
    connect(m_atTime, &QRadioButton::toggled, this, changed);
    connect(m_afterRuntime, &QRadioButton::toggled, this, changed);
    connect(m_stopAt, &QDateTimeEdit::dateTimeChanged, this, changed);
    connect(m_runtime, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_checkpoint, &QCheckBox::toggled, this, changed);
    connect(m_queueTimeout, &QSpinBox::valueChanged, this, changed);
    retranslate();
}

void ScheduleStep::retranslate()
{
    setTitle(tr("Schedule and idle policy"));
    setSubTitle(tr("Pay only while it works: sleep when idle, stop when done."));
    m_sleep->setText(tr("&Sleep when utilisation stays below"));
    m_sleep->setToolTip(tr("Compute billing stops while asleep; waking takes about 3 seconds"));
    m_labels[0]->setText(tr("for"));
    m_minutes->setSuffix(tr(" min"));
    m_labels[1]->setText(tr("Stop:"));
    m_never->setText(tr("&Never (stop by hand)"));
    m_atTime->setText(tr("&At (UTC):"));
    m_afterRuntime->setText(tr("After &running for"));
    m_runtime->setSuffix(tr(" h"));
    m_checkpoint->setText(tr("Save a &checkpoint snapshot before stopping"));
    m_labels[2]->setText(tr("When no capacity is free, &wait up to"));
    m_labels[2]->setBuddy(m_queueTimeout);
    m_queueTimeout->setSuffix(tr(" min"));
    m_queueTimeout->setSpecialValueText(tr("do not wait"));
    m_labels[3]->setText(tr("The launch fails with “capacity exhausted” when the wait runs out."));
    m_labels[4]->setText(tr("A scheduled stop may be at most 7 × 24 hours ahead."));
}

void ScheduleStep::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizardPage::changeEvent(event);
}

void ScheduleStep::initializePage()
{
    m_filling = true;
    const api::LaunchSpec &d = m_wizard->draft();
    const api::AutoSleep sleep = d.autoSleep.value_or(api::AutoSleep{});
    const api::Schedule schedule = d.schedule.value_or(api::Schedule{});
    m_sleep->setChecked(sleep.enabled);
    m_threshold->setValue(int(sleep.utilizationBelowPct));
    m_minutes->setValue(int(sleep.forMinutes));
    const std::int64_t now = m_wizard->session().platformTime() > 0
                                 ? m_wizard->session().platformTime()
                                 : QDateTime::currentSecsSinceEpoch();
    const QDateTime platformNow = QDateTime::fromSecsSinceEpoch(now, QTimeZone::utc());
    m_stopAt->setMinimumDateTime(platformNow);
    m_stopAt->setMaximumDateTime(platformNow.addSecs(api::kMaxAheadSeconds));
    m_stopAt->setDateTime(schedule.stopAt ? QDateTime::fromSecsSinceEpoch(
                              schedule.stopAt->unixSeconds, QTimeZone::utc())
                                          : platformNow.addSecs(8 * 3600));
    m_runtime->setValue(schedule.maxRuntimeS ? double(*schedule.maxRuntimeS) / 3600.0 : 12.0);
    m_never->setChecked(!schedule.stopAt && !schedule.maxRuntimeS);
    m_atTime->setChecked(schedule.stopAt.has_value());
    m_afterRuntime->setChecked(!schedule.stopAt && schedule.maxRuntimeS.has_value());
    m_checkpoint->setChecked(schedule.checkpointBeforeStop);
    m_queueTimeout->setValue(int(d.queueTimeoutS.value_or(3600) / 60));
    m_filling = false;
    store();
}

void ScheduleStep::store()
{
    api::LaunchSpec &d = m_wizard->draft();
    api::AutoSleep sleep;
    sleep.enabled = m_sleep->isChecked();
    sleep.utilizationBelowPct = m_threshold->value();
    sleep.forMinutes = m_minutes->value();
    d.autoSleep = sleep;
    api::Schedule schedule;
    schedule.checkpointBeforeStop = m_checkpoint->isChecked();
    if (m_atTime->isChecked())
        schedule.stopAt = api::Timestamp{m_stopAt->dateTime().toSecsSinceEpoch()};
    else if (m_afterRuntime->isChecked())
        schedule.maxRuntimeS = std::int64_t(std::llround(m_runtime->value() * 3600));
    d.schedule = schedule;
    d.queueTimeoutS = std::int64_t(m_queueTimeout->value()) * 60;
    m_threshold->setEnabled(sleep.enabled);
    m_minutes->setEnabled(sleep.enabled);
    m_stopAt->setEnabled(m_atTime->isChecked());
    m_runtime->setEnabled(m_afterRuntime->isChecked());
    m_checkpoint->setEnabled(!m_never->isChecked());
}

} // namespace polychip::ui
