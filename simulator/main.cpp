// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "catalog.h"
#include "classroomfiles.h"
#include "heap.h"
#include "host.h"
#include "options.h"
#include "polychip/version.h"
#include "server.h"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <pthread.h>
#include <sys/stat.h>
#include <thread>

namespace {

bool writePortFile(const std::string &path, int port)
{
    // Write then rename, so a reader never sees a half-written number.
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << port << '\n';
        if (!out.flush())
            return false;
    }
    return std::rename(tmp.c_str(), path.c_str()) == 0;
}

} // namespace

int main(int argc, char **argv)
{
    using namespace polychip;
    sim::restartWithoutThreadCaches(argv); // returns in the process that keeps running
    sim::limitHeapArenas();                // before any thread starts
    std::string error;
    const auto options = sim::parseOptions(std::vector<std::string>(argv + 1, argv + argc), error);
    if (!options) {
        std::cerr << kSimulatorName << ": " << error << '\n';
        return 2;
    }
    if (options->showHelp) {
        std::cout << sim::usage();
        return 0;
    }
    if (options->showVersion) {
        std::cout << kSimulatorName << ' ' << kVersion << '\n';
        return 0;
    }
    // Everything it writes (the state with every key secret, keys, logs, the port file) is
    // its user's alone, whatever umask it was started with.
    ::umask(077);
    if (!sim::isLoopbackHost(options->host) && options->tlsCert.empty())
        std::cerr << kSimulatorName << ": warning: listening on " << options->host
                  << " without TLS; anyone who can reach it can read the traffic\n";

    // Signals go to one waiting thread, which stops the server from outside a handler.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    // What bursts of requests freed goes back to the system (after the mask: no thread of ours
    // may take SIGTERM).
    const sim::HeapTrimmer heapTrimmer(std::chrono::seconds(10));

    sim::HostConfig config;
    config.dataRoot = sim::defaultDataDir(argv[0]);
    config.priceBook = options->priceBook;
    config.dataDir = options->dataDir;
    config.bootstrapKeysFile = options->bootstrapKeys;
    config.speed = options->speed;
    config.seed = options->seed;
    config.catalogScale = options->catalogScale;
    config.eventWindow = options->eventWindow;
    config.maxDatabaseBytes = options->maxDatabaseMib * 1024 * 1024;
    config.report = [](const std::string &message) {
        std::cerr << kSimulatorName << ": " << message << std::endl;
    };
    auto host = sim::SimHost::create(config);
    if (!host) {
        std::cerr << kSimulatorName << ": " << host.error().message << '\n';
        return 1;
    }

    std::ofstream logFile;
    if (!options->logFile.empty()) {
        logFile.open(options->logFile, std::ios::app);
        if (!logFile) {
            std::cerr << kSimulatorName << ": cannot open the log " << options->logFile << '\n';
            return 1;
        }
    }
    sim::ServerConfig serverConfig;
    serverConfig.tlsCert = options->tlsCert;
    serverConfig.tlsKey = options->tlsKey;
    serverConfig.rateLimit = options->rateLimit;
    serverConfig.maxStreamsPerKey = options->maxStreams;
    serverConfig.threads = options->threads;
    serverConfig.webhooks.retry.first = std::chrono::milliseconds(options->webhookRetryMs);
    serverConfig.webhooks.allowPrivate
        = options->webhookAllowPrivate || sim::isLoopbackHost(options->host);
    sim::Server server(host.value().get(), serverConfig,
                       options->logFile.empty() ? &std::cerr : &logFile);
    if (!server.valid()) {
        std::cerr << kSimulatorName << ": cannot load the TLS certificate " << options->tlsCert
                  << " or key " << options->tlsKey << '\n';
        return 1;
    }
    const int port = server.bind(options->host, options->port, error);
    if (port < 0) {
        std::cerr << kSimulatorName << ": " << error << '\n';
        return 1;
    }
    if (options->classroom > 0) {
        // The class: its seats and keys made (or found, after a restart), and a profile file
        // for each, ready to hand out.
        const auto classroom = host.value()->mutate(
            [&](sim::Engine &e) { return e.setUpClassroom(options->classroom); });
        if (!classroom) {
            std::cerr << kSimulatorName << ": " << classroom.error().message << '\n';
            return 1;
        }
        std::string caPem;
        if (!options->tlsCert.empty()) {
            std::ifstream cert(options->tlsCert);
            caPem.assign(std::istreambuf_iterator<char>(cert), std::istreambuf_iterator<char>());
        }
        const std::string dir = !options->classroomDir.empty() ? options->classroomDir
                                : !options->dataDir.empty()    ? options->dataDir + "/classroom"
                                                               : std::string("classroom");
        const std::string url
            = sim::classroomUrl(options->publicUrl, options->host, port, !options->tlsCert.empty());
        if (const auto e = sim::writeClassroomFiles(*classroom, dir, url, caPem); !e.empty()) {
            std::cerr << kSimulatorName << ": " << e << '\n';
            return 1;
        }
        std::cerr << kSimulatorName << ": a class of " << classroom->seats.size()
                  << " seats; their profile files and the teacher's (for " << url << ") are in "
                  << dir << '\n';
        if (options->dataDir.empty())
            std::cerr << kSimulatorName
                      << ": warning: without --data-dir the class is gone when the simulator "
                         "stops, and its profile files stop working\n";
    }
    host.value()->start();
    if (!options->portFile.empty() && !writePortFile(options->portFile, port)) {
        std::cerr << kSimulatorName << ": cannot write the port file " << options->portFile << '\n';
        return 1;
    }
    std::cerr << kSimulatorName << ' ' << kVersion << " listening on " << options->host << ':'
              << port << '\n';

    std::thread signalWaiter([&server, signals] {
        int received = 0;
        sigwait(&signals, &received);
        server.stop();
    });
    const bool ok = server.run();
    // run() also returns if the server fails; wake the waiter so it can be joined.
    pthread_kill(signalWaiter.native_handle(), SIGTERM);
    signalWaiter.join();
    host.value()->stop(); // the last ticks are committed before exit
    return ok ? 0 : 1;
}
