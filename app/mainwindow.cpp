// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "polychip/version.h"
#include "welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace polychip::app {

namespace {
const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_welcome(new ui::WelcomePage(this))
    , m_versionLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/polychip.svg")));
    setCentralWidget(m_welcome);
    statusBar()->addPermanentWidget(m_versionLabel);
    createActions();
    retranslate();
    resize(1200, 760);
    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    // Explicit: platform themes without a Quit binding (offscreen, some desktops) leave it empty.
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString());
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Polychip"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the console"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Polychip"));
    m_aboutAction->setStatusTip(tr("Show the version and what Polychip is"));
    m_versionLabel->setText(tr("Polychip %1").arg(QString::fromLatin1(kVersion)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveWindowState();
    event->accept();
}

void MainWindow::restoreWindowState()
{
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
}

void MainWindow::showAbout()
{
    // Window-modal and asynchronous: nothing waits in a nested event loop.
    auto *box = new QMessageBox(QMessageBox::NoIcon, tr("About Polychip"),
                                tr("<h3>Polychip %1</h3><p>A console for hybrid GPU, TPU, NPU and "
                                   "CPU compute, with a bundled simulator of the platform.</p>")
                                    .arg(QString::fromLatin1(kVersion)),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("aboutBox"));
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace polychip::app
