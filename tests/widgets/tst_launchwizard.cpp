// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The launch wizard offscreen against a real polychip-sim, through the product's ApiClient and
// Session: the live quote, automatic placement, a placement that does not fit, the review's
// money, and a launch that acts once although its first request timed out.
// POLYCHIP_SCREENSHOT_DIR=dir saves every step as dir/wizard-<step>.png.
#include "launch/launchwizard.h"
#include "launch/modelchoices.h"
#include "launch/progressstep.h"
#include "launch/quoter.h"
#include "templates/templategallerymodel.h"

#include "apiclient.h"
#include "catalogstore.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTreeWidget>

#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::LaunchWizard;
namespace ops = client::ops;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

/// A client, a live session on it (templates loaded) and nothing else.
struct Rig : test::LiveSession
{
    using LiveSession::LiveSession;

    int instancesNamed(const std::string &name) const
    {
        int n = 0;
        for (const auto &[id, i] : session.instances().all())
            n += i.name == name ? 1 : 0;
        return n;
    }
};

bool quoted(LaunchWizard &w)
{
    return QTest::qWaitFor(
        [&] { return !w.quoter().busy() && (w.quoter().quote() || w.quoter().error()); }, 10000);
}

/// From the first step with the template's defaults to the review, quoted and ready to launch.
bool reviewed(LaunchWizard &w)
{
    w.next();
    if (!quoted(w))
        return false;
    w.next();
    w.next();
    w.next();
    return w.currentId() == int(LaunchWizard::ReviewStepId) && quoted(w)
           && QTest::qWaitFor([&] { return w.button(QWizard::NextButton)->isEnabled(); }, 5000);
}

void shot(QWidget &w, const QString &name)
{
    test::screenshot(w, QStringLiteral("wizard-") + name);
}

bool chooseData(QComboBox *combo, const QVariant &data)
{
    const int index = combo ? combo->findData(data) : -1;
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

/// A quoted option at `pricePerHour` that fits.
api::QuoteOption option(std::int64_t pricePerHour)
{
    api::QuoteOption o;
    o.pricePerHourMicros = pricePerHour;
    o.memoryFit.fits = true;
    return o;
}

} // namespace

class LaunchWizardTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0"),
                        QStringLiteral("--speed"), QStringLiteral("120")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "admin");
        QVERIFY(!m_key.id.empty());
    }

    void cleanupTestCase() { m_sim.reset(); }

    void anotherTemplateBringsItsOwnLabels()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-vlm7b-pretrain");
        QCOMPARE(w.draft().labels.at("project"), std::string("vlm7b"));
        QCOMPARE(w.draft().labels.at("stage"), std::string("pretrain"));
        // The template's labels go with it: the next one's project is its own.
        w.useTemplate("tpl-llama3-8b-pretrain");
        QCOMPARE(w.draft().labels.at("project"), std::string("llama3"));
        QVERIFY(!w.draft().labels.contains("stage"));
        // A label the user set stays whatever template comes next.
        w.draft().labels["project"] = "mine";
        w.draft().labels["owner"] = "ana";
        w.useTemplate("tpl-qwen2-7b-lora");
        QCOMPARE(w.draft().labels.at("project"), std::string("mine"));
        QCOMPARE(w.draft().labels.at("owner"), std::string("ana"));
        // Through the step's field too: the project shown follows the template.
        w.useTemplate("tpl-jupyterlab");
        w.useTemplate("tpl-gpt2-1.3b-pretrain");
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(child<QLineEdit>(w, "launchProject")->text(), QStringLiteral("mine"));
    }

    void quoteFollowsThePlacement()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-llama3-8b-pretrain");
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(QTest::qWaitFor([&] { return w.catalogLoaded(); }, 10000));
        QCOMPARE(child<QLineEdit>(w, "launchName")->text(), QStringLiteral("llama3-8b-pretrain-1"));
        shot(w, QStringLiteral("1-template"));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::PlacementStepId));
        QVERIFY(quoted(w));
        QVERIFY(w.quoter().quote());
        // The template's default: 4 x RTX 4090, which only fits with CPU offload.
        QCOMPARE(w.quoter().quote()->placement.accelerator, std::string("nvidia-rtx4090"));
        QCOMPARE(w.quoter().quote()->placement.count, std::int64_t(4));
        QCOMPARE(w.quoter().quote()->placement.memoryFit.mode, api::FitMode::CpuOffload);
        auto *price = child<QLabel>(w, "quotePrice");
        const QString before = price->text();
        QVERIFY(!before.isEmpty());
        QVERIFY(child<QTableView>(w, "alternativesView")->model()->rowCount() > 3);
        shot(w, QStringLiteral("2-placement"));

        // Only the template's counts are offered.
        auto *count = child<QComboBox>(w, "countCombo");
        QStringList counts;
        for (int k = 0; k < count->count(); ++k)
            counts << count->itemText(k);
        QCOMPARE(counts,
                 QStringList({QStringLiteral("4"), QStringLiteral("8"), QStringLiteral("16")}));

        QVERIFY(chooseData(count, qlonglong(8)));
        QVERIFY(w.quoter().busy()); // debounced: waits for the pause
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        QVERIFY(quoted(w));
        QCOMPARE(w.quoter().quote()->placement.count, std::int64_t(8));
        QVERIFY(price->text() != before);
        QCOMPARE(w.quoter().spec()->count, std::optional<std::int64_t>(8));

        // Another backend: its accelerators, and the quote follows.
        QVERIFY(chooseData(child<QComboBox>(w, "backendCombo"), int(api::Backend::Tpu)));
        QVERIFY(quoted(w));
        QCOMPARE(w.quoter().quote()->placement.backend, api::Backend::Tpu);
        QVERIFY(w.button(QWizard::NextButton)->isEnabled());
    }

    void whatThePoliciesRuleOutCannotBeChosen()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        // The administrators' own cap: at most ¥20/h an instance (one H100 is ¥34/h).
        api::OrgPoliciesUpdate rules;
        api::RolePolicy cap;
        cap.role = api::Role::Admin;
        cap.maxInstancePricePerHourMicros = 20'000'000;
        rules.roles.push_back(cap);
        // And for everyone: auto-sleep below 10 % after 30 min at most; a stop within 8 h.
        rules.autoSleep = api::AutoSleepPolicy{10, 30};
        rules.maxRuntimeWithoutStopS = 8 * 3600;
        QVERIFY(run(rig.client, ops::setOrgPolicies(rules)));
        // Back to none for the tests after this one, whatever happens here.
        struct NoPolicies
        {
            client::ApiClient &client;
            ~NoPolicies() { (void)run(client, ops::setOrgPolicies({})); }
        } noPolicies{rig.client};
        QTRY_VERIFY_WITH_TIMEOUT(rig.session.billing().policies().autoSleep.has_value(), 15000);
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-qwen2-7b-lora");
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(QTest::qWaitFor([&] { return w.catalogLoaded(); }, 10000));
        w.next();
        QVERIFY(quoted(w));
        QVERIFY(chooseData(child<QComboBox>(w, "backendCombo"), int(api::Backend::Gpu)));
        QVERIFY(
            chooseData(child<QComboBox>(w, "acceleratorCombo"), QStringLiteral("nvidia-h100-80g")));
        QVERIFY(chooseData(child<QComboBox>(w, "countCombo"), qlonglong(1)));
        QVERIFY(quoted(w));
        QCOMPARE(w.quoter().quote()->placement.accelerator, std::string("nvidia-h100-80g"));
        QCOMPARE(w.quoter().quote()->placement.ruledOutBy,
                 std::optional<std::string>("max_instance_price"));
        // Not a step further: the platform would refuse it, and the step says why.
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        auto *status = child<QLabel>(w, "quoteStatus");
        POLYCHIP_VERIFY_TEXT(status->text().startsWith(
            QStringLiteral("The organisation's policies do not allow this placement")));
        // The alternatives the cap rules out are greyed out and cannot be chosen.
        auto *view = child<QTableView>(w, "alternativesView");
        const auto &options = w.quoter().quote()->alternatives;
        const auto ruled
            = std::find_if(options.begin(), options.end(),
                           [](const api::QuoteOption &o) { return o.ruledOutBy.has_value(); });
        const auto allowed = std::find_if(options.begin(), options.end(),
                                          [](const api::QuoteOption &o) { return !o.ruledOutBy; });
        QVERIFY(ruled != options.end() && allowed != options.end());
        const int ruledRow = int(ruled - options.begin());
        QVERIFY(!(view->model()->flags(view->model()->index(ruledRow, 0)) & Qt::ItemIsEnabled));
        QVERIFY(view->model()->flags(view->model()->index(int(allowed - options.begin()), 0))
                & Qt::ItemIsEnabled);
        shot(w, QStringLiteral("2-placement-ruled-out"));
        // Auto passes over them: the cheapest allowed, and on.
        child<QRadioButton>(w, "modeCheapest")->click();
        QVERIFY(quoted(w));
        QVERIFY(!w.quoter().quote()->placement.ruledOutBy);
        QVERIFY(w.quoter().quote()->placement.pricePerHourMicros <= 20'000'000);
        QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
        // The schedule: sleeping when idle cannot be turned off, nor loosened; no stop is
        // offered beyond the 8 h.
        w.next(); // the data
        w.next(); // the schedule
        QCOMPARE(w.currentId(), int(LaunchWizard::ScheduleStepId));
        auto *sleeps = child<QCheckBox>(w, "autoSleepEnabled");
        QVERIFY(sleeps->isChecked());
        QVERIFY(!sleeps->isEnabled());
        POLYCHIP_VERIFY_TEXT(
            sleeps->toolTip().startsWith(QStringLiteral("The organisation's policy")));
        QCOMPARE(child<QDoubleSpinBox>(w, "autoSleepBelow")->minimum(), 10.0);
        QCOMPARE(child<QSpinBox>(w, "autoSleepFor")->maximum(), 30);
        QCOMPARE(child<QSpinBox>(w, "maxRuntime")->maximum(), 8 * 60);
        shot(w, QStringLiteral("3-schedule-policies"));
    }

    void autoPicksTheCheapestAlternative()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-qwen2-7b-lora");
        w.show();
        w.next();
        QVERIFY(quoted(w));
        child<QRadioButton>(w, "modeCheapest")->click();
        QVERIFY(quoted(w));
        const api::Quote &q = *w.quoter().quote();
        QVERIFY(!q.alternatives.empty());
        QCOMPARE(q.placement.accelerator, q.alternatives.front().accelerator);
        QCOMPARE(q.placement.count, q.alternatives.front().count);
        for (const auto &o : q.alternatives) // cheapest first, and the pick is the cheapest
            QVERIFY(q.placement.pricePerHourMicros <= o.pricePerHourMicros
                    || (q.tokenBudget && o.costToBudgetMicros && q.placement.costToBudgetMicros
                        && *q.placement.costToBudgetMicros <= *o.costToBudgetMicros));
        QCOMPARE(w.quoter().spec()->accelerator, std::optional<std::string>("auto"));
        // The launch goes exactly where the quote put it.
        const auto spec = w.launchSpec();
        QVERIFY(spec);
        QCOMPARE(spec->accelerator, std::optional(q.alternatives.front().accelerator));
        QCOMPARE(spec->count, std::optional(q.alternatives.front().count));
        // The choice fields show the pick, disabled while automatic.
        auto *accelerator = child<QComboBox>(w, "acceleratorCombo");
        QCOMPARE(accelerator->currentData().toString().toStdString(), q.placement.accelerator);
        QVERIFY(!accelerator->isEnabled());
        shot(w, QStringLiteral("2-placement-auto"));

        // By compute: at least N CU/h.
        child<QRadioButton>(w, "modeCompute")->click();
        child<QDoubleSpinBox>(w, "cuSpin")->setValue(5000);
        QVERIFY(quoted(w));
        QVERIFY(w.quoter().quote());
        QVERIFY(w.quoter().quote()->placement.cuPerHour >= 5000);

        // Choosing a row of the alternatives makes it the manual choice.
        auto *view = child<QTableView>(w, "alternativesView");
        const int last = view->model()->rowCount() - 1;
        QVERIFY(last > 0);
        const auto wanted = w.quoter().quote()->alternatives[std::size_t(last)];
        view->scrollTo(view->model()->index(last, 1));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(last, 1)).center());
        QVERIFY(child<QRadioButton>(w, "modeManual")->isChecked());
        QVERIFY(quoted(w));
        QCOMPARE(w.quoter().quote()->placement.accelerator, wanted.accelerator);
        QCOMPARE(w.quoter().quote()->placement.count, wanted.count);
    }

    void keysChooseAnAlternativeAndTabLeavesTheTable()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-qwen2-7b-lora");
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.next();
        QVERIFY(quoted(w));
        child<QRadioButton>(w, "modeCheapest")->click();
        QVERIFY(quoted(w));
        auto *view = child<QTableView>(w, "alternativesView");
        QVERIFY(view->model()->rowCount() > 2);
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        view->setCurrentIndex(view->model()->index(0, 0));
        // The arrows move between the rows; Space chooses the row, as Return does.
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), 2);
        const auto wanted = w.quoter().quote()->alternatives[2];
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(child<QRadioButton>(w, "modeManual")->isChecked());
        QVERIFY(quoted(w));
        QCOMPARE(w.quoter().quote()->placement.accelerator, wanted.accelerator);
        QCOMPARE(w.quoter().quote()->placement.count, wanted.count);
        // Tab leaves the table (to the wizard's buttons), Shift+Tab comes back to it.
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY(!view->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QVERIFY(view->hasFocus());
    }

    void placementThatDoesNotFitIsBlocked()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-llama3-70b-serve-awq");
        w.show();
        w.next();
        QVERIFY(quoted(w));
        QVERIFY(w.button(QWizard::NextButton)->isEnabled()); // 4 x A100 fits
        QVERIFY(
            chooseData(child<QComboBox>(w, "acceleratorCombo"), QStringLiteral("nvidia-rtx4090")));
        QVERIFY(chooseData(child<QComboBox>(w, "countCombo"), qlonglong(2)));
        QVERIFY(quoted(w));
        const api::MemoryFit fit = w.quoter().quote()->placement.memoryFit;
        QVERIFY(!fit.fits);
        QVERIFY(!w.button(QWizard::NextButton)->isEnabled());
        // The numbers, in the status and the memory figure.
        const QString status = child<QLabel>(w, "quoteStatus")->text();
        const QString needed
            = QString::number(double(fit.bytesNeeded) / (1024.0 * 1024 * 1024), 'f', 1);
        QVERIFY2(status.contains(needed), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("48.0 GiB")), qPrintable(status)); // 2 x 24 GiB
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(w, "quoteMemory")->text().contains(QStringLiteral("does not fit")));
        shot(w, QStringLiteral("2-placement-blocked"));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::PlacementStepId)); // Next does nothing
    }

    void reviewShowsMoneyAndBudgets()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        // A budget on the project, nearly spent: the launch would cross its thresholds.
        api::BudgetCreate b;
        b.name = "vision-month";
        b.scope = api::BudgetScope{{{"project", "vision"}}};
        b.amountMicros = 1'000'000; // ¥1
        b.thresholdsPct = {50, 90};
        QVERIFY(run(rig.client, ops::createBudget(b)));
        QVERIFY(QTest::qWaitFor([&] { return !rig.session.billing().budgets().empty(); }, 10000));

        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-qwen2-7b-lora");
        w.show();
        child<QLineEdit>(w, "launchProject")->setText(QStringLiteral("vision"));
        Q_EMIT child<QLineEdit>(w, "launchProject")->textEdited(QStringLiteral("vision"));
        w.next();
        QVERIFY(quoted(w));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::DataStepId));
        QVERIFY(QTest::qWaitFor([&] { return w.catalogLoaded(); }, 10000));
        QVERIFY(child<QComboBox>(w, "modelCombo")->count() > 100);
        QCOMPARE(child<QComboBox>(w, "modelCombo")->currentData().toString(),
                 QStringLiteral("qwen2-7b-instruct"));
        shot(w, QStringLiteral("3-data"));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::ScheduleStepId));
        child<QCheckBox>(w, "maxRuntimeEnabled")->setChecked(true);
        child<QSpinBox>(w, "maxRuntime")->setValue(120); // minutes
        QCOMPARE(w.draft().schedule->maxRuntimeS, std::optional<std::int64_t>(7200));
        shot(w, QStringLiteral("4-schedule"));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::ReviewStepId));
        QVERIFY(quoted(w));
        QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
        POLYCHIP_VERIFY_TEXT(w.button(QWizard::NextButton)->text().remove(QLatin1Char('&'))
                             == QStringLiteral("Launch"));
        const QString summary = child<QLabel>(w, "reviewSummary")->text();
        POLYCHIP_VERIFY_TEXT(summary.contains(QStringLiteral("llama"))
                             || summary.contains(QStringLiteral("Qwen")));
        POLYCHIP_VERIFY_TEXT(summary.contains(QStringLiteral("vision")));
        QVERIFY(!child<QLabel>(w, "reviewCost")->text().isEmpty());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(w, "reviewFunds")->text().contains(QStringLiteral("Balance")));
        auto *budgets = child<QTreeWidget>(w, "reviewBudgets");
        QTRY_VERIFY(budgets->topLevelItemCount() >= 1);
        bool crossing = false;
        for (int k = 0; k < budgets->topLevelItemCount(); ++k)
            crossing |= budgets->topLevelItem(k)->text(0) == QStringLiteral("vision-month")
                        && budgets->topLevelItem(k)->text(3).contains(QStringLiteral("90"));
        QVERIFY(crossing);
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(w, "reviewWarning")->text().contains(QStringLiteral("vision-month")));
        shot(w, QStringLiteral("5-review"));
    }

    void modelChoicesStayAsShownWhileMoreModelsArrive()
    {
        // The draft names a model that has not arrived: it is the last row, and stays so (and
        // stays that model) while pages arrive, until the rows are made again.
        client::CatalogStore store;
        store.beginModels();
        const auto model = [](const std::string &id) {
            api::Model m;
            m.id = id;
            m.name = id;
            return m;
        };
        store.addModels({model("a"), model("b")}, false);
        ui::ModelChoices choices;
        QAbstractItemModelTester tester(&choices,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        choices.show(&store, "later");
        QCOMPARE(choices.rowCount(), 1 + 2 + 1);
        const int unlisted = choices.rowOf("later");
        QCOMPARE(unlisted, 3);
        store.addModels({model("c"), model("later")}, true);
        QCOMPARE(choices.rowCount(), 4); // not told yet: the rows are as shown
        QCOMPARE(choices.index(unlisted).data(ui::ModelChoices::kIdRole).toString(),
                 QStringLiteral("later"));
        QCOMPARE(choices.rowOf("c"), -1);
        choices.show(&store, "later"); // made again: "later" is one of the store's
        QCOMPARE(choices.rowCount(), 1 + 4);
        QCOMPARE(choices.index(choices.rowOf("later")).data(ui::ModelChoices::kIdRole).toString(),
                 QStringLiteral("later"));
        // A listing started again has fewer: rows past it are empty, not another model.
        store.beginModels();
        QCOMPARE(choices.index(2).data(ui::ModelChoices::kIdRole).toString(), QString());
        QCOMPARE(choices.rowOf("a"), -1);
    }

    void aNewListingIsNotSearchedWithTheOldIndex()
    {
        // The model search's index is built on a worker. When the store lists anew, the old
        // index's entry numbers are not the new list's: nothing is offered from it, and the
        // offers of the new list follow when its index is there.
        const auto listOf = [](const std::string &word, int n) {
            std::vector<api::Model> models;
            models.resize(std::size_t(n));
            for (int i = 0; i < n; ++i) {
                models[std::size_t(i)].id = word + "-" + std::to_string(i);
                models[std::size_t(i)].name = word + " model " + std::to_string(i);
            }
            return models;
        };
        client::CatalogStore store;
        store.beginModels();
        store.addModels(listOf("alpha", 40), true);
        ui::ModelChoices choices;
        choices.show(&store, {});
        ui::ModelSearch search(choices);
        QSignalSpy arrived(&search, &ui::ModelSearch::arrived);
        search.search(QStringLiteral("alpha"));
        QTRY_COMPARE(arrived.count(), 1); // it waited for the index
        QCOMPARE(search.rowCount(), 40);

        store.beginModels();
        store.addModels(listOf("beta", 30), true);
        choices.show(&store, {});
        search.invalidate();
        search.search(QStringLiteral("beta"));
        QCOMPARE(search.rowCount(), 0); // not the old list's entries, read in the new one
        QTRY_COMPARE(arrived.count(), 2);
        QCOMPARE(search.rowCount(), 30);
        const QString first = search.index(0).data(Qt::UserRole).toString();
        QVERIFY2(first.startsWith(QLatin1String("beta-")), qPrintable(first));

        // Built again for the same list (a step shown again): the offers stay, and nothing
        // pops up by itself.
        search.invalidate();
        QTRY_VERIFY(!search.indexing());
        QCOMPARE(search.rowCount(), 30);
        QCOMPARE(arrived.count(), 2);
    }

    void typingSearchesTheModelSquare()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        w.useTemplate("tpl-qwen2-7b-lora");
        w.show();
        w.next();
        QVERIFY(quoted(w));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::DataStepId));
        QVERIFY(QTest::qWaitFor([&] { return w.catalogLoaded(); }, 10000));
        auto *combo = child<QComboBox>(w, "modelCombo");
        QCOMPARE(combo->currentData().toString(), QStringLiteral("qwen2-7b-instruct"));
        // The rows are the store's models after "(no model)".
        QCOMPARE(combo->count(), 1 + int(rig.session.catalog().models().size()));
        auto *completer = combo->lineEdit()->completer();
        QVERIFY(completer && completer->objectName() == QLatin1String("modelSearch"));

        // Typed full-width and in capitals, as the Catalog page takes it: every offer has
        // both words, at most ModelSearch::kShown of them.
        // (Set and edited as typing would: QTest types ASCII only.)
        const QString typed = QStringLiteral("ＬＬＡＭＡ chat");
        combo->lineEdit()->setText(typed);
        Q_EMIT combo->lineEdit()->textEdited(typed);
        QAbstractItemModel *offers = completer->model();
        // The index is built on a worker thread: the offers follow when it is there.
        QTRY_VERIFY(offers->rowCount() > 0);
        QVERIFY(offers->rowCount() <= 50);
        for (int row = 0; row < offers->rowCount(); ++row) {
            const QString id = offers->index(row, 0).data(Qt::UserRole).toString();
            const api::Model *m = rig.session.catalog().model(id.toStdString());
            QVERIFY2(m, qPrintable(id));
            std::string words = m->name + " " + m->family;
            for (const auto &w : m->tasks)
                words += " " + w;
            for (const auto &w : m->tags)
                words += " " + w;
            const QString text = QString::fromStdString(words).toLower();
            QVERIFY2(text.contains(QLatin1String("llama")) && text.contains(QLatin1String("chat")),
                     qPrintable(id));
        }
        // Choosing an offer chooses that model.
        const QModelIndex offer = offers->index(0, 0);
        const QString chosen = offer.data(Qt::UserRole).toString();
        Q_EMIT completer->activated(offer);
        QCOMPARE(combo->currentData().toString(), chosen);
        QCOMPARE(w.draft().modelId.value_or(""), chosen.toStdString());

        // Nothing matches: nothing is offered, and the choice stays.
        combo->lineEdit()->selectAll();
        QTest::keyClicks(combo->lineEdit(), QStringLiteral("zzzqqq"));
        QCOMPARE(offers->rowCount(), 0);
        QCOMPARE(w.draft().modelId.value_or(""), chosen.toStdString());
    }

    void launchActsOnceAlthoughTheFirstAttemptTimedOut()
    {
        Key admin = m_sim->key("org-a", "admin");
        ApiClient control(Endpoint{m_sim->baseUrl(), admin.id, admin.secret, {}, {}});
        client::RetryPolicy impatient;
        impatient.timeout = std::chrono::milliseconds(1000);
        impatient.base = std::chrono::milliseconds(100);
        impatient.cap = std::chrono::milliseconds(300);
        impatient.maxAttempts = 6;
        Rig rig(*m_sim, m_key, impatient);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        QSignalSpy launched(&w, &LaunchWizard::launched);
        w.useTemplate("tpl-bert-chinese-finetune");
        const std::string name = "once-" + std::to_string(QDateTime::currentMSecsSinceEpoch());
        child<QLineEdit>(w, "launchName")->setText(QString::fromStdString(name));
        Q_EMIT child<QLineEdit>(w, "launchName")->textEdited(QString::fromStdString(name));
        w.show();
        QVERIFY(reviewed(w));

        {
            // Every answer now takes 1.5 s: the first attempt times out after 1 s, but the
            // platform still acts on it. Then the platform answers promptly again.
            api::Faults slow;
            slow.latencyMs = 1500;
            QVERIFY(run(control, ops::setSimFaults(slow)));
            QElapsedTimer clock;
            clock.start();
            w.next(); // Launch
            QCOMPARE(w.currentId(), int(LaunchWizard::ProgressStepId));
            // While the request is out: no cancelling it, no going back to launch again.
            QVERIFY(!w.button(QWizard::CancelButton)->isEnabled());
            QVERIFY(!w.button(QWizard::BackButton)->isEnabled());
            w.reject();
            QVERIFY(w.isVisible());
            QTest::qWait(1300);
            QVERIFY(run(control, ops::setSimFaults(api::Faults{})));
            QVERIFY(QTest::qWaitFor([&] { return launched.count() == 1; }, 30000));
            QVERIFY(clock.elapsed() > 1500);
        }
        const std::string id = launched.at(0).at(0).value<std::string>();
        QVERIFY(!id.empty());
        QCOMPARE(rig.session.instances().all().at(id).state, api::InstanceState::Running);
        // Exactly one instance, as the platform lists it.
        const auto all = run(control, ops::listInstances());
        QVERIFY(all);
        int named = 0;
        for (const auto &i : all.value().items)
            named += i.name == name ? 1 : 0;
        QCOMPARE(named, 1);
        QCOMPARE(rig.instancesNamed(name), 1);
    }

    void refusedLaunchKeepsEverythingAndFollowsTheStages()
    {
        Key admin = m_sim->key("org-a", "admin");
        ApiClient control(Endpoint{m_sim->baseUrl(), admin.id, admin.secret, {}, {}});
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        QSignalSpy launched(&w, &LaunchWizard::launched);
        w.useTemplate("tpl-jupyterlab");
        const std::string name = w.draft().name;
        w.show();
        {
            api::Faults none;
            none.capacityOverrides["nvidia-rtx4090"] = 0;
            test::InjectedFaults full(control, none);
            QVERIFY(full.ok());
            w.next();
            QVERIFY(quoted(w));
            QVERIFY(w.quoter().quote()->placement.queues);
            POLYCHIP_VERIFY_TEXT(
                child<QLabel>(w, "quoteCapacity")->text().contains(QStringLiteral("wait up to")));
            w.next();
            w.next();
            child<QSpinBox>(w, "queueTimeout")->setValue(0); // do not wait
            w.next();
            QCOMPARE(w.currentId(), int(LaunchWizard::ReviewStepId));
            QVERIFY(quoted(w));
            QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
            POLYCHIP_VERIFY_TEXT(
                child<QLabel>(w, "reviewWarning")->text().contains(QStringLiteral("No capacity")));
            w.next();
            QCOMPARE(w.currentId(), int(LaunchWizard::ProgressStepId));
            auto *error = child<QLabel>(w, "launchError");
            QTRY_VERIFY_WITH_TIMEOUT(!error->text().isEmpty(), 15000);
            POLYCHIP_VERIFY_TEXT(
                error->text().contains(QStringLiteral("capacity"), Qt::CaseInsensitive));
            shot(w, QStringLiteral("6-launch-refused"));
            auto *fix = child<QPushButton>(w, "fixButton");
            QVERIFY(fix->isVisible());
            fix->click();
            QCOMPARE(w.currentId(), int(LaunchWizard::PlacementStepId));
            QCOMPARE(w.draft().name, name); // nothing lost
            QCOMPARE(rig.instancesNamed(name), 0);
        }
        // Capacity is back: the very same spec launches now (the refusal is not replayed for
        // its Idempotency-Key), and the wizard follows the stages to a running instance.
        w.quoter().request(w.quoteSpec());
        QVERIFY(quoted(w));
        w.next();
        w.next();
        QCOMPARE(child<QSpinBox>(w, "queueTimeout")->value(), 0);
        w.next();
        QVERIFY(quoted(w));
        QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::ProgressStepId));
        auto *stage = child<QLabel>(w, "launchStage");
        QTRY_VERIFY_WITH_TIMEOUT(
            stage->text().contains(QStringLiteral("%")) || launched.count() == 1, 10000);
        shot(w, QStringLiteral("6-launch"));
        QTRY_COMPARE_WITH_TIMEOUT(launched.count(), 1, 30000);
        QVERIFY(!w.isVisible()); // done: the console shows the instance
        QCOMPARE(rig.instancesNamed(name), 1);
    }

    void cancelDuringTheLaunchCancelsIt()
    {
        // No RTX 4090 free: the launch is accepted and waits for capacity, under way until
        // cancelled. Cancel is then named for what it does and does it.
        Key admin = m_sim->key("org-a", "admin");
        ApiClient control(Endpoint{m_sim->baseUrl(), admin.id, admin.secret, {}, {}});
        api::Faults none;
        none.capacityOverrides["nvidia-rtx4090"] = 0;
        test::InjectedFaults full(control, none);
        QVERIFY(full.ok());
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        LaunchWizard w(rig.client, rig.session);
        QSignalSpy launched(&w, &LaunchWizard::launched);
        w.useTemplate("tpl-jupyterlab");
        w.show();
        QVERIFY(reviewed(w));
        w.next();
        QCOMPARE(w.currentId(), int(LaunchWizard::ProgressStepId));
        auto *progress = qobject_cast<ui::ProgressStep *>(w.page(LaunchWizard::ProgressStepId));
        QVERIFY(progress);
        QTRY_VERIFY_WITH_TIMEOUT(progress->launchUnderWay(), 15000);
        const std::string id = progress->instanceId();
        QAbstractButton *cancel = w.button(QWizard::CancelButton);
        QTRY_VERIFY(cancel->isEnabled());
        POLYCHIP_VERIFY_TEXT(cancel->text().contains(QStringLiteral("launch")));
        cancel->click();
        auto *title = child<QLabel>(w, "launchTitle");
        QTRY_VERIFY_WITH_TIMEOUT(title->text().contains(QStringLiteral("cancelled")), 15000);
        QVERIFY(w.isVisible()); // the outcome stays on screen
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(w, "launchStage")->text().contains(QStringLiteral("cost")));
        QCOMPARE(launched.count(), 0);
        // The platform agrees: the instance is going or gone, and billing nothing.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto now = run(rig.client, ops::getInstance(id));
                return !now || now->state == api::InstanceState::Terminating
                       || now->state == api::InstanceState::Terminated;
            }(),
            15000);
        w.button(QWizard::FinishButton)->click();
        QVERIFY(!w.isVisible());
    }

    void startsFromASnapshot()
    {
        Rig rig(*m_sim, m_key);
        QVERIFY(rig.live());
        // A job that has trained a while, and a snapshot of it.
        api::LaunchSpec source;
        source.name = "snapshot-source";
        source.templateId = "tpl-bert-chinese-finetune";
        const auto launched = run(rig.client, ops::createInstance(source));
        QVERIFY(launched);
        const std::string sourceId = launched.value().instance.id;
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto it = rig.session.instances().all().find(sourceId);
                return it != rig.session.instances().all().end() && it->second.live.step > 0;
            },
            30000));
        const auto snapped = run(rig.client, ops::snapshotInstance(sourceId, {"resume-here"}));
        QVERIFY(snapped);
        std::string snapshotId;
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const auto &[id, s] : rig.session.storage().snapshots().all()) {
                    if (s.name == "resume-here" && s.state == api::SnapshotState::Ready)
                        snapshotId = id;
                }
                return !snapshotId.empty();
            },
            30000));
        const std::int64_t step
            = rig.session.storage().snapshots().all().at(snapshotId).checkpointStep;

        LaunchWizard w(rig.client, rig.session);
        QSignalSpy done(&w, &LaunchWizard::launched);
        w.useSnapshot(snapshotId);
        // The snapshot's instance's template and placement, resuming from it.
        QCOMPARE(w.draft().templateId, std::optional<std::string>("tpl-bert-chinese-finetune"));
        QCOMPARE(w.draft().fromSnapshotId, std::optional(snapshotId));
        w.show();
        w.next();
        QVERIFY(quoted(w));
        w.next();
        QTRY_VERIFY(w.catalogLoaded());
        auto *snapshot = child<QComboBox>(w, "snapshotCombo");
        QCOMPARE(snapshot->currentData().toString().toStdString(), snapshotId);
        w.next();
        w.next();
        QVERIFY(quoted(w));
        QTRY_VERIFY(w.button(QWizard::NextButton)->isEnabled());
        w.next();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        const api::Instance &i
            = rig.session.instances().all().at(done.at(0).at(0).value<std::string>());
        QCOMPARE(i.backendHistory.front().snapshotId, std::optional(snapshotId));
        QVERIFY(i.live.step >= step); // resumed, not restarted
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    Key m_key;

    // ---- without a platform: the gallery's "from" price, a refused field's step ---------------

    void fromPriceOnlyAllowedAndFitting()
    {
        api::Template t;
        t.backends.push_back({api::Backend::Gpu, "img", {"a100"}, {4, 8}});
        api::Quote q;
        q.placement = option(40);
        q.placement.backend = api::Backend::Gpu;
        q.placement.accelerator = "a100";
        q.placement.count = 8;
        auto cheapOther = option(5); // another backend the template does not support
        cheapOther.backend = api::Backend::Tpu;
        cheapOther.accelerator = "v5e";
        cheapOther.count = 4;
        auto cheapNoFit = option(10);
        cheapNoFit.backend = api::Backend::Gpu;
        cheapNoFit.accelerator = "a100";
        cheapNoFit.count = 4;
        cheapNoFit.memoryFit.fits = false;
        auto wrongCount = option(15);
        wrongCount.backend = api::Backend::Gpu;
        wrongCount.accelerator = "a100";
        wrongCount.count = 2;
        q.alternatives = {cheapOther, cheapNoFit, wrongCount};
        QCOMPARE(ui::TemplateGalleryModel::fromPrice(t, q), std::optional<std::int64_t>(40));
        q.placement.memoryFit.fits = false;
        QCOMPARE(ui::TemplateGalleryModel::fromPrice(t, q), std::optional<std::int64_t>());
    }

    void refusedFieldsGoToTheirStep_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("step");
        QTest::newRow("name") << "name" << int(LaunchWizard::TemplateStepId);
        QTest::newRow("labels") << "labels.project" << int(LaunchWizard::TemplateStepId);
        QTest::newRow("count") << "count" << int(LaunchWizard::PlacementStepId);
        QTest::newRow("cu") << "cu_per_hour" << int(LaunchWizard::PlacementStepId);
        QTest::newRow("image") << "image_id" << int(LaunchWizard::DataStepId);
        QTest::newRow("volumes") << "volume_ids[0]" << int(LaunchWizard::DataStepId);
        QTest::newRow("sleep") << "auto_sleep.for_minutes" << int(LaunchWizard::ScheduleStepId);
        QTest::newRow("queue") << "queue_timeout_s" << int(LaunchWizard::ScheduleStepId);
        QTest::newRow("unknown") << "whatever" << int(LaunchWizard::ReviewStepId);
    }

    void refusedFieldsGoToTheirStep()
    {
        QFETCH(QString, field);
        QFETCH(int, step);
        QCOMPARE(int(LaunchWizard::stepOfField(field.toStdString())), step);
        QVERIFY(!LaunchWizard::fieldLabel(field.toStdString()).isEmpty());
    }
};

QTEST_MAIN(LaunchWizardTest)
#include "tst_launchwizard.moc"
