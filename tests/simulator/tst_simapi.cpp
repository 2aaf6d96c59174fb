// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "simtestclient.h"

#include <QRegularExpression>
#include <QScopeGuard>

#include <set>
#include <sys/stat.h>

using namespace polychip;
using test::decodeOk;
using test::HttpAnswer;
using test::Key;
using test::SimProcess;

namespace {

const std::string kLaunch = R"({"name": "gpt2", "model_id": "gpt2-1.3b",
                                "accelerator": "nvidia-a100-80g", "count": 8})";

/// The permission bits of a file (e.g. 0600).
int modeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

/** polychip-sim over HTTP: authentication, the role table, validation and the main routes. */
class SimApiTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin, m_developer, m_manager, m_trainee, m_adminB;

    api::InstanceOperation launchSmall(const Key &key, const std::string &name)
    {
        return m_sim->launchSmall(key, name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        curl_global_init(CURL_GLOBAL_DEFAULT);
        m_sim = std::make_unique<SimProcess>(QStringList{"--speed", "1"});
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        m_developer = m_sim->key("org-a", "developer");
        m_manager = m_sim->key("org-a", "manager");
        m_trainee = m_sim->key("org-a", "trainee");
        m_adminB = m_sim->key("org-b", "admin");
        QVERIFY(!m_admin.id.empty() && !m_adminB.id.empty());
        QFile keys(m_sim->path("keys.json"));
        QCOMPARE(int(keys.permissions() & (QFile::ReadGroup | QFile::ReadOther)), 0);
    }

    void cleanupTestCase()
    {
        m_sim.reset();
        curl_global_cleanup();
    }

    void dataDirIsTheOwnersAlone()
    {
        // The state holds every key secret in plain text, so the data directory is the
        // owner's alone whatever the umask, and what an older simulator left readable is
        // closed at the next start.
        const mode_t umaskBefore = ::umask(0);
        const auto restoreUmask = qScopeGuard([umaskBefore] { ::umask(umaskBefore); });
        SimProcess sim({"--speed", "1"});
        const auto checkModes = [&sim](const char *when) {
            QDir data(sim.path("data"));
            QCOMPARE(modeOf(data.path()), 0700);
            const QStringList files = data.entryList(QDir::Files | QDir::Hidden);
            for (const char *expected : {"polychip-sim.db", "polychip-sim.db-wal"})
                QVERIFY2(files.contains(QLatin1String(expected)), expected);
            for (const QString &name : files)
                QVERIFY2(modeOf(data.filePath(name)) == 0600,
                         qPrintable(name + QLatin1String(when)));
            for (const char *name : {"keys.json", "access.log", "port"})
                QVERIFY2(modeOf(sim.path(QLatin1String(name))) == 0600, name);
        };
        QVERIFY(sim.start());
        const auto a = sim.key("org-a", "admin");
        sim.launchSmall(a, "first");
        checkModes(" after the first start");
        QVERIFY(!QTest::currentTestFailed());
        sim.stop();

        // As an older simulator (or a umask of 0) left them: readable by everyone.
        QFile::setPermissions(sim.path("data"), QFileDevice::Permissions(0x7755));
        for (const QString &name : QDir(sim.path("data")).entryList(QDir::Files))
            QFile::setPermissions(sim.path("data/" + name), QFileDevice::Permissions(0x6644));
        QVERIFY(modeOf(sim.path("data/polychip-sim.db")) == 0644);
        QVERIFY(sim.start());
        sim.launchSmall(a, "second");
        checkModes(" after a restart");
    }

    void meForEachRole_data()
    {
        QTest::addColumn<QString>("org");
        QTest::addColumn<QString>("role");
        for (const char *org : {"org-a", "org-b"})
            for (const char *role : {"admin", "developer", "manager", "trainee"})
                QTest::addRow("%s %s", org, role) << org << role;
    }

    void meForEachRole()
    {
        QFETCH(QString, org);
        QFETCH(QString, role);
        const auto a
            = m_sim->request(m_sim->key(org.toStdString(), role.toStdString()), "GET", "/v1/me");
        QCOMPARE(a.status, 200L);
        const auto me = decodeOk<api::Me>(a);
        QCOMPARE(QString::fromStdString(me.organization.id), org);
        QCOMPARE(QString::fromLatin1(api::wireName(me.role).data()), role);
        QVERIFY(a.headers.find("X-Request-Id: req_") != std::string::npos);
        QVERIFY(a.headers.find("Date: ") != std::string::npos);
    }

    void badSignaturesAre401_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing") << "missing"
                                 << "MISSING_KEY";
        QTest::newRow("unknown key") << "unknown"
                                     << "UNKNOWN_KEY";
        QTest::newRow("wrong secret") << "wrong"
                                      << "BAD_SIGNATURE";
        QTest::newRow("301 s old") << "old"
                                   << "TIMESTAMP_SKEW";
        QTest::newRow("301 s ahead") << "ahead"
                                     << "TIMESTAMP_SKEW";
        QTest::newRow("nonce reused") << "replay"
                                      << "REPLAY";
        QTest::newRow("no nonce") << "no nonce"
                                  << "MISSING_KEY";
        QTest::newRow("short nonce") << "short nonce"
                                     << "BAD_NONCE";
    }

    void badSignaturesAre401()
    {
        QFETCH(QString, what);
        QFETCH(QString, reason);
        HttpAnswer a;
        if (what == "missing") {
            a = m_sim->raw("GET", "/v1/me", "", {});
        } else if (what == "unknown") {
            a = m_sim->request({"key_sim_nobody", m_admin.secret}, "GET", "/v1/me");
        } else if (what == "wrong") {
            a = m_sim->request({m_admin.id, m_admin.secret + "x"}, "GET", "/v1/me");
        } else if (what == "old" || what == "ahead") {
            a = m_sim->request(m_admin, "GET", "/v1/me", "", what == "old" ? -301 : 301);
        } else {
            using namespace std::chrono;
            const auto ts = duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
            const std::string nonce = what == "short nonce" ? "0123456789abcdef" : "";
            auto headers
                = SimProcess::signedHeaders(m_admin, "GET", "/v1/accelerators", "", ts, nonce);
            if (what == "no nonce")
                std::erase_if(headers,
                              [](const std::string &h) { return h.starts_with("X-PC-Nonce"); });
            if (what == "replay")
                QCOMPARE(m_sim->raw("GET", "/v1/accelerators", "", headers).status, 200L);
            a = m_sim->raw("GET", "/v1/accelerators", "", headers);
        }
        QCOMPARE(a.status, 401L);
        QCOMPARE(a.errorCode(), std::string("UNAUTHENTICATED"));
        const auto body = api::parseJson(a.body);
        QVERIFY(body.ok());
        QCOMPARE(QString::fromStdString(body->at("error").at("details").at("reason")), reason);
    }

    void identicalRequestsWithTheirOwnNoncesPass()
    {
        using namespace std::chrono;
        const auto ts = duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
        // The same GET at the same second, three times (two views, or two consoles sharing a
        // key): each signature has its own nonce, none is a replay (v1.1).
        for (int i = 0; i < 3; ++i) {
            const auto headers
                = SimProcess::signedHeaders(m_admin, "GET", "/v1/accelerators", "", ts);
            QCOMPARE(m_sim->raw("GET", "/v1/accelerators", "", headers).status, 200L);
        }
        // A nonce is remembered per key: another key picking the same one replays nothing.
        const std::string nonce = signing::newNonce();
        QCOMPARE(nonce.size(), std::size_t(32));
        for (const Key *key : {&m_admin, &m_developer}) {
            const auto headers = SimProcess::signedHeaders(*key, "GET", "/v1/me", "", ts, nonce);
            QCOMPARE(m_sim->raw("GET", "/v1/me", "", headers).status, 200L);
        }
    }

    void aQuoteNeedsNoNameALaunchDoes()
    {
        const std::string spec = R"({"template_id": "tpl-llama3-8b-pretrain"})";
        const auto quote = m_sim->request(m_developer, "POST", "/v1/quotes", spec);
        QCOMPARE(quote.status, 200L);
        QVERIFY(!decodeOk<api::Quote>(quote).alternatives.empty());
        const auto launch = m_sim->request(m_developer, "POST", "/v1/instances", spec);
        QCOMPARE(launch.status, 400L);
        QCOMPARE(launch.errorCode(), std::string("INVALID_ARGUMENT"));
        QVERIFY(launch.body.find("$.name") != std::string::npos);
        // Present, a name still has its limits in both.
        const std::string empty = R"({"name": "", "template_id": "tpl-llama3-8b-pretrain"})";
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/quotes", empty).status, 400L);
    }

    void healthNeedsNoKey()
    {
        const auto a = m_sim->raw("GET", "/v1/health", "", {});
        QCOMPARE(a.status, 200L);
        QVERIFY(decodeOk<api::Health>(a).simulated);
    }

    void roleTable_data()
    {
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("body");
        QTest::addColumn<int>("status");
        const QString budget = R"({"name": "b", "amount_micros": 1000000})";
        QTest::newRow("manager may not launch")
            << "manager"
            << "POST"
            << "/v1/instances" << QString::fromStdString(kLaunch) << 403;
        QTest::newRow("trainee may launch")
            << "trainee"
            << "POST"
            << "/v1/instances" << QString::fromStdString(kLaunch) << 202;
        QTest::newRow("developer may not set budgets") << "developer"
                                                       << "POST"
                                                       << "/v1/budgets" << budget << 403;
        QTest::newRow("manager may set budgets") << "manager"
                                                 << "POST"
                                                 << "/v1/budgets" << budget << 201;
        QTest::newRow("manager reads billing") << "manager"
                                               << "GET"
                                               << "/v1/billing/account"
                                               << "" << 200;
        QTest::newRow("developer may not reset") << "developer"
                                                 << "POST"
                                                 << "/v1/sim:reset"
                                                 << "" << 403;
        QTest::newRow("trainee may not set the clock") << "trainee"
                                                       << "PUT"
                                                       << "/v1/sim/clock"
                                                       << R"({"speed": 10})" << 403;
        QTest::newRow("everyone reads the clock") << "trainee"
                                                  << "GET"
                                                  << "/v1/sim/clock"
                                                  << "" << 200;
    }

    void roleTable()
    {
        QFETCH(QString, role);
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QString, body);
        QFETCH(int, status);
        const auto a = m_sim->request(m_sim->key("org-a", role.toStdString()), method.toStdString(),
                                      path.toStdString(), body.toStdString());
        QVERIFY2(a.status == status, a.body.c_str());
        if (status == 403)
            QCOMPARE(a.errorCode(), std::string("PERMISSION_DENIED"));
    }

    void badBodiesNameTheField_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("contentType");
        QTest::addColumn<QString>("field");
        QTest::newRow("unknown field") << R"({"name": "x", "colour": "red"})"
                                       << "application/json"
                                       << "$.colour";
        QTest::newRow("wrong type") << R"({"name": "x", "count": "eight"})"
                                    << "application/json"
                                    << "$.count";
        // (not a raw string: moc counts the braces of raw strings)
        QTest::newRow("malformed") << "{\"name\": "
                                   << "application/json"
                                   << "$";
        QTest::newRow("not json") << R"(name=x)"
                                  << "application/x-www-form-urlencoded"
                                  << "Content-Type";
        QTest::newRow("nested range") << R"({"name": "x", "auto_sleep": {"enabled": true,
            "utilization_below_pct": 500, "for_minutes": 10}})"
                                      << "application/json"
                                      << "$.auto_sleep.utilization_below_pct";
    }

    void badBodiesNameTheField()
    {
        QFETCH(QString, body);
        QFETCH(QString, contentType);
        QFETCH(QString, field);
        const auto a = m_sim->request(m_admin, "POST", "/v1/instances", body.toStdString(), 0,
                                      contentType.toStdString());
        QCOMPARE(a.status, 400L);
        const auto json = api::parseJson(a.body);
        QVERIFY(json.ok());
        QCOMPARE(QString::fromStdString(json->at("error").at("details").at("field")), field);
    }

    void instanceLifecycleOverHttp()
    {
        const auto launched = m_sim->request(m_developer, "POST", "/v1/instances", kLaunch);
        QCOMPARE(launched.status, 202L);
        const auto created = decodeOk<api::InstanceOperation>(launched);
        QVERIFY(created.operation.has_value());
        const std::string id = created.instance.id;
        const std::string path = "/v1/instances/" + id;

        const auto got = m_sim->request(m_developer, "GET", path);
        QCOMPARE(got.status, 200L);
        QCOMPARE(decodeOk<api::Instance>(got).id, id);

        // Busy provisioning: a stop is a conflict that says why.
        const auto conflict = m_sim->request(m_developer, "POST", path + ":stop");
        QCOMPARE(conflict.status, 409L);
        QCOMPARE(conflict.errorCode(), std::string("CONFLICT"));

        // Fast-forward with the simulator clock (admin), then act.
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 300})").status,
            200L);
        QCOMPARE(decodeOk<api::Instance>(m_sim->request(m_developer, "GET", path)).state,
                 api::InstanceState::Running);
        const auto stopped = m_sim->request(m_developer, "POST", path + ":stop");
        QCOMPARE(stopped.status, 202L);
        QCOMPARE(decodeOk<api::InstanceOperation>(stopped).instance.state,
                 api::InstanceState::Stopping);
        const auto op = decodeOk<api::InstanceOperation>(stopped).operation->id;
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/operations/" + op).status, 200L);

        const auto list = decodeOk<api::Page<api::Instance>>(
            m_sim->request(m_developer, "GET", "/v1/instances?state=stopping"));
        QVERIFY(std::any_of(list.items.begin(), list.items.end(),
                            [&](const auto &i) { return i.id == id; }));
        QVERIFY(list.revision > 0);

        // Another organisation sees nothing, exactly as for an absent id.
        const auto foreign = m_sim->request(m_adminB, "GET", path);
        const auto absent = m_sim->request(m_adminB, "GET", "/v1/instances/ins_999999");
        QCOMPARE(foreign.status, 404L);
        QCOMPARE(absent.status, 404L);
        QCOMPARE(m_sim->request(m_adminB, "DELETE", path).status, 404L);

        QCOMPARE(m_sim->request(m_developer, "DELETE", path).status, 202L);
    }

    void metricsOverHttp()
    {
        const auto id = launchSmall(m_developer, "charted").instance.id;
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 900})").status,
            200L);
        const auto series = decodeOk<api::MetricSeries>(m_sim->request(
            m_manager, "GET", "/v1/instances/" + id + "/metrics?step=60&fields=tokens_per_s,loss"));
        QCOMPARE(series.step, std::int64_t(60));
        QVERIFY(!series.t.empty());
        QVERIFY(series.tokensPerS.has_value() && series.loss.has_value());
        QVERIFY(!series.powerW.has_value());
        // Default: the last hour in at most 1000 buckets (step 4 s).
        const auto hour = decodeOk<api::MetricSeries>(
            m_sim->request(m_trainee, "GET", "/v1/instances/" + id + "/metrics"));
        QCOMPARE(hour.step, std::int64_t(4));
        QCOMPARE(hour.to.unixSeconds - hour.from.unixSeconds, std::int64_t(3600));
        QVERIFY(hour.utilizationPct.has_value());
        const auto bad
            = m_sim->request(m_manager, "GET", "/v1/instances/" + id + "/metrics?fields=colour");
        QCOMPARE(bad.status, 400L);
        QVERIFY(bad.body.find("fields") != std::string::npos);
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/instances/" + id + "/metrics?step=0").status,
                 400L);
        QCOMPARE(
            m_sim
                ->request(m_manager, "GET",
                          "/v1/instances/" + id
                              + "/metrics?from=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z&step=1")
                .status,
            400L);
        QCOMPARE(m_sim->request(m_adminB, "GET", "/v1/instances/" + id + "/metrics").status, 404L);
    }

    void catalogAndQuotes()
    {
        const auto accels = decodeOk<api::Page<api::Accelerator>>(
            m_sim->request(m_trainee, "GET", "/v1/accelerators"));
        QCOMPARE(accels.items.size(), std::size_t(10));
        QVERIFY(
            decodeOk<api::Page<api::Template>>(m_sim->request(m_trainee, "GET", "/v1/templates"))
                .items.size()
            >= 12);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/templates/tpl-llama3-8b-pretrain").status,
                 200L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/templates/nope").status, 404L);
        const auto llamas = decodeOk<api::Page<api::Model>>(
            m_sim->request(m_trainee, "GET", "/v1/models?family=Llama%203"));
        for (const auto &m : llamas.items)
            QCOMPARE(m.family, std::string("Llama 3"));
        QVERIFY(!llamas.items.empty());
        // The spec's filters, each honoured: case-insensitive family and licence, q over the
        // family and the tags too, a parameter range; a range that is no number is refused.
        const auto models = [&](const std::string &query) {
            return decodeOk<api::Page<api::Model>>(
                       m_sim->request(m_trainee, "GET", "/v1/models?page_size=1000&" + query))
                .items;
        };
        QCOMPARE(models("family=llama%203").size(), llamas.items.size());
        const auto moe = models("q=MOE");
        QVERIFY(!moe.empty());
        for (const auto &m : moe)
            QVERIFY(std::find(m.tags.begin(), m.tags.end(), "moe") != m.tags.end()
                    || m.name.find("MoE") != std::string::npos);
        const auto mid = models("min_params_b=6&max_params_b=8");
        QVERIFY(!mid.empty());
        for (const auto &m : mid) {
            QVERIFY(m.paramsB >= 6 && m.paramsB <= 8);
            QVERIFY(m.memory && m.memory->inferenceBytes > std::int64_t(m.paramsB * 1e9));
        }
        for (const auto &m : models("license=APACHE-2.0"))
            QCOMPARE(m.license, std::string("apache-2.0"));
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/models?min_params_b=lots").status, 400L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/models?max_params_b=-1").status, 400L);
        const auto chinese = decodeOk<api::Page<api::Dataset>>(
            m_sim->request(m_trainee, "GET", "/v1/datasets?q=CHINESE&modality=text"));
        QVERIFY(!chinese.items.empty());
        for (const auto &d : chinese.items)
            QCOMPARE(d.modality, std::string("text"));
        const auto quote = m_sim->request(
            m_manager, "POST", "/v1/quotes",
            R"({"name": "q", "template_id": "tpl-llama3-8b-pretrain", "accelerator": "auto"})");
        QCOMPARE(quote.status, 200L);
        const auto q = decodeOk<api::Quote>(quote);
        QVERIFY(!q.alternatives.empty());
        QCOMPARE(q.placement.accelerator, q.alternatives.front().accelerator);
    }

    void alertsAreListedNewestFirstAndEachTickCarriesTheBudgets()
    {
        // In the second organisation: something that bills, and a budget it crosses at once;
        // the alert is in the list, newest first.
        const auto billing = m_sim->launchSmall(m_adminB, "alerting").instance.id;
        // Paused: a tick and a read of the budget then tell the same second.
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/clock", "{\"paused\": true}").status,
                 200L);
        const auto made = m_sim->request(
            m_adminB, "POST", "/v1/budgets",
            "{\"name\": \"tiny\", \"amount_micros\": 1, \"thresholds_pct\": [50, 100]}");
        QCOMPARE(made.status, 201L);
        const std::string id = decodeOk<api::Budget>(made).id;
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", "{\"seconds\": 600}").status,
            200L);
        const auto page
            = decodeOk<api::Page<api::Alert>>(m_sim->request(m_adminB, "GET", "/v1/alerts"));
        QVERIFY(std::any_of(page.items.begin(), page.items.end(),
                            [&](const api::Alert &a) { return a.budgetId == std::optional(id); }));
        for (std::size_t i = 1; i < page.items.size(); ++i)
            QVERIFY(!(page.items[i - 1].t < page.items[i].t));
        QCOMPARE(m_sim->request(m_adminB, "GET", "/v1/alerts?page_size=0").status, 400L);
        QCOMPARE(m_sim->raw("GET", "/v1/alerts", "", {}).status, 401L);
        // The billing tick carries every budget's spend, as the budget itself says it.
        const auto budget
            = decodeOk<api::Budget>(m_sim->request(m_adminB, "GET", "/v1/budgets/" + id));
        const auto events = m_sim->events(
            m_adminB, {}, [](const test::StreamEvent &ev) { return ev.type == "billing.tick"; });
        QVERIFY(!events.empty());
        const auto tick = api::decode<api::BillingTick>(events.back().data);
        QVERIFY(tick);
        const auto it = std::find_if(tick->budgets.begin(), tick->budgets.end(),
                                     [&](const api::BudgetSpend &b) { return b.budgetId == id; });
        QVERIFY(it != tick->budgets.end());
        QCOMPARE(it->spentMicros, budget.spentMicros);
        QCOMPARE(m_sim->request(m_adminB, "DELETE", "/v1/budgets/" + id).status, 204L);
        QCOMPARE(m_sim->request(m_adminB, "DELETE", "/v1/instances/" + billing).status, 202L);
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/clock", "{\"paused\": false}").status,
                 200L);
    }

    void billingAndBudgets()
    {
        const auto account
            = decodeOk<api::Account>(m_sim->request(m_manager, "GET", "/v1/billing/account"));
        QCOMPARE(account.currency, std::string("CNY"));
        const auto usage = m_sim->request(m_manager, "GET",
                                          "/v1/billing/usage?step=minute&group_by=label.project");
        QCOMPARE(usage.status, 200L);
        QCOMPARE(decodeOk<api::UsageReport>(usage).groupBy, std::string("label.project"));
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/billing/usage?step=week").status, 400L);
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/billing/ledger").status, 200L);
        const auto insights
            = decodeOk<api::Insights>(m_sim->request(m_manager, "GET", "/v1/billing/insights"));
        QCOMPARE(insights.total.key, std::string("total"));
        QCOMPARE(insights.currency, std::string("CNY"));
        QCOMPARE(m_sim
                     ->request(m_manager, "GET",
                               "/v1/billing/insights?from=2026-12-02T00:00:00Z"
                               "&to=2026-12-01T00:00:00Z")
                     .status,
                 400L);
        QCOMPARE(insights.reference.accelerator, std::string("nvidia-h100-80g"));
        QVERIFY(insights.reference.pricePerHourMicros > 0);
        QVERIFY(insights.series.empty());
        const auto hourly = decodeOk<api::Insights>(m_sim->request(
            m_manager, "GET", "/v1/billing/insights?step=hour&reference=nvidia-a100-80g"));
        QCOMPARE(hourly.reference.accelerator, std::string("nvidia-a100-80g"));
        QCOMPARE(std::int64_t(hourly.series.size()),
                 (hourly.to.unixSeconds - hourly.from.unixSeconds) / 3600);
        QCOMPARE(
            m_sim->request(m_manager, "GET", "/v1/billing/insights?reference=warp-drive").status,
            400L);
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/billing/insights?step=minute").status, 400L);
        QCOMPARE(m_sim
                     ->request(m_manager, "GET",
                               "/v1/billing/insights?step=hour&from=2000-01-01T00:00:00Z")
                     .status,
                 400L);
        const auto created = m_sim->request(m_manager, "POST", "/v1/budgets",
                                            R"({"name": "team", "amount_micros": 5000000,
                                                "thresholds_pct": [80]})");
        QCOMPARE(created.status, 201L);
        const auto budget = decodeOk<api::Budget>(created);
        const auto patched = m_sim->request(m_manager, "PATCH", "/v1/budgets/" + budget.id,
                                            R"({"amount_micros": 9000000})");
        QCOMPARE(patched.status, 200L);
        QCOMPARE(decodeOk<api::Budget>(patched).amountMicros, std::int64_t(9000000));
        QCOMPARE(m_sim->request(m_manager, "DELETE", "/v1/budgets/" + budget.id).status, 204L);
    }

    void volumesOverHttp()
    {
        const auto created = m_sim->request(m_developer, "POST", "/v1/volumes",
                                            R"({"name": "data", "size_gib": 100})");
        QCOMPARE(created.status, 201L);
        const auto v = decodeOk<api::Volume>(created);
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/volumes/" + v.id + ":detach").status,
                 409L);
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/volumes/" + v.id).status, 204L);
    }

    void simulatorControl()
    {
        const auto clock = decodeOk<api::Clock>(
            m_sim->request(m_admin, "PUT", "/v1/sim/clock", R"({"speed": 120, "paused": true})"));
        QCOMPARE(clock.speed, 120.0);
        QVERIFY(clock.paused);
        QCOMPARE(
            m_sim->request(m_admin, "PUT", "/v1/sim/clock", R"({"now": "2000-01-01T00:00:00Z"})")
                .status,
            400L);
        const auto scenarios = decodeOk<api::Page<api::Scenario>>(
            m_sim->request(m_admin, "GET", "/v1/sim/scenarios"));
        QVERIFY(scenarios.items.size() >= 5);
        QCOMPARE(m_sim->request(m_adminB, "POST", "/v1/sim/scenarios/seed-001-switch:load").status,
                 204L);
        const auto loaded
            = decodeOk<api::Page<api::Instance>>(m_sim->request(m_adminB, "GET", "/v1/instances"));
        QCOMPARE(loaded.items.size(), std::size_t(1));
        QCOMPARE(m_sim->request(m_adminB, "POST", "/v1/sim:reset").status, 204L);
        QVERIFY(decodeOk<api::Page<api::Instance>>(m_sim->request(m_adminB, "GET", "/v1/instances"))
                    .items.empty());
        const auto faults = m_sim->request(m_admin, "PUT", "/v1/sim/faults",
                                           R"({"latency_ms": 0, "error_rate": 0,
                                               "capacity_overrides": {"nvidia-h100-80g": 4},
                                               "preempt_rate": 0})");
        QCOMPARE(faults.status, 200L);
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/clock", R"({"paused": false})").status,
                 200L);
    }

    void capacityShortagePerAcceleratorAndRegion()
    {
        // An unknown accelerator or region is refused, naming the key; nothing changes.
        for (const std::string key : {"nvidia-h200", "nvidia-h100-80g@mars"}) {
            const auto refused = m_sim->request(m_admin, "PUT", "/v1/sim/faults",
                                                "{\"capacity_overrides\": {\"" + key + "\": 0}}");
            QCOMPARE(refused.status, 400L);
            QVERIFY2(refused.body.find(key) != std::string::npos, refused.body.c_str());
            const auto json = api::parseJson(refused.body);
            QCOMPARE(json->at("error").at("details").at("field").get<std::string>(),
                     std::string("capacity_overrides"));
        }
        // One region's H100s: the catalogue shows the shortage there and nowhere else.
        const auto put
            = m_sim->request(m_admin, "PUT", "/v1/sim/faults",
                             "{\"capacity_overrides\": {\"nvidia-h100-80g@cn-east\": 0}}");
        QCOMPARE(put.status, 200L);
        QCOMPARE(decodeOk<api::Faults>(put).capacityOverrides.at("nvidia-h100-80g@cn-east"),
                 std::int64_t(0));
        const auto accelerators = decodeOk<api::Page<api::Accelerator>>(
            m_sim->request(m_admin, "GET", "/v1/accelerators?page_size=100&t=short"));
        const auto h100 = std::find_if(accelerators.items.begin(), accelerators.items.end(),
                                       [](const auto &a) { return a.id == "nvidia-h100-80g"; });
        QVERIFY(h100 != accelerators.items.end());
        QCOMPARE(h100->regions.size(), std::size_t(2));
        for (const auto &r : h100->regions) {
            if (r.region == "cn-east")
                QCOMPARE(r.capacity, std::int64_t(0));
            else
                QVERIFY(r.capacity > 0);
        }
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/faults", "{}").status, 200L);
    }

    void lessonsFollowWhatTheOrganisationDoes()
    {
        const auto lessonOf = [&](const std::string &tag) {
            return decodeOk<api::Lesson>(
                m_sim->request(m_adminB, "GET", "/v1/sim/lessons/lesson-first-steps?t=" + tag));
        };
        const auto all
            = decodeOk<api::Page<api::Lesson>>(m_sim->request(m_adminB, "GET", "/v1/sim/lessons"));
        QVERIFY(all.items.size() >= 5);
        for (const auto &lesson : all.items) {
            QVERIFY(!lesson.objectives.empty());
            QCOMPARE(lesson.objectives.front().state, api::ObjectiveState::Pending);
        }
        QCOMPARE(m_sim->request(m_adminB, "POST", "/v1/sim/scenarios/first-steps:load").status,
                 204L);
        QCOMPARE(lessonOf("loaded").objectives.at(0).state, api::ObjectiveState::Pending);
        // Launch and let it come up: the first objective is reached, the second is not.
        const auto op = decodeOk<api::InstanceOperation>(
            m_sim->request(m_adminB, "POST", "/v1/instances",
                           R"({"name": "lesson-1", "template_id": "tpl-jupyterlab"})"));
        for (int i = 0; i < 20; ++i) {
            const auto o = decodeOk<api::Operation>(m_sim->request(
                m_adminB, "GET", "/v1/operations/" + op.operation->id + "?i=" + std::to_string(i)));
            if (o.done)
                break;
            QCOMPARE(m_sim
                         ->request(m_admin, "POST", "/v1/sim/clock:advance",
                                   "{\"seconds\": " + std::to_string(30 + i) + "}")
                         .status,
                     200L);
        }
        const auto lesson = lessonOf("launched");
        QCOMPARE(lesson.objectives.at(0).state, api::ObjectiveState::Done);
        QCOMPARE(lesson.objectives.at(1).state, api::ObjectiveState::Pending);
        // Another organisation's progress is its own.
        const auto other = decodeOk<api::Lesson>(
            m_sim->request(m_admin, "GET", "/v1/sim/lessons/lesson-first-steps"));
        QCOMPARE(other.objectives.at(0).state, api::ObjectiveState::Pending);
        QCOMPARE(m_sim->request(m_adminB, "GET", "/v1/sim/lessons/no-such-lesson").status, 404L);
        // Reading the lessons is every role's; changing the simulator's state is the admin's.
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/sim/lessons").status, 200L);
        QCOMPARE(
            m_sim->request(Key{m_trainee.id, "not-its-secret"}, "GET", "/v1/sim/lessons").status,
            401L);
        QCOMPARE(m_sim->request(m_trainee, "POST", "/v1/sim/scenarios/welcome:load").status, 403L);
        QCOMPARE(m_sim->request(m_adminB, "POST", "/v1/sim:reset").status, 204L);
    }

    void unknownRoutesAndBigBodies()
    {
        // What the server refuses before any route runs has a request id of its own too.
        const auto idOf = [](const test::HttpAnswer &a) {
            const QString headers = QString::fromStdString(a.headers);
            const auto match
                = QRegularExpression(QStringLiteral("(?i)x-request-id: *(\\S+)")).match(headers);
            return match.captured(1).toStdString();
        };
        const auto missing = m_sim->request(m_admin, "GET", "/v1/nothing-here");
        QCOMPARE(missing.status, 404L);
        QCOMPARE(missing.errorCode(), std::string("NOT_FOUND"));
        const std::string big = "{\"name\": \"" + std::string(2 << 20, 'x') + "\"}";
        const auto tooBig = m_sim->request(m_admin, "POST", "/v1/instances", big);
        QCOMPARE(tooBig.status, 413L);
        const auto again = m_sim->request(m_admin, "GET", "/v1/nothing-here");
        for (const auto *a : {&missing, &tooBig, &again}) {
            QVERIFY2(idOf(*a).starts_with("req_") && idOf(*a) != "req_none", a->headers.c_str());
            QCOMPARE(api::errorFromResponse(int(a->status), a->body).requestId, idOf(*a));
        }
        QVERIFY(idOf(missing) != idOf(again));
    }

    void aBodyMethodWithoutALengthIsAnsweredAtOnce()
    {
        // A DELETE (or `curl -X POST` without data) sends neither Content-Length nor a
        // chunked body; the server read until its 10 s timeout and answered an empty 400. It
        // has no body (RFC 9112 6.3): the request goes on to its route, here unsigned, so 401.
        const auto a = test::httpRequest(m_sim->baseUrl() + "/v1/budgets/bud_1", "DELETE", "", {});
        QCOMPARE(a.status, 401L);
        QCOMPARE(a.errorCode(), std::string("UNAUTHENTICATED"));
    }

    void accessLogHasNoSecrets()
    {
        QFile log(m_sim->path("access.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        QVERIFY(text.contains("path=/v1/me"));
        QVERIFY(text.contains("duration_ms="));
        QVERIFY(text.contains("request_id=req_"));
        QVERIFY(text.contains(QByteArray::fromStdString("key=" + m_admin.id)));
        QVERIFY(!text.contains(QByteArray::fromStdString(m_admin.secret)));
        QVERIFY(!text.contains("X-PC-Signature"));
    }

    void idempotentLaunchActsOnce()
    {
        const std::vector<std::string> key{"Idempotency-Key: launch-once-1"};
        const auto count = [&] {
            return decodeOk<api::Page<api::Instance>>(
                       m_sim->request(m_trainee, "GET", "/v1/instances"))
                .items.size();
        };
        const std::size_t before = count();
        const auto first = m_sim->request(m_trainee, "POST", "/v1/instances", kLaunch, 0,
                                          "application/json", key);
        QCOMPARE(first.status, 202L);
        const auto again = m_sim->request(m_trainee, "POST", "/v1/instances", kLaunch, 0,
                                          "application/json", key);
        QCOMPARE(again.status, 202L);
        QCOMPARE(again.body, first.body); // byte for byte
        QCOMPARE(count(), before + 1);
        const auto other = m_sim->request(m_trainee, "POST", "/v1/instances",
                                          R"({"name": "other", "model_id": "gpt2-1.3b",
                                              "accelerator": "nvidia-a100-80g", "count": 4})",
                                          0, "application/json", key);
        QCOMPARE(other.status, 422L);
        QCOMPARE(other.errorCode(), std::string("IDEMPOTENCY_MISMATCH"));
        // The same key on another path is another scope.
        QCOMPARE(
            m_sim->request(m_trainee, "POST", "/v1/quotes", kLaunch, 0, "application/json", key)
                .status,
            200L);
    }

    void fiftyConcurrentDuplicatesHaveOneEffect()
    {
        const auto before = decodeOk<api::Page<api::Instance>>(
                                m_sim->request(m_developer, "GET", "/v1/instances"))
                                .items.size();
        // A body no other test sends, so no signature here repeats an earlier one.
        const std::string body = R"({"name": "concurrent", "model_id": "gpt2-1.3b",
                                     "accelerator": "nvidia-rtx4090", "count": 1})";
        using namespace std::chrono;
        const auto now = duration_cast<seconds>(system_clock::now().time_since_epoch()).count();
        std::vector<HttpAnswer> answers(50);
        std::vector<std::thread> threads;
        for (int i = 0; i < 50; ++i) {
            threads.emplace_back([&, i] {
                // Each retry is signed anew (another second), as a client's would be.
                auto headers = SimProcess::signedHeaders(m_developer, "POST", "/v1/instances", body,
                                                         now - 25 + i);
                headers.push_back("Content-Type: application/json");
                headers.push_back("Idempotency-Key: concurrent-1");
                answers[std::size_t(i)] = m_sim->raw("POST", "/v1/instances", body, headers);
            });
        }
        for (auto &t : threads)
            t.join();
        for (const auto &a : answers) {
            QCOMPARE(a.status, 202L);
            QCOMPARE(a.body, answers.front().body);
        }
        const auto after = decodeOk<api::Page<api::Instance>>(
                               m_sim->request(m_developer, "GET", "/v1/instances"))
                               .items.size();
        QCOMPARE(after, before + 1);
    }

    void pagesWalkTheWholeList()
    {
        std::set<std::string> ids;
        std::string path = "/v1/models?page_size=100";
        std::string firstToken;
        for (int pages = 0; pages < 20; ++pages) {
            const auto page
                = decodeOk<api::Page<api::Model>>(m_sim->request(m_trainee, "GET", path));
            QVERIFY(page.items.size() <= 100);
            for (const auto &m : page.items)
                ids.insert(m.id);
            if (!page.nextPageToken)
                break;
            if (firstToken.empty())
                firstToken = *page.nextPageToken;
            path = "/v1/models?page_size=100&page_token=" + *page.nextPageToken;
        }
        QVERIFY(ids.size() >= 200); // every model once, none twice
        const std::string tokenPath = "/v1/models?page_size=100&page_token=" + firstToken;
        QCOMPARE(m_sim->request(m_trainee, "GET", tokenPath).status, 200L);
        // Another organisation, another query or a forged token: refused.
        QCOMPARE(m_sim->request(m_adminB, "GET", tokenPath).status, 400L);
        QCOMPARE(
            m_sim->request(m_trainee, "GET", "/v1/models?page_size=50&page_token=" + firstToken)
                .status,
            400L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/models?page_token=100.0000").status, 400L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/models?page_size=0").status, 400L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/models?page_size=1001").status, 400L);
    }

    void deltaSyncWithTombstones()
    {
        const auto base = decodeOk<api::Page<api::Instance>>(
                              m_sim->request(m_admin, "GET", "/v1/instances?page_size=1"))
                              .revision;
        const auto kept = launchSmall(m_admin, "delta-kept");
        const auto gone = launchSmall(m_admin, "delta-gone");
        QCOMPARE(m_sim->request(m_admin, "DELETE", "/v1/instances/" + gone.instance.id).status,
                 202L);
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 60})").status,
            200L);
        const auto delta = decodeOk<api::Page<api::Instance>>(m_sim->request(
            m_admin, "GET", "/v1/instances?page_size=1000&since=" + std::to_string(base)));
        QVERIFY(delta.revision > base);
        QVERIFY(std::any_of(delta.items.begin(), delta.items.end(),
                            [&](const auto &i) { return i.id == kept.instance.id; }));
        QVERIFY(std::none_of(delta.items.begin(), delta.items.end(),
                             [&](const auto &i) { return i.id == gone.instance.id; }));
        QVERIFY(std::any_of(delta.deleted.begin(), delta.deleted.end(),
                            [&](const auto &t) { return t.id == gone.instance.id && t.deleted; }));
        for (std::size_t i = 1; i < delta.items.size(); ++i)
            QVERIFY(delta.items[i - 1].revision < delta.items[i].revision);
        for (const auto &i : delta.items)
            QVERIFY(i.revision > base);
        // Nothing changed since the last revision: an empty delta.
        const auto none = decodeOk<api::Page<api::Instance>>(m_sim->request(
            m_admin, "GET", "/v1/instances?since=" + std::to_string(delta.revision + 1000000)));
        QVERIFY(none.items.empty() && none.deleted.empty());
        QCOMPARE(m_sim->request(m_admin, "GET", "/v1/models?since=1").status, 400L);
    }

    void resourcesById()
    {
        const auto id = launchSmall(m_developer, "byid").instance.id;
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 200})").status,
            200L);
        const auto snap = decodeOk<api::InstanceOperation>(m_sim->request(
            m_developer, "POST", "/v1/instances/" + id + ":snapshot", R"({"name": "byid-snap"})"));
        const std::string snapId = snap.operation->result->at("snapshot_id").get<std::string>();
        QCOMPARE(m_sim->request(m_developer, "DELETE", "/v1/snapshots/" + snapId).status, 409L);
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 600})").status,
            200L);
        const auto got = m_sim->request(m_developer, "GET", "/v1/snapshots/" + snapId);
        QCOMPARE(got.status, 200L);
        QCOMPARE(decodeOk<api::Snapshot>(got).state, api::SnapshotState::Ready);
        QCOMPARE(decodeOk<api::Snapshot>(got).origin, std::optional(api::SnapshotOrigin::Manual));
        QCOMPARE(decodeOk<api::Snapshot>(got).operationId, std::optional(snap.operation->id));
        QCOMPARE(m_sim->request(m_adminB, "GET", "/v1/snapshots/" + snapId).status, 404L);
        // DELETE honours If-Match as PATCH does (412 for a stale revision).
        const auto deleteIfMatch = [&](const Key &key, const std::string &path, std::int64_t r) {
            return m_sim
                ->request(key, "DELETE", path, "", 0, "application/json",
                          {"If-Match: " + std::to_string(r)})
                .status;
        };
        const auto ready = decodeOk<api::Snapshot>(got);
        QCOMPARE(deleteIfMatch(m_developer, "/v1/snapshots/" + snapId, ready.revision - 1), 412L);
        QCOMPARE(deleteIfMatch(m_developer, "/v1/snapshots/" + snapId, ready.revision), 204L);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/snapshots/" + snapId).status, 404L);
        const auto vol = decodeOk<api::Volume>(m_sim->request(
            m_developer, "POST", "/v1/volumes", R"({"name": "byid", "size_gib": 5})"));
        QCOMPARE(m_sim->request(m_manager, "GET", "/v1/volumes/" + vol.id).status, 200L);
        // Scoped to nothing that spends: a budget that counts spend changes its revision as
        // the clock runs, and the If-Match below would race it.
        const auto budget = decodeOk<api::Budget>(m_sim->request(
            m_manager, "POST", "/v1/budgets",
            R"({"name": "byid", "amount_micros": 1000000, "scope": {"labels": {"project": "none-such"}}})"));
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/budgets/" + budget.id).status, 200L);
        QCOMPARE(m_sim->request(m_trainee, "GET", "/v1/budgets/bud_0").status, 404L);
        QCOMPARE(deleteIfMatch(m_developer, "/v1/volumes/" + vol.id, vol.revision + 1), 412L);
        QCOMPARE(deleteIfMatch(m_developer, "/v1/volumes/" + vol.id, vol.revision), 204L);
        QCOMPARE(deleteIfMatch(m_manager, "/v1/budgets/" + budget.id, budget.revision - 1), 412L);
        QCOMPARE(deleteIfMatch(m_manager, "/v1/budgets/" + budget.id, budget.revision), 204L);
    }

    void listsCarryTheBasicViewUnlessAskedForTheFull()
    {
        // v1.1 (AIP-157): a list leaves out what a table does not show; view=full and a GET by
        // id carry everything.
        const std::int64_t before = decodeOk<api::Page<api::Instance>>(
                                        m_sim->request(m_developer, "GET", "/v1/instances"))
                                        .revision;
        launchSmall(m_developer, "views");
        const auto basic = m_sim->request(m_developer, "GET", "/v1/instances?page_size=1000");
        const auto full
            = m_sim->request(m_developer, "GET", "/v1/instances?page_size=1000&view=full");
        QCOMPARE(basic.status, 200L);
        QCOMPARE(full.status, 200L);
        const api::Json b = api::parseJson(basic.body).value()["items"];
        const api::Json f = api::parseJson(full.body).value()["items"];
        QVERIFY(!b.empty());
        QCOMPARE(b.size(), f.size());
        for (std::size_t i = 0; i < b.size(); ++i) {
            QVERIFY(b[i]["id"] == f[i]["id"]);
            for (const char *field : {"endpoints", "auto_sleep", "schedule", "image_id"}) {
                QVERIFY2(!b[i].contains(field), field);
                QVERIFY2(f[i].contains(field), field);
            }
            QVERIFY(b[i].contains("live"));
            QVERIFY(b[i].contains("labels"));
            // The Mount dialog patches the whole list of data sets from what it holds.
            QVERIFY(b[i].contains("dataset_ids"));
        }
        QVERIFY(basic.body.size() < full.body.size() * 3 / 4);
        const std::string id = b[0]["id"].get<std::string>();
        const auto one
            = api::parseJson(m_sim->request(m_developer, "GET", "/v1/instances/" + id).body);
        QVERIFY(one.value().contains("endpoints"));
        // Deltas are lists too; a basic record decodes as an Instance.
        const auto delta
            = m_sim->request(m_developer, "GET", "/v1/instances?since=" + std::to_string(before));
        QCOMPARE(delta.status, 200L);
        QVERIFY(!api::parseJson(delta.body).value()["items"][0].contains("endpoints"));
        QVERIFY(!decodeOk<api::Page<api::Instance>>(delta).items.empty());
        // Every list takes both views; nothing else.
        for (const char *list : {"/v1/snapshots", "/v1/volumes", "/v1/templates", "/v1/budgets"})
            QCOMPARE(m_sim->request(m_manager, "GET", std::string(list) + "?view=full").status,
                     200L);
        const auto bogus = m_sim->request(m_developer, "GET", "/v1/models?view=summary");
        QCOMPARE(bogus.status, 400L);
        QCOMPARE(api::errorFromResponse(int(bogus.status), bogus.body).field, std::string("view"));
    }

    void strictRequests()
    {
        // Requests the spec refuses (as an OpenAPI validator checks them) are refused.
        const auto refused = [&](const std::string &path, const char *field) {
            const auto a = m_sim->request(m_developer, "GET", path);
            const auto e = api::errorFromResponse(int(a.status), a.body);
            return a.status == 400 && e.code == "INVALID_ARGUMENT" && e.field == field;
        };
        QVERIFY(refused("/v1/instances?state=bogus", "state"));
        QVERIFY(refused("/v1/instances?backend=bogus", "backend"));
        QVERIFY(refused("/v1/instances?state=running,", "state"));
        QVERIFY(refused("/v1/templates?kind=bogus", "kind"));
        QVERIFY(refused("/v1/accelerators?backend=gpu,quantum", "backend"));
        QVERIFY(refused("/v1/images?backend=bogus", "backend"));
        QVERIFY(refused("/v1/events?types=bogus", "types"));

        // The comma form is the union of its values.
        const auto count = [&](const std::string &path) {
            return decodeOk<api::Page<api::Instance>>(
                       m_sim->request(m_developer, "GET", path + "&page_size=1000"))
                .items.size();
        };
        launchSmall(m_developer, "comma");
        // Paused, so no instance changes state between the lists compared.
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/sim/clock", R"({"paused": true})").status,
                 200L);
        const auto resume = qScopeGuard(
            [&] { m_sim->request(m_admin, "PUT", "/v1/sim/clock", R"({"paused": false})"); });
        QCOMPARE(count("/v1/instances?state=provisioning,running,stopping"),
                 count("/v1/instances?state=provisioning") + count("/v1/instances?state=running")
                     + count("/v1/instances?state=stopping"));
        QVERIFY(count("/v1/instances?backend=gpu,tpu,npu,cpu") > 0);
        QCOMPARE(count("/v1/instances?backend=gpu,tpu,npu,cpu"), count("/v1/instances?x=1"));

        // The catalogue's filters.
        const auto chips = [&](const std::string &query) {
            return decodeOk<api::Page<api::Accelerator>>(
                       m_sim->request(m_trainee, "GET", "/v1/accelerators?page_size=1000" + query))
                .items;
        };
        const auto tpus = chips("&backend=tpu");
        QVERIFY(!tpus.empty());
        for (const auto &a : tpus)
            QCOMPARE(a.backend, api::Backend::Tpu);
        QCOMPARE(chips("&backend=tpu,npu").size(), tpus.size() + chips("&backend=npu").size());
        const auto images = decodeOk<api::Page<api::Image>>(
                                m_sim->request(m_trainee, "GET", "/v1/images?backend=npu"))
                                .items;
        QVERIFY(!images.empty());
        for (const auto &i : images)
            QCOMPARE(i.backend, api::Backend::Npu);
        const auto loras = decodeOk<api::Page<api::Template>>(
                               m_sim->request(m_trainee, "GET", "/v1/templates?kind=lora"))
                               .items;
        QVERIFY(!loras.empty());
        for (const auto &t : loras)
            QCOMPARE(t.kind, api::WorkloadKind::Lora);
        const auto onTpu
            = decodeOk<api::Page<api::Template>>(
                  m_sim->request(m_trainee, "GET", "/v1/templates?page_size=1000&backend=tpu"))
                  .items;
        const auto all = decodeOk<api::Page<api::Template>>(
                             m_sim->request(m_trainee, "GET", "/v1/templates?page_size=1000"))
                             .items;
        QVERIFY(!onTpu.empty() && onTpu.size() < all.size());
        for (const auto &t : onTpu)
            QVERIFY(std::any_of(t.backends.begin(), t.backends.end(),
                                [](const auto &b) { return b.backend == api::Backend::Tpu; }));
    }

    void anEventStreamCarriesTheTypesAskedFor()
    {
        // types= filters the stream. Replayed from a revision, with only instance.updated asked
        // for: the launch's updates come, its operation's and the live metrics do not.
        const auto base = decodeOk<api::Page<api::Instance>>(
                              m_sim->request(m_admin, "GET", "/v1/instances?page_size=1"))
                              .revision;
        const auto id = launchSmall(m_admin, "typed").instance.id;
        QCOMPARE(
            m_sim->request(m_admin, "POST", "/v1/sim/clock:advance", R"({"seconds": 300})").status,
            200L);
        const auto seen
            = m_sim->stream(m_admin, "/v1/events?types=instance.updated", std::to_string(base),
                            [&](const test::StreamEvent &ev) {
                                return ev.type == "instance.updated"
                                       && ev.data.find("\"running\"") != std::string::npos;
                            });
        QVERIFY(!seen.empty());
        for (const auto &ev : seen)
            QCOMPARE(ev.type, std::string("instance.updated"));
        QVERIFY(std::any_of(seen.begin(), seen.end(), [&](const auto &ev) {
            return ev.data.find("\"" + id + "\"") != std::string::npos;
        }));
    }

    void aSinceFromBeforeAResetIsTooOld()
    {
        // A delta from before POST /v1/sim:reset is too old, not the old world's changes.
        const auto before
            = decodeOk<api::Page<api::Budget>>(m_sim->request(m_adminB, "GET", "/v1/budgets"))
                  .revision;
        QCOMPARE(m_sim->request(m_adminB, "POST", "/v1/sim:reset").status, 204L);
        const auto stale
            = m_sim->request(m_adminB, "GET", "/v1/budgets?since=" + std::to_string(before));
        QCOMPARE(stale.status, 400L);
        QCOMPARE(stale.errorCode(), std::string("INVALID_ARGUMENT"));
        QVERIFY(stale.body.find("\"reason\":\"SINCE_TOO_OLD\"") != std::string::npos);
        const auto after
            = decodeOk<api::Page<api::Budget>>(m_sim->request(m_adminB, "GET", "/v1/budgets"))
                  .revision;
        QCOMPARE(
            m_sim->request(m_adminB, "GET", "/v1/budgets?since=" + std::to_string(after)).status,
            200L);
    }

    void eventStreamResumesExactlyOnce()
    {
        const auto base = decodeOk<api::Page<api::Instance>>(
                              m_sim->request(m_admin, "GET", "/v1/instances?page_size=1"))
                              .revision;
        const auto first = launchSmall(m_admin, "stream-1").instance.id;
        // Replay from `base`: the launch is there, ids increase, nothing at or before base.
        const auto seen = m_sim->events(m_admin, std::to_string(base), [&](const auto &ev) {
            return ev.type == "instance.updated"
                   && ev.data.find("\"" + first + "\"") != std::string::npos;
        });
        QVERIFY(!seen.empty());
        std::int64_t last = base;
        for (const auto &ev : seen) {
            if (ev.id < 0)
                continue; // live metrics and billing ticks carry no id
            QVERIFY(ev.id > last);
            last = ev.id;
        }
        QCOMPARE(seen.back().type, std::string("instance.updated"));

        // Resume after the last id seen, then something new happens.
        const auto second = launchSmall(m_admin, "stream-2").instance.id;
        const auto resumed = m_sim->events(m_admin, std::to_string(last), [&](const auto &ev) {
            return ev.type == "instance.updated"
                   && ev.data.find("\"" + second + "\"") != std::string::npos;
        });
        QVERIFY(!resumed.empty());
        std::set<std::int64_t> ids;
        for (const auto &ev : resumed) {
            if (ev.id < 0)
                continue;
            QVERIFY2(ev.id > last, "an event seen before came again");
            QVERIFY(ids.insert(ev.id).second);
        }
        QVERIFY(std::none_of(resumed.begin(), resumed.end(), [&](const auto &ev) {
            return ev.id >= 0 && ev.data.find("\"" + first + "\"") != std::string::npos
                   && ev.id <= last;
        }));
    }

    void eventStreamCarriesLiveMetrics()
    {
        const auto events
            = m_sim->events(m_admin, "", [](const auto &ev) { return ev.type == "metrics"; });
        QVERIFY(!events.empty());
        QCOMPARE(events.back().type, std::string("metrics"));
        const auto batch = api::decode<api::MetricsBatch>(events.back().data);
        QVERIFY(batch.ok());
        QVERIFY(!batch->samples.empty());
    }

    void patchWithIfMatch()
    {
        const auto created = launchSmall(m_developer, "patch-me");
        const std::string path = "/v1/instances/" + created.instance.id;
        const auto current = decodeOk<api::Instance>(m_sim->request(m_developer, "GET", path));
        const auto stale = m_sim->request(m_developer, "PATCH", path, R"({"name": "renamed"})", 0,
                                          "application/json",
                                          {"If-Match: " + std::to_string(current.revision - 1)});
        QCOMPARE(stale.status, 412L);
        QCOMPARE(stale.errorCode(), std::string("FAILED_PRECONDITION"));
        const auto ok = m_sim->request(
            m_developer, "PATCH", path, R"({"name": "renamed", "labels": {"project": "p2"}})", 0,
            "application/json", {"If-Match: " + std::to_string(current.revision)});
        QCOMPARE(ok.status, 200L);
        const auto renamed = decodeOk<api::Instance>(ok);
        QCOMPARE(renamed.name, std::string("renamed"));
        QCOMPARE(renamed.labels, (api::Labels{{"project", "p2"}}));
        QVERIFY(renamed.revision > current.revision);
        QCOMPARE(m_sim->request(m_developer, "PATCH", path, R"({"owner": "me"})").status, 400L);
        QCOMPARE(m_sim->request(m_manager, "PATCH", path, R"({"name": "x"})").status, 403L);
        QCOMPARE(
            m_sim->request(m_developer, "DELETE", path, "", 0, "application/json", {"If-Match: 1"})
                .status,
            412L);
    }

    void restartKeepsTheState()
    {
        const std::vector<std::string> key{"Idempotency-Key: before-the-crash"};
        const auto answer
            = m_sim->request(m_admin, "POST", "/v1/instances", kLaunch, 0, "application/json", key);
        const auto launched = decodeOk<api::InstanceOperation>(answer);
        m_sim->kill(); // SIGKILL: the launch was acknowledged, so it was committed
        QVERIFY(m_sim->start());
        const auto again = m_sim->request(m_admin, "GET", "/v1/instances/" + launched.instance.id);
        QCOMPARE(again.status, 200L);
        // Its idempotency key survived too: the retry replays the original answer.
        const auto replay
            = m_sim->request(m_admin, "POST", "/v1/instances", kLaunch, 0, "application/json", key);
        QCOMPARE(replay.body, answer.body);
        m_sim->stop();
        QCOMPARE(m_sim->exitCode(), 0);
        QVERIFY(m_sim->start());
    }
};

QTEST_GUILESS_MAIN(SimApiTest)
#include "tst_simapi.moc"
