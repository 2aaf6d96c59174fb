// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "billingtab.h"
#include "billingwidgets.h"
#include "kit/billingperiod.h"

#include "api/types.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace polychip::ui {

class LedgerTableModel;

/**
 * The Billing page's ledger: the platform's line items of the Usage tab's period (what was
 * billed, for how long, at what rate), filtered by instance, with the sum of the items shown.
 * Exports the rows shown as CSV.
 */
class BillingLedgerTab final : public BillingTab
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingLedgerTab)

public:
    /// Pages of kPageSize items read at most; the note says when more exist.
    static constexpr int kMaxPages = 20;
    static constexpr int kPageSize = 1000;

    explicit BillingLedgerTab(QWidget *parent = nullptr);

    /// The period to list (the Usage tab's); read again when it changes.
    void setPeriod(BillingPeriod period);
    TimeRange range() const { return m_range; }
    bool loading() const { return m_loading; }
    /// Whether the platform holds more items than were read.
    bool truncated() const { return m_truncated; }
    LedgerTableModel *model() const { return m_model; }
    /// What the table shows: filtered and sorted as shown.
    QSortFilterProxyModel *shownModel() const { return m_proxy; }
    /// The sum of the costs of the rows shown.
    std::int64_t shownTotalMicros() const;
    bool hasRows() const;

    void exportCsv();
    /// Writes the rows shown as CSV to `path` (on a pool thread); exported() when done.
    void exportTo(const QString &path);

Q_SIGNALS:
    /// Emitted when an export ended: `error` says why it failed (empty: written). The
    /// message bar hears of it too.
    void exported(const QString &path, const QString &error);
    /// Emitted when rows were shown, filtered or cleared (what Export has to write).
    void rowsChanged();

protected:
    void sessionChanged() override;
    void fetch() override;
    std::optional<std::pair<BillingPeriod, TimeRange>> shownPeriod() const override
    {
        return std::pair{m_period, m_range};
    }
    void updateControls() override;
    void retranslate() override;

private:
    using View = BillingStateStack::State;

    /// Lists the period's items, up to kMaxPages pages, then show()s them.
    void list();
    void show(std::vector<api::LedgerItem> items);
    void setView(View view);
    void updateFooter();

    LedgerTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QPushButton *m_export;
    QTableView *m_table;
    BillingStateStack *m_stack;
    QLabel *m_note;
    QLabel *m_total;
    BillingPeriod m_period = BillingPeriod::ThisMonth;
    TimeRange m_range;
    client::LatestAnswers m_listing; ///< the newest listing; older pages are dropped
    bool m_loading = false;
    bool m_truncated = false;
};

} // namespace polychip::ui
