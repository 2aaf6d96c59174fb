// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "transport.h"

#include "curllibrary.h"
#include "localfile.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

namespace polychip::client {

namespace {

using Clock = std::chrono::steady_clock;

/// A response body larger than this is refused (a server cannot make the client run out of
/// memory); 1,000 instances are about 1 MB.
constexpr std::size_t kMaxBodyBytes = std::size_t(64) << 20;
/// A CA bundle of every authority a system trusts is about 200 kB.
constexpr qint64 kMaxCaBundleBytes = qint64(4) << 20;
/// A stream that sends nothing (not even its 15 s heartbeat) for this long is dead.
constexpr long kStreamSilenceSeconds = 45;

/// libcurl, loaded (and initialised) by the first transport; after that, a static's address.
const CurlLibrary &curl()
{
    return CurlLibrary::get();
}

std::string lower(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

/** The parts of a URL the transport looks at, parsed by libcurl. */
struct UrlParts
{
    std::string scheme; ///< lower case
    std::string host;   ///< lower case; an IPv6 address in brackets
    std::string port;   ///< the scheme's when the URL gives none

    std::string address() const { return port.empty() ? host : host + ':' + port; }
};

/** `url`'s parts; false when it is not a URL. */
bool parseUrl(const std::string &url, UrlParts &parts)
{
    CURLU *u = curl().url();
    bool ok = curl().urlSet(u, CURLUPART_URL, url.c_str(), 0) == CURLUE_OK;
    const auto get = [&](CURLUPart what, unsigned flags, std::string &out) {
        char *part = nullptr;
        if (ok && curl().urlGet(u, what, &part, flags) == CURLUE_OK) {
            out = lower(part);
            curl().free(part);
        } else {
            ok = false;
        }
    };
    get(CURLUPART_SCHEME, 0, parts.scheme);
    get(CURLUPART_HOST, 0, parts.host);
    get(CURLUPART_PORT, CURLU_DEFAULT_PORT, parts.port);
    curl().urlCleanup(u);
    return ok;
}

/** The host:port of a proxy URL (a bare "host:port" is one too), or the text as it is. */
std::string proxyAddress(const std::string &proxy)
{
    UrlParts parts;
    if (parseUrl(proxy, parts) || parseUrl("http://" + proxy, parts))
        return parts.address();
    return proxy;
}

/** Why a transfer got no HTTP answer, as ApiError::code of a network error (api/apierror.h);
 *  empty when the console has nothing more to say than curl. */
std::string failureReason(
    CURLcode code, CURL *easy, std::string_view curlText, const std::string &scheme, bool viaProxy)
{
    switch (code) {
    case CURLE_OPERATION_TIMEDOUT:
        return "TIMEOUT";
    case CURLE_COULDNT_RESOLVE_HOST:
        return "HOST_NOT_FOUND";
    case CURLE_COULDNT_RESOLVE_PROXY:
        return "PROXY_NOT_FOUND";
    case CURLE_COULDNT_CONNECT: {
        if (viaProxy)
            return "PROXY_CONNECT_FAILED";
        long osErrno = 0;
        curl().easyGetinfo(easy, CURLINFO_OS_ERRNO, &osErrno);
        return osErrno == ECONNREFUSED ? "CONNECTION_REFUSED" : "CONNECT_FAILED";
    }
    case CURLE_PEER_FAILED_VERIFICATION: {
        // OpenSSL's verdict on the chain; curl checks the name itself once the chain passed.
        long verify = 0;
        curl().easyGetinfo(easy, CURLINFO_SSL_VERIFYRESULT, &verify);
        constexpr long kCertNotYetValid = 9, kCertHasExpired = 10, kHostnameMismatch = 62;
        if (verify == kCertNotYetValid || verify == kCertHasExpired)
            return "TLS_CERT_EXPIRED";
        const bool nameText = curlText.find("name") != std::string_view::npos
                              && curlText.find("match") != std::string_view::npos;
        if (verify == kHostnameMismatch || nameText)
            return "TLS_NAME_MISMATCH";
        return "TLS_UNTRUSTED";
    }
    case CURLE_SSL_CACERT_BADFILE:
        return "TLS_CA_FILE_BAD";
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
        return "TLS_PIN_MISMATCH";
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_USE_SSL_FAILED:
        return "TLS_FAILED";
    case CURLE_GOT_NOTHING:
        // A TLS server drops a request it cannot read as a handshake without a word.
        return scheme == "http" ? "HTTPS_EXPECTED" : "";
    default:
        return "";
    }
}

} // namespace

/** One request between start and done. Owns its easy handle and header list. */
struct Transfer
{
    Transport::Id id = 0;
    HttpRequest request;
    Transport::Done done;
    CURL *easy = nullptr;
    curl_slist *headers = nullptr;
    HttpResponse response;
    bool headersReported = false;
    bool stoppedByCaller = false; ///< a stream's onData asked to stop
    bool tooLarge = false;
    std::string scheme; ///< of the request's URL
    char errorBuffer[CURL_ERROR_SIZE] = {};

