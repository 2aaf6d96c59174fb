// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "detailstab.h"

#include <array>
#include <cstddef>
#include <string>

class QLabel;
class QLineEdit;
class QPushButton;

namespace polychip::client {
class Session;
} // namespace polychip::client

namespace polychip::ui {

/**
 * The details pane's Connect tab: the instance's SSH command (with Copy) and its JupyterLab,
 * VS Code and TensorBoard addresses (with Open, for web addresses only), usable while it runs.
 * Follows the Session's changes of its instance.
 */
class DetailsConnectTab final : public DetailsTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsConnectTab)

public:
    explicit DetailsConnectTab(QWidget *parent = nullptr);
    ~DetailsConnectTab() override;

    /// Shows the instance's endpoints as the Session has them.
    void refresh() override;

Q_SIGNALS:
    /// Emitted with a translated message for the page (a copy done, an address not opened).
    void message(const QString &text, bool error);

protected:
    void follow(client::Session *session) override;
    void retranslate() override;

private:
    void openLink(std::size_t link);

    QLabel *m_sshLabel = nullptr;
    QLineEdit *m_ssh = nullptr;
    QPushButton *m_copySsh = nullptr;
    struct Link
    {
        QLabel *label = nullptr;
        QLineEdit *url = nullptr;
        QPushButton *open = nullptr;
    };
    std::array<Link, 3> m_links{}; ///< JupyterLab, VS Code, TensorBoard
};

} // namespace polychip::ui
