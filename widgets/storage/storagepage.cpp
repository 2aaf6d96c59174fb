// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "storagepage.h"

#include "attachvolumedialog.h"
#include "kit/actionrules.h"
#include "kit/confirmation.h"
#include "kit/detailscommon.h"
#include "kit/displaytext.h"
#include "kit/errortext.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "kit/viewkeys.h"
#include "newvolumedialog.h"
#include "volumetablemodel.h"

#include "apiclient.h"
#include "operations.h"
#include "session.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace polychip::ui {

namespace {

using client::Session;

using details::text;

} // namespace

StoragePage::StoragePage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kStorage), parent)
    , m_model(new VolumeTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_messages(new MessageBar(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(VolumeTableModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_messages);

    createActions();
    const auto refreshAll = [this] {
        updateView();
        updateActions();
    };
    // The source's: the proxy removes its rows before the source has (counts would lag).
    connect(m_model, &QAbstractItemModel::modelReset, this, refreshAll);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, refreshAll);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, refreshAll);
    connect(m_model, &QAbstractItemModel::dataChanged, this, refreshAll);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_pendingSelection.empty())
            selectVolume(std::string(m_pendingSelection));
    });
    retranslate();
}

void StoragePage::buildContent()
{
    m_newButton = new QPushButton(this);
    m_countLabel = new QLabel(this);
    m_costLabel = new QLabel(this);
    m_stack = new QStackedWidget(this);
    m_view = new QTableView(this);
    m_emptyState = new QWidget(this);
    m_emptyTitle = new QLabel(m_emptyState);
    m_emptyText = new QLabel(m_emptyState);
    m_emptyButton = new QPushButton(m_emptyState);

    m_view->setObjectName(QStringLiteral("volumesView"));
    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(VolumeTableModel::NameColumn, Qt::AscendingOrder);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    setUpViewKeys(m_view, ViewMenu::Context); // Tab moves on; Shift+F10 opens the menu
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    auto *header = m_view->horizontalHeader();
    header->setStretchLastSection(true);
    const std::pair<int, int> widths[] = {
        {VolumeTableModel::NameColumn, 200},     {VolumeTableModel::IdColumn, 130},
        {VolumeTableModel::SizeColumn, 100},     {VolumeTableModel::StateColumn, 100},
        {VolumeTableModel::AttachedColumn, 200}, {VolumeTableModel::CostColumn, 130},
    };
    for (const auto &[column, width] : widths)
        header->resizeSection(column, width);

    m_newButton->setObjectName(QStringLiteral("newVolumeButton"));
    m_countLabel->setObjectName(QStringLiteral("volumeCount"));
    m_costLabel->setObjectName(QStringLiteral("volumeTotalCost"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_newButton);
    bar->addStretch(1);
    bar->addWidget(m_costLabel);
    bar->addSpacing(12);
    bar->addWidget(m_countLabel);

    // The empty, loading and error states share one panel.
    m_emptyState->setObjectName(QStringLiteral("volumesEmptyState"));
    m_emptyTitle->setObjectName(QStringLiteral("emptyTitle"));
    QFont titleFont = m_emptyTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_emptyTitle->setFont(titleFont);
    m_emptyTitle->setAlignment(Qt::AlignCenter);
    m_emptyText->setObjectName(QStringLiteral("emptyText"));
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyButton->setObjectName(QStringLiteral("emptyButton"));
    auto *emptyLayout = new QVBoxLayout(m_emptyState);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyTitle);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_emptyButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(2);

    m_stack->addWidget(m_view);
    m_stack->addWidget(m_emptyState);

    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    m_view->addActions({m_attachAction, m_detachAction, m_deleteAction});
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_view->addAction(separator);
    m_view->addActions({m_copyIdAction, m_newAction});
    connect(m_newButton, &QPushButton::clicked, m_newAction, &QAction::trigger);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &StoragePage::updateActions);
    connect(m_view, &QTableView::doubleClicked, this, [this] {
        if (const api::Volume *v = selected(); v && !v->attachedInstanceId)
            m_attachAction->trigger();
    });
    retranslate();
}

