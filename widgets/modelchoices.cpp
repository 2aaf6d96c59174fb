// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "modelchoices.h"

#include "catalogstore.h"
#include "displaytext.h"

#include <algorithm>

namespace polychip::ui {

ModelChoices::ModelChoices(QObject *parent)
    : QAbstractListModel(parent)
{}

void ModelChoices::show(const client::CatalogStore *store, const std::string &unlisted)
{
    beginResetModel();
    m_store = store;
    m_unlisted = !unlisted.empty() && !(store && store->model(unlisted)) ? unlisted : std::string();
    endResetModel();
}

int ModelChoices::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return 1 + (m_store ? int(m_store->models().size()) : 0) + (m_unlisted.empty() ? 0 : 1);
}

const api::Model *ModelChoices::modelAt(int row) const
{
    if (!m_store || row < 1 || std::size_t(row) > m_store->models().size())
        return nullptr;
    return &m_store->models()[std::size_t(row - 1)];
}

int ModelChoices::rowOf(const std::string &id) const
{
    if (id.empty())
        return 0;
    if (const api::Model *m = m_store ? m_store->model(id) : nullptr)
        return 1 + int(m - m_store->models().data());
    return !m_unlisted.empty() && id == m_unlisted ? rowCount() - 1 : -1;
}

QVariant ModelChoices::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const api::Model *m = modelAt(index.row());
    const QString id = m                  ? QString::fromStdString(m->id)
                       : index.row() == 0 ? QString()
                                          : QString::fromStdString(m_unlisted);
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
{}

void ModelSearch::invalidate()
{
    m_indexed = false;
}

void ModelSearch::search(const QString &text)
{
    beginResetModel();
    m_rows.clear();
    const client::CatalogStore *store = m_choices.store();
    if (store && !m_indexed) {
        m_index.build(store->models(), {}); // no accelerators: "fits on" is not asked here
        m_indexed = true;
    }
    if (store) {
        client::CatalogIndex::Query q;
        q.text = text;
        const auto result = m_index.run(q);
        for (std::size_t i = 0; i < result.rows.size() && m_rows.size() < std::size_t(kShown); ++i)
            m_rows.push_back(result.rows[i] + 1); // entry i is the store's, row i + 1
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
