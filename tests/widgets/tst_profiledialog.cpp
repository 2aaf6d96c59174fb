// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "apiclient.h"
#include "profiles.h"
#include "screenshots.h"
#include "simtestclient.h"
#include "testpki.h"
#include "window/profiledialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>

using namespace polychip;
using ui::ProfileDialog;
using ui::ProfileFields;

namespace {

/** A loopback TCP port that accepts connections (the kernel does, from its backlog) but never
 *  answers: a server that hangs. Without listen() it is a closed port. */
class LoopbackSocket
{
public:
    explicit LoopbackSocket(bool listening)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof addr;
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr *>(&addr), size) != 0
            || (listening && ::listen(m_fd, 8) != 0)
            || ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&addr), &size) != 0)
            return;
        m_port = ntohs(addr.sin_port);
    }
    ~LoopbackSocket()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    LoopbackSocket(const LoopbackSocket &) = delete;
    LoopbackSocket &operator=(const LoopbackSocket &) = delete;

    int port() const { return m_port; }
    QString url() const { return QString("http://127.0.0.1:%1").arg(m_port); }

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace

/** The connection profile dialog, testing against a real polychip-sim. */
class ProfileDialogTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::installScreenshotTranslation();
        m_sim = std::make_unique<test::SimProcess>();
        QVERIFY(m_sim->start());
        QVERIFY(m_settings.isValid());
    }

    void cleanupTestCase()
    {
        m_tlsSim.reset();
        m_sim.reset();
    }

    void widgetsAreNamedAndExplained()
    {
        ProfileDialog dialog;
        for (const char *name : {"nameEdit", "baseUrlEdit", "keyIdEdit", "secretEdit", "caFileEdit",
                                 "pinnedKeyEdit", "proxyEdit"}) {
            auto *edit = dialog.findChild<QLineEdit *>(name);
            QVERIFY2(edit, name);
            QVERIFY2(!edit->toolTip().isEmpty(), name);
        }
        QCOMPARE(dialog.findChild<QLineEdit *>("secretEdit")->echoMode(), QLineEdit::Password);
        for (const char *name : {"plainTextCheck", "testButton", "caFileButton"}) {
            auto *widget = dialog.findChild<QWidget *>(name);
            QVERIFY2(widget, name);
            QVERIFY2(!widget->toolTip().isEmpty(), name);
        }
        QVERIFY(dialog.findChild<QLabel *>("testResultLabel"));
        QVERIFY(dialog.findChild<QLabel *>("validationLabel"));
        QVERIFY(dialog.findChild<QLabel *>("plainTextWarning"));
    }

    void fieldsRoundTrip()
    {
        ProfileDialog dialog;
        ProfileFields f;
        f.name = "Lab";
        f.baseUrl = "https://lab.example.com";
        f.keyId = "key_1";
        f.secret = " s3cret "; // kept as typed
        f.caFile = "/etc/ssl/ca.pem";
        f.pinnedPublicKey = "sha256//x";
        f.proxy = "http://proxy:3128";
        f.plainTextSecret = true;
        dialog.setFields(f);
        QCOMPARE(dialog.fields(), f);
    }

    void plainTextShowsAWarning()
    {
        ProfileDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *check = dialog.findChild<QCheckBox *>("plainTextCheck");
        auto *warning = dialog.findChild<QLabel *>("plainTextWarning");
        QVERIFY(!warning->isVisible());
        QTest::mouseClick(check, Qt::LeftButton, {}, QPoint(4, check->height() / 2));
        QVERIFY(check->isChecked());
        QVERIFY(warning->isVisible());
        QVERIFY(warning->text().contains("unencrypted"));
        QVERIFY(dialog.fields().plainTextSecret);
        check->setChecked(false);
        QVERIFY(!warning->isVisible());
    }

    void okWaitsUntilTheSecretIsStored()
    {
        // The saver refuses (no keychain): the dialog stays open with the reason and what was
        // typed, OK is offered again; the second answer (stored) closes it.
        ProfileDialog dialog;
        ProfileFields typed;
        typed.name = "Lab";
        typed.baseUrl = "https://api.example.com";
        typed.keyId = "key_1";
        typed.secret = "typed";
        dialog.setFields(typed);
        std::vector<ProfileFields> asked;
        ProfileDialog::SaveFinished pending;
        dialog.setSaver([&](const ProfileFields &f, ProfileDialog::SaveFinished finished) {
            asked.push_back(f);
            pending = std::move(finished);
        });
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        ok->click();
        QCOMPARE(asked.size(), std::size_t(1));
        QCOMPARE(asked[0], typed);
        QVERIFY(dialog.isSaving());
        QVERIFY(!ok->isEnabled()); // one save at a time
        ok->click();
        QCOMPARE(asked.size(), std::size_t(1));

        pending(QStringLiteral("No keychain is available on this desktop."));
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.isSaving());
        QCOMPARE(accepted.count(), 0);
        QCOMPARE(dialog.saveProblem(), QStringLiteral("No keychain is available on this desktop."));
        auto *problem = dialog.findChild<QLabel *>("saveProblemLabel");
        QVERIFY(problem->isVisible());
        QCOMPARE(dialog.fields(), typed); // nothing typed is thrown away
        QVERIFY(ok->isEnabled());
        QCOMPARE(QApplication::focusWidget(), dialog.findChild<QCheckBox *>("plainTextCheck"));
        test::screenshot(dialog, QStringLiteral("profile-no-keychain"));

        dialog.findChild<QCheckBox *>("plainTextCheck")->setChecked(true);
        ok->click();
        QCOMPARE(asked.size(), std::size_t(2));
        QVERIFY(asked[1].plainTextSecret);
        pending(QString());
        QCOMPARE(accepted.count(), 1);
        QVERIFY(!dialog.isVisible());
    }

    void closedWhileSavingIsSafe()
    {
        auto *dialog = new ProfileDialog;
        ProfileFields f;
        f.name = "Lab";
        f.baseUrl = "https://api.example.com";
        f.keyId = "key_1";
        f.secret = "s";
        dialog->setFields(f);
        ProfileDialog::SaveFinished pending;
        dialog->setSaver([&](const ProfileFields &, ProfileDialog::SaveFinished finished) {
            pending = finished;
        });
        dialog->accept();
        QVERIFY(dialog->isSaving());
        dialog->reject();
        delete dialog;
        pending(QStringLiteral("late")); // the answer comes after the dialog went: ignored
    }

    void validation_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("keyId");
        QTest::addColumn<QString>("secret");
        QTest::addColumn<QString>("caFile");
        QTest::addColumn<QString>("reason"); // a part of it; empty: OK is enabled

        const QString url = "https://api.example.com";
        QTest::newRow("valid") << "New" << url << "key_1"
                               << "s"
                               << ""
                               << "";
        QTest::newRow("valid loopback http") << "New"
                                             << "http://127.0.0.1:8470"
                                             << "key_1"
                                             << "s"
                                             << ""
                                             << "";
        QTest::newRow("empty name") << "" << url << "key_1"
                                    << "s"
                                    << ""
                                    << "Enter a name";
        QTest::newRow("taken name") << "LAB" << url << "key_1"
                                    << "s"
                                    << ""
                                    << "already named";
        QTest::newRow("non-loopback http") << "New"
                                           << "http://api.example.com"
                                           << "key_1"
                                           << "s"
                                           << ""
                                           << "only allowed to this computer";
        QTest::newRow("not a URL") << "New"
                                   << "api.example.com"
                                   << "key_1"
                                   << "s"
                                   << ""
                                   << "is not a base URL";
        QTest::newRow("no key id") << "New" << url << ""
                                   << "s"
                                   << ""
                                   << "id of the API key";
        QTest::newRow("no secret") << "New" << url << "key_1"
                                   << ""
                                   << ""
                                   << "secret";
        QTest::newRow("missing CA bundle") << "New" << url << "key_1"
                                           << "s"
                                           << "/nonexistent.pem"
                                           << "CA bundle";
    }

    void validation()
    {
        QFETCH(QString, name);
        QFETCH(QString, url);
        QFETCH(QString, keyId);
        QFETCH(QString, secret);
        QFETCH(QString, caFile);
        QFETCH(QString, reason);

        app::ProfileStore store(m_settings.filePath("validation.ini"));
        app::ConnectionProfile lab;
        lab.name = "Lab";
        lab.baseUrl = "https://lab.example.com";
        lab.id = "lab";
        lab.keyId = "key_lab";
        store.save(lab);

        ProfileDialog dialog(app::profileValidator(store, {}, true));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Typed, as a user would: the verdict follows every change.
        QTest::keyClicks(dialog.findChild<QLineEdit *>("nameEdit"), name);
        QTest::keyClicks(dialog.findChild<QLineEdit *>("baseUrlEdit"), url);
        QTest::keyClicks(dialog.findChild<QLineEdit *>("keyIdEdit"), keyId);
        QTest::keyClicks(dialog.findChild<QLineEdit *>("secretEdit"), secret);
        QTest::keyClicks(dialog.findChild<QLineEdit *>("caFileEdit"), caFile);

        auto *ok = dialog.findChild<QDialogButtonBox *>("buttonBox")->button(QDialogButtonBox::Ok);
        auto *label = dialog.findChild<QLabel *>("validationLabel");
        if (reason.isEmpty()) {
            QVERIFY2(ok->isEnabled(), qPrintable(dialog.validationMessage()));
            QVERIFY(!label->isVisible());
        } else {
            QVERIFY(!ok->isEnabled());
            QVERIFY(label->isVisible());
            QCOMPARE(label->text(), dialog.validationMessage());
            QVERIFY2(label->text().contains(reason), qPrintable(label->text()));
        }
    }

    void testConnectionShowsVersionAndRole_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("shown");
        QTest::newRow("admin") << "admin"
                               << "Admin";
        QTest::newRow("developer") << "developer"
                                   << "Developer";
        QTest::newRow("manager") << "manager"
                                 << "Manager";
        QTest::newRow("trainee") << "trainee"
                                 << "Trainee";
    }

    void testConnectionShowsVersionAndRole()
    {
        QFETCH(QString, role);
        QFETCH(QString, shown);
        const test::Key key = m_sim->key("org-a", role.toStdString());
        QVERIFY(!key.id.empty());

        ProfileDialog dialog;
        dialog.setFields(fieldsFor(key));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy finished(&dialog, &ProfileDialog::testFinished);
        QTest::mouseClick(dialog.findChild<QPushButton *>("testButton"), Qt::LeftButton);
        // The click returned before any answer: the GUI thread does not wait on the network.
        QVERIFY(dialog.isTesting());
        QCOMPARE(dialog.testResultText(), QString("Testing…"));

        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const QString text = dialog.testResultText();
        QVERIFY2(finished[0][0].toBool(), qPrintable(text));
        QVERIFY(!dialog.isTesting());
        QCOMPARE(dialog.findChild<QLabel *>("testResultLabel")->text(), text);
        QVERIFY2(text.contains(QString::fromLatin1(kVersion)), qPrintable(text));
        QVERIFY2(text.contains("simulator"), qPrintable(text));
        QVERIFY2(text.contains("org-a"), qPrintable(text));
        QVERIFY2(text.contains("role: " + shown), qPrintable(text));
    }

    void testConnectionReportsFailures_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::addColumn<QString>("shown");
        // The shared wording of each error (ui::errorText), by the reason the server gives.
        QTest::newRow("wrong secret") << "secret"
                                      << "secret does not match";
        QTest::newRow("unknown key") << "key"
                                     << "does not know this API key";
        QTest::newRow("closed port") << "closed"
                                     << "Nothing listens on 127.0.0.1:";
        QTest::newRow("plain http to a remote host") << "remote"
                                                     << "does not connect to this address";
        // A simulator serving TLS with a certificate of its own authority.
        QTest::newRow("certificate without its CA bundle") << "untrusted"
                                                           << "CA bundle";
        QTest::newRow("plain http to the TLS port") << "plain to TLS"
                                                    << "Use https://";
    }

    void testConnectionReportsFailures()
    {
        QFETCH(QString, failure);
        QFETCH(QString, shown);
        ProfileFields f = fieldsFor(m_sim->key("org-a", "admin"));
        const LoopbackSocket closed(false); // bound but not listening: refused
        if (failure == "secret") {
            f.secret = "wrong-secret-0123456789abcdef";
        } else if (failure == "key") {
            f.keyId = "key_sim_nobody";
        } else if (failure == "closed") {
            f.baseUrl = closed.url();
        } else if (failure == "untrusted" || failure == "plain to TLS") {
            QVERIFY(startTlsSimulator());
            const test::Key key = m_tlsSim->key("org-a", "admin");
            f.keyId = QString::fromStdString(key.id);
            f.secret = QString::fromStdString(key.secret);
            f.baseUrl = QString::fromStdString(m_tlsSim->baseUrl());
            if (failure == "plain to TLS")
                f.baseUrl.replace("https://", "http://");
        } else {
            f.baseUrl = "http://api.example.com";
        }
        QVERIFY(closed.port() > 0);

        ProfileDialog dialog;
        dialog.setFields(f);
        QSignalSpy finished(&dialog, &ProfileDialog::testFinished);
        dialog.testConnection();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        const QString text = dialog.testResultText();
        QVERIFY2(!finished[0][0].toBool(), qPrintable(text));
        QVERIFY2(text.contains(shown), qPrintable(text));
        if (failure == "secret" || failure == "key") // the server was reached all the same
            QVERIFY2(text.contains(QString::fromLatin1(kVersion)), qPrintable(text));
        else // one network failure is said once, not for each request
            QCOMPARE(text.count(shown), 1);
        if (failure == "untrusted") {
            // A sentence, not curl's words; those stay in the details.
            QVERIFY2(!text.contains("SSL peer certificate"), qPrintable(text));
            const QString details = dialog.findChild<QLabel *>("testResultLabel")->toolTip();
            QVERIFY2(details.contains("SSL peer certificate"), qPrintable(details));
        }
    }

    void testConnectionUsesTheStoredSecretWhenTheFieldIsEmpty()
    {
        // Editing a profile leaves the secret field empty ("keep the stored one"); the test
        // must sign with the stored secret, not with nothing.
        ProfileDialog dialog;
        ProfileFields f = fieldsFor(m_sim->key("org-a", "admin"));
        const QString secret = f.secret;
        f.secret.clear();
        dialog.setFields(f);
        dialog.setStoredSecret(secret);
        QSignalSpy finished(&dialog, &ProfileDialog::testFinished);
        dialog.testConnection();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY2(finished[0][0].toBool(), qPrintable(dialog.testResultText()));
        // A secret typed in the field wins over the stored one.
        f.secret = QStringLiteral("wrong-secret");
        dialog.setFields(f);
        dialog.testConnection();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QVERIFY(!finished[1][0].toBool());
    }

    void rerunReplacesARunningTest()
    {
        const LoopbackSocket hanging(true);
        QVERIFY(hanging.port() > 0);
        ProfileDialog dialog;
        ProfileFields f = fieldsFor(m_sim->key("org-a", "admin"));
        const QString good = f.baseUrl;
        f.baseUrl = hanging.url();
        dialog.setFields(f);
        QSignalSpy finished(&dialog, &ProfileDialog::testFinished);
        dialog.testConnection();
        QVERIFY(dialog.isTesting());

        // Fixed while the first still hangs: only the second run reports.
        f.baseUrl = good;
        dialog.setFields(f);
        QTest::mouseClick(dialog.findChild<QPushButton *>("testButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY2(finished[0][0].toBool(), qPrintable(dialog.testResultText()));

        // And once more, after it finished.
        dialog.testConnection();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QVERIFY(finished[1][0].toBool());
    }

    void closingMidTestIsSafe_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("cancel") << "cancel";
        QTest::newRow("accept") << "accept";
        QTest::newRow("close with delete-on-close") << "close";
        QTest::newRow("delete") << "delete";
    }

    void closingMidTestIsSafe()
    {
        QFETCH(QString, how);
        const LoopbackSocket hanging(true);
        QVERIFY(hanging.port() > 0);
        ProfileFields f = fieldsFor(m_sim->key("org-a", "admin"));
        f.baseUrl = hanging.url();

        QPointer<ProfileDialog> dialog = new ProfileDialog;
        dialog->setAttribute(Qt::WA_DeleteOnClose, how == "close");
        dialog->setFields(f);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QSignalSpy finished(dialog.data(), &ProfileDialog::testFinished);
        QTest::mouseClick(dialog->findChild<QPushButton *>("testButton"), Qt::LeftButton);
        QVERIFY(dialog->isTesting());
        QVERIFY(dialog->findChild<client::ApiClient *>("testClient"));

        if (how == "cancel" || how == "accept") {
            how == "cancel" ? dialog->reject() : dialog->accept();
            QVERIFY(!dialog->isVisible());
            QVERIFY(!dialog->isTesting());
            QVERIFY(dialog->testResultText().contains("cancelled"));
            // The test's client goes (and its request with it) once the loop turns.
            QTRY_VERIFY(!dialog->findChild<client::ApiClient *>("testClient"));
            QCOMPARE(finished.count(), 0);
            delete dialog;
        } else if (how == "close") {
            dialog->close();
            QTRY_VERIFY(dialog.isNull());
        } else {
            delete dialog;
        }
        // Whatever was still queued for the dialog is dropped, not delivered to freed memory.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
        QVERIFY(dialog.isNull());
    }

private:
    /// A second simulator, serving TLS with a certificate of a throw-away authority.
    bool startTlsSimulator()
    {
        if (m_tlsSim)
            return true;
        if (!m_pki.create())
            return false;
        auto sim = std::make_unique<test::SimProcess>(m_pki.simArgs());
        if (!sim->start())
            return false;
        sim->useTls(m_pki.caFile().toStdString());
        m_tlsSim = std::move(sim);
        return true;
    }

    ProfileFields fieldsFor(const test::Key &key) const
    {
        ProfileFields f;
        f.name = "Local simulator";
        f.baseUrl = QString::fromStdString(m_sim->baseUrl());
        f.keyId = QString::fromStdString(key.id);
        f.secret = QString::fromStdString(key.secret);
        return f;
    }

    std::unique_ptr<test::SimProcess> m_sim;
    test::TestPki m_pki;
    std::unique_ptr<test::SimProcess> m_tlsSim;
    QTemporaryDir m_settings;
};

QTEST_MAIN(ProfileDialogTest)
#include "tst_profiledialog.moc"