StoragePage::~StoragePage() = default;

void StoragePage::createActions()
{
    const auto make = [this](const char *name, QStyle::StandardPixmap icon, QKeySequence key) {
        auto *a = new QAction(standardIcon(this, icon), QString(), this);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(key);
        return a;
    };
    m_newAction = make("actionNewVolume", QStyle::SP_FileDialogNewFolder, QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] { openNewVolumeDialog(); });
    addAction(m_newAction);

    m_attachAction = make("actionAttachVolume", QStyle::SP_ArrowRight,
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_attachAction, &QAction::triggered, this, [this] {
        if (m_attachAction->isEnabled())
            openAttachDialog(selectedId());
    });
    addAction(m_attachAction);

    m_detachAction = make("actionDetachVolume", QStyle::SP_ArrowLeft,
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_detachAction, &QAction::triggered, this, [this] {
        if (m_detachAction->isEnabled())
            askDetach(selectedId());
    });
    addAction(m_detachAction);

    // Delete and Copy act on the table: with the focus there only (a dialog's or a field's
    // own Delete and Ctrl+C stay theirs).
    m_deleteAction = make("actionDeleteVolume", QStyle::SP_TrashIcon, QKeySequence::Delete);
    m_deleteAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_deleteAction, &QAction::triggered, this, [this] {
        if (m_deleteAction->isEnabled())
            askDelete(selectedId());
    });

    m_copyIdAction = new QAction(this);
    m_copyIdAction->setObjectName(QStringLiteral("actionCopyVolumeId"));
    m_copyIdAction->setShortcut(QKeySequence::Copy);
    m_copyIdAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyIdAction, &QAction::triggered, this, [this] {
        const std::string id = selectedId();
        if (id.empty())
            return;
        QGuiApplication::clipboard()->setText(text(id));
        m_messages->showMessage(tr("Copied the volume id %1").arg(text(id)), false);
    });

    m_refreshAction
        = make("actionRefreshVolumes", QStyle::SP_BrowserReload, QKeySequence(Qt::Key_F5));
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        m_proxy->invalidate();
        if (m_session)
            m_session->refresh();
    });
    addAction(m_refreshAction);
}

QString StoragePage::title() const
{
    return tr("Storage");
}

QIcon StoragePage::icon() const
{
    return glyph(QStringLiteral("database"));
}

QString StoragePage::description() const
{
    return tr("Network volumes: their size, cost and the instance each is attached to; create, "
              "attach, detach and delete them.");
}

QString StoragePage::menuTitle() const
{
    return tr("&Storage");
}

QList<QAction *> StoragePage::pageActions() const
{
    return {m_newAction,    m_attachAction, m_detachAction,
            m_deleteAction, m_copyIdAction, m_refreshAction};
}

QList<QAction *> StoragePage::toolBarActions() const
{
    return {m_newAction, m_attachAction, m_detachAction, m_deleteAction, m_refreshAction};
}

void StoragePage::setContext(const PageContext &context)
{
    if (context.client != m_client || context.session != m_session)
        setSession(context.client, context.session);
    setConnectionProblem(context.problem);
}

void StoragePage::open(const QVariantMap &arguments)
{
    if (const QString id = arguments.value(QStringLiteral("select")).toString(); !id.isEmpty())
        selectVolume(id.toStdString());
}

void StoragePage::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_dialog) // it speaks through the old client and session
        m_dialog->reject();
    m_pendingSelection.clear();
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    if (session)
        m_model->setStores(&session->storage(), &session->instances(), &session->catalog());
    else
        m_model->setStores(nullptr, nullptr);
    if (session) {
        connect(session, &Session::stateChanged, this, [this] {
            updateView();
            updateActions();
        });
        connect(session, &Session::callerChanged, this, &StoragePage::updateActions);
        // The actions' tooltips name the instance a volume is attached to: a rename shows.
        connect(&session->instances(), &client::InstanceStore::instanceChanged, this,
                [this](const std::string &, unsigned changes) {
                    if (changes & client::InstanceStore::OtherChange)
                        updateActions();
                });
    }
    updateView();
    updateActions();
}

