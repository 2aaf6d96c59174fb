// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"
#include "catalogindex.h"
#include "catalogindexer.h"

#include <QAbstractListModel>

#include <memory>

#include <string>
#include <vector>

namespace polychip::client {
class CatalogStore;
}

namespace polychip::ui {

/**
 * The launch wizard's model chooser: "(no model)", then the catalogue's models in the store's
 * order, then a model id the draft names that the catalogue does not list (yet). Rows are
 * formatted when a view asks for them, so that the square's 100,000 models at scale cost
 * nothing up front (a combo box of items made each one).
 */
class ModelChoices final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelChoices)

public:
    /// The model id ("" for no model): Qt::UserRole, what QComboBox::currentData() reads.
    static constexpr int kIdRole = Qt::UserRole;

    explicit ModelChoices(QObject *parent = nullptr);

    /// Shows the models `store` has now and `unlisted`, if it is not empty and the store does not
    /// have it. The rows stay as they are until the next call, also when more models arrive
    /// (the store's list is read by reference, as far as it went at this call).
    void show(const client::CatalogStore *store, const std::string &unlisted);
    /// The row of a model id ("" for no model), or -1; a lookup by id, no scan.
    int rowOf(const std::string &id) const;
    /// The model of a row (nullptr for "no model" and an unlisted id).
    const api::Model *modelAt(int row) const;
    const client::CatalogStore *store() const { return m_store; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    /// The store's models at or after `m_count` (arrived since show()) are not rows yet.
    std::size_t shown() const;

    const client::CatalogStore *m_store = nullptr;
    std::size_t m_count = 0; ///< the store's models when show() was called
    std::string m_unlisted;
};

/**
 * What the chooser offers as one types: the models whose name, family, task or tags hold
 * every typed word (the Catalog page's index: case and full width do not matter), the most
 * downloaded first, at most kShown. The index is built on a worker thread (CatalogIndexer)
 * when the models change: the GUI thread never waits for it.
 */
class ModelSearch final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModelSearch)

public:
    static constexpr int kShown = 50;
    static constexpr int kChoiceRole = Qt::UserRole + 1; ///< the ModelChoices row

    explicit ModelSearch(const ModelChoices &choices, QObject *parent = nullptr);

    /// The models changed: the index is built again, on a worker thread, from now.
    void invalidate();
    /// Shows the matches of `text` in the index there is (none before the store's list has
    /// one: the matches follow when it is built, with arrived()).
    void search(const QString &text);
    /// Whether an index is being built.
    bool indexing() const { return m_indexer.busy(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// A search that found no index has its matches now.
    void arrived();

private:
    void askForIndex();
    void match();

    /// Whether m_index was built from the store's list now (not one a new listing replaced).
    bool indexCurrent() const;

    const ModelChoices &m_choices;
    client::CatalogIndexer m_indexer;
    std::shared_ptr<client::CatalogIndex> m_index;
    std::shared_ptr<const void> m_indexList; ///< the store's list m_index was built from
    bool m_wanted = true;                    ///< the models changed since the index was asked for
    bool m_waiting = false;  ///< a search waits for an index (arrived() when it comes)
    QString m_text;          ///< of the last search
    std::vector<int> m_rows; ///< ModelChoices rows
};

} // namespace polychip::ui
