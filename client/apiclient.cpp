// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "apiclient.h"

#include "requestsigner.h"

#include "curllibrary.h"
#include "logcategories.h"
#include "signing/signature.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <map>
#include <mutex>
#include <random>

namespace polychip::client {

namespace {

using Clock = std::chrono::steady_clock;

std::int64_t unixNow()
{
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

int retryAfterOf(const HttpResponse &r)
{
    const auto it = r.headers.find("retry-after");
    if (it == r.headers.end())
        return 0;
    int seconds = 0;
    const auto &v = it->second;
    if (std::from_chars(v.data(), v.data() + v.size(), seconds).ec == std::errc())
        return std::clamp(seconds, 0, 3600);
    // An HTTP date instead of seconds.
    const time_t when = CurlLibrary::get().getdate(v.c_str(), nullptr);
    return when > 0 ? int(std::clamp<std::int64_t>(when - unixNow(), 0, 3600)) : 0;
}

} // namespace

std::optional<api::ApiError> errorOf(const HttpResponse &r)
{
    if (r.status >= 200 && r.status < 300)
        return std::nullopt;
    api::ApiError e;
    if (r.status == 0) {
        e.kind = r.cancelled ? api::ErrorKind::Cancelled : api::ErrorKind::Network;
        e.code = r.cancelled  ? "CANCELLED"
                 : r.timedOut ? "TIMEOUT"
                 : r.refused  ? "REFUSED"
                              : r.reason;
        e.message = r.error;
        e.address = r.address;
        return e;
    }
    e = api::errorFromResponse(int(r.status), r.body);
    e.retryAfterSeconds = retryAfterOf(r);
    if (e.requestId.empty()) {
        if (const auto it = r.headers.find("x-request-id"); it != r.headers.end())
            e.requestId = it->second;
    }
    return e;
}

/** One call across its attempts (worker thread, but for the flags). */
struct CallState
{
    std::uint64_t id = 0;
    std::string operationId;
    std::string method;
    std::string path;
    std::string body;
    std::vector<std::string> headers;
    std::string idempotencyKey; ///< mutations: the same on every attempt
    std::function<void(const Outcome &)> onOutcome;
    Clock::time_point started = Clock::now();
    int attempts = 0;
    std::atomic<bool> cancelled{false};
    std::atomic<Transport::Id> transportId{0};
};

struct ApiClient::Impl
{
    Endpoint endpoint;
    std::mutex languageMutex; // guards acceptLanguage (set from the GUI thread, read by the worker)
    std::string acceptLanguage;
    RetryPolicy policy;
    RequestSigner signer;
    std::atomic<std::int64_t> skew{0};
    std::atomic<int> lastAttempts{0};
    std::atomic<std::uint64_t> nextCall{1};
    std::mutex mutex; // guards calls, rng, budget
    std::map<std::uint64_t, std::shared_ptr<CallState>> calls;
    std::mt19937_64 rng{std::random_device{}()};
    double budget = 0;
    /// Last: destroyed first, so its worker (whose callbacks use the members above) has ended
    /// before any of them goes.
    Transport transport;

    Impl(Endpoint e, RetryPolicy p)
        : endpoint(std::move(e))
        , acceptLanguage(endpoint.acceptLanguage)
        , policy(p)
        , signer(endpoint.keyId, endpoint.secret)
        , budget(p.budget)
        , transport(endpoint.transport)
    {}

    std::string newIdempotencyKey()
    {
        const std::lock_guard lock(mutex);
        static constexpr char kHex[] = "0123456789abcdef";
        std::string key = "pc-";
        for (int i = 0; i < 2; ++i) {
            std::uint64_t v = rng();
            for (int n = 0; n < 16; ++n, v >>= 4)
                key += kHex[v & 15];
        }
        return key;
    }

    /// Signed now, by the server's clock as far as we know it. Each signature has its own
    /// nonce: a retry or the same request twice in one second is not a replay (v1.1).
    std::vector<std::string>
    sign(std::string_view method, std::string_view path, std::string_view body)
    {
        return signer.sign(method, path, body, unixNow() + skew.load()).lines();
    }

    std::string languageNow()
    {
        const std::lock_guard lock(languageMutex);
        return acceptLanguage;
    }

