// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "detailscommon.h"

#include "displaytext.h"
#include "viewkeys.h"

#include "session.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QTableWidget>

#include <algorithm>

namespace polychip::ui::details {

const api::Instance *findInstance(const client::Session *session, const std::string &id)
{
    if (!session || id.empty())
        return nullptr;
    return session->instances().find(id);
}

std::int64_t platformNow(const client::Session *session, const std::string &id, std::int64_t seen)
{
    std::int64_t now = seen;
    if (session && !id.empty()) {
        if (const auto h = session->instances().metrics(id))
            now = std::max(now, h->latest());
        if (const auto &account = session->billing().account())
            now = std::max(now, account->asOf.unixSeconds);
    }
    if (const api::Instance *i = findInstance(session, id))
        now = std::max(now, i->updatedAt.unixSeconds);
    return now;
}

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

QString timeText(api::Timestamp t)
{
    return formatMoment(t.unixSeconds);
}

QTableWidget *makeTable(QWidget *parent, const char *objectName, int columns)
{
    auto *table = new QTableWidget(0, columns, parent);
    table->setObjectName(QString::fromLatin1(objectName));
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    setUpViewKeys(table); // Tab moves on, the arrows move within; the focus is seen
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setHighlightSections(false);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells, const QString &toolTip)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells.at(c));
        item->setToolTip(toolTip.isEmpty() ? cells.at(c) : toolTip);
        table->setItem(row, c, item);
    }
}

} // namespace polychip::ui::details
