// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "server.h"

#include "auth.h"
#include "handlers.h"
#include "host.h"
#include "messages.h"
#include "notifier.h"
#include "routes.h"
#include "signing/signature.h"
#include "throttle.h"

#include "api/codec.h"
#include "api/signing.h"
#include "polychip/version.h"

#include <httplib.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <thread>

namespace polychip::sim {

namespace {

/// Shuts down the connections accepted on `port`, once the listening socket is closed.
void endIdleConnections(int port)
{
    // cpp-httplib returns from listening once its workers are done, and a worker holding an idle
    // keep-alive connection waits for the client or the keep-alive timeout (30 s): a console
    // that had connected kept its simulator from exiting until it was killed, the last ticks
    // uncommitted. Shutting down the connections accepted on our port wakes each at once; the
    // library has no list of them, the process's descriptors do. (Sockets of clients in the
    // same process, as in tests, have another local port and are left alone.)
    if (port <= 0)
        return;
    const auto fds = std::filesystem::path("/proc/self/fd");
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(fds, ec)) {
        int fd = -1;
        const std::string name = entry.path().filename().string();
        if (std::from_chars(name.data(), name.data() + name.size(), fd).ec != std::errc{})
            continue;
        struct stat st = {};
        if (fstat(fd, &st) != 0 || !S_ISSOCK(st.st_mode))
            continue;
        sockaddr_storage local{};
        socklen_t length = sizeof local;
        if (getsockname(fd, reinterpret_cast<sockaddr *>(&local), &length) != 0)
            continue;
        int localPort = 0;
        if (local.ss_family == AF_INET)
            localPort = ntohs(reinterpret_cast<const sockaddr_in &>(local).sin_port);
        else if (local.ss_family == AF_INET6)
            localPort = ntohs(reinterpret_cast<const sockaddr_in6 &>(local).sin6_port);
        sockaddr_storage peer{};
        length = sizeof peer;
        // Connected (the listening socket has no peer) and accepted on our port.
        if (localPort == port && getpeername(fd, reinterpret_cast<sockaddr *>(&peer), &length) == 0)
            ::shutdown(fd, SHUT_RDWR);
    }
}

constexpr const char *kJson = "application/json";

/// A request's text as one field of an access-log line: a byte that could end the field or
/// the line (white space, control characters), a backslash and anything beyond ASCII become
/// \xHH, so a request cannot write a line or a field of its own.
std::string logField(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (const char ch : text) {
        const auto byte = static_cast<unsigned char>(ch);
        if (byte <= 0x20 || byte >= 0x7f || byte == '\\') {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        } else {
            out += ch;
        }
    }
    return out;
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

thread_local std::chrono::steady_clock::time_point t_requestStart;
/// The operation the worker thread is serving, for the access log ("-": no route matched).
thread_local std::string_view t_operation = "-";

/// Simulator control and health are never slowed or failed by injected faults, so a test can
/// always turn them off again.
bool faultsApply(const RouteSpec &spec)
{
    return spec.roles != kPublic && !spec.pattern.starts_with("/v1/sim");
}

/// Text for an HTML page: the five characters HTML gives a meaning.
std::string htmlText(std::string_view text)
{
    std::string out;
    for (const char ch : text) {
        switch (ch) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += ch;
        }
    }
    return out;
}

std::string jupyterHtml(const std::string &id, const std::optional<Engine::JupyterPage> &page)
{
    std::string body;
    if (!page)
        body = "<p>There is no instance " + htmlText(id) + " on this simulator.</p>";
    else if (!page->running)
        body = "<p>" + htmlText(page->name)
               + " is not running: start or wake it, then open JupyterLab again.</p>";
    else
        body = "<p>This is where JupyterLab of <b>" + htmlText(page->name) + "</b> ("
               + std::to_string(page->count) + " &times; " + htmlText(page->accelerator)
               + ") would open. On a real platform it is a notebook server on the instance; the "
                 "simulator only notes that you opened it.</p>";
    return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>JupyterLab (simulated)"
           "</title></head><body><h1>JupyterLab (simulated)</h1>"
           + body + "</body></html>";
}

} // namespace

