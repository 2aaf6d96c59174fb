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
    std::string code;          ///< API error code, e.g. "CAPACITY_EXHAUSTED"; empty when not known
    std::string message;       ///< human text (English); widgets translate by code where known
    std::string requestId;     ///< the server's request id, when it sent one
    int retryAfterSeconds = 0; ///< the Retry-After of a 429 or 503, when the server sent one
    /// Decode: JSON path of the offending field, e.g. "$.items[3].count"; Api: the field a 400
    /// names (details.field), or why a 401 was refused (details.reason, e.g. "REPLAY").
    std::string field;

    static ApiError decode(std::string field, std::string message);
};

/** Stable lower-case name of a kind ("network", "http", "api", "decode", "cancelled"). */
const char *errorKindName(ErrorKind kind);

} // namespace polychip::api
