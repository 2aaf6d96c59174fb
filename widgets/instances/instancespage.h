// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/lifecycle.h"
#include "kit/consolepage.h"

#include <map>
#include <string>

#include <QElapsedTimer>
#include <QPointer>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class InstanceActions;
class InstanceDetails;
class SwitchDialog;
class InstanceFilterModel;
class InstanceTableModel;
class MessageBar;

/**
 * The Instances page: every instance of the session in a sortable, filterable table with
 * live numbers, actions for the selection (each enabled only when the state machine allows
 * it), and the current instance's details below. Empty, loading and error states say what to
 * do next.
 */
class InstancesPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstancesPage)

public:
    explicit InstancesPage(QWidget *parent = nullptr);
    ~InstancesPage() override;

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QString menuTitle() const override;
    QList<QAction *> toolBarActions() const override;
    /// Makes the details pane's tabs (the first frame shows its empty state).
    void start() override;
    void setContext(const PageContext &context) override;
    /// "select": the id of the instance to make current (a launch ends on it).
    void open(const QVariantMap &arguments) override;

    /// Both may be null (no connection). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);

    /// Why there is no session (shown instead of the table); empty: connecting.
    void setConnectionProblem(const QString &problem);

    QAction *refreshAction() const { return m_refreshAction; }
    QAction *filterAction() const { return m_filterAction; }

    InstanceTableModel *model() const { return m_model; }
    InstanceFilterModel *filterModel() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    /// Makes an instance current (and the only one selected).
    void selectInstance(const std::string &id);
    /// The ids of the selected instances, in view order.
    std::vector<std::string> selectedIds() const;
    QAction *copyIdAction() const { return m_copyIdAction; }
    /// Whether the user is at the rows: the pointer over them, a menu open, a key pressed in
    /// the table within kQuietAfterKeyMs. The table's delayed re-sort waits meanwhile.
    bool userAtRows() const;
    static constexpr qint64 kQuietAfterKeyMs = 1500;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void createFilterBar(QWidget *bar);
    void retranslate();
    void updateActions();
    void updateView();
    void updateProjects();
    void onCurrentChanged();
    void restoreSelection();
    void run(api::InstanceAction action);
    void openSwitchDialog();
    /// The newest ready snapshot of the instance, or empty.
    std::string latestSnapshot(const std::string &instanceId) const;
    void showColumnMenu(const QPoint &globalPos);
    /// Puts the selected instances' ids on the clipboard, one a line.
    void copyIds() const;
    void saveHeader() const;
    void restoreHeader();

    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    QString m_problem;
    InstanceTableModel *m_model = nullptr;
    InstanceFilterModel *m_proxy = nullptr;
    MessageBar *m_messages = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_stateFilter = nullptr;
    QComboBox *m_backendFilter = nullptr;
    QComboBox *m_projectFilter = nullptr;
    QToolButton *m_columnsButton = nullptr;
    QLabel *m_staleLabel = nullptr;
    QLabel *m_countLabel = nullptr;
    QStackedWidget *m_stack = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_view = nullptr;
    InstanceDetails *m_details = nullptr;
    QWidget *m_emptyState = nullptr;
    QLabel *m_emptyTitle = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_emptyButton = nullptr;
    InstanceActions *m_actions = nullptr;  ///< start ... delete, switch: the one table
    QPointer<SwitchDialog> m_switchDialog; ///< closed when the connection changes
    std::string m_pendingSelection;        ///< to select when it is listed
    /// The selection and current instance across a reset of the list, by id (rows change).
    std::vector<std::string> m_keptSelection;
    std::string m_keptCurrent;
    /// The user emptied the selection (a click beside the rows): nothing is picked for them.
    bool m_noneWanted = false;
    QElapsedTimer m_lastKey; ///< since the last key pressed in the table
    QAction *m_fromSnapshotAction = nullptr;
    QAction *m_copyIdAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_filterAction = nullptr;
    QAction *m_clearFilterAction = nullptr;
};

} // namespace polychip::ui
