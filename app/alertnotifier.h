// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/types.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QSystemTrayIcon;
class QWidget;

namespace polychip::client {
class BillingStore;
} // namespace polychip::client

namespace polychip::app {

/**
 * Says the platform's warnings and critical alerts (a budget's threshold, a failure, capacity)
 * on the desktop while the console is not the active window, so that they do not wait until
 * someone looks (the kinds and the quiet while active as chosen in Preferences); information (an
 * instance fell asleep) stays in the Billing page's alerts. Shows them through a system tray icon
 * where the desktop has a tray, else not at all (the alerts list has them either way). Follows one
 * BillingStore at a time; lives on the GUI thread.
 */
class AlertNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlertNotifier)

public:
    /// How a notification is shown (tests pass their own; empty: the tray).
    using Show = std::function<void(const QString &title, const QString &text, api::Severity)>;

    /// `window`: the console, whose being active keeps the desktop quiet.
    explicit AlertNotifier(QWidget *window, Show show = {}, QObject *parent = nullptr);
    ~AlertNotifier() override;

    /// The store whose alerts to say (null: none).
    void follow(const client::BillingStore *billing);
    /// Says a page's news (a lesson finished), as Preferences allows: while the console is
    /// not in front, unless chosen otherwise.
    void sayLessonNews(const QString &title, const QString &text);

private:
    void onAlert(const api::Alert &alert);
    bool quietNow() const;
    void showInTray(const QString &title, const QString &text, api::Severity severity);

    QPointer<QWidget> m_window;
    Show m_show;
    QPointer<const client::BillingStore> m_billing;
    QSystemTrayIcon *m_tray = nullptr; ///< made on the first alert said, where there is a tray
};

} // namespace polychip::app
