// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simscenariospanel.h"

#include "kit/confirmation.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/standardicons.h"
#include "localfile.h"
#include "operations.h"
#include "session.h"

#include "api/codec.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

namespace ops = client::ops;

constexpr int kScenarioIdRole = Qt::UserRole;
/// The platform takes a request body of 1 MiB; an exported file is indented, so its file may
/// be larger than the request it makes. A larger body is the platform's to refuse.
constexpr qint64 kMaxScenarioFileBytes = qint64(4) << 20;

} // namespace

SimScenariosPanel::SimScenariosPanel(
    QAction *load, QAction *reset, QAction *import, QAction *exportState, QWidget *parent)
    : SimPanel(parent)
    , m_stack(new QStackedWidget(this))
    , m_list(new QListWidget(this))
    , m_emptyState(new QWidget(this))
    , m_empty(new QLabel(m_emptyState))
    , m_retry(new QPushButton(m_emptyState))
    , m_description(new QLabel(this))
    , m_load(new QPushButton(this))
    , m_reset(new QPushButton(this))
    , m_import(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_loadAction(load)
    , m_resetAction(reset)
    , m_importAction(import)
    , m_exportAction(exportState)
{
    setObjectName(QStringLiteral("simScenariosPanel"));
    m_list->setObjectName(QStringLiteral("scenarioList"));
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(true);
    m_empty->setObjectName(QStringLiteral("scenariosEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setTextFormat(Qt::PlainText); // quotes the platform's message
    m_retry->setObjectName(QStringLiteral("scenariosRetry"));
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_retry, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_stack->addWidget(m_list);
    m_stack->addWidget(m_emptyState);
    m_description->setObjectName(QStringLiteral("scenarioDescription"));
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    m_description->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_description->setMinimumHeight(m_description->fontMetrics().lineSpacing() * 4);
    m_load->setObjectName(QStringLiteral("loadScenarioButton"));
    m_reset->setObjectName(QStringLiteral("resetSimulatorButton"));
    m_import->setObjectName(QStringLiteral("importScenarioButton"));
    m_export->setObjectName(QStringLiteral("exportStateButton"));

    // Files on a row of their own: the page stays narrow enough for a small screen.
    auto *files = new QHBoxLayout;
    files->addWidget(m_import);
    files->addWidget(m_export);
    files->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_load);
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_description);
    layout->addLayout(buttons);
    layout->addLayout(files);

    m_loadAction->setIcon(standardIcon(this, QStyle::SP_DialogOpenButton));
    connect(m_loadAction, &QAction::triggered, this, [this] { confirmLoad(); });
    m_resetAction->setIcon(standardIcon(this, QStyle::SP_BrowserReload));
    connect(m_resetAction, &QAction::triggered, this, &SimScenariosPanel::confirmReset);

    m_importAction->setIcon(standardIcon(this, QStyle::SP_DirOpenIcon));
    connect(m_importAction, &QAction::triggered, this, &SimScenariosPanel::importState);
    m_exportAction->setIcon(standardIcon(this, QStyle::SP_DialogSaveButton));
    connect(m_exportAction, &QAction::triggered, this, &SimScenariosPanel::exportState);
    connect(m_import, &QPushButton::clicked, m_importAction, &QAction::trigger);
    connect(m_export, &QPushButton::clicked, m_exportAction, &QAction::trigger);

    connect(m_load, &QPushButton::clicked, this, [this] { confirmLoad(); });
    connect(m_reset, &QPushButton::clicked, this, &SimScenariosPanel::confirmReset);
    connect(m_retry, &QPushButton::clicked, this, &SimScenariosPanel::refresh);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        updateDescription();
        updateControls();
    });
    connect(m_list, &QListWidget::itemActivated, this, [this] { confirmLoad(); });

    retranslate();
}

