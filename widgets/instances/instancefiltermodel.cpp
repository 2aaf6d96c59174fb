// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancefiltermodel.h"

#include "instancetablemodel.h"

namespace polychip::ui {

namespace {
using Model = InstanceTableModel;
using api::InstanceState;

bool inFamily(InstanceState s, InstanceFilterModel::StateFilter f)
{
    using F = InstanceFilterModel::StateFilter;
    switch (f) {
    case F::All:
        return true;
    case F::Running:
        return s == InstanceState::Running;
    case F::Sleeping:
        return s == InstanceState::Sleeping;
    case F::Stopped:
        return s == InstanceState::Stopped || s == InstanceState::Terminated;
    case F::Failed:
        return s == InstanceState::Failed;
    case F::Busy:
        return s == InstanceState::Pending || s == InstanceState::Provisioning
               || s == InstanceState::Stopping || s == InstanceState::Switching
               || s == InstanceState::Terminating;
    }
    return true;
}
} // namespace

InstanceFilterModel::InstanceFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // The point of this class: a tick must not re-sort 10,000 rows.
    setDynamicSortFilter(false);
    setSortRole(Model::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    m_reorder.setSingleShot(true);
    connect(&m_reorder, &QTimer::timeout, this, &InstanceFilterModel::onReorderDue);
}

void InstanceFilterModel::setSourceModel(QAbstractItemModel *source)
{
    if (sourceModel())
        disconnect(sourceModel(), &QAbstractItemModel::dataChanged, this,
                   &InstanceFilterModel::onSourceChanged);
    QSortFilterProxyModel::setSourceModel(source);
    if (source)
        connect(source, &QAbstractItemModel::dataChanged, this,
                &InstanceFilterModel::onSourceChanged);
}

void InstanceFilterModel::setReorderDelay(std::chrono::milliseconds delay)
{
    m_reorderDelay = delay;
    if (m_reorder.isActive() && !m_reorderDue) // a delay running: the new one instead
        m_reorder.start(int(delay.count()));
}

void InstanceFilterModel::setReorderGate(std::function<bool()> mayReorder)
{
    m_mayReorder = std::move(mayReorder);
}

void InstanceFilterModel::onReorderDue()
{
    m_reorderDue = true;
    if (m_mayReorder && !m_mayReorder())
        m_reorder.start(kReorderRetryMs);
    else
        refresh();
}

void InstanceFilterModel::reorderIfDue()
{
    if (m_reorderDue)
        onReorderDue();
}

void InstanceFilterModel::onSourceChanged(const QModelIndex &topLeft,
                                          const QModelIndex &bottomRight)
{
    if (m_reorder.isActive())
        return;
    const auto touches
        = [&](int column) { return column >= topLeft.column() && column <= bottomRight.column(); };
    const bool sortStale = sortColumn() >= 0 && touches(sortColumn());
    const bool filterStale = (m_state != StateFilter::All && touches(Model::StateColumn))
                             || (!m_words.isEmpty() && touches(Model::NameColumn))
                             || (m_backend && touches(Model::BackendColumn))
                             || (!m_project.isEmpty() && touches(Model::ProjectColumn));
    if (sortStale || filterStale)
        m_reorder.start(int(m_reorderDelay.count()));
}

void InstanceFilterModel::refresh()
{
    m_reorder.stop();
    m_reorderDue = false;
    invalidate();
}

void InstanceFilterModel::setText(const QString &text)
{
    const QStringList words
        = text.simplified().toLower().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

void InstanceFilterModel::setStateFilter(StateFilter filter)
{
    if (filter == m_state)
        return;
    m_state = filter;
    invalidateFilter();
}

void InstanceFilterModel::setBackend(std::optional<api::Backend> backend)
{
    if (backend == m_backend)
        return;
    m_backend = backend;
    invalidateFilter();
}

void InstanceFilterModel::setProject(const QString &project)
{
    if (project == m_project)
        return;
    m_project = project;
    invalidateFilter();
}

bool InstanceFilterModel::isFiltering() const
{
    return !m_words.isEmpty() || m_state != StateFilter::All || m_backend || !m_project.isEmpty();
}

bool InstanceFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *model = qobject_cast<const InstanceTableModel *>(sourceModel());
    const api::Instance *i = model ? model->instanceAt(sourceRow) : nullptr;
    if (!i || sourceParent.isValid())
        return true;
    if (!inFamily(i->state, m_state))
        return false;
    if (m_backend && i->backend != *m_backend)
        return false;
    if (!m_project.isEmpty()) {
        const auto it = i->labels.find("project");
        if (it == i->labels.end() || QString::fromStdString(it->second) != m_project)
            return false;
    }
    if (m_words.isEmpty())
        return true;
    // Every word must match one of the things a user would type.
    QString haystack = QString::fromStdString(i->name + ' ' + i->id + ' ' + i->accelerator + ' '
                                              + i->region + ' ' + i->templateId.value_or(""))
                           .toLower();
    for (const auto &[key, value] : i->labels)
        haystack += QLatin1Char(' ') + QString::fromStdString(key + '=' + value).toLower();
    for (const QString &w : m_words) {
        if (!haystack.contains(w))
            return false;
    }
    return true;
}

} // namespace polychip::ui
