// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancedetails.h"

#include "api/hosts.h"

#include "displaytext.h"
#include "errortext.h"
#include "instancelogview.h"
#include "metricchart.h"

#include "apiclient.h"
#include "session.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QDesktopServices>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace polychip::ui {

namespace {

using client::MetricHistory;
using client::Session;

enum Tab { MetricsTab, LogTab, ConnectTab, StorageTab, HistoryTab, SettingsTab };
enum Link { Jupyter, VsCode, TensorBoard };

/// The chart ranges: seconds.
constexpr std::int64_t kRanges[] = {15 * 60, 3600, 6 * 3600, 24 * 3600};
constexpr std::int64_t kMaxRuntimeMinutes = 7 * 24 * 60;

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

QString timeText(api::Timestamp t)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t.unixSeconds), QLocale::ShortFormat);
}

QTableWidget *makeTable(QWidget *parent, const char *objectName, int columns)
{
    auto *table = new QTableWidget(0, columns, parent);
    table->setObjectName(QString::fromLatin1(objectName));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setHighlightSections(false);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells, const QString &toolTip = {})
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells.at(c));
        item->setToolTip(toolTip.isEmpty() ? cells.at(c) : toolTip);
        table->setItem(row, c, item);
    }
}

QLabel *makeStateLabel(QWidget *page, const char *objectName)
{
    auto *label = new QLabel(page);
    label->setObjectName(QString::fromLatin1(objectName));
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
    label->setPalette(pal);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(label);
    layout->addStretch(2);
    return label;
}

QString snapshotStateText(api::SnapshotState s)
{
    switch (s) {
    case api::SnapshotState::Creating:
        return InstanceDetails::tr("Creating");
    case api::SnapshotState::Ready:
        return InstanceDetails::tr("Ready");
    case api::SnapshotState::Failed:
        return InstanceDetails::tr("Failed");
    case api::SnapshotState::Unknown:
        break;
    }
    return InstanceDetails::tr("Unknown");
}

QString volumeStateText(api::VolumeState s)
{
    switch (s) {
    case api::VolumeState::Available:
        return InstanceDetails::tr("Available");
    case api::VolumeState::Attached:
        return InstanceDetails::tr("Attached");
    case api::VolumeState::Unknown:
        break;
    }
    return InstanceDetails::tr("Unknown");
}

bool isTraining(api::WorkloadKind kind)
{
    return kind == api::WorkloadKind::Pretrain || kind == api::WorkloadKind::Finetune
           || kind == api::WorkloadKind::Lora;
}

} // namespace

InstanceDetails::InstanceDetails(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("instanceDetails"));
    auto *emptyPage = new QWidget(m_stack);
    m_emptyLabel = makeStateLabel(emptyPage, "emptyLabel");
    emptyPage->setObjectName(QStringLiteral("emptyPage"));
    auto *loadingPage = new QWidget(m_stack);
    m_loadingLabel = makeStateLabel(loadingPage, "loadingLabel");
    loadingPage->setObjectName(QStringLiteral("loadingPage"));
    auto *deletedPage = new QWidget(m_stack);
    m_deletedLabel = makeStateLabel(deletedPage, "deletedLabel");
    deletedPage->setObjectName(QStringLiteral("deletedPage"));

    auto *content = new QWidget(m_stack);
    content->setObjectName(QStringLiteral("contentPage"));
    m_name = new QLabel(content);
    m_name->setObjectName(QStringLiteral("nameLabel"));
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.3);
    m_name->setFont(nameFont);
    m_stateIcon = new QLabel(content);
    m_state = new QLabel(content);
    m_state->setObjectName(QStringLiteral("stateLabel"));
    m_placement = new QLabel(content);
    m_placement->setObjectName(QStringLiteral("placementLabel"));
    m_price = new QLabel(content);
    m_price->setObjectName(QStringLiteral("priceLabel"));
    m_cost = new QLabel(content);
    m_cost->setObjectName(QStringLiteral("costLabel"));
    // Long names must not widen the pane (the tooltip has them whole).
    m_name->setMinimumWidth(60);
    m_placement->setMinimumWidth(60);
    QPalette muted = m_placement->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_placement->setPalette(muted);

    auto *titleRow = new QHBoxLayout;
    titleRow->setContentsMargins(6, 4, 6, 0);
    titleRow->addWidget(m_name, 0);
    titleRow->addSpacing(12);
    titleRow->addWidget(m_stateIcon);
    titleRow->addWidget(m_state);
    titleRow->addStretch(1);
    m_headerActions = new QHBoxLayout;
    titleRow->addLayout(m_headerActions);
    // Placement and money on the second line: the first stays short enough beside the table.
    auto *detailRow = new QHBoxLayout;
    detailRow->setContentsMargins(6, 0, 6, 0);
    detailRow->addWidget(m_placement);
    detailRow->addStretch(1);
    detailRow->addWidget(m_price);
    detailRow->addSpacing(16);
    detailRow->addWidget(m_cost);

    m_tabs = new QTabWidget(content);
    m_tabs->setObjectName(QStringLiteral("detailsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(buildMetricsTab(), {});
    m_log = new InstanceLogView(m_tabs);
    m_log->setObjectName(QStringLiteral("logTab"));
    m_tabs->addTab(m_log, {});
    m_tabs->addTab(buildConnectTab(), {});
    m_tabs->addTab(buildStorageTab(), {});
    m_tabs->addTab(buildHistoryTab(), {});
    m_tabs->addTab(buildSettingsTab(), {});

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(4);
    contentLayout->addLayout(titleRow);
    contentLayout->addLayout(detailRow);
    contentLayout->addWidget(m_tabs, 1);

    m_stack->insertWidget(EmptyPage, emptyPage);
    m_stack->insertWidget(LoadingPage, loadingPage);
    m_stack->insertWidget(DeletedPage, deletedPage);
    m_stack->insertWidget(ContentPage, content);
    m_stack->setObjectName(QStringLiteral("detailsStack"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    m_chartTimer.setSingleShot(true);
    connect(&m_chartTimer, &QTimer::timeout, this, &InstanceDetails::refreshCharts);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == MetricsTab)
            refreshCharts();
    });
    connect(m_log, &InstanceLogView::message, this, &InstanceDetails::message);

    retranslate();
    updatePage();
}

