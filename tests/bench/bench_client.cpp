// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
// The client's figures, against polychip-sim on loopback:
//   client.get_instances_1k_ms     a 1,000-instance list: transfer and decode, median (target 10)
//   client.decode_instances_1k_ms  of which decoding alone, median
//   client.events_per_s            events the Session parses, decodes and applies per second
//   session.kb_per_instance        the Session's memory per instance, metric histories full
//                                  size (target 100)
#include "benchloop.h"
#include "benchworld.h"

#include "apiclient.h"
#include "session.h"

#include "api/codec.h"
#include "store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace polychip;
namespace fs = std::filesystem;
using bench::median;
using bench::rssMb;
using bench::waitFor;

namespace {

client::Endpoint benchEndpoint(const std::string &baseUrl)
{
    return {baseUrl, "key_sim_bench-0", std::string(32, 'x'), {}, {}};
}

void listsAndDecodes(const bench::Sim &sim)
{
    client::ApiClient c(benchEndpoint(sim.url("")));
    client::ListQuery q;
    q.pageSize = 1000;
    std::vector<double> total;
    for (int i = 0; i < 30; ++i) {
        bool done = false;
        std::size_t n = 0;
        QElapsedTimer timer;
        timer.start();
        QObject context;
        c.call(client::ops::listInstances(q), &context,
               [&](api::Result<api::Page<api::Instance>> r) {
                   done = true;
                   n = r ? r->items.size() : 0;
               });
        if (!waitFor([&] { return done; }, 30000) || n != 1000) {
            std::fprintf(stderr, "bench_client: the list failed\n");
            std::exit(1);
        }
        total.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("BENCH client.get_instances_1k_ms %.1f ms\n", median(total));

    // Decoding alone, on a body fetched once.
    auto world = bench::engineWith(1'000);
    api::Page<api::Instance> page;
    for (const auto &i : world->instances({"org-a", "bench-0", api::Role::Admin}))
        page.items.push_back(i);
    const std::string body = api::encode(page, api::View::Basic); // as a list carries them
    std::vector<double> decode;
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto decoded = api::decode<api::Page<api::Instance>>(body);
        decode.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (!decoded)
            std::exit(1);
    }
    std::printf("BENCH client.decode_instances_1k_ms %.1f ms\n", median(decode));
}

void sessionMemory(const bench::Sim &sim)
{
    client::ApiClient c(benchEndpoint(sim.url("")));
    const double before = rssMb();
    client::Session session(c);
    session.start();
    // Wait until all 1,000 instances have a metric history.
    const bool full = waitFor(
        [&] {
            if (session.instances().size() < 1000)
                return false;
            return std::all_of(
                session.instances().all().begin(), session.instances().all().end(),
                [&](const auto &e) { return session.instances().metrics(e.first).has_value(); });
        },
        60000);
    if (!full) {
        std::fprintf(stderr, "bench_client: the session did not fill\n");
        return;
    }
    const double after = rssMb();
    std::printf("BENCH session.kb_per_instance %.1f KB\n", (after - before) * 1024.0 / 1000.0);
    std::printf("BENCH session.metric_history_kb %.1f KB\n",
                double(client::MetricFrames::bytesPerColumn()) / 1024.0);
}

void eventsPerSecond()
{
    // A server that answers the lists empty and streams N instance updates as fast as it can.
    constexpr int kEvents = 50'000;
    auto world = bench::engineWith(1);
    api::Instance inst = world->instances({"org-a", "bench-0", api::Role::Admin}).front();
    std::string stream;
    for (int i = 1; i <= kEvents; ++i) {
        inst.revision = i;
        inst.costMicros = i;
        stream += "id: " + std::to_string(i)
                  + "\nevent: instance.updated\ndata: " + api::encode(inst) + "\n\n";
    }
    httplib::Server server;
    server.Get("/v1/instances", [](const httplib::Request &, httplib::Response &res) {
        res.set_content(R"({"items": [], "deleted": [], "revision": 0})", "application/json");
    });
    server.Get("/v1/events", [&](const httplib::Request &, httplib::Response &res) {
        res.set_content(stream, "text/event-stream");
    });
    const int port = server.bind_to_any_port("127.0.0.1");
    std::thread serving([&] { server.listen_after_bind(); });
    while (!server.is_running())
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    client::ApiClient c(benchEndpoint("http://127.0.0.1:" + std::to_string(port)));
    client::Session session(c);
    QElapsedTimer timer;
    timer.start();
    session.start();
    const bool done = waitFor([&] { return session.revision() >= kEvents; }, 120000);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    session.stop();
    server.stop();
    serving.join();
    if (!done) {
        std::fprintf(stderr, "bench_client: only %lld events applied\n",
                     static_cast<long long>(session.revision()));
        return;
    }
    std::printf("BENCH client.events_per_s %.0f events/s\n", kEvents / seconds);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    char dirTemplate[] = "/tmp/polychip-bench-client-XXXXXX";
    if (!mkdtemp(dirTemplate))
        return 1;
    const fs::path dir(dirTemplate);
    {
        fs::create_directories(dir / "data");
        auto store = sim::Store::open((dir / "data" / "polychip-sim.db").string());
        auto e = bench::engineWith(1'000);
        if (!store || !e->attach(*store.value()).ok() || !e->commit())
            return 1;
    }
    {
        bench::Sim sim(dir, {});
        listsAndDecodes(sim);
        sessionMemory(sim);
    }
    eventsPerSecond();
    fs::remove_all(dir);
    return 0;
}
