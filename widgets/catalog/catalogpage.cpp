// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalogpage.h"

#include "catalogbrowser.h"
#include "kit/messagebar.h"
#include "kit/standardicons.h"
#include "mountdialog.h"
#include "session.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>

namespace polychip::ui {

namespace {
const QString kTabKey = QStringLiteral("catalog/tab");
} // namespace

CatalogPage::CatalogPage(QWidget *parent)
    : ConsolePage(QString::fromLatin1(pageid::kCatalog), parent)
    , m_messages(new MessageBar(this))
    , m_find(new QAction(this))
    , m_showModels(new QAction(this))
    , m_showDatasets(new QAction(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_messages);

    m_find->setObjectName(QStringLiteral("actionFindInCatalog"));
    m_find->setShortcut(QKeySequence::Find);
    connect(m_find, &QAction::triggered, this, [this] {
        ensureBuilt();
        static_cast<CatalogBrowser *>(m_tabs->currentWidget())->focusSearch();
    });
    addAction(m_find);
    m_showModels->setObjectName(QStringLiteral("actionCatalogModels"));
    m_showModels->setShortcut(QKeySequence(Qt::ALT | Qt::Key_M));
    connect(m_showModels, &QAction::triggered, this, [this] {
        open({{QStringLiteral("tab"), QStringLiteral("models")}});
    });
    addAction(m_showModels);
    m_showDatasets->setObjectName(QStringLiteral("actionCatalogDatasets"));
    m_showDatasets->setShortcut(QKeySequence(Qt::ALT | Qt::Key_D));
    connect(m_showDatasets, &QAction::triggered, this, [this] {
        open({{QStringLiteral("tab"), QStringLiteral("datasets")}});
    });
    addAction(m_showDatasets);
    retranslate();
}

void CatalogPage::buildContent()
{
    m_tabs = new QTabWidget(this);
    m_models = new CatalogBrowser(CatalogKind::Models, m_tabs);
    m_datasets = new CatalogBrowser(CatalogKind::Datasets, m_tabs);
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    m_tabs->addTab(m_models, QString());
    m_tabs->addTab(m_datasets, QString());
    m_tabs->setCurrentIndex(QSettings().value(kTabKey, 0).toInt() == 1 ? 1 : 0);
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [](int index) { QSettings().setValue(kTabKey, index); });
    layout()->addWidget(m_tabs);
    for (CatalogBrowser *b : {m_models, m_datasets}) {
        b->setSession(m_client, m_session);
        connect(b, &CatalogBrowser::launchRequested, this, &CatalogPage::requestLaunch);
        connect(b, &CatalogBrowser::mountRequested, this, &CatalogPage::requestMount);
    }
    retranslate();
}

QString CatalogPage::title() const
{
    return tr("Catalog");
}

QIcon CatalogPage::icon() const
{
    return glyph(QStringLiteral("list-icons"));
}

QString CatalogPage::description() const
{
    return tr("The model square and the public data pool: search them, see what fits your "
              "chips, and start work from them.");
}

QString CatalogPage::menuTitle() const
{
    return tr("Ca&talog");
}

QList<QAction *> CatalogPage::pageActions() const
{
    return {m_find, m_showModels, m_showDatasets};
}

void CatalogPage::retranslate()
{
    if (m_tabs) {
        m_tabs->setTabText(0, tr("Models"));
        m_tabs->setTabText(1, tr("Data sets"));
    }
    m_find->setText(tr("&Find in Catalog"));
    m_find->setToolTip(tr("Search the list shown"));
    m_showModels->setText(tr("Show &Models"));
    m_showDatasets->setText(tr("Show &Data Sets"));
}

void CatalogPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        Q_EMIT describedChanged();
    }
    ConsolePage::changeEvent(event);
}

void CatalogPage::setContext(const PageContext &context)
{
    if (context.session == m_session)
        return;
    if (m_mountDialog)
        m_mountDialog->reject(); // it acts on the instances of the session that goes
    m_client = context.client;
    m_session = context.session;
    if (isBuilt()) { // else buildContent() gives it
        m_models->setSession(context.client, context.session);
        m_datasets->setSession(context.client, context.session);
    }
    if (isVisible())
        askForLists();
}

void CatalogPage::showEvent(QShowEvent *event)
{
    ConsolePage::showEvent(event);
    askForLists();
}

void CatalogPage::askForLists()
{
    // Once per session (the session keeps them); a failed listing is retried from the page.
    if (m_session
        && m_session->catalog().modelsListing() == client::CatalogStore::Listing::NotAsked)
        m_session->listCatalogEntries();
}

void CatalogPage::open(const QVariantMap &arguments)
{
    const QString tab = arguments.value(QStringLiteral("tab")).toString();
    CatalogBrowser *browser = tab == QLatin1String("datasets") ? datasets() : models();
    m_tabs->setCurrentWidget(browser); // built by then
    const QString id = arguments.value(QStringLiteral("select")).toString();
    if (!id.isEmpty())
        browser->select(id.toStdString());
}

void CatalogPage::requestLaunch(const std::string &templateId,
                                const std::string &modelId,
                                const std::vector<std::string> &datasetIds)
{
    QVariantMap args;
    if (!templateId.empty())
        args.insert(QStringLiteral("template"), QString::fromStdString(templateId));
    if (!modelId.empty())
        args.insert(QStringLiteral("model"), QString::fromStdString(modelId));
    QStringList datasets;
    for (const auto &d : datasetIds)
        datasets << QString::fromStdString(d);
    if (!datasets.isEmpty())
        args.insert(QStringLiteral("datasets"), datasets);
    Q_EMIT navigate(QString::fromLatin1(pageid::kTemplates), args);
}

MountDialog *CatalogPage::requestMount(const std::string &datasetId)
{
    const api::Dataset *dataset = m_session ? m_session->catalog().dataset(datasetId) : nullptr;
    if (!m_client || !dataset)
        return nullptr;
    if (m_mountDialog)
        m_mountDialog->reject();
    auto *dialog = new MountDialog(*m_client, *m_session, *dataset, this);
    m_mountDialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &MountDialog::mounted, this,
            [this, name = QString::fromStdString(dataset->name),
             id = QString::fromStdString(dataset->id)](const api::Instance &instance) {
                m_messages->showMessage(tr("“%1” is mounted on “%2” at /data/%3.")
                                            .arg(name, QString::fromStdString(instance.name), id),
                                        false);
            });
    dialog->open();
    return dialog;
}

} // namespace polychip::ui
