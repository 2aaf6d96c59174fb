// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QSortFilterProxyModel>
#include <QTimer>

#include <functional>
#include <optional>

namespace polychip::ui {

/**
 * Sorting and filtering of InstanceTableModel for live data. Ticks never re-sort: the order
 * is kept between ticks (no dynamic sorting) and refreshed when the user asks (a header click,
 * F5) or by a slow timer while the sort column or a filter depends on values that changed.
 * The timer's re-sort waits while a gate says the user is at the rows (setReorderGate()).
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
    /**
     * Asked when a delayed re-sort is due. While it answers no (the pointer is over the rows, a
     * menu is open, a key was just pressed: rows moving then put the wrong one under a click),
     * the re-sort waits and asks again every kReorderRetryMs; reorderIfDue() asks at once.
     * The user's own re-sorts (refresh(), a header click) never wait.
     */
    void setReorderGate(std::function<bool()> mayReorder);
    static constexpr int kReorderRetryMs = 250;
    /// Whether a delayed re-sort is waiting (its delay running or held by the gate).
    bool isReorderPending() const { return m_reorder.isActive(); }
    /// The waiting re-sort now if it is due and the gate lets it.
    void reorderIfDue();

    void setSourceModel(QAbstractItemModel *source) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void onSourceChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void onReorderDue();

    QStringList m_words;
    StateFilter m_state = StateFilter::All;
    std::optional<api::Backend> m_backend;
    QString m_project;
    QTimer m_reorder;
    std::chrono::milliseconds m_reorderDelay{5'000};
    std::function<bool()> m_mayReorder;
    bool m_reorderDue = false; ///< the delay is over: the gate holds it
};

} // namespace polychip::ui
