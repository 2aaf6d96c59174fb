// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// Webhooks over the wire: a real polychip-sim sends its deliveries to a receiver on
// 127.0.0.1 run by this test. Each event arrives once, signed; a receiver that was down gets
// every event afterwards, in order; a receiver that does not answer never slows the API; a
// pending delivery outlives a crash of the simulator.
#include "simtestclient.h"

#include <httplib.h>

#include <condition_variable>
#include <ctime>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace polychip;
using test::Key;
using test::SimProcess;

namespace {

/** One delivery as the receiver saw it. */
struct Received
{
    std::string delivery;
    std::string event;
    std::string timestamp;
    std::string signature;
    std::string body;
};

/** A webhook receiver on 127.0.0.1: records what arrives, answers `status`, and can hold a
 *  request unanswered until released, or be down (stopped) and come back on the same port. */
class Receiver
{
public:
    ~Receiver()
    {
        release();
        stop();
    }

    /// Starts listening (on `port`, or a free one the first time); the port.
    int start(int port = 0)
    {
        m_server = std::make_unique<httplib::Server>();
        m_server->Post("/hook", [this](const httplib::Request &req, httplib::Response &res) {
            std::unique_lock lock(m_mutex);
            m_received.push_back({req.get_header_value("X-PC-Delivery"),
                                  req.get_header_value("X-PC-Event"),
                                  req.get_header_value("X-PC-Timestamp"),
                                  req.get_header_value("X-PC-Signature"), req.body});
            if (m_hold) {
                m_holding = true;
                m_changed.notify_all();
                m_changed.wait(lock, [this] { return !m_hold; });
                m_holding = false;
            }
            res.status = m_status;
            res.set_content("{}", "application/json");
        });
        m_port = port ? (m_server->bind_to_port("127.0.0.1", port) ? port : -1)
                      : m_server->bind_to_any_port("127.0.0.1");
        if (m_port <= 0)
            return m_port;
        m_thread = std::thread([this] { m_server->listen_after_bind(); });
        while (!m_server->is_running())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        return m_port;
    }

    void stop()
    {
        if (!m_server)
            return;
        m_server->stop();
        if (m_thread.joinable())
            m_thread.join();
        m_server.reset();
    }

    std::string url() const { return "http://127.0.0.1:" + std::to_string(m_port) + "/hook"; }
    void answer(int status)
    {
        const std::lock_guard lock(m_mutex);
        m_status = status;
    }
    void hold()
    {
        const std::lock_guard lock(m_mutex);
        m_hold = true;
    }
    void release()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_hold = false;
        }
        m_changed.notify_all();
    }
    /// Waits until a request is held (at most 20 s); whether one is.
    bool waitHolding()
    {
        std::unique_lock lock(m_mutex);
        return m_changed.wait_for(lock, std::chrono::seconds(20), [this] { return m_holding; });
    }
    bool holding()
    {
        const std::lock_guard lock(m_mutex);
        return m_holding;
    }
    std::vector<Received> received()
    {
        const std::lock_guard lock(m_mutex);
        return m_received;
    }
    /// Waits until `count` requests arrived (at most 30 s); what arrived.
    std::vector<Received> waitFor(std::size_t count)
    {
        for (int i = 0; i < 300 && received().size() < count; ++i)
            QTest::qWait(100);
        return received();
    }

private:
    std::unique_ptr<httplib::Server> m_server;
    std::thread m_thread;
    int m_port = 0;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<Received> m_received;
    int m_status = 200;
    bool m_hold = false;
    bool m_holding = false;
};

constexpr const char *kSecret = "a-secret-of-our-own-0123456789";

/// A developer's launch that the price cap below refuses.
constexpr const char *kDearLaunch = "{\"name\": \"dear\", \"model_id\": \"gpt2-1.3b\", "
                                    "\"accelerator\": \"nvidia-rtx4090\", \"count\": 1}";
constexpr const char *kPriceCap
    = "{\"roles\": [{\"role\": \"developer\", \"max_instance_price_per_hour_micros\": 1}]}";

} // namespace