struct Server::Impl
{
    explicit Impl(const ServerConfig &c)
        : config(c)
        , limiter(c.rateLimit, c.rateLimit * 2)
        , slots(std::make_shared<StreamSlots>(c.maxStreamsPerKey,
                                              std::max(1, c.threads - kThreadsForRequests)))
    {
        if (c.tlsCert.empty())
            http = std::make_unique<httplib::Server>();
        else
            http = std::make_unique<httplib::SSLServer>(c.tlsCert.c_str(), c.tlsKey.c_str());
    }

    /// Threads kept free of streams, so requests are served whatever the streams do.
    static constexpr int kThreadsForRequests = 16;

    const ServerConfig config;
    std::unique_ptr<httplib::Server> http;
    SimHost *host = nullptr;
    std::unique_ptr<Notifier> notifier; ///< sends the webhooks' deliveries (with a host)
    std::ostream *accessLog = nullptr;
    std::mutex logMutex;
    Keyring keyring;
    /// The nonces of changes are kept with the state, so a replay is refused after a restart.
    Authenticator auth{[this](const std::string &id, std::int64_t expires) {
        if (host)
            host->rememberNonce(id, expires);
    }};
    RateLimiter limiter;
    std::shared_ptr<StreamSlots> slots;
    Caches caches;
    std::atomic<std::uint64_t> nextRequest{1};
    const std::string tokenKey = randomKey();
    std::atomic<bool> stopping{false};
    std::atomic<int> port{0}; ///< bound, once bind() succeeded
    int listening = -1;       ///< the socket bind() listens on (the last one it made)
    std::mutex faultMutex;    ///< guards faults, faultsGeneration and faultRng
    api::Faults faults;
    std::uint64_t faultsGeneration = UINT64_MAX;
    std::mt19937_64 faultRng{std::random_device{}()};

    static std::string randomKey()
    {
        std::random_device device;
        std::string key;
        for (int i = 0; i < 4; ++i)
            key += std::to_string(device());
        return key;
    }

    static api::ApiError injectedFault()
    {
        auto e = apiError(503, "UNAVAILABLE", "injected fault (error_rate of /v1/sim/faults)");
        e.retryAfterSeconds = 1;
        return e;
    }

    /// Applies the simulator's HTTP faults: waits latency_ms, then fails error_rate of the
    /// requests with 503. A failure hits before the request takes effect, or for half of the
    /// mutations after it (the answer is lost): true when the caller must fail it afterwards.
    bool injectFaults(const RouteSpec &spec)
    {
        const api::Faults faults = currentFaults();
        if (faults.latencyMs > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(faults.latencyMs));
        if (!injectFailure(faults.errorRate))
            return false;
        if (spec.method == "GET" || !injectFailure(0.5))
            throw injectedFault();
        return true;
    }

    /// A stream holds a slot of the per-key and the server-wide caps while it is open.
    Reply holdStreamSlot(Reply reply, const std::string &keyId, const std::string &requestId)
    {
        StreamSlots::Refusal refusal = StreamSlots::Refusal::None;
        auto slot = slots->acquire(keyId, refusal);
        if (refusal == StreamSlots::Refusal::KeyFull)
            return errorReply(apiError(429, "RATE_LIMITED",
                                       "key " + keyId + " already has "
                                           + std::to_string(config.maxStreamsPerKey)
                                           + " open streams; close one first"),
                              requestId);
        if (refusal == StreamSlots::Refusal::ServerFull)
            return errorReply(apiError(503, "UNAVAILABLE",
                                       "the server holds as many streams as it can; retry later"),
                              requestId);
        reply.stream
            = [inner = std::move(reply.stream), slot](std::size_t offset, httplib::DataSink &sink) {
                  return inner(offset, sink);
              };
        return reply;
    }