    HttpRequest requestFor(CallState &c)
    {
        HttpRequest r;
        r.method = c.method;
        r.url = endpoint.baseUrl + c.path;
        r.body = c.body;
        r.connectTimeout = policy.connectTimeout;
        r.totalTimeout = policy.timeout;
        r.headers = sign(c.method, c.path, c.body);
        r.headers.emplace_back(
            "Accept: application/json"); // emplaced: a pushed temporary trips GCC 12 -Warray-bounds
        if (const std::string language = languageNow(); !language.empty())
            r.headers.push_back("Accept-Language: " + language);
        if (!c.body.empty() || c.method == "POST" || c.method == "PUT" || c.method == "PATCH")
            r.headers.emplace_back("Content-Type: application/json");
        if (!c.idempotencyKey.empty())
            r.headers.push_back("Idempotency-Key: " + c.idempotencyKey);
        r.headers.insert(r.headers.end(), c.headers.begin(), c.headers.end());
        return r;
    }

    void noteDate(const HttpResponse &r)
    {
        const auto it = r.headers.find("date");
        if (it == r.headers.end())
            return;
        const time_t server = CurlLibrary::get().getdate(it->second.c_str(), nullptr);
        if (server > 0)
            skew = std::int64_t(server) - unixNow();
    }

    /// Whether this answer may be tried again (the API: always after connection failures, 429,
    /// 502, 503, 504 and replayed signatures; after 500 and timeouts only when repeating
    /// cannot act twice).
    static bool retryable(const CallState &c, const HttpResponse &r)
    {
        // Repeating cannot act twice: reads, PUTs (they set a state), and POSTs with an
        // Idempotency-Key (the server acts once per key; PATCH and DELETE have none).
        const bool safe = c.method == "GET" || c.method == "PUT"
                          || (c.method == "POST" && !c.idempotencyKey.empty());
        if (r.cancelled || r.refused || r.permanent)
            return false;
        if (r.status == 0)
            return !r.timedOut || safe;
        if (r.status == 429 || r.status == 502 || r.status == 503 || r.status == 504)
            return true;
        // Refused for when it was signed (before the server restarted, or by a clock the Date
        // header has just corrected): nothing was done, and the next attempt is signed anew.
        if (r.status == 401 && c.attempts == 1) {
            const auto e = errorOf(r);
            return e && (e->field == "REPLAY" || e->field == "TIMESTAMP_SKEW");
        }
        // A retry that met its own first attempt still running (the key is in flight).
        if (r.status == 409 && c.attempts > 1 && safe && c.method == "POST"
            && errorOf(r)->code == "CONFLICT")
            return true;
        return r.status == 500 && safe;
    }

    std::chrono::milliseconds backoff(int attempt, int retryAfterSeconds)
    {
        const double ceiling
            = std::min(double(policy.cap.count()),
                       double(policy.base.count()) * std::pow(policy.factor, attempt - 1));
        double ms = 0;
        {
            const std::lock_guard lock(mutex);
            ms = std::uniform_real_distribution<double>(0, ceiling)(rng); // full jitter
        }
        return std::chrono::milliseconds(
            std::max<std::int64_t>(std::int64_t(ms), std::int64_t(retryAfterSeconds) * 1000));
    }

    bool spendRetry()
    {
        const std::lock_guard lock(mutex);
        if (budget < 1)
            return false;
        budget -= 1;
        return true;
    }

    void earn()
    {
        const std::lock_guard lock(mutex);
        budget = std::min(policy.budget, budget + policy.refillPerSuccess);
    }

    void attempt(const std::shared_ptr<CallState> &c, std::chrono::milliseconds delay)
    {
        ++c->attempts;
        c->transportId = transport.start(
            requestFor(*c), [this, c](HttpResponse r) { onAnswer(c, std::move(r)); }, delay);
        if (c->cancelled)
            transport.cancel(c->transportId);
    }

    /// One line per answer: the method and path (never a header, key or body), what came
    /// back, and how long the call has taken so far.
    static void logAnswer(const CallState &c, const HttpResponse &r, const char *next)
    {
        const auto ms
            = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - c.started)
                  .count();
        const QString what = r.status
                                 ? QString::number(r.status)
                                 : QString::fromStdString(r.reason.empty() ? r.error : r.reason);
        // One arg() for all six: a path's own percent escapes ("%3A") must not be taken
        // for places still to fill.
        const QString line
            = QStringLiteral("%1 %2: %3 after %4 ms, attempt %5%6")
                  .arg(QString::fromStdString(c.method), QString::fromStdString(c.path), what,
                       QString::number(ms), QString::number(c.attempts), QLatin1String(next));
        if (r.cancelled)
            qCDebug(log::api).noquote() << line;
        else if (r.status == 0 || r.status >= 500)
            qCWarning(log::api).noquote() << line;
        else if (r.status >= 400)
            qCInfo(log::api).noquote() << line;
        else
            qCDebug(log::api).noquote() << line;
    }

