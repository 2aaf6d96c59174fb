// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "kit/billingperiod.h"
#include "kit/colors.h"

#include <QComboBox>
#include <QStackedWidget>

class QLabel;
class QPushButton;

namespace polychip::ui {

/** The period a Billing tab reports on: the BillingPeriods in order, named in the current
 *  language. */
class BillingPeriodBox final : public QComboBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPeriodBox)

public:
    explicit BillingPeriodBox(QWidget *parent = nullptr);

    BillingPeriod period() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

/**
 * A Billing tab's table, or in its place a centred line saying why there is none: not
 * connected, loading, failed (in the error's tone, with Try again) or empty. The line quotes
 * the platform's messages as plain text.
 */
class BillingStateStack final : public QStackedWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingStateStack)

public:
    /// What a tab shows: its table, or why not. Failed says the last fail(); Prompt leaves the
    /// line to the tab (showText()).
    enum class State { NotConnected, Loading, Failed, Empty, Table, Prompt };

    /// Holds `table`; the line and its button are named `<prefix>Empty` and `<prefix>Retry`.
    BillingStateStack(QWidget *table, const QString &prefix, QWidget *parent = nullptr);

    /// The tab's lines for NotConnected and Empty, translated; set again after a language
    /// change (and the state shown again).
    void setLines(const QString &notConnected, const QString &empty);
    /// Shows `state` (its line, or the table).
    void show(State state);
    /// Shows a failure: `text`, with `details` (for support) as its tooltip, and Try again.
    void fail(const QString &text, const QString &details);
    State state() const { return m_shown; }

    /// Shows the table.
    void showTable();
    /// Shows `text` instead of the table: in `tone`, with `toolTip` (e.g. an error's details),
    /// and Try again when `retry`.
    void showText(const QString &text,
                  TextTone tone = TextTone::Normal,
                  const QString &toolTip = {},
                  bool retry = false);
    bool tableShown() const;
    QLabel *textLabel() const { return m_text; }
    QPushButton *retryButton() const { return m_retry; }

Q_SIGNALS:
    /// Try again was clicked.
    void retryRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QWidget *m_table;
    State m_shown = State::NotConnected;
    QString m_notConnected, m_empty, m_failure, m_failureDetails;
    QWidget *m_state;
    QLabel *m_text;
    QPushButton *m_retry;
};

} // namespace polychip::ui
