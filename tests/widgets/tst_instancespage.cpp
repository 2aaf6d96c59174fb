// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Instances page against a real polychip-sim: rows that stay under the pointer, a
// selection that follows the instance, and the instances' ids for the clipboard.
#include "clienttestkit.h"
#include "instances/instanceactions.h"
#include "instances/instancefiltermodel.h"
#include "instances/instancespage.h"
#include "instances/instancetablemodel.h"
#include "instancestore.h"
#include "livesession.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include "apiclient.h"
#include "session.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::InstanceFilterModel;
using ui::InstancesPage;
using ui::InstanceTableModel;
namespace ops = client::ops;
using test::run;
using test::SimProcess;

namespace {

/** A developer's live session on the test's simulator, and the page showing it. */
struct Rig
{
    std::unique_ptr<test::LiveSession> live;
    std::unique_ptr<test::HostedPage<InstancesPage>> host;
    InstancesPage *page = nullptr;
    QTableView *view = nullptr;

    bool start(SimProcess &sim, const test::Key &key)
    {
        live = std::make_unique<test::LiveSession>(sim, key);
        if (!live->live())
            return false;
        host = std::make_unique<test::HostedPage<InstancesPage>>();
        page = host->page;
        view = page->view();
        page->setSession(&live->client, &live->session);
        host->window.activateWindow();
        return QTest::qWaitForWindowActive(&host->window);
    }

    ~Rig()
    {
        if (page)
            page->setSession(nullptr, nullptr);
        host.reset();
        live.reset();
    }

    QString nameAt(int row) const
    {
        return view->model()->index(row, InstanceTableModel::NameColumn).data().toString();
    }
    QString idAt(int row) const
    {
        return view->model()->index(row, 0).data(InstanceTableModel::IdRole).toString();
    }
    int rowNamed(const QString &name) const
    {
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (nameAt(r) == name)
                return r;
        }
        return -1;
    }
    QString currentId() const
    {
        return view->currentIndex().data(InstanceTableModel::IdRole).toString();
    }
    QStringList selectedIds() const
    {
        QStringList ids;
        for (const std::string &id : page->selectedIds())
            ids << QString::fromStdString(id);
        return ids;
    }
    void selectRow(int row) const
    {
        view->selectionModel()->setCurrentIndex(view->model()->index(row, 0),
                                                QItemSelectionModel::ClearAndSelect
                                                    | QItemSelectionModel::Rows);
    }
};

/// Runs `press`, then returns the texts of the popup menu it opened (closed then).
QStringList menuOpenedBy(const std::function<void()> &press)
{
    QStringList texts;
    bool seen = false;
    QTimer watch;
    watch.setInterval(5);
    QObject::connect(&watch, &QTimer::timeout, &watch, [&] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (const QAction *a : menu->actions())
                texts << a->text();
            seen = true;
            menu->close();
        }
    });
    watch.start();
    press();
    static_cast<void>(QTest::qWaitFor([&] { return seen; }, 1000));
    return texts;
}

} // namespace

class InstancesPageTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    test::Key m_key;
    std::map<QString, std::string> m_ids; ///< by name, as launched

    void rename(const QString &from, const QString &to)
    {
        api::InstancePatch patch;
        patch.name = to.toStdString();
        QVERIFY(run(*m_clientForEdits, ops::updateInstance(m_ids.at(from), patch)));
        m_ids[to] = m_ids.at(from);
    }

    std::unique_ptr<ApiClient> m_clientForEdits;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PolychipTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_instancespage"));
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "developer");
        QVERIFY(!m_key.id.empty());
        m_clientForEdits = std::make_unique<ApiClient>(
            Endpoint{m_sim->baseUrl(), m_key.id, m_key.secret, {}, {}});
        for (const char *name : {"b-one", "c-two", "d-three"}) {
            const auto launched
                = run(*m_clientForEdits, ops::createInstance(test::smallSpec(name)));
            QVERIFY(launched);
            m_ids[QString::fromLatin1(name)] = launched->instance.id;
        }
    }

    void everyVerbHasItsAction()
    {
        // The action table has a named, labelled action for each verb of api::kVerbs.
        QWidget scope;
        const ui::InstanceActions actions(&scope, &scope);
        QCOMPARE(actions.all().size(), qsizetype(std::size(api::kVerbs)));
        for (const api::Verb &verb : api::kVerbs) {
            const QAction *a = actions.action(verb.action);
            QVERIFY2(a, verb.name.data());
            QVERIFY2(!a->text().isEmpty() && !a->objectName().isEmpty(), verb.name.data());
        }
    }

    void aVerbOutsideTheCallersRolesIsOffHereAndRefusedThere()
    {
        // Who may ask a verb is its row in api::kVerbs: the page disables it and says why, and
        // the platform answers 403 to the same caller.
        const test::Key manager = m_sim->key("org-a", "manager");
        Rig rig;
        QVERIFY(rig.start(*m_sim, manager));
        QTRY_VERIFY(rig.rowNamed(QStringLiteral("b-one")) >= 0);
        rig.selectRow(rig.rowNamed(QStringLiteral("b-one")));
        const std::string id = m_ids.at(QStringLiteral("b-one"));
        for (const api::Verb &verb : api::kVerbs) {
            QVERIFY(!api::hasRole(verb.roles, api::Role::Manager));
            const auto *actions = rig.page->findChild<ui::InstanceActions *>();
            QVERIFY(actions);
            const QAction *action = actions->action(verb.action);
            QVERIFY2(action && !action->isEnabled(), verb.name.data());
            QVERIFY2(action->toolTip().contains(QLatin1String("Manager")),
                     qPrintable(action->toolTip()));
            const std::string body = verb.takesBody ? "{\"name\": \"s\"}" : "";
            const std::string path = ops::verbPath(verb.action, id);
            QCOMPARE(m_sim->request(manager, ops::verbMethod(verb.action), path, body).status,
                     403L);
        }
        QCOMPARE(m_sim->request(m_key, "GET", "/v1/instances/" + id).status, 200L);
    }

    void cleanupTestCase()
    {
        m_clientForEdits.reset();
        m_sim.reset();
    }

    void init() { QSettings().clear(); }

    void aPageOpenedOnALiveListSelectsItsFirstRow()
    {
        // The page is built when first shown, on a session that already lists instances: the
        // first row is current and selected, so its actions are offered at once.
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        QTRY_VERIFY(rig.view->model()->rowCount() >= 3);
        QTRY_VERIFY(rig.view->currentIndex().isValid());
        QCOMPARE(rig.selectedIds(), QStringList{rig.currentId()});
        // Listed again (F5): still current and selected.
        rig.live->session.refresh();
        QTest::qWait(300);
        QTRY_COMPARE(rig.selectedIds(), QStringList{rig.currentId()});
    }

    void rowsStayUnderThePointerUntilItLeaves()
    {
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        rig.page->filterModel()->setReorderDelay(std::chrono::milliseconds(50));
        QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
        // Sorted by name: the instance to be renamed is first.
        QCOMPARE(rig.nameAt(0), QStringLiteral("b-one"));
        QCOMPARE(rig.nameAt(1), QStringLiteral("c-two"));
        const QString two = QString::fromStdString(m_ids.at(QStringLiteral("c-two")));
        rig.selectRow(1);
        QCOMPARE(rig.selectedIds(), QStringList{two});

        // The pointer on c-two's row, about to click it.
        const QPoint onTwo = rig.view->visualRect(rig.view->model()->index(1, 1)).center();
        QTest::mouseMove(rig.view->viewport(), onTwo);
        QTRY_VERIFY(rig.view->viewport()->underMouse());

        // b-one becomes z-one: sorted, it would go last, and c-two would move up from under
        // the pointer.
        rename(QStringLiteral("b-one"), QStringLiteral("z-one"));
        QTRY_COMPARE_WITH_TIMEOUT(rig.nameAt(0), QStringLiteral("z-one"), 10000);
        QTest::qWait(4 * InstanceFilterModel::kReorderRetryMs);
        QVERIFY(rig.page->filterModel()->isReorderPending());
        QCOMPARE(rig.view->indexAt(onTwo).data(InstanceTableModel::IdRole).toString(), two);
        QCOMPARE(rig.nameAt(1), QStringLiteral("c-two"));
        QCOMPARE(rig.selectedIds(), QStringList{two});
        QCOMPARE(rig.currentId(), two);

        // The pointer leaves: now it re-sorts, and the selection follows the instance.
        auto *filter = rig.host->window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"));
        QVERIFY(filter);
        QTest::mouseMove(filter, filter->rect().center());
        QTRY_COMPARE(rig.nameAt(2), QStringLiteral("z-one"));
        QCOMPARE(rig.nameAt(0), QStringLiteral("c-two"));
        QVERIFY(!rig.page->filterModel()->isReorderPending());
        QCOMPARE(rig.selectedIds(), QStringList{two});
        QCOMPARE(rig.currentId(), two);

        // A key just pressed in the table holds the re-sort too, for a moment.
        rig.view->setFocus();
        QTest::keyClick(rig.view, Qt::Key_Down); // c-two -> d-three
        const QString three = QString::fromStdString(m_ids.at(QStringLiteral("d-three")));
        QCOMPARE(rig.currentId(), three);
        rename(QStringLiteral("z-one"), QStringLiteral("a-one"));
        QTRY_COMPARE_WITH_TIMEOUT(rig.nameAt(2), QStringLiteral("a-one"), 10000);
        QVERIFY(rig.page->userAtRows());
        QCOMPARE(rig.nameAt(1), QStringLiteral("d-three"));
        QTRY_COMPARE_WITH_TIMEOUT(rig.nameAt(0), QStringLiteral("a-one"),
                                  int(InstancesPage::kQuietAfterKeyMs) + 2000);
        QCOMPARE(rig.currentId(), three);
        rename(QStringLiteral("a-one"), QStringLiteral("b-one"));
    }

    void selectionFollowsTheInstanceWhenTheListIsListedAgain()
    {
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
        const int row = rig.rowNamed(QStringLiteral("d-three"));
        QVERIFY(row > 0);
        rig.selectRow(row);
        const QString three = QString::fromStdString(m_ids.at(QStringLiteral("d-three")));
        QSignalSpy relisted(&rig.live->session.instances(), &client::InstanceStore::replaced);
        rig.page->refreshAction()->trigger(); // F5: lists again (the model is reset)
        QTRY_VERIFY_WITH_TIMEOUT(relisted.count() > 0, 10000);
        QCOMPARE(rig.selectedIds(), QStringList{three});
        QCOMPARE(rig.currentId(), three);
    }

    void aClickBesideTheRowsLeavesNothingSelectedNorShown()
    {
        // A click on the table's empty part below the rows empties the selection; the details
        // pane then shows no instance either, rather than one whose actions are all disabled.
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
        rig.selectRow(1);
        auto *stack = rig.host->window.findChild<QStackedWidget *>(QStringLiteral("detailsStack"));
        QVERIFY(stack);
        QTRY_VERIFY(stack->currentWidget()->objectName() != QStringLiteral("emptyPage"));
        const QRect last = rig.view->visualRect(rig.view->model()->index(2, 1));
        const QPoint below(last.center().x(), last.bottom() + 3 * last.height());
        QVERIFY(!rig.view->indexAt(below).isValid());
        QTest::mouseClick(rig.view->viewport(), Qt::LeftButton, {}, below);
        QVERIFY(rig.selectedIds().isEmpty());
        QVERIFY(!rig.view->currentIndex().isValid());
        QTRY_COMPARE(stack->currentWidget()->objectName(), QStringLiteral("emptyPage"));
        // Nothing comes back by itself when the list is listed again.
        rig.page->refreshAction()->trigger();
        QTest::qWait(500);
        QVERIFY(rig.selectedIds().isEmpty());
        // A Ctrl+click on a row from there starts a selection of it (and shows it), as a click.
        QTest::mouseClick(rig.view->viewport(), Qt::LeftButton, Qt::ControlModifier, last.center());
        QCOMPARE(rig.selectedIds(), QStringList{rig.idAt(2)});
        QTRY_VERIFY(stack->currentWidget()->objectName() != QStringLiteral("emptyPage"));
        // Ctrl+click another adds it.
        const QRect first = rig.view->visualRect(rig.view->model()->index(0, 1));
        QTest::mouseClick(rig.view->viewport(), Qt::LeftButton, Qt::ControlModifier,
                          first.center());
        QCOMPARE(rig.selectedIds().size(), 2);
    }

    void theInstanceShownIsTheOneSelected()
    {
        // Filtering out the selected row makes Qt move the current row to one that is left;
        // that one is then selected too, so the details pane and the actions speak of one
        // instance.
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
        const int row = rig.rowNamed(QStringLiteral("c-two"));
        rig.selectRow(row);
        auto *filter = rig.host->window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"));
        QVERIFY(filter);
        QTest::keyClicks(filter, QStringLiteral("d-thr"));
        QTRY_COMPARE(rig.view->model()->rowCount(), 1);
        // Whatever Qt did with the current row, the pane and the actions agree: both on the
        // row left, or both on nothing.
        QCOMPARE(rig.selectedIds(),
                 rig.view->currentIndex().isValid() ? QStringList{rig.currentId()} : QStringList{});
        auto *stack = rig.host->window.findChild<QStackedWidget *>(QStringLiteral("detailsStack"));
        QVERIFY(stack);
        QTRY_COMPARE(stack->currentWidget()->objectName() == QStringLiteral("emptyPage"),
                     rig.selectedIds().isEmpty());
        // Moving into the list with the keyboard selects what it lands on.
        rig.view->setFocus();
        QTest::keyClick(rig.view, Qt::Key_Down);
        QTRY_VERIFY(rig.view->currentIndex().isValid());
        QCOMPARE(rig.selectedIds(), QStringList{rig.currentId()});
        QCOMPARE(rig.nameAt(rig.view->currentIndex().row()), QStringLiteral("d-three"));
    }

    void copiesTheSelectedIds()
    {
        Rig rig;
        QVERIFY(rig.start(*m_sim, m_key));
        QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
        rig.selectRow(0);
        rig.view->selectionModel()->select(rig.view->model()->index(2, 0),
                                           QItemSelectionModel::Select | QItemSelectionModel::Rows);
        rig.view->setFocus();
        QTRY_VERIFY(rig.view->hasFocus());
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(rig.view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 rig.idAt(0) + QLatin1Char('\n') + rig.idAt(2));

        // The context menu offers it, from the keyboard too.
        rig.selectRow(1);
        const QStringList entries
            = menuOpenedBy([&] { QTest::keyClick(rig.view, Qt::Key_F10, Qt::ShiftModifier); });
        QVERIFY2(entries.contains(rig.page->copyIdAction()->text()), qPrintable(entries.join(',')));
        QVERIFY(rig.page->copyIdAction()->isEnabled());
        rig.page->copyIdAction()->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), rig.idAt(1));

        // Ctrl+C in the filter copies the filter's text, not ids.
        auto *filter = rig.host->window.findChild<QLineEdit *>(QStringLiteral("instanceFilter"));
        filter->setText(QStringLiteral("two"));
        filter->selectAll();
        filter->setFocus();
        QTest::keyClick(filter, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("two"));
    }

    void idColumnIsHiddenUntilShownAndRemembered()
    {
        {
            Rig rig;
            QVERIFY(rig.start(*m_sim, m_key));
            QTRY_COMPARE_WITH_TIMEOUT(rig.view->model()->rowCount(), 3, 10000);
            auto *header = rig.view->horizontalHeader();
            QVERIFY(header->isSectionHidden(InstanceTableModel::IdColumn));
            QCOMPARE(rig.view->model()->index(0, InstanceTableModel::IdColumn).data().toString(),
                     rig.idAt(0));
            // The header's menu shows it.
            QStringList entries;
            QMenu *menu = nullptr;
            Q_EMIT header->customContextMenuRequested(QPoint(4, 4));
            QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
            QAction *id = nullptr;
            for (QAction *a : menu->actions()) {
                if (a->text()
                    == QCoreApplication::translate("polychip::ui::InstanceTableModel", "ID"))
                    id = a;
            }
            QVERIFY(id);
            QVERIFY(!id->isChecked());
            id->trigger();
            menu->close();
            QVERIFY(!header->isSectionHidden(InstanceTableModel::IdColumn));
        }
        Rig again;
        QVERIFY(again.start(*m_sim, m_key));
        QVERIFY(!again.view->horizontalHeader()->isSectionHidden(InstanceTableModel::IdColumn));
    }
};

QTEST_MAIN(InstancesPageTest)
#include "tst_instancespage.moc"
