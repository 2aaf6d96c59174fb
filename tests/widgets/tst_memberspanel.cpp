// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Organisation panel against a real polychip-sim: an administrator adds a member, sees the
// secret once, saves it as a profile file only its owner can read, and revokes the key (after a
// question); the key works until then and not after. Others see their own keys and add no one.
#include "members/keysecretdialog.h"
#include "members/keytablemodel.h"
#include "members/memberdialog.h"
#include "members/memberspanel.h"

#include "livesession.h"
#include "profilefile.h"
#include "screenshots.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace polychip;
using test::child;
using test::Key;
using test::LiveSession;
using test::SimProcess;

class MembersPanelTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;

    /// The row of the key whose member is `label` (-1: none).
    static int rowOf(const ui::KeyTableModel &model, const std::string &label)
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.keyAt(r)->label == label)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>();
        QVERIFY(m_sim->start());
    }

    void cleanupTestCase() { m_sim.reset(); }

    void anAdministratorAddsAMemberAndRevokesTheKey()
    {
        LiveSession live(*m_sim, m_sim->key("org-a", "admin"));
        ui::MembersPanel panel;
        QAbstractItemModelTester tester(panel.model());
        panel.setSession(&live.client, &live.session);
        panel.resize(1000, 600);
        panel.show();
        QVERIFY(live.live());
        QTRY_COMPARE(panel.model()->rowCount(), 4); // the bootstrap's four roles
        // The same platform told again (the window does for other reasons): nothing is dropped.
        panel.setSession(&live.client, &live.session);
        QCOMPARE(panel.model()->rowCount(), 4);
        auto *add = child<QPushButton>(panel, "addMemberButton");
        QTRY_VERIFY(add->isEnabled());

        // The dialog checks the name before anything is sent.
        add->click();
        ui::MemberDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = child<ui::MemberDialog>(panel, "memberDialog")) != nullptr);
        QVERIFY(!dialog->validationError().isEmpty());
        child<QLineEdit>(*dialog, "memberName")->setText(QStringLiteral("Li Wei"));
        auto *role = child<QComboBox>(*dialog, "memberRole");
        role->setCurrentIndex(role->findData(int(api::Role::Developer)));
        QVERIFY(dialog->validationError().isEmpty());
        Q_EMIT dialog->saveRequested();

        // The secret, once; and a profile file with it, the owner's alone.
        ui::KeySecretDialog *secretBox = nullptr;
        QTRY_VERIFY((secretBox = child<ui::KeySecretDialog>(panel, "keySecretDialog")) != nullptr);
        const QString keyId = child<QLineEdit>(*secretBox, "newKeyId")->text();
        const QString secret = child<QLineEdit>(*secretBox, "newKeySecret")->text();
        QVERIFY(keyId.startsWith(QStringLiteral("key_sim_")));
        QVERIFY(secret.size() >= 32);
        test::screenshot(*secretBox, QStringLiteral("members-new-key"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("li-wei.polychip-profile.json"));
        QCOMPARE(secretBox->saveProfileFile(path), QString());
        struct stat mode
        {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &mode), 0);
        QCOMPARE(mode.st_mode & 0777, 0600u);
        const auto read = client::readProfileFile(path);
        QVERIFY2(read.file, qPrintable(read.error));
        QCOMPARE(read.file->keyId, keyId.toStdString());
        QCOMPARE(read.file->secret, secret.toStdString());
        QCOMPARE(read.file->baseUrl, m_sim->baseUrl());
        QCOMPARE(read.file->name, std::string("Li Wei"));
        secretBox->reject();

        // Listed, never with the secret; and the key works.
        QTRY_VERIFY(rowOf(*panel.model(), "Li Wei") >= 0);
        const Key theirs{keyId.toStdString(), secret.toStdString()};
        QCOMPARE(m_sim->request(theirs, "GET", "/v1/me").status, 200L);
        auto *table = child<QTableView>(panel, "keyTable");
        for (int c = 0; c < panel.model()->columnCount(); ++c) {
            const QString shown
                = panel.model()->index(rowOf(*panel.model(), "Li Wei"), c).data().toString();
            QVERIFY(!shown.contains(secret));
        }
        test::screenshot(panel, QStringLiteral("members"));

        // Revoke: asked first, then refused at once.
        table->selectRow(rowOf(*panel.model(), "Li Wei"));
        auto *revoke = child<QPushButton>(panel, "revokeKeyButton");
        QVERIFY(revoke->isEnabled());
        revoke->click();
        QVERIFY(test::answer(panel, "confirmRevokeKey", "confirmRevokeKeyButton"));
        QTRY_COMPARE(rowOf(*panel.model(), "Li Wei"), -1);
        QCOMPARE(m_sim->request(theirs, "GET", "/v1/me").status, 401L);
    }

    void theLastAdministratorKeyIsNotRevokedAndTheRefusalIsSaid()
    {
        LiveSession live(*m_sim, m_sim->key("org-b", "admin"));
        ui::MembersPanel panel;
        QSignalSpy messages(&panel, &ui::MembersPanel::message);
        panel.setSession(&live.client, &live.session);
        panel.show();
        QVERIFY(live.live());
        QTRY_VERIFY(rowOf(*panel.model(), "admin-b") >= 0);
        child<QTableView>(panel, "keyTable")->selectRow(rowOf(*panel.model(), "admin-b"));
        child<QPushButton>(panel, "revokeKeyButton")->click();
        // The question says this console would lose its connection.
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = child<QMessageBox>(panel, "confirmRevokeKey")) != nullptr);
        POLYCHIP_VERIFY_TEXT(box->informativeText().contains(QStringLiteral("this console")));
        QVERIFY(test::answer(panel, "confirmRevokeKey", "confirmRevokeKeyButton"));
        QTRY_VERIFY(!messages.isEmpty());
        QCOMPARE(messages.last().at(1).toBool(), true);
        POLYCHIP_VERIFY_TEXT(
            messages.last().at(0).toString().contains(QStringLiteral("last administrator")));
        QVERIFY(rowOf(*panel.model(), "admin-b") >= 0);
    }

    void aDeveloperSeesTheirOwnKeysAndAddsNoOne()
    {
        LiveSession live(*m_sim, m_sim->key("org-b", "developer"));
        ui::MembersPanel panel;
        panel.setSession(&live.client, &live.session);
        panel.show();
        QVERIFY(live.live());
        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->keyAt(0)->label, std::string("developer-b"));
        auto *add = child<QPushButton>(panel, "addMemberButton");
        QVERIFY(!add->isEnabled());
        QVERIFY(!add->toolTip().isEmpty());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(panel, "membersExplain")->text().contains(QStringLiteral("own")));
    }
};

QTEST_MAIN(MembersPanelTest)
#include "tst_memberspanel.moc"