void InstanceDetails::addHeaderAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    m_headerActions->addWidget(button);
}

InstanceDetails::~InstanceDetails() = default;

// ---- building --------------------------------------------------------------------------------

QWidget *InstanceDetails::buildMetricsTab()
{
    m_metricsTab = new QWidget(this);
    m_metricsTab->setObjectName(QStringLiteral("metricsTab"));
    m_rangeLabel = new QLabel(m_metricsTab);
    m_range = new QComboBox(m_metricsTab);
    m_range->setObjectName(QStringLiteral("rangeBox"));
    for (const std::int64_t seconds : kRanges)
        m_range->addItem({}, QVariant::fromValue(qint64(seconds)));
    m_rangeLabel->setBuddy(m_range);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_rangeLabel);
    bar->addWidget(m_range);
    bar->addStretch(1);

    m_chartsLayout = new QBoxLayout(QBoxLayout::LeftToRight);
    m_chartsLayout->setSpacing(4);
    const MetricHistory::Series series[]
        = {MetricHistory::TokensPerS, MetricHistory::UtilizationPct, MetricHistory::Loss};
    const char *names[] = {"tokensChart", "utilizationChart", "lossChart"};
    for (std::size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i] = new MetricChart(series[i], m_metricsTab);
        m_charts[i]->setObjectName(QString::fromLatin1(names[i]));
        m_charts[i]->setSource([this]() -> const MetricHistory * {
            return m_session && !m_id.empty() ? m_session->metrics(m_id) : nullptr;
        });
        m_chartsLayout->addWidget(m_charts[i], 1);
    }
    auto *layout = new QVBoxLayout(m_metricsTab);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addLayout(m_chartsLayout, 1);

    connect(m_range, &QComboBox::currentIndexChanged, this, [this] {
        const std::int64_t span = m_range->currentData().toLongLong();
        for (MetricChart *chart : m_charts)
            chart->setSpan(span);
        refreshCharts();
    });
    return m_metricsTab;
}

QWidget *InstanceDetails::buildConnectTab()
{
    auto *tab = new QWidget(this);
    tab->setObjectName(QStringLiteral("connectTab"));
    auto *grid = new QGridLayout(tab);
    grid->setColumnStretch(1, 1);
    m_sshLabel = new QLabel(tab);
    m_ssh = new QLineEdit(tab);
    m_ssh->setObjectName(QStringLiteral("sshCommand"));
    m_ssh->setReadOnly(true);
    m_copySsh = new QPushButton(tab);
    m_copySsh->setObjectName(QStringLiteral("copySsh"));
    grid->addWidget(m_sshLabel, 0, 0);
    grid->addWidget(m_ssh, 0, 1);
    grid->addWidget(m_copySsh, 0, 2);
    connect(m_copySsh, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(m_ssh->text());
        Q_EMIT message(tr("The SSH command was copied to the clipboard."), false);
    });
    const char *names[] = {"Jupyter", "Vscode", "Tensorboard"};
    for (std::size_t i = 0; i < m_links.size(); ++i) {
        Link &link = m_links[i];
        link.label = new QLabel(tab);
        link.url = new QLineEdit(tab);
        link.url->setReadOnly(true);
        link.url->setObjectName(QStringLiteral("url%1").arg(QLatin1String(names[i])));
        link.open = new QPushButton(tab);
        link.open->setObjectName(QStringLiteral("open%1").arg(QLatin1String(names[i])));
        grid->addWidget(link.label, int(i) + 1, 0);
        grid->addWidget(link.url, int(i) + 1, 1);
        grid->addWidget(link.open, int(i) + 1, 2);
        connect(link.open, &QPushButton::clicked, this, [this, i] {
            const QUrl url(m_links[i].url->text());
            // The platform sends these: only web addresses, never file: or other handlers.
            const bool web = url.scheme() == QLatin1String("https")
                             || (url.scheme() == QLatin1String("http")
                                 && api::isLoopbackHost(url.host().toStdString()));
            if (!url.isValid() || !web) {
                Q_EMIT message(
                    tr("Not opened: %1 is not an https:// address.").arg(m_links[i].url->text()),
                    true);
                return;
            }
            if (!QDesktopServices::openUrl(url))
                Q_EMIT message(tr("Could not open %1.").arg(m_links[i].url->text()), true);
        });
    }
    grid->setRowStretch(int(m_links.size()) + 1, 1);
    return tab;
}

