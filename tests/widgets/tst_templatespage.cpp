// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The Templates page against a real polychip-sim: its states, the gallery model (under
// QAbstractItemModelTester), prices, search, and the wizard it opens.
#include "launch/launchwizard.h"
#include "templates/templategallerymodel.h"
#include "templates/templatespage.h"

#include "apiclient.h"
#include "clienttestkit.h"
#include "screenshots.h"
#include "session.h"
#include "simtestclient.h"
#include "widgettestkit.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>

#include <algorithm>
#include <memory>

using namespace polychip;
using client::ApiClient;
using client::Endpoint;
using client::Session;
using test::child;
using test::Key;
using test::SimProcess;
using ui::TemplateGalleryModel;
using ui::TemplatesPage;

namespace {

QString shown(const TemplatesPage &page)
{
    const auto *stack = page.findChild<QStackedWidget *>();
    return stack && stack->currentWidget() ? stack->currentWidget()->objectName() : QString();
}

/// Whether every card shows its "from" price.
bool everyCardIsPriced(const QListView &gallery)
{
    for (int row = 0; row < gallery.model()->rowCount(); ++row) {
        if (gallery.model()->index(row, 0).data(TemplateGalleryModel::FromPriceRole).toLongLong()
            <= 0)
            return false;
    }
    return true;
}

} // namespace

class TemplatesPageTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::installScreenshotTranslation();
        m_sim = std::make_unique<SimProcess>(
            QStringList{QStringLiteral("--rate-limit"), QStringLiteral("0")});
        QVERIFY(m_sim->start());
        m_key = m_sim->key("org-a", "developer");
        QVERIFY(!m_key.id.empty());
    }

    void cleanupTestCase() { m_sim.reset(); }

    void theGalleryIsInTheConsolesLanguage()
    {
        // The console asks for its UI language; a Chinese trainee reads Chinese templates.
        TemplatesPage page;
        page.resize(1100, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        Endpoint zh{m_sim->baseUrl(), m_key.id, m_key.secret, {}, {}};
        zh.acceptLanguage = "zh-CN, en;q=0.5";
        ApiClient client(zh);
        Session session(client);
        page.setSession(&client, &session);
        session.start();
        auto *gallery = child<QListView>(page, "templateGallery");
        QTRY_VERIFY_WITH_TIMEOUT(gallery->model()->rowCount() >= 12, 15000);
        QStringList english;
        for (int row = 0; row < gallery->model()->rowCount(); ++row) {
            const QString text = gallery->model()->index(row, 0).data(Qt::ToolTipRole).toString()
                                 + gallery->model()->index(row, 0).data().toString();
            if (std::none_of(text.begin(), text.end(), [](QChar ch) {
                    return ch.unicode() >= 0x4E00 && ch.unicode() <= 0x9FFF;
                }))
                english << text;
        }
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        // The search finds them by their Chinese words too.
        child<QLineEdit>(page, "templateSearch")->setText(QStringLiteral("微调"));
        QVERIFY(gallery->model()->rowCount() >= 3);
        test::screenshot(page, QStringLiteral("templates-gallery-zh-data"));
        page.setSession(nullptr, nullptr);
    }

    void statesSearchAndPrices()
    {
        TemplatesPage page;
        page.resize(1100, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Not connected: said so, and nothing to launch with.
        QCOMPARE(shown(page), QStringLiteral("templatesEmpty"));
        QVERIFY(!page.pageActions().front()->isEnabled());
        QVERIFY(page.openWizard() == nullptr);

        ApiClient client(Endpoint{m_sim->baseUrl(), m_key.id, m_key.secret, {}, {}});
        Session session(client);
        page.setSession(&client, &session);
        auto *gallery = child<QListView>(page, "templateGallery");
        QAbstractItemModelTester tester(gallery->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(shown(page), QStringLiteral("templatesEmpty")); // loading
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(gallery->model()->rowCount() >= 12, 15000);
        QCOMPARE(shown(page), QStringLiteral("templateGallery"));
        QTRY_VERIFY(page.pageActions().front()->isEnabled());
        POLYCHIP_VERIFY_TEXT(
            child<QLabel>(page, "templateCount")->text().contains(QStringLiteral("22 template")));

        // Every template gets its "from" price, the cheapest it allows that fits.
        QTRY_VERIFY_WITH_TIMEOUT(everyCardIsPriced(*gallery), 15000);
        test::screenshot(page, QStringLiteral("templates-gallery"));

        // Search by backend, by model, and a search that finds nothing.
        auto *search = child<QLineEdit>(page, "templateSearch");
        search->setText(QStringLiteral("llama-3-8b"));
        QVERIFY(gallery->model()->rowCount() >= 1);
        for (int row = 0; row < gallery->model()->rowCount(); ++row)
            QVERIFY(gallery->model()
                        ->index(row, 0)
                        .data(TemplateGalleryModel::SearchRole)
                        .toString()
                        .contains(QStringLiteral("llama-3-8b"), Qt::CaseInsensitive));
        // Enter with one match opens the wizard on it; with several, the first card is current.
        search->setText(QStringLiteral("llama"));
        QVERIFY(gallery->model()->rowCount() > 1);
        QTest::keyClick(search, Qt::Key_Return);
        QVERIFY(!page.findChild<ui::LaunchWizard *>());
        QCOMPARE(gallery->currentIndex().row(), 0);
        search->setText(QStringLiteral("GraphSAGE")); // one template only
        QCOMPARE(gallery->model()->rowCount(), 1);
        const std::string only = gallery->model()
                                     ->index(0, 0)
                                     .data(TemplateGalleryModel::IdRole)
                                     .toString()
                                     .toStdString();
        QTest::keyClick(search, Qt::Key_Return);
        auto *opened = page.findChild<ui::LaunchWizard *>();
        QVERIFY(opened && opened->isVisible());
        QCOMPARE(opened->draft().templateId, std::optional(only));
        opened->reject();
        QTRY_VERIFY(!page.findChild<ui::LaunchWizard *>());

        search->setText(QStringLiteral("no such workload"));
        QCOMPARE(gallery->model()->rowCount(), 0);
        QCOMPARE(shown(page), QStringLiteral("templatesEmpty"));
        POLYCHIP_VERIFY_TEXT(child<QLabel>(page, "templatesEmpty")
                                 ->text()
                                 .contains(QStringLiteral("no such workload")));
        test::screenshot(page, QStringLiteral("templates-no-match"));
        search->clear();
        QCOMPARE(shown(page), QStringLiteral("templateGallery"));

        // A card opens the wizard on its template; Blank opens it on none.
        gallery->setFocus();
        gallery->setCurrentIndex(gallery->model()->index(0, 0));
        const std::string first = gallery->model()
                                      ->index(0, 0)
                                      .data(TemplateGalleryModel::IdRole)
                                      .toString()
                                      .toStdString();
        QTest::keyClick(gallery, Qt::Key_Return);
        auto *wizard = page.findChild<ui::LaunchWizard *>();
        QVERIFY(wizard && wizard->isVisible());
        QCOMPARE(wizard->draft().templateId, std::optional(first));
        wizard->reject();
        QTRY_VERIFY(!page.findChild<ui::LaunchWizard *>()); // deleted on close
        child<QPushButton>(page, "newInstanceButton")->click();
        wizard = page.findChild<ui::LaunchWizard *>();
        QVERIFY(wizard);
        QVERIFY(!wizard->draft().templateId);
        wizard->reject();

        // No snapshots yet: the menu says where they come from.
        child<QPushButton>(page, "fromSnapshotButton")->click();
        auto *menu = page.findChild<QMenu *>(QStringLiteral("snapshotMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 1);
        QVERIFY(!menu->actions().front()->isEnabled());
        menu->close();

        // The connection goes away: back to "not connected", nothing dangles.
        page.setSession(nullptr, nullptr);
        QCOMPARE(gallery->model()->rowCount(), 0);
        QCOMPARE(shown(page), QStringLiteral("templatesEmpty"));
    }

    void theCardsPricesDoNotTickALesson()
    {
        // The cards' prices are quotes the console asks for on its own: a trainee who only
        // looked at the gallery has not yet made the quote the lesson asks for.
        const Key admin = m_sim->key("org-a", "admin");
        QCOMPARE(m_sim->request(admin, "POST", "/v1/sim/scenarios/cheapest-backend:load").status,
                 204L);
        TemplatesPage page;
        page.resize(1100, 700);
        page.show();
        ApiClient client(Endpoint{m_sim->baseUrl(), admin.id, admin.secret, {}, {}});
        Session session(client);
        page.setSession(&client, &session);
        session.start();
        auto *gallery = child<QListView>(page, "templateGallery");
        QTRY_VERIFY_WITH_TIMEOUT(gallery->model()->rowCount() >= 12, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(everyCardIsPriced(*gallery), 15000);
        const auto lesson = test::decodeOk<api::Lesson>(
            m_sim->request(admin, "GET", "/v1/sim/lessons/lesson-cheapest-backend"));
        QVERIFY(lesson.active);
        QCOMPARE(lesson.objectives.front().state, api::ObjectiveState::Pending);
        page.setSession(nullptr, nullptr);
        QCOMPARE(m_sim->request(admin, "POST", "/v1/sim:reset").status, 204L);
    }

private:
    std::unique_ptr<SimProcess> m_sim;
    Key m_key;
};

QTEST_MAIN(TemplatesPageTest)
#include "tst_templatespage.moc"
