// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"
#include "billingwidgets.h"
#include "kit/billingperiod.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>

class QAbstractItemModel;
class QHBoxLayout;
class QLabel;
class QModelIndex;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QVBoxLayout;

namespace polychip::ui {

class BillingPeriodBox;

/**
 * What the Usage and Efficiency tabs share: a report of a period, read from the platform and
 * shown as a table sorted by a proxy over the tab's model. Above the table, the period box,
 * the tab's own controls, Refresh and Export CSV; in the table's place while there are no rows,
 * a line saying why (a BillingStateStack); and a note for those who see their own spend only.
 * The widgets are named after the tab's prefix: `<prefix>Tab`, `<prefix>Period`,
 * `<prefix>Refresh`, `<prefix>Export`, `<prefix>Table`, `<prefix>Empty`, `<prefix>Retry` and
 * `<prefix>OwnSpend`. Answers to an older request are dropped; the rows of the same period (and
 * grouping) stay shown while the new ones load. Exports the rows shown as CSV, offering the
 * file `polychip-<prefix>-<range>.csv`.
 */
class BillingReportTab : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingReportTab)

public:
    using Query = std::map<std::string, std::string>;

    BillingPeriod period() const;
    /// The range of the last request (or of the period now, before any).
    TimeRange range() const { return m_range; }
    /// The query of the last request (from and to, and what the tab adds).
    const Query &lastQuery() const { return m_query; }
    bool loading() const { return m_loading; }
    /// What the table shows, sorted as shown.
    QSortFilterProxyModel *shownModel() const { return m_proxy; }
    bool hasRows() const;

    /// Asks where to save the rows shown as CSV, then writes them there.
    void exportCsv();
    /// Writes the rows shown as CSV to `path` (on a pool thread); exported() when done.
    void exportTo(const QString &path);

Q_SIGNALS:
    /// Emitted when an export ended: `error` says why it failed (empty: written). The
    /// message bar hears of it too.
    void exported(const QString &path, const QString &error);
    /// Emitted when the period was changed (the Ledger tab follows the Usage tab's).
    void periodChanged(polychip::ui::BillingPeriod period);
    /// Emitted when the row of an instance was double-clicked (see instanceAt()).
    void instanceActivated(const QString &id);
    /// Emitted when rows were shown or cleared (what Export has to write).
    void rowsChanged();

protected:
    /// What the tab shows: a line in the table's place, or the table.
    using View = BillingStateStack::State;

    /// What each tab words its own way, in the current language.
    struct Texts
    {
        QString refreshToolTip; ///< what Refresh reads again, with its shortcut (F5)
        QString notConnected;   ///< the line shown while not connected
        QString empty;          ///< the line shown when the period has no rows
        QString readFailed;     ///< %1: why the report could not be read
        QString exportTitle;    ///< the title of the dialog asking where to save the CSV file
        QString exportFailed;   ///< %1: the path, %2: why it could not be written
        QString table;          ///< what the table lists (its name for screen readers)
    };

    /// `prefix` names the widgets and the CSV file (see the class). The derived class then
    /// calls setModel() and, at the end of its constructor, retranslate().
    BillingReportTab(const QString &prefix, QWidget *parent);

    /// Shows the tab's `model` through the proxy, sorted by `sortRole`, first by `sortColumn` in
    /// descending order.
    void setModel(QAbstractItemModel *model, int sortRole, int sortColumn);
    /// Adds `control` after the period box (and the controls added before it).
    void addControl(QWidget *control);
    /// The tab's layout: the controls and the table; the derived class adds what goes below.
    QVBoxLayout *reportLayout() const { return m_layout; }
    BillingPeriodBox *periodBox() const { return m_period; }
    QTableView *table() const { return m_table; }
    BillingStateStack *stateStack() const { return m_stack; }
    /// "You see the spend of your own resources.", shown to those who do.
    QLabel *ownSpendNote() const { return m_ownSpend; }

    /// Whether connected; if not, says so (View::NotConnected) and returns false.
    bool readyToFetch();
    /// The query for the period now (from, to); range() becomes its span.
    Query periodQuery();
    /// Sends `op` for `query` and hands the report it answers to `show` (which keeps it and
    /// shows the view it calls for), unless a newer request or connection superseded it. A
    /// failure clears the report and shows View::Failed. Until the answer, the rows of the same
    /// period and grouping stay shown; others give way to View::Loading.
    template <class R, class F>
    void load(const client::Op<R> &op, Query query, F show)
    {
        const std::uint64_t request = beginLoad(std::move(query));
        send(op, [this, request, show = std::move(show)](api::Result<R> result) mutable {
            if (request != m_request)
                return; // a newer request supersedes it
            m_loading = false;
            if (result)
                show(std::move(result).value());
            else
                fail(result.error());
            updateControls();
        });
    }
    /// Reads the report again after a billing tick while it is shown and its period goes on
    /// (a tab that sets m_followTicks: totals, not long lists one is reading).
    void followTick();
    bool m_followTicks = false;
    /// Drops the request on its way (its answer is ignored) and the report shown.
    void cancelLoad();

    View view() const;
    /// Shows `view`, then updates the tab's lines (viewChanged()) and controls, and emits
    /// rowsChanged().
    void setView(View view);
    /// The currency a report names, else the account's.
    QString reportCurrency(const std::string &reported) const;

    virtual Texts texts() const = 0;
    /// Whether the tab holds a report (shown, or kept while the next one loads).
    virtual bool hasReport() const = 0;
    /// Forgets the report and clears the model.
    virtual void clearReport() = 0;
    /// View::Prompt: shows on stateStack() what the tab needs before it can read.
    virtual void showPrompt() {}
    /// The view changed: shows or hides the lines about the report.
    virtual void viewChanged() {}
    /// The instance a row of the table stands for (empty: none).
    virtual QString instanceAt(const QModelIndex &index) const;
    /// Words the tab's own widgets and the model in the current language.
    virtual void retranslateReport() {}

    /// Drops what was shown for the old session; a derived class that overrides it calls it.
    void sessionChanged() override;
    std::optional<std::pair<BillingPeriod, TimeRange>> shownPeriod() const override
    {
        return std::pair{period(), m_range};
    }
    void updateControls() override;
    void retranslate() final;

private:
    /// Makes `query` the last one and marks it loading; returns its request.
    std::uint64_t beginLoad(Query query);
    /// The request failed: clears the report and shows why.
    void fail(const api::ApiError &error);

    QString m_prefix;
    QSortFilterProxyModel *m_proxy;
    BillingPeriodBox *m_period;
    QPushButton *m_refresh;
    QPushButton *m_export;
    QTableView *m_table;
    BillingStateStack *m_stack;
    QLabel *m_ownSpend;
    QHBoxLayout *m_controls;
    QVBoxLayout *m_layout;
    Query m_query;
    TimeRange m_range;
    std::uint64_t m_request = 0; ///< the newest request; older answers are dropped
    bool m_loading = false;
};

} // namespace polychip::ui
