// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "notifier.h"

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>

namespace polychip::sim {

class SimHost;

/** How the HTTP side is set up (the network part of the command line). */
struct ServerConfig
{
    std::string tlsCert; ///< PEM files; both empty: plain HTTP
    std::string tlsKey;
    double rateLimit = 100;   ///< requests a second per key, bursts of twice that; 0: no limit
    int maxStreamsPerKey = 8; ///< open event and log streams per key
    int threads = 64;         ///< serving threads; all but 16 may hold streams
    DeliveryRules webhooks;   ///< when failed deliveries are tried again, and where they may go
};

/// Request bodies larger than this are refused with 413.
inline constexpr std::size_t kMaxBodyBytes = 1024 * 1024;

/** The HTTP face of the simulator: the routes of the platform API v1 over cpp-httplib, each
 *  authenticated and checked against the role table (routes.cpp) before it reaches the
 *  engine. */
class Server final
{
public:
    /// `host` may be null: then only GET /v1/health answers (a server without an engine).
    explicit Server(SimHost *host,
                    const ServerConfig &config = {},
                    std::ostream *accessLog = nullptr);
    ~Server();
    Server(const Server &) = delete;
    Server &operator=(const Server &) = delete;

    /// False when the TLS certificate or key could not be loaded.
    bool valid() const;
    /// Binds and listens; returns the bound port, or -1 with the reason in `error`.
    int bind(const std::string &host, int port, std::string &error);
    /// Serves until stop(); false if the server could not run.
    bool run();
    /// Stops run() from any thread, at once: idle keep-alive connections are ended too.
    void stop();

private:
    /// The listening socket's queue of connections not yet accepted, as long as allowed.
    void lengthenListenQueue();
    /// Tells the engine where clients reach it (for the addresses it hands out).
    void publishAddress(const std::string &host, int port);

    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace polychip::sim
