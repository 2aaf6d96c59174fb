// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

// The tests' own small client of a polychip-sim process: starts it, signs requests (with the
// shared signing library, not the product client) and speaks HTTP over libcurl.

#include "signing/signature.h"

#include "api/codec.h"
#include "polychip/version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <functional>
#include <mutex>
#include <set>
#include <string>
#include <thread>

namespace polychip::test {

struct HttpAnswer
{
    long status = 0;
    std::string body;
    std::string headers;

    std::string errorCode() const
    {
        const auto e = api::errorFromResponse(int(status), body);
        return e.code;
    }
};

struct Key
{
    std::string id;
    std::string secret;
};

inline std::size_t appendTo(char *data, std::size_t size, std::size_t count, void *out)
{
    static_cast<std::string *>(out)->append(data, size * count);
    return size * count;
}

/** Transport settings of a test connection (TLS trust). */
struct Transport
{
    std::string caFile;  ///< trust this CA bundle for https (empty: the system's)
    std::string resolve; ///< "host:port:address", to reach a name without DNS
};

/** One HTTP request over libcurl with exactly these headers. `error` gets curl's reason when
 *  the transfer fails (status stays 0). */
inline HttpAnswer httpRequest(const std::string &url,
                              const std::string &method,
                              const std::string &body,
                              const std::vector<std::string> &headers,
                              const Transport &transport = {},
                              std::string *error = nullptr)
{
    HttpAnswer answer;
    CURL *curl = curl_easy_init();
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    if (!transport.caFile.empty())
        curl_easy_setopt(curl, CURLOPT_CAINFO, transport.caFile.c_str());
    curl_slist *resolve = transport.resolve.empty()
                              ? nullptr
                              : curl_slist_append(nullptr, transport.resolve.c_str());
    curl_easy_setopt(curl, CURLOPT_RESOLVE, resolve);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, 20000L);
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
    if (!body.empty() || method == "POST" || method == "PUT" || method == "PATCH") {
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
        curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, long(body.size()));
    }
    curl_slist *list = nullptr;
    for (const auto &h : headers)
        list = curl_slist_append(list, h.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, appendTo);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &answer.body);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, appendTo);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, &answer.headers);
    const CURLcode rc = curl_easy_perform(curl);
    if (rc == CURLE_OK)
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &answer.status);
    else if (error)
        *error = curl_easy_strerror(rc);
    curl_slist_free_all(list);
    curl_slist_free_all(resolve);
    curl_easy_cleanup(curl);
    return answer;
}

/** One Server-Sent Event as received. */
struct StreamEvent
{
    std::int64_t id = -1; ///< -1: no id line (metrics, billing ticks)
    std::string type;
    std::string data;
};

/** Reads an event stream until `until` returns true for an event, or `timeoutMs` passes. */
inline std::vector<StreamEvent> readStream(const std::string &url,
                                           const std::vector<std::string> &headers,
                                           const std::function<bool(const StreamEvent &)> &until,
                                           long timeoutMs = 15000)
{
    struct State
    {
        std::string buffer;
        std::vector<StreamEvent> events;
        const std::function<bool(const StreamEvent &)> *until;
        bool done = false;
    } state{{}, {}, &until};
    const auto onData
        = [](char *data, std::size_t size, std::size_t count, void *p) -> std::size_t {
        auto *s = static_cast<State *>(p);
        s->buffer.append(data, size * count);
        for (auto end = s->buffer.find("\n\n"); end != std::string::npos;
             end = s->buffer.find("\n\n")) {
            const std::string block = s->buffer.substr(0, end);
            s->buffer.erase(0, end + 2);
            StreamEvent ev;
            std::size_t pos = 0;
            while (pos <= block.size()) {
                const auto nl = std::min(block.find('\n', pos), block.size());
                const std::string line = block.substr(pos, nl - pos);
                if (line.rfind("id: ", 0) == 0)
                    ev.id = std::stoll(line.substr(4));
                else if (line.rfind("event: ", 0) == 0)
                    ev.type = line.substr(7);
                else if (line.rfind("data: ", 0) == 0)
                    ev.data = line.substr(6);
                pos = nl + 1;
            }
            if (ev.type.empty())
                continue; // a heartbeat comment
            s->events.push_back(ev);
            if ((*s->until)(ev)) {
                s->done = true;
                return 0; // enough: abort the transfer
            }
        }
        return size * count;
    };
    CURL *curl = curl_easy_init();
    curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeoutMs);
    curl_slist *list = nullptr;
    for (const auto &h : headers)
        list = curl_slist_append(list, h.c_str());
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, +onData);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, &state);
    curl_easy_perform(curl);
    curl_slist_free_all(list);
    curl_easy_cleanup(curl);
    return state.events;
}

