// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace polychip::signing {

/** Lower-case hex of SHA-256(data); empty only if OpenSSL itself fails. */
std::string sha256Hex(std::string_view data);
/** Lower-case hex of HMAC-SHA256(key, data); empty only if OpenSSL itself fails. */
std::string hmacSha256Hex(std::string_view key, std::string_view data);

/** The X-PC-Signature of a request, as the API defines it (v1.1: with the nonce). */
std::string signature(std::string_view secret,
                      std::string_view method,
                      std::string_view pathWithQuery,
                      std::int64_t unixTimestamp,
                      std::string_view nonce,
                      std::string_view body);

/** The X-PC-Signature of a webhook delivery: HMAC-SHA256 over TIMESTAMP "\n" BODY. */
std::string
webhookSignature(std::string_view secret, std::int64_t unixTimestamp, std::string_view body);

/** A fresh X-PC-Nonce: 16 bytes from OpenSSL's CSPRNG, as 32 lower-case hex digits (empty only
 *  if OpenSSL itself fails). */
std::string newNonce();

/** The OpenSSL the signatures are made with, as it names itself ("OpenSSL 3.0.15 3 Sep 2024"). */
std::string cryptoLibraryVersion();

/** Compares two strings in time independent of where they differ (OpenSSL CRYPTO_memcmp). */
bool constantTimeEquals(std::string_view a, std::string_view b);

} // namespace polychip::signing
