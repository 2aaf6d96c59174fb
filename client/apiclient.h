// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "operations.h"
#include "transport.h"

#include "api/apierror.h"
#include "api/codec.h"
#include "api/result.h"

#include <QObject>
#include <QPointer>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace polychip::client {

/** Where the platform is and as whom to speak to it (one connection profile). */
struct Endpoint
{
    std::string baseUrl; ///< e.g. "http://127.0.0.1:8470" or "https://api.example.com"
    std::string keyId;
    std::string secret;
    TransportOptions transport;
    /// The language the platform's text should be in, as an Accept-Language header value
    /// ("zh-CN, en;q=0.5"); empty: the platform's own.
    std::string acceptLanguage;
};

/** When and how often a call is tried again (the API's client contract). */
struct RetryPolicy
{
    std::chrono::milliseconds base{500};
    double factor = 2;
    std::chrono::milliseconds cap{30'000};
    int maxAttempts = 4;
    std::chrono::milliseconds deadline{90'000}; ///< no new attempt after this since the first
    std::chrono::milliseconds connectTimeout{10'000};
    std::chrono::milliseconds timeout{30'000}; ///< per attempt
    /// Retries that may be spent before successes earn more: stops retry storms in an outage.
    double budget = 20;
    double refillPerSuccess = 0.2;
};

/** A call in flight, for ApiClient::cancel(). */
struct CallHandle
{
    std::uint64_t id = 0;
};

/** The plain HTTP answer of a call, after its last attempt. */
struct Outcome
{
    HttpResponse response;
    int attempts = 0;
};

/** The ApiError for an answer that is not a success (nullopt for a 2xx). */
std::optional<api::ApiError> errorOf(const HttpResponse &response);

/** The value of a 2xx answer, or the error (network, http, api, decode, cancelled). */
template <class R>
api::Result<R> decodeOutcome(const HttpResponse &response)
{
    if (auto error = errorOf(response))
        return *error;
    if constexpr (std::is_same_v<R, NoContent>) {
        return NoContent{};
    } else {
        const auto type = response.headers.find("content-type");
        if (type == response.headers.end() || type->second.rfind("application/json", 0) != 0)
            return api::ApiError::decode(
                "$", "the answer is not JSON (Content-Type: "
                         + (type == response.headers.end() ? std::string("none") : type->second)
                         + ")");
        return api::decode<R>(response.body);
    }
}

/**
 * The typed, asynchronous client of the platform API. Requests are signed (with the clock
 * corrected by the server's Date header), sent on the Transport's worker thread, retried by
 * the RetryPolicy (every mutation carries an Idempotency-Key from its first attempt, so a
 * retry cannot act twice) and decoded there with the validating codecs. The result reaches
 * `done` on this object's thread, and only while `context` still exists.
 */
class ApiClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiClient)

public:
    explicit ApiClient(Endpoint endpoint, RetryPolicy policy = {}, QObject *parent = nullptr);
    ~ApiClient() override;

    /// The libraries requests go through, as they name themselves, for an About box and bug
    /// reports: libcurl's curl_version() ("libcurl/7.88.1 GnuTLS/3.7.9 ...") and the OpenSSL the
    /// requests are signed with; libcurl's line says why when it cannot be loaded.
    static std::vector<std::string> libraryVersions();

    template <class R>
    CallHandle call(const Op<R> &op,
                    QObject *context,
                    std::type_identity_t<std::function<void(api::Result<R>)>> done)
    {
        QPointer<QObject> guard(context);
        return submit(op.operationId, op.method, op.path, op.body, op.headers,
                      [this, guard, done = std::move(done)](const Outcome &outcome) {
                          // Decoded here, on the worker thread; delivered on ours.
                          auto result = std::make_shared<api::Result<R>>(
                              decodeOutcome<R>(outcome.response));
                          QMetaObject::invokeMethod(
                              this,
                              [this, guard, done, result] {
                                  if (!*result && isStorageRefusal(result->error()))
                                      Q_EMIT storageRefused();
                                  if (guard)
                                      done(std::move(*result));
                              },
                              Qt::QueuedConnection);
                      });
    }

    /// Ends a call early: `done` gets a Cancelled error (unless its answer is already on its way).
    void cancel(CallHandle handle);

    /// Server time minus local time, seconds, from the last Date header.
    std::int64_t clockSkewSeconds() const;
    /// How many attempts the last finished call took (for diagnostics and tests).
    int lastAttempts() const;

    /// The endpoint as made (its acceptLanguage is the first; see acceptLanguage()).
    const Endpoint &endpoint() const;
    /// The Accept-Language sent with every request from now on (retries included): the
    /// console's language, which the user may change while connected. Thread-safe.
    void setAcceptLanguage(const std::string &acceptLanguage);
    std::string acceptLanguage() const;
    Transport &transport();
    /// The signature headers for a request made now (streams sign their own requests).
    std::vector<std::string>
    signedHeaders(std::string_view method, std::string_view pathWithQuery, std::string_view body);

Q_SIGNALS:
    /// Emitted when the platform refused a change because it cannot store it now (its disk
    /// is full, read-only or failing: a STORAGE_ code); GET /v1/health says when it can again.
    void storageRefused();

private:
    static bool isStorageRefusal(const api::ApiError &e) { return e.code.starts_with("STORAGE_"); }
    using OnOutcome = std::function<void(const Outcome &)>;
    CallHandle submit(std::string_view operationId,
                      const std::string &method,
                      const std::string &path,
                      const std::string &body,
                      const std::vector<std::string> &headers,
                      OnOutcome onOutcome);

    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace polychip::client
