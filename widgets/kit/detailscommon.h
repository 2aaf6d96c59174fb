// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// Small helpers shared by InstanceDetails and its tabs (details*.h): instance lookup, the
// platform's "now", texts of API values and the read-only tables.

#include "api/types.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>

class QTableWidget;
class QWidget;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui::details {

/// The instance `id` as the session has it (null without a session, an id, or once it is gone).
const api::Instance *findInstance(const client::Session *session, const std::string &id);

/// The platform's time for what the pane shows: the latest of `seen`, the instance's metrics,
/// the account's billing time and the instance's last update (-1 when nothing tells).
std::int64_t
platformNow(const client::Session *session, const std::string &id, std::int64_t seen = -1);

QString text(const std::string &s);
/// A timestamp of the platform's as a moment (formatMoment(): the locale's date and time, UTC).
QString timeText(api::Timestamp t);

/// A read-only table of whole rows with `columns` columns, sized to its contents.
QTableWidget *makeTable(QWidget *parent, const char *objectName, int columns);
/// Fills `row` of `table` with `cells`; each cell's tooltip is `toolTip`, or its text.
void setRow(QTableWidget *table, int row, const QStringList &cells, const QString &toolTip = {});

} // namespace polychip::ui::details