    ~Transfer()
    {
        curl().slistFreeAll(headers);
        if (easy)
            curl().easyCleanup(easy);
    }

    void reportHeaders()
    {
        if (headersReported)
            return;
        headersReported = true;
        if (request.onHeaders)
            request.onHeaders(response.status, response.headers);
    }

    static std::size_t onHeader(char *data, std::size_t size, std::size_t count, void *self)
    {
        auto *t = static_cast<Transfer *>(self);
        const std::string_view line(data, size * count);
        if (line.rfind("HTTP/", 0) == 0) {
            t->response.headers.clear(); // a new header block (after a 100 Continue)
        } else if (const auto colon = line.find(':'); colon != std::string_view::npos) {
            std::string_view value = line.substr(colon + 1);
            while (!value.empty() && (value.front() == ' ' || value.front() == '\t'))
                value.remove_prefix(1);
            while (!value.empty() && (value.back() == '\r' || value.back() == '\n'))
                value.remove_suffix(1);
            t->response.headers[lower(line.substr(0, colon))] = std::string(value);
        } else if (line == "\r\n" || line == "\n") {
            curl().easyGetinfo(t->easy, CURLINFO_RESPONSE_CODE, &t->response.status);
            if (t->response.status >= 200)
                t->reportHeaders();
        }
        return size * count;
    }

    static std::size_t onBody(char *data, std::size_t size, std::size_t count, void *self)
    {
        auto *t = static_cast<Transfer *>(self);
        const std::size_t n = size * count;
        if (t->request.onData) {
            t->reportHeaders();
            if (!t->request.onData(std::string_view(data, n))) {
                t->stoppedByCaller = true;
                return 0;
            }
            return n;
        }
        if (t->response.body.size() + n > kMaxBodyBytes) {
            t->tooLarge = true;
            return 0;
        }
        t->response.body.append(data, n);
        return n;
    }
};

struct Transport::Impl
{
    struct Scheduled
    {
        Id id = 0; ///< the request it starts (0: a plain task)
        std::function<void()> run;
        Done done; ///< for a start: what to call when it is cancelled before it began
    };

    TransportOptions options;
    /// options.caFile's bytes, read by the worker before the first transfer: curl is given
    /// them, never the name, so that a device or a pipe there is refused, not read on.
    std::optional<LocalFile> caBundle;
    CURLM *multi = nullptr;
    std::thread worker;
    std::mutex mutex; // guards the members below it
    std::multimap<Clock::time_point, Scheduled> scheduled;
    std::set<Id> cancels;
    bool stopping = false;
    // worker thread only
    std::map<Id, std::unique_ptr<Transfer>> active;
    std::atomic<Id> nextId{1};

