// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "classroompanel.h"

#include "classroomtablemodel.h"

#include "kit/colors.h"
#include "kit/confirmation.h"
#include "kit/csvexport.h"
#include "kit/errortext.h"

#include "profilefile.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace polychip::ui {

namespace ops = client::ops;

namespace {

/// How often the board is read again while shown: seats move without events of ours.
constexpr int kBoardPollMs = 5000;

/// "classroom-seat-07" → "seat-07"
QString seatProfileFileName(const std::string &seatId)
{
    const auto at = seatId.rfind("seat-");
    return QString::fromStdString(at == std::string::npos ? seatId : seatId.substr(at))
           + QStringLiteral(".polychip-profile.json");
}

} // namespace

ClassroomPanel::ClassroomPanel(QWidget *parent)
    : SimPanel(parent)
    , m_model(new ClassroomTableModel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_count(new QSpinBox(this))
    , m_add(new QPushButton(this))
    , m_reset(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("classroomPanel"));
    m_summary->setObjectName(QStringLiteral("classroomSummary"));
    m_summary->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("classroomBoard"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setMaximumSectionSize(360);
    m_count->setObjectName(QStringLiteral("seatCount"));
    m_count->setRange(1, 500);
    m_count->setValue(30);
    m_add->setObjectName(QStringLiteral("addSeatsButton"));
    m_reset->setObjectName(QStringLiteral("resetSeatButton"));
    m_export->setObjectName(QStringLiteral("exportClassroomButton"));
    m_poll->setInterval(kBoardPollMs);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_count);
    buttons->addWidget(m_add);
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &ClassroomPanel::addSeats);
    connect(m_reset, &QPushButton::clicked, this, &ClassroomPanel::resetSeat);
    connect(m_export, &QPushButton::clicked, this, &ClassroomPanel::exportCsv);
    connect(m_poll, &QTimer::timeout, this, &ClassroomPanel::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ClassroomPanel::updateControls);
    retranslate();
}

void ClassroomPanel::sessionChanged()
{
    m_model->setSeats({});
    m_read = false;
    if (client() && isVisible())
        refresh();
    updateSummary();
}

void ClassroomPanel::platformLanguageChanged()
{
    askAgain(ListSeats, [this] { refresh(); }); // the lessons' names, in the new language
}

void ClassroomPanel::refresh()
{
    if (!client() || inFlight(ListSeats))
        return;
    listAll<api::ClassroomSeat>(
        ListSeats, ops::listSeats, [this](api::Result<std::vector<api::ClassroomSeat>> seats) {
            if (!seats) {
                m_poll->stop(); // said once, not every few seconds
                return reportError(tr("Could not read the class: %1"), seats.error());
            }
            const auto rows = m_table->selectionModel()->selectedRows();
            const std::string selected
                = rows.isEmpty() ? std::string() : m_model->seatAt(rows.front().row())->id;
            const int rowsBefore = m_model->rowCount();
            const int columnsBefore = m_model->columnCount();
            m_model->setSeats(std::move(seats).value());
            // A new class, or new lessons: the columns as wide as their names and figures.
            if (rowsBefore != m_model->rowCount() || columnsBefore != m_model->columnCount())
                m_table->resizeColumnsToContents();
            else
                m_table->resizeColumnToContents(ClassroomTableModel::LastActivity);
            for (int r = 0; r < m_model->rowCount(); ++r) {
                if (m_model->seatAt(r)->id == selected)
                    m_table->selectRow(r);
            }
            m_read = true;
            if (isVisible())
                m_poll->start();
            updateSummary();
        });
}

void ClassroomPanel::addSeats()
{
    const int count = m_count->value();
    api::SeatsCreate request;
    request.count = count;
    send(AddSeats, ops::createSeats(request), [this](api::Result<api::SeatsCreated> made) {
        if (!made)
            return reportError(tr("Could not add seats: %1"), made.error());
        Q_EMIT message(tr("Added %n seat(s) to the class.", nullptr, int(made->seats.size())),
                       false);
        Q_EMIT seatsAdded(made->seats);
        showNewSeats(made->seats);
        refresh();
    });
}

