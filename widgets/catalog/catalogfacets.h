// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "catalogindex.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace polychip::ui {

/**
 * The facets of a catalogue tab: each facet a branch, each value a checkable leaf with the
 * number of entries it would leave ("Llama 2 (13)"). Values that would leave none are hidden
 * unless chosen. Above them, what "fits on" means (inference, LoRA, full fine-tuning) when the
 * index has that facet. Emits changed() when a choice changes.
 */
class CatalogFacets final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogFacets)

public:
    /// How a facet value reads: (facet key, value) -> text. The page knows the words.
    using Namer = std::function<QString(const QString &facet, const QString &value)>;

    explicit CatalogFacets(QWidget *parent = nullptr);

    void setNamer(Namer namer) { m_namer = std::move(namer); }
    /// A new index: the branches are made again, every choice cleared.
    void setFacets(const client::CatalogIndex &index);
    /// The counts of the latest search.
    void setCounts(const std::vector<std::vector<int>> &counts);
    /// Per facet, the values chosen (CatalogIndex::Query::selected).
    std::vector<std::vector<int>> selected() const;
    client::FitWorkload workload() const;
    /// Clears the choices of one facet (-1: all).
    void clear(int facet = -1);
    /// Chooses a value by facet key and value text (tests, links from elsewhere).
    bool choose(const QString &facet, const QString &value, bool on = true);
    /// The facet's title ("Family").
    static QString facetTitle(const QString &key);
    void retranslate();

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void relabel();

    Namer m_namer;
    QLabel *m_workloadLabel;
    QComboBox *m_workload;
    QTreeWidget *m_tree;
    std::vector<QString> m_keys;
    std::vector<QStringList> m_values;
    std::vector<std::vector<int>> m_counts;
    bool m_updating = false;
};

} // namespace polychip::ui