    void wake() { curl().multiWakeup(multi); }

    void schedule(Scheduled s, std::chrono::milliseconds delay)
    {
        {
            const std::lock_guard lock(mutex);
            scheduled.emplace(Clock::now() + delay, std::move(s));
        }
        wake();
    }

    void finish(std::unique_ptr<Transfer> t)
    {
        if (t->done)
            t->done(std::move(t->response));
    }

    void begin(Id id, HttpRequest request, Done done)
    {
        auto t = std::make_unique<Transfer>();
        t->id = id;
        t->request = std::move(request);
        t->done = std::move(done);
        UrlParts url;
        if (!parseUrl(t->request.url, url) || (url.scheme != "http" && url.scheme != "https")) {
            t->response.refused = true;
            t->response.error = "not an http(s) URL: " + t->request.url;
            return finish(std::move(t));
        }
        t->scheme = url.scheme;
        t->response.address = url.address();
        if (url.scheme == "http" && !isLoopbackHost(url.host)) {
            t->response.refused = true;
            t->response.error = "plain http is allowed only to this computer (loopback); use "
                                "https for "
                                + url.host;
            return finish(std::move(t));
        }
        if (url.scheme == "https" && !options.caFile.empty()) {
            if (!caBundle || !caBundle->ok()) // read again after a failure: it may be fixed
                caBundle = readLocalFile(QString::fromStdString(options.caFile), kMaxCaBundleBytes);
            if (!caBundle->ok()) {
                t->response.permanent = true;
                t->response.reason = "CA_FILE_UNREADABLE";
                t->response.error = caBundle->error.toStdString();
                return finish(std::move(t));
            }
        }
        CURL *e = curl().easyInit();
        t->easy = e;
        const HttpRequest &r = t->request;
        curl().easySetopt(e, CURLOPT_URL, r.url.c_str());
        curl().easySetopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
        curl().easySetopt(e, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
        curl().easySetopt(e, CURLOPT_FOLLOWLOCATION, 0L);
        curl().easySetopt(e, CURLOPT_NOSIGNAL, 1L);
        curl().easySetopt(e, CURLOPT_TCP_KEEPALIVE, 1L);
        curl().easySetopt(e, CURLOPT_SSL_VERIFYPEER, 1L);
        curl().easySetopt(e, CURLOPT_SSL_VERIFYHOST, 2L);
        if (caBundle) {
            // Not copied: the bytes live as long as the transport, longer than any transfer.
            curl_blob blob{caBundle->data.data(), std::size_t(caBundle->data.size()),
                           CURL_BLOB_NOCOPY};
            // A libcurl or TLS back end without blobs trusts the file by its name instead
            // (read and checked above): never the system's store in its place.
            if (curl().easySetopt(e, CURLOPT_CAINFO_BLOB, &blob) != CURLE_OK
                && curl().easySetopt(e, CURLOPT_CAINFO, options.caFile.c_str()) != CURLE_OK) {
                t->response.permanent = true;
                t->response.reason = "CA_FILE_UNREADABLE";
                t->response.error = "this libcurl cannot use a CA bundle of its own";
                return finish(std::move(t));
            }
        }
        if (!options.pinnedPublicKey.empty())
            curl().easySetopt(e, CURLOPT_PINNEDPUBLICKEY, options.pinnedPublicKey.c_str());
        if (!options.proxy.empty())
            curl().easySetopt(e, CURLOPT_PROXY, options.proxy.c_str());
        curl().easySetopt(e, CURLOPT_CONNECTTIMEOUT_MS, long(r.connectTimeout.count()));
        if (r.totalTimeout.count() > 0)
            curl().easySetopt(e, CURLOPT_TIMEOUT_MS, long(r.totalTimeout.count()));
        if (r.onData) {
            curl().easySetopt(e, CURLOPT_LOW_SPEED_LIMIT, 1L);
            curl().easySetopt(e, CURLOPT_LOW_SPEED_TIME, kStreamSilenceSeconds);
        }
        if (r.method == "GET") {
            curl().easySetopt(e, CURLOPT_HTTPGET, 1L);
        } else {
            curl().easySetopt(e, CURLOPT_CUSTOMREQUEST, r.method.c_str());
            if (r.method != "DELETE" || !r.body.empty()) {
                curl().easySetopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(r.body.size()));
                curl().easySetopt(e, CURLOPT_POSTFIELDS, r.body.c_str());
            }
        }
        for (const auto &h : r.headers)
            t->headers = curl().slistAppend(t->headers, h.c_str());
        t->headers = curl().slistAppend(t->headers, "Expect:"); // no 100-continue round trip
        curl().easySetopt(e, CURLOPT_HTTPHEADER, t->headers);
        curl().easySetopt(e, CURLOPT_HEADERFUNCTION, &Transfer::onHeader);
        curl().easySetopt(e, CURLOPT_HEADERDATA, t.get());
        curl().easySetopt(e, CURLOPT_WRITEFUNCTION, &Transfer::onBody);
        curl().easySetopt(e, CURLOPT_WRITEDATA, t.get());
        curl().easySetopt(e, CURLOPT_ERRORBUFFER, t->errorBuffer);
        curl().easySetopt(e, CURLOPT_PRIVATE, t.get());
        curl().multiAddHandle(multi, e);
        active.emplace(id, std::move(t));
    }

