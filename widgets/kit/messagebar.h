// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QTimer>

class QLabel;
class QToolButton;

namespace polychip::ui {

/** A page's message line: the outcome of the last action. Errors stay until closed or
 *  replaced; information fades after a few seconds. */
class MessageBar final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBar)

public:
    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &text, bool error, const QString &details = {});
    QString text() const;
    bool isError() const { return m_error; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text = nullptr;
    QToolButton *m_close = nullptr;
    QTimer m_hide;
    bool m_error = false;
};

} // namespace polychip::ui
