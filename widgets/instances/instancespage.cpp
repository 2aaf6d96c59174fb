// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancespage.h"

#include "apiclient.h"
#include "instanceactions.h"
#include "instancedelegate.h"
#include "instancedetails.h"
#include "instancefiltermodel.h"
#include "instancetablemodel.h"
#include "kit/actionrules.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "kit/viewkeys.h"
#include "operations.h"
#include "session.h"
#include "switchdialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <set>

namespace polychip::ui {

namespace {

using api::InstanceAction;
using client::Session;

const QString kHeaderKey = QStringLiteral("instancesPage/header");
const QString kSplitterKey = QStringLiteral("instancesPage/splitter");
/// How many columns the saved header state knows (the ID column came later: hidden at first).
const QString kHeaderColumnsKey = QStringLiteral("instancesPage/headerColumns");

/// Row of the state filter combo -> filter.
constexpr InstanceFilterModel::StateFilter kStateFilters[] = {
    InstanceFilterModel::StateFilter::All,      InstanceFilterModel::StateFilter::Running,
    InstanceFilterModel::StateFilter::Sleeping, InstanceFilterModel::StateFilter::Stopped,
    InstanceFilterModel::StateFilter::Busy,     InstanceFilterModel::StateFilter::Failed,
};
constexpr api::Backend kBackends[]
    = {api::Backend::Gpu, api::Backend::Tpu, api::Backend::Npu, api::Backend::Cpu};

} // namespace

InstancesPage::InstancesPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kInstances), parent)
    , m_model(new InstanceTableModel(this))
    , m_proxy(new InstanceFilterModel(this))
    , m_messages(new MessageBar(this))
    , m_stack(new QStackedWidget(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_view(new QTableView(this))
    , m_details(new InstanceDetails(this))
{
    m_proxy->setSourceModel(m_model);

    m_view->setObjectName(QStringLiteral("instancesView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new InstanceDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(InstanceTableModel::NameColumn, Qt::AscendingOrder);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint &pos) {
                showColumnMenu(m_view->horizontalHeader()->mapToGlobal(pos));
            });
    setUpViewKeys(m_view, ViewMenu::Context); // Tab moves on; Shift+F10 opens the menu
    // The delayed re-sort waits while the user is at the rows (keys: the table's; the pointer:
    // the viewport's, which also says when it leaves).
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    m_proxy->setReorderGate([this] { return !userAtRows(); });

    auto *filterBar = new QWidget(this);
    createFilterBar(filterBar);

    // The empty, loading and error states share one panel.
    m_emptyState = new QWidget(this);
    m_emptyState->setObjectName(QStringLiteral("instancesEmptyState"));
    m_emptyTitle = new QLabel(m_emptyState);
    m_emptyTitle->setObjectName(QStringLiteral("emptyTitle"));
    QFont titleFont = m_emptyTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_emptyTitle->setFont(titleFont);
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyText = new QLabel(m_emptyState);
    m_emptyText->setObjectName(QStringLiteral("emptyText"));
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyButton = new QPushButton(m_emptyState);
    m_emptyButton->setObjectName(QStringLiteral("emptyButton"));
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyTitle);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_emptyButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(2);

    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    m_stack->addWidget(m_splitter);
    m_stack->addWidget(m_emptyState);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_messages);
    layout->addWidget(filterBar);
    layout->addWidget(m_stack, 1);
    // The focus goes through the page as it reads: the filter bar, the table, the details
    // (the table and the details were made before the filter bar).
    setTabOrder(m_filter, m_stateFilter);
    setTabOrder(m_stateFilter, m_backendFilter);
    setTabOrder(m_backendFilter, m_projectFilter);
    setTabOrder(m_projectFilter, m_columnsButton);
    setTabOrder(m_columnsButton, m_view);

    createActions();
    connect(m_details, &InstanceDetails::message, m_messages,
            [this](const QString &text, bool error) { m_messages->showMessage(text, error); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &InstancesPage::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &InstancesPage::onCurrentChanged);
    const auto refreshAll = [this] {
        updateView();
        updateActions();
    };
    // The selection is of instances, not rows: kept by id, it survives a relisting (which
    // resets the list; re-sorts and removals keep it by themselves).
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_keptSelection = selectedIds();
        // With nothing selected the details pane shows nothing either: a pane of one instance
        // whose actions are disabled, since they act on the selection, would only puzzle.
        QItemSelectionModel *selection = m_view->selectionModel();
        m_noneWanted = !selection->hasSelection();
        if (m_noneWanted && selection->currentIndex().isValid())
            selection->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &InstancesPage::restoreSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, refreshAll);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, refreshAll);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &InstancesPage::updateView);
    // Something in the details pane from the start: the first row, until the user picks.
    const auto pickFirst = [this] {
        if (!m_noneWanted && !m_view->selectionModel()->currentIndex().isValid()
            && m_proxy->rowCount() > 0)
            m_view->selectionModel()->setCurrentIndex(m_proxy->index(0, 0),
                                                      QItemSelectionModel::ClearAndSelect
                                                          | QItemSelectionModel::Rows);
    };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, pickFirst);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_pendingSelection.empty())
            selectInstance(std::string(m_pendingSelection));
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, pickFirst);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &InstancesPage::updateView);
    // A state change enables or disables actions of the selection.
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &topLeft) {
        if (topLeft.column() == InstanceTableModel::StateColumn)
            updateActions();
    });

    retranslate();
    restoreHeader();
    updateView();
    updateActions();
}