    void complete(CURL *easy, CURLcode code)
    {
        Transfer *raw = nullptr;
        curl().easyGetinfo(easy, CURLINFO_PRIVATE, &raw);
        curl().multiRemoveHandle(multi, easy);
        const auto it = active.find(raw->id);
        auto t = std::move(it->second);
        active.erase(it);
        HttpResponse &resp = t->response;
        if (code == CURLE_OK || (code == CURLE_WRITE_ERROR && t->stoppedByCaller)) {
            curl().easyGetinfo(easy, CURLINFO_RESPONSE_CODE, &resp.status);
        } else {
            resp.status = 0;
            resp.timedOut = code == CURLE_OPERATION_TIMEDOUT;
            resp.permanent = t->tooLarge || code == CURLE_PEER_FAILED_VERIFICATION
                             || code == CURLE_SSL_PINNEDPUBKEYNOTMATCH
                             || code == CURLE_SSL_CACERT_BADFILE || code == CURLE_SSL_CERTPROBLEM
                             || code == CURLE_UNSUPPORTED_PROTOCOL || code == CURLE_URL_MALFORMAT;
            resp.error = t->tooLarge ? "the response is larger than "
                                           + std::to_string(kMaxBodyBytes >> 20) + " MiB"
                                     : std::string(curl().easyStrerror(code));
            if (!t->tooLarge && t->errorBuffer[0])
                resp.error += std::string(": ") + t->errorBuffer;
            if (!t->tooLarge)
                resp.reason
                    = failureReason(code, easy, resp.error, t->scheme, !options.proxy.empty());
            if (resp.reason.rfind("PROXY_", 0) == 0)
                resp.address = proxyAddress(options.proxy);
        }
        finish(std::move(t));
    }

    void cancelActive(Id id)
    {
        const auto it = active.find(id);
        if (it == active.end())
            return;
        auto t = std::move(it->second);
        active.erase(it);
        curl().multiRemoveHandle(multi, t->easy);
        t->response = {};
        t->response.cancelled = true;
        t->response.error = "cancelled";
        finish(std::move(t));
    }