void SimScenariosPanel::retranslate()
{
    setTitle(tr("Scenarios"));
    m_list->setToolTip(QString()); // each item has its description
    m_list->setAccessibleName(tr("Scenarios"));
    // Each &-letter once on the Simulator page (with the clock's and the faults' panels).
    m_retry->setText(tr("Try a&gain"));
    m_load->setText(tr("L&oad…"));
    m_load->setToolTip(tr("Replace the simulator's state with the selected scenario (asks "
                          "first)"));
    m_reset->setText(tr("Reset to a clean acco&unt…"));
    m_reset->setToolTip(tr("Delete every instance, snapshot, volume and budget and start the "
                           "bill afresh (asks first)"));
    m_loadAction->setText(tr("&Load the selected scenario…"));
    m_loadAction->setStatusTip(m_load->toolTip());
    m_resetAction->setText(tr("Re&set the simulator…"));
    m_resetAction->setStatusTip(m_reset->toolTip());
    m_import->setText(tr("&Import…"));
    m_import->setToolTip(tr("Load a scenario file in place of the current state (checks it, "
                            "then asks first)"));
    m_export->setText(tr("E&xport…"));
    m_export->setToolTip(tr("Save this account's state as a scenario file, to load again later "
                            "or on another computer"));
    m_importAction->setText(tr("&Import a scenario file…"));
    m_importAction->setStatusTip(m_import->toolTip());
    m_exportAction->setText(tr("E&xport the state as a scenario…"));
    m_exportAction->setStatusTip(m_export->toolTip());
    updateView();
    updateControls();
}

void SimScenariosPanel::sessionChanged()
{
    m_scenarios.clear();
    m_listError.clear();
    m_listState = client() ? ListState::Loading : ListState::NotConnected;
    m_selectLoaded = true;
    fill();
    refresh();
}

void SimScenariosPanel::refresh()
{
    if (!client() || inFlight(List))
        return;
    if (m_listState != ListState::Loaded) {
        m_listState = ListState::Loading;
        updateView();
    }
    listAll<api::Scenario>(
        List, ops::listSimScenarios, [this](api::Result<std::vector<api::Scenario>> result) {
            if (!result) {
                // Said where the list would be; the tooltip has the details.
                m_listState = ListState::Failed;
                m_listError = tr("Could not list the scenarios: %1").arg(errorText(result.error()));
                m_empty->setToolTip(errorDetails(result.error()));
                m_scenarios.clear();
                fill();
                return;
            }
            m_scenarios = std::move(result).value();
            m_listState = ListState::Loaded;
            fill();
        });
}

void SimScenariosPanel::fill()
{
    const std::string was = current() ? current()->id : std::string();
    std::string loaded;
    m_list->clear();
    for (const auto &s : m_scenarios) {
        auto *item = new QListWidgetItem(QString::fromStdString(s.name), m_list);
        item->setData(kScenarioIdRole, QString::fromStdString(s.id));
        // Rich text, so that a long description wraps in the tooltip.
        const QString description = QStringLiteral("<p>%1</p>")
                                        .arg(QString::fromStdString(s.description).toHtmlEscaped());
        item->setToolTip(description);
        if (s.loaded) {
            // The one in force now stands out, whichever row the user is looking at.
            loaded = s.id;
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
            item->setIcon(standardIcon(this, QStyle::SP_DialogApplyButton));
            item->setData(Qt::AccessibleDescriptionRole, tr("Loaded now"));
            item->setToolTip(
                QStringLiteral("<p><b>%1</b></p>").arg(tr("Loaded now").toHtmlEscaped())
                + description);
        }
    }
    if (m_selectLoaded && m_listState == ListState::Loaded) {
        m_selectLoaded = false;
        if (!loaded.empty())
            select(loaded);
        else if (!was.empty())
            select(was);
    } else if (!was.empty()) {
        select(was);
    }
    if (m_list->currentRow() < 0 && m_list->count() > 0)
        m_list->setCurrentRow(0);
    updateView();
    updateDescription();
    updateControls();
}

bool SimScenariosPanel::select(const std::string &id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kScenarioIdRole).toString().toStdString() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