    /// The faults in force, read from the engine again only after a mutation (so a request does
    /// not wait for the engine while the clock commits).
    api::Faults currentFaults()
    {
        const std::lock_guard lock(faultMutex);
        const std::uint64_t generation = host->version().generation;
        if (generation != faultsGeneration) {
            faults = host->locked([](Engine &e) { return e.faults(); });
            faultsGeneration = generation;
        }
        return faults;
    }

    /// Whether an injected failure hits this request (error_rate of the faults).
    bool injectFailure(double rate)
    {
        if (rate <= 0)
            return false;
        const std::lock_guard lock(faultMutex);
        return std::uniform_real_distribution<double>(0, 1)(faultRng) < rate;
    }

    void send(httplib::Response &res, const Reply &reply, const std::string &requestId)
    {
        res.status = reply.status;
        res.set_header("X-Request-Id", requestId);
        if (reply.retryAfter > 0)
            res.set_header("Retry-After", std::to_string(reply.retryAfter));
        if (reply.stream) {
            res.set_header("Cache-Control", "no-cache");
            res.set_chunked_content_provider("text/event-stream", reply.stream);
        } else if (!reply.body.empty()) {
            res.set_content(reply.body, kJson);
        }
    }

    static Reply errorReply(const api::ApiError &e, const std::string &requestId)
    {
        api::ErrorResponse body;
        body.error.code = e.code.empty() ? "INTERNAL" : e.code;
        body.error.message = e.message;
        body.error.requestId = requestId;
        if (e.httpStatus == 400 && !e.field.empty())
            body.error.details = api::Json{{"field", e.field}};
        if (e.code == kSinceTooOld) {
            body.error.code = "INVALID_ARGUMENT";
            body.error.details
                = api::Json{{"field", e.field}, {"reason", std::string(kSinceTooOld)}};
        }
        if (e.httpStatus == 401 && !e.field.empty())
            body.error.details = api::Json{{"reason", e.field}};
        if (!e.policy.empty())
            body.error.details
                = api::Json{{"policy", e.policy}, {"limit", e.limit}, {"value", e.value}};
        Reply reply{e.httpStatus > 0 ? e.httpStatus : 500, api::encode(body)};
        reply.retryAfter = e.retryAfterSeconds;
        if (reply.retryAfter == 0 && (reply.status == 429 || reply.status == 503))
            reply.retryAfter = 1;
        return reply;
    }

    /// A request's id, unique in this server's life (X-Request-Id, the error envelope, the log).
    std::string newRequestId()
    {
        char id[32];
        std::snprintf(id, sizeof id, "req_%012" PRIx64, nextRequest.fetch_add(1));
        return id;
    }

    void sendError(httplib::Response &res, const api::ApiError &e, const std::string &requestId)
    {
        send(res, errorReply(e, requestId), requestId);
    }

    /// Runs a handler; its refusals become error replies, so the answer can be stored.
    static Reply dispatch(const Handler &handler, Context &ctx, const std::string &requestId)
    {
        try {
            return handler(ctx);
        } catch (const api::ApiError &e) {
            return errorReply(e, requestId);
        } catch (const std::exception &e) {
            return errorReply(apiError(500, "INTERNAL", "unexpected: " + std::string(e.what())),
                              requestId);
        }
    }

