// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QAbstractTableModel>

#include <map>
#include <string>
#include <vector>

namespace polychip::ui {

/** A teacher's board: one row a seat (its name, last activity, balance), then one column a
 *  lesson: "—" not started, "1/3 · 12 min" under way, "✓ 25 min · ¥3.20" done. Exports as CSV
 *  with a column each for objectives, minutes and spend (kExportRole). */
class ClassroomTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassroomTableModel)

public:
    enum Column { Seat, LastActivity, Balance, FirstLesson };

    explicit ClassroomTableModel(QObject *parent = nullptr);

    /// The seats, keeping the rows where the same seats were (a poll changes figures, not rows);
    /// a column a lesson, named as the platform names it in the console's language.
    void setSeats(std::vector<api::ClassroomSeat> seats);
    const std::vector<api::ClassroomSeat> &seats() const { return m_seats; }
    const api::ClassroomSeat *seatAt(int row) const;
    /// Seats that started a lesson, and that completed one.
    int started() const;
    int completed() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const api::SeatLesson *progress(const api::ClassroomSeat &seat, int column) const;

    std::vector<api::ClassroomSeat> m_seats;
    std::vector<std::pair<std::string, QString>> m_lessons;
};

} // namespace polychip::ui