InstancesPage::~InstancesPage()
{
    saveHeader();
}

void InstancesPage::createFilterBar(QWidget *bar)
{
    m_filter = new QLineEdit(bar);
    m_filter->setObjectName(QStringLiteral("instanceFilter"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &InstanceFilterModel::setText);
    connect(m_filter, &QLineEdit::textChanged, this, &InstancesPage::updateView);

    m_stateFilter = new QComboBox(bar);
    m_stateFilter->setObjectName(QStringLiteral("stateFilter"));
    // Its words' width follows the language, also when it changes while shown.
    m_stateFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_stateFilter, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < int(std::size(kStateFilters)))
            m_proxy->setStateFilter(kStateFilters[i]);
        updateView();
    });
    m_backendFilter = new QComboBox(bar);
    m_backendFilter->setObjectName(QStringLiteral("backendFilter"));
    m_backendFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_backendFilter, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setBackend(i > 0 ? std::optional(kBackends[i - 1]) : std::nullopt);
        updateView();
    });
    m_projectFilter = new QComboBox(bar);
    m_projectFilter->setObjectName(QStringLiteral("projectFilter"));
    m_projectFilter->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_projectFilter, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setProject(i > 0 ? m_projectFilter->itemData(i).toString() : QString());
        updateView();
    });
    m_columnsButton = new QToolButton(bar);
    m_columnsButton->setObjectName(QStringLiteral("columnsButton"));
    connect(m_columnsButton, &QToolButton::clicked, this, [this] {
        showColumnMenu(m_columnsButton->mapToGlobal(QPoint(0, m_columnsButton->height())));
    });
    m_staleLabel = new QLabel(bar);
    m_staleLabel->setObjectName(QStringLiteral("staleLabel"));
    m_staleLabel->hide();
    m_countLabel = new QLabel(bar);
    m_countLabel->setObjectName(QStringLiteral("countLabel"));

    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter, 2);
    layout->addWidget(m_stateFilter);
    layout->addWidget(m_backendFilter);
    layout->addWidget(m_projectFilter);
    layout->addWidget(m_columnsButton);
    layout->addStretch(1);
    layout->addWidget(m_staleLabel);
    layout->addWidget(m_countLabel);
}

