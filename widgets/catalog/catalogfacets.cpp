// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogfacets.h"

#include "kit/kepttextdelegate.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>

namespace polychip::ui {

namespace {
constexpr int kValueRole = Qt::UserRole + 1; ///< the value's index in its facet
} // namespace

CatalogFacets::CatalogFacets(QWidget *parent)
    : QWidget(parent)
    , m_workloadLabel(new QLabel(this))
    , m_workload(new QComboBox(this))
    , m_tree(new QTreeWidget(this))
{
    m_workload->setObjectName(QStringLiteral("fitWorkload"));
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToContents); // words of any language
    m_tree->setObjectName(QStringLiteral("facetTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setRootIsDecorated(true);
    // Each keystroke changes the counts in the values' names: their texts laid out once, not
    // again by the style at every paint.
    m_tree->setItemDelegate(new KeptTextDelegate(m_tree));
    m_workloadLabel->setBuddy(m_workload);
    auto *row = new QHBoxLayout;
    row->addWidget(m_workloadLabel);
    row->addWidget(m_workload, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_tree, 1);
    for (int i = 0; i < client::kFitWorkloads; ++i)
        m_workload->addItem(QString());
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            Q_EMIT changed();
    });
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        if (!m_updating && item->parent())
            Q_EMIT changed();
    });
    retranslate();
}

QString CatalogFacets::facetTitle(const QString &key)
{
    if (key == QLatin1String("family"))
        return tr("Family");
    if (key == QLatin1String("task"))
        return tr("Task");
    if (key == QLatin1String("license"))
        return tr("License");
    if (key == QLatin1String("format"))
        return tr("Format");
    if (key == QLatin1String("quantization"))
        return tr("Quantization");
    if (key == QLatin1String("params"))
        return tr("Parameters");
    if (key == QLatin1String("size"))
        return tr("Size");
    if (key == QLatin1String("fits"))
        return tr("Fits on");
    if (key == QLatin1String("modality"))
        return tr("Modality");
    if (key == QLatin1String("language"))
        return tr("Language");
    return key;
}

void CatalogFacets::retranslate()
{
    m_workloadLabel->setText(tr("F&its for:")); // Alt+F is the File menu's
    m_tree->setAccessibleName(tr("Filters"));
    m_workload->setItemText(int(client::FitWorkload::Inference), tr("Inference"));
    m_workload->setItemText(int(client::FitWorkload::Lora), tr("LoRA fine-tuning"));
    m_workload->setItemText(int(client::FitWorkload::Finetune), tr("Full fine-tuning"));
    m_workload->setToolTip(tr("What \"Fits on\" counts: the accelerators that hold the model for "
                              "this work without offloading, at one of their allowed counts"));
    relabel();
}

void CatalogFacets::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CatalogFacets::setFacets(const client::CatalogIndex &index)
{
    m_updating = true;
    m_tree->clear();
    m_keys.clear();
    m_values.clear();
    m_counts.clear();
    bool fits = false;
    for (const auto &f : index.facets()) {
        m_keys.push_back(f.key);
        m_values.push_back(f.values);
        fits = fits || f.key == QLatin1String("fits");
        auto *branch = new QTreeWidgetItem(m_tree);
        branch->setFlags(Qt::ItemIsEnabled);
        QFont bold = branch->font(0);
        bold.setBold(true);
        branch->setFont(0, bold);
        // Word facets list their commonest values first; ranges and accelerators keep order.
        std::vector<int> order(std::size_t(f.values.size()));
        for (std::size_t v = 0; v < order.size(); ++v)
            order[v] = int(v);
        const bool ranked = f.key != QLatin1String("params") && f.key != QLatin1String("size")
                            && f.key != QLatin1String("fits");
        if (ranked) {
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return f.members[std::size_t(a)].count() > f.members[std::size_t(b)].count();
            });
        }
        for (const int v : order) {
            auto *leaf = new QTreeWidgetItem(branch);
            leaf->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            leaf->setCheckState(0, Qt::Unchecked);
            leaf->setData(0, kValueRole, v);
        }
        // The short facets open; the long ones (families, tasks) wait to be opened.
        branch->setExpanded(f.values.size() <= 12);
    }
    m_workloadLabel->setVisible(fits);
    m_workload->setVisible(fits);
    m_updating = false;
    relabel();
}

