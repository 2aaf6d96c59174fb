// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

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
class DetailsConnectTab final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DetailsConnectTab)

public:
    explicit DetailsConnectTab(QWidget *parent = nullptr);
    ~DetailsConnectTab() override;

    /// May be null (no connection).
    void setSession(client::Session *session);
    /// The instance whose endpoints to show (empty: none); shown at the next refresh().
    void setInstance(const std::string &id);

    /// Shows the instance's endpoints as the Session has them.
    void refresh();

Q_SIGNALS:
    /// Emitted with a translated message for the page (a copy done, an address not opened).
    void message(const QString &text, bool error);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onInstanceChanged(const std::string &id, unsigned changes);
    void openLink(std::size_t link);

    QPointer<client::Session> m_session;
    std::string m_id;

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