/** The value of a 2xx answer; a test bug (not a product failure) when it does not decode. */
template <class T>
T decodeOk(const HttpAnswer &a)
{
    auto value = api::decode<T>(a.body);
    if (!value)
        qFatal("cannot decode %s: %s at %s", a.body.substr(0, 200).c_str(),
               value.error().message.c_str(), value.error().field.c_str());
    return std::move(value).value();
}

/** A polychip-sim child process on an ephemeral port with a temporary data dir. */
class SimProcess
{
public:
    explicit SimProcess(QStringList extra = {})
    {
        m_args = {QStringLiteral("--port"),
                  QStringLiteral("0"),
                  QStringLiteral("--port-file"),
                  m_dir.filePath(QStringLiteral("port")),
                  QStringLiteral("--bootstrap-keys"),
                  m_dir.filePath(QStringLiteral("keys.json")),
                  QStringLiteral("--data-dir"),
                  m_dir.filePath(QStringLiteral("data")),
                  QStringLiteral("--log"),
                  m_dir.filePath(QStringLiteral("access.log"))};
        m_args += extra;
    }

    ~SimProcess()
    {
        stop();
        recordCoverage();
    }

    /// Speak https to a simulator started with --tls-cert/--tls-key, trusting `caFile`.
    void useTls(const std::string &caFile)
    {
        m_scheme = "https";
        m_transport.caFile = caFile;
    }

    bool start()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("port")));
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(POLYCHIP_SIM_EXE), m_args);
        if (!m_process.waitForStarted())
            return false;
        const QString portFile = m_dir.filePath(QStringLiteral("port"));
        for (int i = 0; i < 200 && !QFile::exists(portFile); ++i) {
            if (m_process.waitForFinished(50))
                return false; // it refused to start
        }
        QFile file(portFile);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        m_port = file.readAll().trimmed().toInt();
        return m_port > 0;
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        m_process.waitForFinished(10000);
    }

    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(10000);
    }

    int exitCode() const { return m_process.exitCode(); }
    int port() const { return m_port; }
    /// The next start() goes with `more` options too (paths in path()).
    void addOptions(const QStringList &more) { m_args += more; }
    /// Restarts (start() again) on the port it has now, as a restarted server would.
    void keepPort() { m_args << QStringLiteral("--port") << QString::number(m_port); }
    /// The next start() goes without `option` and its value.
    void removeOption(const QString &option)
    {
        const auto at = m_args.indexOf(option);
        if (at >= 0)
            m_args.remove(at, std::min<qsizetype>(2, m_args.size() - at));
    }
    const Transport &transport() const { return m_transport; }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// The key of a role in an organisation, from the bootstrap-keys file.
    Key key(const std::string &org, const std::string &role) const
    {
        QFile file(m_dir.filePath(QStringLiteral("keys.json")));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const auto json = api::parseJson(file.readAll().toStdString());
        if (!json)
            return {};
        for (const auto &k : json->at("keys")) {
            if (k.at("org") == org && k.at("role") == role)
                return {k.at("key_id").get<std::string>(), k.at("secret").get<std::string>()};
        }
        return {};
    }

    /// A signed request; `skew` shifts the timestamp (seconds) to test the window.
    HttpAnswer request(const Key &key,
                       const std::string &method,
                       const std::string &path,
                       const std::string &body = {},
                       std::int64_t skew = 0,
                       const std::string &contentType = "application/json",
                       const std::vector<std::string> &extraHeaders = {})
    {
        const std::int64_t ts = timestampNow(skew);
        std::vector<std::string> headers{signedHeaders(key, method, path, body, ts)};
        headers.push_back("Content-Type: " + contentType);
        headers.insert(headers.end(), extraHeaders.begin(), extraHeaders.end());
        return raw(method, path, body, headers);
    }

    /// Follows GET /v1/events (signed, resuming after `lastEventId` when not empty).
    std::vector<StreamEvent> events(const Key &key,
                                    const std::string &lastEventId,
                                    const std::function<bool(const StreamEvent &)> &until)
    {
        return stream(key, "/v1/events", lastEventId, until);
    }

    /// Follows any event stream (signed, resuming after `lastEventId` when not empty, with
    /// `extraHeaders` such as an Accept-Language).
    std::vector<StreamEvent> stream(const Key &key,
                                    const std::string &path,
                                    const std::string &lastEventId,
                                    const std::function<bool(const StreamEvent &)> &until,
                                    long timeoutMs = 15000,
                                    const std::vector<std::string> &extraHeaders = {})
    {
        auto headers = signedHeaders(key, "GET", path, "", timestampNow(0));
        if (!lastEventId.empty())
            headers.push_back("Last-Event-ID: " + lastEventId);
        headers.insert(headers.end(), extraHeaders.begin(), extraHeaders.end());
        return readStream(baseUrl() + path, headers, until, timeoutMs);
    }

    std::string baseUrl(const std::string &host = "127.0.0.1") const
    {
        return m_scheme + "://" + host + ":" + std::to_string(m_port);
    }

    /// The four signature headers of a request at `timestamp` (a fresh nonce unless given).
    static std::vector<std::string> signedHeaders(const Key &key,
                                                  const std::string &method,
                                                  const std::string &path,
                                                  const std::string &body,
                                                  std::int64_t timestamp,
                                                  std::string nonce = {})
    {
        if (nonce.empty())
            nonce = signing::newNonce();
        return {"X-PC-Key: " + key.id, "X-PC-Timestamp: " + std::to_string(timestamp),
                "X-PC-Nonce: " + nonce,
                "X-PC-Signature: "
                    + signing::signature(key.secret, method, path, timestamp, nonce, body)};
    }

    /// An unsigned (or hand-signed) request with exactly these headers.
    HttpAnswer raw(const std::string &method,
                   const std::string &path,
                   const std::string &body,
                   const std::vector<std::string> &headers)
    {
        return httpRequest(baseUrl() + path, method, body, headers, m_transport);
    }

    /// Launches a one-RTX-4090 GPT-2 instance named `name` (names differ, so no two requests
    /// share a signature).
    api::InstanceOperation launchSmall(const Key &key, const std::string &name)
    {
        // Plain strings: moc counts the braces of raw strings.
        return decodeOk<api::InstanceOperation>(
            request(key, "POST", "/v1/instances",
                    "{\"name\": \"" + name
                        + "\", \"model_id\": \"gpt2-1.3b\", \"accelerator\": \"nvidia-rtx4090\", "
                          "\"count\": 1}"));
    }

