// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "simpanel.h"

#include "api/types.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace polychip::ui {

/**
 * The Simulator page's faults: added latency, an error rate, a preemption rate and capacity
 * shortages per accelerator and region, as the simulator has them in force (read when the page
 * gets its platform), edited, applied, or cleared at once. The capacity table has a row per
 * accelerator and a column for every region at once and one per region (api::CapacityKey).
 */
class SimFaultsPanel final : public SimPanel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SimFaultsPanel)

public:
    /// `clear`: the page's action, which the panel names and drives (see SimClockPanel).
    explicit SimFaultsPanel(QAction *clear, QWidget *parent = nullptr);

    /// The faults in force as the simulator last said (none while unknown).
    const std::optional<api::Faults> &faults() const { return m_faults; }
    /// Whether `faults` makes the simulator behave differently from the platform.
    static bool isActive(const api::Faults &faults);
    /// The faults in a few words: "latency 200 ms, errors 5 %".
    QString list(const api::Faults &faults) const;
    /// One line on the faults in force: "Faults: latency 200 ms, errors 5 %".
    QString summary(const api::Faults &faults) const;
    /// A sentence per fault, one a line, for a tooltip.
    QString details(const api::Faults &faults) const;

    /// The faults the editors describe (what apply() puts in force).
    api::Faults edited() const;
    /// Puts `faults` in the editors, without applying them.
    void edit(const api::Faults &faults);
    QAction *clearAction() const { return m_clearAction; }

    /// Reads the faults in force again (a scenario may set them; another console may have).
    void refresh();
    /// Puts the edited faults in force.
    void apply();
    /// Clears every fault.
    void clearAll();

Q_SIGNALS:
    /// Emitted when the faults in force became known or changed, or unknown (not connected).
    void faultsChanged();

protected:
    void sessionChanged() override;
    void updateControls() override;
    void retranslate() override;

private:
    enum Request { Read, Change };

    void sendFaults(Request request, const api::Faults &faults, bool clearing);
    void showFaults(const api::Faults &faults, std::uint64_t ticket);
    void fillCapacity(const std::map<std::string, std::int64_t> &overrides);
    void updateHeaders();
    /// A capacity cell's tooltip, from the api::CapacityKey it edits.
    void describeCell(QSpinBox *cell) const;
    void onEdited();
    QString acceleratorName(const std::string &id) const;

    std::optional<api::Faults> m_faults;
    std::vector<std::string> m_regions; ///< the capacity table's region columns, in order
    std::uint64_t m_tickets = 0;
    std::uint64_t m_shownTicket = 0;
    bool m_dirty = false;      ///< the editors differ from what is in force
    bool m_readFailed = false; ///< the last reading of the faults in force failed
    bool m_filling = false;    ///< the editors are being set, not edited
    QLabel *m_latencyLabel;
    QSpinBox *m_latency;
    QLabel *m_errorRateLabel;
    QDoubleSpinBox *m_errorRate;
    QLabel *m_preemptLabel;
    QDoubleSpinBox *m_preempt;
    QLabel *m_capacityLabel;
    QTableWidget *m_capacity;
    QLabel *m_note;
    QPushButton *m_apply;
    QPushButton *m_clear;
    QAction *m_clearAction;
};

} // namespace polychip::ui
