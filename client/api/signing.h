// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace polychip::api {

// Request signing as the API fixes it. The string is built here, once, for both sides; the
// HMAC itself is computed with OpenSSL by the client (RequestSigner) and by the simulator.

inline constexpr std::string_view kHeaderKey = "X-PC-Key";
inline constexpr std::string_view kHeaderTimestamp = "X-PC-Timestamp";
inline constexpr std::string_view kHeaderNonce = "X-PC-Nonce";
inline constexpr std::string_view kHeaderSignature = "X-PC-Signature";
inline constexpr std::string_view kHeaderIdempotencyKey = "Idempotency-Key";
inline constexpr std::string_view kHeaderIfMatch = "If-Match";
/// A timestamp further than this from the server's clock is rejected.
inline constexpr std::int64_t kSignatureWindowSeconds = 300;
/// A nonce is hex of 16 or more random bytes; the server takes at most 64 bytes (128 digits).
inline constexpr std::size_t kNonceMinHexDigits = 32;
inline constexpr std::size_t kNonceMaxHexDigits = 128;

/// A webhook delivery's headers: which delivery (the same on every attempt), which event, and
/// the webhook's own id; X-PC-Timestamp and X-PC-Signature sign it as requests are signed.
inline constexpr std::string_view kHeaderDelivery = "X-PC-Delivery";
inline constexpr std::string_view kHeaderEvent = "X-PC-Event";
inline constexpr std::string_view kHeaderWebhook = "X-PC-Webhook";

/** What a webhook delivery's X-PC-Signature signs: TIMESTAMP "\n" BODY. */
std::string webhookSigningString(std::int64_t unixTimestamp, std::string_view body);

/** METHOD "\n" PATH_WITH_QUERY "\n" TIMESTAMP "\n" NONCE "\n" hex(SHA256(body)) (v1.1). */
std::string signingString(std::string_view method,
                          std::string_view pathWithQuery,
                          std::int64_t unixTimestamp,
                          std::string_view nonce,
                          std::string_view bodySha256Hex);
/** Whether `nonce` is a well-formed X-PC-Nonce: lower- or upper-case hex digits, 32 to 128. */
bool isWellFormedNonce(std::string_view nonce);

} // namespace polychip::api
