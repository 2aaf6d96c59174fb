// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "server.h"

#include "api/codec.h"
#include "polychip/version.h"
#include "simclock.h"

#include <httplib.h>

#include <chrono>
#include <ctime>
#include <mutex>

namespace polychip::sim {

namespace {

constexpr const char *kJson = "application/json";

api::Timestamp wallNow()
{
    using namespace std::chrono;
    return {duration_cast<seconds>(system_clock::now().time_since_epoch()).count()};
}

std::string httpDate()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[64];
    std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    return buf;
}

void sendError(httplib::Response &res, int status, const char *code, std::string message)
{
    api::ErrorResponse body;
    body.error.code = code;
    body.error.message = std::move(message);
    res.status = status;
    res.set_content(api::encode(body), kJson);
}

} // namespace

struct Server::Impl
{
    httplib::Server http;
    std::mutex clockMutex;
    SimClock clock{wallNow()};
    std::chrono::steady_clock::time_point lastTick = std::chrono::steady_clock::now();

    api::Timestamp simulatedNow()
    {
        const std::lock_guard lock(clockMutex);
        const auto t = std::chrono::steady_clock::now();
        clock.onWallElapsed(t - lastTick);
        lastTick = t;
        return clock.now();
    }

    void routes()
    {
        http.Get("/v1/health", [this](const httplib::Request &, httplib::Response &res) {
            api::Health health;
            health.status = api::HealthStatus::Ok;
            health.version = kVersion;
            health.simulated = true;
            health.now = simulatedNow();
            res.set_content(api::encode(health), kJson);
        });
        http.set_error_handler([](const httplib::Request &req, httplib::Response &res) {
            if (res.status == 404)
                sendError(res, 404, "NOT_FOUND", "no such endpoint: " + req.path);
        });
        http.set_post_routing_handler([](const httplib::Request &, httplib::Response &res) {
            res.set_header("Date", httpDate());
        });
    }
};

Server::Server()
    : m_impl(std::make_unique<Impl>())
{
    // Small JSON answers must not wait for Nagle's algorithm.
    m_impl->http.set_tcp_nodelay(true);
    // cpp-httplib's default also sets SO_REUSEPORT, which would let a second simulator bind the
    // same port and steal half the connections. Only SO_REUSEADDR, for quick restarts.
    m_impl->http.set_socket_options([](int sock) {
        const int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    });
    m_impl->http.set_payload_max_length(1024 * 1024);
    m_impl->routes();
}

Server::~Server() = default;

int Server::bind(const std::string &host, int port, std::string &error)
{
    if (port == 0) {
        const int bound = m_impl->http.bind_to_any_port(host);
        if (bound <= 0) {
            error = "cannot listen on " + host + " (no free port or bad address)";
            return -1;
        }
        return bound;
    }
    if (!m_impl->http.bind_to_port(host, port)) {
        error = "cannot listen on " + host + ":" + std::to_string(port);
        return -1;
    }
    return port;
}

bool Server::run()
{
    return m_impl->http.listen_after_bind();
}

void Server::stop()
{
    m_impl->http.stop();
}

} // namespace polychip::sim
