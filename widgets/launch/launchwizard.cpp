// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "launchwizard.h"

#include "launchplan.h"

#include "apiclient.h"
#include "datastep.h"
#include "operations.h"
#include "placementstep.h"
#include "progressstep.h"
#include "quoter.h"
#include "reviewstep.h"
#include "schedulestep.h"
#include "session.h"
#include "templatestep.h"

#include <QAbstractButton>
#include <QEvent>
#include <QSettings>

namespace polychip::ui {

namespace {

const QString kGeometryKey = QStringLiteral("launchWizard/geometry");

} // namespace

LaunchWizard::LaunchWizard(client::ApiClient &client, client::Session &session, QWidget *parent)
    : QWizard(parent)
    , m_client(client)
    , m_session(session)
    , m_quoter(new Quoter(this))
{
    setObjectName(QStringLiteral("launchWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setOption(QWizard::HaveHelpButton, false);
    m_quoter->setClient(&client);

    setPage(TemplateStepId, new TemplateStep(this));
    setPage(PlacementStepId, new PlacementStep(this));
    setPage(DataStepId, new DataStep(this));
    setPage(ScheduleStepId, new ScheduleStep(this));
    setPage(ReviewStepId, new ReviewStep(this));
    setPage(ProgressStepId, new ProgressStep(this));
    setStartId(TemplateStepId);

    retranslate();
    const QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(980, 680);
    connect(this, &QDialog::finished, this,
            [this] { QSettings().setValue(kGeometryKey, saveGeometry()); });
    loadCatalog();
    useTemplate({});
}

LaunchWizard::~LaunchWizard() = default;

void LaunchWizard::retranslate()
{
    setWindowTitle(tr("Launch an instance"));
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::BackButton, tr("< &Back"));
    setButtonText(QWizard::CancelButton, tr("Cancel"));
    setButtonText(QWizard::FinishButton, tr("&Close"));
}

void LaunchWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

void LaunchWizard::loadCatalog()
{
    // The session lists the model square and the data pool once; the steps fill their lists
    // when both have arrived (or stopped short), not page by page.
    const client::CatalogStore &store = m_session.catalog();
    const auto follow = [this] {
        // Once settled, a change is a new whole list (catalog.changed): the steps fill again,
        // since their rows are positions in the list that was.
        const bool loaded = catalogLoaded();
        if (loaded)
            Q_EMIT catalogChanged();
        m_catalogSettled = loaded;
    };
    connect(&store, &client::CatalogStore::modelsChanged, this, follow);
    connect(&store, &client::CatalogStore::datasetsChanged, this, follow);
    connect(&store, &client::CatalogStore::changed, this, &LaunchWizard::catalogChanged);
    m_session.listCatalogEntries();
    m_catalogSettled = catalogLoaded();
}

const std::deque<api::Model> &LaunchWizard::models() const
{
    return m_session.catalog().models();
}

const std::deque<api::Dataset> &LaunchWizard::datasets() const
{
    return m_session.catalog().datasets();
}

const std::vector<api::Image> &LaunchWizard::images() const
{
    return m_session.catalog().images();
}

bool LaunchWizard::catalogLoaded() const
{
    using Listing = client::CatalogStore::Listing;
    const auto settled = [](Listing l) { return l == Listing::Complete || l == Listing::Failed; };
    const client::CatalogStore &store = m_session.catalog();
    return settled(store.modelsListing()) && settled(store.datasetsListing());
}

QString LaunchWizard::catalogError() const
{
    const client::CatalogStore &store = m_session.catalog();
    return QString::fromStdString(!store.modelsError().empty() ? store.modelsError()
                                                               : store.datasetsError());
}

const api::Template *LaunchWizard::chosenTemplate() const
{
    return m_draft.templateId ? m_session.catalog().findTemplate(*m_draft.templateId) : nullptr;
}

void LaunchWizard::useTemplate(const std::string &templateId)
{
    api::LaunchSpec spec;
    // A name the user typed stays; a name made up for the previous template does not.
    if (m_draft.name != m_autoName)
        spec.name = m_draft.name;
    spec.labels = m_draft.labels;
    // Labels the previous template added, left as they were, go with it (its project is not the
    // next template's); a label the user typed or changed stays.
    for (const auto &[k, v] : m_templateLabels) {
        if (const auto it = spec.labels.find(k); it != spec.labels.end() && it->second == v)
            spec.labels.erase(it);
    }
    m_templateLabels.clear();
    const api::Template *t
        = templateId.empty() ? nullptr : m_session.catalog().findTemplate(templateId);
    if (t) {
        spec.templateId = t->id;
        spec.backend = t->defaultBackend;
        spec.accelerator = t->defaultAccelerator;
        spec.count = t->defaultCount;
        spec.modelId = t->modelId;
        spec.datasetIds = t->datasetIds;
        spec.autoSleep = t->autoSleep;
        spec.schedule = t->schedule;
        for (const auto &[k, v] : t->labels) {
            if (!spec.labels.contains(k)) {
                spec.labels[k] = v;
                m_templateLabels[k] = v;
            }
        }
    } else if (const auto &accelerators = m_session.catalog().accelerators();
               !accelerators.empty()) {
        // Blank: the cheapest GPU, one of it.
        const api::Accelerator *cheapest = nullptr;
        for (const auto &a : accelerators) {
            if (a.backend == api::Backend::Gpu
                && (!cheapest || a.pricePerChipHourMicros < cheapest->pricePerChipHourMicros))
                cheapest = &a;
        }
        if (!cheapest)
            cheapest = &accelerators.front();
        spec.backend = cheapest->backend;
        spec.accelerator = cheapest->id;
        spec.count = cheapest->allowedCounts.front();
        spec.autoSleep = api::AutoSleep{};
        spec.schedule = api::Schedule{};
    }
    spec.queueTimeoutS = m_draft.queueTimeoutS.value_or(3600);
    if (spec.name.empty()) {
        const QString base = t ? QString::fromStdString(t->id).remove(QStringLiteral("tpl-"))
                               : QStringLiteral("instance");
        int n = 1;
        const auto taken = [this](const QString &name) {
            for (const auto &[id, i] : m_session.instances().all()) {
                if (QString::fromStdString(i.name) == name)
                    return true;
            }
            return false;
        };
        while (taken(QStringLiteral("%1-%2").arg(base).arg(n)))
            ++n;
        spec.name = QStringLiteral("%1-%2").arg(base).arg(n).left(128).toStdString();
        m_autoName = spec.name;
    }
    m_draft = std::move(spec);
    m_mode = PlacementMode::Manual;
    m_newVolume.reset();
    Q_EMIT draftChanged();
}

void LaunchWizard::useSnapshot(const std::string &snapshotId)
{
    const api::Snapshot *found = m_session.storage().snapshot(snapshotId);
    if (!found)
        return;
    const api::Snapshot &s = *found;
    std::string templateId;
    if (s.instanceId) {
        const api::Instance *source = m_session.instances().find(*s.instanceId);
        if (source && source->templateId)
            templateId = *source->templateId;
    }
    useTemplate(templateId);
    m_draft.fromSnapshotId = s.id;
    m_draft.backend = s.backend;
    if (const api::Accelerator *a = m_session.catalog().accelerator(s.accelerator)) {
        m_draft.accelerator = a->id;
        if (!m_draft.count
            || std::find(a->allowedCounts.begin(), a->allowedCounts.end(), *m_draft.count)
                   == a->allowedCounts.end())
            m_draft.count = a->allowedCounts.front();
    }
    for (const auto &[k, v] : s.labels)
        m_draft.labels[k] = v;
    Q_EMIT draftChanged();
}

api::LaunchSpec LaunchWizard::quoteSpec() const
{
    return client::quoteSpec(m_draft, m_mode);
}

std::optional<api::LaunchSpec> LaunchWizard::launchSpec() const
{
    const auto &quote = m_quoter->quote();
    if (!quote || !m_quoter->spec() || m_quoter->busy())
        return std::nullopt;
    return client::pinnedLaunch(*m_quoter->spec(), *quote, quoteSpec());
}

LaunchWizard::StepId LaunchWizard::stepOfField(const std::string &field)
{
    const auto starts = [&](std::string_view p) { return field.rfind(p, 0) == 0; };
    if (starts("name") || starts("labels") || starts("template_id"))
        return TemplateStepId;
    if (starts("backend") || starts("accelerator") || starts("count") || starts("cu_per_hour")
        || starts("region") || starts("token_budget"))
        return PlacementStepId;
    if (starts("model_id") || starts("dataset_ids") || starts("volume_ids")
        || starts("from_snapshot_id") || starts("image_id"))
        return DataStepId;
    if (starts("auto_sleep") || starts("schedule") || starts("queue_timeout_s"))
        return ScheduleStepId;
    return ReviewStepId;
}

QString LaunchWizard::fieldLabel(const std::string &field)
{
    const auto starts = [&](std::string_view p) { return field.rfind(p, 0) == 0; };
    if (starts("name"))
        return tr("Name");
    if (starts("labels"))
        return tr("Project");
    if (starts("template_id"))
        return tr("Template");
    if (starts("backend"))
        return tr("Backend");
    if (starts("accelerator"))
        return tr("Accelerator");
    if (starts("count"))
        return tr("Count");
    if (starts("cu_per_hour"))
        return tr("Compute (CU/h)");
    if (starts("model_id"))
        return tr("Model");
    if (starts("dataset_ids"))
        return tr("Datasets");
    if (starts("volume_ids"))
        return tr("Volumes");
    if (starts("from_snapshot_id"))
        return tr("Start from snapshot");
    if (starts("image_id"))
        return tr("Image");
    if (starts("auto_sleep"))
        return tr("Auto-sleep");
    if (starts("schedule"))
        return tr("Scheduled stop");
    if (starts("queue_timeout_s"))
        return tr("Queue timeout");
    return QString::fromStdString(field);
}

void LaunchWizard::abandon()
{
    m_sending = false;
    m_quoter->setClient(nullptr);
    QWizard::reject();
}

void LaunchWizard::setSending(bool sending)
{
    m_sending = sending;
    button(QWizard::CancelButton)->setEnabled(!sending);
}

void LaunchWizard::reject()
{
    if (m_sending)
        return; // Esc or Cancel while the launch is on its way: wait for its answer
    // While the instance comes up, Cancel cancels the launch (it is named so); the window stays
    // on the outcome. Run in background leaves it launching.
    if (auto *progress = qobject_cast<ProgressStep *>(page(ProgressStepId));
        progress && currentId() == ProgressStepId && progress->launchUnderWay()) {
        progress->cancelLaunch();
        return;
    }
    QWizard::reject();
}

void LaunchWizard::goBackTo(StepId step)
{
    // Back only walks the history; every step keeps what was entered.
    while (currentId() != step && visitedIds().contains(step) && currentId() != startId())
        back();
}

} // namespace polychip::ui