void ClassroomPanel::showNewSeats(const std::vector<api::SeatCreated> &seats)
{
    auto *box = new QDialog(this);
    box->setObjectName(QStringLiteral("newSeatsDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(tr("New Seats"));
    auto *text = new QLabel(tr("%n seat(s) added. Their keys' secrets are shown only now: save a "
                               "profile file for each seat to hand out. Each file holds its "
                               "seat's secret.",
                               nullptr, int(seats.size())),
                            box);
    text->setWordWrap(true);
    auto *status = new QLabel(box);
    status->setObjectName(QStringLiteral("newSeatsStatus"));
    status->setWordWrap(true);
    status->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, box);
    QPushButton *save
        = buttons->addButton(tr("&Save Profile Files…"), QDialogButtonBox::ActionRole);
    save->setObjectName(QStringLiteral("saveSeatFilesButton"));
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(text);
    layout->addWidget(status);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, box, &QDialog::reject);
    connect(save, &QPushButton::clicked, box, [this, box, seats, status] {
        auto *dialog = new QFileDialog(box, tr("Save Profile Files"));
        dialog->setObjectName(QStringLiteral("seatFilesFolderDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        connect(
            dialog, &QFileDialog::fileSelected, box, [this, seats, status](const QString &folder) {
                if (!client())
                    return;
                // Up to 500 files, each committed whole: not on the GUI thread.
                runInBackground(
                    status,
                    [endpoint = client()->endpoint(), seats, folder] {
                        return writeSeatFiles(endpoint, seats, folder);
                    },
                    [status, folder, count = int(seats.size())](const QString &error) {
                        status->setText(
                            error.isEmpty()
                                ? tr("Saved %n profile file(s) in %1, readable by you alone.",
                                     nullptr, count)
                                      .arg(QDir::toNativeSeparators(folder))
                                : tr("Could not save the profile files: %1").arg(error));
                        setTextTone(status, error.isEmpty() ? TextTone::Normal : TextTone::Error);
                        status->show();
                    });
            });
        dialog->open();
    });
    box->open();
}

QString ClassroomPanel::saveSeatFiles(const std::vector<api::SeatCreated> &seats,
                                      const QString &folder)
{
    if (!client())
        return tr("Not connected.");
    return writeSeatFiles(client()->endpoint(), seats, folder);
}

QString ClassroomPanel::writeSeatFiles(const client::Endpoint &endpoint,
                                       const std::vector<api::SeatCreated> &seats,
                                       const QString &folder)
{
    if (seats.empty())
        return {};
    // The platform's address, CA bundle and pin are the same in every file: read them once.
    const auto base = client::profileFileFor(endpoint, {}, {}, {});
    if (!base.file)
        return base.error;
    for (const api::SeatCreated &s : seats) {
        api::ProfileFile file = *base.file;
        file.name = s.seat.name;
        file.keyId = s.seat.keyId;
        file.secret = s.secret;
        const QString error
            = client::writeProfileFile(QDir(folder).filePath(seatProfileFileName(s.seat.id)), file);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

void ClassroomPanel::resetSeat()
{
    const auto rows = m_table->selectionModel()->selectedRows();
    const api::ClassroomSeat *seat = rows.isEmpty() ? nullptr : m_model->seatAt(rows.front().row());
    if (!seat)
        return;
    const QString name = QString::fromStdString(seat->name);
    confirmation(
        this,
        {QStringLiteral("confirmResetSeat"), tr("Reset a seat"), tr("Start %1 over?").arg(name),
         tr("Everything the seat launched and stored goes, its funds are restored and "
            "its lessons' progress is forgotten. Its key stays: the trainee goes on "
            "with the same profile."),
         tr("Reset")},
        [this, asked = client(), id = seat->id, name] {
            if (client() != asked)
                return;
            send(ResetSeat, ops::resetSeat(id),
                 [this, name](api::Result<api::ClassroomSeat> result) {
                     if (!result)
                         return reportError(tr("Could not reset the seat: %1"), result.error());
                     Q_EMIT message(tr("%1 starts over.").arg(name), false);
                     refresh();
                 });
        })
        ->open();
}

void ClassroomPanel::exportCsv()
{
    auto *dialog = new QFileDialog(this, tr("Export Class Progress"));
    dialog->setObjectName(QStringLiteral("exportClassroomDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilter(tr("CSV files (*.csv)"));
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->setDirectory(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    dialog->selectFile(QStringLiteral("class-progress.csv"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        const int rows = m_model->rowCount();
        writeTextFileInBackground(
            this, path, toCsv(*m_model), [this, path, rows](const QString &error) {
                const QString shown = QDir::toNativeSeparators(path);
                if (error.isEmpty())
                    Q_EMIT message(tr("Exported %n seat(s) to %1.", nullptr, rows).arg(shown),
                                   false);
                else
                    Q_EMIT message(tr("Could not export to %1: %2").arg(shown, error), true);
            });
    });
    dialog->open();
}

void ClassroomPanel::updateSummary()
{
    const int seats = m_model->rowCount();
    if (!client())
        m_summary->setText(tr("Not connected."));
    else if (!m_read)
        m_summary->setText(tr("Reading the class…"));
    else if (seats == 0)
        m_summary->setText(tr("No class yet: add seats, or start polychip-sim with "
                              "--classroom 30."));
    else
        m_summary->setText(tr("%n seat(s): %1 started a lesson, %2 completed one. Read again "
                              "every few seconds.",
                              nullptr, seats)
                               .arg(m_model->started())
                               .arg(m_model->completed()));
    updateControls();
}

void ClassroomPanel::updateControls()
{
    const QString why = whyDisabled();
    const bool can = canAct();
    m_add->setEnabled(can && !inFlight(AddSeats));
    m_count->setEnabled(can);
    m_reset->setEnabled(can && !inFlight(ResetSeat)
                        && !m_table->selectionModel()->selectedRows().isEmpty());
    m_export->setEnabled(m_model->rowCount() > 0);
    m_add->setToolTip(m_add->isEnabled() ? tr("Make this many more seats, each with a trainee key")
                                         : why);
    m_reset->setToolTip(can ? tr("Start the selected seat over; its key stays") : why);
    m_export->setToolTip(tr("Save the board as a CSV file"));
}

void ClassroomPanel::showEvent(QShowEvent *event)
{
    SimPanel::showEvent(event);
    refresh();
}

void ClassroomPanel::hideEvent(QHideEvent *event)
{
    m_poll->stop();
    SimPanel::hideEvent(event);
}

void ClassroomPanel::retranslate()
{
    // The dock it sits in carries its title.
    setAccessibleName(tr("Classroom"));
    m_table->setAccessibleName(tr("Class progress"));
    m_table->setToolTip(tr("Each seat's progress through each lesson: objectives done, time "
                           "taken and spend; ✓ when completed"));
    m_count->setToolTip(tr("How many seats to add"));
    m_count->setAccessibleName(tr("Seats to add"));
    // No &-letters: a panel docked beside every page would take them from the pages.
    m_add->setText(tr("Add Seats"));
    m_reset->setText(tr("Reset Seat…"));
    m_export->setText(tr("Export CSV…"));
    updateSummary();
}

} // namespace polychip::ui
