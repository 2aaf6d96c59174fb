// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "simpanel.h"

#include "api/types.h"

class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;

namespace polychip::ui {

class ClassroomTableModel;

/**
 * The Simulator page's classroom, for a teacher (an administrator of a simulator): the board of
 * the class's seats × lessons (ClassroomTableModel), read again every few seconds while shown;
 * *Add Seats* (their secrets shown once, with *Save Profile Files…* into a folder, one file a
 * seat, mode 0600); *Reset Seat…* after a question; *Export CSV…*. With no seats yet it says
 * how to make a class.
 */
class ClassroomPanel final : public SimPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ClassroomPanel)

public:
    explicit ClassroomPanel(QWidget *parent = nullptr);

    ClassroomTableModel *model() const { return m_model; }
    /// Reads the board now.
    void refresh();
    /// Writes a profile file for each seat of `seats` into `folder` (seat-07.polychip-profile
    /// .json, mode 0600); the error (empty: all written).
    QString saveSeatFiles(const std::vector<api::SeatCreated> &seats, const QString &folder);
    /// The same for `endpoint`, on any thread.
    static QString writeSeatFiles(const client::Endpoint &endpoint,
                                  const std::vector<api::SeatCreated> &seats,
                                  const QString &folder);

Q_SIGNALS:
    /// Seats were added, their secrets in `seats` (shown once).
    void seatsAdded(const std::vector<api::SeatCreated> &seats);

protected:
    void sessionChanged() override;
    void updateControls() override;
    void retranslate() override;
    void platformLanguageChanged() override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    enum Request { ListSeats, AddSeats, ResetSeat };
    void addSeats();
    void showNewSeats(const std::vector<api::SeatCreated> &seats);
    void resetSeat();
    void exportCsv();
    void updateSummary();

    ClassroomTableModel *m_model;
    QLabel *m_summary;
    QTableView *m_table;
    QSpinBox *m_count;
    QPushButton *m_add;
    QPushButton *m_reset;
    QPushButton *m_export;
    QTimer *m_poll;
    bool m_read = false; ///< the board was read once since the session began
};

} // namespace polychip::ui
