// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "classroomtablemodel.h"

#include "kit/colors.h"
#include "kit/csvexport.h"
#include "kit/displaytext.h"

#include <algorithm>

namespace polychip::ui {

ClassroomTableModel::ClassroomTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ClassroomTableModel::setSeats(std::vector<api::ClassroomSeat> seats)
{
    std::vector<std::pair<std::string, QString>> lessons;
    if (!seats.empty()) {
        for (const api::SeatLesson &l : seats.front().lessons)
            lessons.emplace_back(l.lessonId, QString::fromStdString(l.name));
    }
    const bool sameRows = seats.size() == m_seats.size()
                          && std::equal(seats.begin(), seats.end(), m_seats.begin(),
                                        [](const auto &a, const auto &b) { return a.id == b.id; });
    const bool sameColumns
        = lessons.size() == m_lessons.size()
          && std::equal(lessons.begin(), lessons.end(), m_lessons.begin(),
                        [](const auto &a, const auto &b) { return a.first == b.first; });
    if (!sameRows || !sameColumns) {
        beginResetModel();
        m_seats = std::move(seats);
        m_lessons = std::move(lessons);
        endResetModel();
        return;
    }
    m_seats = std::move(seats);
    if (lessons != m_lessons) { // the same lessons, named in another language
        m_lessons = std::move(lessons);
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstLesson, columnCount() - 1);
    }
    if (!m_seats.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

const api::ClassroomSeat *ClassroomTableModel::seatAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_seats[std::size_t(row)] : nullptr;
}

int ClassroomTableModel::started() const
{
    return int(std::count_if(m_seats.begin(), m_seats.end(), [](const api::ClassroomSeat &s) {
        return std::any_of(s.lessons.begin(), s.lessons.end(),
                           [](const api::SeatLesson &l) { return l.startedAt.has_value(); });
    }));
}

int ClassroomTableModel::completed() const
{
    return int(std::count_if(m_seats.begin(), m_seats.end(), [](const api::ClassroomSeat &s) {
        return std::any_of(s.lessons.begin(), s.lessons.end(),
                           [](const api::SeatLesson &l) { return l.completedAt.has_value(); });
    }));
}

int ClassroomTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_seats.size());
}

int ClassroomTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstLesson + int(m_lessons.size());
}

const api::SeatLesson *ClassroomTableModel::progress(const api::ClassroomSeat &seat,
                                                     int column) const
{
    const int i = column - FirstLesson;
    if (i < 0 || i >= int(m_lessons.size()))
        return nullptr;
    const std::string &id = m_lessons[std::size_t(i)].first;
    const auto it = std::find_if(seat.lessons.begin(), seat.lessons.end(),
                                 [&](const api::SeatLesson &l) { return l.lessonId == id; });
    return it == seat.lessons.end() ? nullptr : &*it;
}

QVariant ClassroomTableModel::data(const QModelIndex &index, int role) const
{
    const api::ClassroomSeat *seat = seatAt(index.row());
    if (!seat)
        return {};
    const int column = index.column();
    if (column < FirstLesson) {
        if (role != Qt::DisplayRole && role != kExportRole)
            return {};
        switch (column) {
        case Seat:
            return QString::fromStdString(seat->name);
        case LastActivity:
            if (!seat->lastActivityAt)
                return role == kExportRole ? QString() : tr("not yet");
            return role == kExportRole
                       ? QString::fromStdString(api::formatRfc3339(*seat->lastActivityAt))
                       : formatMoment(seat->lastActivityAt->unixSeconds);
        case Balance:
            return role == kExportRole ? decimalUnits(seat->balanceMicros)
                                       : formatMoney(seat->balanceMicros);
        default:
            return {};
        }
    }
    const api::SeatLesson *l = progress(*seat, column);
    if (!l)
        return {};
    const bool done = l->completedAt.has_value();
    switch (role) {
    case Qt::DisplayRole:
        if (!l->startedAt)
            return QStringLiteral("—");
        if (done)
            return tr("✓ %1 · %2").arg(formatDuration(l->seconds), formatMoney(l->spentMicros));
        return tr("%1/%2 · %3")
            .arg(l->objectivesDone)
            .arg(l->objectivesTotal)
            .arg(formatDuration(l->seconds));
    case kExportRole:
        // A spreadsheet sums these: objectives, minutes and spend in fields of their own.
        if (!l->startedAt)
            return QString();
        return QStringLiteral("%1/%2 %3 min %4")
            .arg(l->objectivesDone)
            .arg(l->objectivesTotal)
            .arg(l->seconds / 60)
            .arg(decimalUnits(l->spentMicros));
    case Qt::ForegroundRole:
        if (done)
            return toneColor(Tone::Good);
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
        if (!l->startedAt)
            return tr("Not started");
        return done ? tr("Completed %1: every objective in %2, %3 spent")
                          .arg(formatMoment(l->completedAt->unixSeconds),
                               formatDuration(l->seconds), formatMoney(l->spentMicros))
                    : tr("Under way since %1: %2 of %3 objectives, %4 spent so far")
                          .arg(formatMoment(l->startedAt->unixSeconds))
                          .arg(l->objectivesDone)
                          .arg(l->objectivesTotal)
                          .arg(formatMoney(l->spentMicros));
    default:
        return {};
    }
}

QVariant ClassroomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section >= FirstLesson && section < columnCount()) {
        const QString &name = m_lessons[std::size_t(section - FirstLesson)].second;
        if (role == Qt::DisplayRole)
            return name;
        if (role == Qt::ToolTipRole)
            return name;
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Seat:
        return tr("Seat");
    case LastActivity:
        return tr("Last activity");
    case Balance:
        return tr("Balance");
    default:
        return {};
    }
}

} // namespace polychip::ui
