// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "signature.h"

#include "api/signing.h"
#include "loadedlibrary.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/opensslv.h>
#include <openssl/rand.h>

#include <array>

namespace polychip::signing {

namespace {

static_assert(OPENSSL_VERSION_MAJOR == 3, "the soname below is OpenSSL 3's");
/// The library the headers we compile against describe.
constexpr char kSoname[] = "libcrypto.so.3";

/**
 * libcrypto, loaded when the first signature is made rather than by the program loader: it
 * has 21,000 relocations, ~1.3 ms of the console's start before its first frame, which signs
 * nothing. Each member is the OpenSSL function of that name.
 */
struct Crypto
{
    decltype(&::EVP_Digest) digest = nullptr;
    decltype(&::EVP_sha256) sha256 = nullptr;
    decltype(&::HMAC) hmac = nullptr;
    decltype(&::RAND_bytes) randBytes = nullptr;
    decltype(&::OpenSSL_version) version = nullptr;
    decltype(&::CRYPTO_memcmp) memcmp = nullptr;
};

Crypto load()
{
    const client::LoadedLibrary library(kSoname);
    Crypto c;
    library.bind(c.digest, "EVP_Digest");
    library.bind(c.sha256, "EVP_sha256");
    library.bind(c.hmac, "HMAC");
    library.bind(c.randBytes, "RAND_bytes");
    library.bind(c.version, "OpenSSL_version");
    library.bind(c.memcmp, "CRYPTO_memcmp");
    return c;
}

/// Loaded by the first call, from any thread (others wait); throws std::runtime_error saying
/// why when it cannot be (libssl3 not installed: nothing could be signed, nor fetched).
const Crypto &crypto()
{
    static const Crypto library = load();
    return library;
}

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
    const Crypto &c = crypto();
    if (c.digest(data.data(), data.size(), md.data(), &size, c.sha256(), nullptr) != 1)
        return {};
    return toHex(md.data(), size);
}

std::string hmacSha256Hex(std::string_view key, std::string_view data)
{
    std::array<unsigned char, EVP_MAX_MD_SIZE> md{};
    unsigned int size = 0;
    const Crypto &c = crypto();
    if (!c.hmac(c.sha256(), key.data(), int(key.size()),
                reinterpret_cast<const unsigned char *>(data.data()), data.size(), md.data(),
                &size))
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
    if (crypto().randBytes(bytes.data(), int(bytes.size())) != 1)
        return {};
    return toHex(bytes.data(), bytes.size());
}

std::string cryptoLibraryVersion()
{
    return crypto().version(OPENSSL_VERSION);
}

bool constantTimeEquals(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && crypto().memcmp(a.data(), b.data(), a.size()) == 0;
}

} // namespace polychip::signing
