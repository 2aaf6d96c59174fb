// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dashboardfigures.h"

#include <QDialog>

class QDateTimeEdit;
class QLabel;
class QPushButton;

namespace polychip::ui {

/**
 * Asks for a span of time in UTC ("spanFrom", "spanTo", to the minute) for the Dashboard's
 * charts. A span that ends before it starts, or is longer than dashboard::kMaxSpanDays, is said
 * in red ("spanError") with OK ("spanOk") disabled.
 */
class SpanDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpanDialog)

public:
    /// Starts with `span`.
    explicit SpanDialog(const dashboard::Span &span, QWidget *parent = nullptr);

    dashboard::Span span() const;
    /// Why the span cannot be used (empty: it can).
    QString validationError() const;
    void setSpan(const dashboard::Span &span);

private:
    void validate();

    QDateTimeEdit *m_from;
    QDateTimeEdit *m_to;
    QLabel *m_error;
    QPushButton *m_ok;
};

} // namespace polychip::ui