class SimWebhooksTest final : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimProcess> m_sim;
    Key m_admin, m_developer;

    /// Adds a webhook to `url` hearing `events` (a JSON array); its id.
    std::string
    addWebhook(const std::string &url, const std::string &events, const std::string &extra = {})
    {
        const auto created
            = m_sim->request(m_admin, "POST", "/v1/org/webhooks",
                             "{\"url\": \"" + url + "\", \"events\": " + events + ", \"secret\": \""
                                 + kSecret + "\"" + extra + "}");
        if (created.status != 201)
            qFatal("createWebhook: %ld %s", created.status, created.body.c_str());
        return test::decodeOk<api::WebhookCreated>(created).webhook.id;
    }

    /// A refused launch: a policy.violation alert (retries of it within ten minutes raise
    /// no more).
    void refuseALaunch()
    {
        QCOMPARE(m_sim->request(m_admin, "PUT", "/v1/org/policies", kPriceCap).status, 200L);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(m_sim->request(m_developer, "POST", "/v1/instances", kDearLaunch).status,
                     403L);
    }

    /// Asks for `count` test deliveries to `webhookId`, one after another.
    void sendTests(const std::string &webhookId, int count)
    {
        for (int i = 0; i < count; ++i)
            QCOMPARE(
                m_sim->request(m_admin, "POST", "/v1/org/webhooks/" + webhookId + ":test").status,
                202L);
    }

    std::vector<api::WebhookDelivery> deliveries(const std::string &webhookId)
    {
        return test::decodeOk<api::Page<api::WebhookDelivery>>(
                   m_sim->request(m_admin, "GET", "/v1/org/webhooks/" + webhookId + "/deliveries"))
            .items;
    }

    void startSim(QStringList extra = {})
    {
        m_sim = std::make_unique<SimProcess>(extra);
        QVERIFY(m_sim->start());
        m_admin = m_sim->key("org-a", "admin");
        m_developer = m_sim->key("org-a", "developer");
    }

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void cleanupTestCase() { curl_global_cleanup(); }
    void init() { startSim({QStringLiteral("--webhook-retry-ms"), QStringLiteral("50")}); }
    void cleanup() { m_sim.reset(); }

    void onlyAdministratorsManageWebhooks()
    {
        Receiver receiver;
        receiver.start();
        const std::string body
            = "{\"url\": \"" + receiver.url() + "\", \"events\": [\"webhook.test\"]}";
        QCOMPARE(m_sim->request(m_developer, "POST", "/v1/org/webhooks", body).status, 403L);
        QCOMPARE(m_sim->request(m_developer, "GET", "/v1/org/webhooks").status, 403L);
        QCOMPARE(m_sim
                     ->request(m_admin, "POST", "/v1/org/webhooks",
                               "{\"url\": \"ftp://example.com/\", \"events\": [\"webhook.test\"]}")
                     .status,
                 400L);
        QCOMPARE(m_sim
                     ->request(m_admin, "POST", "/v1/org/webhooks",
                               "{\"url\": \"http://127.0.0.1/\", \"events\": []}")
                     .status,
                 400L);
        // Without a secret the platform makes one, shown in this answer alone.
        const auto created = m_sim->request(m_admin, "POST", "/v1/org/webhooks", body);
        QCOMPARE(created.status, 201L);
        const auto webhook = test::decodeOk<api::WebhookCreated>(created);
        QCOMPARE(webhook.secret.size(), std::size_t(64));
        const auto listed = m_sim->request(m_admin, "GET", "/v1/org/webhooks");
        QCOMPARE(listed.status, 200L);
        QVERIFY(listed.body.find(webhook.secret) == std::string::npos);
        QCOMPARE(test::decodeOk<api::Page<api::Webhook>>(listed).items.size(), std::size_t(1));
        const std::string path = "/v1/org/webhooks/" + webhook.webhook.id;
        QCOMPARE(m_sim->request(m_developer, "GET", path + "/deliveries").status, 403L);
        QCOMPARE(m_sim->request(m_admin, "POST", "/v1/org/webhooks/whk_0:test").status, 404L);
        QCOMPARE(m_sim->request(m_admin, "GET", "/v1/org/webhooks/whk_0/deliveries").status, 404L);
        QCOMPARE(m_sim->request(m_admin, "DELETE", path).status, 204L);
        QCOMPARE(m_sim->request(m_admin, "DELETE", path).status, 404L);
    }

    void webhooksAreListedNewestFirst()
    {
        std::vector<std::string> made;
        for (int i = 0; i < 11; ++i)
            made.push_back(
                addWebhook("http://127.0.0.1:9/hook" + std::to_string(i), "[\"webhook.test\"]"));
        const auto listed = test::decodeOk<api::Page<api::Webhook>>(
            m_sim->request(m_admin, "GET", "/v1/org/webhooks"));
        std::vector<std::string> ids;
        for (const auto &w : listed.items)
            ids.push_back(w.id);
        // By number, not by the ids' string order (which would put whk_10 before whk_9).
        QCOMPARE(ids, std::vector<std::string>(made.rbegin(), made.rend()));
    }

    void eachEventArrivesOnceSignedAndInOrder()
    {
        Receiver receiver;
        receiver.start();
        const std::string id
            = addWebhook(receiver.url(), "[\"policy.violation\", \"webhook.test\"]");
        refuseALaunch();
        sendTests(id, 3);
        const auto got = receiver.waitFor(4);
        QCOMPARE(got.size(), std::size_t(4));
        std::string previous;
        for (std::size_t i = 0; i < got.size(); ++i) {
            const Received &r = got[i];
            // The signature: HMAC-SHA256 over the timestamp and the body, with our secret.
            const std::int64_t ts = std::stoll(r.timestamp);
            QVERIFY(std::llabs(ts - std::int64_t(std::time(nullptr))) < 300);
            QCOMPARE(r.signature, signing::webhookSignature(kSecret, ts, r.body));
            const auto payload = api::decode<api::WebhookPayload>(r.body);
            QVERIFY2(payload, r.body.c_str());
            QCOMPARE(payload->id, r.delivery);
            QCOMPARE(payload->organizationId, std::string("org-a"));
            QCOMPARE(std::string(api::wireName(payload->event)), r.event);
            QCOMPARE(payload->event,
                     i == 0 ? api::WebhookEvent::PolicyViolation : api::WebhookEvent::Test);
            QVERIFY(previous < r.delivery); // in the order they happened
            previous = r.delivery;
        }
        // Nothing arrives twice: the log says each was delivered at the first attempt.
        const auto log = deliveries(id);
        QCOMPARE(log.size(), std::size_t(4));
        for (const auto &d : log) {
            QCOMPARE(d.state, api::DeliveryState::Delivered);
            QCOMPARE(d.attempts.size(), std::size_t(1));
            QCOMPARE(d.attempts.front().status, std::int64_t(200));
        }
        QCOMPARE(receiver.received().size(), std::size_t(4));
    }

    void aReceiverThatWasDownGetsEveryEventAfterwardsInOrder()
    {
        Receiver receiver;
        const int port = receiver.start();
        receiver.stop(); // down: nothing listens on its port
        const std::string id = addWebhook(receiver.url(), "[\"webhook.test\"]");
        sendTests(id, 3);
        // Tried again and again, the first one alone: the others wait behind it.
        std::vector<api::WebhookDelivery> log;
        for (int i = 0; i < 200; ++i) {
            log = deliveries(id);
            if (log.size() == 3 && log.back().attempts.size() >= 3)
                break;
            QTest::qWait(50);
        }
        QCOMPARE(log.size(), std::size_t(3));
        QVERIFY(log.back().attempts.size() >= 3);
        QCOMPARE(log.back().attempts.front().status, std::int64_t(0));
        QVERIFY(log.back().attempts.front().error);
        QCOMPARE(log.back().state, api::DeliveryState::Pending);
        QVERIFY(log.front().attempts.empty());
        // Back: every event, once, in order.
        QCOMPARE(receiver.start(port), port);
        const auto got = receiver.waitFor(3);
        QCOMPARE(got.size(), std::size_t(3));
        QVERIFY(got[0].delivery < got[1].delivery && got[1].delivery < got[2].delivery);
        QCOMPARE(got[0].delivery, log.back().id);
        for (int i = 0; i < 100 && deliveries(id).front().state != api::DeliveryState::Delivered;
             ++i)
            QTest::qWait(50);
        for (const auto &d : deliveries(id))
            QCOMPARE(d.state, api::DeliveryState::Delivered);
        QCOMPARE(receiver.received().size(), std::size_t(3));
    }

    void aReceiverThatDoesNotAnswerNeverSlowsTheApi()
    {
        Receiver receiver;
        receiver.start();
        receiver.hold(); // takes the request and answers nothing until released
        const std::string id
            = addWebhook(receiver.url(), "[\"policy.violation\", \"webhook.test\"]");
        QCOMPARE(m_sim->request(m_admin, "POST", "/v1/org/webhooks/" + id + ":test").status, 202L);
        QVERIFY(receiver.waitHolding());
        // While the receiver holds the delivery, the API answers everything, alerts and all.
        refuseALaunch();
        sendTests(id, 2);
        for (int i = 0; i < 20; ++i)
            QCOMPARE(m_sim->request(m_developer, "GET", "/v1/instances").status, 200L);
        QCOMPARE(deliveries(id).size(), std::size_t(4));
        QVERIFY(receiver.holding()); // all of it answered with the receiver still holding
        QCOMPARE(receiver.received().size(), std::size_t(1));
        receiver.release();
        QCOMPARE(receiver.waitFor(4).size(), std::size_t(4));
    }

    void aChatGetsItsOwnMessageInItsLanguage()
    {
        Receiver receiver;
        receiver.start();
        const std::string id = addWebhook(receiver.url(), "[\"webhook.test\"]",
                                          ", \"format\": \"feishu\", \"language\": \"zh-CN\"");
        QCOMPARE(m_sim->request(m_admin, "POST", "/v1/org/webhooks/" + id + ":test").status, 202L);
        const auto got = receiver.waitFor(1);
        QCOMPARE(got.size(), std::size_t(1));
        const auto body = api::parseJson(got.front().body);
        QVERIFY(body);
        QCOMPARE(body->at("msg_type").get<std::string>(), std::string("text"));
        const std::string text = body->at("content").at("text").get<std::string>();
        QVERIFY2(text.find("测试") != std::string::npos, text.c_str());
        QVERIFY2(text.find("org-a") != std::string::npos, text.c_str());
    }

    void aPendingDeliveryOutlivesACrash()
    {
        Receiver receiver;
        receiver.start();
        receiver.answer(503); // up, but refusing
        const std::string id = addWebhook(receiver.url(), "[\"webhook.test\"]");
        QCOMPARE(m_sim->request(m_admin, "POST", "/v1/org/webhooks/" + id + ":test").status, 202L);
        QVERIFY(!receiver.waitFor(1).empty());
        m_sim->kill(); // kill -9: only what was committed survives
        receiver.answer(200);
        m_sim->keepPort();
        QVERIFY(m_sim->start());
        // Sent again after the restart, with the same id: the receiver can drop a repeat.
        for (int i = 0; i < 200 && deliveries(id).front().state != api::DeliveryState::Delivered;
             ++i)
            QTest::qWait(50);
        const auto log = deliveries(id);
        QCOMPARE(log.front().state, api::DeliveryState::Delivered);
        const auto got = receiver.received();
        QVERIFY(got.size() >= 2);
        QCOMPARE(got.back().delivery, got.front().delivery);
    }
};

QTEST_GUILESS_MAIN(SimWebhooksTest)
#include "tst_simwebhooks.moc"
