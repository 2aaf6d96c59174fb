// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>

namespace polychip::sim {

/** The HTTP face of the simulator: routes of the platform API v1 over cpp-httplib. */
class Server final
{
public:
    Server();
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
