// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The backend switch dialog offscreen against a real polychip-sim: a running GPU job moves to
// TPU with its checkpoint and goes on training; a switch into exhausted capacity rolls back and
// says so. POLYCHIP_SCREENSHOT_DIR=dir saves the dialog as dir/switch-<state>.png.
#include "instances/switchdialog.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "kit/displaytext.h"
#include "livesession.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>

#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using ui::SwitchDialog;
namespace ops = client::ops;
using test::child;
using test::Key;
using test::run;
using test::SimProcess;

namespace {

void shot(QWidget &w, const QString &name)
{
    test::screenshot(w, QStringLiteral("switch-") + name);
}

} // namespace

class SwitchDialogTest final : public QObject
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
        m_live = std::make_unique<test::LiveSession>(*m_sim, m_key);
        QVERIFY(m_live->live());
        // Seed 001's job: Llama-3-8B pretraining on 4 x RTX 4090.
        api::LaunchSpec spec;
        spec.name = "llama-switch";
        spec.templateId = "tpl-llama3-8b-pretrain";
        const auto launched = run(m_live->client, ops::createInstance(spec));
        QVERIFY(launched);
        m_id = launched.value().instance.id;
        QVERIFY(QTest::qWaitFor(
            [this] {
                const auto it = m_live->session.instances().all().find(m_id);
                return it != m_live->session.instances().all().end()
                       && it->second.state == api::InstanceState::Running
                       && it->second.live.step > 0;
            },
            30000));
    }

    void cleanupTestCase()
    {
        m_live.reset();
        m_sim.reset();
    }

    void movesARunningJobFromGpuToTpuAndItContinues()
    {
        SwitchDialog d(m_live->client, m_live->session, m_id);
        QSignalSpy finished(&d, &SwitchDialog::finishedSwitch);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        // The first backend that is not the current one.
        QCOMPARE(api::Backend(child<QComboBox>(d, "switchBackend")->currentData().toInt()),
                 api::Backend::Tpu);
        // Another chip keeps the count it runs with, and says so; another count says that too.
        auto *countNote = child<QLabel>(d, "switchCountNote");
        d.setTarget(api::Backend::Tpu, "google-tpu-v4", 4);
        QVERIFY(countNote->isVisible());
        POLYCHIP_VERIFY_TEXT(countNote->text().startsWith(QStringLiteral("Kept the count")));
        POLYCHIP_VERIFY_TEXT(countNote->text().contains(QStringLiteral("4 chip")));
        d.setTarget(api::Backend::Tpu, "google-tpu-v4", 8);
        POLYCHIP_VERIFY_TEXT(countNote->text().contains(QStringLiteral("where it runs 4 now")));
        auto *go = child<QPushButton>(d, "switchButton");
        QTRY_VERIFY_WITH_TIMEOUT(go->isEnabled(), 10000);
        auto *table = child<QTableWidget>(d, "switchComparison");
        QTRY_VERIFY(table->item(0, 0) && table->item(0, 0)->text().contains(QStringLiteral("¥")));
        QTRY_VERIFY(table->item(0, 1) && table->item(0, 1)->text().contains(QStringLiteral("¥")));
        QVERIFY(!table->item(2, 1)->text().isEmpty()); // cost per 1M tokens after
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(d, "switchInherits")->text().contains(QStringLiteral("step")));
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(d, "switchCompat")->text().contains(QStringLiteral("backend-neutral")));
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(d, "switchEstimate")->text().contains(QStringLiteral("min")));
        shot(d, QStringLiteral("1-choose"));

        const std::int64_t stepBefore = m_live->session.instances().all().at(m_id).live.step;
        go->click();
        QTRY_VERIFY_WITH_TIMEOUT(!d.operationId().empty(), 10000);
        auto *stages = child<QListWidget>(d, "switchStages");
        QVERIFY(stages->isVisible());
        QCOMPARE(stages->count(), 5); // checkpoint, snapshot, provision, restore, resume
        QVERIFY(child<QPushButton>(d, "backgroundButton")->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(stages->item(2)->text().startsWith(QStringLiteral("▶"))
                                     || finished.count() == 1,
                                 20000);
        shot(d, QStringLiteral("2-progress"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        shot(d, QStringLiteral("3-done"));

        const api::Instance &i = m_live->session.instances().all().at(m_id);
        QCOMPARE(i.backend, api::Backend::Tpu);
        QCOMPARE(i.accelerator, std::string("google-tpu-v4"));
        QCOMPARE(i.count, std::int64_t(8));
        QCOMPARE(i.backendHistory.size(), std::size_t(2));
        QVERIFY(i.backendHistory.back().step.value_or(-1) >= stepBefore);
        QVERIFY(i.backendHistory.back().snapshotId.has_value());
        // The snapshot the switch left says what it is.
        const std::string snapshotId = *i.backendHistory.back().snapshotId;
        QTRY_VERIFY(m_live->session.storage().snapshot(snapshotId));
        const api::Snapshot &checkpoint = *m_live->session.storage().snapshot(snapshotId);
        QCOMPARE(checkpoint.origin, std::optional(api::SnapshotOrigin::Switch));
        QCOMPARE(checkpoint.operationId, std::optional(d.operationId()));
        POLYCHIP_VERIFY_TEXT(ui::snapshotTitle(&m_live->session, checkpoint)
                             == QStringLiteral("Switch checkpoint of “llama-switch” (from "
                                               "GeForce RTX 4090)"));
        const std::int64_t stepAfter = m_live->session.instances().all().at(m_id).live.step;
        QVERIFY(stepAfter >= stepBefore); // restored, not restarted
        QTRY_VERIFY_WITH_TIMEOUT(m_live->session.instances().all().at(m_id).live.step > stepAfter,
                                 20000);
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(d, "switchStatus")->text().contains(QStringLiteral("TPU")));
    }

    void switchIntoExhaustedCapacityRollsBack()
    {
        QTRY_COMPARE_WITH_TIMEOUT(m_live->session.instances().all().at(m_id).state,
                                  api::InstanceState::Running, 20000);
        const api::Backend before = m_live->session.instances().all().at(m_id).backend;
        const std::string acceleratorBefore
            = m_live->session.instances().all().at(m_id).accelerator;
        api::Faults none;
        none.capacityOverrides["nvidia-h100-80g"] = 0;
        test::InjectedFaults full(m_live->client, none);
        QVERIFY(full.ok());

        SwitchDialog d(m_live->client, m_live->session, m_id);
        QSignalSpy finished(&d, &SwitchDialog::finishedSwitch);
        d.show();
        d.setTarget(api::Backend::Gpu, "nvidia-h100-80g", 8);
        auto *go = child<QPushButton>(d, "switchButton");
        QTRY_VERIFY_WITH_TIMEOUT(go->isEnabled(), 10000);
        // Warned before the switch: it would find no chips to move to.
        auto *capacity = child<QLabel>(d, "switchCapacity");
        QTRY_VERIFY(capacity->isVisible());
        POLYCHIP_VERIFY_TEXT(
            capacity->text().startsWith(QStringLiteral("Not enough free capacity")));
        POLYCHIP_VERIFY_TEXT(capacity->text().contains(QStringLiteral("0 of 8")));
        QCOMPARE(go->toolTip(), capacity->text());
        shot(d, QStringLiteral("4-no-capacity"));
        go->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString message = finished.at(0).at(1).toString();
        POLYCHIP_VERIFY_TEXT(message.contains(QStringLiteral("back on")));
        POLYCHIP_VERIFY_TEXT(message.contains(QStringLiteral("nothing was lost")));
        POLYCHIP_VERIFY_TEXT(message.contains(QStringLiteral("Provisioning the target")));
        QVERIFY2(!message.isEmpty(), "the failure is explained");
        QCOMPARE(child<QLabel>(d, "switchStatus")->text(), message);
        shot(d, QStringLiteral("5-rolled-back"));
        QTRY_COMPARE_WITH_TIMEOUT(m_live->session.instances().all().at(m_id).state,
                                  api::InstanceState::Running, 10000);
        QCOMPARE(m_live->session.instances().all().at(m_id).backend, before);
        QCOMPARE(m_live->session.instances().all().at(m_id).accelerator, acceleratorBefore);
    }

    void refusesWhatCannotSwitch()
    {
        SwitchDialog d(m_live->client, m_live->session, m_id);
        d.show();
        const auto &i = m_live->session.instances().all().at(m_id);
        // Where it runs now is not a switch.
        d.setTarget(i.backend, i.accelerator, i.count);
        QVERIFY(!child<QLabel>(d, "switchCountNote")->isVisible());
        auto *go = child<QPushButton>(d, "switchButton");
        QTRY_VERIFY(!child<QLabel>(d, "switchStatus")->text().isEmpty()); // the reason, shown
        QVERIFY(!go->isEnabled());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(d, "switchStatus")->text().contains(QStringLiteral("runs now")));
    }

    void refusesATargetThePoliciesRuleOut()
    {
        // The administrators may have one instance at ¥20/h at most: 4 × H100 is ¥136/h.
        api::OrgPoliciesUpdate rules;
        api::RolePolicy cap;
        cap.role = api::Role::Admin;
        cap.maxInstancePricePerHourMicros = 20'000'000;
        rules.roles.push_back(cap);
        QVERIFY(run(m_live->client, ops::setOrgPolicies(rules)));
        // Back to none for the tests after this one, whatever happens here.
        struct NoPolicies
        {
            client::ApiClient &client;
            ~NoPolicies() { (void)run(client, ops::setOrgPolicies({})); }
        } noPolicies{m_live->client};
        SwitchDialog d(m_live->client, m_live->session, m_id);
        d.show();
        d.setTarget(api::Backend::Gpu, "nvidia-h100-80g", 4);
        auto *go = child<QPushButton>(d, "switchButton");
        auto *status = child<QLabel>(d, "switchStatus");
        QTRY_VERIFY_WITH_TIMEOUT(!status->text().isEmpty(), 10000);
        QVERIFY(!go->isEnabled());
        POLYCHIP_VERIFY_TEXT(status->text().startsWith(
            QStringLiteral("The organisation's policies do not allow this target")));
        POLYCHIP_VERIFY_TEXT(go->toolTip() == status->text());
        shot(d, QStringLiteral("ruled-out"));
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
    std::unique_ptr<test::LiveSession> m_live;
    std::string m_id;
};

QTEST_MAIN(SwitchDialogTest)
#include "tst_switchdialog.moc"