QWidget *InstanceDetails::buildStorageTab()
{
    auto *tab = new QWidget(this);
    tab->setObjectName(QStringLiteral("storageTab"));
    m_snapshotsLabel = new QLabel(tab);
    m_snapshots = makeTable(tab, "snapshotTable", 4);
    m_volumesLabel = new QLabel(tab);
    m_volumes = makeTable(tab, "volumeTable", 4);
    auto *left = new QVBoxLayout;
    left->addWidget(m_snapshotsLabel);
    left->addWidget(m_snapshots, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(m_volumesLabel);
    right->addWidget(m_volumes, 1);
    m_storageLayout = new QBoxLayout(QBoxLayout::LeftToRight, tab);
    m_storageLayout->setContentsMargins(4, 4, 4, 4);
    m_storageLayout->addLayout(left, 3);
    m_storageLayout->addLayout(right, 2);
    return tab;
}

QWidget *InstanceDetails::buildHistoryTab()
{
    auto *tab = new QWidget(this);
    tab->setObjectName(QStringLiteral("historyTab"));
    m_history = makeTable(tab, "historyTable", 6);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_history);
    return tab;
}

QWidget *InstanceDetails::buildSettingsTab()
{
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("settingsTab"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *tab = new QWidget(scroll);

    // Labels
    m_labelsBox = new QGroupBox(tab);
    m_labels = new QTableWidget(0, 2, m_labelsBox);
    m_labels->setObjectName(QStringLiteral("labelTable"));
    m_labels->verticalHeader()->hide();
    m_labels->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_labels->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_labels->setMinimumHeight(100);
    m_addLabel = new QPushButton(m_labelsBox);
    m_addLabel->setObjectName(QStringLiteral("addLabel"));
    m_removeLabel = new QPushButton(m_labelsBox);
    m_removeLabel->setObjectName(QStringLiteral("removeLabel"));
    auto *labelButtons = new QHBoxLayout;
    labelButtons->addWidget(m_addLabel);
    labelButtons->addWidget(m_removeLabel);
    labelButtons->addStretch(1);
    auto *labelsLayout = new QVBoxLayout(m_labelsBox);
    labelsLayout->addWidget(m_labels, 1);
    labelsLayout->addLayout(labelButtons);

    // Auto-sleep
    m_sleepBox = new QGroupBox(tab);
    m_sleepEnabled = new QCheckBox(m_sleepBox);
    m_sleepEnabled->setObjectName(QStringLiteral("autoSleepEnabled"));
    m_sleepBelowLabel = new QLabel(m_sleepBox);
    m_sleepBelow = new QDoubleSpinBox(m_sleepBox);
    m_sleepBelow->setObjectName(QStringLiteral("autoSleepBelow"));
    m_sleepBelow->setRange(0, 100);
    m_sleepBelow->setDecimals(1);
    m_sleepBelowLabel->setBuddy(m_sleepBelow);
    m_sleepForLabel = new QLabel(m_sleepBox);
    m_sleepFor = new QSpinBox(m_sleepBox);
    m_sleepFor->setObjectName(QStringLiteral("autoSleepFor"));
    m_sleepFor->setRange(1, int(kMaxRuntimeMinutes));
    m_sleepForLabel->setBuddy(m_sleepFor);
    auto *sleepLayout = new QFormLayout(m_sleepBox);
    sleepLayout->addRow(m_sleepEnabled);
    sleepLayout->addRow(m_sleepBelowLabel, m_sleepBelow);
    sleepLayout->addRow(m_sleepForLabel, m_sleepFor);

    // Schedule
    m_scheduleBox = new QGroupBox(tab);
    m_stopAtOn = new QCheckBox(m_scheduleBox);
    m_stopAtOn->setObjectName(QStringLiteral("stopAtEnabled"));
    m_stopAt = new QDateTimeEdit(m_scheduleBox);
    m_stopAt->setObjectName(QStringLiteral("stopAt"));
    m_stopAt->setCalendarPopup(true);
    m_maxRuntimeOn = new QCheckBox(m_scheduleBox);
    m_maxRuntimeOn->setObjectName(QStringLiteral("maxRuntimeEnabled"));
    m_maxRuntime = new QSpinBox(m_scheduleBox);
    m_maxRuntime->setObjectName(QStringLiteral("maxRuntime"));
    m_maxRuntime->setRange(1, int(kMaxRuntimeMinutes));
    m_checkpoint = new QCheckBox(m_scheduleBox);
    m_checkpoint->setObjectName(QStringLiteral("checkpointBeforeStop"));
    auto *scheduleLayout = new QFormLayout(m_scheduleBox);
    scheduleLayout->addRow(m_stopAtOn, m_stopAt);
    scheduleLayout->addRow(m_maxRuntimeOn, m_maxRuntime);
    scheduleLayout->addRow(m_checkpoint);

    m_apply = new QPushButton(tab);
    m_apply->setObjectName(QStringLiteral("applySettings"));
    m_apply->setDefault(true);
    m_revert = new QPushButton(tab);
    m_revert->setObjectName(QStringLiteral("revertSettings"));

    auto *policies = new QVBoxLayout;
    policies->addWidget(m_sleepBox);
    policies->addWidget(m_scheduleBox);
    policies->addStretch(1);
    m_settingsLayout = new QBoxLayout(QBoxLayout::LeftToRight);
    m_settingsLayout->addWidget(m_labelsBox, 1);
    m_settingsLayout->addLayout(policies, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_apply);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_settingsLayout, 1);
    layout->addLayout(buttons);
    scroll->setWidget(tab);

    const auto edited = [this] { updateApplyState(); };
    connect(m_labels, &QTableWidget::itemChanged, this, edited);
    connect(m_addLabel, &QPushButton::clicked, this, [this] {
        addLabelRow({}, {});
        const int row = m_labels->rowCount() - 1;
        m_labels->setCurrentCell(row, 0);
        m_labels->editItem(m_labels->item(row, 0));
        updateApplyState();
    });
    connect(m_removeLabel, &QPushButton::clicked, this, [this] {
        std::vector<int> rows;
        for (const QModelIndex &index : m_labels->selectionModel()->selectedRows())
            rows.push_back(index.row());
        if (rows.empty() && m_labels->currentRow() >= 0)
            rows.push_back(m_labels->currentRow());
        std::sort(rows.rbegin(), rows.rend());
        for (const int row : rows)
            m_labels->removeRow(row);
        updateApplyState();
    });
    connect(m_labels, &QTableWidget::itemSelectionChanged, this,
            &InstanceDetails::updateApplyState);
    connect(m_sleepEnabled, &QCheckBox::toggled, this, edited);
    connect(m_sleepBelow, &QDoubleSpinBox::valueChanged, this, edited);
    connect(m_sleepFor, &QSpinBox::valueChanged, this, edited);
    connect(m_stopAtOn, &QCheckBox::toggled, this, edited);
    connect(m_stopAt, &QDateTimeEdit::dateTimeChanged, this, edited);
    connect(m_maxRuntimeOn, &QCheckBox::toggled, this, edited);
    connect(m_maxRuntime, &QSpinBox::valueChanged, this, edited);
    connect(m_checkpoint, &QCheckBox::toggled, this, edited);
    connect(m_apply, &QPushButton::clicked, this, &InstanceDetails::applySettings);
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (const api::Instance *i = instance())
            loadForm(*i);
    });
    return scroll;
}

