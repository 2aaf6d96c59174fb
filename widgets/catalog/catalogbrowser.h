// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogindex.h"
#include "catalogindexer.h"
#include "catalogtablemodel.h"

#include <QTimer>
#include <QWidget>

#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTableView;

namespace polychip::client {
class ApiClient;
class Session;
} // namespace polychip::client

namespace polychip::ui {

class CatalogDetails;
class CatalogFacets;

/**
 * One tab of the Catalog page: the models or the data sets, searched as you type over a local
 * index (client::CatalogIndex), narrowed by facets with counts, sorted, with the chosen entry's
 * details beside. The list is usable from the first page the platform sends; the index is built
 * again as pages arrive (coalesced, so a 100,000-entry listing is not indexed a hundred times).
 * An empty result says what emptied it and offers to clear that.
 */
class CatalogBrowser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogBrowser)

public:
    explicit CatalogBrowser(CatalogKind kind, QWidget *parent = nullptr);

    void setSession(client::ApiClient *client, client::Session *session);
    /// Focuses the search field.
    void focusSearch();

    // For tests and the benchmark.
    QLineEdit *searchField() const { return m_search; }
    CatalogFacets *facets() const { return m_facets; }
    CatalogDetails *details() const { return m_details; }
    QTableView *table() const { return m_table; }
    const CatalogTableModel &tableModel() const { return *m_model; }
    const client::CatalogIndex &index() const { return m_index; }
    /// Indexes the store's entries now, on a worker thread; the list follows when it is built.
    void reindexNow();
    /// Whether an index is being built (the list shows the last one meanwhile).
    bool indexing() const { return m_indexer.busy(); }
    /// Selects the entry with this id, if listed.
    bool select(const std::string &id);
    /// What the empty state says (empty when the list has rows).
    QString emptyText() const;

Q_SIGNALS:
    void launchRequested(const std::string &templateId,
                         const std::string &modelId,
                         const std::vector<std::string> &datasetIds);
    void mountRequested(const std::string &datasetId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onStoreChanged();
    /// Lets the index and its list go (freed on a worker).
    void dropIndex();
    void onIndexed(const std::shared_ptr<client::CatalogIndex> &index,
                   const std::shared_ptr<const void> &list);
    /// The store's list this page shows (models or data sets), for comparing with an index's.
    const void *storeList() const;
    /// Filters and sorts again; `entriesChanged` when the store's entries were listed anew.
    void rerun(bool entriesChanged = false);
    void showStatus();
    void showCurrent();
    QString facetValueName(const QString &facet, const QString &value) const;
    std::string currentId() const;

    const CatalogKind m_kind;
    client::ApiClient *m_client = nullptr;
    client::Session *m_session = nullptr;
    client::CatalogIndexer m_indexer;
    client::CatalogIndex m_index;
    std::shared_ptr<const void> m_indexList; ///< the store's list m_index was built from
    client::CatalogIndex::Result m_result;
    std::size_t m_asked = 0; ///< entries in the index last asked for
    std::string m_currentId; ///< of the entry the details show, "" for none
    std::string m_reselect;  ///< to choose again once a new listing is indexed
    QLineEdit *m_search;
    QComboBox *m_sort;
    QLabel *m_status;
    CatalogFacets *m_facets;
    CatalogTableModel *m_model;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QWidget *m_empty;
    QLabel *m_emptyText;
    QPushButton *m_emptyClear;
    QPushButton *m_retry;
    CatalogDetails *m_details;
    QSplitter *m_splitter;
};

} // namespace polychip::ui
