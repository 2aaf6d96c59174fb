// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;

namespace polychip::ui {
class WelcomePage;
}

namespace polychip::app {

/** The console's main window. It hosts the pages and wires them together; the pages own
 *  their models and behaviour. Geometry and dock/toolbar state are remembered. */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void restoreWindowState();
    void saveWindowState() const;
    void showAbout();

    ui::WelcomePage *m_welcome = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QLabel *m_versionLabel = nullptr;
};

} // namespace polychip::app
