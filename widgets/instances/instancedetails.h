// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

#include <string>

class QAction;
class QHBoxLayout;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class DetailsConnectTab;
class DetailsHistoryTab;
class DetailsMetricsTab;
class DetailsSettingsTab;
class DetailsStorageTab;
class InstanceLogView;

/**
 * The Instances page's details pane for one instance: a header (name, state, placement, price,
 * cost), then tabs for metric charts, the training log, connection endpoints, snapshots and
 * volumes, the backend history and the editable settings (labels, auto-sleep, schedule), each
 * its own widget. The pane shows an empty, loading or deleted state instead when there is no
 * instance to show. It follows the Session's signals for its instance; the ApiClient is used
 * only for what the Session does not carry (the log, and the settings' PATCH), older metrics
 * come through Session::fetchHistory().
 */
class InstanceDetails final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceDetails)

public:
    explicit InstanceDetails(QWidget *parent = nullptr);
    ~InstanceDetails() override;

    /// Both may be null (no connection). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    /// The instance to show; empty: an empty state ("Select an instance").
    void setInstance(const std::string &id);
    /// A button for `action` in the header, beside the state (e.g. "Switch backend…").
    void addHeaderAction(QAction *action);
    /// Makes the header and the tabs now if they are not made yet: InstancesPage asks after
    /// the console's first paint (which shows the empty state), setInstance() with an instance
    /// at the latest.
    void ensureContent();

Q_SIGNALS:
    /// A translated message for the page's message area (errors of edits, copies done...).
    void message(const QString &text, bool error);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    enum Page { EmptyPage, LoadingPage, DeletedPage, ContentPage };

    void retranslate();
    void retranslateTabs();
    void retranslateEmpty();
    void resizeTabs();
    void updatePage();
    void showPage(Page page);
    void refreshAll();
    void refreshHeader();
    void onInstanceChanged(const std::string &id, unsigned changes);
    void onInstanceRemoved(const std::string &id);

    client::ApiClient *m_client = nullptr;
    QPointer<client::Session> m_session;
    std::string m_id;
    QString m_lastName; ///< of the instance shown, for the deleted state

    QStackedWidget *m_stack = nullptr;
    QLabel *m_emptyLabel = nullptr;
    QLabel *m_loadingLabel = nullptr;
    QLabel *m_deletedLabel = nullptr;

    // Header
    QLabel *m_name = nullptr;
    QLabel *m_stateIcon = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_placement = nullptr;
    QLabel *m_price = nullptr;
    QLabel *m_cost = nullptr;
    QHBoxLayout *m_headerActions = nullptr;
    QList<QPointer<QAction>> m_pendingHeaderActions; ///< added before the header was made

    // Tabs
    QTabWidget *m_tabs = nullptr;
    DetailsMetricsTab *m_metrics = nullptr;
    InstanceLogView *m_log = nullptr;
    DetailsConnectTab *m_connect = nullptr;
    DetailsStorageTab *m_storage = nullptr;
    DetailsHistoryTab *m_history = nullptr;
    DetailsSettingsTab *m_settings = nullptr;
};

} // namespace polychip::ui
