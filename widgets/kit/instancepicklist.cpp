// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "instancepicklist.h"

namespace polychip::ui {

std::string InstancePickList::chosenId() const
{
    const QListWidgetItem *item = currentItem();
    return item && (item->flags() & Qt::ItemIsEnabled)
               ? item->data(kInstanceIdRole).toString().toStdString()
               : std::string();
}

bool InstancePickList::choose(const std::string &instanceId)
{
    for (int row = 0; row < count(); ++row) {
        QListWidgetItem *it = item(row);
        if (it->data(kInstanceIdRole).toString().toStdString() == instanceId
            && (it->flags() & Qt::ItemIsEnabled)) {
            setCurrentItem(it);
            return true;
        }
    }
    return false;
}

} // namespace polychip::ui
