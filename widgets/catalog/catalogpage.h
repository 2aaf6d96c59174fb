// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/consolepage.h"

#include <QPointer>

class QTabWidget;

namespace polychip::client {
class ApiClient;
}

namespace polychip::ui {

class CatalogBrowser;
class MessageBar;
class MountDialog;

/**
 * The Catalog page: the platform's model square and public data pool, each in a tab
 * (CatalogBrowser), to start work from. The lists are asked for when the page is first shown
 * (they can be large), and the launch wizard opens on the Templates page prefilled from an
 * entry; a data set is mounted on an existing instance from a MountDialog, and the message bar
 * says how that went.
 */
class CatalogPage final : public ConsolePage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogPage)

public:
    explicit CatalogPage(QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    QString description() const override;
    QList<QAction *> pageActions() const override;
    QString menuTitle() const override;
    void setContext(const PageContext &context) override;
    /// "tab": "models" or "datasets"; "select": an entry id to show.
    void open(const QVariantMap &arguments) override;

    CatalogBrowser *models() const { return built(m_models); }
    CatalogBrowser *datasets() const { return built(m_datasets); }
    MessageBar *messageBar() const { return m_messages; }
    /// Opens the dialog that mounts `datasetId` on an instance (nullptr without a session or
    /// when the data set is not listed).
    MountDialog *requestMount(const std::string &datasetId);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// The two browsers: after the first paint unless the catalog is the page shown.
    void buildContent() override;

private:
    void retranslate();
    void askForLists();
    void requestLaunch(const std::string &templateId,
                       const std::string &modelId,
                       const std::vector<std::string> &datasetIds);

    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    QPointer<MountDialog> m_mountDialog; ///< open on m_session's instances, if any
    MessageBar *m_messages;
    QTabWidget *m_tabs = nullptr;
    CatalogBrowser *m_models = nullptr;
    CatalogBrowser *m_datasets = nullptr;
    QAction *m_find;
    QAction *m_showModels;
    QAction *m_showDatasets;
};

} // namespace polychip::ui