void StoragePage::setConnectionProblem(const QString &problem)
{
    m_problem = problem;
    updateView();
}

void StoragePage::retranslate()
{
    if (isBuilt()) {
        m_view->setAccessibleName(tr("Volumes"));
        m_newButton->setText(tr("Ne&w volume…")); // Alt+N starts a lesson in the lesson panel
        m_newButton->setToolTip(tr("Create a network volume (Ctrl+N)"));
    }
    m_newAction->setText(tr("&New volume…"));
    m_newAction->setStatusTip(tr("Create a network volume: a name and a size"));
    m_attachAction->setText(tr("&Attach to instance…"));
    m_attachAction->setStatusTip(tr("Attach the selected volume to an instance in its region"));
    m_detachAction->setText(tr("&Detach"));
    m_detachAction->setStatusTip(tr("Detach the selected volume from its instance (asks first)"));
    m_deleteAction->setText(tr("De&lete"));
    m_deleteAction->setStatusTip(tr("Delete the selected volume and its data (asks first)"));
    m_copyIdAction->setText(tr("&Copy volume id"));
    m_copyIdAction->setStatusTip(tr("Copy the selected volume's id to the clipboard"));
    m_refreshAction->setText(tr("&Refresh"));
    m_refreshAction->setStatusTip(tr("List the volumes again and re-sort the table"));
    updateView();
    updateActions();
}

void StoragePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString StoragePage::connectionBlocker() const
{
    if (QString why = ActionRules::sessionBlocker(m_session); !why.isEmpty())
        return why;
    // Managers read everything and write budgets only (the platform would refuse the rest).
    if (m_session->caller() && m_session->caller()->role == api::Role::Manager)
        return tr("Your role (%1) can see volumes but not change them; ask a developer or an "
                  "administrator")
            .arg(roleText(api::Role::Manager));
    return {};
}

QString StoragePage::ownerBlocker(const api::Volume &volume) const
{
    if (!m_session || !m_session->caller() || m_session->caller()->role != api::Role::Trainee)
        return {};
    // A volume that does not say who made it: the platform decides.
    if (volume.userId && *volume.userId != m_session->caller()->user.id)
        return tr("A trainee changes only the volumes they created; this one is another user's");
    return {};
}

const api::Volume *StoragePage::selected() const
{
    const std::string id = selectedId();
    return id.empty() || !m_session ? nullptr : m_session->storage().volume(id);
}

std::string StoragePage::selectedId() const
{
    if (!isBuilt())
        return {}; // no table, no selection
    const auto rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? std::string()
                          : rows.front().data(VolumeTableModel::IdRole).toString().toStdString();
}