const api::Scenario *SimScenariosPanel::current() const
{
    const auto *item = m_list->currentItem();
    if (!item)
        return nullptr;
    const std::string id = item->data(kScenarioIdRole).toString().toStdString();
    for (const auto &s : m_scenarios) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

void SimScenariosPanel::updateView()
{
    switch (m_listState) {
    case ListState::NotConnected:
        m_empty->setText(tr("Not connected: the scenarios come from the simulator."));
        break;
    case ListState::Loading:
        m_empty->setText(tr("Loading the scenarios…"));
        break;
    case ListState::Failed:
        m_empty->setText(m_listError);
        break;
    case ListState::Loaded:
        m_empty->setToolTip(QString());
        if (!m_scenarios.empty()) {
            m_stack->setCurrentWidget(m_list);
            return;
        }
        m_empty->setText(tr("The simulator offers no scenarios. A reset to a clean account "
                            "still works."));
        break;
    }
    m_retry->setVisible(m_listState == ListState::Failed
                        || (m_listState == ListState::Loaded && m_scenarios.empty()));
    m_stack->setCurrentWidget(m_emptyState);
}

void SimScenariosPanel::updateDescription()
{
    const api::Scenario *s = current();
    m_description->setText(s ? QString::fromStdString(s->description) : QString());
}

void SimScenariosPanel::updateControls()
{
    const bool free = canAct() && !inFlight(Replace);
    const bool canLoad = free && current();
    m_load->setEnabled(canLoad);
    m_loadAction->setEnabled(canLoad);
    m_reset->setEnabled(free);
    m_resetAction->setEnabled(free);
    m_import->setEnabled(free);
    m_importAction->setEnabled(free);
    const bool canExport = canAct() && !inFlight(Export);
    m_export->setEnabled(canExport);
    m_exportAction->setEnabled(canExport);
    m_importAction->setToolTip(free ? m_importAction->statusTip() : whyDisabled());
    m_exportAction->setToolTip(canExport ? m_exportAction->statusTip() : whyDisabled());
    m_retry->setEnabled(client() && !inFlight(List));
    const QString why = free && !current() ? tr("Select a scenario first") : whyDisabled();
    m_loadAction->setToolTip(canLoad ? m_loadAction->statusTip() : why);
    m_resetAction->setToolTip(free ? m_resetAction->statusTip() : why);
}

void SimScenariosPanel::confirmLoad(const QString &lesson)
{
    const api::Scenario *s = current();
    if (!s || !canAct() || inFlight(Replace))
        return;
    askFirst({QStringLiteral("confirmLoad"),
              lesson.isEmpty() ? tr("Load a scenario") : tr("Start a lesson"),
              lesson.isEmpty() ? tr("Load the scenario “%1”?").arg(QString::fromStdString(s->name))
                               : tr("Start the lesson “%1”?").arg(lesson),
              tr("It replaces the current state of the simulator: your organisation's instances, "
                 "snapshots, volumes, budgets and bill give way to the scenario's, and the "
                 "scenario may set the clock and the faults. This cannot be undone."),
              lesson.isEmpty() ? tr("Load") : tr("Start")},
             [this, scenario = *s] { load(scenario); });
}

void SimScenariosPanel::confirmReset()
{
    if (!canAct() || inFlight(Replace))
        return;
    askFirst({QStringLiteral("confirmReset"), tr("Reset the simulator"),
              tr("Reset the simulator to a clean account?"),
              tr("Every instance, snapshot, volume and budget of your organisation is deleted and "
                 "the bill starts afresh. The clock and the faults stay as they are. This cannot "
                 "be undone."),
              tr("Reset")},
             [this] { reset(); });
}

void SimScenariosPanel::askFirst(const Question &q, std::function<void()> then)
{
    confirmation(this, {q.name, q.title, q.text, q.details, q.button},
                 [this, asked = client(), then = std::move(then)] {
                     if (client() == asked) // not if the connection changed
                         then();
                 })
        ->open();
}

void SimScenariosPanel::load(const api::Scenario &scenario)
{
    if (!canAct() || inFlight(Replace))
        return;
    const QString name = QString::fromStdString(scenario.name);
    send(Replace, ops::loadSimScenario(scenario.id),
         [this, name](api::Result<client::NoContent> result) {
             if (!result) {
                 reportError(tr("Could not load the scenario “%1”: %2").arg(name), result.error());
                 return;
             }
             replaced(tr("Loaded the scenario “%1”.").arg(name));
         });
}

void SimScenariosPanel::reset()
{
    if (!canAct() || inFlight(Replace))
        return;
    send(Replace, ops::resetSim(), [this](api::Result<client::NoContent> result) {
        if (!result) {
            reportError(tr("Could not reset the simulator: %1"), result.error());
            return;
        }
        replaced(tr("The simulator was reset to a clean account."));
    });
}

void SimScenariosPanel::replaced(const QString &text)
{
    // The event stream says `reset` too; listing now does not wait for it.
    if (client::Session *s = session())
        s->refresh();
    // The list says which scenario is loaded now.
    m_selectLoaded = true;
    refresh();
    Q_EMIT message(text, false);
    Q_EMIT stateReplaced();
}

void SimScenariosPanel::exportState()
{
    if (!canAct() || inFlight(Export))
        return;
    auto *dialog = new QFileDialog(this, tr("Export the simulator's state"));
    dialog->setObjectName(QStringLiteral("exportStateDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilter(tr("Scenario files (*.json)"));
    dialog->setDefaultSuffix(QStringLiteral("json"));
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    // Named after the simulator's day, which the state it holds is of.
    const client::Session *s = session();
    dialog->selectFile(
        QStringLiteral("polychip-scenario-%1.json")
            .arg(fileDay(s && s->platformTime() > 0 ? s->platformTime()
                                                    : QDateTime::currentSecsSinceEpoch())));
    connect(dialog, &QFileDialog::fileSelected, this, &SimScenariosPanel::writeState);
    dialog->open();
}

void SimScenariosPanel::writeState(const QString &path)
{
    if (!canAct() || inFlight(Export))
        return;
    const QString shown = QDir::toNativeSeparators(path);
    send(Export, ops::getSimState(), [this, path, shown](api::Result<api::ScenarioFile> result) {
        if (!result) {
            reportError(tr("Could not export the state: %1"), result.error());
            return;
        }
        // Indented: a teacher reads and edits these files.
        const std::string compact = api::encode(result.value());
        const auto json = api::parseJson(compact);
        const QString text = QString::fromStdString(json ? json->dump(2) + "\n" : compact);
        const int instances = int(result->instances.size());
        writeTextFileInBackground(this, path, text, [this, shown, instances](const QString &error) {
            if (!error.isEmpty()) {
                Q_EMIT message(tr("Could not write %1: %2").arg(shown, error), true);
                return;
            }
            Q_EMIT message(tr("Exported the state (%n instance(s)) "
                              "to %1.",
                              nullptr, instances)
                               .arg(shown),
                           false);
        });
    });
}

void SimScenariosPanel::importState()
{
    if (!canAct() || inFlight(Replace))
        return;
    auto *dialog = new QFileDialog(this, tr("Import a scenario"));
    dialog->setObjectName(QStringLiteral("importScenarioDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilter(tr("Scenario files (*.json)"));
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    connect(dialog, &QFileDialog::fileSelected, this, &SimScenariosPanel::readScenario);
    dialog->open();
}

void SimScenariosPanel::readScenario(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    auto text = std::make_shared<QByteArray>();
    runInBackground(
        this,
        [path, text]() -> QString {
            client::LocalFile file = client::readLocalFile(path, kMaxScenarioFileBytes);
            *text = std::move(file.data);
            return file.error;
        },
        [this, shown, text](const QString &error) {
            if (!error.isEmpty()) {
                Q_EMIT message(error, true);
                return;
            }
            // Checked here first, strictly, so a mistake is named before anything is asked.
            auto file = api::decode<api::ScenarioFile>(
                std::string_view(text->data(), std::size_t(text->size())),
                {.rejectUnknownFields = true});
            if (!file) {
                const QString where = QString::fromStdString(file.error().field);
                Q_EMIT message(
                    tr("%1 is not a scenario file: %2")
                        .arg(shown,
                             where.isEmpty()
                                 ? QString::fromStdString(file.error().message)
                                 : tr("%1 (at %2)")
                                       .arg(QString::fromStdString(file.error().message), where)),
                    true);
                return;
            }
            confirmImport(file.value(), shown);
        });
}

void SimScenariosPanel::confirmImport(const api::ScenarioFile &file, const QString &shown)
{
    if (!canAct() || inFlight(Replace))
        return;
    const QString name = QString::fromStdString(file.name);
    askFirst({QStringLiteral("confirmImport"), tr("Import a scenario"),
              tr("Import the scenario “%1” from %2?").arg(name, shown),
              tr("It replaces the current state of the simulator with %n instance(s), %1 "
                 "volume(s) and %2 budget(s), and may set the clock and the faults. This cannot "
                 "be undone.",
                 nullptr, int(file.instances.size()))
                  .arg(file.volumes.size())
                  .arg(file.budgets.size()),
              tr("Import")},
             [this, file, name, shown] {
                 send(Replace, ops::putSimState(file),
                      [this, name, shown](api::Result<client::NoContent> result) {
                          if (!result) {
                              reportError(tr("Could not import “%1”: %2").arg(name),
                                          result.error());
                              return;
                          }
                          replaced(tr("Imported the scenario “%1” from %2.").arg(name, shown));
                      });
             });
}

} // namespace polychip::ui