    /// POSTs with an Idempotency-Key act once: a retry gets the first answer back.
    Reply idempotent(const Handler &handler, Context &ctx, const std::string &requestId)
    {
        const std::string key = ctx.req.get_header_value("Idempotency-Key");
        if (key.size() > 128)
            throw invalid("Idempotency-Key", "at most 128 characters");
        const std::string scope
            = ctx.caller.orgId + "\n" + ctx.req.method + "\n" + ctx.req.path + "\n" + key;
        SimHost::Replay replay = SimHost::Replay::Fresh;
        const auto answer = host->idempotent(ctx.caller.orgId, scope,
                                             signing::sha256Hex(ctx.req.body), replay, [&] {
                                                 const Reply r = dispatch(handler, ctx, requestId);
                                                 return SimHost::Answer{r.status, r.body};
                                             });
        if (replay == SimHost::Replay::Mismatch)
            throw apiError(422, "IDEMPOTENCY_MISMATCH",
                           messages::say(ctx.caller.language, "error.idempotency_mismatch", {key}));
        return {answer.status, answer.body};
    }

    void route(const RouteSpec &spec, Handler handler)
    {
        auto wrapped = [this, spec, handler](const httplib::Request &req, httplib::Response &res) {
            const std::string requestId = newRequestId();
            t_operation = spec.operationId;
            const std::string language
                = messages::language(req.get_header_value("Accept-Language"));
            try {
                if (!host)
                    throw apiError(503, "UNAVAILABLE", "the simulator has no engine");
                Caller caller;
                if (spec.roles != kPublic) {
                    SignedRequest signedRequest{req.method,
                                                req.target,
                                                req.body,
                                                req.get_header_value("X-PC-Key"),
                                                req.get_header_value("X-PC-Timestamp"),
                                                req.get_header_value("X-PC-Nonce"),
                                                req.get_header_value("X-PC-Signature")};
                    const auto key = keyring.find(*host, signedRequest.keyId);
                    auto verified = auth.verify(key ? &*key : nullptr, signedRequest, wallNow(),
                                                api::Timestamp{host->version().second});
                    if (!verified)
                        throw verified.error();
                    caller = verified.value();
                    host->noteKeyUsed(caller.keyId);
                    if (!(roleBit(caller.role) & spec.roles))
                        throw apiError(403, "PERMISSION_DENIED",
                                       messages::say(language, "error.role_may_not",
                                                     {messages::term(language, "role",
                                                                     api::wireName(caller.role)),
                                                      spec.operationId}));
                }
                caller.language = language;
                const std::string keyId = req.get_header_value("X-PC-Key");
                int retryAfter = 0;
                if (spec.roles != kPublic && !limiter.admit(keyId, retryAfter)) {
                    auto e = apiError(429, "RATE_LIMITED",
                                      messages::say(language, "error.rate_limited",
                                                    {keyId, std::to_string(retryAfter)}));
                    e.retryAfterSeconds = retryAfter;
                    throw e;
                }
                const bool faultAfter = faultsApply(spec) && injectFaults(spec);
                Context ctx{req, caller, *host, tokenKey, stopping, caches};
                const bool keyed = spec.method == "POST" && req.has_header("Idempotency-Key");
                Reply reply = keyed ? idempotent(handler, ctx, requestId)
                                    : dispatch(handler, ctx, requestId);
                if (faultAfter) // the request took effect, but its answer is lost
                    throw injectedFault();
                if (reply.stream)
                    reply = holdStreamSlot(std::move(reply), keyId, requestId);
                send(res, reply, requestId);
            } catch (const api::ApiError &e) {
                sendError(res, e, requestId);
            } catch (const std::exception &e) {
                sendError(res, apiError(500, "INTERNAL", "unexpected: " + std::string(e.what())),
                          requestId);
            }
        };
        const std::string pattern(spec.pattern);
        if (spec.method == "GET")
            http->Get(pattern, wrapped);
        else if (spec.method == "POST")
            http->Post(pattern, wrapped);
        else if (spec.method == "PUT")
            http->Put(pattern, wrapped);
        else if (spec.method == "PATCH")
            http->Patch(pattern, wrapped);
        else if (spec.method == "DELETE")
            http->Delete(pattern, wrapped);
    }

