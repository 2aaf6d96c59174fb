// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogbrowser.h"

#include "kit/viewkeys.h"

#include "catalogdetails.h"
#include "catalogfacets.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/kepttextdelegate.h"
#include "offthread.h"
#include "session.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>

#include <utility>

namespace polychip::ui {

namespace {

using Sort = client::CatalogIndex::Sort;
using Listing = client::CatalogStore::Listing;

struct SortChoice
{
    Sort sort;
    bool descending;
};

const std::vector<SortChoice> &sortChoices(CatalogKind kind)
{
    static const std::vector<SortChoice> models{{Sort::Popularity, true}, {Sort::Name, false},
                                                {Sort::Parameters, true}, {Sort::Parameters, false},
                                                {Sort::Size, true},       {Sort::Size, false}};
    static const std::vector<SortChoice> datasets{
        {Sort::Name, false}, {Sort::Size, true}, {Sort::Size, false}};
    return kind == CatalogKind::Models ? models : datasets;
}

QString sortText(SortChoice c)
{
    switch (c.sort) {
    case Sort::Popularity:
        return CatalogBrowser::tr("Most downloaded first");
    case Sort::Name:
        return CatalogBrowser::tr("Name, A to Z");
    case Sort::Parameters:
        return c.descending ? CatalogBrowser::tr("Most parameters first")
                            : CatalogBrowser::tr("Fewest parameters first");
    case Sort::Size:
        return c.descending ? CatalogBrowser::tr("Largest first")
                            : CatalogBrowser::tr("Smallest first");
    }
    return {};
}

QString rangeText(const std::vector<double> &bounds, int i, bool params)
{
    const auto b = [&](std::size_t k) { return bounds[k]; };
    const std::size_t r = std::size_t(i);
    // Bounds are round numbers: "1 B to 3 B", "200 GiB to 1 TiB".
    const auto amount = [&](double v) {
        const QLocale locale;
        if (params)
            return v < 1 ? CatalogTableModel::tr("%1 M").arg(locale.toString(v * 1000, 'f', 0))
                         : CatalogTableModel::tr("%1 B").arg(locale.toString(v, 'f', 0));
        return v >= 1024 ? CatalogTableModel::tr("%1 TiB").arg(locale.toString(v / 1024, 'g', 3))
                         : CatalogTableModel::tr("%1 GiB").arg(locale.toString(v, 'f', 0));
    };
    if (r + 1 >= bounds.size())
        return QString();
    if (r == 0)
        return CatalogBrowser::tr("under %1").arg(amount(b(1)));
    if (r + 2 == bounds.size())
        return CatalogBrowser::tr("%1 or more").arg(amount(b(r)));
    return CatalogBrowser::tr("%1 to %2").arg(amount(b(r)), amount(b(r + 1)));
}

} // namespace

CatalogBrowser::CatalogBrowser(CatalogKind kind, QWidget *parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_search(new QLineEdit(this))
    , m_sort(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_facets(new CatalogFacets(this))
    , m_model(new CatalogTableModel(kind, this))
    , m_stack(new QStackedWidget(this))
    , m_table(new QTableView(m_stack))
    , m_empty(new QWidget(m_stack))
    , m_emptyText(new QLabel(m_empty))
    , m_emptyClear(new QPushButton(m_empty))
    , m_retry(new QPushButton(this))
    , m_details(new CatalogDetails(kind, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    const QString tab
        = kind == CatalogKind::Models ? QStringLiteral("models") : QStringLiteral("datasets");
    setObjectName(tab + QStringLiteral("Browser"));
    m_search->setObjectName(QStringLiteral("catalogSearch"));
    m_search->setClearButtonEnabled(true);
    m_sort->setObjectName(QStringLiteral("catalogSort"));
    m_sort->setSizeAdjustPolicy(QComboBox::AdjustToContents); // never cut: the search shrinks
    m_status->setObjectName(QStringLiteral("catalogStatus"));
    setMuted(m_status);
    // Its width is the row's, whatever it says: a count that changes with every keystroke
    // must not change the window's minimum size (a relayout and repaint of everything).
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_table->setObjectName(QStringLiteral("catalogTable"));
    m_table->setModel(m_model);
    // Each keystroke repaints the rows it changed: their texts laid out once and kept, not
    // laid out again by the style at every paint.
    auto *cells = new KeptTextDelegate(m_table);
    cells->setFocusOutline(true);
    m_table->setItemDelegate(cells);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    setUpViewKeys(m_table); // Tab moves on, the arrows move within; the focus is seen
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(0, 300);
    m_emptyText->setObjectName(QStringLiteral("catalogEmptyText"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setWordWrap(true);
    m_emptyClear->setObjectName(QStringLiteral("catalogEmptyClear"));
    m_retry->setObjectName(QStringLiteral("catalogRetry"));
    m_retry->hide();
    auto *emptyLayout = new QVBoxLayout(m_empty);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addWidget(m_emptyClear, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(2);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_empty);

    auto *top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_sort);
    auto *middle = new QWidget(m_splitter);
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addLayout(top);
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_retry);
    middleLayout->addLayout(statusRow);
    middleLayout->addWidget(m_stack, 1);
    m_splitter->addWidget(m_facets);
    m_splitter->addWidget(middle);
    m_splitter->addWidget(m_details);
    // A narrow window squeezes the lists (they scroll), not the details' buttons away.
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    m_splitter->setSizes({220, 640, 420});
    m_splitter->setObjectName(tab + QStringLiteral("Splitter"));
    const QByteArray saved
        = QSettings()
              .value(QStringLiteral("catalog/") + tab + QStringLiteral("Splitter"))
              .toByteArray();
    if (!saved.isEmpty())
        m_splitter->restoreState(saved);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this, tab] {
        QSettings().setValue(QStringLiteral("catalog/") + tab + QStringLiteral("Splitter"),
                             m_splitter->saveState());
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    for (std::size_t i = 0; i < sortChoices(kind).size(); ++i)
        m_sort->addItem(QString());
    m_facets->setNamer([this](const QString &facet, const QString &value) {
        return facetValueName(facet, value);
    });

    connect(&m_indexer, &client::CatalogIndexer::ready, this,
            [this](const std::shared_ptr<client::CatalogIndex> &index,
                   const std::shared_ptr<const void> &list) { onIndexed(index, list); });
    connect(m_search, &QLineEdit::textChanged, this, [this] { rerun(); });
    connect(m_sort, &QComboBox::currentIndexChanged, this, [this] { rerun(); });
    connect(m_facets, &CatalogFacets::changed, this, [this] { rerun(); });
    connect(m_emptyClear, &QPushButton::clicked, this, [this] {
        // Clears what emptied the list: the facets that did, else the search.
        if (!m_result.excluding.empty()) {
            for (const int f : m_result.excluding)
                m_facets->clear(f);
        } else if (m_result.textMatches == 0 && !m_search->text().isEmpty()) {
            m_search->clear();
        } else {
            m_facets->clear();
        }
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (m_session)
            m_session->listCatalogEntries();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogBrowser::showCurrent);
    connect(m_details, &CatalogDetails::launchRequested, this, &CatalogBrowser::launchRequested);
    connect(m_details, &CatalogDetails::mountRequested, this, &CatalogBrowser::mountRequested);
    retranslate();
}

void CatalogBrowser::retranslate()
{
    m_search->setPlaceholderText(m_kind == CatalogKind::Models
                                     ? tr("Search models by name, family, task or tag")
                                     : tr("Search data sets by name, modality or description"));
    m_search->setToolTip(tr("Every word must occur; case and full-width letters do not matter "
                            "(Ctrl+F)"));
    const auto &choices = sortChoices(m_kind);
    for (std::size_t i = 0; i < choices.size(); ++i)
        m_sort->setItemText(int(i), sortText(choices[i]));
    m_sort->setToolTip(tr("Order of the list"));
    m_sort->setAccessibleName(tr("Order"));
    m_table->setAccessibleName(m_kind == CatalogKind::Models ? tr("Models") : tr("Data sets"));
    m_retry->setText(tr("&Retry"));
    m_facets->retranslate();
    showStatus();
}

void CatalogBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CatalogBrowser::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_session)
        m_session->disconnectReceiver(this);
    m_client = client;
    m_session = session;
    m_details->setSession(client, session);
    m_asked = 0;
    m_indexer.drop(); // what it builds read the last session's list
    m_model->setStore(session ? &session->catalog() : nullptr);
    dropIndex();
    m_reselect.clear();
    m_result = {};
    if (session) {
        const auto &store = session->catalog();
        connect(&store,
                m_kind == CatalogKind::Models ? &client::CatalogStore::modelsChanged
                                              : &client::CatalogStore::datasetsChanged,
                this, &CatalogBrowser::onStoreChanged);
        // Accelerators change what "fits on" offers.
        connect(&store, &client::CatalogStore::changed, this, [this] {
            m_asked = 0;
            onStoreChanged();
        });
    }
    reindexNow();
}

void CatalogBrowser::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void CatalogBrowser::onStoreChanged()
{
    if (!m_session)
        return;
    const auto &store = m_session->catalog();
    const std::size_t have
        = m_kind == CatalogKind::Models ? store.models().size() : store.datasets().size();
    const Listing listing
        = m_kind == CatalogKind::Models ? store.modelsListing() : store.datasetsListing();
    if (m_indexList && m_indexList.get() != storeList()) {
        // A new listing is another list: the index's entry numbers are not its. Nothing is
        // shown from it until its own index is there, which chooses the same entry again.
        if (m_reselect.empty())
            m_reselect = currentId();
        dropIndex();
        m_asked = 0;
        m_facets->setFacets(m_index);
        rerun(true);
    }
    // The first page at once (the list is usable), the last at once (complete); between them
    // each time the list has doubled: a 100,000-entry listing is indexed about ten times, not
    // a hundred, and the time spent indexing stays proportional to the list. The indexer
    // builds one at a time and collapses what is asked meanwhile.
    if (m_asked == 0 || listing != Listing::Loading || have < m_asked || have >= 2 * m_asked)
        reindexNow();
    showStatus();
}

void CatalogBrowser::reindexNow()
{
    if (m_session && m_kind == CatalogKind::Models) {
        m_asked = m_session->catalog().models().size();
        m_indexer.indexModels(m_session->catalog());
    } else if (m_session) {
        m_asked = m_session->catalog().datasets().size();
        m_indexer.indexDatasets(m_session->catalog());
    } else { // nothing to index: the page is empty at once
        m_asked = 0;
        dropIndex();
        m_facets->setFacets(m_index);
        rerun(true);
    }
    showStatus();
}

const void *CatalogBrowser::storeList() const
{
    if (!m_session)
        return nullptr;
    const auto &store = m_session->catalog();
    return m_kind == CatalogKind::Models ? static_cast<const void *>(&store.models())
                                         : static_cast<const void *>(&store.datasets());
}

void CatalogBrowser::dropIndex()
{
    // 100,000 entries' index (and the list it was built from, when the store has another)
    // take tens of milliseconds to free: not on the GUI thread.
    client::destroyOnWorker(std::exchange(m_index, {}));
    client::destroyOnWorker(std::exchange(m_indexList, {}));
}

void CatalogBrowser::onIndexed(const std::shared_ptr<client::CatalogIndex> &index,
                               const std::shared_ptr<const void> &list)
{
    if (list && list.get() != storeList())
        return; // built from a list that was replaced: the new list's index follows
    const std::string current = m_reselect.empty() ? currentId() : std::exchange(m_reselect, {});
    dropIndex();
    m_index = std::move(*index);
    m_indexList = list;
    m_facets->setFacets(m_index);
    rerun(true);
    if (!current.empty())
        select(current);
}

void CatalogBrowser::rerun(bool entriesChanged)
{
    const std::string current = currentId();
    client::CatalogIndex::Query q;
    q.text = m_search->text();
    q.selected = m_facets->selected();
    q.workload = m_facets->workload();
    const auto &choices = sortChoices(m_kind);
    const SortChoice choice
        = choices[std::size_t(std::clamp<int>(m_sort->currentIndex(), 0, int(choices.size()) - 1))];
    q.sort = choice.sort;
    q.descending = choice.descending;
    m_result = m_index.run(q);
    const int rowsBefore = m_model->rowCount();
    m_model->setRows(m_result.rows, entriesChanged);
    if ((entriesChanged || m_model->rowCount() != rowsBefore) && m_table->isVisible()) {
        // Rows come or go: the table is laid out again. Now, not at its paint, which would
        // then ask for a second paint of the window. (A hidden one waits to be shown.)
        m_table->doItemsLayout();
    }
    m_facets->setCounts(m_result.counts);
    if (!current.empty() && !select(current)) {
        // Filtered out: nothing is current (the rows moved under the old current index).
        m_table->selectionModel()->clearCurrentIndex();
        m_table->clearSelection();
        showCurrent();
    }
    showStatus();
}

bool CatalogBrowser::select(const std::string &id)
{
    // The store finds the entry by id; the rows are entry numbers (no string compared per row).
    if (!m_session)
        return false;
    const auto &store = m_session->catalog();
    int entry = -1;
    const auto at = m_kind == CatalogKind::Models ? store.modelEntry(id) : store.datasetEntry(id);
    if (at)
        entry = int(*at);
    const int row = entry < 0 ? -1 : m_model->rowOf(entry);
    if (row < 0)
        return false;
    m_table->setCurrentIndex(m_model->index(row, 0));
    m_table->scrollTo(m_model->index(row, 0));
    return true;
}

std::string CatalogBrowser::currentId() const
{
    // The id as shown, not worked out from the row: when the store's list was replaced, the
    // rows are positions in the list that was until the index is built again.
    return m_currentId;
}

void CatalogBrowser::showCurrent()
{
    const int e = m_model->entryAt(m_table->currentIndex().row());
    const auto at = [e](const auto &entries) {
        return e >= 0 && std::size_t(e) < entries.size() ? &entries[std::size_t(e)] : nullptr;
    };
    if (m_kind == CatalogKind::Models) {
        const api::Model *m = m_session ? at(m_session->catalog().models()) : nullptr;
        m_currentId = m ? m->id : std::string();
        m_details->showModel(m, m_facets->workload());
    } else {
        const api::Dataset *d = m_session ? at(m_session->catalog().datasets()) : nullptr;
        m_currentId = d ? d->id : std::string();
        m_details->showDataset(d);
    }
}

QString CatalogBrowser::facetValueName(const QString &facet, const QString &value) const
{
    if (facet == QLatin1String("params"))
        return rangeText(client::CatalogIndex::paramBounds(), value.toInt(), true);
    if (facet == QLatin1String("size"))
        return rangeText(client::CatalogIndex::sizeBounds(), value.toInt(), false);
    if (facet == QLatin1String("fits"))
        return acceleratorName(m_session, value.toStdString());
    if (facet == QLatin1String("quantization") && value.isEmpty())
        return tr("None (16-bit)");
    if (value.isEmpty())
        return tr("Not stated");
    return value;
}

QString CatalogBrowser::emptyText() const
{
    return m_stack->currentWidget() == m_empty ? m_emptyText->text() : QString();
}

void CatalogBrowser::showStatus()
{
    const QLocale locale;
    const bool models = m_kind == CatalogKind::Models;
    Listing listing = Listing::NotAsked;
    std::string error;
    if (m_session) {
        const auto &store = m_session->catalog();
        listing = models ? store.modelsListing() : store.datasetsListing();
        error = models ? store.modelsError() : store.datasetsError();
    }
    const int total = int(m_index.size());
    const int shown = int(m_result.rows.size());
    QString status;
    if (!m_session)
        status = tr("Not connected.");
    else if (listing == Listing::Failed)
        status = tr("The list stopped short: %1").arg(QString::fromStdString(error));
    else if (listing == Listing::Loading)
        status = tr("Showing %1 of the %2 received so far; more are arriving…")
                     .arg(locale.toString(shown), locale.toString(total));
    else if (indexing())
        status = tr("Showing %1 of the %2 indexed so far; indexing the rest…")
                     .arg(locale.toString(shown), locale.toString(total));
    else if (shown == total)
        status = models ? tr("%n model(s)", "", total) : tr("%n data set(s)", "", total);
    else
        status = models ? tr("Showing %1 of %n model(s)", "", total).arg(locale.toString(shown))
                        : tr("Showing %1 of %n data set(s)", "", total).arg(locale.toString(shown));
    m_status->setText(status);
    setTextTone(m_status, listing == Listing::Failed ? TextTone::Error : TextTone::Normal);
    m_retry->setVisible(listing == Listing::Failed);

    const bool empty = shown == 0;
    m_stack->setCurrentWidget(empty ? m_empty : m_table);
    if (!empty)
        return;
    m_emptyClear->show();
    const auto &facets = m_index.facets();
    if (total == 0) {
        m_emptyText->setText(listing == Listing::Loading ? tr("Loading the list…")
                             : indexing()                ? tr("Indexing the list…")
                             : listing == Listing::Failed
                                 ? tr("The list could not be loaded.")
                                 : (models ? tr("The platform offers no models.")
                                           : tr("The platform offers no data sets.")));
        m_emptyClear->hide();
    } else if (m_result.textMatches == 0) {
        m_emptyText->setText(tr("Nothing matches “%1”.").arg(m_search->text().trimmed()));
        m_emptyClear->setText(tr("Clear the search"));
    } else if (!m_result.excluding.empty()) {
        QStringList names;
        for (const int f : m_result.excluding)
            names << CatalogFacets::facetTitle(facets[std::size_t(f)].key);
        m_emptyText->setText(
            tr("%n entr(y/ies) match the search, but the choice under %1 leaves none.", "",
               m_result.textMatches)
                .arg(names.join(tr(", "))));
        m_emptyClear->setText(tr("Clear %1").arg(names.join(tr(", "))));
    } else {
        m_emptyText->setText(tr("The chosen filters together leave none."));
        m_emptyClear->setText(tr("Clear all filters"));
    }
}

} // namespace polychip::ui