void InstanceDetails::retranslate()
{
    m_tabs->setTabText(MetricsTab, tr("Metrics"));
    m_tabs->setTabToolTip(MetricsTab, tr("Tokens per second, utilisation and loss over time"));
    m_tabs->setTabText(LogTab, tr("Log"));
    m_tabs->setTabToolTip(LogTab, tr("The training log"));
    m_tabs->setTabText(ConnectTab, tr("Connect"));
    m_tabs->setTabToolTip(ConnectTab, tr("SSH, JupyterLab, VS Code and TensorBoard"));
    m_tabs->setTabText(StorageTab, tr("Storage"));
    m_tabs->setTabToolTip(StorageTab, tr("Snapshots and volumes of this instance"));
    m_tabs->setTabText(HistoryTab, tr("Backends"));
    m_tabs->setTabToolTip(HistoryTab, tr("Where the instance has run: one row per backend"));
    m_tabs->setTabText(SettingsTab, tr("Settings"));
    m_tabs->setTabToolTip(SettingsTab, tr("Labels, auto-sleep and scheduled stop"));

    m_rangeLabel->setText(tr("&Range:"));
    m_range->setToolTip(tr("How far back the charts reach"));
    m_range->setItemText(0, tr("15 minutes"));
    m_range->setItemText(1, tr("1 hour"));
    m_range->setItemText(2, tr("6 hours"));
    m_range->setItemText(3, tr("24 hours"));

    m_sshLabel->setText(tr("SSH"));
    m_copySsh->setText(tr("Copy"));
    m_links[Jupyter].label->setText(tr("JupyterLab"));
    m_links[VsCode].label->setText(tr("VS Code"));
    m_links[TensorBoard].label->setText(tr("TensorBoard"));
    for (Link &link : m_links)
        link.open->setText(tr("Open"));

    m_snapshots->setHorizontalHeaderLabels({tr("Name"), tr("State"), tr("Size"), tr("Created")});
    m_volumes->setHorizontalHeaderLabels({tr("Name"), tr("State"), tr("Size"), tr("Created")});
    m_history->setHorizontalHeaderLabels(
        {tr("Backend"), tr("Accelerator"), tr("From"), tr("To"), tr("Step"), tr("Snapshot")});

    m_labelsBox->setTitle(tr("Labels"));
    m_labelsBox->setToolTip(tr("Key=value pairs for grouping costs (the \"project\" label, say)"));
    m_labels->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    m_addLabel->setText(tr("Add"));
    m_addLabel->setToolTip(tr("Adds a label"));
    m_removeLabel->setText(tr("Remove"));
    m_removeLabel->setToolTip(tr("Removes the selected labels"));
    m_sleepBox->setTitle(tr("Auto-sleep"));
    m_sleepBox->setToolTip(tr("An idle instance sleeps: compute billing stops and its memory "
                              "is kept; it wakes in seconds"));
    m_sleepEnabled->setText(tr("Sleep when idle"));
    m_sleepBelowLabel->setText(tr("Utilisation &below:"));
    m_sleepBelow->setSuffix(tr(" %"));
    m_sleepBelow->setToolTip(tr("Idle means utilisation under this percentage"));
    m_sleepForLabel->setText(tr("&For:"));
    m_sleepFor->setSuffix(tr(" min"));
    m_sleepFor->setToolTip(tr("Minutes the instance must stay idle before it sleeps"));
    m_scheduleBox->setTitle(tr("Scheduled stop"));
    m_stopAtOn->setText(tr("Stop at:"));
    m_stopAtOn->setToolTip(tr("Stops the instance once at this time (your time zone)"));
    m_stopAt->setToolTip(m_stopAtOn->toolTip());
    m_maxRuntimeOn->setText(tr("Stop after:"));
    m_maxRuntimeOn->setToolTip(tr("Stops the instance after this much running time"));
    m_maxRuntime->setSuffix(tr(" min"));
    m_maxRuntime->setToolTip(m_maxRuntimeOn->toolTip());
    m_checkpoint->setText(tr("Save a checkpoint before stopping"));
    m_checkpoint->setToolTip(tr("Takes a snapshot of the disk and checkpoint before a scheduled "
                                "stop, so the job can resume"));
    m_apply->setText(tr("&Apply"));
    m_revert->setText(tr("&Reload"));
    m_revert->setToolTip(tr("Discards your edits and shows the settings as they are now"));

    m_emptyLabel->setText(m_session ? tr("Select an instance to see its details.")
                                    : tr("Not connected. Connect to a platform to see "
                                         "instance details."));
    m_loadingLabel->setText(tr("Loading…"));
    updatePage();
    refreshAll();
    updateApplyState();
}

