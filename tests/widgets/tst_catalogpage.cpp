// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Catalog page against a real polychip-sim: the models and data sets listed, searched as
// typed and narrowed by facets, an empty result that says why, a 70B model's details with the
// quote of where it fits, "fits on" against the platform's quotes, and the wizard it opens.
#include "catalog/catalogbrowser.h"
#include "catalog/catalogdetails.h"
#include "catalog/catalogfacets.h"
#include "catalog/catalogpage.h"
#include "catalog/mountdialog.h"
#include "kit/messagebar.h"
#include "launch/launchwizard.h"
#include "launch/quoter.h"
#include "templates/templatespage.h"

#include "apiclient.h"
#include "catalogindex.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "operations.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>

#include <atomic>
#include <map>
#include <memory>
#include <thread>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using test::child;
using test::SimProcess;
using ui::CatalogBrowser;
using ui::CatalogPage;

namespace {

/// The ids of the models the models tab lists, in order.
std::vector<std::string> listed(const CatalogBrowser &b, const Session &session)
{
    std::vector<std::string> out;
    for (int row : b.tableModel().rows())
        out.push_back(session.catalog().models()[std::size_t(row)].id);
    return out;
}

/// Counts the paint events of the widgets it filters.
class PaintCounter final : public QObject
{
public:
    std::map<QObject *, int> counts;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++counts[watched];
        return false;
    }
};

} // namespace

class CatalogPageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aChangedCatalogueKeepsTheChosenModel()
    {
        // The platform's models change (catalog.changed): the chosen model stays chosen where
        // it now is, and one filtered out leaves nothing chosen (not its neighbour).
        test::FakePlatform platform;
        std::atomic<bool> changed{false};
        std::atomic<bool> announced{false};
        platform.serveNoInstances();
        platform.serveModels([&](const std::string &) {
            using Ids = std::vector<std::string>;
            return std::pair{changed ? Ids{"m-b", "m-d"} : Ids{"m-a", "m-b", "m-c"}, std::string()};
        });
        platform.serveEvents([&] {
            return changed && !announced.exchange(true)
                       ? std::string("id: 6\nevent: catalog.changed\n"
                                     "data: {\"kinds\":[\"models\",\"datasets\"]}\n\n")
                       : std::string();
        });
        QVERIFY(platform.start());
        ApiClient c(platform.endpoint());
        Session session(c);
        CatalogBrowser browser(ui::CatalogKind::Models);
        browser.setSession(&c, &session);
        session.start();
        session.listCatalogEntries();
        QTRY_COMPARE_WITH_TIMEOUT(browser.tableModel().rows().size(), std::size_t(3), 10000);
        const auto current = [&] {
            return browser.table()
                ->currentIndex()
                .data(ui::CatalogTableModel::IdRole)
                .toString()
                .toStdString();
        };
        QVERIFY(browser.select("m-c"));
        QCOMPARE(current(), std::string("m-c"));
        QVERIFY(browser.select("m-b"));
        changed = true;
        QTRY_VERIFY_WITH_TIMEOUT(session.catalog().model("m-d"), 10000);
        // The new list is indexed on a worker: until then nothing of it is shown through the
        // old list's index; then m-b is chosen again.
        QTRY_COMPARE(browser.tableModel().rows().size(), std::size_t(2));
        QTRY_COMPARE(current(), std::string("m-b"));
        browser.searchField()->setText(QStringLiteral("m-d"));
        QCOMPARE(listed(browser, session), std::vector<std::string>{"m-d"});
        QVERIFY(!browser.table()->currentIndex().isValid()); // not m-d in m-b's place
        QVERIFY(browser.table()->selectionModel()->selectedIndexes().isEmpty());
        session.stop();
    }

    void aNarrowerListSaysOnlyWhatChanged()
    {
        // Typing narrows the list: rows go at the end and the rows whose entry differs are
        // said changed, never a reset (which repaints the whole table).
        std::vector<api::Model> models(6);
        for (std::size_t i = 0; i < models.size(); ++i)
            models[i].id = models[i].name = "m" + std::to_string(i);
        client::CatalogStore store;
        store.beginModels();
        store.addModels(models, true);
        ui::CatalogTableModel table(ui::CatalogKind::Models);
        QAbstractItemModelTester tester(&table,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setStore(&store);
        table.setRows({0, 1, 2, 3, 4, 5}, true);
        QSignalSpy resets(&table, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&table, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(&table, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&table, &QAbstractItemModel::dataChanged);
        const auto id = [&](int row) {
            return table.data(table.index(row, 0), ui::CatalogTableModel::IdRole).toString();
        };
        table.setRows({0, 1, 3}); // the first two stay
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 3);
        QCOMPARE(removed.at(0).at(2).toInt(), 5);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 2);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 2);
        QCOMPARE(id(2), QStringLiteral("m3"));
        table.setRows({0, 1, 3}); // the same: nothing
        QCOMPARE(changed.count(), 1);
        table.setRows({5, 1, 3, 4}); // wider again (a letter deleted)
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.at(1).at(1).value<QModelIndex>().row(), 0);
        QCOMPARE(id(0), QStringLiteral("m5"));
        QCOMPARE(id(3), QStringLiteral("m4"));
        table.setRows({}); // nothing matches
        QCOMPARE(table.rowCount(), 0);
        QCOMPARE(resets.count(), 0);
        table.setRows({2}, true); // the entries behind the numbers changed
        QCOMPARE(resets.count(), 1);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear(); // the tab and the splitters as a new user finds them
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "developer");
        QVERIFY(!m_key.id.empty());
        m_live = std::make_unique<test::LiveSession>(*m_sim, m_key);
        QVERIFY(m_live->live());
        QTRY_VERIFY_WITH_TIMEOUT(!m_live->session.catalog().accelerators().empty(), 15000);
        m_live->session.listCatalogEntries(); // as the page does when first shown
        QTRY_VERIFY_WITH_TIMEOUT(m_live->session.catalog().modelsListing()
                                         == client::CatalogStore::Listing::Complete
                                     && m_live->session.catalog().datasetsListing()
                                            == client::CatalogStore::Listing::Complete,
                                 15000);
    }

    void cleanupTestCase()
    {
        m_live.reset();
        m_sim.reset();
    }

    void modelsAreSearchedAsTypedAndNarrowedByFacets()
    {
        CatalogPage page;
        page.resize(1400, 860);
        page.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        page.show(); // asks for the lists
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CatalogBrowser &models = *page.models();
        QAbstractItemModelTester tester(models.table()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(m_live->session.catalog().modelsListing()
                                     == client::CatalogStore::Listing::Complete,
                                 15000);
        const std::size_t all = m_live->session.catalog().models().size();
        QVERIFY(all >= 200);
        QTRY_COMPARE(models.tableModel().rows().size(), all);
        POLYCHIP_VERIFY_TEXT(child<QLabel>(models, "catalogStatus")
                                 ->text()
                                 .contains(QString::number(all) + QStringLiteral(" model")));
        // Every model carries the platform's memory figures.
        for (const auto &m : m_live->session.catalog().models())
            QVERIFY2(m.memory && m.memory->inferenceBytes > 0, m.id.c_str());

        // Typed letter by letter: each step lists exactly the models with every word.
        const QString typed = QStringLiteral("llama 2 chat");
        for (int n = 1; n <= typed.size(); ++n) {
            models.searchField()->setText(typed.left(n));
            const QStringList words
                = typed.left(n).toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            for (const auto &id : listed(models, m_live->session)) {
                const api::Model *m = m_live->session.catalog().model(id);
                QString hay = QString::fromStdString(m->name + " " + m->id + " " + m->family);
                for (const auto &t : m->tasks)
                    hay += QLatin1Char(' ') + QString::fromStdString(t);
                for (const auto &t : m->tags)
                    hay += QLatin1Char(' ') + QString::fromStdString(t);
                for (const auto &w : words)
                    QVERIFY2(hay.toCaseFolded().contains(w), qPrintable(hay));
            }
        }
        const auto chats = listed(models, m_live->session);
        QVERIFY(!chats.empty());
        // A keystroke that changes nothing listed ("chat" then "chat ") resets nothing: the
        // table is not repainted for it.
        QSignalSpy resets(models.table()->model(), &QAbstractItemModel::modelReset);
        models.searchField()->setText(typed + QLatin1Char(' '));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(listed(models, m_live->session), chats);
        QVERIFY(std::find(chats.begin(), chats.end(), "llama-2-7b-chat") != chats.end());
        // Full-width input finds the same.
        models.searchField()->setText(QStringLiteral("ＬＬＡＭＡ　２　ＣＨＡＴ"));
        QCOMPARE(listed(models, m_live->session), chats);

        // Facets: a family and a quantisation narrow it; counts follow the other choices.
        models.searchField()->setText(QStringLiteral("llama"));
        QVERIFY(models.facets()->choose(QStringLiteral("family"), QStringLiteral("Llama 2")));
        for (const auto &id : listed(models, m_live->session))
            QCOMPARE(m_live->session.catalog().model(id)->family, std::string("Llama 2"));
        QVERIFY(models.facets()->choose(QStringLiteral("quantization"), QStringLiteral("int8")));
        QVERIFY(models.facets()->choose(QStringLiteral("quantization"), QStringLiteral("")));
        const std::size_t both = listed(models, m_live->session).size();
        QVERIFY(both > 0);
        // A combination with no model: it says which choice emptied it, and clears it.
        QVERIFY(models.facets()->choose(QStringLiteral("task"), QStringLiteral("text-to-image")));
        QVERIFY(listed(models, m_live->session).empty());
        POLYCHIP_VERIFY_TEXT(models.emptyText().contains(QStringLiteral("Task")));
        test::screenshot(page, QStringLiteral("catalog-no-result"));
        child<QPushButton>(models, "catalogEmptyClear")->click();
        QCOMPARE(listed(models, m_live->session).size(), both);
        QVERIFY(models.emptyText().isEmpty());

        // Nothing matches a search: said so, and the search is what is cleared.
        models.facets()->clear();
        models.searchField()->setText(QStringLiteral("no such model anywhere"));
        POLYCHIP_VERIFY_TEXT(models.emptyText().contains(QStringLiteral("Nothing matches")));
        child<QPushButton>(models, "catalogEmptyClear")->click();
        QVERIFY(models.searchField()->text().isEmpty());
        QCOMPARE(listed(models, m_live->session).size(), all);
        test::screenshot(page, QStringLiteral("catalog-models"));
    }

    void aKeystrokeRepaintsOnlyWhatItChanged()
    {
        // A keystroke paints the table and the facets at most once, and not at all when it
        // changes neither. The facets' groups were hidden again at every keystroke, which laid
        // the whole tree out and painted it again (the trailing space below painted it once).
        CatalogBrowser models(ui::CatalogKind::Models);
        models.resize(1400, 900);
        models.show();
        models.setSession(&m_live->client, &m_live->session);
        QVERIFY(QTest::qWaitForWindowExposed(&models));
        QTRY_COMPARE(models.tableModel().rows().size(), m_live->session.catalog().models().size());
        QWidget *table = models.table()->viewport();
        QWidget *tree = child<QTreeWidget>(models, "facetTree")->viewport();
        PaintCounter paints;
        table->installEventFilter(&paints);
        tree->installEventFilter(&paints);
        QTest::qWait(50); // what showing it left to paint
        const auto type = [&](const QString &text) {
            paints.counts.clear();
            models.searchField()->setText(text);
            QTest::qWait(50);
            return std::pair{paints.counts[table], paints.counts[tree]};
        };
        const QString typed = QStringLiteral("llama 2 chat");
        int painted = 0;
        for (int n = 1; n <= typed.size(); ++n) {
            const auto [tablePaints, treePaints] = type(typed.left(n));
            QVERIFY2(tablePaints <= 1 && treePaints <= 1, qPrintable(typed.left(n)));
            painted += tablePaints + treePaints;
        }
        QVERIFY(painted > 0); // what changed was painted
        // A space lists the same models with the same counts: nothing to paint there.
        QCOMPARE(type(typed + QLatin1Char(' ')), std::pair(0, 0));
    }

    void aSeventyBillionModelShowsWhereItFits()
    {
        CatalogPage page;
        page.resize(1400, 860);
        page.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CatalogBrowser &models = *page.models();
        QTRY_VERIFY_WITH_TIMEOUT(!models.tableModel().rows().empty(), 15000);
        models.searchField()->setText(QStringLiteral("llama-2-70b"));
        QVERIFY(models.select("llama-2-70b"));
        ui::CatalogDetails &details = *models.details();
        POLYCHIP_VERIFY_TEXT(child<QLabel>(details, "detailsTitle")->text()
                             == QStringLiteral("Llama 2 70B"));
        QCOMPARE(child<QLabel>(details, "factFamily")->text(), QStringLiteral("Llama 2"));
        // The quote for the entry shown: several placements, the first the cheapest that fits.
        auto *fits = child<QTableView>(details, "fitTable");
        QTRY_VERIFY_WITH_TIMEOUT(fits->model()->rowCount() > 1 && !details.quoter().busy(), 15000);
        QVERIFY(details.quoter().quote().has_value());
        QCOMPARE(*details.quoter().spec()->modelId, std::string("llama-2-70b"));
        QVERIFY(details.quoter().quote()->placement.memoryFit.fits);
        // The quote is the 70B model's: its weights alone take 70 GB even at one byte each.
        QVERIFY(details.quoter().quote()->placement.memoryFit.bytesNeeded > std::int64_t(70e9));
        test::screenshot(page, QStringLiteral("catalog-70b"));
    }

    void fitsOnAgreesWithTheQuotes()
    {
        // For a sample of models and every accelerator: the fewest chips the console derives
        // from the catalogue's figures hold the model natively in the platform's quote, and
        // one allowed count fewer does not.
        const auto &catalog = m_live->session.catalog();
        int checked = 0;
        for (std::size_t i = 0; i < catalog.models().size(); i += 29) {
            const api::Model &m = catalog.models()[i];
            if (m.quantization || !m.memory)
                continue; // quantised builds are not fine-tuned in full
            for (const auto &a : catalog.accelerators()) {
                const auto n = client::fewestChips(*m.memory, client::FitWorkload::Finetune, a);
                std::vector<std::int64_t> counts = a.allowedCounts;
                std::sort(counts.begin(), counts.end());
                const auto quoteAt = [&](std::int64_t count) {
                    api::LaunchSpec spec;
                    spec.name = "fit-check"; // a quote's name is optional, but not empty
                    spec.modelId = m.id;     // no template: a full fine-tune
                    spec.accelerator = a.id;
                    spec.count = count;
                    auto q = test::run(m_live->client, client::ops::createQuote(spec));
                    if (!q)
                        qWarning("quote: %s", q.error().message.c_str());
                    return q ? std::optional(q->placement.memoryFit) : std::nullopt;
                };
                if (n) {
                    const auto fit = quoteAt(*n);
                    QVERIFY(fit);
                    QVERIFY2(fit->fits && fit->mode == api::FitMode::Native,
                             (m.id + " on " + std::to_string(*n) + "x" + a.id).c_str());
                }
                const auto below = std::find_if(counts.rbegin(), counts.rend(),
                                                [&](auto c) { return !n || c < *n; });
                if (below != counts.rend()) {
                    const auto fit = quoteAt(*below);
                    QVERIFY(fit);
                    QVERIFY2(!(fit->fits && fit->mode == api::FitMode::Native),
                             (m.id + " on " + std::to_string(*below) + "x" + a.id).c_str());
                }
                ++checked;
            }
        }
        QVERIFY2(checked > 50, qPrintable(QString::number(checked)));
    }

    void fineTuneWithTemplateOpensTheWizardWithTheModel()
    {
        CatalogPage page;
        ui::TemplatesPage templates;
        page.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        templates.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        connect(&page, &ui::ConsolePage::navigate, &templates,
                [&](const QString &id, const QVariantMap &args) {
                    QCOMPARE(id, QStringLiteral("templates"));
                    templates.open(args);
                });
        page.resize(1400, 860);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CatalogBrowser &models = *page.models();
        QTRY_VERIFY_WITH_TIMEOUT(!models.tableModel().rows().empty(), 15000);
        QVERIFY(models.select("qwen-7b"));
        auto *finetune = child<QToolButton>(*models.details(), "finetuneButton");
        QVERIFY(finetune->isVisible());
        const auto actions = finetune->menu()->actions();
        QVERIFY(!actions.isEmpty());
        // Only templates for the model's tasks: no object detection, speech or images for an LLM.
        const auto offered = ui::CatalogDetails::templatesFor(
            &m_live->session, {api::WorkloadKind::Finetune, api::WorkloadKind::Lora},
            *m_live->session.catalog().model("qwen-7b"));
        QVERIFY(!offered.empty());
        for (const api::Template *t : offered) {
            for (const char *other : {"tpl-yolov8-coco", "tpl-whisper-large-v3-finetune",
                                      "tpl-sdxl-finetune", "tpl-vit-b16-imagenet"})
                QVERIFY2(t->id != other, other);
        }
        actions.front()->trigger();
        auto *wizard = templates.findChild<ui::LaunchWizard *>();
        QVERIFY(wizard);
        QCOMPARE(wizard->draft().modelId, std::optional<std::string>("qwen-7b"));
        QVERIFY(wizard->draft().templateId.has_value());
        const api::Template *t
            = m_live->session.catalog().findTemplate(*wizard->draft().templateId);
        QVERIFY(t);
        QVERIFY(t->kind == api::WorkloadKind::Finetune || t->kind == api::WorkloadKind::Lora);
        wizard->reject();

        // A data set goes into a new instance's mounts.
        page.open({{QStringLiteral("tab"), QStringLiteral("datasets")}});
        CatalogBrowser &datasets = *page.datasets();
        QTRY_VERIFY_WITH_TIMEOUT(!datasets.tableModel().rows().empty(), 15000);
        datasets.searchField()->setText(QStringLiteral("wikipedia"));
        QVERIFY(datasets.tableModel().rows().size() >= 2);
        QVERIFY(datasets.select("wikipedia-zh-20231101"));
        QCOMPARE(child<QLabel>(*datasets.details(), "factLanguages")->text(), QStringLiteral("zh"));
        auto *use = child<QToolButton>(*datasets.details(), "useDatasetButton");
        use->menu()->actions().front()->trigger();
        QTRY_VERIFY(templates.findChildren<ui::LaunchWizard *>().size() >= 1);
        const auto wizards = templates.findChildren<ui::LaunchWizard *>();
        const auto &ids = wizards.back()->draft().datasetIds;
        QVERIFY(std::find(ids.begin(), ids.end(), "wikipedia-zh-20231101") != ids.end());
        test::screenshot(page, QStringLiteral("catalog-datasets"));
    }

    void aDataSetIsMountedOnAnInstanceThatExists()
    {
        const auto launched = test::run(
            m_live->client, client::ops::createInstance(test::smallSpec("mount-target")));
        QVERIFY(launched);
        const std::string id = launched.value().instance.id;
        QTRY_VERIFY_WITH_TIMEOUT(m_live->session.instances().find(id), 10000);
        const std::string dataset = "wikipedia-zh-20231101";
        const auto mountedOn = [&] {
            const api::Instance *i = m_live->session.instances().find(id);
            return i
                   && std::find(i->datasetIds.begin(), i->datasetIds.end(), dataset)
                          != i->datasetIds.end();
        };
        QVERIFY(!mountedOn());

        CatalogPage page;
        page.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        page.resize(1400, 860);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.open({{QStringLiteral("tab"), QStringLiteral("datasets")}});
        CatalogBrowser &datasets = *page.datasets();
        QTRY_VERIFY_WITH_TIMEOUT(!datasets.tableModel().rows().empty(), 15000);
        QVERIFY(datasets.select(dataset));
        auto *mount = child<QToolButton>(*datasets.details(), "mountDatasetButton");
        QVERIFY(mount->isVisible());
        mount->click();
        auto *dialog = page.findChild<ui::MountDialog *>();
        QVERIFY(dialog);
        // The first instance that can take it is chosen to begin with.
        QVERIFY(!dialog->chosen().empty());
        QVERIFY(child<QPushButton>(*dialog, "mountButton")->isEnabled());
        QVERIFY(dialog->choose(id));
        test::screenshot(*dialog, QStringLiteral("catalog-mount"));
        child<QPushButton>(*dialog, "mountButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(!page.findChild<ui::MountDialog *>(), 10000);
        POLYCHIP_VERIFY_TEXT(page.messageBar()->text().contains(QStringLiteral("mount-target")));
        QVERIFY(!page.messageBar()->isError());
        QTRY_VERIFY_WITH_TIMEOUT(mountedOn(), 10000);

        // Again: the instance has it already and cannot be chosen.
        mount->click();
        dialog = page.findChild<ui::MountDialog *>();
        QVERIFY(dialog);
        QVERIFY(!dialog->choose(id));
        // The session goes (another profile, the simulator restarted): the dialog goes with it.
        page.setContext({});
        QTRY_VERIFY(!page.findChild<ui::MountDialog *>());
    }

    void aManagerIsNotOfferedToMount()
    {
        // A manager reads the catalogue but may not act on instances: the button says so.
        const test::Key key = m_sim->key("org-a", "manager");
        ApiClient client(Endpoint{m_sim->baseUrl(), key.id, key.secret, {}, {}});
        Session session(client);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(session.caller().has_value(), 15000);
        session.listCatalogEntries();
        CatalogPage page;
        page.setContext({&client, &session, false, std::nullopt, {}});
        page.open({{QStringLiteral("tab"), QStringLiteral("datasets")}});
        CatalogBrowser &datasets = *page.datasets();
        QTRY_VERIFY_WITH_TIMEOUT(!datasets.tableModel().rows().empty(), 15000);
        QVERIFY(datasets.select("wikipedia-zh-20231101"));
        auto *mount = child<QToolButton>(*datasets.details(), "mountDatasetButton");
        QVERIFY(!mount->isEnabled());
        POLYCHIP_VERIFY_TEXT(mount->toolTip().contains(QStringLiteral("Manager")));
        // The developer's session is offered it.
        CatalogPage developers;
        developers.setContext({&m_live->client, &m_live->session, false, std::nullopt, {}});
        developers.open({{QStringLiteral("tab"), QStringLiteral("datasets")}});
        QTRY_VERIFY_WITH_TIMEOUT(!developers.datasets()->tableModel().rows().empty(), 15000);
        QVERIFY(developers.datasets()->select("wikipedia-zh-20231101"));
        QVERIFY(child<QToolButton>(*developers.datasets()->details(), "mountDatasetButton")
                    ->isEnabled());
        page.setContext({});
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    test::Key m_key;
    std::unique_ptr<test::LiveSession> m_live;
};

QTEST_MAIN(CatalogPageTest)
#include "tst_catalogpage.moc"
