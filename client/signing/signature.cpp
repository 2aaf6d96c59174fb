// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "signature.h"

#include "api/signing.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <array>

namespace polychip::signing {

namespace {

std::string toHex(const unsigned char *data, std::size_t size)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex(size * 2, '0');
    for (std::size_t i = 0; i < size; ++i) {
        hex[2 * i] = kDigits[data[i] >> 4];
        hex[2 * i + 1] = kDigits[data[i] & 0x0f];
    }
    return hex;
}

} // namespace

std::string sha256Hex(std::string_view data)
{
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int size = 0;
    if (EVP_Digest(data.data(), data.size(), md.data(), &size, EVP_sha256(), nullptr) != 1)
        return {};
    return toHex(md.data(), size);
}

std::string hmacSha256Hex(std::string_view key, std::string_view data)
{
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int size = 0;
    if (!HMAC(EVP_sha256(), key.data(), int(key.size()),
              reinterpret_cast<const unsigned char *>(data.data()), data.size(), md.data(), &size))
        return {};
    return toHex(md.data(), size);
}

std::string signature(std::string_view secret,
                      std::string_view method,
                      std::string_view pathWithQuery,
                      std::int64_t unixTimestamp,
                      std::string_view nonce,
                      std::string_view body)
{
    return hmacSha256Hex(
        secret, api::signingString(method, pathWithQuery, unixTimestamp, nonce, sha256Hex(body)));
}

std::string
webhookSignature(std::string_view secret, std::int64_t unixTimestamp, std::string_view body)
{
    return hmacSha256Hex(secret, api::webhookSigningString(unixTimestamp, body));
}

std::string newNonce()
{
    std::array<unsigned char, 16> bytes{};
    if (RAND_bytes(bytes.data(), int(bytes.size())) != 1)
        return {};
    return toHex(bytes.data(), bytes.size());
}

std::string cryptoLibraryVersion()
{
    return OpenSSL_version(OPENSSL_VERSION);
}

bool constantTimeEquals(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

} // namespace polychip::signing