// ---- session and instance --------------------------------------------------------------------

void InstanceDetails::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_client = client;
    m_session = session;
    m_now = -1;
    m_log->setClient(client);
    if (session) {
        connect(session, &Session::instanceAdded, this, [this](const std::string &id) {
            if (id == m_id)
                updatePage();
        });
        connect(session, &Session::instanceChanged, this, &InstanceDetails::onInstanceChanged);
        connect(session, &Session::instanceRemoved, this, &InstanceDetails::onInstanceRemoved);
        connect(session, &Session::resynced, this, [this] {
            updatePage();
            refreshAll();
            if (const api::Instance *i = instance())
                followServer(*i); // changes may have been missed
        });
        connect(session, &Session::stateChanged, this, &InstanceDetails::updatePage);
        connect(session, &Session::storageChanged, this, &InstanceDetails::refreshStorage);
        // Billing ticks: the currency, and accelerator names listed after the instances.
        connect(session, &Session::accountChanged, this, &InstanceDetails::refreshHeader);
        connect(session, &Session::metricsUpdated, this, &InstanceDetails::onMetricsUpdated);
        connect(session, &Session::historyFetched, this, [this](const std::string &id) {
            if (id == m_id)
                scheduleChartRefresh();
        });
    }
    m_emptyLabel->setText(m_session ? tr("Select an instance to see its details.")
                                    : tr("Not connected. Connect to a platform to see "
                                         "instance details."));
    const std::string id = m_id;
    m_id.clear();
    setInstance(id);
}

void InstanceDetails::setInstance(const std::string &id)
{
    if (id == m_id) {
        updatePage();
        return;
    }
    m_id = id;
    m_lastName.clear();
    m_secondsFetched = false;
    m_minutesFetchedFrom = -1;
    m_applying = false;
    m_baselineRevision = -1;
    m_chartsStale = true;
    m_log->setInstance(id);
    updatePage();
    refreshAll();
}

const api::Instance *InstanceDetails::instance() const
{
    if (!m_session || m_id.empty())
        return nullptr;
    const auto it = m_session->instances().find(m_id);
    return it == m_session->instances().end() ? nullptr : &it->second;
}

void InstanceDetails::updatePage()
{
    const api::Instance *i = instance();
    if (m_id.empty() || !m_session) {
        showPage(EmptyPage);
    } else if (i && i->state != api::InstanceState::Terminated) {
        if (m_lastName.isEmpty() || m_baselineRevision < 0) {
            m_lastName = text(i->name);
            loadForm(*i);
        }
        showPage(ContentPage);
    } else if (!i && m_lastName.isEmpty() && m_session->revision() < 0) {
        showPage(LoadingPage); // not listed yet
    } else {
        m_deletedLabel->setText(m_lastName.isEmpty()
                                    ? tr("This instance does not exist (any more).")
                                    : tr("“%1” was deleted.").arg(m_lastName));
        showPage(DeletedPage);
    }
}

void InstanceDetails::showPage(Page page)
{
    if (m_stack->currentIndex() == page)
        return;
    // The log reads only while shown, so hiding the content stops it too.
    m_stack->setCurrentIndex(page);
    if (page == ContentPage)
        refreshAll();
}

void InstanceDetails::refreshAll()
{
    if (!instance())
        return;
    refreshHeader();
    refreshEndpoints();
    refreshStorage();
    refreshHistory();
    if (chartsVisible())
        refreshCharts();
}

void InstanceDetails::onInstanceChanged(const std::string &id, unsigned changes)
{
    if (id != m_id || changes == Session::LiveChange)
        return;
    const api::Instance *i = instance();
    if (!i)
        return;
    if (i->state == api::InstanceState::Terminated) {
        updatePage();
        return;
    }
    m_lastName = text(i->name);
    refreshHeader();
    if (changes & (Session::StateChange | Session::OtherChange))
        refreshEndpoints();
    if (changes & Session::OtherChange)
        refreshStorage();
    if (changes & (Session::PlacementChange | Session::OtherChange))
        refreshHistory();
    followServer(*i);
}

void InstanceDetails::followServer(const api::Instance &i)
{
    if (m_applying || i.revision == m_baselineRevision)
        return;
    // The form follows the server unless the user is editing it; edits conflict (412 on Apply)
    // only when the server's settings changed underneath them.
    if (!formDirty()) {
        loadForm(i);
    } else if (m_baselineRevision >= 0) {
        const bool settingsSame
            = i.labels == m_baselineSettings.labels
              && api::encode(i.autoSleep) == api::encode(m_baselineSettings.autoSleep)
              && api::encode(i.schedule) == api::encode(m_baselineSettings.schedule);
        if (settingsSame)
            m_baselineRevision = i.revision;
    }
}

