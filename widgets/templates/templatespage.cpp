// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "templatespage.h"

#include "kit/actionrules.h"
#include "kit/colors.h"
#include "kit/displaytext.h"
#include "kit/standardicons.h"
#include "kit/viewkeys.h"
#include "launch/launchwizard.h"
#include "session.h"
#include "templategallerymodel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include <algorithm>

namespace polychip::ui {

namespace {

constexpr QSize kCard(300, 132);

/** Paints a template as a card: name, kind and model, backend badges, and the price. */
class CardDelegate final : public QStyledItemDelegate
{
public:
    explicit CardDelegate(QListView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {}

    /// The view's grid cell: the page stretches the cards to fill its width.
    QSize sizeHint(const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        return m_view->gridSize().isValid() ? m_view->gridSize() : kCard;
    }

    void
    paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        const QRect card = option.rect.adjusted(6, 6, -6, -6);
        const QPalette &pal = option.palette;
        const bool selected = option.state & QStyle::State_Selected;
        const bool hover = option.state & QStyle::State_MouseOver;
        QPainterPath path;
        path.addRoundedRect(card, 8, 8);
        p->fillPath(path, pal.color(QPalette::Base));
        p->setPen(QPen(selected ? pal.color(QPalette::Highlight)
                       : hover  ? pal.color(QPalette::Mid)
                                : pal.color(QPalette::Midlight),
                       selected ? 2 : 1));
        p->drawPath(path);

        const QRect inner = card.adjusted(12, 10, -12, -10);
        QFont title = option.font;
        title.setBold(true);
        p->setFont(title);
        p->setPen(pal.color(QPalette::Text));
        const QFontMetrics tm(title);
        const QRect titleRect(inner.left(), inner.top(), inner.width(), tm.height() * 2);
        const QString name = index.data(TemplateGalleryModel::NameRole).toString();
        p->drawText(
            titleRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop,
            tm.elidedText(name, Qt::ElideRight, inner.width() * 2 - tm.averageCharWidth() * 4));

        p->setFont(option.font);
        const QFontMetrics fm(option.font);
        QString kind = index.data(TemplateGalleryModel::KindRole).toString();
        const QString model = index.data(TemplateGalleryModel::ModelRole).toString();
        if (!model.isEmpty())
            kind = TemplatesPage::tr("%1 · %2").arg(kind, model);
        p->setPen(pal.color(QPalette::PlaceholderText));
        const int kindTop = titleRect.bottom() + 4;
        p->drawText(QRect(inner.left(), kindTop, inner.width(), fm.height()), Qt::AlignLeft,
                    fm.elidedText(kind, Qt::ElideRight, inner.width()));

        // The price, bottom right; the badges take what is left of that line.
        const qlonglong price = index.data(TemplateGalleryModel::FromPriceRole).toLongLong();
        const QString priceText
            = price >= 0
                  ? TemplatesPage::tr("from %1/h")
                        .arg(formatMoney(price,
                                         index.data(TemplateGalleryModel::CurrencyRole).toString()))
                  : TemplatesPage::tr("quoting…");
        const int priceWidth = tm.horizontalAdvance(priceText);

        // Backend badges: the short, untranslated names the platform uses (GPU, TPU...).
        int x = inner.left();
        const int badgeTop = inner.bottom() - fm.height() - 4;
        QFont small = option.font;
        small.setPointSizeF(small.pointSizeF() * 0.85);
        const QFontMetrics sm(small);
        p->setFont(small);
        for (const QVariant &v : index.data(TemplateGalleryModel::BackendsRole).toList()) {
            const auto b = api::Backend(v.toInt());
            const QString text = QString::fromLatin1(api::wireName(b).data()).toUpper();
            const QRect badge(x, badgeTop, sm.horizontalAdvance(text) + 12, sm.height() + 6);
            if (badge.right() > inner.right() - priceWidth - 8)
                break;
            QPainterPath bp;
            bp.addRoundedRect(badge, 4, 4);
            p->fillPath(bp, backendColor(b));
            p->setPen(Qt::white);
            p->drawText(badge, Qt::AlignCenter, text);
            x = badge.right() + 6;
        }

        p->setFont(title);
        p->setPen(pal.color(QPalette::Text));
        p->drawText(QRect(inner.left(), badgeTop - 2, inner.width(), tm.height() + 8),
                    Qt::AlignRight | Qt::AlignVCenter, priceText);
        p->restore();
        // Around the card (whose own border shows the selection), on the view's background.
        drawFocusOutline(p, option, index, pal.color(QPalette::Highlight));
    }

private:
    QListView *m_view;
};

/** Widens the gallery's cards so that whole columns fill the width. */
class GridFitter final : public QObject
{
public:
    explicit GridFitter(QListView *view)
        : QObject(view)
        , m_view(view)
    {
        view->viewport()->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) {
            const int width = m_view->viewport()->width() - 1;
            const int columns = std::max(1, width / kCard.width());
            const QSize cell(std::max(kCard.width(), width / columns), kCard.height());
            if (cell != m_view->gridSize())
                m_view->setGridSize(cell);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QListView *m_view;
};

} // namespace

TemplatesPage::TemplatesPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kTemplates), parent)
    , m_model(new TemplateGalleryModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_search(new QLineEdit(this))
    , m_blank(new QPushButton(this))
    , m_fromSnapshot(new QPushButton(this))
    , m_stack(new QStackedWidget(this))
    , m_gallery(new QListView(this))
    , m_empty(new QLabel(this))
    , m_count(new QLabel(this))
    , m_newAction(new QAction(this))
    , m_searchAction(new QAction(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(TemplateGalleryModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_search->setObjectName(QStringLiteral("templateSearch"));
    m_search->setClearButtonEnabled(true);
    m_blank->setObjectName(QStringLiteral("newInstanceButton"));
    m_fromSnapshot->setObjectName(QStringLiteral("fromSnapshotButton"));
    m_gallery->setObjectName(QStringLiteral("templateGallery"));
    m_gallery->setModel(m_proxy);
    m_gallery->setViewMode(QListView::IconMode);
    m_gallery->setFlow(QListView::LeftToRight);
    m_gallery->setWrapping(true);
    m_gallery->setResizeMode(QListView::Adjust);
    m_gallery->setMovement(QListView::Static);
    m_gallery->setUniformItemSizes(true);
    m_gallery->setGridSize(kCard);
    m_gallery->setSpacing(0);
    m_gallery->setMouseTracking(true);
    m_gallery->setItemDelegate(new CardDelegate(m_gallery));
    new GridFitter(m_gallery);
    m_gallery->setSelectionMode(QAbstractItemView::SingleSelection);
    m_empty->setObjectName(QStringLiteral("templatesEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_count->setObjectName(QStringLiteral("templateCount"));
    m_stack->addWidget(m_gallery);
    m_stack->addWidget(m_empty);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search, 2);
    bar->addWidget(m_blank);
    bar->addWidget(m_fromSnapshot);
    bar->addStretch(1);
    bar->addWidget(m_count);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    m_newAction->setObjectName(QStringLiteral("actionNewInstance"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] { openWizard(); });
    addAction(m_newAction);
    m_searchAction->setObjectName(QStringLiteral("actionSearchTemplates"));
    m_searchAction->setShortcut(QKeySequence::Find);
    connect(m_searchAction, &QAction::triggered, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    addAction(m_searchAction);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        updateView();
    });
    // Enter in the search: the one match opens the wizard; with several, the first card takes
    // the focus, so the arrows choose among them.
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (m_proxy->rowCount() == 1) {
            openWizard(
                m_proxy->index(0, 0).data(TemplateGalleryModel::IdRole).toString().toStdString());
        } else if (m_proxy->rowCount() > 1) {
            m_gallery->setCurrentIndex(m_proxy->index(0, 0));
            m_gallery->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_blank, &QPushButton::clicked, m_newAction, &QAction::trigger);
    connect(m_fromSnapshot, &QPushButton::clicked, this, &TemplatesPage::showSnapshotMenu);
    connect(m_gallery, &QListView::activated, this, [this](const QModelIndex &index) {
        openWizard(index.data(TemplateGalleryModel::IdRole).toString().toStdString());
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &TemplatesPage::updateView);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &TemplatesPage::updateView);
    retranslate();
    updateActions();
}

void TemplatesPage::retranslate()
{
    m_search->setPlaceholderText(tr("Search templates: name, model, kind or backend (Ctrl+F)"));
    m_blank->setText(tr("&Blank instance…"));
    m_blank->setToolTip(tr("Launch without a template (Ctrl+N)"));
    m_fromSnapshot->setText(tr("From a &snapshot…"));
    m_fromSnapshot->setToolTip(
        tr("Launch a new instance that resumes from a snapshot's checkpoint"));
    m_gallery->setToolTip(QString());
    m_gallery->setAccessibleName(tr("Templates"));
    m_newAction->setText(tr("&New instance…"));
    m_newAction->setStatusTip(tr("Open the launch wizard"));
    m_searchAction->setText(tr("&Search templates"));
    updateView();
}

void TemplatesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString TemplatesPage::title() const
{
    return tr("Templates");
}

QIcon TemplatesPage::icon() const
{
    return glyph(QStringLiteral("layers"));
}

QString TemplatesPage::description() const
{
    return tr("A gallery of templates with prices per backend, and the launch wizard.");
}

QList<QAction *> TemplatesPage::pageActions() const
{
    return {m_newAction, m_searchAction};
}

QString TemplatesPage::menuTitle() const
{
    return tr("&Templates");
}

void TemplatesPage::setContext(const PageContext &context)
{
    if (context.client != m_client || context.session != m_session)
        setSession(context.client, context.session); // closes a wizard of the old platform
}

void TemplatesPage::open(const QVariantMap &arguments)
{
    const QString snapshot = arguments.value(QStringLiteral("fromSnapshot")).toString();
    if (!snapshot.isEmpty()) {
        openWizardFromSnapshot(snapshot.toStdString());
        return;
    }
    // From the catalogue: a template, with a model and data sets in place of its own.
    const QString templateId = arguments.value(QStringLiteral("template")).toString();
    const QString model = arguments.value(QStringLiteral("model")).toString();
    const QStringList datasets = arguments.value(QStringLiteral("datasets")).toStringList();
    if (templateId.isEmpty() && model.isEmpty() && datasets.isEmpty())
        return;
    LaunchWizard *wizard = openWizard(templateId.toStdString());
    if (!wizard)
        return;
    if (!model.isEmpty())
        wizard->draft().modelId = model.toStdString();
    for (const QString &d : datasets) {
        auto &ids = wizard->draft().datasetIds;
        if (std::find(ids.begin(), ids.end(), d.toStdString()) == ids.end())
            ids.push_back(d.toStdString());
    }
}

void TemplatesPage::setSession(client::ApiClient *client, client::Session *session)
{
    if (m_wizard) // it speaks through the old client and session
        m_wizard->abandon();
    m_client = client;
    m_session = session;
    m_model->setSession(client, session);
    if (session) {
        connect(session, &client::Session::stateChanged, this, &TemplatesPage::updateActions);
        connect(session, &client::Session::callerChanged, this, &TemplatesPage::updateActions);
    }
    updateActions();
    updateView();
}

void TemplatesPage::updateActions()
{
    const QString why = ActionRules::connectionBlocker(m_session);
    const bool can = why.isEmpty();
    m_newAction->setEnabled(can);
    m_newAction->setToolTip(can ? m_newAction->statusTip() : why);
    m_blank->setEnabled(can);
    m_fromSnapshot->setEnabled(can);
}

void TemplatesPage::updateView()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(total == shown ? tr("%n template(s)", nullptr, total)
                                    : tr("%1 of %n template(s)", nullptr, total).arg(shown));
    if (!m_session) {
        m_empty->setText(tr("Not connected: the templates come from the platform."));
    } else if (total == 0) {
        m_empty->setText(tr("Loading the templates…"));
    } else if (shown == 0) {
        m_empty->setText(tr("No template matches “%1”.").arg(m_search->text()));
    } else {
        m_stack->setCurrentWidget(m_gallery);
        return;
    }
    m_stack->setCurrentWidget(m_empty);
}

LaunchWizard *TemplatesPage::createWizard()
{
    if (!m_client || !m_session)
        return nullptr;
    auto *wizard = new LaunchWizard(*m_client, *m_session, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // A launch ends on the new instance's details.
    connect(wizard, &LaunchWizard::launched, this, [this](const std::string &id) {
        Q_EMIT navigate(QString::fromLatin1(pageid::kInstances),
                        {{QStringLiteral("select"), QString::fromStdString(id)}});
    });
    m_wizard = wizard;
    return wizard;
}

LaunchWizard *TemplatesPage::openWizard(const std::string &templateId)
{
    auto *wizard = createWizard();
    if (!wizard)
        return nullptr;
    if (!templateId.empty())
        wizard->useTemplate(templateId);
    wizard->open();
    return wizard;
}

LaunchWizard *TemplatesPage::openWizardFromSnapshot(const std::string &snapshotId)
{
    auto *wizard = createWizard();
    if (!wizard)
        return nullptr;
    wizard->useSnapshot(snapshotId);
    wizard->open();
    return wizard;
}

void TemplatesPage::showSnapshotMenu()
{
    if (!m_session)
        return;
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("snapshotMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    for (const auto &[id, s] : m_session->storage().snapshots().all()) {
        if (s.state != api::SnapshotState::Ready)
            continue;
        auto *a = menu->addAction(snapshotChoiceText(m_session, s));
        connect(a, &QAction::triggered, this, [this, id] { openWizardFromSnapshot(id); });
    }
    if (menu->isEmpty())
        menu->addAction(tr("No snapshots yet: take one from the Instances page"))
            ->setEnabled(false);
    menu->popup(m_fromSnapshot->mapToGlobal(QPoint(0, m_fromSnapshot->height())));
}

} // namespace polychip::ui
