// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The data step of the launch wizard: model, datasets, volumes, snapshot and image.
#include "datastep.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "launchwizard.h"
#include "modelchoices.h"
#include "session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QSpinBox>

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

namespace polychip::ui {

namespace {

constexpr int kDataIdRole = Qt::UserRole + 1;

/// An editable combo, its line edit made at once: made later (after the fields below it), the
/// line edit sat last in the focus chain, and Shift+Tab from the wizard's buttons went straight
/// to it, past every field of the step.
QComboBox *editableCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setEditable(true);
    return combo;
}

} // namespace

DataStep::DataStep(LaunchWizard *wizard)
    : QWizardPage(wizard)
    , m_wizard(wizard)
    , m_model(editableCombo(this))
    , m_choices(new ModelChoices(this))
    , m_search(new ModelSearch(*m_choices, this))
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
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->setModel(m_choices);
    // 100,000 models at scale: no width measured over every row, no row measured apart.
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(40);
    if (auto *list = qobject_cast<QListView *>(m_model->view()))
        list->setUniformItemSizes(true);
    // Typing searches the square through the Catalog page's index (ModelSearch), not a
    // completer filtering every row's text. Set on the line edit after setModel(), which would
    // give the combo's own completer the combo's model.
    auto *completer = new QCompleter(m_search, this);
    completer->setObjectName(QStringLiteral("modelSearch"));
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    completer->setMaxVisibleItems(12);
    m_model->lineEdit()->setCompleter(completer);
    connect(m_model->lineEdit(), &QLineEdit::textEdited, this,
            [this, completer](const QString &text) {
                m_search->search(text);
                if (m_search->rowCount() > 0)
                    completer->complete();
            });
    // The index is built on a worker: matches typed before it was there follow when it is.
    connect(m_search, &ModelSearch::arrived, this, [this, completer] {
        if (m_model->lineEdit()->hasFocus() && m_search->rowCount() > 0)
            completer->complete();
    });
    connect(completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &index) {
                m_model->setCurrentIndex(index.data(ModelSearch::kChoiceRole).toInt());
            });
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

    // A model the catalogue does not list (yet) is kept, as the last row.
    m_choices->show(&m_wizard->session().catalog(), d.modelId.value_or(std::string()));
    m_search->invalidate();
    m_model->setCurrentIndex(std::max(0, m_choices->rowOf(d.modelId.value_or(std::string()))));

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
        item->setData(kDataIdRole, QString::fromStdString(s.id));
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
            item->setData(kDataIdRole, QString::fromStdString(id));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Checked);
        }
    }

    const std::set<std::string> chosenVolumes(d.volumeIds.begin(), d.volumeIds.end());
    m_volumes->clear();
    for (const auto &[id, v] : m_wizard->session().storage().volumes().all()) {
        if (v.attachedInstanceId)
            continue; // attached elsewhere: one instance at a time
        auto *item = new QListWidgetItem(tr("%1 (%2 GiB, %3)")
                                             .arg(QString::fromStdString(v.name))
                                             .arg(v.sizeGib)
                                             .arg(regionName(&m_wizard->session(), v.region)),
                                         m_volumes);
        item->setData(kDataIdRole, QString::fromStdString(id));
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
    for (const auto &[id, s] : m_wizard->session().storage().snapshots().all()) {
        if (s.state != api::SnapshotState::Ready)
            continue;
        m_snapshot->addItem(snapshotChoiceText(&m_wizard->session(), s),
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
            d.datasetIds.push_back(
                m_datasets->item(row)->data(kDataIdRole).toString().toStdString());
    }
    d.volumeIds.clear();
    for (int row = 0; row < m_volumes->count(); ++row) {
        const QListWidgetItem *item = m_volumes->item(row);
        if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked)
            d.volumeIds.push_back(item->data(kDataIdRole).toString().toStdString());
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

} // namespace polychip::ui