    void run()
    {
        for (;;) {
            std::vector<Scheduled> due;
            std::vector<Scheduled> cancelledEarly;
            std::set<Id> toCancel;
            bool stop = false;
            int waitMs = 1000;
            {
                const std::lock_guard lock(mutex);
                const auto now = Clock::now();
                toCancel.swap(cancels);
                for (auto it = scheduled.begin(); it != scheduled.end();) {
                    if (it->second.id && toCancel.contains(it->second.id)) {
                        cancelledEarly.push_back(std::move(it->second));
                        it = scheduled.erase(it);
                    } else if (it->first <= now || stopping) {
                        due.push_back(std::move(it->second));
                        it = scheduled.erase(it);
                    } else {
                        ++it;
                    }
                }
                if (!scheduled.empty()) {
                    const auto next = std::chrono::duration_cast<std::chrono::milliseconds>(
                                          scheduled.begin()->first - now)
                                          .count();
                    waitMs = int(std::clamp<long long>(next, 0, 1000));
                }
                stop = stopping;
            }
            for (auto &s : cancelledEarly) {
                HttpResponse r;
                r.cancelled = true;
                r.error = "cancelled";
                if (s.done)
                    s.done(std::move(r));
            }
            for (auto &s : due) {
                if (stop && s.id) {
                    HttpResponse r;
                    r.cancelled = true;
                    r.error = "cancelled: the client is closing";
                    if (s.done)
                        s.done(std::move(r));
                } else if (!stop || !s.id) {
                    s.run();
                }
            }
            for (const Id id : toCancel)
                cancelActive(id);
            if (stop) {
                while (!active.empty())
                    cancelActive(active.begin()->first);
                // Requests scheduled by the tasks that just ran end cancelled too.
                std::multimap<Clock::time_point, Scheduled> left;
                {
                    const std::lock_guard lock(mutex);
                    left.swap(scheduled);
                }
                for (auto &[when, s] : left) {
                    HttpResponse r;
                    r.cancelled = true;
                    r.error = "cancelled: the client is closing";
                    if (s.id && s.done)
                        s.done(std::move(r));
                }
                return;
            }
            int running = 0;
            curl().multiPerform(multi, &running);
            int left = 0;
            while (CURLMsg *msg = curl().multiInfoRead(multi, &left)) {
                if (msg->msg == CURLMSG_DONE)
                    complete(msg->easy_handle, msg->data.result);
            }
            curl().multiPoll(multi, nullptr, 0, waitMs, nullptr);
        }
    }
};

Transport::Transport(TransportOptions options)
    : m_impl(std::make_unique<Impl>())
{
    m_impl->options = std::move(options);
    m_impl->multi = curl().multiInit();
    // Over HTTP/1.1 every open stream holds a connection: leave room for calls beside them.
    curl().multiSetopt(m_impl->multi, CURLMOPT_MAX_HOST_CONNECTIONS, 64L);
    m_impl->worker = std::thread([impl = m_impl.get()] { impl->run(); });
}

Transport::~Transport()
{
    {
        const std::lock_guard lock(m_impl->mutex);
        m_impl->stopping = true;
    }
    m_impl->wake();
    m_impl->worker.join();
    curl().multiCleanup(m_impl->multi);
}

Transport::Id Transport::start(HttpRequest request, Done done, std::chrono::milliseconds delay)
{
    const Id id = m_impl->nextId++;
    auto shared = std::make_shared<std::pair<HttpRequest, Done>>(std::move(request), done);
    Impl::Scheduled s;
    s.id = id;
    s.done = std::move(done);
    s.run = [impl = m_impl.get(), id, shared] {
        impl->begin(id, std::move(shared->first), std::move(shared->second));
    };
    m_impl->schedule(std::move(s), delay);
    return id;
}

void Transport::cancel(Id id)
{
    {
        const std::lock_guard lock(m_impl->mutex);
        m_impl->cancels.insert(id);
    }
    m_impl->wake();
}

void Transport::post(std::function<void()> task, std::chrono::milliseconds delay)
{
    Impl::Scheduled s;
    s.run = std::move(task);
    m_impl->schedule(std::move(s), delay);
}

} // namespace polychip::client
