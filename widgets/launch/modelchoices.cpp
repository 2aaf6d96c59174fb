// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "modelchoices.h"

#include "catalogstore.h"
#include "kit/displaytext.h"

#include <algorithm>
#include <utility>

namespace polychip::ui {

ModelChoices::ModelChoices(QObject *parent)
    : QAbstractListModel(parent)
{}

void ModelChoices::show(const client::CatalogStore *store, const std::string &unlisted)
{
    beginResetModel();
    m_store = store;
    m_count = store ? store->models().size() : 0;
    const api::Model *known = store && !unlisted.empty() ? store->model(unlisted) : nullptr;
    const auto entry = known ? store->modelEntry(unlisted) : std::nullopt;
    m_unlisted = !unlisted.empty() && !(entry && *entry < m_count) ? unlisted : std::string();
    endResetModel();
}

std::size_t ModelChoices::shown() const
{
    // A listing started again may have fewer models than were shown: rows past it are empty.
    return m_store ? std::min(m_count, m_store->models().size()) : 0;
}

int ModelChoices::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return 1 + int(m_count) + (m_unlisted.empty() ? 0 : 1);
}

const api::Model *ModelChoices::modelAt(int row) const
{
    if (!m_store || row < 1 || std::size_t(row) > shown())
        return nullptr;
    return &m_store->models()[std::size_t(row - 1)];
}

int ModelChoices::rowOf(const std::string &id) const
{
    if (id.empty())
        return 0;
    if (const auto entry = m_store ? m_store->modelEntry(id) : std::nullopt;
        entry && *entry < shown())
        return 1 + int(*entry);
    return !m_unlisted.empty() && id == m_unlisted ? rowCount() - 1 : -1;
}

QVariant ModelChoices::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const api::Model *m = modelAt(index.row());
    const bool unlisted = !m_unlisted.empty() && index.row() == rowCount() - 1;
    if (!m && !unlisted && index.row() != 0)
        return {}; // the store's list started again with fewer models: shown empty until show()
    const QString id = m          ? QString::fromStdString(m->id)
                       : unlisted ? QString::fromStdString(m_unlisted)
                                  : QString();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (m)
            return tr("%1 (%2 B parameters, %3)")
                .arg(QString::fromStdString(m->name), formatNumber(m->paramsB, 1),
                     QString::fromStdString(m->license));
        return index.row() == 0 ? tr("(no model)") : id;
    case Qt::ToolTipRole:
        return id.isEmpty() ? tr("Launch without a model from the square") : id;
    case kIdRole:
        return id;
    default:
        return {};
    }
}

ModelSearch::ModelSearch(const ModelChoices &choices, QObject *parent)
    : QAbstractListModel(parent)
    , m_choices(choices)
{
    connect(&m_indexer, &client::CatalogIndexer::ready, this,
            [this](const std::shared_ptr<client::CatalogIndex> &built,
                   const std::shared_ptr<const void> &list) {
                const client::CatalogStore *store = m_choices.store();
                if (!store || list.get() != &store->models())
                    return; // built from a list that was replaced: the new one's follows
                m_index = built;
                m_indexList = list;
                match();
                if (std::exchange(m_waiting, false))
                    Q_EMIT arrived();
            });
}

bool ModelSearch::indexCurrent() const
{
    const client::CatalogStore *store = m_choices.store();
    return m_index && store && m_indexList.get() == &store->models();
}

void ModelSearch::invalidate()
{
    if (!indexCurrent()) { // a new listing: the old index's entries are not its
        m_index.reset();
        m_indexList.reset();
    }
    m_wanted = true;
    askForIndex(); // at once: the index is likely there by the first keystroke
}

void ModelSearch::askForIndex()
{
    if (const client::CatalogStore *store = m_choices.store(); store && m_wanted) {
        m_wanted = false;
        m_indexer.indexModels(*store, false); // "fits on" is not asked here
    }
}

void ModelSearch::search(const QString &text)
{
    m_text = text;
    askForIndex();
    m_waiting = !indexCurrent();
    match();
}

void ModelSearch::match()
{
    beginResetModel();
    m_rows.clear();
    if (indexCurrent()) {
        client::CatalogIndex::Query q;
        q.text = m_text;
        const auto result = m_index->run(q);
        // Entry i is the store's, row i + 1, if it was there when the rows were made.
        for (std::size_t i = 0; i < result.rows.size() && m_rows.size() < std::size_t(kShown);
             ++i) {
            if (m_choices.modelAt(result.rows[i] + 1))
                m_rows.push_back(result.rows[i] + 1);
        }
    }
    endResetModel();
}

int ModelSearch::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ModelSearch::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const int row = m_rows[std::size_t(index.row())];
    if (role == kChoiceRole)
        return row;
    return m_choices.data(m_choices.index(row), role);
}

} // namespace polychip::ui
