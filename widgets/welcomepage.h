// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;

namespace polychip::ui {

/** The page shown before any other: what Polychip is and which version is running. */
class WelcomePage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(QWidget *parent = nullptr);

    QString versionText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_title = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace polychip::ui
