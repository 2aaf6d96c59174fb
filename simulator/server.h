// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <ostream>
#include <string>

namespace polychip::sim {

class SimHost;

/** The HTTP face of the simulator: the routes of the platform API v1 over cpp-httplib, each
 *  authenticated and checked against the role table (routes.cpp) before it reaches the
 *  engine. */
class Server final
{
public:
    /// `host` may be null: then only GET /v1/health answers (a server without an engine).
    explicit Server(SimHost *host, std::ostream *accessLog = nullptr);
    ~Server();
    Server(const Server &) = delete;
    Server &operator=(const Server &) = delete;

    /// Binds and listens; returns the bound port, or -1 with the reason in `error`.
    int bind(const std::string &host, int port, std::string &error);
    /// Serves until stop(); false if the server could not run.
    bool run();
    /// Stops run() from any thread.
    void stop();

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace polychip::sim