    void onAnswer(const std::shared_ptr<CallState> &c, HttpResponse r)
    {
        noteDate(r);
        if (!c->cancelled && retryable(*c, r) && c->attempts < policy.maxAttempts) {
            const auto delay = backoff(c->attempts, retryAfterOf(r));
            if (Clock::now() + delay - c->started < policy.deadline && spendRetry()) {
                logAnswer(*c, r, ", retried");
                attempt(c, delay);
                return;
            }
        }
        logAnswer(*c, r, "");
        if (r.status >= 200 && r.status < 300)
            earn();
        if (c->cancelled && !r.cancelled) {
            r = {};
            r.cancelled = true;
            r.error = "cancelled";
        }
        lastAttempts = c->attempts;
        {
            const std::lock_guard lock(mutex);
            calls.erase(c->id);
        }
        c->onOutcome(Outcome{std::move(r), c->attempts});
    }
};

ApiClient::ApiClient(Endpoint endpoint, RetryPolicy policy, QObject *parent)
    : QObject(parent)
    , m_impl(std::make_unique<Impl>(std::move(endpoint), policy))
{}

ApiClient::~ApiClient()
{
    // Ends the worker (calls still running end cancelled) before this object goes.
    m_impl.reset();
}

CallHandle ApiClient::submit(std::string_view operationId,
                             const std::string &method,
                             const std::string &path,
                             const std::string &body,
                             const std::vector<std::string> &headers,
                             OnOutcome onOutcome)
{
    auto c = std::make_shared<CallState>();
    c->id = m_impl->nextCall++;
    c->operationId = std::string(operationId);
    c->method = method;
    c->path = path;
    c->body = body;
    c->headers = headers;
    // A caller may bring its own key (ops::withIdempotencyKey) to make a repeat of the same
    // request, sent later by hand, act once too; otherwise every mutation gets a new one.
    const std::string_view given = "Idempotency-Key: ";
    const auto own = std::find_if(c->headers.begin(), c->headers.end(),
                                  [&](const std::string &h) { return h.starts_with(given); });
    if (own != c->headers.end()) {
        c->idempotencyKey = own->substr(given.size());
        c->headers.erase(own);
    } else if (method != "GET") {
        c->idempotencyKey = m_impl->newIdempotencyKey();
    }
    c->onOutcome = std::move(onOutcome);
    {
        const std::lock_guard lock(m_impl->mutex);
        m_impl->calls[c->id] = c;
    }
    // The first attempt is signed and sent on the worker, like the retries.
    m_impl->transport.post([impl = m_impl.get(), c] { impl->attempt(c, {}); });
    return {c->id};
}

void ApiClient::cancel(CallHandle handle)
{
    std::shared_ptr<CallState> c;
    {
        const std::lock_guard lock(m_impl->mutex);
        const auto it = m_impl->calls.find(handle.id);
        if (it == m_impl->calls.end())
            return;
        c = it->second;
    }
    c->cancelled = true;
    if (const auto id = c->transportId.load())
        m_impl->transport.cancel(id);
}

std::int64_t ApiClient::clockSkewSeconds() const
{
    return m_impl->skew;
}

int ApiClient::lastAttempts() const
{
    return m_impl->lastAttempts;
}

void ApiClient::setAcceptLanguage(const std::string &acceptLanguage)
{
    const std::lock_guard lock(m_impl->languageMutex);
    m_impl->acceptLanguage = acceptLanguage;
}

std::string ApiClient::acceptLanguage() const
{
    return m_impl->languageNow();
}

const Endpoint &ApiClient::endpoint() const
{
    return m_impl->endpoint;
}

Transport &ApiClient::transport()
{
    return m_impl->transport;
}

std::vector<std::string> ApiClient::signedHeaders(std::string_view method,
                                                  std::string_view pathWithQuery,
                                                  std::string_view body)
{
    return m_impl->sign(method, pathWithQuery, body);
}

std::vector<std::string> ApiClient::libraryVersions()
{
    std::string curl;
    try {
        curl = CurlLibrary::get().version();
    } catch (const std::exception &e) {
        curl = e.what();
    }
    return {curl, signing::cryptoLibraryVersion()};
}

} // namespace polychip::client
