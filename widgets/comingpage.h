// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace polychip::ui {

/** Stands in for a page a later version brings: its title, one line on what it will do, and a
 *  note that it is not there yet. The caller passes title and description already translated
 *  (and sets them again on a language change); the note retranslates itself. */
class ComingPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComingPage)

public:
    ComingPage(const QString &title, const QString &description, QWidget *parent = nullptr);

    QString title() const;
    void setTitle(const QString &title);
    QString description() const;
    void setDescription(const QString &description);
    QString noteText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_description = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace polychip::ui
