// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QTimer>

class QComboBox;
class QLabel;

namespace polychip::app {

class Connection;

/**
 * File → Preferences (Ctrl+,): the choices that are the user's, not a connection's. Each is
 * applied as it is chosen, and remembered (Preferences) for the next start. Today: the
 * interface language (the system's, English, 简体中文).
 */
class PreferencesDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PreferencesDialog)

public:
    explicit PreferencesDialog(Connection &connection, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void chooseLanguage(int index);

    Connection &m_connection;
    QLabel *m_languageLabel;
    QComboBox *m_language;
    QLabel *m_languageNote;
    QTimer m_applyLanguage; ///< a choice applies once the wheel or the arrows rest on it
};

} // namespace polychip::app
