// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "detailstab.h"

#include <string>

class QTableWidget;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The details pane's Backends tab: where the instance has run, one row per backend, with the
 * accelerators, the time span, the step reached and the snapshot it moved with. Follows the
 * Session's changes of its instance.
 */
class DetailsHistoryTab final : public DetailsTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsHistoryTab)

public:
    explicit DetailsHistoryTab(QWidget *parent = nullptr);
    ~DetailsHistoryTab() override;

    /// Shows the instance's backend history as the Session has it.
    void refresh() override;

protected:
    void follow(client::Session *session) override;
    void retranslate() override;

private:
    QTableWidget *m_table = nullptr;
};

} // namespace polychip::ui