void StoragePage::selectVolume(const std::string &id)
{
    ensureBuilt(); // its table
    const int row = m_model->rowOf(id);
    m_pendingSelection = row < 0 ? id : std::string(); // not listed yet: when it is
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                         | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

QString StoragePage::instanceName(const std::string &instanceId) const
{
    const api::Instance *i = m_session ? m_session->instances().find(instanceId) : nullptr;
    return i ? text(i->name) : text(instanceId);
}

void StoragePage::updateActions()
{
    const QString connection = connectionBlocker();
    const api::Volume *v = selected();
    const QString owner = v ? ownerBlocker(*v) : QString();
    const QString none = tr("Select a volume first");
    const auto set = [](QAction *a, const QString &why) {
        a->setEnabled(why.isEmpty());
        a->setToolTip(why.isEmpty() ? a->statusTip() : why);
    };
    set(m_newAction, connection);
    if (isBuilt()) {
        m_newButton->setEnabled(connection.isEmpty());
        m_newButton->setToolTip(connection.isEmpty() ? tr("Create a network volume (Ctrl+N)")
                                                     : connection);
    }
    QString attach = connection;
    QString detach = connection;
    QString remove = connection;
    if (connection.isEmpty() && !v) {
        attach = detach = remove = none;
    } else if (connection.isEmpty() && !owner.isEmpty()) {
        attach = detach = remove = owner;
    } else if (connection.isEmpty()) {
        const QString on = v->attachedInstanceId ? instanceName(*v->attachedInstanceId) : QString();
        if (v->attachedInstanceId) {
            attach = tr("Attached to %1: detach it first (a volume is attached to one instance "
                        "at a time)")
                         .arg(on);
            remove = tr("Attached to %1: detach it first, then delete it").arg(on);
        } else {
            detach = tr("Not attached to any instance");
        }
    }
    set(m_attachAction, attach);
    set(m_detachAction, detach);
    set(m_deleteAction, remove);
    set(m_copyIdAction, v ? QString() : none);
    set(m_refreshAction, m_session ? QString() : tr("Not connected to a platform"));
}

void StoragePage::updateView()
{
    if (!isBuilt())
        return; // buildContent() shows the state
    const int total = m_model->rowCount();
    m_countLabel->setText(tr("%n volume(s)", nullptr, total));
    std::int64_t gib = 0;
    for (int row = 0; row < total; ++row)
        gib += m_model->volumeAt(row)->sizeGib;
    m_costLabel->setText(total == 0 ? QString()
                                    : tr("%1 GiB, about %2 a month")
                                          .arg(formatNumber(double(gib), 0),
                                               VolumeTableModel::estimateText(
                                                   VolumeTableModel::monthlyCostMicros(gib))));
    m_costLabel->setToolTip(VolumeTableModel::costBasis());
    const bool offline = m_session && m_session->state() == Session::State::Offline;

    QString title, body, button;
    if (!m_session && !m_problem.isEmpty()) {
        title = tr("Not connected");
        body = m_problem;
    } else if (!m_session) {
        title = tr("Connecting…");
        body = tr("Starting the offline simulator, or reaching the platform of the chosen "
                  "profile.");
    } else if (total == 0 && m_session->state() == Session::State::Connecting) {
        title = tr("Loading volumes…");
        body = tr("Listing the volumes of your organisation.");
    } else if (total == 0 && offline) {
        title = tr("Cannot load the volumes");
        body = tr("The platform does not answer: %1. Polychip keeps retrying.")
                   .arg(text(m_session->lastError()));
        button = tr("Retry now");
    } else if (total == 0) {
        title = tr("No volumes yet");
        body = tr("Create one with New volume… (Ctrl+N). A volume is a network disk that keeps "
                  "its data across stops and backend switches and moves between instances, "
                  "from a GPU to an NPU.");
        button = tr("New volume…");
    }
    // The empty state's own button creates the first volume: one such button on the page.
    m_newButton->setVisible(title.isEmpty() || (button.isEmpty() && !offline));
    if (title.isEmpty()) {
        m_stack->setCurrentWidget(m_view);
        return;
    }
    m_emptyTitle->setText(title);
    m_emptyText->setText(body);
    m_emptyButton->setText(button);
    m_emptyButton->setVisible(!button.isEmpty());
    m_emptyButton->setAccessibleName(button);
    disconnect(m_emptyButton, &QPushButton::clicked, nullptr, nullptr);
    if (offline)
        connect(m_emptyButton, &QPushButton::clicked, m_refreshAction, &QAction::trigger);
    else
        connect(m_emptyButton, &QPushButton::clicked, m_newAction, &QAction::trigger);
    m_stack->setCurrentWidget(m_emptyState);
}

void StoragePage::showDialog(QDialog *dialog)
{
    // One at a time, and none outlives the session it speaks for (setSession() closes it).
    if (m_dialog)
        m_dialog->reject();
    m_dialog = dialog;
    dialog->open();
}

NewVolumeDialog *StoragePage::openNewVolumeDialog()
{
    if (!m_client || !m_session || !m_newAction->isEnabled())
        return nullptr;
    auto *dialog = new NewVolumeDialog(*m_client, *m_session, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &NewVolumeDialog::created, this, [this](const api::Volume &v) {
        m_messages->showMessage(
            tr("Created %1 (%2 GiB)").arg(text(v.name), formatNumber(double(v.sizeGib), 0)), false);
        selectVolume(v.id);
    });
    showDialog(dialog);
    return dialog;
}

AttachVolumeDialog *StoragePage::openAttachDialog(const std::string &volumeId)
{
    const api::Volume *v = m_session ? m_session->storage().volume(volumeId) : nullptr;
    if (!m_client || !v)
        return nullptr;
    auto *dialog = new AttachVolumeDialog(*m_client, *m_session, *v, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AttachVolumeDialog::attached, this, [this](const api::Volume &attached) {
        m_messages->showMessage(
            tr("Attached %1 to %2")
                .arg(text(attached.name),
                     instanceName(attached.attachedInstanceId.value_or(std::string()))),
            false);
    });
    showDialog(dialog);
    return dialog;
}

void StoragePage::askDetach(const std::string &volumeId)
{
    const api::Volume *v = m_session ? m_session->storage().volume(volumeId) : nullptr;
    if (!m_client || !v)
        return;
    const QString name = text(v->name);
    const std::string instanceId = v->attachedInstanceId.value_or(std::string());
    const QString on = instanceName(instanceId);
    const api::Instance *instance = m_session->instances().find(instanceId);
    const bool busy = instance && instance->state != api::InstanceState::Stopped
                      && instance->state != api::InstanceState::Failed;
    const QString details
        = busy ? tr("%1 is %2: a job reading or writing files on the volume loses them at once "
                    "and may fail. Stop the instance first to be safe. The data stays on the "
                    "volume; attach it again to use it.")
                     .arg(on, stateText(instance->state).toLower())
               : tr("Nothing runs on %1 now. The data stays on the volume, which is still "
                    "billed; attach it again to use it.")
                     .arg(on);
    showDialog(confirmation(this,
                            {QStringLiteral("confirmDetach"), tr("Detach volume"),
                             tr("Detach %1 from %2?").arg(name, on), details, tr("Detach"),
                             QMessageBox::Question, QMessageBox::AcceptRole},
                            [this, volumeId, name] { detach(volumeId, name); }));
}

void StoragePage::askDelete(const std::string &volumeId)
{
    const api::Volume *v = m_session ? m_session->storage().volume(volumeId) : nullptr;
    if (!m_client || !v)
        return;
    const QString name = text(v->name);
    showDialog(confirmation(
        this,
        {QStringLiteral("confirmDeleteVolume"), tr("Delete volume"),
         tr("Delete %1 (%2 GiB)?").arg(name, formatNumber(double(v->sizeGib), 0)),
         tr("Lost for good: every file on it. Billing for it stops (about %1 "
            "a month).")
             .arg(VolumeTableModel::estimateText(VolumeTableModel::monthlyCostMicros(v->sizeGib))),
         tr("Delete")},
        [this, volumeId, name] { remove(volumeId, name); }));
}

void StoragePage::detach(const std::string &volumeId, const QString &name)
{
    if (!m_client)
        return;
    m_client->call(client::ops::detachVolume(volumeId), this,
                   [this, name](api::Result<api::Volume> r) {
                       if (!r) {
                           m_messages->showMessage(
                               tr("%1 was not detached: %2").arg(name, errorText(r.error())), true,
                               errorDetails(r.error()));
                           return;
                       }
                       m_messages->showMessage(tr("Detached %1").arg(name), false);
                   });
}

void StoragePage::remove(const std::string &volumeId, const QString &name)
{
    if (!m_client)
        return;
    m_client->call(client::ops::deleteVolume(volumeId), this,
                   [this, name](api::Result<client::NoContent> r) {
                       if (!r) {
                           m_messages->showMessage(
                               tr("%1 was not deleted: %2").arg(name, errorText(r.error())), true,
                               errorDetails(r.error()));
                           return;
                       }
                       m_messages->showMessage(tr("Deleted %1").arg(name), false);
                   });
}

} // namespace polychip::ui