private:
    /// Appends the operations this simulator served, with their statuses, from its access log
    /// to the suite's spec-coverage record (checked by tst_speccoverage).
    void recordCoverage() const
    {
#ifdef POLYCHIP_SIM_COVERAGE_DIR
        QFile log(m_dir.filePath(QStringLiteral("access.log")));
        if (!log.open(QIODevice::ReadOnly))
            return;
        QDir().mkpath(QStringLiteral(POLYCHIP_SIM_COVERAGE_DIR));
        QFile out(QStringLiteral(POLYCHIP_SIM_COVERAGE_DIR "/")
                  + QCoreApplication::applicationName() + QStringLiteral(".log"));
        if (!out.open(QIODevice::Append))
            return;
        while (!log.atEnd()) {
            QByteArray op, status;
            for (const QByteArray &field : log.readLine().trimmed().split(' ')) {
                if (field.startsWith("op="))
                    op = field.mid(3);
                else if (field.startsWith("status="))
                    status = field.mid(7);
            }
            if (!op.isEmpty() && op != "-")
                out.write(op + ' ' + status + '\n');
        }
#endif
    }

    /// The timestamp to sign a request with (now + skew). Each request has its own nonce, so
    /// identical requests in one second are fine (v1.1).
    static std::int64_t timestampNow(std::int64_t skew)
    {
        using namespace std::chrono;
        return duration_cast<seconds>(system_clock::now().time_since_epoch()).count() + skew;
    }

    QTemporaryDir m_dir;
    QStringList m_args;
    QProcess m_process;
    int m_port = 0;
    std::string m_scheme = "http";
    Transport m_transport;
};

/** A header's value in a raw header block (case-insensitive name), or empty. */
inline std::string headerValue(const std::string &headers, const std::string &name)
{
    std::string lower = headers;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    std::string key = name + ":";
    std::transform(key.begin(), key.end(), key.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    const auto pos = lower.find(key);
    if (pos == std::string::npos)
        return {};
    const auto end = headers.find("\r\n", pos);
    std::string value = headers.substr(pos + key.size(), end - pos - key.size());
    value.erase(0, value.find_first_not_of(' '));
    return value;
}

} // namespace polychip::test