    void routes()
    {
        auto table = handlers();
        table["getHealth"] = [](Context &c) {
            api::Health health;
            health.status = api::HealthStatus::Ok;
            health.version = kVersion;
            health.simulated = true;
            health.now = c.host.locked([](Engine &e) { return e.now(); });
            if (const auto problem = c.host.storageProblem()) {
                health.status = api::HealthStatus::Degraded;
                health.code = problem->code;
                health.reason = problem->message;
            }
            return Reply{200, api::encode(health)};
        };
        for (const RouteSpec &spec : kRoutes) {
            if (const auto it = table.find(spec.operationId); it != table.end())
                route(spec, it->second);
        }
        // The simulated JupyterLab an instance's `endpoints.jupyter` points to: a page saying
        // what a real one would be, which a lesson can check was opened. Not part of the API
        // (a browser opens it, unsigned, as it would a notebook server with its token).
        http->Get(R"(/sim/jupyter/([^/]+)/lab)", [this](const httplib::Request &req,
                                                        httplib::Response &res) {
            // mutate(): what a lesson saw is stored before the page is answered.
            std::optional<Engine::JupyterPage> page;
            try {
                page = host->mutate([&](Engine &e) { return e.openJupyter(req.matches[1].str()); });
            } catch (const api::ApiError &e) {
                res.status = e.httpStatus;
                res.set_content(e.message, "text/plain; charset=utf-8");
                return;
            }
            res.status = page ? 200 : 404;
            res.set_content(jupyterHtml(req.matches[1].str(), page), "text/html; charset=utf-8");
        });
        // What cpp-httplib answers before any route runs gets the envelope and an id too.
        http->set_error_handler([this](const httplib::Request &req, httplib::Response &res) {
            if (res.status == 404 && res.body.empty())
                sendError(res,
                          apiError(404, "NOT_FOUND",
                                   messages::say(
                                       messages::language(req.get_header_value("Accept-Language")),
                                       "error.no_endpoint", {req.path})),
                          newRequestId());
            else if (res.status == 413)
                sendError(res,
                          apiError(413, "PAYLOAD_TOO_LARGE", "request bodies are at most 1 MiB"),
                          newRequestId());
            else if (res.status == 400 && res.body.empty())
                sendError(res, apiError(400, "INVALID_ARGUMENT", "the request could not be read"),
                          newRequestId());
        });
        http->set_post_routing_handler([](const httplib::Request &req, httplib::Response &res) {
            res.set_header("Date", httpDate());
            // The language its human-readable text is in (ids and codes are in none).
            res.set_header("Content-Language", messages::contentLanguage(messages::language(
                                                   req.get_header_value("Accept-Language"))));
        });
        // A request is served start to end on one thread: its start time can wait there.
        http->set_pre_routing_handler([](const httplib::Request &req, httplib::Response &) {
            t_requestStart = std::chrono::steady_clock::now();
            t_operation = "-";
            // RFC 9112 6.3: a request with neither Content-Length nor Transfer-Encoding has no
            // body. cpp-httplib 0.11 reads such a POST, PUT, PATCH or DELETE until the read
            // timeout (10 s) instead, so `curl -X POST` without data hung: say the length. The
            // request is the library's own mutable object, handed over as const.
            if (!req.has_header("Content-Length") && !req.has_header("Transfer-Encoding"))
                const_cast<httplib::Request &>(req).set_header("Content-Length", "0");
            return httplib::Server::HandlerResponse::Unhandled;
        });
        http->set_logger([this](const httplib::Request &req, const httplib::Response &res) {
            if (!accessLog)
                return;
            const auto ms = std::chrono::duration<double, std::milli>(
                                std::chrono::steady_clock::now() - t_requestStart)
                                .count();
            char duration[32];
            std::snprintf(duration, sizeof duration, "%.2f", ms);
            // Never the secret or the signature: the key id identifies the caller.
            const std::lock_guard lock(logMutex);
            *accessLog << "method=" << logField(req.method) << " path=" << logField(req.path)
                       << " op=" << t_operation << " status=" << res.status
                       << " duration_ms=" << duration
                       << " request_id=" << res.get_header_value("X-Request-Id")
                       << " key=" << logField(req.get_header_value("X-PC-Key")) << '\n';
            accessLog->flush();
        });
    }
};

