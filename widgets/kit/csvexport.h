// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <Qt>

#include <cstdint>
#include <functional>

class QAbstractItemModel;
class QObject;

namespace polychip::ui {

/// The role a model answers with the plain value a CSV export writes for a cell (numbers
/// without grouping or currency, money as decimal units: see decimalUnits()). A cell without
/// it is exported as its Qt::DisplayRole text.
inline constexpr int kExportRole = Qt::UserRole + 99;

/** The rows of `model` (top level, in the model's order: a proxy exports what its view shows)
 *  as CSV by RFC 4180: a header line of the horizontal headers' Qt::DisplayRole, then one line
 *  a row of kExportRole values (or DisplayRole ones), fields quoted where they hold a comma, a
 *  quote or a line break, every line ended by CRLF. */
QString toCsv(const QAbstractItemModel &model);

/// One CSV line of `fields` (RFC 4180: quoted where they hold a comma, a quote or a line
/// break), ended by CRLF.
QString csvLine(const QStringList &fields);

/// A name for a CSV field: one that a spreadsheet would run as a formula (starting with =, +,
/// - or @) gets a leading ' so that it stays text.
QString csvText(QString text);

/** Writes `text` as UTF-8 to `path` atomically (QSaveFile: an existing file is replaced only
 *  once everything is written). False with the reason in `error` (may be null) on failure. */
bool writeTextFile(const QString &path, const QString &text, QString *error);

/** Runs `work` on a pool thread, then `done` with what it returned (an error, empty when it
 *  succeeded) on the GUI thread, unless `context` is gone by then. For writing files without
 *  blocking the GUI thread. */
void runInBackground(QObject *context,
                     std::function<QString()> work,
                     std::function<void(const QString &error)> done);

/** writeTextFile() on a pool thread (the GUI thread does not wait on the disk); `done` runs
 *  on the GUI thread with the error (empty: written), unless `context` is gone by then. */
void writeTextFileInBackground(QObject *context,
                               const QString &path,
                               const QString &text,
                               std::function<void(const QString &error)> done);

/** Micro-units as decimal currency units, exactly (integer arithmetic) and with at least two
 *  decimals: 12345678 → "12.345678", 1500000 → "1.50", -20000 → "-0.02". */
QString decimalUnits(std::int64_t micros);

} // namespace polychip::ui
