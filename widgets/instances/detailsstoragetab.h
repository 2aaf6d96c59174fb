// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "detailstab.h"

#include <string>

class QBoxLayout;
class QLabel;
class QTableWidget;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The details pane's Storage tab: the instance's snapshots and volumes, each a read-only table.
 * Follows the Session's storage and the changes of its instance.
 */
class DetailsStorageTab final : public DetailsTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsStorageTab)

public:
    explicit DetailsStorageTab(QWidget *parent = nullptr);
    ~DetailsStorageTab() override;

    /// Lays the tables out for the details pane's size: side by side when it is wide.
    void setPaneSize(const QSize &size);

    /// Shows the instance's snapshots and volumes as the Session has them.
    void refresh() override;

protected:
    void follow(client::Session *session) override;
    void retranslate() override;

private:
    QBoxLayout *m_layout = nullptr;
    QLabel *m_snapshotsLabel = nullptr;
    QTableWidget *m_snapshots = nullptr;
    QLabel *m_volumesLabel = nullptr;
    QTableWidget *m_volumes = nullptr;
};

} // namespace polychip::ui
