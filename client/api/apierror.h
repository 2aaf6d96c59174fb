// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace polychip::api {

/** Where a failure came from; widgets pick the wording from this and from `code`. */
enum class ErrorKind {
    Network,   ///< no HTTP answer: DNS, connect, TLS, timeout, refused plain http
    Http,      ///< an HTTP error status without a well-formed error body
    Api,       ///< the server's error body: see code, message, requestId
    Decode,    ///< a response (or request, on the server) that does not match the schema
    Cancelled, ///< the caller cancelled the call
};

/** The one error type of the API layer and the client. */
struct ApiError
{
    ErrorKind kind = ErrorKind::Decode;
    int httpStatus = 0;
    /// Api: the API error code, e.g. "CAPACITY_EXHAUSTED". Network: why no answer came, empty
    /// when not known: TIMEOUT, REFUSED (never sent: not a URL the client may use),
    /// CONNECTION_REFUSED (nothing listens there), CONNECT_FAILED, HOST_NOT_FOUND,
    /// PROXY_NOT_FOUND, PROXY_CONNECT_FAILED, HTTPS_EXPECTED (http:// to a server that answers
    /// nothing, a TLS port), TLS_UNTRUSTED (no trusted authority signed the certificate),
    /// TLS_NAME_MISMATCH, TLS_CERT_EXPIRED, TLS_PIN_MISMATCH, TLS_CA_FILE_BAD (curl could not
    /// use the CA bundle), CA_FILE_UNREADABLE (the console did not read it: `message` says why,
    /// translated), TLS_FAILED (no TLS session: not HTTPS there, or nothing in common).
    std::string code;
    std::string message;       ///< human text (English; curl's words for a network error)
    std::string requestId;     ///< the server's request id, when it sent one
    int retryAfterSeconds = 0; ///< the Retry-After of a 429 or 503, when the server sent one
    /// Decode: JSON path of the offending field, e.g. "$.items[3].count"; Api: the field a 400
    /// names (details.field), or why a 401 was refused (details.reason, e.g. "REPLAY").
    std::string field;
    /// Network: the host:port the request went to (the proxy's, for PROXY_* codes).
    std::string address;
    /// Api, POLICY_VIOLATION: the organisation's policy that refused (details.policy, e.g.
    /// "max_instance_price"), its limit and the value asked (details.limit, details.value), as
    /// the platform wrote them.
    std::string policy;
    std::string limit;
    std::string value;

    static ApiError decode(std::string field, std::string message);
};

/** Stable lower-case name of a kind ("network", "http", "api", "decode", "cancelled"). */
const char *errorKindName(ErrorKind kind);

} // namespace polychip::api
