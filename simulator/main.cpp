// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "options.h"
#include "polychip/version.h"
#include "server.h"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <pthread.h>
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
    if (!sim::isLoopbackHost(options->host))
        std::cerr << kSimulatorName << ": warning: listening on " << options->host
                  << " without TLS; anyone who can reach it can read the traffic\n";

    // Signals go to one waiting thread, which stops the server from outside a handler.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);

    sim::Server server;
    const int port = server.bind(options->host, options->port, error);
    if (port < 0) {
        std::cerr << kSimulatorName << ": " << error << '\n';
        return 1;
    }
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
    return ok ? 0 : 1;
}
