// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once
// Signed HTTP for the benchmarks that talk to a real polychip-sim (bench_soak, bench_classroom):
// a key, the four signature headers, and one keep-alive connection that signs its requests.

#include "benchworld.h"

#include "signing/signature.h"

#include <curl/curl.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace polychip::bench {

inline std::int64_t unixNow()
{
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

inline std::size_t collect(char *data, std::size_t size, std::size_t count, void *out)
{
    static_cast<std::string *>(out)->append(data, size * count);
    return size * count;
}

struct Key
{
    std::string id;
    std::string secret;
};

/** The four signature headers of a request. */
inline curl_slist *signedHeaders(const Key &key,
                                 const std::string &method,
                                 const std::string &path,
                                 const std::string &body)
{
    const std::int64_t ts = unixNow();
    const std::string nonce = signing::newNonce();
    curl_slist *h = nullptr;
    h = curl_slist_append(h, ("X-PC-Key: " + key.id).c_str());
    h = curl_slist_append(h, ("X-PC-Timestamp: " + std::to_string(ts)).c_str());
    h = curl_slist_append(h, ("X-PC-Nonce: " + nonce).c_str());
    h = curl_slist_append(
        h, ("X-PC-Signature: " + signing::signature(key.secret, method, path, ts, nonce, body))
               .c_str());
    return h;
}

/** One keep-alive connection that signs its requests. */
class Connection
{
public:
    struct Answer
    {
        long status = 0; ///< 0: transport failure
        std::string body;
    };

    Connection(const bench::Sim &sim, Key key)
        : m_sim(sim)
        , m_key(std::move(key))
        , m_curl(curl_easy_init())
    {
        curl_easy_setopt(m_curl, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(m_curl, CURLOPT_TIMEOUT_MS, 30000L);
        curl_easy_setopt(m_curl, CURLOPT_WRITEFUNCTION, collect);
    }
    ~Connection() { curl_easy_cleanup(m_curl); }
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    Answer request(const std::string &method,
                   const std::string &path,
                   const std::string &body = {},
                   const std::string &idempotencyKey = {})
    {
        curl_slist *h = signedHeaders(m_key, method, path, body);
        if (!body.empty())
            h = curl_slist_append(h, "Content-Type: application/json");
        if (!idempotencyKey.empty())
            h = curl_slist_append(h, ("Idempotency-Key: " + idempotencyKey).c_str());
        Answer answer;
        curl_easy_setopt(m_curl, CURLOPT_URL, m_sim.url(path).c_str());
        curl_easy_setopt(m_curl, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(m_curl, CURLOPT_WRITEDATA, &answer.body);
        if (method == "GET" || method == "DELETE") {
            curl_easy_setopt(m_curl, CURLOPT_HTTPGET, 1L); // drops the last request's body
        } else {
            curl_easy_setopt(m_curl, CURLOPT_POSTFIELDSIZE, long(body.size()));
            curl_easy_setopt(m_curl, CURLOPT_COPYPOSTFIELDS, body.c_str());
        }
        curl_easy_setopt(m_curl, CURLOPT_CUSTOMREQUEST, method.c_str());
        if (curl_easy_perform(m_curl) == CURLE_OK)
            curl_easy_getinfo(m_curl, CURLINFO_RESPONSE_CODE, &answer.status);
        curl_slist_free_all(h);
        ++m_sent;
        if (answer.status != 200 && answer.status != 201 && answer.status != 202
            && answer.status != 204)
            ++m_failed;
        return answer;
    }

    /// A request that an injected 503 does not stop: retried (with the same idempotency key)
    /// up to `attempts` times.
    Answer retried(const std::string &method,
                   const std::string &path,
                   const std::string &body = {},
                   const std::string &idempotencyKey = {},
                   int attempts = 5)
    {
        Answer a;
        for (int i = 0; i < attempts; ++i) {
            a = request(method, path, body, idempotencyKey);
            if (a.status != 503 && a.status != 0)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
        }
        return a;
    }

    long sent() const { return m_sent; }
    long failed() const { return m_failed; }

private:
    const bench::Sim &m_sim;
    Key m_key;
    CURL *m_curl;
    long m_sent = 0;
    long m_failed = 0;
};

/** Holds the event streams `streams` (each signed with its key, at its path) open on one thread
 *  (curl multi) until `stop`; `open` counts those running. */
inline void holdStreams(const Sim &sim,
                        const std::vector<std::pair<Key, std::string>> &streams,
                        const std::atomic<bool> &stop,
                        std::atomic<int> &open)
{
    CURLM *multi = curl_multi_init();
    std::vector<CURL *> handles;
    std::vector<curl_slist *> lists;
    for (const auto &[key, path] : streams) {
        curl_slist *h = signedHeaders(key, "GET", path, "");
        CURL *c = curl_easy_init();
        curl_easy_setopt(c, CURLOPT_URL, sim.url(path).c_str());
        curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
        curl_easy_setopt(
            c, CURLOPT_WRITEFUNCTION,
            +[](char *, std::size_t s, std::size_t n, void *) { return s * n; });
        curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
        curl_multi_add_handle(multi, c);
        handles.push_back(c);
        lists.push_back(h);
    }
    int running = 0;
    while (!stop) {
        curl_multi_perform(multi, &running);
        curl_multi_poll(multi, nullptr, 0, 100, nullptr);
        open = running;
    }
    for (std::size_t i = 0; i < handles.size(); ++i) {
        curl_multi_remove_handle(multi, handles[i]);
        curl_easy_cleanup(handles[i]);
        curl_slist_free_all(lists[i]);
    }
    curl_multi_cleanup(multi);
}

} // namespace polychip::bench
