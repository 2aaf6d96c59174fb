// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QListWidget>

#include <string>

namespace polychip::ui {

/** A list to pick one instance from (to attach a volume to, to mount a data set on): each row
 *  carries its instance's id; rows the instance cannot be picked from are disabled. */
class InstancePickList final : public QListWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstancePickList)

public:
    /// Under each row: the instance's id (a QString).
    static constexpr int kInstanceIdRole = Qt::UserRole;

    using QListWidget::QListWidget;

    /// The current row's instance, when that row may be picked; else empty.
    std::string chosenId() const;
    /// Makes the row of `instanceId` current (false when it is not listed or not pickable).
    bool choose(const std::string &instanceId);
};

} // namespace polychip::ui
