// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancedetails.h"
#include "kit/colors.h"

#include "detailsconnecttab.h"
#include "detailshistorytab.h"
#include "detailsmetricstab.h"
#include "detailssettingstab.h"
#include "detailsstoragetab.h"
#include "instancelogview.h"
#include "kit/detailscommon.h"
#include "kit/displaytext.h"

#include "session.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolButton>

#include <utility>

namespace polychip::ui {

namespace {

using client::InstanceStore;
using client::Session;
using details::text;

enum Tab { MetricsTab, LogTab, ConnectTab, StorageTab, HistoryTab, SettingsTab };

QLabel *makeStateLabel(QWidget *page, const char *objectName)
{
    auto *label = new QLabel(page);
    label->setObjectName(QString::fromLatin1(objectName));
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    setMuted(label);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addWidget(label);
    layout->addStretch(2);
    return label;
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

    m_stack->insertWidget(EmptyPage, emptyPage);
    m_stack->insertWidget(LoadingPage, loadingPage);
    m_stack->insertWidget(DeletedPage, deletedPage);
    m_stack->setObjectName(QStringLiteral("detailsStack"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    retranslate();
    updatePage();
}

void InstanceDetails::ensureContent()
{
    if (m_tabs)
        return;
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
    setMuted(m_placement);

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
    m_metrics = new DetailsMetricsTab(m_tabs);
    m_log = new InstanceLogView(m_tabs);
    m_log->setObjectName(QStringLiteral("logTab"));
    m_connect = new DetailsConnectTab(m_tabs);
    m_storage = new DetailsStorageTab(m_tabs);
    m_history = new DetailsHistoryTab(m_tabs);
    m_settings = new DetailsSettingsTab(m_tabs);
    // In the order of Tab.
    m_tabs->addTab(m_metrics, {});
    m_tabs->addTab(m_log, {});
    m_tabs->addTab(m_connect, {});
    m_tabs->addTab(m_storage, {});
    m_tabs->addTab(m_history, {});
    m_tabs->addTab(m_settings, {});

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(4);
    contentLayout->addLayout(titleRow);
    contentLayout->addLayout(detailRow);
    contentLayout->addWidget(m_tabs, 1);

    m_stack->insertWidget(ContentPage, content);

    connect(m_log, &InstanceLogView::message, this, &InstanceDetails::message);
    connect(m_connect, &DetailsConnectTab::message, this, &InstanceDetails::message);
    connect(m_settings, &DetailsSettingsTab::message, this, &InstanceDetails::message);
    for (QAction *action : std::exchange(m_pendingHeaderActions, {})) {
        if (action)
            addHeaderAction(action);
    }
    // What it was told before it was built.
    m_log->setClient(m_client);
    for (DetailsTab *tab :
         std::initializer_list<DetailsTab *>{m_metrics, m_connect, m_storage, m_history})
        tab->setSession(m_session);
    m_settings->setSession(m_client, m_session);
    retranslateTabs();
    resizeTabs();
}

void InstanceDetails::addHeaderAction(QAction *action)
{
    if (!m_tabs) {
        m_pendingHeaderActions.append(action);
        return;
    }
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    m_headerActions->addWidget(button);
}

InstanceDetails::~InstanceDetails() = default;

void InstanceDetails::retranslate()
{
    retranslateTabs();
    retranslateEmpty();
    m_loadingLabel->setText(tr("Loading…"));
    updatePage();
    refreshHeader();
}

void InstanceDetails::retranslateTabs()
{
    if (!m_tabs)
        return;
    // The tabs translate themselves (LanguageChange reaches them too).
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
}

void InstanceDetails::retranslateEmpty()
{
    m_emptyLabel->setText(m_session ? tr("Select an instance to see its details.")
                                    : tr("Not connected. Connect to a platform to see "
                                         "instance details."));
}

// ---- session and instance --------------------------------------------------------------------

void InstanceDetails::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    // Connected before the tabs follow the session: the page is current when they hear of it.
    if (session) {
        const InstanceStore *instances = &session->instances();
        connect(instances, &InstanceStore::instanceAdded, this, [this](const std::string &id) {
            if (id == m_id)
                updatePage();
        });
        connect(instances, &InstanceStore::instanceChanged, this,
                &InstanceDetails::onInstanceChanged);
        connect(instances, &InstanceStore::instanceRemoved, this,
                &InstanceDetails::onInstanceRemoved);
        connect(instances, &InstanceStore::replaced, this, [this] {
            updatePage();
            refreshAll(); // changes may have been missed
        });
        connect(session, &Session::stateChanged, this, &InstanceDetails::updatePage);
        // Billing ticks: the currency, and accelerator names listed after the instances.
        connect(&session->billing(), &client::BillingStore::accountChanged, this,
                &InstanceDetails::refreshHeader);
    }
    if (m_tabs) { // else they hear of it when built
        m_log->setClient(client);
        m_metrics->setSession(session);
        m_connect->setSession(session);
        m_storage->setSession(session);
        m_history->setSession(session);
        m_settings->setSession(client, session);
    }
    retranslateEmpty();
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
    if (m_session)
        m_session->wantDetails(id); // lists carry the basic view: the tabs need the whole record
    if (id.empty() && !m_tabs)
        return; // nothing to show yet: the tabs wait (the first frame has no use for them)
    ensureContent();
    m_metrics->setInstance(id);
    m_log->setInstance(id);
    m_connect->setInstance(id);
    m_storage->setInstance(id);
    m_history->setInstance(id);
    m_settings->setInstance(id);
    updatePage();
    refreshAll();
}

void InstanceDetails::updatePage()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (m_id.empty() || !m_session) {
        showPage(EmptyPage);
    } else if (i && i->state != api::InstanceState::Terminated) {
        if (m_lastName.isEmpty() || !m_settings->isLoaded()) {
            m_lastName = text(i->name);
            m_settings->reload();
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
    if (!m_tabs || !details::findInstance(m_session, m_id))
        return;
    refreshHeader();
    m_connect->refresh();
    m_storage->refresh();
    m_history->refresh();
    m_metrics->refresh(); // only once shown
}

void InstanceDetails::onInstanceChanged(const std::string &id, unsigned changes)
{
    // The tabs follow what they show themselves.
    if (id != m_id || changes == InstanceStore::LiveChange)
        return;
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i)
        return;
    if (i->state == api::InstanceState::Terminated) {
        updatePage();
        return;
    }
    m_lastName = text(i->name);
    refreshHeader();
}

void InstanceDetails::onInstanceRemoved(const std::string &id)
{
    if (id == m_id)
        updatePage();
}

void InstanceDetails::refreshHeader()
{
    const api::Instance *i = details::findInstance(m_session, m_id);
    if (!i || !m_tabs)
        return;
    m_name->setText(text(i->name));
    m_name->setToolTip(tr("%1 (instance %2)").arg(text(i->name), text(i->id)));
    const int iconSize = m_state->fontMetrics().height() * 3 / 4;
    m_stateIcon->setPixmap(stateIcon(i->state).pixmap(iconSize, iconSize));
    m_state->setText(stateText(i->state));
    m_state->setToolTip(i->stateReason ? tr("Reason: %1").arg(text(*i->stateReason)) : QString());
    const auto *chip = m_session->catalog().accelerator(i->accelerator);
    const QString accelerator = text(chip ? chip->name : i->accelerator);
    m_placement->setText(
        tr("%1 · %2 × %3").arg(backendText(i->backend), accelerator, QString::number(i->count)));
    m_placement->setToolTip(
        tr("Region %1, image %2").arg(regionName(m_session, i->region), text(i->imageId)));
    const QString currency = text(m_session->billing().currency());
    m_price->setText(tr("%1/h").arg(formatMoney(i->pricePerHourMicros, currency)));
    m_price->setToolTip(tr("Price per hour while running; billed per second"));
    m_cost->setText(tr("%1 so far").arg(formatMoney(i->costMicros, currency)));
    m_cost->setToolTip(
        tr("Cost to date, for %1 of billed running time").arg(formatDuration(i->billedSeconds)));
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
    resizeTabs();
}

void InstanceDetails::resizeTabs()
{
    if (!m_tabs)
        return;
    // Beside the table the pane is tall and narrow: what sits side by side when wide is stacked.
    m_metrics->setPaneSize(size());
    m_storage->setPaneSize(size());
    m_settings->setPaneSize(size());
}

} // namespace polychip::ui
