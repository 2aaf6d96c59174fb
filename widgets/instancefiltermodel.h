// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QSortFilterProxyModel>
#include <QTimer>

#include <optional>

namespace polychip::ui {

/**
 * Sorting and filtering of InstanceTableModel for live data. Ticks never re-sort: the order
 * is kept between ticks (no dynamic sorting) and refreshed when the user asks (a header click,
 * F5) or by a slow timer while the sort column or a filter depends on values that changed.
 * Sorting and filtering use raw values (SortRole, StateRole...), never display strings.
 */
class InstanceFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceFilterModel)

public:
    /// State families the filter offers.
    enum class StateFilter { All, Running, Sleeping, Stopped, Busy, Failed };
    Q_ENUM(StateFilter)

    explicit InstanceFilterModel(QObject *parent = nullptr);

    void setText(const QString &text);
    void setStateFilter(StateFilter filter);
    void setBackend(std::optional<api::Backend> backend);
    /// Empty: every project.
    void setProject(const QString &project);
    bool isFiltering() const;

    /// How long a changed order may stay stale (default 5 s).
    void setReorderDelay(std::chrono::milliseconds delay);
    /// Re-sorts and re-filters now.
    void refresh();

    void setSourceModel(QAbstractItemModel *source) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void onSourceChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    QStringList m_words;
    StateFilter m_state = StateFilter::All;
    std::optional<api::Backend> m_backend;
    QString m_project;
    QTimer m_reorder;
};

} // namespace polychip::ui
