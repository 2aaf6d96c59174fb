// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Storage page against a real polychip-sim through the product's Session and ApiClient: a
// volume created through the dialog, attached to an instance, detached and deleted, with the
// platform's state checked through the API after each step; a refused delete; the role rules.
#include "storage/storagepage.h"

#include "kit/messagebar.h"
#include "storage/attachvolumedialog.h"
#include "storage/newvolumedialog.h"
#include "storage/volumetablemodel.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "livesession.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>

#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using test::child;
using test::Key;
using test::SimProcess;
using ui::StoragePage;
using ui::VolumeTableModel;

namespace {

/** A session of one key, followed by a Storage page hosted as the window hosts it. */
struct Console : test::LiveSession
{
    test::HostedPage<StoragePage> host;
    StoragePage &page = *host.page;

    Console(const SimProcess &sim, const Key &key)
        : LiveSession(sim, key)
    {
        page.setSession(&client, &session);
    }

    ~Console() { page.setSession(nullptr, nullptr); }

    bool live() { return LiveSession::live(20000); }

    QAction *action(const char *name) const { return child<QAction>(page, name); }

    QString shown() const
    {
        const auto *stack = page.findChild<QStackedWidget *>();
        return stack && stack->currentWidget() ? stack->currentWidget()->objectName() : QString();
    }

    /// The cell of a volume's row.
    QString cell(const std::string &id, int column) const
    {
        const int row = page.model()->rowOf(id);
        return row < 0 ? QString() : page.model()->index(row, column).data().toString();
    }
};

} // namespace

class StoragePageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_developer = m_sim->key("org-a", "developer");
        QVERIFY(!m_developer.id.empty());
    }

    void cleanupTestCase() { m_sim.reset(); }

    void aVolumesWholeLife()
    {
        const auto launched = m_sim->launchSmall(m_developer, "storage-gpu");
        const std::string instanceId = launched.instance.id;
        Console c(*m_sim, m_developer);
        QVERIFY(c.live());

        // Nothing yet: said so, with the way to make one.
        QTRY_COMPARE(c.shown(), QStringLiteral("volumesEmptyState"));
        QVERIFY(child<QLabel>(c.page, "emptyText")->text().contains(QLatin1String("Ctrl+N")));
        test::screenshot(c.host.window, QStringLiteral("storage-empty"));
        // One button to make the first one: the empty state's, not a second in the page's bar.
        QVERIFY(child<QPushButton>(c.page, "emptyButton")->isVisible());
        QVERIFY(!child<QPushButton>(c.page, "newVolumeButton")->isVisible());
        QVERIFY(!c.action("actionAttachVolume")->isEnabled());
        QCOMPARE(c.action("actionAttachVolume")->toolTip(),
                 QStringLiteral("Select a volume first"));

        // New volume…: the name is checked before anything is sent, the cost follows the size.
        QVERIFY(c.action("actionNewVolume")->isEnabled());
        c.action("actionNewVolume")->trigger();
        QPointer<ui::NewVolumeDialog> dialog
            = child<ui::NewVolumeDialog>(c.page, "newVolumeDialog");
        QVERIFY(dialog);
        auto *create = child<QPushButton>(*dialog, "createVolumeButton");
        auto *name = child<QLineEdit>(*dialog, "volumeName");
        auto *size = child<QSpinBox>(*dialog, "volumeSize");
        auto *problem = child<QLabel>(*dialog, "volumeProblem");
        QVERIFY(!create->isEnabled());
        QCOMPARE(size->minimum(), 1);
        QCOMPARE(size->maximum(), 1'000'000);
        QTest::keyClicks(name, QString(129, QLatin1Char('x')));
        QVERIFY(!create->isEnabled());
        QVERIFY2(problem->text().contains(QLatin1String("too long")), qPrintable(problem->text()));
        name->clear();
        QTest::keyClicks(name, QStringLiteral("  "));
        QCOMPARE(problem->text(), QStringLiteral("Give the volume a name."));
        name->clear();
        QTest::keyClicks(name, QStringLiteral("ckpt-shared"));
        QVERIFY(problem->text().isEmpty());
        size->setValue(250);
        QVERIFY2(child<QLabel>(*dialog, "volumeCost")->text().contains(QStringLiteral("¥255.50")),
                 qPrintable(child<QLabel>(*dialog, "volumeCost")->text()));
        QVERIFY(create->isEnabled());
        create->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull(), 10000);

        // Listed (and selected), and on the platform as asked.
        QTRY_COMPARE(c.page.model()->rowCount(), 1);
        const std::string volumeId = c.page.model()->volumeAt(0)->id;
        QCOMPARE(c.page.selectedId(), volumeId);
        QCOMPARE(c.shown(), QStringLiteral("volumesView"));
        QVERIFY(child<QPushButton>(c.page, "newVolumeButton")->isVisible());
        auto onPlatform = [&] {
            return test::decodeOk<api::Volume>(
                m_sim->request(m_developer, "GET", "/v1/volumes/" + volumeId));
        };
        api::Volume v = onPlatform();
        QCOMPARE(v.name, std::string("ckpt-shared"));
        QCOMPARE(v.sizeGib, 250);
        QCOMPARE(v.state, api::VolumeState::Available);
        QCOMPARE(c.cell(volumeId, VolumeTableModel::CostColumn), QStringLiteral("¥255.50"));
        QVERIFY(!c.action("actionDetachVolume")->isEnabled());
        QCOMPARE(c.action("actionDetachVolume")->toolTip(),
                 QStringLiteral("Not attached to any instance"));

        // Ctrl+C in the table copies its id.
        c.host.window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&c.host.window));
        c.page.view()->setFocus();
        QTRY_VERIFY(c.page.view()->hasFocus());
        QTest::keyClick(c.page.view(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(volumeId));

        // Attach to instance…: the instance is offered; the table says where it is attached.
        QVERIFY(c.action("actionAttachVolume")->isEnabled());
        c.action("actionAttachVolume")->trigger();
        QPointer<ui::AttachVolumeDialog> attach
            = child<ui::AttachVolumeDialog>(c.page, "attachVolumeDialog");
        QVERIFY(attach);
        QVERIFY(attach->choose(instanceId));
        test::screenshot(*attach, QStringLiteral("storage-attach"));
        child<QPushButton>(*attach, "attachButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(attach.isNull(), 10000);
        QTRY_COMPARE(c.cell(volumeId, VolumeTableModel::AttachedColumn),
                     QStringLiteral("storage-gpu"));
        QCOMPARE(c.cell(volumeId, VolumeTableModel::StateColumn), QStringLiteral("Attached"));
        v = onPlatform();
        QCOMPARE(v.attachedInstanceId.value_or(std::string()), instanceId);
        QCOMPARE(v.state, api::VolumeState::Attached);
        test::screenshot(c.host.window, QStringLiteral("storage-attached"));

        // Delete is refused while attached, with the reason: the action says so, and the
        // platform's refusal (a console that did not know yet) is shown.
        QAction *del = c.action("actionDeleteVolume");
        QTRY_VERIFY(!del->isEnabled());
        QVERIFY2(del->toolTip().contains(QLatin1String("storage-gpu"))
                     && del->toolTip().contains(QLatin1String("detach it first")),
                 qPrintable(del->toolTip()));
        QVERIFY(!c.action("actionAttachVolume")->isEnabled());
        c.page.askDelete(volumeId);
        QVERIFY(test::answer(c.page, "confirmDeleteVolume", "confirmDeleteVolumeButton"));
        QTRY_VERIFY(c.page.messages()->isError());
        QVERIFY2(c.page.messages()->text().contains(QLatin1String("ckpt-shared was not deleted"))
                     && c.page.messages()->text().contains(QLatin1String("detach it first")),
                 qPrintable(c.page.messages()->text()));
        QCOMPARE(onPlatform().attachedInstanceId.value_or(std::string()), instanceId);

        // Detach asks first, saying what happens to the instance using it.
        QAction *detach = c.action("actionDetachVolume");
        QVERIFY(detach->isEnabled());
        detach->trigger();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = child<QMessageBox>(c.page, "confirmDetach")) != nullptr);
        QVERIFY(box->text().contains(QLatin1String("storage-gpu")));
        QVERIFY2(box->informativeText().contains(QLatin1String("data stays on the volume")),
                 qPrintable(box->informativeText()));
        QVERIFY(test::answer(c.page, "confirmDetach", "confirmDetachButton"));
        QTRY_COMPARE(c.cell(volumeId, VolumeTableModel::StateColumn), QStringLiteral("Available"));
        QCOMPARE(c.cell(volumeId, VolumeTableModel::AttachedColumn), QStringLiteral("—"));
        v = onPlatform();
        QVERIFY(!v.attachedInstanceId);
        QCOMPARE(v.state, api::VolumeState::Available);

        // Delete asks first; then it is gone from the table and the platform.
        QTRY_VERIFY(del->isEnabled());
        del->trigger();
        QVERIFY(test::answer(c.page, "confirmDeleteVolume", "confirmDeleteVolumeButton"));
        QTRY_COMPARE(c.page.model()->rowCount(), 0);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/volumes/" + volumeId).status, 404L);
        QTRY_COMPARE(c.shown(), QStringLiteral("volumesEmptyState"));
    }

    void aManagerReadsOnly()
    {
        // A volume made elsewhere is listed live; the manager's actions say why they are off.
        const Key manager = m_sim->key("org-a", "manager");
        Console c(*m_sim, manager);
        QVERIFY(c.live());
        const auto made = test::decodeOk<api::Volume>(m_sim->request(
            m_developer, "POST", "/v1/volumes", "{\"name\": \"team-data\", \"size_gib\": 20}"));
        QTRY_COMPARE(c.page.model()->rowOf(made.id) >= 0, true);
        c.page.selectVolume(made.id);
        for (const char *name : {"actionNewVolume", "actionAttachVolume", "actionDeleteVolume"}) {
            QAction *a = c.action(name);
            QVERIFY2(!a->isEnabled(), name);
            QVERIFY2(a->toolTip().contains(QLatin1String("Manager")), qPrintable(a->toolTip()));
        }
        QVERIFY(c.action("actionCopyVolumeId")->isEnabled());
        QVERIFY(c.action("actionRefreshVolumes")->isEnabled());
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/volumes/" + made.id).status, 204L);
        QTRY_COMPARE(c.page.model()->rowOf(made.id), -1);
    }

    void aTraineeActsOnTheirOwn()
    {
        const Key trainee = m_sim->key("org-a", "trainee");
        const auto others = test::decodeOk<api::Volume>(m_sim->request(
            m_developer, "POST", "/v1/volumes", "{\"name\": \"dev-only\", \"size_gib\": 5}"));
        const auto own = test::decodeOk<api::Volume>(m_sim->request(
            trainee, "POST", "/v1/volumes", "{\"name\": \"mine\", \"size_gib\": 5}"));
        Console c(*m_sim, trainee);
        QVERIFY(c.live());
        QTRY_VERIFY(c.page.model()->rowOf(own.id) >= 0 && c.page.model()->rowOf(others.id) >= 0);
        c.page.selectVolume(others.id);
        QVERIFY(!c.action("actionDeleteVolume")->isEnabled());
        QVERIFY2(c.action("actionDeleteVolume")->toolTip().contains(QLatin1String("another user")),
                 qPrintable(c.action("actionDeleteVolume")->toolTip()));
        c.page.selectVolume(own.id);
        QVERIFY(c.action("actionDeleteVolume")->isEnabled());
        QVERIFY(c.action("actionAttachVolume")->isEnabled());
        // The attach dialog offers only the trainee's instances; the developer's say why not.
        c.action("actionAttachVolume")->trigger();
        QPointer<ui::AttachVolumeDialog> attach
            = child<ui::AttachVolumeDialog>(c.page, "attachVolumeDialog");
        QVERIFY(attach);
        const auto instances = c.session.instances().all();
        QVERIFY(!instances.empty());
        // Each listed, greyed out, with the reason: not merely absent.
        auto *list = attach->findChild<QListWidget *>(QStringLiteral("attachInstances"));
        QVERIFY(list);
        QCOMPARE(list->count(), int(instances.size()));
        for (int row = 0; row < list->count(); ++row) {
            QVERIFY(!(list->item(row)->flags() & Qt::ItemIsEnabled));
            POLYCHIP_VERIFY_TEXT(
                list->item(row)->text().contains(QLatin1String("another user"))
                || list->item(row)->toolTip().contains(QLatin1String("another user")));
        }
        for (const auto &[id, i] : instances)
            QVERIFY(!attach->choose(id)); // all the developer's
        attach->reject();
        for (const auto &v : {own, others})
            QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/volumes/" + v.id).status, 204L);
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    Key m_developer;
};

QTEST_MAIN(StoragePageTest)
#include "tst_storagepage.moc"
