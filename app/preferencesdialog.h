// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QTimer>

#include <QList>

class QCheckBox;
class QComboBox;
class QTabWidget;
class QLabel;
class QPushButton;

namespace polychip::ui {
class ConsolePage;
}

namespace polychip::app {

class Connection;

/**
 * File → Preferences (Ctrl+,): the choices that are the user's, not a connection's. Each is
 * applied as it is chosen, and remembered (Preferences) for the next start: the interface
 * language (the system's, English, 简体中文), the theme (the system's, light, dark), the clock
 * (the language's, 24-hour, 12-hour), money's decimals, the page
 * a start opens on (the last one shown, or one of `pages`), which of the platform's warnings
 * reach the desktop, and the offline simulator: its folder (opened, or reset after asking), its
 * speed when this console starts it, and whether it starts with the console.
 */
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    PreferencesDialog(Connection &connection,
                      QList<const ui::ConsolePage *> pages,
                      QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void chooseLanguage(int index);
    /// Every page tells its figures again (times, money), as after a change of language.
    static void retell();
    QWidget *buildSimulatorGroup();
    void resetSimulator();

    Connection &m_connection;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_languageNote;
    QTimer m_applyLanguage; ///< a choice applies once the wheel or the arrows rest on it
    QLabel *m_themeLabel;
    QComboBox *m_theme;
    QLabel *m_clockLabel;
    QComboBox *m_clock;
    QLabel *m_timeZoneLabel;
    QComboBox *m_timeZone;
    QLabel *m_moneyLabel;
    QComboBox *m_money;
    QLabel *m_startPageLabel;
    QComboBox *m_startPage;
    const QList<const ui::ConsolePage *> m_pages;
    QTabWidget *m_tabs;
    QWidget *m_notifications;
    QList<QCheckBox *> m_notifyKinds; ///< one per Preferences::kNotifiedKinds
    QCheckBox *m_notifyLessons;
    QCheckBox *m_notifyWhileActive;
    QWidget *m_simulator;
    QLabel *m_folderLabel;
    QLabel *m_folder;
    QPushButton *m_openFolder;
    QPushButton *m_resetSimulator;
    QLabel *m_speedLabel;
    QComboBox *m_speed;
    QCheckBox *m_startSimulator;
};

} // namespace polychip::app
