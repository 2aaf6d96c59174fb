// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogdetails.h"

#include "kit/actionrules.h"
#include "kit/viewkeys.h"

#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "launch/quoter.h"
#include "launch/quotetablemodel.h"
#include "session.h"

#include <QBoxLayout>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QTableView>
#include <QToolButton>

#include <algorithm>
#include <iterator>

namespace polychip::ui {

namespace {

QString joinedWords(const std::vector<std::string> &words)
{
    QStringList out;
    for (const auto &w : words)
        out << QString::fromStdString(w);
    return out.join(QStringLiteral(", "));
}

QToolButton *menuButton(QWidget *parent, const QString &objectName)
{
    auto *b = new QToolButton(parent);
    b->setObjectName(objectName);
    b->setPopupMode(QToolButton::InstantPopup);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setMenu(new QMenu(b));
    return b;
}

} // namespace

CatalogDetails::CatalogDetails(CatalogKind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_placeholder(new QLabel(this))
    , m_body(new QWidget(this))
    , m_facts(new QFormLayout)
    , m_templatesTitle(new QLabel(m_body))
    , m_templates(new QLabel(m_body))
    , m_fitTitle(new QLabel(m_body))
    , m_fitStatus(new QLabel(m_body))
    , m_fitTable(new QTableView(m_body))
    , m_finetune(menuButton(m_body, QStringLiteral("finetuneButton")))
    , m_serve(menuButton(m_body, QStringLiteral("serveButton")))
    , m_use(menuButton(m_body, QStringLiteral("useDatasetButton")))
    , m_mount(new QToolButton(m_body))
    , m_quoter(new Quoter(this))
    , m_quoteModel(new QuoteTableModel(this))
{
    setObjectName(QStringLiteral("catalogDetails"));
    m_title->setObjectName(QStringLiteral("detailsTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_subtitle->setWordWrap(true);
    m_subtitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setMuted(m_subtitle);
    m_placeholder->setObjectName(QStringLiteral("detailsPlaceholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    setMuted(m_placeholder);
    for (QLabel *l : {m_templatesTitle, m_fitTitle}) {
        QFont bold = l->font();
        bold.setBold(true);
        l->setFont(bold);
    }
    m_templates->setObjectName(QStringLiteral("detailsTemplates"));
    m_templates->setWordWrap(true);
    m_fitStatus->setObjectName(QStringLiteral("fitStatus"));
    m_fitStatus->setWordWrap(true);
    m_fitTable->setObjectName(QStringLiteral("fitTable"));
    m_fitTable->setModel(m_quoteModel);
    m_fitTable->verticalHeader()->hide();
    m_fitTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_fitTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    setUpViewKeys(m_fitTable); // Tab moves on, the arrows move within; the focus is seen
    m_fitTable->horizontalHeader()->setStretchLastSection(true);
    for (int c :
         {QuoteTableModel::BackendColumn, QuoteTableModel::CuColumn, QuoteTableModel::BudgetColumn,
          QuoteTableModel::CapacityColumn, QuoteTableModel::ReasonColumn})
        m_fitTable->setColumnHidden(c, true);
    m_fitTable->setMinimumHeight(160);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_finetune);
    buttons->addWidget(m_serve);
    buttons->addWidget(m_use);
    buttons->addWidget(m_mount);
    buttons->addStretch(1);
    m_finetune->setVisible(kind == CatalogKind::Models);
    m_serve->setVisible(kind == CatalogKind::Models);
    m_use->setVisible(kind == CatalogKind::Datasets);
    m_mount->setObjectName(QStringLiteral("mountDatasetButton"));
    m_mount->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_mount->setVisible(kind == CatalogKind::Datasets);
    connect(m_mount, &QToolButton::clicked, this, [this] {
        if (!m_id.empty())
            Q_EMIT mountRequested(m_id);
    });
    m_fitTitle->setVisible(kind == CatalogKind::Models);
    m_fitStatus->setVisible(kind == CatalogKind::Models);
    m_fitTable->setVisible(kind == CatalogKind::Models);

    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addLayout(m_facts);
    body->addLayout(buttons);
    body->addWidget(m_templatesTitle);
    body->addWidget(m_templates);
    body->addWidget(m_fitTitle);
    body->addWidget(m_fitStatus);
    body->addWidget(m_fitTable, 1);
    if (kind == CatalogKind::Datasets)
        body->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_placeholder, 1);

    m_quoter->setDelay(150);
    // Where a model fits, with its price, is shown unasked: the console's own quote.
    m_quoter->setPrefetch(true);
    connect(m_quoter, &Quoter::updated, this, &CatalogDetails::onQuote);
    connect(m_quoter, &Quoter::busyChanged, this, &CatalogDetails::onQuote);
    retranslate();
    showModel(nullptr, m_workload);
}

void CatalogDetails::setSession(client::ApiClient *client, client::Session *session)
{
    m_client = client;
    m_session = session;
    m_quoter->setClient(client);
    m_id.clear();
    if (session) {
        connect(session, &client::Session::stateChanged, this, &CatalogDetails::updateMount);
        connect(session, &client::Session::callerChanged, this, &CatalogDetails::updateMount);
    }
    updateMount();
    refill();
}

void CatalogDetails::updateMount()
{
    // The instances' own rule: a manager, or a console offline, cannot act on instances.
    const QString blocker = ActionRules::connectionBlocker(m_session);
    m_mount->setEnabled(blocker.isEmpty());
    m_mount->setToolTip(
        blocker.isEmpty() ? tr("Mounts this data set on one of your instances, also a running one")
                          : blocker);
}

void CatalogDetails::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CatalogDetails::retranslate()
{
    m_fitTable->setAccessibleName(tr("Where it fits"));
    m_placeholder->setText(m_kind == CatalogKind::Models
                               ? tr("Choose a model to see its facts, where it fits and what it "
                                    "costs there.")
                               : tr("Choose a data set to see its facts."));
    m_templatesTitle->setText(tr("Templates that use it"));
    m_fitTitle->setText(tr("Where it fits"));
    m_finetune->setText(tr("Fine-tune…"));
    m_finetune->setToolTip(tr("Opens the launch wizard on a fine-tuning or LoRA template with "
                              "this model"));
    m_serve->setText(tr("Serve…"));
    m_serve->setToolTip(tr("Opens the launch wizard on an inference template with this model"));
    m_use->setText(tr("Use in a new instance…"));
    m_use->setToolTip(tr("Opens the launch wizard with this data set mounted"));
    m_mount->setText(tr("Mount to instance…"));
    updateMount();
    refill();
}

std::vector<const api::Template *>
CatalogDetails::templatesFor(const client::Session *session,
                             std::initializer_list<api::WorkloadKind> kinds,
                             const std::string &family)
{
    std::vector<const api::Template *> out;
    if (!session)
        return out;
    const auto &catalog = session->catalog();
    for (const auto &t : catalog.templates()) {
        if (std::find(kinds.begin(), kinds.end(), t.kind) != kinds.end())
            out.push_back(&t);
    }
    const auto sameFamily = [&](const api::Template *t) {
        const api::Model *m = t->modelId ? catalog.model(*t->modelId) : nullptr;
        return !family.empty() && m && m->family == family;
    };
    std::stable_partition(out.begin(), out.end(), sameFamily);
    return out;
}

std::vector<const api::Template *>
CatalogDetails::templatesFor(const client::Session *session,
                             std::initializer_list<api::WorkloadKind> kinds,
                             const api::Model &model)
{
    auto out = templatesFor(session, kinds, model.family);
    // A template for another task (object detection, speech, images for a language model) is
    // no way to fine-tune this model: only those whose model shares a task, or its family.
    // None at all: every template of the kind, so that the menu is never empty.
    if (session) {
        const auto &catalog = session->catalog();
        const auto sharesTask = [&](const api::Template *t) {
            const api::Model *m = t->modelId ? catalog.model(*t->modelId) : nullptr;
            if (!m)
                return false;
            if (!model.family.empty() && m->family == model.family)
                return true;
            return std::any_of(m->tasks.begin(), m->tasks.end(), [&](const std::string &task) {
                return std::find(model.tasks.begin(), model.tasks.end(), task) != model.tasks.end();
            });
        };
        std::vector<const api::Template *> fitting;
        std::copy_if(out.begin(), out.end(), std::back_inserter(fitting), sharesTask);
        if (!fitting.empty())
            out = std::move(fitting);
    }
    // A template that serves in INT8 changes the model's precision: for a model that is not
    // INT8 itself, the others come first.
    const bool int8 = model.quantization == std::string("int8");
    std::stable_partition(out.begin(), out.end(), [int8](const api::Template *t) {
        const auto it = t->labels.find("precision");
        return (it != t->labels.end() && it->second == "int8") == int8;
    });
    return out;
}

void CatalogDetails::showModel(const api::Model *model, client::FitWorkload workload)
{
    const std::string id = model ? model->id : std::string();
    const bool again = id == m_id && workload == m_workload;
    m_id = id;
    m_workload = workload;
    refill();
    if (!model || again || !m_client)
        return;
    // One quote for the entry shown: the workload's first template (its family's first), with
    // this model, placed "auto"; its alternatives are where it fits.
    const api::WorkloadKind kind
        = workload == client::FitWorkload::Inference ? api::WorkloadKind::Inference
          : workload == client::FitWorkload::Lora    ? api::WorkloadKind::Lora
                                                     : api::WorkloadKind::Finetune;
    api::LaunchSpec spec;
    spec.name = model->id; // a quote launches nothing: any name does, but not an empty one
    const auto templates = templatesFor(m_session, {kind}, *model);
    if (!templates.empty())
        spec.templateId = templates.front()->id;
    spec.modelId = model->id;
    spec.accelerator = "auto";
    m_quoter->request(spec);
}

void CatalogDetails::showDataset(const api::Dataset *dataset)
{
    m_id = dataset ? dataset->id : std::string();
    refill();
}

QLabel *CatalogDetails::addFact(const QString &objectName)
{
    auto *label = new QLabel(m_body);
    auto *value = new QLabel(m_body);
    value->setObjectName(objectName);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_facts->addRow(label, value);
    m_factRows.emplace_back(label, value);
    return value;
}

void CatalogDetails::refill()
{
    while (m_facts->rowCount() > 0)
        m_facts->removeRow(0);
    m_factRows.clear();
    const auto fact = [this](const QString &name, const QString &objectName, const QString &text) {
        QLabel *v = addFact(objectName);
        m_factRows.back().first->setText(name);
        v->setText(text.isEmpty() ? tr("—") : text);
    };
    const api::Model *model = m_kind == CatalogKind::Models && m_session && !m_id.empty()
                                  ? m_session->catalog().model(m_id)
                                  : nullptr;
    const api::Dataset *dataset = m_kind == CatalogKind::Datasets && m_session && !m_id.empty()
                                      ? m_session->catalog().dataset(m_id)
                                      : nullptr;
    const bool shown = model || dataset;
    m_body->setVisible(shown);
    m_title->setVisible(shown);
    m_subtitle->setVisible(shown);
    m_placeholder->setVisible(!shown);
    if (!shown)
        return;

    QStringList users;
    for (const auto &t : m_session->catalog().templates()) {
        const bool uses = model ? t.modelId == model->id
                                : std::find(t.datasetIds.begin(), t.datasetIds.end(), dataset->id)
                                      != t.datasetIds.end();
        if (uses)
            users << QString::fromStdString(t.name).toHtmlEscaped();
    }
    m_templates->setText(users.isEmpty() ? tr("None of the platform's templates.")
                                         : users.join(QStringLiteral("<br>")));

    if (model) {
        m_title->setText(QString::fromStdString(model->name));
        m_subtitle->setText(model->source
                                ? tr("%1 · %2").arg(QString::fromStdString(model->id),
                                                    QString::fromStdString(*model->source))
                                : QString::fromStdString(model->id));
        fact(tr("Family:"), QStringLiteral("factFamily"), QString::fromStdString(model->family));
        fact(tr("Parameters:"), QStringLiteral("factParams"), paramsText(model->paramsB));
        fact(tr("Size:"), QStringLiteral("factSize"), catalogSizeText(model->sizeGib));
        fact(tr("Formats:"), QStringLiteral("factFormats"), joinedWords(model->formats));
        fact(tr("Quantization:"), QStringLiteral("factQuantization"),
             model->quantization ? QString::fromStdString(*model->quantization)
                                 : tr("None (16-bit weights)"));
        fact(tr("License:"), QStringLiteral("factLicense"), QString::fromStdString(model->license));
        fact(tr("Tasks:"), QStringLiteral("factTasks"), joinedWords(model->tasks));
        fact(tr("Tags:"), QStringLiteral("factTags"), joinedWords(model->tags));
        fact(tr("Downloads (30 d):"), QStringLiteral("factPopularity"),
             model->popularity ? QLocale().toString(qlonglong(*model->popularity)) : QString());
        if (model->memory) {
            const auto gib = [](std::int64_t bytes) {
                return catalogSizeText(double(bytes) / (1024.0 * 1024.0 * 1024.0));
            };
            const auto &m = *model->memory;
            fact(tr("Memory needed:"), QStringLiteral("factMemory"),
                 tr("inference %1 · LoRA %2 · full fine-tuning %3, plus %4 per chip")
                     .arg(gib(m.inferenceBytes), gib(m.loraBytes),
                          m.finetuneBytes ? gib(*m.finetuneBytes) : tr("not offered"),
                          gib(m.runtimeBytesPerChip)));
        }
        fillMenu(m_finetune->menu(), {api::WorkloadKind::Finetune, api::WorkloadKind::Lora});
        fillMenu(m_serve->menu(), {api::WorkloadKind::Inference});
        onQuote();
    } else {
        m_title->setText(QString::fromStdString(dataset->name));
        m_subtitle->setText(QString::fromStdString(dataset->description));
        fact(tr("Modality:"), QStringLiteral("factModality"), modalityText(dataset->modality));
        fact(tr("Size:"), QStringLiteral("factSize"), catalogSizeText(dataset->sizeGib));
        fact(tr("Format:"), QStringLiteral("factFormat"),
             QString::fromStdString(dataset->format.value_or("")));
        fact(tr("Languages:"), QStringLiteral("factLanguages"), joinedWords(dataset->languages));
        fact(tr("License:"), QStringLiteral("factLicense"),
             QString::fromStdString(dataset->license));
        fact(tr("Tokens:"), QStringLiteral("factTokens"),
             dataset->tokensB ? tr("%1 billion").arg(formatNumber(*dataset->tokensB, 1))
                              : QString());
        fact(tr("Shards:"), QStringLiteral("factShards"),
             QLocale().toString(qlonglong(dataset->shards)));
        m_use->menu()->clear();
        QAction *blank = m_use->menu()->addAction(tr("Without a template"));
        connect(blank, &QAction::triggered, this,
                [this, id = dataset->id] { Q_EMIT launchRequested({}, {}, {id}); });
        m_use->menu()->addSeparator();
        for (const api::Template *t :
             templatesFor(m_session, {api::WorkloadKind::Pretrain, api::WorkloadKind::Finetune,
                                      api::WorkloadKind::Lora, api::WorkloadKind::Data})) {
            QAction *a = m_use->menu()->addAction(QString::fromStdString(t->name));
            connect(a, &QAction::triggered, this, [this, tid = t->id, id = dataset->id] {
                Q_EMIT launchRequested(tid, {}, {id});
            });
        }
    }
}

void CatalogDetails::fillMenu(QMenu *menu, std::initializer_list<api::WorkloadKind> kinds)
{
    menu->clear();
    const api::Model *model = m_session ? m_session->catalog().model(m_id) : nullptr;
    if (!model)
        return;
    const auto templates = templatesFor(m_session, kinds, *model);
    for (const api::Template *t : templates) {
        QAction *a = menu->addAction(
            tr("%1 (%2)").arg(QString::fromStdString(t->name), workloadKindText(t->kind)));
        connect(a, &QAction::triggered, this,
                [this, tid = t->id, mid = model->id] { Q_EMIT launchRequested(tid, mid, {}); });
    }
    if (templates.empty())
        menu->addAction(tr("The platform offers no such template"))->setEnabled(false);
}

void CatalogDetails::onQuote()
{
    if (m_kind != CatalogKind::Models)
        return;
    const auto &spec = m_quoter->spec();
    const bool current = spec && spec->modelId && *spec->modelId == m_id;
    if (m_quoter->busy()) {
        m_fitStatus->setText(tr("Asking the platform where it fits…"));
        setTextTone(m_fitStatus, TextTone::Normal);
        return;
    }
    if (!current) {
        m_quoteModel->setOptions({}, {});
        m_fitStatus->clear();
        return;
    }
    if (m_quoter->error()) {
        m_quoteModel->setOptions({}, {});
        m_fitStatus->setText(tr("No quote: %1").arg(errorText(*m_quoter->error())));
        setTextTone(m_fitStatus, TextTone::Error);
        return;
    }
    if (const auto &quote = m_quoter->quote()) {
        std::map<std::string, QString> names;
        for (const auto &a :
             m_session ? m_session->catalog().accelerators() : std::vector<api::Accelerator>{})
            names[a.id] = QString::fromStdString(a.name);
        m_quoteModel->setAcceleratorNames(std::move(names));
        std::vector<api::QuoteOption> options;
        options.push_back(quote->placement);
        for (const auto &o : quote->alternatives) {
            if (o.accelerator != quote->placement.accelerator || o.count != quote->placement.count)
                options.push_back(o);
        }
        const int fitting = int(std::count_if(options.begin(), options.end(),
                                              [](const auto &o) { return o.memoryFit.fits; }));
        m_quoteModel->setOptions(std::move(options), QString::fromStdString(quote->currency));
        m_fitTable->scrollToTop(); // the cheapest first, in sight
        m_fitStatus->setText(
            tr("%n placement(s) hold it; the cheapest for the job first.", "", fitting));
        setTextTone(m_fitStatus, fitting > 0 ? TextTone::Normal : TextTone::Warning);
    }
}

} // namespace polychip::ui
