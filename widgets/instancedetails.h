// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QAction;
class QHBoxLayout;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class InstanceLogView;
class MetricChart;

/**
 * The Instances page's details pane for one instance: a header (name, state, placement, price,
 * cost), then tabs for metric charts, the training log, connection endpoints, snapshots and
 * volumes, the backend history and the editable settings (labels, auto-sleep, schedule). It
 * follows the Session's signals for its instance; the ApiClient is used only for what the
 * Session does not carry (the log, and the settings' PATCH), older metrics come through
 * Session::fetchHistory().
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

Q_SIGNALS:
    /// A translated message for the page's message area (errors of edits, copies done...).
    void message(const QString &text, bool error);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    enum Page { EmptyPage, LoadingPage, DeletedPage, ContentPage };

    /// What the settings form shows, in the form's own units, to tell edits from the baseline.
    struct Form
    {
        std::vector<std::pair<QString, QString>> labels; ///< sorted, blank rows left out
        bool sleepEnabled = false;
        double sleepBelowPct = 0;
        int sleepForMinutes = 0;
        bool stopAtOn = false;
        qint64 stopAt = 0;
        bool maxRuntimeOn = false;
        int maxRuntimeMinutes = 0;
        bool checkpoint = true;
        bool operator==(const Form &) const = default;
    };

    QWidget *buildMetricsTab();
    QWidget *buildConnectTab();
    QWidget *buildStorageTab();
    QWidget *buildHistoryTab();
    QWidget *buildSettingsTab();
    void retranslate();

    const api::Instance *instance() const;
    void updatePage();
    void showPage(Page page);
    void refreshAll();
    void refreshHeader();
    void refreshEndpoints();
    void refreshStorage();
    void refreshHistory();
    void onInstanceChanged(const std::string &id, unsigned changes);
    void onInstanceRemoved(const std::string &id);

    std::int64_t platformNow() const;
    void onMetricsUpdated(std::int64_t t);
    void scheduleChartRefresh();
    void refreshCharts();
    void ensureHistory();
    bool chartsVisible() const;

    Form formFromWidgets() const;
    void loadForm(const api::Instance &i);
    /// Takes the server's settings into the form, or only its revision while the user edits.
    void followServer(const api::Instance &i);
    void addLabelRow(const QString &key, const QString &value);
    bool formDirty() const;
    void updateApplyState();
    void applySettings();

    QPointer<client::ApiClient> m_client;
    QPointer<client::Session> m_session;
    std::string m_id;
    QString m_lastName; ///< of the instance shown, for the deleted state

    // Charts: "now" is the platform's time, from the metrics it sends.
    std::int64_t m_now = -1;
    bool m_secondsFetched = false;
    std::int64_t m_minutesFetchedFrom = -1; ///< the earliest minute asked of the platform
    bool m_chartsStale = true;
    QTimer m_chartTimer;
    QElapsedTimer m_lastChartRefresh;

    // Settings: what the form was loaded from.
    struct Settings
    {
        api::Labels labels;
        api::AutoSleep autoSleep;
        api::Schedule schedule;
    };
    Settings m_baselineSettings;
    Form m_baseline;
    std::int64_t m_baselineRevision = -1;
    bool m_applying = false;
    bool m_loadingForm = false;

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
    QTabWidget *m_tabs = nullptr;

    // Metrics
    QWidget *m_metricsTab = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QComboBox *m_range = nullptr;
    QBoxLayout *m_chartsLayout = nullptr;
    std::array<MetricChart *, 3> m_charts{};

    InstanceLogView *m_log = nullptr;

    // Connect
    QLabel *m_sshLabel = nullptr;
    QLineEdit *m_ssh = nullptr;
    QHBoxLayout *m_headerActions = nullptr;
    QPushButton *m_copySsh = nullptr;
    struct Link
    {
        QLabel *label = nullptr;
        QLineEdit *url = nullptr;
        QPushButton *open = nullptr;
    };
    std::array<Link, 3> m_links{}; ///< JupyterLab, VS Code, TensorBoard

    // Storage and history
    QBoxLayout *m_storageLayout = nullptr;
    QLabel *m_snapshotsLabel = nullptr;
    QTableWidget *m_snapshots = nullptr;
    QLabel *m_volumesLabel = nullptr;
    QTableWidget *m_volumes = nullptr;
    QTableWidget *m_history = nullptr;

    // Settings
    QBoxLayout *m_settingsLayout = nullptr;
    QGroupBox *m_labelsBox = nullptr;
    QTableWidget *m_labels = nullptr;
    QPushButton *m_addLabel = nullptr;
    QPushButton *m_removeLabel = nullptr;
    QGroupBox *m_sleepBox = nullptr;
    QCheckBox *m_sleepEnabled = nullptr;
    QLabel *m_sleepBelowLabel = nullptr;
    QDoubleSpinBox *m_sleepBelow = nullptr;
    QLabel *m_sleepForLabel = nullptr;
    QSpinBox *m_sleepFor = nullptr;
    QGroupBox *m_scheduleBox = nullptr;
    QCheckBox *m_stopAtOn = nullptr;
    QDateTimeEdit *m_stopAt = nullptr;
    QCheckBox *m_maxRuntimeOn = nullptr;
    QSpinBox *m_maxRuntime = nullptr;
    QCheckBox *m_checkpoint = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_revert = nullptr;
};

} // namespace polychip::ui
