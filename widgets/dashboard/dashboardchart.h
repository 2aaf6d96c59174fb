// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QChartView>
#include <QString>

#include <cstdint>

class QLabel;

namespace polychip::ui {

/**
 * What the Dashboard's charts share: a chart that follows the widget's palette and font (the
 * wallboard's larger type reaches the axes and the legend), a line of text instead of data
 * ("Loading…", "No spend in this range."), and a tooltip with the exact figures of what the
 * pointer is on. Subclasses add series and axes to chart() and say what is hovered.
 */
class DashboardChart : public QChartView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DashboardChart)

public:
    ~DashboardChart() override;

    /// Shows no data, and `why` instead.
    virtual void clear(const QString &why) = 0;
    /// The data shown as CSV (RFC 4180, CRLF); empty without data.
    virtual QString csv() const = 0;
    /// The end of the time the data shown covers (Unix seconds); 0 without data.
    virtual std::int64_t shownUntil() const = 0;
    /// What the chart says instead of data; empty while it draws some.
    QString stateText() const;
    /// The tooltip of what is under the pointer (empty when nothing is).
    QString hoverText() const { return m_hover; }

protected:
    /// `name`: the object name of the chart; its state label is `name` + "State".
    DashboardChart(const QString &name, QWidget *parent);

    /// Shows `text` over the plot (none when empty).
    void showState(const QString &text);
    /// The figures under the pointer, shown at once as a tooltip; empty hides it.
    void setHover(const QString &text);
    /// Called on a language change, and by subclasses when their texts depend on new data.
    virtual void retranslate() = 0;
    /// Colours and fonts of the axes added since construction.
    void applyStyle();

    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_state;
    QString m_hover;
};

} // namespace polychip::ui