void InstancesPage::createActions()
{
    m_actions = new InstanceActions(this, m_view);
    connect(m_actions, &InstanceActions::triggered, this, [this](InstanceAction action) {
        if (action == InstanceAction::Switch)
            openSwitchDialog();
        else
            run(action);
    });
    connect(m_actions, &InstanceActions::failed, this,
            [this](const QString &message, const QString &details) {
                m_messages->showMessage(message, true, details);
            });
    m_details->addHeaderAction(m_actions->action(InstanceAction::Switch));

    m_fromSnapshotAction = new QAction(this);
    m_fromSnapshotAction->setObjectName(QStringLiteral("actionLaunchFromSnapshot"));
    connect(m_fromSnapshotAction, &QAction::triggered, this, [this] {
        const auto ids = selectedIds();
        if (ids.size() != 1)
            return;
        const std::string snapshot = latestSnapshot(ids.front());
        if (!snapshot.empty())
            Q_EMIT navigate(QString::fromLatin1(pageid::kTemplates),
                            {{QStringLiteral("fromSnapshot"), QString::fromStdString(snapshot)}});
    });
    m_view->addAction(m_fromSnapshotAction);

    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_view->addAction(separator);
    m_copyIdAction = new QAction(this);
    m_copyIdAction->setObjectName(QStringLiteral("actionCopyInstanceId"));
    m_copyIdAction->setShortcut(QKeySequence::Copy);
    // In the table only: Ctrl+C in the filter or the details copies their text.
    m_copyIdAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyIdAction, &QAction::triggered, this, &InstancesPage::copyIds);
    m_view->addAction(m_copyIdAction);

    m_refreshAction = new QAction(standardIcon(this, QStyle::SP_BrowserReload), QString(), this);
    m_refreshAction->setObjectName(QStringLiteral("actionRefreshInstances"));
    // F5 exactly: the platform's Refresh binding can include Ctrl+R, which is Start here.
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        m_proxy->refresh();
        if (m_session)
            m_session->refresh();
    });
    addAction(m_refreshAction);

    m_filterAction = new QAction(this);
    m_filterAction->setObjectName(QStringLiteral("actionFilterInstances"));
    m_filterAction->setShortcut(QKeySequence::Find);
    connect(m_filterAction, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    addAction(m_filterAction);

    m_clearFilterAction = new QAction(this);
    m_clearFilterAction->setObjectName(QStringLiteral("actionClearFilter"));
    connect(m_clearFilterAction, &QAction::triggered, this, [this] {
        m_filter->clear();
        m_stateFilter->setCurrentIndex(0);
        m_backendFilter->setCurrentIndex(0);
        m_projectFilter->setCurrentIndex(0);
    });
}

QString InstancesPage::title() const
{
    return tr("Instances");
}

QIcon InstancesPage::icon() const
{
    return glyph(QStringLiteral("server"));
}

QString InstancesPage::description() const
{
    return tr("Every instance with its live figures, actions, charts and log.");
}

QString InstancesPage::menuTitle() const
{
    return tr("&Instances");
}

QList<QAction *> InstancesPage::toolBarActions() const
{
    return m_actions->all() << m_refreshAction;
}

void InstancesPage::start()
{
    m_details->ensureContent();
    ConsolePage::start();
}

void InstancesPage::setContext(const PageContext &context)
{
    if (context.client != m_client || context.session != m_session)
        setSession(context.client, context.session);
    setConnectionProblem(context.problem);
}

void InstancesPage::open(const QVariantMap &arguments)
{
    if (const QString id = arguments.value(QStringLiteral("select")).toString(); !id.isEmpty())
        selectInstance(id.toStdString());
}

QList<QAction *> InstancesPage::pageActions() const
{
    return m_actions->all() << m_fromSnapshotAction << m_refreshAction << m_filterAction
                            << m_clearFilterAction;
}

void InstancesPage::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter by name, id, accelerator, label… (Ctrl+F)"));
    m_view->setAccessibleName(tr("Instances"));
    m_stateFilter->setAccessibleName(tr("State"));
    m_backendFilter->setAccessibleName(tr("Backend"));
    m_projectFilter->setAccessibleName(tr("Project"));
    m_filter->setToolTip(tr("Every word must match the name, id, accelerator, region, template "
                            "or a label (key=value)"));
    const int state = std::max(0, m_stateFilter->currentIndex());
    m_stateFilter->clear();
    m_stateFilter->addItems({tr("All states"), tr("Running"), tr("Sleeping"), tr("Stopped"),
                             tr("In progress"), tr("Failed")});
    m_stateFilter->setCurrentIndex(state);
    m_stateFilter->setToolTip(tr("Show only instances in these states"));
    const int backend = std::max(0, m_backendFilter->currentIndex());
    m_backendFilter->clear();
    m_backendFilter->addItem(tr("All backends"));
    for (const auto b : kBackends)
        m_backendFilter->addItem(backendText(b));
    m_backendFilter->setCurrentIndex(backend);
    m_backendFilter->setToolTip(tr("Show only instances on this backend"));
    m_projectFilter->setToolTip(tr("Show only instances labelled with this project"));
    updateProjects();
    m_columnsButton->setText(tr("Columns"));
    m_columnsButton->setToolTip(tr("Choose the columns to show"));
    m_staleLabel->setText(tr("Offline: showing the last known data"));

    m_fromSnapshotAction->setText(tr("&New instance from its latest snapshot…"));
    m_fromSnapshotAction->setStatusTip(
        tr("Open the launch wizard resuming from the selected instance's newest snapshot"));
    m_copyIdAction->setText(tr("&Copy ID"));
    m_copyIdAction->setStatusTip(tr("Copy the ids of the selected instances, one a line"));
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setStatusTip(tr("List the instances again and re-sort the table"));
    m_filterAction->setText(tr("&Filter instances"));
    m_filterAction->setStatusTip(tr("Move to the filter box"));
    m_clearFilterAction->setText(tr("Clear the filter"));
    m_clearFilterAction->setStatusTip(tr("Show every instance again"));
    updateActions();
    updateView();
}

void InstancesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void InstancesPage::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_switchDialog) // it speaks through the old client and session
        m_switchDialog->abandon();
    m_pendingSelection.clear();
    m_noneWanted = false; // another platform's list: its first row is picked again
    if (m_session)
        m_session->disconnectReceiver(this);
    m_details->setSession(client, session);
    m_client = client;
    m_session = session;
    if (session)
        m_model->setStores(&session->instances(), &session->catalog(), &session->billing());
    else
        m_model->setStores(nullptr, nullptr, nullptr);
    if (session) {
        connect(session, &Session::stateChanged, this, [this] {
            updateView();
            updateActions();
        });
        connect(session, &Session::callerChanged, this, &InstancesPage::updateActions);
        const client::InstanceStore *instances = &session->instances();
        connect(instances, &client::InstanceStore::replaced, this, &InstancesPage::updateProjects);
        // A snapshot becoming ready enables "new instance from its latest snapshot".
        connect(&session->storage(), &client::StorageStore::changed, this,
                &InstancesPage::updateActions);
        connect(instances, &client::InstanceStore::instanceAdded, this,
                &InstancesPage::updateProjects);
        connect(instances, &client::InstanceStore::instanceChanged, this,
                [this](const std::string &, unsigned c) {
                    if (c & client::InstanceStore::OtherChange)
                        updateProjects();
                });
    }
    onCurrentChanged();
    updateView();
    updateActions();
}

void InstancesPage::setConnectionProblem(const QString &problem)
{
    m_problem = problem;
    updateView();
}

void InstancesPage::updateProjects()
{
    std::set<QString> projects;
    if (m_session) {
        for (const auto &[id, i] : m_session->instances().all()) {
            if (const auto it = i.labels.find("project"); it != i.labels.end())
                projects.insert(QString::fromStdString(it->second));
        }
    }
    QStringList items;
    for (int k = 1; k < m_projectFilter->count(); ++k)
        items << m_projectFilter->itemData(k).toString();
    const QStringList wanted(projects.begin(), projects.end());
    if (items == wanted && m_projectFilter->count() > 0) {
        m_projectFilter->setItemText(0, tr("All projects"));
        return;
    }
    const QString current = m_projectFilter->currentData().toString();
    const QSignalBlocker block(m_projectFilter);
    m_projectFilter->clear();
    m_projectFilter->addItem(tr("All projects"));
    for (const QString &p : wanted)
        m_projectFilter->addItem(p, p);
    const int index = current.isEmpty() ? 0 : m_projectFilter->findData(current);
    m_projectFilter->setCurrentIndex(std::max(0, index));
    if (index < 0 && !current.isEmpty())
        m_proxy->setProject({});
}

