// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include <QPointer>

#include <string>

class QAction;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace polychip::api {
struct Volume;
} // namespace polychip::api

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class AttachVolumeDialog;
class MessageBar;
class NewVolumeDialog;
class VolumeTableModel;

/**
 * The Storage page: the organisation's network volumes, live from the session's storage store
 * (and the instances that name what they are attached to), with their estimated monthly cost.
 * Actions on the selected volume: attach to an instance, detach (asks first), delete (asks
 * first; not while attached), copy its id; and New volume…. Each action is enabled only where
 * the platform's rules and the caller's role allow it, and says why when not. Empty, loading
 * and error states say what to do next.
 */
class StoragePage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoragePage)

public:
    explicit StoragePage(QWidget *parent = nullptr);
    ~StoragePage() override;

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QString menuTitle() const override;
    QList<QAction *> toolBarActions() const override;
    void setContext(const PageContext &context) override;
    /// "select": the id of a volume to make current.
    void open(const QVariantMap &arguments) override;

    /// Both may be null (no connection). The ApiClient outlives the Session.
    void setSession(client::ApiClient *client, client::Session *session);
    /// Why there is no session (shown instead of the table); empty: connecting.
    void setConnectionProblem(const QString &problem);

    VolumeTableModel *model() const { return m_model; }
    QTableView *view() const { return built(m_view); }
    MessageBar *messages() const { return m_messages; }
    /// The selected volume's id, or empty.
    std::string selectedId() const;
    /// Makes a volume current (when it is listed; else once it is).
    void selectVolume(const std::string &id);

    /// The dialogs and questions behind the actions, on a volume of the store. They ask the
    /// platform whatever the actions' state: a refusal is shown in the message bar.
    NewVolumeDialog *openNewVolumeDialog();
    AttachVolumeDialog *openAttachDialog(const std::string &volumeId);
    void askDetach(const std::string &volumeId);
    void askDelete(const std::string &volumeId);

protected:
    /// The table, its bar and the empty state (the model and the actions are the page's from
    /// the start).
    void buildContent() override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void updateActions();
    void updateView();
    /// Opens `dialog` as the page's one dialog, closing the one open.
    void showDialog(QDialog *dialog);
    void detach(const std::string &volumeId, const QString &name);
    void remove(const std::string &volumeId, const QString &name);
    /// Why the caller may not change volumes at all (not connected, a manager), or empty.
    QString connectionBlocker() const;
    /// Why the caller may not change this volume (a trainee and another's), or empty.
    QString ownerBlocker(const api::Volume &volume) const;
    /// The selected volume as the store has it, or null.
    const api::Volume *selected() const;
    QString instanceName(const std::string &instanceId) const;

    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    QString m_problem;
    std::string m_pendingSelection;
    VolumeTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    MessageBar *m_messages;
    // The content (buildContent()).
    QPushButton *m_newButton = nullptr;
    QLabel *m_countLabel = nullptr;
    QLabel *m_costLabel = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTableView *m_view = nullptr;
    QWidget *m_emptyState = nullptr;
    QLabel *m_emptyTitle = nullptr;
    QLabel *m_emptyText = nullptr;
    QPushButton *m_emptyButton = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_attachAction = nullptr;
    QAction *m_detachAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_copyIdAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QPointer<QDialog> m_dialog; ///< the one open; closed when the connection changes
};

} // namespace polychip::ui