void CatalogFacets::setCounts(const std::vector<std::vector<int>> &counts)
{
    m_counts = counts;
    relabel();
}

void CatalogFacets::relabel()
{
    m_updating = true;
    bool relaid = false; // a row shown or hidden
    for (int f = 0; f < m_tree->topLevelItemCount() && std::size_t(f) < m_keys.size(); ++f) {
        QTreeWidgetItem *branch = m_tree->topLevelItem(f);
        const QString &key = m_keys[std::size_t(f)];
        branch->setText(0, facetTitle(key));
        int shown = 0;
        for (int c = 0; c < branch->childCount(); ++c) {
            QTreeWidgetItem *leaf = branch->child(c);
            const int v = leaf->data(0, kValueRole).toInt();
            const QString value = m_values[std::size_t(f)].value(v);
            const QString name = m_namer ? m_namer(key, value) : value;
            const bool counted = std::size_t(f) < m_counts.size()
                                 && std::size_t(v) < m_counts[std::size_t(f)].size();
            const int count = counted ? m_counts[std::size_t(f)][std::size_t(v)] : -1;
            const QString text = count >= 0 ? tr("%1 (%2)").arg(name).arg(count) : name;
            if (leaf->text(0) != text) // each change repaints: a keystroke changes few
                leaf->setText(0, text);
            const bool hide = count == 0 && leaf->checkState(0) == Qt::Unchecked;
            if (leaf->isHidden() != hide) {
                leaf->setHidden(hide);
                relaid = true;
            }
            shown += hide ? 0 : 1;
            // A choice is never out of sight: its branch opens.
            if (leaf->checkState(0) == Qt::Checked)
                branch->setExpanded(true);
        }
        if (branch->isHidden() != (shown == 0)) { // hiding again lays the tree out again
            branch->setHidden(shown == 0);
            relaid = true;
        }
    }
    if (relaid && m_tree->isVisible()) {
        // Hiding a row lays the tree out again. Now, not at its paint, which would then ask for
        // a second paint of the window. (A hidden one waits to be shown.)
        m_tree->doItemsLayout();
    }
    m_updating = false;
}

std::vector<std::vector<int>> CatalogFacets::selected() const
{
    std::vector<std::vector<int>> out(m_keys.size());
    for (int f = 0; f < m_tree->topLevelItemCount() && std::size_t(f) < out.size(); ++f) {
        const QTreeWidgetItem *branch = m_tree->topLevelItem(f);
        for (int c = 0; c < branch->childCount(); ++c) {
            if (branch->child(c)->checkState(0) == Qt::Checked)
                out[std::size_t(f)].push_back(branch->child(c)->data(0, kValueRole).toInt());
        }
    }
    return out;
}

client::FitWorkload CatalogFacets::workload() const
{
    return client::FitWorkload(std::max(0, m_workload->currentIndex()));
}

void CatalogFacets::clear(int facet)
{
    m_updating = true;
    for (int f = 0; f < m_tree->topLevelItemCount(); ++f) {
        if (facet >= 0 && f != facet)
            continue;
        QTreeWidgetItem *branch = m_tree->topLevelItem(f);
        for (int c = 0; c < branch->childCount(); ++c)
            branch->child(c)->setCheckState(0, Qt::Unchecked);
    }
    m_updating = false;
    Q_EMIT changed();
}

bool CatalogFacets::choose(const QString &facet, const QString &value, bool on)
{
    for (int f = 0; f < m_tree->topLevelItemCount() && std::size_t(f) < m_keys.size(); ++f) {
        if (m_keys[std::size_t(f)] != facet)
            continue;
        QTreeWidgetItem *branch = m_tree->topLevelItem(f);
        const int v = int(m_values[std::size_t(f)].indexOf(value));
        for (int c = 0; c < branch->childCount(); ++c) {
            if (branch->child(c)->data(0, kValueRole).toInt() == v) {
                branch->child(c)->setCheckState(0, on ? Qt::Checked : Qt::Unchecked);
                return true;
            }
        }
    }
    return false;
}

} // namespace polychip::ui