void InstancesPage::updateView()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_countLabel->setText(total == shown ? tr("%n instance(s)", nullptr, total)
                                         : tr("%1 of %n instance(s)", nullptr, total).arg(shown));
    const bool offline = m_session && m_session->state() == Session::State::Offline;
    m_staleLabel->setVisible(offline && total > 0);
    if (offline && total > 0)
        m_staleLabel->setToolTip(QString::fromStdString(m_session->lastError()));

    QString title, text, button;
    if (!m_session && !m_problem.isEmpty()) {
        title = tr("Not connected");
        text = m_problem;
    } else if (!m_session) {
        title = tr("Connecting…");
        text = tr("Starting the offline simulator, or reaching the platform of the chosen "
                  "profile.");
    } else if (total == 0 && m_session->state() == Session::State::Connecting) {
        title = tr("Loading instances…");
        text = tr("Listing the instances of your organisation.");
    } else if (total == 0 && offline) {
        title = tr("Cannot load the instances");
        text = tr("The platform does not answer: %1. Polychip keeps retrying.")
                   .arg(QString::fromStdString(m_session->lastError()));
        button = tr("Retry now");
    } else if (total == 0) {
        title = tr("No instances yet");
        text = tr("Launch one from a template: pick a model and a backend, see the price, and go.");
        button = tr("Open Templates");
    } else if (shown == 0) {
        title = tr("No instance matches the filter");
        text = tr("%n instance(s) are hidden by the filter.", nullptr, total);
        button = tr("Clear the filter");
    }
    if (title.isEmpty()) {
        m_stack->setCurrentWidget(m_splitter);
        return;
    }
    m_emptyTitle->setText(title);
    m_emptyText->setText(text);
    m_emptyButton->setText(button);
    m_emptyButton->setVisible(!button.isEmpty());
    disconnect(m_emptyButton, &QPushButton::clicked, nullptr, nullptr);
    if (total == 0 && offline)
        connect(m_emptyButton, &QPushButton::clicked, this, [this] { m_refreshAction->trigger(); });
    else if (total == 0)
        connect(m_emptyButton, &QPushButton::clicked, this,
                [this] { Q_EMIT navigate(QString::fromLatin1(pageid::kTemplates)); });
    else
        connect(m_emptyButton, &QPushButton::clicked, m_clearFilterAction, &QAction::trigger);
    m_stack->setCurrentWidget(m_emptyState);
}

std::vector<std::string> InstancesPage::selectedIds() const
{
    std::vector<std::string> ids;
    auto rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : rows)
        ids.push_back(index.data(InstanceTableModel::IdRole).toString().toStdString());
    return ids;
}

