// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "api/hosts.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace polychip::client {

/** How to reach a platform: trust, pinning and proxy of one connection profile. */
struct TransportOptions
{
    std::string caFile;          ///< PEM bundle to trust (empty: the system's)
    std::string pinnedPublicKey; ///< "sha256//<base64>" (empty: no pinning)
    std::string proxy;           ///< proxy URL (empty: the environment's http(s)_proxy)
};

/** One HTTP exchange to perform. */
struct HttpRequest
{
    std::string method = "GET";
    std::string url;
    std::vector<std::string> headers; ///< "Name: value"
    std::string body;
    std::chrono::milliseconds connectTimeout{10'000};
    std::chrono::milliseconds totalTimeout{30'000}; ///< 0: none (streams)
    /// Streams: called with each chunk of the body as it arrives (on the worker thread) instead
    /// of collecting it; return false to end the transfer.
    std::function<bool(std::string_view)> onData;
    /// Streams: called once the status and headers are in, before any onData.
    std::function<void(long status, const std::map<std::string, std::string> &headers)> onHeaders;
};

/** What came back. `status` 0 means no HTTP answer; `error` says why. */
struct HttpResponse
{
    long status = 0;
    std::string body;
    std::map<std::string, std::string> headers; ///< lower-case names
    bool timedOut = false;
    bool cancelled = false;
    bool refused = false;   ///< never sent: not a URL this transport may use
    bool permanent = false; ///< trying again cannot help: certificate, pin, size
    std::string error;
    /// Why there is no answer, when the transport can say more than `error` (curl's words):
    /// ApiError::code of a network error, e.g. "TLS_UNTRUSTED" (api/apierror.h lists them).
    std::string reason;
    std::string address; ///< host:port the request went to (the proxy's when it failed)
};

using api::isLoopbackHost;

/**
 * HTTP for the client: one worker thread owning a libcurl multi handle, so every connection is
 * reused (keep-alive) and nothing blocks the caller. Only http and https, no redirects, TLS
 * verification always on, plain http only to loopback (refused before any connection).
 * Callbacks run on the worker thread; a request can start after a delay (retries) and can be
 * cancelled. Destroying the transport cancels what is still running (their callbacks run with
 * `cancelled` set) and joins the worker.
 */
class Transport final
{
public:
    using Id = std::uint64_t;
    using Done = std::function<void(HttpResponse)>;

    explicit Transport(TransportOptions options = {});
    ~Transport();
    Transport(const Transport &) = delete;
    Transport &operator=(const Transport &) = delete;

    /// Starts `request` (after `delay`); `done` runs on the worker thread when it ends.
    Id start(HttpRequest request, Done done, std::chrono::milliseconds delay = {});
    /// Ends a request early: its `done` runs with `cancelled` set (unless it already ran).
    void cancel(Id id);
    /// Runs `task` on the worker thread after `delay` (how retries wait without blocking).
    void post(std::function<void()> task, std::chrono::milliseconds delay = {});

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace polychip::client