Server::Server(SimHost *host, const ServerConfig &config, std::ostream *accessLog)
    : m_impl(std::make_unique<Impl>(config))
{
    m_impl->host = host;
    m_impl->accessLog = accessLog;
    if (host) {
        m_impl->auth.restore(host->rememberedNonces(), wallNow());
        m_impl->notifier = std::make_unique<Notifier>(*host, config.webhooks);
    }
    httplib::Server &http = *m_impl->http;
    // Small JSON answers must not wait for Nagle's algorithm.
    http.set_tcp_nodelay(true);
    // cpp-httplib's default also sets SO_REUSEPORT, which would let a second simulator bind the
    // same port and steal half the connections. Only SO_REUSEADDR, for quick restarts.
    http.set_socket_options([impl = m_impl.get()](int sock) {
        const int yes = 1;
        setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        impl->listening = sock;
    });
    http.set_payload_max_length(kMaxBodyBytes);
    // Event streams hold a thread each for as long as they are open.
    const int threads = std::max(config.threads, Impl::kThreadsForRequests + 1);
    http.new_task_queue = [threads] { return new httplib::ThreadPool(std::size_t(threads)); };
    http.set_read_timeout(10, 0);
    http.set_write_timeout(10, 0);
    // Clients keep their connection for many requests (cpp-httplib's default closes it after 5).
    http.set_keep_alive_max_count(10'000);
    http.set_keep_alive_timeout(30);
    m_impl->routes();
}

Server::~Server() = default;

int Server::bind(const std::string &host, int port, std::string &error)
{
    if (port == 0) {
        const int bound = m_impl->http->bind_to_any_port(host);
        if (bound <= 0) {
            error = "cannot listen on " + host + " (no free port or bad address)";
            return -1;
        }
        lengthenListenQueue();
        publishAddress(host, bound);
        m_impl->port = bound;
        return bound;
    }
    if (!m_impl->http->bind_to_port(host, port)) {
        error = "cannot listen on " + host + ":" + std::to_string(port);
        return -1;
    }
    lengthenListenQueue();
    publishAddress(host, port);
    m_impl->port = port;
    return port;
}

void Server::lengthenListenQueue()
{
    // cpp-httplib listens with a queue of 5 connections (Debian's is a shared library built
    // so): a console starting opens dozens at once, and TCP sends again those the queue had no
    // room for only a second later. Listening again sets the queue's length (the kernel caps
    // it at net.core.somaxconn).
    if (m_impl->listening >= 0)
        ::listen(m_impl->listening, SOMAXCONN);
}

void Server::publishAddress(const std::string &host, int port)
{
    const bool any = host == "0.0.0.0" || host == "::";
    const std::string shown = any                                   ? "127.0.0.1"
                              : host.find(':') != std::string::npos ? "[" + host + "]"
                                                                    : host;
    const std::string url = std::string(m_impl->config.tlsCert.empty() ? "http" : "https") + "://"
                            + shown + ":" + std::to_string(port);
    m_impl->host->locked([&](Engine &e) { e.setPublicUrl(url); });
}

bool Server::valid() const
{
    return m_impl->http->is_valid();
}

bool Server::run()
{
    if (m_impl->notifier)
        m_impl->notifier->start();
    const bool ran = m_impl->http->listen_after_bind();
    if (m_impl->notifier)
        m_impl->notifier->stop();
    return ran;
}

void Server::stop()
{
    m_impl->stopping = true; // ends the event streams, then the server
    m_impl->http->stop();
    endIdleConnections(m_impl->port);
}

} // namespace polychip::sim