void InstancesPage::selectInstance(const std::string &id)
{
    const int row = m_model->rowOf(id);
    m_pendingSelection = row < 0 ? id : std::string(); // not listed yet: when it is
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                         | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void InstancesPage::onCurrentChanged()
{
    QItemSelectionModel *selection = m_view->selectionModel();
    const QModelIndex current = selection->currentIndex();
    // The details pane shows the current instance, and the actions act on the selection: a
    // current row with nothing selected (where Qt moves the current row when the selected one
    // is filtered out or removed) is selected, so that the two agree.
    // Not during a click: Qt makes the pressed row current first and then toggles it, so a
    // Ctrl+click would toggle the row just selected here off again.
    if (current.isValid() && !selection->hasSelection()
        && QGuiApplication::mouseButtons() == Qt::NoButton)
        selection->select(current, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_keptCurrent = current.isValid()
                        ? current.data(InstanceTableModel::IdRole).toString().toStdString()
                        : std::string();
    m_details->setInstance(m_keptCurrent);
}

void InstancesPage::restoreSelection()
{
    // Copies: selecting updates the kept ones.
    const std::vector<std::string> ids = m_keptSelection;
    const std::string currentId = m_keptCurrent;
    const auto indexOf = [this](const std::string &id) {
        const int row = m_model->rowOf(id);
        return row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    };
    QItemSelection selection;
    for (const std::string &id : ids) {
        if (const QModelIndex index = indexOf(id); index.isValid())
            selection.select(index, index);
    }
    QItemSelectionModel *model = m_view->selectionModel();
    if (const QModelIndex current = indexOf(currentId); current.isValid())
        model->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    if (!selection.isEmpty())
        model->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

bool InstancesPage::userAtRows() const
{
    if (!m_view->isVisible())
        return false;
    return m_view->viewport()->underMouse() || QApplication::activePopupWidget()
           || QApplication::activeModalWidget()
           || (m_lastKey.isValid() && m_lastKey.elapsed() < kQuietAfterKeyMs);
}

bool InstancesPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view
        && (event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride)) {
        m_lastKey.start();
    } else if (watched == m_view->viewport() && event->type() == QEvent::Leave) {
        // Once the pointer is no longer there (Qt clears underMouse() around this event).
        QTimer::singleShot(0, m_proxy, &InstanceFilterModel::reorderIfDue);
    }
    return ConsolePage::eventFilter(watched, event);
}

void InstancesPage::copyIds() const
{
    QStringList lines;
    for (const std::string &id : selectedIds())
        lines << QString::fromStdString(id);
    if (!lines.isEmpty())
        QGuiApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void InstancesPage::updateActions()
{
    const auto ids = selectedIds();
    m_actions->update(m_session, ids);
    m_refreshAction->setEnabled(m_session != nullptr);
    const bool hasSnapshot
        = ActionRules::canAct(m_session) && ids.size() == 1 && !latestSnapshot(ids.front()).empty();
    m_fromSnapshotAction->setEnabled(hasSnapshot);
    m_copyIdAction->setEnabled(!ids.empty());
    QString why = ActionRules::connectionBlocker(m_session);
    if (why.isEmpty())
        why = ids.size() != 1 ? tr("Select one instance first")
                              : tr("The instance has no ready snapshot yet");
    m_fromSnapshotAction->setToolTip(hasSnapshot ? m_fromSnapshotAction->statusTip() : why);
}

std::string InstancesPage::latestSnapshot(const std::string &instanceId) const
{
    if (!m_session)
        return {};
    const api::Instance *instance = m_session->instances().find(instanceId);
    if (!instance)
        return {};
    const api::Snapshot *best = m_session->storage().newest(instance->snapshotIds, true);
    return best ? best->id : std::string();
}

void InstancesPage::openSwitchDialog()
{
    const auto ids = selectedIds();
    if (!m_client || !m_session || ids.size() != 1
        || !m_actions->action(InstanceAction::Switch)->isEnabled())
        return;
    auto *dialog = new SwitchDialog(*m_client, *m_session, ids.front(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_switchDialog = dialog;
    connect(dialog, &SwitchDialog::finishedSwitch, this,
            [this](bool ok, const QString &message) { m_messages->showMessage(message, !ok); });
    dialog->open();
}

void InstancesPage::run(InstanceAction action)
{
    if (m_client && m_session)
        m_actions->run(*m_client, *m_session, action, selectedIds(), this);
}

void InstancesPage::showColumnMenu(const QPoint &globalPos)
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("columnMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    auto *header = m_view->horizontalHeader();
    for (int c = 0; c < InstanceTableModel::ColumnCount; ++c) {
        auto *a = menu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
        a->setCheckable(true);
        a->setChecked(!header->isSectionHidden(c));
        // The name column always stays: a row must say what it is.
        a->setEnabled(c != InstanceTableModel::NameColumn);
        connect(a, &QAction::toggled, this, [this, header, c](bool on) {
            header->setSectionHidden(c, !on);
            saveHeader();
        });
    }
    menu->popup(globalPos);
}

void InstancesPage::saveHeader() const
{
    QSettings settings;
    settings.setValue(kHeaderKey, m_view->horizontalHeader()->saveState());
    settings.setValue(kHeaderColumnsKey, int(InstanceTableModel::ColumnCount));
    settings.setValue(kSplitterKey, m_splitter->saveState());
}

void InstancesPage::restoreHeader()
{
    const QSettings settings;
    auto *header = m_view->horizontalHeader();
    if (!header->restoreState(settings.value(kHeaderKey).toByteArray())) {
        // Fits a 1280-pixel window; the template column is one click away (Columns).
        const std::pair<int, int> widths[] = {
            {InstanceTableModel::StateColumn, 130},
            {InstanceTableModel::NameColumn, 150},
            {InstanceTableModel::BackendColumn, 90},
            {InstanceTableModel::AcceleratorColumn, 140},
            {InstanceTableModel::TemplateColumn, 170},
            {InstanceTableModel::TokensColumn, 140},
            {InstanceTableModel::UtilizationColumn, 80},
            {InstanceTableModel::PriceColumn, 90},
            {InstanceTableModel::CostColumn, 80},
            {InstanceTableModel::UptimeColumn, 80},
        };
        for (const auto &[column, width] : widths)
            header->resizeSection(column, width);
        header->setSectionHidden(InstanceTableModel::TemplateColumn, true);
        header->setSectionHidden(InstanceTableModel::IdColumn, true);
    } else if (settings.value(kHeaderColumnsKey).toInt() <= InstanceTableModel::IdColumn) {
        header->setSectionHidden(InstanceTableModel::IdColumn, true); // saved before it was
    }
    // First run: half each, whatever the window's height (more than it has: shared out
    // evenly). Not from the size hints: the details pane makes its tabs after the first paint,
    // and its empty state's hint alone left the charts too short for their labels.
    if (!m_splitter->restoreState(settings.value(kSplitterKey).toByteArray()))
        m_splitter->setSizes({QWIDGETSIZE_MAX / 4, QWIDGETSIZE_MAX / 4});
}

} // namespace polychip::ui