void InstanceDetails::onInstanceRemoved(const std::string &id)
{
    if (id == m_id)
        updatePage();
}

void InstanceDetails::refreshHeader()
{
    const api::Instance *i = instance();
    if (!i)
        return;
    m_name->setText(text(i->name));
    m_name->setToolTip(tr("%1 (instance %2)").arg(text(i->name), text(i->id)));
    const int iconSize = m_state->fontMetrics().height() * 3 / 4;
    m_stateIcon->setPixmap(stateIcon(i->state).pixmap(iconSize, iconSize));
    m_state->setText(stateText(i->state));
    m_state->setToolTip(i->stateReason ? tr("Reason: %1").arg(text(*i->stateReason)) : QString());
    const auto *chip = m_session->accelerator(i->accelerator);
    const QString accelerator = text(chip ? chip->name : i->accelerator);
    m_placement->setText(
        tr("%1 · %2 × %3").arg(backendText(i->backend), accelerator, QString::number(i->count)));
    m_placement->setToolTip(tr("Region %1, image %2").arg(text(i->region), text(i->imageId)));
    const QString currency = m_session->account() && !m_session->account()->currency.empty()
                                 ? text(m_session->account()->currency)
                                 : QStringLiteral("CNY");
    m_price->setText(tr("%1/h").arg(formatMoney(i->pricePerHourMicros, currency)));
    m_price->setToolTip(tr("Price per hour while running; billed per second"));
    m_cost->setText(tr("%1 so far").arg(formatMoney(i->costMicros, currency)));
    m_cost->setToolTip(
        tr("Cost to date, for %1 of billed running time").arg(formatDuration(i->billedSeconds)));
}

void InstanceDetails::refreshEndpoints()
{
    const api::Instance *i = instance();
    if (!i)
        return;
    const bool running = i->state == api::InstanceState::Running;
    const auto show = [&](QLineEdit *field, QPushButton *button,
                          const std::optional<std::string> &value, const QString &what,
                          const QString &action) {
        const bool has = value && !value->empty();
        field->setText(has ? text(*value) : QString());
        field->setPlaceholderText(has ? QString() : tr("None"));
        button->setEnabled(has && running);
        button->setToolTip(!has ? tr("This instance has no %1.").arg(what)
                           : !running
                               ? tr("%1 is available while the instance is running.").arg(what)
                               : action);
    };
    show(m_ssh, m_copySsh, i->endpoints.ssh, tr("SSH access"),
         tr("Copies the SSH command to the clipboard"));
    const std::optional<std::string> *urls[]
        = {&i->endpoints.jupyter, &i->endpoints.vscode, &i->endpoints.tensorboard};
    for (std::size_t k = 0; k < m_links.size(); ++k) {
        const QString what = m_links[k].label->text();
        show(m_links[k].url, m_links[k].open, *urls[k], what,
             tr("Opens %1 in your web browser").arg(what));
    }
}

void InstanceDetails::refreshStorage()
{
    const api::Instance *i = instance();
    if (!i)
        return;
    m_snapshots->setRowCount(0);
    for (const auto &id : i->snapshotIds) {
        const auto it = m_session->snapshots().find(id);
        if (it == m_session->snapshots().end())
            continue;
        const api::Snapshot &s = it->second;
        const int row = m_snapshots->rowCount();
        m_snapshots->insertRow(row);
        setRow(m_snapshots, row,
               {text(s.name), snapshotStateText(s.state),
                tr("%1 GiB").arg(formatNumber(s.sizeGib, 1)), timeText(s.createdAt)},
               tr("%1 (%2), checkpoint at step %3")
                   .arg(text(s.id), backendText(s.backend), QString::number(s.checkpointStep)));
    }
    m_volumes->setRowCount(0);
    for (const auto &id : i->volumeIds) {
        const auto it = m_session->volumes().find(id);
        if (it == m_session->volumes().end())
            continue;
        const api::Volume &v = it->second;
        const int row = m_volumes->rowCount();
        m_volumes->insertRow(row);
        setRow(m_volumes, row,
               {text(v.name), volumeStateText(v.state),
                tr("%1 GiB").arg(formatNumber(double(v.sizeGib), 0)), timeText(v.createdAt)},
               tr("%1 in %2").arg(text(v.id), text(v.region)));
    }
    m_snapshotsLabel->setText(tr("Snapshots (%1)").arg(m_snapshots->rowCount()));
    m_volumesLabel->setText(tr("Volumes (%1)").arg(m_volumes->rowCount()));
}

void InstanceDetails::refreshHistory()
{
    const api::Instance *i = instance();
    if (!i)
        return;
    m_history->setRowCount(int(i->backendHistory.size()));
    int row = 0;
    for (const auto &h : i->backendHistory) {
        const auto *chip = m_session->accelerator(h.accelerator);
        const QString accelerator = text(chip ? chip->name : h.accelerator);
        QString snapshot = tr("—");
        if (h.snapshotId) {
            const auto it = m_session->snapshots().find(*h.snapshotId);
            snapshot
                = it != m_session->snapshots().end() ? text(it->second.name) : text(*h.snapshotId);
        }
        setRow(m_history, row++,
               {backendText(h.backend), tr("%1 × %2").arg(accelerator, QString::number(h.count)),
                timeText(h.from), h.to ? timeText(*h.to) : tr("now"),
                h.step ? QLocale().toString(qlonglong(*h.step)) : tr("—"), snapshot});
    }
}

// ---- charts ----------------------------------------------------------------------------------

