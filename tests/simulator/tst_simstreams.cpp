// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// polychip-sim's streams beyond /v1/events: following an instance's log, and the caps on how
// many streams a key and the whole server may hold open.
#include "simtestclient.h"

#include <atomic>
#include <thread>

using namespace polychip;
using test::Key;
using test::SimProcess;
using test::StreamEvent;

class SimStreamsTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { curl_global_init(CURL_GLOBAL_DEFAULT); }
    void cleanupTestCase() { curl_global_cleanup(); }

    void logFollowResumesAndEnds()
    {
        // Fast clock: a training log line per simulated minute is one every 0.2 s.
        SimProcess sim({QStringLiteral("--speed"), QStringLiteral("300")});
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const auto id = sim.launchSmall(dev, "follow-me").instance.id;
        const std::string path = "/v1/instances/" + id + "/logs?follow=true";

        // From the start: lines arrive in order, one event each, numbered from 1.
        const auto first
            = sim.stream(dev, path, {}, [](const StreamEvent &e) { return e.id >= 5; });
        QVERIFY(first.size() >= 5);
        std::int64_t expected = 1;
        for (const auto &e : first) {
            QCOMPARE(e.type, std::string("log"));
            QCOMPARE(e.id, expected++);
            const auto line = api::decode<api::LogLine>(e.data);
            QVERIFY2(bool(line), e.data.c_str());
            QCOMPARE(line->line, e.id);
            QVERIFY(!line->text.empty());
        }

        // Resuming after line 3 continues at line 4, with nothing repeated.
        const auto resumed
            = sim.stream(dev, path, "3", [](const StreamEvent &e) { return e.id >= 6; });
        QVERIFY(!resumed.empty());
        QCOMPARE(resumed.front().id, std::int64_t(4));

        // since_line works like a resume without the header.
        const auto since = sim.stream(dev, "/v1/instances/" + id + "/logs?follow=true&since_line=2",
                                      {}, [](const StreamEvent &) { return true; });
        QCOMPARE(since.size(), std::size_t(1));
        QCOMPARE(since.front().id, std::int64_t(2));

        // Deleting the instance ends the stream with `end`.
        std::jthread deleter([&] {
            QThread::msleep(500);
            sim.request(dev, "DELETE", "/v1/instances/" + id);
        });
        const auto tail = sim.stream(
            dev, path, std::to_string(first.back().id),
            [](const StreamEvent &e) { return e.type == "end"; }, 20000);
        deleter.join();
        QVERIFY(!tail.empty());
        QCOMPARE(tail.back().type, std::string("end"));
        const auto gone = api::decode<api::ErrorResponse>(tail.back().data);
        QVERIFY(bool(gone));
        QCOMPARE(gone->error.code, std::string("NOT_FOUND"));
    }

    void logFollowErrors()
    {
        SimProcess sim;
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        const auto id = sim.launchSmall(dev, "errors").instance.id;
        const auto other = sim.key("org-b", "developer");
        // Another organisation's instance: 404, before any stream starts.
        const auto foreign = sim.request(other, "GET", "/v1/instances/" + id + "/logs?follow=true");
        QCOMPARE(foreign.status, 404L);
        QCOMPARE(sim.request(dev, "GET", "/v1/instances/" + id + "/logs?follow=maybe").status,
                 400L);
        const auto bad = sim.request(dev, "GET", "/v1/instances/" + id + "/logs?follow=true", {}, 0,
                                     "application/json", {"Last-Event-ID: three"});
        QCOMPARE(bad.status, 400L);
        QVERIFY(bad.body.find("Last-Event-ID") != std::string::npos);
    }

    void streamCapsPerKey()
    {
        SimProcess sim({QStringLiteral("--max-streams"), QStringLiteral("2")});
        QVERIFY(sim.start());
        const Key dev = sim.key("org-a", "developer");
        // Two streams open and held for a few seconds each.
        std::atomic<int> open{0};
        std::vector<std::jthread> holders;
        for (int i = 0; i < 2; ++i) {
            holders.emplace_back([&] {
                sim.stream(
                    dev, "/v1/events", {},
                    [&](const StreamEvent &) {
                        ++open;
                        return false;
                    },
                    3000);
            });
        }
        QTRY_VERIFY_WITH_TIMEOUT(open.load() >= 2, 5000);
        // The third is refused with 429 and a reason; another key is not affected.
        const auto refused = sim.request(dev, "GET", "/v1/events");
        QCOMPARE(refused.status, 429L);
        QCOMPARE(refused.errorCode(), std::string("RATE_LIMITED"));
        QVERIFY(!test::headerValue(refused.headers, "Retry-After").empty());
        const Key admin = sim.key("org-a", "admin");
        QVERIFY(
            !sim.stream(admin, "/v1/events", {}, [](const StreamEvent &) { return true; }).empty());
        for (auto &t : holders)
            t.join();
        // Once the holders went away their slots are free again (the server notices a gone
        // client at its next write, within a second here).
        std::vector<StreamEvent> again;
        for (int attempt = 0; attempt < 20 && again.empty(); ++attempt) {
            again = sim.stream(
                dev, "/v1/events", {}, [](const StreamEvent &) { return true; }, 3000);
            if (again.empty())
                QThread::msleep(250);
        }
        QVERIFY(!again.empty());
    }

    void streamCapForTheServer()
    {
        // --threads 17 leaves one stream for the whole server.
        SimProcess sim({QStringLiteral("--threads"), QStringLiteral("17")});
        QVERIFY(sim.start());
        const Key a = sim.key("org-a", "developer");
        const Key b = sim.key("org-b", "developer");
        std::atomic<bool> holding{false};
        std::jthread holder([&] {
            sim.stream(
                a, "/v1/events", {},
                [&](const StreamEvent &) {
                    holding = true;
                    return false;
                },
                2500);
        });
        QTRY_VERIFY_WITH_TIMEOUT(holding.load(), 5000);
        const auto full = sim.request(b, "GET", "/v1/events");
        QCOMPARE(full.status, 503L);
        QCOMPARE(full.errorCode(), std::string("UNAVAILABLE"));
        QVERIFY(!test::headerValue(full.headers, "Retry-After").empty());
        // Plain requests are still served meanwhile.
        QCOMPARE(sim.request(b, "GET", "/v1/me").status, 200L);
        holder.join();
    }
};

QTEST_GUILESS_MAIN(SimStreamsTest)
#include "tst_simstreams.moc"
