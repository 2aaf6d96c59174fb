// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include <QList>
#include <QPointer>

#include <string>

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class LaunchWizard;
class TemplateGalleryModel;

/**
 * The Templates page: the platform's workload templates as a searchable gallery of cards; a card
 * opens the launch wizard prefilled with it. The wizard also starts blank or from a snapshot.
 */
class TemplatesPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TemplatesPage)

public:
    explicit TemplatesPage(QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    /// Its actions share the Instances menu: they make instances.
    QString menuTitle() const override;
    void setContext(const PageContext &context) override;
    /// Opens the wizard: "fromSnapshot" (a snapshot id) resumes from it; else "template" (an
    /// id), "model" (an id) and "datasets" (ids) prefill it, each optional.
    void open(const QVariantMap &arguments) override;

    void setSession(client::ApiClient *client, client::Session *session);

    /// Opens the wizard: on a template (empty: blank), or resuming from a snapshot.
    LaunchWizard *openWizard(const std::string &templateId = {});
    LaunchWizard *openWizardFromSnapshot(const std::string &snapshotId);

protected:
    void changeEvent(QEvent *event) override;

private:
    LaunchWizard *createWizard();
    void showSnapshotMenu();
    void updateView();
    void updateActions();
    void retranslate();

    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    TemplateGalleryModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_search;
    QPushButton *m_blank;
    QPushButton *m_fromSnapshot;
    QStackedWidget *m_stack;
    QListView *m_gallery;
    QLabel *m_empty;
    QLabel *m_count;
    QAction *m_newAction;
    QAction *m_searchAction;
    QPointer<LaunchWizard> m_wizard; ///< closed when the connection changes
};

} // namespace polychip::ui