std::int64_t InstanceDetails::platformNow() const
{
    std::int64_t now = m_now;
    if (m_session && !m_id.empty()) {
        if (const MetricHistory *h = m_session->metrics(m_id))
            now = std::max(now, h->latest());
        if (m_session->account())
            now = std::max(now, m_session->account()->asOf.unixSeconds);
    }
    if (const api::Instance *i = instance())
        now = std::max(now, i->updatedAt.unixSeconds);
    return now;
}

void InstanceDetails::onMetricsUpdated(std::int64_t t)
{
    m_now = std::max(m_now, t);
    if (!m_id.empty())
        scheduleChartRefresh();
}

bool InstanceDetails::chartsVisible() const
{
    return m_metricsTab->isVisible() && m_stack->currentIndex() == ContentPage;
}

void InstanceDetails::scheduleChartRefresh()
{
    if (!chartsVisible()) {
        m_chartsStale = true;
        return;
    }
    if (m_chartTimer.isActive())
        return;
    // At most one redraw a second, however often the metrics come.
    const qint64 since = m_lastChartRefresh.isValid() ? m_lastChartRefresh.elapsed() : 1000;
    m_chartTimer.start(int(std::max<qint64>(0, 1000 - since)));
}

void InstanceDetails::refreshCharts()
{
    if (!chartsVisible())
        return;
    m_chartTimer.stop();
    m_chartsStale = false;
    m_lastChartRefresh.start();
    ensureHistory();
    const std::int64_t now = platformNow();
    for (MetricChart *chart : m_charts) {
        chart->setNow(now);
        chart->refresh();
    }
    // Only training has a loss; without a template to say, the data does.
    const api::Instance *i = instance();
    bool loss = m_charts[2]->hasData() || (i && i->live.loss);
    if (i && i->templateId && m_session) {
        if (const auto *t = m_session->findTemplate(*i->templateId))
            loss = isTraining(t->kind);
    }
    m_charts[2]->setVisible(loss);
}

void InstanceDetails::ensureHistory()
{
    const api::Instance *i = instance();
    if (!i || !m_session || !i->startedAt)
        return; // never ran: no metrics anywhere
    const std::int64_t now = platformNow();
    if (now < 0)
        return;
    const std::int64_t born = i->createdAt.unixSeconds;
    const std::int64_t firstSecond = now - MetricHistory::kSeconds + 1;
    // The session records seconds from when it started: what came before, at full resolution.
    if (!m_secondsFetched) {
        m_secondsFetched = true;
        m_session->fetchHistory(m_id, std::max(born, firstSecond), 1);
    }
    // Beyond the per-second ring: minutes, each range asked for once.
    const std::int64_t from
        = std::max(born, now - std::int64_t(m_range->currentData().toLongLong()));
    if (from < firstSecond && (m_minutesFetchedFrom < 0 || from < m_minutesFetchedFrom)) {
        m_minutesFetchedFrom = from;
        m_session->fetchHistory(m_id, from / 60 * 60, 60);
    }
}

// ---- settings --------------------------------------------------------------------------------

void InstanceDetails::addLabelRow(const QString &key, const QString &value)
{
    const int row = m_labels->rowCount();
    m_labels->insertRow(row);
    m_labels->setItem(row, 0, new QTableWidgetItem(key));
    m_labels->setItem(row, 1, new QTableWidgetItem(value));
}

InstanceDetails::Form InstanceDetails::formFromWidgets() const
{
    Form f;
    for (int row = 0; row < m_labels->rowCount(); ++row) {
        const QTableWidgetItem *k = m_labels->item(row, 0);
        const QTableWidgetItem *v = m_labels->item(row, 1);
        const QString key = k ? k->text().trimmed() : QString();
        const QString value = v ? v->text() : QString();
        if (!key.isEmpty() || !value.isEmpty())
            f.labels.emplace_back(key, value);
    }
    std::sort(f.labels.begin(), f.labels.end());
    f.sleepEnabled = m_sleepEnabled->isChecked();
    f.sleepBelowPct = m_sleepBelow->value();
    f.sleepForMinutes = m_sleepFor->value();
    f.stopAtOn = m_stopAtOn->isChecked();
    f.stopAt = f.stopAtOn ? m_stopAt->dateTime().toSecsSinceEpoch() : 0;
    f.maxRuntimeOn = m_maxRuntimeOn->isChecked();
    f.maxRuntimeMinutes = f.maxRuntimeOn ? m_maxRuntime->value() : 0;
    f.checkpoint = m_checkpoint->isChecked();
    return f;
}

void InstanceDetails::loadForm(const api::Instance &i)
{
    m_loadingForm = true;
    m_labels->setRowCount(0);
    for (const auto &[key, value] : i.labels)
        addLabelRow(text(key), text(value));
    m_sleepEnabled->setChecked(i.autoSleep.enabled);
    m_sleepBelow->setValue(i.autoSleep.utilizationBelowPct);
    m_sleepFor->setValue(
        int(std::clamp<std::int64_t>(i.autoSleep.forMinutes, 1, kMaxRuntimeMinutes)));
    m_stopAtOn->setChecked(i.schedule.stopAt.has_value());
    m_stopAt->setDateTime(QDateTime::fromSecsSinceEpoch(
        i.schedule.stopAt ? i.schedule.stopAt->unixSeconds : platformNow() + 3600));
    m_maxRuntimeOn->setChecked(i.schedule.maxRuntimeS.has_value());
    m_maxRuntime->setValue(int(std::clamp<std::int64_t>(
        i.schedule.maxRuntimeS ? (*i.schedule.maxRuntimeS + 59) / 60 : 60, 1, kMaxRuntimeMinutes)));
    m_checkpoint->setChecked(i.schedule.checkpointBeforeStop);
    m_loadingForm = false;
    m_baseline = formFromWidgets();
    m_baselineRevision = i.revision;
    m_baselineSettings = {i.labels, i.autoSleep, i.schedule};
    updateApplyState();
}

