// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/enums.h"

#include <QDialog>

class QCommandLinkButton;
class QLabel;
class QPushButton;

namespace polychip::app {

/** What a new user is here for: it decides whom the offline simulator signs them in as and the
 *  page the console opens on. */
enum class Purpose {
    Develop,     ///< launch and watch work: a developer, on Instances
    FollowSpend, ///< follow spend: a manager, on the Dashboard
    Learn,       ///< learn with lessons: a trainee, on Templates with the lesson panel
};

/// The simulator identity for a purpose.
api::Role roleFor(Purpose purpose);
/// The page a purpose opens on (a ui::pageid).
QString startPageFor(Purpose purpose);

/**
 * The question of the first start, asked once: three answers, each a button saying what it
 * sets, and "Not now" (Escape) that keeps the defaults. Everything it sets can be changed
 * later (File → Preferences, Connection → Simulator identity), as it says.
 */
class FirstStartDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FirstStartDialog)

public:
    explicit FirstStartDialog(QWidget *parent = nullptr);

Q_SIGNALS:
    void chosen(polychip::app::Purpose purpose);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_question;
    QLabel *m_note;
    QCommandLinkButton *m_develop;
    QCommandLinkButton *m_spend;
    QCommandLinkButton *m_learn;
    QPushButton *m_notNow;
};

} // namespace polychip::app