bool InstanceDetails::formDirty() const
{
    // A label being typed counts, before it is committed to the table.
    const QWidget *focus = QApplication::focusWidget();
    if (focus && focus != m_labels && m_labels->isAncestorOf(focus))
        return true; // an open cell editor
    return m_baselineRevision >= 0 && !(formFromWidgets() == m_baseline);
}

void InstanceDetails::updateApplyState()
{
    if (m_loadingForm)
        return;
    m_sleepBelow->setEnabled(m_sleepEnabled->isChecked());
    m_sleepFor->setEnabled(m_sleepEnabled->isChecked());
    m_stopAt->setEnabled(m_stopAtOn->isChecked());
    m_maxRuntime->setEnabled(m_maxRuntimeOn->isChecked());
    m_removeLabel->setEnabled(m_labels->currentRow() >= 0 || !m_labels->selectedItems().isEmpty());
    const api::Instance *i = instance();
    const bool editable = i && i->state != api::InstanceState::Terminating
                          && i->state != api::InstanceState::Terminated && m_client;
    const bool dirty = formDirty();
    m_apply->setEnabled(editable && dirty && !m_applying);
    m_apply->setToolTip(!editable ? tr("This instance cannot be changed now")
                        : dirty   ? tr("Saves your changes on the platform")
                                  : tr("Nothing changed yet"));
    m_revert->setEnabled(dirty && !m_applying);
}

void InstanceDetails::applySettings()
{
    const api::Instance *i = instance();
    if (!i || !m_client || m_applying)
        return;
    const Form f = formFromWidgets();
    api::InstancePatch patch;
    if (f.labels != m_baseline.labels) {
        api::Labels labels;
        for (const auto &[key, value] : f.labels) {
            if (key.isEmpty()) {
                Q_EMIT message(tr("The label with the value “%1” needs a key.").arg(value), true);
                return;
            }
            if (!labels.emplace(key.toStdString(), value.toStdString()).second) {
                Q_EMIT message(tr("The label “%1” is given twice.").arg(key), true);
                return;
            }
        }
        patch.labels = std::move(labels);
    }
    if (f.sleepEnabled != m_baseline.sleepEnabled || f.sleepBelowPct != m_baseline.sleepBelowPct
        || f.sleepForMinutes != m_baseline.sleepForMinutes) {
        api::AutoSleep sleep = m_baselineSettings.autoSleep;
        sleep.enabled = f.sleepEnabled;
        if (f.sleepBelowPct != m_baseline.sleepBelowPct)
            sleep.utilizationBelowPct = f.sleepBelowPct;
        if (f.sleepForMinutes != m_baseline.sleepForMinutes)
            sleep.forMinutes = f.sleepForMinutes;
        patch.autoSleep = sleep;
    }
    if (f.stopAtOn != m_baseline.stopAtOn || f.stopAt != m_baseline.stopAt
        || f.maxRuntimeOn != m_baseline.maxRuntimeOn
        || f.maxRuntimeMinutes != m_baseline.maxRuntimeMinutes
        || f.checkpoint != m_baseline.checkpoint) {
        // What was not touched keeps the server's exact value (seconds, not the form's minutes).
        api::Schedule schedule = m_baselineSettings.schedule;
        if (!f.stopAtOn)
            schedule.stopAt.reset();
        else if (f.stopAt != m_baseline.stopAt || !m_baseline.stopAtOn)
            schedule.stopAt = api::Timestamp{f.stopAt};
        if (!f.maxRuntimeOn)
            schedule.maxRuntimeS.reset();
        else if (f.maxRuntimeMinutes != m_baseline.maxRuntimeMinutes || !m_baseline.maxRuntimeOn)
            schedule.maxRuntimeS = std::int64_t(f.maxRuntimeMinutes) * 60;
        schedule.checkpointBeforeStop = f.checkpoint;
        patch.schedule = schedule;
    }
    m_applying = true;
    updateApplyState();
    const std::string id = m_id;
    const QString name = text(i->name);
    m_client->call(client::ops::updateInstance(id, patch, m_baselineRevision), this,
                   [this, id, name](api::Result<api::Instance> r) {
                       if (id != m_id)
                           return; // another instance is shown by now
                       m_applying = false;
                       if (!r) {
                           Q_EMIT message(errorText(r.error()), true);
                           updateApplyState();
                           return;
                       }
                       loadForm(*r);
                       Q_EMIT message(tr("The settings of “%1” were saved.").arg(name), false);
                   });
}

// ---- events ----------------------------------------------------------------------------------

void InstanceDetails::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void InstanceDetails::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Beside the table the pane is tall and narrow: stack what sits side by side when wide.
    const bool wide = width() >= 1.5 * height();
    m_chartsLayout->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_storageLayout->setDirection(width() >= 760 ? QBoxLayout::LeftToRight
                                                 : QBoxLayout::TopToBottom);
    m_settingsLayout->setDirection(width() >= 700 ? QBoxLayout::LeftToRight
                                                  : QBoxLayout::TopToBottom);
}

void InstanceDetails::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_chartsStale)
        refreshCharts();
}

} // namespace polychip::ui
